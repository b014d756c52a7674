"""Imposition: how many cards fit on a sheet, where each one goes, and where the crop marks run."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import SheetTooSmall
from printgen.layout.paper import Size
from printgen.layout.plan import Box, CropMark
from printgen.layout.units import mm_to_pt

CROP_GAP_MM = 1.0
CROP_LENGTH_MM = 3.0
# gap and length of the marks when full ones would cost a row or column (Letter)
SHORT_CROP_MM = (0.5, 2.0)


@dataclass(frozen=True, eq=False)
class SheetFrame:
    """A sheet's fixed parts: paper, a margin the printer can reach, and a band for the ruler."""

    paper: Size
    margin_mm: float
    band_mm: float


@dataclass(frozen=True, eq=False)
class Imposition:
    """Cards laid out on a sheet: the grid's slots, the bleed, the ruler band and the crop marks."""

    width_pt: float
    height_pt: float
    columns: int
    rows: int
    slots: tuple[Box, ...]
    bleed_pt: float
    band: Box
    band_side: str
    crop_marks: tuple[CropMark, ...]
    crop_mm: tuple[float, float] = (CROP_GAP_MM, CROP_LENGTH_MM)  # the marks' gap and length
    # how far (x, y) the cards' grounds run past the grid's outer trims
    shared_bleed_pt: tuple[float, float] = (0.0, 0.0)

    @property
    def per_page(self) -> int:
        return len(self.slots)

    @property
    def crop_space_mm(self) -> float:
        """How far the marks reach beyond the cards' bleed (nothing without crop marks)."""
        return sum(self.crop_mm) if self.crop_marks else 0.0


