"""Move tables: what every card can do in every stretch of the row, looked up rather than searched.

The simulator keeps each game's row as digits, one per position: digit k < C stands for the k-th
card value of the hand (C of them, ascending), digit C for the value the position started with
when no card has that value. A stretch of positions (a chunk) together with its two neighbours has
a key, the mixed-radix number of those digits; per card and key the tables hold the most points the
card scores in the stretch, how many positions score that, and which; likewise how many positions
are legal (they show another value) and which. A turn then costs a few look-ups per card and chunk
for each game, in whole-array operations over a batch of games, instead of a search over every
card and position. For the bundled setups the whole row is one chunk.

Moves keep the reference engine's order: cards ascending, then positions left to right.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from printgen.neighbours.analysis.compiled import CompiledGame

MAX_LEVELS = (
    16  # distinct scores a move can make, kept as bits of a uint16 for the decision figures
)
HAND_SET_ENTRIES = 1 << 23  # keys x sets of held cards of a chunk's choice table, at most
TABLE_ENTRIES = 1 << 21  # keys x cards x positions of one chunk's tables, at most


def choice_counts(bits: int) -> np.ndarray:
    """For every number below 2**bits: how many bits it sets, at least 1 (a forced discard is one
    choice). Counted by numpy over the numbers' bytes, not number by number."""
    numbers = np.arange(1 << bits, dtype=np.uint32)
    set_bits = np.unpackbits(numbers.view(np.uint8)).reshape(len(numbers), -1).sum(axis=1)
    return np.maximum(set_bits, 1).astype(np.int8)


CHOICES = choice_counts(MAX_LEVELS)  # distinct scores of every uint16 of score bits

# the padded row: a left edge, the positions, a right edge, a discard column and its neighbour
EXTRA_COLUMNS = 4


def gain_dtype(largest: int) -> type:
    """A small integer type for points that leaves room for the 'nothing legal' sentinel below
    them."""
    for dtype in (np.int8, np.int16, np.int32):
        if largest < np.iinfo(dtype).max // 2:
            return dtype
    return np.int64


@dataclass(frozen=True, eq=False)
class Chunk:
    """The tables of positions start..stop-1; `weights` gives each column of the padded row its
    weight in the chunk's key (0 for columns outside the chunk and its neighbours)."""

    start: int
    stop: int
    weights: np.ndarray
    best: np.ndarray
    ties: np.ndarray
    tie_at: np.ndarray
    legal: np.ndarray
    legal_at: np.ndarray
    # best * 256 + ties in one int16 when points fit a byte: one look-up for both
    best_ties: np.ndarray | None
    # per card and key: a bit for each distinct score its legal positions make (None past
    # MAX_LEVELS)
    levels: np.ndarray | None
    # at key * 2**cards + set of held cards: the bits of every held card's scores (when small
    # enough)
    hand_levels: np.ndarray | None
    # the same places: how many distinct scores those are (at least 1), for a row in one chunk
    hand_choices: np.ndarray | None

    @property
    def length(self) -> int:
        return self.stop - self.start


@dataclass(frozen=True, eq=False)
class MoveTables:
    """A game's move tables. Columns of the padded row: 0 the left edge, 1..L the positions, L+1 the
    right edge, L+2 where a discard 'lands' (so that every move writes somewhere) and L+3 beside
    it."""

    game: CompiledGame
    cards: np.ndarray  # value index of each card digit
    radix: np.ndarray  # digits each position can show
    start_digits: np.ndarray  # the starting row as digits
    # (L, cards, (C + 2) ** 2): points for a card at a position, by its neighbours' digits
    gains: np.ndarray
    dtype: type
    sentinel: int
    chunks: tuple[Chunk, ...]
    affected: tuple[tuple[int, ...], ...]  # for each position: the chunks whose key includes it
    tie_at: np.ndarray  # every chunk's tie_at, one after the other (offsets in `offsets`)
    legal_at: np.ndarray
    offsets: np.ndarray
    starts: np.ndarray
    spans: np.ndarray
    # every distinct score a move can make, ascending (bit i of a chunk's `levels` stands for
    # scores[i])
    scores: np.ndarray

    @property
    def length(self) -> int:
        return len(self.radix)

    @property
    def has_levels(self) -> bool:
        return self.chunks[0].levels is not None

    @property
    def card_count(self) -> int:
        return len(self.cards)

    @property
    def edge(self) -> int:
        return self.card_count + 1

    @property
    def width(self) -> int:
        return self.length + EXTRA_COLUMNS

    @property
    def discard_column(self) -> int:
        return self.length + 2


