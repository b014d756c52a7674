"""The game interpreter's speed: random games per second of `play:` for each game that declares it,
against a hand-written plain-Python engine of the same rules (benchmarks/handwritten) measured in
the same run, alternating, as processor time. Required: at most 3x the hand-written engine; aim 2x;
a No Thanks!-sized game at 5,000 random games/s or more on one core.

Run with `python benchmarks/run.py play`, or on its own:
`python benchmarks/bench_play.py [GAMES] [REPEATS]`.
"""

from __future__ import annotations

import importlib
import os
import statistics
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


def main_bench(games: int = GAMES, repeats: int = REPEATS) -> None:
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


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main_bench(*args)
