"""The hand cards and the row cards of a kit."""

from __future__ import annotations

from functools import partial

from printgen.kit.card_sheets import Card, card_pages
from printgen.kit.faces import back_face, hand_face, row_face
from printgen.kit.request import Context, hand_values
from printgen.layout.plan import Page


def hand_card_pages(ctx: Context) -> list[Page]:
    """A full set of hand values for every seat, each card marked with its seat."""
    theme, cards = ctx.theme, []
    for seat in range(ctx.request.players):
        for value in hand_values(ctx.request.setups):
            front = partial(hand_face, value=value, seat=seat, theme=theme)
            back = partial(back_face, label="hand", seat=seat, theme=theme, messages=ctx.messages)
            cards.append(Card(front, back))
    return card_pages(ctx, cards, "hand cards")


def row_card_pages(ctx: Context) -> list[Page]:
    """The starting row of each setup, in order, each card showing its position."""
    theme, cards = ctx.theme, []
    for setup in ctx.request.setups:
        for position, value in enumerate(setup.row, 1):
            front = partial(row_face, value=value, position=position, setup_name=setup.name, theme=theme, messages=ctx.messages)
            cards.append(Card(front, partial(back_face, label="ROW", seat=None, theme=theme, messages=ctx.messages)))
    return card_pages(ctx, cards, "row cards")

