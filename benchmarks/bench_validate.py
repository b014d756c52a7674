"""Times `printgen validate` as a user runs it (a fresh process) against a process that only imports
click and yaml, which every command needs: the bundled Standard setup (aim within 1.5x, the deep
checks excepted), a game file and a theme. Medians of interleaved runs, measured in the same run.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

from bench_build import _command

ROUNDS = 15
AIM_RATIO = 1.5
TARGETS = (("setup Standard", "standard"), ("game Neos", "neos"), ("theme large-print", "large-print"))


def _interleaved(functions: list, rounds: int = ROUNDS) -> list[float]:
    for function in functions:
        function()
    samples: list[list[float]] = [[] for _ in functions]
    for _ in range(rounds):
        for i, function in enumerate(functions):
            start = time.perf_counter()
            function()
            samples[i].append(time.perf_counter() - start)
    return [statistics.median(s) for s in samples]


def main_bench() -> dict:
    printgen = os.path.join(os.path.dirname(sys.executable), "printgen")
    with tempfile.TemporaryDirectory() as folder:
        baseline = _command([sys.executable, "-c", "import click, yaml"], folder)
        runs = [_command([printgen, "validate", target], folder) for _, target in TARGETS]
        base_s, *times = _interleaved([baseline, *runs])
    print(f"import click and yaml: {base_s * 1000:.1f} ms")
    ratios = {}
    for (label, _), seconds in zip(TARGETS, times):
        ratios[label] = seconds / base_s
        aim = f" (aim within {AIM_RATIO}x)" if label.startswith("setup") else ""
        print(f"printgen validate, {label}: {seconds * 1000:.1f} ms; ratio {ratios[label]:.2f}x{aim}")
    return ratios


if __name__ == "__main__":
    main_bench()
