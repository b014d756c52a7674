"""The exact solver: hand-computed endgames, brute force on small games, the bundled values."""

import numpy as np
import pytest
from analysis_helpers import brute_force, brute_force_restricted, table_game
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.solver import (
    Solver,
    TooLargeToSolve,
    check_solvable,
    outcome_of,
    solve,
)
from printgen.neighbours.bundled import load_setup

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
    assert values == {
        (3, 1): (0, -1),
        (3, 2): (1, 0),
        (3, 3): (0, -1),
        (3, 4): (1, 0),
        (3, 6): (0, -1),
    }


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


small_tables = st.integers(2, 4).flatmap(
    lambda size: st.tuples(
        st.lists(
            st.lists(st.integers(-1, 3), min_size=size, max_size=size), min_size=size, max_size=size
        ),
        st.lists(st.integers(1, size), min_size=2, max_size=5),
        st.lists(st.integers(1, size), min_size=1, max_size=3),
    )
)


@pytest.mark.slow
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


@pytest.mark.slow
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
        assert move.value == move.points - brute_force(
            scoring, after, (tuple(other), tuple(hand)), turn=1
        )


def test_greedy_seat_never_beats_perfect_play():
    game, _ = table_game([[0, 1, 2], [1, 0, 1], [2, 1, 0]], [1, 2, 3, 1], [1, 2, 3])
    perfect = solve(game).value
    assert solve(game, (True, False)).value <= perfect
    assert solve(game, (False, True)).value >= perfect


def test_outcomes():
    assert [outcome_of(v) for v in (3, 0, -2)] == ["win", "draw", "loss"]


def test_too_large_games_are_refused_with_a_reason():
    report = validate_text(
        "name: Big\nhand: [1, 2, 3, 4, 5, 6, 1, 2]\nrow: [1, 5, 2, 6, 3, 4]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {difference: 1}}\n"
    )
    try:
        check_solvable(compile_game(report.model))
    except TooLargeToSolve as exc:
        assert "8 cards" in str(exc)
    else:
        raise AssertionError("an 8-card hand should be refused")


@pytest.mark.slow
def test_one_way_is_a_first_player_win_by_one():
    result = solve(compile_game(load_setup("one-way")))
    assert (result.value, result.outcome) == (1, "win")
    assert [(m.card, m.position + 1) for m in result.best_moves] == [(2, 5)]


@settings(max_examples=30, deadline=None)
@given(small_tables, st.sampled_from([(True, False), (False, True), (True, True)]))
def test_greedy_seats_match_brute_force(case, greedy):
    points, row, hand = case
    game, scoring = table_game(points, row, hand)
    result = solve(game, greedy)
    assert result.value == brute_force_restricted(scoring, row, (tuple(hand), tuple(hand)), greedy)
    first = sum(m.points for m in result.line if m.seat == 0)
    second = sum(m.points for m in result.line if m.seat == 1)
    assert first - second == result.value


wide_tables = st.integers(2, 3).flatmap(
    lambda size: st.tuples(
        st.lists(
            st.lists(st.integers(-400, 900), min_size=size, max_size=size),
            min_size=size,
            max_size=size,
        ),
        st.lists(st.integers(1, size), min_size=2, max_size=4),
        st.lists(st.integers(1, size), min_size=1, max_size=3),
    )
)


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(wide_tables)
def test_large_points_match_brute_force(case):
    # Margins beyond a byte: the table is kept in a wider type, and solved just as exactly.
    points, row, hand = case
    game, scoring = table_game(points, row, hand)
    result = solve(game)
    assert result.value == brute_force(scoring, row, (tuple(hand), tuple(hand)))
    assert result.value == max(m.value for m in result.first_moves)