def position_values(game: CompiledGame, cards: np.ndarray) -> list[tuple[int, ...]]:
    """Each position's possible values as value indices, in digit order."""
    hand = tuple(int(v) for v in cards)
    return [hand + ((int(start),) if int(start) not in hand else ()) for start in game.row]


# the last few games' tables: a sweep's rows and a run's skill tables share them
_KEPT: dict[tuple, MoveTables] = {}
KEEP_TABLES = 4


def build_tables(game: CompiledGame) -> MoveTables:
    """The game's move tables. They depend on the starting row only through its digits when each
    position can show the same values, so rearranged rows (a sweep's) reuse the tables built."""
    cards = np.flatnonzero(game.hand > 0)
    values = position_values(game, cards)
    start_digits = np.array(
        [v.index(int(start)) for v, start in zip(values, game.row)], dtype=np.int64
    )
    key = (
        game.values,
        game.table.tobytes(),
        game.hand.tobytes(),
        tuple(values),
        MAX_LEVELS,
        HAND_SET_ENTRIES,
        TABLE_ENTRIES,
    )
    kept = _KEPT.pop(key, None)
    if kept is None:
        kept = _build_tables(game, cards, values)
        while len(_KEPT) >= KEEP_TABLES:
            _KEPT.pop(next(iter(_KEPT)))
    _KEPT[key] = kept
    return replace(kept, game=game, start_digits=start_digits)


def _build_tables(
    game: CompiledGame, cards: np.ndarray, values: list[tuple[int, ...]]
) -> MoveTables:
    count = len(cards)
    radix = np.array([len(v) for v in values], dtype=np.int64)
    start_digits = np.array(
        [v.index(int(start)) for v, start in zip(values, game.row)], dtype=np.int64
    )
    gains = neighbour_gains(game, cards, values)
    largest = int(np.abs(gains).max()) if gains.size else 0
    dtype = gain_dtype(largest)
    sentinel = int(np.iinfo(dtype).min)
    scores = np.unique(gains)
    chunks = tuple(
        build_chunk(start, stop, radix, gains, dtype, sentinel, count, scores)
        for start, stop in split_row(radix, count)
    )
    affected = tuple(
        tuple(j for j, chunk in enumerate(chunks) if chunk.weights[p + 1])
        for p in range(len(radix))
    )
    offsets = np.cumsum([0] + [len(chunk.tie_at) for chunk in chunks[:-1]]).astype(np.int64)
    starts = np.array([chunk.start for chunk in chunks], dtype=np.int64)
    spans = np.array([chunk.length for chunk in chunks], dtype=np.int64)
    joined = [
        np.concatenate([getattr(chunk, name) for chunk in chunks])
        for name in ("tie_at", "legal_at")
    ]
    return MoveTables(
        game,
        cards,
        radix,
        start_digits,
        gains,
        dtype,
        sentinel,
        chunks,
        affected,
        *joined,
        offsets,
        starts,
        spans,
        scores,
    )


def neighbour_gains(
    game: CompiledGame, cards: np.ndarray, values: list[tuple[int, ...]]
) -> np.ndarray:
    """gains[p, k, left * (C + 2) + right]: points for card k at position p between neighbours shown
    by digits `left` and `right` (a digit a position cannot show, such as C + 1 for the row's end,
    scores nothing)."""
    count, length = len(cards), len(values)
    side = count + 2
    gains = np.zeros((length, count, side * side), dtype=np.int64)
    for p in range(length):
        left = np.zeros((side, count), dtype=np.int64)
        if p > 0:
            left[: len(values[p - 1])] = game.table[np.array(values[p - 1])][:, cards]
        right = np.zeros((count, side), dtype=np.int64)
        if p < length - 1:
            right[:, : len(values[p + 1])] = game.table[cards][:, np.array(values[p + 1])]
        gains[p] = (left.T[:, :, None] + right[:, None, :]).reshape(count, side * side)
    return gains


