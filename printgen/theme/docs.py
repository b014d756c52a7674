"""Documentation of the problems reported in a template's theme.yaml (the code lives in
printgen.style.reading).

A theme file is read by the same safe loader as a setup, so the reading problems of the
"Reading and structure" section apply to it too.
"""

from __future__ import annotations

from printgen.checks.registry import documented

_GOOD = 'extends: default\ncolors:\n  ink: "#202020"'

# A theme's structure (unknown keys, types, bounds, choices) is read by its format description
# and reported with the codes every kind of file shares (unknown-key, wrong-type, out-of-bounds,
# bad-color, bad-choice, ...), documented once; these are the problems only a theme can have.
_ENTRIES = [
    (
        "theme-font",
        "A font that cannot be used: no such file, not a regular file, not a TrueType font, "
        "or a damaged one (what is wrong is named). A font is read with limits: at most 32 "
        "MiB, 64 tables and 300,000 mapped characters.",
        "extends: default\nfonts:\n  regular: no-such-font.ttf",
    ),
    (
        "theme-order",
        "Type sizes out of order, as the theme is merged over the one it extends: the "
        "smallest type (`min_pt`) larger than small print or body text, small print larger "
        "than headings, or body text larger than titles. Reported at whichever of the two the "
        "file gives.",
        "extends: default\ntext:\n  min_pt: 12",
    ),
    (
        "theme-leaves-no-room",
        "A value within its bounds that still leaves a kit no room: laid out with "
        "`--template`, something does not fit that fits with the bundled theme the template "
        "extends. Found by `validate` and `build` of a kit with the template (the preflight "
        "lays the kit out again with groups of the template's size and font values put back, "
        "halving a group that helps, at most 12 times, and names the value that makes the "
        "difference, at its place in theme.yaml, with the value that fits; what no single "
        "value explains is put on the values together). Sheet margins that leave no room for "
        "a card of `--card-size` are blamed the same way, when the card fits inside the "
        "margins of the theme extended; a card too big for any margins stays a usage error. "
        "Here the margins of the score sheets leave Neos' column headings too narrow.",
        "extends: default\nsheet:\n  content_margin_mm: 40",
    ),
]


def _doc(summary: str, failing: str) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(_GOOD)}\n"


DOCUMENTED = [
    documented(_code, "error", _doc(_summary, _failing)) for _code, _summary, _failing in _ENTRIES
]
