"""The report's charts as geometry: axes with values, intervals, labelled openings, the heat map,
figures across player counts; and the reports a user writes, read back from the PDF."""

import os
import shutil
import subprocess
import sys

import pytest
from pypdf import PdfReader

from printgen.layout.plan import Line, Rect, Text, leaves
from printgen.neighbours.analysis import charts
from printgen.neighbours.analysis.balance import analyze
from printgen.neighbours.analysis.solver import ExactResult, MoveValue
from printgen.neighbours.bundled import load_setup

FONT = "regular"


def texts(chart):
    return [item.text for item, _ in leaves(chart.items) if isinstance(item, Text)]


@pytest.mark.parametrize(
    "low, high, expected",
    [
        (0, 1, [0, 0.25, 0.5, 0.75, 1]),
        (0, 0.8, [0, 0.2, 0.4, 0.6, 0.8]),
        (-5, 0, [-6, -4, -2, 0]),
        (0, 14, [0, 5, 10, 15]),
        (0, 0, [0, 0.25, 0.5, 0.75, 1]),
    ],
)
def test_nice_ticks(low, high, expected):
    assert charts.nice_ticks(low, high) == pytest.approx(expected)


def test_every_tick_is_a_round_value_covering_the_range():
    for high in (0.013, 0.4, 3, 17, 250, 1_000_000):
        ticks = charts.nice_ticks(0, high)
        assert ticks[0] <= 0 and ticks[-1] >= high and 3 <= len(ticks) <= 7
        steps = {round(b - a, 9) for a, b in zip(ticks, ticks[1:])}
        assert len(steps) == 1


@pytest.fixture(scope="module")
def standard():
    return analyze(load_setup("standard"), ("greedy",) * 2, 2000, 1, exact=True, skill_games=200)


@pytest.mark.slow
def test_win_shares_have_an_axis_in_percent_and_a_whisker_per_seat(standard):
    chart = charts.win_share_chart(standard.summary, 400, 180, FONT)
    labels = texts(chart)
    assert {"0%", "25%", "50%", "75%", "100%"} <= set(labels) and "win share" in labels
    assert "1 (greedy)" in labels and "2 (greedy)" in labels and "fair 50%" in labels
    assert f"{100 * standard.summary.seats[0].win_share:.1f}%" in labels
    ink = [
        item
        for item, _ in leaves(chart.items)
        if isinstance(item, Line) and item.color == charts.INK and item.width_pt == 0.8
    ]
    assert len(ink) == 2 * 3  # per seat: the interval and its two caps


@pytest.mark.slow
def test_margin_and_decided_charts_have_labelled_axes(standard):
    course = standard.summary.course
    margin = texts(charts.margin_chart(course, standard.summary.games, 400, 140, FONT))
    assert (
        "margin (points)" in margin
        and "share of games" in margin
        and f"mean {course.margin.value:,.2f}" in margin
    )
    assert [str(m) for m, _ in course.margin_counts] == [t for t in margin if t.isdigit()][
        : len(course.margin_counts)
    ]
    decided = texts(charts.decided_chart(course, 400, 140, FONT))
    assert [str(t) for t in range(1, 13)] == [t for t in decided if t.isdigit()]


@pytest.mark.slow
def test_skill_chart_has_a_bar_per_bot_and_seat(standard):
    chart = charts.skill_chart(standard.skill, 2, 400, 170, FONT)
    bars = [
        item
        for item, _ in leaves(chart.items)
        if isinstance(item, Rect) and item.box.width_pt > 7.5
    ]
    assert (
        len(bars) == 2 * 2
        and "seat 1" in texts(chart)
        and any(t.startswith("lookahead (") for t in texts(chart))
    )


def test_every_opening_is_labelled_with_card_and_position():
    exact = ExactResult(
        -1, (MoveValue(4, 2, 1, -1), MoveValue(1, 0, 0, -3), MoveValue(2, None, 0, -2)), (), 0.0
    )
    labels = texts(charts.opening_chart(exact, 400, 190, FONT))
    assert labels.index("4 at 3") < labels.index("2 discard") < labels.index("1 at 1")  # best first
    assert {"-3", "-2", "-1", "0"} <= set(labels)


def test_heat_map_cells_and_scale():
    rows = [("row 1 2", [0.0, 0.05]), ("row 2 1", [0.12, None])]
    chart = charts.heat_map(rows, (2, 4), 400, FONT, "heat")
    cells = [
        item
        for item, _ in leaves(chart.items)
        if isinstance(item, Rect) and item.box.height_pt == 10
    ]
    assert [c.fill for c in cells] == [
        charts.heat_colour(0),
        charts.heat_colour(0.5),
        charts.heat_colour(1.0),
        None,
    ]
    assert charts.heat_colour(0) == "#f4f8fb" and charts.heat_colour(5) == "#c0504d"
    labels = texts(chart)
    assert {"0.0", "5.0", "12.0", "2 players", "4 players", "row 1 2", "10+"} <= set(labels)


def test_across_players_one_panel_per_figure():
    chart = charts.across_players(
        [("a", [1.0, 2.0], charts.number_label), ("b", [0.5, 0.25], charts.percent_label)],
        (2, 4),
        400,
        120,
        FONT,
    )
    labels = texts(chart)
    assert (
        labels.count("players") == 2
        and labels.count("2") >= 2
        and {"0%", "20%", "40%", "60%"} <= set(labels)
    )


def installed(*args):
    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    return subprocess.run([exe, *args], capture_output=True, text=True, timeout=600)


@pytest.mark.slow
def test_a_sweep_report_from_the_command_line(tmp_path):
    target = tmp_path / "sweep.pdf"
    done = installed(
        "analyze",
        "standard",
        "--sweep",
        "row=all",
        "--sweep",
        "players=2,3",
        "--exact",
        "-n",
        "200",
        "--skill-games",
        "20",
        "--report",
        str(target),
        "--workers",
        "1",
    )
    assert done.returncode == 0, done.stderr
    text = "".join(page.extract_text() for page in PdfReader(str(target)).pages)
    assert (
        "Sweep report: Standard" in text
        and "Fairness by player count: the 30 best of 720 variants" in text
    )
    assert (
        "3 players" in text
        and "Exact two-player margins of the 720 variants" in text
        and "greedy skill gap (pt)" in text
        and "unfairness (points)" in text
    )
