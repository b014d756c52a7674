"""Icons: SVG path data read into absolute steps, the bundled set, and icon elements on faces."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.layout.icons import icon_items, icon_names, needs_credit
from printgen.layout.paths import PathError, parse_path, placed


def test_every_command_is_read_into_absolute_steps():
    assert parse_path("M10 20 L30 40 H50 V60 Z") == (
        ("M", 10, 20),
        ("L", 30, 40),
        ("L", 50, 40),
        ("L", 50, 60),
        ("Z",),
    )
    assert parse_path("m10 20 l5 5 h5 v-10 z m1 1") == (
        ("M", 10, 20),
        ("L", 15, 25),
        ("L", 20, 25),
        ("L", 20, 15),
        ("Z",),
        ("M", 11, 21),
    )
    # pairs after a move are lines
    assert parse_path("M0 0 10 10 20 0") == (("M", 0, 0), ("L", 10, 10), ("L", 20, 0))
    assert parse_path("M0 0 C1 2 3 4 5 6 S9 10 11 12") == (
        ("M", 0, 0),
        ("C", 1, 2, 3, 4, 5, 6),
        ("C", 7, 8, 9, 10, 11, 12),
    )
    # a quadratic curve as the cubic with control points two thirds of the way to its control point
    assert parse_path("M0 0 Q3 3 6 0") == (("M", 0, 0), ("C", 2.0, 2.0, 4.0, 2.0, 6, 0))
    assert parse_path("M1.5.5") == (("M", 1.5, 0.5),)


def test_an_arc_becomes_quarter_curves_on_its_circle():
    steps = parse_path("M0 10 A10 10 0 0 1 10 0")
    assert len(steps) == 2 and steps[1][0] == "C"
    assert steps[1][-2:] == pytest.approx((10, 0))
    half = parse_path("M-10 0 a10 10 0 0120 0")  # flags run together with the next number
    assert [s[0] for s in half] == ["M", "C", "C"]
    assert half[-1][-2:] == pytest.approx((10, 0))
    for step in half[1:]:  # every curve's end lies on the circle of radius 10 round the origin
        assert math.hypot(step[-2], step[-1]) == pytest.approx(10)


@pytest.mark.parametrize("bad", ["10 20", "M10", "Mx"])
def test_what_is_no_path_is_refused(bad):
    with pytest.raises(PathError):
        parse_path(bad)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 512), st.floats(0, 512)), min_size=2, max_size=20))
def test_a_placed_path_stays_in_its_square(points):
    d = "M" + " L".join(f"{x:.3f} {y:.3f}" for x, y in points) + "Z"
    for step in placed(parse_path(d), 512, 100.0, 200.0, 20.0):
        for i in range(1, len(step), 2):
            assert 99.99 <= step[i] <= 120.01 and 199.99 <= step[i + 1] <= 220.01


def test_the_bundled_set_has_the_icons_card_games_need():
    names = set(icon_names())
    assert len(names) >= 40
    for needed in (
        "coin",
        "crown",
        "heart",
        "sword",
        "shield",
        "bull",
        "card",
        "draw",
        "discard",
        "reverse",
        "skip",
        "plus",
        "minus",
        "clock",
        "arrow",
        "spade",
        "club",
        "diamond",
    ):
        assert needed in names, needed
    for name in names:  # every icon parses and lands in its box
        [path] = icon_items(name, 50.0, 50.0, 10.0, "#000000")
        xs = [step[i] for step in path.steps for i in range(1, len(step), 2)]
        # a curve's control points may stand a little outside
        assert 44.0 <= min(xs) and max(xs) <= 56.0, name
    assert needs_credit(["crown"]) and not needs_credit(["plus"])


FACE = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      number: {min: 1, max: 5}
    face:
      elements:
        - {at: corners, text: "{number}", size: medium}
        - ELEMENT
deal:
  deck: main
  players:
    2: {hand: 2}
"""


@pytest.mark.parametrize(
    "element, expected",
    [
        ("{at: bottom, icon: crown}", []),
        ('{at: bottom, icon: coin, repeat: "{number}"}', []),
        ("{at: bottom, icon: crwon}", [("unknown-icon", 12, 30, "did you mean `crown`?")]),
        (
            '{at: bottom, icon: coin, repeat: "{nmber}"}',
            [("unknown-attribute", 12, 44, "known: number")],
        ),
        (
            '{at: bottom, icon: coin, repeat: "{number}00"}',
            [("unknown-icon", 12, 44, "repeat a number field, such as `{bulls}`")],
        ),
        (
            '{at: bottom, text: x, repeat: "{number}"}',
            [("unknown-key", 12, 33, "add `icon: NAME`, or remove `repeat:`")],
        ),
    ],
)
def test_an_icon_element_is_checked(element, expected):
    found = [
        (d.code, d.line, d.column, d.hint)
        for d in validate_text(FACE.replace("ELEMENT", element), "t.yaml").diagnostics
    ]
    assert found == expected


def test_a_card_draws_as_many_icons_as_its_value(tmp_path):
    from printgen.components.faces import card_face, style_from_theme
    from printgen.layout.plan import Box, Path, leaves
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    game = validate_text(
        FACE.replace("ELEMENT", '{at: bottom, icon: coin, repeat: "{number}"}'), "t.yaml"
    ).model
    deck = game.decks[0]
    style = style_from_theme(load_theme())
    counts = [
        sum(
            1
            for item, _ in leaves(card_face(Box(0, 0, 180, 252), 0.0, deck, card, "en", style))
            if isinstance(item, Path)
        )
        for card in generate_cards(deck)
    ]
    assert counts == [1, 2, 3, 4, 5]


def test_a_values_symbol_may_be_any_icon(tmp_path):
    from printgen.components.faces import card_face, style_from_theme
    from printgen.layout.plan import Box, Path, Polygon, leaves
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    text = FACE.replace(
        "      number: {min: 1, max: 5}\n",
        "      number: {min: 1, max: 5}\n      suit:\n        values:\n"
        "          crowns: {symbol: crown}\n          stars: {symbol: star}\n",
    ).replace("ELEMENT", "{at: centre, symbol: suit}")
    report = validate_text(text, "t.yaml")
    assert report.diagnostics == []
    deck = report.model.decks[0]
    style = style_from_theme(load_theme())
    drawn = [
        [
            type(i).__name__
            for i, _ in leaves(card_face(Box(0, 0, 180, 252), 0.0, deck, card, "en", style))
            if isinstance(i, (Path, Polygon))
        ]
        for card in generate_cards(deck)[:2]
    ]
    assert drawn == [["Path"], ["Polygon"]]  # the crown as its icon, the star as the drawn symbol
    bad = validate_text(text.replace("symbol: crown", "symbol: crwn"), "t.yaml").diagnostics
    assert ("bad-choice", "did you mean `crown`?") in [(d.code, d.hint) for d in bad]

