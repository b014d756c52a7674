"""The exact values of a two-player game with a greedy seat, over the positions its play can reach.

A seat that always takes the most points this turn has one or two moves where a perfect seat has
dozens, so from the starting position the game reaches a few per cent of the positions of the full
table (`printgen.neighbours.analysis.table`): about 1.3 to 3 million of One-way's 80 million. The
table here finds those positions first (forward, ply by ply, each position's allowed moves listed
once), then values only them (backward, the layer below read at the moves' positions), in the same
units and with the same rules as the full table, so every value it holds is the full table's.

A layer keeps the full table's shape (rows, mover's hands, other's hands), so positions are looked
up as there; the entries of positions that cannot be reached are never written and never read.
"""

from __future__ import annotations

import math

import numpy as np

from printgen.neighbours.analysis.table import PositionTable, value_dtype

# A reached position costs about as much to solve as this many positions of a full layer: more when
# its mover plays perfectly (every legal move is followed) than when it is greedy (one or two).
REACHED_COST = {False: 48, True: 14}
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
        steps, left = {}, self.plies
        while left > 0:
            steps[left], self.reached[left - 1] = moves.step(left, self.reached[left])
            left -= 1
            cost = REACHED_COST[self.greedy[self.mover(left)]]
            if len(self.reached[left]) * cost >= math.prod(moves.layer_shape(left)):
                break
        self.full_below = left
        store = value_dtype(gain * self.plies)
        self.layers = [np.zeros((len(moves.row_digits), 1, 1), dtype=store)]
        self._build_layers(gains, gain, self.full_below)
        for left in range(self.full_below + 1, self.plies + 1):
            below = self.layers[left - 1].reshape(-1)
            values = np.empty(len(self.reached[left]), dtype=np.int32)
            for owners, starts, succ, points, lone, lone_succ in steps.pop(left):
                if left - 1 == self.full_below:  # the layer below is full and laid out as such
                    succ, lone_succ = (
                        moves.full_place(left, succ),
                        moves.full_place(left, lone_succ),
                    )
                if len(owners):
                    values[owners] = np.maximum.reduceat(points - below[succ], starts)
                values[lone] = -below[lone_succ].astype(np.int32)
            layer = np.empty(moves.layer_shape(left), dtype=store)
            layer.reshape(-1)[self.reached[left]] = values
            self.layers.append(layer)


class _Moves:
    """Every row's moves as arrays over rows (points, legality, how the row's number changes), and
    one ply of the forward search: each reached position's allowed moves and where they lead."""

    def __init__(self, table: ReachedTable, gains: dict):
        self.table = table
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
        # Laid out (rows, moves): a position's moves are one run.
        self.points, self.legal, self.change = points.T.copy(), legal.T.copy(), change.T.copy()
        # Per row and card: the most the card scores at a position it may go to, and where.
        by_card = np.where(legal, points, FAR_BELOW).reshape(len(self.cards), self.length, rows)
        most = by_card.max(axis=1)
        self.most = most.T.copy()
        self.ties = (by_card == most[:, None, :]).transpose(2, 0, 1).reshape(-1, self.length).copy()

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

    def step(self, left: int, states: np.ndarray):
        """The moves of the positions `states` (sorted places in the layer with `left` plies left),
        a group for each hand of the mover, and the positions they lead to (places in the layer
        below, sorted)."""
        table = self.table
        movers, _ = table.hands_of(left)
        mover_size, _ = table.sizes(left)
        hands, rows, others = self.layer_shape(left)
        xs, after = movers.by_size[mover_size], movers.by_size[mover_size - 1]
        greedy = table.greedy[table.mover(left)]
        bounds = np.searchsorted(states, np.arange(hands + 1) * (rows * others))
        groups, reached = [], np.zeros(others * rows * len(after), dtype=bool)
        for hand in range(hands):
            if bounds[hand] < bounds[hand + 1]:
                chosen = np.arange(bounds[hand], bounds[hand + 1])
                place = states[chosen] - hand * (rows * others)
                rows_at, y = np.divmod(place.astype(self.index), self.index(others))
                group = self._hand_moves(chosen, rows_at, y, xs[hand], movers, after, greedy)
                reached[group[2]] = True
                reached[group[5]] = True
                groups.append(group)
        return groups, np.flatnonzero(reached)

    def _hand_moves(self, chosen, rows, y, counts, movers, after, greedy):
        """For positions whose mover holds `counts`: (owners, starts, successors, points) of the
        positions with a placement, and (owners, successors) of those that must discard. A
        successor's place is (its mover's hand = `y`, its row, its other's hand = ours after)."""
        held = np.flatnonzero(counts[self.cards] > 0)  # as places in table.cards
        code = int(counts @ movers.weights)
        left_hand = np.zeros(len(self.cards), dtype=self.index)  # the hand after each held card
        left_hand[held] = movers.index[code - movers.weights[self.cards[held]]]
        if greedy:
            which, move, points, per_position = self._greediest(rows, held)
        else:
            which, move, points, per_position = self._legal(rows, held)
        placing = np.flatnonzero(per_position)
        starts = (np.cumsum(per_position) - per_position)[placing]
        at = rows[which]
        total = self.index(len(self.row_digits) * len(after))
        succ = at + self.change.take(at * self.index(len(self.moves)) + move)
        succ *= self.index(len(after))
        succ += y[which] * total
        succ += left_hand[move // self.length]
        lone = np.flatnonzero(per_position == 0)  # one value held, the whole row showing it
        discard = movers.index[code - movers.weights[self.cards[held[0]]]]
        lone_succ = y[lone] * total + rows[lone] * self.index(len(after)) + self.index(discard)
        return chosen[placing], starts, succ, points, chosen[lone], lone_succ

    def _legal(self, rows, held):
        """Every legal placement of the held cards: (position's place, move, its points) for each,
        in order of positions, and how many each position has."""
        moves = (held[:, None] * self.length + np.arange(self.length)).reshape(-1)
        taken = rows[:, None] * self.index(len(self.moves)) + moves.astype(self.index)
        legal = self.legal.take(taken)
        chosen = np.flatnonzero(legal)
        which, column = np.divmod(chosen, len(moves))
        which = which.astype(self.index)
        return (
            which,
            moves[column].astype(self.index),
            self.points.take(taken.reshape(-1)[chosen]),
            legal.sum(axis=1),
        )

    def _greediest(self, rows, held):
        """As _legal, for the placements that score the most this turn only: the held cards that
        score the most somewhere, each at the positions where it scores that."""
        most = self.most.take(rows[:, None] * self.index(len(self.cards)) + held.astype(self.index))
        top = most.max(axis=1)
        best = most == top[:, None]
        best &= top[:, None] > FAR_BELOW
        pair = np.flatnonzero(best)
        which, column = np.divmod(pair, len(held))
        card = held[column].astype(self.index)
        ties = self.ties.take(rows[which] * self.index(len(self.cards)) + card, axis=0)
        tie = np.flatnonzero(ties)
        pair_of, position = np.divmod(tie, self.length)
        which = which[pair_of].astype(self.index)
        per_position = np.bincount(which, minlength=len(rows))
        return (
            which,
            card[pair_of] * self.length + position.astype(self.index),
            top[which],
            per_position,
        )
