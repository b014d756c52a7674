"""The report's charts as reportlab drawings: a scene of shapes, with no canvas and no file."""

from __future__ import annotations

from reportlab.graphics.shapes import Drawing, Line, Rect, String
from reportlab.lib import colors

from printgen.neighbours.analysis.solver import ExactResult
from printgen.neighbours.analysis.stats import SeatStats, Summary

INK = colors.HexColor("#222222")
BAR = colors.HexColor("#4a7ab5")
FAIR = colors.HexColor("#c0504d")
FONT = "Helvetica"


def score_histogram(seat: SeatStats, games: int, width: float, height: float, low: int, high: int, peak: float) -> Drawing:
    """One seat's scores: a bar per total, its height the share of games, on a shared scale."""
    drawing = Drawing(width, height)
    plot_h = height - 24
    step = width / (high - low + 1)
    for score, count in seat.distribution:
        bar_h = plot_h * (count / games) / peak
        drawing.add(Rect((score - low) * step + 1, 12, max(step - 2, 0.5), bar_h, fillColor=BAR, strokeColor=None))
    drawing.add(Line(0, 12, width, 12, strokeColor=INK, strokeWidth=0.5))
    drawing.add(String(0, 2, str(low), fontName=FONT, fontSize=7, fillColor=INK))
    drawing.add(String(width, 2, str(high), fontName=FONT, fontSize=7, fillColor=INK, textAnchor="end"))
    drawing.add(String(0, height - 9, f"seat {seat.seat} ({seat.bot}): mean {seat.mean:.2f}", fontName=FONT, fontSize=8, fillColor=INK))
    return drawing


def score_histograms(summary: Summary, width: float, cell_h: float = 80) -> list[Drawing]:
    low = min(seat.distribution[0][0] for seat in summary.seats)
    high = max(seat.distribution[-1][0] for seat in summary.seats)
    peak = max(count for seat in summary.seats for _, count in seat.distribution) / summary.games
    return [score_histogram(seat, summary.games, width, cell_h, low, high, peak) for seat in summary.seats]


def win_share_chart(summary: Summary, width: float, height: float) -> Drawing:
    """Each seat's win share as a bar with its 95% Wilson interval, against the fair share."""
    drawing = Drawing(width, height)
    left, bottom, plot_w, plot_h = 30, 16, width - 40, height - 30
    top = max(max(seat.win_high for seat in summary.seats), summary.fair_share) * 1.1 or 1.0
    y = lambda share: bottom + plot_h * share / top  # noqa: E731
    slot = plot_w / summary.players
    for index, seat in enumerate(summary.seats):
        x = left + index * slot + slot * 0.2
        drawing.add(Rect(x, bottom, slot * 0.6, y(seat.win_share) - bottom, fillColor=BAR, strokeColor=None))
        middle = x + slot * 0.3
        drawing.add(Line(middle, y(seat.win_low), middle, y(seat.win_high), strokeColor=INK, strokeWidth=1))
        for share in (seat.win_low, seat.win_high):
            drawing.add(Line(middle - 4, y(share), middle + 4, y(share), strokeColor=INK, strokeWidth=1))
        drawing.add(String(middle, 4, f"seat {seat.seat}", fontName=FONT, fontSize=7, fillColor=INK, textAnchor="middle"))
    drawing.add(Line(left, y(summary.fair_share), left + plot_w, y(summary.fair_share), strokeColor=FAIR, strokeDashArray=[3, 2]))
    drawing.add(String(left - 4, y(summary.fair_share) - 3, f"{100 * summary.fair_share:.0f}%", fontName=FONT, fontSize=7, fillColor=FAIR, textAnchor="end"))
    drawing.add(Line(left, bottom, left + plot_w, bottom, strokeColor=INK, strokeWidth=0.5))
    drawing.add(String(0, height - 9, "win share by seat, with 95% intervals; dashed: a fair share", fontName=FONT, fontSize=8, fillColor=INK))
    return drawing


def opening_chart(exact: ExactResult, width: float, height: float) -> Drawing:
    """The first player's final margin for every opening, best first."""
    drawing = Drawing(width, height)
    moves = sorted(exact.first_moves, key=lambda m: -m.value)
    span = max(max(abs(m.value) for m in moves), 1)
    left, bottom, plot_w, plot_h = 10, 16, width - 20, height - 30
    zero = bottom + plot_h / 2
    step = plot_w / len(moves)
    for index, move in enumerate(moves):
        bar_h = (plot_h / 2) * move.value / span
        color = BAR if move.value == exact.value else colors.HexColor("#9db7d5")
        drawing.add(Rect(left + index * step + 0.5, min(zero, zero + bar_h), max(step - 1, 0.5), abs(bar_h) or 0.5, fillColor=color, strokeColor=None))
    drawing.add(Line(left, zero, left + plot_w, zero, strokeColor=INK, strokeWidth=0.5))
    drawing.add(String(0, height - 9, f"margin after each of the {len(moves)} openings under perfect play (best {exact.value:+d}, worst {moves[-1].value:+d})", fontName=FONT, fontSize=8, fillColor=INK))
    return drawing
