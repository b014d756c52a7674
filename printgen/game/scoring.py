"""A game's scoring, declared as data (`scoring:`, `rounds:`, `examples:`), and worked out for one
player's cards: the rule the checks reason about, `analyze` bounds and the kit prints.

Each line of `scoring:` is one family (described once in game.format.FAMILY_SPECS):

- `points`: every card scores (`each`, its number `field`, or by value from a `table`), optionally
  per group of one value (`per`), with a sum added to each group started (`add`), a multiplier
  (`times`, Lost Cities' wagers) and a bonus for a large group;
- `hand`: the same, for the cards left in hand;
- `sets`: cards counted per value, each count scoring from a table, the best N counting;
- `most` / `fewest`: the most- or least-held value of a player's own, or the player holding the
  most or fewest, with a tie rule;
- `runs`: runs of consecutive numbers, scoring their lowest, highest, sum or length;
- `groups`: a group of at least `size` cards of one value scores once (fixed, or by value);
- `tokens`: points per token held; `event`: points (and tokens) for something that happens.

A player's end state is a `Holding`: the cards that score, the cards left in hand, tokens held,
the events that happened and, for lines that compare players, the other players' cards. Each
line scores a holding (`score`) and knows the highest and lowest it can give with a deck
(`bounds`), exactly (by dynamic programming or by formula; `None` where the holdings are too
many to work out).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from printgen.pieces.model import Words

FAMILIES = ("points", "sets", "most", "fewest", "runs", "groups", "hand", "tokens", "event")
CardFields = tuple  # a card: ((attribute, value), ...); a value shown k at a time is a tuple
MAX_STATES = 200_000  # the largest state space `bounds` walks before it says "not worked out"
# the states visited in all (each card of a group visits every state so far): bounded too
MAX_STEPS = 500_000


def values_of(card: CardFields, attribute: str) -> tuple:
    """The single values a card shows of `attribute` (two for a card with `choose: 2`)."""
    for name, value in card:
        if name == attribute:
            if value is None:
                return ()
            return tuple(value) if isinstance(value, tuple) else (value,)
    return ()


def counts_by(cards: Iterable[CardFields], attribute: str) -> dict:
    counts: dict = {}
    for card in cards:
        for name, value in card:  # values_of, inline: a round's scoring counts every card
            if name == attribute:
                if isinstance(value, tuple):
                    for single in value:
                        counts[single] = counts.get(single, 0) + 1
                elif value is not None:
                    counts[value] = counts.get(value, 0) + 1
                break
    return counts


@dataclass(frozen=True)
class Holding:
    """One player's cards and tokens at the end of a round or game."""

    cards: tuple = ()  # the cards that score (collected, played), each a CardFields
    hand: tuple = ()  # the cards left in hand
    hand_count: int = 0  # more cards in hand, of no particular value (an example's `hand: 3`)
    tokens: tuple[tuple[str, int], ...] = ()
    events: tuple[str, ...] = ()
    others: tuple[tuple, ...] = ()  # the other players' scored cards

    def token(self, ident: str) -> int:
        return sum(n for name, n in self.tokens if name == ident)


