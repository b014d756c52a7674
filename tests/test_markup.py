"""Inline markup in printed texts: **bold**, *italic*, :icon: and backslash escapes, measured as
the glyphs they are and placed piece by piece, on faces, reference cards and tokens."""

from __future__ import annotations

import pytest

from printgen.kit.validation import validate_text
from printgen.layout.markup import Piece, fit_rich, font_pair, has_markup, parse, place_rich, plain
from printgen.layout.plan import Box, Path, Text
from printgen.style.reading import load_theme

ICONS = frozenset({"coin", "crown"})


def test_markers_turn_styles_on_and_off():
    assert parse("Gain 1 :coin:. **Once** per turn you may *swap* a card.", ICONS) == (
        Piece("Gain 1 "),
        Piece("", icon="coin"),
        Piece(". "),
        Piece("Once", bold=True),
        Piece(" per turn you may "),
        Piece("swap", italic=True),
        Piece(" a card."),
    )
    assert parse("***both***", ICONS) == (Piece("both", bold=True, italic=True),)
    assert parse(r"costs \*3\* at 10:30 :nothing: \:coin: \\", ICONS) == (
        Piece(r"costs *3* at 10:30 :nothing: :coin: \ "[:-1]),
    )
    assert plain("**Once** :coin:", ICONS) == "Once "
    assert not has_markup("Guard") and has_markup("a *b*") and has_markup(":coin:")


def test_bold_and_italic_are_measured_with_their_own_metrics():
    theme = load_theme()
    fonts = (theme.regular, theme.bold)
    assert font_pair(theme.regular) == fonts and font_pair(theme.bold) == fonts
    plain_fit = fit_rich("wide words here", ICONS, theme.regular, fonts, 1000, 100, 10, 6)
    bold_fit = fit_rich("**wide words here**", ICONS, theme.regular, fonts, 1000, 100, 10, 6)
    from printgen.layout.markup import piece_width

    plain_w = sum(piece_width(p, theme.regular, 10, fonts) for p in plain_fit.lines[0])
    bold_w = sum(piece_width(p, theme.regular, 10, fonts) for p in bold_fit.lines[0])
    assert bold_w > plain_w * 1.1  # DejaVu Sans Bold is wider
    # a width the plain words fit on one line and the bold ones do not
    width = (plain_w + bold_w) / 2
    assert (
        len(fit_rich("wide words here", ICONS, theme.regular, fonts, width, 100, 10, 10).lines) == 1
    )
    assert (
        len(fit_rich("**wide words here**", ICONS, theme.regular, fonts, width, 100, 10, 10).lines)
        == 2
    )


def test_placed_pieces_run_on_with_their_fonts_and_icons():
    theme = load_theme()
    fonts = (theme.regular, theme.bold)
    fitted = fit_rich("Gain :coin: **now** *maybe*", ICONS, theme.regular, fonts, 500, 50, 10, 6)
    items = place_rich(fitted, Box(0, 0, 500, 50), theme.regular, fonts, "#000000", align="start")
    texts = [i for i in items if isinstance(i, Text)]
    # a space takes the style of the word before it
    assert [t.text for t in texts] == ["Gain ", " ", "now ", "maybe"]
    assert texts[2].font == theme.bold and texts[3].font == "DejaVuSans-Oblique"
    assert [t.x_pt for t in texts] == sorted(t.x_pt for t in texts)  # left to right, no overlap
    # the coin, one type size wide after "Gain "
    assert sum(isinstance(i, Path) for i in items) == 1


def test_an_inline_icon_close_to_a_bundled_one_is_reported():
    text = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    cards:
      - {name: Bread, text: "Gain :coni: and 10:30", count: 4}
    face:
      elements:
        - {at: bottom, text: "{text}", wrap: true}
deal:
  deck: main
  players:
    2: {hand: 2}
"""
    found = [(d.code, d.line, d.hint) for d in validate_text(text, "t.yaml").diagnostics]
    assert found == [
        ("unknown-icon", 8, "did you mean `:coin:`? (write `\\:coni:` to print it as it is)")
    ]


@pytest.mark.parametrize("text", ["**Once** per turn", "Gain 2 :coin:", "plain words"])
def test_a_face_text_with_markup_builds_and_fits(text, tmp_path):
    from printgen.components.faces import card_face, style_from_theme
    from printgen.layout.plan import leaves
    from printgen.pieces.deck import generate_cards

    game = validate_text(
        f"""\
kind: game
name: Tiny
languages: [en]
players: {{min: 2, max: 2}}
decks:
  main:
    cards:
      - {{name: A, text: "{text}", count: 4}}
    face:
      elements:
        - {{at: bottom, text: "{{text}}", wrap: true}}
deal:
  deck: main
  players:
    2: {{hand: 2}}
""",
        "t.yaml",
    ).model
    deck = game.decks[0]
    items = [
        i
        for i, _ in leaves(
            card_face(
                Box(0, 0, 180, 252),
                0.0,
                deck,
                generate_cards(deck)[0],
                "en",
                style_from_theme(load_theme()),
            )
        )
    ]
    shown = "".join(i.text for i in items if isinstance(i, Text))
    assert shown.replace(" ", "") == plain(text, ICONS).replace(" ", "")


def test_score_sheet_headings_take_markup_too(tmp_path):
    from printgen.game import kind as game_kind
    from printgen.game.kit import score_sheet_pieces
    from printgen.kit.print_options import PrintOptions
    from printgen.layout.plan import leaves

    game = validate_text(
        """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    cards: [{name: A, count: 4}]
    face: {elements: [{at: top, text: "{name}"}]}
deal:
  deck: main
  players:
    2: {hand: 2}
score_sheets:
  s:
    title: Scores
    rows: {names: ["*Bonus*", "Round :crown:"]}
    columns: [{title: ":coin: **Coins**", kind: points}]
""",
        "t.yaml",
    ).model
    kit = game_kind._kit(game, PrintOptions(), {"players": 2})
    [part] = score_sheet_pieces(kit, game.score_sheets[0])
    items = [item for item, _ in leaves(part.items)]
    assert any(isinstance(i, Text) and i.text == "Coins" and "Bold" in i.font for i in items)
    assert any(isinstance(i, Text) and i.text == "Bonus" and "Oblique" in i.font for i in items)
    # a coin in each of the two players' headings, the crown of one row's name
    assert sum(isinstance(i, Path) for i in items) == 3
