"""`printgen analyze` and `validate --deep` as a user runs them: JSON, exit codes, the report."""

import json
import os

import pytest
from pypdf import PdfReader

from printgen.cli import main
from printgen.cli.analyze import shows_progress
from printgen.engines.api import Plan
from printgen.kit.validation import validate_text
from printgen.neighbours.analysis.advice_codes import ADVICE_CODES
from printgen.neighbours.analysis.balance import deep_advice

TINY = (
    "name: Tiny\nhand: [1, 2, 3]\nrow: [1, 3, 2, 3]\nscoring:\n  clauses:\n"
    "    - {points: 1, if: {difference: 1}}\n    - {points: 2, if: {sum: 5}}\n"
)


def run(capsys, *args):
    with pytest.raises(SystemExit) as exited:
        main(list(args))
    out, err = capsys.readouterr()
    return exited.value.code, out, err


@pytest.fixture
def tiny(tmp_path):
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    return str(path)


def test_json_has_every_figure_per_seat_in_turn_order(capsys):
    code, out, _ = run(
        capsys,
        "analyze",
        "standard",
        "--players",
        "3",
        "--games",
        "500",
        "--bot",
        "greedy,random",
        "--format",
        "json",
    )
    data = json.loads(out)
    assert code == 0 and data["bots"] == ["greedy", "random", "greedy"]
    assert [seat["seat"] for seat in data["seats"]] == [1, 2, 3]
    assert sum(seat["win_share"] for seat in data["seats"]) == pytest.approx(1)
    for seat in data["seats"]:
        low, high = seat["win_interval"]
        assert low <= seat["win_share"] <= high
        assert sum(bar["count"] for bar in seat["distribution"]) == 500
    assert set(data) >= {
        "first_seat_advantage",
        "tie_rate",
        "zero_score_turn_share",
        "forced_discard",
        "exact",
        "advice",
    }
    assert data["exact"] is None


def test_same_seed_same_figures(capsys):
    runs = [
        run(
            capsys,
            "analyze",
            "echo",
            "-n",
            "300",
            "--bot",
            "random",
            "--seed",
            str(seed),
            "--format",
            "json",
        )[1]
        for seed in (4, 4, 5)
    ]
    assert runs[0] == runs[1] != runs[2]


def test_exact_json(capsys, tiny):
    code, out, _ = run(capsys, "analyze", tiny, "--exact", "-n", "200", "--format", "json")
    exact = json.loads(out)["exact"]
    assert code == 0 and exact["outcome"] in ("win", "draw", "loss")
    assert exact["value"] == max(move["value"] for move in exact["first_moves"])
    assert all(
        1 <= move["position"] <= 4 and move["card"] in (1, 2, 3) for move in exact["first_moves"]
    )
    assert len(exact["principal_line"]) == 6
    assert exact["value"] == sum(
        m["points"] * (1 if m["seat"] == 1 else -1) for m in exact["principal_line"]
    )


def test_text_output_names_the_seats_and_the_advice(capsys):
    code, out, _ = run(capsys, "analyze", "standard", "-p", "4", "-n", "2000")
    assert code == 0 and "first seat:" in out and "(seat-unfair)" in out


@pytest.mark.parametrize(
    "args, expected",
    [
        (["--players", "9"], "allowed: 1, 2, 3, 4, 5, 6, 7, 8"),
        (["--players", "0"], "--players must be 1 to 8"),
        (["--games", "0"], "--games must be 1 to"),
        (["--bot", "clever"], "random, greedy, lookahead, optimal"),
        (["--players", "2", "--bot", "greedy,random,random"], "at most one bot per seat"),
        (["--bot", "greedy,random,random,random,random"], "5 bots for 4 players"),
        (["--players", "3", "--bot", "optimal"], "two-player games only"),
        (["--players", "3", "--exact"], "--exact solves two-player games only"),
        (["--seed", "-1"], "--seed must be"),
    ],
)
def test_bad_options_are_usage_errors_without_traceback(capsys, args, expected):
    code, out, err = run(capsys, "analyze", "standard", *args)
    assert code == 2 and expected in err and "Traceback" not in err + out


def test_unknown_setup_lists_the_bundled_ones(capsys):
    code, _, err = run(capsys, "analyze", "nowhere")
    assert code == 2 and "standard" in err