def split_row(radix: np.ndarray, cards: int) -> list[tuple[int, int]]:
    """Chunks left to right, each as long as its tables stay within TABLE_ENTRIES."""
    length, spans, start = len(radix), [], 0
    while start < length:
        stop = start + 1
        while (
            stop < length
            and window_keys(radix, start, stop + 1) * cards * (stop + 1 - start) <= TABLE_ENTRIES
        ):
            stop += 1
        spans.append((start, stop))
        start = stop
    return spans


def window(length: int, start: int, stop: int) -> list[int]:
    return list(range(max(start - 1, 0), min(stop + 1, length)))


def window_keys(radix: np.ndarray, start: int, stop: int) -> int:
    return math.prod(int(radix[q]) for q in window(len(radix), start, stop))


def build_chunk(
    start: int,
    stop: int,
    radix: np.ndarray,
    gains: np.ndarray,
    dtype,
    sentinel: int,
    count: int,
    scores: np.ndarray,
) -> Chunk:
    length = len(radix)
    positions = window(length, start, stop)
    keys = np.arange(window_keys(radix, start, stop), dtype=np.int32)
    place = [math.prod(int(radix[q]) for q in positions[i + 1 :]) for i in range(len(positions))]
    digit = {
        q: ((keys // place[i]) % int(radix[q])).astype(np.int16) for i, q in enumerate(positions)
    }
    weights = np.zeros(length + EXTRA_COLUMNS, dtype=np.int64)
    for i, q in enumerate(positions):
        weights[q + 1] = place[i]
    side, edge, span = count + 2, count + 1, stop - start
    # points, or the sentinel where illegal
    masked = np.empty((count, span, len(keys)), dtype=dtype)
    legal = np.empty((count, span, len(keys)), dtype=bool)
    levels = np.zeros((count, len(keys)), dtype=np.uint16) if len(scores) <= MAX_LEVELS else None
    for i, p in enumerate(range(start, stop)):
        code = (digit[p - 1] if p > 0 else edge) * side + (digit[p + 1] if p < length - 1 else edge)
        legal[:, i, :] = digit[p][None, :] != np.arange(count)[:, None]
        points = gains[p][:, code]
        masked[:, i, :] = np.where(legal[:, i, :], points, sentinel)
        if levels is not None:
            bits = np.left_shift(np.uint16(1), np.searchsorted(scores, points).astype(np.uint16))
            levels |= np.where(legal[:, i, :], bits, np.uint16(0))
    del digit
    best = masked.max(axis=1)
    tied = legal & (masked == best[:, None, :])
    del masked
    ties = tied.sum(axis=1, dtype=np.int8)
    best_ties = (best.astype(np.int16) << 8) | ties.astype(np.int16) if dtype == np.int8 else None
    hand_levels = hand_level_table(levels)
    hand_choices = None
    if hand_levels is not None:
        hand_choices = CHOICES.take(hand_levels)
    return Chunk(
        start,
        stop,
        weights,
        best,
        ties,
        nth_positions(tied),
        legal.sum(axis=1, dtype=np.int8),
        nth_positions(legal),
        best_ties,
        levels,
        hand_levels,
        hand_choices,
    )


def hand_level_table(levels: np.ndarray | None) -> np.ndarray | None:
    """For every key and set of held cards (bit k: card k held), the union of the held cards'
    score bits: one look-up per game for a turn's choices. None when it would be too large."""
    if levels is None or levels.shape[1] << levels.shape[0] > HAND_SET_ENTRIES:
        return None
    cards, keys = levels.shape
    table = np.zeros((keys, 1 << cards), dtype=np.uint16)
    for held in range(1, 1 << cards):
        lowest = (held & -held).bit_length() - 1
        table[:, held] = table[:, held & (held - 1)] | levels[lowest]
    return table.reshape(-1)


def nth_positions(marked: np.ndarray) -> np.ndarray:
    """Flat table: at (key * cards + card) * span + i, the offset of the i-th marked position."""
    count, span, keys = marked.shape
    found = np.zeros(keys * count * span, dtype=np.int8)
    seen = np.zeros((count, keys), dtype=np.int32)
    base = (
        np.arange(keys, dtype=np.int32)[None, :] * count + np.arange(count, dtype=np.int32)[:, None]
    ) * span
    for i in range(span):
        here = marked[:, i, :]
        found[(base + seen)[here]] = i
        seen += here
    return found
