"""Playing a game out through the Game/State protocol (printgen.engines.api.GameState), for any
engine: the lab's bots and its generic simulation are written against it."""

from __future__ import annotations

import random

MAX_DECISIONS = 1_000_000  # a game that asks more is not a game that ends


def random_action(state, rng: random.Random):
    """The random bot: each legal action as likely."""
    actions = state.legal_actions()
    return actions[int(rng.random() * len(actions))]


def play_out(state, rng: random.Random, bots=None) -> list[float]:
    """Plays the state to its end, each decision by the bot of the player on turn (`bots[seat]`, a
    function of (state, rng) giving an action; the random bot where none is given); the returns."""
    for _ in range(MAX_DECISIONS):
        if state.is_terminal():
            return state.returns()
        bot = bots[state.current_player()] if bots else random_action
        state.apply_action(bot(state, rng))
    raise RuntimeError("the game did not end within MAX_DECISIONS decisions")
