"""`printgen analyze GAME`: deck arithmetic worked out exactly, checked against counting by hand
and against enumerating every deal of small decks; `validate --deep` warns where a value starves."""

from __future__ import annotations

import itertools
import json
import os
from fractions import Fraction
from math import comb

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_console_script import printgen

from printgen.game.arithmetic import (
    MAX_TOTAL_STEPS,
    all_in_chance,
    every_value_chance,
    hand_totals,
    none_of_chance,
    total_distribution,
    total_steps,
)
from printgen.game.checks_deep import _FAILING
from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
# the check's own documented example
STARVE = _FAILING.replace("set_aside: 3", "set_aside: SET_ASIDE")


def test_three_colours_in_six_cards_by_inclusion_exclusion():
    expected = Fraction(comb(30, 6) - 3 * comb(20, 6) + 3 * comb(10, 6), comb(30, 6))
    assert every_value_chance(30, 6, [10, 10, 10]) == expected
    assert round(float(expected), 4) == 0.8052


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(1, 3), min_size=1, max_size=4), st.integers(0, 6))
def test_chances_equal_counting_every_hand(copies, hand):
    deck = [value for value, n in enumerate(copies) for _ in range(n)]
    hand = min(hand, len(deck))
    hands = list(itertools.combinations(range(len(deck)), hand))
    every = Fraction(
        sum(1 for h in hands if {deck[i] for i in h} == set(range(len(copies)))), len(hands)
    )
    assert every_value_chance(len(deck), hand, copies) == every
    none = Fraction(sum(1 for h in hands if 0 not in {deck[i] for i in h}), len(hands))
    assert none_of_chance(len(deck), hand, copies[0]) == none
    every_zero = Fraction(
        sum(1 for h in hands if sum(1 for i in h if deck[i] == 0) == copies[0]), len(hands)
    )
    assert all_in_chance(len(deck), hand, copies[0]) == every_zero


def test_hand_totals_count_every_hand():
    numbers = {1: 2, 2: 1, 5: 3}
    deck = [n for n, c in numbers.items() for _ in range(c)]
    counted: dict = {}
    for hand in itertools.combinations(range(len(deck)), 3):
        total = sum(deck[i] for i in hand)
        counted[total] = counted.get(total, 0) + 1
    assert total_distribution(numbers, 3) == dict(sorted(counted.items()))


def test_analyze_a_bundled_game_as_text_and_json(tmp_path):
    done = printgen(
        "analyze", "colour-catch", "-p", "2", "-n", "20", "--skill-games", "0", cwd=str(tmp_path)
    )
    assert done.returncode == 0, done.stderr
    assert "a hand holds every colour: 80.5%" in done.stdout  # three colours of ten kept, six cards
    # four colours at 9, one at 10
    assert "Colour held fewest (a fewest line): -36 to 0" in done.stdout
    played = printgen(
        "analyze", "neos", "-n", "20", "--skill-games", "0", "--format", "json", cwd=str(tmp_path)
    )
    data = json.loads(played.stdout)["deck_arithmetic"]  # beside the figures of the games played
    assert [entry["players"] for entry in data["players"]] == [2, 3, 4]
    # each letter on 30 cards: ten groups of three
    assert {line["line"]: (line["lowest"], line["highest"]) for line in data["lines"]} == {
        "Colour groups": (0, 150),
        "Line groups": (0, 10 * (3 + 4 + 4 + 6 + 6 + 7)),
    }
    report = printgen(
        "analyze",
        "animal-ladder",
        "-n",
        "20",
        "--skill-games",
        "0",
        "--report",
        "r.pdf",
        cwd=str(tmp_path),
    )
    assert report.returncode == 0 and (tmp_path / "r.pdf").read_bytes().startswith(b"%PDF")
    refused = printgen("analyze", "neos", "--exact", cwd=str(tmp_path))
    assert refused.returncode == 2 and "deck arithmetic" in refused.stderr


