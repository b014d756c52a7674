"""Checks on the texts a setup prints."""

from __future__ import annotations

from typing import Iterator

from printgen.diagnostics import Diagnostic
from printgen.neighbours.format import MAX_NAME
from printgen.neighbours.model import Setup
from printgen.registry import Reporter, check


@check("name-too-long")
def check_name_length(setup: Setup) -> Iterator[Diagnostic]:
    """The setup's name is longer than 48 characters, more than every card and sheet can print.

    The name stands at the foot of each row card, in the scoring card's title and on the score
    sheet; at 48 characters it still fits two lines on the smallest card at the smallest type.

    Fails:
        name: The Great Number Neighbours Championship Edition of the Coast
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}

    Passes:
        name: Coast Championship
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
    """
    if len(setup.name) > MAX_NAME:
        yield Reporter(setup, "name-too-long").at(("name",), f"the name is {len(setup.name)} characters long; at most {MAX_NAME} fit on the cards and sheets", "shorten the name; the description can say more")
