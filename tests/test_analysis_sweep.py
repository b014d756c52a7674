"""Sweeps: reading the specs, the variants, one solve for every row, the executor, the ranking,
the best variants written as setup files, and `printgen analyze --sweep` as a user runs it."""

import itertools
import json
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from analysis_helpers import brute_force

from printgen.kit.validation import validate_text
from printgen.neighbours.analysis import table as table_module
from printgen.neighbours.analysis.balance import analyze
from printgen.neighbours.analysis.compiled import CompiledGame, compile_game
from printgen.neighbours.analysis.solver import solve, solve_rows
from printgen.neighbours.analysis.sweep import (
    MAX_VARIANTS,
    SweepError,
    Task,
    Variant,
    parse_sweep,
    rank_key,
    run_sweep,
    run_task,
    run_tasks,
    variant_setup,
)
from printgen.neighbours.bundled import load_setup

# Hands of one 2 on a row of 1, 1 and 3, a point for a difference of 1. Worked by hand: on every
# arrangement the first player puts the 2 where it touches two cards (2 points: 1-2 and 2-3, or
# 1-2 twice); the second player's 2 then only touches that 2 and scores nothing. Greedy play finds
# it, perfect play too: the first player wins by 2 points times the clause's points.
LITTLE = (
    "name: Little\nhand: [2]\nrow: [1, 1, 3]\nscoring:\n  clauses:\n"
    "    - {points: 1, if: {difference: 1}}\n"
)
TINY = (
    "name: Tiny\nhand: [1, 2, 3]\nrow: [1, 3, 2, 3]\nscoring:\n  clauses:\n"
    "    - {points: 1, if: {difference: 1}}\n    - {points: 2, if: {sum: 5}}\n"
)
GREEDY = lambda players: ("greedy",) * players  # noqa: E731


def setup_of(text):
    report = validate_text(text)
    assert report.model is not None
    return report.model


def test_row_all_lists_every_arrangement_once_the_written_row_first():
    sweep = parse_sweep(["row=all"], setup_of(LITTLE), 2)
    assert sweep.rows == ((1, 1, 3), (1, 3, 1), (3, 1, 1))
    standard = parse_sweep(["row=all"], load_setup("standard"), 2)
    assert len(standard.rows) == 720 == len(set(standard.rows)) and standard.rows[0] == (
        1,
        5,
        2,
        6,
        3,
        4,
    )


def test_sweeps_combine():
    sweep = parse_sweep(
        ["points.2=1..3", "players=2,4", "row=all", "points.1=5"], setup_of(TINY), 2
    )
    assert (
        sweep.players == (2, 4)
        and sweep.points == ((5, 1), (5, 2), (5, 3))
        and len(sweep.rows) == 12
    )
    assert sweep.size == 12 * 3 * 2 and len(sweep.variants) == 36
    assert sweep.variants[0] == Variant((1, 3, 2, 3), (5, 1)) and sweep.variants[12].points == (
        5,
        2,
    )
    assert parse_sweep(["players=3..5, 2"], setup_of(TINY), 2).players == (3, 4, 5, 2)
    assert parse_sweep([], setup_of(TINY), 3).players == (3,)


@pytest.mark.parametrize(
    "spec, message",
    [
        ("row", "expected KEY=VALUES"),
        ("rows=all", "unknown key 'rows'"),
        ("row=7", "the row is swept with row=all"),
        ("players=0..3", "0 is outside 1 to 8"),
        ("players=5..2", "the range 5..2 runs backwards"),
        ("players=two", "'two' is not a whole number"),
        ("points=1,2", "the setup has 2 clauses; say which one's points"),
        ("points.3=1", "there is no clause 3"),
        ("points.x=1", "there is no clause x"),
        ("points.1=0", "0 is outside 1 to 1,000,000"),
        ("points.1=1..2000000", "2000000 is outside"),
    ],
)
def test_bad_specs(spec, message):
    with pytest.raises(SweepError, match=message.replace("(", r"\(").replace(".", r"\.")):
        parse_sweep([spec], setup_of(TINY), 2)


