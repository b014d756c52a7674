"""A printed sheet: its content area and the furniture every sheet carries."""

from __future__ import annotations

from printgen.core.errors import FitError
from printgen.kit.print_options import Context
from printgen.layout.furniture import sheet_furniture
from printgen.layout.plan import Box, Item, Page
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.read.loader import shorten


def page_size_pt(ctx: Context) -> tuple[float, float]:
    paper = ctx.options.paper
    return mm_to_pt(paper.width_mm), mm_to_pt(paper.height_mm)


def content_box(ctx: Context) -> Box:
    """The sheet inside its margins, above the ruler band."""
    width, height = page_size_pt(ctx)
    margin, band = mm_to_pt(ctx.theme.sheet.content_margin_mm), mm_to_pt(ctx.theme.sheet.band_mm)
    return Box(margin, margin + band, width - 2 * margin, height - 2 * margin - band)


def band_box(ctx: Context) -> Box:
    width, _ = page_size_pt(ctx)
    margin = mm_to_pt(ctx.theme.sheet.content_margin_mm)
    return Box(margin, margin * 0.5, width - 2 * margin, mm_to_pt(ctx.theme.sheet.band_mm))


def sheet_page(
    ctx: Context, label: str, items: list[Item], band: Box | None = None, side: str = "bottom"
) -> Page:
    width, height = page_size_pt(ctx)
    floor = ctx.theme.text.min_pt
    furniture = sheet_furniture(
        band or band_box(ctx),
        side,
        ctx.theme.regular,
        ctx.theme.colors.muted,
        max(6.5, floor),
        ctx.text("notice"),
        max(6.0, floor),
        ctx.options.stamp,
    )
    return Page(width, height, label, tuple(items + furniture))


def heading(
    ctx: Context, box: Box, text: str, size_pt: float | None = None, what: str = "the heading"
) -> list[Item]:
    """A bold heading on the first line of `box`, shrunk to fit its width; an error if it cannot."""
    size = size_pt or ctx.theme.text.heading_pt
    fitted = fit_text(
        text, ctx.theme.bold, box.width_pt, size * 1.2, size, ctx.theme.text.min_pt, wrap=False
    )
    if fitted is None:
        raise FitError(
            f"{what} {shorten(text)!r} is too long to print even at {ctx.theme.text.min_pt:g} pt",
            "shorten it",
        )
    return place_text(
        fitted, box.top_band(size * 1.2), ctx.theme.bold, ctx.theme.colors.ink, "start", "top"
    )
