"""Renders a page plan to PDF bytes, deterministically: fixed metadata, invariant mode.

A painter remembers the colours, line width and dash it last set, so each is written only when
it changes, and runs of text share one text object.
"""

from __future__ import annotations

import hashlib
import io
import math
import struct
from contextlib import contextmanager
from dataclasses import dataclass
from fnmatch import fnmatch
from weakref import WeakKeyDictionary

from printgen.render.anywhere import seeing_a_current_folder

with seeing_a_current_folder():  # reportlab reads the current folder when it is first imported
    from reportlab import Version as REPORTLAB_VERSION
    from reportlab import rl_config
    from reportlab.lib.colors import HexColor
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTEncoding, TTFError, TTFNameBytes, TTFont, TTFontFace
    from reportlab.pdfgen import canvas as pdfcanvas

from printgen.core import user_cache
from printgen.core.errors import UsageError
from printgen.layout.fonts import font_file, text_width_pt
from printgen.layout.plan import (
    Circle,
    CropMark,
    Group,
    Line,
    Page,
    Path,
    Picture,
    Polygon,
    Rect,
    Segments,
    Text,
    Trim,
    leaves,
)

_FP_FORMATS = ("%.0f", "%.1f", "%.2f", "%.3f", "%.4f", "%.5f", "%.6f")
_LN_10 = math.log(10.0)


def _number(number) -> str:
    size = abs(number)
    if size <= 1e-7:
        return "0"
    places = 6 if size <= 1 else min(max(0, 6 - int(math.log(size) / _LN_10)), 6)
    text = _FP_FORMATS[places] % number
    if places:
        text = text.rstrip("0")
        if text[-1] == ".":
            text = text[:-1]
    return text[1:] if text[0] == "0" and len(text) > 1 else text


_FORMATTED: dict = {}
_FORMATTED_MAX = 1 << 16


def fp_str(*numbers) -> str:
    """reportlab's number formatting for PDF operators, to the byte: at most six significant
    decimals, no trailing zeros, no leading zero before the point. A kit writes tens of thousands
    of numbers, most of them many times (the same places on every card), so this one remembers
    what it wrote: a number met before costs a look-up, 0.26 us for four numbers against 1.56 us
    in rl-accel's C version and more in reportlab's pure-Python one (which strips zeros in a
    Python loop). It stands in for either, tested equal to both."""
    if len(numbers) == 1 and isinstance(numbers[0], (list, tuple)):
        numbers = tuple(numbers[0])
    whole = _FORMATTED.get(numbers)  # the same numbers come back together (a place on every card)
    if whole is not None:
        return whole
    out = []
    for number in numbers:
        text = _FORMATTED.get(number)
        if text is None:
            text = _number(number)
            if len(_FORMATTED) < _FORMATTED_MAX:
                _FORMATTED[number] = text
        out.append(text)
    whole = " ".join(out)
    if len(_FORMATTED) < _FORMATTED_MAX:
        _FORMATTED[numbers] = whole
    return whole


# The modules of reportlab printgen draws through (all but pdfimages, imported on a picture's first
# use, for one number or two a picture), which took rl_accel's fp_str when imported
_DRAWING_MODULES = (
    "reportlab.pdfgen.canvas",
    "reportlab.pdfgen.textobject",
    "reportlab.pdfgen.pathobject",
    "reportlab.pdfbase.pdfdoc",
    "reportlab.pdfbase.ttfonts",
)


def _use_fast_numbers() -> None:
    """printgen's fp_str in place of reportlab's, with or without rl-accel: its C fp_str formats
    every number again each time, and a PDF with it was written about a quarter slower (rl-accel
    speeds up the rest: escaping text, checksums)."""
    import importlib

    from reportlab.lib import rl_accel

    theirs = (rl_accel.fp_str, getattr(rl_accel, "_py_fp_str", rl_accel.fp_str))
    for name in _DRAWING_MODULES:
        module = importlib.import_module(name)
        if any(getattr(module, "fp_str", None) is function for function in theirs):
            module.fp_str = fp_str


_use_fast_numbers()

