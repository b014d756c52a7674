"""`python -m benchmarks.handwritten GAME -p N -n GAMES --seed S`: the figures as JSON on stdout,
games per second on stderr."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time

from . import GAMES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.handwritten")
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("-p", "--players", type=int, required=True)
    parser.add_argument("-n", "--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    engine = importlib.import_module(f"{__package__}.{GAMES[args.game]}")
    started = time.perf_counter()
    try:
        figures = engine.simulate(args.players, args.games, args.seed)
    except ValueError as problem:
        parser.error(str(problem))
    seconds = time.perf_counter() - started
    print(json.dumps(figures, indent=2))
    print(
        f"{args.game} -p {args.players}: {args.games} games in {seconds:.2f} s, "
        f"{args.games / seconds:,.0f} games/s",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
