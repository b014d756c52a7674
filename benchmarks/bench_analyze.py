"""Balance-analysis speed against the plain-Python engine, first run and later runs, on one core.

- Games per second: the simulator (numpy, a batch of games in the same array operations) against
  a plain-Python loop over the rules engine with the same bots and seeds (the reference bots of
  `printgen.neighbours.analysis.oracle`), measured in this run. The first call in a process also
  builds the game's move tables; later calls are timed as the median of three.
- Solve time: the exact two-player solve of each bundled setup (the table of every position by
  backward induction, then every opening and a perfect line), first and later (the solver's kept
  table is dropped between runs, so every run solves from nothing); the two greedy-seat solves
  that `--exact` adds, and the three solves together against one full table (the perfect one, built
  on its own in the same run; aim at most 1.5x, as in `bench_analyze_speed`); and the plain-Python
  brute force over the engine against the numpy solver on the last six plies of Standard's perfect
  line, where brute force still finishes.
- Whole commands as a user runs them, in fresh processes: the first run after install (a fresh
  copy of the checkout, no bytecode of printgen's written yet) against later runs. Nothing else
  is cached: there is nothing to compile.

Run with `python benchmarks/run.py analyze`, or on its own: `python benchmarks/bench_analyze.py
[GAMES]`.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if sys.path[:1] != [ROOT]:
    # this checkout, ahead of any copy of printgen installed in the virtualenv
    sys.path.insert(0, ROOT)

import numpy as np

from printgen.neighbours.analysis import solver as solver_module
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.oracle import margin_values, play_reference_game
from printgen.neighbours.analysis.simulate import play_batches
from printgen.neighbours.analysis.solver import Solver, solve
from printgen.neighbours.analysis.table import PositionTable
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.engine import Move, apply_move, new_game

PLAIN_GAMES = 300
FAST_GAMES = 1_000_000
SEED = 1
AIM_GAMES_PER_SECOND = (
    1_000_000  # greedy, 4 players (at least 326,000: the compiled simulator this replaced)
)
AIM_SOLVE_SECONDS = 3.0
AIM_EXACT_RATIO = 1.5  # --exact's three solves against one full table
ONE_CORE = {name: "1" for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS")}


def plain_rate(setup, bots, games: int = PLAIN_GAMES) -> float:
    started = time.perf_counter()
    for game in range(games):
        play_reference_game(setup, bots, SEED, game)
    return games / (time.perf_counter() - started)


def fast_seconds(game, bots, games: int) -> float:
    started = time.perf_counter()
    for _ in play_batches(game, bots, games, SEED):
        pass
    return time.perf_counter() - started


def bench_games(games: int) -> None:
    setup = load_setup("standard")
    game = compile_game(setup)
    tables = [
        (("greedy",) * 4, games),
        (("random",) * 4, games),
        (("greedy",) * 8, games // 2),
        (("lookahead",) * 2, games // 10),
        (("optimal", "greedy"), games // 10),
    ]
    for bots, count in tables:
        if "optimal" in bots:
            solver_module.perfect_table(game)  # its table is timed below, with the solves
        first = fast_seconds(game, bots, count)
        later = statistics.median(fast_seconds(game, bots, count) for _ in range(3))
        line = (
            f"{','.join(sorted(set(bots)))}, {len(bots)} players, standard, {count:,} games: "
            f"first call {count / first:,.0f} games/s ({first:.2f} s), later calls "
            f"{count / later:,.0f} games/s ({later:.2f} s)"
        )
        if "optimal" not in bots:
            plain = plain_rate(
                setup, bots, PLAIN_GAMES if "lookahead" not in bots else PLAIN_GAMES // 3
            )
            line += (
                f"; plain Python over the engine {plain:,.0f} games/s; ratio "
                f"{count / later / plain:,.0f}x"
            )
        else:
            line += " (plain Python: brute force per move, not measurable at this size)"
        print(line)
        if bots == ("greedy",) * 4:
            rate = count / later
            verdict = (
                "met"
                if rate >= AIM_GAMES_PER_SECOND
                else "above the floor"
                if rate >= 326_000
                else "MISSED"
            )
            print(f"  aim: at least 326,000 games/s, 1,000,000 hoped for: {verdict}")


def timed_solve(game, greedy=(False, False)):
    """A solve without the table kept; a perfect one from nothing, a greedy one as `--exact` makes
    it after the perfect one (sharing its last plies, and the other greedy table's row tables)."""
    if any(greedy):
        solver_module._TABLES.clear()
    else:
        solver_module.forget_tables()
    return solve(game, greedy)


def full_table_seconds(game) -> float:
    started = time.perf_counter()
    PositionTable(game, game.row, game.hand, game.hand, 0, (False, False))
    return time.perf_counter() - started


def bench_exact() -> None:
    for name in ("standard", "echo", "one-way"):
        game = compile_game(load_setup(name))
        first = timed_solve(game)
        later = statistics.median(timed_solve(game).seconds for _ in range(2))
        greedy = [timed_solve(game, seats).seconds for seats in ((True, False), (False, True))]
        table = statistics.median(full_table_seconds(game) for _ in range(2))
        ratio = (later + sum(greedy)) / table
        verdict = "within" if max(first.seconds, later) <= AIM_SOLVE_SECONDS else "OVER"
        aim = "met" if ratio <= AIM_EXACT_RATIO else "MISSED"
        print(
            f"exact {name}: margin {first.value:+d} ({first.outcome}), "
            f"{len(first.best_moves)} best of {len(first.first_moves)} openings: "
            f"first {first.seconds:.2f} s, later {later:.2f} s ({verdict} "
            f"{AIM_SOLVE_SECONDS:g} s); greedy seat 1 {greedy[0]:.2f} s, greedy seat 2 "
            f"{greedy[1]:.2f} s; one full table {table:.2f} s; three solves / one table "
            f"{ratio:.2f}x (aim at most {AIM_EXACT_RATIO}x: {aim})"
        )
    solver_module._TABLES.clear()
    bench_exact_against_plain()


def bench_exact_against_plain(plies_left: int = 6) -> None:
    setup = load_setup("standard")
    game = compile_game(setup)
    line = solve(game).line
    state = new_game(setup.row, setup.hand, 2)
    for move in line[: len(line) - plies_left]:
        state, _ = apply_move(setup.scoring, state, Move(move.card, move.position))
    started = time.perf_counter()
    plain_value = margin_values.__wrapped__(setup.scoring)(state)
    plain = time.perf_counter() - started
    row = np.array([game.index(value) for value in state.row])
    hands = np.zeros((2, len(game.values)), dtype=np.int64)
    for seat, hand in enumerate(state.hands):
        for card in hand:
            hands[seat, game.index(card)] += 1
    solver_module._TABLES.clear()
    started = time.perf_counter()
    value = max(
        move.value for move in Solver(game).move_values(row, hands, state.to_play, plies_left)
    )
    fast = time.perf_counter() - started
    assert value == plain_value, (value, plain_value)
    print(
        f"exact against plain Python, Standard's last {plies_left} plies (margin {value:+d}): "
        f"numpy table {fast:.3f} s, brute force over the engine {plain:.2f} s; ratio "
        f"{plain / fast:,.0f}x"
    )


def command_seconds(args: list[str], copy: str) -> float:
    env = dict(os.environ, PYTHONPATH=copy, **ONE_CORE)
    # the first run writes printgen's bytecode, as an install would
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from printgen.cli import main; main(sys.argv[1:])",
            *args,
        ],
        env=env,
        cwd=copy,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - started


def bench_commands() -> None:
    """Each command first in a fresh copy of the checkout (no bytecode of printgen's yet: the first
    run after installing), then three times more in the same copy."""
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for args in (
        ["analyze", "standard", "-p", "4", "-n", "1000000"],
        ["analyze", "one-way", "--exact"],
        ["analyze", "standard"],
    ):
        with tempfile.TemporaryDirectory() as copy:
            for folder in ("printgen", "setups", "games", "templates"):
                shutil.copytree(os.path.join(ROOT, folder), os.path.join(copy, folder), ignore=skip)
            first = command_seconds(args, copy)
            later = statistics.median(command_seconds(args, copy) for _ in range(3))
        print(
            f"`printgen {' '.join(args)}`: first run after install {first:.2f} s, later runs "
            f"{later:.2f} s; first / later {first / later:.2f} (aim at most 2)"
        )


def main_bench(games: int = FAST_GAMES) -> None:
    print(f"numpy {np.__version__}, one core; no JIT compiler, nothing cached on disk")
    bench_games(games)
    bench_exact()
    bench_commands()


if __name__ == "__main__":
    main_bench(int(sys.argv[1]) if len(sys.argv) > 1 else FAST_GAMES)
