"""One random number generator (SplitMix64) written twice: in plain Python for the reference
bots and compiled for the fast simulator, so both replay exactly the same games from a seed.

Every game has its own stream, derived from the run's seed and the game's number, so a game
can be replayed alone and a run can be split into chunks without changing any result.
"""

from __future__ import annotations

import numba
import numpy as np

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
GAME_STEP = 0xD1B54A32D192ED03
MAX_SEED = (1 << 63) - 1


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * MIX1) & MASK
    z = ((z ^ (z >> 27)) * MIX2) & MASK
    return z ^ (z >> 31)


def game_state(seed: int, game: int) -> int:
    """The starting state of game number `game`'s stream."""
    return mix((seed ^ (game * GAME_STEP)) & MASK)


class SplitMix:
    """The plain-Python generator; `below(n)` draws a whole number in 0..n-1."""

    def __init__(self, state: int):
        self.state = state & MASK

    def next(self) -> int:
        self.state = (self.state + GOLDEN) & MASK
        return mix(self.state)

    def below(self, n: int) -> int:
        return ((self.next() >> 32) * n) >> 32


_U = numba.uint64


@numba.njit(cache=True, inline="always")
def mix_u64(z):
    z = (z ^ (z >> _U(30))) * _U(MIX1)
    z = (z ^ (z >> _U(27))) * _U(MIX2)
    return z ^ (z >> _U(31))


@numba.njit(cache=True)
def game_state_u64(seed, game):
    return mix_u64(_U(seed) ^ (_U(game) * _U(GAME_STEP)))


@numba.njit(cache=True, inline="always")
def below_u64(state, n):
    """Advances `state` (a one-element uint64 array) and draws a whole number in 0..n-1."""
    state[0] = state[0] + _U(GOLDEN)
    x = mix_u64(state[0])
    return np.int64(((x >> _U(32)) * _U(n)) >> _U(32))
