"""The balance report: the figures, the charts and the advice on A4 pages, written atomically."""

from __future__ import annotations

import io

from reportlab.graphics import renderPDF
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from printgen.neighbours.analysis import charts
from printgen.neighbours.analysis.balance import Analysis
from printgen.neighbours.analysis.text import exact_lines, table_lines

MARGIN = 50
LEADING = 12


class Page:
    """A cursor down the pages of a canvas: text lines wrap, drawings go below them."""

    def __init__(self, canvas: Canvas):
        self.canvas = canvas
        self.width, self.height = A4
        self.y = self.height - MARGIN

    def room(self, needed: float) -> None:
        if self.y - needed < MARGIN:
            self.canvas.showPage()
            self.y = self.height - MARGIN

    def text(self, line: str, size: float = 9, font: str = "Helvetica") -> None:
        for piece in simpleSplit(line, font, size, self.width - 2 * MARGIN) or [""]:
            self.room(LEADING)
            self.canvas.setFont(font, size)
            self.canvas.drawString(MARGIN, self.y - size, piece)
            self.y -= size + 3

    def drawing(self, drawing, x: float = MARGIN) -> None:
        self.room(drawing.height + 6)
        renderPDF.draw(drawing, self.canvas, x, self.y - drawing.height)
        self.y -= drawing.height + 6


def seat_text(analysis: Analysis) -> list[str]:
    return [f"seat {s.seat} ({s.bot}): mean {s.mean:.2f}, sd {s.sd:.2f}, win share {100 * s.win_share:.1f}% (95% {100 * s.win_low:.1f}% to {100 * s.win_high:.1f}%)" for s in analysis.summary.seats]


def draw_report(analysis: Analysis, canvas: Canvas) -> None:
    page, summary = Page(canvas), analysis.summary
    page.text(f"Balance report: {analysis.setup_name} ({analysis.setup_id})", 16, "Helvetica-Bold")
    page.text(f"{summary.players} players, {summary.games:,} games, bots {', '.join(summary.bots)}, seed {summary.seed}")
    for line in seat_text(analysis) + table_lines(summary):
        page.text(line)
    page.drawing(charts.win_share_chart(summary, page.width - 2 * MARGIN, 180))
    page.text("Scores by seat (share of games at each total)", 11, "Helvetica-Bold")
    for drawing in charts.score_histograms(summary, page.width - 2 * MARGIN):
        page.drawing(drawing)
    if analysis.exact is not None:
        page.text("Exact solution", 11, "Helvetica-Bold")
        for line in exact_lines(analysis.exact):
            page.text(line.strip())
        page.drawing(charts.opening_chart(analysis.exact, page.width - 2 * MARGIN, 150))
    page.text("Advice", 11, "Helvetica-Bold")
    for item in analysis.advice or ():
        page.text(f"{item.message} ({item.code})")
        page.text(f"evidence: {item.evidence}", 8)
    if not analysis.advice:
        page.text("Nothing to flag in these figures.")


def render_report(analysis: Analysis) -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=A4, invariant=1)
    canvas.setTitle(f"Balance report: {analysis.setup_name}")
    draw_report(analysis, canvas)
    canvas.save()
    return buffer.getvalue()


def write_report(analysis: Analysis, path: str) -> None:
    """Renders the whole report in memory, then replaces `path` in one step: never a half file."""
    from printgen.output import write_atomic

    write_atomic(path, render_report(analysis))
