"""Every two-player position's exact value, by backward induction over the full state table.

A position is the row and both hands (as counts per value); the player to move follows from how
many cards each has played. Its value is the mover's points from here on minus the other
player's, both playing perfectly (or, for a seat marked greedy, choosing only among the moves that
score most this turn).

The table is built layer by layer, by the number of plies left: a layer's values come from the
layer below in a few whole-array operations per card and position, with numpy, so no position is
visited one at a time. A layer is an array of shape (rows, mover's hands, other's hands).

Rows are numbered in a mixed radix, one digit per position: a position can only ever show a card
value from the hands or the value it starts with, so its digit counts those. Hands are numbered
among the sub-multisets of the hand they start from that have the right size for the layer.
"""

from __future__ import annotations

import itertools
import math
import time

import numpy as np

from printgen.neighbours.analysis.compiled import CompiledGame

DTYPES = (np.int8, np.int16, np.int32, np.int64)


def value_dtype(bound: int) -> type:
    """The smallest integer type that holds every value in -bound..bound."""
    return next(dtype for dtype in DTYPES if bound <= np.iinfo(dtype).max)


def compute_dtype(gain: int, below: int) -> type:
    """The smallest type for one layer's arithmetic: moves gain at most `gain` and the layer below
    holds values within `below`; the sentinels for illegal moves and missing cards fit too."""
    return next(dtype for dtype in DTYPES if 3 * (gain + below) + 2 <= np.iinfo(dtype).max)


def score_unit(table: np.ndarray) -> int:
    """The greatest common divisor of every pair's points (1 when none scores): every margin is a
    multiple of it, so the table is solved in these units and stays small when points are large."""
    unit = int(np.gcd.reduce(np.abs(table).ravel())) if table.size else 0
    return unit or 1


def hand_size_counts(root: tuple[int, ...]) -> list[int]:
    """How many sub-multisets of `root` there are of each size 0..sum(root)."""
    counts = [1]
    for count in root:
        grown = [0] * (len(counts) + count)
        for size, ways in enumerate(counts):
            for extra in range(count + 1):
                grown[size + extra] += ways
        counts = grown
    return counts


class Hands:
    """The sub-multisets of one starting hand, numbered by size: `code` is a hand's mixed-radix
    number (one digit per value: how many of it), `index[code]` its place among hands of its
    size."""

    def __init__(self, root: tuple[int, ...]):
        self.root = root
        self.radix = np.array([count + 1 for count in root], dtype=np.int64)
        self.weights = np.array(
            [math.prod(self.radix[v + 1 :]) for v in range(len(root))], dtype=np.int64
        )
        every = np.array(
            list(itertools.product(*[range(count + 1) for count in root])), dtype=np.int64
        ).reshape(-1, len(root))
        sizes = every.sum(axis=1)
        self.by_size = [every[sizes == size] for size in range(sum(root) + 1)]
        self.index = np.zeros(len(every), dtype=np.int64)
        for members in self.by_size:
            self.index[members @ self.weights] = np.arange(len(members))

    def code(self, counts) -> int:
        return int(np.dot(np.asarray(counts, dtype=np.int64), self.weights))


