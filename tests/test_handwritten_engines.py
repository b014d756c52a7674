"""The hand-written engines of benchmarks/handwritten: each rule they follow, checked on small
hand-made positions with exact values, and facts every simulated game must hold (nothing here
depends on how fast they run)."""

from __future__ import annotations

import importlib
import json
import os
import random
import subprocess
import sys

import pytest

CHECKOUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if CHECKOUT not in sys.path:
    sys.path.insert(0, CHECKOUT)  # benchmarks/ is not installed: it is read from this checkout


def engine(name: str):
    return importlib.import_module(f"benchmarks.handwritten.{name}")


colour_catch = engine("colour_catch")
neos = engine("neos")
animal_ladder = engine("animal_ladder")
no_thanks = engine("no_thanks")
lost_cities = engine("lost_cities")
coloretto = engine("coloretto")

SEAT_KEYS = {"seat_score_mean", "seat_score_sd", "seat_win_share"}
KEYS = {
    "colour_catch": SEAT_KEYS
    | {"turns_mean", "game_length_mean", "case_share", "middle_size_end_mean"},
    "neos": SEAT_KEYS
    | {
        "turns_mean",
        "game_length_mean",
        "row_length_mean",
        "colour_groups_mean",
        "line_groups_mean",
    },
    "animal_ladder": SEAT_KEYS
    | {
        "turns_mean",
        "game_length_mean",
        "dealer_match_win_share",
        "match_ends_out_share",
        "pickups_mean",
        "stalled_share",
    },
    "no_thanks": SEAT_KEYS | {"turns_mean", "cards_taken_mean", "chips_end_mean"},
    "lost_cities": SEAT_KEYS | {"turns_mean", "expeditions_mean"},
    "coloretto": SEAT_KEYS | {"turns_mean", "rounds_mean", "row_taken_size_mean"},
}
SMALLEST = {
    "colour_catch": 2,
    "neos": 2,
    "animal_ladder": 2,
    "no_thanks": 3,
    "lost_cities": 2,
    "coloretto": 3,
}


# Every engine


@pytest.mark.parametrize("name", sorted(KEYS))
def test_the_figures_have_the_pinned_keys_and_a_list_by_seat(name):
    players = SMALLEST[name]
    figures = engine(name).simulate(players, 20, 1)
    assert set(figures) == KEYS[name]
    for key in SEAT_KEYS:
        assert len(figures[key]) == players
    assert sum(figures["seat_win_share"]) == pytest.approx(1, abs=1e-5)


@pytest.mark.parametrize("name", sorted(KEYS))
def test_a_seed_gives_the_same_figures_twice_and_another_seed_others(name):
    players = SMALLEST[name]
    first = engine(name).simulate(players, 30, 5)
    assert engine(name).simulate(players, 30, 5) == first
    assert engine(name).simulate(players, 30, 6) != first


@pytest.mark.parametrize("name", sorted(KEYS))
def test_a_player_count_the_game_does_not_take_is_refused(name):
    with pytest.raises(ValueError, match="players"):
        engine(name).simulate(8, 1, 1)


def test_the_runner_prints_the_figures_as_json_and_the_speed_on_stderr():
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.handwritten", "neos", "-p", "3", "-n", "10"]
        + ["--seed", "2"],
        cwd=CHECKOUT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(done.stdout) == neos.simulate(3, 10, 2)
    assert "neos -p 3: 10 games in" in done.stderr and "games/s" in done.stderr


# Colour Catch


@pytest.mark.parametrize(
    "counts, points",
    [
        ([4, 0, 1, 2, 0], 3),  # red 4, green 1, blue 2: 4 - 1
        ([3, 0, 1, 3, 1], 4),  # red 3, blue 3, green 1, violet 1: 3 x 2 - 1 x 2
        ([0, 2, 0, 2, 0], 4),  # yellow 2, blue 2: no colour below the most
        ([0, 0, 0, 0, 0], 0),
        ([3, 1, 1, 1, 1], -1),  # 3 - 1 x 4
    ],
)
def test_colour_catch_round_score(counts, points):
    assert colour_catch.round_score(counts) == points


def test_colour_catch_a_tie_goes_to_the_best_single_round_then_is_shared():
    assert colour_catch.game_win([31, 31, 20], [10, 12, 15]) == [0.0, 1.0, 0.0]
    assert colour_catch.game_win([31, 31, 20], [12, 12, 15]) == [0.5, 0.5, 0.0]
    assert colour_catch.game_win([35, 31, 20], [8, 12, 15]) == [1.0, 0.0, 0.0]