def test_points_with_a_common_factor_are_solved_in_its_units():
    small, _ = table_game([[0, 1, 2], [1, 0, 1], [2, 1, 0]], [1, 2, 3, 1], [1, 2, 3])
    large, _ = table_game(
        [[0, 5000, 10000], [5000, 0, 5000], [10000, 5000, 0]], [1, 2, 3, 1], [1, 2, 3]
    )
    a, b = solve(small), solve(large)
    assert b.value == 5000 * a.value
    assert [(m.card, m.position, 5000 * m.points, 5000 * m.value) for m in a.first_moves] == [
        (m.card, m.position, m.points, m.value) for m in b.first_moves
    ]
    assert [(m.seat, m.card, m.position) for m in a.line] == [
        (m.seat, m.card, m.position) for m in b.line
    ]


BUNDLED = {
    # value, best openings as (card, 1-based position), the principal line as (seat, card, 1-based
    # position or None, points)
    "standard": (
        -1,
        [(1, 4), (2, 1), (3, 2), (4, 4), (5, 5), (6, 1)],
        [
            (1, 1, 4, 1),
            (2, 2, 2, 1),
            (1, 2, 6, 1),
            (2, 1, 3, 1),
            (1, 3, 1, 1),
            (2, 4, 2, 2),
            (1, 4, 6, 2),
            (2, 3, 3, 2),
            (1, 5, 1, 1),
            (2, 5, 5, 1),
            (1, 6, 2, 1),
            (2, 6, 3, 1),
        ],
    ),
    "echo": (
        -3,
        [(2, 3), (6, 4)],
        [
            (1, 2, 3, 3),
            (2, 2, 4, 2),
            (1, 1, 1, 0),
            (2, 1, 2, 2),
            (1, 3, 1, 1),
            (2, 3, 2, 2),
            (1, 4, 4, 2),
            (2, 4, 5, 3),
            (1, 6, 5, 3),
            (2, 6, 4, 2),
            (1, 5, 1, 1),
            (2, 5, 2, 2),
        ],
    ),
    "one-way": (
        1,
        [(2, 5)],
        [
            (1, 2, 5, 4),
            (2, 3, 3, 2),
            (1, 1, 1, 2),
            (2, 1, 2, 1),
            (1, 6, 3, 0),
            (2, 2, 2, 2),
            (1, 3, 2, 1),
            (2, 4, 3, 2),
            (1, 5, 3, 1),
            (2, 5, 1, 0),
            (1, 4, 2, 2),
            (2, 6, 2, 2),
        ],
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", BUNDLED)
def test_bundled_setups_value_openings_and_perfect_line(name):
    value, best, line = BUNDLED[name]
    result = solve(compile_game(load_setup(name)))
    assert result.value == value and len(result.first_moves) == 30
    assert [(m.card, m.position + 1) for m in result.best_moves] == best
    assert [
        (m.seat + 1, m.card, None if m.position is None else m.position + 1, m.points)
        for m in result.line
    ] == line


@pytest.mark.slow
def test_greedy_seats_of_one_way():
    game = compile_game(load_setup("one-way"))
    assert (solve(game, (True, False)).value, solve(game, (False, True)).value) == (-2, 4)


def test_a_table_beyond_the_memory_limit_is_refused_with_its_size():
    # Seven values in the hand and a seventh in the row: 7 ** 6 rows times 6,435 pairs of hands.
    report = validate_text(
        "name: Big\nhand: [1, 2, 3, 4, 5, 6, 7]\nrow: [1, 5, 2, 6, 3, 4]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {difference: 1}}\n"
    )
    with pytest.raises(TooLargeToSolve) as refused:
        check_solvable(compile_game(report.model))
    assert (
        str(refused.value)
        == "hands of 7 cards on a row of 6 make 757,071,315 positions, whose table would take "
        "722 MiB, more than the solver's limit of 256 MiB"
    )


def test_a_position_no_game_reaches_is_refused():
    solver = Solver(STANDARD)
    hands = np.zeros((2, 6), dtype=np.int64)
    hands[0, :3] = 1  # the mover holds three cards, the other none
    with pytest.raises(ValueError):
        solver.move_values(np.arange(6), hands, 0, 3)
