"""Gutterfold imposition: the fronts and the backs of a sheet's cards on one side of one sheet.

The fold runs across the sheet. The fronts stand in rows on one side of it; the back of each front
stands exactly opposite, its trim the front's trim mirrored across the fold line, and is drawn
turned 180 degrees. Folding the sheet along the line (printed sides out) puts every back behind
its own front, so cards with backs need no duplex printer. The ruler band runs along the foot of
the sheet, parallel to the fold, so the fold never runs through it; the crop marks of each half
stop short of the fold line, and no card comes near it.

Both orientations of the paper are tried (the fold across the long side of a portrait sheet, or of
a landscape one), each with as many rows of fronts as fit in its half; the one that holds more
cards wins, the paper as given on a tie. Pure geometry: nothing here draws.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import SheetTooSmall
from printgen.layout.imposition import (
    CROP_GAP_MM,
    CROP_LENGTH_MM,
    SHORT_CROP_MM,
    SheetFrame,
    band_box,
    crop_marks_around,
    fit_count,
)
from printgen.layout.paper import Size
from printgen.layout.plan import Box, CropMark, Line
from printgen.layout.units import mm_to_pt

FOLD_CLEAR_MM = 1.0  # between the fold line and the nearest crop mark (or card bleed without marks)
FOLD_LINE_PT = 0.5
FOLD_DASH_PT = (6.0, 4.0)


@dataclass(frozen=True)
class FoldSheet:
    """One gutterfold sheet: `fronts[i]` and `backs[i]` are the trims of one card's two faces."""

    paper: Size  # the sheet as laid out: the paper as given, or turned to landscape
    columns: int
    rows: int  # rows of fronts, and as many of backs
    fronts: tuple[Box, ...]
    backs: tuple[Box, ...]
    fold_y_pt: float
    fold_x_pt: tuple[float, float]  # where the fold line starts and ends: the sheet's margins
    bleed_mm: float
    band: Box
    crop_marks: bool
    crop_mm: tuple[float, float] = (CROP_GAP_MM, CROP_LENGTH_MM)  # the marks' gap and length

    @property
    def per_page(self) -> int:
        return len(self.fronts)

    @property
    def bleed_pt(self) -> float:
        return mm_to_pt(self.bleed_mm)

    @property
    def width_pt(self) -> float:
        return mm_to_pt(self.paper.width_mm)

    @property
    def height_pt(self) -> float:
        return mm_to_pt(self.paper.height_mm)

    def fold_line(self, color: str) -> Line:
        """The dashed line to fold along, from margin to margin between the two halves."""
        return Line(
            self.fold_x_pt[0],
            self.fold_y_pt,
            self.fold_x_pt[1],
            self.fold_y_pt,
            color,
            FOLD_LINE_PT,
            FOLD_DASH_PT,
        )

    def marks(self, occupied: int) -> tuple[CropMark, ...]:
        """Crop marks around the first `occupied` fronts and around their backs, none for empty
        slots."""
        if not self.crop_marks or occupied <= 0:
            return ()
        return crop_marks_around(
            self.fronts[:occupied], self.bleed_mm, *self.crop_mm
        ) + crop_marks_around(self.backs[:occupied], self.bleed_mm, *self.crop_mm)


def mirrored(box: Box, fold_y_pt: float) -> Box:
    """The box mirrored across the horizontal line at `fold_y_pt`."""
    return Box(box.x_pt, 2 * fold_y_pt - box.top_pt, box.width_pt, box.height_pt)


def fold_gap_mm(
    crop_marks: bool, gutter_mm: float, crop: tuple[float, float] = (CROP_GAP_MM, CROP_LENGTH_MM)
) -> float:
    """The space between the fronts' bleed and the backs' bleed: room for both halves' crop marks
    and a clearance either side of the fold, and never less than the gutter between cards."""
    crop_mm = sum(crop) if crop_marks else 0.0
    return max(2 * (crop_mm + FOLD_CLEAR_MM), gutter_mm)


def _lay_out(
    frame: SheetFrame,
    paper: Size,
    card: Size,
    bleed_mm: float,
    gutter_mm: float,
    crop_marks: bool,
    crop: tuple[float, float] = (CROP_GAP_MM, CROP_LENGTH_MM),
) -> FoldSheet:
    crop_mm = sum(crop) if crop_marks else 0.0
    edge = frame.margin_mm + crop_mm
    x_mm, width_mm = edge, paper.width_mm - 2 * edge
    low, high = edge + frame.band_mm, paper.height_mm - edge  # the band along the foot
    fold_mm = (low + high) / 2
    half_gap = fold_gap_mm(crop_marks, gutter_mm, crop) / 2
    columns = fit_count(width_mm, card.width_mm, bleed_mm, gutter_mm)
    rows = fit_count(high - fold_mm - half_gap, card.height_mm, bleed_mm, gutter_mm)
    pitch_x, pitch_y = (
        card.width_mm + 2 * bleed_mm + gutter_mm,
        card.height_mm + 2 * bleed_mm + gutter_mm,
    )
    left = x_mm + (width_mm - (columns * pitch_x - gutter_mm)) / 2
    top = fold_mm + half_gap + rows * pitch_y - gutter_mm  # the fronts stand against the fold gap
    fold_pt = mm_to_pt(fold_mm)
    fronts = tuple(
        Box(
            mm_to_pt(left + column * pitch_x + bleed_mm),
            mm_to_pt(top - row * pitch_y - bleed_mm - card.height_mm),
            mm_to_pt(card.width_mm),
            mm_to_pt(card.height_mm),
        )
        for row in range(rows)
        for column in range(columns)
    )
    backs = tuple(mirrored(front, fold_pt) for front in fronts)
    oriented = SheetFrame(paper, frame.margin_mm, frame.band_mm)
    margins = (
        mm_to_pt(frame.margin_mm) + FOLD_LINE_PT,
        mm_to_pt(paper.width_mm - frame.margin_mm) - FOLD_LINE_PT,
    )
    return FoldSheet(
        paper,
        columns,
        rows,
        fronts,
        backs,
        fold_pt,
        margins,
        bleed_mm,
        band_box(oriented, "bottom"),
        crop_marks,
        crop,
    )


def fold_impose(
    frame: SheetFrame,
    card: Size,
    bleed_mm: float = 0.0,
    gutter_mm: float = 0.0,
    crop_marks: bool = True,
) -> FoldSheet:
    """The gutterfold sheet that holds the most cards: the paper as given or turned, rows per
    half."""
    paper = frame.paper
    best = None
    # short marks when full ones cost cards
    for crop in ((CROP_GAP_MM, CROP_LENGTH_MM), SHORT_CROP_MM):
        for oriented in (paper, Size(paper.height_mm, paper.width_mm)):
            sheet = _lay_out(frame, oriented, card, bleed_mm, gutter_mm, crop_marks, crop)
            if best is None or sheet.per_page > best.per_page:
                best = sheet
    if best.per_page == 0:
        with_bleed = f" with {bleed_mm:g} mm bleed" if bleed_mm else ""
        raise SheetTooSmall(
            f"a {card.label()} card{with_bleed} does not fit on a {paper.label()} sheet "
            "folded in half (--layout gutterfold) inside its margins",
            "choose a smaller --card-size, --bleed or --gutter, leave out the crop marks with "
            "--no-crop-marks, or print the backs on their own sheets without --layout "
            "gutterfold",
        )
    return best
