"""Animal Ladder (2 to 6 players), base game, random bots, as pinned in the seed games' play page.

Hands and the played pile are counts by number (index 1..5), since cards of one number are alike;
the stack is a shuffled list whose top card is its last.

Readings of the page this engine makes (the interpreter must make the same ones):
- The match figures (seat scores and their sd, turns, dealer's win, ended by drop-outs, pickups,
  stalled) are of the first match of each game, which seat 0 deals; win shares and the game
  length (always n matches) are of the whole game.
- `seat_score_mean` / `seat_score_sd` are of that single match's score (5 for its winner, minus
  the hand for the others), not the game's total: the page names only win shares and game
  lengths as whole-game figures.
- A stalled match scores nothing for anyone, including a player who dropped out earlier in it
  (their minus is taken back): "nobody scores in it". It counts in every share's denominator and
  as a match of the game; the dealer does not win it.
- A match is stalled when 10,000 turns (the dealer's lead counted) have been played and it has
  not ended; its turns count as 10,000.
- `pickups_mean` is the pickups (passes taking the played pile) of the whole match, every player's.
- After a pickup the pile is empty and R stays 1 until a 1 is played; a pass then draws (or drops
  the player out), as any other pass.
"""

from __future__ import annotations

import random as random_module

from .figures_math import SeatTally, rounded, shared_win, shuffle

PLAYERS = range(2, 7)
HAND = 5
WIN_POINTS = 5
TURN_LIMIT = 10_000
DECK = [number for number in range(1, 6) for _ in range(10)]
# how a match ended
EMPTIED, OUT, STALLED = 0, 1, 2


def turn_actions(hand: list[int], required: int) -> tuple[int, int]:
    """A turn's distinct actions but the pass: how many runs R..R+k-1 of held cards (k >= 1) and
    how many sets of 2 or more R's (a run of one and a set of one are one action)."""
    run = 0
    while required + run <= 5 and hand[required + run]:
        run += 1
    return run, hand[required] - 1 if hand[required] > 1 else 0


def play_match(players: int, dealer: int, random) -> tuple[list[int], int, int, int, int]:
    """One match: each seat's score, its winner (None when stalled), how it ended, its turns and
    its pickups."""
    stack = DECK[:]
    shuffle(stack, random)
    hands = []
    sizes = [HAND] * players
    for _ in range(players):
        hand = [0] * 6
        for _ in range(HAND):
            hand[stack.pop()] += 1
        hands.append(hand)
    scores = [0] * players
    still_in = [True] * players
    left = players
    pile = [0] * 6
    # the dealer draws and leads one card of a number chosen uniformly among those held
    hand = hands[dealer]
    hand[stack.pop()] += 1
    held = [number for number in range(1, 6) if hand[number]]
    top = held[int(random() * len(held))]
    hand[top] -= 1
    pile[top] += 1
    pile_size = 1  # and the dealer holds HAND cards again
    required = top % 5 + 1
    turns, pickups = 1, 0
    seat = dealer
    while True:
        seat = (seat + 1) % players
        while not still_in[seat]:
            seat = (seat + 1) % players
        hand = hands[seat]
        run, sets = turn_actions(hand, required)
        choice = int(random() * (run + sets + 1))
        turns += 1
        if choice < run + sets:
            if choice < run:  # the run R .. R+choice
                for number in range(required, required + choice + 1):
                    hand[number] -= 1
                    pile[number] += 1
                played = choice + 1
                top = required + choice
            else:  # a set of choice - run + 2 cards numbered R
                played = choice - run + 2
                hand[required] -= played
                pile[required] += played
                top = required
            pile_size += played
            sizes[seat] -= played
            required = top % 5 + 1
            if sizes[seat] == 0:
                for other in range(players):
                    if still_in[other]:
                        scores[other] = -sizes[other]
                scores[seat] = WIN_POINTS
                return scores, seat, EMPTIED, turns, pickups
        elif required == 1 and pile_size:  # a pickup: the whole pile into the hand
            for number in range(1, 6):
                hand[number] += pile[number]
                pile[number] = 0
            sizes[seat] += pile_size
            pile_size = 0
            pickups += 1
        elif stack:
            hand[stack.pop()] += 1
            sizes[seat] += 1
        else:  # out of the match
            scores[seat] = -sizes[seat]
            still_in[seat] = False
            left -= 1
            if left == 1:
                winner = still_in.index(True)
                scores[winner] = WIN_POINTS
                return scores, winner, OUT, turns, pickups
        if turns >= TURN_LIMIT:
            return [0] * players, None, STALLED, turns, pickups


def play_one(players: int, rng: random_module.Random) -> tuple:
    """One game of n matches dealt by seats 0..n-1: the first match's record and each seat's share
    of the game's win."""
    random = rng.random
    totals = [0] * players
    first = None
    for dealer in range(players):
        match = play_match(players, dealer, random)
        if first is None:
            first = match
        for seat, score in enumerate(match[0]):
            totals[seat] += score
    return first, shared_win(totals, max)


def simulate(players: int, games: int, seed: int) -> dict:
    if players not in PLAYERS:
        raise ValueError(f"Animal Ladder takes 2 to 6 players, not {players}")
    rng = random_module.Random(seed)
    tally = SeatTally(players)
    turns = pickups = dealer_wins = 0
    endings = [0, 0, 0]
    for _ in range(games):
        (scores, winner, ending, match_turns, match_pickups), wins = play_one(players, rng)
        tally.add(scores, wins)
        turns += match_turns
        pickups += match_pickups
        dealer_wins += winner == 0
        endings[ending] += 1
    return {
        **tally.figures(),
        "turns_mean": rounded(turns / games),
        "game_length_mean": float(players),
        "dealer_match_win_share": rounded(dealer_wins / games),
        "match_ends_out_share": rounded(endings[OUT] / games),
        "pickups_mean": rounded(pickups / games),
        "stalled_share": rounded(endings[STALLED] / games),
    }
