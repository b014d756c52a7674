"""Compiled move generation, in the reference engine's order: cards ascending, then positions.

The loops spell out a placement's points rather than call a helper: a call per move
costs more than the move's two table look-ups, and these loops are the simulator's and the
solver's hot path.
"""

from __future__ import annotations

import numba


@numba.njit(cache=True, inline="always")
def generate_moves(table, row, hand, cards, positions, points):
    """Fills the legal moves for a hand of counts; returns how many.

    A forced discard (no card can replace a different value) has position -1 and scores 0.
    """
    n, last = 0, row.shape[0] - 1
    for card in range(hand.shape[0]):
        if hand[card] == 0:
            continue
        for position in range(last + 1):
            if row[position] != card:
                value = 0
                if position > 0:
                    value += table[row[position - 1], card]
                if position < last:
                    value += table[card, row[position + 1]]
                cards[n], positions[n], points[n] = card, position, value
                n += 1
    if n == 0:
        for card in range(hand.shape[0]):
            if hand[card] > 0:
                cards[n] = card
                positions[n] = -1
                points[n] = 0
                n += 1
    return n


@numba.njit(cache=True, inline="always")
def best_points(table, row, hand):
    """The most points any legal move of this hand scores (0 for a forced discard)."""
    best, last = -(1 << 62), row.shape[0] - 1
    for card in range(hand.shape[0]):
        if hand[card] == 0:
            continue
        for position in range(last + 1):
            if row[position] != card:
                value = 0
                if position > 0:
                    value += table[row[position - 1], card]
                if position < last:
                    value += table[card, row[position + 1]]
                if value > best:
                    best = value
    return 0 if best == -(1 << 62) else best
