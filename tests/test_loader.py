"""Reading files safely: every unreadable or hostile file is a positioned error, never an
exception."""

import pytest
from common import GOOD, problems

from printgen.read.loader import MAX_FILE_BYTES, load_bytes, resolve_plain


def test_good_file_has_no_problems():
    assert problems(GOOD) == []


@pytest.mark.parametrize(
    "data, expected",
    [
        (b"", ("empty-file", 1, 1)),
        (b"# only a comment\n", ("empty-file", 1, 1)),
        (b"\xff\xfen\x00a\x00", ("not-utf8", 1, 1)),
        (b"\x00\x00\xfe\xffxxxx", ("not-utf8", 1, 1)),
        (b"name: Demo\nhand: [1, \xe9]\n", ("not-utf8", 2, 11)),
        (b"name: De\x00mo\n", ("nul-byte", 1, 9)),
        (b"a" * (MAX_FILE_BYTES + 1), ("file-too-large", 1, 1)),
        (b"name: Demo\nhand: [1, 2\n", ("yaml-syntax", 2, 7)),
        (b"name: Demo\nhand:\n\t- 1\n", ("yaml-syntax", 3, 1)),
        (b"- 1\n- 2\n", ("top-not-mapping", 1, 1)),
        (b"just text\n", ("top-not-mapping", 1, 1)),
        (b"a: " + b"[" * 40 + b"]" * 40 + b"\n", ("too-deep", 1, 35)),
    ],
)
def test_unreadable_files(data, expected):
    assert problems(data) == [expected]


def test_utf8_byte_order_mark_is_accepted():
    assert problems(b"\xef\xbb\xbf" + GOOD.encode()) == []


def test_anchor_and_alias_are_refused_without_expanding():
    bomb = (
        b"a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
        b"c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
    )
    found = problems(bomb)
    assert found[0] == ("yaml-anchor", 1, 4)
    assert ("yaml-alias", 2, 8) in found
    assert len(found) <= 20


@pytest.mark.parametrize(
    "tag",
    [
        "!!python/object/apply:os.system ['true']",
        "!!binary aGVsbG8=",
        "!!set {a, b}",
        "!!str 3",
        "!custom x",
    ],
)
def test_explicit_tags_are_refused(tag):
    assert problems(f"name: {tag}\n") == [("yaml-tag", 1, 7)]


def test_merge_key_is_refused():
    assert ("yaml-merge-key", 8, 3) in problems(GOOD + "extra:\n  <<: {a: 1}\n")


def test_second_document_is_refused():
    assert problems(GOOD + "---\nname: Other\n") == [("multiple-documents", 7, 1)]


def test_duplicate_keys_including_after_conversion():
    assert ("duplicate-key", 7, 1) in problems(GOOD + "name: Again\n")
    found = problems("name: Demo\nx:\n  1: a\n  +1: b\n  true: c\n  True: d\n")
    assert ("duplicate-key", 4, 3) in found and ("duplicate-key", 6, 3) in found


@pytest.mark.parametrize(
    "raw, value",
    [
        ("no", "no"),
        ("on", "on"),
        ("yes", "yes"),
        ("010", "010"),
        ("1:20", "1:20"),
        ("0x1f", "0x1f"),
        ("#ff0000", "#ff0000"),
        ("12", 12),
        ("-3", -3),
        ("true", True),
        ("~", None),
        ("1.5", 1.5),
    ],
)
def test_plain_scalars_resolve_strictly(raw, value):
    assert resolve_plain(raw) == value


def test_unquoted_hash_colour_is_a_comment_not_a_value():
    document = load_bytes(b"colour: #ff0000\n", "t.yaml")
    assert document.root.items[0][1].value is None


def test_positions_are_one_based():
    document = load_bytes(b"name: Demo\nhand: [1, 2]\n", "t.yaml")
    (_, name), (_, hand) = document.root.items
    assert (name.pos.line, name.pos.column) == (1, 7)
    assert [(item.pos.line, item.pos.column) for item in hand.items] == [(2, 8), (2, 11)]


def test_invisible_character_in_key_is_named():
    from printgen.kit.validation import validate_text

    report = validate_text(GOOD.replace("row:", "ro\u200bw:") + "row: [1, 2]\n", "t.yaml")
    unknown = [d for d in report.diagnostics if d.code == "unknown-key"][0]
    assert "U+200B" in unknown.hint and (unknown.line, unknown.column) == (3, 1)


def test_an_empty_mapping_or_list_is_told_as_empty_with_what_to_write():
    from printgen.kit.validation import validate_document
    from printgen.read.loader import describe

    assert describe(load_bytes(b"a: {}\n", "x.yaml").root.items[0][1]) == "an empty mapping"
    assert describe(load_bytes(b"a: []\n", "x.yaml").root.items[0][1]) == "an empty list"
    assert describe(load_bytes(b"a: {b: 1}\n", "x.yaml").root.items[0][1]) == "a mapping"
    path = "games/colour-catch.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    report = validate_document(
        load_bytes(
            text.replace(
                "    copies: 1\n    attributes:\n",
                "    copies: 1\n    attributes: {}\n    atributes:\n",
            ).encode(),
            path,
        ),
        preflight=False,
    )
    (told,) = [d for d in report.diagnostics if d.code == "wrong-type"]
    assert told.message == "expected a mapping of the attributes, got an empty mapping"
    assert told.hint == "write at least one of the attributes as `name:` with its settings below"


def test_a_lone_min_or_max_beside_named_values_is_told_it_does_nothing():
    from printgen.kit.validation import validate_document

    path = "games/colour-catch.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    plain = "number: {min: 0, max: 9, "
    line = text[: text.index(plain)].count("\n") + 1
    for alone, other in (("min", "max"), ("max", "min")):
        given = text.replace(plain, f"number: {{{alone}: 3, values: {{a: null}}, ")
        report = validate_document(load_bytes(given.encode(), path), preflight=False)
        told = [d for d in report.diagnostics if d.code == "unknown-key"]
        assert [(d.line, d.column) for d in told] == [(line, 16)]
        assert (
            told[0].message == f"`{alone}` without `{other}` has no effect: number has named values"
        )
        assert f"add `{other}:`" in told[0].hint and f"remove `{alone}:`" in told[0].hint
    report = validate_document(load_bytes(text.encode(), path), preflight=False)
    assert not [d for d in report.diagnostics if d.code == "unknown-key"]
