"""Checks on each scoring clause."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import WARNING, Reporter, check
from printgen.core.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import evaluation
from printgen.neighbours.checks.play import (
    numbers_text,
    pairs_text,
    parity_note,
    play_of,
    play_ready,
)
from printgen.neighbours.model import TEST_KEYS, Condition, Setup, ValueTest
from printgen.read.expr import MAX_RESULT

QUANTITIES = {
    "difference": lambda left, right: abs(left - right),
    "sum": lambda left, right: left + right,
    "rise": lambda left, right: right - left,
    "left": lambda left, right: left,
    "right": lambda left, right: right,
}
# how each test's quantity is named in a hint: "the values ... make only the sums ..."; "pairs that
# can form ... add up to ..."
_NOUNS = {
    "sum": "sums",
    "difference": "differences",
    "rise": "rises (right minus left)",
    "left": "left cards",
    "right": "right cards",
}
_VERBS = {
    "sum": "add up to",
    "difference": "differ by",
    "rise": "rise (right minus left) by",
    "left": "have a left card of",
    "right": "have a right card of",
}


def _clause_path(index: int, *rest) -> tuple:
    return ("scoring", "clauses", index) + rest


def _values_text(domain: tuple[int, ...]) -> str:
    """The domain as the old messages named it ("1..6") when it has no gaps, else its values."""
    if domain and domain[-1] - domain[0] + 1 == len(domain):
        return f"{domain[0]}..{domain[-1]}"
    return numbers_text(domain)


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
            yield reporter.at(
                _clause_path(index, "points"),
                f"clause {index + 1} gives {clause.points} points; points must be 1 or more",
                "give the clause positive points, or remove it: pairs that match no clause "
                "score nothing",
            )


@check("expr-division-by-zero")
def check_expr_evaluates(setup: Setup) -> Iterator[Diagnostic]:
    """An `expr` condition cannot be evaluated for some pair of values: it divides by zero, or a
    step makes a number too large.

    The clause is judged as the engine evaluates it: its other tests first, and the expression only
    for the pairs that pass them (so `difference: {min: 1}` guards `// (right - left)`); under
    `combine: first`, not for pairs an earlier clause already scores. A number may not pass
    1,000,000,000,000 at any step.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {expr: "max(left, right) % abs(left - right) == 0"}
              text: the gap divides the larger card

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - points: 1
              if: {difference: {min: 1}, expr: "max(left, right) % abs(left - right) == 0"}
              text: the gap divides the larger card
    """
    found = evaluation(setup)
    if found is None:  # too many values to walk; they are reported out of range
        return
    reporter = Reporter(setup, "expr-division-by-zero")
    play = play_of(setup)
    for index, clause in enumerate(setup.scoring.clauses):
        reached = [
            (pair, exc) for pair, exc, engine_runs_it in found.failures[index] if engine_runs_it
        ]
        if clause.condition.expr is None or not reached:
            continue
        # a pair that forms in play first
        (left, right), exc = min(reached, key=lambda item: not play.forms(*item[0]))
        unplayed = (
            ""
            if play.forms(left, right) or not play.placeable
            else "; that pair never forms in play, but the kit's score table and `analyze` score "
            "every pair of values"
        )
        if exc.kind == "overflow":
            part = (
                f": `{exc.part}` goes past {MAX_RESULT:,}"
                if exc.part
                else f": a number goes past {MAX_RESULT:,}"
            )
            yield reporter.at(
                _clause_path(index, "if", "expr"),
                f"clause {index + 1}'s expression makes a number too large for left={left}, "
                f"right={right}{part}{unplayed}",
                f"keep every step of the expression within {MAX_RESULT:,} (card values are "
                "small): compare before multiplying, or multiply by less",
            )
        else:
            yield reporter.at(
                _clause_path(index, "if", "expr"),
                f"clause {index + 1}'s expression fails for left={left}, right={right}: "
                f"{exc}{unplayed}",
                "guard the division, for example `right != left and ...`, or avoid // and % "
                "by a value that can be zero",
            )


@check("expr-needs-text")
def check_expr_text(setup: Setup) -> Iterator[Diagnostic]:
    """A clause with an `expr` condition has no `text`, so the scoring card could not say it in
    words.

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
            yield reporter.at(
                _clause_path(index),
                f"clause {index + 1} uses `expr` but has no `text` to print on the scoring card",
                "add `text:` with the condition in words, such as `text: they add up to a "
                "multiple of three`",
            )


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
    found = evaluation(setup)
    if found is None:
        return
    reporter = Reporter(setup, "clause-never-holds")
    pairs = [(left, right) for left in setup.domain for right in setup.domain]
    for index, clause in enumerate(setup.scoring.clauses):
        if found.holds[index] or found.failures[index]:
            continue
        key = _culprit(clause.condition, pairs)
        path = _clause_path(index, "if", key) if key else _clause_path(index, "if")
        domain = setup.domain
        values = (
            f"of values in {_values_text(domain)}"
            if "," not in _values_text(domain)
            else f"of the values {_values_text(domain)}"
        )
        yield reporter.at(
            path,
            f"clause {index + 1} can never score: no pair {values} meets it",
            _never_hint(domain, key, pairs),
        )


