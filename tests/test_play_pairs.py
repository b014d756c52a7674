"""What can happen in play (printgen.neighbours.checks.play), held to the engine: every game of
small setups is enumerated, and random legal games of larger ones are played.

The validator's pairs must be exactly the pairs some legal game forms (with two players or
more; a solo game forms a subset), and a pair it says never forms must never be formed.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from printgen.neighbours.checks.play import Play, article, numbers_text, pairs_text
from printgen.neighbours.engine import MAX_PLAYERS, apply_move, new_game
from printgen.neighbours.facts import max_move_points
from printgen.neighbours.model import Clause, Condition, Scoring, Setup, ValueTest

NOTHING = Scoring("either", "add", (Clause(1, Condition(sum=ValueTest(values=(-1,)))),))


def formed(row, move) -> list[tuple[int, int]]:
    """The pairs a placement forms on `row`: the card and each neighbour."""
    if move.is_discard:
        return []
    at, found = move.position, []
    if at > 0:
        found.append((row[at - 1], move.card))
    if at < len(row) - 1:
        found.append((move.card, row[at + 1]))
    return found


def enumerate_games(hand, row, players):
    """Every state of every legal game (with `players` seats), and every pair any move forms."""
    start = new_game(row, hand, players)
    seen, stack, pairs = {start}, [start], set()
    while stack:
        state = stack.pop()
        if state.finished:
            continue
        for move in state.legal_moves():
            pairs.update(formed(state.row, move))
            after, _ = apply_move(NOTHING, state, move)
            after = after.__class__(
                after.row,
                tuple(tuple(sorted(h)) for h in after.hands),
                after.totals,
                after.order,
                after.turn,
            )
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return seen, pairs


small_setups = st.tuples(
    st.lists(st.integers(1, 4), min_size=1, max_size=3),
    st.lists(st.integers(1, 5), min_size=2, max_size=4),
)


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_setups)
def test_the_pairs_are_exactly_those_some_game_forms(setup):
    hand, row = setup
    play = Play(tuple(hand), tuple(row))
    _, two = enumerate_games(hand, row, 2)
    _, three = enumerate_games(hand, row, 3)
    _, solo = enumerate_games(hand, row, 1)
    assert play.pairs == two == three
    assert solo <= play.pairs
    assert play.placeable == bool(two) or len(row) < 2


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.integers(0, 9), min_size=1, max_size=8),
    st.lists(st.integers(0, 9), min_size=2, max_size=10),
    st.integers(1, MAX_PLAYERS),
    st.randoms(use_true_random=False),
)
def test_random_games_form_only_pairs_the_validator_allows(hand, row, players, rng):
    play = Play(tuple(hand), tuple(row))
    state = new_game(row, hand, players)
    while not state.finished:
        move = rng.choice(state.legal_moves())
        for pair in formed(state.row, move):
            assert pair in play.pairs, (pair, hand, row)
        state, _ = apply_move(NOTHING, state, move)


def test_the_issue_setup_forms_no_row_pair():
    play = Play((1, 2, 3), (8, 9, 8, 9))
    assert (8, 9) not in play.pairs and (9, 8) not in play.pairs
    assert {(1, 8), (8, 1), (9, 3), (3, 9), (2, 2)} <= play.pairs
    assert (
        play.why_never(8, 9)
        == "neither 8 nor 9 is a hand card, while every pair formed in play holds the card just "
        "placed"
    )


def test_an_end_card_has_one_neighbour():
    play = Play((1, 2, 3), (9, 1, 2, 3))
    assert (9, 1) in play.pairs and (1, 9) not in play.pairs
    assert (
        play.why_never(1, 9)
        == "9 is not a hand card and starts only at the left end of the row, so no card is ever "
        "placed to its left"
    )
    play = Play((1, 2, 3), (1, 2, 3, 9))
    assert (
        play.why_never(9, 1)
        == "9 is not a hand card and starts only at the right end of the row, so no card is ever "
        "placed to its right"
    )


def test_a_card_may_not_replace_an_equal_value():
    play = Play((5,), (3, 5))
    assert play.pairs == {(5, 5)}  # the 5 can only go on the 3
    assert (
        play.why_never(3, 5)
        == "3 is not a hand card, and to its right lies a 5, which the only hand value, 5, may "
        "not replace"
    )
    assert Play((3,), (2, 3, 2)).why_never(2, 3) == (
        "2 is not a hand card, and to its right lies a 3 (or the right end of the row), "
        "which the only hand value, 3, may not replace"
    )
    nothing = Play((4, 4), (4, 4, 4))
    assert not nothing.placeable and nothing.pairs == frozenset()
    assert nothing.why_never(4, 4) == "no card can ever be placed"


def test_a_second_hand_value_unlocks_a_position():
    # the 5 cannot go on the 5 at once, but it can once a 3 has been put there
    play = Play((5, 3), (5, 5))
    assert {(5, 5), (3, 5), (5, 3), (3, 3)} == play.pairs


# -- worked examples: a row and the card played ----------------------------------------------------


def reachable_examples(hand, row, players):
    """Every (row, card) a game reaches with the player to move holding the card."""
    states, _ = enumerate_games(hand, row, players)
    return {
        (state.row, card)
        for state in states
        if not state.finished
        for card in state.hands[state.to_play]
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 3), min_size=1, max_size=2),
    st.lists(st.integers(1, 4), min_size=2, max_size=3),
    st.integers(1, 3),
)
def test_an_example_can_come_about_exactly_when_the_hands_hold_its_cards(hand, row, players):
    play = Play(tuple(hand), tuple(row))
    reached = reachable_examples(hand, row, players)
    values = sorted(set(hand) | set(row))
    import itertools

    for candidate in itertools.product(values, repeat=len(row)):
        for card in set(hand):
            showable = all(value in shows for value, shows in zip(candidate, play.shows))
            possible = showable and play.example_shortfall(candidate, card, players) is None
            assert possible == ((candidate, card) in reached), (candidate, card, hand, row, players)


def test_an_example_that_needs_more_cards_than_eight_hands_hold():
    play = Play((1, 2), (3,) * 10)
    assert play.example_shortfall((1,) * 8 + (3, 3), 2) is None
    assert play.example_shortfall((1,) * 8 + (3, 3), 1) == (1, 9, 8)
    assert play.example_shortfall((1,) * 9 + (3,), 2) == (1, 9, 8)


# -- the best move ---------------------------------------------------------------------------------


def _setup(hand, row, scoring) -> Setup:
    return Setup("t", "T", "", 0, 99, tuple(hand), tuple(row), scoring)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 3), min_size=1, max_size=2),
    st.lists(st.integers(1, 4), min_size=2, max_size=4),
    st.lists(st.tuples(st.integers(1, 3), st.integers(0, 3)), min_size=1, max_size=3),
)
def test_the_best_move_is_the_best_any_game_makes(hand, row, clause_specs):
    scoring = Scoring(
        "left-to-right",
        "add",
        tuple(
            Clause(points, Condition(rise=ValueTest(values=(rise,))))
            for points, rise in clause_specs
        ),
    )
    setup = _setup(hand, row, scoring)
    states, _ = enumerate_games(hand, row, 4)
    best = 0
    for state in states:
        if not state.finished:
            for move in state.legal_moves():
                best = max(best, apply_move(scoring, state, move)[1])
    assert max_move_points(setup) == best


# -- words -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "number, word",
    [
        (1, "a"),
        (7, "a"),
        (8, "an"),
        (11, "an"),
        (18, "an"),
        (80, "an"),
        (89, "an"),
        (100, "a"),
        (800, "an"),
        (11_000, "an"),
        (18_500, "an"),
        (110_000, "a"),
        (8_000_000, "an"),
        (0, "a"),
    ],
)
def test_article(number, word):
    assert article(number) == word


def test_numbers_and_pairs_in_words():
    assert numbers_text(range(2, 13)) == "2..12"
    assert numbers_text([1, 3, 5, 7, 9]) == "1, 3, 5, 7, 9"
    assert numbers_text(range(2, 19, 2)) == "2, 4, ..., 18"
    assert numbers_text([1, 2, 3, 8, 9]) == "1..3, 8, 9"
    assert pairs_text([(8, 9)]) == "8-9"
    assert pairs_text([(8, 9), (9, 8)]) == "8-9 and 9-8"
    assert pairs_text([(1, 2), (2, 3), (3, 4), (4, 5), (5, 6)]) == "1-2, 2-3, 3-4, 4-5 and 5-6"
    assert (
        pairs_text([(1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)])
        == "1-2, 2-3, 3-4, 4-5 and 2 more"
    )


def test_random_large_setups_find_only_pairs_of_their_own_values():
    rng = random.Random(5)
    for _ in range(200):
        hand = tuple(rng.randint(0, 99) for _ in range(20))
        row = tuple(rng.randint(0, 99) for _ in range(20))
        pairs = Play(hand, row).pairs
        assert pairs
        for left, right in pairs:  # a pair holds a card of the hand, at two neighbouring places
            assert left in hand or right in hand
            assert any(
                left in (row[p], *hand) and right in (row[p + 1], *hand)
                for p in range(len(row) - 1)
            )
