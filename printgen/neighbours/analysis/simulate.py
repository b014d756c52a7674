"""Running many games between bots, batch by batch, so that memory stays bounded however many games
are asked for and a caller can show progress."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from printgen.neighbours.analysis.bots import BOTS, GREEDY, LOOKAHEAD, RANDOM
from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.moves import MoveTables, build_tables, position_values, split_row
from printgen.neighbours.analysis.playouts import Batch, play_batch

CHUNK_GAMES = 16_384  # games per batch of random and greedy play
SCORED_CELLS = 1 << 21  # per batch of lookahead or optimal play: games x moves scored x reply cards


@dataclass(frozen=True, eq=False)
class Playouts:
    """The raw record of a run: each game's totals by seat, zero-scoring turns and forced
    discards."""

    bots: tuple[str, ...]
    seed: int
    totals: np.ndarray
    zero_turns: np.ndarray
    discards: np.ndarray
    turns_per_game: int

    @property
    def games(self) -> int:
        return self.totals.shape[0]

    @property
    def players(self) -> int:
        return len(self.bots)


def batch_games(tables: MoveTables, bots: tuple[str, ...]) -> int:
    """Games per batch: CHUNK_GAMES for table play; fewer when every move is scored, so that a
    batch's arrays stay at a few tens of megabytes."""
    codes = {BOTS[name] for name in bots}
    if codes <= {RANDOM, GREEDY}:
        return CHUNK_GAMES
    cells = tables.card_count * tables.length * (tables.card_count if LOOKAHEAD in codes else 2)
    return max(1, min(CHUNK_GAMES, SCORED_CELLS // max(cells, 1)))


def play_batches(
    game: CompiledGame,
    bots: tuple[str, ...],
    games: int,
    seed: int,
    record: bool = False,
    course: bool = False,
) -> Iterator[Batch]:
    """The run's games, played a batch at a time (each batch is done when it is yielded); without
    `course` the batches do not follow the lead and the choices (see `Batch.course`)."""
    tables = build_tables(game)
    perfect = None
    if "optimal" in bots:
        from printgen.neighbours.analysis.solver import perfect_table

        perfect = perfect_table(game)
    codes = tuple(BOTS[name] for name in bots)
    size = batch_games(tables, bots)
    for first in range(0, games, size):
        yield play_batch(
            tables, codes, seed, first, min(size, games - first), record, perfect, course
        )


def simulate(
    game: CompiledGame,
    bots: tuple[str, ...],
    games: int,
    seed: int,
    progress: Callable[[int], None] | None = None,
    record: bool = False,
) -> tuple[Playouts, np.ndarray | None]:
    """Plays `games` games and keeps every game's figures; with `record`, also every move as
    (card index, position or -1). Memory grows with `games`: for long runs, fold the batches of
    `play_batches` instead (as `printgen.neighbours.analysis.stats.tally_games` does)."""
    players, turns = len(bots), len(bots) * game.hand_size
    totals = np.zeros((games, players), dtype=np.int64)
    zero, discards = np.zeros(games, dtype=np.int64), np.zeros(games, dtype=np.int64)
    moves = np.zeros((games, turns, 2), dtype=np.int64) if record else None
    start = 0
    for batch in play_batches(game, bots, games, seed, record):
        stop = start + batch.count
        totals[start:stop] = batch.totals.T
        zero[start:stop], discards[start:stop] = batch.zero, batch.discards
        if record:
            moves[start:stop] = batch.moves
        start = stop
        if progress:
            progress(batch.count)
    return Playouts(bots, seed, totals, zero, discards, turns), moves


def turn_nanoseconds(game: CompiledGame, bot: str) -> float:
    """What one turn of one game costs a bot, on one core, somewhat slower than the benchmark
    machine: table play grows with the cards and the row's chunks, scored play with every move
    and (lookahead) every reply card."""
    cards = np.flatnonzero(game.hand > 0)
    moves = len(cards) * game.row_length
    if bot in ("random", "greedy"):
        radix = np.array([len(values) for values in position_values(game, cards)])
        return 30 + 6 * len(cards) * len(split_row(radix, len(cards)))
    if bot == "lookahead":
        return 500 + 20 * moves + 5 * moves * len(cards)
    return 300 + 25 * moves


COURSE_NANOSECONDS = 120  # per turn of one game: following the lead and counting the choices


def estimated_seconds(
    game: CompiledGame, bots: tuple[str, ...], games: int, course: bool = True
) -> float:
    """About how long playing the games takes (without solving the optimal bot's table), with or
    without following the course of the games."""
    per_game = game.hand_size * sum(
        turn_nanoseconds(game, bot) + (COURSE_NANOSECONDS if course else 0) for bot in bots
    )
    return games * per_game * 1e-9
