"""A longer fuzz run: `python fuzz/run.py --seconds 600 [--jobs 4] [--seed 1]`.

Makes well-formed setups with random values and mutates setups (fuzz/harness.py) for the given time and feeds them to the loader, the validator,
`show` and the builder's planning step. Inputs whose outcome is new (a new set of diagnostic
codes, or a new stage reached) join the corpus, so later mutations start from them. Any
exception other than a PrintgenError, any Python warning that escapes (it would reach the terminal), any malformed diagnostic, and any input that takes longer
than --slow seconds is a finding: written to fuzz/findings/ (input and traceback) and listed at
the end. Exit status 1 when there are findings.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import multiprocessing
import os
import random
import signal
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import Options, check_file, mutate, random_setup, seeds  # noqa: E402

FINDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "findings")
CARDS = ["poker", "bridge", "mini", "tarot", "63x88", "25x25", "120x170", "280x280", "0x0", "10x10", "nanxnan"]


class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang()


def random_edits(rng: random.Random) -> list[tuple[int, float, int]]:
    count = rng.choice([1, 1, 1, 2, 2, 3, 5, 8])  # mostly small edits, so many inputs still validate
    return [(rng.randrange(5), rng.random(), rng.randrange(10_000)) for _ in range(count)]


def random_options(rng: random.Random) -> Options:
    if rng.random() < 0.5:  # sensible options, so the planning step runs to the end
        return Options(players=rng.randint(1, 8), paper=rng.choice(["a4", "letter"]), card=rng.choice(CARDS[:5]), bleed_mm=rng.choice([0.0, 3.0]), phone=rng.random() < 0.2)
    return Options(players=rng.randint(0, 9), paper=rng.choice(["a4", "letter"]), card=rng.choice(CARDS),
                   bleed_mm=rng.choice([0.0, 3.0, 6.0, -1.0, 7.0, float("nan")]), gutter_mm=rng.choice([0.0, 2.0, 30.0, 31.0]),
                   backs=rng.random() < 0.3, phone=rng.random() < 0.2)


def signature(outcome: str, data: bytes) -> tuple:
    """What makes an outcome new: the stage reached and the codes reported."""
    from printgen.validation import validate_text

    return (outcome, frozenset(d.code for d in validate_text(data, "fuzz.yaml").diagnostics))


def worker(args: tuple[int, float, float]) -> dict:
    seed, seconds, slow = args
    rng = random.Random(seed)
    corpus = seeds()
    clean = [data for data in corpus if _outcome(data, None) == "described"]  # half the mutations start from a clean setup
    seen: set[tuple] = set()
    counts: collections.Counter = collections.Counter()
    findings: dict[str, tuple[bytes, str]] = {}
    signal.signal(signal.SIGALRM, _alarm)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if rng.random() < 0.3:  # a well-formed setup with random values, to reach the checks and the builder
            data = random_setup(rng)
        else:
            data = mutate(rng.choice(clean if rng.random() < 0.5 else corpus), random_edits(rng))
        options = random_options(rng) if rng.random() < 0.5 else None
        started = time.monotonic()
        signal.alarm(int(slow * 5) + 1)
        try:
            outcome = _outcome(data, options)
        except Hang:
            outcome = "finding"
            _record(findings, data, options, f"Hang: no result after {int(slow * 5) + 1} s\n")
        except BaseException as exc:  # noqa: BLE001 - every escape is a finding
            if isinstance(exc, KeyboardInterrupt):
                raise
            outcome = "finding"
            _record(findings, data, options, "".join(traceback.format_exception(exc)))
        finally:
            signal.alarm(0)
        elapsed = time.monotonic() - started
        if elapsed > slow and outcome != "finding":
            _record(findings, data, options, f"Slow: {elapsed:.1f} s (limit {slow} s), outcome {outcome}\n")
        counts[outcome] += 1
        if outcome != "finding" and len(corpus) < 2000:
            key = signature(outcome, data) if outcome == "diagnostics" else (outcome,)
            if key not in seen:
                seen.add(key)
                corpus.append(data)
                if outcome in ("described", "planned"):
                    clean.append(data)
    return {"counts": counts, "findings": findings, "corpus": len(corpus)}


def _outcome(data: bytes, options: Options | None) -> str:
    from printgen.errors import PrintgenError

    try:
        return check_file(data, options)
    except PrintgenError:
        return "printgen error"


def _record(findings: dict, data: bytes, options, report: str) -> None:
    last = report.strip().splitlines()[-1] if report.strip() else "?"
    place = [line for line in report.splitlines() if line.strip().startswith("File ")][-1:] or [""]
    key = hashlib.sha1((last.split(":")[0] + place[0]).encode()).hexdigest()[:12]
    if key not in findings or len(data) < len(findings[key][0]):
        findings[key] = (data, f"options: {options}\n{report}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to run (default 60)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: from the clock)")
    parser.add_argument("--slow", type=float, default=2.0, help="seconds after which one input is a finding (default 2)")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time())
    started = time.monotonic()
    jobs = [(seed + index, args.seconds, args.slow) for index in range(args.jobs)]
    if args.jobs == 1:
        results = [worker(jobs[0])]
    else:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(worker, jobs)
    elapsed = time.monotonic() - started
    counts = sum((r["counts"] for r in results), collections.Counter())
    findings = {key: value for r in results for key, value in r["findings"].items()}
    total = sum(counts.values())
    print(f"seed {seed}: {total} inputs in {elapsed:.0f} s with {args.jobs} job(s) ({total / max(elapsed, 1e-9):.0f}/s); corpus grew to {max(r['corpus'] for r in results)}")
    for outcome, count in sorted(counts.items()):
        print(f"  {outcome}: {count}")
    if findings:
        os.makedirs(FINDINGS, exist_ok=True)
    for key, (data, report) in sorted(findings.items()):
        with open(os.path.join(FINDINGS, f"{key}.yaml"), "wb") as handle:
            handle.write(data)
        with open(os.path.join(FINDINGS, f"{key}.txt"), "w", encoding="utf-8") as handle:
            handle.write(report)
        print(f"finding {key}: {report.strip().splitlines()[-1][:160]} (fuzz/findings/{key}.yaml)")
    print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
