"""Fuzzing in the normal suite: setups, game files, themes, fonts, spreadsheets of cards,
pictures and scoring never end in anything but printgen's own outcomes, and a real share of them
is laid out.

A short, bounded run of every kind with a fixed seed (a few seconds in all), so a failure repeats;
`python fuzz/run.py --seconds N` runs the same property for as long as you like. See fuzz/README.md.
"""

from __future__ import annotations

import collections
import os
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "fuzz"))

from bundles import FIFO, ZERO, Bundle
from fonts import FontInput
from harness import (
    KINDS,
    REACHED_LAYOUT,
    TOKENS,
    Fuzzer,
    Options,
    check,
    mutate,
    run_input,
    run_one,
    seeds,
)

SEED = 20240611
# Per kind: how many inputs, the most seconds of processor time they may take (a slow machine runs
# fewer; a busy one takes as many, as the clock is the process's own), and the share that must
# reach the layout. A full run reaches it for about 40 to 50% of every kind.
RUNS = {
    "setup": (90, 3.0, 0.25),
    "game": (100, 3.0, 0.25),
    "theme": (120, 2.5, 0.25),
    "font": (30, 4.5, 0.25),
    "sheet": (80, 3.0, 0.1),
    "picture": (50, 4.0, 0.15),
    "scoring": (80, 3.0, 0.1),
    "play": (40, 4.0, 0.15),
}
TIMEOUT = 10.0
MEMORY_MB = 384


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_ends_in_printgen_outcomes_and_reaches_the_layout(kind):
    count, seconds, share = RUNS[kind]
    fuzzer = Fuzzer(SEED + KINDS.index(kind), render=0.2)
    stages: collections.Counter = collections.Counter()
    found: dict[str, tuple] = {}
    deadline = time.process_time() + seconds
    while sum(stages.values()) < count and time.process_time() < deadline:
        data, options = fuzzer.next_input(kind)
        outcome, key, report = run_input(kind, data, options, TIMEOUT, memory_mb=MEMORY_MB)
        if key is not None:
            stages["finding"] += 1
            found.setdefault(key, (data, options, report))
            continue
        stages[outcome.stage] += 1
        fuzzer.learn(kind, data, outcome)
    total = sum(stages.values())
    print(kind, dict(stages), f"{time.process_time() - deadline + seconds:.1f} s")
    reached = sum(stages[s] for s in REACHED_LAYOUT)
    assert total >= 10, f"only {total} {kind} inputs ran in {seconds} s"
    assert reached / total >= share, (
        f"{reached} of {total} {kind} inputs reached the layout: {dict(stages)}"
    )
    # every finding fails: none is known and left unfixed (a new one goes to the catalogue with its
    # fix)
    assert not found, "\n\n".join(
        f"{key}\ninput: {data!r:.300}\noptions: {options}\n{report}"
        for key, (data, options, report) in found.items()
    )


@settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_end_in_diagnostics(data):
    run_one(data)


def test_the_harness_reaches_every_stage():
    """The property is only worth something if inputs get past the loader, for every kind."""
    setup, game, theme = seeds("setup")[2], seeds("game")[0], seeds("theme")[0]
    assert run_one(setup) == "described"
    assert run_one(setup, Options()) == "laid out"
    assert run_one(setup, Options(render=True)) == "rendered"
    assert run_one(setup, Options(card="0x0")) == "refused by the builder"
    assert run_one(mutate(setup, [(0, 0.0, TOKENS.index(b"&a "))])) == "diagnostics"
    assert run_one(game, Options(kit="colour-catch", language="de"), "game") == "laid out"
    assert run_one(theme, Options(kit="neos"), "theme") == "laid out"
    assert (
        run_one(b"extends: default\ntext: {body_pt: .nan}\n", Options(), "theme") == "diagnostics"
    )
    assert check("font", FontInput(), Options(kit="standard", render=True)).stage == "rendered"
    # placed at its line in theme.yaml
    assert (
        check("font", FontInput(edits=(("truncate", "file", 12, 0),)), Options()).stage
        == "diagnostics"
    )
    sheet, picture = seeds("sheet")[0], seeds("picture")[0]
    assert check("sheet", sheet, Options(render=True)).stage == "rendered"
    assert (
        check("sheet", Bundle(sheet.game, tuple((n, FIFO) for n, _ in sheet.files))).stage
        == "diagnostics"
    )
    assert check("picture", picture, Options(render=True)).stage == "rendered"
    assert (
        check(
            "picture",
            Bundle(
                picture.game,
                tuple((n, ZERO if n.endswith(".png") else v) for n, v in picture.files),
            ),
        ).stage
        == "diagnostics"
    )
    scored = [s for s in seeds("scoring") if b"scoring:" in s]
    assert scored and check("scoring", scored[0], Options(render=True)).stage == "rendered"
    played = [s for s in seeds("play") if b"\nplay:\n" in s]
    assert played and check("play", played[0], Options(dump=False)).stage == "played"
    assert check("play", played[0].replace(b"\nplay:\n", b"\nplay:\n  zz: 1\n")).stage == (
        "diagnostics"
    )


def test_the_guard_finds_reads_outside_the_folder_writes_and_connections(tmp_path):
    """The audit hook the bundle kinds run under: what it lets through and what it stops."""
    import socket

    import harness

    outside = tmp_path / "outside.txt"
    outside.write_text("x")
    inside = tmp_path / "game"
    inside.mkdir()
    (inside / "cards.csv").write_text("name\n")
    with harness.guard(str(inside)):
        with open(inside / "cards.csv") as handle:
            assert handle.read() == "name\n"
    for attempt in (
        lambda: open(outside),
        lambda: open(inside / "new.txt", "w"),
        lambda: socket.create_connection(("127.0.0.1", 9), 0.1),
    ):
        with pytest.raises(harness.Escape), harness.guard(str(inside)):
            attempt()
    assert not (inside / "new.txt").exists()


def test_the_harness_lets_other_errors_through(monkeypatch):
    import printgen.kit.validation

    def broken(*args, **kwargs):
        raise ValueError("a bug")

    monkeypatch.setattr("harness.validate_text", broken)
    with pytest.raises(ValueError):
        run_one(seeds("setup")[0])
    outcome, key, _ = run_input("setup", seeds("setup")[0], Options(), TIMEOUT)
    assert (
        outcome is None
        and key.startswith("ValueError at ")
        and "test_fuzz.py" in key
        and key.endswith("in broken")
    )
    assert printgen.kit.validation.validate_text is not broken
