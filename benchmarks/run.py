"""Runs one benchmark by name: `python benchmarks/run.py build`."""

from __future__ import annotations

import importlib
import os
import sys

BENCHMARKS = {
    "build": "bench_build",
    "analyze": "bench_analyze",
    "analyze-speed": "bench_analyze_speed",
    "export": "bench_export",
    "validate": "bench_validate",
    "sweep": "bench_sweep",
    "hostile": "bench_hostile",
    "play": "bench_play",
    "startup": "bench_startup",
}


def main(argv: list[str]) -> int:
    names = argv or sorted(BENCHMARKS)
    unknown = [n for n in names if n not in BENCHMARKS]
    if unknown:
        print(
            f"unknown benchmark {', '.join(unknown)}; choose from: {', '.join(sorted(BENCHMARKS))}",
            file=sys.stderr,
        )
        return 2
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    for name in names:
        print(f"== {name}")
        importlib.import_module(BENCHMARKS[name]).main_bench()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
