"""The vectorised simulator plays exactly the reference engine's games from the same seeds."""

from contextlib import contextmanager

import numpy as np
import pytest
from analysis_helpers import table_game
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.neighbours.analysis import moves as move_tables
from printgen.neighbours.analysis import simulate as simulate_module
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.oracle import play_reference_game
from printgen.neighbours.analysis.rng import SplitMix, draws_below, game_state, game_states
from printgen.neighbours.analysis.simulate import simulate
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.engine import Move, apply_move, new_game

SETUPS = {name: load_setup(name) for name in ("standard", "echo", "one-way")}
TABLES = [
    ("greedy",) * 4,
    ("random",) * 3,
    ("lookahead", "greedy"),
    ("random", "lookahead", "greedy", "random", "greedy"),
    ("greedy",),
]


def recorded_moves(game, record):
    return tuple(
        Move(game.values[card], None if position < 0 else int(position))
        for card, position in record
    )


@pytest.mark.slow
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
    report = validate_text(
        "name: Tiny\nhand: [1, 2, 3]\nrow: [1, 3, 2, 3]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n    - {points: 2, if: {sum: 5}}\n"
    )
    setup = report.model
    for bots in (("optimal", "random"), ("greedy", "optimal"), ("optimal", "optimal")):
        playouts, moves = simulate(compile_game(setup), bots, 10, seed=9, record=True)
        for index in range(10):
            assert (
                tuple(playouts.totals[index]) == play_reference_game(setup, bots, 9, index).totals
            )


def test_forced_discards_are_counted():
    # Every card is a 2 and so is the row: every turn is a forced discard scoring nothing.
    report = validate_text(
        "name: Stuck\nhand: [2, 2]\nrow: [2, 2, 2]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n"
    )
    playouts, _ = simulate(compile_game(report.model), ("greedy", "random"), 5, seed=1)
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


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(
    st.integers(2, 4).flatmap(
        lambda size: st.tuples(
            st.lists(
                st.lists(st.integers(-2, 3), min_size=size, max_size=size),
                min_size=size,
                max_size=size,
            ),
            st.lists(st.integers(1, size), min_size=2, max_size=6),
            st.lists(st.integers(1, size), min_size=1, max_size=4),
        )
    ),
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
        assert (
            tuple(playouts.totals[index])
            == play_reference_game(setup, tuple(bots), seed, index).totals
        )


# The vectorised simulator against the reference engine, game for game: any small rule, row and
# hand, any table of bots (the optimal bot at two-player tables), however the row is cut into
# chunks and the run into batches.


class ReferenceSetup:
    """What play_reference_game reads of a setup."""

    def __init__(self, row, hand, scoring):
        self.row, self.hand, self.scoring = tuple(row), tuple(hand), scoring


@contextmanager
def limits(table_entries: int, batch_games: int):
    """Cuts rows into chunks of at most `table_entries` table entries and runs into batches of
    `batch_games`."""
    saved = move_tables.TABLE_ENTRIES, simulate_module.CHUNK_GAMES, simulate_module.SCORED_CELLS
    move_tables.TABLE_ENTRIES, simulate_module.CHUNK_GAMES, simulate_module.SCORED_CELLS = (
        table_entries,
        batch_games,
        batch_games,
    )
    try:
        yield
    finally:
        move_tables.TABLE_ENTRIES, simulate_module.CHUNK_GAMES, simulate_module.SCORED_CELLS = saved


points_entries = st.one_of(st.integers(-3, 5), st.integers(-300, 300))
rules = st.integers(2, 4).flatmap(
    lambda size: st.tuples(
        st.lists(
            st.lists(points_entries, min_size=size, max_size=size), min_size=size, max_size=size
        ),
        st.lists(st.integers(1, size), min_size=2, max_size=6),
        st.lists(st.integers(1, size), min_size=1, max_size=3),
    )
)
tables_of_bots = st.one_of(
    st.lists(st.sampled_from(["random", "greedy", "lookahead"]), min_size=1, max_size=8),
    st.lists(st.sampled_from(["random", "greedy", "lookahead", "optimal"]), min_size=2, max_size=2),
)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(
    rules,
    tables_of_bots,
    st.integers(0, 2**63 - 1),
    st.integers(1, 7),
    st.sampled_from([1, 40, 1 << 21]),
    st.sampled_from([1, 3, 4096]),
)
def test_vectorised_games_match_the_reference_engine_game_for_game(
    case, bots, seed, games, table_entries, batch_games
):
    points, row, hand = case
    game, scoring = table_game(points, row, hand)
    setup, bots = ReferenceSetup(row, hand, scoring), tuple(bots)
    with limits(table_entries, batch_games):
        playouts, moves = simulate(game, bots, games, seed=seed, record=True)
    for index in range(games):
        reference = play_reference_game(setup, bots, seed, index)
        assert recorded_moves(game, moves[index]) == reference.moves
        assert tuple(playouts.totals[index]) == reference.totals
        assert playouts.zero_turns[index] == sum(points == 0 for points in reference.points)
        assert playouts.discards[index] == sum(move.is_discard for move in reference.moves)


@pytest.mark.slow
def test_bundled_games_match_the_reference_with_the_row_in_chunks():
    # The bundled rows fit one chunk's tables; cut into one chunk per position, or a few, the
    # simulator plays the same games.
    for name in ("standard", "one-way"):
        setup = SETUPS[name]
        game = compile_game(setup)
        for table_entries in (1, 5_000):
            with limits(table_entries, 16):
                _, moves = simulate(
                    game, ("lookahead", "greedy", "random"), 40, seed=11, record=True
                )
            for index in range(40):
                reference = play_reference_game(setup, ("lookahead", "greedy", "random"), 11, index)
                assert recorded_moves(game, moves[index]) == reference.moves


def test_a_row_in_chunks_has_several_tables():
    with limits(5_000, 16):
        tables = move_tables.build_tables(compile_game(SETUPS["standard"]))
    assert [(chunk.start, chunk.stop) for chunk in tables.chunks] == [
        (0, 2),
        (2, 3),
        (3, 4),
        (4, 6),
    ]
    assert move_tables.build_tables(compile_game(SETUPS["standard"])).chunks[0].stop == 6


@pytest.mark.slow
def test_optimal_bots_play_the_same_games_in_any_batches():
    game = compile_game(SETUPS["one-way"])
    whole, _ = simulate(game, ("optimal", "lookahead"), 30, seed=4)
    with limits(1 << 21, 7):
        parts, _ = simulate(game, ("optimal", "lookahead"), 30, seed=4)
    assert (whole.totals == parts.totals).all()
    # Perfect play against perfect play from the start: always the exact margin, +1 for One-way.
    both, _ = simulate(game, ("optimal", "optimal"), 20, seed=4)
    assert set((both.totals[:, 0] - both.totals[:, 1]).tolist()) == {1}


def test_random_streams_match_the_plain_generator():
    states = game_states(99, 5, 4)
    for offset, state in enumerate(states.tolist()):
        plain = SplitMix(game_state(99, 5 + offset))
        assert state == plain.state
        for draw, n in enumerate((7, 1, 1000, 2**31)):
            assert int(
                draws_below(states[offset : offset + 1], draw, np.array([n]))[0]
            ) == plain.below(n)
