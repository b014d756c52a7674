"""Adding a key to a format is one entry in its description: a new optional key of a face
element, a derived field and its case, a reference block, a score sheet's rows, a mark's shape, a
deal's row, a points table, a table, an attribute, a game file, a deck, a setup or a theme is read
by its description (type-checked, reported at its line with the generic code) and listed by
`printgen schema`; a face element's, a block's and a deal row's reach the model through a model
field of their name."""

from __future__ import annotations

import dataclasses

import yaml

from printgen.format import spec as base
from printgen.game import format as fmt
from printgen.game import schema
from printgen.kinds.lookup import KINDS, schema_of
from printgen.kit.validation import validate_document
from printgen.pieces.deal import DealRow
from printgen.pieces.model import Block, Element
from printgen.read.loader import load_bytes

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


def _errors(report) -> list[tuple[int, int, str]]:
    return [(d.line, d.column, d.code) for d in report.diagnostics if d.severity == "error"]


VERDICTS = (("2", []), ("[2]", ["wrong-type"]), ("9", ["out-of-bounds"]))


def _verdicts(path: str, written, line: int, column: int) -> str:
    """The file `written(value)` makes for each value of VERDICTS, validated: clean for the good
    value, the expected code at (line, column) for each bad one; returns the good value's file."""
    good = ""
    for value, expected in VERDICTS:
        given = written(value)
        report = validate_document(load_bytes(given.encode(), path), preflight=False)
        assert _errors(report) == [(line, column, code) for code in expected], value
        if not expected:
            good = given
    return good


def _last_line(text: str) -> int:
    return text.count("\n")


def test_a_new_setup_key_is_read_checked_and_listed(monkeypatch):
    from printgen.neighbours.format import SETUP_FORMAT

    _with_key(monkeypatch, SETUP_FORMAT, "flag", base.integer("A new count", 0, 3))
    with open("setups/standard.yaml", encoding="utf-8") as handle:
        text = handle.read()
    for value, expected in (("2", []), ("true", ["wrong-type"]), ("9", ["out-of-bounds"])):
        given = text + f"flag: {value}\n"
        report = validate_document(load_bytes(given.encode(), "standard.yaml"), preflight=False)
        line = _last_line(given)
        assert _errors(report) == [(line, 7, code) for code in expected], value
    listed = schema_of(KINDS["setup"])["properties"]["flag"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}


def test_a_new_theme_key_is_read_checked_and_listed(monkeypatch, tmp_path):
    from printgen.kit.validation import validate_paths
    from printgen.style.format import THEME_FORMAT

    _with_key(monkeypatch, THEME_FORMAT, "flag", base.integer("A new count", 0, 3))
    folder = tmp_path / "mine"
    folder.mkdir()
    for value, expected in (("2", []), ("true", ["wrong-type"]), ("9", ["out-of-bounds"])):
        given = f"name: mine\nextends: default\nflag: {value}\n"
        (folder / "theme.yaml").write_text(given, encoding="utf-8")
        (report,) = validate_paths([str(folder / "theme.yaml")])
        assert _errors(report) == [(3, 7, code) for code in expected], value
    assert schema_of(KINDS["theme"])["properties"]["flag"]["maximum"] == 3


def test_a_new_game_key_is_read_checked_at_the_top_and_in_a_deck(monkeypatch):
    _with_key(monkeypatch, fmt.GAME_FORMAT, "flag", base.integer("A new count", 0, 3))
    _with_key(monkeypatch, fmt.DECK, "shade", base.integer("A new count", 0, 3))
    with open(GAME, encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    deck = next(iter(data["decks"]))
    for value, expected in ((2, []), ("high", ["wrong-type"]), (9, ["out-of-bounds"])):
        data["flag"], data["decks"][deck]["shade"] = value, value
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=1000)
        report = validate_document(load_bytes(text.encode(), GAME), preflight=False)
        lines = text.splitlines()
        at = [
            next(n for n, line in enumerate(lines, 1) if line.startswith("flag:")),
            next(n for n, line in enumerate(lines, 1) if line.strip().startswith("shade:")),
        ]
        assert sorted((line, code) for line, _, code in _errors(report)) == sorted(
            (line, code) for line in at for code in expected
        ), value


