"""A setup compiled for fast play: card values become indices into a precomputed score table."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from printgen.neighbours.model import Setup


@dataclass(frozen=True, eq=False)
class CompiledGame:
    """The setup as arrays: `table[left, right]` holds a pair's points, by value index.

    `values[i]` is the card value of index i (the setup's domain, sorted), `row` the starting
    row as indices and `hand` the starting hand as a count per index.
    """

    values: tuple[int, ...]
    table: np.ndarray
    row: np.ndarray
    hand: np.ndarray

    @property
    def hand_size(self) -> int:
        return int(self.hand.sum())

    @property
    def row_length(self) -> int:
        return len(self.row)

    def index(self, value: int) -> int:
        return self.values.index(value)


def compile_game(setup: Setup) -> CompiledGame:
    values = setup.domain
    table = np.array(
        [[setup.scoring.pair_points(left, right) for right in values] for left in values],
        dtype=np.int64,
    )
    row = np.array([values.index(value) for value in setup.row], dtype=np.int64)
    hand = np.zeros(len(values), dtype=np.int64)
    for value in setup.hand:
        hand[values.index(value)] += 1
    return CompiledGame(values, table, row, hand)
