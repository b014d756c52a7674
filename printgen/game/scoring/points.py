"""`points` (the scored cards) and `hand` (the cards left in hand): every card scores (`each`,
its number `field`, or by value from a `table`), optionally per group of one value (`per`), with
a sum added to each group started (`add`), a multiplier (`times`, Lost Cities' wagers) and a bonus
for a large group."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from printgen.components.scoring_words import SHORT_TABLE, signed, unit, value_name, value_rows
from printgen.format.spec import integer, key, obj, text
from printgen.game.scoring.model import (
    MAX_STATES,
    MAX_STEPS,
    CardFields,
    Family,
    Holding,
    Line,
    constant_points,
    values_of,
)
from printgen.game.scoring.parts import TITLE, VALUE_TABLE
from printgen.pieces.model import Words


def _spec(description: str):
    return obj(
        description,
        key("each", integer("Points for every card", -999, 999)),
        key("field", text("A number attribute: each card scores its number")),
        key("of", text("The attribute whose values score from `table`")),
        key("table", VALUE_TABLE),
        key(
            "per",
            text(
                "Score each value of this attribute on its own, as a group (an expedition per "
                "colour)"
            ),
        ),
        key(
            "add",
            integer(
                "Points added to each group that has a card, such as -20 for an expedition started",
                -999,
                999,
            ),
        ),
        key(
            "times",
            obj(
                "A multiplier on each group: 1, plus `each` for every card of value `value` "
                "in it (wagers)",
                key("value", text("The value that multiplies, such as `wager`"), required=True),
                key("each", integer("What each such card adds to the multiplier", 1, 10, 1)),
            ),
        ),
        key(
            "bonus",
            obj(
                "Bonus points for a group of at least `cards` cards",
                key("cards", integer("The cards a group needs", 1, 200), required=True),
                key("points", integer("The bonus", -999, 999), required=True),
            ),
        ),
        TITLE,
        one_of=("each", "field", "of"),
    )


POINTS_SPEC = _spec(
    "Points per card: `each` card the same, its number (`field`), or by value (`of` and `table`)"
)
HAND_SPEC = _spec(
    "Points per card left in a player's hand at the end (usually negative): `each`, `field`, "
    "or `of` and `table`"
)


@dataclass(frozen=True)
class CardPoints(Line):
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
            for key_ in values_of(card, self.per) if self.per else (None,):
                groups.setdefault(key_, []).append(card)
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

    # -- words -------------------------------------------------------------------------------------
    def rule(self, game, language: str, m) -> list[str]:
        scored = self.kind == "points"  # else the cards left in hand
        if self.each is not None:
            words = [
                m.text("score_each" if scored else "score_hand_each", points=signed(self.each))
            ]
        elif self.field is not None:
            words = [
                m.text(
                    "score_field" if scored else "score_hand_field",
                    unit=unit(game, self.field, language),
                )
            ]
        elif len(self.table) <= SHORT_TABLE:
            words = [
                m.text(
                    "score_value_card" if scored else "score_hand_value",
                    value=value_name(game, self.of, value, language),
                    points=signed(points),
                )
                for value, points in self.table
            ]
        else:
            words = [
                m.text(
                    "score_by_value" if scored else "score_hand_by_value",
                    unit=unit(game, self.of, language),
                )
            ]
        if self.per:
            words += self._per_rule(game, language, m)
        return words

    def _per_rule(self, game, language: str, m) -> list[str]:
        per = unit(game, self.per, language)
        words = [m.text("score_per", unit=per)]
        if self.add:
            words.append(m.text("score_add", unit=per, points=signed(self.add)))
        if self.times is not None:
            words.append(
                m.text(
                    "score_times",
                    value=value_name(game, self.times[0], self.times[1], language),
                    two=1 + self.times_each,
                    three=1 + 2 * self.times_each,
                )
            )
        if self.bonus_cards is not None:
            words.append(
                m.text(
                    "score_bonus",
                    cards=self.bonus_cards,
                    unit=per,
                    points=signed(self.bonus_points),
                )
            )
        return words

    def rows(self, game, language: str, m):
        if len(self.table) > SHORT_TABLE:
            return value_rows(game, self.of, self.table, language, m)
        return None

    # -- what the checks ask -----------------------------------------------------------------------
    def values_scored(self) -> tuple[str, tuple] | None:
        return (self.of, self.table) if self.table and self.of is not None else None

    def declared_points(self, deck: tuple) -> tuple[str, dict] | None:
        return (self.of, dict(self.table)) if self.of is not None and self.table else None

    def constant_words(self, deck: tuple) -> tuple[str, str] | None:
        points = constant_points(self.table, self.of, deck)
        if points is None:
            return None
        return f"every card scores {points} whatever its {self.of}", f"`each: {points}`"


def _read(kind: str):
    def read(data: dict, line) -> CardPoints:
        spec = POINTS_SPEC if kind == "points" else HAND_SPEC
        line.exactly_one(
            data, spec, "points per card" if kind == "points" else "points for cards in hand"
        )
        line.together(data, "table", "of")
        line.together(data, "of", "table")
        of = line.attribute(data, "of")
        field = line.attribute(data, "field", number=True, derived=True)
        per = line.attribute(data, "per")
        times = None
        if "times" in data:
            value = data["times"]["value"]
            owner = line.names.owner(value)
            if owner is None:
                line.fail(
                    line.value_at("times", "value"),
                    "unknown-attribute",
                    f"the multiplier counts cards of {value!r}, which no card shows",
                    "name a value of one of the deck's attributes, such as `wager`",
                )
            times = (owner, value)
        bonus = data.get("bonus") or {}
        return CardPoints(
            kind,
            line.index,
            data.get("each"),
            field,
            of,
            line.value_table(data, of),
            per,
            data.get("add", 0) or 0,
            times,
            (data.get("times") or {}).get("each", 1),
            bonus.get("cards"),
            bonus.get("points", 0),
            data.get("title"),
        )

    return read


POINTS = Family("points", POINTS_SPEC, _read("points"))
HAND = Family("hand", HAND_SPEC, _read("hand"))

__all__ = ["CardPoints", "HAND", "POINTS"]
