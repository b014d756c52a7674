"""The catalogue of hostile and broken input: every entry in tests/catalogue/ is run as a user runs
it.

Each entry of `catalogue/manifest.toml` names an input (a file in `catalogue/inputs/`, or bytes
described in the manifest), the command line (`validate {input}` unless it says otherwise) and the
outcome: the exit status, every diagnostic as "line:column severity code", text the output must
hold, and the files the run may leave behind. Every input file must have an entry, so a new bad
input cannot sit in the folder untested. Every run also checks that its inputs are unchanged and
that nothing else was written.

An entry may also lay out a template folder around its input: `make_files` as a table gives each
file's contents (text, or a copy of a checkout file cut to its first `keep` bytes, for damaged
fonts), and `cwd` runs the command in a subfolder, so a file written to `..` is still caught.
An entry marked `benchmark = true` was once slow: how long it takes is measured by
`python benchmarks/run.py hostile`, never here.
"""

from __future__ import annotations

import codecs
import os
import re
import resource
import shutil
import stat
import subprocess
import sys
import tomllib
import warnings

import pytest

from printgen.cli import main

HERE = os.path.dirname(__file__)
CATALOGUE = os.path.join(HERE, "catalogue")
INPUTS = os.path.join(CATALOGUE, "inputs")
with open(os.path.join(CATALOGUE, "manifest.toml"), "rb") as _handle:
    MANIFEST: dict[str, dict] = tomllib.load(_handle)
GOOD = os.path.join(HERE, "..", "setups", "standard.yaml")
HEADLINE = re.compile(
    r"^(?!\s)(?P<file>.+?):(?P<line>\d+):(?P<column>\d+): (?P<severity>error|warning): "
    r".*\((?P<code>[a-z0-9-]+)\)$"
)
FIELDS = {
    "input",
    "text",
    "encoding",
    "bytes",
    "args",
    "exit",
    "problems",
    "first_problems",
    "problem_count",
    "output",
    "not_output",
    "files",
    "pdf_text",
    "make_dirs",
    "make_files",
    "read_only",
    "benchmark",
    "known_defect",
    "about",
    "input_as",
    "isolate",
    "cwd",
    "make_fifos",
    "make_links",
    "read_only_files",
    "stdout",
    "protected",
    "slow",
}
STDOUTS = ("dev-full", "closed", "closed-pipe")
CHECKOUT = os.path.dirname(HERE)


def _input_files() -> set[str]:
    return {name for name in os.listdir(INPUTS) if not name.startswith(".")}


def _cases() -> list:
    referenced = {entry.get("input") for entry in MANIFEST.values()}
    orphans = sorted(_input_files() - referenced)
    cases = [pytest.param(name, id=name, marks=_marks(entry)) for name, entry in MANIFEST.items()]
    return cases + [pytest.param(f"orphan:{name}", id=f"orphan:{name}") for name in orphans]


def _marks(entry: dict) -> list:
    marks = [pytest.mark.slow] if entry.get("slow") else []
    if "known_defect" in entry:
        marks.append(pytest.mark.xfail(reason=entry["known_defect"], strict=True))
    return marks


def input_bytes(name: str, entry: dict) -> bytes | None:
    """The entry's input as bytes: a file, text in an encoding, or escaped byte pieces (a piece may
    be [text, count])."""
    if "input" in entry:
        with open(os.path.join(INPUTS, entry["input"]), "rb") as handle:
            return handle.read()
    if "text" in entry:
        return entry["text"].encode(entry.get("encoding", "utf-8"))
    if "bytes" in entry:
        pieces = [piece if isinstance(piece, list) else [piece, 1] for piece in entry["bytes"]]
        return b"".join(
            codecs.escape_decode(text.encode("utf-8"))[0] * count for text, count in pieces
        )
    return None