CROP_MARK_WIDTH_PT = 0.25
CROP_MARK_COLOR = "#000000"
CREATOR = "printgen"
_ANCHOR_SHIFT = {"start": 0.0, "middle": 0.5, "end": 1.0}


class Painter:
    """Draws plan items on a canvas; with `cmyk`, every colour is written in DeviceCMYK (see
    layout/cmyk.py: grey replacement, 240% ink, near-neutral text in black alone) and pictures are
    separated by ImageCms, with no transparency (for PDF/X-1a)."""

    def __init__(self, canvas, cmyk: bool = False):
        self.c = canvas
        self.cmyk = cmyk
        self.state: dict[str, object] = {}
        self.colors: dict[str, HexColor] = {}

    def _set(self, key: str, value, apply) -> None:
        if self.state.get(key) != value:
            self.state[key] = value
            apply(value)

    def _color(self, value: str, text: bool = False):
        key = (value, text) if self.cmyk else value
        if key not in self.colors:
            if self.cmyk:
                from reportlab.lib.colors import CMYKColor

                from printgen.layout.cmyk import separate

                self.colors[key] = CMYKColor(*separate(value, text=text))
            else:
                self.colors[key] = HexColor(value)
        return self.colors[key]

    def fill(self, color: str) -> None:
        self._set("fill", color, lambda v: self.c.setFillColor(self._color(v)))

    def stroke(self, color: str, width_pt: float, dash_pt: tuple = ()) -> None:
        self._set("stroke", color, lambda v: self.c.setStrokeColor(self._color(v)))
        self._set("width", width_pt, self.c.setLineWidth)
        self._set("dash", dash_pt, lambda v: self.c.setDash(list(v), 0))

    def paint(
        self, fill: str | None, stroke: str | None, width_pt: float, dash_pt: tuple = ()
    ) -> tuple[int, int]:
        if fill:
            self.fill(fill)
        if stroke:
            self.stroke(stroke, width_pt, dash_pt)
        return (1 if fill else 0), (1 if stroke else 0)

    def rect(self, item: Rect) -> None:
        fill, stroke = self.paint(item.fill, item.stroke, item.line_width_pt, item.dash_pt)
        b = item.box
        if item.radius_pt:
            self.c.roundRect(
                b.x_pt, b.y_pt, b.width_pt, b.height_pt, item.radius_pt, stroke=stroke, fill=fill
            )
        else:
            self.c.rect(b.x_pt, b.y_pt, b.width_pt, b.height_pt, stroke=stroke, fill=fill)

    def line(self, item: Line) -> None:
        self.stroke(item.color, item.width_pt, item.dash_pt)
        self.c.line(item.x1_pt, item.y1_pt, item.x2_pt, item.y2_pt)

    def segments(self, item: Segments) -> None:
        self.stroke(item.color, item.width_pt)
        self.c.lines(item.segments_pt)

    def circle(self, item: Circle) -> None:
        fill, stroke = self.paint(item.fill, item.stroke, item.line_width_pt)
        self.c.circle(item.cx_pt, item.cy_pt, item.radius_pt, stroke=stroke, fill=fill)

    def polygon(self, item: Polygon) -> None:
        fill, stroke = self.paint(item.fill, item.stroke, item.line_width_pt)
        path = self.c.beginPath()
        path.moveTo(*item.points_pt[0])
        for point in item.points_pt[1:]:
            path.lineTo(*point)
        path.close()
        self.c.drawPath(path, stroke=stroke, fill=fill)

    def path(self, item: Path) -> None:
        fill, _ = self.paint(item.fill, None, 0.0)
        path = self.c.beginPath()
        for step in item.steps:
            kind = step[0]
            if kind == "M":
                path.moveTo(step[1], step[2])
            elif kind == "L":
                path.lineTo(step[1], step[2])
            elif kind == "C":
                path.curveTo(*step[1:])
            else:
                path.close()
        self.c.drawPath(path, stroke=0, fill=fill, fillMode=1)  # nonzero, as SVG fills

    def picture(self, item: Picture) -> None:
        """A raster picture as one image (reportlab keeps one copy however often it is drawn); an
        SVG as a form, made once and drawn at each place."""
        b = item.box
        if item.cover:  # scaled to cover the box, the overhang clipped away
            self.c.saveState()
            clip = self.c.beginPath()
            clip.rect(b.x_pt, b.y_pt, b.width_pt, b.height_pt)
            self.c.clipPath(clip, stroke=0, fill=0)
            scale = max(b.width_pt / item.aspect, b.height_pt)
            width, height = scale * item.aspect, scale
            inner = Picture(
                item.path,
                type(b)(
                    b.x_pt + (b.width_pt - width) / 2,
                    b.y_pt + (b.height_pt - height) / 2,
                    width,
                    height,
                ),
                item.kind,
                item.gray,
            )
            self.picture(inner)
            self.c.restoreState()
            return
        if item.kind == "svg":
            form = self._svg_form(item.path, item.gray)
            if form is not None:
                name, width, height = form
                self.c.saveState()
                self.c.translate(b.x_pt, b.y_pt)
                self.c.scale(b.width_pt / width, b.height_pt / height)
                self.c.doForm(name)
                self.c.restoreState()
            return
        if self.cmyk:
            self.c.drawImage(
                self._raster(item.path, item.gray),
                b.x_pt,
                b.y_pt,
                b.width_pt,
                b.height_pt,
                mask=list(_CMYK_KEY) * 4 if self._keyed(item.path, item.gray) else None,
            )
            return
        self.c.drawImage(
            self._raster(item.path, item.gray), b.x_pt, b.y_pt, b.width_pt, b.height_pt, mask="auto"
        )

    def _keyed(self, path: str, gray: bool) -> bool:
        return self.colors.get(("keyed", path, gray), False)

    def _raster(self, path: str, gray: bool):
        key = ("raster", path, gray)
        if key not in self.colors:
            from PIL import Image
            from reportlab.lib.utils import ImageReader

            # from memory, as printgen.read.pictures checked it: a chunk of a stated 2 GB is no read
            # of 2 GB
            with open(path, "rb") as handle:
                data = handle.read()
            with Image.open(io.BytesIO(data)) as image:
                image.load()
                if self.cmyk:
                    separated, keyed = _separated(image, gray)
                    self.colors[("keyed", path, gray)] = keyed
                    self.colors[key] = ImageReader(separated)
                    return self.colors[key]
                if gray:
                    image = (
                        image.convert("LA")
                        if "A" in image.getbands() or "transparency" in image.info
                        else image.convert("L")
                    )
                elif image.mode not in ("RGB", "RGBA", "L", "LA"):
                    image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
                self.colors[key] = ImageReader(image.copy())
        return self.colors[key]

    def _svg_form(self, path: str, gray: bool):
        key = ("svg", path, gray)
        if key not in self.colors:
            self.colors[key] = _make_svg_form(
                self.c, path, gray, f"svg{len(self.colors)}", self.cmyk
            )
        return self.colors[key]

    def trim(self, item: Trim) -> None:
        # An unpainted path: invisible in print, but it records the card's exact trim in the file.
        self.c.rect(
            item.box.x_pt, item.box.y_pt, item.box.width_pt, item.box.height_pt, stroke=0, fill=0
        )

    def crop(self, item: CropMark) -> None:
        self.stroke(CROP_MARK_COLOR, CROP_MARK_WIDTH_PT)
        self.c.line(item.x1_pt, item.y1_pt, item.x2_pt, item.y2_pt)

    def texts(self, items: list[Text]) -> None:
        """A run of text items in one text object; turned text gets its own text matrix."""
        text = self.c.beginText()
        font = None
        for item in items:
            if font != (item.font, item.size_pt):
                font = (item.font, item.size_pt)
                text.setFont(item.font, item.size_pt)
            # text separates apart (K only when neutral)
            want = (item.color, "text") if self.cmyk else item.color
            if self.state.get("fill") != want:
                self.state["fill"] = want
                text.setFillColor(self._color(item.color, text=True))
            cos, sin = _turn(item.angle_deg)
            back = (
                text_width_pt(item.text, item.font, item.size_pt) * _ANCHOR_SHIFT[item.anchor]
                if item.anchor != "start"
                else 0.0
            )
            text.setTextTransform(
                cos, sin, -sin, cos, item.x_pt - back * cos, item.y_pt - back * sin
            )
            text.textOut(item.text)
        self.c.drawText(text)