@pytest.mark.parametrize("players, hand", [(2, 6), (3, 6), (4, 6), (5, 5), (6, 5)])
def test_colour_catch_every_player_plays_the_hand_in_a_round(players, hand):
    figures = colour_catch.simulate(players, 100, 3)
    assert figures["turns_mean"] == players * hand
    assert sum(figures["case_share"]) == pytest.approx(1, abs=1e-5)
    assert figures["game_length_mean"] >= 1


def test_colour_catch_a_round_keeps_every_card_and_the_middle_never_shrinks_below_what_it_can():
    rng = random.Random(4)
    for players in range(2, 7):
        kept = colour_catch.colours_kept(players) * 10
        for _ in range(50):
            scores, cases, middle = colour_catch.play_round(players, 0, rng.random)
            assert len(scores) == players and len(cases) == 3
            assert sum(cases) == players * colour_catch.hand_size(players)
            assert 0 <= middle <= kept


def test_colour_catch_a_game_ends_when_a_total_reaches_30():
    rng = random.Random(9)
    for _ in range(50):
        _, wins, rounds = colour_catch.play_one(4, rng)
        assert sum(wins) == pytest.approx(1) and rounds >= 1


# Neos


def test_neos_groups_on_a_hand_made_row():
    row = [neos.card(0, letters) for letters in ("AB", "AC", "AD")]
    row += [neos.card(c, letters) for c, letters in ((1, "CD"), (2, "CE"), (1, "CF"))]
    # one colour group (5), an A line of 3 (3), a C line of 3 (4); D runs only 2 cards and the
    # last three alternate colours
    assert neos.score_row(row) == (12, 1, 2)


def test_neos_a_long_run_is_one_group_and_two_runs_are_two():
    long_run = [neos.card(2, letters) for letters in ("AB", "AC", "AD", "AE", "AF", "BC")]
    # one colour group of 6 (5), one A line of 5 (3); B runs only 2 (BC after AF has none)
    assert neos.score_row(long_run) == (8, 1, 1)
    two = [neos.card(c, "EF") for c in (0, 0, 0, 1, 0, 0, 0)]
    # two colour groups (10); one E line and one F line of 7 (6 + 7)
    assert neos.score_row(two) == (23, 2, 2)
    assert neos.score_row([]) == (0, 0, 0)


def test_neos_a_game_is_12_calls_and_no_row_is_longer():
    figures = neos.simulate(4, 100, 2)
    assert figures["game_length_mean"] == figures["turns_mean"] == 12
    assert 0 < figures["row_length_mean"] <= 12
    rng = random.Random(3)
    for _ in range(100):
        rows = neos.play_one(4, rng)
        assert all(len(row) <= 12 for row in rows)
        placed = [card for row in rows for card in row]
        assert len(placed) == len(set(placed))


def test_neos_the_cards_are_the_90_pairs_and_colours():
    assert len({(neos.MASK[c], neos.COLOUR[c]) for c in range(neos.CARDS)}) == 90
    assert all(bin(mask).count("1") == 2 for mask in neos.MASK)


# Animal Ladder


def test_animal_ladder_turn_actions_count_a_run_of_one_and_a_set_of_one_once():
    # two 1s and a 2 with R = 1: runs 1 and 1-2, the set 1-1 (and the pass)
    assert animal_ladder.turn_actions([0, 2, 1, 0, 0, 0], 1) == (2, 1)
    # R = 4 with a 4 and a 5: runs 4 and 4-5, no set
    assert animal_ladder.turn_actions([0, 3, 0, 0, 1, 1], 4) == (2, 0)
    # R = 5 with three 5s: the run 5, sets of 2 and 3
    assert animal_ladder.turn_actions([0, 0, 0, 0, 0, 3], 5) == (1, 2)
    # nothing numbered R: only the pass
    assert animal_ladder.turn_actions([0, 0, 4, 4, 0, 0], 1) == (0, 0)


def test_animal_ladder_a_match_has_one_winner_of_5_and_the_others_lose_their_hands():
    rng = random.Random(8)
    for players in range(2, 7):
        for dealer in range(players):
            scores, winner, ending, turns, pickups = animal_ladder.play_match(
                players, dealer, rng.random
            )
            if ending == animal_ladder.STALLED:
                assert scores == [0] * players and winner is None
                continue
            assert scores[winner] == 5 and scores.count(5) == 1
            assert all(s < 0 for seat, s in enumerate(scores) if seat != winner)
            assert 2 <= turns < animal_ladder.TURN_LIMIT and pickups >= 0


def test_animal_ladder_shares_sum_to_one_and_few_matches_stall():
    figures = animal_ladder.simulate(4, 300, 1)
    assert sum(figures["seat_win_share"]) == pytest.approx(1, abs=1e-5)
    assert figures["game_length_mean"] == 4
    assert figures["stalled_share"] < 0.01
    assert 0 <= figures["match_ends_out_share"] <= 1
    assert 0 <= figures["dealer_match_win_share"] <= 1


