"""Statistics: Wilson intervals, shared wins, and the table's rates on hand-made runs; figures
folded in batch by batch equal the whole run's, in bounded memory."""

import dataclasses
import itertools
import tracemalloc

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.lab.seats import win_shares
from printgen.lab.stats import Z95, wilson_interval
from printgen.neighbours.analysis import simulate as simulate_module
from printgen.neighbours.analysis.advice import mostly_scoreless, seat_unfair
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.simulate import Playouts, simulate
from printgen.neighbours.analysis.stats import Tally, summarize, tally_games
from printgen.neighbours.bundled import load_setup


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
    lopsided = Playouts(
        ("greedy", "greedy"),
        1,
        np.array([[5, 1]] * 900 + [[1, 5]] * 100),
        np.zeros(1000, int),
        np.zeros(1000, int),
        12,
    )
    fair = Playouts(
        ("greedy", "greedy"),
        1,
        np.array([[5, 1]] * 52 + [[1, 5]] * 48),
        np.zeros(100, int),
        np.zeros(100, int),
        12,
    )
    assert [a.code for a in seat_unfair(summarize(lopsided))] == ["seat-unfair"]
    assert seat_unfair(summarize(fair)) == []


def test_mostly_scoreless_flags_over_half_of_turns():
    assert [a.code for a in mostly_scoreless(summarize(hand_made_run()))] == []
    run = Playouts(("greedy", "greedy"), 1, np.array([[1, 0]]), np.array([3]), np.array([0]), 4)
    assert [a.code for a in mostly_scoreless(summarize(run))] == ["mostly-scoreless"]


def random_run(games=500, players=3, seed=0):
    rng = np.random.default_rng(seed)
    totals = rng.integers(-3, 12, size=(games, players))
    return Playouts(
        ("greedy",) * players, seed, totals, rng.integers(0, 5, games), rng.integers(0, 2, games), 9
    )


@pytest.mark.parametrize("cuts", [[1], [7, 100, 101], list(range(0, 500, 13))])
def test_figures_folded_in_batches_equal_the_whole_run(cuts):
    run = random_run()
    tally = Tally(run.bots, run.seed, run.turns_per_game)
    edges = sorted({0, *cuts, run.games})
    for start, stop in itertools.pairwise(edges):
        tally.add(run.totals[start:stop], run.zero_turns[start:stop], run.discards[start:stop])
    assert tally.summary() == summarize(run)


def test_tallied_games_equal_the_kept_games():
    game = compile_game(load_setup("echo"))
    kept, _ = simulate(game, ("random", "greedy", "lookahead"), 3000, seed=8)
    assert tally_games(
        game, ("random", "greedy", "lookahead"), 3000, seed=8, course=False
    ) == summarize(kept)
    assert dataclasses.replace(
        tally_games(game, ("random", "greedy", "lookahead"), 3000, seed=8), course=None
    ) == summarize(kept)


def test_huge_totals_are_summed_exactly():
    run = Playouts(
        ("greedy", "greedy"),
        1,
        np.array([[10**9, 0], [0, 10**9]] * 3),
        np.zeros(6, int),
        np.zeros(6, int),
        12,
    )
    first = summarize(run).seats[0]
    assert (first.mean, first.sd) == (5 * 10**8, 5 * 10**8)
    assert summarize(run).first_seat.points == 0 and summarize(
        run
    ).first_seat.points_high == pytest.approx(Z95 * 10**9 / 6**0.5)


@pytest.mark.slow
def test_memory_stays_bounded_however_many_games(monkeypatch):
    # 250,000 games of 8 players would need 15 MiB for their totals alone; folded batch by batch,
    # the run never holds more than a batch.
    monkeypatch.setattr(simulate_module, "CHUNK_GAMES", 2_000)
    game = compile_game(
        validate_text(
            "name: Tiny\nhand: [1, 2, 3]\nrow: [1, 3, 2, 3]\nscoring:\n  clauses:\n"
            "    - {points: 1, if: {difference: 1}}\n"
        ).model
    )
    tracemalloc.start()
    try:
        summary = tally_games(game, ("greedy",) * 8, 250_000, seed=1)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert (
        summary.games == 250_000
        and sum(count for _, count in summary.seats[0].distribution) == 250_000
    )
    assert peak < 4 * 2**20
