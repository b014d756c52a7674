"""Number Neighbours' cards as decks declared from attributes, as a game file declares its decks.

The hand deck is seat x value: every seat gets one card of each hand value (a value the hand holds
twice appears twice). A seat's mark is its value's label (the letter), symbol and ink, as a colour's
is in a game file. The row deck of a setup is one card per position; the value printed on it is the
setup's row at that position.
"""

from __future__ import annotations

from printgen.game.model import Attribute, Back, Deck, Face, Value, Words
from printgen.kit.request import Context, hand_values
from printgen.layout.symbols import SEAT_SYMBOLS, seat_letter
from printgen.model import Setup


def seat_attribute(ctx: Context) -> Attribute:
    seats = range(ctx.request.players)
    values = tuple(Value(seat, Words.plain(seat_letter(seat)), ctx.theme.colors.seats[seat], SEAT_SYMBOLS[seat]) for seat in seats)
    return Attribute("seat", values, label=Words.plain("seat|seats"))


def hand_deck(ctx: Context) -> Deck:
    """Every seat's hand set: the values every setup in the kit needs, each marked with its seat."""
    values = tuple(Value(v, Words.plain(str(v))) for v in hand_values(ctx.request.setups))
    back = Back(Words.plain(ctx.text("nn_game")), ctx.theme.colors.back)
    return Deck("hand", Words.plain("hand cards"), (seat_attribute(ctx), Attribute("value", values)), 1, (), Face("seat", ()), back)


def row_deck(ctx: Context, setup: Setup) -> Deck:
    """The setup's starting row: one card for each position, 1 at the far left."""
    back = Back(Words.plain(ctx.text("nn_game")), ctx.theme.colors.back)
    return Deck(f"row {setup.id}", Words.plain("row cards"), (Attribute("position", low=1, high=len(setup.row)),), 1, (), Face(None, ()), back)

