"""The rows of issue 44's table that concern exports and builds, each with its ratio and its aim, in
one command: `python benchmarks/run.py export` (or `python benchmarks/bench_export.py`).

- export of the 1,000-card deck (benchmarks/data/thousand.yaml) --to tgc, mpc and tts, against
  `printgen build --only cards` of the same file (aims: 10x, 10x, 5x);
- `printgen build` of that deck against bare reportlab drawing as many pages of plain cards
  (plain_cards.py; aim 1.5x), and against the same pages replayed (same_pages.py: the build's own
  reportlab calls with nothing of printgen's);
- the same with reportlab's C accelerator (rl-accel, the `fast` extra), if it is installed, against
  bare reportlab with it (aim 2x), and what the extra gains printgen's build;
- the six-player Number Neighbours kit against its own drawing calls replayed (aim 1.5x).

Every job is a whole command, a fresh Python process as a user runs it (the exports with their
default workers, one per core), timed as processor time: user and system time of the process and
its children (an export's workers), which other work on the machine inflates far less than wall
time. The jobs of a round run one after the other, ROUNDS rounds after one to warm up; a row's
ratio is the median over the rounds of its job's time over its baseline's in the same round. Wall
times are shown beside. Without rl-accel installed, the jobs run as they are and the rows with it
are left out; with it, `without_accel.py` runs the jobs "without" as if it were not installed.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)

THOUSAND = os.path.join(HERE, "data", "thousand.yaml")
CARDS = ("--only", "cards")  # the deck's cards alone, as the baselines draw them
ROUNDS = 7
PLAYERS = 6


def _accel_installed() -> bool:
    import importlib.util

    return importlib.util.find_spec("_rl_accel") is not None


def _environment() -> dict:
    """As a user runs printgen: the installed package, not a checkout's source."""
    return {
        k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")
    }


def _children_time() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Job:
    """A command run in `folder`; `fresh` is a folder (or file) removed before each run, untimed."""

    def __init__(self, args: list[str], folder: str, fresh: str | None = None, accel=True):
        prefix = (
            [sys.executable] if accel else [sys.executable, os.path.join(HERE, "without_accel.py")]
        )
        self.args, self.folder, self.fresh = prefix + args, folder, fresh
        self.samples: list[tuple[float, float]] = []

    def run(self, keep: bool = True) -> None:
        if self.fresh:
            shutil.rmtree(self.fresh, ignore_errors=True)
            if os.path.exists(self.fresh):
                os.remove(self.fresh)
        cpu, wall = _children_time(), time.perf_counter()
        subprocess.run(
            self.args, check=True, capture_output=True, cwd=self.folder, env=_environment()
        )
        if keep:
            self.samples.append((_children_time() - cpu, time.perf_counter() - wall))


def _printgen(*args: str) -> list[str]:
    return ["-m", "printgen", *args]


def _script(name: str, *args: str) -> list[str]:
    return [os.path.join(HERE, name), *args]


def _jobs(folder: str, accel: bool) -> dict:
    """The jobs of a round, by name."""
    from bench_build import recorded_calls
    from pypdf import PdfReader

    def out(name: str) -> str:
        return os.path.join(folder, name)

    subprocess.run(
        [sys.executable, *_printgen("build", THOUSAND, *CARDS, "-o", out("deck.pdf"))],
        check=True,
        capture_output=True,
        env=_environment(),
    )
    pages = len(PdfReader(out("deck.pdf")).pages)
    calls, _ = recorded_calls(THOUSAND, {"only": ("cards",)}, folder, "deck-calls.json")
    kit_calls, _ = recorded_calls("standard", {"players": PLAYERS}, folder, "kit-calls.json")
    jobs = {
        "build": Job(_printgen("build", THOUSAND, *CARDS, "-o", out("deck.pdf")), folder),
        "plain": Job(_script("plain_cards.py", str(pages), out("plain.pdf")), folder),
        "same": Job(_script("same_pages.py", calls, out("same.pdf")), folder),
        "kit": Job(_printgen("build", "--players", str(PLAYERS), "-o", out("kit.pdf")), folder),
        "kit-same": Job(_script("same_pages.py", kit_calls, out("kit-same.pdf")), folder),
    }
    for to in ("tgc", "mpc", "tts"):
        target = out(f"deck-{to}")
        jobs[to] = Job(_printgen("export", THOUSAND, "--to", to, "-o", target), folder, target)
    if accel:
        jobs["build-slow"] = Job(
            _printgen("build", THOUSAND, *CARDS, "-o", out("deck-slow.pdf")), folder, accel=False
        )
        jobs["plain-slow"] = Job(
            _script("plain_cards.py", str(pages), out("plain-slow.pdf")), folder, accel=False
        )
    return jobs


# (label, job, baseline, aim): the rows, in the order of the table
ROWS = [
    ("export --to tgc, 1,000-card deck / build of it", "tgc", "build", 10.0),
    ("export --to mpc, 1,000-card deck / build of it", "mpc", "build", 10.0),
    ("export --to tts, 1,000-card deck / build of it", "tts", "build", 5.0),
    ("1,000-card deck, build / bare reportlab, plain cards", "build", "plain", 1.5),
    ("1,000-card deck, build / the same pages replayed", "build", "same", None),
    ("six-player kit, build / its own drawing calls replayed", "kit", "kit-same", 1.5),
]
SLOW_ROWS = [  # with rl-accel installed: the rows above without it, and what it gains
    ("1,000-card deck without rl-accel, build / bare reportlab", "build-slow", "plain-slow", 1.5),
    ("1,000-card deck with rl-accel, build / bare reportlab with it", "build", "plain", 2.0),
    ("rl-accel's gain: build with it / build without it", "build", "build-slow", None),
]


def _row(label: str, job: Job, baseline: Job, aim: float | None) -> float:
    ratios = [a[0] / b[0] for a, b in zip(job.samples, baseline.samples)]
    walls = [a[1] / b[1] for a, b in zip(job.samples, baseline.samples)]
    ratio = statistics.median(ratios)
    cpu = statistics.median(s[0] for s in job.samples)
    base = statistics.median(s[0] for s in baseline.samples)
    verdict = "" if aim is None else f"; aim <= {aim:g}x: {'met' if ratio <= aim else 'NOT met'}"
    print(
        f"{label}: {ratio:.2f}x ({cpu:.2f} s / {base:.2f} s of processor time, "
        f"wall {statistics.median(walls):.2f}x){verdict}",
        flush=True,
    )
    return ratio


def main_bench() -> dict:
    accel = _accel_installed()
    with tempfile.TemporaryDirectory() as folder:
        jobs = _jobs(folder, accel)
        print(
            f"{ROUNDS} rounds of {len(jobs)} whole commands each (processor-time ratios, medians "
            f"of each round's pair); {os.cpu_count()} cores, load average "
            + " ".join(f"{load:.1f}" for load in os.getloadavg()),
            flush=True,
        )
        for job in jobs.values():
            job.run(keep=False)  # to warm up: the bytecode and printgen's cache of fonts
        for _ in range(ROUNDS):
            for job in jobs.values():
                job.run()
        rows = ROWS + (SLOW_ROWS if accel else [])
        results = {label: _row(label, jobs[a], jobs[b], aim) for label, a, b, aim in rows}
    if not accel:
        print("rl-accel is not installed: pip install '.[fast]' adds the rows with it")
    print("load average after: " + " ".join(f"{load:.1f}" for load in os.getloadavg()))
    return results


if __name__ == "__main__":
    main_bench()