# per channel: C, M, Y and K all 100% (400%), which no separated pixel reaches
_CMYK_KEY = (255, 255)


def _separated(image, gray: bool):
    """A picture for a CMYK print file: separated by ImageCms (render/cmyk_profile.py), with any
    transparency flattened (PDF/X-1a has none): partly transparent pixels over white, wholly
    transparent ones keyed out by a colour-key mask (allowed there). Returns (image, keyed)."""
    from PIL import Image

    from printgen.render.cmyk_profile import rgb_to_cmyk_image

    rgba = image.convert("RGBA")
    alpha = rgba.getchannel("A")
    ground = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
    flat = Image.alpha_composite(ground, rgba).convert("RGB")
    if gray:
        flat = flat.convert("L").convert("RGB")
    separated = rgb_to_cmyk_image(flat)
    clear = alpha.point(lambda level: 255 if level < 8 else 0)
    keyed = clear.getbbox() is not None
    if keyed:
        separated.paste((255, 255, 255, 255), mask=clear)
    return separated, keyed


def _make_svg_form(canvas, path: str, gray: bool, name: str, cmyk: bool = False):
    """The SVG (made safe by printgen.read.pictures) drawn once into a form XObject: (name, width,
    height), or None."""
    from reportlab.graphics import renderPDF, shapes

    from printgen.read.pictures import safe_svg

    data, _, _ = safe_svg(path)
    if data is None:
        return None
    drawing = _svg_drawing(data)
    if drawing is None:
        return None
    if gray:
        _gray_drawing(drawing)
    if cmyk:
        _cmyk_drawing(drawing)
    _embedded_text(drawing, _svg_text_font())
    # renderPDF starts every drawing from these: a font the file would not embed, RGB black
    starts = {"fontName": _svg_text_font()}
    if cmyk:
        from reportlab.lib.colors import CMYKColor

        starts.update(fillColor=CMYKColor(0, 0, 0, 1), strokeColor=CMYKColor(0, 0, 0, 1))
    plain = {key: dict.get(shapes.STATE_DEFAULTS, key) for key in starts}
    shapes.STATE_DEFAULTS.update(starts)
    try:
        if not _draws(drawing):
            return None
        canvas.beginForm(name, 0, 0, drawing.width, drawing.height)
        renderPDF.draw(drawing, canvas, 0, 0)
        canvas.endForm()
    finally:
        shapes.STATE_DEFAULTS.update(plain)
    return name, drawing.width, drawing.height