def _culprit(condition: Condition, pairs) -> str | None:
    """The first test of a condition that none of `pairs` passes on its own, if there is one."""
    for key in TEST_KEYS:
        test = getattr(condition, key)
        if test is not None and not any(
            test.holds(QUANTITIES[key](left, right)) for left, right in pairs
        ):
            return key
    return None


def _never_hint(domain: tuple[int, ...], key: str | None, pairs) -> str:
    if key is None:
        return "the tests of this clause contradict each other; loosen one of them"
    low, high = domain[0], domain[-1]
    made = sorted({QUANTITIES[key](left, right) for left, right in pairs})
    # no gaps: every quantity between the extremes occurs
    if domain[-1] - domain[0] + 1 == len(domain):
        ranges = {
            "sum": f"values run {low}..{high}, so sums run {2 * low}..{2 * high}",
            "difference": f"values run {low}..{high}, so differences run 0..{high - low}",
            "rise": f"values run {low}..{high}, so rises run {low - high}..{high - low}",
            "left": f"values run {low}..{high}",
            "right": f"values run {low}..{high}",
        }
        return ranges[key]
    if key in ("left", "right"):
        return f"the only values are {numbers_text(domain)}"
    parities = {value % 2 for value in domain}
    if len(domain) > 1 and len(parities) == 1 and key in ("sum", "difference", "rise"):
        kind = "odd" if parities == {1} else "even"
        return (
            f"every value is {kind} ({numbers_text(domain)}), and {kind} "
            f"{'plus' if key == 'sum' else 'minus'} {kind} is even, so the {_NOUNS[key]} are only "
            f"{numbers_text(made)}"
        )
    return (
        f"the values {numbers_text(domain)} make only the {_NOUNS[key]} "
        f"{numbers_text(made)}{parity_note(made)}"
    )


@check("clause-never-forms")
def check_clause_forms(setup: Setup) -> Iterator[Diagnostic]:
    """A clause that holds only for pairs of values that never sit side by side in play, so it never
    scores.

    A pair scores only when a card is placed, so every pair that scores holds a hand card; a card
    at an end of the row has one neighbour, and a starting card that no hand card matches never
    comes back once it is replaced.

    Fails:
        name: Demo
        values: {min: 1, max: 9}
        hand: [1, 2, 3]
        row: [1, 2, 3, 9]
        scoring:
          reading: left-to-right
          clauses:
            - {points: 1, if: {difference: 1}}
            - {points: 2, if: {left: 9}}

    Passes:
        name: Demo
        values: {min: 1, max: 9}
        hand: [1, 2, 3, 9]
        row: [1, 2, 3, 9]
        scoring:
          reading: left-to-right
          clauses:
            - {points: 1, if: {difference: 1}}
            - {points: 2, if: {left: 9}}
    """
    found = evaluation(setup)
    if found is None or not play_ready(setup):
        return
    play = play_of(setup)
    reporter = Reporter(setup, "clause-never-forms")
    for index, clause in enumerate(setup.scoring.clauses):
        holding = found.holds[index]
        if not holding or holding & play.pairs or found.fails_at(index, play.pairs):
            continue
        key = _culprit(clause.condition, play.pairs)
        path = _clause_path(index, "if", key) if key else _clause_path(index, "if")
        shown = sorted(holding)
        because = play.why_never_all(shown)
        hint = (
            "add the value to the hand, or change the clause so that pairs with a hand card meet it"
        )
        if key is not None:
            made = {QUANTITIES[key](left, right) for left, right in play.pairs}
            hint = (
                f"pairs that can form in play {_VERBS[key]} "
                f"{numbers_text(made)}{parity_note(made)}; {hint}"
            )
        yield reporter.at(
            path,
            f"clause {index + 1} never scores in play: only {pairs_text(shown)} "
            f"meet{'s' if len(shown) == 1 else ''} it, and {because}",
            hint,
        )


