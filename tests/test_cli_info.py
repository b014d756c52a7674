"""`printgen list`, `show`, `new` and `schema` as a user runs them."""

import json
import os

import pytest
import yaml
from click.testing import CliRunner

from printgen.cli import cli
from printgen.kit.validation import validate_file
from printgen.neighbours.bundled import bundled_setup_paths


def run(*args):
    result = CliRunner().invoke(cli, list(args), standalone_mode=False)
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.return_value, result.output


def test_list_shows_every_bundled_setup():
    code, output = run("list")
    assert code == 0
    ids = [
        line.split()[0]
        for line in output.splitlines()
        if line and not line.startswith(" ") and not line.endswith(":")
    ]
    assert ids == [
        "echo",
        "one-way",
        "standard",
        "animal-ladder",
        "colour-catch",
        "neos",
        "default",
        "ink-saver",
        "large-print",
        "light",
    ]
    assert "game for 2-4 players: 90 x Letter cards, 1 x Lead pile (marker)" in output


def test_show_prints_rule_table_and_examples():
    code, output = run("show", "standard")
    assert code == 0
    assert (
        "Each pair of neighbours scores 1 if they differ by exactly one, plus 1 if they add "
        "up to seven." in output
    )
    assert "         3 . 1 . 2 . ." in output
    assert "a 4 at position 3 scores 1 (5-4 scores 1, 4-6 scores 0)" in output


def test_show_unknown_setup_is_a_usage_error():
    from printgen.core.errors import UsageError

    result = CliRunner().invoke(cli, ["show", "nonesuch"], standalone_mode=False)
    assert isinstance(result.exception, UsageError)
    assert "standard" in result.exception.hint


def test_new_writes_a_setup_that_validates_clean(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _ = run("new", "Salty Coast")
    assert code == 0
    report = validate_file("salty-coast.yaml")
    assert (
        report.diagnostics == []
        and report.model.id == "salty-coast"
        and report.model.name == "Salty Coast"
    )


def test_new_refuses_to_overwrite(tmp_path, monkeypatch):
    from printgen.core.errors import UsageError

    monkeypatch.chdir(tmp_path)
    (tmp_path / "mine.yaml").write_text("keep me")
    result = CliRunner().invoke(cli, ["new", "mine"], standalone_mode=False)
    assert isinstance(result.exception, UsageError)
    assert (tmp_path / "mine.yaml").read_text() == "keep me"


def test_schema_accepts_the_bundled_setups_and_rejects_a_typo():
    import jsonschema

    code, output = run("schema")
    schema = json.loads(output)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in bundled_setup_paths().values():
        with open(path, encoding="utf-8") as handle:
            assert list(validator.iter_errors(yaml.safe_load(handle))) == []
    assert list(
        validator.iter_errors(
            {
                "name": "x",
                "hand": [1],
                "row": [1, 2],
                "scoring": {"clauses": [{"points": 1, "iff": {}}]},
            }
        )
    )


@pytest.mark.parametrize(
    "name",
    [
        "True",
        "null",
        "1e5",
        "0x1F",
        "yes",
        "No",
        "123",
        "a: b",
        "#x",
        'x"y\\z',
        "{id}",
        "日本語",
        "-",
    ],
)
def test_new_writes_a_setup_that_validates_clean_whatever_its_name(tmp_path, monkeypatch, name):
    """An id that is a YAML word or number is written quoted; the name is written as JSON text."""
    monkeypatch.chdir(tmp_path)
    code, _ = run("new", name, "-o", "mine.yaml")
    assert code == 0
    report = validate_file("mine.yaml")
    assert report.diagnostics == [] and report.model.name == name


@pytest.mark.parametrize(
    "name, reason",
    [("Coast\x1b[31m", "printable"), ("x" * 49, "printable"), ("W" * 48, "does not fit its place")],
)
def test_new_refuses_a_name_that_would_not_validate(tmp_path, monkeypatch, name, reason):
    from printgen.core.errors import UsageError

    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["new", name], standalone_mode=False)
    assert (
        isinstance(result.exception, UsageError)
        and reason in result.exception.message + result.exception.hint
    )
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("starter", ["card-list", "two-decks"])
def test_new_game_starters_validate_clean_with_strict_and_build(tmp_path, monkeypatch, starter):
    from printgen.core.project import DOCS_URL

    monkeypatch.chdir(tmp_path)
    code, output = run("new", "Harbour Run", "--starter", starter)
    assert code == 0 and "change what its comments mark CHANGE" in output
    report = validate_file("harbour-run.yaml")
    assert report.ok and report.diagnostics == []  # nothing for --strict to fail on
    text = (tmp_path / "harbour-run.yaml").read_text(encoding="utf-8")
    assert text.splitlines()[0] == "# yaml-language-server: $schema=printgen-game.schema.json"
    assert f"# The full format: {DOCS_URL}/game-format.md" in text
    assert text.count("CHANGE") >= 8 and "%" not in text.replace("100%", "")
    assert yaml.safe_load(text)["name"] == "Harbour Run"
    code, _ = run("build", "harbour-run.yaml", "-o", "kit.pdf")
    assert code == 0 and (tmp_path / "kit.pdf").exists()


def test_new_points_at_docs_a_user_can_open(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    run("new", "Salty Coast")
    text = (tmp_path / "salty-coast.yaml").read_text(encoding="utf-8")
    assert (
        "# The full format: https://github.com/printgen/printgen/blob/main/docs/setup-format.md"
        in text
    )
