"""Lost Cities (2 players), random bots, as pinned in the docs example games' play page.

A card is an int `colour * 11 + number`: colours in the page's order (yellow, blue, white, green,
red), numbers 2..10, and 0 for the three wagers of a colour (alike, so one card value thrice).

Readings of the page this engine makes (the interpreter must make the same ones):
- A game is one round: every figure is of whole games.
- The first decision's actions are the distinct hand cards (the wagers of one colour once) each
  with "discard", and with "play" when it may be played; they are all listed together and one is
  chosen uniformly (not a card first, then what to do with it).
- "At least the number of that expedition's last card": a wager (0) may go only on an empty
  expedition or on wagers; a number card on anything lower or equal (numbers are unique, so
  equal happens only between wagers).
- After a play every non-empty discard pile may be drawn from; after a discard, every other one.
- `turns_mean` counts turns (one play-or-discard and one draw each), both players'.
- An expedition's score is (sum - 20) x (1 + wagers), then + 20 when it holds 8 cards or more
  (the bonus is not multiplied).
- The stack's top card is the last of the shuffled list (a shuffle is uniform either way).
"""

from __future__ import annotations

import random as random_module

from .figures_math import SeatTally, means, rounded, shared_win, shuffle

COLOURS = ("yellow", "blue", "white", "green", "red")
NUMBERS = (0, 0, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10)
DECK = [colour * 11 + number for colour in range(5) for number in NUMBERS]
COLOUR = [card // 11 for card in range(55)]
NUMBER = [card % 11 for card in range(55)]
HAND = 8
COST = 20
BONUS, BONUS_CARDS = 20, 8
PLAYERS = (2,)


def expedition_score(numbers: list[int]) -> int:
    """One expedition's points: 0 when empty."""
    if not numbers:
        return 0
    wagers = numbers.count(0)
    points = (sum(numbers) - COST) * (1 + wagers)
    return points + BONUS if len(numbers) >= BONUS_CARDS else points


def play_one(players: int, rng: random_module.Random) -> tuple[list[list[list[int]]], int]:
    """One game: each seat's expeditions (the numbers of each colour, in the order played) and the
    turns played."""
    random = rng.random
    stack = DECK[:]
    shuffle(stack, random)
    hands = [stack[:HAND], stack[HAND : 2 * HAND]]
    del stack[: 2 * HAND]
    expeditions = [[[] for _ in range(5)] for _ in range(players)]
    last = [[-1] * 5 for _ in range(players)]  # the last number played per colour; -1: empty
    discards = [[] for _ in range(5)]
    turns = seat = 0
    while True:
        turns += 1
        hand, ended = hands[seat], last[seat]
        distinct = list(dict.fromkeys(hand))
        playable = [c for c in distinct if NUMBER[c] >= ended[COLOUR[c]]]
        # the actions: play each playable card, discard each distinct card
        choice = int(random() * (len(playable) + len(distinct)))
        if choice < len(playable):
            card = playable[choice]
            colour, number = COLOUR[card], NUMBER[card]
            expeditions[seat][colour].append(number)
            ended[colour] = number
            skip = -1
        else:
            card = distinct[choice - len(playable)]
            colour = COLOUR[card]
            discards[colour].append(card)
            skip = colour
        hand.remove(card)
        piles = [p for p in range(5) if p != skip and discards[p]]
        choice = int(random() * (len(piles) + 1))
        if choice == len(piles):
            hand.append(stack.pop())
            if not stack:
                return expeditions, turns
        else:
            hand.append(discards[piles[choice]].pop())
        seat = 1 - seat


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"Lost Cities takes 2 players, not {players}")
    rng = random_module.Random(seed)
    tally = SeatTally(players)
    turns = 0
    started = [0] * players
    for _ in range(games):
        expeditions, game_turns = play_one(players, rng)
        scores = [sum(expedition_score(e) for e in seat) for seat in expeditions]
        tally.add(scores, shared_win(scores, max))
        turns += game_turns
        for seat in range(players):
            started[seat] += sum(1 for e in expeditions[seat] if e)
    return {
        **tally.figures(),
        "turns_mean": rounded(turns / games),
        "expeditions_mean": means(started, games),
    }