def _svg_drawing(data: bytes):
    """svglib's drawing of the SVG, or None when svglib cannot make one of a size to draw.
    svglib is a third-party reader of the user's file: a path, number or inline picture it trips
    over raises whatever its code raises, so any exception from it (but running out of memory)
    means "cannot be drawn", never a crash half-way into the kit."""
    import logging

    from svglib.svglib import svg2rlg

    logging.getLogger("svglib").setLevel(logging.CRITICAL)
    try:
        drawing = svg2rlg(io.BytesIO(data), font_map=_closed_font_map())
    except (MemoryError, RecursionError):
        raise
    except Exception:  # noqa: BLE001 - see above
        return None
    if drawing is None or not all(
        isinstance(v, (int, float)) and math.isfinite(v) and 0 < v < 1e6
        for v in (drawing.width, drawing.height)
    ):
        return None
    return drawing


def _draws(drawing) -> bool:
    """Whether the drawing draws: tried on a scratch canvas first, so one that fails (an infinite
    or NaN number the PDF cannot write, bytes where text belongs) is left out of the kit instead
    of stopping the build with half a form written."""
    from reportlab.graphics import renderPDF

    try:
        trial = pdfcanvas.Canvas(io.BytesIO())
        trial.beginForm("trial", 0, 0, drawing.width, drawing.height)
        renderPDF.draw(drawing, trial, 0, 0)
        trial.endForm()
    except (MemoryError, RecursionError):
        raise
    except Exception:  # noqa: BLE001 - as in _svg_drawing
        return False
    return True


