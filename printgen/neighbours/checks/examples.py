"""Checks on the worked examples: each must be a legal move that scores what it says."""

from __future__ import annotations

from typing import Iterator

from printgen.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import evaluable
from printgen.neighbours.engine import move_points
from printgen.neighbours.expr import ExprEvalError
from printgen.neighbours.model import Example, Setup
from printgen.registry import Reporter, check


def _path(example: Example, *rest) -> tuple:
    return ("examples", example.index) + rest


def _position_ok(example: Example) -> bool:
    return 1 <= example.position <= len(example.row)


@check("example-position")
def check_example_position(setup: Setup) -> Iterator[Diagnostic]:
    """A worked example plays at a position the row does not have (positions count from 1).

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 7, points: 1}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 3, points: 1}
    """
    reporter = Reporter(setup, "example-position")
    for example in setup.examples:
        if not _position_ok(example):
            yield reporter.at(_path(example, "position"), f"example {example.index + 1} plays at position {example.position}, but the row has positions 1..{len(example.row)}", "positions count from 1 at the left end of the row")


@check("example-same-value")
def check_example_same_value(setup: Setup) -> Iterator[Diagnostic]:
    """A worked example replaces a card with the same value, which the rules forbid.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 2, position: 3, points: 0}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 3, points: 1}
    """
    reporter = Reporter(setup, "example-same-value")
    for example in setup.examples:
        if _position_ok(example) and example.row[example.position - 1] == example.card:
            yield reporter.at(_path(example, "card"), f"example {example.index + 1} puts a {example.card} where a {example.card} already lies; a new card must differ from the one it replaces", "choose a card or position where the values differ")


@check("example-card-not-in-hand")
def check_example_card(setup: Setup) -> Iterator[Diagnostic]:
    """A worked example plays a card that no player's hand holds.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 0, position: 3, points: 0}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 3, points: 1}
    """
    reporter = Reporter(setup, "example-card-not-in-hand")
    for example in setup.examples:
        if example.card not in setup.hand:
            yield reporter.at(_path(example, "card"), f"example {example.index + 1} plays a {example.card}, but the hand holds only {', '.join(map(str, sorted(set(setup.hand))))}", "use a card from the hand")


@check("example-mismatch")
def check_example_points(setup: Setup) -> Iterator[Diagnostic]:
    """A worked example states points that differ from what the scoring rule gives.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 3, points: 2}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {card: 4, position: 3, points: 1}
    """
    reporter = Reporter(setup, "example-mismatch")
    for example in setup.examples:
        if not _position_ok(example) or len(example.row) < 2 or not evaluable(setup):
            continue
        if example.row[example.position - 1] == example.card:
            continue  # an illegal move has no score; example-same-value reports it
        try:
            actual = move_points(setup.scoring, example.row, example.position - 1, example.card)
        except ExprEvalError:
            continue
        if actual != example.points:
            yield reporter.at(_path(example, "points"), f"example {example.index + 1} expects {example.points} points, but the rule gives {actual} ({explain_move(setup, example)})", f"write `points: {actual}`, or check the example's card and position")


def explain_move(setup: Setup, example: Example) -> str:
    """Each pair the move makes and its points, such as "5-4 scores 1, 4-6 scores 0"."""
    row, at, card = example.row, example.position - 1, example.card
    parts = []
    if at > 0:
        parts.append(f"{row[at - 1]}-{card} scores {setup.scoring.pair_points(row[at - 1], card)}")
    if at < len(row) - 1:
        parts.append(f"{card}-{row[at + 1]} scores {setup.scoring.pair_points(card, row[at + 1])}")
    return ", ".join(parts)
