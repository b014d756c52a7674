"""Number Neighbours' report charts (seats, totals, the course of a game, skill, openings), built
on the lab's charts (printgen.lab.charts), which they re-export for the sweep's report."""

from __future__ import annotations

from printgen.lab.charts import (  # the lab's charts, shared with every engine
    BAR,
    BAR_LIGHT,
    INK,
    SECOND,
    TICK_PT,
    Chart,
    Plot,
    across_players,  # noqa: F401  (re-exported)
    counts_chart,
    heat_colour,  # noqa: F401  (re-exported)
    heat_map,  # noqa: F401  (re-exported)
    nice_ticks,
    number_label,
    percent_label,
)
from printgen.layout.plan import Text
from printgen.neighbours.analysis.solver import ExactResult
from printgen.neighbours.analysis.stats import Course, Summary


def win_share_chart(summary: Summary, width: float, height: float, font: str) -> Chart:
    """Each seat's win share as a bar with its 95% Wilson interval, against the fair share."""
    top = max(max(seat.win_high for seat in summary.seats), summary.fair_share) * 1.08
    plot = Plot(
        width,
        height,
        font,
        "Win share by seat, with 95% intervals",
        nice_ticks(0, min(top, 1.0)),
        percent_label,
        "win share",
        "seat (in turn order) and its bot",
    )
    for index, seat in enumerate(summary.seats):
        x, slot = plot.slot(index, summary.players)
        plot.bar(x + slot * 0.2, slot * 0.6, seat.win_share, BAR)
        plot.whisker(x + slot / 2, seat.win_low, seat.win_high)
        plot.items.append(
            Text(
                x + slot / 2 + 5,
                plot.y(seat.win_high) + 2,
                percent_label(seat.win_share),
                font,
                TICK_PT,
                INK,
            )
        )
        plot.x_label(x + slot / 2, f"{seat.seat} ({seat.bot})")
    plot.baseline()
    plot.reference(summary.fair_share, f"fair {percent_label(summary.fair_share)}")
    return plot.chart()


def score_histograms(summary: Summary, width: float, font: str, cell_h: float = 95) -> list[Chart]:
    low = min(seat.distribution[0][0] for seat in summary.seats)
    high = max(seat.distribution[-1][0] for seat in summary.seats)
    return [
        counts_chart(
            seat.distribution,
            summary.games,
            width,
            cell_h,
            font,
            f"Final totals of seat {seat.seat} ({seat.bot}), mean {seat.mean:,.2f}",
            "final total (points)",
            None,
            low,
            high,
            "games",
        )
        for seat in summary.seats
    ]


def margin_chart(course: Course, games: int, width: float, height: float, font: str) -> Chart:
    return counts_chart(
        course.margin_counts,
        games,
        width,
        height,
        font,
        "Margin of victory: the winner's total minus the runner-up's (0 for a tie)",
        "margin (points)",
        course.margin.value,
    )


def decided_chart(course: Course, width: float, height: float, font: str) -> Chart:
    return counts_chart(
        course.decided_counts,
        course.won_games,
        width,
        height,
        font,
        "Decided: the turn from which the winner leads alone to the end",
        "turn (all seats' turns in order)",
        course.decided.value,
        1,
        course.turns,
    )


def skill_chart(skill, players: int, width: float, height: float, font: str) -> Chart:
    """The win share of a skilled bot against random seats, seat by seat, with 95% intervals."""
    fair = 1 / players
    plot = Plot(
        width,
        height,
        font,
        "Skill gap: a greedy or lookahead seat against random seats",
        nice_ticks(0, 1.0),
        percent_label,
        "win share",
        "seat of the skilled bot (the others random)",
    )
    colours = (BAR, SECOND)
    for index in range(players):
        x, slot = plot.slot(index, players)
        width_each = slot * 0.7 / len(skill)
        for k, gap in enumerate(skill):
            seat = gap.seats[index]
            left = x + slot * 0.15 + k * width_each
            plot.bar(left, width_each * 0.9, seat.win_share, colours[k % 2])
            plot.whisker(left + width_each * 0.45, seat.low, seat.high)
        plot.x_label(x + slot / 2, f"seat {index + 1}")
    plot.baseline()
    plot.reference(fair, f"fair {percent_label(fair)}")
    plot.legend(
        [
            (f"{gap.bot} ({100 * gap.gap.value:+.0f} pt over fair)", colours[k % 2])
            for k, gap in enumerate(skill)
        ]
    )
    return plot.chart()


def opening_chart(exact: ExactResult, width: float, height: float, font: str) -> Chart:
    """The first player's final margin for every opening under perfect play, best first, each
    labelled with its card and position."""
    moves = sorted(
        exact.first_moves,
        key=lambda m: (-m.value, m.card, -1 if m.position is None else m.position),
    )
    low, high = min(min(m.value for m in moves), 0), max(max(m.value for m in moves), 0)
    plot = Plot(
        width,
        height,
        font,
        "Each opening (card at position, 1 = left end): the first player's final margin "
        f"under perfect play; dark: the best, {exact.value:+,d}",
        nice_ticks(low, high if high > low else low + 1),
        number_label,
        "first player's margin",
        bottom=38,
    )
    for index, move in enumerate(moves):
        x, slot = plot.slot(index, len(moves))
        plot.bar(
            x + slot * 0.12,
            slot * 0.76,
            move.value,
            BAR if move.value == exact.value else BAR_LIGHT,
        )
        label = (
            f"{move.card} discard"
            if move.position is None
            else f"{move.card} at {move.position + 1}"
        )
        plot.x_label(x + slot / 2, label, TICK_PT, 90)
    plot.baseline()
    return plot.chart()