_FONT_MAP: list = []


def _closed_font_map():
    """svglib's font map, closed: a font-family the SVG names is one of the standard PDF fonts or
    one already registered, else Helvetica; it never looks for a font file by that name nor asks
    fontconfig (a program) for one."""
    if not _FONT_MAP:
        from svglib.fonts import FontMap

        class ClosedFontMap(FontMap):
            def use_fontconfig(self, font_name, weight="normal", style="normal"):
                return None, False

            def register_font(
                self, font_name, font_path=None, weight="normal", style="normal", rlgFontName=None
            ):
                if rlgFontName is None:  # a file to look for by the SVG's own name: never
                    return None, False
                return super().register_font(font_name, font_path, weight, style, rlgFontName)

        _FONT_MAP.append(ClosedFontMap())
    return _FONT_MAP[0]


def _gray_drawing(node) -> None:
    from reportlab.lib.colors import Color

    for attribute in ("fillColor", "strokeColor"):
        colour = getattr(node, attribute, None)
        if isinstance(colour, Color):
            level = 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue
            setattr(node, attribute, Color(level, level, level, colour.alpha))
    for child in getattr(node, "contents", ()) or ():
        _gray_drawing(child)


SVG_TEXT_FONT = "printgen-svg-text"


def _svg_text_font() -> str:
    """The font an SVG's text is drawn in: DejaVu Sans, bundled and embedded, for svglib names the
    standard PDF fonts (Helvetica, Times), which a PDF does not carry and PDF/X forbids."""
    import os

    from printgen.core.data import templates_dir

    if SVG_TEXT_FONT not in pdfmetrics.getRegisteredFontNames():
        pdfmetrics.registerFont(
            _TaggedFont(SVG_TEXT_FONT, os.path.join(templates_dir(), "fonts", "DejaVuSans.ttf"))
        )
    return SVG_TEXT_FONT


def _embedded_text(node, font: str) -> None:
    from reportlab.graphics.shapes import String

    if isinstance(node, String):
        node.fontName = font
    for child in getattr(node, "contents", ()) or ():
        _embedded_text(child, font)


def _cmyk_drawing(node) -> None:
    """An SVG's colours separated as the plan's are, and made opaque: a colour drawn at an opacity
    is mixed with white by it (PDF/X-1a has no transparency)."""
    from reportlab.lib.colors import CMYKColor, Color

    from printgen.layout.cmyk import separate_rgb

    for attribute, opacity in (("fillColor", "fillOpacity"), ("strokeColor", "strokeOpacity")):
        colour = getattr(node, attribute, None)
        if isinstance(colour, Color) and not isinstance(colour, CMYKColor):
            alpha = colour.alpha if colour.alpha is not None else 1.0
            given = getattr(node, opacity, None)
            alpha *= 1.0 if given is None else float(given)
            mixed = [
                alpha * value + (1.0 - alpha) for value in (colour.red, colour.green, colour.blue)
            ]
            setattr(node, attribute, CMYKColor(*separate_rgb(*mixed)))
        if getattr(node, opacity, None) is not None:
            setattr(node, opacity, None)
    for child in getattr(node, "contents", ()) or ():
        _cmyk_drawing(child)


_TURNS: dict[int, tuple[float, float]] = {}


def _turn(angle_deg: int) -> tuple[float, float]:
    """(cos, sin) of a text's angle, rounded as the file writes them (a kit turns text a few ways
    only)."""
    found = _TURNS.get(angle_deg)
    if found is None:
        radians = math.radians(angle_deg)
        found = _TURNS[angle_deg] = (round(math.cos(radians), 6), round(math.sin(radians), 6))
    return found


_DRAW = {
    Rect: Painter.rect,
    Line: Painter.line,
    Segments: Painter.segments,
    Circle: Painter.circle,
    Polygon: Painter.polygon,
    Path: Painter.path,
    Picture: Painter.picture,
    Trim: Painter.trim,
    CropMark: Painter.crop,
}