def test_a_sweep_too_large_is_refused():
    with pytest.raises(SweepError, match=f"more than {MAX_VARIANTS:,}"):
        parse_sweep(["points.1=1..30000", "points.2=1,2"], setup_of(TINY), 2)
    long_row = setup_of(
        "name: Long\nvalues: {min: 1, max: 9}\nhand: [1, 2]\n"
        "row: [1, 2, 3, 4, 5, 6, 7, 8, 9]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n"
    )
    with pytest.raises(SweepError, match="362,880 arrangements"):
        parse_sweep(["row=all"], long_row, 2)


def test_a_worked_sweep():
    setup = setup_of(LITTLE)
    sweep = parse_sweep(["row=all", "points=1,3"], setup, 2)
    result = run_sweep(setup, sweep, GREEDY, 50, 1, 20, exact=True)
    assert sorted(r.exact for r in result.ranked) == [2, 2, 2, 6, 6, 6]
    for ranked in result.ranked:
        (figures,) = ranked.figures
        assert [s.value for s in figures.win_shares] == [1.0, 0.0] and ranked.unfairness == 0.5
        assert (
            figures.decided.value == 1
            and figures.lead_changes.value == 0
            and figures.one_choice.value == 0.5
        )
        assert figures.margin.value == 2 * ranked.variant.points[0]
    assert result.unit == 1


@pytest.mark.slow
def test_exact_values_of_every_row_from_one_solve(monkeypatch):
    setup = setup_of(TINY)
    sweep = parse_sweep(["row=all"], setup, 2)
    built = []
    real = table_module.PositionTable.__init__

    def counting(self, *args, **kwargs):
        built.append(args)
        real(self, *args, **kwargs)

    monkeypatch.setattr(table_module.PositionTable, "__init__", counting)
    result = run_sweep(setup, sweep, GREEDY, 20, 1, 0, exact=True)
    assert len(built) == 1
    monkeypatch.undo()
    for ranked in result.ranked:
        game = compile_game(variant_setup(setup, ranked.variant))
        assert (
            ranked.exact
            == solve(game).value
            == brute_force(setup.scoring, ranked.variant.row, [setup.hand, setup.hand])
        )


def test_solve_rows_with_values_only_some_rows_start_with():
    # Row values outside the hand (7 and 9) may sit anywhere once the row is rearranged.
    setup = setup_of(
        "name: Wide\nhand: [1, 2]\nrow: [7, 1, 9]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n    - {points: 3, if: {sum: 9}}\n"
    )
    game = compile_game(setup)
    rows = list(itertools.permutations(game.row.tolist()))
    values = solve_rows(game, rows)
    for row, value in zip(rows, values):
        alone = CompiledGame(game.values, game.table, np.array(row), game.hand)
        assert (
            value
            == solve(alone).value
            == brute_force(
                setup.scoring, tuple(game.values[v] for v in row), [setup.hand, setup.hand]
            )
        )


def test_a_variant_is_analysed_as_its_own_setup():
    setup = load_setup("echo")
    sweep = parse_sweep(["points.1=1,4", "players=3"], setup, 2)
    result = run_sweep(setup, sweep, GREEDY, 400, 7, 50, exact=False)
    for ranked in result.ranked:
        alone = analyze(variant_setup(setup, ranked.variant), GREEDY(3), 400, 7, skill_games=50)
        (figures,) = ranked.figures
        assert [s.value for s in figures.win_shares] == [s.win_share for s in alone.summary.seats]
        assert (
            figures.decided == alone.summary.course.decided
            and figures.margin == alone.summary.course.margin
        )
        assert figures.skill == alone.skill[0].gap and figures.advice == tuple(
            a.code for a in alone.advice
        )