def test_a_new_derived_field_key_is_read_and_checked_at_its_line(monkeypatch):
    _with_key(monkeypatch, fmt.DERIVED, "shade", base.integer("A new count", 0, 3))
    path = "games/animal-ladder.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    plain = "next: {from: number, add: 1, wrap: true}"
    assert plain in text
    line = text[: text.index(plain)].count("\n") + 1
    column = text.splitlines()[line - 1].index(plain) + len(plain)  # the value, 1-based

    def written(value: str) -> str:
        return text.replace(plain, plain[:-1] + f", shade: {value}}}")

    _verdicts(path, written, line, column + 9)


def test_a_new_block_key_is_read_and_checked_at_its_line(monkeypatch):
    _with_key(monkeypatch, fmt.BLOCK, "shade", base.integer("A new count", 0, 3))
    shaded = dataclasses.make_dataclass("Block", [("shade", int, 0)], bases=(Block,), frozen=True)
    monkeypatch.setattr(schema, "Block", shaded)
    path = "games/neos.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    plain = "      - legend: colour\n"
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 2

    def written(value: str) -> str:
        return text.replace(plain, plain + f"        shade: {value}\n")

    given = _verdicts(path, written, line, 16)
    game, _ = schema.read_game(load_bytes(given.encode(), path))
    shades = [b.shade for r in game.references for b in r.blocks]
    assert sorted(shades) == [0] * (len(shades) - 1) + [2]


def test_a_new_sheet_rows_key_is_read_and_checked_at_its_line(monkeypatch):
    rows = fmt.SHEET.key("rows")
    _with_key(monkeypatch, rows, "shade", base.integer("A new count", 0, 3))
    with open(GAME, encoding="utf-8") as handle:
        text = handle.read()
    plain = "rows: {per: round, count: 20}"
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 1
    column = text.splitlines()[line - 1].index(plain) + len(plain) + 9

    def written(value: str) -> str:
        return text.replace(plain, plain[:-1] + f", shade: {value}}}")

    _verdicts(GAME, written, line, column)


def test_a_new_deal_row_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.DEAL_ROW, "shade", base.integer("A new count", 0, 3))
    shaded = dataclasses.make_dataclass(
        "DealRow", [("shade", int, 0)], bases=(DealRow,), frozen=True
    )
    monkeypatch.setattr(schema, "DealRow", shaded)
    with open(GAME, encoding="utf-8") as handle:
        text = handle.read()
    plain = "4: {hand: 6, kept: 50}"
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 1
    column = text.splitlines()[line - 1].index(plain) + len(plain) + 9

    def written(value: str) -> str:
        return text.replace(plain, plain[:-1] + f", shade: {value}}}")

    given = _verdicts(GAME, written, line, column)
    game, _ = schema.read_game(load_bytes(given.encode(), GAME))
    shades = {row.players: row.shade for row in game.deal.rows}
    assert shades == {2: 0, 3: 0, 4: 2, 5: 0, 6: 0}
    players = schema_of(KINDS["game"])["properties"]["deal"]["properties"]["players"]
    listed = players["additionalProperties"]["properties"]["shade"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}


def test_a_new_points_table_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.BLOCK.key("points"), "shade", base.integer("A new count", 0, 3))
    with open(GAME, encoding="utf-8") as handle:
        text = handle.read()
    legend = "      - legend: colour\n"
    assert text.count(legend) == 1
    plain = (
        "{attribute: colour, columns: [Colour, Points], "
        "values: {red: 1, yellow: 2, green: 3, blue: 4, violet: 5}}"
    )
    line = text[: text.index(legend)].count("\n") + 2
    column = len("      - points: ") + len(plain) + 9  # the value, 1-based

    def written(value: str) -> str:
        block = f"      - points: {plain[:-1]}, shade: {value}}}\n"
        return text.replace(legend, legend + block)

    _verdicts(GAME, written, line, column)
    block = schema_of(KINDS["game"])["properties"]["references"]["additionalProperties"]
    points = block["properties"]["blocks"]["items"]["properties"]["points"]
    listed = points["properties"]["shade"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}


