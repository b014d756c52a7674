"""The fonts a kit is measured with (and later embedded): read once per file, defensively, by
`layout/truetype.py`, so measuring text never needs the PDF writer.

A font is named by the base name of its file (with a hash of its bytes when two files share a
name); the renderer registers that name with the PDF writer from `font_file`.
"""

from __future__ import annotations

import os
from functools import lru_cache

from printgen.core.errors import UsageError
from printgen.layout.truetype import MAX_FONT_BYTES, FontError, FontMetrics, read_font

_by_path: dict[str, str] = {}
_metrics: dict[str, FontMetrics] = {}
_files: dict[str, str] = {}
_advances: dict[str, dict] = {}


class _Advances(dict):
    """A font's advance widths by character (not code), with the default width for the rest,
    filled in as characters are first measured."""

    def __init__(self, metrics: FontMetrics):
        super().__init__()
        self.metrics = metrics

    def __missing__(self, char: str) -> float:
        width = self.metrics.width(char)
        self[char] = found = self.metrics.default_width if width is None else width
        return found


def font_problem(path: str) -> str | None:
    """Why the font at `path` cannot be used, in words, or None when it can (it is then read)."""
    try:
        register_font(path)
    except UsageError as exc:
        return exc.reason
    return None


def register_font(path: str) -> str:
    """The name of the font in `path`, reading it on first use."""
    key = os.path.abspath(path)
    if key in _by_path:
        return _by_path[key]
    if not os.path.isfile(path):
        raise _unusable(
            path, "it is not a regular file" if os.path.exists(path) else "there is no such file"
        )
    if os.path.getsize(path) > MAX_FONT_BYTES:
        raise _unusable(path, f"it is larger than {MAX_FONT_BYTES // (1024 * 1024)} MiB")
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_FONT_BYTES + 1)
        metrics = read_font(data)
    except OSError as exc:
        raise _unusable(path, exc.strerror or str(exc)) from None
    except FontError as exc:
        raise _unusable(path, str(exc)) from None
    name = os.path.splitext(os.path.basename(path))[0]
    if name in _metrics:
        import hashlib

        name = f"{name}-{hashlib.sha1(data).hexdigest()[:8]}"
    _by_path[key], _metrics[name], _files[name] = name, metrics, key
    return name


class FontUnusable(UsageError):
    """A font file that cannot be used; `reason` says why without the path (for positioned
    errors)."""

    def __init__(self, path: str, reason: str):
        super().__init__(
            f"cannot use the font {path}: {reason}", "give a TrueType (.ttf) font file"
        )
        self.reason = reason


def _unusable(path: str, reason: str) -> FontUnusable:
    return FontUnusable(path, reason)


def font_file(name: str) -> str:
    """The file of a font read by `register_font`, for the renderer to embed."""
    return _files[name]


@lru_cache(maxsize=1 << 16)
def advance_sum(text: str, font: str) -> float:
    """The sum of the text's advance widths, in thousandths of the size. For the bundled fonts
    (2048 units per em) and any font of 1000 or a power-of-two units, every advance and every sum
    is exact in binary, so a line's sum may be built from its words' sums."""
    advances = _advances.get(font)
    if advances is None:
        advances = _advances[font] = _Advances(_metrics[font])
    return sum(map(advances.__getitem__, text))


def text_width_pt(text: str, font: str, size_pt: float) -> float:
    """Width grows with size, so it is measured once per text and font (the same product, in the
    same order, as reportlab's accelerated stringWidth: a kit lays out alike with or without it)."""
    return 0.001 * advance_sum(text, font) * size_pt


def missing_characters(text: str, font: str) -> list[str]:
    """The characters of `text` that the font has no glyph for."""
    metrics = _metrics[font]
    return sorted({ch for ch in text if not metrics.draws(ch) and ch not in "\n\t"})
