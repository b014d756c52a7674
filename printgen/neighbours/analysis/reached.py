"""The exact values of a two-player game with a greedy seat, over the positions its play can reach.

A seat that always takes the most points this turn has one or two moves where a perfect seat has
dozens, so from the starting position the game reaches a few per cent of the positions of the full
table (`printgen.neighbours.analysis.table`): about 1.3 to 3 million of One-way's 80 million. The
table here finds those positions first (forward, ply by ply, each position's allowed moves listed
once), then values only them (backward, the layer below read at the moves' positions), in the same
units and with the same rules as the full table, so every value it holds is the full table's.

The positions of a layer are taken a mover's hand at a time, in whole-array operations over them:
for a perfect mover every placement of every held card, legal or not, as one array of (moves,
positions), an illegal one scoring far below any value; for a greedy mover, card by card and
position by position, the positions where that placement is among the greediest.

A layer keeps the full table's shape (rows, mover's hands, other's hands), so positions are looked
up as there; the entries of positions that cannot be reached are zeros, read only by illegal moves.
"""

from __future__ import annotations

import math

import numpy as np

from printgen.neighbours.analysis.table import PositionTable, value_dtype

# A reached position costs about as much to solve as this many positions of a full layer, for each
# ply left (measured on the bundled setups, from 1 to 5 plies left): more when its mover plays
# perfectly (every legal move is followed) than when it is greedy (one or two). A perfect mover's
# is taken lower than measured (3 to 4): a layer solved in full takes every layer below it in
# full too, among them greedy movers' layers, which cost more in full than perfect movers'.
REACHED_COST = {False: 2.5, True: 1.2}
FAR_BELOW = -(1 << 30)  # the points of a move that is not there, below any real move's


class ReachedTable(PositionTable):
    """A PositionTable holding only the positions reachable from its root, `greedy[seat]` choosing
    among its greediest moves; `holds` is true of those positions only.

    Its layers are laid out (mover's hands, rows, other's hands), so that the positions of one
    mover's hand, which share their moves, are one run of the layer."""

    def flat(self, row, hands, mover: int) -> tuple[int, int]:
        """(plies left, the position's place in its layer)."""
        left = int(sum(hands[0]) + sum(hands[1]))
        movers, others = self.hands_of(left)
        x = int(movers.index[movers.code(hands[mover])])
        y = int(others.index[others.code(hands[1 - mover])])
        if left <= self.full_below:
            _, hands_count, count = self.layers[left].shape
            return left, (self.row_code(row) * hands_count + x) * count + y
        _, rows, count = self.layers[left].shape
        return left, (x * rows + self.row_code(row)) * count + y

    def holds(self, row, hands, mover: int) -> bool:
        if not super().holds(row, hands, mover):
            return False
        left, flat = self.flat(row, hands, mover)
        if left <= self.full_below:
            return True
        reached = self.reached[left]
        at = int(np.searchsorted(reached, flat))
        return at < len(reached) and int(reached[at]) == flat

    def value(self, row, hands, mover: int) -> int:
        left, flat = self.flat(row, hands, mover)
        return int(self.layers[left].reshape(-1)[flat]) * self.unit

    def values(self, left, rows, mover_codes, other_codes):
        raise NotImplementedError("a reached table answers one position at a time (`value`)")

    def _build(self) -> None:
        gains, gain = self._gains()
        moves = _Moves(self, gains)
        # Forward: the positions reached, ply by ply, until so many of a layer's positions are
        # reached that the full layer is cheaper to solve than they are (the last plies).
        # The root hands are the only hands of their sizes: both number 0.
        self.reached = {self.plies: np.array([self.row_code(self.row)], dtype=np.int64)}
        shared = self._shared_layers()
        steps, left, stop = {}, self.plies, max(len(shared) - 1, 0)
        while left > stop:
            # into the last layer (shared, or nothing left): its places as the full table's
            into_full = left - 1 == stop
            steps[left], below = moves.step(left, self.reached[left], into_full)
            left -= 1
            if into_full:
                break
            self.reached[left] = below
            cost = REACHED_COST[self.greedy[self.mover(left)]] * left
            if len(self.reached[left]) * cost >= math.prod(moves.layer_shape(left)):
                break
        self.full_below = left
        store = value_dtype(gain * self.plies)
        self.layers = shared or [np.zeros((len(moves.row_digits), 1, 1), dtype=store)]
        self._build_layers(gains, gain, self.full_below)
        for left in range(self.full_below + 1, self.plies + 1):
            self.layers.append(self._value_layer(moves, left, steps.pop(left), store))

    def _shared_layers(self) -> list[np.ndarray]:
        """The last layers of the perfect table of the same root, if it was the last one kept, as
        far as they are this table's too: with one ply left a greedy mover's greediest moves are
        its best, and above that while no greedy seat is to move."""
        bottom = _BOTTOM.get(table_key(self))
        if bottom is None or len(bottom) < 2 or self.plies < 1:
            return []
        last = 1
        while last + 1 < len(bottom) and last + 1 <= self.plies:
            if self.greedy[self.mover(last + 1)]:
                break
            last += 1
        return list(bottom[: last + 1])

    def _value_layer(self, moves: _Moves, left: int, groups: list, store) -> np.ndarray:
        """The layer with `left` plies left, its reached positions valued from the layer below."""
        below = self.layers[left - 1].reshape(-1)
        values = np.empty(len(self.reached[left]), dtype=np.int32)
        for group in groups:
            if left - 1 == self.full_below and not group.full:  # the layer below is full
                group = group.in_full(moves, left)
            group.value(below, values)
        # zeros where not reached: a perfect mover's illegal moves read them, far below
        layer = np.zeros(moves.layer_shape(left), dtype=store)
        layer.reshape(-1)[self.reached[left]] = values
        return layer


