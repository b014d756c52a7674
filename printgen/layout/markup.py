"""Inline markup in printed texts: `**bold**`, `*italic*`, icons by name (`:coin:`), and a backslash
to print a marker as itself (`\\*`, `\\:`, `\\\\`). Pure layout: parsing, measuring every piece as
the glyphs it is (bold and italic with their own metrics, an icon as a square one type size wide),
wrapping, fitting and placing.

A text without markup never comes here: it is fitted and placed as plain text, as it always was.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import lru_cache

from printgen.layout.fonts import font_file, register_font, text_width_pt
from printgen.layout.plan import Box, Item, Text
from printgen.layout.textfit import LEADING, sizes_down

ICON_EM = 1.0  # an inline icon's width and height, in type sizes
_ICON = re.compile(r":([a-z][a-z0-9-]{0,39}):")
_MARKERS = re.compile(r"\*|\\|:[a-z][a-z0-9-]{0,39}:")


@dataclass(frozen=True)
class Piece:
    """A piece of a line: text in one style, or an icon (`icon` set, `text` empty)."""

    text: str
    bold: bool = False
    italic: bool = False
    icon: str | None = None


@dataclass(frozen=True, eq=False)
class FittedRich:
    """Wrapped lines of pieces at one type size; each line's pieces run on without gaps (spaces are
    in the text pieces)."""

    lines: tuple[tuple[Piece, ...], ...]
    size_pt: float

    @property
    def leading_pt(self) -> float:
        return self.size_pt * LEADING

    @property
    def height_pt(self) -> float:
        return self.size_pt + (len(self.lines) - 1) * self.leading_pt


def has_markup(text: str) -> bool:
    return bool(_MARKERS.search(text))


def parse(text: str, icons: frozenset[str] = frozenset()) -> tuple[Piece, ...]:
    """The pieces of a text: `**` turns bold on and off, `*` italic, `:name:` is an icon when
    `name` is one of `icons` (otherwise it prints as written), and a backslash prints the next
    character as itself."""
    pieces: list[Piece] = []
    bold = italic = False
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            pieces.append(Piece("".join(buffer), bold, italic))
            buffer.clear()

    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            buffer.append(text[i + 1])
            i += 2
            continue
        if text.startswith("**", i):
            flush()
            bold = not bold
            i += 2
            continue
        if ch == "*":
            flush()
            italic = not italic
            i += 1
            continue
        match = _ICON.match(text, i) if ch == ":" else None
        if match and match.group(1) in icons:
            flush()
            pieces.append(Piece("", bold, italic, match.group(1)))
            i = match.end()
            continue
        buffer.append(ch)
        i += 1
    flush()
    return tuple(pieces)


def plain(text: str, icons: frozenset[str] = frozenset()) -> str:
    """The text without its markers (icons left out): what a reader sees, for messages and
    checks."""
    return "".join(p.text for p in parse(text, icons))


@lru_cache(maxsize=64)
def styled_font(font: str, bold: bool, italic: bool, regular: str, bold_font: str) -> str:
    """The font for a piece: the element's own, made bold or italic by the theme's fonts and the
    italic companions found beside them (DejaVuSans-Oblique.ttf beside DejaVuSans.ttf; a font
    with no companion prints its italic upright)."""
    base = bold_font if bold or font == bold_font else font
    return _italic_of(base) if italic else base


@lru_cache(maxsize=32)
def _italic_of(font: str) -> str:
    path = font_file(font)
    folder, name = os.path.split(path)
    stem = os.path.splitext(name)[0]
    for candidate in (f"{stem}-Oblique", f"{stem}-Italic", f"{stem}Oblique", f"{stem}Italic"):
        found = os.path.join(folder, candidate + ".ttf")
        if os.path.isfile(found):
            return register_font(found)
    return font


@lru_cache(maxsize=32)
def font_pair(font: str) -> tuple[str, str]:
    """(regular, bold) for a font, from the companions beside its file (DejaVuSans.ttf and
    DejaVuSans-Bold.ttf); a font with no companion is both."""
    path = font_file(font)
    folder, name = os.path.split(path)
    stem = os.path.splitext(name)[0]
    if stem.endswith("-Bold"):
        regular = os.path.join(folder, stem[: -len("-Bold")] + ".ttf")
        return (register_font(regular) if os.path.isfile(regular) else font), font
    bold = os.path.join(folder, stem + "-Bold.ttf")
    return font, (register_font(bold) if os.path.isfile(bold) else font)


@lru_cache(maxsize=1)
def known_icons() -> frozenset[str]:
    """The icon names a text may name inline (`:coin:`): the bundled set."""
    from printgen.layout.icons import icon_names

    return frozenset(icon_names())


def _words(pieces: tuple[Piece, ...]) -> list[list[Piece]]:
    """The pieces split at spaces into words, each word a list of pieces with no space inside."""
    words: list[list[Piece]] = [[]]
    for piece in pieces:
        if piece.icon is not None:
            words[-1].append(piece)
            continue
        parts = re.split(r"(\s+)", piece.text)
        for part in parts:
            if not part:
                continue
            if part.isspace():
                if words[-1]:
                    words.append([])
            else:
                words[-1].append(Piece(part, piece.bold, piece.italic))
    return [w for w in words if w]


def piece_width(piece: Piece, font: str, size_pt: float, fonts: tuple[str, str]) -> float:
    if piece.icon is not None:
        return size_pt * ICON_EM
    return text_width_pt(piece.text, styled_font(font, piece.bold, piece.italic, *fonts), size_pt)


def _line_width(line: list[Piece], font: str, size_pt: float, fonts: tuple[str, str]) -> float:
    return sum(piece_width(p, font, size_pt, fonts) for p in line)


def _join(words: list[list[Piece]]) -> tuple[Piece, ...]:
    """Words back into one line's pieces, with a space between words (in the style of the word
    before)."""
    out: list[Piece] = []
    for index, word in enumerate(words):
        if index:
            last = out[-1]
            out.append(Piece(" ", last.bold, last.italic))
        out.extend(word)
    merged: list[Piece] = []
    for piece in out:
        if (
            merged
            and piece.icon is None
            and merged[-1].icon is None
            and (merged[-1].bold, merged[-1].italic) == (piece.bold, piece.italic)
        ):
            merged[-1] = Piece(merged[-1].text + piece.text, piece.bold, piece.italic)
        else:
            merged.append(piece)
    return tuple(merged)


def _wrap(
    words: list[list[Piece]],
    font: str,
    size_pt: float,
    width_pt: float,
    fonts: tuple[str, str],
    wrap: bool,
) -> list[tuple[Piece, ...]] | None:
    lines: list[list[list[Piece]]] = [[]]
    for word in words:
        if _line_width(word, font, size_pt, fonts) > width_pt:
            return None
        trial = lines[-1] + [word]
        if lines[-1] and _line_width(list(_join(trial)), font, size_pt, fonts) > width_pt:
            if not wrap:
                return None
            lines.append([word])
        else:
            lines[-1] = trial
    return [_join(line) for line in lines if line]


@lru_cache(maxsize=4096)
def fit_rich(
    text: str,
    icons: frozenset[str],
    font: str,
    fonts: tuple[str, str],
    width_pt: float,
    height_pt: float,
    max_pt: float,
    min_pt: float,
    wrap: bool = True,
) -> FittedRich | None:
    """The largest size from `max_pt` down to `min_pt` at which the marked-up text fits the box
    (on one line, or wrapped where `wrap` allows); None when nothing fits."""
    words = _words(parse(" ".join(text.split()), icons))
    if not words:
        return FittedRich(((),), max_pt)
    for size in sizes_down(max_pt, min_pt):
        lines = _wrap(words, font, size, width_pt, fonts, wrap)
        if lines is not None and FittedRich(tuple(lines), size).height_pt <= height_pt:
            return FittedRich(tuple(lines), size)
    return None


def place_rich(
    fitted: FittedRich,
    box: Box,
    font: str,
    fonts: tuple[str, str],
    color: str,
    align: str = "middle",
    valign: str = "middle",
    own: tuple[tuple[str, str], ...] = (),
) -> list[Item]:
    """Text items (one per piece) and icons for fitted lines inside `box`, aligned as place_text
    aligns."""
    from printgen.layout.icons import icon_items

    size = fitted.size_pt
    ascent = size * 0.76
    block = fitted.height_pt
    top = {
        "top": box.top_pt,
        "bottom": box.y_pt + block,
        "middle": box.y_pt + (box.height_pt + block) / 2,
    }[valign]
    first = top - ascent - (size - ascent) * 0.2
    items: list[Item] = []
    for index, line in enumerate(fitted.lines):
        width = _line_width(list(line), font, size, fonts)
        x = {
            "start": box.x_pt,
            "middle": box.x_pt + (box.width_pt - width) / 2,
            "end": box.right_pt - width,
        }[align]
        baseline = first - index * fitted.leading_pt
        for piece in line:
            step = piece_width(piece, font, size, fonts)
            if piece.icon is not None:
                items += icon_items(
                    piece.icon, x + step / 2, baseline + size * 0.3, size * ICON_EM, color, own
                )
            else:
                items.append(
                    Text(
                        x,
                        baseline,
                        piece.text,
                        styled_font(font, piece.bold, piece.italic, *fonts),
                        size,
                        color,
                        "start",
                    )
                )
            x += step
    return items


__all__ = ["FittedRich", "Piece", "fit_rich", "has_markup", "parse", "place_rich", "plain"]
