"""A longer fuzz run: `python fuzz/run.py --seconds 600 [--inputs N] [--jobs 2] [--seed 1] [--kinds
setup,game,theme,font]`.

Makes inputs of every kind (fuzz/harness.py: setups, game files, themes, fonts; well-formed with
random values, and mutated) for the given time, sharing it evenly between the kinds, and feeds
them to the loader, the validator, `show` and the layout of their kit with random print options
(a theme or a font lays out a bundled kit); some laid-out kits, and every font's, are rendered to
PDF bytes too. Inputs whose outcome is new (a new set of diagnostic codes, or a new stage reached)
join the kind's corpus, so later mutations start from them.

Any exception other than a PrintgenError, any Python warning that escapes (it would reach the
terminal), any malformed diagnostic, any input that takes longer than --slow seconds and any that
exhausts --memory-mb is a finding: one per crash site (the exception and the innermost frame that
raised it), the smallest input kept, shrunk further at the end, and written to fuzz/findings/ with
its options, traceback and a command to replay it (`python fuzz/replay.py ID`). At the end it
prints, per kind, how many inputs reached each stage. Exit status 1 when there are findings.
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import multiprocessing
import os
import pickle
import shutil
import sys
import tempfile
import time
from dataclasses import asdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bundles
import harness
from bundles import Bundle
from fonts import FontInput, font_bytes, theme_text
from harness import KINDS, REACHED_LAYOUT, STAGES, Fuzzer, Options, run_input

STARTED = time.monotonic()
FINDINGS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "findings")


def size_of(data) -> int:
    return len(data.edits) if isinstance(data, FontInput) else len(data)


def worker(args: tuple) -> dict:
    """Fuzzes for `seconds`; returns its counts and findings, and with `out` also saves them there
    every half minute (a worker that dies still leaves what it found)."""
    seed, seconds, slow, kinds, render, memory, inputs, out = args
    report_every = float(os.environ.get("PRINTGEN_FUZZ_REPORT_SECONDS") or 300)
    harness.prepare()
    fuzzer = Fuzzer(seed, render=render)
    counts = {kind: collections.Counter() for kind in kinds}
    spent = {kind: 0.0 for kind in kinds}
    findings: dict[str, tuple] = {}
    deadline = time.monotonic() + seconds
    saved = told = time.monotonic()
    done = 0

    def result() -> dict:
        return {
            "counts": counts,
            "spent": spent,
            "findings": findings,
            "corpus": {k: len(v) for k, v in fuzzer.corpus.items()},
        }

    while time.monotonic() < deadline and (not inputs or done < inputs):
        done += 1
        kind = min(kinds, key=lambda k: spent[k])  # each kind gets an even share of the time
        started = time.monotonic()
        try:
            data, options = fuzzer.next_input(kind)
            # slowness is CPU time: a shared machine's load is not the input's doing
            cpu = time.process_time()
            outcome, key, report = run_input(kind, data, options, slow * 5 + 1, memory_mb=memory)
            elapsed = time.process_time() - cpu
            spent[kind] += time.monotonic() - started
            if key is None and elapsed > slow:
                key, report = (
                    f"Slow {kind} input ({outcome.stage})",
                    f"Slow: {elapsed:.1f} s of CPU time (limit {slow} s), outcome "
                    f"{outcome.stage}\n",
                )
            if key is not None:
                counts[kind]["finding"] += 1
                if key not in findings or size_of(data) < size_of(findings[key][1]):
                    findings[key] = (kind, data, options, report)
            if outcome is not None:
                counts[kind][outcome.stage] += 1
                fuzzer.learn(kind, data, outcome)
        except (Exception, harness.Hang) as exc:  # noqa: BLE001 - the harness itself failed (a stray alarm): note it, go on
            counts[kind]["harness error"] += 1
            spent[kind] += time.monotonic() - started
            print(
                f"fuzz: harness error in a {kind} input: {type(exc).__name__}: {exc}",
                file=sys.stderr,
            )
        if time.monotonic() - told > report_every:  # a long run says how far it has got
            told = time.monotonic()
            found = sum(c["finding"] for c in counts.values())
            print(
                f"fuzz: worker {seed}: {done} inputs in {told - deadline + seconds:.0f} s, "
                f"{found} finding(s); {progress(counts, spent)}",
                file=sys.stderr,
                flush=True,
            )
        if out and time.monotonic() - saved > 30:
            _save(out, result())
            saved = time.monotonic()
    if out:
        _save(out, result())
        shutil.rmtree(harness.workdir(), ignore_errors=True)  # a worker process ends without atexit
    return result()


def _logged_worker(args: tuple) -> None:
    try:
        worker(args)
    except BaseException:
        import traceback

        with open(args[-1] + ".error", "w", encoding="utf-8") as handle:
            handle.write(traceback.format_exc())
        raise


def _save(path: str, result: dict) -> None:
    with open(path + ".tmp", "wb") as handle:
        pickle.dump(result, handle)
    os.replace(path + ".tmp", path)


def run_jobs(jobs: list[tuple], seconds: float) -> list[dict]:
    """Each job in a process of its own; the results of those that finish, or their last save."""
    folder = tempfile.mkdtemp(prefix="printgen-fuzz-results-")
    try:
        processes = []
        for index, job in enumerate(jobs):
            path = os.path.join(folder, f"{index}.pickle")
            process = multiprocessing.Process(
                target=_logged_worker, args=(job[:-1] + (path,),), daemon=True
            )
            process.start()
            processes.append((process, path))
        results = []
        for process, path in processes:
            process.join(max(1.0, seconds + 120 - (time.monotonic() - STARTED)))
            if process.is_alive():
                process.kill()
                process.join()
            if process.exitcode != 0:
                why = ""
                if os.path.exists(path + ".error"):
                    with open(path + ".error", encoding="utf-8") as handle:
                        why = handle.read()
                print(
                    f"fuzz: worker {process.pid} ended with status {process.exitcode}; using "
                    f"its last save\n{why}",
                    file=sys.stderr,
                )
            if os.path.exists(path):
                with open(path, "rb") as handle:
                    results.append(pickle.load(handle))
        return results
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# -- shrinking -----------------------------------------------------------------------------
def shrink(
    kind: str, data, options: Options, key: str, budget: float, timeout: float, memory: int = 0
):
    """A smaller input (and plainer options) that still crashes at the same site, within `budget`
    seconds."""
    deadline = time.monotonic() + budget

    def same(candidate, opts) -> bool:
        return (
            time.monotonic() < deadline
            and run_input(kind, candidate, opts, timeout, memory_mb=memory)[1] == key
        )

    for plain in (
        Options(render=options.render, kit=options.kit, language=options.language),
        Options(render=options.render, kit=options.kit),
    ):
        if plain != options and same(data, plain):
            options = plain
    if isinstance(data, FontInput):
        edits = list(data.edits)
        for index in reversed(range(len(edits))):
            candidate = FontInput(
                data.base, data.roles, tuple(edits[:index] + edits[index + 1 :]), data.extends
            )
            if same(candidate, options):
                edits.pop(index)
                data = candidate
        for roles in (("regular",), ("bold",)):
            candidate = FontInput(data.base, roles, data.edits, "default")
            if set(roles) <= set(data.roles) and candidate != data and same(candidate, options):
                data = candidate
        return data, options
    if isinstance(data, Bundle):  # fewer files beside the game, then a shorter game file
        for index in reversed(range(len(data.files))):
            candidate = Bundle(data.game, data.files[:index] + data.files[index + 1 :])
            if same(candidate, options):
                data = candidate
        game, _ = shrink_lines(
            data.game, lambda text, opts: same(Bundle(text, data.files), opts), options, deadline
        )
        return Bundle(game, data.files), options
    data = shrink_tree(data, same, options)
    return shrink_lines(data, same, options, deadline)


def shrink_lines(data: bytes, same, options: Options, deadline: float):
    """Fewer lines, in halves, then quarters, ... while the crash stays."""
    lines = data.splitlines(keepends=True)
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        index = 0
        while index < len(lines) and time.monotonic() < deadline:
            candidate = lines[:index] + lines[index + chunk :]
            if candidate and same(b"".join(candidate), options):
                lines = candidate
            else:
                index += chunk
        chunk //= 2
    return b"".join(lines), options


def shrink_tree(data: bytes, same, options: Options) -> bytes:
    """For a file YAML can read: drop mappings' keys and lists' items while the crash stays, then
    write what is left in block style, which the line pass shrinks further."""
    import yaml
    from generators import parse

    tree = parse(data)
    if not isinstance(tree, (dict, list)):
        return data

    def dump(t):
        return yaml.safe_dump(
            t, sort_keys=False, allow_unicode=True, default_flow_style=None, width=100
        ).encode("utf-8")

    if not same(dump(tree), options):
        return data  # the crash needs something the tree loses (a duplicate key, a comment, a byte)
    changed = True
    while changed:
        changed = False
        for path in _paths(tree):
            candidate = _without(tree, path)
            if candidate is not None and same(dump(candidate), options):
                tree, changed = candidate, True
                break
    return dump(tree)


def _paths(node, path=()):
    """Every key and item, the outermost first."""
    items = (
        list(node.items())
        if isinstance(node, dict)
        else list(enumerate(node))
        if isinstance(node, list)
        else []
    )
    for key, _ in items:
        yield path + (key,)
    for key, value in items:
        yield from _paths(value, path + (key,))


def _without(tree, path):
    import copy

    tree = copy.deepcopy(tree)
    node = tree
    for part in path[:-1]:
        node = node[part]
    try:
        del node[path[-1]]
    except (KeyError, IndexError, TypeError):
        return None
    return tree


# -- reporting -----------------------------------------------------------------------------
def finding_id(key: str) -> str:
    return hashlib.sha1(key.encode()).hexdigest()[:12]


def write_finding(ident: str, key: str, kind: str, data, options: Options, report: str) -> str:
    """The input, its options and traceback under fuzz/findings/; returns where the input is."""
    os.makedirs(FINDINGS, exist_ok=True)
    folder = os.path.join(FINDINGS, ident)
    shutil.rmtree(folder, ignore_errors=True)
    meta = {"kind": kind, "crash_site": key, "options": asdict(options)}
    if isinstance(data, Bundle):
        from printgen.kinds.lookup import GAME

        bundles.write(data, folder)
        shown = f"fuzz/findings/{ident}/{bundles.GAME_NAME}"
        meta["files"] = [
            [name, None if isinstance(value, bytes) else value] for name, value in data.files
        ]
        command = (
            f"printgen build {shown} {options.cli(GAME)} -o /tmp/finding.pdf  (--players is "
            "mapped into the game's range)"
        )
    elif kind in ("setup", "game", "scoring", "play"):
        from printgen.kinds.table import kind_of_document
        from printgen.read.loader import load_bytes

        shown = f"fuzz/findings/{ident}.yaml"
        with open(os.path.join(FINDINGS, f"{ident}.yaml"), "wb") as handle:
            handle.write(data)
        file_kind = kind_of_document(load_bytes(data, shown))
        large = " --large-print" if options.large_print else ""
        command = (
            f"printgen build {shown} {options.cli(file_kind)}{large} -o /tmp/finding.pdf  (a "
            "game's --players is mapped into its range)"
        )
        if kind == "play":
            args = harness.play_arguments(options)
            command = (
                f"printgen play {shown} {args}; printgen analyze {shown} -n 3 {args}  (--players "
                "is the deal's row of that index); " + command
            )
    else:
        os.makedirs(folder)
        shown = f"fuzz/findings/{ident}/"
        if kind == "font":
            name = f"fz-{data.tag()}.ttf"
            with open(os.path.join(folder, name), "wb") as handle:
                handle.write(font_bytes(data))
            data_text = theme_text(data, name).encode()
            meta["font"] = {
                "base": data.base,
                "roles": list(data.roles),
                "edits": [list(e) for e in data.edits],
                "extends": data.extends,
                "recipe": data.recipe(),
            }
        else:
            data_text = data
        with open(os.path.join(folder, "theme.yaml"), "wb") as handle:
            handle.write(data_text)
        kit_kind, model = harness.bundled_kit(options.kit)
        command = (
            f"printgen build {options.kit} --template {shown} {options.cli(kit_kind, model)} -o "
            "/tmp/finding.pdf"
        )
    with open(os.path.join(FINDINGS, f"{ident}.json"), "w", encoding="utf-8") as handle:
        json.dump(meta, handle, indent=2, default=str)
    recipe = f"font: {data.recipe()}\n" if kind == "font" else ""
    with open(os.path.join(FINDINGS, f"{ident}.txt"), "w", encoding="utf-8") as handle:
        handle.write(
            f"kind: {kind}\ncrash site: {key}\ninput: {shown}\n{recipe}options: {options}\n"
            f"by hand: {command}\nexactly: python fuzz/replay.py {ident}\n\n{report}"
        )
    return shown


def progress(counts: dict, spent: dict) -> str:
    """Each kind's inputs, its rate (inputs a second of the time spent on it) and the share that
    reached the layout (for play: was played), in one line."""
    parts = []
    for kind, counter in counts.items():
        total = sum(counter.values())
        reached = sum(counter[s] for s in REACHED_LAYOUT)
        rate = total / max(spent.get(kind, 0.0), 1e-9)
        parts.append(f"{kind} {total} ({rate:.1f}/s, {reached / max(total, 1):.0%} reached)")
    return ", ".join(parts)


def stage_table(counts: dict, spent: dict) -> list[str]:
    stages = (
        list(STAGES)
        + ["finding"]
        + (["harness error"] if any(c["harness error"] for c in counts.values()) else [])
    )
    head = (
        f"{'kind':<7}{'inputs':>8}{'/s':>6}"
        + "".join(f"{s:>{max(len(s), 7) + 2}}" for s in stages)
        + f"{'reached layout':>16}"
    )
    lines = [head]
    for kind, counter in counts.items():
        total = sum(counter.values())
        reached = sum(counter[s] for s in REACHED_LAYOUT)
        rate = total / max(spent.get(kind, 0.0), 1e-9)
        lines.append(
            f"{kind:<7}{total:>8}{rate:>6.0f}"
            + "".join(f"{counter[s]:>{max(len(s), 7) + 2}}" for s in stages)
            + f"{reached / max(total, 1):>15.0%}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long to run (default 60)")
    parser.add_argument(
        "--inputs",
        type=int,
        default=0,
        help="stop after this many inputs in all (shared between the jobs), if --seconds has not "
        "run out first (default 0: no count)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--seed", type=int, default=None, help="random seed (default: from the clock)"
    )
    parser.add_argument(
        "--kinds",
        default=",".join(KINDS),
        help=f"which kinds of input, comma-separated (default {','.join(KINDS)})",
    )
    parser.add_argument(
        "--slow",
        type=float,
        default=2.0,
        help="seconds after which one input is a finding (default 2); one is stopped after 5 times "
        "as long",
    )
    parser.add_argument(
        "--render",
        type=float,
        default=0.25,
        help="share of laid-out setups, games and themes also rendered to PDF (fonts: all; default "
        "0.25)",
    )
    parser.add_argument(
        "--memory-mb",
        type=int,
        default=512,
        help="memory an input may use beyond the worker's own (default 512; 0: no limit)",
    )
    parser.add_argument(
        "--shrink-seconds",
        type=float,
        default=30.0,
        help="time to shrink each finding's input (default 30)",
    )
    args = parser.parse_args(argv)
    kinds = tuple(k.strip() for k in args.kinds.split(",") if k.strip())
    unknown = set(kinds) - set(KINDS)
    if unknown or not kinds:
        parser.error(f"unknown kinds {sorted(unknown)}; choose from {', '.join(KINDS)}")
    seed = args.seed if args.seed is not None else int(time.time())
    started = STARTED

    # 0: no count
    def share(index):
        return args.inputs // args.jobs + (index < args.inputs % args.jobs)

    jobs = [
        (
            seed + index,
            args.seconds,
            args.slow,
            kinds,
            args.render,
            args.memory_mb,
            share(index),
            None,
        )
        for index in range(args.jobs)
    ]
    results = [worker(jobs[0])] if args.jobs == 1 else run_jobs(jobs, args.seconds)
    if not results:
        print("fuzz: no worker left a result", file=sys.stderr)
        return 2
    elapsed = time.monotonic() - started
    counts = {
        kind: sum((r["counts"][kind] for r in results), collections.Counter()) for kind in kinds
    }
    spent = {kind: sum(r["spent"][kind] for r in results) for kind in kinds}
    findings: dict[str, tuple] = {}
    for result in results:
        for key, value in result["findings"].items():
            if key not in findings or size_of(value[1]) < size_of(findings[key][1]):
                findings[key] = value
    total = sum(sum(c.values()) for c in counts.values())
    corpus = {kind: max(r["corpus"][kind] for r in results) for kind in kinds}
    print(
        f"seed {seed}: {total} inputs in {elapsed:.0f} s with {args.jobs} job(s), "
        f"{total / max(elapsed, 1e-9):.1f} a second; corpus grew "
        f"to {', '.join(f'{k} {v}' for k, v in corpus.items())}"
    )
    print("\n".join(stage_table(counts, spent)))
    reached = sum(counts[k][s] for k in kinds for s in REACHED_LAYOUT)
    print(
        f"all kinds: {reached / max(total, 1):.0%} of inputs reached the layout (played, for "
        "play); /s is inputs a second of the time a job spent on the kind"
    )
    for key, (kind, data, options, report) in sorted(
        findings.items(), key=lambda item: (item[1][0], item[0])
    ):
        if args.shrink_seconds > 0 and not key.startswith(("Hang", "Slow", "MemoryError")):
            data, options = shrink(
                kind, data, options, key, args.shrink_seconds, args.slow * 5 + 1, args.memory_mb
            )
            fresh = run_input(kind, data, options, args.slow * 5 + 1, memory_mb=args.memory_mb)
            if fresh[1] == key:
                report = fresh[2]
        ident = finding_id(key)
        shown = write_finding(ident, key, kind, data, options, report)
        print(
            f"finding {ident} [{kind}]: {key} ({shown}, {size_of(data)} "
            f"{'edits' if kind == 'font' else 'bytes'})"
        )
    print(f"{len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
