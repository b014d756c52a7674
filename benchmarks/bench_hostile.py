"""Times the catalogue's hostile inputs that were once slow (tests/catalogue/manifest.toml, the
entries marked `benchmark = true`: thousands of clauses, a wide domain of heavy expressions, a
format spec asking for millions of characters of padding) as whole commands, against `printgen
validate standard` measured in the same run. Each is refused or built at its limit before the
work starts, so each should cost about what an ordinary command costs: aim within 2x.

The tests check what each entry prints and writes; how long it takes is measured here.
"""

from __future__ import annotations

import codecs
import os
import subprocess
import sys
import tempfile
import tomllib

from bench_build import _command, _medians

ROUNDS = 5
AIM_RATIO = 2.0
CATALOGUE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "catalogue"
)


def _input(entry: dict) -> bytes:
    if "input" in entry:
        with open(os.path.join(CATALOGUE, "inputs", entry["input"]), "rb") as handle:
            return handle.read()
    pieces = [piece if isinstance(piece, list) else [piece, 1] for piece in entry["bytes"]]
    return b"".join(codecs.escape_decode(text.encode("utf-8"))[0] * count for text, count in pieces)


def _expecting(status: int, args: list[str], folder: str):
    """The command as a user runs it, which must end with the catalogue's exit status."""

    def run():
        done = subprocess.run(args, capture_output=True, cwd=folder, check=False)
        if done.returncode != status:
            raise RuntimeError(f"{args[1:]} ended with {done.returncode}, not {status}")

    return run


def timed_entries() -> dict:
    with open(os.path.join(CATALOGUE, "manifest.toml"), "rb") as handle:
        manifest = tomllib.load(handle)
    return {name: entry for name, entry in manifest.items() if entry.get("benchmark")}


def main_bench() -> dict:
    printgen = os.path.join(os.path.dirname(sys.executable), "printgen")
    entries = timed_entries()
    with tempfile.TemporaryDirectory() as folder:
        runs = []
        for name, entry in entries.items():
            target = entry.get("input", f"{name}.yaml")
            with open(os.path.join(folder, target), "wb") as handle:
                handle.write(_input(entry))
            args = [
                a.replace("{input}", target) for a in entry.get("args", ["validate", "{input}"])
            ]
            runs.append(_expecting(entry["exit"], [printgen, *args], folder))
        baseline = _command([printgen, "validate", "standard"], folder)
        base, *times = _medians([baseline, *runs], ROUNDS)
    print(f"printgen validate standard: {base[0] * 1000:.1f} ms of processor time")
    ratios = {}
    for name, (cpu, wall) in zip(entries, times):
        ratios[name] = cpu / base[0]
        print(
            f"{name}: {cpu * 1000:.1f} ms; ratio {ratios[name]:.2f}x (aim within {AIM_RATIO}x); "
            f"wall {wall * 1000:.1f} ms, {wall / base[1]:.2f}x"
        )
    return ratios


if __name__ == "__main__":
    main_bench()
