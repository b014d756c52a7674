"""Advice an author can act on, each with its evidence, drawn from simulations and the exact
solution."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.neighbours.analysis.solver import ExactResult, outcome_of
from printgen.neighbours.analysis.stats import Summary

FAIR_MARGIN = 0.05
SCORELESS_SHARE = 0.5
# Greedy play is punished from this many scoring steps behind perfect play; a step is the points
# unit of the setup (see points_unit), so multiplying every clause's points changes no advice.
PUNISH_STEPS = 2
OUTCOME_RANK = {"loss": 0, "draw": 1, "win": 2}
# The course of the games (see `course_advice`). Shares and turns need no scaling; the margin is
# measured in the setup's own currency, the points an average turn scores, so multiplying every
# clause's points changes no advice.
LUCK_GAP = 0.10  # a greedy seat against random seats wins at most this much over a fair share
EARLY_PART = 1 / 3  # the winner leads alone for good within this part of the game's turns
ONE_CHOICE_SHARE = 0.5  # more turns than this offer only one distinct score
LOPSIDED_TURNS = 2.0  # the mean margin of victory is worth more than this many average turns


@dataclass(frozen=True)
class Advice:
    """One finding: its kebab-case code, what it means, the figures behind it, and where it
    points."""

    code: str
    message: str
    evidence: str
    path: tuple = ("scoring",)


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def seat_unfair(summary: Summary) -> list[Advice]:
    """Seats whose 95% win-share interval lies wholly more than 5 points from a fair share."""
    if summary.players < 2 or len(set(summary.bots)) > 1:
        return []
    fair = summary.fair_share
    unfair = [
        seat
        for seat in summary.seats
        if seat.win_low > fair + FAIR_MARGIN or seat.win_high < fair - FAIR_MARGIN
    ]
    if not unfair:
        return []
    shares = "; ".join(
        f"seat {s.seat} {percent(s.win_share)} ({percent(s.win_low)} to {percent(s.win_high)})"
        for s in unfair
    )
    return [
        Advice(
            "seat-unfair",
            f"with {summary.players} players, seat order decides too much: {len(unfair)} "
            f"seat{'s' if len(unfair) > 1 else ''} far from a fair {percent(fair)} of wins",
            f"{summary.bots[0]} play, {summary.games:,} games, win shares with 95% intervals: "
            f"{shares}",
            ("row",),
        )
    ]


def mostly_scoreless(summary: Summary) -> list[Advice]:
    if summary.zero_turn_share <= SCORELESS_SHARE:
        return []
    bots = ",".join(sorted(set(summary.bots)))
    return [
        Advice(
            "mostly-scoreless",
            f"most turns score nothing: {percent(summary.zero_turn_share)} of turns",
            f"{bots} play, {summary.players} players, {summary.games:,} games; players cannot "
            "aim for points",
        )
    ]


def random_misleads(random_play: Summary, exact: ExactResult) -> list[Advice]:
    """Random playouts favour a seat that perfect play does not."""
    if random_play.players != 2 or set(random_play.bots) != {"random"}:
        return []
    first = random_play.seats[0]
    if first.win_low > 0.5:
        favoured = "win"
    elif first.win_high < 0.5:
        favoured = "loss"
    else:
        return []
    if favoured == exact.outcome:
        return []
    return [
        Advice(
            "random-misleads",
            "random play says the first player tends to "
            f"{'win' if favoured == 'win' else 'lose'}, but under perfect play they "
            f"{verb(exact.outcome)}",
            f"random play, {random_play.games:,} games: first seat win share "
            f"{percent(first.win_share)} ({percent(first.win_low)} to "
            f"{percent(first.win_high)}); exact margin {exact.value:+,d}",
        )
    ]


def verb(outcome: str) -> str:
    return {"win": "win", "draw": "draw", "loss": "lose"}[outcome]


def points_unit(*results: ExactResult) -> int:
    """The step the scores of a game move in: the greatest common divisor of every number the exact
    solutions give (each opening's points and margin, each move of the principal line, the final
    margins). Multiplying every clause's points by k multiplies it by k; 1 when nothing scores."""
    from math import gcd

    unit = 0
    for result in results:
        unit = gcd(unit, result.value)
        for move in result.first_moves:
            unit = gcd(gcd(unit, move.points), move.value)
        for move in result.line:
            unit = gcd(unit, move.points)
    return unit or 1


