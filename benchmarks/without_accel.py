"""Runs a module (`-m NAME ARGS`) or a script (`PATH ARGS`) as if reportlab's C accelerator
(rl-accel, printgen's `fast` extra) were not installed: reportlab then takes its pure-Python
versions, as it does where the extra is missing. The benchmarks measure with and without it in one
environment this way.
"""

from __future__ import annotations

import runpy
import sys


def main(argv: list[str]) -> None:
    sys.modules["_rl_accel"] = None  # importing it fails, as when it is not installed
    if argv[0] == "-m":
        sys.argv = [argv[1], *argv[2:]]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(argv)
        runpy.run_path(argv[0], run_name="__main__")


if __name__ == "__main__":
    main(sys.argv[1:])
