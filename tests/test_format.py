"""Each file format is described once, as data: that description gives the readers their keys and
limits, `printgen schema --kind KIND` and docs/format-reference.md, and all three agree."""

from __future__ import annotations

import json
import os

import jsonschema
import pytest
import yaml
from build_helpers import run

from printgen.format.spec import Spec
from printgen.kinds.docs import render_reference
from printgen.kinds.lookup import GAME, KINDS, SETUP, THEME, bundled_ids, format_of, schema_of
from printgen.kit.validation import validate_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _validator(kind):
    schema = schema_of(kind)
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def _properties(schema: dict, path: str = ""):
    """Every described place of a JSON Schema, with its path."""
    yield path, schema
    for name, child in schema.get("properties", {}).items():
        yield from _properties(child, f"{path}.{name}")
    for word in ("items", "additionalProperties"):
        if isinstance(schema.get(word), dict):
            yield from _properties(schema[word], f"{path}[{word}]")
    for index, child in enumerate(schema.get("oneOf", [])):
        yield from _properties(child, f"{path}|{index}")


@pytest.mark.parametrize("name", sorted(KINDS))
def test_schema_has_a_stable_id_and_a_description_on_every_key(name):
    schema = schema_of(KINDS[name])
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == f"https://printgen.github.io/schemas/{name}.schema.json"
    undescribed = [
        path
        for path, part in _properties(schema)
        if not part.get("description")
        and "|" not in path.rsplit(".", 1)[-1]
        and not path.endswith("[items]")
    ]
    assert undescribed == []


