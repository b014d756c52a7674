"""Neos (2 to 4 players), random bots, as pinned in the seed games' play page.

A card is an int 0..89: `pair * 6 + colour`, where pair indexes the 15 pairs of two different
letters A..F (in the order AB, AC, ..., EF) and colour one of 6 colours. Its letters are kept as a
bit mask (A = 1, B = 2, ... F = 32), so "carries L1 or L2" is one `&`.

Readings of the page this engine makes (the interpreter must make the same ones):
- A game is one round of 12 calls: seat scores, win shares and every figure are of whole games.
- `row_length_mean`, `colour_groups_mean` and `line_groups_mean` are single numbers (the page
  marks only the seat scores as lists by seat): the mean per row, i.e. per player and game.
- A hand card carrying both lead letters still gives one "left" and one "right" action.
- The piles' top card is the last of the shuffled list (a shuffle is uniform either way).
"""

from __future__ import annotations

import random as random_module
from itertools import combinations

from .figures_math import SeatTally, rounded, shared_win, shuffle

LETTERS = "ABCDEF"
PAIRS = tuple(combinations(range(6), 2))  # 15 pairs of letter indexes
COLOURS = 6
CARDS = len(PAIRS) * COLOURS  # 90
MASK = [(1 << PAIRS[c // COLOURS][0]) | (1 << PAIRS[c // COLOURS][1]) for c in range(CARDS)]
COLOUR = [c % COLOURS for c in range(CARDS)]
LINE_POINTS = (3, 4, 4, 6, 6, 7)  # A..F
COLOUR_POINTS = 5
GROUP = 3  # a group is a maximal run of at least 3 cards
HAND = 6
CALLS = 12
PLAYERS = range(2, 5)


def card(colour: int, letters: str) -> int:
    """The card of a colour (0..5) with two letters, as `card(0, "AB")`."""
    pair = tuple(sorted(LETTERS.index(letter) for letter in letters))
    return PAIRS.index(pair) * COLOURS + colour


def runs(marks: list[bool]) -> int:
    """How many maximal runs of at least GROUP marked places the list holds."""
    found = length = 0
    for marked in marks:
        if marked:
            length += 1
            if length == GROUP:
                found += 1
        else:
            length = 0
    return found


def score_row(row: list[int]) -> tuple[int, int, int]:
    """A row's points, its colour groups and its line groups (all letters)."""
    colour_groups = 0
    length = 0
    previous = -1
    for c in row:
        colour = COLOUR[c]
        length = length + 1 if colour == previous else 1
        previous = colour
        if length == GROUP:
            colour_groups += 1
    points = COLOUR_POINTS * colour_groups
    line_groups = 0
    masks = [MASK[c] for c in row]
    for letter in range(6):
        bit = 1 << letter
        found = runs([m & bit for m in masks])
        line_groups += found
        points += LINE_POINTS[letter] * found
    return points, colour_groups, line_groups


def play_one(players: int, rng: random_module.Random) -> list[list[int]]:
    """One game: each seat's row, left to right."""
    random = rng.random
    cards = list(range(CARDS))
    shuffle(cards, random)
    hands = [cards[seat * HAND : (seat + 1) * HAND] for seat in range(players)]
    dealt = players * HAND
    lead = cards[dealt : dealt + CALLS]
    draw = cards[dealt + CALLS :]
    rows = [[] for _ in range(players)]
    for _ in range(CALLS):
        called = MASK[lead.pop()]
        for seat in range(players):
            hand, row = hands[seat], rows[seat]
            fitting = [i for i, c in enumerate(hand) if MASK[c] & called]
            sides = 2 if row else 1
            placings = len(fitting) * sides
            choice = int(random() * (placings + len(hand)))
            if choice < placings:
                i = fitting[choice // sides]
                placed = hand[i]
                if choice % sides:
                    row.insert(0, placed)  # the left end
                else:
                    row.append(placed)  # the right end, or the first card
            else:
                i = choice - placings  # discarded: out of the game
            hand[i] = hand[-1]
            hand.pop()
        for seat in range(players):
            hands[seat].append(draw.pop())
    return rows


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"Neos takes 2 to 4 players, not {players}")
    rng = random_module.Random(seed)
    tally = SeatTally(players)
    length = colour_groups = line_groups = 0
    for _ in range(games):
        rows = play_one(players, rng)
        scores = []
        for row in rows:
            points, colours, lines = score_row(row)
            scores.append(points)
            length += len(row)
            colour_groups += colours
            line_groups += lines
        tally.add(scores, shared_win(scores, max))
    per_row = games * players
    return {
        **tally.figures(),
        "turns_mean": float(CALLS),
        "game_length_mean": float(CALLS),
        "row_length_mean": rounded(length / per_row),
        "colour_groups_mean": rounded(colour_groups / per_row),
        "line_groups_mean": rounded(line_groups / per_row),
    }
