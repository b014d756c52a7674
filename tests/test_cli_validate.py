"""`printgen validate` as a user runs it: exact text output, JSON, exit codes."""

import json
import os

import pytest
from click.testing import CliRunner
from common import assert_matches_golden

from printgen.cli import cli

HERE = os.path.dirname(__file__)
INVALID = os.path.join(HERE, "fixtures", "invalid")
FIXTURES = sorted(n[:-5] for n in os.listdir(INVALID) if n.endswith(".yaml"))


def run(*args):
    result = CliRunner().invoke(cli, list(args), standalone_mode=False)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.return_value, result.output


@pytest.mark.parametrize("name", FIXTURES)
def test_diagnostics_match_golden(name, monkeypatch):
    monkeypatch.chdir(INVALID)
    code, output = run("validate", f"{name}.yaml")
    golden = os.path.join(INVALID, f"{name}.expected")
    actual = f"exit {code}\n{output}"
    assert_matches_golden(golden, actual)


def test_bundled_setups_validate_clean():
    from printgen.neighbours.bundled import setups_dir

    code, output = run("validate", setups_dir())
    assert code == 0
    assert output.strip() == "3 files checked: 0 errors, 0 warnings"


def test_json_format(monkeypatch):
    monkeypatch.chdir(INVALID)
    code, output = run("validate", "--format", "json", "sum-thirteen.yaml")
    assert code == 1
    assert json.loads(output) == [
        {
            "file": "sum-thirteen.yaml",
            "line": 9,
            "column": 17,
            "severity": "error",
            "code": "clause-never-holds",
            "message": "clause 2 can never score: no pair of values in 1..6 meets it",
            "hint": "values run 1..6, so sums run 2..12",
        }
    ]


def test_warnings_pass_unless_strict(monkeypatch):
    monkeypatch.chdir(INVALID)
    assert run("validate", "constant.yaml")[0] == 0
    assert run("validate", "--strict", "constant.yaml")[0] == 1


def test_folder_reports_every_file():
    code, output = run("validate", INVALID)
    assert code == 1
    assert output.splitlines()[-1].startswith(f"{len(FIXTURES)} files checked:")


def test_usage_errors_exit_2():
    from printgen.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["validate"])
    assert stop.value.code == 2
    with pytest.raises(SystemExit) as stop:
        main(["validate", "--format", "xml", "x.yaml"])
    assert stop.value.code == 2


def test_missing_file_is_an_error_not_a_traceback(tmp_path):
    code, output = run("validate", str(tmp_path / "nope.yaml"))
    assert code == 1 and "(unreadable-file)" in output


def test_a_flood_of_problems_is_cut_short_in_text_but_not_in_json(tmp_path):
    lines = [
        "name: Demo",
        "hand: [1, 2, 3, 4, 5, 6]",
        "row: [1, 5, 2, 6, 3, 4]",
        "scoring:",
        "  clauses:",
        "    - {points: 1, if: {difference: 1}}",
    ]
    path = tmp_path / "many.yaml"
    path.write_text("\n".join(lines + [f"extra{i}: 1" for i in range(80)]) + "\n")
    code, output = run("validate", str(path))
    assert code == 1
    assert output.count("(unknown-key)") == 50
    assert f"{path}: 30 more problems not shown; `--format json` lists them all" in output
    assert len(json.loads(run("validate", "--format", "json", str(path))[1])) == 80


def test_the_summary_says_what_the_errors_hold_back(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = "kind: game\nname: X\nplayers: {min: 2, max: 3}\ndecks: 3\n"
    (tmp_path / "game.yaml").write_text(game)
    code, output = run("validate", "game.yaml")
    assert code == 1 and output.splitlines()[-1] == (
        "1 file checked: 1 error, 0 warnings; the deck, deal and score checks and the layout "
        "check wait until the errors are fixed"
    )
    monkeypatch.chdir(INVALID)
    code, output = run("validate", "--deep", "sum-thirteen.yaml")
    assert output.splitlines()[-1].endswith(
        "; the layout check and the balance analysis wait until the errors are fixed"
    )
    code, output = run("validate", "--deep", "standard")
    assert output.splitlines()[-1] == "1 file checked: 0 errors, 0 warnings (4 acknowledged)"
