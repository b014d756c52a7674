"""Exported cards as page plans: one card to a page at its trim plus bleed, with the page boxes a
print service reads, or with proof lines (trim and safe zone) drawn over the design."""

from __future__ import annotations

from printgen.layout.paper import Size
from printgen.layout.plan import Box, Line, Page, Segments
from printgen.layout.units import mm_to_pt

SAFE_MM = 3.175  # how far inside the trim the print services ask text to stay: 1/8 in
TRIM_INK, SAFE_INK = "#e0218a", "#1f77d0"
TICK_MM = 2.5  # the band outside the safe line is ticked across every this far


def card_page(face, trim_mm: Size, bleed_mm: float, label: str, proof: bool = False) -> Page:
    """The face drawn on a page of exactly the card plus its bleed; the design runs into the
    bleed."""
    bleed = mm_to_pt(bleed_mm)
    width, height = mm_to_pt(trim_mm.width_mm), mm_to_pt(trim_mm.height_mm)
    trim = Box(bleed, bleed, width, height)
    items = list(face(trim, bleed))
    if proof:
        items += proof_lines(trim)
    sheet = Box(0.0, 0.0, width + 2 * bleed, height + 2 * bleed)
    return Page(
        sheet.width_pt, sheet.height_pt, label, tuple(items), (("trim", trim), ("bleed", sheet))
    )


def proof_lines(trim: Box, safe_mm: float = SAFE_MM) -> list:
    """The trim (solid), the safe line (dashed) and, across the band between them, short ticks, as
    marks over the design, for checking a proof. A card's frame runs about on the safe line, so the
    line alone would hide under it; the ticks show the band itself, and a frame or text inside it
    (or a band that is narrower on one side at the service: drift) is plain to see."""
    safe = trim.inset(mm_to_pt(safe_mm))
    lines = []
    for box, ink, dash in ((trim, TRIM_INK, ()), (safe, SAFE_INK, (3.0, 2.0))):
        x1, y1, x2, y2 = box.x_pt, box.y_pt, box.right_pt, box.top_pt
        lines += [
            Line(x1, y1, x2, y1, ink, 0.6, dash),
            Line(x2, y1, x2, y2, ink, 0.6, dash),
            Line(x2, y2, x1, y2, ink, 0.6, dash),
            Line(x1, y2, x1, y1, ink, 0.6, dash),
        ]
    return lines + [Segments(tuple(_ticks(trim, safe)), SAFE_INK, 0.3)]


def _ticks(trim: Box, safe: Box):
    step = mm_to_pt(TICK_MM)
    x = safe.x_pt + step
    while x < safe.right_pt - step / 2:
        yield (x, trim.y_pt, x, safe.y_pt)
        yield (x, safe.top_pt, x, trim.top_pt)
        x += step
    y = safe.y_pt + step
    while y < safe.top_pt - step / 2:
        yield (trim.x_pt, y, safe.x_pt, y)
        yield (safe.right_pt, y, trim.right_pt, y)
        y += step
