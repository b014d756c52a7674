"""`most` and `fewest`: the most- or least-held value of a player's own (the colour you hold
most), or the player holding the most or fewest (of one value, or of every card), with a tie
rule."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import signed, unit, value_name
from printgen.format.spec import any_of, boolean, choice, key, obj, text
from printgen.game.scoring.model import Family, Holding, Line, counts_by
from printgen.game.scoring.parts import AGAINST, POINTS, TIES, TITLE
from printgen.pieces.model import Words


def _spec(description: str, fewest: bool):
    keys = [
        key("of", text("The attribute counted (a colour)"), required=True),
        key(
            "among",
            choice(
                "`values`: the player's own values compared (the colour you hold most); "
                "`players`: the players compared",
                ("values", "players"),
                "values",
            ),
        ),
        key(
            "value",
            text("With `among: players`: the value counted, such as `red`; every card by default"),
        ),
        key(
            "points",
            any_of(
                "`count`: the count itself; or fixed points",
                choice("the count", ("count",)),
                POINTS,
                default="count",
            ),
        ),
        key("ties", TIES),
        AGAINST,
    ]
    if fewest:
        keys.append(
            key(
                "unless_most",
                boolean(
                    "A value the player holds as many of as their most-held one does not "
                    "count as fewest",
                    False,
                ),
            )
        )
    return obj(description, *keys, TITLE)


MOST_SPEC = _spec("The most of a kind: your most-held value, or the player holding most", False)
FEWEST_SPEC = _spec(
    "The fewest of a kind: your least-held value among those held, or the player holding fewest",
    True,
)


@dataclass(frozen=True)
class ExtremeLine(Line):
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

    @property
    def reads_others(self) -> bool:
        return self.among == "players"

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

    # -- words -------------------------------------------------------------------------------------
    def _what(self, game, language: str, m) -> str:
        return (
            value_name(game, self.of, self.value, language)
            if self.value is not None
            else m.text("score_what_cards")
        )

    def own_heading(self, game, language: str, m) -> str:
        if self.among == "players":
            return m.text(f"score_{self.kind}_players_title", what=self._what(game, language, m))
        return m.text(f"score_{self.kind}_title", unit=unit(game, self.of, language))

    def rule(self, game, language: str, m) -> list[str]:
        u = unit(game, self.of, language)
        worth = (
            m.text("score_worth_count")
            if self.points == "count"
            else m.text("score_worth_points", points=signed(int(self.points)))
        )
        against = "_against" if self.against else ""
        if self.among == "values":
            words = [m.text(f"score_{self.kind}_values{against}", unit=u, worth=worth)]
            if self.kind == "fewest" and self.unless_most:
                words.append(
                    m.text("score_unless_most", unit=u, units=unit(game, self.of, language, 2))
                )
        else:
            what = self._what(game, language, m)
            words = [m.text(f"score_{self.kind}_players{against}", what=what, worth=worth)]
        if self.ties == "broken":
            words.append(m.text("score_ties_broken", rule=self.broken_by.get(language)))
        elif self.ties is not None:
            words.append(m.text(f"score_ties_{self.ties}", unit=u))
        return words

    # -- what the checks ask -----------------------------------------------------------------------
    def open_tie(self) -> str | None:
        if self.ties is not None:
            return None
        if self.among == "players":
            return "two players hold as many"
        return f"two {self.of} values are held as often"


def _read(kind: str):
    def read(data: dict, line) -> ExtremeLine:
        of = line.attribute(data, "of")
        value = data.get("value")
        if value is not None:
            if data.get("among") != "players":
                line.fail(
                    line.key_at("value"),
                    "missing-key",
                    "`value` names what players compare, but the line compares your own values",
                    "add `among: players`, or drop `value:`",
                )
            line.value_of(data, "value", of)
        ties = data.get("ties")
        broken = None
        if isinstance(ties, dict):
            ties, broken = "broken", ties["rule"]
        return ExtremeLine(
            kind,
            of,
            line.index,
            data["among"],
            value,
            data["points"],
            ties,
            broken,
            data["against"],
            data.get("unless_most", False),  # only the fewest has it
            data.get("title"),
        )

    return read


MOST = Family("most", MOST_SPEC, _read("most"))
FEWEST = Family("fewest", FEWEST_SPEC, _read("fewest"))

__all__ = ["ExtremeLine", "FEWEST", "MOST"]
