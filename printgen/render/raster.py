"""Pages as pictures: the very PDF printgen prints, rendered by PDFium (pypdfium2), to exact pixels.

The only code that rasterises; exports and previews ask it for images of a rendered PDF's pages.
"""

from __future__ import annotations

import logging


def _quiet_pdfium() -> None:
    """PDFium's wrapper writes its own bookkeeping straight to standard error at exit (after a
    SIGTERM
    mid-render: "Weakref ... was not cleaned up from ObjectTracker?"); that is not for the person
    who
    ran printgen, whose terminal shows printgen's words only. Its level is raised past its
    warnings."""
    try:
        from pypdfium2_cfg import DEBUG_AUTOCLOSE
    except ImportError:  # a wrapper without the setting
        return
    DEBUG_AUTOCLOSE.value = max(DEBUG_AUTOCLOSE.value, logging.CRITICAL + 1)


def page_images(
    pdf: bytes,
    sizes_px: list[tuple[int, int]] | None = None,
    dpi: float = 72.0,
    pages: list[int] | None = None,
):
    """PIL images (RGB) of the PDF's pages: each at its exact `sizes_px` (width, height) when given,
    else at `dpi`. `pages` picks 0-based page numbers (default: every page)."""
    return list(each_page_image(pdf, sizes_px, dpi, pages))


def each_page_image(
    pdf: bytes, sizes_px: list[tuple[int, int]] | None = None, dpi: float = 72.0, pages=None
):
    """The images of `page_images` one at a time, each rendered when it is asked for: whatever the
    number of pages, only one is held in memory."""
    import pypdfium2 as pdfium

    _quiet_pdfium()
    document = pdfium.PdfDocument(pdf)
    try:
        chosen = range(len(document)) if pages is None else pages
        for position, index in enumerate(chosen):
            page = document[index]
            try:
                width_pt, height_pt = page.get_size()
                if sizes_px is not None:
                    want_w, want_h = sizes_px[position]
                    scale = want_w / width_pt
                else:
                    scale = dpi / 72.0
                    want_w, want_h = round(width_pt * scale), round(height_pt * scale)
                bitmap = page.render(scale=scale, may_draw_forms=False)
                try:
                    image = bitmap.to_pil().convert("RGB")
                finally:
                    bitmap.close()
            finally:
                page.close()
            if image.size != (want_w, want_h):  # a pixel of rounding at the edge, which is bleed
                image = (
                    image.crop((0, 0, want_w, want_h))
                    if image.size[0] >= want_w and image.size[1] >= want_h
                    else image.resize((want_w, want_h))
                )
            yield image
            del image  # dropped here too before the next is rendered
    finally:
        document.close()


def page_sizes_pt(pdf: bytes) -> list[tuple[float, float]]:
    """Every page's (width, height) in points, without rendering any."""
    import pypdfium2 as pdfium

    _quiet_pdfium()
    document = pdfium.PdfDocument(pdf)
    try:
        sizes = []
        for index in range(len(document)):
            page = document[index]
            try:
                sizes.append(tuple(page.get_size()))
            finally:
                page.close()
        return sizes
    finally:
        document.close()


def png_bytes(image, dpi: int | None = None) -> bytes:
    """The image as PNG, the same bytes every time (no time stamp, no metadata but, when given,
    its resolution: a pHYs chunk, so a print service or an editor reads it at `dpi`)."""
    import io

    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=False, **({"dpi": (dpi, dpi)} if dpi else {}))
    return buffer.getvalue()