def test_too_large_to_solve_is_an_error_not_a_crash(capsys, tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text(TINY.replace("hand: [1, 2, 3]", "hand: [1, 2, 3, 1, 2, 3, 1, 2]"))
    code, _, err = run(capsys, "analyze", str(path), "--exact", "-n", "10")
    assert code == 1 and "cannot solve" in err


def test_report_pdf(capsys, tiny, tmp_path):
    target = tmp_path / "balance.pdf"
    code, _, _ = run(capsys, "analyze", tiny, "--exact", "-n", "500", "--report", str(target))
    text = "".join(page.extract_text() for page in PdfReader(str(target)).pages)
    assert code == 0 and "Balance report: Tiny" in text and "Exact solution" in text
    assert [name for name in os.listdir(tmp_path) if name.endswith(".tmp")] == []


def test_report_failure_leaves_the_old_file(capsys, tiny, tmp_path, monkeypatch):
    target = tmp_path / "balance.pdf"
    target.write_bytes(b"old report")

    def broken(analysis):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("printgen.neighbours.analysis.report.render_report", broken)
    code, _, _ = run(capsys, "analyze", tiny, "-n", "50", "--report", str(target))
    assert code != 0 and target.read_bytes() == b"old report"
    missing = tmp_path / "no-such-folder" / "r.pdf"
    monkeypatch.undo()
    code, _, err = run(capsys, "analyze", tiny, "-n", "50", "--report", str(missing))
    assert code == 3 and not missing.exists() and "does not exist" in err


def test_no_progress_bar_when_nobody_watches():
    assert not shows_progress(Plan(10**4, 10**8))  # pytest's stderr is not a terminal


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(ADVICE_CODES))
def test_advice_examples(code):
    entry = ADVICE_CODES[code]
    assert code in [a.code for a in deep_advice(validate_text(entry.failing).model)]
    assert code not in [a.code for a in deep_advice(validate_text(entry.passing).model)]


def test_validate_deep_adds_warnings_at_the_row(capsys, tmp_path):
    path = tmp_path / "unfair.yaml"
    path.write_text(ADVICE_CODES["seat-unfair"].failing + "\n")
    code, out, _ = run(capsys, "validate", "--deep", str(path))
    assert code == 0 and ":3:6: warning: with 2 players, seat order decides too much" in out
    code, _, _ = run(capsys, "validate", "--deep", "--strict", str(path))
    assert code == 1
    code, out, _ = run(capsys, "validate", str(path))
    assert code == 0 and "seat-unfair" not in out


def test_every_advice_code_is_documented():
    with open(
        os.path.join(os.path.dirname(os.path.dirname(__file__)), "docs", "analysis.md"),
        encoding="utf-8",
    ) as handle:
        docs = handle.read()
    for code in ADVICE_CODES:
        assert f"### `{code}` (warning)" in docs


def _exact(value, openings=(), line=()):
    from printgen.neighbours.analysis.solver import ExactResult, LineMove, MoveValue

    return ExactResult(
        value,
        tuple(
            MoveValue(card, position, points, margin) for card, position, points, margin in openings
        ),
        tuple(LineMove(seat, card, position, points) for seat, card, position, points in line),
        0.0,
    )


def test_the_greedy_threshold_scales_with_the_points():
    from printgen.neighbours.analysis.advice import greedy_punished, points_unit

    def game(k):  # Echo's figures: seat 1 ends 1 step worse when greedy, seat 2 two steps
        exact = _exact(
            -3 * k,
            [(4, 1, 3 * k, -3 * k), (1, 0, 0, -4 * k)],
            [(0, 4, 1, 3 * k), (1, 6, 3, 2 * k), (0, 2, 0, 1 * k)],
        )
        return exact, _exact(-4 * k), _exact(-1 * k)

    assert points_unit(*game(1)) == 1 and points_unit(*game(500_000)) == 500_000
    small, large = greedy_punished(*game(1)), greedy_punished(*game(500_000))
    assert [a.message for a in small] == [
        "taking the most points each turn is punished: seat 2 ends 2 points worse against "
        "perfect play"
    ]
    assert [a.message for a in large] == [
        "taking the most points each turn is punished: seat 2 ends 1,000,000 points worse "
        "against perfect play"
    ]
    assert (
        large[0].evidence
        == "seat 2's margin is +1,500,000 (win) with perfect play, at best +500,000 (win) when "
        "greedy"
    )
    assert greedy_punished(*game(500_000), unit=1)[0].message.startswith(
        "taking the most points each turn is punished: seat 1 ends 500,000 points"
    )


