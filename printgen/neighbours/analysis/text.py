"""An analysis as text for people and as JSON for programs. Positions shown to people are
1-based."""

from __future__ import annotations

import json

from printgen.lab.seats import SeatStats
from printgen.lab.stats import Estimate
from printgen.neighbours.analysis.balance import Analysis, Skill
from printgen.neighbours.analysis.solver import ExactResult, MoveValue
from printgen.neighbours.analysis.stats import Course, Summary

BARS = " ▁▂▃▄▅▆▇█"


def _round(number: float) -> float:
    return round(number, 6)


def seat_json(seat: SeatStats) -> dict:
    return {
        "seat": seat.seat,
        "bot": seat.bot,
        "mean": _round(seat.mean),
        "sd": _round(seat.sd),
        "win_share": _round(seat.win_share),
        "win_interval": [_round(seat.win_low), _round(seat.win_high)],
        "distribution": [{"score": score, "count": count} for score, count in seat.distribution],
    }


def estimate_json(estimate: Estimate) -> dict:
    return {
        "value": _round(estimate.value),
        "interval": [_round(estimate.low), _round(estimate.high)],
    }


def counts_json(counts, key: str) -> list[dict]:
    return [{key: value, "count": count} for value, count in counts]


def course_json(course: Course | None) -> dict | None:
    if course is None:
        return None
    return {
        "turns": course.turns,
        "won_games": course.won_games,
        "decided_turn": {
            **estimate_json(course.decided),
            "distribution": counts_json(course.decided_counts, "turn"),
        },
        "lead_changes": {
            **estimate_json(course.lead_changes),
            "distribution": counts_json(course.lead_change_counts, "changes"),
        },
        "comeback_share": estimate_json(course.comebacks),
        "largest_deficit_overcome": course.largest_deficit,
        "winner_deficit": estimate_json(course.deficit),
        "margin_of_victory": {
            **estimate_json(course.margin),
            "distribution": counts_json(course.margin_counts, "margin"),
        },
        "score_spread": estimate_json(course.spread),
        "choices_per_turn": estimate_json(course.choices),
        "one_choice_turn_share": estimate_json(course.one_choice),
    }


def skill_json(skill: tuple[Skill, ...]) -> list[dict]:
    return [
        {
            "bot": s.bot,
            "games_per_seat": s.games,
            "gap": estimate_json(s.gap),
            "seats": [
                {
                    "seat": seat.seat,
                    "win_share": _round(seat.win_share),
                    "win_interval": [_round(seat.low), _round(seat.high)],
                }
                for seat in s.seats
            ],
        }
        for s in skill
    ]


def summary_json(summary: Summary) -> dict:
    edge = summary.first_seat
    return {
        "players": summary.players,
        "games": summary.games,
        "seed": summary.seed,
        "bots": list(summary.bots),
        "seats": [seat_json(seat) for seat in summary.seats],
        "first_seat_advantage": None
        if edge is None
        else {
            "points": _round(edge.points),
            "points_interval": [_round(edge.points_low), _round(edge.points_high)],
            "wins": _round(edge.wins),
            "wins_interval": [_round(edge.wins_low), _round(edge.wins_high)],
        },
        "tie_rate": _round(summary.tie_rate),
        "zero_score_turn_share": _round(summary.zero_turn_share),
        "forced_discard": {
            "turn_share": _round(summary.discard_turn_share),
            "game_share": _round(summary.discard_game_share),
        },
        "course": course_json(summary.course),
    }


def move_json(move: MoveValue) -> dict:
    return {
        "card": move.card,
        "position": None if move.position is None else move.position + 1,
        "points": move.points,
        "value": move.value,
    }


def exact_json(exact: ExactResult) -> dict:
    return {
        "value": exact.value,
        "outcome": exact.outcome,
        "first_moves": [move_json(move) for move in exact.first_moves],
        "principal_line": [
            {
                "seat": m.seat + 1,
                "card": m.card,
                "position": None if m.position is None else m.position + 1,
                "points": m.points,
            }
            for m in exact.line
        ],
        "seconds": round(exact.seconds, 3),
    }


