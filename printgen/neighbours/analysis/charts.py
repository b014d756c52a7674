"""The report's charts as page-plan items in a box of their own (origin at its bottom left), drawn by
the one renderer in the theme's fonts: a scene of marks, with no canvas and no file."""

from __future__ import annotations

from printgen.layout.plan import Box, Item, Line, Rect, Text
from printgen.neighbours.analysis.solver import ExactResult
from printgen.neighbours.analysis.stats import SeatStats, Summary
from printgen.record import record

INK = "#222222"
BAR = "#4a7ab5"
BAR_LIGHT = "#9db7d5"
FAIR = "#c0504d"


@record
class Chart:
    """A chart's marks in its own coordinates, and its size."""

    items: tuple[Item, ...]
    width_pt: float
    height_pt: float


def score_histogram(seat: SeatStats, games: int, width: float, height: float, low: int, high: int, peak: float, font: str) -> Chart:
    """One seat's scores: a bar per total, its height the share of games, on a shared scale."""
    items: list[Item] = []
    plot_h = height - 24
    step = width / (high - low + 1)
    for score, count in seat.distribution:
        bar_h = plot_h * (count / games) / peak
        items.append(Rect(Box((score - low) * step + 1, 12, max(step - 2, 0.5), bar_h), fill=BAR))
    items.append(Line(0, 12, width, 12, INK, 0.5))
    items.append(Text(0, 2, str(low), font, 7, INK))
    items.append(Text(width, 2, str(high), font, 7, INK, "end"))
    items.append(Text(0, height - 9, f"seat {seat.seat} ({seat.bot}): mean {seat.mean:.2f}", font, 8, INK))
    return Chart(tuple(items), width, height)


def score_histograms(summary: Summary, width: float, font: str, cell_h: float = 80) -> list[Chart]:
    low = min(seat.distribution[0][0] for seat in summary.seats)
    high = max(seat.distribution[-1][0] for seat in summary.seats)
    peak = max(count for seat in summary.seats for _, count in seat.distribution) / summary.games
    return [score_histogram(seat, summary.games, width, cell_h, low, high, peak, font) for seat in summary.seats]


def win_share_chart(summary: Summary, width: float, height: float, font: str) -> Chart:
    """Each seat's win share as a bar with its 95% Wilson interval, against the fair share."""
    items: list[Item] = []
    left, bottom, plot_w, plot_h = 30, 16, width - 40, height - 30
    top = max(max(seat.win_high for seat in summary.seats), summary.fair_share) * 1.1 or 1.0
    y = lambda share: bottom + plot_h * share / top  # noqa: E731
    slot = plot_w / summary.players
    for index, seat in enumerate(summary.seats):
        x = left + index * slot + slot * 0.2
        items.append(Rect(Box(x, bottom, slot * 0.6, y(seat.win_share) - bottom), fill=BAR))
        middle = x + slot * 0.3
        items.append(Line(middle, y(seat.win_low), middle, y(seat.win_high), INK, 1))
        items += [Line(middle - 4, y(share), middle + 4, y(share), INK, 1) for share in (seat.win_low, seat.win_high)]
        items.append(Text(middle, 4, f"seat {seat.seat}", font, 7, INK, "middle"))
    items.append(Line(left, y(summary.fair_share), left + plot_w, y(summary.fair_share), FAIR, 1, (3, 2)))
    items.append(Text(left - 4, y(summary.fair_share) - 3, f"{100 * summary.fair_share:.0f}%", font, 7, FAIR, "end"))
    items.append(Line(left, bottom, left + plot_w, bottom, INK, 0.5))
    items.append(Text(0, height - 9, "win share by seat, with 95% intervals; dashed: a fair share", font, 8, INK))
    return Chart(tuple(items), width, height)


def opening_chart(exact: ExactResult, width: float, height: float, font: str) -> Chart:
    """The first player's final margin for every opening, best first."""
    items: list[Item] = []
    moves = sorted(exact.first_moves, key=lambda m: -m.value)
    span = max(max(abs(m.value) for m in moves), 1)
    left, bottom, plot_w, plot_h = 10, 16, width - 20, height - 30
    zero = bottom + plot_h / 2
    step = plot_w / len(moves)
    for index, move in enumerate(moves):
        bar_h = (plot_h / 2) * move.value / span
        color = BAR if move.value == exact.value else BAR_LIGHT
        items.append(Rect(Box(left + index * step + 0.5, min(zero, zero + bar_h), max(step - 1, 0.5), abs(bar_h) or 0.5), fill=color))
    items.append(Line(left, zero, left + plot_w, zero, INK, 0.5))
    items.append(Text(0, height - 9, f"margin after each of the {len(moves)} openings under perfect play (best {exact.value:+d}, worst {moves[-1].value:+d})", font, 8, INK))
    return Chart(tuple(items), width, height)
