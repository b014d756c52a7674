"""Moving plan items: turning a group half a turn, as the lower corner index of a card is."""

from __future__ import annotations

from dataclasses import replace

from printgen.layout.plan import Box, Circle, Item, Line, Polygon, Rect, Text


def _turn(x: float, y: float, cx: float, cy: float) -> tuple[float, float]:
    return 2 * cx - x, 2 * cy - y


def turn_half(item: Item, cx: float, cy: float) -> Item:
    """The item turned 180 degrees about (cx, cy)."""
    if isinstance(item, Text):
        x, y = _turn(item.x_pt, item.y_pt, cx, cy)
        return replace(item, x_pt=x, y_pt=y, angle_deg=(item.angle_deg + 180) % 360)
    if isinstance(item, Circle):
        x, y = _turn(item.cx_pt, item.cy_pt, cx, cy)
        return replace(item, cx_pt=x, cy_pt=y)
    if isinstance(item, Polygon):
        return replace(item, points_pt=tuple(_turn(x, y, cx, cy) for x, y in item.points_pt))
    if isinstance(item, Line):
        (x1, y1), (x2, y2) = _turn(item.x1_pt, item.y1_pt, cx, cy), _turn(item.x2_pt, item.y2_pt, cx, cy)
        return replace(item, x1_pt=x1, y1_pt=y1, x2_pt=x2, y2_pt=y2)
    if isinstance(item, Rect):
        b = item.box
        x, y = _turn(b.right_pt, b.top_pt, cx, cy)
        return replace(item, box=Box(x, y, b.width_pt, b.height_pt))
    return item


def shift(item: Item, dx: float, dy: float) -> Item:
    """The item moved by (dx, dy)."""
    if isinstance(item, Rect):
        b = item.box
        return replace(item, box=Box(b.x_pt + dx, b.y_pt + dy, b.width_pt, b.height_pt))
    if isinstance(item, Text):
        return replace(item, x_pt=item.x_pt + dx, y_pt=item.y_pt + dy)
    if isinstance(item, Line):
        return replace(item, x1_pt=item.x1_pt + dx, y1_pt=item.y1_pt + dy, x2_pt=item.x2_pt + dx, y2_pt=item.y2_pt + dy)
    if isinstance(item, Circle):
        return replace(item, cx_pt=item.cx_pt + dx, cy_pt=item.cy_pt + dy)
    if isinstance(item, Polygon):
        return replace(item, points_pt=tuple((x + dx, y + dy) for x, y in item.points_pt))
    return item
