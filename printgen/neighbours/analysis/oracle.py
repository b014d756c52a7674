"""The bots in plain Python over the reference engine: the yardstick for the compiled simulator.

They draw from the same per-game streams in the same way (one draw per choice: a uniform
index among all legal moves, or among the moves that tie for best), so a seed gives the same
game here and in `printgen.neighbours.analysis.playouts`. Slow; used by tests and the benchmark.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from printgen.neighbours.analysis.rng import SplitMix, game_state
from printgen.neighbours.engine import GameState, Move, apply_move, move_points, new_game
from printgen.neighbours.model import Scoring, Setup


@dataclass(frozen=True)
class ReferenceGame:
    totals: tuple[int, ...]
    moves: tuple[Move, ...]
    points: tuple[int, ...]


def points_of(scoring: Scoring, state: GameState, move: Move) -> int:
    return 0 if move.is_discard else move_points(scoring, state.row, move.position, move.card)


def best_reply(scoring: Scoring, state: GameState) -> int:
    """The most points the player to move can score now (0 once the game is over)."""
    if state.finished:
        return 0
    return max(points_of(scoring, state, move) for move in state.legal_moves())


@lru_cache(maxsize=8)
def margin_values(scoring: Scoring) -> Callable[[GameState], int]:
    """Brute force for two players: the mover's best final margin from a state, every line
    searched."""

    @lru_cache(maxsize=None)
    def value(state: GameState) -> int:
        if state.finished:
            return 0
        return max(
            points - value(after)
            for after, points in (apply_move(scoring, state, m) for m in state.legal_moves())
        )

    return value


def move_scores(
    bot: str, scoring: Scoring, state: GameState, value: Callable[[GameState], int] | None
) -> list[int]:
    """What the bot maximises for each legal move, in the engine's order."""
    if bot == "greedy":
        return [points_of(scoring, state, move) for move in state.legal_moves()]
    scores = []
    for move in state.legal_moves():
        after, points = apply_move(scoring, state, move)
        if bot == "lookahead":
            scores.append(points - best_reply(scoring, after))
        else:
            scores.append(points - value(after))
    return scores


def choose_move(bot: str, scoring: Scoring, state: GameState, rng: SplitMix, value=None) -> Move:
    moves = state.legal_moves()
    if bot == "random":
        return moves[rng.below(len(moves))]
    scores = move_scores(bot, scoring, state, value)
    best = [move for move, score in zip(moves, scores) if score == max(scores)]
    return best[rng.below(len(best))]


def play_reference_game(setup: Setup, bots: tuple[str, ...], seed: int, game: int) -> ReferenceGame:
    """Game number `game` of a run with `seed`, played move by move through the engine."""
    state = new_game(setup.row, setup.hand, len(bots))
    rng = SplitMix(game_state(seed, game))
    value = margin_values(setup.scoring) if "optimal" in bots else None
    moves, gained = [], []
    while not state.finished:
        move = choose_move(bots[state.to_play], setup.scoring, state, rng, value)
        state, points = apply_move(setup.scoring, state, move)
        moves.append(move)
        gained.append(points)
    return ReferenceGame(state.totals, tuple(moves), tuple(gained))
