"""Every engine offers its games through the lab's Game/State protocol, and the lab's generic
playout, written against it, plays them: Number Neighbours' engine and the interpreter of games
declared in their file."""

from __future__ import annotations

import random
import statistics

from printgen.engines.api import GameState
from printgen.kinds.lookup import resolve
from printgen.lab.playout import play_out
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.state import NeighboursState
from printgen.play.run import make_runner, play_games
from printgen.play.state import PlayState


def _game(game_id: str):
    target = resolve(game_id)
    return target.kind.module().load(target)


def test_both_engines_satisfy_the_protocol():
    assert isinstance(NeighboursState(load_setup("standard"), 2), GameState)
    assert isinstance(PlayState(make_runner(_game("neos"), 2), seed=1), GameState)


def test_a_number_neighbours_game_plays_out_to_its_end_through_the_protocol():
    setup = load_setup("standard")
    state = NeighboursState(setup, 3)
    assert state.current_player() == 0 and not state.is_terminal()
    returns = play_out(state, random.Random(4))
    assert state.is_terminal() and state.current_player() == -1
    assert abs(sum(returns) - 1) < 1e-9
    assert len(state.state.order) == 3 * len(setup.hand)  # every seat played its whole hand


def test_a_declared_game_asks_each_decision_and_plays_as_its_own_loop_does():
    runner = make_runner(_game("colour-catch"), 3)
    state = PlayState(runner, seed=7)
    assert state.current_player() == 0  # seat 1 leads the first round
    assert state.legal_actions() == list(range(6))  # a card of the six in hand
    state.apply_action(2)
    assert state.current_player() in (0, 1)  # seat 2, or seat 1 choosing which neighbour to take
    returns = play_out(state, random.Random(1))
    assert state.is_terminal() and abs(sum(returns) - 1) < 1e-9
    # the protocol's random playouts and the interpreter's own loop play the same game
    rng = random.Random(3)
    through_protocol = []
    for seed in range(40):
        state = PlayState(make_runner(_game("neos"), 2), seed=seed)
        play_out(state, rng)
        through_protocol.append(state.record.rounds[0].laps)
    assert set(through_protocol) == {12}
    own = [
        r.rounds[0].laps for r in play_games(make_runner(_game("neos"), 2), ("random",) * 2, 40, 1)
    ]
    assert set(own) == {12}


def test_random_playouts_through_the_protocol_agree_with_the_interpreters_own_loop():
    """The mean first-round score of Colour Catch at 2 players, 150 games each way: within
    sampling error of each other (a round's score has a spread of about 2.5)."""
    game = _game("colour-catch")
    rng = random.Random(5)
    protocol = []
    for seed in range(150):
        state = PlayState(make_runner(game, 2), seed=1000 + seed)
        play_out(state, rng)
        protocol.append(state.record.rounds[0].scores[0])
    own = [r.rounds[0].scores[0] for r in play_games(make_runner(game, 2), ("random",) * 2, 150, 9)]
    spread = statistics.pstdev(protocol + own)
    assert abs(statistics.mean(protocol) - statistics.mean(own)) < 4 * spread * (2 / 150) ** 0.5


def test_a_choice_out_of_range_is_refused():
    state = PlayState(make_runner(_game("animal-ladder"), 2), seed=2)
    try:
        state.apply_action(len(state.legal_actions()))
    except ValueError as problem:
        assert "no action" in str(problem)
    else:
        raise AssertionError("an action past the choices was taken")
