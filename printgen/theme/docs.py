"""Documentation of the problems reported in a template's theme.yaml (the code lives in printgen.theme.reading).

A theme file is read by the same safe loader as a setup, so the reading problems of the
"Reading and structure" section apply to it too.
"""

from __future__ import annotations

from printgen.registry import documented

_GOOD = 'extends: default\ncolors:\n  ink: "#202020"'

_ENTRIES = [
    (
        "theme-color",
        "A colour that is not a quoted #rrggbb value.",
        "extends: default\ncolors:\n  ink: red",
    ),
    (
        "theme-number",
        "A size that is not a number above 0 and at most 400.",
        "extends: default\ntext:\n  body_pt: 0",
    ),
    (
        "theme-list",
        "A list with the wrong number of values (the seat colours need eight).",
        'extends: default\ncolors:\n  seats: ["#111111"]',
    ),
    (
        "theme-text",
        "Text expected (such as a font file name), something else found.",
        "extends: default\nfonts:\n  regular: 12",
    ),
    (
        "theme-font",
        "A font that cannot be used: no such file, not a regular file, not a TrueType font, or a damaged one (what is wrong is named). A font is read with limits: at most 32 MiB, 64 tables and 300,000 mapped characters.",
        "extends: default\nfonts:\n  regular: no-such-font.ttf",
    ),
    (
        "theme-unknown-key",
        "A section or key the default theme does not have.",
        'extends: default\ncolours:\n  ink: "#202020"',
    ),
    (
        "theme-section",
        "A section that is not a mapping of keys to values.",
        "extends: default\ncolors: dark",
    ),
    (
        "theme-leaves-no-room",
        "A value within its bounds that still leaves a kit no room: laid out with `--template`, something does not fit that fits with the bundled theme the template extends. Found by `validate` and `build` of a kit with the template (the preflight lays the kit out again with groups of the template's size and font values put back, halving a group that helps, at most 12 times, and names the value that makes the difference, at its place in theme.yaml, with the value that fits; what no single value explains is put on the values together). Sheet margins that leave no room for a card of `--card-size` are blamed the same way, when the card fits inside the margins of the theme extended; a card too big for any margins stays a usage error. Here the margins of the score sheets leave Neos' column headings too narrow.",
        "extends: default\nsheet:\n  content_margin_mm: 40",
    ),
    (
        "theme-extends",
        "`extends` names something other than a bundled theme (default, large-print, ink-saver, light).",
        'extends: fancy\ncolors:\n  ink: "#202020"',
    ),
]


def _doc(summary: str, failing: str) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(_GOOD)}\n"


DOCUMENTED = [
    documented(_code, "error", _doc(_summary, _failing)) for _code, _summary, _failing in _ENTRIES
]
