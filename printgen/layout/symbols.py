"""Seat marks: a letter and a drawn symbol for each seat, so hands can be told apart without
colour."""

from __future__ import annotations

import math

from printgen.layout.plan import Circle, Item, Polygon

SEAT_LETTERS = "ABCDEFGH"
SEAT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "heart")


def seat_letter(seat: int) -> str:
    return SEAT_LETTERS[seat]


def _regular(cx: float, cy: float, radius: float, sides: int, start_deg: float) -> tuple:
    return tuple(
        (
            cx + radius * math.cos(math.radians(start_deg + i * 360 / sides)),
            cy + radius * math.sin(math.radians(start_deg + i * 360 / sides)),
        )
        for i in range(sides)
    )


def _star(cx: float, cy: float, radius: float) -> tuple:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.radians(90 + i * 36)
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return tuple(points)


def _cross(cx: float, cy: float, radius: float) -> tuple:
    a, b = radius * 0.9, radius * 0.32
    outline = [
        (-b, a),
        (b, a),
        (b, b),
        (a, b),
        (a, -b),
        (b, -b),
        (b, -a),
        (-b, -a),
        (-b, -b),
        (-a, -b),
        (-a, b),
        (-b, b),
    ]
    return tuple((cx + x, cy + y) for x, y in outline)


def _heart(cx: float, cy: float, radius: float) -> tuple:
    scale = radius / 17.0
    points = []
    for i in range(32):
        t = 2 * math.pi * i / 32
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((cx + x * scale, cy + (y + 2) * scale))
    return tuple(points)


def symbol_points(kind: str, cx: float, cy: float, radius: float) -> tuple:
    if kind == "square":
        return _regular(cx, cy, radius * 0.95, 4, 45)
    if kind == "triangle":
        return _regular(cx, cy - radius * 0.15, radius * 1.1, 3, 90)
    if kind == "diamond":
        return _regular(cx, cy, radius, 4, 90)
    if kind == "star":
        return _star(cx, cy, radius * 1.1)
    if kind == "cross":
        return _cross(cx, cy, radius)
    if kind == "hexagon":
        return _regular(cx, cy, radius, 6, 0)
    return _heart(cx, cy, radius)


def seat_symbol(
    seat: int, cx: float, cy: float, radius: float, fill: str | None, stroke: str | None = None
) -> Item:
    """The drawn symbol of `seat`, centred on (cx, cy) and about 2 * radius across."""
    return symbol_item(SEAT_SYMBOLS[seat], cx, cy, radius, fill, stroke)


def symbol_item(
    kind: str, cx: float, cy: float, radius: float, fill: str | None, stroke: str | None = None
) -> Item:
    """A drawn symbol by name (circle, square, ...), centred on (cx, cy) and about 2 * radius
    across."""
    if kind == "circle":
        return Circle(cx, cy, radius * 0.9, fill, stroke)
    return Polygon(symbol_points(kind, cx, cy, radius), fill, stroke)
