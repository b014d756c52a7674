"""Watching a kit's files: rebuild whenever one is saved, and say what changed, until Ctrl-C.

The files' modification times and sizes are polled every INTERVAL_S seconds (the standard library
only; no file-system events). A change is built once it has held still for SETTLE_S, so an editor
that saves in steps gives one build; nothing is built while nothing changes. Each build runs in a
child process (forked where the system allows), so every build reads its files afresh (a theme's
font replaced under the same name included), and a build that fails, or even crashes, leaves the
last good PDF in place and the watch running. A file that disappears is reported and watched for
until it comes back.
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from typing import Callable

from printgen.core.errors import EXIT_CANNOT_WRITE, EXIT_USAGE
from printgen.core.output import shown_name
from printgen.layout.plan import Page, dump_item

INTERVAL_S = 0.5
SETTLE_S = 0.1
SETTLE_TRIES = 10
# a first build failing for its command line or its output file ends the watch
STOP_AT_START = (EXIT_USAGE, EXIT_CANNOT_WRITE)

Signature = tuple  # (modification time in ns, size), or None for a file that is not there


@dataclass(frozen=True)
class Outcome:
    """What one build did: whether it wrote a good PDF, where, a digest per page, its size and the
    files it read (the kit's own, its theme's and fonts); a failed build's exit status."""

    ok: bool
    output: str = ""
    pages: tuple[str, ...] = ()
    size: int = 0
    inputs: tuple[str, ...] = ()
    title: str = ""
    code: int = 0


def page_digest(page: Page) -> str:
    """A short fingerprint of everything the page draws (its plan as text)."""
    import hashlib

    text = f"{page.width_pt:.2f}x{page.height_pt:.2f}\n" + "\n".join(
        dump_item(item) for item in page.items
    )
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def page_digests(pages) -> tuple[str, ...]:
    return tuple(page_digest(page) for page in pages)


def number_ranges(numbers: list[int]) -> str:
    """1, 3-5 and 9."""
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][1] + 1:
            runs[-1][1] = n
        else:
            runs.append([n, n])
    parts = [str(a) if a == b else f"{a}-{b}" for a, b in runs]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def page_changes(old: tuple[str, ...], new: tuple[str, ...]) -> str:
    """Which pages differ from the last good build: 'page 3 changed', 'was 9; page 10 changed'."""
    changed = [n for n in range(1, len(new) + 1) if n > len(old) or old[n - 1] != new[n - 1]]
    if not changed:
        said = "no page changed" if len(old) == len(new) else "no other page changed"
    else:
        said = f"page{'s' if len(changed) > 1 else ''} {number_ranges(changed)} changed"
    return said if len(old) == len(new) else f"was {len(old)}; {said}"


def page_count(count: int) -> str:
    return f"{count} page{'s' if count != 1 else ''}"


def signature(path: str) -> Signature:
    try:
        status = os.stat(path)
    except OSError:
        return None
    return (status.st_mtime_ns, status.st_size)


def snapshot(paths) -> dict[str, Signature]:
    return {path: signature(path) for path in paths}


def _settled(paths, seen: dict, sleep) -> dict:
    """The files once they have held still for SETTLE_S (or after SETTLE_TRIES looks)."""
    for _ in range(SETTLE_TRIES):
        sleep(SETTLE_S)
        again = snapshot(paths)
        if again == seen:
            break
        seen = again
    return seen


def _events(before: dict, after: dict) -> list[tuple[str, str]]:
    """(path, 'changed' | 'gone' | 'back') for every file that differs."""
    found = []
    for path, now in after.items():
        then = before.get(path)
        if now != then:
            found.append((path, "gone" if now is None else "back" if then is None else "changed"))
    return found


def run_in_child(function: Callable, *args) -> Outcome:
    """`function(*args)` in a child process: its Outcome, or a failed one if it ended without
    one."""
    import multiprocessing

    method = (
        "fork"
        if sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()
        else "spawn"
    )
    context = multiprocessing.get_context(method)
    receiver, sender = context.Pipe(duplex=False)
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    process = context.Process(target=_child, args=(sender, function, args), daemon=True)
    process.start()
    sender.close()
    try:
        outcome = receiver.recv()
    except EOFError:  # the child ended without an answer; it has said why on standard error
        outcome = Outcome(False)
    except BaseException:  # Ctrl-C while it builds: it stops too
        process.terminate()
        raise
    finally:
        receiver.close()
        process.join()
    return outcome


