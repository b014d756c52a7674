"""Fuzzing in the normal suite: mutated setups never end in anything but printgen's own outcomes.

A short, bounded run (a few seconds in all); `python fuzz/run.py --seconds N` runs the same
property for as long as you like. See fuzz/README.md.
"""

from __future__ import annotations

import os
import sys

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "fuzz"))

from harness import TOKENS, Options, mutate, random_setup, run_one, seeds  # noqa: E402

SEEDS = seeds()
EDITS = st.lists(st.tuples(st.integers(0, 4), st.floats(0, 1), st.integers(0, 10_000)), max_size=6)
OPTIONS = st.builds(
    Options,
    players=st.integers(-1, 10),
    paper=st.sampled_from(["a4", "letter"]),
    card=st.sampled_from(["poker", "bridge", "mini", "tarot", "63x88", "25x25", "280x280", "0x0", "nanxnan"]),
    bleed_mm=st.one_of(st.floats(-1, 8), st.just(float("nan"))),
    gutter_mm=st.floats(-1, 31),
    backs=st.booleans(),
    phone=st.booleans(),
)
QUICK = settings(max_examples=150, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))


@QUICK
@given(seed=st.sampled_from(SEEDS), edits=EDITS)
def test_mutated_setups_end_in_diagnostics(seed, edits):
    run_one(mutate(seed, edits))


@settings(max_examples=40, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(seed=st.sampled_from(SEEDS[:3]), edits=st.lists(st.tuples(st.integers(0, 4), st.floats(0, 1), st.integers(0, 10_000)), max_size=2), options=OPTIONS)
def test_mutated_setups_plan_or_fail_cleanly(seed, edits, options):
    run_one(mutate(seed, edits), options)


@settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(rng=st.randoms(use_true_random=False), options=st.one_of(st.none(), st.builds(Options, players=st.integers(1, 8), card=st.sampled_from(["poker", "mini", "tarot"]), phone=st.booleans())))
def test_random_setups_validate_describe_and_plan(rng, options):
    run_one(random_setup(rng), options)


@QUICK
@given(st.binary(max_size=300))
def test_arbitrary_bytes_end_in_diagnostics(data):
    run_one(data)


def test_the_harness_reaches_every_stage():
    """The property is only worth something if mutated inputs get past the loader."""
    clean = SEEDS[0]
    assert run_one(clean) == "described"
    assert run_one(clean, Options()) == "planned"
    assert run_one(clean, Options(card="0x0")) == "refused by the builder"
    assert run_one(mutate(clean, [(0, 0.0, TOKENS.index(b"&a "))])) == "diagnostics"


def test_the_harness_lets_other_errors_through(monkeypatch):
    import printgen.validation

    def broken(*args, **kwargs):
        raise ValueError("a bug")

    monkeypatch.setattr("harness.validate_text", broken)
    with pytest.raises(ValueError):
        run_one(SEEDS[0])
    assert printgen.validation.validate_text is not broken
