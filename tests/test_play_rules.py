"""The checks of a game's declared play (printgen.game.checks_play_rules): each finds what it
proves at the value at fault, and says nothing of the bundled games, the docs examples, or the
plays that only look alike (a draw that ends the round, conditions that cover each other)."""

from __future__ import annotations

import glob
import os
import subprocess

import pytest

from printgen.game.checks_play_rules import PLAY_TINY
from printgen.kit.validation import validate_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLAYED = sorted(
    path
    for path in glob.glob(os.path.join(ROOT, "games", "*.yaml"))
    + glob.glob(os.path.join(ROOT, "docs", "examples", "*.yaml"))
    if "\nplay:" in open(path, encoding="utf-8").read()
)


def read(relative: str) -> str:
    with open(os.path.join(ROOT, relative), encoding="utf-8") as handle:
        return handle.read()


def found(text: str) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in validate_text(text, "t.yaml").diagnostics]


def messages(text: str) -> list[str]:
    return [d.message for d in validate_text(text, "t.yaml").diagnostics]


def changed(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


def test_the_games_that_declare_play_are_found():
    names = [os.path.basename(path) for path in PLAYED]
    assert {"colour-catch.yaml", "neos.yaml", "animal-ladder.yaml", "thirty-three.yaml"} <= set(
        names
    )


def test_every_declared_play_validates_clean_with_strict():
    """Through the installed command, as a designer runs it: no false alarm on any bundled game
    or docs example."""
    done = subprocess.run(
        ["printgen", "validate", "--strict", *PLAYED], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{len(PLAYED)} files checked: 0 errors, 0 warnings" in done.stdout


def test_a_zone_never_filled_is_told_where_it_is_first_read():
    text = changed(
        read("games/colour-catch.yaml"),
        "refill: {zone: middle, to: 4, from: stack}",
        "refill: {zone: middle, to: 4, from: heap}",
    ).replace(
        "    middle: {label: {en: middle, de: die Mitte}}\n",
        "    middle: {label: {en: middle, de: die Mitte}}\n"
        "    heap: {label: {en: heap, de: der Haufen}}\n",
    )
    assert found(text) == [("play-zone-never-filled", 174, 45)]
    assert messages(text) == [
        "the zone 'heap' is refilled from here, but no card ever reaches it: no step deals, "
        "moves or refills cards into it, so it is always empty"
    ]


def test_a_zone_fed_only_from_an_empty_zone_is_never_filled():
    text = changed(PLAY_TINY, "    middle: {}\n", "    middle: {}\n    discard: {}\n    box: {}\n")
    text = changed(
        text,
        "              - move: {card: card, to: middle}\n",
        "              - move: {card: card, to: middle}\n"
        "              - move: {from: box, to: discard}\n"
        "      - first:\n"
        "          - if: {not_empty: discard}\n"
        "            do:\n"
        "              - again: true\n",
    )
    # box is drawn from and nothing feeds it; discard is fed only from box
    assert found(text) == [("play-zone-never-filled", 34, 30), ("play-zone-never-filled", 36, 29)]
    assert messages(text)[0].startswith("the zone 'box' is drawn from here")
    assert messages(text)[1] == (
        "the zone 'discard' is tested here, but no card ever reaches it: the only steps that "
        "put cards into it take them from zones no card reaches either, so it is always empty"
    )


def test_a_filter_no_card_passes_is_told_at_its_test():
    text = changed(read("docs/examples/thirty-three.yaml"), "has: {chip: 1}", "has: {chip: 56}")
    assert found(text) == [("play-never-holds", 71, 30)]
    assert messages(text) == [
        "the action `pay` can never be taken: it asks for 56 chip tokens, and a player can "
        "hold at most 55 (every chip the deal gives, at 5 players)"
    ]
    assert found(changed(text, "has: {chip: 56}", "has: {chip: 55}")) == []


def test_next_past_the_highest_value_without_wrap_never_holds():
    text = changed(
        PLAY_TINY,
        "              - move: {card: card, to: middle}\n",
        "              - move: {card: card, to: middle}\n"
        "          high:\n"
        "            card: {from: hand, where: {number: 9}}\n"
        "            do:\n"
        "              - move: {from: middle, where: {number: {next: card.number}}, to: hand}\n"
        "              - move: {card: card, to: middle}\n",
    )
    assert found(text) == [("play-never-holds", 35, 54)]
    assert messages(text) == [
        "this move never moves a card: no card passes `number: {next: card.number}` "
        "(card.number is only ever 9)"
    ]
    assert found(text.replace("{next: card.number}", "{next: card.number, wrap: true}")) == []
    assert found(text.replace("{next: card.number}", "{previous: card.number}")) == []


def test_two_values_no_card_shows_together():
    text = changed(
        PLAY_TINY,
        "      number: {min: 1, max: 9}\n",
        "      number: {min: 1, max: 9}\n    derived:\n"
        "      high: {from: number, add: 5, wrap: false}\n",
    )
    text = changed(
        text,
        "              - move: {card: card, to: middle}\n",
        "              - first:\n"
        "                  - if: {in: middle, where: {number: 9, high: card.high}}\n"
        "                    do:\n"
        "                      - again: true\n"
        "                  - do:\n"
        "                      - move: {card: card, to: middle}\n",
    )
    # a 9 has no card 5 higher, so it shows no `high` at all
    assert found(text) == [("play-never-holds", 34, 45)]
    assert messages(text) == [
        "case 1 can never apply: no card passes `{number: 9, high: card.high}`: each test alone "
        "is met, never all together"
    ]
    assert found(text.replace("number: 9, high", "number: 4, high")) == []


def test_an_is_no_set_gives_and_a_players_in_no_game_has():
    text = changed(read("games/animal-ladder.yaml"), "{is: {required: 1}}", "{is: {required: 0}}")
    assert found(text) == [("play-never-holds", 265, 48)]
    assert messages(text) == [
        "case 1 (`pickup`) can never apply: required is only ever 1, 2, 3, 4, 5, never 0"
    ]


def test_a_round_with_no_end_is_told_at_its_ends():
    text = changed(
        read("docs/examples/thirty-three.yaml"), "when: {empty: offer}", "when: {players_in: 2}"
    )
    assert found(text) == [("play-no-end", 80, 5)]
    assert messages(text) == [
        "no end of the round can ever hold, so every round runs to its limit of 10,000 turns, "
        "stalls and scores nothing: end 1 (`{players_in: 2}`): no step puts a player out, so "
        "the players in are always the 3 to 7 who play, never 2"
    ]


def test_an_end_on_a_zone_nothing_takes_from():
    text = changed(
        PLAY_TINY,
        "      - deal: {hand: hand, stack: stack}\n",
        "      - deal: {hand: hand, stack: stack}\n"
        "      - move: {from: stack, to: middle, count: 2}\n",
    )
    assert found(text) == []
    dead = changed(text, "when: {empty: hand, who: all}", "when: {empty: middle}")
    assert found(dead) == [("play-no-end", 33, 5)]
    assert found(
        changed(text, "when: {empty: hand, who: all}", "when: {not: {not_empty: middle}}")
    ) == [("play-no-end", 33, 5)]
    # one end that never holds beside one that can is told by itself
    both = changed(
        text,
        "      - when: {empty: hand, who: all}",
        "      - when: {empty: hand, who: all}\n      - when: {players_in: 5}",
    )
    assert found(both) == [("play-never-holds", 35, 28)]


def test_a_lap_draw_the_deal_cannot_feed_is_a_warning():
    text = changed(read("games/neos.yaml"), "to: lead_pile, count: 12", "to: lead_pile, count: 20")
    report = validate_text(text, "t.yaml")
    assert [(d.code, d.line, d.column, d.severity) for d in report.diagnostics] == [
        ("play-draw-runs-out", 178, 26, "warning")
    ]
    assert report.diagnostics[0].message == (
        "stack runs out while the round goes on at 3 and 4 players: at 3 players it holds 52 "
        "cards after the setup, and its draws take 57 before any end can hold (1 for each of 3 "
        "players at the end of each of the first 19 laps)"
    )
    # 90 cards: at 4 players 66 are left after the deal; 14 go to the lead pile, and the 13
    # laps before the last take 52 of the 52 left; one more lap is one draw round too many
    assert found(text.replace("count: 20", "count: 14")) == []
    assert found(text.replace("count: 20", "count: 15")) == [("play-draw-runs-out", 178, 26)]


def test_a_setup_that_takes_more_than_the_stack_holds():
    text = changed(read("games/neos.yaml"), "to: lead_pile, count: 12", "to: lead_pile, count: 70")
    assert found(text)[0] == ("play-draw-runs-out", 160, 51)
    assert messages(text)[0] == (
        "the setup takes 70 cards from stack at 4 players: at 4 players it holds 66"
    )


def test_a_draw_that_empties_the_stack_as_the_round_ends_is_no_warning():
    """No Thanks!: the card taken is replaced from the stack, and the round ends when no card is
    on offer; a draw inside an action is never judged."""
    assert found(read("docs/examples/thirty-three.yaml")) == []
    text = changed(
        PLAY_TINY,
        "              - move: {card: card, to: middle}\n",
        "              - move: {card: card, to: middle}\n      - move: {from: stack, to: hand}\n",
    )
    # the hands never empty while the stack lasts, and no end bounds the turns before that
    assert found(text) == []


def test_a_decision_with_no_open_action_is_a_warning():
    text = read("games/animal-ladder.yaml")
    start = text.index("          pass:\n")
    end = text.index("    end:\n", start)
    text = (text[:start] + text[end:]).replace("    pickups_mean: {per_round: [pickup]}\n", "")
    report = validate_text(text, "t.yaml")
    assert [(d.code, d.line, d.column, d.severity) for d in report.diagnostics][0] == (
        "play-turn-may-stick",
        248,
        11,
        "warning",
    )
    assert report.diagnostics[0].message == (
        "a player can be left with no action open here: `run` needs a run of number in hand, "
        "`set` needs a set of number in hand"
    )


@pytest.mark.parametrize(
    "take_if",
    ["{not: {has: {chip: 1}}}", "{not: {has: {chip: 2}}}", "{any: [{not: {has: {chip: 1}}}]}"],
)
def test_conditions_that_cover_every_case_leave_a_way(take_if):
    text = changed(
        read("docs/examples/thirty-three.yaml"),
        "          take:\n            do:",
        f"          take:\n            if: {take_if}\n            do:",
    )
    assert found(text) == []
    stuck = text.replace("if: {has: {chip: 1}}", "if: {has: {chip: 3}}")
    assert [code for code, _, _ in found(stuck)] == ["play-turn-may-stick"]


def test_a_condition_around_the_decision_leaves_its_action_open():
    text = changed(
        PLAY_TINY,
        "    turn:\n      - choose:\n          play:\n"
        "            card: {from: hand}\n"
        "            do:\n"
        "              - move: {card: card, to: middle}\n",
        "    turn:\n      - first:\n          - if: {in: hand, where: {colour: red}}\n"
        "            do:\n"
        "              - choose:\n"
        "                  play:\n"
        "                    card: {from: hand, where: {colour: red}}\n"
        "                    do:\n"
        "                      - move: {card: card, to: middle}\n"
        "          - do:\n"
        "              - move: {from: hand, to: middle}\n",
    )
    assert found(text) == []
    other = text.replace("if: {in: hand, where: {colour: red}}", "if: {not_empty: hand}")
    assert found(other) == [("play-turn-may-stick", 31, 19)]


def test_the_command_prints_a_play_warning_at_its_line(tmp_path):
    path = tmp_path / "neos.yaml"
    path.write_text(
        changed(read("games/neos.yaml"), "to: lead_pile, count: 12", "to: lead_pile, count: 20")
    )
    plain = subprocess.run(["printgen", "validate", str(path)], capture_output=True, text=True)
    strict = subprocess.run(
        ["printgen", "validate", "--strict", str(path)], capture_output=True, text=True
    )
    assert plain.returncode == 0 and strict.returncode == 1
    assert f"{path}:178:26: warning: stack runs out while the round goes on" in strict.stdout
    assert "(play-draw-runs-out)" in strict.stdout
