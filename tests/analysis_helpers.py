"""Small games for the analysis tests: setups from a score table, and a brute-force solver."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.oracle import margin_values
from printgen.neighbours.engine import GameState


@dataclass(frozen=True)
class TableScoring:
    """A scoring rule given as a table of points by (left, right) values: all the engine asks of
    one."""

    points: tuple[tuple[int, ...], ...]
    low: int = 1

    def pair_points(self, left: int, right: int) -> int:
        return self.points[left - self.low][right - self.low]


def table_game(points, row, hand) -> tuple[CompiledGame, TableScoring]:
    """A compiled game over values 1..len(points), and the same rule for the engine."""
    values = tuple(range(1, len(points) + 1))
    counts = np.zeros(len(values), dtype=np.int64)
    for card in hand:
        counts[card - 1] += 1
    game = CompiledGame(
        values,
        np.array(points, dtype=np.int64),
        np.array([v - 1 for v in row], dtype=np.int64),
        counts,
    )
    return game, TableScoring(tuple(tuple(r) for r in points))


def brute_force(scoring, row, hands, turn: int = 0) -> int:
    """The mover's best final margin, every line searched through the engine (two players)."""
    plies = 2 * max(len(h) for h in hands)
    order = tuple(seat % 2 for seat in range(plies))
    state = GameState(tuple(row), tuple(tuple(h) for h in hands), (0, 0), order, turn)
    return margin_values(scoring)(state)


def brute_force_restricted(scoring, row, hands, greedy=(False, False), turn: int = 0) -> int:
    """Like `brute_force`, with a seat marked in `greedy` choosing only among its moves that score
    most this turn (its best such move; the other seat still plays perfectly)."""
    from functools import cache

    from printgen.neighbours.analysis.oracle import points_of
    from printgen.neighbours.engine import apply_move

    plies = 2 * max(len(h) for h in hands)
    order = tuple(seat % 2 for seat in range(plies))

    @cache
    def value(state: GameState) -> int:
        if state.finished:
            return 0
        moves = state.legal_moves()
        if greedy[state.to_play]:
            scores = [points_of(scoring, state, move) for move in moves]
            moves = [move for move, score in zip(moves, scores) if score == max(scores)]
        return max(
            points - value(after)
            for after, points in (apply_move(scoring, state, m) for m in moves)
        )

    return value(GameState(tuple(row), tuple(tuple(h) for h in hands), (0, 0), order, turn))
