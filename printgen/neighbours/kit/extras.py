"""The extras the rules mention: private tracker strips and blank row slips."""

from __future__ import annotations

from printgen.kit.packing import Panel, page_height, panel_width
from printgen.kit.sheet import heading
from printgen.layout.fonts import text_width_pt
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
    items: list[Item] = [
        seat_symbol(seat, cx, cy, radius, color),
        Text(cx, cy - radius * 2.6, seat_letter(seat), theme.bold, radius * 1.8, color, "middle"),
    ]
    left = cx + radius + pad
    items.append(
        Text(
            left,
            box.top_pt - pad - theme.text.small_pt,
            ctx.text("tracker_line"),
            theme.regular,
            theme.text.small_pt,
            theme.colors.muted,
        )
    )
    values = hand_values(ctx.kit.setups)
    size = min(
        (box.right_pt - left - pad) / len(values), box.height_pt - theme.text.small_pt - 2.5 * pad
    )
    for i, value in enumerate(values):
        cell = Box(left + i * size, box.y_pt + pad, size * 0.88, size * 0.88)
        items.append(Rect(cell, stroke=theme.colors.hand_edge, line_width_pt=1.0, radius_pt=2))
        items.append(
            Text(
                cell.center[0],
                cell.y_pt + cell.height_pt * 0.3,
                str(value),
                theme.bold,
                cell.height_pt * 0.5,
                theme.colors.ink,
                "middle",
            )
        )
    return items


def _tracker_set(ctx: Context, width_pt: float) -> tuple[list[Item], float]:
    """One strip for every seat (one game's set) drawn down from y = 0, a cut line above and below
    each."""
    height, items = mm_to_pt(ctx.theme.sheet.tracker_height_mm), []
    items.append(_cut_line(ctx, 0.0, 0.0, width_pt, 0.0))
    for seat in range(ctx.kit.players):
        strip = Box(0.0, -(seat + 1) * height, width_pt, height)
        items += tracker_strip(ctx, seat, strip) + [
            _cut_line(ctx, strip.x_pt, strip.y_pt, strip.right_pt, strip.y_pt)
        ]
    return items, ctx.kit.players * height


def tracker_pages(ctx: Context) -> list:
    """The trackers as a panel: a heading and one set of strips; more sets fill the rest of its
    sheet."""
    width = panel_width(ctx)
    head = heading(
        ctx,
        Box(0.0, -ctx.theme.text.heading_pt * 2, width, ctx.theme.text.heading_pt * 2),
        ctx.text("tracker_heading"),
    )
    strips, height = _tracker_set(ctx, width)
    top = ctx.theme.text.heading_pt * 2
    return [
        Panel(
            tuple(head + [translated(strips, 0.0, -top)]),
            top + height,
            "trackers",
            tuple(strips),
            height,
        )
    ]


def _slip(ctx: Context, box: Box) -> list[Item]:
    """One slip's inside: a box to write the value in and what to write under it."""
    theme = ctx.theme
    radius = min(box.width_pt, box.height_pt) * 0.3
    hint = ctx.text("slip_hint")
    room = box.width_pt - mm_to_pt(3)
    hint_pt = max(
        theme.text.min_pt,
        min(
            theme.text.small_pt,
            theme.text.small_pt
            * room
            / max(text_width_pt(hint, theme.regular, theme.text.small_pt), 0.01),
        ),
    )
    items: list[Item] = [
        Rect(
            Box(
                box.center[0] - radius,
                box.center[1] - radius + hint_pt * 0.6,
                2 * radius,
                2 * radius,
            ),
            stroke=theme.colors.rule,
            line_width_pt=0.8,
            radius_pt=radius * 0.3,
        )
    ]
    items.append(
        Text(
            box.center[0],
            box.y_pt + mm_to_pt(3),
            hint,
            theme.regular,
            hint_pt,
            theme.colors.muted,
            "middle",
        )
    )
    return items


def _slip_rows(ctx: Context, width_pt: float, count: int) -> tuple[list[Item], float]:
    """`count` slips in rows drawn down from y = 0, each row centred, every cut line dashed alike
    and drawn once."""
    w, h = mm_to_pt(ctx.theme.sheet.slip_width_mm), mm_to_pt(ctx.theme.sheet.slip_height_mm)
    columns = max(1, int(width_pt // w))
    items: list[Item] = []
    rows = -(-count // columns)
    for r in range(rows):
        across = min(columns, count - r * columns)
        left, top = (width_pt - columns * w) / 2, -r * h
        for c in range(across):
            items += _slip(ctx, Box(left + c * w, top - h, w, h))
        items += [_cut_line(ctx, left, top - h, left + across * w, top - h)]
        items += [
            _cut_line(ctx, left + c * w, top, left + c * w, top - h) for c in range(across + 1)
        ]
    if rows:
        items.insert(
            0,
            _cut_line(
                ctx,
                (width_pt - columns * w) / 2,
                0.0,
                (width_pt - columns * w) / 2 + min(columns, count) * w,
                0.0,
            ),
        )
    return items, rows * h


def slip_count(ctx: Context) -> int:
    """One slip for every turn of a game: a player who plays from a tracker strip writes each card
    on a slip instead (every seat plays its whole hand)."""
    return ctx.kit.players * len(hand_values(ctx.kit.setups))


def row_slip_pages(ctx: Context) -> list:
    """Blank slips, one for each turn of a game, to write a value on and lay in the row: a heading
    and rows of slips, as many panels as the sheets they take."""
    width, count = panel_width(ctx), slip_count(ctx)
    top = ctx.theme.text.heading_pt * 2
    head = heading(ctx, Box(0.0, -top, width, top), ctx.text("slips_heading", count=count))
    w, h = mm_to_pt(ctx.theme.sheet.slip_width_mm), mm_to_pt(ctx.theme.sheet.slip_height_mm)
    columns = max(1, int(width // w))
    panels: list[Panel] = []
    while count > 0:
        room = page_height(ctx) - (0.0 if panels else top)
        here = min(count, max(1, int((room + 0.01) // h)) * columns)
        rows, height = _slip_rows(ctx, width, here)
        if panels:
            panels.append(Panel(tuple(rows), height, "row slips"))
        else:
            panels.append(
                Panel(tuple(head + [translated(rows, 0.0, -top)]), top + height, "row slips")
            )
        count -= here
    return panels
