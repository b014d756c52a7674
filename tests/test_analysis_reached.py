"""The greedy seats' tables over the positions their play reaches: every value they hold is the full
table's, and `analyze --exact` answers exactly as it did with the full tables."""

from dataclasses import replace

import numpy as np
import pytest
from analysis_helpers import table_game
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.neighbours.analysis import reached
from printgen.neighbours.analysis import solver as solver_module
from printgen.neighbours.analysis.compiled import compile_game
from printgen.neighbours.analysis.reached import ReachedTable
from printgen.neighbours.analysis.table import PositionTable

GREEDY = [(True, False), (False, True), (True, True)]
# Never solve a layer in full (every layer but the last reached), always (from the first ply
# down), and the switch the table makes by itself.
SWITCHES = {
    "reached": {False: 0, True: 0},
    "full": {False: 1 << 40, True: 1 << 40},
    "default": reached.REACHED_COST,
}

small_games = st.integers(2, 4).flatmap(
    lambda size: st.tuples(
        st.lists(
            st.lists(st.integers(-1, 3), min_size=size, max_size=size), min_size=size, max_size=size
        ),
        st.lists(st.integers(1, size), min_size=2, max_size=5),
        st.lists(st.integers(1, size), min_size=1, max_size=3),
    )
)


def same_values(game, greedy) -> list[int]:
    """Every position the reached table holds, checked against the full table; their count by
    layer. The full layers it keeps are compared whole."""
    full = PositionTable(game, game.row, game.hand, game.hand, 0, greedy)
    part = ReachedTable(game, game.row, game.hand, game.hand, 0, greedy)
    counts = []
    for left, (whole, layer) in enumerate(zip(full.layers, part.layers)):
        if left <= part.full_below:
            assert np.array_equal(whole, layer), left
            counts.append(whole.size)
        else:
            places = part.reached[left]
            expected = whole.transpose(1, 0, 2).reshape(-1)[places]
            assert np.array_equal(layer.reshape(-1)[places], expected), left
            counts.append(len(places))
    return counts


@pytest.mark.parametrize("switch", sorted(SWITCHES))
@settings(max_examples=25, deadline=None)
@given(small_games, st.sampled_from(GREEDY))
def test_a_reached_table_holds_the_full_tables_values(switch, case, greedy):
    points, row, hand = case
    game, _ = table_game(points, row, hand)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reached, "REACHED_COST", SWITCHES[switch])
        same_values(game, greedy)


@pytest.mark.parametrize("switch", sorted(SWITCHES))
@settings(max_examples=25, deadline=None)
@given(small_games, st.sampled_from(GREEDY))
def test_a_greedy_table_shares_the_perfect_tables_last_plies_where_they_are_its_own(
    switch, case, greedy
):
    # The perfect table of the same root kept first, as `--exact` solves it first: the greedy
    # table takes its layer of one ply left, and of two when the seat to move there is perfect.
    points, row, hand = case
    game, _ = table_game(points, row, hand)
    perfect = PositionTable(game, game.row, game.hand, game.hand, 0, (False, False))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reached, "REACHED_COST", SWITCHES[switch])
        patch.setattr(reached, "_BOTTOM", {})
        reached.keep_bottom(perfect)
        same_values(game, greedy)
        part = ReachedTable(game, game.row, game.hand, game.hand, 0, greedy)
    shared = min(1 if greedy[0] else 2, part.plies)
    assert all(part.layers[left] is perfect.layers[left] for left in range(shared + 1))
    if switch == "reached":
        assert part.full_below == shared
    else:
        assert part.full_below >= shared


def test_a_greedy_table_shares_nothing_with_another_roots_perfect_table():
    game, _ = table_game([[0, 1], [1, 0]], [1, 2, 1], [1, 2, 2])
    other, _ = table_game([[0, 1], [1, 0]], [2, 2, 1], [1, 2, 2])
    perfect = PositionTable(other, other.row, other.hand, other.hand, 0, (False, False))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reached, "REACHED_COST", SWITCHES["reached"])
        patch.setattr(reached, "_BOTTOM", {})
        reached.keep_bottom(perfect)
        part = ReachedTable(game, game.row, game.hand, game.hand, 0, (False, True))
        assert same_values(game, (False, True))[1] < part.layers[1].size
    assert part.full_below == 0 and part.layers[1] is not perfect.layers[1]


def test_forced_discards_are_reached_and_valued():
    # Only 1s in the hands, on a row of 1, 1, 2: the first move covers the 2 (no other is legal),
    # then the row shows only 1s and every card is discarded. One position in every layer but the
    # last, which is the full table's (both rows).
    game, _ = table_game([[0, 1], [1, 0]], [1, 1, 2], [1, 1, 1])
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(reached, "REACHED_COST", SWITCHES["reached"])
        assert same_values(game, (True, False)) == [2, 1, 1, 1, 1, 1, 1]
        table = ReachedTable(game, game.row, game.hand, game.hand, 0, (True, False))
    hands = np.array([[1, 0], [1, 0]])  # one 1 each, two plies left
    assert table.holds([0, 0, 0], hands, 0) and table.value([0, 0, 0], hands, 0) == 0
    assert not table.holds([0, 0, 1], hands, 0)  # the 2 cannot still be showing


SMALL = """name: Small
hand: [1, 2, 3, 4, 5]
row: [1, 5, 2, 6, 3]
scoring:
  reading: either
  combine: add
  clauses:
    - {points: 1, if: {difference: 1}}
    - {points: 1, if: {sum: 7}}
"""


@pytest.mark.parametrize("switch", sorted(SWITCHES))
def test_the_greedy_solutions_are_those_of_the_full_tables(switch, monkeypatch):
    """`--exact`'s greedy-seat answers (value, every opening, the perfect line) as they were."""
    game = compile_game(validate_text(SMALL).model)
    monkeypatch.setattr(reached, "REACHED_COST", SWITCHES[switch])
    answers = {}
    for kind in (PositionTable, ReachedTable):
        monkeypatch.setattr(solver_module, "ReachedTable", kind)
        solver_module._TABLES.clear()
        answers[kind] = [replace(solver_module.solve(game, greedy), seconds=0) for greedy in GREEDY]
    solver_module._TABLES.clear()
    assert answers[ReachedTable] == answers[PositionTable]
    # As brute force over the engine finds them (three and a half minutes, so not here).
    assert [answer.value for answer in answers[ReachedTable]] == [-3, 2, 1]