class PositionTable:
    """The values of every position reachable from a root: a row, the hand of the seat to move
    (`first_seat`) and the other's, with `greedy[seat]` restricting a seat to its greediest moves.

    `layers[n]` holds the positions with n plies left, shape (rows, mover's hands, other's hands),
    in multiples of `unit` (the score table's greatest common divisor); `value` and `values` answer
    in points.
    """

    def __init__(
        self,
        game: CompiledGame,
        row,
        first_hand,
        second_hand,
        first_seat: int,
        greedy: tuple[bool, bool],
        row_values=None,
    ):
        self.game = game
        self.row = tuple(int(v) for v in row)
        self.roots = (tuple(int(c) for c in first_hand), tuple(int(c) for c in second_hand))
        self.first_seat = first_seat
        self.greedy = tuple(bool(g) for g in greedy)
        self.unit = score_unit(game.table)
        self.scores = game.table // self.unit
        shape = table_shape(game, self.row, *self.roots, row_values)
        self.cards, self.position_values, self.radix = shape
        self.row_weights = np.array(
            [math.prod(self.radix[p + 1 :]) for p in range(len(self.radix))], dtype=np.int64
        )
        size = len(game.values)
        self.digits = np.full((len(self.radix), size), -1, dtype=np.int64)
        for position, values in enumerate(self.position_values):
            self.digits[position, list(values)] = np.arange(len(values))
        self.hands = (Hands(self.roots[0]), Hands(self.roots[1]))
        self.plies = sum(self.roots[0]) + sum(self.roots[1])
        self.layers: list[np.ndarray] = []
        started = time.perf_counter()
        self._build()
        self.seconds = time.perf_counter() - started

    # Which seat moves with n plies left, and the sizes of both hands then.
    def mover(self, left: int) -> int:
        played = self.plies - left
        return self.first_seat if played % 2 == 0 else 1 - self.first_seat

    def sizes(self, left: int) -> tuple[int, int]:
        """(mover's hand size, other's hand size) with `left` plies left."""
        played = self.plies - left
        first_played, second_played = (played + 1) // 2, played // 2
        first = sum(self.roots[0]) - first_played
        second = sum(self.roots[1]) - second_played
        return (first, second) if self.mover(left) == self.first_seat else (second, first)

    def hands_of(self, left: int) -> tuple[Hands, Hands]:
        """(mover's Hands, other's Hands) with `left` plies left: seat first_seat holds roots[0]."""
        mover = self.mover(left)
        first, second = self.hands
        return (first, second) if mover == self.first_seat else (second, first)

    def row_code(self, row) -> int:
        return int(
            sum(
                int(self.digits[p, v]) * int(w)
                for p, (v, w) in enumerate(zip(row, self.row_weights))
            )
        )

    def holds(self, row, hands, mover: int) -> bool:
        """True when the position (row as value indices, hands[seat] as counts) is in this table."""
        if any(self.digits[p, int(v)] < 0 for p, v in enumerate(row)):
            return False
        first, second = hands[self.first_seat], hands[1 - self.first_seat]
        if any(int(c) > r for c, r in zip(first, self.roots[0])) or any(
            int(c) > r for c, r in zip(second, self.roots[1])
        ):
            return False
        played_first, played_second = (
            sum(self.roots[0]) - int(sum(first)),
            sum(self.roots[1]) - int(sum(second)),
        )
        played = played_first + played_second
        return (played_first, played_second) == ((played + 1) // 2, played // 2) and self.mover(
            self.plies - played
        ) == mover

    def value(self, row, hands, mover: int) -> int:
        left = int(sum(hands[0]) + sum(hands[1]))
        movers, others = self.hands_of(left)
        x = movers.index[movers.code(hands[mover])]
        y = others.index[others.code(hands[1 - mover])]
        return int(self.layers[left][self.row_code(row), x, y]) * self.unit

    def values(
        self, left: int, rows: np.ndarray, mover_codes: np.ndarray, other_codes: np.ndarray
    ) -> np.ndarray:
        """Values of many positions with `left` plies left, from row codes and hand codes."""
        movers, others = self.hands_of(left)
        layer = self.layers[left]
        # Codes of hands that cannot be in this layer (moves that are not there) give any value.
        mover_index = np.minimum(movers.index[mover_codes], layer.shape[1] - 1)
        other_index = np.minimum(others.index[other_codes], layer.shape[2] - 1)
        flat = (rows * layer.shape[1] + mover_index) * layer.shape[2] + other_index
        return layer.reshape(-1)[flat].astype(np.int64) * self.unit

    # Building.
    def _gain_arrays(self, card: int) -> list[np.ndarray]:
        """For each position: the points for placing `card` there, over the digits of the position
        and its neighbours (size 1 on every other axis); an illegal placement holds a huge
        negative."""
        table, values = self.scores, self.position_values
        length = len(self.radix)
        arrays = []
        for position in range(length):
            axes = [position + d for d in (-1, 0, 1) if 0 <= position + d < length]
            shape = [self.radix[q] if q in axes else 1 for q in range(length)]
            gain = np.zeros(shape, dtype=np.int64)
            grid = np.indices(shape, sparse=True)
            if position > 0:
                gain = gain + table[np.array(values[position - 1])[grid[position - 1]], card]
            if position < length - 1:
                gain = gain + table[card, np.array(values[position + 1])[grid[position + 1]]]
            illegal = np.array(values[position])[grid[position]] == card
            arrays.append((gain, illegal))
        return arrays

    def _gains(self) -> tuple[dict, int]:
        """Each card's gain arrays (see _gain_arrays), and the most points any legal move scores."""
        gains = {card: self._gain_arrays(card) for card in self.cards}
        gain = max(
            [
                int(np.abs(np.where(illegal, 0, g)).max())
                for arrays in gains.values()
                for g, illegal in arrays
            ]
            + [0]
        )
        return gains, gain

    def _build(self) -> None:
        gains, gain = self._gains()
        self.layers = [
            np.zeros((math.prod(self.radix), 1, 1), dtype=value_dtype(gain * self.plies))
        ]
        self._build_layers(gains, gain, self.plies)

    def _build_layers(self, gains: dict, gain: int, last: int) -> None:
        """The layers from the one above the last built up to `last` plies left, every position."""
        length = len(self.radix)
        rows = math.prod(self.radix)
        store = self.layers[0].dtype
        for left in range(len(self.layers), last + 1):
            below = self.layers[left - 1]
            bound = int(np.abs(below).max()) if below.size else 0
            self.layers.append(self._layer(left, below, gains, gain, bound, store, length, rows))

    def _layer(self, left, below, gains, gain, bound, store, length, rows) -> np.ndarray:
        movers, others = self.hands_of(left)
        mover_size, other_size = self.sizes(left)
        xs, ys = movers.by_size[mover_size], others.by_size[other_size]
        # the mover's hands after a card: the other's in the layer below
        after = movers.by_size[mover_size - 1]
        dtype = compute_dtype(gain, bound)
        lowest = np.iinfo(dtype).min
        pad, illegal_gain = 2 * gain + bound + 1, -(gain + 2 * bound + 1)
        # The layer below as (rows, other's hands there = our mover's after a card, our other's
        # hands),
        # with one extra hand of a huge value standing for "the mover has no such card".
        below_t = np.empty((rows, len(after) + 1, len(ys)), dtype=dtype)
        below_t[:, : len(after), :] = below.transpose(0, 2, 1)
        below_t[:, len(after), :] = pad
        best = np.full(rows * len(xs) * len(ys), lowest, dtype=dtype).reshape(
            rows, len(xs), len(ys)
        )
        shaped = (*self.radix, len(xs), len(ys))
        shaped_best = best.reshape(shaped)
        candidate = np.empty(shaped, dtype=dtype)
        # A greedy mover chooses among the moves that score the most now: a card's positions that
        # score the card's most, and that card only for the hands where no other held card scores
        # more. A card's best over its positions is taken first, then kept for those hands only.
        greedy = self.greedy[self.mover(left)]
        if greedy:
            card_most = {card: self._most(gains[card]) for card in self.cards}
            top = np.full((*self.radix, len(xs)), -(1 << 40), dtype=np.int64)
            for card in self.cards:
                most = np.where(xs[:, card] > 0, card_most[card][..., None], -(1 << 40))
                np.maximum(top, most, out=top)
            per_card = np.empty(shaped, dtype=dtype)
            highest = np.iinfo(dtype).max
        x_codes = xs @ movers.weights
        for card in self.cards:
            holding = xs[:, card] > 0
            if not holding.any():
                continue
            below_index = np.where(
                holding, movers.index[x_codes - movers.weights[card]], len(after)
            )
            following = np.take(below_t, below_index, axis=1).reshape(shaped)
            into = per_card if greedy else shaped_best
            for position, (g, illegal) in enumerate(gains[card]):
                placed = self.digits[position, card]
                if greedy:
                    illegal = illegal | (g != card_most[card])
                g = np.where(illegal, illegal_gain, g).astype(dtype)[..., None, None]
                view = following[(slice(None),) * position + (slice(placed, placed + 1),)]
                if greedy and position == 0:
                    np.subtract(g, view, out=into)
                    continue
                np.subtract(g, view, out=candidate)
                np.maximum(into, candidate, out=into)
            if greedy:  # the card's best where it is the hand's best card, else nothing
                kept = np.where(card_most[card][..., None] == top, highest, lowest)
                np.minimum(per_card, kept.astype(dtype)[..., None], out=per_card)
                np.maximum(shaped_best, per_card, out=shaped_best)
        self._forced_discards(best, below, xs, movers, after, length)
        return best.astype(store, copy=False)

    def _most(self, card_gains) -> np.ndarray:
        """For every row: the most points a card scores at any position it may go to (very negative
        when it may go nowhere)."""
        nothing = -(1 << 40)
        most = np.full(self.radix, nothing, dtype=np.int64)
        for g, illegal in card_gains:
            most = np.maximum(most, np.where(illegal, nothing, g))
        return most

    def _forced_discards(self, best, below, xs, movers, after, length) -> None:
        """A mover holding only one value when the whole row shows it must discard it, scoring 0."""
        for card in self.cards:
            only = (xs[:, card] > 0) & (xs.sum(axis=1) == xs[:, card])
            if not only.any():
                continue
            row = int(
                sum(int(self.digits[p, card]) * int(self.row_weights[p]) for p in range(length))
            )
            for x in np.flatnonzero(only):
                j = movers.index[int(xs[x] @ movers.weights) - int(movers.weights[card])]
                best[row, x, :] = -below[row, :, j]


