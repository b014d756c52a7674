"""The advice codes `printgen validate --deep` reports as warnings, documented like the checks:
a summary, details, then a `Fails:` and a `Passes:` example setup, which the tests run.

They are registered in `printgen.neighbours.checks`' catalogue as deep checks, so docs/checks.md
lists
them, but plain `validate` never runs them: they need simulation and the exact solver.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.checks.registry import WARNING, Check, documented, parse_doc


@dataclass(frozen=True, eq=False)
class AdviceCode:
    """A code the analysis's advice gives, with its documentation and hint."""

    code: str
    summary: str
    details: str
    failing: str
    passing: str
    hint: str


DOCUMENTED: list[Check] = []  # the codes as checks, for the catalogue (printgen.checks.table)


def _code(code: str, hint: str, doc: str) -> AdviceCode:
    DOCUMENTED.append(documented(code, WARNING, doc, deep=True))
    return AdviceCode(code, *parse_doc(doc), hint)


ADVICE_CODES = {
    entry.code: entry
    for entry in (
        _code(
            "seat-unfair",
            "change the starting row, or have the first seat rotate from game to game",
            """
        Seat order decides too much: a seat's 95% win-share interval lies wholly more than 5 points
        from a fair share.

        Measured with greedy bots at tables of 2 and of 4 (20,000 games each, seed 1); the evidence
        lists each unfair seat's share and interval.

        Fails:
            name: Demo
            hand: [1, 2, 4, 6]
            row: [2, 4, 4, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}

        Passes:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}
        """,
        ),
        _code(
            "greedy-punished",
            "reward planning less sharply, or say in the rules that saving a card can pay",
            """
        Taking the most points every turn is punished: against perfect play a greedy seat ends 2 or
        more points worse, or its outcome drops.

        Exact, for two players: the greedy seat picks the best of its greediest moves and the other
        plays perfectly. The 2 points are two steps of the setup's points: the threshold scales with
        them (the greatest common divisor of every score the solutions make), so a setup whose
        points are all multiplied by the same number gets the same advice.

        Fails:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}

        Passes:
            name: Demo
            hand: [1, 2, 4, 6]
            row: [2, 4, 4, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}
        """,
        ),
        _code(
            "forced-opening",
            "change the starting row so that more than one opening keeps the best result",
            """
        A single forced opening: under perfect play only one first move reaches the first player's
        best outcome.

        Exact, for two players; not reported when every opening loses.

        Fails:
            name: Demo
            hand: [3, 4, 5]
            row: [5, 3, 4, 3, 5]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}

        Passes:
            name: Demo
            hand: [1, 2, 4, 6]
            row: [2, 4, 4, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}
        """,
        ),
        _code(
            "random-misleads",
            "trust the exact figures, and playtest with players who plan",
            """
        Random playouts point the wrong way: random play says one seat tends to win, perfect play
        says otherwise.

        Compares 20,000 random two-player games (the first seat's win-share interval excludes 50%)
        with the exact outcome.

        Fails:
            name: Demo
            hand: [1, 2, 4]
            row: [4, 4, 2, 1]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}

        Passes:
            name: Demo
            hand: [1, 2, 4, 6]
            row: [2, 4, 4, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}
        """,
        ),
        _code(
            "mostly-scoreless",
            "loosen a clause so that more pairs score; `printgen show` prints the score table",
            """
        Most turns score nothing, even for players who take the most points they can.

        Measured with two greedy bots (20,000 games, seed 1): more than half of all turns score 0.

        Fails:
            name: Demo
            hand: [1, 2, 3, 6]
            row: [1, 2, 1, 3]
            scoring:
              clauses:
                - {points: 1, if: {sum: 12}}

        Passes:
            name: Demo
            hand: [1, 2, 4, 6]
            row: [2, 4, 4, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}
        """,
        ),
        _code(
            "luck-decides",
            "make good moves pay more than poor ones: fewer pairs that score, or points that "
            "differ more between them",
            """
        Skill hardly matters: a greedy seat against random seats wins at most 10 percentage points
        over a fair share.

        Measured seat by seat: greedy in one seat and random in the others (2,000 games per seat at
        two players for `validate --deep`; `--skill-games` for `analyze`), pooled over every seat;
        reported when the pooled share's whole 95% interval lies less than 10 percentage points over
        a fair
        share. A share needs no scaling: multiplying every point changes nothing.

        Fails:
            name: Demo
            hand: [4, 4]
            row: [5, 3, 6, 4]
            scoring:
              clauses:
                - {points: 3, if: {difference: 1}}
                - {points: 2, if: {equal: true}}

        Passes:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}
        """,
        ),
        _code(
            "decided-early",
            "let late turns score more, or start the row with fewer scoring spots so that the "
            "lead can still change",
            """
        Games are decided early: the eventual winner leads alone for good from within the first
        third of the turns.

        Measured with two greedy bots (20,000 games, seed 1) over the games with one winner;
        reported
        when the whole 95% interval of the mean turn from which the winner leads alone to the end
        lies within the first third of the game's turns.

        Fails:
            name: Demo
            hand: [1, 2, 5]
            row: [5, 2]
            scoring:
              clauses:
                - {points: 2, if: {equal: true}}
                - {points: 1, if: {difference: 1}}

        Passes:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}
        """,
        ),
        _code(
            "few-choices",
            "add a clause or widen one, so that where a card goes changes what it scores",
            """
        Most turns offer no real choice: on more than half of all turns every legal move scores the
        same.

        Measured with two greedy bots (20,000 games, seed 1): a turn's choices are the distinct
        scores its legal moves make (a forced discard has one); reported when the whole 95% interval
        of the share of one-choice turns lies above one half.

        Fails:
            name: Demo
            hand: [3, 3, 5]
            row: [4, 3]
            scoring:
              clauses:
                - {points: 2, if: {difference: 1}}

        Passes:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}
        """,
        ),
        _code(
            "lopsided-wins",
            "even out the points (a smaller top prize, more pairs that score a little)",
            """
        Wins are lopsided: the mean margin of victory is worth more than two average turns.

        Measured with two greedy bots (20,000 games, seed 1); reported when the whole 95% interval
        of the mean margin lies above the points two average turns score. The threshold is in the
        setup's own points (an average turn's), so multiplying every point changes no advice.

        Fails:
            name: Demo
            hand: [2, 5]
            row: [3, 4, 6, 1, 4]
            scoring:
              clauses:
                - {points: 3, if: {sum: 7}}

        Passes:
            name: Demo
            hand: [2, 4, 5, 6]
            row: [6, 2, 2, 4]
            scoring:
              clauses:
                - {points: 1, if: {difference: 1}}
        """,
        ),
    )
}