def analysis_json(analysis: Analysis) -> str:
    document = {"setup": {"id": analysis.setup_id, "name": analysis.setup_name}}
    document.update(summary_json(analysis.summary))
    document["skill_gap"] = skill_json(analysis.skill)
    document["exact"] = None if analysis.exact is None else exact_json(analysis.exact)
    document["against_perfect_play"] = against_perfect_play(analysis.summary, analysis.exact)
    document["advice"] = [
        {"code": a.code, "message": a.message, "evidence": a.evidence} for a in analysis.advice
    ]
    return json.dumps(document, indent=2, ensure_ascii=False)


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


def sparkline(distribution: tuple[tuple[int, int], ...]) -> str:
    low, high = distribution[0][0], distribution[-1][0]
    counts = dict(distribution)
    peak = max(counts.values())
    return "".join(BARS[round(8 * counts.get(score, 0) / peak)] for score in range(low, high + 1))


def seat_lines(summary: Summary) -> list[str]:
    lines = [
        f"{'seat':>4}  {'bot':<9} {'mean':>6} {'sd':>5}  {'win share':>9}  95% interval     scores"
    ]
    for s in summary.seats:
        low, high = s.distribution[0][0], s.distribution[-1][0]
        lines.append(
            f"{s.seat:>4}  {s.bot:<9} {s.mean:>6.2f} {s.sd:>5.2f}  {percent(s.win_share):>9}  "
            f"{percent(s.win_low):>6} to {percent(s.win_high):<6}  {low}..{high} "
            f"{sparkline(s.distribution)}"
        )
    return lines


def table_lines(summary: Summary) -> list[str]:
    lines = []
    edge = summary.first_seat
    if edge is not None:
        lines.append(
            f"first seat: {edge.points:+.2f} points over the others' mean (95% "
            f"{edge.points_low:+.2f} to {edge.points_high:+.2f}); "
            f"win share {100 * edge.wins:+.1f} percentage points over a fair "
            f"{percent(summary.fair_share)} ({100 * edge.wins_low:+.1f} to "
            f"{100 * edge.wins_high:+.1f})"
        )
    lines.append(
        f"ties: {percent(summary.tie_rate)} of games; turns scoring nothing: "
        f"{percent(summary.zero_turn_share)}; "
        f"forced discards: {percent(summary.discard_turn_share)} of turns, in "
        f"{percent(summary.discard_game_share)} of games"
    )
    return lines


def interval(estimate: Estimate, digits: int = 2) -> str:
    return (
        f"{estimate.value:.{digits}f} (95% {estimate.low:.{digits}f} to {estimate.high:.{digits}f})"
    )


def share_interval(estimate: Estimate) -> str:
    return f"{percent(estimate.value)} ({percent(estimate.low)} to {percent(estimate.high)})"


def course_lines(summary: Summary) -> list[str]:
    """The course of the games: decisiveness, lead changes, comebacks, margins, choices."""
    course = summary.course
    if course is None:
        return []
    lines = []
    if summary.players > 1:
        lines += [
            f"decided: the winner leads alone for good from turn {interval(course.decided)} "
            f"of {course.turns} ({course.won_games:,} games with one winner)",
            f"lead changes per game: {interval(course.lead_changes)}; winners who trailed at "
            f"some point: {share_interval(course.comebacks)}, largest deficit overcome "
            f"{course.largest_deficit:,}",
            f"margin of victory: {interval(course.margin)}; score spread (top minus bottom): "
            f"{interval(course.spread)}",
        ]
    lines.append(
        f"choices: {course.choices.value:.2f} distinct scores per turn (95% "
        f"{course.choices.low:.2f} to {course.choices.high:.2f}); turns with one choice: "
        f"{share_interval(course.one_choice)}"
    )
    return lines


