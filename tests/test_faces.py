"""Card faces as designers make them: values derived by cases (and, beside them, the conformance
files of the faces issue in tests/fixtures/faces, kept equal to shared/conformance/faces)."""

from __future__ import annotations

import filecmp
import os

import pytest
from test_console_script import printgen

from printgen.kit.validation import validate_paths, validate_text

HERE = os.path.dirname(__file__)
FACES = os.path.join(HERE, "fixtures", "faces")
SHARED = os.path.join(HERE, "..", "..", "shared", "conformance", "faces")


def test_the_fixtures_are_the_conformance_files():
    if not os.path.isdir(SHARED):
        pytest.skip("shared/conformance is not beside this checkout")
    for folder, _, names in os.walk(SHARED):
        for name in names:
            mine = os.path.join(FACES, os.path.relpath(os.path.join(folder, name), SHARED))
            assert filecmp.cmp(os.path.join(folder, name), mine, shallow=False), mine


def test_bull_heads_print_their_bulls_by_cases(tmp_path):
    report = validate_paths([os.path.join(FACES, "bulls.yaml")])[0]
    # a warning: the file builds as written
    assert [d.code for d in report.diagnostics] == ["no-corner-index"]
    from printgen.pieces.deck import generate_cards

    deck = report.model.decks[0]
    assert [(card.get("number"), card.get("bulls")) for card in generate_cards(deck)] == [
        (50, 3),
        (51, 1),
        (52, 1),
        (53, 1),
        (54, 1),
        (55, 7),
        (56, 1),
    ]
    built = printgen(
        "build",
        os.path.join(FACES, "bulls.yaml"),
        "--only",
        "cards",
        "-o",
        str(tmp_path / "bulls.pdf"),
        cwd=str(tmp_path),
    )
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    words = PdfReader(tmp_path / "bulls.pdf").pages[0].extract_text().split()
    assert sorted(w for w in words if w.startswith("B") and w[1:].isdigit()) == ["B1"] * 5 + [
        "B3",
        "B7",
    ]


CASES = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      number: {min: 1, max: 12}
    derived:
      points:
        from: number
        cases:
          - {when: "CONDITION", value: 2}
        else: 0
    face:
      elements:
        - {at: corners, text: "{number}", size: medium}
        - {at: bottom, text: "{points}"}
deal:
  deck: main
  players:
    2: {hand: 3}
"""


@pytest.mark.parametrize(
    "condition, expected",
    [
        ("number % 3 == 0", []),
        ("numbr % 3 == 0", [("expr-invalid", 13, 21, "did you mean `number`?")]),
        (
            "number ** 2 > 9",
            [
                (
                    "expr-invalid",
                    13,
                    21,
                    "use number, whole numbers, + - * // %, comparisons, and/or/not, abs, min, max",
                )
            ],
        ),
        (
            "__import__('os')",
            [("expr-invalid", 13, 21, "only abs(x), min(x, y) and max(x, y) may be called")],
        ),
    ],
)
def test_a_case_condition_is_checked_at_its_column(condition, expected):
    found = [
        (d.code, d.line, d.column, d.hint)
        for d in validate_text(CASES.replace("CONDITION", condition), "t.yaml").diagnostics
    ]
    assert found == expected


def test_cases_and_a_step_are_not_both_given():
    text = CASES.replace("        else: 0\n", "        else: 0\n        add: 1\n").replace(
        "CONDITION", "number > 3"
    )
    assert [(d.code, d.line) for d in validate_text(text, "t.yaml").diagnostics] == [
        ("too-many-items", 15)
    ]


def _games_with_a_foot():
    here = os.path.dirname(__file__)
    folders = [os.path.join(here, "..", "games"), os.path.join(here, "..", "docs", "examples")]
    return sorted(
        os.path.join(folder, name)
        for folder in folders
        for name in os.listdir(folder)
        if name.endswith(".yaml")
        and "at: foot" in open(os.path.join(folder, name), encoding="utf-8").read()
    )


@pytest.mark.parametrize("theme", ["default", "large-print"])
@pytest.mark.parametrize("path", _games_with_a_foot(), ids=os.path.basename)
def test_the_centre_of_a_face_ends_above_its_foot(path, theme):
    """Every card of every bundled game and example with a foot, in default and large print: the
    centre's stack, as drawn (centred in its place), ends above the foot's row, and fits."""
    from printgen.components.faces import _pieces, stack_height, style_from_theme
    from printgen.layout.plan import Box
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    game = validate_paths([path])[0].model
    style = style_from_theme(load_theme(name=theme))
    checked = 0
    for deck in game.decks:
        for card in generate_cards(deck):
            boxes, by_place = _pieces(deck, card, "en", Box(0, 0, 178.58, 249.45), style)
            if "foot" not in by_place or "centre" not in by_place:
                continue
            centre, total = boxes["centre"], stack_height(by_place["centre"])
            foot_top = boxes["foot"].y_pt + stack_height(by_place["foot"])
            assert total <= centre.height_pt + 0.01, (deck.id, card)
            assert centre.y_pt + (centre.height_pt - total) / 2 >= foot_top, (deck.id, card)
            checked += 1
    assert checked
