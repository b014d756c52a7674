"""Number Neighbours' cards as decks declared from attributes, as a game file declares its decks.

The hand deck is seat x value: every seat gets one card of each hand value (a value the hand holds
twice appears twice). A seat's mark is its value's label (the letter), symbol and ink, as a colour's
is in a game file. The row deck of a setup is one card per position; the value printed on it is the
position's label (`{position.label}`), the setup's row at that position. Both faces are templates
for the generic face component, sized from the kit's theme.
"""

from __future__ import annotations

import zlib

from printgen.layout.symbols import SEAT_SYMBOLS, seat_letter
from printgen.layout.units import mm_to_pt
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.request import hand_values
from printgen.neighbours.model import Setup
from printgen.pieces.model import Attribute, Back, Deck, Element, Face, Value, Words


def seat_attribute(ctx: Context) -> Attribute:
    seats = range(ctx.kit.players)
    values = tuple(
        Value(
            seat, Words.plain(seat_letter(seat)), ctx.theme.colors.seats[seat], SEAT_SYMBOLS[seat]
        )
        for seat in seats
    )
    return Attribute("seat", values, label=Words.plain("seat|seats"))


def _value_pt(ctx: Context) -> float:
    """The big value's type size: a share of the card's height."""
    return mm_to_pt(ctx.options.card.height_mm) * ctx.theme.card.value_ratio


def hand_face(ctx: Context) -> Face:
    """The value large in the theme's ink; in the corner indices the value and the seat's mark
    (symbol and letter) in the seat's ink, which also colours the frame."""
    card, ink = ctx.theme.card, ctx.theme.colors.ink
    mark_pt = mm_to_pt(card.mark_radius_mm)
    return Face(
        "seat",
        (
            Element("corners", text="{value}", size=card.index_value_pt, bold=True, ink=ink),
            Element("corners", symbol="seat", size=mark_pt * 2, index=1),
            Element("corners", text="{seat}", size=mark_pt * 1.6, bold=True, index=2),
            Element("centre", text="{value}", size=_value_pt(ctx), bold=True, ink=ink, index=3),
        ),
        ground=ctx.theme.colors.hand_card,
    )


def hand_deck(ctx: Context) -> Deck:
    """Every seat's hand set: the values every setup in the kit needs, each marked with its seat."""
    values = tuple(Value(v, Words.plain(str(v))) for v in hand_values(ctx.kit.setups))
    back = Back(Words.plain(ctx.text("nn_game")), ctx.theme.colors.back)
    return Deck(
        "hand",
        Words.plain("hand cards"),
        (seat_attribute(ctx), Attribute("value", values)),
        1,
        (),
        hand_face(ctx),
        back,
    )


def _literal(text: str) -> str:
    """Text printed as it is in a face template (a setup's name may hold braces)."""
    return text.replace("{", "{{").replace("}", "}}")


SETUP_MARKS = ("●", "■", "▲", "◆", "★", "♥", "♣", "♠")  # shapes every bundled font draws


def setup_mark(ctx: Context, setup: Setup) -> str:
    """The setup's own mark: a shape chosen from its id, so that it is the same in every kit, and
    stepped on where another setup of this kit has it already."""
    taken: dict[str, str] = {}
    for other in ctx.kit.setups:
        at = zlib.crc32(other.id.encode("utf-8")) % len(SETUP_MARKS)
        while SETUP_MARKS[at] in taken.values() and len(taken) < len(SETUP_MARKS):
            at = (at + 1) % len(SETUP_MARKS)
        taken[other.id] = SETUP_MARKS[at]
    return taken.get(setup.id, SETUP_MARKS[0])


