"""Checks on the scoring rule as a whole."""

from __future__ import annotations

from typing import Iterator

from printgen.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import evaluable
from printgen.neighbours.expr import ExprEvalError
from printgen.neighbours.model import DIRECTIONAL_KEYS, Setup
from printgen.registry import WARNING, Reporter, check


def _table(setup: Setup) -> dict[tuple[int, int], int]:
    return {(l, r): setup.scoring.pair_points(l, r) for l in setup.domain for r in setup.domain}


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
    if not setup.domain or not evaluable(setup):
        return
    if not any(_table(setup).values()):
        yield Reporter(setup, "rule-never-scores").at(("scoring", "clauses"), f"no pair of values in {setup.domain[0]}..{setup.domain[-1]} scores under this rule, so every game ends in a draw at 0", "loosen a clause so that some pairs score; `printgen show` prints the score table")


@check("rule-constant", WARNING)
def check_rule_varies(setup: Setup) -> Iterator[Diagnostic]:
    """Every pair scores the same, so no choice of card or position ever matters.

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
    if not setup.domain or not evaluable(setup):
        return
    points = set(_table(setup).values())
    if len(points) == 1 and points != {0}:
        yield Reporter(setup, "rule-constant").at(("scoring", "clauses"), f"every pair scores {points.pop()}, so no choice of card or position matters", "make the clauses hold for some pairs and not for others")


@check("direction-under-either")
def check_direction_under_either(setup: Setup) -> Iterator[Diagnostic]:
    """Under `reading: either`, a condition that depends on which card is on the left.

    `rise`, `left` and `right` read the pair in one direction, and so may an `expr`. Either
    declare `reading: left-to-right` or use a test that does not depend on direction.

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
    for index, clause in enumerate(setup.scoring.clauses):
        for key in DIRECTIONAL_KEYS:
            if getattr(clause.condition, key) is not None:
                yield reporter.at(("scoring", "clauses", index, "if", key), f"`{key}` reads the pair from left to right, but the scoring says `reading: either`", f"declare `reading: left-to-right`, or use `difference` instead of `{key}`" if key == "rise" else "declare `reading: left-to-right`")
        expr = clause.condition.expr
        if expr is not None and evaluable(setup):
            lopsided = _lopsided(expr, setup.domain)
            if lopsided:
                l, r = lopsided
                yield reporter.at(("scoring", "clauses", index, "if", "expr"), f"the expression holds for {l}-{r} but not for {r}-{l}, but the scoring says `reading: either`", "declare `reading: left-to-right`, or make the expression symmetric (for example with abs)")


def _lopsided(expr, domain: tuple[int, ...]) -> tuple[int, int] | None:
    """A pair the expression judges differently read each way, if any.

    The expression is evaluated on its own here, so it may divide by zero where the clause's
    other tests would have stopped it first; that is reported by `expr-division-by-zero`.
    """
    try:
        return next(((l, r) for l in domain for r in domain if expr.holds(l, r) != expr.holds(r, l)), None)
    except ExprEvalError:
        return None


@check("symmetric-left-to-right", WARNING)
def check_symmetric_left_to_right(setup: Setup) -> Iterator[Diagnostic]:
    """`reading: left-to-right` is declared, but every pair scores the same in both directions.

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
    if setup.scoring.reading != "left-to-right" or not setup.domain or not evaluable(setup):
        return
    table = _table(setup)
    if all(table[l, r] == table[r, l] for l, r in table):
        yield Reporter(setup, "symmetric-left-to-right").at(("scoring", "reading"), "the rule scores every pair the same in both directions, so `left-to-right` changes nothing", "declare `reading: either`, which tells players that direction does not matter")
