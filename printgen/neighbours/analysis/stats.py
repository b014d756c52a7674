"""The figures of a run: per-seat means and win shares with Wilson intervals, and the table's rates,
folded in batch by batch."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from printgen.lab.stats import Z95, wilson_interval
from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.simulate import Playouts, play_batches


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


def mean_interval(
    total: int, squares: int, count: int, scale: float = 1.0
) -> tuple[float, float, float]:
    """The mean of `count` values from their sum and sum of squares (whole numbers), with a 95%
    normal interval; every figure divided by `scale`."""
    if count <= 0:
        return 0.0, 0.0, 0.0
    mean = total / count
    sd = math.sqrt(max(count * squares - total * total, 0)) / count
    spread = Z95 * sd / math.sqrt(count) if count > 1 else 0.0
    return mean / scale, (mean - spread) / scale, (mean + spread) / scale


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% interval: a mean (normal interval) or a share (Wilson interval)."""

    value: float
    low: float
    high: float


@dataclass(frozen=True)
class Course:
    """How the games went, beyond who won (see docs/analysis.md, "The figures").

    Games with a single winner (`won_games`) give the turn from which the winner led alone to the
    end (`decided`, 1-based, out of `turns`) and the deficits winners came back from; margins and
    spreads count every game (a tie's margin is 0). `choices` is the mean number of distinct scores
    a turn's legal moves make; `one_choice` the share of turns where that is one (forced discards
    included). Means of per-turn figures take their interval over games, as the turns of one game
    are not independent.
    """

    turns: int
    won_games: int
    decided: Estimate
    decided_counts: tuple[tuple[int, int], ...]
    lead_changes: Estimate
    lead_change_counts: tuple[tuple[int, int], ...]
    comebacks: Estimate  # the share of won games the winner trailed in at some point
    largest_deficit: int
    deficit: Estimate  # the winner's largest deficit, mean over won games
    margin: Estimate
    margin_counts: tuple[tuple[int, int], ...]
    spread: Estimate
    choices: Estimate
    one_choice: Estimate


class CourseTally:
    """The course figures folded in batch by batch, as whole-number sums and counts."""

    def __init__(self, turns: int):
        self.turns = turns
        self.games = self.won = self.came_back = self.largest_deficit = 0
        self.sums: dict[str, list[int]] = {
            name: [0, 0]
            for name in (
                "decided",
                "lead_changes",
                "deficit",
                "margin",
                "spread",
                "choices",
                "one_choice",
            )
        }
        self.counts: dict[str, dict[int, int]] = {
            name: {} for name in ("decided", "lead_changes", "margin")
        }

    def add(self, course: dict[str, np.ndarray]) -> None:
        won = course["won"]
        self.games += len(won)
        self.won += int(won.sum())
        for name, (total, squares) in self.sums.items():
            values = course[name][won] if name in ("decided", "deficit") else course[name]
            self.sums[name] = [total + int(values.sum()), squares + exact_sum_of_squares(values)]
        for name, found in self.counts.items():
            values = course[name][won] if name == "decided" else course[name]
            add_counts(found, values)
        deficits = course["deficit"][won]
        self.came_back += int(np.count_nonzero(deficits))
        if deficits.size:
            self.largest_deficit = max(self.largest_deficit, int(deficits.max()))

    def course(self) -> Course:
        def mean(name: str, over: int, scale: float = 1.0) -> Estimate:
            return Estimate(*mean_interval(*self.sums[name], over, scale))

        ordered = lambda name: tuple(sorted(self.counts[name].items()))  # noqa: E731
        return Course(
            self.turns,
            self.won,
            mean("decided", self.won),
            ordered("decided"),
            mean("lead_changes", self.games),
            ordered("lead_changes"),
            Estimate(
                self.came_back / self.won if self.won else 0.0,
                *wilson_interval(self.came_back, self.won),
            ),
            self.largest_deficit,
            mean("deficit", self.won),
            mean("margin", self.games),
            ordered("margin"),
            mean("spread", self.games),
            mean("choices", self.games, self.turns),
            mean("one_choice", self.games, self.turns),
        )


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


