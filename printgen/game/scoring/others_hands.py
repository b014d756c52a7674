"""`others_hands`: the player who empties their hand scores the cards left in the other players'
hands (UNO: each card its number, 20 for an action, 50 for a wild): `each`, a number `field`, or
by value from a `table`. The other hands are in the holding (an example's `others_hands`, and in
`printgen play` every other player's zones that score as a hand)."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit, value_rows
from printgen.format.spec import integer, key, obj, text
from printgen.game.scoring.model import (
    CardFields,
    Family,
    Holding,
    Line,
    constant_points,
    values_of,
)
from printgen.game.scoring.parts import TITLE, VALUE_TABLE
from printgen.pieces.model import Words

SPEC = obj(
    "The player who empties their hand scores the cards left in the others' hands: `each` card "
    "the same, its number (`field`), or by value (`of` and `table`)",
    key("each", integer("Points for every card", -999, 999)),
    key("field", text("A number attribute: each card scores its number")),
    key("of", text("The attribute whose values score from `table`")),
    key("table", VALUE_TABLE),
    TITLE,
    one_of=("each", "field", "of"),
)


@dataclass(frozen=True)
class OthersHandsLine(Line):
    """With an empty hand, the cards of the others' hands score for the player."""

    index: int = 0
    each: int | None = None
    field: str | None = None
    of: str | None = None
    table: tuple[tuple[object, int], ...] = ()
    kind: str = "others_hands"
    title: Words | None = None
    reads_others_hands = True

    def card_points(self, card: CardFields) -> int:
        if self.each is not None:
            return self.each
        if self.field is not None:
            return sum(v for v in values_of(card, self.field) if isinstance(v, int))
        table = dict(self.table)
        return sum(table.get(v, 0) for v in values_of(card, self.of))

    def score(self, holding: Holding) -> int:
        if holding.hand or holding.hand_count:
            return 0
        return sum(self.card_points(card) for hand in holding.others_hands for card in hand)

    def bounds(self, deck: tuple) -> None:
        """Not worked out: how many cards the others keep depends on the deal and the play."""
        return None

    # -- words -------------------------------------------------------------------------------------
    def rule(self, game, language: str, m) -> list[str]:
        if self.each is not None:
            return [m.text("score_others_hands_each", points=signed(self.each))]
        if self.field is not None:
            return [m.text("score_others_hands_field", unit=unit(game, self.field, language))]
        return [m.text("score_others_hands_table", unit=unit(game, self.of, language))]

    def rows(self, game, language: str, m):
        return value_rows(game, self.of, self.table, language, m) if self.table else None

    # -- what the checks ask -----------------------------------------------------------------------
    def values_scored(self) -> tuple[str, tuple] | None:
        return (self.of, self.table) if self.table and self.of is not None else None

    def constant_words(self, deck: tuple) -> tuple[str, str] | None:
        points = constant_points(self.table, self.of, deck)
        if points is None:
            return None
        return f"every card scores {points} whatever its {self.of}", f"`each: {points}`"


def read(data: dict, line) -> OthersHandsLine:
    line.exactly_one(data, SPEC, "the others' hands")
    line.together(data, "table", "of")
    line.together(data, "of", "table")
    of = line.attribute(data, "of")
    field = line.attribute(data, "field", number=True, derived=True)
    return OthersHandsLine(
        line.index, data.get("each"), field, of, line.value_table(data, of), title=data.get("title")
    )


OTHERS_HANDS = Family("others_hands", SPEC, read)

__all__ = ["OTHERS_HANDS", "OthersHandsLine"]
