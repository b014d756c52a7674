"""Checks on the scoring rule as a whole."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import WARNING, Reporter, check
from printgen.core.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import evaluation
from printgen.neighbours.checks.play import numbers_text, pairs_text, play_of, play_ready
from printgen.neighbours.model import DIRECTIONAL_KEYS, Condition, Setup
from printgen.read.expr import ExprEvalError


def _table(setup: Setup) -> dict[tuple[int, int], int] | None:
    """Points for every pair of values, or None when the engine cannot score them all."""
    found = evaluation(setup)
    return found.points if found is not None and found.ok else None


def _played(setup: Setup) -> dict[tuple[int, int], int] | None:
    """Points for every pair that can form in play, or None when play cannot be judged."""
    table = _table(setup)
    if table is None or not play_ready(setup):
        return None
    pairs = play_of(setup).pairs
    return {pair: points for pair, points in table.items() if pair in pairs}


def _range_text(domain: tuple[int, ...]) -> str:
    """ "values in 1..6", or "the values 1, 3, 5" when they have gaps."""
    return (
        f"values in {domain[0]}..{domain[-1]}"
        if domain[-1] - domain[0] + 1 == len(domain)
        else f"the values {numbers_text(domain)}"
    )


@check("rule-never-scores")
def check_rule_scores(setup: Setup) -> Iterator[Diagnostic]:
    """No pair of values the row can hold ever scores, so every game ends 0 to 0.

    Fails:
        name: Demo
        hand: [1, 2, 3]
        row: [1, 2, 3]
        scoring:
          clauses:
            - {points: 1, if: {sum: 10}}

    Passes:
        name: Demo
        hand: [1, 2, 3]
        row: [1, 2, 3]
        scoring:
          clauses:
            - {points: 1, if: {sum: 5}}
    """
    table = _table(setup)
    if table is not None and not any(table.values()):
        yield Reporter(setup, "rule-never-scores").at(
            ("scoring", "clauses"),
            f"no pair of {_range_text(setup.domain)} scores under this rule, so every game "
            "ends in a draw at 0",
            "loosen a clause so that some pairs score; `printgen show` prints the score table",
        )


@check("rule-never-scores-in-play")
def check_rule_scores_in_play(setup: Setup) -> Iterator[Diagnostic]:
    """Some pairs of values score, but none of them ever sit side by side in play, so every game
    ends 0 to 0.

    A pair scores only when a card is placed: it is the card just placed (a hand card) and its
    neighbour. Pairs of two starting cards, and pairs that need a starting card on the side of it
    where the row ends, never score.

    Fails:
        name: Eights
        values: {min: 1, max: 9}
        hand: [1, 2, 3]
        row: [1, 8, 9, 3]
        scoring:
          clauses:
            - {points: 1, if: {sum: 17}}

    Passes:
        name: Eights
        values: {min: 1, max: 9}
        hand: [1, 2, 3, 8, 9]
        row: [1, 8, 9, 3]
        scoring:
          clauses:
            - {points: 1, if: {sum: 17}}
    """
    table, played = _table(setup), _played(setup)
    if table is None or played is None or not any(table.values()) or any(played.values()):
        return
    play = play_of(setup)
    scoring = sorted(pair for pair, points in table.items() if points)
    because = play.why_never_all(scoring)
    yield Reporter(setup, "rule-never-scores-in-play").at(
        ("scoring", "clauses"),
        "no pair that can form in play scores, so every game ends 0 to 0: only "
        f"{pairs_text(scoring)} score{'s' if len(scoring) == 1 else ''}, and {because}",
        f"pairs formed in play hold a hand card ({numbers_text(setup.hand)}); add values to "
        "the hand, or change the rule so that such pairs score",
    )


@check("rule-constant", WARNING)
def check_rule_varies(setup: Setup) -> Iterator[Diagnostic]:
    """Every pair scores the same, so no choice of card or position ever matters.

    Judged on the pairs that can form in play.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {sum: {min: 2}}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {sum: {min: 7}}}
    """
    table, played = _table(setup), _played(setup)
    if played is None:
        return
    points = set(played.values())
    if len(points) == 1 and points != {0}:
        which = "every pair" if len(played) == len(table) else "every pair that can form in play"
        yield Reporter(setup, "rule-constant").at(
            ("scoring", "clauses"),
            f"{which} scores {points.pop()}, so no choice of card or position matters",
            "make the clauses hold for some pairs and not for others",
        )


@check("direction-under-either")
def check_direction_under_either(setup: Setup) -> Iterator[Diagnostic]:
    """Under `reading: either`, a condition that depends on which card is on the left.

    `rise`, `left` and `right` read the pair in one direction, and so may an `expr`. Either
    declare `reading: left-to-right` or use a test that does not depend on direction. The clause
    is judged as a whole, on the pairs that can form in play: a one-sided part that the rest of
    the clause makes symmetric (`sum: 7` with `expr: "left < right or left + right == 7"`) is
    no error.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [6, 2, 5, 1, 4, 3]
        scoring:
          reading: either
          clauses:
            - {points: 2, if: {rise: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [6, 2, 5, 1, 4, 3]
        scoring:
          reading: left-to-right
          clauses:
            - {points: 2, if: {rise: 1}}
    """
    if setup.scoring.reading != "either":
        return
    reporter = Reporter(setup, "direction-under-either")
    found = evaluation(setup)
    if found is None:
        pairs = []  # too many values to walk: a directional test is reported as it stands
    else:
        pairs = (
            sorted(play_of(setup).pairs)
            if play_ready(setup)
            else [(left, right) for left in setup.domain for right in setup.domain]
        )
    for index, clause in enumerate(setup.scoring.clauses):
        condition = clause.condition
        parts = [key for key in DIRECTIONAL_KEYS if getattr(condition, key) is not None] + (
            ["expr"] if condition.expr is not None else []
        )
        if not parts:
            continue
        if found is not None and any(reached for _, _, reached in found.failures[index]):
            continue  # judged once expr-division-by-zero's problem is fixed
        # the clause as a whole, read both ways: a one-sided part may be made symmetric by the rest
        lopsided = (
            [(left, right) for left, right in pairs if _differs(condition, left, right)]
            if found is not None
            else None
        )
        if lopsided == []:
            continue
        reported = False
        for key in parts:
            witness = (
                _witness(Condition(**{key: getattr(condition, key)}), lopsided)
                if lopsided is not None
                else ((0, 0) if key != "expr" else None)
            )
            if witness is None:
                continue
            reported = True
            path = ("scoring", "clauses", index, "if", key)
            if key == "expr":
                left, right = witness
                yield reporter.at(
                    path,
                    f"the expression holds for {left}-{right} but not for {right}-{left}, but the "
                    "scoring says `reading: either`",
                    "declare `reading: left-to-right`, or make the expression symmetric (for "
                    "example with abs)",
                )
            else:
                yield reporter.at(
                    path,
                    f"`{key}` reads the pair from left to right, but the scoring says "
                    "`reading: either`",
                    f"declare `reading: left-to-right`, or use `difference` instead of `{key}`"
                    if key == "rise"
                    else "declare `reading: left-to-right`",
                )
        if not reported and lopsided:
            left, right = _witness(condition, lopsided)
            yield reporter.at(
                ("scoring", "clauses", index, "if"),
                f"clause {index + 1} holds for {left}-{right} but not for {right}-{left}, but the "
                "scoring says `reading: either`",
                "declare `reading: left-to-right`, or make the clause symmetric",
            )


def _holds(condition: Condition, left: int, right: int) -> bool | None:
    try:
        return condition.holds(left, right)
    except ExprEvalError:
        return None  # expr-division-by-zero reports it


def _differs(condition: Condition, left: int, right: int) -> bool:
    """True when the condition judges the pair differently read each way."""
    one, other = _holds(condition, left, right), _holds(condition, right, left)
    return one is not None and other is not None and one != other


def _witness(condition: Condition, pairs) -> tuple[int, int] | None:
    """The first of `pairs` that `condition` judges differently read each way, turned so that it
    holds read as given; None if there is none."""
    for left, right in pairs:
        if _differs(condition, left, right):
            return (left, right) if _holds(condition, left, right) else (right, left)
    return None


@check("symmetric-left-to-right", WARNING)
def check_symmetric_left_to_right(setup: Setup) -> Iterator[Diagnostic]:
    """`reading: left-to-right` is declared, but every pair scores the same in both directions.

    Judged on the pairs that can form in play, each read both ways.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          reading: left-to-right
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          reading: either
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    if setup.scoring.reading != "left-to-right":
        return
    table, played = _table(setup), _played(setup)
    if played is None:
        return
    if all(table[left, right] == table[right, left] for left, right in played):
        yield Reporter(setup, "symmetric-left-to-right").at(
            ("scoring", "reading"),
            "the rule scores every pair the same in both directions, so `left-to-right` "
            "changes nothing",
            "declare `reading: either`, which tells players that direction does not matter",
        )
