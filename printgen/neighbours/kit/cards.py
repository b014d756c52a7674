"""The hand cards and the row cards of a kit: the cards of its decks, each drawn by its deck's face
template through the generic face component; the backs are Number Neighbours' own."""

from __future__ import annotations

from functools import partial

from printgen.components.faces import card_face, style_from_theme
from printgen.core.errors import located_call
from printgen.kit.card_sheets import CardFaces
from printgen.kit.packing import CardRun
from printgen.neighbours.kit.backs import back_face
from printgen.neighbours.kit.decks import hand_deck, row_deck
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.pieces.deck import card_name, generate_cards

NAME_HINT = "shorten the name (a row card prints it at its foot), or choose a larger --card-size"


def hand_card_pages(ctx: Context) -> list:
    """A full set of hand values for every seat, each card marked with its seat."""
    return [CardRun(tuple(hand_cards(ctx)), "hand cards")]


def hand_cards(ctx: Context) -> list[CardFaces]:
    """Every seat's hand cards, front and back, in seat order."""
    deck, style, cards = hand_deck(ctx), style_from_theme(ctx.theme), []
    title = deck.back.text.get(ctx.language)
    source = ctx.kit.setups[0].source
    for card in generate_cards(deck):
        front = located_call(
            partial(card_face, deck=deck, card=card, language=ctx.language, style=style),
            source,
            "hand",
            replace=True,
            hint="choose a larger --card-size",
        )
        back = partial(
            back_face,
            label="hand",
            title=title,
            seat=card.get("seat"),
            theme=ctx.theme,
            messages=ctx.messages,
        )
        cards.append(CardFaces(front, back, card_name(deck, card)))
    return cards


def row_card_pages(ctx: Context) -> list:
    """The starting row of each setup, in order, each card showing its position."""
    return [CardRun(tuple(row_cards(ctx)), "row cards")]


def row_cards(ctx: Context) -> list[CardFaces]:
    """Every setup's row cards, front and back, in row order."""
    style, cards = style_from_theme(ctx.theme), []
    for setup in ctx.kit.setups:
        deck = row_deck(ctx, setup)
        back = located_call(
            partial(
                back_face,
                label="ROW",
                title=deck.back.text.get(ctx.language),
                seat=None,
                theme=ctx.theme,
                messages=ctx.messages,
            ),
            setup.source,
            "name",
            replace=True,
            hint=NAME_HINT,
        )
        cards += [
            CardFaces(
                located_call(
                    partial(card_face, deck=deck, card=card, language=ctx.language, style=style),
                    setup.source,
                    "name",
                    replace=True,
                    hint=NAME_HINT,
                ),
                back,
                f"{setup.id} {card_name(deck, card)}",
            )
            for card in generate_cards(deck)
        ]
    return cards
