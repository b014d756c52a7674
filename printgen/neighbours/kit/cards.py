"""The hand cards and the row cards of a kit: the cards of its decks, each drawn by its deck's face
template through the generic face component; the backs are Number Neighbours' own."""

from __future__ import annotations

from functools import partial

from printgen.components.faces import card_face, style_from_theme
from printgen.core.errors import located_call
from printgen.kit.card_sheets import CardFaces
from printgen.kit.packing import CardRun
from printgen.neighbours.kit.backs import back_face
from printgen.neighbours.kit.decks import DIRECTION_ARROW, direction_deck, hand_deck, row_deck
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
    """Every setup's row cards, front and back, in row order; a setup read one way adds its
    direction card after them."""
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
        direction = direction_deck(ctx, setup)
        if direction is not None:  # after the row, to lay left of its position 1
            cards += [
                CardFaces(
                    located_call(
                        partial(_direction_front, deck=direction, card=card, ctx=ctx, style=style),
                        setup.source,
                        "name",
                        replace=True,
                        hint=NAME_HINT,
                    ),
                    back,
                )
                for card in generate_cards(direction)
            ]
    return cards


def _direction_front(trim, bleed, deck, card, ctx: Context, style):
    """The direction card's face. Its words are printgen's own: on a card too small for them it
    keeps the arrow and the setup's name alone, rather than refuse a kit the user cannot mend (the
    name, the user's, is told where it does not fit, as on the row cards)."""
    from dataclasses import replace

    from printgen.core.errors import FitError

    draw = partial(card_face, card=card, language=ctx.language, style=style)
    elements = deck.face.elements
    shorter = (  # the note first, then the title as well
        tuple(e for e in elements if e.at != "centre" or e.text == DIRECTION_ARROW),
        tuple(e for e in elements if e.text == DIRECTION_ARROW or e.at == "foot"),
    )
    for kept in shorter:
        try:
            return draw(trim, bleed, deck=deck)
        except FitError:
            deck = replace(deck, face=replace(deck.face, elements=kept))
    return draw(trim, bleed, deck=deck)
