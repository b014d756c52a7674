"""Times `printgen validate` as a user runs it (a fresh process) against a process that only imports
click and yaml, which every command needs: the bundled Standard setup (aim within 1.5x, the deep
checks excepted), a game file and a theme. Medians of interleaved runs, measured in the same run,
as processor time (the aim) and wall time.
"""

from __future__ import annotations

import os
import sys
import tempfile

from bench_build import _command, _medians

ROUNDS = 15
AIM_RATIO = 1.5
TARGETS = (
    ("setup Standard", "standard"),
    ("game Neos", "neos"),
    ("theme large-print", "large-print"),
)


def main_bench() -> dict:
    printgen = os.path.join(os.path.dirname(sys.executable), "printgen")
    with tempfile.TemporaryDirectory() as folder:
        baseline = _command([sys.executable, "-c", "import click, yaml"], folder)
        runs = [_command([printgen, "validate", target], folder) for _, target in TARGETS]
        # what the setup's checks cost without the preflight's layout (a figure for the record: no
        # command validates without it), through the library as validate calls it
        checks_only = _command(
            [
                sys.executable,
                "-c",
                "import click, yaml\nfrom printgen.kinds.lookup import resolve\n"
                "from printgen.kit.validation import validate_target\n"
                "validate_target(resolve('standard'), preflight=False)",
            ],
            folder,
        )
        base, *times, checks = _medians([baseline, *runs, checks_only], ROUNDS)
    print(
        f"import click and yaml: {base[0] * 1000:.1f} ms of processor time "
        f"({base[1] * 1000:.1f} ms wall)"
    )
    ratios = {}
    for (label, _), (cpu, wall) in zip(TARGETS, times):
        ratios[label] = cpu / base[0]
        aim = f" (aim within {AIM_RATIO}x)" if label.startswith("setup") else ""
        print(
            f"printgen validate, {label}: {cpu * 1000:.1f} ms; ratio "
            f"{ratios[label]:.2f}x{aim}; wall {wall * 1000:.1f} ms, {wall / base[1]:.2f}x"
        )
    print(
        f"setup Standard read and checked without the preflight: {checks[0] * 1000:.1f} ms; "
        f"ratio {checks[0] / base[0]:.2f}x; wall {checks[1] * 1000:.1f} ms"
    )
    return ratios


if __name__ == "__main__":
    main_bench()
