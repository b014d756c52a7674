"""Helpers for asserting the exact problems printgen finds in a YAML snippet."""

from __future__ import annotations

import textwrap

from printgen.kit.validation import validate_text

GOOD = """\
name: Demo
hand: [1, 2, 3, 4, 5, 6]
row: [1, 5, 2, 6, 3, 4]
scoring:
  clauses:
    - {points: 1, if: {difference: 1}}
"""


def problems(text: str | bytes, name: str = "t.yaml") -> list[tuple[str, int, int]]:
    """(code, line, column) for every diagnostic, in file order."""
    if isinstance(text, str):
        text = textwrap.dedent(text)
    report = validate_text(text, name)
    return [(d.code, d.line, d.column) for d in report.diagnostics]


def codes(text: str | bytes) -> list[str]:
    return [code for code, _, _ in problems(text)]


def assert_problems(text: str | bytes, *expected: tuple[str, int, int]) -> None:
    assert problems(text) == list(expected)


def assert_matches_golden(path: str, actual: str) -> None:
    """`actual` must equal the golden file; PRINTGEN_UPDATE_GOLDEN=1 rewrites it (review the
    diff)."""
    import os

    if os.environ.get("PRINTGEN_UPDATE_GOLDEN"):
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(actual)
    with open(path, encoding="utf-8") as handle:
        assert actual == handle.read()
