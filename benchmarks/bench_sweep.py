"""Sweep speed: a sweep of every row of Standard against one single-setup analysis, and the exact
values of every row against one exact solve, as wall-time ratios measured in the same run.

- One analysis: Standard, 10,000 greedy games (the skill gap left out), at 2 and at 4 players,
  in this process, after a first run that builds the move tables (a sweep builds them once too).
- The sweep: all 720 arrangements of Standard's row at 2 and 4 players (1,440 analyses of 10,000
  greedy games each), in this process (`--workers 1`) and through a local process pool of one
  worker per core; reported as wall time over the two single analyses (1,440 / 2 = 720 would be
  the cost of running the analyses one by one with nothing shared).
- Exact values: every row's exact two-player margin from one backward induction over the table of
  every row (`solve_rows`) against one single-setup exact solve (`solve`); 720 single solves would
  be 720 times that.

Run with `python benchmarks/run.py sweep`, or on its own: `python benchmarks/bench_sweep.py
[GAMES]`.
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if sys.path[:1] != [ROOT]:
    # this checkout, ahead of any copy of printgen installed in the virtualenv
    sys.path.insert(0, ROOT)

from printgen.neighbours.analysis import solver as solver_module
from printgen.neighbours.analysis.balance import analyze
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.solver import solve, solve_rows
from printgen.neighbours.analysis.sweep import parse_sweep, run_sweep
from printgen.neighbours.bundled import load_setup

GAMES = 10_000
SEED = 1


def seconds(call) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def greedy(players: int) -> tuple[str, ...]:
    return ("greedy",) * players


def bench_sweep(games: int) -> None:
    setup = load_setup("standard")
    for players in (2, 4):
        # the move tables, built once as a sweep builds them
        analyze(setup, greedy(players), games, SEED, skill_games=0)
    single = {
        players: seconds(lambda: analyze(setup, greedy(players), games, SEED, skill_games=0))
        for players in (2, 4)
    }
    one = single[2] + single[4]
    print(
        f"one analysis of standard, {games:,} greedy games: 2 players {single[2]:.3f} s, 4 "
        f"players {single[4]:.3f} s"
    )
    sweep = parse_sweep(["row=all", "players=2,4"], setup, 2)
    alone = seconds(lambda: run_sweep(setup, sweep, greedy, games, SEED, 0, exact=False))
    print(
        f"sweep row=all x players=2,4 ({sweep.size:,} analyses), 1 worker: {alone:.1f} s = "
        f"{alone / one:,.0f}x one analysis at 2 and 4 players "
        f"({sweep.size // 2:,}x if nothing were shared)"
    )
    workers = os.cpu_count() or 1
    with ProcessPoolExecutor(workers) as pool:
        pooled = seconds(
            lambda: run_sweep(
                setup,
                sweep,
                greedy,
                games,
                SEED,
                0,
                exact=False,
                executor=pool,
                in_flight=4 * workers,
            )
        )
    print(
        f"the same sweep, a process pool of {workers}: {pooled:.1f} s = {pooled / one:,.0f}x "
        f"one analysis; {alone / pooled:.2f}x faster than 1 worker"
    )
    with_exact = seconds(lambda: run_sweep(setup, sweep, greedy, games, SEED, 0, exact=True))
    print(
        f"the same sweep with --exact, 1 worker: {with_exact:.1f} s = "
        f"{with_exact / one:,.0f}x one analysis"
    )


def bench_exact_rows() -> None:
    game = compile_game(load_setup("standard"))
    rows = parse_sweep(["row=all"], load_setup("standard"), 2).rows
    indexed = [tuple(game.index(v) for v in row) for row in rows]
    solver_module._TABLES.clear()
    one = seconds(lambda: solve(game))
    solver_module._TABLES.clear()
    every = seconds(lambda: solve_rows(game, indexed))
    print(
        f"exact value of standard: {one:.2f} s; of all {len(rows)} rows in one solve: "
        f"{every:.2f} s = {every / one:.2f}x one solve "
        f"(720 solves: about {720 * one / 60:.0f} minutes, {720 * one / every:,.0f}x longer)"
    )


def main_bench(games: int = GAMES) -> None:
    bench_exact_rows()
    bench_sweep(games)


if __name__ == "__main__":
    main_bench(int(sys.argv[1]) if len(sys.argv) > 1 else GAMES)
