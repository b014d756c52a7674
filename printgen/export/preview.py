"""A picture of a kit: its pages rendered from the very PDF it prints, side by side on a grey ground."""

from __future__ import annotations

import math

CONTACT_DPI, PAGE_DPI = 30.0, 100.0
COLUMNS, GAP_PX = 4, 12
GROUND = (96, 96, 96)


def contact_sheet(kit, page: int | None = None, dpi: float | None = None) -> bytes:
    """PNG bytes: every page in rows of four, or the one `page` (1-based) alone."""
    from PIL import Image

    from printgen.render.pdf import render_pdf
    from printgen.render.raster import page_images, png_bytes

    pdf = render_pdf(list(kit.pages), kit.title)
    chosen = [page - 1] if page is not None else None
    images = page_images(pdf, dpi=dpi or (PAGE_DPI if page is not None else CONTACT_DPI), pages=chosen)
    if len(images) == 1:
        return png_bytes(images[0])
    cell_w, cell_h = max(i.size[0] for i in images), max(i.size[1] for i in images)
    columns = min(COLUMNS, len(images))
    rows = math.ceil(len(images) / columns)
    sheet = Image.new("RGB", (GAP_PX + columns * (cell_w + GAP_PX), GAP_PX + rows * (cell_h + GAP_PX)), GROUND)
    for index, image in enumerate(images):
        column, row = index % columns, index // columns
        sheet.paste(image, (GAP_PX + column * (cell_w + GAP_PX), GAP_PX + row * (cell_h + GAP_PX)))
    return png_bytes(sheet)
