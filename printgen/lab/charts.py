"""The lab's charts as page-plan items in a box of their own (origin at its bottom left), drawn
by the one renderer in the theme's fonts: a scene of marks, with no canvas and no file, for any
engine's report.

Every chart has axes with values and a title saying what it shows; shares carry their 95%
intervals as whiskers. Pure geometry: the charts are tested as data and drawn by `render/pdf.py`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from printgen.layout.plan import Box, Item, Line, Rect, Text, translated

INK = "#222222"
GRID = "#dddddd"
BAR = "#4a7ab5"
BAR_LIGHT = "#9db7d5"
SECOND = "#e08a3c"
FAIR = "#c0504d"
GOOD = (0xF4, 0xF8, 0xFB)  # the heat map's colour for a fair variant
BAD = (0xC0, 0x50, 0x4D)  # and for one at or past its top of the scale
TITLE_PT, LABEL_PT, TICK_PT = 8.5, 7.5, 6.5
# room for the y axis's values and title, the x axis's, the chart's title
LEFT, BOTTOM, TOP = (44, 30, 16)


@dataclass(frozen=True)
class Chart:
    """A chart's marks in its own coordinates, and its size."""

    items: tuple[Item, ...]
    width_pt: float
    height_pt: float


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values from at most `low` to at least `high`, about `count` of them (1, 2, 2.5 or 5
    times a power of ten apart)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(count - 1, 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    first = math.floor(low / step + 1e-9) * step
    ticks, value = [], first
    while value < high - 1e-9 * step:
        ticks.append(round(value, 10))
        value += step
    ticks.append(round(value, 10))
    return ticks


class Plot:
    """A plot area inside a chart of `width` x `height`: value axes, ticks, titles and the mapping
    from values to points."""

    def __init__(
        self,
        width: float,
        height: float,
        font: str,
        title: str,
        y_ticks: list[float],
        y_format: Callable[[float], str],
        y_title: str,
        x_title: str = "",
        bottom: float = BOTTOM,
    ):
        self.width, self.height, self.font = width, height, font
        self.box = Box(LEFT, bottom, width - LEFT - 8, height - bottom - TOP)
        self.low, self.high = y_ticks[0], y_ticks[-1]
        self.items: list[Item] = [Text(0, height - TITLE_PT - 1, title, font, TITLE_PT, INK)]
        for tick in y_ticks:
            y = self.y(tick)
            self.items.append(Line(self.box.x_pt, y, self.box.right_pt, y, GRID, 0.4))
            self.items.append(Line(self.box.x_pt - 3, y, self.box.x_pt, y, INK, 0.5))
            self.items.append(
                Text(
                    self.box.x_pt - 5, y - TICK_PT * 0.35, y_format(tick), font, TICK_PT, INK, "end"
                )
            )
        self.items.append(
            Line(self.box.x_pt, self.box.y_pt, self.box.x_pt, self.box.top_pt, INK, 0.6)
        )
        if y_title:
            self.items.append(
                Text(
                    9,
                    self.box.y_pt + self.box.height_pt / 2,
                    y_title,
                    font,
                    LABEL_PT,
                    INK,
                    "middle",
                    90,
                )
            )
        if x_title:
            self.items.append(
                Text(
                    self.box.x_pt + self.box.width_pt / 2, 2, x_title, font, LABEL_PT, INK, "middle"
                )
            )

    def y(self, value: float) -> float:
        return self.box.y_pt + self.box.height_pt * (value - self.low) / (self.high - self.low)

    def slot(self, index: int, count: int) -> tuple[float, float]:
        """The left edge and width of the index-th of `count` equal category slots."""
        width = self.box.width_pt / count
        return self.box.x_pt + index * width, width

    def x_label(self, x: float, text: str, size: float = TICK_PT, angle: int = 0) -> None:
        if angle:
            self.items.append(
                Text(x + size * 0.35, self.box.y_pt - 4, text, self.font, size, INK, "end", angle)
            )
        else:
            self.items.append(
                Text(x, self.box.y_pt - 4 - size, text, self.font, size, INK, "middle")
            )

    def baseline(self, value: float = 0.0) -> None:
        y = self.y(max(min(value, self.high), self.low))
        self.items.append(Line(self.box.x_pt, y, self.box.right_pt, y, INK, 0.6))

    def bar(self, x: float, width: float, value: float, fill: str, base: float = 0.0) -> None:
        top, bottom = self.y(value), self.y(base)
        self.items.append(
            Rect(Box(x, min(top, bottom), width, max(abs(top - bottom), 0.4)), fill=fill)
        )

    def whisker(self, x: float, low: float, high: float) -> None:
        self.items.append(Line(x, self.y(low), x, self.y(high), INK, 0.8))
        self.items += [Line(x - 3, self.y(v), x + 3, self.y(v), INK, 0.8) for v in (low, high)]

    def reference(self, value: float, label: str) -> None:
        y = self.y(value)
        self.items.append(Line(self.box.x_pt, y, self.box.right_pt, y, FAIR, 0.9, (3, 2)))
        self.items.append(Text(self.box.right_pt, y + 2, label, self.font, TICK_PT, FAIR, "end"))

    def legend(self, entries: list[tuple[str, str]]) -> None:
        x = self.box.right_pt
        for label, colour in reversed(entries):
            x -= len(label) * TICK_PT * 0.5 + 4
            self.items.append(Text(x, self.height - TITLE_PT - 1, label, self.font, TICK_PT, INK))
            x -= 10
            self.items.append(Rect(Box(x, self.height - TITLE_PT - 1, 7, 7), fill=colour))
            x -= 8

    def chart(self) -> Chart:
        return Chart(tuple(self.items), self.width, self.height)


def percent_label(value: float) -> str:
    return (
        f"{100 * value:.0f}%"
        if abs(100 * value - round(100 * value)) < 1e-6
        else f"{100 * value:.1f}%"
    )


def number_label(value: float) -> str:
    return f"{value:,.0f}" if abs(value - round(value)) < 1e-9 else f"{value:,.2f}".rstrip("0")


def counts_chart(
    counts: tuple[tuple[int, int], ...],
    total: int,
    width: float,
    height: float,
    font: str,
    title: str,
    x_title: str,
    mark: float | None = None,
    first: int | None = None,
    last: int | None = None,
    y_title: str = "share of games",
    mark_label: str | None = None,
    step: int = 1,
) -> Chart:
    """A distribution of whole numbers as bars of the share of games at each value (with `step`,
    each value is a bin of `step` numbers from value x step, as its label says)."""
    low = min([v for v, _ in counts] + ([first] if first is not None else []))
    high = max([v for v, _ in counts] + ([last] if last is not None else []))
    found = dict(counts)
    peak = max(found.values()) / total if total else 1.0
    plot = Plot(
        width, height, font, title, nice_ticks(0, peak * 1.05), percent_label, y_title, x_title
    )
    values = list(range(low, high + 1))
    every = max(1, math.ceil(len(values) / 24))
    for index, value in enumerate(values):
        x, slot = plot.slot(index, len(values))
        if found.get(value):
            plot.bar(x + slot * 0.1, slot * 0.8, found[value] / total, BAR)
        if (value - low) % every == 0:
            plot.x_label(x + slot / 2, number_label(value * step))
    if mark is not None and high >= low:
        x, slot = plot.slot(0, len(values))
        at = x + slot * (mark / step - low + 0.5)
        plot.items.append(Line(at, plot.box.y_pt, at, plot.box.top_pt, FAIR, 0.9, (3, 2)))
        plot.items.append(
            Text(
                at + 3,
                plot.box.top_pt - TICK_PT,
                mark_label or f"mean {mark:,.2f}",
                font,
                TICK_PT,
                FAIR,
            )
        )
    plot.baseline()
    return plot.chart()


def heat_colour(share: float) -> str:
    """From GOOD (0) to BAD (1 and beyond)."""
    t = min(max(share, 0.0), 1.0)
    return "#" + "".join(f"{round(g + (b - g) * t):02x}" for g, b in zip(GOOD, BAD))


HEAT_TOP = 0.10  # the heat map's scale: a seat 10 points from a fair share or more is the darkest


def heat_map(
    rows: list[tuple[str, list[float | None]]],
    players: tuple[int, ...],
    width: float,
    font: str,
    title: str,
    row_h: float = 11,
    column=None,
    scale_title: str = "worst seat's distance from a fair win share (percentage points)",
) -> Chart:
    """Variants down, player counts across: each cell coloured by the worst seat's distance from a
    fair win share at that count, its value written in it, with a colour scale below."""
    label_w = min(max(len(label) for label, _ in rows) * TICK_PT * 0.55 + 8, width * 0.45)
    cell_w = min((width - label_w - 4) / len(players), 90)
    header, scale_h = 14, 30
    height = TITLE_PT + 6 + header + row_h * len(rows) + scale_h
    items: list[Item] = [Text(0, height - TITLE_PT - 1, title, font, TITLE_PT, INK)]
    top = height - TITLE_PT - 6 - header
    for k, count in enumerate(players):
        items.append(
            Text(
                label_w + (k + 0.5) * cell_w,
                top + 4,
                column(count) if column else f"{count} player{'s' if count != 1 else ''}",
                font,
                TICK_PT,
                INK,
                "middle",
            )
        )
    for r, (label, values) in enumerate(rows):
        y = top - (r + 1) * row_h
        items.append(Text(label_w - 4, y + row_h * 0.3, label, font, TICK_PT, INK, "end"))
        for k, value in enumerate(values):
            box = Box(label_w + k * cell_w, y, cell_w - 1, row_h - 1)
            if value is None:
                items.append(Rect(box, stroke=GRID))
                continue
            colour = heat_colour(value / HEAT_TOP)
            items.append(Rect(box, fill=colour))
            ink = "#ffffff" if value / HEAT_TOP > 0.6 else INK
            items.append(
                Text(
                    box.x_pt + box.width_pt / 2,
                    y + row_h * 0.3,
                    f"{100 * value:.1f}",
                    font,
                    TICK_PT,
                    ink,
                    "middle",
                )
            )
    steps = 20
    scale_w = min(width - label_w, 240)
    for i in range(steps):
        items.append(
            Rect(
                Box(label_w + i * scale_w / steps, 12, scale_w / steps, 7),
                fill=heat_colour((i + 0.5) / steps),
            )
        )
    for tick in (0, 2.5, 5, 7.5, 10):
        x = label_w + scale_w * tick / (100 * HEAT_TOP)
        items.append(
            Text(x, 3, f"{tick:g}{'+' if tick == 10 else ''}", font, TICK_PT, INK, "middle")
        )
    items.append(Text(label_w + scale_w + 6, 13, scale_title, font, TICK_PT, INK))
    return Chart(tuple(items), width, height)


def across_players(
    series: list[tuple[str, list[float], Callable[[float], str]]],
    players: tuple[int, ...],
    width: float,
    height: float,
    font: str,
) -> Chart:
    """Small charts side by side, one figure each, against the player count: `series` holds each
    figure's title, its value at each count, and how its values read."""
    charts, each = [], width / len(series)
    for name, values, fmt in series:
        low, high = min(values + [0.0]), max(values + [0.0])
        plot = Plot(
            each - 6,
            height,
            font,
            name,
            nice_ticks(low, high if high > low else low + 1, 4),
            fmt,
            "",
            "players",
        )
        for index, (count, value) in enumerate(zip(players, values)):
            x, slot = plot.slot(index, len(players))
            plot.bar(x + slot * 0.2, slot * 0.6, value, BAR)
            plot.x_label(x + slot / 2, str(count))
        plot.baseline()
        charts.append(plot.chart())
    return Chart(
        tuple(translated(chart.items, k * each, 0) for k, chart in enumerate(charts)), width, height
    )
