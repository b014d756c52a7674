"""Bots a game file writes (`play: bots:`): read and checked at their lines, played as their
preferences say, seated by `--bot` in `printgen analyze` and `printgen play`, and measured against
random and greedy seats."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from common import problems

from printgen.kinds.lookup import resolve

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRINTGEN = os.path.join(os.path.dirname(sys.executable), "printgen")
THIRTY_THREE = os.path.join(ROOT, "docs", "examples", "thirty-three.yaml")


def thirty_three(bots: str) -> str:
    """Thirty-Three with `bots` (YAML under `play:`, indented two spaces) for its own."""
    with open(THIRTY_THREE, encoding="utf-8") as handle:
        text = handle.read()
    return text[: text.index("  # A strategy to test")] + bots


def line_of(text: str, needle: str) -> int:
    return text.splitlines().index(needle) + 1


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([PRINTGEN, *args], capture_output=True, text=True, check=False)


def test_the_bundled_bots_read_clean_and_are_the_programs():
    for kit, name, count in (("colour-catch", "grabber", 3), (THIRTY_THREE, "run-keeper", 3)):
        target = resolve(kit)
        game = target.kind.module().load(target)
        assert list(game.play.bots) == [name]
        assert len(game.play.bots[name].preferences) == count
        with open(target.path, encoding="utf-8") as handle:
            assert problems(handle.read()) == []


def test_a_bot_is_checked_at_its_lines():
    text = thirty_three(
        "  bots:\n"
        "    greedy:\n"
        "      - {action: take}\n"
        "    keeper:\n"
        "      - {action: tkae}\n"
        "      - {action: take, if: {in: takn}}\n"
        "      - {action: pay, highest: card.number}\n"
        "      - {action: pay, lowest: offer.number, most: {in: offer}}\n"
        "      - {otherwise: greedy}\n"
        "      - {action: take}\n"
    )
    at = line_of(text, "    greedy:")
    assert problems(text) == [
        ("play-bad-name", at, 5),
        ("play-unknown-name", at + 3, 18),
        ("play-unknown-name", at + 4, 33),
        ("play-unknown-name", at + 5, 32),
        ("play-bot-unreachable", at + 6, 9),
        ("too-many-items", at + 6, 45),
        ("play-bot-unreachable", at + 8, 9),
    ]


def test_a_bots_problems_say_what_is_wrong():
    from printgen.kit.validation import validate_text

    text = thirty_three(
        "  bots:\n"
        "    keeper:\n"
        "      - {action: tkae}\n"
        "      - {action: pay}\n"
        "      - {action: pay, if: {has: {chip: 1}}}\n"
        "      - {action: take, highest: offer.colour}\n"
    )
    found = [(d.code, d.message, d.hint) for d in validate_text(text, "t.yaml").diagnostics]
    assert found == [
        (
            "play-unknown-name",
            "no decision offers an action 'tkae'",
            "did you mean `take`? the actions: pay, take",
        ),
        (
            "play-bot-unreachable",
            "preference 3 of the bot `keeper` is never asked: preference 2 takes every choice "
            "of `pay`, with no condition",
            "move it before the preference that takes its place, or give that one a condition "
            "(`if:`)",
        ),
        ("play-unknown-name", "the cards have no attribute 'colour'", "the attributes: number"),
    ]


def test_a_rank_by_an_attribute_without_numbers_is_told():
    with open(os.path.join(ROOT, "games", "colour-catch.yaml"), encoding="utf-8") as handle:
        text = handle.read()
    text = text.replace("lowest: card.number}", "lowest: card.colour}")
    at = line_of(text, "      - {action: play, lowest: card.colour}")
    assert problems(text) == [("play-bad-attribute", at, 32)]


def test_a_preference_that_can_never_hold_is_told_at_its_condition():
    text = thirty_three(
        "  bots:\n"
        "    never:\n"
        "      - {action: take, if: {in: taken, count: 40}}\n"
        "      - {action: pay, if: {any: [{has: {chip: 200}}, {players_in: 9}]}}\n"
        "      - {if: {has: {chip: 1}}}\n"
    )
    at = line_of(text, "    never:")
    assert problems(text) == [("play-never-holds", at + 1, 47), ("play-never-holds", at + 2, 33)]


def test_an_unknown_bot_names_the_games_own():
    done = run("analyze", THIRTY_THREE, "--bot", "run-keeper,nobody", "-n", "5")
    assert done.returncode == 2
    assert "unknown bot 'nobody'" in done.stderr
    assert "the bots of thirty-three: random, greedy, run-keeper" in done.stderr


def _seat_one_follows_run_keeper(course: dict) -> int:
    """Every decision of seat 1 (the run-keeper) as its preferences say: take a card next to one
    it has taken, else pay while it has chips; the decisions checked."""
    taken, chips, offer, checked = set(), 11, None, 0
    for turn in course["rounds"][0]["turns"]:
        for event in turn["happened"]:
            if event["kind"] == "move" and event["to"] == "offer":
                offer = int(event["cards"][0])
            elif event["kind"] == "move" and event["to"] == "taken" and event["player"] == 0:
                taken |= {int(c) for c in event["cards"]}
            elif event["kind"] == "collect" and event["player"] == 0:
                chips += sum(k for _, k in event["tokens"])
            elif event["kind"] == "pay" and event["player"] == 0:
                chips -= event["count"]
            elif event["kind"] == "action" and event["player"] == 0:
                joins = any(abs(offer - c) <= 1 for c in taken)
                assert event["action"] == ("take" if joins or not chips else "pay"), (offer, taken)
                checked += 1
    return checked


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_play_seats_the_games_own_bot_and_it_plays_as_written(seed):
    done = run(
        "play", THIRTY_THREE, "-p", "3", "--seed", str(seed), "--bot",
        "run-keeper,random,random", "--format", "json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    course = json.loads(done.stdout)
    assert course["bots"] == ["run-keeper", "random", "random"]
    assert _seat_one_follows_run_keeper(course) >= 5


def test_analyze_measures_the_bot_against_random_and_greedy_seats():
    done = run(
        "analyze", "colour-catch", "-p", "3", "--bot", "grabber,random,random", "-n", "40",
        "--skill-games", "10", "--format", "json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["bots"] == ["grabber", "random", "random"]
    table = figures["game_bots"]["grabber"]
    assert table["games_per_seat"] == 10
    assert sorted(table) == ["among_greedy", "among_random", "games_per_seat"]
    for row in (table["among_random"], table["among_greedy"]):
        assert sorted(row) == ["by_seat", "by_seat_interval", "win_interval", "win_share"]
        assert len(row["by_seat"]) == 3
        assert row["win_share"] == pytest.approx(sum(row["by_seat"]) / 3, abs=1e-6)
        low, high = row["win_interval"]
        assert low <= row["win_share"] <= high
    again = run(
        "analyze", "colour-catch", "-p", "3", "--bot", "grabber,random,random", "-n", "40",
        "--skill-games", "10", "--format", "json",
    )  # fmt: skip
    assert again.stdout == done.stdout


def test_the_bots_figures_are_exact_for_a_seed():
    from printgen.engines.api import AnalyzeRequest
    from printgen.play.analysis import prepare_play

    target = resolve(THIRTY_THREE)
    game = target.kind.module().load(target)
    request = AnalyzeRequest(players=3, games=10, bots="run-keeper", seed=5, skill_games=20)
    found = prepare_play(game, request, 3).run().figures["game_bots"]["run-keeper"]
    assert found["among_random"]["by_seat"] == EXACT_AMONG_RANDOM
    assert found["among_greedy"]["by_seat"] == EXACT_AMONG_GREEDY


def test_text_figures_name_the_bot_and_its_intervals():
    done = run(
        "analyze", THIRTY_THREE, "-p", "3", "--bot", "run-keeper", "-n", "20",
        "--skill-games", "10",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    at = lines.index("The bot run-keeper (10 games a seat; an even share is 33.3%)")
    assert lines[at + 1].startswith("  among random seats it wins ")
    assert lines[at + 2].startswith("  among greedy seats it wins ")
    assert "(95% " in lines[at + 1] and "; by seat: " in lines[at + 1]


def test_no_bot_of_the_games_own_seated_leaves_the_figures_as_they_were():
    done = run("analyze", THIRTY_THREE, "-p", "3", "-n", "20", "--skill-games", "5", "--format",
               "json")  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "game_bots" not in json.loads(done.stdout)


EXACT_AMONG_RANDOM = [1.0, 1.0, 1.0]  # run-keeper, 20 games a seat at 3 players, seed 5
EXACT_AMONG_GREEDY = [0.15, 0.05, 0.1]