def run(args: list[str], capsys) -> tuple[int, str]:
    """Runs printgen; Python warnings a user would see on the terminal count as output."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            main(args)
            code = 0
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
    captured = capsys.readouterr()
    shown = [
        f"{w.category.__name__}: {w.message}"
        for w in caught
        if not issubclass(w.category, (DeprecationWarning, PendingDeprecationWarning))
    ]
    return code, captured.out + captured.err + "".join(line + "\n" for line in shown)


# root ignores folder permissions; without these capabilities it obeys them like anyone else
ROOT_WITHOUT_OVERRIDE = [
    "setpriv",
    "--bounding-set=-dac_override,-dac_read_search",
    "--inh-caps=-dac_override,-dac_read_search",
    "--",
]


def run_isolated(
    args: list[str], prefix: list[str] = (), stdout: str | None = None
) -> tuple[int | str, str]:
    """Runs printgen in its own process with 1 GiB of memory and 20 seconds, for inputs that may not
    end.

    `stdout` gives it a standard output that fails: "dev-full" (every write: no space left),
    "closed" (closed before it starts, as `>&-`) or "closed-pipe" (a pipe whose reader has gone,
    as `| true`); then only its standard error is seen."""

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        if stdout == "closed":
            os.close(1)

    # this checkout, not an installed copy
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join(filter(None, [CHECKOUT, os.environ.get("PYTHONPATH")])),
    )
    command = [*prefix, sys.executable, "-m", "printgen", *args]
    try:
        if stdout is None:
            done = subprocess.run(
                command, capture_output=True, text=True, timeout=20, preexec_fn=limit, env=env
            )
            return done.returncode, done.stdout + done.stderr
        return _run_with_stdout(command, stdout, limit, env)
    except subprocess.TimeoutExpired:
        return "timeout", ""


def _run_with_stdout(command: list[str], stdout: str, limit, env: dict) -> tuple[int, str]:
    if stdout == "closed-pipe":
        reader, writer = os.pipe()
        os.close(reader)  # nobody will read: every write is a broken pipe
        try:
            done = subprocess.run(
                command,
                stdout=writer,
                stderr=subprocess.PIPE,
                text=True,
                timeout=20,
                preexec_fn=limit,
                env=env,
            )
        finally:
            os.close(writer)
    else:
        with open(os.devnull if stdout == "closed" else "/dev/full", "wb") as sink:
            done = subprocess.run(
                command,
                stdout=sink,
                stderr=subprocess.PIPE,
                text=True,
                timeout=20,
                preexec_fn=limit,
                env=env,
            )
    return done.returncode, done.stderr


def headlines(output: str) -> list[str]:
    found = (HEADLINE.match(line) for line in output.splitlines())
    return [f"{m['line']}:{m['column']} {m['severity']} {m['code']}" for m in found if m]


def _prepare(folder, name: str, entry: dict) -> tuple[dict[str, bytes], str | None]:
    """Writes the inputs into the run folder; returns their contents and the input's file name."""
    originals = {}
    data = input_bytes(name, entry)
    target = None
    if data is not None:
        target = entry.get("input_as", entry.get("input", f"{name}.yaml"))
        originals[target] = data
        if os.path.dirname(target):
            os.makedirs(os.path.join(folder, os.path.dirname(target)), exist_ok=True)
    with open(GOOD, "rb") as handle:
        originals["good.yaml"] = handle.read()
    for file_name, content in originals.items():
        with open(os.path.join(folder, file_name), "wb") as handle:
            handle.write(content)
    made = entry.get("make_files", [])
    for file_name in made:
        originals[file_name] = (
            made_file(made[file_name]) if isinstance(made, dict) else b"not a setup\n"
        )
        os.makedirs(os.path.join(folder, os.path.dirname(file_name)), exist_ok=True)
        with open(os.path.join(folder, file_name), "wb") as handle:
            handle.write(originals[file_name])
    for dir_name in (
        entry.get("make_dirs", []) + entry.get("read_only", []) + [entry.get("cwd", ".")]
    ):
        os.makedirs(os.path.join(folder, dir_name), exist_ok=True)
    for dir_name in entry.get("read_only", []):
        os.chmod(os.path.join(folder, dir_name), stat.S_IRUSR | stat.S_IXUSR)
    for file_name in entry.get("read_only_files", []):
        os.chmod(os.path.join(folder, file_name), stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    for fifo in entry.get("make_fifos", []):
        os.mkfifo(os.path.join(folder, fifo))
    for link, pointee in entry.get("make_links", {}).items():
        os.symlink(pointee.replace("{checkout}", CHECKOUT), os.path.join(folder, link))
    return originals, target


def made_file(spec) -> bytes:
    """A `make_files` value: text, or {copy = "path in the checkout", keep = N} (its first N bytes),
    with `patch = [[offset, "hex bytes"], ...]` written over the copy (a damaged table)."""
    if isinstance(spec, str):
        return spec.encode("utf-8")
    with open(os.path.join(CHECKOUT, spec["copy"]), "rb") as handle:
        data = bytearray(handle.read())
    for offset, hex_bytes in spec.get("patch", []):
        data[offset : offset + len(bytes.fromhex(hex_bytes))] = bytes.fromhex(hex_bytes)
    return bytes(data[: spec["keep"]] if "keep" in spec else data)


def _left_behind(folder: str, originals: dict, entry: dict) -> set[str]:
    made = (
        set(originals)
        | set(entry.get("make_dirs", []))
        | set(entry.get("read_only", []))
        | {entry.get("cwd", ".")}
        | set(entry.get("make_fifos", []))
        | set(entry.get("make_links", {}))
    )
    for name in list(made):
        while os.path.dirname(name):
            name = os.path.dirname(name)
            made.add(name)
    found = set()
    for root, dirs, names in os.walk(folder):
        for item in dirs + names:
            found.add(os.path.relpath(os.path.join(root, item), folder).replace(os.sep, "/"))
    return found - made


@pytest.mark.parametrize("name", _cases())
def test_catalogue_entry(name, tmp_path, monkeypatch, capsys):
    assert not name.startswith("orphan:"), (
        f"{name[7:]} is in tests/catalogue/inputs but has no entry in manifest.toml"
    )
    entry = MANIFEST[name]
    assert set(entry) <= FIELDS, f"unknown fields {set(entry) - FIELDS}"
    as_root = bool(entry.get("read_only")) and os.geteuid() == 0
    if as_root and not shutil.which("setpriv"):
        pytest.skip(
            "a read-only folder does not stop root, and setpriv is missing to drop root's override"
        )
    originals, target = _prepare(str(tmp_path), name, entry)
    args = [
        arg.replace("{input}", target or "").replace("{checkout}", CHECKOUT)
        for arg in entry.get("args", ["validate", "{input}"])
    ]
    protected = {path: _digest(os.path.join(CHECKOUT, path)) for path in entry.get("protected", [])}
    assert entry.get("stdout") in (None, *STDOUTS)
    monkeypatch.chdir(os.path.join(tmp_path, entry.get("cwd", ".")))
    try:
        isolated = entry.get("isolate") or as_root or "stdout" in entry
        code, output = (
            run_isolated(args, ROOT_WITHOUT_OVERRIDE if as_root else [], entry.get("stdout"))
            if isolated
            else run(args, capsys)
        )
    finally:
        for dir_name in entry.get("read_only", []):
            os.chmod(os.path.join(str(tmp_path), dir_name), stat.S_IRWXU)
    assert code == entry["exit"], output
    _check_output(entry, output)
    for file_name, content in originals.items():
        with open(os.path.join(str(tmp_path), file_name), "rb") as handle:
            assert handle.read() == content, f"{file_name} was changed"
    for file_name in entry.get("read_only_files", []):
        assert stat.S_IMODE(os.stat(os.path.join(str(tmp_path), file_name)).st_mode) == 0o444, (
            f"{file_name} lost its read-only mode"
        )
    for fifo in entry.get("make_fifos", []):
        assert stat.S_ISFIFO(os.lstat(os.path.join(str(tmp_path), fifo)).st_mode), (
            f"{fifo} was replaced"
        )
    for link in entry.get("make_links", {}):
        assert os.path.islink(os.path.join(str(tmp_path), link)), f"{link} was replaced"
    assert {path: _digest(os.path.join(CHECKOUT, path)) for path in protected} == protected, (
        "printgen's own files were changed"
    )
    assert _left_behind(str(tmp_path), originals, entry) == set(entry.get("files", [])), output
    _check_pdf(entry, str(tmp_path))


def _digest(path: str) -> str:
    import hashlib

    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def _check_output(entry: dict, output: str) -> None:
    found = headlines(output)
    if "first_problems" in entry:
        assert found[: len(entry["first_problems"])] == entry["first_problems"], output
        assert len(found) == entry["problem_count"], output
    else:
        assert found == entry.get("problems", []), output
    for text in entry.get("output", []):
        assert text in output, output
    for text in entry.get("not_output", []):
        assert text not in output, output
    assert "Traceback" not in output and "Warning: " not in output, output


def _check_pdf(entry: dict, folder: str) -> None:
    if "pdf_text" not in entry:
        return
    from pypdf import PdfReader

    pdf = [name for name in entry["files"] if name.endswith(".pdf")][0]
    text = "".join(page.extract_text() for page in PdfReader(os.path.join(folder, pdf)).pages)
    words = " ".join(text.split())  # a text may wrap wherever its box ends
    for wanted in entry["pdf_text"]:
        assert " ".join(wanted.split()) in words


def test_catalogue_is_large_and_covers_every_way_in():
    commands = {entry.get("args", ["validate"])[0] for entry in MANIFEST.values()}
    assert len(MANIFEST) >= 40
    assert {"validate", "build", "show"} <= commands


def test_every_manifest_input_exists():
    missing = sorted(
        e["input"] for e in MANIFEST.values() if "input" in e and e["input"] not in _input_files()
    )
    assert missing == []


def test_describing_bytes():
    assert input_bytes("x", {"bytes": ["a\\x00", ["b", 3]]}) == b"a\x00bbb"
    assert input_bytes("x", {"text": "é", "encoding": "latin-1"}) == b"\xe9"


def test_made_files():
    assert made_file("not a font\n") == b"not a font\n"
    assert made_file({"copy": "templates/fonts/DejaVuSans.ttf", "keep": 4}) == b"\x00\x01\x00\x00"
    assert (
        made_file({"copy": "templates/fonts/DejaVuSans.ttf", "keep": 4, "patch": [[1, "ff02"]]})
        == b"\x00\xff\x02\x00"
    )
