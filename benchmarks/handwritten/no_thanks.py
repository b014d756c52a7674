"""No Thanks! (3 to 7 players), random bots, as pinned in the docs example games' play page.

Readings of the page this engine makes (the interpreter must make the same ones):
- A game is one round: every figure is of whole games.
- `turns_mean` counts every decision, a forced take (no chips left, so take is the only legal
  action) included: every turn is one decision.
- The stack's top card is the last of the shuffled list (a shuffle is uniform either way).
"""

from __future__ import annotations

import random as random_module

from .figures_math import SeatTally, means, rounded, shared_win, shuffle

PLAYERS = range(3, 8)
CARDS = range(3, 36)
ASIDE = 9


def chips_at_start(players: int) -> int:
    return {6: 9, 7: 7}.get(players, 11)


def score(cards: list[int], chips: int) -> int:
    """The sum of the cards, where a run of consecutive numbers counts only its lowest, minus the
    chips."""
    held = set(cards)
    return sum(c for c in held if c - 1 not in held) - chips


def play_one(players: int, rng: random_module.Random) -> tuple[list[list[int]], list[int], int]:
    """One game: each seat's cards and chips at the end, and the turns played."""
    random = rng.random
    stack = list(CARDS)
    shuffle(stack, random)
    del stack[:ASIDE]  # set aside unseen
    taken = [[] for _ in range(players)]
    chips = [chips_at_start(players)] * players
    offer = stack.pop()
    pot = turns = seat = 0
    while True:
        turns += 1
        if chips[seat] and random() < 0.5:  # pay: one chip onto the offer, the next seat's turn
            chips[seat] -= 1
            pot += 1
            seat = (seat + 1) % players
        else:  # take: the offer and its chips; the same seat turns up the next card
            taken[seat].append(offer)
            chips[seat] += pot
            pot = 0
            if not stack:
                return taken, chips, turns
            offer = stack.pop()


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"No Thanks! takes 3 to 7 players, not {players}")
    rng = random_module.Random(seed)
    tally = SeatTally(players)
    turns = 0
    cards_taken = [0] * players
    chips_end = [0] * players
    for _ in range(games):
        taken, chips, game_turns = play_one(players, rng)
        scores = [score(cards, left) for cards, left in zip(taken, chips)]
        tally.add(scores, shared_win(scores, min))
        turns += game_turns
        for seat in range(players):
            cards_taken[seat] += len(taken[seat])
            chips_end[seat] += chips[seat]
    return {
        **tally.figures(),
        "turns_mean": rounded(turns / games),
        "cards_taken_mean": means(cards_taken, games),
        "chips_end_mean": means(chips_end, games),
    }
