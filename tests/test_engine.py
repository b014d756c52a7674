"""The engine: worked examples from the rules, exact values, and properties over all inputs."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.lab.stats import win_shares_of
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.engine import (
    Move,
    apply_move,
    legal_moves,
    move_points,
    new_game,
    turn_order,
    winners,
)

STANDARD = load_setup("standard")
ONE_WAY = load_setup("one-way")
ECHO = load_setup("echo")


def test_rules_worked_example():
    # Row 1 5 2 6 3 4: a 4 replaces the 2 (position 3); 5-4 scores 1, 4-6 scores 0.
    assert move_points(STANDARD.scoring, (1, 5, 2, 6, 3, 4), 2, 4) == 1


def test_a_new_three_four_pair_scores_two():
    assert STANDARD.scoring.pair_points(3, 4) == 2
    assert STANDARD.scoring.pair_points(4, 3) == 2


def test_end_positions_have_one_pair_and_no_wrap():
    row = (1, 5, 2, 6, 3, 4)
    assert move_points(STANDARD.scoring, row, 0, 6) == 1  # 6-5 only; 6 and the far end 4 never pair
    assert move_points(STANDARD.scoring, row, 5, 2) == 1  # 3-2 only
    assert move_points(STANDARD.scoring, row, 5, 1) == 0  # 3-1; no wrap to the first card


def test_one_way_reads_left_to_right():
    assert ONE_WAY.scoring.pair_points(3, 4) == 2
    assert ONE_WAY.scoring.pair_points(4, 3) == 0
    assert ONE_WAY.scoring.pair_points(2, 4) == 1


def test_echo_first_clause_wins():
    assert [ECHO.scoring.pair_points(4, v) for v in range(1, 7)] == [0, 1, 0, 2, 0, 1]


def test_legal_moves_exclude_same_value():
    moves = legal_moves((1, 1, 2), (1, 2))
    assert moves == [Move(1, 2), Move(2, 0), Move(2, 1)]


def test_forced_discard_when_hand_and_row_are_one_value():
    assert legal_moves((3, 3, 3), (3, 3)) == [Move(3, None)]


def test_turn_order():
    assert turn_order(3, 2) == [0, 1, 2, 0, 1, 2]
    assert turn_order(3, 2, first=1) == [1, 2, 0, 1, 2, 0]
    assert turn_order(3, 2, first=1, reverse=True) == [1, 0, 2, 1, 0, 2]
    with pytest.raises(ValueError):
        turn_order(9, 6)


def test_winners_share_ties():
    assert winners([5, 7, 7, 1]) == [1, 2]
    assert win_shares_of([5, 7, 7, 1]) == [0.0, 0.5, 0.5, 0.0]


setups = st.sampled_from([STANDARD, ECHO, ONE_WAY])
values = st.integers(min_value=1, max_value=6)


@given(setups, values, values)
def test_either_table_is_symmetric(setup, left, right):
    if setup.scoring.reading == "either":
        assert setup.scoring.pair_points(left, right) == setup.scoring.pair_points(right, left)


@settings(max_examples=60, deadline=None)
@given(setups, st.integers(min_value=1, max_value=8), st.data())
def test_a_game_has_p_times_hand_turns_and_ends_with_empty_hands(setup, players, data):
    state = new_game(setup.row, setup.hand, players)
    turns = 0
    while not state.finished:
        before = state.row
        moves = state.legal_moves()
        move = data.draw(st.sampled_from(moves))
        state, points = apply_move(setup.scoring, state, move)
        turns += 1
        changed = [i for i in range(len(before)) if before[i] != state.row[i]]
        if move.is_discard:
            assert changed == [] and points == 0
        else:
            assert changed == [move.position] and state.row[move.position] == move.card
    assert turns == players * len(setup.hand)
    assert all(hand == () for hand in state.hands)


@given(st.lists(values, min_size=2, max_size=8), st.lists(values, min_size=1, max_size=6))
def test_forced_discard_only_when_no_different_value_can_be_placed(row, hand):
    moves = legal_moves(row, hand)
    forced = all(m.is_discard for m in moves)
    assert forced == (len(set(hand)) == 1 and set(row) == set(hand))
    assert moves  # a player can never be stuck
