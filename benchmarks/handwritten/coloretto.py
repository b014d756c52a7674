"""Coloretto (3 to 5 players), random bots, as pinned in the docs example games' play page.

A card is an int: 0..6 a colour (in the file's order; at 3 players colour 6 is taken out), JOKER
or PLUS_TWO. A collection is a list of counts indexed by card.

Readings of the page this engine makes (the interpreter must make the same ones):
- A game is one whole game: every figure is of whole games.
- The actions are listed per row ("place into row r", "take row r"); two rows alike (both empty,
  or holding the same cards) still give two actions: a row is a place, not a card, so the page's
  "identical cards count once" does not merge them.
- A taken row is empty and stays in play: while the round lasts, the players still in may place
  cards into it again, as into any row with fewer than 3 cards (the page lists "each row r with
  fewer than 3 cards" and never takes a row out). Cards left in rows when the round ends (every
  player has taken a row) leave the game: "the rows are empty again".
- The game ends after the round at whose end the stack holds 15 cards or fewer.
- A joker joins the colour (of those in play) that gives its owner the highest total once it has
  joined; jokers are placed one after another, each given the colours' counts with the earlier
  ones; on a tie, the first such colour in the file's order.
- `turns_mean` counts every place and take of a game, all players'; `rounds_mean` the rounds of a
  game; `row_taken_size_mean` the cards of a taken row, over every take of every game (the total
  cards taken over the total takes).
- The stack's top card is the last of the shuffled list (a shuffle is uniform either way).
"""

from __future__ import annotations

import random as random_module

from .figures_math import SeatTally, rounded, shared_win, shuffle

COLOURS = 7
JOKER, PLUS_TWO = 7, 8
PER_COLOUR, JOKERS, PLUS_TWOS = 9, 3, 10
ROW = 3
LAST_ROUND = 15
POINTS = (0, 1, 3, 6, 10, 15, 21)  # by count, 6 or more score 21
POSITIVE = 3
PLAYERS = range(3, 6)


def colours_in_play(players: int) -> int:
    return COLOURS - 1 if players == 3 else COLOURS


def colour_points(counts: list[int]) -> int:
    """The three colours held most score positively, the others negatively."""
    ordered = sorted(counts, reverse=True)
    return sum(POINTS[min(c, 6)] for c in ordered[:POSITIVE]) - sum(
        POINTS[min(c, 6)] for c in ordered[POSITIVE:]
    )


def score(collection: list[int], colours: int) -> int:
    """A collection's points: each joker joins, greedily, the colour that then scores most."""
    counts = collection[:colours]
    for _ in range(collection[JOKER]):
        best, best_points = 0, None
        for colour in range(colours):
            counts[colour] += 1
            points = colour_points(counts)
            counts[colour] -= 1
            if best_points is None or points > best_points:
                best, best_points = colour, points
        counts[best] += 1
    return colour_points(counts) + 2 * collection[PLUS_TWO]


def play_one(players: int, rng: random_module.Random) -> tuple[list[list[int]], int, int, list]:
    """One game: each seat's collection, the turns and rounds played, and [cards, takes] of the
    rows taken."""
    random = rng.random
    colours = colours_in_play(players)
    collections = [[0] * 9 for _ in range(players)]
    stack = [JOKER] * JOKERS + [PLUS_TWO] * PLUS_TWOS
    for colour in range(colours):
        # seat `colour` starts with one card of it, face up
        kept = PER_COLOUR - 1 if colour < players else PER_COLOUR
        stack += [colour] * kept
        if colour < players:
            collections[colour][colour] = 1
    shuffle(stack, random)
    turns = rounds = cards_taken = takes = 0
    starter = 0
    while True:
        rows = [[] for _ in range(players)]
        out = [False] * players
        waiting = players
        seat = starter
        while waiting:
            open_rows = [r for r in range(players) if len(rows[r]) < ROW] if stack else []
            full_rows = [r for r in range(players) if rows[r]]
            actions = len(open_rows) + len(full_rows)
            if not actions:
                break  # no legal action: the round ends
            choice = int(random() * actions)
            turns += 1
            if choice < len(open_rows):
                rows[open_rows[choice]].append(stack.pop())
            else:
                row = rows[full_rows[choice - len(open_rows)]]
                collection = collections[seat]
                for card in row:
                    collection[card] += 1
                cards_taken += len(row)
                takes += 1
                row.clear()
                out[seat] = True
                waiting -= 1
                starter = seat
                if not waiting:
                    break
            seat = (seat + 1) % players
            while out[seat]:
                seat = (seat + 1) % players
        rounds += 1
        if len(stack) <= LAST_ROUND:
            return collections, turns, rounds, [cards_taken, takes]


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"Coloretto takes 3 to 5 players, not {players}")
    rng = random_module.Random(seed)
    colours = colours_in_play(players)
    tally = SeatTally(players)
    turns = rounds = cards_taken = takes = 0
    for _ in range(games):
        collections, game_turns, game_rounds, (cards, game_takes) = play_one(players, rng)
        scores = [score(collection, colours) for collection in collections]
        tally.add(scores, shared_win(scores, max))
        turns += game_turns
        rounds += game_rounds
        cards_taken += cards
        takes += game_takes
    return {
        **tally.figures(),
        "turns_mean": rounded(turns / games),
        "rounds_mean": rounded(rounds / games),
        "row_taken_size_mean": rounded(cards_taken / takes),
    }
