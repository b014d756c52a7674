"""An export's pictures: the PNG encoder."""

from __future__ import annotations

import io
import os
import zlib

import numpy
import pytest
from PIL import Image

from printgen.layout.plan import Box, Page, Rect, Text, Trim
from printgen.render import raster

TWINS = """\
kind: game
id: twins
name: Twins
languages: [en]
players: {min: 2, max: 3}
decks:
  twins:
    attributes:
      n: {min: 1, max: 3}
    face:
      elements:
        - {at: centre, text: "Same", size: huge}
deal:
  deck: twins
  players:
    2: {hand: 1}
    3: {hand: 1}
"""


@pytest.mark.parametrize("shape", [(1, 1, 3), (2, 5, 3), (300, 7, 3), (513, 4, 4), (256, 3, 4)])
def test_the_png_encoder_keeps_every_pixel(shape):
    pixels = numpy.random.default_rng(7).integers(0, 256, shape, dtype=numpy.uint8)
    png = raster.encode_png(pixels, 300)
    image = Image.open(io.BytesIO(png))
    assert image.mode == ("RGB" if shape[2] == 3 else "RGBA") and image.size == shape[1::-1]
    assert numpy.array_equal(numpy.asarray(image), pixels)
    assert image.info["dpi"] == pytest.approx((300, 300), abs=0.001)
    assert raster.encode_png(pixels, 300) == png


def test_the_png_encoder_filters_each_row_up_and_deflates_at_level_1():
    """The setting the docs state (docs/print-services.md): each row less the row above (filter 2),
    deflated at level 1 (by zlib, or ISA-L with the `fast` extra), in one IDAT chunk."""
    pixels = numpy.array([[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [9, 9, 9]]], numpy.uint8)
    png = raster.encode_png(pixels)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    kinds, body = [], {}
    at = 8
    while at < len(png):
        size = int.from_bytes(png[at : at + 4], "big")
        kind = png[at + 4 : at + 8].decode()
        kinds.append(kind)
        body[kind] = png[at + 8 : at + 8 + size]
        at += 12 + size
    assert kinds == ["IHDR", "IDAT", "IEND"]
    rows = bytes([2, 1, 2, 3, 4, 5, 6, 2, 0, 0, 0, 5, 4, 3])
    assert zlib.decompress(body["IDAT"]) == rows
    deflate = raster.deflater()
    assert body["IDAT"] == deflate.compress(rows) + deflate.flush()
    try:
        from isal import isal_zlib
    except ImportError:
        assert body["IDAT"] == zlib.compress(rows, 1)
    else:
        assert body["IDAT"] == isal_zlib.compress(rows, 1)


def _font() -> str:
    from printgen.data import templates_dir
    from printgen.layout.fonts import register_font

    return register_font(os.path.join(templates_dir(), "fonts", "DejaVuSans.ttf"))


def _page(text: str, label: str = "", size_pt: float = 20.0) -> Page:
    box = Box(0.0, 0.0, size_pt, size_pt)
    return Page(
        size_pt,
        size_pt,
        label,
        (
            Trim(box, label),
            Rect(box, fill="#204060"),
            Text(2.0, 5.0, text, _font(), 9.0, "#ffffff"),
        ),
    )


def test_page_pngs_are_the_pixels_of_the_rendered_pages():
    from printgen.render.pdf import render_pdf

    pdf = render_pdf([_page("A"), _page("B", size_pt=30.0)], "t")
    sizes = [(41, 41), (57, 57)]
    pngs = raster.page_pngs(pdf, sizes, 300)
    for png, image in zip(pngs, raster.each_page_image(pdf, sizes)):
        assert Image.open(io.BytesIO(png)).tobytes() == image.tobytes()


