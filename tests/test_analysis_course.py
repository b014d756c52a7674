"""The course figures (decided turn, lead changes, comebacks, margins, choices), the skill gap and
the advice drawn from them: the same, game for game, as replaying the reference engine's games."""

from types import SimpleNamespace

import numpy as np
import pytest
from analysis_helpers import TableScoring
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.neighbours.analysis import moves as move_tables
from printgen.neighbours.analysis.balance import analyze, deep_advice, skill_gap
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.oracle import play_reference_game, points_of
from printgen.neighbours.analysis.simulate import play_batches
from printgen.neighbours.analysis.stats import Tally, tally_games
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.engine import apply_move, new_game

SETUPS = {name: load_setup(name) for name in ("standard", "echo", "one-way")}
TABLES = [
    ("greedy",) * 2,
    ("random",) * 3,
    ("lookahead", "greedy", "random", "greedy"),
    ("greedy",),
]


def reference_course(setup, bots, seed, game):
    """One game's course, replayed move by move through the engine."""
    played = play_reference_game(setup, bots, seed, game)
    players = len(bots)
    state = new_game(setup.row, setup.hand, players)
    totals = [0] * players
    history, choices, one_choice = [], 0, 0
    for move in played.moves:
        distinct = len({points_of(setup.scoring, state, m) for m in state.legal_moves()})
        choices += distinct
        one_choice += distinct == 1
        seat = state.to_play
        state, points = apply_move(setup.scoring, state, move)
        totals[seat] += points
        history.append(tuple(totals))
    assert tuple(totals) == played.totals
    top = max(totals)
    won = totals.count(top) == 1
    leaders = [[s for s in range(players) if t[s] == max(t)] for t in history]
    alone = [lead[0] if len(lead) == 1 else None for lead in leaders]
    changes, last = 0, None
    for leader in alone:
        if leader is not None:
            changes += last is not None and leader != last
            last = leader
    decided = deficit = 0
    if won:
        winner = totals.index(top)
        decided = 1 + max(
            [turn + 1 for turn, leader in enumerate(alone) if leader != winner], default=0
        )
        deficit = max(max(t) - t[winner] for t in history)
    ordered = sorted(totals)
    margin = ordered[-1] - ordered[-2] if players > 1 else 0
    return {
        "won": won,
        "decided": decided,
        "lead_changes": changes,
        "deficit": deficit,
        "margin": margin,
        "spread": ordered[-1] - ordered[0],
        "choices": choices,
        "one_choice": one_choice,
    }


def simulated_course(game, bots, games, seed):
    found = {}
    for batch in play_batches(game, bots, games, seed, course=True):
        for name, values in batch.course().items():
            found.setdefault(name, []).extend(values.tolist())
    return found


def assert_same_course(setup, game, bots, games=10, seed=77):
    simulated = simulated_course(game, bots, games, seed)
    for index in range(games):
        expected = reference_course(setup, bots, seed, index)
        assert {name: simulated[name][index] for name in expected} == expected, index


@pytest.mark.slow
@pytest.mark.parametrize("name", SETUPS)
@pytest.mark.parametrize("bots", TABLES, ids=",".join)
def test_course_matches_the_reference_engine(name, bots):
    setup = SETUPS[name]
    assert_same_course(setup, compile_game(setup), bots)


def test_choices_without_level_tables(monkeypatch):
    """Past MAX_LEVELS distinct scores the simulator counts choices from every move's points."""
    monkeypatch.setattr(move_tables, "MAX_LEVELS", 1)
    setup = SETUPS["standard"]
    game = compile_game(setup)
    assert not move_tables.build_tables(game).has_levels
    assert_same_course(setup, game, ("greedy", "random", "lookahead"))


def test_many_distinct_scores():
    """A score table with more than 16 distinct move scores (every pair scores its own amount)."""
    points = [[(7 * left + 3 * right) % 23 for right in range(5)] for left in range(5)]
    scoring = TableScoring(tuple(tuple(r) for r in points))
    setup = SimpleNamespace(row=(1, 5, 2, 4, 3, 1), hand=(1, 2, 3, 4, 5), scoring=scoring)
    values = (1, 2, 3, 4, 5)
    game = compile_game(
        SimpleNamespace(domain=values, row=setup.row, hand=setup.hand, scoring=scoring)
    )
    assert len(np.unique(move_tables.build_tables(game).gains)) > move_tables.MAX_LEVELS
    assert_same_course(setup, game, ("greedy", "random"))


