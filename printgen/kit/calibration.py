"""The duplex calibration sheet: crosses at the centre and near each corner of the front, and on
the\nback a pair of scales beside each, to read the offset (the same at every target) and any skew
or\nscaling (targets that read differently); 100 mm rulers along two edges show scaling too."""

from __future__ import annotations

from printgen.kit.flow import Flow
from printgen.kit.print_options import Context
from printgen.kit.sheet import content_box, heading, sheet_page
from printgen.layout.furniture import ruler
from printgen.layout.plan import (
    Box,
    Circle,
    Item,
    Line,
    Page,
    Segments,
    Text,
    translated,
    turned_quarter,
)
from printgen.layout.units import mm_to_pt

SCALE_MM = 10  # each scale reads -10 to +10 mm
SCALE_AWAY_MM = 15  # a target's scales stand this far from it: below it (x) and right of it (y)
CORNER_MM = 35  # the corner targets' distance from both edges
# the heading and the steps stand this far from the left and right edges, clear of the corner
# targets
TEXT_CLEAR_MM = 60
ARM_MM = 20  # the front's crosses reach this far, across both scales of their target
EDGE_RULER_MM = 100
STEPS = (
    "calibration_step_1",
    "calibration_step_2",
    "calibration_step_3",
    "calibration_step_4",
    "calibration_step_5",
)


def _cross(cx: float, cy: float, color: str, arm_mm: float = ARM_MM) -> list[Item]:
    arm = mm_to_pt(arm_mm)
    return [
        Line(cx - arm, cy, cx + arm, cy, color, 0.4),
        Line(cx, cy - arm, cx, cy + arm, color, 0.4),
        Circle(cx, cy, mm_to_pt(1.0), None, color, 0.4),
    ]


def _scales(cx: float, cy: float, font: str, color: str, label_pt: float = 6.0) -> list[Item]:
    """The scales that read where the front's cross for (cx, cy) shows through: a horizontal one
    15 mm below the target (where the cross's vertical arm crosses it: the x offset), labelled
    below, and a vertical one 15 mm to its right (where the horizontal arm crosses it: the y
    offset), labelled right; apart, so no label meets another."""
    away = mm_to_pt(SCALE_AWAY_MM)
    hy, vx = cy - away, cx + away
    items: list[Item] = []
    ticks = []
    for mm in range(-SCALE_MM, SCALE_MM + 1):
        d = mm_to_pt(mm)
        tick = mm_to_pt(2.5 if mm % 5 == 0 else 1.2)
        ticks += [(cx + d, hy - tick, cx + d, hy + tick), (vx - tick, cy + d, vx + tick, cy + d)]
        if mm % 5 == 0:
            items.append(
                Text(
                    cx + d,
                    hy - mm_to_pt(2.5) - label_pt * 1.1,
                    f"{mm:+d}" if mm else "0",
                    font,
                    label_pt,
                    color,
                    "middle",
                )
            )
            items.append(
                Text(
                    vx + mm_to_pt(2.5) + 2,
                    cy + d - label_pt * 0.35,
                    f"{mm:+d}" if mm else "0",
                    font,
                    label_pt,
                    color,
                    "start",
                )
            )
    span = mm_to_pt(SCALE_MM)
    return items + [
        Segments(tuple(ticks), color, 0.3),
        Line(cx - span, hy, cx + span, hy, color, 0.3),
        Line(vx, cy - span, vx, cy + span, color, 0.3),
    ]


def targets(ctx: Context) -> list[tuple[float, float]]:
    """The centre and four corner points the front marks and the back's scales read: a set the
    duplex mirror maps onto itself, so each front cross lands on a target of the back."""
    paper, corner = ctx.options.paper, mm_to_pt(CORNER_MM)
    width, height = mm_to_pt(paper.width_mm), mm_to_pt(paper.height_mm)
    return [
        (width / 2, height / 2),
        (corner, corner),
        (width - corner, corner),
        (corner, height - corner),
        (width - corner, height - corner),
    ]


def _edge_rulers(ctx: Context, font: str, color: str, label_pt: float) -> list[Item]:
    """A 100 mm ruler along the foot (above the sheet's own ruler band) and one up the left edge,
    between the corner crosses: a printer that scales the page shows it on them."""
    paper = ctx.options.paper
    length = mm_to_pt(EDGE_RULER_MM)
    foot_x = (mm_to_pt(paper.width_mm) - length) / 2
    side_y = (mm_to_pt(paper.height_mm) - length) / 2
    foot = ruler(0.0, 0.0, font, color, label_pt, EDGE_RULER_MM)
    return [translated(foot, foot_x, mm_to_pt(20)), turned_quarter(foot, mm_to_pt(12), side_y)]


def calibration_pages(ctx: Context) -> list[Page]:
    theme, whole = ctx.theme, content_box(ctx)
    clear = mm_to_pt(TEXT_CLEAR_MM)
    area = Box(clear, whole.y_pt, mm_to_pt(ctx.options.paper.width_mm) - 2 * clear, whole.height_pt)
    ink, label_pt = theme.colors.ink, max(6.0, theme.text.min_pt)
    flow = Flow(
        area.x_pt, area.top_pt - theme.text.title_pt * 1.5, area.width_pt, theme.text.min_pt
    )
    for step in STEPS:
        flow.text(ctx.text(step), theme.regular, theme.text.body_pt, ink)
    front = heading(ctx, area, ctx.text("calibration_front"), theme.text.title_pt) + flow.items
    for cx, cy in targets(ctx):
        front += _cross(cx, cy, ink)
    front += _edge_rulers(ctx, theme.regular, ink, label_pt)
    dx, dy = (mm_to_pt(v) for v in ctx.options.back_offset_mm)
    # clear of the top left target's labels
    note = Box(
        area.x_pt + mm_to_pt(8),
        area.top_pt - theme.text.title_pt * 3,
        area.width_pt,
        theme.text.title_pt,
    )
    back = heading(ctx, area, ctx.text("calibration_back"), theme.text.title_pt)
    for cx, cy in targets(ctx):
        back += _scales(cx + dx, cy + dy, theme.regular, ink, label_pt)
    back.append(
        Text(
            note.x_pt,
            note.y_pt,
            ctx.text(
                "calibration_printed",
                duplex=ctx.options.duplex,
                x=f"{ctx.options.back_offset_mm[0]:g}",
                y=f"{ctx.options.back_offset_mm[1]:g}",
            ),
            theme.regular,
            theme.text.body_pt,
            theme.colors.muted,
        )
    )
    return [sheet_page(ctx, "calibration front", front), sheet_page(ctx, "calibration back", back)]
