"""Registering TrueType fonts so text can be measured (and later embedded), and checking coverage."""

from __future__ import annotations

import os
import struct
from functools import lru_cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from printgen.errors import UsageError

_registered: dict[str, str] = {}


MAX_FONT_BYTES = 32 * 1024 * 1024


DAMAGED_FONT_ERRORS = (struct.error, KeyError, IndexError, ValueError, ZeroDivisionError, AttributeError, TypeError, UnicodeDecodeError, OverflowError)


def register_font(path: str) -> str:
    """The reportlab name of the font in `path`, registering it on first use."""
    key = os.path.abspath(path)
    if key in _registered:
        return _registered[key]
    if not os.path.isfile(path):
        raise UsageError(f"cannot use the font {path}: it is not a regular file", "give a TrueType (.ttf) font file")
    if os.path.getsize(path) > MAX_FONT_BYTES:
        raise UsageError(f"cannot use the font {path}: it is larger than {MAX_FONT_BYTES // (1024 * 1024)} MiB", "give a TrueType (.ttf) font file")
    name = os.path.splitext(os.path.basename(path))[0]
    if name in pdfmetrics.getRegisteredFontNames() or name in _registered.values():
        import hashlib

        with open(path, "rb") as handle:
            name = f"{name}-{hashlib.sha1(handle.read()).hexdigest()[:8]}"
    try:
        pdfmetrics.registerFont(TTFont(name, path))
    except (TTFError, OSError) as exc:
        raise UsageError(f"cannot use the font {path}: {exc}", "give a TrueType (.ttf) font file") from None
    except DAMAGED_FONT_ERRORS as exc:  # what reportlab's reader raises on a damaged table
        raise UsageError(f"cannot use the font {path}: it is damaged ({type(exc).__name__}: {str(exc)[:80]})", "give an undamaged TrueType (.ttf) font file") from None
    _registered[key] = name
    return name


@lru_cache(maxsize=1 << 16)
def _width_per_pt(text: str, font: str) -> float:
    """The text's width at 1 pt: the font's advance widths, in thousandths of the size."""
    face = pdfmetrics.getFont(font).face
    widths, default = face.charWidths.get, face.defaultWidth
    return 0.001 * sum(widths(ord(ch), default) for ch in text)


def text_width_pt(text: str, font: str, size_pt: float) -> float:
    """Width grows with size, so it is measured once per text and font (the same product, in the
    same order, as reportlab's accelerated stringWidth: a kit lays out alike with or without it)."""
    return _width_per_pt(text, font) * size_pt


def missing_characters(text: str, font: str) -> list[str]:
    """The characters of `text` that the font has no glyph for."""
    glyphs = pdfmetrics.getFont(font).face.charToGlyph
    return sorted({ch for ch in text if ord(ch) not in glyphs and ch not in "\n\t"})