def test_a_game_worked_by_hand():
    """Hands of one 2 on a row of two 1s, points for a difference of 1: seat 1 scores 1 wherever
    it plays; seat 2 must play beside that 2 and scores nothing. Every turn is a one-choice turn."""
    report = validate_text(
        "name: Tiny\nhand: [2]\nrow: [1, 1]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n"
    )
    summary = tally_games(compile_game(report.model), ("random", "random"), 40, 3)
    course = summary.course
    assert [s.win_share for s in summary.seats] == [1.0, 0.0]
    assert course.turns == 2 and course.won_games == 40
    assert course.decided.value == course.decided.low == course.decided.high == 1.0
    assert course.decided_counts == ((1, 40),)
    assert course.lead_changes.value == 0 and course.lead_change_counts == ((0, 40),)
    assert course.comebacks.value == 0 and course.largest_deficit == 0
    assert (
        course.margin.value == 1 and course.margin_counts == ((1, 40),) and course.spread.value == 1
    )
    assert course.choices.value == 1 and course.one_choice.value == 1


def test_course_figures_do_not_depend_on_batches(monkeypatch):
    from printgen.neighbours.analysis import simulate as simulate_module

    game = compile_game(SETUPS["echo"])
    whole = tally_games(game, ("random",) * 3, 300, 4)
    monkeypatch.setattr(simulate_module, "CHUNK_GAMES", 7)
    assert tally_games(game, ("random",) * 3, 300, 4) == whole


@pytest.mark.slow
def test_skill_gap_seat_by_seat():
    game = compile_game(SETUPS["standard"])
    (greedy,) = skill_gap(game, 3, 200, 5, ("greedy",))
    assert (
        greedy.bot == "greedy"
        and greedy.games == 200
        and [s.seat for s in greedy.seats] == [1, 2, 3]
    )
    for seat in greedy.seats:
        table = tuple("greedy" if s == seat.seat - 1 else "random" for s in range(3))
        expected = (
            sum(
                1 / len(w)
                for w in (
                    winners(play_reference_game(SETUPS["standard"], table, 5, g).totals)
                    for g in range(200)
                )
                if seat.seat - 1 in w
            )
            / 200
        )
        assert seat.win_share == pytest.approx(expected)
    assert greedy.gap.value == pytest.approx(sum(s.win_share for s in greedy.seats) / 3 - 1 / 3)
    assert greedy.gap.low < greedy.gap.value <= greedy.gap.high
    assert skill_gap(game, 1, 200, 5) == ()


def winners(totals):
    return [seat for seat, total in enumerate(totals) if total == max(totals)]


CONDITIONS = ["{difference: 1}", "{equal: true}", "{sum: 7}", "{difference: 2}"]


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(
    hand=st.lists(st.integers(1, 6), min_size=1, max_size=4),
    row=st.lists(st.integers(1, 6), min_size=2, max_size=5),
    clauses=st.lists(
        st.tuples(st.integers(1, 2), st.sampled_from(CONDITIONS)),
        min_size=1,
        max_size=2,
        unique_by=lambda c: c[1],
    ),
)
def test_advice_is_the_same_when_every_point_is_multiplied(hand, row, clauses):
    def setup(k):
        text = f"name: Demo\nhand: {sorted(hand)}\nrow: {row}\nscoring:\n  clauses:\n" + "".join(
            f"    - {{points: {p * k}, if: {c}}}\n" for p, c in clauses
        )
        return validate_text(text).model

    plain, scaled = setup(1), setup(500_000)
    if plain is None:
        return
    codes = lambda advice: sorted((a.code, a.path) for a in advice)  # noqa: E731
    assert codes(deep_advice(plain)) == codes(deep_advice(scaled))
    small, large = (
        analyze(plain, ("greedy",) * 3, 500, 2, skill_games=100),
        analyze(scaled, ("greedy",) * 3, 500, 2, skill_games=100),
    )
    assert codes(small.advice) == codes(large.advice)
    assert small.skill == large.skill
    a, b = small.summary.course, large.summary.course
    assert (a.decided, a.lead_changes, a.comebacks, a.choices, a.one_choice) == (
        b.decided,
        b.lead_changes,
        b.comebacks,
        b.choices,
        b.one_choice,
    )
    assert b.largest_deficit == 500_000 * a.largest_deficit and b.margin_counts == tuple(
        (500_000 * m, n) for m, n in a.margin_counts
    )


def test_tally_without_course_has_none():
    tally = Tally(("greedy", "greedy"), 1, 4)
    tally.add(np.array([[3, 1], [2, 2]]), np.array([0, 1]), np.array([0, 0]))
    assert tally.summary().course is None


def test_choices_from_card_levels_without_the_hand_table(monkeypatch):
    """When the table by set of held cards would be too large, each held card's score bits are
    joined."""
    monkeypatch.setattr(move_tables, "HAND_SET_ENTRIES", 0)
    setup = SETUPS["one-way"]
    game = compile_game(setup)
    tables = move_tables.build_tables(game)
    assert tables.has_levels and tables.chunks[0].hand_levels is None
    assert_same_course(setup, game, ("random", "greedy", "lookahead"))


def test_a_row_cut_into_chunks(monkeypatch):
    monkeypatch.setattr(move_tables, "TABLE_ENTRIES", 2000)
    setup = SETUPS["standard"]
    game = compile_game(setup)
    assert len(move_tables.build_tables(game).chunks) > 1
    assert_same_course(setup, game, ("greedy", "random", "random"))
