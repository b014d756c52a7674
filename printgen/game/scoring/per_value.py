"""`per_value`: each named value of an attribute scores by its own rule, counted among a player's
cards: every N cards of it score the points (Sushi Go's tempura pairs and sashimi triples), or
its count scores from a table (dumplings 1, 3, 6, 10, 15)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit, value_name
from printgen.format.spec import integer, key, named, obj, text
from printgen.game.scoring.model import Family, GrowingTable, Holding, Line, counts_by
from printgen.game.scoring.parts import COUNT_TABLE, POINTS, TITLE
from printgen.pieces.model import Words

RULE = obj(
    "How one value scores: `every` N cards of it score `points` (N = 2: each pair), or its count "
    "scores from `table`",
    key("every", integer("The cards of it that score together", 1, 200)),
    key("points", POINTS),
    key("table", COUNT_TABLE),
    one_of=("every", "table"),
)
SPEC = obj(
    "A rule per value: each value named under `score` scores by its own rule, counted among the "
    "player's cards (values not named score nothing here)",
    key("of", text("The attribute whose values are counted (a dish)"), required=True),
    key("score", named("The rule of each value, by value", RULE, 64), required=True),
    TITLE,
)


@dataclass(frozen=True)
class ValueRule:
    """One value's rule: every `every` cards score `points`, or the count scores from `table`."""

    value: object
    every: int | None = None
    points: int = 0
    table: tuple[tuple[int, int], ...] = ()

    def points_for(self, count: int) -> int:
        if self.every is not None:
            return (count // self.every) * self.points
        found = 0
        for size, points in self.table:
            if size <= count:
                found = points
        return found if count > 0 else 0


@dataclass(frozen=True)
class PerValueLine(Line):
    """Each value of `of` with a rule scores by it, from the count of its cards."""

    of: str
    rules: tuple[ValueRule, ...]
    index: int = 0
    kind: str = "per_value"
    title: Words | None = None

    def score(self, holding: Holding) -> int:
        counts = counts_by(holding.cards, self.of)
        return sum(rule.points_for(counts.get(rule.value, 0)) for rule in self.rules)

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact: the values score apart, each from any count of its cards the deck has."""
        copies = counts_by(deck, self.of)
        highest = lowest = 0
        for rule in self.rules:
            scores = [rule.points_for(n) for n in range(copies.get(rule.value, 0) + 1)]
            highest, lowest = highest + max(scores), lowest + min(scores)
        return highest, lowest

    # -- words -------------------------------------------------------------------------------------
    def own_heading(self, game, language: str, m) -> str:
        return m.text("score_per_value_title", unit=unit(game, self.of, language))

    def rule(self, game, language: str, m) -> list[str]:
        words = []
        for rule in self.rules:
            value = value_name(game, self.of, rule.value, language)
            if rule.every == 1:
                words.append(
                    m.text("score_per_value_each", value=value, points=signed(rule.points))
                )
            elif rule.every is not None:
                words.append(
                    m.text(
                        "score_per_value_every",
                        every=rule.every,
                        value=value,
                        points=signed(rule.points),
                    )
                )
            else:
                rows = ", ".join(f"{size}: {signed(points)}" for size, points in rule.table)
                words.append(
                    m.text("score_per_value_table", value=value, rows=rows, last=rule.table[-1][0])
                )
        return words

    # -- what the checks ask -----------------------------------------------------------------------
    def growing_tables(self, deck: tuple) -> tuple[GrowingTable, ...]:
        copies = counts_by(deck, self.of)
        return tuple(
            GrowingTable(
                ("scoring", self.index, "per_value", "score", rule.value, "table"),
                rule.table,
                copies.get(rule.value, 0),
                f"cards of {rule.value}",
                noun="counts",
            )
            for rule in self.rules
            if rule.table
        )


def read(data: dict, line) -> PerValueLine:
    of = line.attribute(data, "of")
    singles = line.singles(of)
    rules = []
    for value, rule in data["score"].items():
        if value not in singles:
            line.fail(
                line.key_at("score", value),
                "unknown-attribute",
                f"the line scores {value!r}, which is not a {of} of the deck",
                f"the {of} values are: {', '.join(str(v) for v in singles[:12])}",
            )
        where = ("score", value)
        given = [k for k in ("every", "table") if k in rule]
        if len(given) != 1:
            line.fail(
                line.value_at(*where),
                "missing-key" if not given else "too-many-items",
                f"the rule of {value} needs exactly one of `every` and `table`"
                + (f", not {len(given)}" if given else ""),
                "write `{every: 2, points: 5}` (each pair scores 5) or `{table: {1: 1, 2: 3}}`",
            )
        if "every" in rule and "points" not in rule:
            line.fail(
                line.key_at(*where, "every"),
                "missing-key",
                f"`every` says how many cards of {value} score together, but not their points",
                "add `points: N`",
            )
        if "table" in rule and "points" in rule:
            line.fail(
                line.key_at(*where, "points"),
                "too-many-items",
                f"the count of {value} scores from its table, so `points` says nothing",
                "drop `points:`, or use `every:` instead of the table",
            )
        table = tuple(sorted((rule.get("table") or {}).items()))
        for size, _ in table:
            if size < 1:
                line.fail(
                    line.key_at(*where, "table", size),
                    "out-of-bounds",
                    "a count of 0 cards never scores",
                    "start the table at `1:`",
                )
        rules.append(ValueRule(value, rule.get("every"), rule.get("points", 0), table))
    return PerValueLine(of, tuple(rules), line.index, title=data.get("title"))


PER_VALUE = Family("per_value", SPEC, read)

__all__ = ["PER_VALUE", "PerValueLine", "ValueRule"]
