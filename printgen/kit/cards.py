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
            front = partial(_hand, value=value, seat=seat, theme=theme)
            back = partial(_back, label="hand", seat=seat, theme=theme)
            cards.append(Card(front, back))
    return card_pages(ctx, cards, "hand cards")


def row_card_pages(ctx: Context) -> list[Page]:
    """The starting row of each setup, in order, each card showing its position."""
    theme, cards = ctx.theme, []
    for setup in ctx.request.setups:
        for position, value in enumerate(setup.row, 1):
            front = partial(_row, value=value, position=position, name=setup.name, theme=theme)
            cards.append(Card(front, partial(_back, label="ROW", seat=None, theme=theme)))
    return card_pages(ctx, cards, "row cards")


def _hand(trim, bleed_pt, value, seat, theme):
    return hand_face(trim, bleed_pt, value, seat, theme)


def _row(trim, bleed_pt, value, position, name, theme):
    return row_face(trim, bleed_pt, value, position, name, theme)


def _back(trim, bleed_pt, label, seat, theme):
    return back_face(trim, bleed_pt, label, seat, theme)