def test_a_new_attribute_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.ATTRIBUTE, "shade", base.integer("A new count", 0, 3))
    with open(GAME, encoding="utf-8") as handle:
        text = handle.read()
    plain = "number: {min: 0, max: 9, "
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 1
    column = text.splitlines()[line - 1].index(plain) + len("number: {shade: ") + 1

    def written(value: str) -> str:
        return text.replace(plain, f"number: {{shade: {value}, min: 0, max: 9, ")

    _verdicts(GAME, written, line, column)
    deck = schema_of(KINDS["game"])["properties"]["decks"]["additionalProperties"]
    listed = deck["properties"]["attributes"]["additionalProperties"]["properties"]["shade"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}


def test_a_new_table_key_is_read_checked_and_listed(monkeypatch):
    table = next(v for v in fmt.BLOCK.key("table").variants if "rows" in v.key_names())
    _with_key(monkeypatch, table, "shade", base.integer("A new count", 0, 3))
    with open(GAME, encoding="utf-8") as handle:
        text = handle.read()
    legend = "      - legend: colour\n"
    assert text.count(legend) == 1
    plain = "{columns: [Colour, Points], rows: [[red, 1], [blue, 2]]}"
    line = text[: text.index(legend)].count("\n") + 2
    column = len("      - table: ") + len(plain) + 9  # the value, 1-based

    def written(value: str) -> str:
        block = f"      - table: {plain[:-1]}, shade: {value}}}\n"
        return text.replace(legend, legend + block)

    _verdicts(GAME, written, line, column)
    block = schema_of(KINDS["game"])["properties"]["references"]["additionalProperties"]
    tables = block["properties"]["blocks"]["items"]["properties"]["table"]["oneOf"]
    listed = [t["properties"]["shade"] for t in tables if "rows" in t.get("properties", {})]
    assert listed == [{"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}]


def test_a_new_shape_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.SHAPE, "shade", base.integer("A new count", 0, 3))
    path = "games/animal-ladder.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    plain = "- {circle: [26, 72, 17]}\n"
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 1
    column = text.splitlines()[line - 1].index("- {") + len("- {circle: [26, 72, 17], shade: ") + 1

    def written(value: str) -> str:
        return text.replace(plain, plain[:-2] + f", shade: {value}}}\n")

    _verdicts(path, written, line, column)
    deck = schema_of(KINDS["game"])["properties"]["decks"]["additionalProperties"]
    attribute = deck["properties"]["attributes"]["additionalProperties"]
    details = attribute["properties"]["values"]["additionalProperties"]["oneOf"][1]
    listed = details["properties"]["mark"]["items"]["properties"]["shade"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}


def test_a_new_case_key_is_read_checked_and_listed(monkeypatch):
    _with_key(monkeypatch, fmt.CASE, "shade", base.integer("A new count", 0, 3))
    path = "games/animal-ladder.yaml"
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    plain = "next: {from: number, add: 1, wrap: true}"
    assert text.count(plain) == 1
    line = text[: text.index(plain)].count("\n") + 1
    case = "next: {from: number, cases: [{when: number > 2, value: 1, shade: "
    column = text.splitlines()[line - 1].index(plain) + len(case) + 1  # the value, 1-based

    def written(value: str) -> str:
        return text.replace(plain, case + value + "}], else: 0}")

    given = _verdicts(path, written, line, column)
    game, _ = schema.read_game(load_bytes(given.encode(), path))
    (derived,) = [d for d in game.decks[0].derived if d.name == "next"]
    assert [value for _, value in derived.cases] == [1] and derived.otherwise == 0
    deck = schema_of(KINDS["game"])["properties"]["decks"]["additionalProperties"]
    derived = deck["properties"]["derived"]["additionalProperties"]
    listed = derived["properties"]["cases"]["items"]["properties"]["shade"]
    assert listed == {"description": "A new count", "type": "integer", "minimum": 0, "maximum": 3}
