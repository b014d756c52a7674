"""Print and cut: sheets of cards for a home cutting machine, with its registration marks at fixed
places, laid out as pure geometry (the cut file and the sheet images are drawn in
`printgen.render.cut_file`).

Every cutter is one row of CUTTERS: its marks (each in a corner of the sheet, so many mm in from
both edges), how far round each mark no card may be, and whether its software prints the marks
itself round an image of a fixed size (Cricut's Print Then Cut). The cards go in a grid inside
the marks, upright or turned a quarter, whichever holds more; every sheet puts its cards in the
same places, so one cut file, measured in mm from the sheet's top-left corner as the marks are,
serves every sheet.

- Silhouette (Cameo, Portrait; Silhouette Studio's registration marks "Type 1"): a filled 5 mm
  square at the top-left and L-shaped corners of 20 mm arms, 0.3 mm thick, at the top-right and
  the bottom-left, each 10 mm in from the sheet's edges.
- Cricut (Print Then Cut): Design Space prints its own marks round an image of at most
  9.25 x 6.75 in and cuts round every opaque shape in it: the sheet is that image.
- Brother ScanNCut: it cuts from a scan of the printed sheet (the shapes it sees, or the cut file
  lined up on the scan), so its sheets carry no marks: each card is drawn to its trim and no
  further, with a clean dark outline at the trim, the cards apart from each other and a margin in
  from the sheet's edges (BROTHER_MARGIN_MM and OUTLINE_MM, printgen's own named constants; Brother
  publishes no figures for them that we could cite).

Summa's OPOS marks are not written: their size and placing are not published in a source we could
cite, so printgen does not offer that cutter.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.cutter_names import CUTTER_TITLES
from printgen.layout.paper import Size
from printgen.layout.plan import Box, Group, Line, Page, Rect, Trim
from printgen.layout.units import mm_to_pt

CLEAR_MM = 3.0  # the cards stay this far from the marks (no ink where the sensor looks)
CUT_BLEED_MM = (
    1.5  # each card's design runs this far past its trim, so a cut a little off still shows it
)
GAP_MM = 2 * CUT_BLEED_MM
MARK_INK = "#000000"

SILHOUETTE_INSET_MM = 10.0  # from the sheet's edges to the marks' outer edges
SILHOUETTE_SQUARE_MM = 5.0
SILHOUETTE_ARM_MM = 20.0
SILHOUETTE_LINE_MM = 0.3  # thicker marks are read less accurately

CRICUT_AREA = Size(9.25 * 25.4, 6.75 * 25.4)  # Design Space's largest Print Then Cut image
CRICUT_DPI = 300

# Not sourced (see the module's docstring): printgen's own. The cards stay this far in from the
# sheet's edges, past the unprinted margin of home printers (a quarter inch at most), so each
# outline is printed whole and lies on paper, not against the mat, in the scan
BROTHER_MARGIN_MM = 6.5
OUTLINE_MM = 0.5  # the outline at each card's trim that the ScanNCut's scan finds
OUTLINE_INK = "#000000"

CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")


@dataclass(frozen=True, eq=False)
class Mark:
    """A registration mark in a corner of the sheet (`where`), its outer edges `inset_mm` in from
    both edges of that corner: a filled square of `size_mm`, or (with `line_mm`) an L of two arms
    `size_mm` long, its angle towards that corner."""

    where: str
    inset_mm: float
    size_mm: float
    line_mm: float = 0.0

    def box(self, paper: Size) -> tuple[float, float, float, float]:
        """The mark's bounding box: x, y, width, height in mm from the sheet's top-left corner."""
        x = self.inset_mm if "left" in self.where else paper.width_mm - self.inset_mm - self.size_mm
        y = self.inset_mm if "top" in self.where else paper.height_mm - self.inset_mm - self.size_mm
        return (x, y, self.size_mm, self.size_mm)


@dataclass(frozen=True, eq=False)
class Cutter:
    """A cutting machine: its marks, the side of the square round each mark (from its corner of
    the sheet's inset, inwards) that no card may reach, and the fixed area of its software's
    image when it draws the marks itself (Cricut)."""

    name: str
    title: str
    marks: tuple[Mark, ...]
    keep_mm: float
    area: Size | None = None
    # a machine that cuts from a scan of the printed sheet (Brother ScanNCut): no marks, the cards
    # outlined at their trim and drawn no further, `margin_mm` in from the sheet's edges
    scanned: bool = False
    margin_mm: float = 0.0

    def sheet_size(self, paper: Size) -> Size:
        return self.area or paper


CUTTERS = {
    "silhouette": Cutter(
        "silhouette",
        CUTTER_TITLES["silhouette"],
        (
            Mark("top-left", SILHOUETTE_INSET_MM, SILHOUETTE_SQUARE_MM),
            Mark("top-right", SILHOUETTE_INSET_MM, SILHOUETTE_ARM_MM, SILHOUETTE_LINE_MM),
            Mark("bottom-left", SILHOUETTE_INSET_MM, SILHOUETTE_ARM_MM, SILHOUETTE_LINE_MM),
        ),
        SILHOUETTE_ARM_MM + CLEAR_MM,
    ),
    "cricut": Cutter("cricut", CUTTER_TITLES["cricut"], (), 0.0, CRICUT_AREA),
    "brother": Cutter(
        "brother", CUTTER_TITLES["brother"], (), 0.0, scanned=True, margin_mm=BROTHER_MARGIN_MM
    ),
}


@dataclass(frozen=True, eq=False)
class Slot:
    """A card's place on a sheet: its trim in mm from the sheet's top-left corner, and whether it
    is turned a quarter (to fit more cards)."""

    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float
    turned: bool


@dataclass(frozen=True, eq=False)
class CutSheet:
    """The cards' slots on a cutting machine's sheet."""

    paper: Size
    card: Size
    radius_mm: float
    slots: tuple[Slot, ...]
    cutter: str = "silhouette"


def keep_outs(cutter: Cutter, paper: Size) -> list[tuple[float, float, float, float]]:
    """Where no card may be (x, y, width, height in mm from the top-left): a square of the cutter's
    keep_mm in each corner that holds a mark, from the mark's outer corner inwards."""
    found = []
    for mark in cutter.marks:
        inset, size = mark.inset_mm, cutter.keep_mm
        x = inset if "left" in mark.where else paper.width_mm - inset - size
        y = inset if "top" in mark.where else paper.height_mm - inset - size
        found.append((x, y, size, size))
    return found


def margin_mm(cutter: Cutter) -> float:
    """How far from the sheet's edges the grid of cards starts: CLEAR_MM inside the lines the
    marks stand on, the scanned machine's own margin, or half a gap in from the edges of an image
    the marks go round."""
    if cutter.scanned:
        return cutter.margin_mm
    if not cutter.marks:
        return GAP_MM / 2
    return max(mark.inset_mm for mark in cutter.marks) + CLEAR_MM


def cut_sheet(paper: Size, card: Size, radius_mm: float, cutter: Cutter) -> CutSheet:
    """The slots of a sheet: rows of cards inside the marks, each row filling the room its marks'
    keep-out squares leave it (a row beside a mark holds fewer cards, rather than none); upright or
    turned a quarter, and the rows from the top, centred or from the bottom, whichever holds the
    most cards (upright and centred when equal). `paper` is the sheet (for Cricut, its image: see
    Cutter.sheet_size)."""
    margin = margin_mm(cutter)
    area = (margin, margin, paper.width_mm - 2 * margin, paper.height_mm - 2 * margin)
    blocked = keep_outs(cutter, paper)
    best: tuple[Slot, ...] = ()
    for width, height, turned in ((card.width_mm, card.height_mm, False),) + (
        (card.height_mm, card.width_mm, True),
    ):
        for align in (0.5, 0.0, 1.0):  # the rows centred, from the top, from the bottom
            found = _rows(area, width, height, turned, align, blocked)
            if len(found) > len(best):
                best = found
    return CutSheet(paper, card, radius_mm, best, cutter.name)


def _rows(area, width: float, height: float, turned: bool, align: float, blocked) -> tuple:
    """Rows of cards `width` x `height` in `area` (x, y, width, height in mm), the spare height put
    `align` of the way down above them; each row's cards centred in each stretch of the row that
    no keep-out square reaches."""
    x0, y0, area_w, area_h = area
    down = max(0, int((area_h + GAP_MM) // (height + GAP_MM)))
    top = y0 + (area_h - (down * height + (down - 1) * GAP_MM)) * align
    slots = []
    for row in range(down):
        y = round(top + row * (height + GAP_MM), 4)
        for start, end in _free(x0, x0 + area_w, y, height, blocked):
            across = max(0, int((end - start + GAP_MM) // (width + GAP_MM)))
            left = start + (end - start - (across * width + (across - 1) * GAP_MM)) / 2
            slots += [
                Slot(round(left + column * (width + GAP_MM), 4), y, width, height, turned)
                for column in range(across)
            ]
    return tuple(slots)


def _free(left: float, right: float, y: float, height: float, blocked) -> list:
    """The stretches of [left, right] that a card `height` tall at `y` may use: apart from every
    keep-out square beside it, by the card's design running past its trim."""
    reach = CUT_BLEED_MM
    cuts = sorted(
        (x - reach, x + w + reach)
        for x, by, w, h in blocked
        if y - reach < by + h and by < y + height + reach
    )
    stretches, start = [], left
    for low, high in cuts:
        if low > start:
            stretches.append((start, min(low, right)))
        start = max(start, high)
    if start < right:
        stretches.append((start, right))
    return stretches


def _meets(slot: Slot, box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    reach = CUT_BLEED_MM  # the card's design runs past its trim
    return (
        slot.x_mm - reach < x + w
        and x < slot.x_mm + slot.width_mm + reach
        and slot.y_mm - reach < y + h
        and y < slot.y_mm + slot.height_mm + reach
    )


def mark_items(cutter: Cutter, paper: Size) -> list:
    """The cutter's registration marks as page-plan items (points, from the bottom-left)."""
    items: list = []
    for mark in cutter.marks:
        x, y, w, h = mark.box(paper)
        if not mark.line_mm:
            box = Box(mm_to_pt(x), mm_to_pt(paper.height_mm - y - h), mm_to_pt(w), mm_to_pt(h))
            items.append(Rect(box, fill=MARK_INK))
            continue
        items += [
            Line(*_at(paper, *start), *_at(paper, *end), MARK_INK, mm_to_pt(mark.line_mm))
            for start, end in _arms(mark, (x, y, w, h))
        ]
    return items


def _at(paper: Size, x_mm: float, y_mm: float) -> tuple[float, float]:
    """A point given in mm from the top-left, in points from the bottom-left."""
    return mm_to_pt(x_mm), mm_to_pt(paper.height_mm - y_mm)


def _arms(mark: Mark, box: tuple[float, float, float, float]):
    """An L's two strokes (centre lines, in mm from the top-left), their outer edges on the box."""
    x, y, w, h = box
    half = mark.line_mm / 2
    side_x = x + half if "left" in mark.where else x + w - half
    side_y = y + half if "top" in mark.where else y + h - half
    far_x = x + w if "left" in mark.where else x
    far_y = y + h if "top" in mark.where else y
    across = sorted([(far_x, side_y), (side_x, side_y)])  # drawn left to right
    return [tuple(across), ((side_x, side_y), (side_x, far_y))]  # and away from the corner


def sheet_pages(
    sheet: CutSheet, faces: list, label: str, cutter: Cutter, backs: bool = True
) -> list[Page]:
    """The sheets of `faces` (CardFaces, one per card to cut), each a page of fronts with the
    marks, followed (with `backs`) by a page of their backs mirrored for long-edge duplex."""
    paper = sheet.paper
    per_sheet = len(sheet.slots)
    pages = []
    count = -(-len(faces) // per_sheet) if per_sheet else 0
    for start in range(0, len(faces), per_sheet):
        chunk = faces[start : start + per_sheet]
        name = f"{label} {start // per_sheet + 1}/{count}"
        fronts = mark_items(cutter, paper)
        back_items: list = []
        for slot, card in zip(sheet.slots, chunk):
            fronts += _placed(
                card.front, slot, paper, outline=cutter.scanned, radius_mm=sheet.radius_mm
            )
            if backs:
                mirrored = Slot(
                    paper.width_mm - slot.x_mm - slot.width_mm,
                    slot.y_mm,
                    slot.width_mm,
                    slot.height_mm,
                    slot.turned,
                )
                back_items += _placed(card.back, mirrored, paper, back=True)
        size = (mm_to_pt(paper.width_mm), mm_to_pt(paper.height_mm))
        pages.append(Page(*size, name, tuple(fronts)))
        if backs:  # named as every kit names a sheet's backs (see kit.finish.sheets_to_print)
            pages.append(Page(*size, f"{name} backs", tuple(back_items)))
    return pages


def _placed(
    face, slot: Slot, paper: Size, back: bool = False, outline: bool = False, radius_mm=0.0
) -> list:
    """A face drawn at its slot (turned a quarter when the slot is); the trim recorded as a Trim.
    With `outline` (a front for a machine that scans the sheet) the face stops at its trim and a
    dark outline is drawn on the trim, the edge the scan finds."""
    bleed = 0.0 if outline else mm_to_pt(CUT_BLEED_MM)
    x, y = mm_to_pt(slot.x_mm), mm_to_pt(paper.height_mm - slot.y_mm - slot.height_mm)
    edge = (
        [
            Rect(
                Box(x, y, mm_to_pt(slot.width_mm), mm_to_pt(slot.height_mm)),
                stroke=OUTLINE_INK,
                line_width_pt=mm_to_pt(OUTLINE_MM),
                radius_pt=mm_to_pt(radius_mm),
            )
        ]
        if outline
        else []
    )
    if not slot.turned:
        trim = Box(x, y, mm_to_pt(slot.width_mm), mm_to_pt(slot.height_mm))
        return [Group(tuple(face(trim, bleed))), *edge, Trim(trim, "cut")]
    # the card drawn upright at the origin, then turned: a quarter anticlockwise for a front, a
    # quarter clockwise for a back, so that a back stays head to head with its front after the
    # sheet is turned over
    upright = Box(0.0, 0.0, mm_to_pt(slot.height_mm), mm_to_pt(slot.width_mm))
    items = tuple(face(upright, bleed))
    width, height = mm_to_pt(slot.width_mm), mm_to_pt(slot.height_mm)
    transform = (
        (0.0, -1.0, 1.0, 0.0, x, y + height) if back else (0.0, 1.0, -1.0, 0.0, x + width, y)
    )
    return [Group(items, transform), *edge, Trim(Box(x, y, width, height), "cut")]
