"""Print and cut: sheets of cards for a home cutting machine, with its registration marks at fixed
places, and a cut file whose outlines lie on the cards' trims, to the same origin as the marks.

Cricut (Print Then Cut): Design Space prints its own marks round an uploaded image of at most
9.25 x 6.75 in and cuts round every opaque shape in it; the sheets are such images (PNG, 300 dpi),
each card opaque to its trim with rounded corners and clear between them (see `card_mask`).

Silhouette (Cameo, Portrait; Silhouette Studio's registration marks "Type 1"): a filled 5 mm square
at the top-left corner and L-shaped corners of 20 mm arms, 0.3 mm thick, at the top-right and the
bottom-left, each MARK_INSET_MM in from the sheet's edges; the cards stay CLEAR_MM away from every
mark and its arms. The cut file (SVG and DXF, in mm) is one for every sheet, for every sheet puts its
cards in the same places; its page is the sheet, so it lines up with the marks Silhouette Studio draws
with the same settings (docs/print-services.md gives them).

Everything here is geometry: sheets as page plans (the faces are drawn by the same face functions
as every export), and the cut file as text.
"""

from __future__ import annotations

from printgen.layout.paper import Size
from printgen.layout.plan import Box, Group, Line, Page, Rect, Trim
from printgen.layout.units import mm_to_pt
from printgen.record import record

MARK_INSET_MM = 10.0  # from the sheet's left and top (and right and bottom) edges to the marks
MARK_SQUARE_MM = 5.0
MARK_ARM_MM = 20.0
MARK_LINE_MM = 0.3  # thicker marks are read less accurately
CLEAR_MM = 3.0  # the cards stay this far from the marks (no ink where the sensor looks)
CUT_BLEED_MM = (
    1.5  # each card's design runs this far past its trim, so a cut a little off still shows it
)
GAP_MM = 2 * CUT_BLEED_MM
MARK_INK = "#000000"


@record
class Slot:
    """A card's place on a sheet: its trim in mm from the sheet's top-left corner, and whether it
    is turned a quarter (to fit more cards)."""

    x_mm: float
    y_mm: float
    width_mm: float
    height_mm: float
    turned: bool


@record
class CutSheet:
    paper: Size
    card: Size
    radius_mm: float
    slots: tuple[Slot, ...]


def keep_outs(paper: Size) -> list[tuple[float, float, float, float]]:
    """Where no card may be (x, y, width, height in mm from the top-left): a square as large as the
    marks' arms and CLEAR_MM round each of the three marks, where the machine's sensor looks."""
    size = MARK_ARM_MM + CLEAR_MM
    inset = MARK_INSET_MM
    return [
        (inset, inset, size, size),
        (paper.width_mm - inset - size, inset, size, size),
        (inset, paper.height_mm - inset - size, size, size),
    ]


CRICUT_AREA = Size(
    9.25 * 25.4, 6.75 * 25.4
)  # Cricut Design Space's largest Print Then Cut image: 9.25 x 6.75 in
CRICUT_DPI = 300


