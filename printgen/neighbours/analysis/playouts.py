"""The compiled simulator: whole games between bots, one random stream per game.

Every choice draws from the game's own stream exactly as the reference bots do
(`printgen.neighbours.analysis.oracle`), so both play identical games from the same seed.
"""

from __future__ import annotations

import numba
import numpy as np

from printgen.neighbours.analysis.bots import GREEDY, LOOKAHEAD
from printgen.neighbours.analysis.moves import best_points, generate_moves
from printgen.neighbours.analysis.negamax import exact_value
from printgen.neighbours.analysis.rng import below_u64, game_state_u64


@numba.njit(cache=True)
def reply_penalty(table, row, hands, seat, next_seat, last_turn, card, position):
    """The next player's best points after this move (nothing if the game ends with it)."""
    if last_turn:
        return 0
    old = row[position] if position >= 0 else -1
    if position >= 0:
        row[position] = card
    hands[seat, card] -= 1
    reply = best_points(table, row, hands[next_seat])
    hands[seat, card] += 1
    if position >= 0:
        row[position] = old
    return reply


@numba.njit(cache=True)
def perfect_value(table, row, hands, seat, left, card, position, search):
    """The mover's exact margin after this move, both players perfect from then on (two players)."""
    old = row[position] if position >= 0 else -1
    if position >= 0:
        row[position] = card
    hands[seat, card] -= 1
    value = exact_value(table, row, hands, 1 - seat, left - 1, 0, search)
    hands[seat, card] += 1
    if position >= 0:
        row[position] = old
    return -value


@numba.njit(cache=True)
def pick_best(values, n, rng):
    """The index of a highest value, ties broken by one draw from the stream."""
    best = values[0]
    for i in range(1, n):
        best = max(best, values[i])
    ties = 0
    for i in range(n):
        ties += values[i] == best
    k = below_u64(rng, ties)
    for i in range(n):
        if values[i] == best:
            if k == 0:
                return i
            k -= 1
    return -1


@numba.njit(cache=True)
def gain_table(table):
    """Points for every (left neighbour, card, right neighbour), where index D stands for the
    row's end and scores nothing: one look-up per move, no test for the ends."""
    size = table.shape[0]
    gain = np.zeros((size + 1, size, size + 1), dtype=np.int64)
    for left in range(size + 1):
        for card in range(size):
            for right in range(size + 1):
                gain[left, card, right] = (table[left, card] if left < size else 0) + (table[card, right] if right < size else 0)
    return gain


@numba.njit(cache=True, inline="always")
def count_placements(edged, hands, seat):
    """How many card-and-position placements the seat has (0 means a forced discard)."""
    count = 0
    for card in range(hands.shape[1]):
        if hands[seat, card] > 0:
            for position in range(edged.shape[0] - 2):
                count += edged[position + 1] != card
    return count


@numba.njit(cache=True, inline="always")
def greedy_move(gain, edged, hands, seat, rng, tied):
    """The greedy bot's move in one pass: the best-scoring placements are kept in `tied` (as
    card * 64 + position: rows are at most 20 long) and one draw picks among them; a forced
    discard when there is none. The greedy bot's hot loop."""
    best, ties = -(1 << 62), 0
    length = edged.shape[0] - 2
    for card in range(hands.shape[1]):
        if hands[seat, card] == 0:
            continue
        for position in range(length):
            if edged[position + 1] == card:
                continue
            value = gain[edged[position], card, edged[position + 2]]
            if value > best:
                best, ties = value, 0
            if value == best:
                tied[ties] = card * 64 + position
                ties += 1
    if ties == 0:
        return nth_move(gain, edged, hands, seat, below_u64(rng, distinct_cards(hands, seat)))
    chosen = tied[below_u64(rng, ties)]
    return chosen // 64, chosen % 64, best


@numba.njit(cache=True, inline="always")
def nth_move(gain, edged, hands, seat, k):
    """The k-th legal move in order, as (card, position, points); with no placement, the k-th
    forced discard."""
    length = edged.shape[0] - 2
    for card in range(hands.shape[1]):
        if hands[seat, card] == 0:
            continue
        for position in range(length):
            if edged[position + 1] == card:
                continue
            if k == 0:
                return card, position, gain[edged[position], card, edged[position + 2]]
            k -= 1
    for card in range(hands.shape[1]):
        if hands[seat, card] > 0:
            if k == 0:
                return card, -1, 0
            k -= 1
    return -1, -1, 0


