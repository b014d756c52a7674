"""Exported cards as page plans: one card to a page at its trim plus bleed, with the page boxes a
print service reads, or with proof lines (trim and safe zone) drawn over the design."""

from __future__ import annotations

from printgen.layout.paper import Size
from printgen.layout.plan import Box, Line, Page
from printgen.layout.units import mm_to_pt

SAFE_MM = 3.0  # how far inside the trim a service asks text and frames to stay
TRIM_INK, SAFE_INK = "#e0218a", "#1f77d0"


def card_page(face, trim_mm: Size, bleed_mm: float, label: str, proof: bool = False) -> Page:
    """The face drawn on a page of exactly the card plus its bleed; the design runs into the bleed."""
    bleed = mm_to_pt(bleed_mm)
    width, height = mm_to_pt(trim_mm.width_mm), mm_to_pt(trim_mm.height_mm)
    trim = Box(bleed, bleed, width, height)
    items = list(face(trim, bleed))
    if proof:
        items += proof_lines(trim)
    sheet = Box(0.0, 0.0, width + 2 * bleed, height + 2 * bleed)
    return Page(sheet.width_pt, sheet.height_pt, label, tuple(items), (("trim", trim), ("bleed", sheet)))


def proof_lines(trim: Box) -> list:
    """The trim (solid) and the safe zone (dashed) as lines over the design, for checking a proof."""
    safe = trim.inset(mm_to_pt(SAFE_MM))
    lines = []
    for box, ink, dash in ((trim, TRIM_INK, ()), (safe, SAFE_INK, (3.0, 2.0))):
        x1, y1, x2, y2 = box.x_pt, box.y_pt, box.right_pt, box.top_pt
        lines += [Line(x1, y1, x2, y1, ink, 0.6, dash), Line(x2, y1, x2, y2, ink, 0.6, dash), Line(x2, y2, x1, y2, ink, 0.6, dash), Line(x1, y2, x1, y1, ink, 0.6, dash)]
    return lines
