"""A sweep's report: the ranking, a heat map of the variants by player count, the best variant's
figures across player counts and the exact margins of the rows, as page plans drawn by the one
renderer and written atomically."""

from __future__ import annotations

from printgen.layout.plan import Page
from printgen.neighbours.analysis import charts
from printgen.neighbours.analysis.report import MARGIN, ReportCursor
from printgen.neighbours.analysis.sweep import SweepResult
from printgen.neighbours.analysis.sweep_out import RANKING, described, player_lines, signed

HEAT_ROWS = 30  # variants in the heat map: the best, in ranked order
TABLE_ROWS = 10


def ranked_lines(result: SweepResult, count: int) -> list[str]:
    lines = []
    for number, ranked in enumerate(result.ranked[:count], 1):
        exact = "" if ranked.exact is None else f", exact margin {signed(ranked.exact)}"
        seats = "; ".join(
            f"{f.players}p seat 1 {100 * f.win_shares[0].value:.1f}%"
            for f in ranked.figures
            if f.players > 1
        )
        lines.append(
            f"{number}. {ranked.label}{exact}: worst seat {100 * ranked.unfairness:.1f} "
            f"percentage points from fair, interest {ranked.interest:.2f}"
            + (f"; {seats}" if seats else "")
        )
    return lines


def sweep_pages(result: SweepResult, theme=None) -> list[Page]:
    from printgen.style.reading import load_theme

    theme = theme or load_theme()
    page, font = ReportCursor(theme), theme.regular
    width = page.width - 2 * MARGIN
    sweep = result.sweep
    page.text(f"Sweep report: {result.setup_name} ({result.setup_id})", 16, bold=True)
    page.text(
        f"{described(result)}: {sweep.size:,} analyses of {result.games:,} games, bots "
        f"{result.bots}, seed {result.seed}"
    )
    page.text(RANKING, 8)
    total = len(result.ranked)
    page.text(
        "The setup as written"
        if total == 1
        else f"The {min(TABLE_ROWS, total)} best of {total:,} variants",
        11,
        bold=True,
    )
    for line in ranked_lines(result, TABLE_ROWS):
        page.text(line, 8)
    rows = [
        (r.label, [f.unfairness if f.players > 1 else None for f in r.figures])
        for r in result.ranked[:HEAT_ROWS]
    ]
    shown = (
        f"the {len(rows)} best of {total:,} variants"
        if len(rows) < total
        else ("the setup as written" if total == 1 else f"all {total} variants")
    )
    page.chart(
        charts.heat_map(
            rows,
            sweep.players,
            width,
            font,
            f"Fairness by player count: {shown}" + (", best first" if total > 1 else ""),
        )
    )
    best = result.ranked[0]
    page.text(f"The best variant ({best.label}) by player count", 11, bold=True)
    for line in player_lines(best):
        page.text(line, 8)
    if len(sweep.players) > 1:
        figures = best.figures
        series = [
            ("unfairness (points)", [100 * f.unfairness for f in figures], charts.number_label),
            (
                "decided (part of game)",
                [
                    ((f.decided.value - 1) / (f.turns - 1) if f.decided and f.turns > 1 else 0.0)
                    for f in figures
                ],
                charts.percent_label,
            ),
            (
                "lead changes a game",
                [f.lead_changes.value if f.lead_changes else 0.0 for f in figures],
                charts.number_label,
            ),
            (
                "greedy skill gap (pt)",
                [100 * f.skill.value if f.skill else 0.0 for f in figures],
                charts.number_label,
            ),
        ]
        page.chart(charts.across_players(series, sweep.players, width, 130, font))
    exact = [r.exact for r in result.ranked if r.exact is not None]
    if exact:
        counts = {}
        for value in exact:
            counts[value] = counts.get(value, 0) + 1
        page.chart(
            charts.counts_chart(
                tuple(sorted(counts.items())),
                len(exact),
                width,
                150,
                font,
                f"Exact two-player margins of the {len(exact):,} variants (first player's, "
                "perfect play)",
                "first player's margin (points)",
                y_title="share of variants",
            )
        )
    return page.pages()


def write_sweep_report(result: SweepResult, path: str) -> None:
    """Renders the whole report in memory, then replaces `path` in one step: never a half file."""
    from printgen.core.output import write_atomic
    from printgen.render.pdf import render_pdf

    write_atomic(path, render_pdf(sweep_pages(result), f"Sweep report: {result.setup_name}"))
