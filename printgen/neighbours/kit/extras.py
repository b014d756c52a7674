"""The extras the rules mention: private tracker strips and blank row slips."""

from __future__ import annotations

from printgen.kit.sheet import content_box, heading, sheet_page
from printgen.layout.plan import Box, Item, Line, Page, Rect, Text
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


def tracker_pages(ctx: Context) -> list[Page]:
    """Strips for every seat, repeated in whole sets (one set per game) to fill each sheet."""
    area = content_box(ctx)
    players = ctx.kit.players
    top = area.top_pt - ctx.theme.text.heading_pt * 2
    height = mm_to_pt(ctx.theme.sheet.tracker_height_mm)
    fits = max(1, int((top - area.y_pt) // height))
    per_page = fits - fits % players if fits >= players else fits
    seats = list(range(players)) * max(1, per_page // players) if per_page >= players else list(range(players))
    pages = []
    for start in range(0, len(seats), per_page):
        items = heading(ctx, area, ctx.text("tracker_heading"))
        for i, seat in enumerate(seats[start : start + per_page]):
            strip = Box(area.x_pt, top - (i + 1) * height, area.width_pt, height)
            items += tracker_strip(ctx, seat, strip) + [_cut_line(ctx, strip.x_pt, strip.y_pt, strip.right_pt, strip.y_pt)]
        items.append(_cut_line(ctx, area.x_pt, top, area.right_pt, top))
        pages.append(sheet_page(ctx, f"trackers {start // per_page + 1}", items))
    return pages


def _slip(ctx: Context, box: Box) -> list[Item]:
    theme = ctx.theme
    items: list[Item] = [Rect(box, stroke=theme.colors.cut, line_width_pt=0.5, dash_pt=DASH_PT)]
    items.append(Text(box.x_pt + 5, box.top_pt - theme.text.small_pt - 4, ctx.text("slip_label"), theme.bold, theme.text.small_pt, theme.colors.muted))
    radius = min(box.width_pt, box.height_pt) * 0.3
    items.append(Rect(Box(box.center[0] - radius, box.center[1] - radius - 4, 2 * radius, 2 * radius), stroke=theme.colors.rule, line_width_pt=0.8, radius_pt=radius * 0.3))
    items.append(Text(box.center[0], box.y_pt + 5, ctx.text("slip_hint"), theme.regular, theme.text.min_pt, theme.colors.muted, "middle"))
    return items


def row_slip_pages(ctx: Context) -> list[Page]:
    """A sheet of blank slips to write a new row value on when cards run out."""
    area = content_box(ctx)
    top = area.top_pt - ctx.theme.text.heading_pt * 2
    width, height = mm_to_pt(ctx.theme.sheet.slip_width_mm), mm_to_pt(ctx.theme.sheet.slip_height_mm)
    columns, rows = max(1, int(area.width_pt // width)), max(1, int((top - area.y_pt) // height))
    left = area.x_pt + (area.width_pt - columns * width) / 2
    items = heading(ctx, area, ctx.text("slips_heading"))
    for r in range(rows):
        for c in range(columns):
            items += _slip(ctx, Box(left + c * width, top - (r + 1) * height, width, height))
    return [sheet_page(ctx, "row slips", items)]
