"""The balance report: the figures, the charts and the advice as page plans on A4, in the theme's
fonts, drawn by the one renderer and written atomically."""

from __future__ import annotations

from printgen.lab.report import MARGIN, ReportCursor
from printgen.layout.plan import Page
from printgen.neighbours.analysis import charts
from printgen.neighbours.analysis.balance import Analysis
from printgen.neighbours.analysis.text import course_lines, exact_lines, skill_lines, table_lines


def seat_text(analysis: Analysis) -> list[str]:
    return [
        f"seat {s.seat} ({s.bot}): mean {s.mean:.2f}, sd {s.sd:.2f}, win share "
        f"{100 * s.win_share:.1f}% (95% {100 * s.win_low:.1f}% to {100 * s.win_high:.1f}%)"
        for s in analysis.summary.seats
    ]


def report_pages(analysis: Analysis, theme=None) -> list[Page]:
    from printgen.style.reading import load_theme

    theme = theme or load_theme()
    page, summary, font = ReportCursor(theme), analysis.summary, theme.regular
    width = page.width - 2 * MARGIN
    page.text(f"Balance report: {analysis.setup_name} ({analysis.setup_id})", 16, bold=True)
    page.text(
        f"{summary.players} players, {summary.games:,} games, bots {', '.join(summary.bots)}, "
        f"seed {summary.seed}"
    )
    for line in seat_text(analysis) + table_lines(summary):
        page.text(line)
    page.chart(charts.win_share_chart(summary, width, 190, font))
    course = summary.course
    if course is not None and summary.players > 1:
        page.text("How the games go", 11, bold=True)
        for line in course_lines(summary):
            page.text(line)
        page.chart(charts.decided_chart(course, width, 140, font))
        page.chart(charts.margin_chart(course, summary.games, width, 140, font))
    if analysis.skill:
        page.text("Skill", 11, bold=True)
        for line in skill_lines(analysis.skill):
            page.text(line)
        page.chart(charts.skill_chart(analysis.skill, summary.players, width, 170, font))
    page.text("Final totals by seat", 11, bold=True)
    for chart in charts.score_histograms(summary, width, font):
        page.chart(chart)
    if analysis.exact is not None:
        page.text("Exact solution", 11, bold=True)
        for line in exact_lines(analysis.exact):
            page.text(line.strip())
        page.chart(charts.opening_chart(analysis.exact, width, 190, font))
    page.text("Advice", 11, bold=True)
    for item in analysis.advice or ():
        page.text(f"{item.message} ({item.code})")
        page.text(f"evidence: {item.evidence}", 8)
    if not analysis.advice:
        page.text("Nothing to flag in these figures.")
    return page.pages()


def render_report(analysis: Analysis) -> bytes:
    from printgen.render.pdf import render_pdf

    return render_pdf(report_pages(analysis), f"Balance report: {analysis.setup_name}")


def write_report(analysis: Analysis, path: str, inputs: list[str] = ()) -> None:
    """Renders the whole report in memory, then replaces `path` in one step: never a half file."""
    from printgen.core.output import write_atomic

    write_atomic(path, render_report(analysis), inputs, "--report")