def row_face(ctx: Context, setup: Setup) -> Face:
    """The inverse colours of a hand card: the value in the corners and large, a ROW n badge in the
    top right corner, and the setup marked across the foot: its own shape and its name in bold (the
    name alone where both do not fit)."""
    c, card, small_pt = ctx.theme.colors, ctx.theme.card, ctx.theme.text.small_pt
    name = _literal(setup.name)
    return Face(
        None,
        (
            Element("corners", text="{position.label}", size=card.index_value_pt, bold=True),
            Element(
                "top-right",
                text=ctx.text("face_row_badge", position="{position}"),
                size=small_pt * 1.2,
                bold=True,
                ink=c.row_accent,
                badge=True,
                index=1,
            ),
            Element("centre", text="{position.label}", size=_value_pt(ctx), bold=True, index=2),
            *_direction(ctx, setup),
            Element(
                "foot",
                text=f"{setup_mark(ctx, setup)} {name}",
                size=small_pt * 1.6,
                bold=True,
                wrap=True,
                fallback=name,
                index=3,
            ),
        ),
        ground=c.row_card,
        ink=c.row_ink,
        edge=c.row_accent,
    )


DIRECTION_ARROW = "⟶"
ARROW_SHARE = 0.3  # the arrow's size, as a share of the value's


def _direction(ctx: Context, setup: Setup) -> tuple[Element, ...]:
    """For a setup whose pairs are read one way, a large arrow across the top: the row's cards lie
    one way up, so every seat round the table follows the same arrows, whichever side it sits on."""
    if setup.scoring.reading == "either":
        return ()
    from printgen.components.faces import CORNER_MM
    from printgen.layout.fonts import text_width_pt

    theme = ctx.theme
    # clear of a wide ROW badge
    middle_pt = (
        mm_to_pt(
            ctx.options.card.width_mm
            - 2 * CORNER_MM
            - 2 * max(theme.card.safe_mm, theme.card.corner_inset_mm)
        )
        * 0.5
    )
    # 0 in a font whose metrics give the arrow no width
    width = text_width_pt(DIRECTION_ARROW, theme.bold, 1.0)
    size = (
        min(_value_pt(ctx) * ARROW_SHARE, middle_pt / width)
        if width > 0
        else _value_pt(ctx) * ARROW_SHARE
    )
    return (
        Element(
            "top", text=DIRECTION_ARROW, size=size, bold=True, ink=theme.colors.row_accent, index=4
        ),
    )


def direction_deck(ctx: Context, setup: Setup) -> Deck | None:
    """For a setup whose pairs are read one way, one card to lay at the start of the row, left of
    position 1: the row cards' arrows leave the table with the cards the players replace, and this
    card keeps the way every pair is read in front of every seat for the whole game. None for a
    setup read either way."""
    arrows = _direction(ctx, setup)
    if not arrows:
        return None
    c, small_pt = ctx.theme.colors, ctx.theme.text.small_pt
    name = _literal(setup.name)
    face = Face(
        None,
        (
            Element(
                "top",
                text=ctx.text("face_direction_title"),
                size=small_pt * 1.4,
                bold=True,
                ink=c.row_accent,
                wrap=True,
            ),
            Element(
                "centre",
                text=DIRECTION_ARROW,
                size=arrows[0].size / ARROW_SHARE * 0.6,
                bold=True,
                ink=c.row_accent,
                index=1,
            ),
            Element(
                "centre",
                text=ctx.text("face_direction_place"),
                size=small_pt * 1.2,
                wrap=True,
                index=2,
            ),
            Element(
                "foot",
                text=f"{setup_mark(ctx, setup)} {name}",
                size=small_pt * 1.6,
                bold=True,
                wrap=True,
                fallback=name,
                index=3,
            ),
        ),
        ground=c.row_card,
        ink=c.row_ink,
        edge=c.row_accent,
    )
    only = Attribute("card", (Value("direction", Words.plain("")),))
    back = Back(Words.plain(ctx.text("nn_game")), ctx.theme.colors.back)
    return Deck(f"direction {setup.id}", Words.plain("direction card"), (only,), 1, (), face, back)


def row_deck(ctx: Context, setup: Setup) -> Deck:
    """The setup's starting row: one card for each position, 1 at the far left, labelled with its
    value."""
    values = tuple(
        Value(position, Words.plain(str(value))) for position, value in enumerate(setup.row, 1)
    )
    back = Back(Words.plain(ctx.text("nn_game")), ctx.theme.colors.back)
    position = Attribute("position", values, low=1, high=len(setup.row))
    return Deck(
        f"row {setup.id}", Words.plain("row cards"), (position,), 1, (), row_face(ctx, setup), back
    )
