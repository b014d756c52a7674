"""A new user's first ten minutes, through the installed `printgen` (a fresh folder, the README and
`--help` only): what each command does when given no more than it needs, and what it says when a
name is mistyped."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from test_console_script import console_script


def printgen(*args, cwd) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    return subprocess.run(
        [console_script(), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


# ---- new: a setup, and its schema only when asked ------------------------------------------------


def test_new_writes_the_setup_alone_and_keeps_the_line_that_names_its_schema(tmp_path):
    done = printgen("new", "Salty Coast", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(os.listdir(tmp_path)) == ["salty-coast.yaml"]
    assert (tmp_path / "salty-coast.yaml").read_text().splitlines()[
        0
    ] == "# yaml-language-server: $schema=printgen-setup.schema.json"
    assert "printgen schema -o printgen-setup.schema.json" in done.stdout


def test_new_with_schema_writes_the_schema_beside_it(tmp_path):
    done = printgen("new", "Salty Coast", "--schema", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(os.listdir(tmp_path)) == ["printgen-setup.schema.json", "salty-coast.yaml"]
    assert json.loads((tmp_path / "printgen-setup.schema.json").read_text())["title"].startswith(
        "printgen setup"
    )
    assert printgen("validate", "salty-coast.yaml", cwd=tmp_path).returncode == 0


# ---- a mistyped bundled id: did you mean ---------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ["build", "stndard"],
        ["build", "standard", "stndard"],
        ["show", "stndard"],
        ["analyze", "stndard"],
        ["export", "stndard", "--to", "tgc", "-o", "out"],
        ["preview", "stndard", "-o", "out.png"],
    ],
)
def test_a_mistyped_bundled_id_is_a_usage_error_that_names_the_id_meant(tmp_path, args):
    done = printgen(*args, cwd=tmp_path)
    assert done.returncode == 2
    assert "no bundled setup, game or theme is called 'stndard'" in done.stderr
    assert "hint: did you mean standard?" in done.stderr
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize(
    "typed, meant",
    [
        ("neo", "neos"),
        ("colour-cath", "colour-catch"),
        ("Standard", "standard"),
        ("ligth", "light"),
    ],
)
def test_the_id_meant_is_of_any_kind(tmp_path, typed, meant):
    done = printgen("show", typed, cwd=tmp_path)
    assert done.returncode == 2 and f"did you mean {meant}?" in done.stderr


def test_a_name_like_no_bundled_id_is_not_guessed_at(tmp_path):
    done = printgen("build", "xyzzy", cwd=tmp_path)
    assert (
        done.returncode == 2
        and "did you mean" not in done.stderr
        and "bundled setups: echo, one-way, standard" in done.stderr
    )


def test_a_missing_yaml_file_named_like_a_bundled_id_is_asked_about(tmp_path):
    done = printgen("build", "standard.yml", cwd=tmp_path)
    assert (
        done.returncode == 2
        and "no such file: standard.yml" in done.stderr
        and "did you mean the bundled standard?" in done.stderr
    )


def test_validate_and_list_ask_about_a_mistyped_id_too(tmp_path):
    done = printgen("validate", "stndard", cwd=tmp_path)
    assert (
        done.returncode == 1
        and "(unreadable-file)" in done.stdout
        and "hint: did you mean the bundled standard?" in done.stdout
    )
    listed = printgen("list", "stndard", cwd=tmp_path)
    assert (
        listed.returncode == 1
        and "stndard: cannot be read (did you mean the bundled standard?)" in listed.stdout
    )


# ---- list: a heading per kind --------------------------------------------------------------------


def test_list_puts_each_kind_under_its_heading(tmp_path):
    done = printgen("list", cwd=tmp_path)
    assert done.returncode == 0
    groups = [group.splitlines() for group in done.stdout.strip().split("\n\n")]
    assert [lines[0] for lines in groups] == [
        "Number Neighbours setups (build, export, analyze):",
        "Games (build, export, analyze):",
        "Themes (for --template):",
    ]
    ids = [[line.split()[0] for line in lines[1:] if not line.startswith(" ")] for lines in groups]
    assert ids == [
        ["echo", "one-way", "standard"],
        ["animal-ladder", "colour-catch", "neos"],
        ["default", "ink-saver", "large-print", "light"],
    ]


def test_list_puts_a_given_file_under_its_own_kind(tmp_path):
    with open(
        os.path.join(os.path.dirname(__file__), "..", "games", "neos.yaml"), encoding="utf-8"
    ) as handle:
        (tmp_path / "mine.yaml").write_text(handle.read(), encoding="utf-8")
    done = printgen("list", "mine.yaml", cwd=tmp_path)
    games = next(group for group in done.stdout.split("\n\n") if group.startswith("Games"))
    assert "mine.yaml" in games


# ---- preview and export: a name of their own, as build picks one ---------------------------------


def test_preview_without_o_writes_the_kits_id_png_here(tmp_path):
    done = printgen("preview", "standard", "--page", "1", "--dpi", "20", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (
        os.listdir(tmp_path) == ["standard.png"] and "wrote standard.png: page 1 of" in done.stdout
    )
    assert (tmp_path / "standard.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.slow
def test_preview_of_several_setups_joins_their_ids_as_build_does(tmp_path):
    done = printgen("preview", "standard", "echo", "--page", "1", "--dpi", "20", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert os.listdir(tmp_path) == ["standard-echo.png"]


@pytest.mark.slow
def test_export_without_o_makes_the_folder_kit_service_here(tmp_path):
    done = printgen("export", "standard", "--to", "tts", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert os.listdir(tmp_path) == ["standard-tts"] and "wrote standard-tts:" in done.stdout
    assert "deck.json" in os.listdir(tmp_path / "standard-tts")


@pytest.mark.slow
def test_export_again_without_o_does_not_write_into_the_full_folder(tmp_path):
    assert printgen("export", "standard", "--to", "tts", cwd=tmp_path).returncode == 0
    before = sorted(os.listdir(tmp_path / "standard-tts"))
    again = printgen("export", "standard", "--to", "tts", cwd=tmp_path)
    assert again.returncode != 0 and "standard-tts" in again.stderr and "-o" in again.stderr
    assert sorted(os.listdir(tmp_path / "standard-tts")) == before


def test_the_readme_gives_preview_and_export_their_defaults():
    with open(
        os.path.join(os.path.dirname(__file__), "..", "README.md"), encoding="utf-8"
    ) as handle:
        readme = handle.read()
    assert "`printgen preview KIT [-o FILE.png]`" in readme and "`KIT.png`" in readme
    from printgen.export.targets import TARGETS  # every target, in the table's order

    listed = "\\|".join(TARGETS)
    assert f"`printgen export KIT --to {listed} [-o DIR] [--check] [--force]`" in readme
    assert "`KIT-SERVICE`" in readme


# ---- analyze: build's table of four, and greedy play reconciled with perfect play ----------------


def test_analyze_plays_at_four_players_as_build_prints_for_four(tmp_path):
    done = printgen("analyze", "standard", "-n", "200", "--skill-games", "0", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (
        done.stdout.splitlines()[0]
        == "Standard (standard): 4 players, 200 games, bots greedy, seed 1"
    )


@pytest.mark.slow
@pytest.mark.parametrize("args", [["--exact"], ["--bot", "optimal"]])
def test_analyze_plays_at_two_players_where_the_exact_solution_is_asked_for(tmp_path, args):
    done = printgen("analyze", "one-way", "-n", "50", "--skill-games", "0", *args, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0].startswith("One-way (one-way): 2 players, 50 games")


@pytest.mark.slow
def test_a_seat_advantage_of_greedy_play_is_reconciled_with_perfect_play_in_one_line(tmp_path):
    done = printgen("analyze", "standard", "--exact", "--skill-games", "0", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "(seat-unfair)" in done.stdout and "first player's margin -1 (loss)" in done.stdout
    assert [line for line in lines if line.startswith("greedy play against perfect play:")] == [
        "greedy play against perfect play: greedy bots give seat 1 77.6% of the wins, yet "
        "when both play perfectly seat 2 wins by 1: seat 1's edge comes from greedy play, not "
        "from the setup"
    ]


@pytest.mark.slow
def test_perfect_play_that_keeps_the_seat_advantage_says_so(tmp_path):
    done = printgen("analyze", "one-way", "--exact", "--skill-games", "0", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (
        "when both play perfectly seat 1 wins by 1 too: seat 1's edge is the setup's" in done.stdout
    )


def test_no_reconciling_line_without_the_exact_solution_or_a_seat_advantage(tmp_path):
    fair = printgen("analyze", "standard", "-n", "2000", "--skill-games", "0", cwd=tmp_path)
    assert fair.returncode == 0 and "against perfect play" not in fair.stdout


def test_the_docs_give_analyze_four_players_by_default():
    root = os.path.join(os.path.dirname(__file__), "..")
    with open(os.path.join(root, "docs", "analysis.md"), encoding="utf-8") as handle:
        assert "seats at the table (default 4, as `build` prints a kit for;" in handle.read()
    with open(os.path.join(root, "README.md"), encoding="utf-8") as handle:
        assert "at a table of four, as `build` prints for" in handle.read()


@pytest.mark.slow
def test_json_carries_the_reconciling_line(tmp_path):
    done = printgen(
        "analyze", "standard", "--exact", "--skill-games", "0", "--format", "json", cwd=tmp_path
    )
    assert json.loads(done.stdout)["against_perfect_play"].startswith(
        "greedy play against perfect play: greedy bots give seat 1 77.6%"
    )
    plain = printgen(
        "analyze", "standard", "-n", "100", "--skill-games", "0", "--format", "json", cwd=tmp_path
    )
    assert json.loads(plain.stdout)["against_perfect_play"] is None


# ---- validate --deep --strict on the bundled setups: true warnings, acknowledged with their
# reasons ------


@pytest.mark.slow
@pytest.mark.parametrize("name", ["standard", "echo", "one-way"])
def test_the_bundled_setups_pass_deep_strict_with_their_warnings_acknowledged(tmp_path, name):
    done = printgen("validate", "--deep", "--strict", name, cwd=tmp_path)
    assert done.returncode == 0, done.stdout
    summary = done.stdout.strip().splitlines()[-1]
    assert summary.startswith("1 file checked: 0 errors, 0 warnings (") and summary.endswith(
        " acknowledged)"
    )
    warnings = [line for line in done.stdout.splitlines() if ": warning: " in line]
    reasons = [line for line in done.stdout.splitlines() if line.startswith("  acknowledged: ")]
    assert warnings and len(reasons) == len(warnings)


@pytest.mark.slow
def test_each_bundled_setup_acknowledges_exactly_the_warnings_deep_validation_finds():
    """No acknowledgement outlives its warning, and no new warning hides behind an old one."""
    from printgen.kit.validation import validate_file
    from printgen.neighbours.analysis.balance import deep_advice
    from printgen.neighbours.bundled import bundled_setup_paths

    for name, path in bundled_setup_paths().items():
        setup = validate_file(path).model
        assert {code for code, _ in setup.acknowledged} == {
            advice.code for advice in deep_advice(setup)
        }, name


@pytest.mark.slow
def test_an_unacknowledged_warning_still_fails_strict(tmp_path):
    with open(
        os.path.join(os.path.dirname(__file__), "..", "setups", "standard.yaml"), encoding="utf-8"
    ) as handle:
        text = handle.read()
    (tmp_path / "mine.yaml").write_text(
        text.replace("  greedy-punished:", "  # greedy-punished:"), encoding="utf-8"
    )
    done = printgen("validate", "--deep", "--strict", "mine.yaml", cwd=tmp_path)
    assert done.returncode == 1 and done.stdout.strip().endswith(
        "0 errors, 2 warnings (2 acknowledged)"
    )


@pytest.mark.slow
def test_acknowledged_warnings_for_programs(tmp_path):
    found = json.loads(
        printgen("validate", "--deep", "--format", "json", "standard", cwd=tmp_path).stdout
    )
    assert {d["code"] for d in found} == {"seat-unfair", "greedy-punished"} and all(
        d["acknowledged"] for d in found
    )
    sarif = json.loads(
        printgen("validate", "--deep", "--format", "sarif", "standard", cwd=tmp_path).stdout
    )
    assert all(r["suppressions"][0]["kind"] == "inSource" for r in sarif["runs"][0]["results"])
    github = printgen("validate", "--deep", "--format", "github", "standard", cwd=tmp_path).stdout
    assert github.startswith("::notice ") and "::warning" not in github


def test_only_a_warning_can_be_acknowledged(tmp_path):
    with open(
        os.path.join(os.path.dirname(__file__), "..", "setups", "standard.yaml"), encoding="utf-8"
    ) as handle:
        text = handle.read().split("acknowledge:")[0]
    (tmp_path / "typo.yaml").write_text(
        text + "acknowledge:\n  seat-unfiar: chance picks the first player\n"
        "  clause-never-holds: no\n  greedy-punished: ''\n",
        encoding="utf-8",
    )
    done = printgen("validate", "typo.yaml", cwd=tmp_path)
    assert done.returncode == 1
    assert (
        "seat-unfiar is not the code of a warning a setup can be given (acknowledge-not-a-warning)"
        in done.stdout
        and "did you mean `seat-unfair`?" in done.stdout
    )
    assert "clause-never-holds is an error, and an error cannot be acknowledged" in done.stdout
    assert "(empty-reason)" in done.stdout


def test_the_schema_describes_acknowledge(tmp_path):
    schema = json.loads(printgen("schema", "--kind", "setup", cwd=tmp_path).stdout)
    acknowledge = schema["properties"]["acknowledge"]
    assert acknowledge["additionalProperties"]["type"] == ["string", "number"]


# ---- the games' rules pages: a play time or age the rules do not give is said to be not given ----


def _rules_text(tmp_path, kit, lang):
    from pypdf import PdfReader

    out = tmp_path / f"{kit}-{lang}.pdf"
    done = printgen("build", kit, "--only", "rules", "--lang", lang, "-o", str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(out)).pages)


@pytest.mark.slow
@pytest.mark.parametrize(
    "game, players", [("neos", "2 to 4"), ("colour-catch", "2 to 6"), ("animal-ladder", "2 to 6")]
)
def test_a_games_rules_page_leaves_out_the_play_time_and_age_it_does_not_give(
    tmp_path, game, players
):
    text = _rules_text(tmp_path, game, "en")
    assert f"{players} players How to play" in text and "not given" not in text
    german = _rules_text(tmp_path, game, "de")
    assert f"{players.replace('to', 'bis')} Personen So wird gespielt" in german
    assert "nicht angegeben" not in german


def test_number_neighbours_gives_its_play_time_and_age(tmp_path):
    text = _rules_text(tmp_path, "standard", "en")
    assert "minutes" in text and "ages 8 and up" in text and "not given by the rules" not in text


@pytest.mark.parametrize(
    "lang, minutes, age, expected",
    [
        ("en", None, None, "2 to 6 players"),
        ("en", (20, 30), None, "2 to 6 players · 20 to 30 minutes"),
        ("en", None, 8, "2 to 6 players · ages 8 and up"),
        ("en", (20, 20), 8, "2 to 6 players · 20 minutes · ages 8 and up"),
        ("de", (20, 30), None, "2 bis 6 Personen · 20 bis 30 Minuten"),
        ("de", None, 8, "2 bis 6 Personen · ab 8 Jahren"),
    ],
)
def test_the_facts_line_says_only_what_is_given(lang, minutes, age, expected):
    from printgen.kit.assembly import facts
    from printgen.style.messages import load_catalogue

    class Words:
        messages = load_catalogue(lang)

        def text(self, key, **values):
            return self.messages.text(key, **values)

    assert facts(Words(), (2, 6), minutes, age) == expected
