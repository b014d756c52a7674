"""The duplex calibration sheet: a cross on the front, scales on the back to read the offset from."""

from __future__ import annotations

from printgen.kit.flow import Flow
from printgen.kit.print_options import Context
from printgen.kit.sheet import content_box, heading, sheet_page
from printgen.layout.plan import Box, Item, Line, Page, Text
from printgen.layout.units import mm_to_pt

SCALE_MM = 10
STEPS = ("calibration_step_1", "calibration_step_2", "calibration_step_3", "calibration_step_4")


def _cross(cx: float, cy: float, color: str, arm_mm: float = 20) -> list[Item]:
    arm = mm_to_pt(arm_mm)
    return [Line(cx - arm, cy, cx + arm, cy, color, 0.4), Line(cx, cy - arm, cx, cy + arm, color, 0.4)]


def _scales(cx: float, cy: float, font: str, color: str) -> list[Item]:
    """Two millimetre scales crossing at the centre, labelled every 5 mm from -10 to +10."""
    items: list[Item] = []
    for mm in range(-SCALE_MM, SCALE_MM + 1):
        d = mm_to_pt(mm)
        tick = mm_to_pt(2.5 if mm % 5 == 0 else 1.2)
        items += [Line(cx + d, cy - tick, cx + d, cy + tick, color, 0.3), Line(cx - tick, cy + d, cx + tick, cy + d, color, 0.3)]
        if mm % 5 == 0 and mm:
            items.append(Text(cx + d, cy - tick - 7, f"{mm:+d}", font, 6, color, "middle"))
            items.append(Text(cx + tick + 2, cy + d - 2, f"{mm:+d}", font, 6, color, "start"))
    span = mm_to_pt(SCALE_MM)
    return items + [Line(cx - span, cy, cx + span, cy, color, 0.3), Line(cx, cy - span, cx, cy + span, color, 0.3)]


def _centre(ctx: Context) -> tuple[float, float]:
    paper = ctx.options.paper
    return mm_to_pt(paper.width_mm) / 2, mm_to_pt(paper.height_mm) / 2


def _back_centre(ctx: Context) -> tuple[float, float]:
    """Where the front's centre falls on the back: the centre itself, for either duplex setting."""
    cx, cy = _centre(ctx)
    dx, dy = ctx.options.back_offset_mm
    return cx + mm_to_pt(dx), cy + mm_to_pt(dy)


def calibration_pages(ctx: Context) -> list[Page]:
    theme, area = ctx.theme, content_box(ctx)
    cx, cy = _centre(ctx)
    flow = Flow(area.x_pt, area.top_pt - theme.text.title_pt * 1.5, area.width_pt, theme.text.min_pt)
    for step in STEPS:
        flow.text(ctx.text(step), theme.regular, theme.text.body_pt, theme.colors.ink)
    front = heading(ctx, area, ctx.text("calibration_front"), theme.text.title_pt) + flow.items + _cross(cx, cy, theme.colors.ink)
    bx, by = _back_centre(ctx)
    note = Box(area.x_pt, area.top_pt - theme.text.title_pt * 3, area.width_pt, theme.text.title_pt)
    back = heading(ctx, area, ctx.text("calibration_back"), theme.text.title_pt) + _scales(bx, by, theme.regular, theme.colors.ink)
    back.append(Text(note.x_pt, note.y_pt, ctx.text("calibration_printed", duplex=ctx.options.duplex, x=f"{ctx.options.back_offset_mm[0]:g}", y=f"{ctx.options.back_offset_mm[1]:g}"), theme.regular, theme.text.body_pt, theme.colors.muted))
    return [sheet_page(ctx, "calibration front", front), sheet_page(ctx, "calibration back", back)]
