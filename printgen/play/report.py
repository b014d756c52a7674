"""The balance report of a game file with `play:` (`analyze GAME --report FILE.pdf`): per player
count, the seats' win shares with their 95% intervals, the spread of a game's totals by seat, the
game's length and its lead changes, as figures and charts (printgen.lab.charts); for a sweep, the
ranking, a heat map of the variants' evenness and the best variant's figures. In the language and
on the paper asked (the words from the message catalogues), drawn by the one renderer and written
in one step."""

from __future__ import annotations

from printgen.lab import charts
from printgen.lab.report import MARGIN, ReportCursor
from printgen.layout.plan import Page, Text

CHART_PT = 128


class Words:
    """The catalogue's words, and numbers written as the language writes them."""

    def __init__(self, language: str):
        from printgen.style.messages import load_catalogue

        self.language = language
        self.catalogue = load_catalogue(language)

    def __call__(self, key: str, **values) -> str:
        return self.catalogue.text(key, **values)

    def number(self, value: float, places: int = 2) -> str:
        text = f"{value:,.{places}f}"
        if self.language == "de":
            text = text.replace(",", " ").replace(".", ",").replace(" ", ".")
        return text

    def percent(self, share: float) -> str:
        text = self.number(100 * share, 1)
        return f"{text} %" if self.language == "de" else f"{text}%"


def seat_chart(found: dict, words: Words, width: float, font: str) -> charts.Chart:
    n = found["players"]
    even = 1 / n
    top = max(max(high for _, high in found["seat_win_interval"]), even) * 1.08
    plot = charts.Plot(
        width,
        CHART_PT,
        font,
        words("report_chart_seats"),
        charts.nice_ticks(0, min(top, 1.0)),
        charts.percent_label,
        words("report_axis_share"),
        words("report_axis_seat"),
    )
    for seat in range(n):
        share = found["seat_win_share"][seat]
        low, high = found["seat_win_interval"][seat]
        x, slot = plot.slot(seat, n)
        plot.bar(x + slot * 0.2, slot * 0.6, share, charts.BAR)
        plot.whisker(x + slot / 2, low, high)
        plot.items.append(
            Text(
                x + slot / 2 + 5,
                plot.y(high) + 2,
                words.percent(share),
                font,
                charts.TICK_PT,
                charts.INK,
            )
        )
        plot.x_label(x + slot / 2, words("report_seat", seat=seat + 1))
    plot.baseline()
    plot.reference(even, words("report_fair", share=words.percent(even)))
    return plot.chart()


def score_chart(found: dict, words: Words, width: float, font: str) -> charts.Chart:
    n = found["players"]
    means, sds = found["game_total_mean"], found["game_total_sd"]
    low = min(min(m - s for m, s in zip(means, sds)), 0.0)
    high = max(max(m + s for m, s in zip(means, sds)), 0.0)
    plot = charts.Plot(
        width,
        CHART_PT,
        font,
        words("report_chart_scores"),
        charts.nice_ticks(low, high if high > low else low + 1),
        charts.number_label,
        words("report_axis_total"),
        words("report_axis_seat"),
    )
    for seat in range(n):
        x, slot = plot.slot(seat, n)
        plot.bar(x + slot * 0.2, slot * 0.6, means[seat], charts.BAR_LIGHT)
        plot.whisker(x + slot / 2, means[seat] - sds[seat], means[seat] + sds[seat])
        plot.x_label(x + slot / 2, words("report_seat", seat=seat + 1))
    plot.baseline()
    return plot.chart()


BINS = 40  # a distribution over more values is drawn in bins


