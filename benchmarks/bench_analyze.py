"""Balance-analysis speed: compiled greedy games per second against a plain-Python loop over the
engine (same bots, same seeds, measured in this run), and the exact solve of each bundled setup.

Run on its own with `python benchmarks/bench_analyze.py [GAMES]`. Everything runs on one core.
"""

from __future__ import annotations

import sys
import time

from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.oracle import play_reference_game
from printgen.neighbours.analysis.simulate import simulate
from printgen.neighbours.analysis.solver import solve
from printgen.neighbours.bundled import load_setup

PLAYERS = 4
PLAIN_GAMES = 300
FAST_GAMES = 1_000_000
SEED = 1


def plain_rate(setup, bots) -> float:
    started = time.perf_counter()
    for game in range(PLAIN_GAMES):
        play_reference_game(setup, bots, SEED, game)
    return PLAIN_GAMES / (time.perf_counter() - started)


def fast_rate(game, bots, games: int) -> float:
    started = time.perf_counter()
    simulate(game, bots, games, SEED)
    return games / (time.perf_counter() - started)


def bench_games(games: int) -> None:
    setup = load_setup("standard")
    game = compile_game(setup)
    started = time.perf_counter()
    simulate(game, ("greedy",) * PLAYERS, 10, SEED)
    print(f"compile or load the compiled code: {time.perf_counter() - started:.2f} s")
    for bot in ("greedy", "random"):
        bots = (bot,) * PLAYERS
        plain, fast = plain_rate(setup, bots), fast_rate(game, bots, games)
        print(f"{bot}, {PLAYERS} players, standard: compiled {fast:,.0f} games/s; plain Python over the engine {plain:,.0f} games/s; ratio {fast / plain:,.0f}x")


def bench_exact() -> None:
    for name in ("standard", "echo", "one-way"):
        result = solve(compile_game(load_setup(name)))
        print(f"exact {name}: margin {result.value:+d} ({result.outcome}), {len(result.best_moves)} best of {len(result.first_moves)} openings, {result.seconds:.2f} s")


def main_bench(games: int = FAST_GAMES) -> None:
    bench_games(games)
    bench_exact()


if __name__ == "__main__":
    main_bench(int(sys.argv[1]) if len(sys.argv) > 1 else FAST_GAMES)
