"""The simulator: a batch of games played side by side, every game taking its turn in the same
array operations, one random stream per game.

Every choice draws from the game's own stream exactly as the reference bots do
(`printgen.neighbours.analysis.oracle`): one draw per turn, a uniform index among all legal moves
(random) or among the moves that tie for the bot's best (the others), in the engine's order of
cards ascending, then positions. So both play identical games from the same seed.

Random and greedy moves come from the move tables (`printgen.neighbours.analysis.moves`): a few
look-ups per card for each game. Lookahead and optimal moves score every legal move of every game
as one array (cards x positions x games): lookahead by the next player's best reply, from the
same tables; optimal by the exact value of the position after it, from the solved table
(`printgen.neighbours.analysis.table`).
"""

from __future__ import annotations

import numpy as np

from printgen.neighbours.analysis.bots import GREEDY, LOOKAHEAD, RANDOM
from printgen.neighbours.analysis.moves import CHOICES, MoveTables
from printgen.neighbours.analysis.rng import draws_below, game_states
from printgen.neighbours.analysis.table import PositionTable

NOTHING = np.iinfo(np.int32).min  # the value of a move that is not there, when moves are scored


class Batch:
    """Games first..first+count-1 of a run, all at the same turn.

    `rows` is the padded row of every game as digits, one column per game (shape: columns x games);
    `keys` each chunk's key per game; `counts` each seat's hand as counts per card digit.
    """

    def __init__(
        self,
        tables: MoveTables,
        bots: tuple[int, ...],
        seed: int,
        first: int,
        count: int,
        record: bool = False,
        perfect: PositionTable | None = None,
        course: bool = False,
    ):
        self.tables, self.bots, self.count = tables, bots, count
        self.following = course  # whether to follow the course of the games (the lead, the choices)
        players = len(bots)
        hand = tables.game.hand[tables.cards]
        self.turns = players * int(hand.sum())
        padded = np.zeros(tables.width, dtype=np.int8)
        padded[0] = padded[tables.length + 1] = tables.edge
        padded[1 : tables.length + 1] = tables.start_digits
        self.rows = np.repeat(padded[:, None], count, axis=1)
        self.columns = np.arange(tables.width, dtype=np.int8)[:, None]
        self.card_digits = np.arange(tables.card_count, dtype=np.int8)[:, None]
        # Keys and table offsets stay below TABLE_ENTRIES (2**21) but for one-position chunks of
        # at most 21 ** 3 keys: int32 holds them all.
        self.keys = np.array(
            [[int(padded.astype(np.int64) @ chunk.weights)] * count for chunk in tables.chunks],
            dtype=np.int32,
        )
        self.key_weights = [chunk.weights.astype(np.int32) for chunk in tables.chunks]
        self.counts = np.repeat(
            np.repeat(hand.astype(np.int8)[None, :, None], players, axis=0), count, axis=2
        )
        self.totals = np.zeros((players, count), dtype=np.int64)
        self.zero = np.zeros(count, dtype=np.int16)
        self.discards = np.zeros(count, dtype=np.int16)
        self.states = game_states(seed, first, count)
        self.games = np.arange(count, dtype=np.int64)
        self.moves = np.zeros((count, self.turns, 2), dtype=np.int64) if record else None
        # The course of each game, for the figures of `printgen.neighbours.analysis.stats`: the top
        # total, the seat leading alone (-1 for none: a shared lead) and since which turn, the last
        # seat that led alone and how often that changed hands; per seat the most it has been behind
        # the top; the distinct scores each turn offered (its choices) and how many offered only
        # one.
        self.top = np.zeros(count, dtype=np.int64)
        self.alone = np.full(count, 0 if players == 1 else -1, dtype=np.int8)
        self.since = np.ones(count, dtype=np.int16)
        self.last_alone = self.alone.copy()
        self.lead_changes = np.zeros(count, dtype=np.int16)
        self.behind = np.zeros((players, count), dtype=np.int64)
        self.choices = np.zeros(count, dtype=np.int32)
        self.card_bits = (1 << np.arange(tables.card_count)).astype(np.int32)
        self.one_choice = np.zeros(count, dtype=np.int16)
        self.perfect = perfect
        if perfect is not None:
            self.row_weights = np.zeros(tables.width, dtype=np.int64)
            self.row_weights[1 : tables.length + 1] = perfect.row_weights
            self.hand_weights = perfect.hands[0].weights[tables.cards]
            self.row_code = np.full(
                count, int(tables.start_digits @ perfect.row_weights), dtype=np.int64
            )
            start = int(hand @ self.hand_weights)
            self.hand_codes = np.full((players, count), start, dtype=np.int64)

    def play(self) -> None:
        players = len(self.bots)
        for turn in range(self.turns):
            seat = turn % players
            bot = self.bots[seat]
            present = self.counts[seat] > 0  # the cards the mover holds, per game
            if self.following:
                self.count_choices(seat, present)
            if bot in (RANDOM, GREEDY):
                card, column, points, discard = self.quick_move(turn, seat, bot == GREEDY, present)
            else:
                card, column, points, discard = self.scored_move(turn, seat, bot)
            self.apply(turn, seat, card, column, points, discard)

    def apply(
        self,
        turn: int,
        seat: int,
        card: np.ndarray,
        column: np.ndarray,
        points: np.ndarray,
        discard: np.ndarray | None,
    ) -> None:
        """Plays each game's move: `card` (a digit) into `column` of the padded row (the discard
        column for a discard, listed in `discard`, None when there is none), scoring `points`.

        Whole-array arithmetic on small integers rather than scattering into the arrays: a mask of
        the column each game writes, and of the card it gives up."""
        card8, column8 = card.astype(np.int8), column.astype(np.int8)
        change = card8 - self.rows
        np.multiply(change, (self.columns == column8).view(np.int8), out=change)
        self.rows += change
        change = np.add.reduce(change, axis=0, dtype=np.int8)  # the new digit minus the old
        for key, weights in zip(self.keys, self.key_weights):
            key += change * weights.take(column)
        self.counts[seat] -= (self.card_digits == card8).view(np.int8)
        self.totals[seat] += points
        if self.following:
            self.follow_lead(turn, seat, points)
        self.zero += points == 0
        if discard is not None:
            self.discards += discard
        if self.moves is not None:
            self.moves[:, turn, 0] = self.tables.cards[card]
            self.moves[:, turn, 1] = column - 1
            if discard is not None:
                self.moves[discard, turn, 1] = -1
        if self.perfect is not None:
            self.row_code += change * self.row_weights.take(column)
            self.hand_codes[seat] -= self.hand_weights[card]

    # The course of the games.
    def course(self) -> dict[str, np.ndarray]:
        """Per finished game: `won` (one winner, not a tie), the turn from which that winner led
        alone
        to the end (`decided`, 1-based), how often the lead changed hands, the most the winner was
        behind (`deficit`), the winner's margin over the runner-up (0 for a tie), the spread of the
        totals, the distinct scores all its turns offered (`choices`) and its one-choice turns."""
        totals, players = self.totals, len(self.bots)
        np.maximum(self.behind, self.top - totals, out=self.behind)  # how far behind at the end
        won = self.alone >= 0  # a single winner leads alone after the last turn
        winner = np.maximum(self.alone, 0).astype(np.int64)
        if players > 1:
            ordered = np.sort(totals, axis=0)
            margin, spread = ordered[-1] - ordered[-2], ordered[-1] - ordered[0]
        else:
            margin = spread = np.zeros(self.count, dtype=np.int64)
        return {
            "won": won,
            "decided": np.where(won, self.since, 0).astype(np.int64),
            "lead_changes": self.lead_changes.astype(np.int64),
            "deficit": np.where(won, self.behind[winner, self.games], 0),
            "margin": margin,
            "spread": spread,
            "choices": self.choices.astype(np.int64),
            "one_choice": self.one_choice.astype(np.int64),
        }

    def follow_lead(self, turn: int, seat: int, points: np.ndarray) -> None:
        """After `seat` scored `points`: who leads alone and since when, whether the lead changed
        hands, and how far each seat trails. Only the mover's total moves, so only it can take the
        lead (passing the top) or share it (reaching the top).

        A seat trails furthest just before its own moves (the top only rises while its total
        stands still) or at the end, so its deficit is taken then: one row a turn, not every
        seat's (`course` takes the last)."""
        total = self.totals[seat]
        trailing = self.top - total
        trailing += points  # the top before the move less the mover's total before it
        np.maximum(self.behind[seat], trailing, out=self.behind[seat])
        passed = total > self.top
        reached = total == self.top
        reached &= points > 0
        np.maximum(self.top, total, out=self.top)
        took = self.alone != seat
        took &= passed
        # Set where a mask holds by arithmetic (old + (new - old) * mask): a masked copy of
        # scattered games costs about twenty times as much.
        _set_where(self.alone, -1, reached)
        _set_where(self.alone, seat, took)
        _set_where(self.since, turn + 1, took)
        changed = self.last_alone >= 0
        changed &= self.last_alone != seat
        changed &= took
        self.lead_changes += changed
        _set_where(self.last_alone, seat, took)

    def count_choices(self, seat: int, present: np.ndarray) -> None:
        """How many distinct scores the mover's legal moves make this turn (1 for a forced
        discard)."""
        tables = self.tables
        chunks = tables.chunks
        if chunks[0].hand_levels is not None and all(
            chunk.hand_levels is not None for chunk in chunks
        ):
            held = self.card_bits @ present.view(np.uint8)  # bit k: card k held
            shift = tables.card_count
            if len(chunks) == 1:
                at = self.keys[0] << shift
                at += held
                distinct = chunks[0].hand_choices.take(at)
            else:
                bits = None
                for chunk, key in zip(chunks, self.keys):
                    found = chunk.hand_levels.take((key << shift) + held)
                    bits = found if bits is None else bits | found
                distinct = CHOICES.take(bits)
        elif tables.has_levels:
            held = np.where(present, np.uint16(0xFFFF), np.uint16(0))
            bits = None
            for chunk, key in zip(tables.chunks, self.keys):
                found = np.bitwise_or.reduce(chunk.levels.take(key, axis=1) & held, axis=0)
                bits = found if bits is None else bits | found
            distinct = CHOICES.take(bits)
        else:
            length, cards = tables.length, tables.card_count
            digits = self.rows[1 : length + 1]
            legal = present[:, None, :] & (
                digits[None, :, :] != np.arange(cards, dtype=np.int8)[:, None, None]
            )
            codes = self.rows[:length].astype(np.int64) * (cards + 2) + self.rows[2 : length + 2]
            points = np.stack(
                [tables.gains[p].take(codes[p], axis=1) for p in range(length)], axis=1
            )
            ordered = np.sort(
                np.where(legal, points, np.iinfo(np.int64).min).reshape(cards * length, self.count),
                axis=0,
            )
            distinct = (
                ((ordered[1:] != ordered[:-1]) & (ordered[1:] != np.iinfo(np.int64).min))
                .sum(axis=0)
                .astype(np.int32)
            )
            distinct += legal.reshape(cards * length, self.count).all(axis=0)
            distinct = np.maximum(distinct, 1)
        self.choices += distinct
        self.one_choice += distinct == 1

    # Random and greedy: from the move tables.
    def quick_move(self, turn: int, seat: int, greedy: bool, present: np.ndarray):
        tables = self.tables
        if greedy:
            best, per_card, counts = self.greatest(present)
            discard = best == tables.sentinel
            if len(counts) == 1:
                counts[0] *= per_card == best
            else:
                for chunk_best, c in zip(per_card, counts):
                    c *= (chunk_best == best) & present
        else:
            counts = [chunk.legal.take(key, axis=1) for chunk, key in zip(tables.chunks, self.keys)]
            counts[0] = counts[0] * present
        weights = counts[0].copy() if len(counts) > 1 else counts[0]
        for c in counts[1:]:
            weights += c if greedy else c * present
        if not greedy:
            discard = weights.max(axis=0) == 0
        discarding = bool(discard.any())
        if discarding:
            weights = np.where(discard, present, weights)
        card, rest = self.pick(turn, weights)
        column = self.placed_column(
            card, rest, counts, tables.tie_at if greedy else tables.legal_at
        )
        if discarding:
            column = np.where(discard, tables.discard_column, column)
        points = best.astype(np.int64) if greedy else self.points_at(card, column)
        if discarding:
            points = np.where(discard, 0, points)
        return card, column, points, discard if discarding else None

    def greatest(self, present: np.ndarray):
        """The most points each game can score (the sentinel if it can place nothing); with a
        single chunk the most each card scores (held cards only) and how many positions score it,
        with several each chunk's best per card and counts."""
        tables = self.tables
        bests, counts = [], []
        for chunk, key in zip(tables.chunks, self.keys):
            if chunk.best_ties is not None:
                both = chunk.best_ties.take(key, axis=1)
                bests.append(both >> 8)
                counts.append(both & 255)
            else:
                bests.append(chunk.best.take(key, axis=1))
                counts.append(chunk.ties.take(key, axis=1))
        most = bests[0].copy() if len(bests) > 1 else bests[0]
        for b in bests[1:]:
            np.maximum(most, b, out=most)
        held = -present.view(np.int8).astype(most.dtype)
        most = (most & held) | (~held & most.dtype.type(tables.sentinel))
        best = most.max(axis=0)
        return best, (most if len(bests) == 1 else bests), counts

    def pick(self, turn: int, weights: np.ndarray):
        """One draw per game among weighted cards: the card, and which of its weight it drew."""
        cumulative = weights.astype(np.int16)
        for k in range(1, len(cumulative)):
            cumulative[k] += cumulative[k - 1]
        drawn = draws_below(self.states, turn, cumulative[-1]).astype(np.int16)
        below = cumulative <= drawn
        card = np.add.reduce(below, axis=0, dtype=np.int8).astype(np.int64)
        before = (cumulative * below).max(axis=0)
        return card, drawn - before

    def placed_column(
        self, card: np.ndarray, rest: np.ndarray, counts: list[np.ndarray], table: np.ndarray
    ) -> np.ndarray:
        """The column of each game's card's `rest`-th counted position, chunks in row order."""
        tables, count = self.tables, self.count
        if len(counts) == 1:
            chunk = tables.chunks[0]
            at = table.take((self.keys[0] * tables.card_count + card) * chunk.length + rest)
            return at.astype(np.int64) + (chunk.start + 1)
        chosen = card * count + self.games
        chunk_index = np.zeros(count, dtype=np.int64)
        found = np.zeros(count, dtype=bool)
        for c in counts[:-1]:
            here = c.reshape(-1).take(chosen)
            onward = (rest >= here) & ~found
            chunk_index += onward
            rest = rest - here * onward
            found |= ~onward
        keys = self.keys.reshape(-1).take(chunk_index * count + self.games).astype(np.int64)
        at = table.take(
            tables.offsets.take(chunk_index)
            + (keys * tables.card_count + card) * tables.spans.take(chunk_index)
            + rest
        )
        return at.astype(np.int64) + tables.starts.take(chunk_index) + 1

    def points_at(self, card: np.ndarray, column: np.ndarray) -> np.ndarray:
        """Points for each game's card placed at its column (any value for a discard's column)."""
        tables, count = self.tables, self.count
        side = tables.card_count + 2
        position = np.minimum(column - 1, tables.length - 1)
        cells = self.rows.reshape(-1)
        left = cells.take((column - 1) * count + self.games).astype(np.int64)
        right = cells.take((column + 1) * count + self.games).astype(np.int64)
        code = np.minimum(left * side + right, side * side - 1)
        return tables.gains.reshape(-1).take(
            (position * tables.card_count + card) * side * side + code
        )

    # Lookahead and optimal: every legal move scored.
    def scored_move(self, turn: int, seat: int, bot: int):
        tables = self.tables
        length, cards, count = tables.length, tables.card_count, self.count
        present = self.counts[seat] > 0
        digits = self.rows[1 : length + 1]
        legal = present[:, None, :] & (
            digits[None, :, :] != np.arange(cards, dtype=np.int8)[:, None, None]
        )
        side = cards + 2
        codes = self.rows[:length].astype(np.int64) * side + self.rows[2 : length + 2]
        points = np.stack([tables.gains[p].take(codes[p], axis=1) for p in range(length)], axis=1)
        left = self.turns - turn
        if bot == LOOKAHEAD:
            replies, discard_replies = self.best_replies(seat, left, present)
        else:
            replies, discard_replies = self.perfect_values(seat, left, present, digits)
        values = np.where(legal, points - replies, NOTHING).reshape(cards * length, count)
        placeable = legal.reshape(cards * length, count).any(axis=0)
        discard = ~placeable
        if discard.any():
            discard_values = np.full((cards, length, count), NOTHING, dtype=np.int64)
            discard_values[:, 0, :] = np.where(present, -discard_replies, NOTHING)
            values = np.where(placeable, values, discard_values.reshape(cards * length, count))
        best = values.max(axis=0)
        tied = values == best
        drawn = draws_below(self.states, turn, tied.sum(axis=0)).astype(np.int32)
        chosen = np.zeros(count, dtype=np.int64)
        seen = np.zeros(count, dtype=np.int32)
        for move in range(cards * length):
            seen += tied[move]
            chosen += seen <= drawn
        card, position = chosen // length, chosen % length
        column = np.where(discard, tables.discard_column, position + 1)
        gained = np.where(discard, 0, points.reshape(cards * length, count)[chosen, self.games])
        return card, column, gained.astype(np.int64), discard

    def best_replies(self, seat: int, left: int, present: np.ndarray):
        """The next player's best points after each move (cards x positions x games), and after
        each forced discard (cards x games); 0 when the game ends with the move or they can place
        nothing."""
        tables = self.tables
        length, cards, count = tables.length, tables.card_count, self.count
        if left == 1:
            return np.zeros((cards, length, count), dtype=np.int64), np.zeros(
                (cards, count), dtype=np.int64
            )
        dtype, sentinel = tables.dtype, tables.sentinel
        following = (seat + 1) % len(self.bots)
        # holds[k, k2, g]: after playing card k, the next player holds card k2 (all bits set) or not
        # (0).
        holds = np.repeat(-(self.counts[following] > 0).view(np.int8)[None], cards, axis=0)
        if following == seat:
            last = self.counts[seat] == 1
            for k in range(cards):
                holds[k, k] &= ~(-last[k].view(np.int8))
        holds = holds.astype(dtype)
        absent = ~holds & dtype(sentinel)
        now = [chunk.best.take(key, axis=1) for chunk, key in zip(tables.chunks, self.keys)]
        everywhere = now[0].copy()
        for best in now[1:]:
            np.maximum(everywhere, best, out=everywhere)
        replies = np.empty((cards, length, count), dtype=np.int64)
        digits = np.arange(cards, dtype=np.int32)[:, None]
        for p in range(length):
            touched = tables.affected[p]
            untouched = [now[j] for j in range(len(now)) if j not in touched]
            reply = None  # (card played, reply card, game)
            for j in touched:
                chunk = tables.chunks[j]
                after = self.keys[j][None, :] + (digits - self.rows[p + 1]) * int(
                    chunk.weights[p + 1]
                )
                found = chunk.best.take(after, axis=1).transpose(1, 0, 2)
                reply = found if reply is None else np.maximum(reply, found)
            for best in untouched:
                reply = np.maximum(reply, best[None])
            reply = ((reply & holds) | absent).max(axis=1)
            replies[:, p, :] = reply * (reply != sentinel)
        stay = ((everywhere[None] & holds) | absent).max(axis=1)
        return replies, (stay * (stay != sentinel)).astype(np.int64)

    def perfect_values(self, seat: int, left: int, present: np.ndarray, digits: np.ndarray):
        """The position's exact value for the other player after each move, and after each
        discard."""
        perfect, cards = self.perfect, self.tables.card_count
        other = 1 - seat
        hand_after = self.hand_codes[seat][None, :] - np.where(
            present, self.hand_weights[:, None], 0
        )
        mover_codes = self.hand_codes[other]
        change = (
            np.arange(cards)[:, None, None] - digits[None].astype(np.int64)
        ) * perfect.row_weights[None, :, None]
        rows = self.row_code[None, None, :] + change
        values = perfect.values(left - 1, rows, mover_codes[None, None, :], hand_after[:, None, :])
        discards = perfect.values(
            left - 1, self.row_code[None, :], mover_codes[None, :], hand_after
        )
        return values.astype(np.int64), discards.astype(np.int64)


def play_batch(
    tables: MoveTables,
    bots: tuple[int, ...],
    seed: int,
    first: int,
    count: int,
    record: bool = False,
    perfect: PositionTable | None = None,
    course: bool = False,
) -> Batch:
    batch = Batch(tables, bots, seed, first, count, record, perfect, course)
    batch.play()
    return batch


def _set_where(values: np.ndarray, value: int, where: np.ndarray) -> None:
    """values[where] = value, for small integers, as whole-array arithmetic."""
    change = np.subtract(value, values, dtype=values.dtype)
    change *= where.view(np.int8)
    values += change
