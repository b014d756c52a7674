"""Statistics: Wilson intervals, shared wins, and the table's rates on hand-made runs."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.neighbours.analysis.advice import mostly_scoreless, seat_unfair
from printgen.neighbours.analysis.simulate import Playouts
from printgen.neighbours.analysis.stats import summarize, wilson_interval, win_shares


def test_wilson_interval_known_values():
    # Wilson (1927), z = 1.96: 5 of 10 -> 0.2366..0.7634; 0 of 10 -> 0..0.2775.
    assert wilson_interval(5, 10) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert wilson_interval(0, 10) == pytest.approx((0.0, 0.2775), abs=1e-4)
    assert wilson_interval(10, 10) == pytest.approx((0.7225, 1.0), abs=1e-4)


@given(st.integers(1, 10**6), st.floats(0, 1))
def test_wilson_interval_holds_the_observed_share(trials, share):
    low, high = wilson_interval(share * trials, trials)
    assert 0 <= low <= share + 1e-12 and share - 1e-12 <= high <= 1


def test_tied_winners_share_the_win():
    shares = win_shares(np.array([[3, 3, 1], [5, 2, 2], [4, 4, 4]]))
    assert np.allclose(shares, [[0.5, 0.5, 0], [1, 0, 0], [1 / 3, 1 / 3, 1 / 3]])


def hand_made_run():
    # Three games of two players, 4 turns each; game 2 is a tie.
    totals = np.array([[4, 2], [3, 3], [1, 5]])
    return Playouts(("greedy", "greedy"), 7, totals, np.array([1, 2, 3]), np.array([0, 1, 0]), 4)


def test_summary_of_a_hand_made_run():
    summary = summarize(hand_made_run())
    first, second = summary.seats
    assert (first.mean, second.mean) == pytest.approx((8 / 3, 10 / 3))
    assert first.win_share == pytest.approx(1.5 / 3) and second.win_share == pytest.approx(1.5 / 3)
    assert summary.tie_rate == pytest.approx(1 / 3)
    assert summary.zero_turn_share == pytest.approx(6 / 12)
    assert summary.discard_turn_share == pytest.approx(1 / 12)
    assert summary.discard_game_share == pytest.approx(1 / 3)
    assert first.distribution == ((1, 1), (3, 1), (4, 1))
    assert summary.first_seat.points == pytest.approx((2 + 0 - 4) / 3)
    assert summary.first_seat.wins == pytest.approx(0)


def test_one_player_has_no_first_seat_advantage():
    run = Playouts(("greedy",), 1, np.array([[4], [6]]), np.array([0, 0]), np.array([0, 0]), 6)
    summary = summarize(run)
    assert summary.first_seat is None and summary.seats[0].win_share == 1


def test_seat_unfair_needs_the_whole_interval_far_from_fair():
    lopsided = Playouts(("greedy", "greedy"), 1, np.array([[5, 1]] * 900 + [[1, 5]] * 100), np.zeros(1000, int), np.zeros(1000, int), 12)
    fair = Playouts(("greedy", "greedy"), 1, np.array([[5, 1]] * 52 + [[1, 5]] * 48), np.zeros(100, int), np.zeros(100, int), 12)
    assert [a.code for a in seat_unfair(summarize(lopsided))] == ["seat-unfair"]
    assert seat_unfair(summarize(fair)) == []


def test_mostly_scoreless_flags_over_half_of_turns():
    assert [a.code for a in mostly_scoreless(summarize(hand_made_run()))] == []
    run = Playouts(("greedy", "greedy"), 1, np.array([[1, 0]]), np.array([3]), np.array([0]), 4)
    assert [a.code for a in mostly_scoreless(summarize(run))] == ["mostly-scoreless"]
