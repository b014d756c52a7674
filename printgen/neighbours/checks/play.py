"""What can happen in play: the values each position can show, the (left, right) pairs of
neighbours that can form, and whether a worked example's row can come about.

A pair forms, and scores, only when a card is placed: it is the placed card (a hand card) and the
card just left or right of it. A position shows its starting value until a hand card replaces it,
and a card may not replace an equal value. So (L, R) can form at positions p, p+1 exactly when

- R is placed at p+1 while p shows L: L is the starting value of p or a hand value, R is a hand
  value, and p+1 does not start as R, or the hand holds some other value to put there first; or
- L is placed at p while p+1 shows R, the same the other way round.

This is exact, not an estimate, for every size of hand and row, and the same for every table of
2 to 8 players (the most a kit prints for): any pair a game forms meets these conditions, and
with two players three turns make each of them (one seat puts the other value on p+1, if it is
needed, and then R;
the other seat puts L on p). A solo game forms a subset: it has only one copy of each hand card.
No reachable rows need to be enumerated, so there is no size above which the answer is only an
estimate; tests/test_play_pairs.py holds the conditions to a brute-force enumeration of every
game of small setups, played with the engine.

A whole row (the row of a worked example) can come about exactly when every position shows its
starting value or a hand value, and the cards placed, with the card the example then plays, need
no value more often than eight players' hands hold it together: the placements can then be dealt
out round the table in turn order, each seat playing at most its own copies.
"""

from __future__ import annotations

import functools

from printgen.neighbours.engine import MAX_PLAYERS
from printgen.neighbours.model import Setup


class Play:
    """What can happen in play for one hand and starting row (hand values and row are as
    written)."""

    __slots__ = ("hand", "row", "hand_values", "counts", "shows", "placeable", "_pairs_found")

    def __init__(self, hand: tuple[int, ...], row: tuple[int, ...]):
        self.hand, self.row = hand, row
        self.hand_values = frozenset(hand)
        self.counts = {value: hand.count(value) for value in self.hand_values}
        # A position shows its starting value, or any hand value placed on it (a hand value that
        # differs from the starting value can be placed there on the first turn).
        self.shows = tuple(frozenset((start,)) | self.hand_values for start in row)
        self.placeable = len(self.hand_values) > 1 or any(
            value != start for value in self.hand_values for start in row
        )
        self._pairs_found: frozenset | None = None

    @property
    def pairs(self) -> frozenset[tuple[int, int]]:
        """Every (left, right) pair some game forms (worked out when first asked for)."""
        if self._pairs_found is None:
            self._pairs_found = frozenset(self._pairs())
        return self._pairs_found

    def can_place(self, card: int, position: int) -> bool:
        """True when `card`, a hand value, can be placed at `position` in some game: the position
        starts as another value, or another hand value can be placed there first."""
        return card in self.hand_values and (
            self.row[position] != card or len(self.hand_values) > 1
        )

    def _pairs(self):
        for p in range(len(self.row) - 1):
            for right in self.hand_values:
                if self.can_place(right, p + 1):
                    yield from ((left, right) for left in self.shows[p])
            for left in self.hand_values:
                if self.can_place(left, p):
                    yield from ((left, right) for right in self.shows[p + 1])

    def forms(self, left: int, right: int) -> bool:
        return (left, right) in self.pairs

    # -- why a pair never forms ----------------------------------------------------------------
    def why_never(self, left: int, right: int) -> str:
        """Why (left, right) never forms in play, in words that fit after "because" or a colon."""
        hand = self.hand_values
        if len(self.row) < 2:
            return "the row has no neighbours"
        if not hand:
            return "the hand is empty, so no card is ever placed"
        if not self.placeable:
            return "no card can ever be placed"
        if left not in hand and right not in hand:
            low, high = sorted((left, right))
            both = (
                f"{low} is not a hand card"
                if low == high
                else f"neither {low} nor {high} is a hand card"
            )
            return f"{both}, while every pair formed in play holds the card just placed"
        if left not in hand:
            return self._why_side(left, right, "left")
        if right not in hand:
            return self._why_side(right, left, "right")
        # not reached: two hand values always meet
        return f"no {right} can be placed beside {article(left)} {left}"

    def _why_side(self, fixed: int, placed: int, side: str) -> str:
        """`fixed` is only a starting value; `placed` is a hand value that must go on its other
        side."""
        n = len(self.row)
        starts = [p for p, value in enumerate(self.row) if value == fixed]
        end, other_end, beyond = (
            (n - 1, "right", "to its right") if side == "left" else (0, "left", "to its left")
        )
        if starts == [end]:
            return (
                f"{fixed} is not a hand card and starts only at the {other_end} end of the row, "
                f"so no card is ever placed {beyond}"
            )
        if len(self.hand_values) == 1:
            also = f" (or the {other_end} end of the row)" if end in starts else ""
            return (
                f"{fixed} is not a hand card, and {beyond} lies {article(placed)} {placed}{also}, "
                f"which the only hand value, {placed}, may not replace"
            )
        return f"no {placed} can be placed {beyond} of {article(fixed)} {fixed}"  # not reached

    def why_never_all(self, pairs) -> str:
        """Why none of `pairs` forms: one reason, or each reason with the pairs it covers."""
        groups: dict[str, list] = {}
        for pair in pairs:
            groups.setdefault(self.why_never(*pair), []).append(pair)
        if len(groups) == 1:
            return next(iter(groups))
        shown = [
            f"{pairs_text(members, 3)}: {reason}" for reason, members in list(groups.items())[:2]
        ]
        return "; ".join(shown) + ("; ..." if len(groups) > 2 else "")

    # -- worked examples ------------------------------------------------------------------------
    def example_shortfall(
        self, row: tuple[int, ...], card: int, players: int = MAX_PLAYERS
    ) -> tuple[int, int, int] | None:
        """For a row of the starting row's length whose every value its position can show, the first
        value that the row and the card played need more often than the hands of `players` seats
        (eight, the most a kit prints for) hold it, as (value, needed, held); None when a game of
        that many seats reaches the row with the card in the hand of the seat to move."""
        needed: dict[int, int] = {}
        for start, value in zip(self.row, row):
            if value != start:
                needed[value] = needed.get(value, 0) + 1
        if card in self.hand_values:
            needed[card] = needed.get(card, 0) + 1
        for value in sorted(needed):
            held = players * self.counts.get(value, 0)
            if value in self.hand_values and needed[value] > held:
                return value, needed[value], held
        return None