def table_key(table: PositionTable) -> tuple:
    """What a table's rows, hands and moves depend on (not which seats are greedy)."""
    game = table.game
    return (
        game.values,
        game.table.tobytes(),
        table.row,
        table.position_values,
        table.roots,
        table.first_seat,
    )


# the row tables of the last root a greedy table was built from
_ROW_MOVES: dict[tuple, dict] = {}
# the layers of the last plies of the last table kept with every seat perfect, by its root
_BOTTOM: dict[tuple, list[np.ndarray]] = {}
SHARED_PLIES = 2
# the marks of the positions a ply reaches, kept for the next ply's (`_Moves.marks`)
_MARKS: list[np.ndarray] = []


def forget_shared() -> None:
    """Drops what the next greedy table would share with the tables built before it."""
    _ROW_MOVES.clear()
    _BOTTOM.clear()
    _MARKS.clear()


def keep_bottom(table: PositionTable) -> None:
    """Keeps the last plies' layers of a table where both seats play perfectly, for the greedy
    tables of the same root (`--exact` solves the perfect table first, then the greedy ones)."""
    if not any(table.greedy):
        _BOTTOM.clear()
        _BOTTOM[table_key(table)] = table.layers[: SHARED_PLIES + 1]


class _Moves:
    """Every row's moves as arrays over rows (points, legality, how the row's number changes), and
    one ply of the forward search: each reached position's allowed moves and where they lead."""

    def __init__(self, table: ReachedTable, gains: dict):
        self.table = table
        # The same root's other greedy table (`--exact` builds both) has the same row tables.
        key = table_key(table)
        if key not in _ROW_MOVES:
            _ROW_MOVES.clear()
            self._row_moves(gains)
            _ROW_MOVES[key] = {k: v for k, v in vars(self).items() if k != "table"}
        vars(self).update(_ROW_MOVES[key])

    def _row_moves(self, gains: dict) -> None:
        table = self.table
        radix = table.radix
        self.length, rows = len(radix), math.prod(radix)
        self.row_digits = np.indices(radix).reshape(self.length, -1).T
        self.cards = np.array(table.cards, dtype=np.int64)
        self.moves = [(card, p) for card in table.cards for p in range(self.length)]
        points = np.empty((len(self.moves), rows), dtype=np.int32)
        legal = np.empty((len(self.moves), rows), dtype=bool)
        change = np.empty((len(self.moves), rows), dtype=np.int32)
        for move, (card, position) in enumerate(self.moves):
            gain, illegal = gains[card][position]
            points[move] = np.broadcast_to(gain, radix).reshape(-1)
            legal[move] = ~np.broadcast_to(illegal, radix).reshape(-1)
            placed = table.digits[position, card]
            change[move] = (placed - self.row_digits[:, position]) * table.row_weights[position]
        # Places are counted in 32 bits where every layer and every (row, move) pair fits.
        largest = max(
            [rows * len(self.moves)]
            + [math.prod(self.layer_shape(left)) for left in range(table.plies + 1)]
        )
        self.index = np.int32 if largest < 2**31 else np.int64
        # Laid out (moves, rows), for a perfect mover: one move over many rows is one run.
        self.every_change, self.every_legal = change.reshape(-1), legal.reshape(-1)
        # An illegal move's points: far below any move's value, even less any value read below
        # (at most `bound` either way), in 16 bits where that fits.
        bound = table.plies * (int(np.abs(points).max(initial=0)) + 1)
        self.point_dtype = next(
            t for t in (np.int16, np.int32, np.int64) if 4 * bound < np.iinfo(t).max
        )
        illegal = np.iinfo(self.point_dtype).min // 2
        self.every_points = np.where(legal, points, illegal).astype(self.point_dtype).reshape(-1)
        # Per row and card: the most the card scores at a position it may go to, and where.
        by_card = np.where(legal, points, FAR_BELOW).reshape(len(self.cards), self.length, rows)
        most = by_card.max(axis=1)
        # Laid out (cards, rows) and (cards, positions, rows), for a greedy mover.
        self.card_most = most.reshape(-1)
        self.card_ties = (by_card == most[:, None, :]).reshape(-1)

    def marks(self, size: int) -> np.ndarray:
        """`size` cleared marks, in one buffer kept for every ply of the search (and the other
        greedy table's): a fresh array for each ply would have the system find and clear its
        pages again (for the second greedy table of Standard, about a fifth of its time)."""
        buffer = _MARKS[0] if _MARKS else None
        if buffer is None or len(buffer) < size:
            _MARKS[:] = [buffer := np.zeros(size, dtype=bool)]
            return buffer
        found = buffer[:size]
        found.fill(False)
        return found

    def full_place(self, left: int, succ: np.ndarray) -> np.ndarray:
        """Places in the layer below `left` laid out (mover's hands, rows, other's hands) as places
        in it laid out as the full table's (rows, mover's hands, other's hands)."""
        hands, rows, others = self.layer_shape(left - 1)
        hand, rest = np.divmod(succ.astype(np.int64), rows * others)
        return (rest // others * hands + hand) * others + rest % others

    def layer_shape(self, left: int) -> tuple[int, int, int]:
        movers, others = self.table.hands_of(left)
        mover_size, other_size = self.table.sizes(left)
        return (
            len(movers.by_size[mover_size]),
            len(self.row_digits),
            len(others.by_size[other_size]),
        )

    def step(self, left: int, states: np.ndarray, into_full: bool = False):
        """The moves of the positions `states` (sorted places in the layer with `left` plies left),
        a group for each hand of the mover, and the positions they lead to (places in the layer
        below, sorted); `into_full`: the layer below is full, its places laid out as the full
        table's, and the positions it reaches are not listed (None)."""
        table = self.table
        movers, _ = table.hands_of(left)
        mover_size, _ = table.sizes(left)
        hands, rows, others = self.layer_shape(left)
        xs, after = movers.by_size[mover_size], movers.by_size[mover_size - 1]
        greedy = table.greedy[table.mover(left)]
        bounds = np.searchsorted(states, np.arange(hands + 1) * (rows * others))
        groups, reached = [], self.marks(others * rows * len(after))
        # a successor's place: its mover's hand (ours: y), its row and its other's hand
        strides = (
            (len(after), others * len(after)) if into_full else (rows * len(after), len(after))
        )
        strides = tuple(self.index(stride) for stride in strides)
        for hand in range(hands):
            if bounds[hand] < bounds[hand + 1]:
                chosen = np.arange(bounds[hand], bounds[hand + 1])
                place = states[chosen] - hand * (rows * others)
                rows_at, y = np.divmod(place.astype(self.index), self.index(others))
                if greedy:
                    group = self._greedy_moves(chosen, rows_at, y, xs[hand], movers, strides)
                else:
                    group = self._every_move(chosen, rows_at, y, xs[hand], movers, strides)
                group.full = into_full
                if not into_full:
                    group.mark(reached)
                groups.append(group)
        return groups, None if into_full else np.flatnonzero(reached)

    def _every_move(self, chosen, rows, y, counts, movers, strides) -> _Every:
        """For positions whose mover (a perfect one) holds `counts`: every placement of a held card
        at every position, legal or not, as arrays (moves, positions) of successors and points."""
        held = np.flatnonzero(counts[self.cards] > 0)  # as places in table.cards
        code = int(counts @ movers.weights)
        remaining = movers.index[code - movers.weights[self.cards[held]]].astype(self.index)
        rows_count = len(self.row_digits)
        base = y * strides[0] + rows * strides[1]
        columns = (held[:, None] * self.length + np.arange(self.length)).reshape(-1)
        at = columns.astype(self.index)[:, None] * self.index(rows_count) + rows
        succ = self.every_change.take(at).astype(self.index, copy=False)
        succ *= strides[1]
        succ += base
        succ += np.repeat(remaining, self.length)[:, None]
        legal = self.every_legal.take(at)
        points = self.every_points.take(at)
        lone = np.flatnonzero(~legal.any(axis=0))  # one value held, the whole row showing it
        lone_succ = base[lone] + remaining[0]
        return _Every(chosen[0], chosen[-1] + 1, succ, legal, points, lone, lone_succ)

    def _greedy_moves(self, chosen, rows, y, counts, movers, strides) -> _Greedy:
        """For positions whose mover (a greedy one) holds `counts`: the placements that score the
        most this turn (the held cards that score the most somewhere, each at the positions where
        it scores that), by card and position."""
        held = np.flatnonzero(counts[self.cards] > 0)  # as places in table.cards
        code = int(counts @ movers.weights)
        remaining = movers.index[code - movers.weights[self.cards[held]]].astype(self.index)
        rows_count = self.index(len(self.row_digits))
        base = y * strides[0] + rows * strides[1]
        most = self.card_most.take(held.astype(self.index)[:, None] * rows_count + rows)
        top = most.max(axis=0)
        lone = np.flatnonzero(top == FAR_BELOW)  # one value held, the whole row showing it
        columns = []
        for card, card_most, hand_after in zip(held, most, remaining):
            tops = np.flatnonzero(card_most == top)
            if len(lone):
                tops = tops[top[tops] > FAR_BELOW]
            at = rows[tops]
            for position in range(self.length):
                move = self.index(card * self.length + position)
                owners = tops[self.card_ties.take(move * rows_count + at)]
                if len(owners):
                    succ = self.every_change.take(move * rows_count + rows[owners])
                    succ = succ.astype(self.index, copy=False) * strides[1]
                    succ += base[owners]
                    succ += hand_after
                    columns.append((owners, succ))
        lone_succ = base[lone] + remaining[0]
        return _Greedy(chosen[0], chosen[-1] + 1, top, columns, lone, lone_succ)


class _Every:
    """The positions start..stop-1 of a layer, all with one hand of a perfect mover, and every
    placement of its cards: `succ` and `points` (illegal ones far below any value) are arrays of
    (moves, positions); `lone` (indices from start) must discard, into `lone_succ`."""

    def __init__(self, start, stop, succ, legal, points, lone, lone_succ):
        self.start, self.stop, self.succ, self.legal = start, stop, succ, legal
        self.points, self.lone, self.lone_succ = points, lone, lone_succ

    def mark(self, reached: np.ndarray) -> None:
        reached[self.succ[self.legal]] = True
        reached[self.lone_succ] = True
        self.legal = None  # not needed backward: an illegal move's points are far below

    def in_full(self, moves: _Moves, left: int) -> _Every:
        self.succ = moves.full_place(left, self.succ)
        self.lone_succ = moves.full_place(left, self.lone_succ)
        return self

    def value(self, below: np.ndarray, values: np.ndarray) -> None:
        # an illegal move leaves the row as it was: its successor is in the layer, if not reached
        found = (self.points - below.take(self.succ)).max(axis=0)
        found[self.lone] = -below[self.lone_succ]
        values[self.start : self.stop] = found


class _Greedy:
    """The positions start..stop-1 of a layer, all with one hand of a greedy mover: the most a move
    scores there (`top`), and its moves that score it as (owners, successors) for each card and
    position, owners as indices from start; `lone` must discard, into `lone_succ`."""

    def __init__(self, start, stop, top, columns, lone, lone_succ):
        self.start, self.stop, self.top, self.columns = start, stop, top, columns
        self.lone, self.lone_succ = lone, lone_succ

    def mark(self, reached: np.ndarray) -> None:
        for _, succ in self.columns:
            reached[succ] = True
        reached[self.lone_succ] = True

    def in_full(self, moves: _Moves, left: int) -> _Greedy:
        self.columns = [(owners, moves.full_place(left, succ)) for owners, succ in self.columns]
        self.lone_succ = moves.full_place(left, self.lone_succ)
        return self

    def value(self, below: np.ndarray, values: np.ndarray) -> None:
        # every move scores top now: the best leaves the least to the other
        least = np.full(self.stop - self.start, np.iinfo(np.int32).max, dtype=np.int32)
        for owners, succ in self.columns:  # an owner appears once in a column
            least[owners] = np.minimum(least[owners], below.take(succ))
        found = self.top - least
        found[self.lone] = -below[self.lone_succ]
        values[self.start : self.stop] = found
