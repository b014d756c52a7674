"""`groups`: a group of at least `size` cards of one value scores once, however large (fixed
points, or by value from a table)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit, value_rows
from printgen.format.spec import integer, key, obj, text
from printgen.game.scoring.model import Family, Holding, Line, constant_points, counts_by, most_of
from printgen.game.scoring.parts import POINTS, TITLE, VALUE_TABLE
from printgen.pieces.model import Words

SPEC = obj(
    "Groups: cards of one value, at least `size` of them together, each group scoring once "
    "however large",
    key("of", text("The attribute whose values group"), required=True),
    key("size", integer("The cards a group needs", 2, 200), required=True),
    key("points", POINTS),
    key("table", VALUE_TABLE),
    TITLE,
    one_of=("points", "table"),
)


@dataclass(frozen=True)
class GroupsLine(Line):
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

    # -- words -------------------------------------------------------------------------------------
    def own_heading(self, game, language: str, m) -> str:
        return m.text("score_groups_title", unit=unit(game, self.of, language))

    def rule(self, game, language: str, m) -> list[str]:
        u = unit(game, self.of, language)
        if self.points is not None:
            return [m.text("score_groups", size=self.size, unit=u, points=signed(self.points))]
        return [m.text("score_groups_table", size=self.size, unit=u)]

    def rows(self, game, language: str, m):
        return value_rows(game, self.of, self.table, language, m) if self.table else None

    # -- what the checks ask -----------------------------------------------------------------------
    def values_scored(self) -> tuple[str, tuple] | None:
        return (self.of, self.table) if self.table else None

    def declared_points(self, deck: tuple) -> tuple[str, dict] | None:
        if self.table:
            return self.of, dict(self.table)
        if self.points is not None:
            return self.of, {v: self.points for v in counts_by(deck, self.of)}
        return None

    def constant_words(self, deck: tuple) -> tuple[str, str] | None:
        points = constant_points(self.table, self.of, deck)
        if points is None:
            return None
        return f"every group scores {points} whatever its {self.of}", f"`points: {points}`"

    def never_hint(self, deck: tuple) -> str:
        return (
            f"a group needs {self.size} cards of one {self.of}, but the deck has at most "
            f"{most_of(deck, self.of)}: lower `size`"
        )


def read(data: dict, line) -> GroupsLine:
    line.exactly_one(data, SPEC, "groups")
    of = line.attribute(data, "of")
    return GroupsLine(
        of,
        data["size"],
        line.index,
        data.get("points"),
        line.value_table(data, of),
        title=data.get("title"),
    )


GROUPS = Family("groups", SPEC, read)

__all__ = ["GROUPS", "GroupsLine"]
