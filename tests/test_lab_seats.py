"""The lab's seat balance from whole-number totals (printgen.lab.seats), which Number Neighbours'
figures are folded by: exact values on a hand-made run, and the same figures however the run is
split into batches."""

import numpy as np
import pytest

from printgen.lab.seats import SeatTally, add_counts, exact_sum_of_squares
from printgen.lab.stats import Estimate, mean_interval, win_shares_of

RUN = np.array([[3, 3, 1], [5, 2, 2], [4, 4, 4]])


def tally(*batches) -> SeatTally:
    found = SeatTally(("a", "b", "c"))
    for batch in batches:
        found.add_totals(batch)
    return found


def test_seats_from_a_hand_made_run():
    found = tally(RUN)
    seats = found.seat_stats()
    assert [s.mean for s in seats] == [4.0, 3.0, pytest.approx(7 / 3)]
    # seat 1 wins game 2 alone, shares game 1 with seat 2 and game 3 with everyone
    assert [s.win_share for s in seats] == pytest.approx([11 / 18, 5 / 18, 1 / 9])
    assert (seats[0].win_low, seats[0].win_high) == pytest.approx((0.178136, 0.919309), abs=1e-6)
    assert [s.distribution for s in seats] == [
        ((3, 1), (4, 1), (5, 1)),
        ((2, 1), (3, 1), (4, 1)),
        ((1, 1), (2, 1), (4, 1)),
    ]
    assert found.wins == [[0, 1, 1, 1], [0, 0, 1, 1], [0, 0, 0, 1]]
    assert found.tie_rate() == pytest.approx(2 / 3)
    edge = found.first_seat_advantage(seats)
    assert edge.points == pytest.approx(4 / 3)
    assert (edge.points_low, edge.points_high) == pytest.approx((-0.078002, 2.744669), abs=1e-6)
    assert edge.wins == pytest.approx(11 / 18 - 1 / 3)


def test_batches_give_the_figures_of_the_whole_run():
    assert tally(RUN[:1], RUN[1:]).seat_stats() == tally(RUN).seat_stats()


def test_one_seat_has_no_edge_and_no_ties():
    alone = SeatTally(("a",))
    alone.add_totals(np.array([[3], [5]]))
    assert alone.first_seat_advantage(alone.seat_stats()) is None
    assert alone.tie_rate() == 0.0


def test_whole_number_sums_and_counts():
    assert exact_sum_of_squares(np.array([1 << 30, 3], dtype=np.int64)) == (1 << 60) + 9
    found: dict = {}
    add_counts(found, np.array([2, 2, 5]))
    add_counts(found, np.array([5, 1 << 40]))
    assert found == {2: 2, 5: 2, 1 << 40: 1}
    assert Estimate(*mean_interval(6, 14, 3)) == Estimate(
        2.0, pytest.approx(1.076064, abs=1e-6), pytest.approx(2.923936, abs=1e-6)
    )
    assert mean_interval(0, 0, 0) == (0.0, 0.0, 0.0)
    assert win_shares_of([5, 7, 7, 1]) == [0.0, 0.5, 0.5, 0.0]
