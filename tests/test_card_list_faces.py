"""Faces from a card list: each card's colour (`tint:` a column of colours) and icon (`icon:
"{icon}"`) from its own cells, checked at the cell; a game's own icon as a value's symbol; a
derived field's case whose value is an expression, checked as its condition is. Shown on a game
in the manner of Sushi Go! (tests/fixtures/designer/sushi-rolls.yaml)."""

from __future__ import annotations

import os
import shutil

from test_console_script import printgen

from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
DESIGNER = os.path.join(HERE, "fixtures", "designer")
SUSHI = os.path.join(DESIGNER, "sushi-rolls.yaml")
MARKET = os.path.join(os.path.dirname(HERE), "docs", "examples", "market-day.yaml")


def _edited(tmp_path, source: str, *edits: tuple[str, str], name: str | None = None) -> str:
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    folder = os.path.dirname(source)
    for side in os.listdir(folder) if folder != str(tmp_path) else ():
        if os.path.isdir(os.path.join(folder, side)):
            shutil.copytree(os.path.join(folder, side), tmp_path / side, dirs_exist_ok=True)
    path = tmp_path / (name or os.path.basename(source))
    path.write_text(text, encoding="utf-8")
    return str(path)


def _found(path: str) -> list[tuple]:
    return [
        (d.code, d.line, d.column, d.message, d.hint) for d in validate_paths([path])[0].diagnostics
    ]


def _face(path: str, name: str):
    """The drawn items of the first card called `name`, and that card's fields."""
    from printgen.components.faces import card_face, style_from_theme
    from printgen.layout.plan import Box
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    deck = validate_paths([path])[0].model.decks[0]
    card = next(c for c in generate_cards(deck) if c.get("name") == name)
    trim = Box(0.0, 0.0, 180.0, 252.0)
    return card_face(trim, 0.0, deck, card, "en", style_from_theme(load_theme())), card


def test_each_card_prints_in_its_own_colour_with_its_own_icon():
    items, _ = _face(SUSHI, "Tempura")
    kinds = {type(item).__name__ for item in items}
    assert "Path" in kinds  # the icon, drawn
    paths = [item for item in items if type(item).__name__ == "Path"]
    assert {item.fill for item in paths} == {"#7d3c98"}  # the tint's ink, from the cell
    frames = [item for item in items if type(item).__name__ == "Rect" and item.stroke]
    assert frames[-1].stroke == "#7d3c98"
    texts = [item for item in items if type(item).__name__ == "Text"]
    assert {item.color for item in texts} == {"#7d3c98"}
    fire, _ = _face(SUSHI, "Dumpling")
    assert [i for i in fire if type(i).__name__ == "Path"][0].fill == "#1f618d"


def test_a_card_whose_icon_cell_is_empty_draws_no_icon(tmp_path):
    path = _edited(tmp_path, SUSHI, ('ink: "#7d3c98", icon: fire,', 'ink: "#7d3c98", icon: "",'))
    assert _found(path) == []
    items, _ = _face(path, "Tempura")
    assert not [item for item in items if type(item).__name__ == "Path"]


def test_a_cell_that_names_no_icon_or_no_colour_is_told_at_the_cell(tmp_path):
    path = _edited(
        tmp_path, SUSHI, ("icon: meat,", "icon: meet,"), ('ink: "#7d3c98"', "ink: purple")
    )
    assert _found(path) == [
        (
            "tint-not-a-colour",
            14,
            30,
            "the card's ink is 'purple', which is no colour, so `tint: ink` cannot colour it",
            "write the colour as #rrggbb, such as #1f4e99, or leave the cell empty for an "
            "untinted card",
        ),
        (
            "unknown-icon",
            15,
            48,
            "there is no icon 'meet' (a card's `{icon}`)",
            "did you mean `meat`?",
        ),
    ]


def test_a_spreadsheets_cells_are_told_at_their_row_and_column(tmp_path):
    (tmp_path / "dishes.csv").write_text(
        "name,ink,icon,kind,count,text\n"
        "Squid Nigiri,#c0392b,sushi,nigiri,5,3 points.\n"
        "Salmon Nigiri,#a04000,sushi,nigiri,10,2 points.\n"
        "Egg Nigiri,#7d6608,sushi,nigiri,5,1 point.\n"
        "Tempura,purple,fire,side,14,A pair scores 5.\n"
        "Dumpling,#1f618d,meet,side,14,More is better.\n",
        encoding="utf-8",
    )
    with open(SUSHI, encoding="utf-8") as handle:
        text = handle.read()
    start, end = text.index("    cards:\n"), text.index("    face:")
    (tmp_path / "sushi.yaml").write_text(
        text[:start] + "    cards: dishes.csv\n" + text[end:], encoding="utf-8"
    )
    done = printgen("validate", "sushi.yaml", cwd=str(tmp_path))
    assert done.returncode == 1
    assert "dishes.csv:5:2: error: the card's ink is 'purple', which is no colour" in done.stdout
    assert "dishes.csv:6:3: error: there is no icon 'meet'" in done.stdout