def render_items(painter: Painter, items) -> None:
    run: list[Text] = []
    for item in items:
        if isinstance(item, Text):
            run.append(item)
            continue
        if run:
            painter.texts(run)
            run = []
        if isinstance(item, Group):
            render_group(painter, item)
        else:
            _DRAW[type(item)](painter, item)
    if run:
        painter.texts(run)


def render_group(painter: Painter, group: Group) -> None:
    """The group's items under its transform; the graphics state (and what the painter knows of it)
    is restored after."""
    saved = dict(painter.state)
    painter.c.saveState()
    painter.c.transform(*group.transform)
    render_items(painter, group.items)
    painter.c.restoreState()
    painter.state = saved


PAGE_BOXES = ("trim", "bleed", "art", "crop")


def render_page(painter: Painter, page: Page) -> None:
    painter.c.setPageSize((page.width_pt, page.height_pt))
    given = dict(page.boxes)
    # reportlab keeps a box for the pages after: every page sets all of them
    for name in PAGE_BOXES:
        box = given.get(name)
        painter.c.setCropBox(
            None if box is None else (box.x_pt, box.y_pt, box.right_pt, box.top_pt), name=name
        )
    render_items(painter, page.items)
    painter.c.showPage()
    painter.state.clear()


def _first_font(pages: list[Page]) -> str | None:
    return next(
        (item.font for page in pages for item, _ in leaves(page.items) if isinstance(item, Text)),
        None,
    )


DAMAGED_FONT_ERRORS = (
    TTFError,
    struct.error,
    KeyError,
    IndexError,
    ValueError,
    ZeroDivisionError,
    AttributeError,
    TypeError,
    UnicodeDecodeError,
    OverflowError,
)
"""What reportlab's TrueType code raises on a damaged table. Fonts are checked when they are read
(`layout/truetype.py`), so these are a second line, for damage in tables only embedding reads."""


class _TaggedFont(TTFont):
    """A TrueType font whose embedded subsets carry a tag of their own (reportlab names the first
    subset of every font AAAAAA+, so two fonts' subsets shared one tag): six letters made from
    the font's name, the same in every build."""

    def addObjects(self, doc):
        from reportlab.pdfbase import ttfonts

        base = int(hashlib.sha1(self.fontName.encode("utf-8")).hexdigest()[:8], 16) % 9_000 * 100
        plain = ttfonts.SUBSETN
        ttfonts.SUBSETN = lambda n: plain(base + n)
        try:
            return super().addObjects(doc)
        finally:
            ttfonts.SUBSETN = plain

    @classmethod
    def from_parsed(cls, name: str, path: str, data: bytes, parsed: dict) -> _TaggedFont:
        """The font as `cls(name, path)` makes it, from what reportlab's parse of the file made
        (`_parsed_face`) and the file's bytes, without parsing again: the attributes TTFont's and
        TTFontFace's constructors set, set here (tests/test_font_cache.py holds the two equal)."""
        face = TTFontFace.__new__(TTFontFace)
        face.__dict__.update(parsed)
        face._ttf_data, face.filename = data, path
        per_unit = 1000 / face.unitsPerEm
        face._pdfScale = (lambda x: x) if face.unitsPerEm == 1000 else (lambda x: x * per_unit)
        font = cls.__new__(cls)
        font.fontName, font.face, font.encoding = name, face, TTEncoding()
        font.state = WeakKeyDictionary()
        font._asciiReadable = rl_config.ttfAsciiReadable
        font.shapable = not any(fnmatch(name, glob) for glob in rl_config.unShapedFontGlob)
        return font


_UNKEPT = ("_ttf_data", "filename", "_pdfScale")  # the file's bytes and path, and a function
_PARSED = {  # what must be there, and of what type, for a kept parse to be used
    "name": bytes,
    "unitsPerEm": int,
    "charToGlyph": dict,
    "charWidths": dict,
    "hmetrics": list,
    "glyphPos": list,
    "table": dict,
    "tables": list,
}


