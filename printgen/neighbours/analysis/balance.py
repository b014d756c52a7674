"""One analysis of a setup: a simulation between bots, optionally the exact solution, and advice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from printgen.lab.stats import Estimate, wilson_interval
from printgen.neighbours.analysis import advice as advise
from printgen.neighbours.analysis.advice import Advice
from printgen.neighbours.analysis.compiled import CompiledGame, compile_game
from printgen.neighbours.analysis.solver import ExactResult, TooLargeToSolve, solve
from printgen.neighbours.analysis.stats import Summary, tally_games
from printgen.neighbours.model import Setup

DEEP_GAMES = 20_000
DEEP_SEED = 1
SKILL_GAMES = 2_000  # games per seat of each skill-gap table, by default
SKILL_BOTS = ("greedy", "lookahead")


@dataclass(frozen=True)
class SkillSeat:
    """A skilled bot in one seat against random bots in every other: its win share, 95% Wilson
    interval."""

    seat: int
    win_share: float
    low: float
    high: float


@dataclass(frozen=True)
class Skill:
    """The skill gap of one bot: its win share against random seats, seat by seat, and pooled over
    every seat as the gap over a fair share (with its 95% interval)."""

    bot: str
    games: int  # per seat
    seats: tuple[SkillSeat, ...]
    gap: Estimate


@dataclass(frozen=True)
class Analysis:
    setup_id: str
    setup_name: str
    summary: Summary
    exact: ExactResult | None
    advice: tuple[Advice, ...]
    skill: tuple[Skill, ...] = ()


def skill_tables(players: int, bot: str) -> list[tuple[str, ...]]:
    """One table per seat: `bot` in that seat, random bots in the others."""
    return [
        tuple(bot if seat == skilled else "random" for seat in range(players))
        for skilled in range(players)
    ]


def skill_gap(
    game: CompiledGame,
    players: int,
    games: int,
    seed: int,
    bots=SKILL_BOTS,
    progress: Callable[[int], None] | None = None,
) -> tuple[Skill, ...]:
    """How much a better bot wins against random play, in every seat (nothing for one player)."""
    if players < 2 or games < 1:
        return ()
    found = []
    for bot in bots:
        seats, won = [], 0.0
        for skilled, table in enumerate(skill_tables(players, bot)):
            seat = tally_games(game, table, games, seed, progress, course=False).seats[skilled]
            seats.append(SkillSeat(skilled + 1, seat.win_share, seat.win_low, seat.win_high))
            won += seat.win_share * games
        fair, share = 1 / players, won / (games * players)
        low, high = wilson_interval(won, games * players)
        found.append(
            Skill(bot, games, tuple(seats), Estimate(share - fair, low - fair, high - fair))
        )
    return tuple(found)


def exact_advice(
    game: CompiledGame, exact: ExactResult, random_play: Summary | None
) -> list[Advice]:
    """Advice that needs the exact solution: greedy punished, a forced opening, random
    misleading."""
    found = advise.greedy_punished(exact, solve(game, (True, False)), solve(game, (False, True)))
    found += advise.forced_opening(exact)
    if random_play is not None:
        found += advise.random_misleads(random_play, exact)
    return found


def analyze(
    setup: Setup,
    bots: tuple[str, ...],
    games: int,
    seed: int,
    exact: bool = False,
    progress: Callable[[int], None] | None = None,
    skill_games: int = SKILL_GAMES,
) -> Analysis:
    """Plays `games` games between `bots` (one per seat), `skill_games` per seat of each skill-gap
    table, and with `exact` solves the two-player game."""
    return analyze_game(
        compile_game(setup), setup.id, setup.name, bots, games, seed, exact, progress, skill_games
    )


def analyze_game(
    game: CompiledGame,
    setup_id: str,
    name: str,
    bots: tuple[str, ...],
    games: int,
    seed: int,
    exact: bool = False,
    progress: Callable[[int], None] | None = None,
    skill_games: int = SKILL_GAMES,
    solution: ExactResult | None = None,
) -> Analysis:
    """`analyze` on a compiled game; `solution`, when given, is its exact solution already known."""
    summary = tally_games(game, bots, games, seed, progress)
    skill = skill_gap(game, len(bots), skill_games, seed, progress=progress)
    found = (
        advise.seat_unfair(summary)
        + advise.mostly_scoreless(summary)
        + advise.course_advice(summary, skill)
    )
    if exact and solution is None:
        solution = solve(game)
    if solution is not None:
        found += exact_advice(game, solution, summary)
    return Analysis(setup_id, name, summary, solution, tuple(found), skill)


def skill_game_count(players: int, skill_games: int, bots=SKILL_BOTS) -> int:
    """Games the skill-gap tables play in all, for progress bars."""
    return skill_games * players * len(bots) if players > 1 else 0


def deep_advice(setup: Setup) -> list[Advice]:
    """Every kind of advice, from fixed runs: greedy tables of 2 and 4, random pairs, the exact
    solution."""
    game = compile_game(setup)

    def run(bots, course=False):
        return tally_games(game, bots, DEEP_GAMES, DEEP_SEED, course=course)

    greedy_two, greedy_four, random_two = (
        run(("greedy",) * 2, True),
        run(("greedy",) * 4),
        run(("random",) * 2),
    )
    found = (
        advise.seat_unfair(greedy_two)
        + advise.seat_unfair(greedy_four)
        + advise.mostly_scoreless(greedy_two)
    )
    found += advise.course_advice(
        greedy_two, skill_gap(game, 2, SKILL_GAMES, DEEP_SEED, ("greedy",))
    )
    try:
        found += exact_advice(game, solve(game), random_two)
    except TooLargeToSolve:
        pass
    return found
