"""The per-user cache of parsed fonts and YAML trees: what it gives back is what parsing gives, a
damaged or missing cache changes nothing but the time, and nothing lands outside its folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from reportlab.pdfbase.ttfonts import TTFNameBytes, TTFont

from printgen.core import user_cache
from printgen.core.data import templates_dir
from printgen.read import loader
from printgen.render import pdf

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(templates_dir(), "fonts", "DejaVuSans-Bold.ttf")
BUNDLED_YAML = sorted(
    os.path.join(folder, name)
    for top in ("setups", "games", "templates")
    for folder, _, names in os.walk(os.path.join(ROOT, top))
    for name in names
    if name.endswith(".yaml")
)


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("PRINTGEN_CACHE_DIR", str(folder))
    return folder


def _entries(folder, kind: str) -> list[str]:
    path = folder / kind
    return sorted(os.listdir(path)) if path.exists() else []


def test_every_kind_of_value_comes_back_as_it_went_in():
    named = TTFNameBytes("Grüße-Bold".encode())
    value = {
        "ints": list(range(-3, 300)),
        "wide": [2**70, -1],
        "floats": [0.5, -0.0, 1e-300, float("inf")],
        "mixed": [None, True, 1, 1.5, "a"],
        7: {1: [2, 3], 4: []},
        (1, "a"): (b"\x00\xff", named),
        "pairs": [(1, 2), (3, 4)],
        "ones": [[1], [2], [3]],
        "one-tuples": [(1,), (2.5,)],
        "pair-lists": [[1, 2], [3, 4]],
        "fraction-pairs": [(0.5, -1.5), (2.0, 3.25)],
        "lengths": [[1], [2, 3], [], [4, 5, 6]],
        "mostly-whole": [1, 2.5, 3, -4, 0.0],
        "mostly-fractions": [1, 2.5, 3.5],
        "metrics": [(1229, 102), (0, 0), (600.09765625, 3)],
        "nested": [[1, [2]], ()],
    }
    back = user_cache.unpack(
        json.loads(json.dumps(user_cache.pack(value))), lambda text: TTFNameBytes(text.encode())
    )
    assert back == value
    assert repr(back) == repr(value)  # lists stay lists, tuples tuples, ints ints
    assert type(back[(1, "a")][1]) is TTFNameBytes and back[(1, "a")][1].ustr == "Grüße-Bold"


@pytest.mark.parametrize(
    "numbers, code",
    [
        ([0, -128, 127], "b"),
        ([128], "h"),
        ([-32769, 5], "i"),
        ([2**31 - 1, -(2**31)], "i"),
        ([2**31], "q"),
        ([-(2**63), 2**63 - 1], "q"),
    ],
)
def test_whole_numbers_are_kept_in_the_fewest_bytes_that_hold_them(numbers, code):
    data = user_cache.pack(numbers)
    assert data["l"].keys() == {code}
    assert user_cache.unpack(json.loads(json.dumps(data))) == numbers


@pytest.mark.parametrize(
    "data",
    [
        [1, 2],
        {"l": {"q": "not base64!"}},
        {"l": {"lists": [2], "flat": [1]}},
        {"l": {"lists": {"d": "AAAAAAAA8D8="}, "flat": [1]}},  # a length of 1.0
        {"l": {"tuples": {"q": "AgAAAAAAAAA="}, "flat": [1, [2]]}},
        # a fraction placed past the end of its whole numbers (5 of 1)
        {"l": {"whole": {"b": "AQ=="}, "at": {"b": "BQ=="}, "fractions": {"d": "AAAAAAAA+D8="}}},
        {"l": {"whole": {"b": "AQ=="}, "at": {"b": "/w=="}, "fractions": {"d": "AAAAAAAA+D8="}}},
        {"k": [1, 2], "v": [3]},
        {"x": 1},
        {"b": "é", "n": "other"},
    ],
)
def test_data_the_cache_never_writes_is_refused(data):
    with pytest.raises((ValueError, TypeError)):
        user_cache.unpack(data, lambda text: TTFNameBytes(text.encode()))


def test_a_font_from_the_cache_is_the_font_reportlab_parses(cache):
    parsed = TTFont("Check", FONT)
    kept = pdf._parsed_face(parsed.face)
    user_cache.store("fonts", "a" * 64, kept)
    state = user_cache.load("fonts", "a" * 64, lambda text: TTFNameBytes(text.encode()))
    with open(FONT, "rb") as handle:
        cached = pdf._TaggedFont.from_parsed("Check", FONT, handle.read(), state)
    ignored = ("face", "encoding", "state")
    assert {k: v for k, v in vars(cached).items() if k not in ignored} == {
        k: v for k, v in vars(parsed).items() if k not in ignored
    }
    assert vars(cached.encoding) == vars(parsed.encoding) and dict(cached.state) == {}
    face, theirs = vars(cached.face), vars(parsed.face)
    assert face.keys() == theirs.keys()
    assert {k: v for k, v in face.items() if k != "_pdfScale"} == {
        k: v for k, v in theirs.items() if k != "_pdfScale"
    }
    assert [cached.face._pdfScale(v) for v in (0, 1, 2048, -77)] == [
        parsed.face._pdfScale(v) for v in (0, 1, 2048, -77)
    ]


def _build(tmp_path, name: str, env: dict) -> bytes:
    out = tmp_path / name
    subprocess.run(
        [sys.executable, "-m", "printgen", "build", "--only", "setup-card", "-o", str(out)],
        check=True,
        capture_output=True,
        cwd=tmp_path,
        env={**os.environ, **env},
    )
    return out.read_bytes()


def test_builds_with_no_cache_a_cold_one_a_warm_one_and_a_damaged_one_are_the_same(tmp_path):
    folder = tmp_path / "cache"
    env = {"PRINTGEN_CACHE_DIR": str(folder)}
    plain = _build(tmp_path, "plain.pdf", {"PRINTGEN_CACHE_DIR": ""})
    assert not folder.exists()
    assert _build(tmp_path, "cold.pdf", env) == plain
    fonts, trees = _entries(folder, "fonts"), _entries(folder, "yaml")
    assert len(fonts) == 2 and len(trees) == 3  # two fonts; the setup, the theme, the messages
    assert _build(tmp_path, "warm.pdf", env) == plain
    for kind, names in (("fonts", fonts), ("yaml", trees)):
        for name in names:
            (folder / kind / name).write_text(
                f'{{"format": {user_cache.FORMAT}, "key": "', encoding="utf-8"
            )
    assert _build(tmp_path, "damaged.pdf", env) == plain
    assert _entries(folder, "fonts") == fonts and _entries(folder, "yaml") == trees
    kept = json.loads((folder / "fonts" / fonts[0]).read_text(encoding="utf-8"))
    assert kept["format"] == user_cache.FORMAT


def test_a_cache_folder_that_cannot_be_made_changes_nothing(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    built = _build(tmp_path, "kit.pdf", {"PRINTGEN_CACHE_DIR": str(blocker)})
    assert built == _build(tmp_path, "plain.pdf", {"PRINTGEN_CACHE_DIR": ""})
    assert sorted(os.listdir(tmp_path)) == ["file", "kit.pdf", "plain.pdf"]


def test_a_warm_build_never_imports_pyyaml(tmp_path):
    env = {**os.environ, "PRINTGEN_CACHE_DIR": str(tmp_path / "cache")}
    script = (
        "import sys\nfrom printgen.cli import main\n"
        "try:\n    main(['build', '--only', 'setup-card', '-o', 'kit.pdf'])\n"
        "except SystemExit:\n    pass\nprint('yaml' in sys.modules)\n"
    )
    runs = [
        subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, env=env
        ).stdout.split()[-1]
        for _ in range(2)
    ]
    assert runs == ["True", "False"]


@pytest.mark.parametrize("path", BUNDLED_YAML, ids=lambda p: os.path.relpath(p, ROOT))
def test_the_kept_tree_of_every_bundled_file_is_its_tree(path):
    document = loader.load_bytes(open(path, "rb").read(), path)
    assert document.root is not None and document.diagnostics == []
    kept = json.loads(json.dumps(loader._tree_data(document.root)))
    assert loader._kept_tree(kept) == document.root


def test_a_file_with_a_problem_is_not_kept(cache, tmp_path):
    path = tmp_path / "twice.yaml"
    path.write_text("a: 1\na: 2\n", encoding="utf-8")
    first = loader.load_file(str(path))
    assert [d.code for d in first.diagnostics] == ["duplicate-key"]
    assert _entries(cache, "yaml") == []
    assert [d.code for d in loader.load_file(str(path)).diagnostics] == ["duplicate-key"]


def test_a_kept_file_reads_back_the_same_document(cache, tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("name: 'x'\nvalues: [1, 2.5, no, ~, .inf]\n", encoding="utf-8")
    first = loader.load_file(str(path))
    assert len(_entries(cache, "yaml")) == 1
    assert loader.load_file(str(path)) == first


@pytest.mark.parametrize(
    "data",
    [
        None,
        ["s", 1, 1, "x"],
        ["s", 1, "1", "x", False],
        ["m", 1, 1, [["q", 1, 1, []], ["s", 1, 1, "x", False]]],
        ["m", 1, 1, [["s", 1, 1, "x", False]]],
        ["z", 1, 1, []],
    ],
)
def test_a_damaged_kept_tree_is_no_tree(data):
    assert loader._kept_tree(data) is None


def test_where_the_cache_lives(monkeypatch):
    monkeypatch.setenv("PRINTGEN_CACHE_DIR", "")
    assert user_cache.cache_folder("fonts") is None
    monkeypatch.setenv("PRINTGEN_CACHE_DIR", "/somewhere")
    assert user_cache.cache_folder("yaml") == os.path.join("/somewhere", "yaml")
    monkeypatch.delenv("PRINTGEN_CACHE_DIR")
    if sys.platform.startswith("linux"):
        monkeypatch.setenv("XDG_CACHE_HOME", "relative/is/ignored")
        monkeypatch.setenv("HOME", "/home/someone")
        assert user_cache.cache_folder("fonts") == "/home/someone/.cache/printgen/fonts"
    with pytest.raises(ValueError):
        user_cache.cache_folder("../elsewhere")


def test_only_entries_with_a_digest_for_a_name_are_read_or_written(cache):
    user_cache.store("fonts", "../../outside", [1])
    assert not cache.exists()
    assert user_cache.load("fonts", "../../outside") is None


def test_at_most_so_many_entries_are_kept(cache, monkeypatch):
    monkeypatch.setattr(user_cache, "MAX_ENTRIES", 3)
    for n in range(5):
        key = f"{n:064x}"
        user_cache.store("fonts", key, [n])
        os.utime(cache / "fonts" / f"{key}.json", ns=(n * 10**9, n * 10**9))
    assert _entries(cache, "fonts") == [f"{n:064x}.json" for n in (2, 3, 4)]
