"""Pages as pictures: the very PDF printgen prints, rendered by PDFium (pypdfium2), to exact pixels.

The only code that rasterises; exports and previews ask it for images of a rendered PDF's pages.
"""

from __future__ import annotations

import logging


def _quiet_pdfium() -> None:
    """PDFium's wrapper writes its own bookkeeping straight to standard error at exit (after a
    SIGTERM mid-render: "Weakref ... was not cleaned up from ObjectTracker?"); that is not for the
    person who ran printgen, whose terminal shows printgen's words only. Its level is raised past
    its warnings."""
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
    from PIL import Image

    for pixels in each_page_pixels(pdf, sizes_px, dpi, pages):
        image = Image.fromarray(pixels)  # a copy: the pixels are PDFium's next page's
        yield image
        del image  # dropped here too before the next is rendered


def page_pngs(
    pdf: bytes, sizes_px: list[tuple[int, int]], dpi: int | None = None, pages=None
) -> list[bytes]:
    """Every page of the PDF (or the 0-based `pages`) as PNG (see png_bytes) at its exact
    `sizes_px`: what an export's worker makes of a few pages at a time. PDFium's pixels go into
    the encoder as they are, no picture object made of them."""
    return [encode_png(pixels, dpi) for pixels in each_page_pixels(pdf, sizes_px, pages=pages)]


def each_page_pixels(pdf: bytes, sizes_px=None, dpi: float = 72.0, pages=None):
    """Each chosen page's pixels as a (height, width, 3) array of RGB bytes, at its exact
    `sizes_px` (width, height) when given, else at `dpi`: a view of PDFium's bitmap, valid until
    the next is asked for. The page is rendered at the scale that gives the wanted width, and a
    pixel of rounding at the far edge, which is bleed, is cut off. One bitmap of a size is made and
    whitened for each page again: making and filling a new one took as long as drawing a card."""
    import ctypes
    import math

    import numpy
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c

    _quiet_pdfium()
    # its annotations too (as pypdfium2's render() draws them by default), in RGB
    flags = pdfium_c.FPDF_ANNOT | pdfium_c.FPDF_REVERSE_BYTE_ORDER
    bitmaps: dict[tuple[int, int], tuple] = {}  # (width, height) -> (its bytes, PDFium's bitmap)
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
                # as pypdfium2's render() sizes it
                width, height = math.ceil(width_pt * scale), math.ceil(height_pt * scale)
                if (width, height) not in bitmaps:
                    stride = (width * 3 + 3) // 4 * 4  # PDFium's rows start on 4 bytes
                    buffer = numpy.empty((height, stride), numpy.uint8)
                    handle = pdfium_c.FPDFBitmap_CreateEx(
                        width,
                        height,
                        pdfium_c.FPDFBitmap_BGR,
                        buffer.ctypes.data_as(ctypes.c_void_p),
                        stride,
                    )
                    bitmaps[(width, height)] = buffer, handle
                buffer, handle = bitmaps[(width, height)]
                buffer.fill(255)  # white paper
                pdfium_c.FPDF_RenderPageBitmap(handle, page, 0, 0, width, height, 0, flags)
                pixels = numpy.ndarray(
                    (height, width, 3), numpy.uint8, buffer, 0, (len(buffer[0]), 3, 1)
                )
                if width >= want_w and height >= want_h:
                    yield pixels[:want_h, :want_w]
                else:  # short of the size by rounding: stretched to it
                    yield _stretched(pixels, (want_w, want_h))
                del pixels
            finally:
                page.close()
    finally:
        for _, handle in bitmaps.values():
            pdfium_c.FPDFBitmap_Destroy(handle)
        document.close()


def _stretched(pixels, size: tuple[int, int]):
    import numpy
    from PIL import Image

    return numpy.asarray(Image.fromarray(pixels).resize(size))


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


