"""The figures of a run of Number Neighbours: the seats' balance as the lab folds it
(printgen.lab.seats: means, win shares with Wilson intervals, the first seat's edge), the table's
own rates (turns that scored nothing, discards) and the course of the games, folded in batch by
batch."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from printgen.lab.seats import Advantage, SeatStats, SeatTally, add_counts, exact_sum_of_squares
from printgen.lab.stats import Estimate, mean_interval, wilson_interval
from printgen.neighbours.analysis.compiled import CompiledGame
from printgen.neighbours.analysis.simulate import Playouts, play_batches


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


class Tally(SeatTally):
    """A run's figures folded in batch by batch: the seats' (printgen.lab.seats), each game's
    turns that scored nothing and its discards, and the course of the games, all whole numbers,
    so memory stays the same however many games are played and the figures do not depend on how
    the run was split."""

    def __init__(self, bots: tuple[str, ...], seed: int, turns_per_game: int):
        super().__init__(bots)
        self.seed, self.turns_per_game = seed, turns_per_game
        self.zero_turns = self.discard_turns = self.discard_games = 0
        self.course_tally: CourseTally | None = None

    def add(self, totals: np.ndarray, zero_turns: np.ndarray, discards: np.ndarray) -> None:
        """Folds in a batch: totals of shape (games, seats), and each game's zero-scoring turns and
        discards."""
        if totals.shape[0] == 0:
            return
        self.add_totals(totals)
        self.zero_turns += int(np.sum(zero_turns))
        self.discard_turns += int(np.sum(discards))
        self.discard_games += int(np.count_nonzero(discards))

    def add_batch(self, batch) -> None:
        """Folds in a played batch of the simulator, with the course of its games."""
        self.add(batch.totals.T, batch.zero, batch.discards)
        if self.course_tally is None:
            self.course_tally = CourseTally(self.turns_per_game)
        self.course_tally.add(batch.course())

    def summary(self) -> Summary:
        if self.games == 0:
            raise ValueError("no games to summarize")
        seats = self.seat_stats()
        turns = self.games * self.turns_per_game
        return Summary(
            self.players,
            self.games,
            self.seed,
            self.bots,
            seats,
            self.first_seat_advantage(seats),
            self.tie_rate(),
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
