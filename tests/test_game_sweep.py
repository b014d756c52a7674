"""Sweeps over a game file's variants and the game report (analyze GAME --sweep, --write-best,
--report), through the installed printgen and in process."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
THIRTY_THREE = ROOT / "docs" / "examples" / "thirty-three.yaml"
LADDER = ROOT / "games" / "animal-ladder.yaml"
COLOUR = ROOT / "games" / "colour-catch.yaml"


def printgen(*args, cwd):
    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    return subprocess.run([exe, *args], cwd=cwd, capture_output=True, text=True, timeout=300)


def copy(tmp_path, source: Path, name: str) -> str:
    shutil.copy(source, tmp_path / name)
    return name


# ---- the example in docs/play.md runs as written -----------------------------------------------
def test_the_docs_example_gives_what_the_docs_show(tmp_path):
    text = (ROOT / "docs" / "play.md").read_text()
    block = re.search(r"```console\n\$ printgen (analyze [^\n]*)\n(.*?)```", text, re.S)
    copy(tmp_path, THIRTY_THREE, "thirty-three.yaml")
    done = printgen(*block.group(1).split()[0:], cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == block.group(2)


# ---- figures, ranking, workers -----------------------------------------------------------------
SWEEP = ["--sweep", "players=3,4", "--sweep", "deal.players.4.tokens.chip=1,3", "-n", "100"]


def test_json_ranks_with_exact_figures_and_any_workers_give_the_same_bytes(tmp_path):
    name = copy(tmp_path, THIRTY_THREE, "tt.yaml")
    one = printgen("analyze", name, *SWEEP, "--format", "json", "--workers", "1", cwd=tmp_path)
    two = printgen("analyze", name, *SWEEP, "--format", "json", "--workers", "2", cwd=tmp_path)
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    assert one.stdout == two.stdout
    found = json.loads(one.stdout)
    assert found["sweep"]["values"] == {"deal.players.4.tokens.chip": [1, 3]}
    assert [
        (v["rank"], v["label"], v["evenness"], v["decisiveness"]) for v in found["variants"]
    ] == [
        (1, "deal.players.4.tokens.chip=1", 0.12, 0.708707),
        (2, "deal.players.4.tokens.chip=3", 0.125, 0.703579),
    ]
    assert [f["seat_win_share"] for f in found["variants"][0]["by_players"]] == [
        [0.24, 0.415, 0.345],
        [0.16, 0.2, 0.27, 0.37],
    ]
    assert found["ranking"].startswith("ranked by evenness, then decisiveness")


def test_a_variant_that_does_not_validate_is_reported_not_played(tmp_path):
    name = copy(tmp_path, THIRTY_THREE, "tt.yaml")
    done = printgen(
        "analyze", name, "--sweep", "deal.players.4.tokens.chip=11,14", "-n", "50", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    assert (
        "1 variant(s) do not validate and were not played:\n  deal.players.4.tokens.chip=14: "
        "tt.yaml:26:47: error: 4 players take 56 chip tokens (4 x 14) but the kit prints 55 "
        "(tokens-run-out)"
    ) in done.stdout
    assert "   1  as written " in done.stdout


# ---- errors before any game --------------------------------------------------------------------
def test_a_bad_path_is_an_error_at_the_file_line(tmp_path):
    name = copy(tmp_path, COLOUR, "cc.yaml")
    done = printgen("analyze", name, "--sweep", "deal.players.9.hand=1", cwd=tmp_path)
    assert done.returncode == 1 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert lines[0] == (
        "cc.yaml:51:5: error: --sweep deal.players.9.hand: deal.players has no key '9' "
        "(sweep-bad-path)"
    )
    assert lines[3] == (
        "  hint: what can be swept here: deal.players.2.remove.colour, deal.players.2.hand, "
        "deal.players.2.kept, deal.players.3.remove.colour, deal.players.3.hand, "
        "deal.players.3.kept, deal.players.4.hand, deal.players.4.kept and 4 more"
    )
    assert lines[-1] == "printgen: 1 error in the game file; nothing was analyzed"


def test_a_path_to_a_word_is_not_a_number(tmp_path):
    name = copy(tmp_path, THIRTY_THREE, "tt.yaml")
    done = printgen("analyze", name, "--sweep", "scoring.1.of=3", cwd=tmp_path)
    assert done.returncode == 1
    assert done.stderr.splitlines()[0] == (
        "tt.yaml:31:16: error: --sweep scoring.1.of: this is the value 'number', not a whole "
        "number (sweep-bad-path)"
    )


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--sweep", "players=3..7", "--sweep", "deal.players.4.tokens.chip=1..50"],
            "printgen: error: the sweep makes 250 analyses (50 variants x 5 player counts), more "
            "than 200",
        ),
        (
            ["--sweep", "players=2"],
            "printgen: error: --sweep players: thirty-three has no deal for 2 players",
        ),
        (
            ["--sweep", "target=10"],
            "printgen: error: thirty-three is not played to a target, so target cannot be swept",
        ),
        (["--sweep", "players"], "printgen: error: --sweep 'players': expected KEY=VALUES"),
        (
            ["--sweep", "players=3", "--best", "2"],
            "printgen: error: --best does not apply to a game file's sweep",
        ),
    ],
)
def test_usage_errors_before_any_game(tmp_path, args, message):
    name = copy(tmp_path, THIRTY_THREE, "tt.yaml")
    done = printgen("analyze", name, *args, cwd=tmp_path)
    assert done.returncode == 2 and done.stderr.splitlines()[0] == message


# ---- --write-best --------------------------------------------------------------------------------
def test_write_best_edits_the_numbers_in_place_and_validates(tmp_path):
    name = copy(tmp_path, LADDER, "al.yaml")
    done = printgen(
        "analyze",
        name,
        "--sweep",
        "scoring.1.points=3,5",
        "-n",
        "30",
        "--write-best",
        "best.yaml",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("the best variant written to best.yaml\n")
    old = (tmp_path / name).read_text().splitlines()
    new = (tmp_path / "best.yaml").read_text().splitlines()
    assert new[0].startswith("# A variant of animal-ladder (")
    changed = [(a, b) for a, b in zip(old, new[1:]) if a != b]
    if "scoring.1.points=3" in new[0]:
        assert changed == [
            ("      points: 5", "      points: 3"),
            ("  - {events: [out-first], score: 5}", "  - {events: [out-first], score: 3}"),
        ]
    else:
        assert changed == []
    assert printgen("validate", "best.yaml", cwd=tmp_path).returncode == 0


def test_write_best_refuses_the_game_itself(tmp_path):
    name = copy(tmp_path, LADDER, "al.yaml")
    before = (tmp_path / name).read_bytes()
    done = printgen(
        "analyze",
        name,
        "--sweep",
        "scoring.1.points=3",
        "-n",
        "5",
        "--write-best",
        name,
        cwd=tmp_path,
    )
    assert done.returncode == 3
    assert "refusing to write onto al.yaml: it is one of the inputs" in done.stderr
    assert (tmp_path / name).read_bytes() == before


# ---- Ctrl-C ------------------------------------------------------------------------------------
def test_ctrl_c_stops_a_sweep_cleanly(tmp_path):
    name = copy(tmp_path, THIRTY_THREE, "tt.yaml")
    exe = shutil.which("printgen", path=os.path.dirname(sys.executable))
    process = subprocess.Popen(
        [
            exe,
            "analyze",
            name,
            "--sweep",
            "deal.players.4.tokens.chip=1..12",
            "-n",
            "20000",
            "--workers",
            "2",
            "--write-best",
            "best.yaml",
            "--report",
            "r.pdf",
        ],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and len(_session(process.pid)) < 3:
        time.sleep(0.05)
    time.sleep(0.3)
    assert process.poll() is None
    os.killpg(process.pid, signal.SIGINT)  # as a terminal's Ctrl-C does
    out, err = process.communicate(timeout=30)
    assert process.returncode == 130 and out == ""
    assert "Traceback" not in err
    assert err.strip().splitlines()[-1] == "printgen: interrupted; nothing was written"
    assert _session(process.pid) == [] and sorted(os.listdir(tmp_path)) == [name]


def _session(sid: int) -> list[str]:
    return subprocess.run(["pgrep", "-s", str(sid)], capture_output=True, text=True).stdout.split()


# ---- the report --------------------------------------------------------------------------------
def _texts(pages) -> list[str]:
    found = []

    def walk(items):
        for item in items:
            if hasattr(item, "items") and not isinstance(item, dict):
                walk(item.items)
            elif hasattr(item, "text") and isinstance(getattr(item, "text"), str):
                found.append(item.text)

    for page in pages:
        walk(page.items)
    return found


@pytest.mark.parametrize(
    "language, paper, title, chart, size",
    [
        (
            "en",
            "a4",
            "Balance report: Thirty-Three",
            "Win share by seat, with 95% intervals",
            (595.2756, 841.8898),
        ),
        (
            "de",
            "letter",
            "Balance-Bericht: Thirty-Three",
            "Siegesanteil je Platz, mit 95-%-Intervallen",
            (612.0, 792.0),
        ),
    ],
)
def test_the_game_report_in_each_language_and_paper(language, paper, title, chart, size):
    from printgen.engines.api import AnalyzeRequest
    from printgen.kinds.lookup import resolve
    from printgen.play.analysis import prepare
    from printgen.play.report import play_pages

    target = resolve(str(THIRTY_THREE))
    request = AnalyzeRequest(
        games=200, skill_games=0, report_path="x.pdf", language=language, paper=paper
    )
    result = prepare(target, request).run()
    assert round(result.figures["lead_changes_mean"], 6) == 2.545
    pages = play_pages(result, language, paper)
    texts = _texts(pages)
    assert texts[0] == title and chart in texts
    assert (round(pages[0].width_pt, 4), round(pages[0].height_pt, 4)) == size


def test_the_report_is_written_through_the_installed_printgen(tmp_path):
    name = copy(tmp_path, COLOUR, "cc.yaml")
    done = printgen(
        "analyze",
        name,
        "--sweep",
        "target=15,30",
        "-n",
        "30",
        "--report",
        "s.pdf",
        "--lang",
        "de",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF")
    done = printgen(
        "analyze", name, "-n", "30", "--skill-games", "0", "--report", name, cwd=tmp_path
    )
    assert done.returncode == 3
