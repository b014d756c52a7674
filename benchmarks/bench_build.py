"""Times `printgen build` against plain reportlab scripts and reports the ratios and the kit's size:
the Number Neighbours kit for 6 players with every material (aim within 1.5x), and a game's
1,000-card deck (benchmarks/data/thousand.yaml, aim within 1.5x).

The aims are judged against the script that draws the same pages (same_pages.py: the kit's own
reportlab calls, recorded from its page plan and replayed with nothing of printgen's). Beside it
stands the first, simpler baseline (plain_cards.py: as many pages of nine plain poker cards).

Two measures, both medians of interleaved runs in one run: whole commands (a fresh Python process
each, as a user runs them), and in-process calls (the library's own cost, without interpreter
start-up). Each is timed as processor time (user + system, of the process and its children), which
other work on the machine does not inflate, and as wall time; the aims are judged on processor time.
"""

from __future__ import annotations

import contextlib
import io
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

from plain_cards import plain_cards, register_fonts

from printgen.cli import main
from printgen.core.data import templates_dir

PLAYERS = 6
ROUNDS = 7
AIM_RATIO = 1.5
DECK_AIM_RATIO = 1.5
THOUSAND = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "thousand.yaml")
AIM_KB = 150
HERE = os.path.dirname(os.path.abspath(__file__))


def build_in_process(path: str) -> None:
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            main(["build", "--players", str(PLAYERS), "-o", path])
    except SystemExit as exc:
        if exc.code:
            raise RuntimeError(f"printgen build failed with exit status {exc.code}") from None


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def _medians(functions: list, rounds: int = ROUNDS) -> list[tuple[float, float]]:
    """(processor, wall) medians of each function, run in turn so they share the machine's state."""
    for function in functions:
        function()
    samples: list[list[tuple[float, float]]] = [[] for _ in functions]
    for _ in range(rounds):
        for i, function in enumerate(functions):
            cpu, wall = _cpu(), time.perf_counter()
            function()
            samples[i].append((_cpu() - cpu, time.perf_counter() - wall))
    return [
        (statistics.median(c for c, _ in s), statistics.median(w for _, w in s)) for s in samples
    ]


def _command(args: list[str], folder: str, **extra: str):
    """A command run as a user runs it: from another folder (so the installed package is used,
    not a checkout's source) and with Python's bytecode cache allowed, for printgen and the
    baseline alike. printgen's per-user cache of parsed fonts and YAML is the user's own, filled
    by the first run; `PRINTGEN_CACHE_DIR=""` in `extra` measures a build without it (the first
    after installing, or with the cache off)."""
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")
    }
    env.update(extra)
    return lambda: subprocess.run(args, check=True, capture_output=True, cwd=folder, env=env)


def _report(
    label: str,
    kit: tuple[float, float],
    plain: tuple[float, float],
    pages: int,
    aim: float = AIM_RATIO,
) -> float:
    ratio, wall = kit[0] / plain[0], kit[1] / plain[1]
    print(
        f"{label}: printgen build {kit[0] * 1000:.1f} ms, plain reportlab "
        f"{plain[0] * 1000:.1f} ms of processor time for {pages} pages; ratio {ratio:.2f}x "
        f"(aim within {aim}x); wall time {kit[1] * 1000:.1f} / {plain[1] * 1000:.1f} ms, "
        f"{wall:.2f}x"
    )
    return ratio


def recorded_calls(kit: str, kit_values: dict, folder: str, name: str) -> tuple[str, dict]:
    """The reportlab calls of a kit's pages (see same_pages.py), saved as `name` in `folder`."""
    import json

    from same_pages import record

    from printgen.kinds.lookup import resolve
    from printgen.kit.print_options import print_options

    target = resolve(kit)
    module = target.kind.module()
    built = module.build([module.load(target)], [target], print_options(), kit_values)
    recorded = record(list(built.pages), built.title)
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(recorded, handle)
    return path, recorded