@pytest.mark.slow
def test_multiplying_every_point_changes_no_advice():
    echo = (
        open(
            os.path.join(os.path.dirname(os.path.dirname(__file__)), "setups", "echo.yaml"),
            encoding="utf-8",
        )
        .read()
        .split("examples:")[0]
    )
    scaled = echo.replace("points: 2\n", "points: 1000000\n").replace(
        "points: 1\n", "points: 500000\n"
    )
    assert scaled != echo
    plain = [
        (a.code, a.path, a.message.replace(",", "")) for a in deep_advice(validate_text(echo).model)
    ]
    big = [
        (
            a.code,
            a.path,
            a.message.replace(",", "")
            .replace("1000000 points", "2 points")
            .replace("500000 point", "1 point"),
        )
        for a in deep_advice(validate_text(scaled).model)
    ]
    assert big == plain
    assert "greedy-punished" in [code for code, _, _ in plain]


@pytest.mark.slow
def test_one_way_solved_from_the_command_line(capsys):
    code, out, err = run(capsys, "analyze", "one-way", "--exact", "--format", "json")
    assert code == 0 and json.loads(out)["exact"]["value"] == 1 and err == ""


def no_analysis(*args, **kwargs):
    raise AssertionError("the run should have been refused before any work")


def test_a_run_far_beyond_the_time_budget_is_refused_before_it_starts(capsys, monkeypatch):
    monkeypatch.setattr("printgen.neighbours.analysis.balance.analyze", no_analysis)
    code, _, err = run(
        capsys, "analyze", "standard", "-p", "8", "--bot", "lookahead", "-n", "100000000"
    )
    assert code == 2 and "Traceback" not in err
    assert (
        "100,000,000 games of lookahead play would take about" in err
        and "hours on one core, more than --max-minutes 60" in err
    )
    assert "fit in 60 minutes, or raise --max-minutes" in err


@pytest.fixture
def few_games(monkeypatch):
    """Runs the analysis on 50 games whatever was asked for, and records what was asked."""
    from printgen.neighbours.analysis import balance

    asked, real = [], balance.analyze

    def few(setup, bots, games, seed, exact=False, progress=None, skill_games=0):
        asked.append(games)
        return real(setup, bots, 50, seed, exact, skill_games=min(skill_games, 50))

    monkeypatch.setattr(balance, "analyze", few)
    return asked


def test_a_long_run_is_announced_with_its_estimate_without_a_terminal(capsys, few_games):
    code, _, err = run(capsys, "analyze", "standard", "-p", "8", "-n", "100000000")
    assert code == 0 and few_games == [100_000_000]
    assert err.startswith(
        "printgen: 100,000,000 games of greedy play will take about "
    ) and err.rstrip().endswith("minutes on one core; Ctrl-C stops it")


@pytest.mark.slow
def test_the_optimal_bot_for_a_hundred_million_games_is_announced(capsys, few_games):
    code, _, err = run(capsys, "analyze", "standard", "--bot", "optimal", "-n", "100000000")
    assert (
        code == 0
        and "100,000,000 games of optimal play and solving the game exactly will take about" in err
    )


def test_a_larger_budget_lets_a_long_run_start(capsys, few_games):
    code, _, err = run(
        capsys,
        "analyze",
        "standard",
        "-p",
        "8",
        "--bot",
        "lookahead",
        "-n",
        "100000000",
        "--max-minutes",
        "100000",
    )
    assert code == 0 and few_games == [100_000_000] and "will take about" in err


def test_short_runs_say_nothing_on_stderr(capsys):
    code, _, err = run(capsys, "analyze", "standard", "-p", "4", "-n", "20000")
    assert code == 0 and err == ""


@pytest.mark.parametrize("minutes", ["0", "-5", "nan"])
def test_max_minutes_must_be_positive(capsys, minutes):
    code, _, err = run(capsys, "analyze", "standard", "--max-minutes", minutes)
    assert code == 2 and "--max-minutes must be more than 0" in err