def skill_lines(skill: tuple[Skill, ...]) -> list[str]:
    lines = []
    for s in skill:
        seats = ", ".join(f"seat {seat.seat} {percent(seat.win_share)}" for seat in s.seats)
        lines.append(
            f"skill gap, {s.bot} against random seats ({s.games:,} games per seat): "
            f"{100 * s.gap.value:+.1f} percentage points over a fair share (95% "
            f"{100 * s.gap.low:+.1f} to {100 * s.gap.high:+.1f}); {seats}"
        )
    return lines


def opening(move: MoveValue) -> str:
    return (
        f"{move.card} discarded" if move.position is None else f"{move.card} at {move.position + 1}"
    )


def exact_lines(exact: ExactResult) -> list[str]:
    best = exact.best_moves
    ranked = sorted(exact.first_moves, key=lambda m: -m.value)
    line = ", ".join(
        f"{i + 1}. seat {m.seat + 1}: {opening(MoveValue(m.card, m.position, m.points, 0))} "
        f"(+{m.points})"
        for i, m in enumerate(exact.line)
    )
    return [
        f"exact, two players playing perfectly: first player's margin {exact.value:+d} "
        f"({exact.outcome}); solved in {exact.seconds:.1f} s",
        f"  best openings ({len(best)} of {len(exact.first_moves)}): "
        f"{', '.join(opening(m) for m in best)}",
        f"  worst opening: {opening(ranked[-1])} ({ranked[-1].value:+d})",
        f"  a perfect line: {line}",
    ]


def against_perfect_play(summary: Summary, exact: ExactResult | None) -> str | None:
    """One line that reconciles a seat advantage of bots' play with the exact margin: both are true,
    of different play (Standard: greedy bots give seat 1 77.6% of wins, perfect play loses it by 1).
    None unless a two-player table of one bot (not the optimal one) finds a seat far from fair."""
    from printgen.neighbours.analysis.advice import seat_unfair

    if (
        exact is None
        or summary.players != 2
        or len(set(summary.bots)) != 1
        or summary.bots[0] == "optimal"
        or not seat_unfair(summary)
    ):
        return None
    bot = summary.bots[0]
    favoured = (
        summary.seats[0]
        if summary.seats[0].win_share > summary.seats[1].win_share
        else summary.seats[1]
    )
    bots_say = (
        f"{bot} play against perfect play: {bot} bots give seat {favoured.seat} "
        f"{percent(favoured.win_share)} of the wins"
    )
    edge = f"seat {favoured.seat}'s edge"
    if exact.value == 0:
        return (
            f"{bots_say}, yet when both play perfectly the game is a draw: {edge} comes from "
            f"{bot} play, not from the setup"
        )
    winner, margin = (1, exact.value) if exact.value > 0 else (2, -exact.value)
    if winner == favoured.seat:
        return (
            f"{bots_say}, and when both play perfectly seat {winner} wins by {margin:,} too: "
            f"{edge} is the setup's"
        )
    return (
        f"{bots_say}, yet when both play perfectly seat {winner} wins by {margin:,}: {edge} comes "
        f"from {bot} play, not from the setup"
    )


def analysis_text(analysis: Analysis) -> str:
    summary = analysis.summary
    bots = ",".join(summary.bots) if len(set(summary.bots)) > 1 else summary.bots[0]
    lines = [
        f"{analysis.setup_name} ({analysis.setup_id}): {summary.players} "
        f"player{'s' if summary.players != 1 else ''}, {summary.games:,} games, bots {bots}, "
        f"seed {summary.seed}",
        "",
    ]
    lines += (
        seat_lines(summary)
        + [""]
        + table_lines(summary)
        + course_lines(summary)
        + skill_lines(analysis.skill)
    )
    if analysis.exact is not None:
        lines += [""] + exact_lines(analysis.exact)
        reconciled = against_perfect_play(summary, analysis.exact)
        if reconciled:
            lines.append(reconciled)
    if analysis.advice:
        lines += ["", "advice:"]
        for item in analysis.advice:
            lines += [f"  {item.message} ({item.code})", f"    evidence: {item.evidence}"]
    return "\n".join(line.rstrip() for line in lines)
