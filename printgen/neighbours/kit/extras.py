"""The extras the rules mention: private tracker strips and blank row slips."""

from __future__ import annotations

from printgen.kit.packing import Panel, panel_width
from printgen.kit.sheet import heading
from printgen.layout.plan import Box, Item, Line, Rect, Text, translated
from printgen.layout.symbols import seat_letter, seat_symbol
from printgen.layout.units import mm_to_pt
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.request import hand_values

DASH_PT = (3.0, 2.0)


def _cut_line(ctx: Context, x1: float, y1: float, x2: float, y2: float) -> Line:
    return Line(x1, y1, x2, y2, ctx.theme.colors.cut, 0.5, DASH_PT)


def tracker_strip(ctx: Context, seat: int, box: Box) -> list[Item]:
    """One player's private list: seat mark, a name line, and one box per hand card to cross off."""
    theme, color = ctx.theme, ctx.theme.colors.seats[seat]
    pad = mm_to_pt(3)
    radius = min(box.height_pt * 0.2, mm_to_pt(4))
    cx, cy = box.x_pt + pad + radius, box.top_pt - pad - radius
    items: list[Item] = [seat_symbol(seat, cx, cy, radius, color), Text(cx, cy - radius * 2.6, seat_letter(seat), theme.bold, radius * 1.8, color, "middle")]
    left = cx + radius + pad
    items.append(Text(left, box.top_pt - pad - theme.text.small_pt, ctx.text("tracker_line"), theme.regular, theme.text.small_pt, theme.colors.muted))
    values = hand_values(ctx.kit.setups)
    size = min((box.right_pt - left - pad) / len(values), box.height_pt - theme.text.small_pt - 2.5 * pad)
    for i, value in enumerate(values):
        cell = Box(left + i * size, box.y_pt + pad, size * 0.88, size * 0.88)
        items.append(Rect(cell, stroke=theme.colors.hand_edge, line_width_pt=1.0, radius_pt=2))
        items.append(Text(cell.center[0], cell.y_pt + cell.height_pt * 0.3, str(value), theme.bold, cell.height_pt * 0.5, theme.colors.ink, "middle"))
    return items


def _tracker_set(ctx: Context, width_pt: float) -> tuple[list[Item], float]:
    """One strip for every seat (one game's set) drawn down from y = 0, a cut line above and below each."""
    height, items = mm_to_pt(ctx.theme.sheet.tracker_height_mm), []
    items.append(_cut_line(ctx, 0.0, 0.0, width_pt, 0.0))
    for seat in range(ctx.kit.players):
        strip = Box(0.0, -(seat + 1) * height, width_pt, height)
        items += tracker_strip(ctx, seat, strip) + [_cut_line(ctx, strip.x_pt, strip.y_pt, strip.right_pt, strip.y_pt)]
    return items, ctx.kit.players * height


def tracker_pages(ctx: Context) -> list:
    """The trackers as a panel: a heading and one set of strips; more sets fill the rest of its sheet."""
    width = panel_width(ctx)
    head = heading(ctx, Box(0.0, -ctx.theme.text.heading_pt * 2, width, ctx.theme.text.heading_pt * 2), ctx.text("tracker_heading"))
    strips, height = _tracker_set(ctx, width)
    top = ctx.theme.text.heading_pt * 2
    return [Panel(tuple(head + [translated(strips, 0.0, -top)]), top + height, "trackers", tuple(strips), height)]


def _slip(ctx: Context, box: Box) -> list[Item]:
    """One slip's inside: a box to write the value in and what to write under it."""
    theme = ctx.theme
    radius = min(box.width_pt, box.height_pt) * 0.3
    hint_pt = theme.text.small_pt
    items: list[Item] = [Rect(Box(box.center[0] - radius, box.center[1] - radius + hint_pt * 0.6, 2 * radius, 2 * radius), stroke=theme.colors.rule, line_width_pt=0.8, radius_pt=radius * 0.3)]
    items.append(Text(box.center[0], box.y_pt + mm_to_pt(3), ctx.text("slip_hint"), theme.regular, hint_pt, theme.colors.muted, "middle"))
    return items


def _slip_row(ctx: Context, width_pt: float) -> tuple[list[Item], float]:
    """A row of slips drawn down from y = 0, centred, every cut line dashed alike and drawn once."""
    w, h = mm_to_pt(ctx.theme.sheet.slip_width_mm), mm_to_pt(ctx.theme.sheet.slip_height_mm)
    columns = max(1, int(width_pt // w))
    left = (width_pt - columns * w) / 2
    items: list[Item] = []
    for c in range(columns):
        items += _slip(ctx, Box(left + c * w, -h, w, h))
    items += [_cut_line(ctx, left, y, left + columns * w, y) for y in (0.0, -h)]
    items += [_cut_line(ctx, left + c * w, 0.0, left + c * w, -h) for c in range(columns + 1)]
    return items, h


def row_slip_pages(ctx: Context) -> list:
    """Blank slips to write a new row value on when cards run out: a heading and a row of slips,
    more rows filling the rest of its sheet."""
    width = panel_width(ctx)
    top = ctx.theme.text.heading_pt * 2
    head = heading(ctx, Box(0.0, -top, width, top), ctx.text("slips_heading"))
    row, height = _slip_row(ctx, width)
    return [Panel(tuple(head + [translated(row, 0.0, -top)]), top + height, "row slips", tuple(row), height)]
