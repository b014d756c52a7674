"""`bid`: before a round each player bids the tricks they will win; a bid made scores (a fixed part
and a part per trick won), a bid missed costs (per trick off), and a bid of 0 may score by the
cards dealt (Skull King, Wizard). The player's bid, tricks won and cards dealt are in the holding
(an example's `bid`, `tricks` and `dealt`); `printgen play` has no bids, so a game with `play:`
cannot use it."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed
from printgen.format.spec import integer, key, obj
from printgen.game.scoring.model import Family, Holding, Line
from printgen.game.scoring.parts import POINTS, TITLE
from printgen.pieces.model import Words


def _result(description: str):
    return obj(
        description,
        key("points", integer("Points for the bid, whatever the tricks", -999, 999, 0)),
        key("each", integer("Points for each trick (won, or off the bid)", -999, 999, 0)),
    )


SPEC = obj(
    "A bid of tricks each round: made or missed, by the tricks won",
    key(
        "made",
        _result("A bid made: `points`, and `each` for every trick won (Wizard: 20 and 10)"),
        required=True,
    ),
    key(
        "missed",
        _result("A bid missed: `points`, and `each` for every trick off the bid (Wizard: -10)"),
        required=True,
    ),
    key(
        "zero",
        obj(
            "A bid of 0 scores by the cards dealt to the player (Skull King: 10 a card made, "
            "-10 missed)",
            key("made", POINTS, required=True),
            key("missed", POINTS, required=True),
        ),
    ),
    TITLE,
)


@dataclass(frozen=True)
class BidLine(Line):
    """A bid made scores `made` (fixed) + `made_each` per trick; missed, `missed` + `missed_each`
    per trick off; a bid of 0 with `zero` scores it per card dealt instead."""

    made: int = 0
    made_each: int = 0
    missed: int = 0
    missed_each: int = 0
    zero: tuple[int, int] | None = None  # (made, missed) per card dealt
    index: int = 0
    kind: str = "bid"
    title: Words | None = None

    def score(self, holding: Holding) -> int:
        bid, tricks = holding.bid, holding.tricks
        if bid is None:
            return 0
        if bid == 0 and self.zero is not None:
            return (self.zero[0] if tricks == 0 else self.zero[1]) * holding.dealt
        if tricks == bid:
            return self.made + self.made_each * tricks
        return self.missed + self.missed_each * abs(tricks - bid)

    def bounds(self, deck: tuple) -> None:
        """Not worked out: the tricks a player can win depend on the round's deal, not the deck."""
        return None

    # -- words -------------------------------------------------------------------------------------
    def rule(self, game, language: str, m) -> list[str]:
        words = [m.text("score_bid")]
        for name, points, each in (
            ("made", self.made, self.made_each),
            ("missed", self.missed, self.missed_each),
        ):
            if points and each:
                words.append(m.text(f"score_bid_{name}", points=signed(points), each=signed(each)))
            elif each:
                words.append(m.text(f"score_bid_{name}_each", each=signed(each)))
            else:
                words.append(m.text(f"score_bid_{name}_points", points=signed(points)))
        if self.zero is not None:
            words.append(
                m.text("score_bid_zero", made=signed(self.zero[0]), missed=signed(self.zero[1]))
            )
        return words

    # -- what the checks ask -----------------------------------------------------------------------
    def play_lacks(self) -> str | None:
        return "bids and tricks"


def read(data: dict, line) -> BidLine:
    made, missed = data["made"], data["missed"]
    zero = data.get("zero")
    return BidLine(
        made["points"],
        made["each"],
        missed["points"],
        missed["each"],
        (zero["made"], zero["missed"]) if zero is not None else None,
        line.index,
        title=data.get("title"),
    )


BID = Family("bid", SPEC, read)

__all__ = ["BID", "BidLine"]
