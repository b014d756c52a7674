"""A column that content flows down: text that wraps to the column's width, and drawn blocks."""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.core.errors import FitError
from printgen.layout.plan import Box, Item
from printgen.layout.textfit import fit_text, place_text
from printgen.read.loader import shorten


@dataclass(eq=False)
class Flow:
    """Content placed from `top_pt` downward inside `x_pt`..`x_pt + width_pt`."""

    x_pt: float
    top_pt: float
    width_pt: float
    min_pt: float
    items: list[Item] = field(default_factory=list)

    def gap(self, height_pt: float) -> None:
        self.top_pt -= height_pt

    def text(
        self,
        text: str,
        font: str,
        size_pt: float,
        color: str,
        align: str = "start",
        shrink: bool = False,
        what: str = "text",
    ) -> None:
        """Wraps `text` at `size_pt` (or, with `shrink`, first shrinks it onto one line); marked-up
        text (`**bold**`, `*italic*`, `:icon:`) is fitted and placed piece by piece."""
        from printgen.layout.markup import has_markup

        if has_markup(text):
            return self._rich(text, font, size_pt, color, align, what)
        floor = self.min_pt if shrink else size_pt
        fitted = fit_text(
            text, font, self.width_pt, 10_000, size_pt, self.min_pt, shrink_first_pt=floor
        )
        if fitted is None:
            raise FitError(
                f"{what} {shorten(text)!r} does not fit its box even at {self.min_pt:g} pt",
                "shorten it",
            )
        box = Box(self.x_pt, self.top_pt - fitted.height_pt, self.width_pt, fitted.height_pt)
        self.items += place_text(fitted, box, font, color, align, "top")
        self.top_pt -= fitted.height_pt + size_pt * 0.35

    def _rich(
        self, text: str, font: str, size_pt: float, color: str, align: str, what: str
    ) -> None:
        from printgen.layout.markup import fit_rich, font_pair, known_icons, place_rich

        fonts = font_pair(font)
        fitted = fit_rich(
            text, known_icons(), font, fonts, self.width_pt, 10_000, size_pt, self.min_pt
        )
        if fitted is None:
            raise FitError(
                f"{what} {shorten(text)!r} does not fit its box even at {self.min_pt:g} pt",
                "shorten it",
            )
        box = Box(self.x_pt, self.top_pt - fitted.height_pt, self.width_pt, fitted.height_pt)
        self.items += place_rich(fitted, box, font, fonts, color, align, "top")
        self.top_pt -= fitted.height_pt + size_pt * 0.35

    def block(self, items: list[Item], height_pt: float) -> None:
        self.items += items
        self.top_pt -= height_pt

    def box(self, height_pt: float) -> Box:
        """The next `height_pt` of the column, as a box to draw into."""
        return Box(self.x_pt, self.top_pt - height_pt, self.width_pt, height_pt)