@pytest.mark.slow
def test_ranked_fairest_first_then_most_interesting():
    setup = load_setup("standard")
    sweep = parse_sweep(["row=all"], setup, 2)
    result = run_sweep(setup, sweep, GREEDY, 300, 1, 0, exact=True)
    keys = [rank_key(r, result.unit) for r in result.ranked]
    assert keys == sorted(keys) and len(result.ranked) == 720
    assert {r.exact for r in result.ranked[:5]} == {0}


class WatchingExecutor(ThreadPoolExecutor):
    """A thread pool (any concurrent.futures executor will do) that records the most tasks
    submitted and not yet finished at any time."""

    def __init__(self):
        super().__init__(2)
        self.futures, self.most = [], 0

    def submit(self, fn, *args):
        future = super().submit(fn, *args)
        self.futures.append(future)
        self.most = max(self.most, sum(not f.done() for f in self.futures))
        return future


@pytest.mark.slow
def test_an_executor_gets_a_few_tasks_at_a_time_and_the_results_are_the_same():
    game = compile_game(load_setup("one-way"))
    tasks = [
        Task(index, game, GREEDY(players), 200, 3, 20) for index in range(6) for players in (2, 3)
    ]
    alone = run_tasks(tasks)
    assert alone == [run_task(task) for task in tasks] and [f.index for f in alone] == [
        t.index for t in tasks
    ]
    done = []
    with WatchingExecutor() as pool:
        drawn = []

        def lazily():
            for task in tasks:
                # tasks finished when this one was asked for
                drawn.append(sum(f.done() for f in pool.futures))
                yield task

        assert run_tasks(lazily(), pool, progress=done.append, in_flight=3) == alone
    assert len(drawn) == len(tasks) and drawn[0] == 0
    # never more than 3 waiting
    assert all(finished >= number - 3 for number, finished in enumerate(drawn))
    assert len(pool.futures) == len(tasks) and 1 <= pool.most <= 3 and sum(done) == len(tasks)


def installed(*args, cwd=None):
    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    return subprocess.run([exe, *args], capture_output=True, text=True, cwd=cwd, timeout=600)


@pytest.mark.slow
def test_sweep_from_the_command_line_with_a_process_pool(tmp_path):
    args = [
        "analyze",
        "standard",
        "--sweep",
        "row=all",
        "--sweep",
        "players=2,3",
        "-n",
        "200",
        "--skill-games",
        "10",
        "--exact",
        "--format",
        "json",
    ]
    pooled = installed(*args, "--workers", "2")
    alone = installed(*args, "--workers", "1")
    assert pooled.returncode == 0 and alone.returncode == 0, pooled.stderr + alone.stderr
    assert json.loads(pooled.stdout) == json.loads(alone.stdout)
    document = json.loads(pooled.stdout)
    assert len(document["variants"]) == 720 and document["sweep"]["players"] == [2, 3]
    first = document["variants"][0]
    assert (
        first["rank"] == 1
        and first["exact"] == 0
        and [f["players"] for f in first["by_players"]] == [2, 3]
    )