# The PNG encoder's setting, measured on the bundled games' exported faces (825 x 1125 px) and on a
# photograph-like picture of the same size: each row's difference from the row above (PNG's "Up"
# filter), deflated at level 1. Against Pillow's default (a filter chosen row by row, level 6) a
# face takes 6.5 ms instead of 16 and its file is 40 KiB instead of 30; the photograph 35 ms
# instead of 400 and 1,205 KiB instead of 956. With the `fast` extra, ISA-L deflates (isal): the
# same level, files of the same size, 0.8 ms a face instead of zlib's 4.7 (docs/print-services.md).
PNG_LEVEL = 1
PNG_BAND_ROWS = 256
_PNG_FILTER_UP = 2
_PNG_COLOUR = {3: 2, 4: 6}  # channels -> PNG colour type: truecolour, truecolour with alpha
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_bytes(image, dpi: int | None = None) -> bytes:
    """The image (RGB or RGBA) as PNG, the same bytes every time (no time stamp, no metadata but,
    when given, its resolution: a pHYs chunk, so a print service or an editor reads it at
    `dpi`)."""
    import numpy

    if image.mode not in ("RGB", "RGBA"):
        image = image.convert("RGBA" if "A" in image.mode else "RGB")
    return encode_png(numpy.asarray(image), dpi)


def encode_png(pixels, dpi: int | None = None) -> bytes:
    """A (height, width, 3 or 4) array of bytes as PNG: every row filtered Up, deflated at
    PNG_LEVEL (see above). The rows are filtered PNG_BAND_ROWS at a time, so a large sheet needs
    little memory beside its own pixels."""
    import struct
    import zlib

    import numpy

    height, width, channels = pixels.shape
    stride = width * channels + 1  # a row: its filter byte, then its pixels
    band = numpy.empty((min(height, PNG_BAND_ROWS), stride), numpy.uint8)
    band[:, 0] = _PNG_FILTER_UP
    # the band's pixels, each row after its filter byte
    filtered = numpy.ndarray(
        (len(band), width, channels), numpy.uint8, band, 1, (stride, channels, 1)
    )
    deflate = deflater()
    data = []
    for top in range(0, height, PNG_BAND_ROWS):
        rows = min(PNG_BAND_ROWS, height - top)
        if top == 0:  # the first row's Up is the row itself
            filtered[0] = pixels[0]
            numpy.subtract(pixels[1:rows], pixels[: rows - 1], out=filtered[1:rows])
        else:  # each row less the one above, by 256, as PNG takes it
            numpy.subtract(
                pixels[top : top + rows], pixels[top - 1 : top + rows - 1], out=filtered[:rows]
            )
        data.append(deflate.compress(band[:rows]))
    data.append(deflate.flush())

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, _PNG_COLOUR[channels], 0, 0, 0)
    parts = [_PNG_SIGNATURE, chunk(b"IHDR", header)]
    if dpi:
        per_metre = int(dpi / 0.0254 + 0.5)  # as Pillow writes it
        parts.append(chunk(b"pHYs", struct.pack(">IIB", per_metre, per_metre, 1)))
    parts += [chunk(b"IDAT", b"".join(data)), chunk(b"IEND", b"")]
    return b"".join(parts)


def deflater():
    """The compressor of PNG data at PNG_LEVEL: ISA-L's where the `fast` extra installed it (isal,
    about six times as fast), else zlib's. Both write deflate streams any reader takes; their
    bytes differ, so an export's files are the same bytes where the same ones are installed."""
    try:
        from isal import isal_zlib
    except ImportError:
        import zlib

        return zlib.compressobj(PNG_LEVEL)
    return isal_zlib.compressobj(PNG_LEVEL)


def sheet_png(pdf: bytes, size_px: tuple[int, int], places, sheet_px: tuple[int, int]) -> bytes:
    """A sheet of pages as PNG: white, each page of the PDF rendered once at `size_px` and set at
    every one of its `places` ((page index, (x, y)) pairs, in pixels from the top left)."""
    import numpy

    sheet = numpy.full((sheet_px[1], sheet_px[0], 3), 255, numpy.uint8)
    width, height = size_px
    where: dict[int, list] = {}
    for index, corner in places:
        where.setdefault(index, []).append(corner)
    chosen = sorted(where)
    for index, pixels in zip(chosen, each_page_pixels(pdf, [size_px] * len(chosen), pages=chosen)):
        for x, y in where[index]:
            sheet[y : y + height, x : x + width] = pixels
        del pixels
    return encode_png(sheet)
