"""Colour Catch (2 to 6 players), random bots, as pinned in the seed games' play page.

A card is an int `colour * 10 + number` (colours in the file's order: red, yellow, green, blue,
violet; numbers 0..9). The middle is kept as ten lists, one per number, of the colours lying there,
so the three cases of a turn are found without a scan.

Readings of the page this engine makes (the interpreter must make the same ones):
- The round and its figures (seat scores and their sd, turns, case shares, middle size at the
  end) are of the first round of each game, which seat 0 leads; win shares and the game length
  are of the whole game. Every round led by seat 0 plays the same way, since a random bot does not
  look at the totals.
- `seat_score_mean` / `seat_score_sd` are of that single round's score (not the game's total):
  the page names only win shares and game lengths as whole-game figures.
- `case_share` is a list of three shares in the page's order: same number, neighbours, nothing;
  pooled over the turns of the first rounds (every round has the same number of turns, so it
  equals the mean of each round's shares).
- "Reaches the target" is a total of at least the target (30).
- The stack's top card is the last of the shuffled list (a shuffle is uniform either way).
"""

from __future__ import annotations

import random as random_module

from .figures_math import SeatTally, rounded, shared_win, shuffle

COLOURS = ("red", "yellow", "green", "blue", "violet")
PLAYERS = range(2, 7)
TARGET = 30
MIDDLE = 4


def colours_kept(players: int) -> int:
    """2 players take out 2 whole colours, 3 players 1: the last ones in the file's order."""
    return {2: 3, 3: 4}.get(players, 5)


def hand_size(players: int) -> int:
    return 6 if players <= 4 else 5


def round_score(counts: list[int]) -> int:
    """hi x (colours with count hi) - lo x (colours with count lo) when lo < hi, over the colours
    held at least once; 0 for an empty collection."""
    held = [c for c in counts if c]
    if not held:
        return 0
    hi, lo = max(held), min(held)
    score = hi * held.count(hi)
    if lo < hi:
        score -= lo * held.count(lo)
    return score


def play_round(players: int, leader: int, random) -> tuple[list[int], list[int], int]:
    """One round: each seat's score, the turns of each case [same, neighbours, nothing] and the
    middle's size at the end."""
    cards = [c * 10 + n for c in range(colours_kept(players)) for n in range(10)]
    shuffle(cards, random)
    size = hand_size(players)
    hands = [cards[seat * size : (seat + 1) * size] for seat in range(players)]
    stack = cards[players * size + MIDDLE :]
    middle = [[] for _ in range(10)]  # middle[number]: the colours lying there
    for card in cards[players * size : players * size + MIDDLE]:
        middle[card % 10].append(card // 10)
    in_middle = MIDDLE
    counts = [[0] * 5 for _ in range(players)]
    same = neighbours = nothing = 0
    order = [(leader + k) % players for k in range(players)]
    for _ in range(size):
        for seat in order:
            hand = hands[seat]
            i = int(random() * len(hand))
            card = hand[i]
            hand[i] = hand[-1]
            hand.pop()
            number = card % 10
            held = counts[seat]
            here = middle[number]
            if here:
                for colour in here:
                    held[colour] += 1
                in_middle -= len(here)
                middle[number] = []
                held[card // 10] += 1
                same += 1
            else:
                lower = middle[number - 1] if number >= 1 else None
                higher = middle[number + 1] if number <= 8 else None
                if lower or higher:
                    for pile in (lower, higher):
                        if pile:
                            j = int(random() * len(pile))
                            held[pile[j]] += 1
                            pile[j] = pile[-1]
                            pile.pop()
                            in_middle -= 1
                    held[card // 10] += 1
                    neighbours += 1
                else:
                    middle[number].append(card // 10)
                    in_middle += 1
                    nothing += 1
            while in_middle < MIDDLE and stack:
                card = stack.pop()
                middle[card % 10].append(card // 10)
                in_middle += 1
    return [round_score(held) for held in counts], [same, neighbours, nothing], in_middle


def play_one(players: int, rng: random_module.Random) -> tuple:
    """One game to the target: the first round's scores, cases and middle size, each seat's
    share of the win, and the rounds played."""
    random = rng.random
    totals = [0] * players
    best = [None] * players
    rounds = 0
    first = None
    while True:
        scores, cases, middle_end = play_round(players, rounds % players, random)
        if first is None:
            first = (scores, cases, middle_end)
        rounds += 1
        for seat, score in enumerate(scores):
            totals[seat] += score
            if best[seat] is None or score > best[seat]:
                best[seat] = score
        if max(totals) >= TARGET:
            break
    return first, game_win(totals, best), rounds


def game_win(totals: list[int], best: list[int]) -> list[float]:
    """Highest total wins; a tie goes to the tied player with the best single round; still tied:
    shared."""
    top = max(totals)
    tied_best = max(b for t, b in zip(totals, best) if t == top)
    return shared_win([t == top and b == tied_best for t, b in zip(totals, best)], max)


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"Colour Catch takes 2 to 6 players, not {players}")
    rng = random_module.Random(seed)
    tally = SeatTally(players)
    cases = [0, 0, 0]
    middle_sum = rounds_sum = 0
    for _ in range(games):
        (scores, game_cases, middle_end), wins, rounds = play_one(players, rng)
        tally.add(scores, wins)
        for k in range(3):
            cases[k] += game_cases[k]
        middle_sum += middle_end
        rounds_sum += rounds
    turns = sum(cases)
    return {
        **tally.figures(),
        "turns_mean": rounded(turns / games),
        "game_length_mean": rounded(rounds_sum / games),
        "case_share": [rounded(c / turns) for c in cases],
        "middle_size_end_mean": rounded(middle_sum / games),
    }
