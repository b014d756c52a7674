"""What every printed sheet carries: a 50 mm ruler and the reminder to print at 100%."""

from __future__ import annotations

from printgen.layout.plan import Box, Item, Line, Segments, Text
from printgen.layout.units import mm_to_pt

RULER_MM = 50
NOTICE = "Print at 100% (actual size, no fit to page). The ruler must measure 50 mm."


def ruler(x_pt: float, y_pt: float, font: str, color: str, size_pt: float = 5.5) -> list[Item]:
    """A horizontal 50 mm ruler whose zero mark stands at (x_pt, y_pt), ticks upward."""
    items: list[Item] = [Line(x_pt, y_pt, x_pt + mm_to_pt(RULER_MM), y_pt, color, 0.6)]
    ticks = []
    for mm in range(RULER_MM + 1):
        height = 3.0 if mm % 10 == 0 else 2.0 if mm % 5 == 0 else 1.2
        x = x_pt + mm_to_pt(mm)
        ticks.append((x, y_pt, x, y_pt + mm_to_pt(height)))
        if mm % 10 == 0:
            items.append(Text(x, y_pt + mm_to_pt(3.6), str(mm), font, size_pt, color, "middle"))
    return items + [Segments(tuple(ticks), color, 0.4)]


def _turn(item: Item, origin: tuple[float, float]) -> Item:
    """The item turned 90 degrees anticlockwise about `origin`."""
    ox, oy = origin
    turn = lambda x, y: (ox - (y - oy), oy + (x - ox))  # noqa: E731
    if isinstance(item, Line):
        (x1, y1), (x2, y2) = turn(item.x1_pt, item.y1_pt), turn(item.x2_pt, item.y2_pt)
        return Line(x1, y1, x2, y2, item.color, item.width_pt, item.dash_pt)
    if isinstance(item, Segments):
        return Segments(tuple(turn(a, b) + turn(c, d) for a, b, c, d in item.segments_pt), item.color, item.width_pt)
    x, y = turn(item.x_pt, item.y_pt)
    return Text(x, y, item.text, item.font, item.size_pt, item.color, item.anchor, (item.angle_deg + 90) % 360)


def sheet_furniture(band: Box, side: str, font: str, color: str, notice_pt: float = 6.5, notice: str = NOTICE) -> list[Item]:
    """Ruler and notice laid along the band: left to right at the bottom, bottom to top at the side."""
    length = band.width_pt if side == "bottom" else band.height_pt
    items = ruler(0.0, 0.0, font, color) + [Text(mm_to_pt(RULER_MM + 4), mm_to_pt(0.6), notice, font, notice_pt, color, "start")]
    if side == "bottom":
        dx, dy = band.x_pt + (length - _span(notice, notice_pt, font)) / 2, band.y_pt + mm_to_pt(1.0)
        return [_shift(item, dx, dy) for item in items]
    start = band.y_pt + (length - _span(notice, notice_pt, font)) / 2
    turned = [_turn(item, (0.0, 0.0)) for item in items]
    return [_shift(item, band.right_pt - mm_to_pt(1.0), start) for item in turned]


def _span(notice: str, notice_pt: float, font: str) -> float:
    from printgen.layout.fonts import text_width_pt

    return mm_to_pt(RULER_MM + 4) + text_width_pt(notice, font, notice_pt)


def _shift(item: Item, dx: float, dy: float) -> Item:
    if isinstance(item, Line):
        return Line(item.x1_pt + dx, item.y1_pt + dy, item.x2_pt + dx, item.y2_pt + dy, item.color, item.width_pt, item.dash_pt)
    if isinstance(item, Segments):
        return Segments(tuple((a + dx, b + dy, c + dx, d + dy) for a, b, c, d in item.segments_pt), item.color, item.width_pt)
    return Text(item.x_pt + dx, item.y_pt + dy, item.text, item.font, item.size_pt, item.color, item.anchor, item.angle_deg)
