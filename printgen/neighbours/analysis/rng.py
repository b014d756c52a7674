"""One random number generator (SplitMix64) written twice: in plain Python for the reference
bots and over numpy arrays for the fast simulator, so both replay exactly the same games from a
seed.

Every game has its own stream, derived from the run's seed and the game's number, so a game
can be replayed alone and a run can be split into batches without changing any result.

Every turn of every game takes exactly one draw, so the state a game's stream has before its
draw on turn t is its starting state plus (t + 1) steps: the simulator never stores the streams,
it computes each turn's draw for a whole batch of games in a few array operations (numpy's
uint64 arithmetic wraps around, as SplitMix64 needs).
"""

from __future__ import annotations

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


_S27, _S30, _S31, _S32 = (np.uint64(n) for n in (27, 30, 31, 32))
_MIX1, _MIX2 = np.uint64(MIX1), np.uint64(MIX2)


def mix_array(z: np.ndarray) -> np.ndarray:
    """`mix` on every element of a uint64 array, in place; returns it."""
    z ^= z >> _S30
    z *= _MIX1
    z ^= z >> _S27
    z *= _MIX2
    z ^= z >> _S31
    return z


def game_states(seed: int, first: int, count: int) -> np.ndarray:
    """The starting states of games first, first+1, ... (count of them), as uint64."""
    games = np.arange(first, first + count, dtype=np.uint64)
    games *= np.uint64(GAME_STEP)
    games ^= np.uint64(seed & MASK)
    return mix_array(games)


def draws_below(states: np.ndarray, draw: int, n: np.ndarray) -> np.ndarray:
    """Each game's draw number `draw` (0 for its first) as a whole number in 0..n-1, n per game.

    The same number as the `draw + 1`-th `SplitMix.below(n)` from that game's starting state.
    """
    z = states + np.uint64(((draw + 1) * GOLDEN) & MASK)
    mix_array(z)
    z >>= _S32
    z *= n.astype(np.uint64)
    z >>= _S32
    return z.astype(np.int64)
