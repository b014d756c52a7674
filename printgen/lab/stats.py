"""Statistics the lab's figures rest on: intervals for shares and means."""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion; `successes` may be fractional (shared wins)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = (
        z * math.sqrt(max(p * (1 - p) / trials + z * z / (4 * trials * trials), 0.0)) / denominator
    )
    return max(0.0, centre - half), min(1.0, centre + half)


class Moments:
    """A running count, mean and spread (Welford), folded one value at a time."""

    __slots__ = ("count", "mean", "m2")

    def __init__(self) -> None:
        self.count = 0
        self.mean = 0.0
        self.m2 = 0.0

    def add(self, value: float) -> None:
        self.count += 1
        delta = value - self.mean
        self.mean += delta / self.count
        self.m2 += delta * (value - self.mean)

    def merge(self, other: "Moments") -> None:
        if not other.count:
            return
        total = self.count + other.count
        delta = other.mean - self.mean
        self.m2 += other.m2 + delta * delta * self.count * other.count / total
        self.mean += delta * other.count / total
        self.count = total

    @property
    def sd(self) -> float:
        return math.sqrt(self.m2 / (self.count - 1)) if self.count > 1 else 0.0


@dataclass(frozen=True)
class Estimate:
    """A figure with its 95% interval: a mean (normal interval) or a share (Wilson interval)."""

    value: float
    low: float
    high: float


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


def win_shares_of(totals) -> list[float]:
    """Each seat's share of one game's win: 1 for a sole winner, 1/k for each of k tied ones."""
    best = max(totals)
    tied = sum(1 for total in totals if total == best)
    return [1.0 / tied if total == best else 0.0 for total in totals]
