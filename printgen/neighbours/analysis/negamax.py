"""The compiled two-player search: negamax on the margin with alpha-beta and a transposition table.

A position is (row, both hands, player to move). Its value is the mover's future points minus
the other player's, under perfect play by both. The table maps a position's key (the row and
both hands' counts as one mixed-radix number) to a value and whether that value is exact or
only a lower or upper bound; entries are replaced on collision, which costs time, never truth.
A seat marked in `greedy` may only choose among the moves that score most this turn.

`search` bundles the solver's state, built by `printgen.neighbours.analysis.solver.Solver`: (row base,
hand radices, greedy seats, table keys, table values, table flags, hash shift, move cards, move
positions, move points, frame stack, table best moves). The search is iterative, with an explicit
frame stack, because numba's cache does not reload recursive functions safely.
"""

from __future__ import annotations

import numba
import numpy as np

from printgen.neighbours.analysis.moves import best_points, generate_moves

EXACT, LOWER, UPPER = 0, 1, 2
INFINITY = 1 << 30
GOLDEN = 0x9E3779B97F4A7C15
_U = numba.uint64


@numba.njit(cache=True, inline="always")
def position_key(row, hands, row_base, radix):
    key = 0
    for position in range(row.shape[0]):
        key = key * row_base + row[position]
    for seat in range(2):
        for card in range(radix.shape[0]):
            key = key * radix[card] + hands[seat, card]
    return key


@numba.njit(cache=True, inline="always")
def slot_of(key, shift):
    return np.int64((_U(key) * _U(GOLDEN)) >> _U(shift))


@numba.njit(cache=True, inline="always")
def keep_greedy(cards, positions, points, n):
    """Keeps only the moves that score most this turn, in order; returns how many remain."""
    best = points[0]
    for i in range(1, n):
        if points[i] > best:
            best = points[i]
    kept = 0
    for i in range(n):
        if points[i] == best:
            cards[kept], positions[kept], points[kept] = cards[i], positions[i], points[i]
            kept += 1
    return kept


@numba.njit(cache=True, inline="always")
def order_by_points(cards, positions, points, n):
    """Insertion sort, highest points first: good moves first make alpha-beta cut early."""
    for i in range(1, n):
        c, p, v = cards[i], positions[i], points[i]
        j = i - 1
        while j >= 0 and points[j] < v:
            cards[j + 1], positions[j + 1], points[j + 1] = cards[j], positions[j], points[j]
            j -= 1
        cards[j + 1], positions[j + 1], points[j + 1] = c, p, v


# Columns of the search's frame stack, one row per number of plies left.
ALPHA, BETA, LOW, BEST, COUNT, NEXT, KEY, OLD, CHOICE = range(9)
FRAME_WIDTH = 9


@numba.njit(cache=True, inline="always")
def probe(row, hands, frames, left, search):
    """Looks the position up; returns (done, value) and narrows the frame's window on a bound."""
    row_base, radix, keys, values, flags, shift = search[0], search[1], search[3], search[4], search[5], search[6]
    key = position_key(row, hands, row_base, radix)
    frames[left, KEY] = key
    slot = slot_of(key, shift)
    if keys[slot] != key:
        return False, 0
    stored, flag = np.int64(values[slot]), flags[slot]
    if flag == EXACT:
        return True, stored
    if flag == LOWER and stored > frames[left, ALPHA]:
        frames[left, ALPHA] = stored
    elif flag == UPPER and stored < frames[left, BETA]:
        frames[left, BETA] = stored
    return frames[left, ALPHA] >= frames[left, BETA], stored


@numba.njit(cache=True, inline="always")
def store(frames, left, search):
    keys, values, flags, shift = search[3], search[4], search[5], search[6]
    best = frames[left, BEST]
    slot = slot_of(frames[left, KEY], shift)
    keys[slot] = frames[left, KEY]
    values[slot] = best
    search[11][slot] = frames[left, CHOICE]
    flags[slot] = UPPER if best <= frames[left, LOW] else (LOWER if best >= frames[left, BETA] else EXACT)


@numba.njit(cache=True, inline="always")
def bring_to_front(cards, positions, points, n, code):
    """Moves the move coded `code` (the best one found last time) to the front, keeping the rest in order."""
    index = 0
    while index < n and cards[index] * 64 + positions[index] + 1 != code:
        index += 1
    if index == n:
        return
    c, p, v = cards[index], positions[index], points[index]
    for j in range(index, 0, -1):
        cards[j], positions[j], points[j] = cards[j - 1], positions[j - 1], points[j - 1]
    cards[0], positions[0], points[0] = c, p, v


