"""The scoring families real games use (issue 41, item 2), each read, scored, bounded, checked and
worded in English and German: a rule per value (Sushi Go's tempura pairs, sashimi triples and
dumplings), wild cards that join any set (Coloretto's jokers), bids made or missed (Skull King),
and the error where a game with `play:` uses a family play cannot score."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_console_script import printgen
from test_scoring_families import all_holdings

from printgen.game.scoring.bid import BidLine
from printgen.game.scoring.model import Holding
from printgen.game.scoring.per_value import PerValueLine, ValueRule
from printgen.game.scoring.sets import SetsLine
from printgen.kit.validation import validate_paths
from printgen.style.messages import load_catalogue

HERE = os.path.dirname(__file__)
FAMILIES = os.path.join(HERE, "fixtures", "families")


def dishes(**counts) -> tuple:
    return tuple((("dish", dish),) for dish, n in counts.items() for _ in range(n))


SUSHI = PerValueLine(
    "dish",
    (
        ValueRule("tempura", every=2, points=5),
        ValueRule("sashimi", every=3, points=10),
        ValueRule("dumpling", table=((1, 1), (2, 3), (3, 6), (4, 10), (5, 15))),
    ),
)


def test_a_rule_per_value_scores_pairs_triples_and_a_table():
    assert SUSHI.score(Holding(dishes(tempura=3, sashimi=3, dumpling=4, salmon=1))) == 25
    assert SUSHI.score(Holding(dishes(tempura=4, sashimi=2, dumpling=7))) == 10 + 0 + 15
    assert SUSHI.bounds(dishes(tempura=14, sashimi=14, dumpling=14)) == (35 + 40 + 15, 0)


def _report(name: str, text: str | None = None, tmp_path=None):
    path = os.path.join(FAMILIES, name)
    if text is not None:
        path = str(tmp_path / name)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    return validate_paths([path])[0]


def _found(report) -> list[tuple]:
    return [(d.line, d.column, d.code) for d in report.diagnostics]


def _fixture(name: str) -> str:
    with open(os.path.join(FAMILIES, name), encoding="utf-8") as handle:
        return handle.read()


@pytest.mark.parametrize("name", ["conveyor.yaml", "chameleon-joker.yaml", "captains-bid.yaml"])
def test_each_family_game_validates_clean(name):
    assert _found(_report(name)) == []


def test_a_rule_per_value_is_checked_at_its_value(tmp_path):
    text = _fixture("conveyor.yaml")
    falls = text.replace("4: 10, 5: 15", "4: 10, 5: 8")
    assert _found(_report("c.yaml", falls, tmp_path)) == [(33, 56, "scoring-table-falls")]
    gap = text.replace("{1: 1, 2: 3, 3: 6, 4: 10, 5: 15}", "{1: 1, 2: 3, 4: 10}")
    assert _found(_report("c.yaml", gap, tmp_path)) == [(33, 27, "scoring-table-gap")]
    unknown = text.replace("        sashimi: {every", "        sashimy: {every")
    assert _found(_report("c.yaml", unknown, tmp_path)) == [(32, 9, "unknown-attribute")]
    both = text.replace("{every: 2, points: 5}", "{every: 2, points: 5, table: {1: 2}}")
    assert _found(_report("c.yaml", both, tmp_path)) == [(31, 18, "too-many-items")]
    lonely = text.replace("{every: 2, points: 5}", "{every: 2}")
    assert _found(_report("c.yaml", lonely, tmp_path)) == [(31, 19, "missing-key")]


def test_a_rule_per_value_in_english_and_german():
    game = _report("conveyor.yaml").model
    line = game.scoring.lines[0]
    en, de = load_catalogue("en"), load_catalogue("de")
    assert line.heading(game, "en", en) == "Points by dish"
    assert line.rule(game, "en", en) == [
        "Each set of 2 tempura cards scores 5.",
        "Each set of 3 sashimi cards scores 10.",
        "Cards of dumpling score by how many you hold: 1: 1, 2: 3, 3: 6, 4: 10, 5: 15 (5 or more "
        "score as 5).",
    ]
    assert line.heading(game, "de", de) == "Punkte je Gericht"
    assert line.rule(game, "de", de)[0] == "Jeder Satz aus 2 Karten Tempura bringt 5."


def colours(**counts) -> tuple:
    return tuple((("colour", c),) for c, n in counts.items() for _ in range(n))


JOKERS = SetsLine(
    "colour",
    ((1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)),
    best=3,
    rest="negative",
    wild="joker",
    joinable=("green", "blue", "brown", "grey"),
)


def test_wild_cards_join_the_sets_that_score_best():
    # both jokers to the four greens: 21 + 3 + 1 - 1
    assert JOKERS.score(Holding(colours(green=4, blue=2, brown=1, grey=1, joker=2))) == 24
    # a joker alone starts the set it joins
    assert JOKERS.score(Holding(colours(joker=1))) == 1
    assert (
        JOKERS.score(Holding(colours(green=2, blue=1, brown=1, grey=1, joker=1))) == 6 + 1 + 1 - 1
    )


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.sampled_from(["red", "blue", "green"]), min_size=1, max_size=6),
    st.integers(0, 2),
    st.lists(st.integers(-3, 9), min_size=1, max_size=4),
    st.one_of(st.none(), st.integers(1, 2)),
    st.sampled_from(["negative", "zero"]),
)
def test_sets_with_wild_cards_are_bounded_exactly(plain, wilds, table, best, rest):
    deck = colours(**{c: plain.count(c) for c in set(plain)}, joker=wilds)
    line = SetsLine(
        "colour",
        tuple((i + 1, p) for i, p in enumerate(table)),
        best=best,
        rest=rest,
        wild="joker",
        joinable=("red", "blue", "green"),
    )
    scores = [line.score(Holding(held)) for held in all_holdings(deck)]
    found = line.bounds(deck)
    rises = min(table) >= 0 and table == sorted(table)
    if wilds and not rises:
        assert found is None
    else:
        assert found == (max(scores), min(scores))


def test_wild_cards_are_worded_and_their_value_checked(tmp_path):
    game = _report("chameleon-joker.yaml").model
    (line,) = game.scoring.lines
    assert "At the end, each joker card joins the colour of your choice." in line.rule(
        game, "en", load_catalogue("en")
    )
    assert "Am Ende zählt jede Karte Joker für eine Sorte (Farbe) nach Wahl." in line.rule(
        game, "de", load_catalogue("de")
    )
    text = _fixture("chameleon-joker.yaml").replace("wild: joker", "wild: jester")
    assert _found(_report("j.yaml", text, tmp_path)) == [(32, 13, "unknown-attribute")]


def test_a_bid_made_missed_and_of_nothing():
    line = BidLine(made_each=20, missed_each=-10, zero=(10, -10))
    assert line.score(Holding(bid=3, tricks=3)) == 60
    assert line.score(Holding(bid=2, tricks=5)) == -30
    assert line.score(Holding(bid=0, tricks=0, dealt=7)) == 70
    assert line.score(Holding(bid=0, tricks=2, dealt=7)) == -70
    wizard = BidLine(made=20, made_each=10, missed_each=-10)
    assert wizard.score(Holding(bid=0, tricks=0)) == 20
    assert wizard.score(Holding(bid=1, tricks=3)) == -20
    assert wizard.score(Holding()) == 0  # no bid: the line does not apply
    assert line.bounds(()) is None


def test_a_bid_is_worded_and_its_examples_checked(tmp_path):
    game = _report("captains-bid.yaml").model
    (line,) = game.scoring.lines
    assert line.rule(game, "en", load_catalogue("en")) == [
        "Before the round, bid how many tricks you will win.",
        "Bid made: 20 for each trick won.",
        "Bid missed: −10 for each trick you are off.",
        "A bid of 0 made scores 10 for each card dealt to you; missed, −10 for each.",
    ]
    assert line.heading(game, "de", load_catalogue("de")) == "Ansage"
    wrong = _fixture("captains-bid.yaml").replace("tricks: 5, score: -30", "tricks: 5, score: -20")
    assert _found(_report("b.yaml", wrong, tmp_path)) == [(37, 32, "scoring-example-wrong")]


def test_a_game_with_play_cannot_score_a_bid_and_is_told_at_the_line(tmp_path):
    from printgen.game.checks_play_rules import PLAY_TINY

    text = PLAY_TINY + "\nscoring:\n  - bid: {made: {each: 20}, missed: {each: -10}}\n"
    report = _report("p.yaml", text, tmp_path)
    assert [(d.line, d.column, d.code, d.message) for d in report.diagnostics] == [
        (
            35,
            10,
            "scoring-not-played",
            "printgen play cannot score this bid line: `play:` has no bids and tricks",
        )
    ]


def test_the_new_families_give_their_bounds_as_json(tmp_path):
    done = printgen(
        "analyze", os.path.join(FAMILIES, "conveyor.yaml"), "--format", "json", cwd=str(tmp_path)
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["lines"] == [
        {"line": "Points by dish", "kind": "per_value", "highest": 90, "lowest": 0},
        {"line": "Card points", "kind": "points", "highest": 25, "lowest": 0},
    ]


def _lowest_thirty_three() -> str:
    """Thirty-Three (No Thanks!) said plainly: a run costs its lowest card as points, a chip takes
    one off, and the lowest total wins."""
    with open(os.path.join(HERE, "..", "docs", "examples", "thirty-three.yaml")) as handle:
        text = handle.read()
    return (
        text.replace(
            "  - runs: {of: number, scores: lowest, against: true}",
            "  - runs: {of: number, scores: lowest}",
        )
        .replace("  - tokens: {token: chip, each: 1}\n", "  - tokens: {token: chip, each: -1}\n")
        .replace("examples:\n", "winner: lowest\nexamples:\n", 1)
        .replace("score: -34}", "score: 34}")
    )


def test_the_lowest_total_wins_plays_as_the_highest_of_negatives(tmp_path):
    (tmp_path / "low.yaml").write_text(_lowest_thirty_three(), encoding="utf-8")
    original = os.path.join(HERE, "..", "docs", "examples", "thirty-three.yaml")
    figures = []
    for path in ("low.yaml", original):
        done = printgen(
            "analyze",
            path,
            "-n",
            "60",
            "--bot",
            "greedy,random",
            "--skill-games",
            "0",
            "--format",
            "json",
            cwd=str(tmp_path),
        )
        assert done.returncode == 0, done.stderr
        figures.append(json.loads(done.stdout))
    low, high = figures
    assert low["seat_win_share"] == high["seat_win_share"]
    assert low["winning_margin_mean"] == high["winning_margin_mean"]
    assert low["seat_score_mean"] == [-m for m in high["seat_score_mean"]]


def test_the_lowest_total_wins_is_said_plainly(tmp_path):
    from printgen.components.scoring_words import rounds_rule

    report = _report("low.yaml", _lowest_thirty_three(), tmp_path)
    assert _found(report) == []
    game = report.model
    assert game.scoring.lowest_wins
    assert rounds_rule(game, "en", load_catalogue("en")) == ["The lowest total wins."]
    assert rounds_rule(game, "de", load_catalogue("de")) == ["Die niedrigste Summe gewinnt."]
    alone = _fixture("conveyor.yaml").split("scoring:\n")[0] + "winner: lowest\n"
    assert _found(_report("w.yaml", alone, tmp_path)) == [(27, 1, "missing-key")]


def test_the_round_s_winner_scores_the_cards_left_in_the_others_hands(tmp_path):
    from printgen.game.scoring.others_hands import OthersHandsLine

    line = OthersHandsLine(field="number")
    others = (
        ((("number", 3),), (("number", 9),)),
        ((("number", 0),), (("number", 4),), (("number", 7),)),
    )
    assert line.score(Holding(others_hands=others)) == 23
    assert line.score(Holding(hand=((("number", 5),),), others_hands=others)) == 0
    assert line.score(Holding(hand_count=1, others_hands=others)) == 0
    game = _report("go-out.yaml").model
    assert _found(_report("go-out.yaml")) == []
    (line,) = game.scoring.lines
    assert line.rule(game, "en", load_catalogue("en")) == [
        "Whoever empties their hand first scores the number of every card left in the others' "
        "hands."
    ]
    wrong = _fixture("go-out.yaml").replace("score: 23", "score: 22")
    assert _found(_report("g.yaml", wrong, tmp_path)) == [(32, 48, "scoring-example-wrong")]


def test_play_scores_the_others_hands_for_the_player_who_went_out(tmp_path):
    """Two players, three cards each, one played a turn: the first to empty their hand (seat 1)
    leaves one card in the other's hand, and scores it."""
    from printgen.game.checks_play_rules import PLAY_TINY

    text = (
        PLAY_TINY.replace(
            "hand: {per: player, seen: owner}", "hand: {per: player, seen: owner, scores: hand}"
        ).replace("      - when: {empty: hand, who: all}", "      - when: {empty: hand}")
        + "\nscoring:\n  - others_hands: {each: 1}\n"
    )
    (tmp_path / "out.yaml").write_text(text, encoding="utf-8")
    assert _found(_report("out.yaml", text, tmp_path)) == []
    done = printgen(
        "analyze",
        "out.yaml",
        "-p",
        "2",
        "-n",
        "20",
        "--skill-games",
        "0",
        "--format",
        "json",
        cwd=str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["seat_score_mean"] == [1.0, 0.0]
    assert figures["seat_win_share"] == [1.0, 0.0]


def test_a_team_scores_its_fireworks_and_the_cards_left(tmp_path):
    from printgen.game.scoring.team import TeamLine

    fireworks = TeamLine("highest", "number", "colour", 25)
    laid = (
        (("colour", "red"), ("number", 1)),
        (("colour", "red"), ("number", 2)),
        (("colour", "blue"), ("number", 1)),
    )
    assert fireworks.score(Holding(laid)) == 3
    deck = tuple(
        (("colour", c), ("number", n)) for c in ("red", "blue") for n in (1, 1, 1, 2, 2, 3, 4, 5)
    )
    assert fireworks.bounds(deck) == (10, 0)
    left = TeamLine("left", win=0)
    assert left.score(Holding(hand=laid, hand_count=9)) == 12
    assert left.bounds(deck) == (16, 0)
    report = _report("fireworks.yaml")
    assert _found(report) == []
    game = report.model
    assert game.scoring.lines[0].rule(game, "de", load_catalogue("de")) == [
        "Ihr gewinnt oder verliert gemeinsam: Das Team bekommt für jede Sorte (Farbe) den "
        "höchsten Wert (Zahl), den es ausgelegt hat.",
        "Mit 25 Punkten gewinnt ihr alle.",
    ]
    assert left.rule(game, "en", load_catalogue("en")) == [
        "You win or lose together: every card left in your hands and in the draw pile counts 1, "
        "and fewer is better.",
        "With 0 cards left or fewer you all win.",
    ]
    past = _fixture("fireworks.yaml").replace("win: 25}", "win: 30}")
    assert [
        (d.line, d.column, d.code, d.message) for d in _report("f.yaml", past, tmp_path).diagnostics
    ] == [
        (
            30,
            59,
            "scoring-win-unreachable",
            "the team wins at 30, but the deck's best is 25 (the highest number of each colour, "
            "added up)",
        )
    ]
    half = _fixture("fireworks.yaml").replace(
        "scores: highest, of: number, per: colour", "scores: highest, of: number"
    )
    assert _found(_report("h.yaml", half, tmp_path)) == [(30, 12, "missing-key")]


def test_a_game_with_play_cannot_score_a_team(tmp_path):
    from printgen.game.checks_play_rules import PLAY_TINY

    text = PLAY_TINY + "\nscoring:\n  - team: {scores: left}\n"
    assert _found(_report("t.yaml", text, tmp_path)) == [(35, 11, "scoring-not-played")]


def test_wild_cards_too_many_to_share_at_their_best_are_refused_at_the_line(tmp_path):
    # a number 1-100 on every card: 300 jokers (3 copies of each number) among 4 colours of 100
    text = (
        _fixture("chameleon-joker.yaml")
        .replace("    face:\n", "      number: {min: 1, max: 100}\n    face:\n", 1)
        .replace("copies: 9,", "copies: 1,")
    )
    report = _report("m.yaml", text, tmp_path)
    assert [
        (d.line, d.column, d.code, d.message)
        for d in report.diagnostics
        if d.code == "out-of-bounds"
    ] == [
        (
            33,
            13,
            "out-of-bounds",
            "300 joker cards joining 4 values take about 3,862,432 steps to score at their best, "
            "more than the 2,000,000 printgen takes",
        )
    ]
    fewer = _report("m.yaml", text.replace("copies: 3,", "copies: 1,"), tmp_path)
    assert "out-of-bounds" not in [d.code for d in fewer.diagnostics]


def _shared_best(line: SetsLine, counts: dict, wilds: int) -> int:
    """The best score of every way to share the wild cards, tried one by one."""

    def ways(left: int, values: int):
        if values == 1:
            yield (left,)
            return
        for first in range(left + 1):
            for rest in ways(left - first, values - 1):
                yield (first,) + rest

    return max(
        line.score_counts({v: counts.get(v, 0) + n for v, n in zip(line.joinable, share)})
        for share in ways(wilds, len(line.joinable))
    )


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(["red", "blue", "green"]), max_size=6),
    st.integers(1, 4),
    st.lists(st.integers(-3, 9), min_size=1, max_size=4),
    st.one_of(st.none(), st.integers(1, 2)),
    st.sampled_from(["negative", "zero"]),
)
def test_wild_cards_score_the_best_way_to_share_them(held, wilds, table, best, rest):
    line = SetsLine(
        "colour",
        tuple((i + 1, p) for i, p in enumerate(table)),
        best=best,
        rest=rest,
        wild="joker",
        joinable=("red", "blue", "green"),
    )
    counts = {c: held.count(c) for c in set(held)}
    holding = Holding(colours(**counts, joker=wilds))
    assert line.score(holding) == _shared_best(line, counts, wilds)


def test_play_compares_the_players_for_a_most_line_among_players(tmp_path):
    """Who holds the most red scores 5, a tie nothing: in every game at most one seat scores, so
    the seats' mean scores add up to 5 at most (each seat scored 5 for any red when play left the
    other players out)."""
    from printgen.game.checks_play_rules import PLAY_TINY

    text = (
        PLAY_TINY.replace("    middle: {}", "    middle: {per: player, scores: cards}")
        + "\nscoring:\n  - most: {of: colour, among: players, value: red, points: 5, ties: none}\n"
    )
    (tmp_path / "most.yaml").write_text(text, encoding="utf-8")
    assert _found(_report("most.yaml", text, tmp_path)) == []
    done = printgen(
        "analyze",
        "most.yaml",
        "-p",
        "3",
        "-n",
        "40",
        "--skill-games",
        "0",
        "--format",
        "json",
        cwd=str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    means = json.loads(done.stdout)["seat_score_mean"]
    assert 0 < sum(means) <= 5
