"""Fitting text into a box: shrink it first, then wrap it, never let it spill."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from printgen.layout.fonts import advance_sum, text_width_pt
from printgen.layout.plan import Box, Text

LEADING = 1.2
STEP_PT = 0.5


@dataclass(frozen=True, eq=False)
class FittedText:
    """A text broken into lines at the size it fits."""

    lines: tuple[str, ...]
    size_pt: float

    @property
    def leading_pt(self) -> float:
        return self.size_pt * LEADING

    @property
    def height_pt(self) -> float:
        return self.size_pt + (len(self.lines) - 1) * self.leading_pt


def sizes_down(max_pt: float, min_pt: float):
    """Sizes from `max_pt` down in steps, computed afresh each step so no rounding drifts below
    `min_pt`."""
    steps = int((max_pt - min_pt) / STEP_PT + 1e-9)
    for step in range(max(steps, -1) + 1):
        yield max(max_pt - step * STEP_PT, min_pt)


def wrap_words(text: str, font: str, size_pt: float, width_pt: float) -> list[str] | None:
    """Greedy word wrap; None when a single word is wider than the box. A trial line's width is
    its words' advance sums plus the spaces' (see `advance_sum`), so each word is measured once."""
    lines, current, current_sum = [], "", 0.0
    space = advance_sum(" ", font)
    for word in text.split():
        word_sum = advance_sum(word, font)
        if 0.001 * word_sum * size_pt > width_pt:
            return None
        if current and 0.001 * (current_sum + space + word_sum) * size_pt > width_pt:
            lines.append(current)
            current, current_sum = word, word_sum
        elif current:
            current, current_sum = f"{current} {word}", current_sum + space + word_sum
        else:
            current, current_sum = word, word_sum
    lines = lines + [current] if current else lines
    return _no_runt(lines, font, size_pt, width_pt)


def _no_runt(lines: list[str], font: str, size_pt: float, width_pt: float) -> list[str]:
    """A paragraph never ends on a line of one lone word (such as "6."): the word before it
    moves down with it when that line keeps two words and the new last line fits."""
    if len(lines) < 2 or " " in lines[-1]:
        return lines
    head, _, moved = lines[-2].rpartition(" ")
    last = f"{moved} {lines[-1]}"
    if " " not in head or text_width_pt(last, font, size_pt) > width_pt:
        return lines
    return lines[:-2] + [head, last]


@lru_cache(maxsize=1 << 14)
def fit_text(
    text: str,
    font: str,
    width_pt: float,
    height_pt: float,
    max_pt: float,
    min_pt: float,
    wrap: bool = True,
    shrink_first_pt: float | None = None,
) -> FittedText | None:
    """The largest size from `max_pt` down to `min_pt` at which `text` fits the box.

    One line is tried first, shrinking down to `shrink_first_pt` (default: halfway to `min_pt`);
    then, if wrapping is allowed, wrapped lines from `max_pt` down. None when nothing fits.
    Remembered: a deck prints the same texts on many cards, and the answer is a frozen value.
    """
    text = " ".join(text.split())
    if text and " " not in text:
        size = _word_size(
            advance_sum(text, font), width_pt, height_pt, max_pt, min_pt, wrap, shrink_first_pt
        )
        return FittedText((text,), size) if size is not None else None
    floor = shrink_first_pt if shrink_first_pt is not None else (max_pt + min_pt) / 2
    for size in sizes_down(max_pt, max(floor, min_pt) if wrap else min_pt):
        if size <= height_pt and text_width_pt(text, font, size) <= width_pt:
            return FittedText((text,), size)
    if not wrap:
        return None
    for size in sizes_down(max_pt, min_pt):
        lines = wrap_words(text, font, size, width_pt)
        if lines is not None and FittedText(tuple(lines), size).height_pt <= height_pt:
            return FittedText(tuple(lines), size)
    return None


@lru_cache(maxsize=1 << 12)
def _word_size(
    advance: float,
    width_pt: float,
    height_pt: float,
    max_pt: float,
    min_pt: float,
    wrap: bool,
    shrink_first_pt: float | None,
) -> float | None:
    """`fit_text`'s size for one word of this advance sum: a word is never broken, so where it
    fits depends on its width alone, and the thousand numbers of a deck in a font of even
    figures are fitted once (the same tests as `fit_text`'s, in the same order)."""
    floor = shrink_first_pt if shrink_first_pt is not None else (max_pt + min_pt) / 2
    for size in sizes_down(max_pt, max(floor, min_pt) if wrap else min_pt):
        if size <= height_pt and 0.001 * advance * size <= width_pt:
            return size
    if not wrap:
        return None
    for size in sizes_down(max_pt, min_pt):
        if 0.001 * advance * size <= width_pt and size <= height_pt:
            return size
    return None


def place_text(
    fitted: FittedText,
    box: Box,
    font: str,
    color: str,
    align: str = "middle",
    valign: str = "middle",
) -> list[Text]:
    """Text items for fitted lines inside `box`, aligned horizontally and vertically."""
    ascent = fitted.size_pt * 0.76
    block = fitted.height_pt
    top = {
        "top": box.top_pt,
        "bottom": box.y_pt + block,
        "middle": box.y_pt + (box.height_pt + block) / 2,
    }[valign]
    first = top - ascent - (fitted.size_pt - ascent) * 0.2
    x = {"start": box.x_pt, "middle": box.x_pt + box.width_pt / 2, "end": box.right_pt}[align]
    return [
        Text(x, first - i * fitted.leading_pt, line, font, fitted.size_pt, color, align)
        for i, line in enumerate(fitted.lines)
    ]
