"""The lab's report pages: a cursor down pages (A4 unless another paper is named) that wraps
lines of text and places charts below them, in the theme's fonts, for the one renderer to draw."""

from __future__ import annotations

from printgen.kit.flow import Flow
from printgen.layout.paper import PAPERS
from printgen.layout.plan import Page, translated
from printgen.layout.units import mm_to_pt

MARGIN = 50
INK = "#222222"


class ReportCursor:
    """A cursor down the report's pages: text lines wrap, charts go below them, a full page starts
    the next."""

    def __init__(self, theme, paper: str = "a4"):
        self.theme = theme
        size = PAPERS[paper]
        self.width, self.height = mm_to_pt(size.width_mm), mm_to_pt(size.height_mm)
        self.done: list[list] = []
        self.flow = self._fresh()

    def _fresh(self) -> Flow:
        return Flow(MARGIN, self.height - MARGIN, self.width - 2 * MARGIN, self.theme.text.min_pt)

    def room(self, needed: float) -> None:
        if self.flow.top_pt - needed < MARGIN and self.flow.items:
            self.done.append(self.flow.items)
            self.flow = self._fresh()

    def text(self, line: str, size: float = 9, bold: bool = False) -> None:
        self.room(size * 1.6)
        self.flow.text(
            line or " ",
            self.theme.bold if bold else self.theme.regular,
            size,
            INK,
            what="the report line",
        )

    def chart(self, chart) -> None:
        """A chart: anything with `items` (marks from its bottom-left corner) and `height_pt`."""
        self.room(chart.height_pt + 6)
        self.flow.block(
            [translated(chart.items, MARGIN, self.flow.top_pt - chart.height_pt)],
            chart.height_pt + 6,
        )

    def pages(self) -> list[Page]:
        sheets = self.done + ([self.flow.items] if self.flow.items else [])
        return [
            Page(self.width, self.height, f"report {number}", tuple(items))
            for number, items in enumerate(sheets, 1)
        ]