@dataclass(frozen=True)
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
    course: Course | None = None

    @property
    def fair_share(self) -> float:
        return 1.0 / self.players


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


class Tally:
    """A run's figures folded in batch by batch: sums, sums of squares, counts and each seat's
    score counts, all whole numbers, so memory stays the same however many games are played and
    the figures do not depend on how the run was split."""

    def __init__(self, bots: tuple[str, ...], seed: int, turns_per_game: int):
        self.bots, self.seed, self.turns_per_game = tuple(bots), seed, turns_per_game
        players = len(bots)
        self.games = 0
        self.sums, self.squares = [0] * players, [0] * players
        # wins[seat][k]: wins shared by k winners
        self.wins = [[0] * (players + 1) for _ in range(players)]
        self.scores: list[dict[int, int]] = [{} for _ in range(players)]
        self.edge_sum = self.edge_squares = 0
        self.tied = self.zero_turns = self.discard_turns = self.discard_games = 0
        self.course_tally: CourseTally | None = None

    @property
    def players(self) -> int:
        return len(self.bots)

    def add(self, totals: np.ndarray, zero_turns: np.ndarray, discards: np.ndarray) -> None:
        """Folds in a batch: totals of shape (games, seats), and each game's zero-scoring turns and
        discards."""
        if totals.shape[0] == 0:
            return
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
            self.count_scores(seat, column)
        if self.players > 1:
            edge = (self.players - 1) * totals[:, 0] - totals[:, 1:].sum(axis=1)
            self.edge_sum += int(edge.sum())
            self.edge_squares += exact_sum_of_squares(edge)
            self.tied += int((winners > 1).sum())
        self.zero_turns += int(np.sum(zero_turns))
        self.discard_turns += int(np.sum(discards))
        self.discard_games += int(np.count_nonzero(discards))

    def count_scores(self, seat: int, column: np.ndarray) -> None:
        add_counts(self.scores[seat], column)

    def add_batch(self, batch) -> None:
        """Folds in a played batch of the simulator, with the course of its games."""
        self.add(batch.totals.T, batch.zero, batch.discards)
        if self.course_tally is None:
            self.course_tally = CourseTally(self.turns_per_game)
        self.course_tally.add(batch.course())

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

    def summary(self) -> Summary:
        if self.games == 0:
            raise ValueError("no games to summarize")
        seats = self.seat_stats()
        turns = self.games * self.turns_per_game
        tied = self.tied / self.games if self.players > 1 else 0.0
        return Summary(
            self.players,
            self.games,
            self.seed,
            self.bots,
            seats,
            self.first_seat_advantage(seats),
            tied,
            self.zero_turns / turns,
            self.discard_turns / turns,
            self.discard_games / self.games,
            None if self.course_tally is None else self.course_tally.course(),
        )


def summarize(playouts: Playouts) -> Summary:
    """The figures of a run kept game by game."""
    tally = Tally(playouts.bots, playouts.seed, playouts.turns_per_game)
    tally.add(playouts.totals, playouts.zero_turns, playouts.discards)
    return tally.summary()


def tally_games(
    game: CompiledGame,
    bots: tuple[str, ...],
    games: int,
    seed: int,
    progress: Callable[[int], None] | None = None,
    course: bool = True,
) -> Summary:
    """Plays a run batch by batch and folds each batch into the figures: memory is bounded however
    many games are asked for. Without `course`, the summary leaves the course of the games out
    (and the run is quicker)."""
    tally = Tally(bots, seed, len(bots) * game.hand_size)
    for batch in play_batches(game, bots, games, seed, course=course):
        if course:
            tally.add_batch(batch)
        else:
            tally.add(batch.totals.T, batch.zero, batch.discards)
        if progress:
            progress(batch.count)
    return tally.summary()
