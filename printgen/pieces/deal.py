"""How a game's cards are dealt: at each player count, the hands, the table, the cards set aside
and removed, the other decks' shares and the tokens; piles set aside before play and cards drawn
during it. Frozen dataclasses, read from a game file's `deal:` (game/schema.py), apart from the
rest of the game model (pieces/model.py) since only game files have them: a Number Neighbours
build never makes them.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.pieces.model import Words


@dataclass(frozen=True)
class Removal:
    """Cards taken out before the deal: `count` values of an attribute, or the listed values."""

    attribute: str
    count: int | None = None
    values: tuple[object, ...] = ()


@dataclass(frozen=True)
class DeckCount:
    """What one player count takes from a deck other than the deal's own: cards in each hand, face
    up on the table, set aside unseen and set aside face up for all to see."""

    deck: str
    hand: int = 0
    table: int = 0
    set_aside: int = 0
    shown: int = 0

    def total(self, players: int) -> int:
        return players * self.hand + self.table + self.set_aside + self.shown


@dataclass(frozen=True)
class DealRow:
    """The deal at one player count: `hand`, `table`, `set_aside` (unseen) and `shown` (set aside
    face up) count the deal's own deck, `others` the other decks; `tokens` are each player's at the
    start and `to_win` the tokens a player must gather to win, by token id."""

    players: int
    hand: int
    table: int
    removals: tuple[Removal, ...] = ()
    kept: int | None = None
    set_aside: int = 0
    shown: int = 0
    others: tuple[DeckCount, ...] = ()
    tokens: tuple[tuple[str, int], ...] = ()
    to_win: tuple[tuple[str, int], ...] = ()
    # a game dealt afresh each round: each round's hand, in order (`hand` is the largest)
    by_round: tuple[int, ...] = ()


@dataclass(frozen=True)
class Pile:
    """Cards set aside face down at the start, before play (such as a lead pile)."""

    id: str
    title: Words
    count: int


@dataclass(frozen=True)
class Draw:
    """Cards drawn from the stack during play: `each` per player per round for `rounds` rounds,
    plus `cards` drawn once whatever the player count (such as the dealer's first draw)."""

    each: int = 0
    rounds: int = 0
    cards: int = 0
    title: Words | None = None

    def total(self, players: int) -> int:
        return players * self.each * self.rounds + self.cards


@dataclass(frozen=True)
class Deal:
    """How a deck is dealt: a row for each player count, piles set aside and cards drawn."""

    deck: str
    rows: tuple[DealRow, ...]
    note: Words | None = None
    piles: tuple[Pile, ...] = ()
    draw: Draw | None = None
    # player counts whose deal is written but could not be read (reported)
    unread: tuple[int, ...] = ()

    def row(self, players: int) -> DealRow | None:
        return next((r for r in self.rows if r.players == players), None)
