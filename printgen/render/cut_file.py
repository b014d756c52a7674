"""The files a cutting machine's software reads beside the printed sheets: the cut file (SVG and
DXF, in mm, every card's trim a closed outline with rounded corners) and Cricut's Print Then Cut
sheet images (PNG, each card opaque to its trim and clear round it). Their geometry is
`printgen.layout.cutting`'s; this module only writes it down."""

from __future__ import annotations

from typing import Iterator

from printgen.layout.cutting import CRICUT_DPI, CUTTERS, CutSheet


def cut_svg(sheet: CutSheet) -> str:
    """The cut file as SVG: the sheet's size in mm, its origin the sheet's top-left corner (as the
    marks are measured), every card's trim a closed outline with rounded corners, hairline red;
    the marks, for reference only, in a layer of their own that is not cut."""
    w, h = sheet.paper.width_mm, sheet.paper.height_mm
    card = f"{_n(sheet.card.width_mm)} x {_n(sheet.card.height_mm)} mm"
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(w)}mm" height="{_n(h)}mm" '
        f'viewBox="0 0 {_n(w)} {_n(h)}">',
        f"  <desc>printgen cut file for {CUTTERS[sheet.cutter].title}: {len(sheet.slots)} cards "
        f"of {card} a sheet, in mm from the sheet's top-left corner</desc>",
        '  <g id="cut" fill="none" stroke="#ff0000" stroke-width="0.1">',
    ]
    r = _n(sheet.radius_mm)
    for index, slot in enumerate(sheet.slots, 1):
        lines.append(
            f'    <rect id="card-{index}" x="{_n(slot.x_mm)}" y="{_n(slot.y_mm)}" '
            f'width="{_n(slot.width_mm)}" height="{_n(slot.height_mm)}" rx="{r}" ry="{r}"/>'
        )
    return "\n".join(lines + ["  </g>", "</svg>"]) + "\n"


def cut_dxf(sheet: CutSheet) -> str:
    """The cut file as DXF (R12, mm): each card's trim a closed polyline whose rounded corners are
    arcs (bulges); DXF's y runs up, so its origin is the sheet's bottom-left corner."""
    out = ["0", "SECTION", "2", "HEADER", "9", "$ACADVER", "1", "AC1009", "9", "$INSUNITS"]
    out += ["70", "4", "0", "ENDSEC", "0", "SECTION", "2", "ENTITIES"]
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


def cricut_images(sheet: CutSheet, pages, backs: bool = True) -> Iterator[tuple[str, bytes]]:
    """Print Then Cut sheet images of `pages` (each of the sheet's size, fronts then, with
    `backs`, their backs): PNGs at CRICUT_DPI named sheet-NN.png and sheet-NN-backs.png, each
    card opaque to its rounded trim and clear round it, a back sheet's mask mirrored as its
    cards are. One image is rendered, given and dropped at a time."""
    from PIL import Image

    from printgen.render.pdf import render_pdf
    from printgen.render.raster import each_page_image, png_bytes

    size = (
        round(sheet.paper.width_mm / 25.4 * CRICUT_DPI),
        round(sheet.paper.height_mm / 25.4 * CRICUT_DPI),
    )
    mask = card_mask(sheet, size)
    step = 2 if backs else 1
    images = each_page_image(render_pdf(list(pages), "printgen cards"), [size] * len(pages))
    for index, image in enumerate(images):
        number, back = index // step + 1, backs and index % 2 == 1
        image = image.convert("RGBA")
        image.putalpha(mask.transpose(Image.FLIP_LEFT_RIGHT) if back else mask)
        yield f"sheet-{number:02d}{'-backs' if back else ''}.png", png_bytes(image, CRICUT_DPI)
