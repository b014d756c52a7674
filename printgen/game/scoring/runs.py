"""`runs`: runs of consecutive numbers among a player's cards, each scoring its lowest, highest
or summed number, or its length from a table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from printgen.components.scoring_words import signed
from printgen.format.spec import choice, integer, key, obj, text
from printgen.game.scoring.model import (
    MAX_STATES,
    Family,
    GrowingTable,
    Holding,
    Line,
    longest_run,
    values_of,
)
from printgen.game.scoring.parts import AGAINST, COUNT_TABLE, TITLE
from printgen.pieces.model import Words

SPEC = obj(
    "Runs of consecutive numbers among a player's cards",
    key("of", text("The number attribute"), required=True),
    key(
        "scores",
        choice(
            "What a run scores: its `lowest` or `highest` number, their `sum`, or its "
            "`length` from `table`",
            ("lowest", "highest", "sum", "length"),
            "lowest",
        ),
    ),
    key("table", COUNT_TABLE),
    key("min", integer("The shortest run that scores", 1, 200, 1)),
    AGAINST,
    TITLE,
)


@dataclass(frozen=True)
class RunsLine(Line):
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

    # -- words -------------------------------------------------------------------------------------
    def rule(self, game, language: str, m) -> list[str]:
        what = m.text(f"score_runs_{self.scores}")
        key_ = "score_runs" if self.min > 1 else "score_runs_one"
        return [m.text(key_ + ("_against" if self.against else ""), min=self.min, what=what)]

    def rows(self, game, language: str, m):
        if not self.table:
            return None
        last = self.table[-1][0]
        rows = [
            (
                m.text("score_sets_row_last", count=size)
                if size == last
                else m.text("score_runs_row", count=size),
                signed(points),
            )
            for size, points in self.table
        ]
        return (m.text("score_runs_title"), m.text("score_points")), rows

    # -- what the checks ask -----------------------------------------------------------------------
    def growing_tables(self, deck: tuple) -> tuple[GrowingTable, ...]:
        if self.scores != "length":
            return ()
        return (
            GrowingTable(
                ("scoring", self.index, "runs", "table"),
                self.table,
                longest_run(deck, self.of),
                "numbers in a row",
                self.min,
            ),
        )

    def never_hint(self, deck: tuple) -> str:
        return (
            f"a run needs {self.min} numbers in a row; the deck's longest is "
            f"{longest_run(deck, self.of)}: lower `min`"
        )


def read(data: dict, line) -> RunsLine:
    of = line.attribute(data, "of", number=True)
    scores = data["scores"]
    if scores == "length" and "table" not in data:
        line.fail(
            line.reader.keys.get(line.path + ("scores",), line.value_at()),
            "missing-key",
            "runs that score their length need a `table` of points by length",
            "add `table: {3: 3, 4: 5, 5: 8}`",
        )
    if scores != "length" and "table" in data:
        line.fail(
            line.key_at("table"),
            "too-many-items",
            f"runs that score their {scores} number have no table",
            "add `scores: length`, or drop `table:`",
        )
    return RunsLine(
        of,
        line.index,
        scores,
        tuple(sorted((data.get("table") or {}).items())),
        data["min"],
        data["against"],
        title=data.get("title"),
    )


RUNS = Family("runs", SPEC, read)

__all__ = ["RUNS", "RunsLine"]
