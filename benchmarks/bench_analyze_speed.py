"""Two speed aims of `printgen analyze`, each as a ratio against a baseline measured in this run,
repeated and reported as the median and the range (the machine may be shared: run it niced and
say what else ran).

- Exact: `analyze SETUP --exact` solves the perfect table and the two greedy-seat ones. The three
  solves together (tables, every opening, the perfect lines), against one full table (the perfect
  one) built in the same repeat: aim at most 1.5x. For comparison, the same with the greedy-seat
  tables built as full tables, as they were before they held only the positions greedy play
  reaches.
- Figures: `printgen analyze standard -p 4 -n 400000 --skill-games 0`, the whole command in a
  fresh process with the lab's figures on, in games/s (aim at least 326,000), against the
  simulator's core playing the same 400,000 games of greedy play without the figures in this
  process.

Run with `python benchmarks/run.py analyze-speed`, or on its own:
`python benchmarks/bench_analyze_speed.py [REPEATS]`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if sys.path[:1] != [ROOT]:
    sys.path.insert(0, ROOT)  # this checkout, ahead of any copy installed in the virtualenv

from printgen.neighbours.analysis import solver as solver_module
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.simulate import play_batches
from printgen.neighbours.analysis.table import PositionTable
from printgen.neighbours.bundled import load_setup

REPEATS = 3
AIM_EXACT_RATIO = 1.5
AIM_GAMES_PER_SECOND = 326_000
FIGURES_GAMES = 400_000
GREEDY_SEATS = ((True, False), (False, True))
ONE_CORE = {name: "1" for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")}


def spread(values: list[float], digits: int = 2) -> str:
    low, middle, high = min(values), statistics.median(values), max(values)
    return f"{middle:.{digits}f} ({low:.{digits}f} to {high:.{digits}f})"


def solve_seconds(game, greedy) -> float:
    """One solve as `--exact` makes it: the table, every opening, a perfect line (a greedy table
    shares the last plies of the perfect one solved before it, and the row tables of the other
    greedy one)."""
    solver_module._TABLES.clear()
    started = time.perf_counter()
    solver_module.solve(game, greedy)
    return time.perf_counter() - started


def full_table_seconds(game, greedy=(False, False)) -> float:
    started = time.perf_counter()
    PositionTable(game, game.row, game.hand, game.hand, 0, greedy)
    return time.perf_counter() - started


def bench_exact(repeats: int) -> None:
    for name in ("standard", "echo", "one-way"):
        game = compile_game(load_setup(name))
        ratios, before, tables, greedy = [], [], [], []
        for _ in range(repeats):
            table = full_table_seconds(game)
            solver_module.forget_tables()  # as in one `--exact`: the greedy solves follow this one
            perfect = solve_seconds(game, (False, False))
            seats = sum(solve_seconds(game, seats) for seats in GREEDY_SEATS)
            old = table + sum(full_table_seconds(game, seats) for seats in GREEDY_SEATS)
            tables.append(table)
            greedy.append(seats)
            ratios.append((perfect + seats) / table)
            before.append(old / table)
        solver_module._TABLES.clear()
        verdict = "met" if statistics.median(ratios) <= AIM_EXACT_RATIO else "MISSED"
        print(
            f"exact {name}: one full table {spread(tables)} s; the two greedy-seat solves "
            f"{spread(greedy)} s; --exact's three solves / one table {spread(ratios)}x "
            f"(aim at most {AIM_EXACT_RATIO}x: {verdict}); with full greedy-seat tables "
            f"{spread(before)}x"
        )


def core_rate(games: int) -> float:
    game = compile_game(load_setup("standard"))
    for _ in play_batches(game, ("greedy",) * 4, 1_000, 1):
        pass  # the move tables, built once per process
    started = time.perf_counter()
    for _ in play_batches(game, ("greedy",) * 4, games, 1):
        pass
    return games / (time.perf_counter() - started)


def command_rate(games: int) -> float:
    env = dict(os.environ, PYTHONPATH=ROOT, **ONE_CORE)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # later runs, as after install: bytecode written
    args = [sys.executable, "-c", "import sys; from printgen.cli import main; main(sys.argv[1:])"]
    args += ["analyze", "standard", "-p", "4", "-n", str(games), "--skill-games", "0"]
    started = time.perf_counter()
    subprocess.run(args, env=env, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return games / (time.perf_counter() - started)


def bench_figures(repeats: int, games: int = FIGURES_GAMES) -> None:
    command_rate(games)  # writes the bytecode
    commands, cores, ratios = [], [], []
    for _ in range(repeats):
        command, core = command_rate(games), core_rate(games)
        commands.append(command)
        cores.append(core)
        ratios.append(command / core)
    verdict = "met" if statistics.median(commands) >= AIM_GAMES_PER_SECOND else "MISSED"
    print(
        f"`printgen analyze standard -p 4 -n {games} --skill-games 0`: "
        f"{spread([c / 1000 for c in commands], 0)}k games/s (aim at least "
        f"{AIM_GAMES_PER_SECOND // 1000}k: {verdict}); the core without the figures "
        f"{spread([c / 1000 for c in cores], 0)}k games/s; command / core {spread(ratios)}"
    )


def main_bench(repeats: int = REPEATS) -> None:
    print(f"{repeats} repeats; median (range); one core")
    bench_exact(repeats)
    bench_figures(repeats)


if __name__ == "__main__":
    main_bench(int(sys.argv[1]) if len(sys.argv) > 1 else REPEATS)