def deck_bench(folder: str) -> dict:
    """The 1,000-card deck: whole commands, printgen's cards against the script drawing the same
    pages."""
    from pypdf import PdfReader

    kit, same, plain = (
        os.path.join(folder, "deck.pdf"),
        os.path.join(folder, "deck-same.pdf"),
        os.path.join(folder, "deck-plain.pdf"),
    )
    command = [sys.executable, "-m", "printgen", "build", THOUSAND, "--only", "cards", "-o", kit]
    subprocess.run(command, check=True, capture_output=True)
    pages = len(PdfReader(kit).pages)
    calls, _ = recorded_calls(THOUSAND, {"only": ("cards",)}, folder, "deck-calls.json")
    kit_s, same_s, plain_s = _medians(
        [
            _command(command, folder),
            _command([sys.executable, os.path.join(HERE, "same_pages.py"), calls, same], folder),
            _command(
                [sys.executable, os.path.join(HERE, "plain_cards.py"), str(pages), plain], folder
            ),
        ],
        5,
    )
    ratio = _report(
        "1,000-card deck, whole commands, against the same pages",
        kit_s,
        same_s,
        pages,
        DECK_AIM_RATIO,
    )
    _report(
        "1,000-card deck, whole commands, against plain cards",
        kit_s,
        plain_s,
        pages,
        DECK_AIM_RATIO,
    )
    return {"deck_pages": pages, "deck_ratio": ratio}


def main_bench() -> dict:
    from pypdf import PdfReader

    fonts = os.path.join(templates_dir(), "fonts")
    names = register_fonts(
        os.path.join(fonts, "DejaVuSans.ttf"), os.path.join(fonts, "DejaVuSans-Bold.ttf")
    )
    with tempfile.TemporaryDirectory() as folder:
        kit, plain = os.path.join(folder, "kit.pdf"), os.path.join(folder, "plain.pdf")
        build_in_process(kit)
        pages, size = len(PdfReader(kit).pages), os.path.getsize(kit)
        print(
            f"printgen build, {PLAYERS} players, every material: {pages} pages, "
            f"{size / 1024:.1f} KB (aim under {AIM_KB} KB)"
        )
        from same_pages import replay

        calls, recorded = recorded_calls("standard", {"players": PLAYERS}, folder, "calls.json")
        same = os.path.join(folder, "same.pdf")
        kit_command = [
            sys.executable,
            "-m",
            "printgen",
            "build",
            "--players",
            str(PLAYERS),
            "-o",
            kit,
        ]
        command_kit, command_same, command_plain, command_uncached = _medians(
            [
                _command(kit_command, folder),
                _command(
                    [sys.executable, os.path.join(HERE, "same_pages.py"), calls, same], folder
                ),
                _command(
                    [sys.executable, os.path.join(HERE, "plain_cards.py"), str(pages), plain],
                    folder,
                ),
                _command(kit_command, folder, PRINTGEN_CACHE_DIR=""),
            ]
        )
        commands = _report(
            "whole commands, against the same pages", command_kit, command_same, pages
        )
        _report("whole commands, against plain cards", command_kit, command_plain, pages)
        _report(
            "whole commands without the cache, against plain cards",
            command_uncached,
            command_plain,
            pages,
        )
        library_kit, library_same, library_plain = _medians(
            [
                lambda: build_in_process(kit),
                lambda: replay(recorded, io.BytesIO()),
                lambda: plain_cards(pages, io.BytesIO(), *names),
            ]
        )
        library = _report("in-process, against the same pages", library_kit, library_same, pages)
        _report("in-process, against plain cards", library_kit, library_plain, pages)
        deck = deck_bench(folder)
    return {
        "pages": pages,
        "bytes": size,
        "command_ratio": commands,
        "in_process_ratio": library,
        **deck,
    }


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    main_bench()
