"""Checks on the worked examples: each must be a legal move that scores what it says."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import Reporter, check
from printgen.core.diagnostics import Diagnostic
from printgen.neighbours.checks.domain import evaluable
from printgen.neighbours.checks.play import article, numbers_text, play_of
from printgen.neighbours.engine import MAX_PLAYERS, move_points
from printgen.neighbours.model import Example, Setup
from printgen.read.expr import ExprEvalError


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
            yield reporter.at(
                _path(example, "position"),
                f"example {example.index + 1} plays at position {example.position}, but the "
                f"row has positions 1..{len(example.row)}",
                "positions count from 1 at the left end of the row",
            )


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
            yield reporter.at(
                _path(example, "card"),
                f"example {example.index + 1} puts {article(example.card)} {example.card} "
                f"where {article(example.card)} {example.card} already lies; a new card must "
                "differ from the one it replaces",
                "choose a card or position where the values differ",
            )


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
            yield reporter.at(
                _path(example, "card"),
                f"example {example.index + 1} plays {article(example.card)} {example.card}, "
                f"but the hand holds only {', '.join(map(str, sorted(set(setup.hand))))}",
                "use a card from the hand",
            )


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
        if (
            not _position_ok(example)
            or len(example.row) < 2
            or len(example.row) != len(setup.row)
            or not evaluable(setup)
        ):
            continue  # a row of another length, or a lone card: example-impossible reports it
        if example.row[example.position - 1] == example.card:
            continue  # an illegal move has no score; example-same-value reports it
        try:
            actual = move_points(setup.scoring, example.row, example.position - 1, example.card)
        except ExprEvalError:
            continue
        if actual != example.points:
            yield reporter.at(
                _path(example, "points"),
                f"example {example.index + 1} expects {example.points} points, but the rule "
                f"gives {actual} ({explain_move(setup, example)})",
                f"write `points: {actual}`, or check the example's card and position",
            )


def explain_move(setup: Setup, example: Example) -> str:
    """Each pair the move makes and its points, such as "5-4 scores 1, 4-6 scores 0"."""
    row, at, card = example.row, example.position - 1, example.card
    parts = []
    if at > 0:
        parts.append(f"{row[at - 1]}-{card} scores {setup.scoring.pair_points(row[at - 1], card)}")
    if at < len(row) - 1:
        parts.append(f"{card}-{row[at + 1]} scores {setup.scoring.pair_points(card, row[at + 1])}")
    return ", ".join(parts) or "a lone card has no neighbours"


@check("example-impossible")
def check_example_possible(setup: Setup) -> Iterator[Diagnostic]:
    """A worked example that no game can come to: its row has another length than the setup's row,
    shows a value its position can never show, or is a lone card that claims points.

    In play a row keeps its length; each position shows its starting card until a hand card
    replaces it, and a starting card that no hand card matches never comes back. A lone card has
    no neighbours, so a move onto it scores 0. The cards the row shows in place of starting
    cards, and the card the example plays, must also be ones that eight players' hands (the most a
    kit prints for) hold between them.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {row: [3], card: 4, position: 1, points: 2}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        examples:
          - {row: [1, 5, 2, 6, 3, 3], card: 4, position: 6, points: 1}
    """
    reporter = Reporter(setup, "example-impossible")
    play = play_of(setup)
    for example in setup.examples:
        number, row, points = example.index + 1, example.row, example.points
        given = ("examples", example.index, "row") in setup.source.values
        where = _path(example, "row") if given else _path(example, "points")
        lone = (
            f"; a lone card has no neighbours, so a move onto it scores 0, not {points}"
            if len(row) < 2 and points != 0
            else ""
        )
        if len(row) != len(setup.row):
            yield reporter.at(
                where,
                f"example {number}'s row has {len(row)} card{'s' if len(row) != 1 else ''}, "
                f"but the setup's row has {len(setup.row)}, "
                f"and a row keeps its length in play{lone}",
                f"write the row as it stands before the move: {len(setup.row)} cards",
            )
            continue
        if lone:
            yield reporter.at(
                _path(example, "points"),
                f"example {number} claims {points} points{lone}",
                "write `points: 0`, or give the example a longer row",
            )
            continue
        if not setup.hand or not given:
            continue
        hand = numbers_text(setup.hand)
        unshowable = False
        for position, (value, start) in enumerate(zip(row, setup.row)):
            if value in play.shows[position] or not setup.value_min <= value <= setup.value_max:
                continue  # a value out of range is reported by value-out-of-range
            unshowable = True
            yield reporter.at(
                _path(example, "row", position),
                f"example {number}'s row shows {value} at position {position + 1}, but no "
                "game can: that position shows "
                f"only its starting {start} or a hand card ({hand})",
                "write a row a game can reach: each position keeps its starting card or shows "
                "a hand card",
            )
        shortfall = None if unshowable else play.example_shortfall(row, example.card)
        if shortfall is not None:
            value, needed, held = shortfall
            placed = needed - (value == example.card)
            then = " and then plays one more" if value == example.card else ""
            yield reporter.at(
                where,
                f"example {number}'s row shows {placed} hand card{'s' if placed != 1 else ''} "
                f"of {value} in place of starting cards{then}, {needed} in all, "
                f"but {MAX_PLAYERS} players, the most a kit prints for, hold only {held} "
                "between them",
                f"write a row a game can reach, with fewer {value}s placed",
            )
