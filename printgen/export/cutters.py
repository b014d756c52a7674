"""The print-and-cut exports: Silhouette's sheets with registration marks and their cut file, and
Cricut's Print Then Cut sheet images (the geometry is in `cutting.py`)."""

from __future__ import annotations

from typing import Callable

from printgen.errors import UsageError
from printgen.kit.print_options import PrintOptions

Write = Callable[[str, bytes], None]
CUTTERS = ("silhouette", "cricut")


def check_cut_area(to: str, options: PrintOptions) -> None:
    from printgen.export.cutting import CRICUT_AREA, cut_sheet

    if to == "cricut" and not cut_sheet(CRICUT_AREA, options.card, 0.0, marks=False).slots:
        raise UsageError(
            f"a {options.card.width_mm:g} x {options.card.height_mm:g} mm card does not fit Cricut's Print Then Cut area of 9.25 x 6.75 in",
            "choose a smaller --card-size",
        )
    if to == "silhouette" and not cut_sheet(options.paper, options.card, 0.0).slots:
        raise UsageError(
            f"a {options.card.width_mm:g} x {options.card.height_mm:g} mm card does not fit inside the registration marks of this paper",
            "choose a smaller --card-size, or the other --paper",
        )


def cricut_files(decks, options: PrintOptions, write: Write) -> list[str]:
    """Print Then Cut: sheet images of 9.25 x 6.75 in at 300 dpi, each card opaque to its rounded
    trim and clear round it, so Design Space cuts each card out; each followed by its backs,
    mirrored, to print on the other side by hand. One sheet rendered, written and dropped at a time."""
    from PIL import Image

    from printgen.export.cutting import CRICUT_AREA, CRICUT_DPI, card_mask, cut_sheet, sheet_pages
    from printgen.kit.print_options import make_context
    from printgen.render.pdf import render_pdf
    from printgen.render.raster import each_page_image, png_bytes

    sheet = cut_sheet(
        CRICUT_AREA, options.card, make_context(options).theme.card.radius_mm, marks=False
    )
    faces = [card for deck in decks for card, copies, _ in deck.cards for _ in range(copies)]
    pages = sheet_pages(sheet, faces, "cards", marks=False)
    size = (round(9.25 * CRICUT_DPI), round(6.75 * CRICUT_DPI))
    names = []
    for index, image in enumerate(
        each_page_image(render_pdf(pages, "printgen cards"), [size] * len(pages))
    ):
        number, back = index // 2 + 1, index % 2 == 1
        image = image.convert("RGBA")
        mask = card_mask(sheet, size)
        image.putalpha(
            mask.transpose(Image.FLIP_LEFT_RIGHT) if back else mask
        )  # a back sheet's cards stand mirrored
        name = f"sheet-{number:02d}{'-backs' if back else ''}.png"
        write(name, png_bytes(image, CRICUT_DPI))
        names.append(name)
    return names


def cut_files(decks, options: PrintOptions, title: str, write: Write) -> list[str]:
    """Print and cut: sheets.pdf (fronts with the registration marks, each sheet followed by its
    backs for long-edge duplex), and one cut file, cut.svg and cut.dxf, for every sheet."""
    from printgen.export.cutting import cut_dxf, cut_sheet, cut_svg, sheet_pages
    from printgen.kit.print_options import make_context
    from printgen.render.pdf import render_pdf

    sheet = cut_sheet(options.paper, options.card, make_context(options).theme.card.radius_mm)
    faces = [card for deck in decks for card, copies, _ in deck.cards for _ in range(copies)]
    write("sheets.pdf", render_pdf(sheet_pages(sheet, faces, "cards"), title))
    write("cut.svg", cut_svg(sheet).encode("utf-8"))
    write("cut.dxf", cut_dxf(sheet).encode("ascii"))
    return ["sheets.pdf", "cut.svg", "cut.dxf"]


def cutter_line(decks, options: PrintOptions, to: str) -> str:
    from printgen.export.cutting import (
        CRICUT_AREA,
        MARK_ARM_MM,
        MARK_INSET_MM,
        MARK_LINE_MM,
        cut_sheet,
    )

    sheet = (
        cut_sheet(options.paper, options.card, 0.0)
        if to == "silhouette"
        else cut_sheet(CRICUT_AREA, options.card, 0.0, marks=False)
    )
    cards = sum(copies for deck in decks for _, copies, _ in deck.cards)
    per = len(sheet.slots)
    if not per:
        return ""
    sheets = -(-cards // per)
    head = f"{cards} cards on {sheets} sheet{'s' if sheets != 1 else ''}, {per} a sheet{' (turned)' if sheet.slots[0].turned else ''}"
    if to == "cricut":
        return (
            head
            + "; in Design Space upload each sheet-NN.png, set its width to 9.25 in, and Make It (Print Then Cut)"
        )
    return (
        head
        + f"; in Silhouette Studio open cut.dxf (or cut.svg) and turn on Registration Marks: Type 1, length {MARK_ARM_MM:g} mm, thickness {MARK_LINE_MM:g} mm, inset {MARK_INSET_MM:g} mm"
    )
