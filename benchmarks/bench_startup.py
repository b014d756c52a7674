"""Times `printgen --version` and `printgen --help` as a user runs them (a fresh process) against
`python -c "import click"` in the same run: the least a click command line can cost, so the ratio
is what printgen adds before any command runs (aim: as fast as importing click allows, within
1.2x). Medians of interleaved runs, as processor time (the aim) and wall time. Which modules the
two import is a test (tests/test_startup.py); the time is only measured here.
"""

from __future__ import annotations

import os
import sys
import tempfile

from bench_build import _command, _medians

ROUNDS = 21
AIM_RATIO = 1.2
RUNS = (("printgen --version", ["--version"]), ("printgen --help", ["--help"]))


def main_bench() -> dict:
    printgen = os.path.join(os.path.dirname(sys.executable), "printgen")
    with tempfile.TemporaryDirectory() as folder:
        baseline = _command([sys.executable, "-c", "import click"], folder)
        runs = [_command([printgen, *args], folder) for _, args in RUNS]
        base, *times = _medians([baseline, *runs], ROUNDS)
    print(
        f"python -c 'import click': {base[0] * 1000:.1f} ms of processor time "
        f"({base[1] * 1000:.1f} ms wall)"
    )
    ratios = {}
    for (label, _), (cpu, wall) in zip(RUNS, times):
        ratios[label] = cpu / base[0]
        print(
            f"{label}: {cpu * 1000:.1f} ms; ratio {ratios[label]:.2f}x (aim within "
            f"{AIM_RATIO}x); wall {wall * 1000:.1f} ms, {wall / base[1]:.2f}x"
        )
    return ratios


if __name__ == "__main__":
    main_bench()