def _parsed_face(face) -> dict | None:
    """What reportlab's parse put in the face, to keep; None for a font whose PostScript name
    reportlab made up (from the time and a count of its own), which must be parsed every time."""
    if face.name.startswith(b"_RL_"):
        return None
    return {k: v for k, v in vars(face).items() if k not in _UNKEPT}


def _embedded_font(name: str, path: str) -> _TaggedFont:
    """reportlab's font for the file at `path`. Parsing it takes reportlab about a hundredth of a
    second per font, on every build, for the same result; so the result is kept in the per-user
    cache (user_cache.py) under a digest of the file's bytes, and the next build reads it."""
    with open(path, "rb") as handle:
        data = handle.read()
    key = user_cache.entry_key(data, f"reportlab {REPORTLAB_VERSION} TTFont")
    parsed = user_cache.load("fonts", key, lambda text: TTFNameBytes(text.encode("utf-8")))
    if (
        isinstance(parsed, dict)
        and all(isinstance(parsed.get(attribute), kind) for attribute, kind in _PARSED.items())
        and parsed["unitsPerEm"] > 0
    ):
        return _TaggedFont.from_parsed(name, path, data, parsed)
    font = _TaggedFont(name, path)
    kept = _parsed_face(font.face)
    if kept is not None:
        user_cache.store("fonts", key, kept)
    return font


