"""Seat balance from games told as whole-number totals, folded in batch by batch (arrays of shape
(games, seats)): each seat's mean and spread, its share of the win (ties shared) with a 95% Wilson
interval, its scores' counts, the first seat's edge and the share of tied games. Every sum is a
whole number, so memory stays the same however many games are played and the figures do not
depend on how a run was split."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from printgen.lab.stats import Z95, wilson_interval


@dataclass(frozen=True)
class SeatStats:
    """One seat, numbered from 1 in turn order."""

    seat: int
    bot: str
    mean: float
    sd: float
    win_share: float
    win_low: float
    win_high: float
    distribution: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Advantage:
    """The first seat's edge: points over the others' mean, and win share over a fair share."""

    points: float
    points_low: float
    points_high: float
    wins: float
    wins_low: float
    wins_high: float


def win_shares(totals: np.ndarray) -> np.ndarray:
    """Each game's share of the win by seat: tied winners split it."""
    top = totals == totals.max(axis=1, keepdims=True)
    return top / top.sum(axis=1, keepdims=True)


def exact_sum_of_squares(values: np.ndarray) -> int:
    """The sum of squares as a whole number, without int64 overflow whatever the magnitudes."""
    if values.size == 0:
        return 0
    largest = int(np.abs(values).max())
    if largest < 1 << 23:  # squares below 2**46: a batch of up to 2**17 of them sums within int64
        return sum(
            int(np.sum(part * part))
            for part in np.array_split(values, -(-values.size // (1 << 17)))
        )
    return int(np.sum(values.astype(object) ** 2))


def add_counts(found: dict[int, int], values: np.ndarray) -> None:
    """Adds how often each whole number occurs in `values` to `found`."""
    if values.size == 0:
        return
    low, high = int(values.min()), int(values.max())
    if high - low < 1 << 20:
        counts = np.bincount(values - low)
        for offset in np.flatnonzero(counts):
            found[low + int(offset)] = found.get(low + int(offset), 0) + int(counts[offset])
    else:
        for value, count in zip(*np.unique(values, return_counts=True)):
            found[int(value)] = found.get(int(value), 0) + int(count)


class SeatTally:
    """The seats' figures folded in batch by batch: sums, sums of squares, wins shared by k
    winners and each seat's score counts, all whole numbers."""

    def __init__(self, bots: tuple[str, ...]):
        self.bots = tuple(bots)
        players = len(bots)
        self.games = 0
        self.sums, self.squares = [0] * players, [0] * players
        # wins[seat][k]: wins shared by k winners
        self.wins = [[0] * (players + 1) for _ in range(players)]
        self.scores: list[dict[int, int]] = [{} for _ in range(players)]
        self.edge_sum = self.edge_squares = 0
        self.tied = 0

    @property
    def players(self) -> int:
        return len(self.bots)

    def add_totals(self, totals: np.ndarray) -> None:
        """Folds in a batch of totals of shape (games, seats)."""
        totals = np.asarray(totals, dtype=np.int64)
        self.games += totals.shape[0]
        top = totals == totals.max(axis=1, keepdims=True)
        winners = top.sum(axis=1)
        for seat in range(self.players):
            column = np.ascontiguousarray(totals[:, seat])
            self.sums[seat] += int(column.sum())
            self.squares[seat] += exact_sum_of_squares(column)
            counted = np.bincount(winners[top[:, seat]], minlength=self.players + 1)
            for k in range(1, self.players + 1):
                self.wins[seat][k] += int(counted[k])
            add_counts(self.scores[seat], column)
        if self.players > 1:
            edge = (self.players - 1) * totals[:, 0] - totals[:, 1:].sum(axis=1)
            self.edge_sum += int(edge.sum())
            self.edge_squares += exact_sum_of_squares(edge)
            self.tied += int((winners > 1).sum())

    def seat_stats(self) -> tuple[SeatStats, ...]:
        games, seats = self.games, []
        for seat, bot in enumerate(self.bots):
            total, squares = self.sums[seat], self.squares[seat]
            won = sum(self.wins[seat][k] / k for k in range(1, self.players + 1))
            low, high = wilson_interval(won, games)
            sd = math.sqrt(max(games * squares - total * total, 0)) / games
            seats.append(
                SeatStats(
                    seat + 1,
                    bot,
                    total / games,
                    sd,
                    won / games,
                    low,
                    high,
                    tuple(sorted(self.scores[seat].items())),
                )
            )
        return tuple(seats)

    def first_seat_advantage(self, seats: tuple[SeatStats, ...]) -> Advantage | None:
        if self.players < 2:
            return None
        games, others = self.games, self.players - 1
        mean = self.edge_sum / (games * others)
        sd = math.sqrt(max(games * self.edge_squares - self.edge_sum * self.edge_sum, 0)) / (
            games * others
        )
        spread = Z95 * sd / math.sqrt(games)
        fair = 1.0 / self.players
        first = seats[0]
        return Advantage(
            mean,
            mean - spread,
            mean + spread,
            first.win_share - fair,
            first.win_low - fair,
            first.win_high - fair,
        )

    def tie_rate(self) -> float:
        return self.tied / self.games if self.players > 1 else 0.0