def test_every_cards_colour_is_held_to_the_contrast_it_needs(tmp_path):
    path = _edited(tmp_path, SUSHI, ('ink: "#7d6608"', 'ink: "#d4ac0d"'))
    assert [f[:3] for f in _found(path)] == [
        ("contrast-too-low", 13, 33),
        ("contrast-too-low", 13, 33),
    ]


def test_the_kit_builds_through_printgen_in_both_languages(tmp_path):
    for extra in ((), ("--lang", "de", "--large-print")):
        done = printgen("build", SUSHI, "--only", "cards", "-o", "s.pdf", *extra, cwd=str(tmp_path))
        assert done.returncode == 0, done.stderr
    from pypdf import PdfReader

    assert "Tempura" in PdfReader(tmp_path / "s.pdf").pages[3].extract_text()


def test_a_games_own_icon_is_a_values_symbol(tmp_path):
    path = _edited(
        tmp_path,
        MARKET,
        ("  coin: art/coin.svg\n", "  coin: art/coin.svg\n  loaf: art/coin.svg\n"),
        (
            "deal:",
            "  marks:\n    attributes:\n      suit:\n        values:\n"
            '          bread: {ink: "#7a4a12", symbol: loaf}\n'
            '          gold: {ink: "#1f4e99", symbol: crown}\n'
            "      number: {min: 1, max: 5}\n    face:\n      tint: suit\n      elements:\n"
            '        - {at: corners, text: "{number}"}\n'
            "        - {at: centre, symbol: suit, size: huge}\ndeal:",
        ),
    )
    assert _found(path) == []
    done = printgen("build", path, "--only", "cards", "-o", "m.pdf", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    wrong = _edited(tmp_path, path, ("symbol: loaf}", "symbol: laof}"), name="wrong.yaml")
    assert [f[:3] + (f[4],) for f in _found(wrong)] == [
        ("symbol-missing", 36, 11, _found(wrong)[0][4]),
        ("bad-choice", 36, 43, "did you mean `loaf`?"),
    ]


def test_a_cases_value_may_be_an_expression_checked_as_its_condition_is(tmp_path):
    path = _edited(
        tmp_path,
        MARKET,
        ('{when: "price >= 3", value: 2}', '{when: "price >= 3", value: "price * 2"}'),
    )
    assert _found(path) == []
    deck = validate_paths([path])[0].model.decks[0]
    from printgen.pieces.deck import generate_cards

    assert sorted({(c.get("name"), c.get("coins")) for c in generate_cards(deck)}) == [
        ("Bread", 1),
        ("Cheese", 6),
        ("Honey", 3),
    ]
    zero = _edited(
        tmp_path,
        MARKET,
        ('{when: "price >= 3", value: 2}', '{when: "price >= 2", value: "6 // (price - 2)"}'),
        name="zero.yaml",
    )
    assert [f[:4] for f in _found(zero)] == [
        (
            "case-fails",
            21,
            41,
            "the value of case 2 of coins divides by zero (`6 // (price - 2)`) on a card whose "
            "price is 2, so that card's coins cannot be worked out",
        )
    ]
    typo = _edited(
        tmp_path,
        MARKET,
        ('{when: "price >= 3", value: 2}', '{when: "price >= 3", value: "prise - 1"}'),
        name="typo.yaml",
    )
    # told once, at the value; the icons it repeats are not blamed for it
    assert [f[:3] + (f[4],) for f in _found(typo)] == [
        ("expr-invalid", 21, 42, "did you mean `price`?")
    ]


def test_a_bad_condition_is_not_blamed_on_repeat(tmp_path):
    path = _edited(
        tmp_path, MARKET, ('{when: "price >= 3", value: 2}', '{when: "pricee >= 3", value: 2}')
    )
    assert [f[:3] for f in _found(path)] == [("expr-invalid", 21, 21)]
