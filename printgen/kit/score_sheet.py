"""The score sheet: Name | Turn 1..N | Total for every seat, several games to a page."""

from __future__ import annotations

from printgen.engine import turn_order
from printgen.errors import PrintgenError
from printgen.kit.flow import Flow
from printgen.kit.geometry import shift
from printgen.kit.request import Context
from printgen.kit.sheet import content_box, heading, sheet_page
from printgen.layout.plan import Box, Item, Line, Page, Rect, Text
from printgen.layout.symbols import seat_letter, seat_symbol
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.model import Setup


def seat_order_line(ctx: Context) -> str:
    """Who plays in what order, from the first player's seat, such as "A → B → C → A …"."""
    lap = turn_order(ctx.request.players, 1, 0, ctx.request.reverse_seats)
    letters = " → ".join(seat_letter(seat) for seat in lap)
    direction = ctx.text("seat_anticlockwise" if ctx.request.reverse_seats else "seat_clockwise")
    return ctx.text("seat_order", letters=letters, first=seat_letter(lap[0]), direction=direction)


def _cell_text(text: str, box: Box, ctx: Context, font: str, size_pt: float) -> list[Item]:
    fitted = fit_text(text, font, box.width_pt - 4, box.height_pt, size_pt, ctx.theme.text.min_pt)
    if fitted is None:
        raise PrintgenError(f"the score sheet heading {text!r} does not fit its column", "the setup has too many turns for one row of the sheet")
    return place_text(fitted, box, font, ctx.theme.colors.ink)


def _columns(ctx: Context, setup: Setup, area: Box) -> list[tuple[str, float]]:
    turns = len(setup.hand)
    name_w = mm_to_pt(ctx.theme.sheet.score_name_mm)
    unit = (area.width_pt - name_w) / (turns + 1.4)
    return [(ctx.text("sheet_name"), name_w)] + [(f"{ctx.text('sheet_turn')} {i}", unit) for i in range(1, turns + 1)] + [(ctx.text("sheet_total"), unit * 1.4)]


def _table(ctx: Context, setup: Setup, area: Box, top_pt: float) -> list[Item]:
    theme, row_h = ctx.theme, mm_to_pt(ctx.theme.sheet.score_row_mm)
    columns, items = _columns(ctx, setup, area), []
    x = area.x_pt
    for column, (title, width) in enumerate(columns):
        head = Box(x, top_pt - row_h, width, row_h)
        items += [Rect(head, fill=theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6)] + _cell_text(title, head, ctx, theme.bold, theme.text.body_pt)
        for seat in range(ctx.request.players):
            cell = Box(x, top_pt - (seat + 2) * row_h, width, row_h)
            items.append(Rect(cell, stroke=theme.colors.rule, line_width_pt=0.6))
            if column == 0:
                items += _seat_mark(ctx, seat, cell)
        x += width
    bottom = top_pt - (ctx.request.players + 1) * row_h
    items.append(Line(area.right_pt - columns[-1][1], top_pt, area.right_pt - columns[-1][1], bottom, theme.colors.ink, 1.2))
    return items


def _seat_mark(ctx: Context, seat: int, cell: Box) -> list[Item]:
    radius = min(cell.height_pt * 0.28, mm_to_pt(2.6))
    color = ctx.theme.colors.seats[seat]
    cx, cy = cell.x_pt + radius + 4, cell.center[1]
    return [seat_symbol(seat, cx, cy, radius, color), Text(cx + radius + 3, cy - radius * 0.7, seat_letter(seat), ctx.theme.bold, radius * 2, color)]


def _game_block(ctx: Context, setup: Setup, area: Box) -> tuple[list[Item], float]:
    """One game's block laid out from y = 0 downward, and its height including the space after it."""
    theme = ctx.theme
    flow = Flow(area.x_pt, 0.0, area.width_pt, theme.text.min_pt)
    flow.text(ctx.text("sheet_game_line"), theme.regular, theme.text.body_pt, theme.colors.ink)
    flow.text(seat_order_line(ctx), theme.regular, theme.text.small_pt, theme.colors.muted, shrink=True)
    rows = (ctx.request.players + 1) * mm_to_pt(theme.sheet.score_row_mm)
    return flow.items + _table(ctx, setup, area, flow.top_pt), -flow.top_pt + rows + mm_to_pt(7)


def score_sheet_page(ctx: Context, setup: Setup) -> Page:
    area = content_box(ctx)
    title = ctx.text("nn_sheet_title", setup=setup.name)
    items: list[Item] = heading(ctx, area, title, ctx.theme.text.title_pt * 0.8, "the setup name")
    top = area.top_pt - ctx.theme.text.title_pt * 1.3
    block, height = _game_block(ctx, setup, area)
    games = max(1, int((top - area.y_pt + mm_to_pt(7)) // height))
    for game in range(games):
        items += [shift(item, 0.0, top - game * height) for item in block]
    return sheet_page(ctx, f"score sheet {setup.id}", items)


def score_sheet_pages(ctx: Context) -> list[Page]:
    return [score_sheet_page(ctx, setup) for setup in ctx.request.setups]
