"""`pairs`: every two cards of one value score the same points (three of a kind hold one pair,
four hold two)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit
from printgen.format.spec import integer, key, obj, text
from printgen.game.scoring.model import Family, Holding, Line, counts_by, most_of
from printgen.game.scoring.parts import TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "Pairs: every two cards of one value of an attribute score `points` (four of a kind are two "
    "pairs)",
    key("of", text("The attribute whose equal values pair (a colour)"), required=True),
    key("points", integer("The points of each pair", -999, 999), required=True),
    TITLE,
)


@dataclass(frozen=True)
class PairsLine(Line):
    """Each pair of cards showing the same value of `of` scores `points`."""

    of: str
    points: int
    index: int = 0
    kind: str = "pairs"
    title: Words | None = None

    def _pairs(self, cards) -> int:
        return sum(n // 2 for n in counts_by(cards, self.of).values())

    def score(self, holding: Holding) -> int:
        return self._pairs(holding.cards) * self.points

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact: every pair the deck holds, or none."""
        total = self._pairs(deck) * self.points
        return max(0, total), min(0, total)

    def own_heading(self, game, language: str, m) -> str:
        return m.text("score_pairs_title", unit=unit(game, self.of, language))

    def rule(self, game, language: str, m) -> list[str]:
        return [
            m.text("score_pairs", unit=unit(game, self.of, language), points=signed(self.points))
        ]

    def never_hint(self, deck: tuple) -> str:
        if self.points == 0:
            return "give a pair points other than 0"
        return (
            f"a pair needs 2 cards of one {self.of}, but the deck has at most "
            f"{most_of(deck, self.of)}: give a {self.of} more copies"
        )


def read(data: dict, line) -> PairsLine:
    of = line.attribute(data, "of")
    return PairsLine(of, data["points"], line.index, title=data.get("title"))


PAIRS = Family("pairs", SPEC, read)

__all__ = ["PAIRS", "PairsLine"]
