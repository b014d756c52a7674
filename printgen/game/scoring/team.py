"""`team`: the players win or lose together, on one score for the team: the highest number of
each value laid out (Hanabi's fireworks: each colour scores its highest card), or the cards left
in hand and in the draw pile, fewer being better (The Game); `win` is the score at which the team
wins (at least it, or for cards left at most it). The team's cards are the holding (an example's
`cards`, or `hand` for the cards left); `printgen play` scores players one by one, so a game with
`play:` cannot use it."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import unit
from printgen.format.spec import choice, integer, key, obj, text
from printgen.game.scoring.model import Family, Holding, Line, values_of
from printgen.game.scoring.parts import TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "A shared result: the players win or lose together on the team's score",
    key(
        "scores",
        choice(
            "`highest`: each value of `per` scores the highest number of `of` the team laid "
            "out (Hanabi's fireworks); `left`: every card left in hand and in the draw pile "
            "counts 1, fewer being better (The Game)",
            ("highest", "left"),
        ),
        required=True,
    ),
    key("of", text("With `highest`: the number attribute (a card's number)")),
    key("per", text("With `highest`: the attribute whose values score apart (a colour)")),
    key(
        "win",
        integer(
            "The score at which the team wins: at least it (`highest`), at most it (`left`)",
            0,
            100_000,
        ),
    ),
    TITLE,
)


@dataclass(frozen=True)
class TeamLine(Line):
    """The team's score: `highest` of `of` per value of `per`, or the cards `left`."""

    scores: str
    of: str | None = None
    per: str | None = None
    win: int | None = None
    index: int = 0
    kind: str = "team"
    title: Words | None = None

    def _highest(self, cards) -> int:
        top: dict = {}
        for card in cards:
            numbers = [v for v in values_of(card, self.of) if isinstance(v, int)]
            for value in values_of(card, self.per):
                for number in numbers:
                    top[value] = max(top.get(value, number), number)
        return sum(top.values())

    def score(self, holding: Holding) -> int:
        if self.scores == "left":
            return len(holding.hand) + holding.hand_count
        return self._highest(holding.cards)

    def bounds(self, deck: tuple) -> tuple[int, int]:
        """Exact: the most is every card laid out (each value's highest number), the least each
        value's lowest number laid out alone where it is below 0, else nothing; or from every card
        left to none."""
        if self.scores == "left":
            return len(deck), 0
        bottom: dict = {}
        for card in deck:
            numbers = [v for v in values_of(card, self.of) if isinstance(v, int)]
            for value in values_of(card, self.per):
                for number in numbers:
                    bottom[value] = min(bottom.get(value, number), number)
        return self._highest(deck), sum(min(0, low) for low in bottom.values())

    # -- words -------------------------------------------------------------------------------------
    def rule(self, game, language: str, m) -> list[str]:
        if self.scores == "left":
            words = [m.text("score_team_left")]
            if self.win is not None:
                words.append(m.text("score_team_win_left", win=self.win))
            return words
        words = [
            m.text(
                "score_team_highest",
                of=unit(game, self.of, language),
                per=unit(game, self.per, language),
            )
        ]
        if self.win is not None:
            words.append(m.text("score_team_win", win=self.win))
        return words

    # -- what the checks ask -----------------------------------------------------------------------
    def play_lacks(self) -> str | None:
        return "a score shared by the team"

    def unreachable_win(self, deck: tuple) -> tuple[tuple, str] | None:
        """Where the team's `win` is past any score the deck allows: its path and why."""
        if self.win is None or self.scores != "highest":
            return None
        top = self._highest(deck)
        if self.win <= top:
            return None
        return (
            ("scoring", self.index, "team", "win"),
            f"the team wins at {self.win}, but the deck's best is {top} (the highest {self.of} of "
            f"each {self.per}, added up)",
        )


def read(data: dict, line) -> TeamLine:
    scores = data["scores"]
    if scores == "highest":
        for needed in ("of", "per"):
            if needed not in data:
                line.fail(
                    line.key_at("scores"),
                    "missing-key",
                    f"a team scoring the highest number of each value needs `{needed}`",
                    "add `of: number` and `per: colour`",
                )
    else:
        for extra in ("of", "per"):
            if extra in data:
                line.fail(
                    line.key_at(extra),
                    "too-many-items",
                    f"a team scoring the cards left counts every card, so `{extra}` says nothing",
                    f"drop `{extra}:`",
                )
    of = line.attribute(data, "of", number=True)
    per = line.attribute(data, "per")
    return TeamLine(scores, of, per, data.get("win"), line.index, title=data.get("title"))


TEAM = Family("team", SPEC, read)

__all__ = ["TEAM", "TeamLine"]
