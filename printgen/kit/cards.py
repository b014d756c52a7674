"""The hand cards and the row cards of a kit: the cards of its decks, each drawn by its face."""

from __future__ import annotations

from functools import partial

from printgen.kit.card_sheets import Card, card_pages
from printgen.game.deck import generate_cards
from printgen.kit.decks import hand_deck, row_deck
from printgen.kit.faces import back_face, hand_face, row_face
from printgen.kit.request import Context
from printgen.layout.plan import Page


def hand_card_pages(ctx: Context) -> list[Page]:
    """A full set of hand values for every seat, each card marked with its seat."""
    theme, cards, deck = ctx.theme, [], hand_deck(ctx)
    title = deck.back.text.get(ctx.language)
    for card in generate_cards(deck):
        seat = card.get("seat")
        front = partial(hand_face, value=card.get("value"), seat=deck.attribute("seat").value(seat), theme=theme)
        back = partial(back_face, label="hand", title=title, seat=seat, theme=theme, messages=ctx.messages)
        cards.append(Card(front, back))
    return card_pages(ctx, cards, "hand cards")


def row_card_pages(ctx: Context) -> list[Page]:
    """The starting row of each setup, in order, each card showing its position."""
    theme, cards = ctx.theme, []
    for setup in ctx.request.setups:
        deck = row_deck(ctx, setup)
        back = partial(back_face, label="ROW", title=deck.back.text.get(ctx.language), seat=None, theme=theme, messages=ctx.messages)
        for card in generate_cards(deck):
            position = card.get("position")
            front = partial(row_face, value=setup.row[position - 1], position=position, setup_name=setup.name, theme=theme, messages=ctx.messages)
            cards.append(Card(front, back))
    return card_pages(ctx, cards, "row cards")