def _child(sender, function: Callable, args: tuple) -> None:
    try:
        outcome = function(*args)
    except KeyboardInterrupt:
        outcome = Outcome(False)
    for stream in (sys.stdout, sys.stderr):
        stream.flush()
    try:
        sender.send(outcome)
    except OSError:  # the watcher stopped listening (Ctrl-C)
        pass


def watch(
    build: Callable[[Outcome | None], Outcome],
    always: tuple[str, ...],
    say: Callable[[str], None],
    warn: Callable[[str], None],
    shown: Callable[[str], str] = str,
    interval: float = INTERVAL_S,
    sleep: Callable[[float], None] = time.sleep,
    run: Callable = run_in_child,
) -> int:
    """Builds once, then again whenever a watched file changes, until Ctrl-C; returns 0 (or the
    exit status of a first build that failed for a reason no edit of the files can mend).

    `build(last)` makes the kit and writes it (unless its pages are those of `last`, the last good
    build); `always` are the files watched whatever the builds read (the kit's own files, a
    template's theme.yaml); the files a good build read are watched as well. `say` prints what
    was done (quiet leaves it out), `warn` a problem; `run` runs a build (in a child process).
    """
    last: Outcome | None = None
    watched = list(dict.fromkeys(always))
    try:
        state = snapshot(watched)
        outcome = run(build, last)
        if outcome.ok:
            last = outcome
            say(_wrote(outcome))
            watched, state = _watch_inputs(always, outcome, state)
        elif outcome.code in STOP_AT_START:
            return outcome.code  # the command line asks for what no edit of the files can give
        else:
            warn("printgen: no PDF yet: fix the problems above and save the file again")
        say(
            f"watching {_listed(watched, always, shown)} every {interval:g} s; press Ctrl-C to stop"
        )
        while True:
            sleep(interval)
            now = snapshot(watched)
            if now == state:
                continue
            now = _settled(watched, now, sleep)
            events, state = _events(state, now), now
            for path, event in events:
                if event == "gone":
                    warn(f"printgen: {shown(path)} is gone; watching for it to come back")
            if not events or any(now[path] is None for path in always):
                continue  # nothing to build until the kit's own files are back
            cause = ", ".join(
                f"{shown(path)} "
                f"{'is back' if event == 'back' else 'is gone' if event == 'gone' else 'changed'}"
                for path, event in events
            )
            outcome = run(build, last)
            if not outcome.ok:
                warn(
                    f"printgen: {cause}: "
                    + (
                        f"not rebuilt; {shown_name(last.output)} is still the last good build"
                        if last
                        else "still no PDF: fix the problems above and save the file again"
                    )
                )
                continue
            say(
                f"{cause}: "
                + (
                    f"rebuilt {shown_name(outcome.output)}: {page_count(len(outcome.pages))} "
                    f"({page_changes(last.pages, outcome.pages)})"
                    if last
                    else _wrote(outcome)
                )
            )
            last = outcome
            watched, state = _watch_inputs(always, outcome, state)
    except KeyboardInterrupt:
        say(
            f"stopped watching; {shown_name(last.output)} is the last good build"
            if last is not None
            else "stopped watching; no PDF was written"
        )
    return 0


def _wrote(outcome: Outcome) -> str:
    size = f"{outcome.size / 1024:.0f} KB"
    return f"wrote {shown_name(outcome.output)}: {page_count(len(outcome.pages))}, {size}"


def _watch_inputs(always: tuple[str, ...], outcome: Outcome, state: dict) -> tuple[list[str], dict]:
    """The kit's own files and every file the good build read; a file new to the watch is looked at
    now."""
    watched = list(dict.fromkeys([*always, *outcome.inputs]))
    return watched, {path: state[path] if path in state else signature(path) for path in watched}


def _listed(watched: list[str], always: tuple[str, ...], shown: Callable[[str], str]) -> str:
    """'kit.yaml, my-theme/theme.yaml and 3 theme and font files'."""
    parts = [shown(path) for path in dict.fromkeys(always)]
    sheets = [
        shown(path)
        for path in watched
        if path not in always and path.lower().endswith((".csv", ".xlsx", ".ods"))
    ]
    parts += sheets  # a card list's spreadsheet is named: it is the designer's own file
    others = len(watched) - len(parts)
    if others:
        parts.append(f"{others} theme and font file{'s' if others != 1 else ''}")
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