@pytest.mark.slow
def test_best_variants_are_written_as_setups_that_validate_clean(tmp_path):
    done = installed(
        "analyze",
        "standard",
        "--sweep",
        "row=all",
        "--sweep",
        "points.1=1,2",
        "-n",
        "300",
        "--skill-games",
        "0",
        "--exact",
        "--write-best",
        str(tmp_path),
        "--best",
        "4",
        "--top",
        "3",
        "--workers",
        "1",
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert sum(line.startswith("setup written to") for line in lines) == 4
    assert [line.split()[0] for line in lines[4:7]] == ["1", "2", "3"] and lines[7].startswith(
        "  ... 1,437 more"
    )
    paths = sorted(tmp_path.glob("standard-best-*.yaml"))
    assert [p.name for p in paths] == [f"standard-best-{n}.yaml" for n in range(1, 5)]
    checked = installed("validate", *map(str, paths))
    assert checked.returncode == 0 and "0 errors, 0 warnings" in checked.stdout, checked.stdout
    ranked = json.loads(
        installed(
            "analyze",
            "standard",
            "--sweep",
            "row=all",
            "--sweep",
            "points.1=1,2",
            "-n",
            "300",
            "--skill-games",
            "0",
            "--exact",
            "--format",
            "json",
            "--workers",
            "1",
        ).stdout
    )["variants"]
    for number, path in enumerate(paths):
        setup = validate_text(path.read_text()).model
        assert (
            list(setup.row) == ranked[number]["row"]
            and [c.points for c in setup.scoring.clauses] == ranked[number]["points"]
        )
        assert setup.id == f"standard-best-{number + 1}"


@pytest.mark.parametrize(
    "args, message",
    [
        (["--sweep", "players=2..9"], "--sweep players: 9 is outside 1 to 8"),
        (["--sweep", "bogus"], "expected KEY=VALUES"),
        (["--top", "3"], "--top applies to sweeps only"),
        (["--workers", "2"], "--workers applies to sweeps only"),
        (["--sweep", "row=all", "--best", "2"], "--best needs --write-best FOLDER"),
        (["--sweep", "row=all", "--workers", "0"], "--workers must be 1 to 256"),
        (["--sweep", "players=3,4", "--exact"], "the sweep has no table of 2"),
        (["--sweep", "players=1,2", "--bot", "greedy,random"], "2 bots for 1 players"),
        (
            ["--sweep", "row=all", "-n", "100000000", "--max-minutes", "1"],
            "more than --max-minutes 1",
        ),
    ],
)
def test_bad_sweeps_are_usage_errors(args, message):
    done = installed("analyze", "standard", *args)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr, (
        done.stderr
    )


def test_a_long_sweep_is_announced_and_estimated_from_its_variants(capsys, monkeypatch):
    from printgen.cli import main
    from printgen.neighbours.analysis import command

    setup = load_setup("standard")
    playing, solving = command.sweep_seconds(
        setup, parse_sweep(["row=all", "players=2,4"], setup, 2), GREEDY, 10_000, 0, True
    )
    two, _ = command.sweep_seconds(setup, parse_sweep([], setup, 2), GREEDY, 10_000, 0, False)
    four, _ = command.sweep_seconds(setup, parse_sweep([], setup, 4), GREEDY, 10_000, 0, False)
    assert playing == pytest.approx(720 * (two + four)) and solving > 0
    monkeypatch.setattr(command, "sweep_seconds", lambda *args: (300.0, 0.0))
    monkeypatch.setattr(command, "usable_cores", lambda: 8)
    with pytest.raises(SystemExit) as exited:
        main(
            [
                "analyze",
                "standard",
                "--sweep",
                "players=2,3",
                "-n",
                "20",
                "--skill-games",
                "0",
                "--workers",
                "2",
            ]
        )
    err = capsys.readouterr().err
    assert (
        exited.value.code == 0
        and err
        == "printgen: a sweep of 2 analyses of 20 games each will take about 2 minutes on 2 "
        "workers; Ctrl-C stops it\n"
    )


def test_write_best_needs_an_existing_folder(tmp_path):
    done = installed(
        "analyze",
        "standard",
        "--sweep",
        "players=2",
        "-n",
        "10",
        "--write-best",
        str(tmp_path / "nowhere"),
    )
    assert done.returncode == 3 and "does not exist" in done.stderr


# ---- --write-best: the setup as it was read, names that fit, text that cannot add a key ----------

STANDARD_TEXT = open(
    os.path.join(os.path.dirname(__file__), "..", "setups", "standard.yaml"), encoding="utf-8"
).read()
SWEEP_2_3 = ["--sweep", "players=2,3", "-n", "20", "--skill-games", "0", "--workers", "1"]


def _mine(name: str = "Mine", setup_id: str = "mine") -> str:
    return STANDARD_TEXT.replace("id: standard", f"id: {setup_id}").replace(
        "name: Standard", f"name: {json.dumps(name, ensure_ascii=False)}"
    )


def _name_line(path) -> str:
    return next(
        line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("name:")
    )


@pytest.mark.slow
def test_write_best_from_a_named_pipe_is_read_once(tmp_path):
    """A FIFO once hung for ever: the setup was read again after the sweep, and nobody wrote
    twice."""
    import threading

    os.mkfifo(tmp_path / "mine.yaml")
    (tmp_path / "best").mkdir()
    writer = threading.Thread(
        target=lambda: (tmp_path / "mine.yaml").write_text(_mine(), encoding="utf-8"), daemon=True
    )
    writer.start()
    done = installed("analyze", "mine.yaml", *SWEEP_2_3, "--write-best", "best", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "setup written to best/mine-best-1.yaml"
    assert (
        _name_line(tmp_path / "best" / "mine-best-1.yaml") == 'name: "Mine (sweep 1: as written)"'
    )


@pytest.mark.slow
def test_write_best_from_standard_input(tmp_path):
    (tmp_path / "best").mkdir()
    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    done = subprocess.run(
        [exe, "analyze", "-", *SWEEP_2_3, "--write-best", "best"],
        input=_mine(),
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    assert os.listdir(tmp_path / "best") == ["mine-best-1.yaml"]


@pytest.mark.slow
@pytest.mark.parametrize("change", ["delete", "edit"])
def test_write_best_writes_the_setup_as_it_was_read(change, tmp_path, capsys, monkeypatch):
    """A file deleted during the sweep was exit 70; an edited one got the old positions in new
    text."""
    from printgen.cli import main
    from printgen.neighbours.analysis import command

    sweep = command.run_sweep_with_progress

    def run_in(folder, meanwhile=None):
        folder.mkdir()
        path = folder / "mine.yaml"
        path.write_text(_mine(), encoding="utf-8")
        (folder / "best").mkdir()

        def run_sweep(*args, **kwargs):
            if meanwhile == "delete":
                path.unlink()
            elif meanwhile == "edit":
                path.write_text(
                    "# edited\n\n\n"
                    + _mine().replace("row: [1, 5, 2, 6, 3, 4]", "row: [6, 5, 4, 3, 2, 1]"),
                    encoding="utf-8",
                )
            return sweep(*args, **kwargs)

        monkeypatch.setattr(command, "run_sweep_with_progress", run_sweep)
        with pytest.raises(SystemExit) as exited:
            main(
                [
                    "analyze",
                    str(path),
                    "--sweep",
                    "points.1=1,2",
                    "-n",
                    "20",
                    "--skill-games",
                    "0",
                    "--workers",
                    "1",
                    "--write-best",
                    str(folder / "best"),
                    "--best",
                    "2",
                ]
            )
        assert exited.value.code == 0, capsys.readouterr().err
        return {
            name: (folder / "best" / name).read_text(encoding="utf-8")
            for name in sorted(os.listdir(folder / "best"))
        }

    untouched = run_in(tmp_path / "untouched")
    changed = run_in(tmp_path / "changed", change)
    assert sorted(changed) == ["mine-best-1.yaml", "mine-best-2.yaml"] and changed == untouched
    for text in changed.values():
        assert "# edited" not in text and list(validate_text(text).model.row) == [1, 5, 2, 6, 3, 4]


@pytest.mark.slow
@pytest.mark.parametrize(
    "separator, read_as", [("\u2028", "\\u2028"), ("\u2029", "\\u2029"), ("\x85", " ")]
)
def test_a_line_break_in_the_name_cannot_add_a_key(separator, read_as, tmp_path):
    """U+2028 in a name once wrote an injected top-level key (YAML 1.1 ends a line there). A quoted
    name keeps U+2028 and U+2029 (written escaped) and folds NEL into a space, as YAML reads
    them."""
    (tmp_path / "mine.yaml").write_text(_mine(f"Mine{separator}evil: 1"), encoding="utf-8")
    (tmp_path / "best").mkdir()
    done = installed("analyze", "mine.yaml", *SWEEP_2_3, "--write-best", "best", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    written = tmp_path / "best" / "mine-best-1.yaml"
    text = written.read_text(encoding="utf-8")
    assert _name_line(written) == f'name: "Mine{read_as}evil: 1 (sweep 1: as written)"'
    assert (
        text.splitlines()[0]
        == f"# Mine{read_as}evil: 1, variant 1 of a sweep (as written), written by printgen "
        "analyze --sweep."
    )
    assert not any(ch in text for ch in "\u2028\u2029\x85")
    import yaml

    document = yaml.safe_load(text)
    assert (
        "evil" not in document
        and document["name"]
        == f"Mine{read_as.encode().decode('unicode_escape')}evil: 1 (sweep 1: as written)"
    )
    assert installed("validate", str(written)).returncode == 0


@pytest.mark.slow
def test_long_names_and_ids_are_shortened_to_fit(tmp_path):
    """A name of 27 or more characters once failed after the whole sweep (exit 70)."""
    name, setup_id = "A name of exactly forty-eight characters, long!", "a" * 40
    assert len(name) == 47
    (tmp_path / "mine.yaml").write_text(_mine(name + "s", setup_id), encoding="utf-8")
    (tmp_path / "best").mkdir()
    done = installed(
        "analyze",
        "mine.yaml",
        "--sweep",
        "points.1=1..3",
        "-n",
        "20",
        "--skill-games",
        "0",
        "--workers",
        "1",
        "--write-best",
        "best",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    stem = "a" * 33 + "-best-"
    assert sorted(os.listdir(tmp_path / "best")) == [f"{stem}{n}.yaml" for n in (1, 2, 3)]
    names = [_name_line(tmp_path / "best" / f"{stem}{n}.yaml") for n in (1, 2, 3)]
    labels = [line.split(": ", 2)[2].rstrip(')"') for line in names]
    for line, label, number in zip(names, labels, (1, 2, 3)):
        suffix = f" (sweep {number}: {label})"
        assert line == 'name: "' + name[: 48 - len(suffix) - 1].rstrip() + "\u2026" + suffix + '"'
        assert len(json.loads(line[len("name: ") :])) <= 48
    assert (
        installed(
            "validate", *[str(tmp_path / "best" / f"{stem}{n}.yaml") for n in (1, 2, 3)]
        ).returncode
        == 0
    )


@pytest.mark.parametrize(
    "best, message",
    [
        ("100000000", "printgen: error: --best must be 1 to 1,000, got 100,000,000"),
        ("2", "printgen: error: --best 2 is more than the sweep's 1 variant"),
    ],
)
def test_best_past_the_variants_is_a_usage_error_before_the_sweep(best, message, tmp_path):
    done = installed(
        "analyze", "standard", *SWEEP_2_3, "--write-best", str(tmp_path), "--best", best
    )
    assert (done.returncode, done.stdout) == (2, "") and done.stderr.splitlines()[0] == message
    assert os.listdir(tmp_path) == []


# ---- the process pool: capped at the cores, estimated by what runs, ended cleanly by Ctrl-C ------


@pytest.mark.parametrize(
    "workers, cores, expected",
    [
        (
            "64",
            2,
            "about 2 minutes on 2 workers",
        ),  # was "5 seconds on 64 workers": 64 processes on 2 cores
        ("256", 4, "about 60 seconds on 4 workers"),
        ("1", 4, "about 4 minutes on 1 worker"),
        (None, 3, "about 80 seconds on 3 workers"),
    ],
)
def test_the_estimate_uses_the_workers_that_will_run(workers, cores, expected, capsys, monkeypatch):
    from printgen.cli import main
    from printgen.neighbours.analysis import command

    monkeypatch.setattr(command, "sweep_seconds", lambda *args: (240.0, 0.0))
    monkeypatch.setattr(command, "usable_cores", lambda: cores)
    monkeypatch.setattr(
        command, "run_sweep_with_progress", lambda *args: (_ for _ in ()).throw(KeyboardInterrupt)
    )
    with pytest.raises(SystemExit) as exited:
        main(
            [
                "analyze",
                "standard",
                "--sweep",
                "row=all",
                "-n",
                "20",
                "--skill-games",
                "0",
                *(["--workers", workers] if workers else []),
            ]
        )
    err = capsys.readouterr().err
    assert exited.value.code == 130
    assert (
        err.splitlines()[0]
        == f"printgen: a sweep of 720 analyses of 20 games each will take {expected}; Ctrl-C "
        "stops it"
    )


def test_max_minutes_is_judged_on_the_cores_not_the_workers_asked_for(capsys, monkeypatch):
    """With the estimate divided by --workers, --max-minutes 0.1 once let a 52-second sweep
    start."""
    from printgen.cli import main
    from printgen.neighbours.analysis import command

    monkeypatch.setattr(command, "sweep_seconds", lambda *args: (104.0, 0.0))
    monkeypatch.setattr(command, "usable_cores", lambda: 2)
    with pytest.raises(SystemExit) as exited:
        main(
            [
                "analyze",
                "standard",
                "--sweep",
                "row=all",
                "-n",
                "20",
                "--workers",
                "256",
                "--max-minutes",
                "0.1",
            ]
        )
    err = capsys.readouterr().err
    assert exited.value.code == 2
    assert (
        err.splitlines()[0]
        == "printgen: error: a sweep of 720 analyses of 20 games each would take about 52 "
        "seconds on 2 workers, more than --max-minutes 0.1"
    )


POOL_SCRIPT = """
import sys, time
from printgen.core.workers import worker_pool

with worker_pool(8) as pool:
    futures = [pool.submit(time.sleep, 60) for _ in range(16)]
    print("started", flush=True)
    try:
        time.sleep(60)
    except KeyboardInterrupt:
        print("interrupted", flush=True)
        raise SystemExit(130)
"""


def test_ctrl_c_ends_every_worker_of_the_pool_without_a_traceback(tmp_path):
    """Ctrl-C reaches every process of the command: each worker printed a traceback, and a pool of
    many once hung past 30 s leaving its processes behind."""
    import signal
    import time

    process = subprocess.Popen(
        [sys.executable, "-c", POOL_SCRIPT],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    assert process.stdout.readline() == "started\n"
    deadline = time.monotonic() + 30
    # the script and its 8 workers
    while time.monotonic() < deadline and len(_session(process.pid)) < 9:
        time.sleep(0.05)
    assert len(_session(process.pid)) == 9
    os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl-C does
    out, err = process.communicate(timeout=30)
    assert (process.returncode, out, err) == (130, "interrupted\n", "")
    assert _session(process.pid) == []


def _session(sid: int) -> list[str]:
    return subprocess.run(["pgrep", "-s", str(sid)], capture_output=True, text=True).stdout.split()


@pytest.mark.slow
def test_ctrl_c_during_a_sweep_of_many_workers(tmp_path):
    import signal
    import time

    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    process = subprocess.Popen(
        [
            exe,
            "analyze",
            "standard",
            "--sweep",
            "row=all",
            "-n",
            "20000",
            "--skill-games",
            "0",
            "--workers",
            "64",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        cwd=tmp_path,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(_session(process.pid)) < 2 and process.poll() is None:
        time.sleep(0.05)
    time.sleep(0.5)
    assert process.poll() is None
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130 and out == ""
    assert (
        err.strip().splitlines()[-1] == "printgen: interrupted; nothing was written"
        and "Traceback" not in err
    )
    assert _session(process.pid) == [] and os.listdir(tmp_path) == []
