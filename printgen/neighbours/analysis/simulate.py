"""Running many games between bots, in chunks so that a caller can show progress."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from printgen.neighbours.analysis.bots import BOTS
from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.playouts import play_games
from printgen.neighbours.analysis.solver import Solver

CHUNK_GAMES = 20_000


@dataclass(frozen=True, eq=False)
class Playouts:
    """The raw record of a run: each game's totals by seat, zero-scoring turns and forced discards."""

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


def search_for(game: CompiledGame, bots: tuple[str, ...]) -> tuple:
    """The exact solver's state for the optimal bot, or a token one when no seat needs it."""
    if "optimal" in bots:
        return Solver(game).search
    return Solver(game, table_bits=1, checked=False).search


def simulate(game: CompiledGame, bots: tuple[str, ...], games: int, seed: int, progress: Callable[[int], None] | None = None, record: bool = False) -> tuple[Playouts, np.ndarray | None]:
    """Plays `games` games; with `record`, also every move as (card index, position or -1)."""
    players, turns = len(bots), len(bots) * game.hand_size
    codes = np.array([BOTS[name] for name in bots], dtype=np.int64)
    totals = np.zeros((games, players), dtype=np.int64)
    zero, discards = np.zeros(games, dtype=np.int64), np.zeros(games, dtype=np.int64)
    moves = np.zeros((games if record else 0, turns, 2), dtype=np.int64)
    search = search_for(game, bots)
    chunk = CHUNK_GAMES if "optimal" not in bots and "lookahead" not in bots else 200
    for start in range(0, games, chunk):
        stop = min(start + chunk, games)
        part = moves[start:stop] if record else moves
        play_games(game.table, game.row, game.hand, codes, np.uint64(seed), start, search, totals[start:stop], zero[start:stop], discards[start:stop], part)
        if progress:
            progress(stop - start)
    return Playouts(bots, seed, totals, zero, discards, turns), (moves if record else None)