@pytest.mark.slow
def test_no_jit_compiler_is_needed():
    import ast
    import tomllib

    root = os.path.dirname(os.path.dirname(__file__))
    with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
        dependencies = tomllib.load(handle)["project"]["dependencies"]
    assert not [d for d in dependencies if d.lower().startswith(("numba", "llvmlite"))]
    for folder, _, files in os.walk(os.path.join(root, "printgen")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    tree = ast.parse(handle.read())
                imported = {
                    alias.name.split(".")[0]
                    for node in ast.walk(tree)
                    if isinstance(node, ast.Import)
                    for alias in node.names
                }
                imported |= {
                    (node.module or "").split(".")[0]
                    for node in ast.walk(tree)
                    if isinstance(node, ast.ImportFrom)
                }
                assert not imported & {"numba", "llvmlite"}, name


@pytest.mark.slow
def test_analyze_needs_no_writable_cache(tmp_path):
    # No home, no cache folder, no bytecode written: nothing on disk can make analyze fail.
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(
        os.environ,
        HOME=str(tmp_path / "missing"),
        XDG_CACHE_HOME=str(tmp_path / "missing"),
        PYTHONDONTWRITEBYTECODE="1",
        PYTHONPATH=root,
    )
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from printgen.cli import main; main(sys.argv[1:])",
            "analyze",
            "echo",
            "-n",
            "3000",
            "--exact",
        ],
        env=env,
        cwd=str(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert (
        done.returncode == 0
        and done.stderr == ""
        and "exact, two players playing perfectly: first player's margin -3 (loss)" in done.stdout
    )


def test_course_and_skill_gap_in_json_and_text(capsys):
    code, out, _ = run(
        capsys,
        "analyze",
        "standard",
        "-p",
        "2",
        "-n",
        "300",
        "--skill-games",
        "100",
        "--format",
        "json",
    )
    document = json.loads(out)
    assert code == 0 and [s["bot"] for s in document["skill_gap"]] == ["greedy", "lookahead"]
    assert (
        document["skill_gap"][0]["games_per_seat"] == 100
        and len(document["skill_gap"][0]["seats"]) == 2
    )
    course = document["course"]
    assert (
        course["turns"] == 12
        and sum(d["count"] for d in course["margin_of_victory"]["distribution"]) == 300
    )
    assert sum(d["count"] for d in course["decided_turn"]["distribution"]) == course["won_games"]
    low, high = course["choices_per_turn"]["interval"]
    assert low <= course["choices_per_turn"]["value"] <= high
    code, out, _ = run(capsys, "analyze", "standard", "-n", "300", "--skill-games", "0")
    assert (
        code == 0
        and "decided: the winner leads alone for good from turn" in out
        and "skill gap" not in out
    )


@pytest.mark.parametrize("value", ["-1", "100000001"])
def test_skill_games_out_of_range(capsys, value):
    code, _, err = run(capsys, "analyze", "standard", "--skill-games", value)
    assert code == 2 and "--skill-games must be 0 to 100,000,000" in err


@pytest.mark.parametrize(
    "args, said, hint",
    [
        (  # neither --exact nor the optimal bot: the hint once told to leave out --exact
            ["-n", "1"],
            "1 game of greedy play would take less than a second on one core",
            "one game alone takes longer, or raise --max-minutes",
        ),
        (
            ["-p", "2", "--bot", "optimal,greedy", "-n", "1"],
            "1 game of optimal,greedy play and solving the game exactly would take about",
            "the exact solution alone takes longer; leave out the optimal bot, or raise "
            "--max-minutes",
        ),
        (
            ["-p", "2", "--exact", "-n", "1"],
            "1 game of greedy play and solving the game exactly would take about",
            "the exact solution alone takes longer; leave out --exact, or raise --max-minutes",
        ),
    ],
)
def test_a_time_budget_hint_names_only_what_was_given(tmp_path, args, said, hint):
    from test_console_script import printgen

    done = printgen("analyze", "standard", *args, "--max-minutes", "0.000001", cwd=tmp_path)
    assert done.returncode == 2
    first, second = done.stderr.splitlines()
    assert first.startswith(f"printgen: error: {said}")
    assert first.endswith(", more than --max-minutes 1e-06")
    assert second == f"  hint: {hint}"
