"""The exact solution of the two-player game: its value, every opening's value, a principal line.

The values come from the table of every position (`printgen.neighbours.analysis.table`), solved
by backward induction; the table of the last game asked about is kept for the next question.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.reached import ReachedTable, forget_shared, keep_bottom
from printgen.neighbours.analysis.table import (
    PositionTable,
    score_unit,
    table_positions,
    value_dtype,
)

MAX_EXACT_HAND = 7
MAX_TABLE_BYTES = 256 * 2**20  # the solved table, one byte per position for the bundled setups


class TooLargeToSolve(ValueError):
    """The game has too many positions for the exact solver."""


@dataclass(frozen=True)
class MoveValue:
    """A move (a card value and a 0-based `position`, None for a forced discard), its points now,
    and its value:
    the mover's final margin when they make it and both play perfectly after."""

    card: int
    position: int | None
    points: int
    value: int


@dataclass(frozen=True)
class LineMove:
    seat: int
    card: int
    position: int | None
    points: int


@dataclass(frozen=True)
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


def table_bytes(
    game: CompiledGame, row, first_hand, second_hand, row_values=None
) -> tuple[int, int]:
    """How many positions the table from this root holds, and the bytes it takes."""
    positions = table_positions(game, row, first_hand, second_hand, row_values)
    largest = int(np.abs(game.table).max()) // score_unit(game.table) if game.table.size else 0
    plies = int(np.sum(first_hand) + np.sum(second_hand))
    return positions, positions * np.dtype(value_dtype(2 * largest * plies)).itemsize


def check_solvable(game: CompiledGame, row_values=None) -> None:
    """Raises TooLargeToSolve, saying why, when the game is beyond the exact solver (with
    `row_values`: the table of every starting row made of those values)."""
    if game.hand_size > MAX_EXACT_HAND:
        raise TooLargeToSolve(
            f"hands of {game.hand_size} cards are too many to solve exactly (at most "
            f"{MAX_EXACT_HAND})"
        )
    positions, size = table_bytes(game, game.row, game.hand, game.hand, row_values)
    if size > MAX_TABLE_BYTES:
        raise TooLargeToSolve(
            f"hands of {game.hand_size} cards on a row of {game.row_length} make "
            f"{positions:,} positions, whose table would take "
            f"{size / 2**20:,.0f} MiB, more than the solver's limit of "
            f"{MAX_TABLE_BYTES // 2**20} MiB"
        )


SOLVE_NANOSECONDS = (
    15  # per position of the table, on one core, somewhat slower than the benchmark machine
)
GREEDY_SOLVE_FACTOR = (
    0.5  # a table with a greedy seat (its reached positions) takes about this much of it
)


def estimated_solve_seconds(game: CompiledGame, greedy_too: bool = False, row_values=None) -> float:
    """About how long solving takes: the perfect table, and with `greedy_too` the two greedy ones
    that `--exact`'s advice needs."""
    positions, _ = table_bytes(game, game.row, game.hand, game.hand, row_values)
    return (
        positions * SOLVE_NANOSECONDS * 1e-9 * (1 + (2 * GREEDY_SOLVE_FACTOR if greedy_too else 0))
    )


# the last table built, for the next question about the same game
_TABLES: dict[tuple, PositionTable] = {}


def cached_table(
    game: CompiledGame, row, mover_hand, other_hand, mover: int, greedy: tuple[bool, bool]
) -> PositionTable:
    key = (
        game.values,
        game.table.tobytes(),
        tuple(int(v) for v in row),
        tuple(int(c) for c in mover_hand),
        tuple(int(c) for c in other_hand),
        mover,
        tuple(greedy),
    )
    if key not in _TABLES:
        _TABLES.clear()
        # A greedy seat's table needs only the positions its play reaches (a few per cent).
        kind = ReachedTable if any(greedy) else PositionTable
        _TABLES[key] = kind(game, row, mover_hand, other_hand, mover, greedy)
        keep_bottom(_TABLES[key])  # a perfect table's last plies, which greedy tables share
    return _TABLES[key]


def forget_tables() -> None:
    """Drops every table kept, and what greedy tables share with the tables before them: the next
    solve starts from nothing."""
    _TABLES.clear()
    forget_shared()