def cut_sheet(paper: Size, card: Size, radius_mm: float, marks: bool = True) -> CutSheet:
    """The slots of a sheet: a grid inside the marks (CLEAR_MM away from the lines they stand on),
    centred, less the slots that reach into a mark's keep-out square; upright or turned a quarter,
    whichever holds more cards (upright when equal). Without `marks` (Cricut, which prints its own
    round the image), the grid fills the whole sheet, half a gap in from its edges."""
    margin = MARK_INSET_MM + CLEAR_MM if marks else GAP_MM / 2
    area_w, area_h = paper.width_mm - 2 * margin, paper.height_mm - 2 * margin
    blocked = keep_outs(paper) if marks else []

    def slots(width: float, height: float, turned: bool) -> tuple[Slot, ...]:
        across, down = (
            max(0, int((area_w + GAP_MM) // (width + GAP_MM))),
            max(0, int((area_h + GAP_MM) // (height + GAP_MM))),
        )
        left = margin + (area_w - (across * width + (across - 1) * GAP_MM)) / 2
        top = margin + (area_h - (down * height + (down - 1) * GAP_MM)) / 2
        grid = [
            Slot(
                round(left + column * (width + GAP_MM), 4),
                round(top + row * (height + GAP_MM), 4),
                width,
                height,
                turned,
            )
            for row in range(down)
            for column in range(across)
        ]
        return tuple(slot for slot in grid if not any(_meets(slot, box) for box in blocked))

    upright, turned = (
        slots(card.width_mm, card.height_mm, False),
        slots(card.height_mm, card.width_mm, True),
    )
    return CutSheet(paper, card, radius_mm, turned if len(turned) > len(upright) else upright)


def _meets(slot: Slot, box: tuple[float, float, float, float]) -> bool:
    x, y, w, h = box
    reach = CUT_BLEED_MM  # the card's design runs past its trim
    return (
        slot.x_mm - reach < x + w
        and x < slot.x_mm + slot.width_mm + reach
        and slot.y_mm - reach < y + h
        and y < slot.y_mm + slot.height_mm + reach
    )


def mark_items(paper: Size) -> list:
    """Silhouette's Type 1 registration marks, as page-plan items (points, from the bottom-left)."""
    height = paper.height_mm
    at = lambda x_mm, y_mm: (mm_to_pt(x_mm), mm_to_pt(height - y_mm))  # noqa: E731  from the top-left, in mm
    inset, arm, line = MARK_INSET_MM, MARK_ARM_MM, mm_to_pt(MARK_LINE_MM)
    right, bottom = paper.width_mm - inset, height - inset
    square = Rect(
        Box(
            mm_to_pt(inset),
            mm_to_pt(height - inset - MARK_SQUARE_MM),
            mm_to_pt(MARK_SQUARE_MM),
            mm_to_pt(MARK_SQUARE_MM),
        ),
        fill=MARK_INK,
    )
    half = MARK_LINE_MM / 2  # the arms' outer edges on the inset lines, as the square's are
    strokes = [
        ((right - arm, inset + half), (right - half, inset + half)),
        ((right - half, inset + half), (right - half, inset + arm)),
        ((inset + half, bottom - half), (inset + arm, bottom - half)),
        ((inset + half, bottom - half), (inset + half, bottom - arm)),
    ]
    return [square] + [Line(*at(*start), *at(*end), MARK_INK, line) for start, end in strokes]


def sheet_pages(
    sheet: CutSheet, faces: list, label: str, backs: bool = True, marks: bool = True
) -> list[Page]:
    """The sheets of `faces` (CardFaces, one per card to cut), each a page of fronts with the
    marks, followed (with `backs`) by a page of their backs mirrored for long-edge duplex."""
    paper = sheet.paper
    per_sheet = len(sheet.slots)
    pages = []
    for start in range(0, len(faces), per_sheet):
        chunk = faces[start : start + per_sheet]
        number = start // per_sheet + 1
        fronts = mark_items(paper) if marks else []
        back_items: list = []
        for slot, card in zip(sheet.slots, chunk):
            fronts += _placed(card.front, slot, paper)
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
        pages.append(Page(*size, f"{label} sheet {number} fronts", tuple(fronts)))
        if backs:
            pages.append(Page(*size, f"{label} sheet {number} backs", tuple(back_items)))
    return pages


def _placed(face, slot: Slot, paper: Size, back: bool = False) -> list:
    """A face drawn at its slot (turned a quarter when the slot is); the trim recorded as a Trim."""
    bleed = mm_to_pt(CUT_BLEED_MM)
    x, y = mm_to_pt(slot.x_mm), mm_to_pt(paper.height_mm - slot.y_mm - slot.height_mm)
    if not slot.turned:
        trim = Box(x, y, mm_to_pt(slot.width_mm), mm_to_pt(slot.height_mm))
        return [Group(tuple(face(trim, bleed))), Trim(trim, "cut")]
    # the card drawn upright at the origin, then turned: a quarter anticlockwise for a front, a
    # quarter clockwise for a back, so that a back stays head to head with its front after the sheet is turned over
    upright = Box(0.0, 0.0, mm_to_pt(slot.height_mm), mm_to_pt(slot.width_mm))
    items = tuple(face(upright, bleed))
    width, height = mm_to_pt(slot.width_mm), mm_to_pt(slot.height_mm)
    transform = (
        (0.0, -1.0, 1.0, 0.0, x, y + height) if back else (0.0, 1.0, -1.0, 0.0, x + width, y)
    )
    return [Group(items, transform), Trim(Box(x, y, width, height), "cut")]


def cut_svg(sheet: CutSheet) -> str:
    """The cut file as SVG: the sheet's size in mm, its origin the sheet's top-left corner (as the
    marks are measured), every card's trim a closed outline with rounded corners, hairline red."""
    w, h = sheet.paper.width_mm, sheet.paper.height_mm
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}mm" height="{_n(h)}mm" viewBox="0 0 {_n(w)} {_n(h)}">',
        f"  <desc>printgen cut file: {len(sheet.slots)} cards of {_n(sheet.card.width_mm)} x {_n(sheet.card.height_mm)} mm; Silhouette registration marks Type 1, "
        f"inset {_n(MARK_INSET_MM)} mm, length {_n(MARK_ARM_MM)} mm, thickness {_n(MARK_LINE_MM)} mm</desc>",
        '  <g id="cut" fill="none" stroke="#ff0000" stroke-width="0.1">',
    ]
    r = _n(sheet.radius_mm)
    for index, slot in enumerate(sheet.slots, 1):
        lines.append(
            f'    <rect id="card-{index}" x="{_n(slot.x_mm)}" y="{_n(slot.y_mm)}" width="{_n(slot.width_mm)}" height="{_n(slot.height_mm)}" rx="{r}" ry="{r}"/>'
        )
    return "\n".join(lines + ["  </g>", "</svg>"]) + "\n"


def cut_dxf(sheet: CutSheet) -> str:
    """The cut file as DXF (R12, mm): each card's trim a closed polyline whose rounded corners are
    arcs (bulges); DXF's y runs up, so its origin is the sheet's bottom-left corner."""
    out = [
        "0",
        "SECTION",
        "2",
        "HEADER",
        "9",
        "$ACADVER",
        "1",
        "AC1009",
        "9",
        "$INSUNITS",
        "70",
        "4",
        "0",
        "ENDSEC",
        "0",
        "SECTION",
        "2",
        "ENTITIES",
    ]
    height = sheet.paper.height_mm
    bulge = 0.41421356  # tan(90 degrees / 4): a quarter circle
    for slot in sheet.slots:
        r = min(sheet.radius_mm, slot.width_mm / 2, slot.height_mm / 2)
        x1, x2 = slot.x_mm, slot.x_mm + slot.width_mm
        y1, y2 = height - slot.y_mm - slot.height_mm, height - slot.y_mm
        corners = [
            (x1 + r, y1, 0),
            (x2 - r, y1, bulge),
            (x2, y1 + r, 0),
            (x2, y2 - r, bulge),
            (x2 - r, y2, 0),
            (x1 + r, y2, bulge),
            (x1, y2 - r, 0),
            (x1, y1 + r, bulge),
        ]
        out += ["0", "POLYLINE", "8", "CUT", "66", "1", "70", "1"]
        for x, y, b in corners:
            out += ["0", "VERTEX", "8", "CUT", "10", _n(x), "20", _n(y), "42", _n(b)]
        out += ["0", "SEQEND", "8", "CUT"]
    return "\n".join(out + ["0", "ENDSEC", "0", "EOF"]) + "\n"


def _n(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return text if text not in ("-0", "") else "0"


def card_mask(sheet: CutSheet, size_px: tuple[int, int]):
    """A Pillow mask ("L") of a sheet image: opaque inside each card's trim, its corners rounded,
    clear elsewhere; the same geometry as the cut file's outlines."""
    from PIL import Image, ImageDraw

    mask = Image.new("L", size_px, 0)
    draw = ImageDraw.Draw(mask)
    scale = size_px[0] / sheet.paper.width_mm
    for slot in sheet.slots:
        box = [
            slot.x_mm * scale,
            slot.y_mm * scale,
            (slot.x_mm + slot.width_mm) * scale - 1,
            (slot.y_mm + slot.height_mm) * scale - 1,
        ]
        draw.rounded_rectangle(box, radius=sheet.radius_mm * scale, fill=255)
    return mask