@numba.njit(cache=True, inline="always")
def distinct_cards(hands, seat):
    count = 0
    for card in range(hands.shape[1]):
        count += hands[seat, card] > 0
    return count


@numba.njit(cache=True, inline="always")
def choose_quickly(bot, gain, edged, hands, seat, rng, tied):
    """The random or greedy bot's move, as (card, position or -1, points)."""
    if bot == GREEDY:
        return greedy_move(gain, edged, hands, seat, rng, tied)
    count = count_placements(edged, hands, seat)
    if count == 0:
        return nth_move(gain, edged, hands, seat, below_u64(rng, distinct_cards(hands, seat)))
    return nth_move(gain, edged, hands, seat, below_u64(rng, count))


@numba.njit(cache=True)
def choose(bot, table, row, hands, seat, next_seat, left, rng, scratch, search):
    """The lookahead or optimal bot's move, as (card, position or -1, points)."""
    hand = hands[seat]
    cards, positions, points, values = scratch[0], scratch[1], scratch[2], scratch[3]
    n = generate_moves(table, row, hand, cards, positions, points)
    for i in range(n):
        if bot == LOOKAHEAD:
            values[i] = points[i] - reply_penalty(table, row, hands, seat, next_seat, left == 1, cards[i], positions[i])
        else:
            values[i] = points[i] + perfect_value(table, row, hands, seat, left, cards[i], positions[i], search)
    i = pick_best(values, n, rng)
    return cards[i], positions[i], points[i]


@numba.njit(cache=True)
def play_game(table, gain, row0, hand0, bots, seed, game, row, edged, hands, totals, rng, scratch, search, record):
    """Plays one game into `row`, `hands` and `totals`; returns (turns scoring 0, forced discards)."""
    players = bots.shape[0]
    turns = players * hand0.sum()
    rng[0] = game_state_u64(seed, game)
    row[:] = row0
    edged[1:-1] = row0
    for seat in range(players):
        hands[seat, :] = hand0
        totals[seat] = 0
    zero, discards = 0, 0
    for turn in range(turns):
        seat = turn % players
        if bots[seat] <= GREEDY:
            card, position, gained = choose_quickly(bots[seat], gain, edged, hands, seat, rng, scratch[3])
        else:
            card, position, gained = choose(bots[seat], table, row, hands, seat, (turn + 1) % players, turns - turn, rng, scratch, search)
        if position >= 0:
            row[position] = card
            edged[position + 1] = card
        hands[seat, card] -= 1
        totals[seat] += gained
        zero += gained == 0
        discards += position < 0
        if record.shape[0] > 0:
            record[turn, 0], record[turn, 1] = card, position
    return zero, discards


@numba.njit(cache=True)
def play_games(table, row0, hand0, bots, seed, start, search, totals_out, zero_out, discards_out, moves_out):
    """Plays games start, start+1, ... into the output arrays (one row per game)."""
    players = bots.shape[0]
    width = row0.shape[0] * hand0.shape[0]
    scratch = np.zeros((4, max(width, hand0.shape[0])), dtype=np.int64)
    row = np.empty_like(row0)
    edged = np.full(row0.shape[0] + 2, table.shape[0], dtype=np.int64)
    gain = gain_table(table)
    hands = np.empty((players, hand0.shape[0]), dtype=np.int64)
    totals = np.empty(players, dtype=np.int64)
    no_record = np.empty((0, 2), dtype=np.int64)
    rng = np.empty(1, dtype=np.uint64)
    for g in range(totals_out.shape[0]):
        record = moves_out[g] if moves_out.shape[0] > 0 else no_record
        zero, discards = play_game(table, gain, row0, hand0, bots, seed, start + g, row, edged, hands, totals, rng, scratch, search, record)
        totals_out[g, :] = totals
        zero_out[g], discards_out[g] = zero, discards