def binned(found: dict, key: str) -> tuple[tuple[tuple[int, int], ...], int]:
    """The distribution `key` as (bin, games) pairs and the bin's width (1: every value)."""
    pairs = [(int(v), int(c)) for v, c in found[key]]
    span = pairs[-1][0] - pairs[0][0] + 1 if pairs else 1
    step = max(1, -(-span // BINS))
    bins: dict[int, int] = {}
    for value, count in pairs:
        bins[value // step] = bins.get(value // step, 0) + count
    return tuple(sorted(bins.items())), step


def course_charts(found: dict, words: Words, width: float, font: str) -> list[charts.Chart]:
    games = sum(c for _, c in found["game_turns_counts"])
    out = []
    for key, title, axis, mean in (
        ("game_turns_counts", "report_chart_length", "report_axis_turns", "game_turns_mean"),
        ("lead_changes_counts", "report_chart_leads", "report_axis_leads", "lead_changes_mean"),
    ):
        counts, step = binned(found, key)
        chart = charts.counts_chart(
            counts,
            games,
            width,
            CHART_PT,
            font,
            words(title),
            words(axis),
            found[mean],
            y_title=words("report_axis_games"),
            mark_label=words("report_mean", value=words.number(found[mean])),
            step=step,
        )
        out.append(chart)
    return out


def count_lines(found: dict, words: Words) -> list[str]:
    n = found["players"]
    lines = [
        words(
            "report_seat_line",
            seat=p + 1,
            share=words.percent(found["seat_win_share"][p]),
            low=words.percent(found["seat_win_interval"][p][0]),
            high=words.percent(found["seat_win_interval"][p][1]),
            mean=words.number(found["game_total_mean"][p]),
            sd=words.number(found["game_total_sd"][p]),
        )
        for p in range(n)
    ]
    lines.append(words("report_even", share=words.percent(1 / n)))
    decided = found.get("decided_share_mean")
    lines.append(
        words(
            "report_course_line",
            turns=words.number(found["game_turns_mean"], 1),
            margin=words.number(found["winning_margin_mean"]),
            leads=words.number(found["lead_changes_mean"]),
            sole=words.percent(found["sole_winner_share"]),
            decided=words.percent(decided) if decided is not None else "-",
        )
    )
    return lines


def count_section(page: ReportCursor, found: dict, words: Words, font: str) -> None:
    width = page.width - 2 * MARGIN
    page.text(words("report_players", count=found["players"]), 12, bold=True)
    for line in count_lines(found, words):
        page.text(line, 8.5)
    page.chart(seat_chart(found, words, width, font))
    page.chart(score_chart(found, words, width, font))
    for chart in course_charts(found, words, width, font):
        page.chart(chart)


def game_name(game, language: str) -> str:
    name = game.name
    if hasattr(name, "get"):
        return name.get(language) or name.get("en") or str(name)
    return str(name)


def play_pages(result, language: str = "en", paper: str = "a4", theme=None) -> list[Page]:
    """The report of a plain analysis (printgen.play.analysis.PlayResult) at its player count."""
    from printgen.style.reading import load_theme

    theme = theme or load_theme()
    words = Words(language)
    page = ReportCursor(theme, paper)
    found = result.figures
    page.text(words("report_title", game=game_name(result.game, language)), 16, bold=True)
    bots = ", ".join(dict.fromkeys(result.bots))
    page.text(words("report_run", games=f"{found['games']:,}", bots=bots, seed=result.seed))
    count_section(page, found, words, theme.regular)
    return page.pages()


def sweep_pages(result, theme=None) -> list[Page]:
    """The report of a game file's sweep (printgen.play.sweep_out.GameSweepResult)."""
    from printgen.style.reading import load_theme

    theme = theme or load_theme()
    words = Words(result.language)
    page = ReportCursor(theme, result.paper)
    font, width = theme.regular, page.width - 2 * MARGIN
    sweep = result.sweep
    page.text(
        words("report_sweep_title", game=game_name(result.game, result.language)), 16, bold=True
    )
    page.text(
        words(
            "report_sweep_run",
            variants=len(sweep.variants),
            counts=len(sweep.players),
            players=", ".join(map(str, sweep.players)),
            games=f"{result.games:,}",
            bots=", ".join(dict.fromkeys(result.bots)),
            seed=result.seed,
        )
    )
    page.text(words("report_ranking"), 8)

    def shown(label: str) -> str:
        return words("report_as_written") if label == "as written" else label

    total = len(result.ranked)
    page.text(words("report_best_of", shown=min(10, total), total=total), 11, bold=True)
    for number, ranked in enumerate(result.ranked[:10], 1):
        page.text(
            words(
                "report_ranked_line",
                rank=number,
                label=shown(ranked.label),
                worst=words.number(100 * ranked.evenness, 1),
                decisive=words.number(ranked.decisiveness),
            ),
            8,
        )
    if result.refused:
        page.text(words("report_refused", count=len(result.refused)), 11, bold=True)
        for refused in result.refused:
            page.text(f"{shown(refused.label)}: {refused.error}", 7.5)
    if result.ranked:
        rows = [(shown(r.label), [charts_even(f) for f in r.figures]) for r in result.ranked[:30]]
        page.chart(
            charts.heat_map(
                rows,
                sweep.players,
                width,
                font,
                words("report_heat_title"),
                column=lambda n: words("report_heat_players", count=n),
                scale_title=words("report_heat_scale"),
            )
        )
        best = result.ranked[0]
        page.text(words("report_best", label=shown(best.label)), 13, bold=True)
        for found in best.figures:
            count_section(page, found, words, font)
    return page.pages()


def charts_even(found: dict) -> float | None:
    from printgen.play.sweep import evenness

    return evenness(found) if found["players"] > 1 else None


def write_pages(pages: list[Page], title: str, path: str, inputs) -> None:
    from printgen.core.output import write_atomic
    from printgen.render.pdf import render_pdf

    write_atomic(path, render_pdf(pages, title), list(inputs), "--report")


def write_play_report(result, path: str, inputs, language: str, paper: str) -> None:
    words = Words(language)
    title = words("report_title", game=game_name(result.game, language))
    write_pages(play_pages(result, language, paper), title, path, inputs)


def write_sweep_report(result, path: str, inputs) -> None:
    words = Words(result.language)
    title = words("report_sweep_title", game=game_name(result.game, result.language))
    write_pages(sweep_pages(result), title, path, inputs)