@pytest.mark.parametrize(
    "kind, name",
    [(kind, name) for kind in KINDS.values() for name in bundled_ids(kind)],
    ids=lambda v: getattr(v, "name", v),
)
def test_every_bundled_file_passes_its_schema(kind, name):
    with open(bundled_ids(kind)[name], encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    assert [error.message for error in _validator(kind).iter_errors(data)] == []


@pytest.mark.parametrize("kind", ["setup", "game", "theme"])
def test_schema_command_prints_the_kinds_schema(kind, capsys):
    code, out, _ = run(["schema", "--kind", kind], capsys)
    assert code == 0 and json.loads(out) == schema_of(KINDS[kind])


def test_format_reference_is_in_step():
    with open(os.path.join(ROOT, "docs", "format-reference.md"), encoding="utf-8") as handle:
        assert handle.read() == render_reference(), (
            "regenerate with: python -m printgen.kinds.docs > docs/format-reference.md"
        )


def test_the_descriptions_name_what_the_models_know():
    from printgen.neighbours.format import CONDITION
    from printgen.neighbours.model import CONDITION_KEYS
    from printgen.pieces.model import SHAPE_KINDS
    from printgen.style.reading import bundled_theme_dir

    assert CONDITION.key_names() == CONDITION_KEYS
    assert format_of(GAME).at("decks", "*", "attributes", "*", "values", "*").variants[1].at(
        "mark", "*"
    ).key_names() == SHAPE_KINDS + ("paint",)
    with open(os.path.join(bundled_theme_dir("default"), "theme.yaml"), encoding="utf-8") as handle:
        default = yaml.safe_load(handle)
    theme = format_of(THEME)
    for section in ("fonts", "colors", "text", "card", "sheet"):
        assert theme.key(section).key_names() == tuple(default[section]), section


def test_an_unknown_key_is_one_the_description_lacks():
    text = (
        open(os.path.join(ROOT, "games", "neos.yaml"), encoding="utf-8")
        .read()
        .replace("score_sheets:", "scoresheets:")
    )
    [problem] = [d for d in validate_text(text, "neos.yaml").diagnostics if d.code == "unknown-key"]
    assert problem.hint == "did you mean `score_sheets`?"


def test_a_theme_reports_unknown_keys_as_every_kind_does(tmp_path):
    from printgen.style.reading import InvalidTemplate, load_theme

    (tmp_path / "theme.yaml").write_text('extends: light\ncolors:\n  inkk: "#202020"\n')
    with pytest.raises(InvalidTemplate) as failure:
        load_theme(str(tmp_path))
    [problem] = failure.value.reports[0].diagnostics
    assert (problem.line, problem.column, problem.code) == (3, 3, "unknown-key")
    assert problem.message == "unknown key 'inkk' in colors"
    assert problem.hint == "did you mean `ink`?"


STANDARD = open(os.path.join(ROOT, "setups", "standard.yaml"), encoding="utf-8").read()
NEOS = open(os.path.join(ROOT, "games", "neos.yaml"), encoding="utf-8").read()


@pytest.mark.parametrize(
    "kind, text",
    [
        (SETUP, STANDARD.replace("name: Standard", "name: ''")),
        (SETUP, STANDARD.replace("name: Standard", "name: " + "Long " * 10)),
        (SETUP, STANDARD.replace("name: Standard", "name: " + "Long " * 9)),
        (SETUP, STANDARD.replace("points: 1", "points: 0", 1)),
        (SETUP, STANDARD.replace("points: 1", "points: 1000001", 1)),
        (
            SETUP,
            STANDARD.replace("hand: [1, 2, 3, 4, 5, 6]", "hand: [" + ", ".join(["1"] * 21) + "]"),
        ),
        (SETUP, STANDARD.replace("row: [1, 5, 2, 6, 3, 4]", "row: [1]")),
        (SETUP, STANDARD.replace("id: standard", "id: Not An Id")),
        (SETUP, STANDARD.replace("reading: either", "reading: both")),
        (SETUP, STANDARD + "extra: 1\n"),
        (GAME, NEOS.replace("players: {min: 2, max: 4}", "players: {min: 2, max: 13}")),
        (GAME, NEOS.replace("players: {min: 2, max: 4}", "players: {min: 0, max: 4}")),
        (GAME, NEOS + "colour: 1\n"),
    ],
    ids=lambda v: getattr(v, "name", None),
)
def test_schema_and_validator_agree_on_bounds(kind, text):
    schema_ok = not list(_validator(kind).iter_errors(yaml.safe_load(text)))
    report = validate_text(text, "probe.yaml", languages=("en",))
    structural = [
        d
        for d in report.diagnostics
        if d.severity == "error"
        and d.code not in ("example-mismatch", "example-card-not-in-hand", "example-position")
    ]
    assert schema_ok == (not structural), [d.headline() for d in structural]


def test_new_writes_a_setup_that_names_its_schema(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(["new", "Salty Coast", "--schema"], capsys)
    assert code == 0
    text = (tmp_path / "salty-coast.yaml").read_text()
    assert text.splitlines()[0] == "# yaml-language-server: $schema=printgen-setup.schema.json"
    schema = json.loads((tmp_path / "printgen-setup.schema.json").read_text())
    assert schema == schema_of(SETUP)
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(yaml.safe_load(text))) == []
    assert run(["validate", "salty-coast.yaml"], capsys)[0] == 0


def test_spec_paths_step_into_maps_and_lists():
    spec = format_of(GAME)
    assert isinstance(spec.at("decks", "letters", "face", "elements", 0, "at"), Spec)
    assert spec.at("score_sheets", "x", "rows", "count").bounds() == (1, 30)


@pytest.mark.parametrize(
    "value, written",
    [
        ("my-game", "my-game"),
        ("{name}", '"{name}"'),
        ("yes", '"yes"'),  # YAML 1.1 tools read it as true
        ("Card", "Card"),
        ("Card ", '"Card "'),  # a plain space at the end would be lost
        ("", '""'),
        ("1st", '"1st"'),
        ({"Card": "{name}", "Count": "{count}"}, '{Card: "{name}", Count: "{count}"}'),
        ([15, 30, True], "[15, 30, true]"),
    ],
)
def test_an_example_is_written_as_a_file_writes_it(value, written):
    from printgen.format.spec import example_text

    assert example_text(value) == written
    assert yaml.safe_load(f"key: {written}")["key"] == value


def _game_with(old: str, new: str) -> str:
    with open(os.path.join(ROOT, "games", "animal-ladder.yaml"), encoding="utf-8") as handle:
        text = handle.read()
    assert old in text
    return text.replace(old, new, 1)


def test_a_keys_example_reaches_the_schema_the_docs_and_the_hints():
    schema = schema_of(GAME)
    assert schema["properties"]["id"]["examples"] == ["my-game"]
    reference = render_reference()
    assert "A short lowercase name; the file name by default (for example `my-game`)" in reference
    # a required key the file lacks is told with its example, as the file would write it
    report = validate_text(_game_with("      id: out-first\n", ""), "animal-ladder.yaml")
    missing = [d for d in report.diagnostics if d.code == "missing-key"]
    assert [d.hint for d in missing] == [
        "add `id: first-out`; an event in a round that scores needs id, when"
    ]
    # a bad name is told with the example of a good one
    report = validate_text(_game_with("id: animal-ladder", "id: Animal Ladder"), "x.yaml")
    assert [(d.code, d.message, d.hint) for d in report.diagnostics] == [
        (
            "bad-id",
            "the id 'Animal Ladder' is not a short lowercase name",
            "use lowercase letters, digits, hyphens and underscores, such as `my-game`",
        )
    ]