def _register_fonts(pages: list[Page]) -> None:
    """Hands the plan's fonts, read and checked when the plan was measured, to reportlab."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name in sorted(
        {item.font for page in pages for item, _ in leaves(page.items) if isinstance(item, Text)}
        - registered
    ):
        try:
            font = _embedded_font(name, font_file(name))
            # reportlab measures every string it writes (to advance its cursor); the widths are
            # the ones layout measured with, remembered per text (see layout/fonts.py)
            font.stringWidth = lambda text, size, encoding="utf8", _name=name: text_width_pt(
                text, _name, size
            )
            pdfmetrics.registerFont(font)
        except (OSError, *DAMAGED_FONT_ERRORS) as exc:
            raise UsageError(
                f"the font {font_file(name)} cannot be embedded in the PDF: it is damaged "
                f"({type(exc).__name__}: {str(exc)[:80]})",
                "give the theme undamaged TrueType (.ttf) fonts",
            ) from None


@contextmanager
def _binary_streams():
    """Compressed streams are written as binary, not ASCII85: smaller and faster, still valid
    PDF."""
    saved = rl_config.useA85
    rl_config.useA85 = 0
    try:
        yield
    finally:
        rl_config.useA85 = saved


def render_pdf(
    pages: list[Page], title: str, subject: str = "", pdfx=None, attachments: tuple = ()
) -> bytes:
    """The PDF of `pages`; the same plan always gives the same bytes. `attachments` are (name,
    bytes) embedded as files (a kit's plan: see kit.faceprint).

    The canvas's initial font is one of the plan's own embedded fonts, so no standard,
    unembedded font is ever named in the file. With `pdfx` (an OutputIntent)
    the file is PDF/X-1a:2003: PDF 1.4, every colour in DeviceCMYK, no transparency, the output
    intent in the catalogue and the PDF/X version and /Trapped in the document information.
    """
    buffer = io.BytesIO()
    _register_fonts(pages)
    with _binary_streams():
        c = pdfcanvas.Canvas(
            buffer,
            invariant=1,
            pageCompression=1,
            initialFontName=_first_font(pages),
            pdfVersion=(1, 4) if pdfx is not None else None,
        )
        for setter, value in (
            (c.setTitle, title),
            (c.setAuthor, CREATOR),
            (c.setCreator, CREATOR),
            (c.setSubject, subject),
            (c.setProducer, CREATOR),
        ):
            setter(value)
        if pdfx is not None:
            mark_pdfx(c, pdfx)
        if attachments:
            embed_files(c, attachments)
        painter = Painter(c, cmyk=pdfx is not None)
        for page in pages:
            render_page(painter, page)
        try:
            c.save()
        except DAMAGED_FONT_ERRORS as exc:
            if not _raised_in_font_code(exc):
                raise
            raise UsageError(
                f"a font cannot be embedded in the PDF: it is damaged ({type(exc).__name__}: "
                f"{str(exc)[:80]})",
                "give the theme undamaged TrueType (.ttf) fonts",
            ) from None
    return buffer.getvalue()


def embed_files(canvas, attachments) -> None:
    """Each (name, bytes) embedded in the document as a file (the catalogue's EmbeddedFiles name
    tree, names in order), compressed, for a reader such as pypdfium2 or pypdf to take back."""
    from reportlab.pdfbase.pdfdoc import (
        PDFArray,
        PDFDictionary,
        PDFName,
        PDFStream,
        PDFStreamFilterZCompress,
        PDFString,
    )

    doc = canvas._doc
    names = []
    for name, data in sorted(attachments):
        stream = PDFStream(
            PDFDictionary({"Type": PDFName("EmbeddedFile")}),
            data,
            filters=[PDFStreamFilterZCompress()],
        )
        spec = PDFDictionary(
            {
                "Type": PDFName("Filespec"),
                "F": PDFString(name),
                "UF": PDFString(name),
                "EF": PDFDictionary({"F": doc.Reference(stream)}),
            }
        )
        names += [PDFString(name), doc.Reference(spec)]
    doc.Catalog.Names = PDFDictionary(
        {"EmbeddedFiles": PDFDictionary({"Names": PDFArray(names)})}
    )


def _raised_in_font_code(exc: BaseException) -> bool:
    """True when the error comes from reportlab's TrueType reader (a damaged font), not from
    printgen."""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return tb is not None and tb.tb_frame.f_code.co_filename.replace("\\", "/").endswith(
        "pdfbase/ttfonts.py"
    )


# PDF/X-1a:2003 beyond its colours (the painter draws those in DeviceCMYK): the output intent in the
# catalogue, and the PDF/X version and trapping state in the document information. reportlab writes
# PDF 1.4 objects only (no object or cross-reference streams), a trailer /ID, no encryption, and
# embeds every TrueType font printgen gives it.

PDFX_VERSION = "PDF/X-1a:2003"


@dataclass(frozen=True)
class OutputIntent:
    """The printing condition a print file is made for: a characterisation registered with the ICC
    (`identifier` such as "CGATS TR 001" or "FOGRA39"), named, with no profile embedded
    (PDF/X-1a:2003
    allows that for a registered characterisation)."""

    identifier: str
    condition: str
    info: str
    registry: str = "http://www.color.org"


def mark_pdfx(canvas, intent: OutputIntent) -> None:
    """The canvas's document made a PDF/X-1a:2003 file: output intent, GTS_PDFXVersion, /Trapped
    /False."""
    from reportlab.pdfbase.pdfdoc import PDFArray, PDFDictionary, PDFInfo, PDFName, PDFString

    doc = canvas._doc
    catalog = doc.Catalog
    catalog.OutputIntents = PDFArray(
        [
            PDFDictionary(
                {
                    "Type": PDFName("OutputIntent"),
                    "S": PDFName("GTS_PDFX"),
                    "OutputConditionIdentifier": PDFString(intent.identifier),
                    "OutputCondition": PDFString(intent.condition),
                    "RegistryName": PDFString(intent.registry),
                    "Info": PDFString(intent.info),
                }
            )
        ]
    )
    catalog.__NoDefault__ = list(catalog.__NoDefault__) + ["OutputIntents"]

    class _PdfxInfo(PDFInfo):
        def format(self, document):
            from reportlab.pdfbase.pdfdoc import PDFDate

            fields = {
                "Title": PDFString(self.title),
                "Author": PDFString(self.author),
                "Creator": PDFString(self.creator),
                "Producer": PDFString(self.producer),
                "Subject": PDFString(self.subject),
                "GTS_PDFXVersion": PDFString(PDFX_VERSION),
                "Trapped": PDFName("False"),
            }
            fields["CreationDate"] = fields["ModDate"] = PDFDate(
                ts=document._timeStamp, dateFormatter=self._dateFormatter
            )
            return PDFDictionary(fields).format(document)

    info = _PdfxInfo()
    info.__dict__.update(doc.info.__dict__)
    doc.info = info
