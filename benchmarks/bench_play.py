"""The game interpreter's speed: random games per second of `play:` for each game that declares it,
against a hand-written plain-Python engine of the same rules (benchmarks/handwritten) measured in
the same run, alternating, as processor time. Required: at most 3x the hand-written engine; aim 2x;
a No Thanks!-sized game at 5,000 random games/s or more on one core.

Then the command around the engine, for each seed game at 4 players: the whole
`printgen analyze GAME -p 4 -n 10000 --format json` in a fresh process (its processor time, its
workers' included) against the engine core playing the same games in this process (the 10,000
games and the skill tables' games, without tallies): aim at most 1.3x; the same with
`--skill-games 0`; and `--workers 2` against `--workers 1` in wall time on two cores: aim at least
1.7x. Beside them, the seconds the command takes and the hand-written engine's for 10,000 games.

Run with `python benchmarks/run.py play`, or on its own:
`python benchmarks/bench_play.py [GAMES] [REPEATS] [COMMAND_REPEATS]`.
"""

from __future__ import annotations

import importlib
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if sys.path[:1] != [ROOT]:
    sys.path.insert(0, ROOT)  # this checkout, ahead of any copy installed in the virtualenv

# game file (bundled id or docs example), players, hand-written module
CASES = [
    ("colour-catch", 4, "colour_catch"),
    ("neos", 4, "neos"),
    ("animal-ladder", 4, "animal_ladder"),
    ("docs/examples/thirty-three.yaml", 4, "no_thanks"),  # No Thanks!, in our words
    ("docs/examples/far-trails.yaml", 2, "lost_cities"),  # Lost Cities, in our words
    ("docs/examples/coloretto.yaml", 4, "coloretto"),
]
GAMES = 1_000
REPEATS = 3
REQUIRED, AIM = 3.0, 2.0
COMMAND_GAMES = 10_000
COMMAND_REPEATS = 1
COMMAND_AIM, WORKERS_AIM = 1.3, 1.7
SEED_GAMES = [(game_id, module) for game_id, _, module in CASES[:3]]


def interpreter(game_id: str, players: int):
    from printgen.kinds.lookup import resolve
    from printgen.play.run import make_runner, play_games

    path = os.path.join(ROOT, game_id) if game_id.endswith(".yaml") else game_id
    target = resolve(path)
    game = target.kind.module().load(target)
    runner = make_runner(game, players)

    def run(games: int) -> None:
        for _ in play_games(runner, ("random",) * players, games, 1):
            pass

    return run


def handwritten(module: str, players: int):
    engine = importlib.import_module(f"benchmarks.handwritten.{module}")

    def run(games: int) -> None:
        engine.simulate(players, games, 1)

    return run


def timed(run, games: int) -> float:
    start = time.process_time()
    run(games)
    return time.process_time() - start


def command_seconds(game_id: str, *options: str) -> tuple[float, float]:
    """The processor time (its workers' included) and wall time of one whole analyze command."""
    printgen = shutil.which("printgen") or "printgen"
    argv = [printgen, "analyze", game_id, "-p", "4", "-n", str(COMMAND_GAMES), "--format", "json"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([*argv, *options], check=True, capture_output=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, wall


def core_seconds(game_id: str, skill_games: int) -> float:
    """The engine core playing the games `analyze GAME -p 4 -n 10000` plays: the run's random
    games, then each skill table's (as printgen.play.analysis lays them out), untallied."""
    from printgen.kinds.lookup import resolve
    from printgen.play.analysis import SKILL_TABLES
    from printgen.play.run import make_runner, play_games

    target = resolve(game_id)
    game = target.kind.module().load(target)
    runner = make_runner(game, 4)
    for _ in play_games(runner, ("random",) * 4, 5, 99):
        pass  # the round's function made before the clock starts, as the command's probe does
    started = time.process_time()
    for _ in play_games(runner, ("random",) * 4, COMMAND_GAMES, 1):
        pass
    for _, lone, rest in SKILL_TABLES if skill_games else ():
        for seat in range(4):
            bots = tuple(lone if s == seat else rest for s in range(4))
            for _ in play_games(runner, bots, skill_games, 1 + 1 + seat):
                pass
    return time.process_time() - started


def command_bench(repeats: int = COMMAND_REPEATS) -> None:
    from printgen.play.analysis import SKILL_GAMES

    print(
        f"\nanalyze GAME -p 4 -n {COMMAND_GAMES:,}: the command against the core playing the same"
        f" games (processor time), {repeats} repeat(s), median; load {os.getloadavg()[0]:.2f}"
    )
    print(
        f"{'game':<16}{'command s':>10}{'core s':>8}{'ratio':>7}{'no skill':>9}{'core':>6}"
        f"{'ratio':>7}{'1 worker':>10}{'2 workers':>10}{'gain':>6}{'hand-written s':>16}"
    )
    for game_id, module in SEED_GAMES:
        rows = []
        for _ in range(repeats):
            command, _ = command_seconds(game_id)
            core = core_seconds(game_id, SKILL_GAMES)
            bare, _ = command_seconds(game_id, "--skill-games", "0")
            bare_core = core_seconds(game_id, 0)
            _, one = command_seconds(game_id, "--workers", "1")
            _, two = command_seconds(game_id, "--workers", "2")
            baseline = timed(handwritten(module, 4), COMMAND_GAMES)
            rows.append((command, core, bare, bare_core, one, two, baseline))
        command, core, bare, bare_core, one, two, baseline = (
            statistics.median(column) for column in zip(*rows)
        )
        print(
            f"{game_id:<16}{command:>10.2f}{core:>8.2f}{command / core:>6.2f}x{bare:>9.2f}"
            f"{bare_core:>6.2f}{bare / bare_core:>6.2f}x{one:>10.2f}{two:>10.2f}"
            f"{one / two:>5.2f}x{baseline:>16.2f}"
        )
    print(
        f"aims: command at most {COMMAND_AIM}x its core; 2 workers at least {WORKERS_AIM}x one"
        f" (wall time, two cores); load after {os.getloadavg()[0]:.2f}"
    )


def main_bench(
    games: int = GAMES, repeats: int = REPEATS, command_repeats: int = COMMAND_REPEATS
) -> None:
    print(f"load {os.getloadavg()[0]:.2f}")
    print(f"{games:,} random games per repeat, {repeats} repeats, processor time, median (range)")
    print(f"{'game':<34}{'interpreter g/s':>16}{'hand-written g/s':>18}{'ratio':>8}  verdict")
    for game_id, players, module in CASES:
        if game_id.endswith(".yaml") and not os.path.exists(os.path.join(ROOT, game_id)):
            print(f"{game_id:<34}  (no such file yet)")
            continue
        mine, theirs = interpreter(game_id, players), handwritten(module, players)
        ratios, rates, baseline = [], [], []
        for _ in range(repeats):
            a = timed(mine, games)
            b = timed(theirs, games)
            ratios.append(a / b)
            rates.append(games / a)
            baseline.append(games / b)
        ratio = statistics.median(ratios)
        verdict = "aim met" if ratio <= AIM else "required met" if ratio <= REQUIRED else "NOT MET"
        name = f"{os.path.basename(game_id)} -p {players}"
        print(
            f"{name:<34}{statistics.median(rates):>16,.0f}{statistics.median(baseline):>18,.0f}"
            f"{ratio:>7.2f}x  {verdict} ({min(ratios):.2f}-{max(ratios):.2f})"
        )
    if command_repeats:
        command_bench(command_repeats)


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main_bench(*args)
