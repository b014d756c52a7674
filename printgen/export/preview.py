"""A picture of a kit: its pages rendered from the very PDF it prints, side by side on a grey
ground.

The picture's size is worked out from the pages' sizes before anything is rendered, and refused past
MAX_PIXELS; the pages are then rendered and pasted one at a time, so memory is the picture and one
page, whatever the kit.
"""

from __future__ import annotations

import math

CONTACT_DPI, PAGE_DPI = 30.0, 100.0
COLUMNS, GAP_PX = 4, 12
GROUND = (96, 96, 96)
MAX_PIXELS = 50_000_000  # about 150 MB in memory: an A4 page at 300 dpi is 8.7 million


def _pixels(size_pt: tuple[float, float], dpi: float) -> tuple[int, int]:
    scale = dpi / 72.0
    return round(size_pt[0] * scale), round(size_pt[1] * scale)


def picture_size(sizes_pt: list[tuple[float, float]], dpi: float) -> tuple[int, int]:
    """The picture's (width, height) in pixels for pages of `sizes_pt` at `dpi`: one page alone, or
    rows of four with a gap around each."""
    cells = [_pixels(size, dpi) for size in sizes_pt]
    if len(cells) == 1:
        return cells[0]
    cell_w, cell_h = max(w for w, _ in cells), max(h for _, h in cells)
    columns = min(COLUMNS, len(cells))
    rows = math.ceil(len(cells) / columns)
    return GAP_PX + columns * (cell_w + GAP_PX), GAP_PX + rows * (cell_h + GAP_PX)


def largest_dpi(sizes_pt: list[tuple[float, float]], dpi: float) -> int:
    """The largest whole dpi up to `dpi` whose picture stays within MAX_PIXELS (0 if none does)."""
    for candidate in range(int(dpi), 0, -1):
        width, height = picture_size(sizes_pt, candidate)
        if width * height <= MAX_PIXELS:
            return candidate
    return 0


def contact_sheet(kit, page: int | None = None, dpi: float | None = None) -> bytes:
    """PNG bytes: every page in rows of four, or the one `page` (1-based) alone. A picture past
    MAX_PIXELS is a usage error, before any page is rendered."""
    from PIL import Image

    from printgen.core.errors import UsageError
    from printgen.render.pdf import render_pdf
    from printgen.render.raster import each_page_image, png_bytes

    dpi = dpi or (PAGE_DPI if page is not None else CONTACT_DPI)
    chosen = [page - 1] if page is not None else list(range(len(kit.pages)))
    sizes_pt = [(kit.pages[index].width_pt, kit.pages[index].height_pt) for index in chosen]
    width, height = picture_size(sizes_pt, dpi)
    if width * height > MAX_PIXELS:
        fits = largest_dpi(sizes_pt, dpi)
        hint = (
            f"give --dpi {fits} or less" if fits >= 10 else "preview fewer pages with --only"
        ) + ("" if page is not None else ", or one page with --page N")
        raise UsageError(
            f"the picture would be {width:,} x {height:,} pixels, more than the "
            f"{MAX_PIXELS:,} a preview may have",
            hint,
        )
    pdf = render_pdf(list(kit.pages), kit.title)
    images = each_page_image(pdf, dpi=dpi, pages=chosen)
    if len(chosen) == 1:
        return png_bytes(next(images))
    cells = [_pixels(size, dpi) for size in sizes_pt]
    cell_w, cell_h = max(w for w, _ in cells), max(h for _, h in cells)
    columns = min(COLUMNS, len(chosen))
    sheet = Image.new("RGB", (width, height), GROUND)
    for index in range(len(chosen)):
        column, row = index % columns, index // columns
        # and dropped
        sheet.paste(
            next(images), (GAP_PX + column * (cell_w + GAP_PX), GAP_PX + row * (cell_h + GAP_PX))
        )
    return png_bytes(sheet)
