"""Documentation of the structural problems only a game file can have (their code is in the game
schema).

Problems game files share with setups (unknown-key, wrong-type, missing-key, ...) are documented
once, with the setup examples.
"""

from __future__ import annotations

from printgen.checks.registry import documented
from printgen.game.checks import TINY
from printgen.read.spreadsheet import MAX_CELL_CHARS

# Problems inside a spreadsheet or a picture: their failing examples are described, and tested
# with real files (test_card_lists, test_pictures).
SHEET_LEVEL = {
    "sheet-syntax",
    "cell-too-long",
    "formula-no-value",
    "picture-low-dpi",
    "picture-unsafe",
}


def _doc(summary: str, failing: str, passing: str = TINY) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(passing)}\n"


_ENTRIES = [
    (
        "out-of-bounds",
        "A number outside what the game file allows there: players 1..12, copies 1..20, a "
        "hand of at most 1000 cards.",
        TINY.replace("players: {min: 2, max: 3}", "players: {min: 2, max: 30}"),
    ),
    (
        "text-over-limit",
        "A text longer than its place allows (docs/format-reference.md gives each limit): a "
        "game's name of more than 48 characters, a scoring line's title of more than 40, a "
        "theme's name of more than 40.",
        TINY.replace("name: Tiny", "name: " + "Tiny " * 10),
    ),
    (
        "empty-text",
        "An empty text where the format needs one, such as a scoring event's `id` or a "
        "theme's `name`.",
        TINY + "\nscoring:\n  - event: {id: '', when: you empty your hand first, points: 1}",
    ),
    (
        "bad-player-count",
        "A key under `deal: players:` that is not a whole number of players.",
        TINY.replace("    3: {hand: 3}", "    three: {hand: 3}"),
    ),
    (
        "bad-color",
        "An `ink:` that is not a #rrggbb colour.",
        TINY.replace("decks:\n  main:\n", "decks:\n  main:\n    back: {ink: red}\n"),
    ),
    (
        "too-many-items",
        "More decks, values, blocks or columns than a printed kit can show, or a block "
        "holding two kinds at once.",
        TINY + "\nreferences:\n  r:\n    title: R\n    blocks:\n      - {text: a, legend: number}",
    ),
    (
        "bad-shape",
        "A shape of a drawn `mark:` with the wrong count of numbers: a circle takes cx, cy "
        "and r; a polygon at least 3 points and a line at least 2, each as x and y.",
        TINY.replace(
            "number: {min: 1, max: 9}",
            "number: {min: 1, max: 9, values: {1: {mark: [{circle: [50, 50]}]}}}",
        ),
    ),
    (
        "table-shape",
        "A reference table row with more or fewer cells than the table has columns.",
        TINY + "\nreferences:\n  r:\n    title: R\n    blocks:\n      - table:\n"
        "          columns: [a, b]\n          rows:\n            - [x]",
    ),
    (
        "outside-folder",
        "A spreadsheet (`cards:`) named by a path outside the game file's folder, or by an "
        "absolute path: a kit reads only files in its own folder.",
        TINY.replace(
            "    attributes:\n      number: {min: 1, max: 9}\n", "    cards: ../cards.csv\n"
        ),
    ),
    (
        "sheet-syntax",
        "A CSV line that cannot be read as cells, such as a quote that is never closed; "
        "reported at the line.",
        "(a CSV file with an unclosed quote)",
    ),
    (
        "cell-too-long",
        f"A spreadsheet cell of more than {MAX_CELL_CHARS:,} characters: a card's text is a "
        "line or two.",
        "(a CSV file with a cell of 10,000 characters)",
    ),
    (
        "formula-no-value",
        "A workbook cell (XLSX or ODS) holding a formula saved without its value, as a program "
        "that writes formulas but does not compute them saves it: read as empty, a count would "
        "be 1 copy. Open and save the workbook in a spreadsheet program, or type the value.",
        "(an XLSX file whose count cell holds =2*2 and no value)",
    ),
    (
        "lone-column",
        "A reference card block placed in column 2 of a card that has one column (`columns:` "
        "is 1 unless given).",
        TINY + "\nreferences:\n  r:\n    title: R\n    blocks:\n      - {text: a, column: 2}",
    ),
]

DOCUMENTED = [
    documented(_code, "error", _doc(_summary, _failing)) for _code, _summary, _failing in _ENTRIES
]
