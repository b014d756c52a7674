"""`sets`: a player's cards counted per value of an attribute, each count scoring from a table;
the best N values count for the player, the rest against or not at all. Cards of a `wild` value
join the sets the player chooses at the end (Coloretto's jokers): the best choice is scored."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit, value_name
from printgen.format.spec import choice, integer, key, obj, text
from printgen.game.scoring.model import (
    Family,
    GrowingTable,
    Holding,
    Line,
    constant_points,
    counts_by,
    most_of,
)
from printgen.game.scoring.parts import COUNT_TABLE, TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "Sets: a player's cards counted per value of an attribute, each count scoring from the table",
    key("of", text("The attribute whose values are counted (a colour)"), required=True),
    key("table", COUNT_TABLE, required=True),
    key(
        "best",
        integer(
            "How many of the player's values count for them (their best ones); all by default",
            1,
            64,
        ),
    ),
    key(
        "rest",
        choice(
            "With `best`: the other values count `negative` (against the player) or `zero`",
            ("negative", "zero"),
            "zero",
        ),
    ),
    key(
        "wild",
        text(
            "A value of `of` whose cards join any other value's set, as the player chooses at "
            "the end (Coloretto's jokers)"
        ),
    ),
    TITLE,
)
# the steps of the walk that shares wild cards among the values, past which a line is refused
MAX_WILD_STEPS = 2_000_000


def wild_steps(values: int, wilds: int, best: int | None, most: int) -> int:
    """About how many steps `best_with_wilds` takes: values x wild cards used x sets kept x the
    counts each value may reach."""
    return values * (wilds + 1) * ((best or 0) + 1) * 2 * (most + wilds + 1)


@dataclass(frozen=True)
class SetsLine(Line):
    """Sets counted per value of `of`: (count, points) rows, ascending; `best` values count for
    the player (None: all), the `rest` "negative" (against) or "zero"."""

    of: str
    table: tuple[tuple[int, int], ...]
    best: int | None = None
    rest: str = "zero"
    index: int = 0
    kind: str = "sets"
    title: Words | None = None
    wild: object = None  # the value whose cards join any set
    joinable: tuple = ()  # the values a wild card may join: the deck's others

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
        counts = counts_by(holding.cards, self.of)
        wilds = counts.pop(self.wild, 0) if self.wild is not None else 0
        if not wilds or not self.joinable:
            return self.score_counts(counts)
        held = {v: (counts.get(v, 0), counts.get(v, 0)) for v in self._values(counts)}
        return self.best_with_wilds(held, wilds, every=True)

    def _values(self, counts: dict) -> list:
        return list(self.joinable) + [v for v in counts if v not in self.joinable]

    def best_with_wilds(self, held: dict, wilds: int, every: bool) -> int:
        """The best score when up to `wilds` wild cards (all of them, with `every`) join the
        values, each value held from `low` to `high` cards before they join ({value: (low,
        high)}). By dynamic programming over the values, each kept (among the best), in the rest,
        or not held, by (wild cards used, values kept, any in the rest): a choice of kept values
        that are not the best ones scores no more than the best ones do, so the largest total
        is the score of the best sharing."""
        sign = -1 if self.rest == "negative" else 0
        states = {(0, 0, False): 0}
        for low, high in held.values():
            new: dict = {}
            for (used, kept, rest), total in states.items():
                for count in range(low, high + wilds - used + 1):
                    spent = used + max(0, count - high)
                    if count == 0:
                        choices = [(kept, rest, total)]
                    elif self.best is None:
                        choices = [(kept, rest, total + self.points(count))]
                    else:
                        choices = [(kept, True, total + sign * self.points(count))]
                        if kept < self.best:
                            choices.append((kept + 1, rest, total + self.points(count)))
                    for kept_now, rest_now, score in choices:
                        key_ = (spent, kept_now, rest_now)
                        if key_ not in new or score > new[key_]:
                            new[key_] = score
            states = new
        return max(
            total
            for (used, kept, rest), total in states.items()
            if (used == wilds or not every) and (not rest or kept == self.best)
        )

    def bounds(self, deck: tuple) -> tuple[int, int] | None:
        """Exact. Without wild cards, see `copies_bounds`. With them the highest is the best
        sharing of any number of them over any holding (`best_with_wilds`); the lowest is that of
        the deck without them where no row gives fewer points than the one before or below 0 (a
        wild card then never lowers a score), and not worked out otherwise."""
        copies = counts_by(deck, self.of)
        wilds = copies.pop(self.wild, 0) if self.wild is not None else 0
        plain = self.copies_bounds(list(copies.values()))
        if not wilds or not self.joinable:
            return plain
        held = {v: (0, copies.get(v, 0)) for v in self._values(copies)}
        highest = self.best_with_wilds(held, wilds, every=False)
        rows = [points for _, points in self.table]
        if min(rows) < 0 or rows != sorted(rows):
            return None
        return highest, plain[1]

    def copies_bounds(self, copies: list[int]) -> tuple[int, int]:
        """Exact, for values with these copies. For a threshold t, each value is kept (scoring at
        least t), in the rest (at most t, counting with the rest's sign) or not held (0); at most
        `best` are kept, and exactly `best` when any value is in the rest. The kept ones are
        chosen greedily by what keeping them gains over their best other role, for every t the
        table can give."""
        held = [sorted({self.points(n) for n in range(1, c + 1)}) for c in copies if c > 0]
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

    # -- words -------------------------------------------------------------------------------------
    def own_heading(self, game, language: str, m) -> str:
        return m.text("score_sets", unit=unit(game, self.of, language))

    def rule(self, game, language: str, m) -> list[str]:
        u = unit(game, self.of, language)
        words = [m.text("score_sets_rule", unit=u, last=self.table[-1][0])]
        if self.wild is not None:
            words.append(
                m.text(
                    "score_sets_wild", value=value_name(game, self.of, self.wild, language), unit=u
                )
            )
        if self.best is not None:
            words.append(
                m.text(
                    "score_sets_best" if self.rest == "negative" else "score_sets_best_only",
                    best=self.best,
                    units=unit(game, self.of, language, 2),
                )
            )
        return words

    def rows(self, game, language: str, m):
        last = self.table[-1][0]
        return (m.text("score_cards"), m.text("score_points")), [
            (
                m.text("score_sets_row_last", count=size) if size == last else str(size),
                signed(points),
            )
            for size, points in self.table
        ]

    # -- what the checks ask -----------------------------------------------------------------------
    def growing_tables(self, deck: tuple) -> tuple[GrowingTable, ...]:
        most = most_of(deck, self.of)
        if self.wild is not None:
            copies = counts_by(deck, self.of)
            wilds = copies.pop(self.wild, 0)
            most = max(copies.values()) + wilds if copies else None
        return (
            GrowingTable(
                ("scoring", self.index, "sets", "table"), self.table, most, f"cards of a {self.of}"
            ),
        )

    def constant_words(self, deck: tuple) -> tuple[str, str] | None:
        points = constant_points(self.table)
        if points is None:
            return None
        return (
            f"every set scores {points} whatever its size",
            f"`- groups: {{of: {self.of}, size: 1, points: {points}}}`",
        )


def read(data: dict, line) -> SetsLine:
    of = line.attribute(data, "of")
    if "rest" in line.written() and "best" not in data:
        line.fail(
            line.key_at("rest"),
            "missing-key",
            "`rest` says how the values past the best count, but there is no `best`",
            "add `best: N`, or drop `rest:`",
        )
    table = tuple(sorted(data["table"].items()))
    for size, _ in table:
        if size < 1:
            line.fail(
                line.key_at("table", size),
                "out-of-bounds",
                "a set has at least 1 card, so a row for 0 never scores",
                "start the table at `1:`",
            )
    wild, joinable = data.get("wild"), ()
    if wild is not None:
        line.value_of(data, "wild", of)
        joinable = tuple(v for v in line.singles(of) if v != wild)
        copies = counts_by(line.deck_cards(), of)
        wilds = copies.pop(wild, 0)
        steps = wild_steps(len(joinable), wilds, data.get("best"), max(copies.values(), default=0))
        if steps > MAX_WILD_STEPS:
            line.fail(
                line.value_at("wild"),
                "out-of-bounds",
                f"{wilds} {wild} cards joining {len(joinable)} values take about {steps:,} "
                f"steps to score at their best, more than the {MAX_WILD_STEPS:,} printgen takes",
                f"give {wild} fewer copies",
            )
    return SetsLine(
        of,
        table,
        data.get("best"),
        data["rest"],
        line.index,
        title=data.get("title"),
        wild=wild,
        joinable=joinable,
    )


SETS = Family("sets", SPEC, read)

__all__ = ["SETS", "SetsLine"]