# -- the families ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardPoints:
    """`points` (the scored cards) or `hand` (the cards left in hand): each card's points, summed
    per group of one value of `per` (or over all), a group started adding `add`, multiplied by
    1 + `times_each` per card of the `times` value, and a bonus for `bonus_cards` or more."""

    kind: str
    index: int
    each: int | None = None
    field: str | None = None
    of: str | None = None
    table: tuple[tuple[object, int], ...] = ()
    per: str | None = None
    add: int = 0
    times: tuple[str, object] | None = None  # (attribute, value) that multiplies
    times_each: int = 1
    bonus_cards: int | None = None
    bonus_points: int = 0
    title: Words | None = None

    def card_points(self, card: CardFields) -> int:
        if self.each is not None:
            return self.each
        if self.field is not None:
            found = values_of(card, self.field)
            return sum(v for v in found if isinstance(v, int))
        table = dict(self.table)
        return sum(table.get(v, 0) for v in values_of(card, self.of))

    def _pile(self, holding: Holding) -> tuple:
        return holding.cards if self.kind == "points" else holding.hand

    def _groups(self, cards: Iterable[CardFields]) -> dict:
        """The cards by the value of `per` they show (all in one group without `per`); a card that
        shows no value of `per` belongs to no group and scores nothing."""
        groups: dict = {}
        for card in cards:
            for key in values_of(card, self.per) if self.per else (None,):
                groups.setdefault(key, []).append(card)
        return groups

    def multiplies(self, card: CardFields) -> bool:
        return self.times is not None and self.times[1] in values_of(card, self.times[0])

    def group_score(self, count: int, base: int, wagers: int) -> int:
        if count == 0:
            return 0
        total = (base + self.add) * (1 + self.times_each * wagers)
        if self.bonus_cards is not None and count >= self.bonus_cards:
            total += self.bonus_points
        return total

    def score(self, holding: Holding) -> int:
        total = 0
        for cards in self._groups(self._pile(holding)).values():
            total += self.group_score(
                len(cards),
                sum(self.card_points(c) for c in cards),
                sum(1 for c in cards if self.multiplies(c)),
            )
        if self.kind == "hand" and holding.hand_count:
            extra = holding.hand_count * (self.each or 0)
            total += extra if self.per is None else 0
        return total

    def bounds(self, deck: tuple) -> tuple[int, int] | None:
        highest = lowest = 0
        for cards in self._groups(deck).values():
            if self.times is None and self.bonus_cards is None and self.add == 0:
                points = [self.card_points(c) for c in cards]
                highest += sum(p for p in points if p > 0)
                lowest += sum(p for p in points if p < 0)
                continue
            states, steps = {(0, 0, 0)}, 0
            for card in cards:
                step = (1, self.card_points(card), 1 if self.multiplies(card) else 0)
                steps += len(states)
                if steps > MAX_STEPS:
                    return None
                states |= {(n + step[0], b + step[1], w + step[2]) for n, b, w in states}
                if len(states) > MAX_STATES:
                    return None
            scores = [self.group_score(n, b, w) for n, b, w in states]
            highest += max(scores)
            lowest += min(scores)
        return highest, lowest


