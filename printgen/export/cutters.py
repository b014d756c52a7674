"""The print-and-cut exports: sheets with a cutter's registration marks and their cut file, or
Cricut's Print Then Cut sheet images. The geometry is `printgen.layout.cutting`'s and the files
are written by `printgen.render.cut_file`, the same code `build --layout cut` uses."""

from __future__ import annotations

from typing import Callable

from printgen.core.errors import UsageError
from printgen.kit.print_options import PrintOptions
from printgen.layout.cutting import CUTTERS as MACHINES

Write = Callable[[str, bytes], None]
CUTTERS = tuple(MACHINES)


def check_cut_area(to: str, options: PrintOptions, flag: str = "--card-size") -> None:
    """A card that no sheet of the cutter holds is a usage error, before any card is drawn."""
    from printgen.layout.cutting import cut_sheet

    cutter = MACHINES[to]
    if cut_sheet(cutter.sheet_size(options.paper), options.card, 0.0, cutter).slots:
        return
    card = f"a {options.card.width_mm:g} x {options.card.height_mm:g} mm card"
    if cutter.area is not None:
        raise UsageError(
            f"{card} does not fit Cricut's Print Then Cut area of 9.25 x 6.75 in",
            f"choose a smaller {flag}",
        )
    where = "inside the margins" if cutter.scanned else "inside the registration marks"
    raise UsageError(
        f"{card} does not fit {where} of this paper for the {cutter.title}",
        f"choose a smaller {flag}, or the other --paper",
    )


def kit_sheet(options: PrintOptions, cutter_name: str, radius_mm: float):
    """The cut sheet of a kit's cards for a cutter: on the paper, or Cricut's image."""
    from printgen.layout.cutting import cut_sheet

    cutter = MACHINES[cutter_name]
    return cut_sheet(cutter.sheet_size(options.paper), options.card, radius_mm, cutter)


def _faces(decks) -> list:
    return [card for deck in decks for card, copies, _ in deck.cards for _ in range(copies)]


def cricut_files(decks, options: PrintOptions, write: Write) -> list[str]:
    """Print Then Cut: sheet images of 9.25 x 6.75 in at 300 dpi, each card opaque to its rounded
    trim and clear round it, so Design Space cuts each card out; each followed by its backs,
    mirrored, to print on the other side by hand. One sheet rendered, written and dropped at a
    time."""
    from printgen.kit.print_options import make_context
    from printgen.layout.cutting import sheet_pages
    from printgen.render.cut_file import cricut_images

    sheet = kit_sheet(options, "cricut", make_context(options).theme.card.radius_mm)
    pages = sheet_pages(sheet, _faces(decks), "cards", MACHINES["cricut"])
    names = []
    for name, data in cricut_images(sheet, pages):
        write(name, data)
        names.append(name)
    return names


def cut_files(decks, options: PrintOptions, title: str, write: Write, to: str) -> list[str]:
    """Print and cut: sheets.pdf (fronts with the registration marks, each sheet followed by its
    backs for long-edge duplex), and one cut file, cut.svg and cut.dxf, for every sheet."""
    from printgen.kit.print_options import make_context
    from printgen.layout.cutting import sheet_pages
    from printgen.render.cut_file import cut_dxf, cut_svg
    from printgen.render.pdf import render_pdf

    sheet = kit_sheet(options, to, make_context(options).theme.card.radius_mm)
    write("sheets.pdf", render_pdf(sheet_pages(sheet, _faces(decks), "cards", MACHINES[to]), title))
    write("cut.svg", cut_svg(sheet).encode("utf-8"))
    write("cut.dxf", cut_dxf(sheet).encode("ascii"))
    return ["sheets.pdf", "cut.svg", "cut.dxf"]


def cutter_line(decks, options: PrintOptions, to: str) -> str:
    """What the export wrote, and what to do with it in the cutter's software."""
    sheet = kit_sheet(options, to, 0.0)
    cards = sum(copies for deck in decks for _, copies, _ in deck.cards)
    per = len(sheet.slots)
    if not per:
        return ""
    sheets = -(-cards // per)
    turned = " (turned)" if sheet.slots[0].turned else ""
    head = f"{cards} cards on {sheets} sheet{'s' if sheets != 1 else ''}, {per} a sheet{turned}"
    return f"{head}; {software_steps(to, 'cut.dxf (or cut.svg)', 'sheet-NN.png')}"


def software_steps(to: str, cut_file: str, images: str) -> str:
    """One line: how the cutter's software takes the files (docs/print-services.md says more)."""
    from printgen.layout.cutting import SILHOUETTE_ARM_MM, SILHOUETTE_INSET_MM, SILHOUETTE_LINE_MM

    if to == "cricut":
        return (
            f"in Design Space upload each {images}, set its width to 9.25 in, "
            "and Make It (Print Then Cut)"
        )
    if to == "silhouette":
        return (
            f"in Silhouette Studio open {cut_file} and turn on Registration Marks: Type 1, "
            f"length {SILHOUETTE_ARM_MM:g} mm, thickness {SILHOUETTE_LINE_MM:g} mm, "
            f"inset {SILHOUETTE_INSET_MM:g} mm"
        )
    return (  # brother: cut from the machine's scan of the printed sheet
        "put a printed sheet on the scanning mat and let the ScanNCut scan it: Direct Cut cuts "
        f"round the outlined cards, or bring {cut_file} in at 100% and line it up with the "
        "scanned outlines (see docs/print-services.md)"
    )
