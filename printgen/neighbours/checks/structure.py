"""Documentation of the problems the loader and the schema report (their code lives there).

Reading and structure come before meaning: these codes are found while the file is read,
so they have no check function here, only their documentation and examples.
"""

from __future__ import annotations

from printgen.checks.registry import documented

_GOOD = """\
name: Demo
hand: [1, 2, 3, 4, 5, 6]
row: [1, 5, 2, 6, 3, 4]
scoring:
  clauses:
    - {points: 1, if: {difference: 1}}"""


def _doc(summary: str, failing: str, passing: str = _GOOD) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(passing)}\n"


# Byte-level problems: their failing examples are described, and tested with real bytes.
BYTE_LEVEL = {"file-too-large", "not-utf8", "nul-byte", "unreadable-file"}

_ENTRIES = [
    (
        "unreadable-file",
        "The file cannot be opened (missing, a folder, or no permission).",
        "(a path that does not exist)",
    ),
    (
        "file-too-large",
        "The file is larger than 256 KiB; a setup is a few dozen lines.",
        "(a file of 300 KiB)",
    ),
    (
        "not-utf8",
        "The file is not UTF-8 text (UTF-16, UTF-32, Latin-1 or binary).",
        "(a file saved as UTF-16)",
    ),
    ("nul-byte", "The file contains a NUL byte.", "(a file with a zero byte)"),
    (
        "yaml-syntax",
        "The YAML cannot be read: an unclosed bracket, a tab used for indentation, a stray colon.",
        "name: Demo\nhand: [1, 2, 3\nrow: [1, 5, 2, 6, 3, 4]",
    ),
    (
        "bad-character",
        "Quoted text whose escapes make a character that cannot be printed: a control "
        "character (\\e, \\0, \\x07) or half of a surrogate pair (\\ud800).",
        'name: "Demo\\e[31m"\n' + _GOOD.split("\n", 1)[1],
    ),
    (
        "yaml-anchor",
        "Anchors (&name) are refused: they lead to aliases, which can explode in size.",
        "name: &n Demo\n" + _GOOD.split("\n", 1)[1],
    ),
    (
        "yaml-alias",
        "Aliases (*name) are refused; write the value out in full.",
        "name: Demo\nhand: &h [1, 2, 3, 4, 5, 6]\nrow: *h\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}",
    ),
    (
        "yaml-tag",
        "Explicit tags (!!python/object, !!binary, !!set, ...) are refused; nothing but plain "
        "data is read.",
        "name: !!str Demo\n" + _GOOD.split("\n", 1)[1],
    ),
    (
        "yaml-merge-key",
        "Merge keys (<<) are refused; write the keys out in full.",
        _GOOD + "\nextra:\n  <<: {a: 1}",
    ),
    (
        "multiple-documents",
        "The file holds more than one YAML document (a second `---`).",
        _GOOD + "\n---\nname: Other",
    ),
    ("too-deep", "The file nests more than 32 levels deep.", "name: " + "[" * 40 + "]" * 40),
    ("empty-file", "The file holds no setup: it is empty or only comments.", "# nothing here yet"),
    (
        "complex-key",
        "A key is a list or mapping instead of a word.",
        "? [name]\n: Demo\n" + _GOOD.split("\n", 1)[1],
    ),
    (
        "duplicate-key",
        "A key appears twice in one mapping, including keys that only collide once read (1 "
        "and +1).",
        _GOOD + "\nname: Again",
    ),
    (
        "top-not-mapping",
        "The top level of the file is a list or a single value, not a mapping of keys.",
        "- name: Demo",
    ),
    (
        "unknown-key",
        "A key the format does not have; the message suggests the closest known key.",
        _GOOD.replace("hand:", "hnad:") + "\nhand: [1, 2, 3, 4, 5, 6]",
    ),
    (
        "missing-key",
        "A required key is missing (a setup needs name, hand, row and scoring).",
        "\n".join(_GOOD.splitlines()[1:]),
    ),
    (
        "wrong-type",
        "A value of the wrong kind: text where a number belongs, a number where a list belongs.",
        _GOOD.replace("[1, 2, 3, 4, 5, 6]", "[1, 2, three, 4, 5, 6]"),
    ),
    (
        "value-not-whole",
        "A fraction, NaN or infinity where a whole number belongs.",
        _GOOD.replace("points: 1", "points: 1.5"),
    ),
    (
        "number-too-large",
        "A number beyond one million.",
        _GOOD.replace("points: 1", "points: 99999999999"),
    ),
    (
        "ambiguous-number",
        "A number that other YAML tools read differently: 010 (octal 8) or 1:20 (base 60).",
        _GOOD.replace("points: 1", "points: 01"),
    ),
    (
        "bad-choice",
        "A setting outside its list of choices, such as `reading: both`.",
        _GOOD.replace("scoring:\n", "scoring:\n  reading: both\n"),
    ),
    (
        "empty-name",
        "The name is empty: every card and sheet of the kit prints it.",
        _GOOD.replace("name: Demo", "name: ''"),
    ),
    (
        "bad-id",
        "An id that is not a short lowercase name of letters, digits and hyphens.",
        "id: My Setup!\n" + _GOOD,
    ),
    (
        "bad-value-range",
        "A `values` range that runs backwards (min above max); an end outside 0..99 is "
        "out-of-bounds at that end.",
        _GOOD + "\nvalues: {min: 6, max: 1}",
    ),
    (
        "no-clauses",
        "The scoring has an empty list of clauses.",
        _GOOD.split("\n  clauses:")[0] + "\n  clauses: []",
    ),
    (
        "too-many-clauses",
        "The scoring has more than 20 clauses: more than a scoring card can print.",
        _GOOD + "\n" + "\n".join(f"    - {{points: 1, if: {{sum: {n}}}}}" for n in range(2, 22)),
    ),
    (
        "empty-condition",
        "A clause's `if:` is an empty mapping.",
        _GOOD.replace("{difference: 1}", "{}"),
    ),
    (
        "empty-list",
        "A test lists no values, such as `sum: []`.",
        _GOOD.replace("{difference: 1}", "{sum: []}"),
    ),
    (
        "empty-range",
        "A range with neither min nor max, or with min above max.",
        _GOOD.replace("{difference: 1}", "{sum: {min: 9, max: 3}}"),
    ),
    (
        "empty-reason",
        "A warning is acknowledged (`acknowledge: {code: reason}`) with an empty reason; say "
        "why it is true and kept.",
        _GOOD + "\nacknowledge: {rule-constant: ''}",
    ),
    (
        "reason-too-long",
        "The reason an acknowledged warning is kept is longer than 300 characters; a sentence "
        "or two says it.",
        _GOOD + "\nacknowledge: {rule-constant: " + "very " * 70 + "long}",
    ),
    (
        "expr-invalid",
        "An `expr` that is not a valid, allowed expression: attributes, subscripts, calls "
        "other than abs/min/max, `**`, text, or over the caps on length, size and depth.",
        _GOOD.replace("{difference: 1}", '{expr: "left.__class__"}, text: sneaky'),
    ),
]

DOCUMENTED = [
    documented(_code, "error", _doc(_summary, _failing)) for _code, _summary, _failing in _ENTRIES
]