# No Thanks!


def test_no_thanks_a_run_counts_its_lowest_card_and_chips_count_against():
    assert no_thanks.score([3, 4, 5, 10, 12, 13], 7) == 3 + 10 + 12 - 7
    assert no_thanks.score([35], 0) == 35
    assert no_thanks.score([], 11) == -11


@pytest.mark.parametrize("players", range(3, 8))
def test_no_thanks_all_24_cards_and_all_chips_end_with_the_players(players):
    rng = random.Random(players)
    chips_in = players * no_thanks.chips_at_start(players)
    for _ in range(50):
        taken, chips, turns = no_thanks.play_one(players, rng)
        assert sum(len(cards) for cards in taken) == 24
        assert len({card for cards in taken for card in cards}) == 24
        assert sum(chips) == chips_in
        assert turns >= 24
    figures = no_thanks.simulate(players, 50, 1)
    assert sum(figures["cards_taken_mean"]) == pytest.approx(24)
    assert sum(figures["chips_end_mean"]) == pytest.approx(chips_in)
    assert figures["turns_mean"] >= 24


def test_no_thanks_the_lowest_score_wins():
    assert no_thanks.shared_win([40, 12, 12], min) == [0.0, 0.5, 0.5]


# Lost Cities


def test_lost_cities_an_expedition_is_sum_minus_20_times_wagers_plus_the_bonus():
    assert lost_cities.expedition_score([]) == 0
    assert lost_cities.expedition_score([5, 6, 7, 8, 9, 10]) == 45 - 20
    assert lost_cities.expedition_score([0, 2, 3, 4]) == (9 - 20) * 2
    # 8 cards: (27 - 20) x 3 + 20, the bonus not multiplied
    assert lost_cities.expedition_score([0, 0, 2, 3, 4, 5, 6, 7]) == 7 * 3 + 20
    assert lost_cities.expedition_score([0, 0, 0]) == -20 * 4


def test_lost_cities_expeditions_climb_and_wagers_come_first():
    rng = random.Random(2)
    for _ in range(50):
        expeditions, turns = lost_cities.play_one(2, rng)
        assert turns >= 44  # each turn draws at most one card of the 44 in the stack
        played = 0
        for seat in expeditions:
            for numbers in seat:
                assert numbers == sorted(numbers)
                assert len(set(n for n in numbers if n)) == len([n for n in numbers if n])
                played += len(numbers)
        assert played <= 60 - 16


def test_lost_cities_figures():
    figures = lost_cities.simulate(2, 100, 1)
    assert all(0 <= e <= 5 for e in figures["expeditions_mean"])
    assert figures["turns_mean"] >= 44


# Coloretto


def test_coloretto_three_colours_score_and_the_others_count_against():
    assert coloretto.colour_points([3, 2, 1, 1, 0, 0, 0]) == 6 + 3 + 1 - 1
    assert coloretto.colour_points([7, 0, 0, 0, 0, 0, 0]) == 21
    assert coloretto.colour_points([1, 1, 1, 1, 1, 1, 1]) == 3 - 4


def test_coloretto_jokers_join_the_colour_that_scores_most_and_plus_twos_add_two():
    # colours 2, 2 and a joker: 3 + 2 scores 9 either way (the first colour is taken)
    assert coloretto.score([2, 2, 0, 0, 0, 0, 0, 1, 0], 7) == 9
    # four singles and a joker: a pair (3 + 1 + 1 - 1) beats a fifth colour (3 - 2)
    assert coloretto.score([1, 1, 1, 1, 0, 0, 0, 1, 0], 7) == 4
    # a colour of 6 gains nothing; the joker goes to the 2, then the next to that 3
    assert coloretto.score([6, 2, 1, 0, 0, 0, 0, 2, 3], 7) == 21 + 10 + 1 + 6
    # only jokers: they make one colour
    assert coloretto.score([0, 0, 0, 0, 0, 0, 0, 3, 0], 6) == 6


@pytest.mark.parametrize("players", range(3, 6))
def test_coloretto_every_player_takes_one_row_a_round(players):
    rng = random.Random(players)
    colours = coloretto.colours_in_play(players)
    for _ in range(30):
        collections, turns, rounds, (cards, takes) = coloretto.play_one(players, rng)
        assert takes == rounds * players
        assert sum(map(sum, collections)) == cards + players  # the cards taken and the first ones
        assert all(len(c) == 9 and sum(c[colours:7]) == 0 for c in collections)
        assert turns >= takes
