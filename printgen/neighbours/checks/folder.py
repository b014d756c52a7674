"""Checks across the setups of one run."""

from __future__ import annotations

from typing import Iterable, Iterator

from printgen.diagnostics import Diagnostic
from printgen.neighbours.model import Setup
from printgen.registry import Reporter, documented

DUPLICATE_ID_DOC = """Two setups in one run share an id, so `printgen build ID` could not tell them apart.

The id defaults to the file name, so copying a file and keeping its `id:` line is the usual cause.

Fails:
    id: standard
    name: My copy
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}

Passes:
    id: my-copy
    name: My copy
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
"""

DOCUMENTED = [documented("duplicate-id", "error", DUPLICATE_ID_DOC)]


def check_duplicate_ids(setups: Iterable[Setup]) -> Iterator[Diagnostic]:
    """Reports each setup whose id an earlier setup of the run already has."""
    first: dict[str, Setup] = {}
    for setup in setups:
        if setup.id in first:
            earlier = first[setup.id]
            where = earlier.source.key_at("id") if "id" in earlier.source.keys else None
            place = f"{earlier.source.file}:{where.line}" if where else earlier.source.file
            yield Reporter(setup, "duplicate-id").at(("id",), f"the id {setup.id!r} is already used by {place}", "give each setup its own `id:`")
        else:
            first[setup.id] = setup