def perfect_table(game: CompiledGame) -> PositionTable:
    """Every position of the game from its start, both playing perfectly: the optimal bot's
    table."""
    check_solvable(game)
    return cached_table(game, game.row, game.hand, game.hand, 0, (False, False))


class Solver:
    """Answers questions about positions of one game from solved tables (built on the first
    question)."""

    def __init__(
        self,
        game: CompiledGame,
        greedy: tuple[bool, bool] = (False, False),
        table_bits: int | None = None,
        checked: bool = True,
    ):
        if checked:
            check_solvable(game)
        self.game = game
        self.greedy = tuple(greedy)
        self.table: PositionTable | None = (
            None  # `table_bits` is no longer used: the table holds every position
        )

    def table_for(self, row, hands, mover: int) -> PositionTable:
        if self.table is None or not self.table.holds(row, hands, mover):
            mine, theirs = int(hands[mover].sum()), int(hands[1 - mover].sum())
            if mine - theirs not in (0, 1):
                raise ValueError(
                    f"the player to move holds {mine} cards and the other {theirs}: not a "
                    "position of a game"
                )
            self.table = cached_table(
                self.game, row, hands[mover], hands[1 - mover], mover, self.greedy
            )
        return self.table

    def move_values(
        self, row: np.ndarray, hands: np.ndarray, mover: int, left: int
    ) -> list[MoveValue]:
        """The mover's legal moves (the greediest only, for a greedy seat) with exact values."""
        row, hands = [int(v) for v in row], np.array(hands, dtype=np.int64)
        if left != int(hands.sum()):
            raise ValueError(f"{left} plies left, but the hands hold {int(hands.sum())} cards")
        table = self.table_for(row, hands, mover)
        values_of, scores = self.game.values, self.game.table
        moves = []
        for card in range(len(values_of)):
            if hands[mover, card] > 0:
                for position, old in enumerate(row):
                    if old != card:
                        points = (int(scores[row[position - 1], card]) if position > 0 else 0) + (
                            int(scores[card, row[position + 1]]) if position < len(row) - 1 else 0
                        )
                        moves.append((card, position, points))
        if not moves:
            moves = [(card, None, 0) for card in range(len(values_of)) if hands[mover, card] > 0]
        if self.greedy[mover]:
            most = max(points for _, _, points in moves)
            moves = [move for move in moves if move[2] == most]
        found = []
        for card, position, points in moves:
            after, held = list(row), hands.copy()
            if position is not None:
                after[position] = card
            held[mover, card] -= 1
            found.append(
                MoveValue(
                    values_of[card], position, points, points - table.value(after, held, 1 - mover)
                )
            )
        return found


def solve(game: CompiledGame, greedy: tuple[bool, bool] = (False, False)) -> ExactResult:
    """Solves the two-player game from the starting row; `greedy` restricts a seat to greedy
    moves."""
    started = time.perf_counter()
    solver = Solver(game, greedy)
    hands = np.stack([game.hand, game.hand])
    first = solver.move_values(game.row, hands, 0, 2 * game.hand_size)
    value = max(move.value for move in first)
    line = principal_line(solver, first)
    seconds = time.perf_counter() - started
    # the table was solved before (for the optimal bot): count its time
    if seconds < solver.table.seconds:
        seconds += solver.table.seconds
    return ExactResult(value, tuple(first), line, seconds, tuple(greedy))


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


def solve_rows(game: CompiledGame, rows) -> list[int]:
    """The first player's exact margin from each of `rows` (tuples of value indices, all of the
    game's row length), both playing perfectly: one backward induction over the table of every
    starting row made of the rows' values, read off its top layer."""
    rows = [tuple(int(v) for v in row) for row in rows]
    row_values = sorted({v for row in rows for v in row})
    check_solvable(game, row_values)
    table = PositionTable(game, game.row, game.hand, game.hand, 0, (False, False), row_values)
    top = table.layers[table.plies].reshape(-1)
    digits = np.array(
        [[table.digits[p, v] for p, v in enumerate(row)] for row in rows], dtype=np.int64
    ).reshape(len(rows), -1)
    return [int(v) * table.unit for v in top[digits @ table.row_weights]]
