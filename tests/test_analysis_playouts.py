"""The compiled simulator plays exactly the reference engine's games from the same seeds."""

import pytest
from analysis_helpers import table_game
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.oracle import play_reference_game
from printgen.neighbours.analysis.simulate import simulate
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.engine import Move, apply_move, new_game
from printgen.validation import validate_text

SETUPS = {name: load_setup(name) for name in ("standard", "echo", "one-way")}
TABLES = [
    ("greedy",) * 4,
    ("random",) * 3,
    ("lookahead", "greedy"),
    ("random", "lookahead", "greedy", "random", "greedy"),
    ("greedy",),
]


def recorded_moves(game, record):
    return tuple(Move(game.values[card], None if position < 0 else int(position)) for card, position in record)


@pytest.mark.parametrize("name", SETUPS)
@pytest.mark.parametrize("bots", TABLES, ids=",".join)
def test_same_seed_same_games_as_the_reference_engine(name, bots):
    setup = SETUPS[name]
    game = compile_game(setup)
    playouts, moves = simulate(game, bots, 12, seed=2024, record=True)
    for index in range(12):
        reference = play_reference_game(setup, bots, 2024, index)
        assert recorded_moves(game, moves[index]) == reference.moves
        assert tuple(playouts.totals[index]) == reference.totals
        assert playouts.zero_turns[index] == sum(points == 0 for points in reference.points)
        assert playouts.discards[index] == sum(move.is_discard for move in reference.moves)


@pytest.mark.parametrize("name", SETUPS)
def test_recorded_moves_replay_through_the_engine(name):
    setup = SETUPS[name]
    game = compile_game(setup)
    playouts, moves = simulate(game, ("greedy", "random", "lookahead"), 30, seed=5, record=True)
    for index in range(30):
        state = new_game(setup.row, setup.hand, 3)
        for move in recorded_moves(game, moves[index]):
            state, _ = apply_move(setup.scoring, state, move)  # raises on an illegal move
        assert state.totals == tuple(playouts.totals[index])


def test_optimal_bot_plays_the_brute_force_games():
    report = validate_text("name: Tiny\nhand: [1, 2, 3]\nrow: [1, 3, 2, 3]\nscoring:\n  clauses:\n    - {points: 1, if: {difference: 1}}\n    - {points: 2, if: {sum: 5}}\n")
    setup = report.setup
    for bots in (("optimal", "random"), ("greedy", "optimal"), ("optimal", "optimal")):
        playouts, moves = simulate(compile_game(setup), bots, 10, seed=9, record=True)
        for index in range(10):
            assert tuple(playouts.totals[index]) == play_reference_game(setup, bots, 9, index).totals


def test_forced_discards_are_counted():
    # Every card is a 2 and so is the row: every turn is a forced discard scoring nothing.
    report = validate_text("name: Stuck\nhand: [2, 2]\nrow: [2, 2, 2]\nscoring:\n  clauses:\n    - {points: 1, if: {difference: 1}}\n")
    playouts, _ = simulate(compile_game(report.setup), ("greedy", "random"), 5, seed=1)
    assert playouts.discards.tolist() == [4] * 5
    assert playouts.zero_turns.tolist() == [4] * 5


def test_a_run_is_the_same_however_it_is_chunked(monkeypatch):
    game = compile_game(SETUPS["standard"])
    whole, _ = simulate(game, ("random",) * 2, 50, seed=3)
    monkeypatch.setattr("printgen.neighbours.analysis.simulate.CHUNK_GAMES", 7)
    parts, _ = simulate(game, ("random",) * 2, 50, seed=3)
    assert (whole.totals == parts.totals).all()


def test_different_seeds_give_different_games():
    game = compile_game(SETUPS["standard"])
    a, _ = simulate(game, ("random",) * 2, 50, seed=1)
    b, _ = simulate(game, ("random",) * 2, 50, seed=2)
    assert (a.totals != b.totals).any()


@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 4).flatmap(lambda size: st.tuples(
        st.lists(st.lists(st.integers(-2, 3), min_size=size, max_size=size), min_size=size, max_size=size),
        st.lists(st.integers(1, size), min_size=2, max_size=6),
        st.lists(st.integers(1, size), min_size=1, max_size=4),
    )),
    st.lists(st.sampled_from(["random", "greedy", "lookahead"]), min_size=1, max_size=4),
    st.integers(0, 2**63 - 1),
)
def test_any_small_game_matches_the_reference(case, bots, seed):
    points, row, hand = case
    game, scoring = table_game(points, row, hand)

    class Setup:  # what play_reference_game reads
        pass

    setup = Setup()
    setup.row, setup.hand, setup.scoring = tuple(row), tuple(hand), scoring
    playouts, _ = simulate(game, tuple(bots), 3, seed=seed)
    for index in range(3):
        assert tuple(playouts.totals[index]) == play_reference_game(setup, tuple(bots), seed, index).totals