@check("clause-unreachable")
def check_clause_reachable(setup: Setup) -> Iterator[Diagnostic]:
    """Under `combine: first`, a clause that only holds where an earlier clause already holds, so it
    never scores.

    Judged on the pairs that can form in play: a clause that is reached only by pairs that never
    form is as dead as one that is never reached.

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
    found = evaluation(setup)
    if setup.scoring.combine != "first" or found is None or not found.ok or not play_ready(setup):
        return
    play = play_of(setup)
    reporter = Reporter(setup, "clause-unreachable")
    for index in range(len(setup.scoring.clauses)):
        holding = found.holds[index] & play.pairs
        if not holding:
            # it never holds, or never in play: clause-never-holds and clause-never-forms say so
            continue
        covered_by = [j for j in range(index) if found.holds[j] & holding]
        if all(any(pair in found.holds[j] for j in covered_by) for pair in holding):
            names = ", ".join(str(j + 1) for j in covered_by)
            if found.holds[index] <= play.pairs:
                message = (
                    f"clause {index + 1} is never reached: every pair it fits already scores by "
                    f"clause {names}"
                )
            else:
                others = sorted(found.holds[index] - play.pairs)
                message = (
                    f"clause {index + 1} is never reached in play: every pair it fits that "
                    f"can form already scores by clause {names}, "
                    f"and the others ({pairs_text(others)}) never form"
                )
            yield reporter.at(
                _clause_path(index),
                message,
                "move this clause above the broader one, or narrow the earlier clause",
            )


@check("clause-duplicate", WARNING)
def check_clause_duplicate(setup: Setup) -> Iterator[Diagnostic]:
    """Under `combine: add`, a clause that repeats an earlier one: written the same, or holding for
    exactly the same pairs in play.

    The two always score together, so a pair that meets them scores both clauses' points; one clause
    with those points says the same in fewer words. (Under `combine: first` the repeat is never
    reached, which `clause-unreachable` reports.)

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {sum: 7}}
            - {points: 1, if: {difference: 1}}
            - {points: 1, if: {sum: 7}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 2, if: {sum: 7}}
            - {points: 1, if: {difference: 1}}
    """
    if setup.scoring.combine != "add":
        return
    found = evaluation(setup)
    ready = found is not None and found.ok and play_ready(setup)
    play = play_of(setup) if ready else None
    reporter = Reporter(setup, "clause-duplicate")
    clauses = setup.scoring.clauses
    for index, clause in enumerate(clauses):
        for earlier in range(index):
            total = clauses[earlier].points + clause.points
            if _same_condition(clauses[earlier].condition, clause.condition):
                yield reporter.at(
                    _clause_path(index),
                    f"clause {index + 1} repeats clause {earlier + 1}: a pair that meets one "
                    f"meets both, and scores {total} in all",
                    f"remove one of them, or write one clause with `points: {total}`",
                )
                break
            if ready:
                mine, theirs = found.holds[index] & play.pairs, found.holds[earlier] & play.pairs
                if mine and mine == theirs:
                    yield reporter.at(
                        _clause_path(index),
                        f"clause {index + 1} holds for exactly the pairs clause {earlier + 1} "
                        f"holds for in play ({pairs_text(sorted(mine))}), "
                        f"so the two always score together, {total} in all",
                        f"merge them into one clause with `points: {total}`",
                    )
                    break


def _same_condition(one: Condition, other: Condition) -> bool:
    return _condition_key(one) == _condition_key(other)


def _condition_key(condition: Condition) -> tuple:
    import ast

    key = []
    for name in TEST_KEYS:
        test: ValueTest | None = getattr(condition, name)
        if test is None:
            key.append(None)
        elif test.values is not None:
            key.append(("in", tuple(sorted(set(test.values)))))
        elif test.min is not None and test.min == test.max:
            key.append(("in", (test.min,)))
        else:
            key.append(("range", test.min, test.max))
    key.append(condition.equal)
    key.append(None if condition.expr is None else ast.dump(condition.expr.tree))
    return tuple(key)
