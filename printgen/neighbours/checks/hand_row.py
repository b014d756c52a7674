"""Checks on the hand and the starting row."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import WARNING, Reporter, check
from printgen.core.diagnostics import Diagnostic
from printgen.neighbours.checks.play import article, play_of
from printgen.neighbours.format import MAX_CARDS
from printgen.neighbours.model import Setup

MIN_ROW = 2


@check("hand-empty")
def check_hand_empty(setup: Setup) -> Iterator[Diagnostic]:
    """The hand holds no cards, so nobody ever takes a turn.

    Each player takes one turn per hand card.

    Fails:
        name: Demo
        hand: []
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    if not setup.hand:
        yield Reporter(setup, "hand-empty").at(
            ("hand",),
            "the hand is empty, so nobody ever takes a turn",
            "list the values every player starts with, such as [1, 2, 3, 4, 5, 6]",
        )


@check("row-too-short")
def check_row_too_short(setup: Setup) -> Iterator[Diagnostic]:
    """The starting row has fewer than two cards, so no pair of neighbours exists.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [3]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    if len(setup.row) < MIN_ROW:
        yield Reporter(setup, "row-too-short").at(
            ("row",),
            f"the row has {len(setup.row)} card{'s' if len(setup.row) != 1 else ''}; it needs "
            f"at least {MIN_ROW} to form a pair",
            "the rules use six cards, such as [1, 5, 2, 6, 3, 4]",
        )


@check("too-many-cards")
def check_too_many_cards(setup: Setup) -> Iterator[Diagnostic]:
    """The hand or the row has more than 20 cards: too long to play or to print.

    In a game file, a deck whose attributes, value copies and `copies` multiply past 1,000 cards is
    refused the same way, at its `attributes:`, from the counts alone, before any card is made.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    reporter = Reporter(setup, "too-many-cards")
    for key, cards in (("hand", setup.hand), ("row", setup.row)):
        if len(cards) > MAX_CARDS:
            yield reporter.at(
                (key,),
                f"the {key} has {len(cards)} cards; at most {MAX_CARDS} can be played and printed",
                f"shorten the {key}",
            )


@check("value-out-of-range")
def check_value_range(setup: Setup) -> Iterator[Diagnostic]:
    """A hand, row or example value lies outside the setup's card values (1..6 unless `values` says
    otherwise).

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 9, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        values: {min: 1, max: 9}
        hand: [1, 2, 3, 4, 5, 9]
        row: [1, 5, 2, 9, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    reporter = Reporter(setup, "value-out-of-range")
    low, high = setup.value_min, setup.value_max
    hint = (
        f"card values run {low}..{high}; use one of those, or widen them with `values: {{min: "
        f"{low}, max: ...}}`"
    )
    places = [("hand", i) for i in range(len(setup.hand))] + [
        ("row", i) for i in range(len(setup.row))
    ]
    values = list(setup.hand) + list(setup.row)
    for example in setup.examples:
        if ("examples", example.index, "row") in setup.source.values:
            places += [("examples", example.index, "row", i) for i in range(len(example.row))]
            values += list(example.row)
    for path, value in zip(places, values):
        if not low <= value <= high:
            yield reporter.at(
                path, f"the value {value} is outside the card values {low}..{high}", hint
            )


@check("row-value-unreachable", WARNING)
def check_row_unreachable(setup: Setup) -> Iterator[Diagnostic]:
    """A starting row value that no hand card has: once replaced, it can never come back.

    That may be intended, but often it is a typing mistake.

    Fails:
        name: Demo
        values: {min: 1, max: 7}
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 7, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    reporter = Reporter(setup, "row-value-unreachable")
    hand = set(setup.hand)
    for index, value in enumerate(setup.row):
        if hand and value not in hand and setup.value_min <= value <= setup.value_max:
            yield reporter.at(
                ("row", index),
                f"no hand card is {article(value)} {value}, so position {index + 1} can never "
                f"show {value} again once replaced",
                "check the row for a typing mistake, or add the value to the hand",
            )


@check("no-card-placeable")
def check_card_placeable(setup: Setup) -> Iterator[Diagnostic]:
    """No card can ever be placed: every hand card shows the one value that fills the whole row.

    A card may not replace an equal value, so every turn is a forced discard and every game ends
    0 to 0.

    Fails:
        name: Demo
        hand: [4, 4, 4]
        row: [4, 4, 4, 4]
        scoring:
          clauses:
            - {points: 1, if: {equal: true}}

    Passes:
        name: Demo
        hand: [4, 4, 3]
        row: [4, 4, 4, 4]
        scoring:
          clauses:
            - {points: 1, if: {equal: true}}
    """
    if len(setup.row) < 2 or not setup.hand or play_of(setup).placeable:
        return  # too short a row, or no hand: row-too-short and hand-empty say so
    value = setup.hand[0]
    yield Reporter(setup, "no-card-placeable").at(
        ("hand",),
        f"every hand card is {article(value)} {value} and so is every card of the row, so no "
        "card can ever be placed: every turn is a forced discard, and every game ends 0 to 0",
        f"give the hand another value, or start the row with a card other than {value}",
    )
