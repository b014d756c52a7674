"""The exact solver: hand-computed endgames, brute force on small games, the bundled values."""

import numpy as np
from analysis_helpers import brute_force, table_game
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.solver import Solver, TooLargeToSolve, check_solvable, outcome_of, solve
from printgen.neighbours.bundled import load_setup
from printgen.validation import validate_text

STANDARD = compile_game(load_setup("standard"))


def standard_endgame(first_hand, second_hand, row=(1, 5, 2, 6, 3, 4)):
    solver = Solver(STANDARD, table_bits=12)
    hands = np.zeros((2, 6), dtype=np.int64)
    for seat, hand in enumerate((first_hand, second_hand)):
        for card in hand:
            hands[seat, card - 1] += 1
    row = np.array([v - 1 for v in row], dtype=np.int64)
    return solver.move_values(row, hands, 0, len(first_hand) + len(second_hand))


def test_hand_computed_last_two_moves():
    # Row 1 5 2 6 3 4; the first player holds a 3, the second a 6. A 3 at position 2 (1-3, 3-2)
    # or 4 (2-3, 3-3) scores 1, elsewhere 0; whatever the first player does, the 6 then scores
    # exactly 1 (6-5 at the left end, or 1-6 summing to seven). So the margins are 0 or -1.
    values = {(m.card, m.position + 1): (m.points, m.value) for m in standard_endgame([3], [6])}
    assert values == {(3, 1): (0, -1), (3, 2): (1, 0), (3, 3): (0, -1), (3, 4): (1, 0), (3, 6): (0, -1)}


def test_hand_computed_forced_discard():
    # The row is all 2s and the first player holds only a 2: they must discard it and score 0.
    values = standard_endgame([2], [1], row=(2, 2, 2, 2, 2, 2))
    assert [(m.card, m.position, m.points) for m in values] == [(2, None, 0)]
    assert values[0].value == -2  # then the 1 goes between two 2s: both pairs differ by one


def test_single_card_endgames_match_brute_force():
    game_scoring = load_setup("standard").scoring
    for mine in range(1, 7):
        for theirs in range(1, 7):
            values = standard_endgame([mine], [theirs])
            expected = brute_force(game_scoring, (1, 5, 2, 6, 3, 4), ((mine,), (theirs,)))
            assert max(m.value for m in values) == expected


small_tables = st.integers(2, 4).flatmap(lambda size: st.tuples(
    st.lists(st.lists(st.integers(-1, 3), min_size=size, max_size=size), min_size=size, max_size=size),
    st.lists(st.integers(1, size), min_size=2, max_size=5),
    st.lists(st.integers(1, size), min_size=1, max_size=3),
))


@settings(max_examples=40, deadline=None)
@given(small_tables)
def test_solver_matches_brute_force_on_small_games(case):
    points, row, hand = case
    game, scoring = table_game(points, row, hand)
    result = solve(game)
    assert result.value == brute_force(scoring, row, (tuple(hand), tuple(hand)))
    assert result.value == max(m.value for m in result.first_moves)
    first = sum(m.points for m in result.line if m.seat == 0)
    second = sum(m.points for m in result.line if m.seat == 1)
    assert first - second == result.value  # the principal line really achieves the value


@settings(max_examples=20, deadline=None)
@given(small_tables)
def test_every_opening_value_matches_brute_force(case):
    points, row, hand = case
    game, scoring = table_game(points, row, hand)
    for move in solve(game).first_moves:
        after, other = list(row), list(hand)
        other.remove(move.card)
        if move.position is not None:
            after[move.position] = move.card
        assert move.value == move.points - brute_force(scoring, after, (tuple(other), tuple(hand)), turn=1)


def test_greedy_seat_never_beats_perfect_play():
    game, _ = table_game([[0, 1, 2], [1, 0, 1], [2, 1, 0]], [1, 2, 3, 1], [1, 2, 3])
    perfect = solve(game).value
    assert solve(game, (True, False)).value <= perfect
    assert solve(game, (False, True)).value >= perfect


def test_outcomes():
    assert [outcome_of(v) for v in (3, 0, -2)] == ["win", "draw", "loss"]


def test_too_large_games_are_refused_with_a_reason():
    report = validate_text("name: Big\nhand: [1, 2, 3, 4, 5, 6, 1, 2]\nrow: [1, 5, 2, 6, 3, 4]\nscoring:\n  clauses:\n    - {points: 1, if: {difference: 1}}\n")
    try:
        check_solvable(compile_game(report.setup))
    except TooLargeToSolve as exc:
        assert "8 cards" in str(exc)
    else:
        raise AssertionError("an 8-card hand should be refused")


def test_one_way_is_a_first_player_win_by_one():
    result = solve(compile_game(load_setup("one-way")))
    assert (result.value, result.outcome) == (1, "win")
    assert [(m.card, m.position + 1) for m in result.best_moves] == [(2, 5)]
