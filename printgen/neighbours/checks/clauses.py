"""Checks on each scoring clause."""

from __future__ import annotations

from typing import Iterator

from printgen.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import MAX_DOMAIN, evaluable
from printgen.neighbours.expr import ExprEvalError
from printgen.neighbours.model import TEST_KEYS, Setup
from printgen.registry import Reporter, check


def _clause_path(index: int, *rest) -> tuple:
    return ("scoring", "clauses", index) + rest


def _pairs(setup: Setup) -> list[tuple[int, int]]:
    return [(left, right) for left in setup.domain for right in setup.domain]


def _range_of(setup: Setup) -> str:
    domain = setup.domain
    return f"{domain[0]}..{domain[-1]}" if domain else "none"


@check("points-not-positive")
def check_points_positive(setup: Setup) -> Iterator[Diagnostic]:
    """A clause gives zero or negative points; every clause must reward the pair it describes.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 0, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    reporter = Reporter(setup, "points-not-positive")
    for index, clause in enumerate(setup.scoring.clauses):
        if clause.points <= 0:
            yield reporter.at(_clause_path(index, "points"), f"clause {index + 1} gives {clause.points} points; points must be 1 or more", "give the clause positive points, or remove it: pairs that match no clause score nothing")


@check("expr-division-by-zero")
def check_expr_evaluates(setup: Setup) -> Iterator[Diagnostic]:
    """An `expr` condition fails for some pair of values, for example by dividing by zero.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {expr: "left // (right - left) == 1"}
              text: the left card divides the gap

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {expr: "(left + right) % 3 == 0"}
              text: they add up to a multiple of three
    """
    if len(setup.domain) > MAX_DOMAIN:  # too many values to walk; they are reported out of range
        return
    reporter = Reporter(setup, "expr-division-by-zero")
    for index, clause in enumerate(setup.scoring.clauses):
        expr = clause.condition.expr
        if expr is None:
            continue
        for left, right in _pairs(setup):
            try:
                expr.evaluate(left, right)
            except ExprEvalError as exc:
                yield reporter.at(_clause_path(index, "if", "expr"), f"clause {index + 1}'s expression fails for left={left}, right={right}: {exc}", "guard the division, for example `right != left and ...`, or avoid // and % by a value that can be zero")
                break


@check("expr-needs-text")
def check_expr_text(setup: Setup) -> Iterator[Diagnostic]:
    """A clause with an `expr` condition has no `text`, so the scoring card could not say it in words.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {expr: "(left + right) % 3 == 0"}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {expr: "(left + right) % 3 == 0"}
              text: they add up to a multiple of three
    """
    reporter = Reporter(setup, "expr-needs-text")
    for index, clause in enumerate(setup.scoring.clauses):
        if clause.condition.expr is not None and not clause.text and not setup.scoring.text:
            yield reporter.at(_clause_path(index), f"clause {index + 1} uses `expr` but has no `text` to print on the scoring card", "add `text:` with the condition in words, such as `text: they add up to a multiple of three`")


@check("clause-never-holds")
def check_clause_can_hold(setup: Setup) -> Iterator[Diagnostic]:
    """A clause whose condition holds for no pair of values the game can ever have in its row.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
            - {points: 1, if: {sum: 13}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
            - {points: 1, if: {sum: 12}}
    """
    if not setup.domain or not evaluable(setup):
        return
    reporter = Reporter(setup, "clause-never-holds")
    pairs = _pairs(setup)
    for index, clause in enumerate(setup.scoring.clauses):
        if any(clause.condition.holds(left, right) for left, right in pairs):
            continue
        key = _culprit(setup, index, pairs)
        path = _clause_path(index, "if", key) if key else _clause_path(index, "if")
        yield reporter.at(path, f"clause {index + 1} can never score: no pair of values in {_range_of(setup)} meets it", _never_hint(setup, key))


def _culprit(setup: Setup, index: int, pairs) -> str | None:
    """The single test of a clause that no pair can pass on its own, if there is one."""
    condition = setup.scoring.clauses[index].condition
    quantities = {"difference": lambda l, r: abs(l - r), "sum": lambda l, r: l + r, "rise": lambda l, r: r - l, "left": lambda l, r: l, "right": lambda l, r: r}
    for key in TEST_KEYS:
        test = getattr(condition, key)
        if test is not None and not any(test.holds(quantities[key](l, r)) for l, r in pairs):
            return key
    return None


def _never_hint(setup: Setup, key: str | None) -> str:
    domain = setup.domain
    low, high = domain[0], domain[-1]
    ranges = {"sum": f"values run {low}..{high}, so sums run {2 * low}..{2 * high}", "difference": f"values run {low}..{high}, so differences run 0..{high - low}",
              "rise": f"values run {low}..{high}, so rises run {low - high}..{high - low}", "left": f"values run {low}..{high}", "right": f"values run {low}..{high}"}
    return ranges.get(key, "the tests of this clause contradict each other; loosen one of them")


@check("clause-unreachable")
def check_clause_reachable(setup: Setup) -> Iterator[Diagnostic]:
    """Under `combine: first`, a clause that only holds where an earlier clause already holds, so it never scores.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          combine: first
          clauses:
            - {points: 1, if: {difference: {min: 1, max: 2}}}
            - {points: 2, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          combine: first
          clauses:
            - {points: 2, if: {difference: 1}}
            - {points: 1, if: {difference: {min: 1, max: 2}}}
    """
    if setup.scoring.combine != "first" or not setup.domain or not evaluable(setup):
        return
    reporter = Reporter(setup, "clause-unreachable")
    pairs = _pairs(setup)
    clauses = setup.scoring.clauses
    for index, clause in enumerate(clauses):
        holding = [(l, r) for l, r in pairs if clause.condition.holds(l, r)]
        if not holding:
            continue
        covered_by = [j for j in range(index) if any(clauses[j].condition.holds(l, r) for l, r in holding)]
        if all(any(clauses[j].condition.holds(l, r) for j in range(index)) for l, r in holding):
            names = ", ".join(str(j + 1) for j in covered_by)
            yield reporter.at(_clause_path(index), f"clause {index + 1} is never reached: every pair it fits already scores by clause {names}", "move this clause above the broader one, or narrow the earlier clause")