def greedy_punished(
    exact: ExactResult,
    greedy_first: ExactResult,
    greedy_second: ExactResult,
    unit: int | None = None,
) -> list[Advice]:
    """A seat that always takes the most points this turn does clearly worse against perfect play:
    PUNISH_STEPS steps of the setup's points (`unit`, by default found from the solutions) or more,
    or a worse outcome."""
    unit = unit or points_unit(exact, greedy_first, greedy_second)
    found = []
    for seat, perfect, greedy in (
        (1, exact.value, greedy_first.value),
        (2, -exact.value, -greedy_second.value),
    ):
        worse = perfect - greedy
        if (
            worse >= PUNISH_STEPS * unit
            or OUTCOME_RANK[outcome_of(greedy)] < OUTCOME_RANK[outcome_of(perfect)]
        ):
            found.append(
                Advice(
                    "greedy-punished",
                    f"taking the most points each turn is punished: seat {seat} ends "
                    f"{worse:,} point{'s' if worse != 1 else ''} worse against perfect play",
                    f"seat {seat}'s margin is {perfect:+,d} ({outcome_of(perfect)}) with "
                    f"perfect play, at best {greedy:+,d} ({outcome_of(greedy)}) when greedy",
                )
            )
    return found


def forced_opening(exact: ExactResult) -> list[Advice]:
    """Only one opening reaches the best outcome under perfect play."""
    if len(exact.first_moves) < 2 or exact.outcome == "loss":
        return []
    reaching = [
        m
        for m in exact.first_moves
        if OUTCOME_RANK[outcome_of(m.value)] == OUTCOME_RANK[exact.outcome]
    ]
    if len(reaching) != 1:
        return []
    move = reaching[0]
    runner_up = max(m.value for m in exact.first_moves if m is not move)
    where = "a discard" if move.position is None else f"position {move.position + 1}"
    return [
        Advice(
            "forced-opening",
            "a single forced opening: only one first move lets the first player "
            f"{verb(exact.outcome)}",
            f"card {move.card} at {where} has margin {move.value:+,d}; the next best opening "
            f"has {runner_up:+,d} ({outcome_of(runner_up)})",
            ("row",),
        )
    ]


def points_per_turn(summary: Summary) -> float:
    """The points an average turn scores in the run: the setup's own scale of points."""
    turns = summary.course.turns / summary.players if summary.course else 0
    return sum(seat.mean for seat in summary.seats) / (turns * summary.players) if turns else 0.0


def course_advice(summary: Summary, skill=(), table=None) -> list[Advice]:
    """Advice from the course of the games and the skill gap: luck decides, decided early, few
    choices, lopsided wins. Every threshold is a share, a part of the game's turns, or a number of
    average turns' points, so it scales with the setup's points."""
    found = []
    course = summary.course
    same_bots = len(set(summary.bots)) == 1
    for gap in skill:
        if gap.bot == "greedy" and gap.gap.high < LUCK_GAP:
            shares = "; ".join(f"seat {s.seat} {percent(s.win_share)}" for s in gap.seats)
            found.append(
                Advice(
                    "luck-decides",
                    f"skill hardly matters with {summary.players} players: a greedy seat wins "
                    f"at most {100 * gap.gap.high:.1f} percentage points over a fair share "
                    "against random seats",
                    f"greedy in one seat, random in the others, {gap.games:,} games per seat: "
                    f"greedy win shares {shares}; over a fair {percent(1 / summary.players)}: "
                    f"{100 * gap.gap.value:+.1f} percentage points (95% "
                    f"{100 * gap.gap.low:+.1f} to {100 * gap.gap.high:+.1f})",
                )
            )
    if course is None or summary.players < 2 or not same_bots:
        return found
    bots = f"{summary.bots[0]} play, {summary.players} players, {summary.games:,} games"
    if course.won_games and course.decided.high <= EARLY_PART * course.turns:
        found.append(
            Advice(
                "decided-early",
                "games are decided early: the winner leads alone for good from turn "
                f"{course.decided.value:.1f} of {course.turns} on average",
                f"{bots}: mean turn {course.decided.value:.2f} (95% {course.decided.low:.2f} "
                f"to {course.decided.high:.2f}); winners who trailed at some point: "
                f"{percent(course.comebacks.value)}; lead changes per game "
                f"{course.lead_changes.value:.2f}",
                ("row",),
            )
        )
    if course.one_choice.low > ONE_CHOICE_SHARE:
        found.append(
            Advice(
                "few-choices",
                f"most turns offer no real choice: {percent(course.one_choice.value)} of "
                "turns have every legal move score the same",
                f"{bots}: one-choice turns {percent(course.one_choice.value)} (95% "
                f"{percent(course.one_choice.low)} to {percent(course.one_choice.high)}); "
                f"distinct scores per turn {course.choices.value:.2f}",
            )
        )
    per_turn = points_per_turn(summary)
    if per_turn > 0 and course.margin.low > LOPSIDED_TURNS * per_turn:
        found.append(
            Advice(
                "lopsided-wins",
                "wins are lopsided: the mean margin of victory is worth "
                f"{course.margin.value / per_turn:.1f} average turns",
                f"{bots}: mean margin {course.margin.value:,.2f} points (95% "
                f"{course.margin.low:,.2f} to {course.margin.high:,.2f}); an average turn "
                f"scores {per_turn:,.3f} points",
            )
        )
    return found