@functools.lru_cache(maxsize=16)
def _play(hand: tuple[int, ...], row: tuple[int, ...]) -> Play:
    return Play(hand, row)


def play_of(setup: Setup) -> Play:
    """What can happen in play in `setup` (cached: every check of a setup asks)."""
    return _play(tuple(setup.hand), tuple(setup.row))


def play_ready(setup: Setup) -> bool:
    """True when cards are placed in play, so the checks on what play forms have something to judge;
    otherwise `hand-empty`, `row-too-short` or `no-card-placeable` already says why not."""
    return len(setup.row) >= 2 and bool(setup.hand) and play_of(setup).placeable


def pairs_text(pairs, limit: int = 4) -> str:
    """Pairs as people read them: "8-9", "8-9 and 9-8", "1-2, 2-3, 3-4 and 5 more"."""
    pairs = list(pairs)
    shown = [
        f"{left}-{right}" for left, right in (pairs if len(pairs) <= limit + 1 else pairs[:limit])
    ]
    rest = len(pairs) - len(shown)
    if rest > 0:
        return ", ".join(shown) + f" and {rest} more"
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def article(number: int) -> str:
    """ "a" or "an" before a number as it is read aloud: an 8, an 11, an 18, an 80, a 7, a 100."""
    digits = str(number)
    if digits.startswith("8") or (len(digits) % 3 == 2 and digits[:2] in ("11", "18")):
        return "an"
    return "a"


def numbers_text(numbers) -> str:
    """A set of whole numbers in few words: "2..12", "1, 3, 5, 7, 9", "2, 4, ..., 18", "1..3, 8,
    9"."""
    values = sorted(set(numbers))
    if not values:
        return "none"
    if len(values) >= 6:
        step = values[1] - values[0]
        if step > 1 and all(b - a == step for a, b in zip(values, values[1:])):
            return f"{values[0]}, {values[1]}, ..., {values[-1]}"
    runs = [[values[0], values[0]]]
    for value in values[1:]:
        if value == runs[-1][1] + 1:
            runs[-1][1] = value
        else:
            runs.append([value, value])
    parts = []
    for low, high in runs:
        parts += [f"{low}..{high}"] if high - low >= 2 else [str(v) for v in range(low, high + 1)]
    return ", ".join(parts)


def parity_note(numbers) -> str:
    """ " (all even)" or " (all odd)" when every number shares a parity and there are several."""
    values = set(numbers)
    if len(values) < 2:
        return ""
    if all(v % 2 == 0 for v in values):
        return " (all even)"
    if all(v % 2 for v in values):
        return " (all odd)"
    return ""