def table_shape(game: CompiledGame, row, first_hand, second_hand, row_values=None):
    """The card values the hands hold, each position's possible values (hand values first, then the
    value it starts with if no hand holds it) and the radix of each position.

    With `row_values` (value indices), every position may also start with any of them: the table
    then holds every starting row made of those values, and its top layer the value of each."""
    cards = tuple(v for v in range(len(game.values)) if first_hand[v] > 0 or second_hand[v] > 0)
    if row_values is not None:
        extra = tuple(sorted({int(v) for v in row_values} - set(cards)))
        position_values = tuple(cards + extra for _ in row)
        return cards, position_values, [len(values) for values in position_values]
    position_values = tuple(
        cards + ((int(start),) if int(start) not in cards else ()) for start in row
    )
    return cards, position_values, [len(values) for values in position_values]


def table_positions(game: CompiledGame, row, first_hand, second_hand, row_values=None) -> int:
    """How many positions the table from this root holds (rows times pairs of hands, every
    layer)."""
    _, _, radix = table_shape(game, row, first_hand, second_hand, row_values)
    first, second = hand_size_counts(tuple(first_hand)), hand_size_counts(tuple(second_hand))
    total, a, b = 0, sum(first_hand), sum(second_hand)
    for played in range(a + b + 1):
        total += first[a - (played + 1) // 2] * second[b - played // 2]
    return math.prod(radix) * total
