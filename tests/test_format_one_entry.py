"""Adding a key to a format is one entry in its description: a face element's new optional key is
read by its description (type-checked, reported at its line with the generic code), reaches the
model through a model field of its name, and is listed by `printgen schema`."""

from __future__ import annotations

import dataclasses

import yaml

from printgen import format as base
from printgen.game import format as fmt
from printgen.game import schema
from printgen.kinds import KINDS, schema_of
from printgen.loader import load_bytes
from printgen.pieces.model import Element
from printgen.validation import validate_document

GAME = "games/colour-catch.yaml"


def _with_key(monkeypatch, spec, name, value_spec):
    """The description `spec` holding one more optional key, for this test only."""
    monkeypatch.setitem(spec.__dict__, "keys", spec.keys + (base.key(name, value_spec),))


def _element_file(value) -> tuple[str, tuple[int, int]]:
    """The bundled game with `flag: VALUE` on its first deck's first face element, and the
    line:col of that value."""
    with open(GAME, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    deck = next(iter(data["decks"].values()))
    deck["face"]["elements"][0]["flag"] = value
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000)
    document = load_bytes(text.encode("utf-8"), GAME)
    node = document.root
    for step in ("decks", next(iter(data["decks"])), "face", "elements", 0, "flag"):
        fields = None if isinstance(step, int) else {k.value: v for k, v in node.items}
        node = node.items[step] if fields is None else fields[step]
    return text, (node.pos.line, node.pos.column)


def test_a_new_element_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.ELEMENT, "flag", base.boolean("A new switch"))
    flagged = dataclasses.make_dataclass(
        "Element", [("flag", bool, False)], bases=(Element,), frozen=True
    )
    monkeypatch.setattr(schema, "Element", flagged)

    text, _ = _element_file(True)
    game, problems = schema.read_game(load_bytes(text.encode("utf-8"), GAME))
    assert [d for d in problems if d.severity == "error"] == []
    assert game.decks[0].face.elements[0].flag is True
    assert game.decks[0].face.elements[1].flag is False

    text, (line, column) = _element_file(7)
    report = validate_document(load_bytes(text.encode("utf-8"), GAME), preflight=False)
    errors = [(d.line, d.column, d.code) for d in report.diagnostics if d.severity == "error"]
    assert errors == [(line, column, "wrong-type")]

    element = schema_of(KINDS["game"])["properties"]["decks"]["additionalProperties"]
    listed = element["properties"]["face"]["properties"]["elements"]["items"]["properties"]
    assert listed["flag"] == {"description": "A new switch", "type": "boolean"}


def test_a_new_bounded_element_key_is_reported_out_of_bounds(monkeypatch):
    _with_key(monkeypatch, fmt.ELEMENT, "flag", base.integer("A new count", 0, 3))
    text, (line, column) = _element_file(4)
    report = validate_document(load_bytes(text.encode("utf-8"), GAME), preflight=False)
    errors = [(d.line, d.column, d.code) for d in report.diagnostics if d.severity == "error"]
    assert errors == [(line, column, "out-of-bounds")]


def test_the_description_is_restored():
    assert "flag" not in fmt.ELEMENT.key_names()