@numba.njit(cache=True, inline="always")
def expand(table, row, hands, mover, frames, left, search):
    """Lists the node's moves, best-looking first, and opens its frame."""
    greedy, cards, positions, points = search[2], search[7], search[8], search[9]
    n = generate_moves(table, row, hands[mover], cards[left], positions[left], points[left])
    if greedy[mover]:
        n = keep_greedy(cards[left], positions[left], points[left], n)
    order_by_points(cards[left], positions[left], points[left], n)
    slot = slot_of(frames[left, KEY], search[6])
    if search[3][slot] == frames[left, KEY]:
        bring_to_front(cards[left], positions[left], points[left], n, search[11][slot])
    frames[left, LOW] = frames[left, ALPHA]
    frames[left, CHOICE] = 0
    frames[left, COUNT] = n
    frames[left, NEXT] = 0
    frames[left, BEST] = -INFINITY


@numba.njit(cache=True)
def negamax(table, row, hands, mover, left, alpha, beta, search):
    """The mover's exact margin if it lies inside (alpha, beta), else a bound on the right side.

    Iterative, with one frame per number of plies left, so the compiled code can be cached.
    """
    cards, positions, points, frames = search[7], search[8], search[9], search[10]
    top = left
    frames[left, ALPHA], frames[left, BETA] = alpha, beta
    while True:
        done, result = True, 0
        if left == 1:
            result = best_points(table, row, hands[mover])
        elif left > 1:
            done, result = probe(row, hands, frames, left, search)
            if not done:
                expand(table, row, hands, mover, frames, left, search)
        while True:
            if done:
                if left == top:
                    return result
                left, mover = left + 1, 1 - mover
                i = frames[left, NEXT]
                card, position = cards[left, i], positions[left, i]
                hands[mover, card] += 1
                if position >= 0:
                    row[position] = frames[left, OLD]
                value = points[left, i] - result
                if value > frames[left, BEST]:
                    frames[left, BEST], frames[left, CHOICE] = value, card * 64 + position + 1
                frames[left, ALPHA] = max(frames[left, ALPHA], value)
                frames[left, NEXT] = i + 1
            i = frames[left, NEXT]
            if i < frames[left, COUNT] and frames[left, ALPHA] < frames[left, BETA]:
                card, position, gained = cards[left, i], positions[left, i], points[left, i]
                frames[left, OLD] = row[position] if position >= 0 else -1
                if position >= 0:
                    row[position] = card
                hands[mover, card] -= 1
                frames[left - 1, ALPHA] = gained - frames[left, BETA]
                frames[left - 1, BETA] = gained - frames[left, ALPHA]
                left, mover = left - 1, 1 - mover
                break
            store(frames, left, search)
            done, result = True, frames[left, BEST]


@numba.njit(cache=True)
def exact_value(table, row, hands, mover, left, guess, search):
    """The exact margin by MTD(f): null-window searches that close in on the value from a guess."""
    lower, upper, value = -INFINITY, INFINITY, guess
    while lower < upper:
        beta = value + 1 if value == lower else value
        value = negamax(table, row, hands, mover, left, beta - 1, beta, search)
        if value < beta:
            upper = value
        else:
            lower = value
    return value


@numba.njit(cache=True)
def play_and_search(table, row, hands, mover, left, card, position, guess, search):
    """Makes the move, searches the position after it for the other player, and takes it back."""
    old = row[position] if position >= 0 else -1
    if position >= 0:
        row[position] = card
    hands[mover, card] -= 1
    value = exact_value(table, row, hands, 1 - mover, left - 1, guess, search)
    hands[mover, card] += 1
    if position >= 0:
        row[position] = old
    return value


@numba.njit(cache=True)
def move_values(table, row, hands, mover, left, search, cards, positions, points, values):
    """Every legal move of the mover (only the greediest for a greedy seat) with its exact value."""
    n = generate_moves(table, row, hands[mover], cards, positions, points)
    if search[2][mover]:
        n = keep_greedy(cards, positions, points, n)
    for i in range(n):
        guess = points[i] - values[i - 1] if i else 0
        values[i] = points[i] - play_and_search(table, row, hands, mover, left, cards[i], positions[i], guess, search)
    return n