def fit_count(space_mm: float, card_mm: float, bleed_mm: float, gutter_mm: float) -> int:
    """How many cards (each with its bleed, a gutter between them) fit in `space_mm`."""
    pitch = card_mm + 2 * bleed_mm + gutter_mm
    return max(0, int((space_mm + gutter_mm + 1e-9) // pitch))


def _area(frame: SheetFrame, crop_mm: float, side: str) -> tuple[float, float, float, float]:
    """The x, y, width and height (mm) left for cards when the band sits at `side`."""
    m = frame.margin_mm + crop_mm
    x, y = m, m
    width, height = frame.paper.width_mm - 2 * m, frame.paper.height_mm - 2 * m
    if side == "bottom":
        y, height = y + frame.band_mm, height - frame.band_mm
    else:
        x, width = x + frame.band_mm, width - frame.band_mm
    return x, y, width, height


def band_box(frame: SheetFrame, side: str) -> Box:
    """The ruler band of the sheet along its foot ("bottom") or its left edge."""
    m, paper = frame.margin_mm, frame.paper
    if side == "bottom":
        return Box(
            mm_to_pt(m), mm_to_pt(m), mm_to_pt(paper.width_mm - 2 * m), mm_to_pt(frame.band_mm)
        )
    return Box(mm_to_pt(m), mm_to_pt(m), mm_to_pt(frame.band_mm), mm_to_pt(paper.height_mm - 2 * m))


def impose(
    frame: SheetFrame,
    card: Size,
    bleed_mm: float = 0.0,
    gutter_mm: float = 0.0,
    crop_marks: bool = True,
    shared_bleed_mm: float = 0.0,
    offset_mm: tuple[float, float] = (0.0, 0.0),
) -> Imposition:
    """The best grid of cards on the sheet, with the ruler band below it or, if that fits more,
    beside
    it; crop marks are shortened when full-length ones would cost cards (poker cards on Letter) or,
    with a shared bleed, when they leave it more room."""
    best, best_key = None, None
    sharing = bool(shared_bleed_mm) and not bleed_mm and not gutter_mm
    for full, crop in (
        ((True, (CROP_GAP_MM, CROP_LENGTH_MM)), (False, SHORT_CROP_MM))
        if crop_marks
        else ((True, (0.0, 0.0)),)
    ):
        for side in ("bottom", "left"):
            x, y, width, height = _area(frame, sum(crop), side)
            columns, rows = (
                fit_count(width, card.width_mm, bleed_mm, gutter_mm),
                fit_count(height, card.height_mm, bleed_mm, gutter_mm),
            )
            area = (x, y, width, height)
            shared = (
                _shared_bleed(
                    area,
                    _slots(area, card, columns, rows, bleed_mm, gutter_mm),
                    shared_bleed_mm,
                    offset_mm,
                )
                if sharing and columns * rows
                else (0.0, 0.0)
            )
            key = (columns * rows, min(shared), full)
            if best_key is None or key > best_key:
                best, best_key = (columns, rows, side, area, crop, shared), key
    columns, rows, side, area, crop, shared = best
    if columns * rows == 0:
        raise SheetTooSmall(
            _too_big_message(frame, card, bleed_mm),
            "choose a smaller --card-size or --bleed, or leave out the crop marks with "
            "--no-crop-marks",
        )
    slots = _slots(area, card, columns, rows, bleed_mm, gutter_mm)
    marks = crop_marks_around(slots, bleed_mm, *crop, bleed_y_mm=None) if crop_marks else ()
    if crop_marks and shared != (0.0, 0.0):
        marks = crop_marks_around(slots, shared[0], *crop, bleed_y_mm=shared[1])
    return Imposition(
        mm_to_pt(frame.paper.width_mm),
        mm_to_pt(frame.paper.height_mm),
        columns,
        rows,
        slots,
        mm_to_pt(bleed_mm),
        band_box(frame, side),
        side,
        marks,
        crop if crop_marks else (CROP_GAP_MM, CROP_LENGTH_MM),
        (mm_to_pt(shared[0]), mm_to_pt(shared[1])),
    )


def _shared_bleed(
    area, slots: tuple[Box, ...], wanted_mm: float, offset_mm: tuple[float, float]
) -> tuple[float, float]:
    """Shared bleed where cards touch: no room between them, so only the grid's outer edges bleed,
    as far as `wanted_mm` or the room left round the grid (less the duplex offset), on each axis."""
    x_mm, y_mm, width_mm, height_mm = area
    left = min(s.x_pt for s in slots) / mm_to_pt(1) - x_mm
    right = x_mm + width_mm - max(s.right_pt for s in slots) / mm_to_pt(1)
    bottom = min(s.y_pt for s in slots) / mm_to_pt(1) - y_mm
    top = y_mm + height_mm - max(s.top_pt for s in slots) / mm_to_pt(1)
    clear = 0.1  # the crop marks' own width, so they keep to the margin
    bx = max(0.0, min(wanted_mm, left - clear, right - clear) - abs(offset_mm[0]))
    by = max(0.0, min(wanted_mm, bottom - clear, top - clear) - abs(offset_mm[1]))
    return round(bx, 3), round(by, 3)


def _too_big_message(frame: SheetFrame, card: Size, bleed_mm: float) -> str:
    with_bleed = f" with {bleed_mm:g} mm bleed" if bleed_mm else ""
    return (
        f"a {card.label()} card{with_bleed} does not fit on a {frame.paper.label()} sheet inside "
        "its margins"
    )


def _slots(
    area, card: Size, columns: int, rows: int, bleed_mm: float, gutter_mm: float
) -> tuple[Box, ...]:
    x_mm, y_mm, width_mm, height_mm = area
    pitch_x, pitch_y = (
        card.width_mm + 2 * bleed_mm + gutter_mm,
        card.height_mm + 2 * bleed_mm + gutter_mm,
    )
    grid_w, grid_h = columns * pitch_x - gutter_mm, rows * pitch_y - gutter_mm
    left, top = x_mm + (width_mm - grid_w) / 2, y_mm + (height_mm + grid_h) / 2
    slots = []
    for row in range(rows):
        for column in range(columns):
            trim_x = left + column * pitch_x + bleed_mm
            trim_y = top - row * pitch_y - bleed_mm - card.height_mm
            slots.append(
                Box(
                    mm_to_pt(trim_x),
                    mm_to_pt(trim_y),
                    mm_to_pt(card.width_mm),
                    mm_to_pt(card.height_mm),
                )
            )
    return tuple(slots)


def crop_marks_around(
    slots: tuple[Box, ...],
    bleed_mm: float,
    gap_mm: float = CROP_GAP_MM,
    length_mm: float = CROP_LENGTH_MM,
    bleed_y_mm: float | None = None,
) -> tuple[CropMark, ...]:
    """Short lines that continue every cut line past the cards on that line, stopping short of
    their bleed: a line's marks stand beyond the outermost cards it touches, so a sheet that is
    only partly filled has marks for its cards only."""
    bleed_x, gap, length = mm_to_pt(bleed_mm), mm_to_pt(gap_mm), mm_to_pt(length_mm)
    bleed_y = bleed_x if bleed_y_mm is None else mm_to_pt(bleed_y_mm)
    xs = sorted({round(v, 3) for s in slots for v in (s.x_pt, s.right_pt)})
    ys = sorted({round(v, 3) for s in slots for v in (s.y_pt, s.top_pt)})
    marks = []
    for x in xs:
        on = [s for s in slots if x in (round(s.x_pt, 3), round(s.right_pt, 3))]
        top, bottom = max(s.top_pt for s in on) + bleed_y, min(s.y_pt for s in on) - bleed_y
        marks.append(CropMark(x, top + gap, x, top + gap + length))
        marks.append(CropMark(x, bottom - gap, x, bottom - gap - length))
    for y in ys:
        on = [s for s in slots if y in (round(s.y_pt, 3), round(s.top_pt, 3))]
        left, right = min(s.x_pt for s in on) - bleed_x, max(s.right_pt for s in on) + bleed_x
        marks.append(CropMark(left - gap, y, left - gap - length, y))
        marks.append(CropMark(right + gap, y, right + gap + length, y))
    return tuple(marks)


def back_box(
    front: Box,
    width_pt: float,
    height_pt: float,
    duplex: str,
    offset_mm: tuple[float, float] = (0.0, 0.0),
) -> Box:
    """Where the back of a card goes so it lands behind its front: long-edge duplex mirrors the
    columns, short-edge duplex mirrors the rows; then the printer's measured offset is added."""
    dx, dy = mm_to_pt(offset_mm[0]), mm_to_pt(offset_mm[1])
    if duplex == "long":
        return Box(width_pt - front.right_pt + dx, front.y_pt + dy, front.width_pt, front.height_pt)
    return Box(front.x_pt + dx, height_pt - front.top_pt + dy, front.width_pt, front.height_pt)
