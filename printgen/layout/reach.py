"""How near a printed sheet's edge its marks and text come, and the smallest type it prints: read
from the page plan, for the printer-margin rules every A4 and Letter sheet keeps.

Many printers cannot print within 4-6 mm of the edge, so no text stands within TEXT_EDGE_MM and
no other mark within MARK_EDGE_MM of a sheet's edge; no text is smaller than TEXT_MIN_PT
(LARGE_TEXT_MIN_PT in large print). Text is measured by its advance width and by the font's
ascent and descent; a trim (an unpainted path) is no mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.fonts import text_width_pt
from printgen.layout.plan import (
    Circle,
    CropMark,
    Line,
    Page,
    Path,
    Picture,
    Polygon,
    Rect,
    Segments,
    Text,
    Trim,
    leaves,
)
from printgen.layout.units import pt_to_mm

TEXT_EDGE_MM = 6.0
MARK_EDGE_MM = 5.0
TEXT_MIN_PT = 6.0
LARGE_TEXT_MIN_PT = 8.0
ASCENT, DESCENT = 0.76, 0.24  # of the type size, as text is placed (place_text)


@dataclass(frozen=True)
class Reach:
    """What comes nearest an edge: its kind ('text' or 'mark'), its distance (mm), what it is."""

    kind: str
    distance_mm: float
    what: str


def _apply(transform, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = transform
    return a * x + c * y + e, b * x + d * y + f


def _corners(item) -> list[tuple[float, float]]:
    if isinstance(item, Text):
        width = text_width_pt(item.text, item.font, item.size_pt)
        x0 = item.x_pt - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
        low, high = -DESCENT * item.size_pt, ASCENT * item.size_pt
        points = [(x0, low), (x0 + width, low), (x0, high), (x0 + width, high)]
        if item.angle_deg:
            import math

            turn = math.radians(item.angle_deg)
            cos, sin = math.cos(turn), math.sin(turn)
            points = [
                (
                    item.x_pt + (x - item.x_pt) * cos - y * sin,
                    item.y_pt + (x - item.x_pt) * sin + y * cos,
                )
                for x, y in points
            ]
            return points
        return [(x, item.y_pt + y) for x, y in points]
    if isinstance(item, Rect):
        half = item.line_width_pt / 2 if item.stroke else 0.0
        box = item.box
        return [(box.x_pt - half, box.y_pt - half), (box.right_pt + half, box.top_pt + half)]
    if isinstance(item, (Line, CropMark)):
        half = getattr(item, "width_pt", 0.25) / 2
        return [
            (item.x1_pt - half, item.y1_pt - half),
            (item.x2_pt + half, item.y2_pt + half),
            (item.x1_pt + half, item.y1_pt + half),
            (item.x2_pt - half, item.y2_pt - half),
        ]
    if isinstance(item, Segments):
        half = item.width_pt / 2
        return [
            (x + dx, y + dy)
            for x1, y1, x2, y2 in item.segments_pt
            for x, y in ((x1, y1), (x2, y2))
            for dx, dy in ((-half, -half), (half, half))
        ]
    if isinstance(item, Circle):
        r = item.radius_pt + (item.line_width_pt / 2 if item.stroke else 0.0)
        return [(item.cx_pt - r, item.cy_pt - r), (item.cx_pt + r, item.cy_pt + r)]
    if isinstance(item, Polygon):
        return list(item.points_pt)
    if isinstance(item, Path):
        return [(step[i], step[i + 1]) for step in item.steps for i in range(1, len(step), 2)]
    if isinstance(item, Picture):
        return [(item.box.x_pt, item.box.y_pt), (item.box.right_pt, item.box.top_pt)]
    return []


def reaches(page: Page) -> list[Reach]:
    """Every drawn item's distance (mm) from the nearest edge of its page, text and marks apart."""
    out = []
    for item, transform in leaves(page.items):
        if isinstance(item, Trim):
            continue
        points = [_apply(transform, x, y) for x, y in _corners(item)]
        if not points:
            continue
        nearest = min(min(x, y, page.width_pt - x, page.height_pt - y) for x, y in points)
        kind = "text" if isinstance(item, Text) else "mark"
        out.append(
            Reach(
                kind,
                pt_to_mm(nearest),
                item.text if isinstance(item, Text) else type(item).__name__,
            )
        )
    return out


def too_near(page: Page) -> list[Reach]:
    """The text within TEXT_EDGE_MM and the marks within MARK_EDGE_MM of the page's edge."""
    limit = {"text": TEXT_EDGE_MM, "mark": MARK_EDGE_MM}
    return [r for r in reaches(page) if r.distance_mm < limit[r.kind] - 1e-6]


def smallest_text(page: Page) -> list[Text]:
    """Every text item, smallest first (a group only moves or turns its items, never scales
    them)."""
    return sorted(
        (item for item, _ in leaves(page.items) if isinstance(item, Text)), key=lambda t: t.size_pt
    )
