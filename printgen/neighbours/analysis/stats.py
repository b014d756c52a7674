"""The figures of a run: per-seat means and win shares with Wilson intervals, and the table's rates."""

from __future__ import annotations

import math

import numpy as np

from printgen.neighbours.analysis.simulate import Playouts
from printgen.record import record

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; `successes` may be fractional (shared wins)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(max(p * (1 - p) / trials + z * z / (4 * trials * trials), 0.0)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@record
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


@record
class Advantage:
    """The first seat's edge: points over the others' mean, and win share over a fair share."""

    points: float
    points_low: float
    points_high: float
    wins: float
    wins_low: float
    wins_high: float


@record
class Summary:
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    seats: tuple[SeatStats, ...]
    first_seat: Advantage | None
    tie_rate: float
    zero_turn_share: float
    discard_turn_share: float
    discard_game_share: float

    @property
    def fair_share(self) -> float:
        return 1.0 / self.players


def win_shares(totals: np.ndarray) -> np.ndarray:
    """Each game's share of the win by seat: tied winners split it."""
    top = totals == totals.max(axis=1, keepdims=True)
    return top / top.sum(axis=1, keepdims=True)


def distribution(column: np.ndarray) -> tuple[tuple[int, int], ...]:
    low = int(column.min())
    counts = np.bincount(column - low)
    return tuple((low + score, int(count)) for score, count in enumerate(counts) if count)


def seat_stats(playouts: Playouts, shares: np.ndarray) -> tuple[SeatStats, ...]:
    seats = []
    for seat, bot in enumerate(playouts.bots):
        column = playouts.totals[:, seat]
        won = float(shares[:, seat].sum())
        low, high = wilson_interval(won, playouts.games)
        seats.append(SeatStats(seat + 1, bot, float(column.mean()), float(column.std()), won / playouts.games, low, high, distribution(column)))
    return tuple(seats)


def first_seat_advantage(playouts: Playouts, seats: tuple[SeatStats, ...]) -> Advantage | None:
    if playouts.players < 2:
        return None
    totals = playouts.totals
    edge = totals[:, 0] - totals[:, 1:].mean(axis=1)
    spread = Z95 * float(edge.std()) / math.sqrt(playouts.games)
    fair = 1.0 / playouts.players
    first = seats[0]
    return Advantage(float(edge.mean()), float(edge.mean()) - spread, float(edge.mean()) + spread, first.win_share - fair, first.win_low - fair, first.win_high - fair)


def summarize(playouts: Playouts) -> Summary:
    shares = win_shares(playouts.totals)
    seats = seat_stats(playouts, shares)
    tied = (shares.max(axis=1) < 1).mean() if playouts.players > 1 else 0.0
    turns = playouts.games * playouts.turns_per_game
    return Summary(
        playouts.players, playouts.games, playouts.seed, playouts.bots, seats, first_seat_advantage(playouts, seats),
        float(tied), float(playouts.zero_turns.sum()) / turns, float(playouts.discards.sum()) / turns, float((playouts.discards > 0).mean()),
    )
