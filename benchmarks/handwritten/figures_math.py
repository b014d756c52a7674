"""What every engine shares: a fast shuffle, a tied win and the seat figures.

Choices every engine makes the same way (the pinned pages leave them open):
- a standard deviation is the population one (divided by the number of games, as the analyzer's
  own figures are), of one score per game;
- figures are rounded to 6 decimals.
"""

from __future__ import annotations

import math

DIGITS = 6


def shuffle(items: list, random) -> None:
    """Fisher-Yates with the generator's `random()`: uniform (to float precision) and about twice
    as fast as `Random.shuffle`."""
    for i in range(len(items) - 1, 0, -1):
        j = int(random() * (i + 1))
        items[i], items[j] = items[j], items[i]


def shared_win(totals: list, best) -> list[float]:
    """Each seat's share of one game's win: the best total (by `best`, max or min) wins; k tied
    players get 1/k each."""
    top = best(totals)
    winners = totals.count(top)
    return [1.0 / winners if total == top else 0.0 for total in totals]


class SeatTally:
    """Sums of each seat's score, its square and its win share, game by game."""

    def __init__(self, players: int):
        self.games = 0
        self.sums = [0] * players
        self.squares = [0] * players
        self.wins = [0.0] * players

    def add(self, scores: list[int], wins: list[float]) -> None:
        self.games += 1
        for seat, score in enumerate(scores):
            self.sums[seat] += score
            self.squares[seat] += score * score
            self.wins[seat] += wins[seat]

    def figures(self) -> dict:
        games = self.games
        return {
            "seat_score_mean": [rounded(s / games) for s in self.sums],
            "seat_score_sd": [
                rounded(math.sqrt(max(games * q - s * s, 0)) / games)
                for s, q in zip(self.sums, self.squares)
            ],
            "seat_win_share": [rounded(w / games) for w in self.wins],
        }


def rounded(value: float) -> float:
    return round(value, DIGITS)


def means(sums: list, count: int) -> list[float]:
    return [rounded(s / count) for s in sums]