@pytest.mark.slow
def test_deep_warns_where_every_copy_can_be_set_aside(tmp_path):
    (tmp_path / "starve.yaml").write_text(STARVE.replace("SET_ASIDE", "3"), encoding="utf-8")
    (tmp_path / "fine.yaml").write_text(STARVE.replace("SET_ASIDE", "1"), encoding="utf-8")
    # only --deep works it out
    assert printgen("validate", "--strict", "starve.yaml", cwd=str(tmp_path)).returncode == 0
    deep = printgen("validate", "--deep", "starve.yaml", cwd=str(tmp_path))
    # C(4,1)/C(6,3)
    assert (
        "starve.yaml:20:29: warning: at 2 players every red card is set aside unseen in 20.0% "
        "of deals" in deep.stdout
    )
    assert (
        printgen("validate", "--deep", "--strict", "fine.yaml", cwd=str(tmp_path)).returncode == 0
    )


def test_bundled_games_are_clean_when_deep():
    from printgen.cli.validate import add_deep_warnings

    reports = validate_paths(
        [
            os.path.join(HERE, "..", "games", f"{g}.yaml")
            for g in ("colour-catch", "neos", "animal-ladder")
        ]
    )
    add_deep_warnings(reports)
    assert [d for r in reports for d in r.diagnostics] == []


def test_a_hand_too_large_to_count_by_its_total_gets_its_bounds_and_mean():
    """500 cards of 1,000 (numbers 1 to 20, 50 of each): counting every hand by its total takes
    billions of steps (minutes), so only what needs no counting is given, exactly."""
    numbers = {n: 50 for n in range(1, 21)}
    assert total_steps(numbers, 500) > MAX_TOTAL_STEPS
    totals = hand_totals("number", numbers, 500)
    assert totals == {
        "attribute": "number",
        "lowest": 50 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10),
        "highest": 50 * (11 + 12 + 13 + 14 + 15 + 16 + 17 + 18 + 19 + 20),
        "mean": Fraction(5250),
        "quartiles": None,
        "distribution": None,
    }
    small = {1: 2, 2: 2, 3: 2}
    assert hand_totals("number", small, 2)["distribution"] == total_distribution(small, 2)


def test_the_arithmetic_of_neos_in_words(tmp_path):
    """An attribute by its label ("a letter", not "a letters"), a share under 0.1% said once
    (never "at most under"), and the scoring range said as the whole deck's."""
    result = printgen("analyze", "neos", "-n", "10", "--skill-games", "0", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    start = lines.index("3 players: 90 cards in play, 6 in each hand, 18 dealt")
    assert lines[start + 1 : start + 4] == [
        "  a hand holds every colour: 1.8%",
        "  a colour missing from the opening deal: at most 2.5% (red, 15 cards)",
        "  a letter missing from the opening deal: under 0.1% (a, 30 cards)",
    ]
    assert lines[-3:] == [
        "scoring with this deck: the least and most a holding can give, up to the whole deck of "
        "90 cards held at once (a holding in play is smaller, so it scores within these):",
        "  Colour groups (a groups line): 0 to 150",
        "  Line groups (a groups line): 0 to 300",
    ]


def test_analyze_help_names_games_as_well_as_setups(tmp_path):
    shown = " ".join(printgen("analyze", "--help", cwd=tmp_path).stdout.split())
    assert (
        "Players at the table: for a setup 1 to 8 (default 4, as build; 2 with --exact or the "
        "optimal bot, which solve two-player games); for a game, within its player counts "
        "(default 4, or its fewest where it deals no 4)." in shown
    )
    assert "--exact A setup: also solve" in shown
    assert (
        "--sweep KEY=VALUES Analyse variants and rank them; repeat to combine into a grid. "
        "A setup: row=all" in shown
    )
    assert "A game file with `play:`: players=2..6, target=15,30,70" in shown
