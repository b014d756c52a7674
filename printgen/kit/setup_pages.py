"""Placing the setup and scoring card: two panels to a printed sheet, or one tall page for a phone."""

from __future__ import annotations

from printgen.components.panels import place_panels
from printgen.errors import PrintgenError
from printgen.kit import scoring_card as sc
from printgen.kit.flow import Flow
from printgen.kit.geometry import shift
from printgen.kit.request import Context
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Box, Item, Page, Rect
from printgen.layout.units import mm_to_pt
from printgen.model import Setup

PHONE_WIDTH_MM = 100.0
PHONE_SCALE = 1.1
SCALES = tuple(round(1.2 - 0.05 * i, 2) for i in range(15))
HALF_FROM = 1.0


def _seed(ctx: Context) -> int | None:
    return ctx.request.shuffle_seed


def _panel_at(ctx: Context, setup: Setup, panel: Box, scale: float) -> list[Item] | None:
    """The card laid out in two columns inside `panel`, or None if it overflows at this scale."""
    t = sc.CardText(ctx.theme, scale, ctx.language)
    pad = mm_to_pt(5)
    inner = panel.inset(pad)
    head = Flow(inner.x_pt, inner.top_pt, inner.width_pt, ctx.theme.text.min_pt)
    sc.title_section(head, setup, t)
    split = inner.width_pt * 0.56
    left = Flow(inner.x_pt, head.top_pt, split - pad, ctx.theme.text.min_pt)
    right = Flow(inner.x_pt + split, head.top_pt, inner.width_pt - split, ctx.theme.text.min_pt)
    sc.row_section(left, setup, t, _seed(ctx))
    sc.rule_section(left, setup, t)
    sc.example_section(left, setup, t)
    sc.table_section(right, setup, t)
    if min(left.top_pt, right.top_pt) < inner.y_pt:
        return None
    frame = Rect(panel, fill=ctx.theme.colors.panel, stroke=ctx.theme.colors.rule, line_width_pt=0.8, radius_pt=mm_to_pt(3))
    return [frame] + head.items + left.items + right.items


def _too_big(setup: Setup) -> PrintgenError:
    return PrintgenError(f"the scoring card of {setup.name!r} does not fit on the page", "shorten the rule's wording with the scoring's `text:`")


def setup_card_pages(ctx: Context) -> list[Page]:
    """One card per setup: two to a sheet when each fits half a sheet at a readable size."""
    lay_out = lambda setup, panel, scale: _panel_at(ctx, setup, panel, scale)  # noqa: E731
    gap = mm_to_pt(ctx.theme.sheet.panel_gap_mm)
    sheets = place_panels(ctx.request.setups, content_box(ctx), gap, SCALES, HALF_FROM, lay_out, _too_big)
    return [sheet_page(ctx, f"setup card {number}", items) for number, items in enumerate(sheets, 1)]


def phone_page(ctx: Context, setup: Setup) -> Page:
    """The whole card in one column, as tall as it needs to be."""
    width, pad = mm_to_pt(PHONE_WIDTH_MM), mm_to_pt(6)
    t = sc.CardText(ctx.theme, PHONE_SCALE, ctx.language)
    flow = Flow(pad, 0.0, width - 2 * pad, ctx.theme.text.min_pt)
    sc.title_section(flow, setup, t)
    sc.row_section(flow, setup, t, _seed(ctx))
    sc.rule_section(flow, setup, t)
    sc.table_section(flow, setup, t)
    flow.gap(t.size("body_pt"))
    sc.example_section(flow, setup, t)
    height = -flow.top_pt + 2 * pad
    items = [Rect(Box(0, 0, width, height), fill=ctx.theme.colors.panel)] + [shift(item, 0.0, height - pad) for item in flow.items]
    return Page(width, height, f"phone {setup.id}", tuple(items))


def phone_pages(ctx: Context) -> list[Page]:
    return [phone_page(ctx, setup) for setup in ctx.request.setups]
