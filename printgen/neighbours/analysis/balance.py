"""One analysis of a setup: a simulation between bots, optionally the exact solution, and advice."""

from __future__ import annotations

from typing import Callable

from printgen.neighbours.analysis import advice as advise
from printgen.neighbours.analysis.advice import Advice
from printgen.neighbours.analysis.compiled import CompiledGame, compile_game
from printgen.neighbours.analysis.solver import ExactResult, TooLargeToSolve, solve
from printgen.neighbours.analysis.stats import Summary, tally_games
from printgen.neighbours.model import Setup
from printgen.record import record

DEEP_GAMES = 20_000
DEEP_SEED = 1


@record
class Analysis:
    setup_id: str
    setup_name: str
    summary: Summary
    exact: ExactResult | None
    advice: tuple[Advice, ...]


def exact_advice(game: CompiledGame, exact: ExactResult, random_play: Summary | None) -> list[Advice]:
    """Advice that needs the exact solution: greedy punished, a forced opening, random misleading."""
    found = advise.greedy_punished(exact, solve(game, (True, False)), solve(game, (False, True)))
    found += advise.forced_opening(exact)
    if random_play is not None:
        found += advise.random_misleads(random_play, exact)
    return found


def analyze(setup: Setup, bots: tuple[str, ...], games: int, seed: int, exact: bool = False, progress: Callable[[int], None] | None = None) -> Analysis:
    """Plays `games` games between `bots` (one per seat) and, with `exact`, solves the two-player game."""
    game = compile_game(setup)
    summary = tally_games(game, bots, games, seed, progress)
    found = advise.seat_unfair(summary) + advise.mostly_scoreless(summary)
    solution = solve(game) if exact else None
    if solution is not None:
        found += exact_advice(game, solution, summary)
    return Analysis(setup.id, setup.name, summary, solution, tuple(found))


def deep_advice(setup: Setup) -> list[Advice]:
    """Every kind of advice, from fixed runs: greedy tables of 2 and 4, random pairs, the exact solution."""
    game = compile_game(setup)
    run = lambda bots: tally_games(game, bots, DEEP_GAMES, DEEP_SEED)  # noqa: E731
    greedy_two, greedy_four, random_two = run(("greedy",) * 2), run(("greedy",) * 4), run(("random",) * 2)
    found = advise.seat_unfair(greedy_two) + advise.seat_unfair(greedy_four) + advise.mostly_scoreless(greedy_two)
    try:
        found += exact_advice(game, solve(game), random_two)
    except TooLargeToSolve:
        pass
    return found
