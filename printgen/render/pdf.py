"""Renders a page plan to PDF bytes, deterministically: fixed metadata, invariant mode."""

from __future__ import annotations

import io

from reportlab.lib.colors import HexColor
from reportlab.pdfgen import canvas as pdfcanvas

from printgen.layout.plan import Circle, CropMark, Line, Page, Polygon, Rect, Segments, Text, Trim

CROP_MARK_WIDTH_PT = 0.25
CROP_MARK_COLOR = "#000000"
CREATOR = "printgen"
_colors: dict[str, HexColor] = {}


def _color(value: str) -> HexColor:
    if value not in _colors:
        _colors[value] = HexColor(value)
    return _colors[value]


def _paint(c, fill: str | None, stroke: str | None, width_pt: float) -> tuple[int, int]:
    if fill:
        c.setFillColor(_color(fill))
    if stroke:
        c.setStrokeColor(_color(stroke))
        c.setLineWidth(width_pt)
    return (1 if fill else 0), (1 if stroke else 0)


def _rect(c, item: Rect) -> None:
    fill, stroke = _paint(c, item.fill, item.stroke, item.line_width_pt)
    c.setDash(list(item.dash_pt) or [], 0)
    b = item.box
    if item.radius_pt:
        c.roundRect(b.x_pt, b.y_pt, b.width_pt, b.height_pt, item.radius_pt, stroke=stroke, fill=fill)
    else:
        c.rect(b.x_pt, b.y_pt, b.width_pt, b.height_pt, stroke=stroke, fill=fill)
    if item.dash_pt:
        c.setDash([], 0)


def _line(c, item: Line) -> None:
    _paint(c, None, item.color, item.width_pt)
    if item.dash_pt:
        c.setDash(list(item.dash_pt), 0)
    c.line(item.x1_pt, item.y1_pt, item.x2_pt, item.y2_pt)
    if item.dash_pt:
        c.setDash([], 0)


def _segments(c, item: Segments) -> None:
    _paint(c, None, item.color, item.width_pt)
    c.lines(item.segments_pt)


def _text(c, item: Text) -> None:
    c.setFillColor(_color(item.color))
    c.setFont(item.font, item.size_pt)
    draw = {"start": c.drawString, "middle": c.drawCentredString, "end": c.drawRightString}[item.anchor]
    if item.angle_deg == 0:
        draw(item.x_pt, item.y_pt, item.text)
        return
    c.saveState()
    c.translate(item.x_pt, item.y_pt)
    c.rotate(item.angle_deg)
    draw(0, 0, item.text)
    c.restoreState()


def _circle(c, item: Circle) -> None:
    fill, stroke = _paint(c, item.fill, item.stroke, item.line_width_pt)
    c.circle(item.cx_pt, item.cy_pt, item.radius_pt, stroke=stroke, fill=fill)


def _polygon(c, item: Polygon) -> None:
    fill, stroke = _paint(c, item.fill, item.stroke, item.line_width_pt)
    path = c.beginPath()
    path.moveTo(*item.points_pt[0])
    for point in item.points_pt[1:]:
        path.lineTo(*point)
    path.close()
    c.drawPath(path, stroke=stroke, fill=fill)


def _trim(c, item: Trim) -> None:
    c.rect(item.box.x_pt, item.box.y_pt, item.box.width_pt, item.box.height_pt, stroke=0, fill=0)


def _crop(c, item: CropMark) -> None:
    _paint(c, None, CROP_MARK_COLOR, CROP_MARK_WIDTH_PT)
    c.line(item.x1_pt, item.y1_pt, item.x2_pt, item.y2_pt)


_DRAW = {Rect: _rect, Line: _line, Segments: _segments, Text: _text, Circle: _circle, Polygon: _polygon, Trim: _trim, CropMark: _crop}


def render_page(c, page: Page) -> None:
    c.setPageSize((page.width_pt, page.height_pt))
    for item in page.items:
        _DRAW[type(item)](c, item)
    c.showPage()


def _first_font(pages: list[Page]) -> str | None:
    return next((item.font for page in pages for item in page.items if isinstance(item, Text)), None)


def render_pdf(pages: list[Page], title: str, subject: str = "") -> bytes:
    """The PDF of `pages`; the same plan always gives the same bytes.

    The canvas's initial font is one of the plan's own embedded fonts, so no standard,
    unembedded font is ever named in the file.
    """
    buffer = io.BytesIO()
    c = pdfcanvas.Canvas(buffer, invariant=1, pageCompression=1, initialFontName=_first_font(pages))
    c.setTitle(title)
    c.setAuthor(CREATOR)
    c.setCreator(CREATOR)
    c.setSubject(subject)
    c.setProducer(CREATOR)
    c.setLineCap(0)
    for page in pages:
        render_page(c, page)
    c.save()
    return buffer.getvalue()
