"""The exact solution of the two-player game: its value, every opening's value, a principal line."""

from __future__ import annotations

import time

import numpy as np

from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.negamax import FRAME_WIDTH, move_values
from printgen.record import record

TABLE_BITS = 23
MAX_KEY = 1 << 62
MAX_EXACT_HAND = 7
OUTCOMES = ("win", "draw", "loss")


class TooLargeToSolve(ValueError):
    """The game has too many positions for the exact solver."""


@record
class MoveValue:
    """A move (a card value and a 0-based `position`, None for a forced discard), its points now, and its value:
    the mover's final margin when they make it and both play perfectly after."""

    card: int
    position: int | None
    points: int
    value: int


@record
class LineMove:
    seat: int
    card: int
    position: int | None
    points: int


@record
class ExactResult:
    """The first player's optimal final margin, its outcome, every opening and one perfect line."""

    value: int
    first_moves: tuple[MoveValue, ...]
    line: tuple[LineMove, ...]
    seconds: float
    greedy: tuple[bool, bool] = (False, False)

    @property
    def outcome(self) -> str:
        return outcome_of(self.value)

    @property
    def best_moves(self) -> tuple[MoveValue, ...]:
        return tuple(move for move in self.first_moves if move.value == self.value)


def outcome_of(margin: int) -> str:
    return "win" if margin > 0 else ("draw" if margin == 0 else "loss")


def check_solvable(game: CompiledGame) -> None:
    """Raises TooLargeToSolve, saying why, when the game is beyond the exact solver."""
    if game.hand_size > MAX_EXACT_HAND:
        raise TooLargeToSolve(f"hands of {game.hand_size} cards are too many to solve exactly (at most {MAX_EXACT_HAND})")
    radix = int(np.prod(game.hand + 1))
    if len(game.values) ** game.row_length * radix * radix >= MAX_KEY:
        raise TooLargeToSolve("the row and hands have too many combinations to solve exactly")


class Solver:
    """Searches positions of one game, keeping its transposition table between questions."""

    def __init__(self, game: CompiledGame, greedy: tuple[bool, bool] = (False, False), table_bits: int | None = None, checked: bool = True):
        if checked:
            check_solvable(game)
        table_bits = table_bits or min(TABLE_BITS, 11 + 2 * game.hand_size)
        self.game = game
        self.greedy = tuple(greedy)
        plies = 2 * game.hand_size + 1
        width = max(game.row_length, 1) * len(game.values)
        scratch = [np.zeros((plies, width), dtype=np.int64) for _ in range(3)]
        self.search = (
            np.int64(len(game.values)), game.hand + 1, np.array(greedy, dtype=np.bool_),
            np.full(1 << table_bits, -1, dtype=np.int64), np.zeros(1 << table_bits, dtype=np.int32),
            np.zeros(1 << table_bits, dtype=np.int8), np.int64(64 - table_bits), *scratch,
            np.zeros((plies, FRAME_WIDTH), dtype=np.int64), np.zeros(1 << table_bits, dtype=np.int16),
        )
        self._out = [np.zeros(width, dtype=np.int64) for _ in range(4)]

    def move_values(self, row: np.ndarray, hands: np.ndarray, mover: int, left: int) -> list[MoveValue]:
        """The mover's legal moves (the greediest only, for a greedy seat) with exact values."""
        row, hands = row.copy(), hands.copy()
        cards, positions, points, values = self._out
        n = move_values(self.game.table, row, hands, mover, left, self.search, cards, positions, points, values)
        values_of = self.game.values
        return [MoveValue(values_of[cards[i]], int(positions[i]) if positions[i] >= 0 else None, int(points[i]), int(values[i])) for i in range(n)]


def solve(game: CompiledGame, greedy: tuple[bool, bool] = (False, False)) -> ExactResult:
    """Solves the two-player game from the starting row; `greedy` restricts a seat to greedy moves."""
    started = time.perf_counter()
    solver = Solver(game, greedy)
    hands = np.stack([game.hand, game.hand])
    first = solver.move_values(game.row, hands, 0, 2 * game.hand_size)
    value = max(move.value for move in first)
    line = principal_line(solver, first)
    return ExactResult(value, tuple(first), line, time.perf_counter() - started, tuple(greedy))


def principal_line(solver: Solver, first: list[MoveValue]) -> tuple[LineMove, ...]:
    """One perfect game: at every turn the first best move in card-then-position order."""
    game = solver.game
    row, hands = game.row.copy(), np.stack([game.hand, game.hand])
    plies = 2 * game.hand_size
    line, choices = [], first
    for turn in range(plies):
        mover = turn % 2
        if turn:
            choices = solver.move_values(row, hands, mover, plies - turn)
        move = max(choices, key=lambda m: m.value)
        line.append(LineMove(mover, move.card, move.position, move.points))
        if move.position is not None:
            row[move.position] = game.index(move.card)
        hands[mover, game.index(move.card)] -= 1
    return tuple(line)