@dataclass(frozen=True)
class SetsLine:
    """Sets counted per value of `of`: (count, points) rows, ascending; `best` values count for
    the player (None: all), the `rest` "negative" (against) or "zero"."""

    of: str
    table: tuple[tuple[int, int], ...]
    best: int | None = None
    rest: str = "zero"
    index: int = 0
    kind: str = "sets"
    title: Words | None = None

    def points(self, count: int) -> int:
        """A count's points: its row, or the last row at or below it (6 or more score as 6)."""
        found = 0
        for size, points in self.table:
            if size <= count:
                found = points
        return found if count > 0 else 0

    def score_counts(self, counts: dict) -> int:
        scored = sorted((self.points(n) for n in counts.values() if n > 0), reverse=True)
        if self.best is None:
            return sum(scored)
        kept, others = scored[: self.best], scored[self.best :]
        return sum(kept) - (sum(others) if self.rest == "negative" else 0)

    def score(self, holding: Holding) -> int:
        return self.score_counts(counts_by(holding.cards, self.of))

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact. For a threshold t, each value is kept (scoring at least t), in the rest (at most
        t, counting with the rest's sign) or not held (0); at most `best` are kept, and exactly
        `best` when any value is in the rest. The kept ones are chosen greedily by what keeping
        them gains over their best other role, for every t the table can give."""
        held = [
            sorted({self.points(n) for n in range(1, copies + 1)})
            for copies in counts_by(deck, self.of).values()
        ]
        if not held:
            return 0, 0
        if self.best is None or len(held) <= self.best:
            return sum(max(0, o[-1]) for o in held), sum(min(0, o[0]) for o in held)
        sign = -1 if self.rest == "negative" else 0
        results = []
        for better, pick in ((max, lambda xs: max(xs)), (min, lambda xs: min(xs))):
            found = None
            for t in sorted({p for o in held for p in o}):
                keep = [
                    pick([p for p in o if p >= t]) if any(p >= t for p in o) else None for o in held
                ]
                other = [better([0] + [sign * p for p in o if p <= t]) for o in held]
                rest_total = sum(other)
                gains = sorted(
                    (k - r for k, r in zip(keep, other) if k is not None), reverse=better is max
                )
                if len(gains) >= self.best:
                    total = rest_total + sum(gains[: self.best])
                    found = total if found is None else better(found, total)
                alone = sorted((k for k in keep if k is not None), reverse=better is max)[
                    : self.best
                ]
                alone_total = sum(k for k in alone if better(k, 0) == k) if alone else 0
                found = alone_total if found is None else better(found, alone_total)
            results.append(found or 0)
        return results[0], results[1]


@dataclass(frozen=True)
class ExtremeLine:
    """`most` or `fewest` of `of`: among the player's own values (the colour held most) or among
    the players (who holds most of `value`); `points` "count" or a number; a tie rule."""

    kind: str  # "most" or "fewest"
    of: str
    index: int = 0
    among: str = "values"
    value: object = None
    points: object = "count"
    ties: str | None = None  # summed, shared, split, none, broken (see `broken_by`)
    broken_by: Words | None = None
    against: bool = False
    unless_most: bool = False
    title: Words | None = None

    def _worth(self, count: int) -> int:
        return count if self.points == "count" else int(self.points)

    def score(self, holding: Holding) -> int:
        sign = -1 if self.against else 1
        if self.among == "values":
            counts = [n for n in counts_by(holding.cards, self.of).values() if n > 0]
            if not counts:
                return 0
            pick = max(counts) if self.kind == "most" else min(counts)
            if self.kind == "fewest" and self.unless_most and pick == max(counts):
                return 0
            tied = counts.count(pick)
            if tied > 1 and self.ties == "summed":
                return sign * self._worth(pick) * tied
            if tied > 1 and self.ties == "none":
                return 0
            return sign * self._worth(pick)
        mine = self._count(holding.cards)
        everyone = [mine] + [self._count(cards) for cards in holding.others]
        pick = max(everyone) if self.kind == "most" else min(everyone)
        if mine != pick or (self.kind == "most" and mine == 0):
            return 0
        tied = everyone.count(pick)
        worth = self._worth(mine)
        if tied > 1:
            if self.ties == "none":
                return 0
            if self.ties == "split":
                worth = worth // tied
        return sign * worth

    def _count(self, cards) -> int:
        counts = counts_by(cards, self.of)
        return counts.get(self.value, 0) if self.value is not None else sum(counts.values())

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact: with nothing held a line scores 0; its largest score comes from the counts the
        deck allows (a tie summed over as many values as can reach the count)."""
        by_value = counts_by(deck, self.of)
        copies = sorted(by_value.values(), reverse=True)
        if not copies:
            return 0, 0
        if self.among == "players":
            count = sum(copies) if self.value is None else by_value.get(self.value, 0)
            best = self._worth(count) if self.kind == "most" else self._worth(min(copies))
        else:
            best = 0
            for count in range(1, copies[0] + 1):
                reach = sum(1 for c in copies if c >= count)
                if self.kind == "fewest" and self.unless_most:
                    if not any(c > count for c in copies):
                        continue
                    reach -= 1  # one value must be held more often than the fewest
                if reach < 1:
                    continue
                tied = reach if self.ties == "summed" else 1
                worth = self._worth(count) * tied
                best = worth if abs(worth) > abs(best) else best
        highest, lowest = (best, 0) if best >= 0 else (0, best)
        return (-lowest, -highest) if self.against else (highest, lowest)


@dataclass(frozen=True)
class RunsLine:
    """Runs of consecutive numbers of `of` (each number once): each run of `min` or more scores
    its lowest, highest or summed number, or its length from `table`."""

    of: str
    index: int = 0
    scores: str = "lowest"
    table: tuple[tuple[int, int], ...] = ()
    min: int = 1
    against: bool = False
    kind: str = "runs"
    title: Words | None = None

    def run_points(self, start: int, length: int) -> int:
        if length < self.min:
            return 0
        if self.scores == "lowest":
            value = start
        elif self.scores == "highest":
            value = start + length - 1
        elif self.scores == "sum":
            value = sum(range(start, start + length))
        else:
            value = 0
            for size, points in self.table:
                if size <= length:
                    value = points
        return -value if self.against else value

    def runs(self, numbers: Iterable[int]) -> list[tuple[int, int]]:
        found, ordered = [], sorted(set(numbers))
        for number in ordered:
            if found and found[-1][0] + found[-1][1] == number:
                found[-1] = (found[-1][0], found[-1][1] + 1)
            else:
                found.append((number, 1))
        return found

    def score(self, holding: Holding) -> int:
        numbers = [
            v for card in holding.cards for v in values_of(card, self.of) if isinstance(v, int)
        ]
        return sum(self.run_points(start, length) for start, length in self.runs(numbers))

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact, by dynamic programming over the deck's numbers in order: a holding takes each
        number or leaves it, and only which numbers it has matter."""
        numbers = sorted(
            {v for card in deck for v in values_of(card, self.of) if isinstance(v, int)}
        )
        results = []
        for better in (max, min):
            # state: (start of the open run, its length) -> the best total of the closed runs
            states: dict = {None: 0}
            previous = None
            for number in numbers:
                new: dict = {}
                for run, total in states.items():
                    closed = total + (self.run_points(*run) if run else 0)
                    # leave the number out
                    new[None] = better(new.get(None, closed), closed) if None in new else closed
                    # held next to the run: it joins it
                    if run and previous is not None and number == previous + 1:
                        grown = (run[0], run[1] + 1)
                        new[grown] = better(new[grown], total) if grown in new else total
                    else:
                        fresh = (number, 1)
                        new[fresh] = better(new[fresh], closed) if fresh in new else closed
                states, previous = new, number
                if len(states) > MAX_STATES:
                    return None
            results.append(
                better(
                    total + (self.run_points(*run) if run else 0) for run, total in states.items()
                )
            )
        return results[0], results[1]


@dataclass(frozen=True)
class GroupsLine:
    """A group of `size` or more cards of one value of `of` scores once (fixed `points`, or by
    value from `table`); the cards of one value counted in an example are one group."""

    of: str
    size: int
    index: int = 0
    points: int | None = None
    table: tuple[tuple[object, int], ...] = ()
    kind: str = "groups"
    title: Words | None = None

    def worth(self, value: object) -> int:
        return self.points if self.points is not None else dict(self.table).get(value, 0)

    def score(self, holding: Holding) -> int:
        return sum(
            self.worth(value)
            for value, n in counts_by(holding.cards, self.of).items()
            if n >= self.size
        )

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """A player may lay one value's cards as several groups: at most copies // size of them."""
        scores = [
            (copies // self.size) * self.worth(value)
            for value, copies in counts_by(deck, self.of).items()
        ]
        return sum(s for s in scores if s > 0), sum(s for s in scores if s < 0)


@dataclass(frozen=True)
class TokensLine:
    token: str
    each: int
    index: int = 0
    printed: int = 0  # the tokens the kit prints
    kind: str = "tokens"
    title: Words | None = None

    def score(self, holding: Holding) -> int:
        return self.each * holding.token(self.token)

    def bounds(self, deck: tuple) -> tuple[int, int]:
        return max(0, self.each * self.printed), min(0, self.each * self.printed)


@dataclass(frozen=True)
class EventLine:
    id: str
    when: Words
    index: int = 0
    points: int = 0
    tokens: tuple[tuple[str, int], ...] = ()
    kind: str = "event"
    title: Words | None = None

    def score(self, holding: Holding) -> int:
        return self.points if self.id in holding.events else 0

    def bounds(self, deck: tuple) -> tuple[int, int]:
        return max(0, self.points), min(0, self.points)


@dataclass(frozen=True)
class Rounds:
    """A game over rounds: `count` (a number, or "players"), the target(s) and the tie-break
    ("best-round", "shared", or a stated rule in `tie_words`)."""

    count: object = None
    targets: tuple[int, ...] = ()
    tie_break: str | None = None
    tie_words: Words | None = None

    def most_rounds(self, players: int) -> int | None:
        if self.count == "players":
            return players
        return self.count if isinstance(self.count, int) else None


@dataclass(frozen=True)
class Example:
    """A worked example: a player's holding and the score the rule must give it; `cards` keeps
    the example's own wording (value names and counts) for printing."""

    holding: Holding
    score: int
    index: int = 0
    cards: tuple[tuple[object, int], ...] = ()  # (value, count) as written, for printing
    hand: tuple[tuple[object, int], ...] = ()  # the same for the cards left in hand


@dataclass(frozen=True)
class Scoring:
    lines: tuple
    examples: tuple[Example, ...] = ()
    rounds: Rounds | None = None

    def score(self, holding: Holding) -> int:
        return sum(line.score(holding) for line in self.lines)


__all__ = [
    "CardPoints",
    "Example",
    "EventLine",
    "ExtremeLine",
    "FAMILIES",
    "GroupsLine",
    "Holding",
    "Rounds",
    "RunsLine",
    "Scoring",
    "SetsLine",
    "TokensLine",
    "counts_by",
    "values_of",
]
