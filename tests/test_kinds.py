"""One registry of file kinds: every command asks it, and a kind that cannot do something says
so."""

from __future__ import annotations

import re

import pytest
from build_helpers import kit_pages, run

from printgen.kinds.lookup import GAME, KINDS, SETUP, THEME, bundled_ids, materials_help, resolve
from printgen.layout.plan import Circle, Line, Polygon, Rect, Segments, Text

GAME_IDS = ["animal-ladder", "colour-catch", "neos"]


def test_every_bundled_file_resolves_to_its_kind():
    assert [resolve(name).kind for name in ("standard", "echo", "one-way")] == [SETUP] * 3
    assert [resolve(name).kind for name in GAME_IDS] == [GAME] * 3
    assert [resolve(name).kind for name in ("default", "large-print", "ink-saver")] == [THEME] * 3
    assert resolve("templates/large-print").kind is THEME


def test_the_materials_of_each_kind_are_what_its_kit_builds():
    from printgen.game.kit import BUILDERS as GAME_BUILDERS
    from printgen.neighbours.kit.materials import BUILDERS as SETUP_BUILDERS

    assert tuple(SETUP_BUILDERS) == SETUP.materials
    assert tuple(GAME_BUILDERS) == GAME.materials


def test_build_help_lists_every_material_per_kind(capsys):
    code, out, _ = run(["build", "--help"], capsys)
    assert code == 0
    flat = re.sub(r"-\s+", "-", " ".join(out.split()))  # help text wraps after hyphens
    for kind in (SETUP, GAME):
        assert f"{kind.title}: {', '.join(kind.materials)}" in flat
    assert (
        materials_help()
        == "Number Neighbours setup: rules, setup-card, hand-cards, row-cards, score-sheet, "
        "trackers, row-slips; game: rules, cards, tokens, references, score-sheets"
    )


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize(
    "args, flag",
    [
        (["--shuffle-row", "--seed", "4"], "--shuffle-row"),
        (["--reverse-seats"], "--reverse-seats"),
        (["--format", "phone"], "--format"),
        (["--seed", "4"], "--seed"),
    ],
)
def test_setup_options_on_a_game_are_usage_errors(game, args, flag, tmp_path, capsys):
    code, out, err = run(["build", game, *args, "-o", str(tmp_path / "kit.pdf")], capsys)
    assert code == 2
    assert err.splitlines() == [
        f"printgen: error: {flag} is not an option of a game",
        f"  hint: {flag} belongs to Number Neighbours setups; leave it out",
    ]
    assert not (tmp_path / "kit.pdf").exists()


@pytest.mark.parametrize(
    "args, message",
    [
        (["analyze", "large-print", "-p", "2"], "a theme cannot be analyzed"),
        (["analyze", "large-print"], "a theme cannot be analyzed"),
        (["build", "large-print"], "a theme cannot be built"),
        (["build", "standard", "neos"], "a kit is built on its own"),
        (["build", "neos", "colour-catch"], "a game is built on its own"),
    ],
)
def test_a_kind_that_cannot_do_something_says_who_can(args, message, capsys):
    code, _, err = run(args, capsys)
    assert code == 2 and err.startswith(f"printgen: error: {message}")
    if "cannot be" in message:
        ability = args[0]
        can = [kind.title + "s" for kind in KINDS.values() if kind.can(ability)]
        assert f"hint: {ability} takes {' and '.join(can) if len(can) == 2 else can[0]}" in err


def test_show_and_validate_a_theme(capsys):
    code, out, _ = run(["show", "large-print"], capsys)
    assert code == 0 and out.startswith("theme large-print\n") and "body_pt: 13" in out
    code, out, _ = run(
        ["validate", "templates/large-print/theme.yaml", "templates/default"], capsys
    )
    assert code == 0 and out.strip().endswith("2 files checked: 0 errors, 0 warnings")


def test_validate_reports_a_bad_theme_at_its_line(tmp_path, capsys):
    (tmp_path / "theme.yaml").write_text("extends: default\ncolors:\n  ink: red\n")
    code, out, _ = run(["validate", str(tmp_path / "theme.yaml")], capsys)
    assert code == 1
    assert f"{tmp_path / 'theme.yaml'}:3:8: error:" in out and "(bad-color)" in out


def test_list_names_every_bundled_file_of_every_kind(capsys):
    code, out, _ = run(["list"], capsys)
    ids = [
        line.split()[0]
        for line in out.splitlines()
        if line and not line.startswith(" ") and not line.endswith(":")
    ]
    assert code == 0 and ids == [name for kind in KINDS.values() for name in bundled_ids(kind)]


def _colours(pages) -> set[str]:
    found = set()
    for page in pages:
        for item in page.items:
            for name in ("fill", "stroke", "color"):
                value = getattr(item, name, None)
                if isinstance(value, str):
                    found.add(value)
    return found


def _is_grey(colour: str) -> bool:
    return bool(re.fullmatch(r"#([0-9a-f]{2})\1\1", colour))


@pytest.mark.parametrize("name", ["standard", *GAME_IDS])
def test_grayscale_greys_every_colour_of_every_kit(name):
    coloured = _colours(kit_pages(name))
    grey = _colours(kit_pages(name, grayscale=True))
    assert grey and all(_is_grey(colour) for colour in grey), sorted(
        c for c in grey if not _is_grey(c)
    )
    if name != "standard":
        assert not all(_is_grey(colour) for colour in coloured)


def test_the_grey_of_a_grey_is_the_same_grey():
    from printgen.layout.ink import gray

    assert [
        gray(c) for c in ("#000000", "#ffffff", "#7f7f7f", "#ff0000", "#00ff00", "#0000ff")
    ] == ["#000000", "#ffffff", "#7f7f7f", "#4c4c4c", "#969696", "#1d1d1d"]
    assert all(
        gray(gray(f"#{v:02x}{w:02x}{v:02x}")) == gray(f"#{v:02x}{w:02x}{v:02x}")
        for v in range(0, 256, 17)
        for w in range(0, 256, 51)
    )


def test_every_item_kind_with_a_colour_is_greyed():
    from printgen.layout.ink import grayscale_pages
    from printgen.layout.plan import Box, Page

    page = Page(
        100,
        100,
        "p",
        (
            Rect(Box(0, 0, 1, 1), fill="#ff0000", stroke="#00ff00"),
            Line(0, 0, 1, 1, "#0000ff"),
            Segments(((0, 0, 1, 1),), "#ff0000"),
            Text(0, 0, "a", "regular", 9, "#ff0000"),
            Circle(0, 0, 1, fill="#ff0000"),
            Polygon(((0, 0), (1, 1), (1, 0)), stroke="#0000ff"),
        ),
    )
    assert _colours(grayscale_pages([page])) == {"#4c4c4c", "#969696", "#1d1d1d"}


def test_each_kind_is_declared_in_its_own_package_and_listed_by_the_registry():
    """The registry lists the declarations; each lives beside its kind's implementation."""
    from printgen.kinds import table as kind_table

    declared = {where.partition(":")[0] for where in kind_table.DECLARATIONS}
    assert declared == {
        "printgen.neighbours.file_kind",
        "printgen.game.file_kind",
        "printgen.theme.file_kind",
    }
    for kind in kind_table.KINDS.values():
        module = next(
            m
            for m in declared
            if getattr(__import__(m, fromlist=["_"]), kind.name.upper(), None) is kind
        )
        assert module.rpartition(".")[0] == kind.implementation.rpartition(".")[0], kind.name
        assert kind.the and kind.plural, kind.name


def test_a_document_is_claimed_by_its_kind_and_one_kind_takes_the_rest():
    from printgen.kinds.table import KINDS, kind_of_document
    from printgen.read.loader import load_bytes

    readers = [kind for kind in KINDS.values() if not kind.file_name]
    assert len([kind for kind in readers if not kind.claims]) == 1
    assert kind_of_document(load_bytes(b"kind: game\nname: G\n", "g.yaml")) is GAME
    assert kind_of_document(load_bytes(b"decks: {}\n", "g.yaml")) is GAME
    assert kind_of_document(load_bytes(b"name: S\n", "s.yaml")) is SETUP
    # told by its lines when it cannot be read
    assert kind_of_document(load_bytes(b"kind: game\nname: [unclosed\n", "g.yaml")) is GAME


NAMES = {"setup", "game", "theme"}
KIND_PACKAGES = (
    "printgen.neighbours",
    "printgen.game",
    "printgen.theme",
    "printgen.kinds.table",
    "printgen.kinds.kind",
    "printgen.checks.table",
    "printgen.checks.registry",
)


def test_no_code_outside_a_kind_compares_kind_names():
    """`x.kind == "game"`, `kind.name != "theme"`, a list of kinds' names or `report.setup` outside
    a
    kind's own package: such code asks the registry (an ability, a declared word) instead."""
    import ast

    from test_architecture import modules

    found = []
    for module, path in modules().items():
        if module.startswith(KIND_PACKAGES):
            continue
        for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                named = any(
                    isinstance(s, ast.Attribute) and s.attr in ("kind", "name") for s in sides
                )
                if named and any(isinstance(s, ast.Constant) and s.value in NAMES for s in sides):
                    found.append(f"{module}:{node.lineno}")
            if (
                isinstance(node, ast.Dict)
                and len({k.value for k in node.keys if isinstance(k, ast.Constant)} & NAMES) > 1
            ):
                found.append(f"{module}:{node.lineno}")
            if (
                isinstance(node, (ast.Tuple, ast.List))
                and len(
                    {
                        e.value
                        for e in node.elts
                        if isinstance(e, ast.Constant) and isinstance(e.value, str)
                    }
                    & NAMES
                )
                > 1
            ):
                found.append(f"{module}:{node.lineno}")  # a list of kinds
            if (
                isinstance(node, ast.Attribute)
                and node.attr in ("setup", "game")
                and isinstance(node.value, ast.Name)
                and node.value.id in ("report", "r")
            ):
                found.append(f"{module}:{node.lineno}")
    assert found == []


def test_schema_kinds_and_completion_come_from_the_registry(capsys):
    from printgen.cli.complete import bundled_ids
    from printgen.kinds.lookup import bundled_ids as ids
    from printgen.kinds.lookup import kinds_that

    code, out, _ = run(["schema", "--help"], capsys)
    assert code == 0 and "[setup|game|theme]" in " ".join(out.split())
    assert bundled_ids("build") == [name for kind in kinds_that("build") for name in ids(kind)]
    assert set(bundled_ids("show")) == set(bundled_ids("build")) | set(ids(THEME))
    assert bundled_ids("analyze") == [name for kind in kinds_that("analyze") for name in ids(kind)]
    assert set(ids(SETUP)) <= set(bundled_ids("analyze")) and not set(ids(THEME)) & set(
        bundled_ids("analyze")
    )


def test_two_kits_with_one_id_are_worded_for_their_kind(tmp_path, capsys):
    """The check across files reads every kind that prints a kit, and its hint names the kind."""
    (tmp_path / "neos.yaml").write_text(open("games/neos.yaml", encoding="utf-8").read())
    (tmp_path / "standard.yaml").write_text(open("setups/standard.yaml", encoding="utf-8").read())
    code, out, _ = run(
        [
            "validate",
            "neos",
            "standard",
            str(tmp_path / "neos.yaml"),
            str(tmp_path / "standard.yaml"),
        ],
        capsys,
    )
    assert code == 1
    assert "(duplicate-id)\n" in out
    assert (
        "hint: give each game file its own `id:`" in out
        and "hint: give each setup its own `id:`" in out
    )


def test_every_kind_that_can_be_analyzed_has_an_engine_or_its_own_analysis():
    """A kind that can be analyzed names its engine, which the table holds: the game its files are
    variants of, or `declared` for game files; each engine prepares a request."""
    from printgen.engines import ENGINES

    assert list(ENGINES) == ["number-neighbours", "declared"]
    assert SETUP.game == "number-neighbours"
    for kind in KINDS.values():
        if kind.can("analyze"):
            assert kind.game in ENGINES, kind.name
    for engine in ENGINES.values():
        assert callable(engine.module().prepare), engine.game


def test_the_analyze_command_reaches_number_neighbours_only_through_the_table_of_engines():
    from test_architecture import import_graph

    reached = {
        name
        for name in import_graph()["printgen.cli.analyze"]
        if name.startswith("printgen.neighbours.")
    }
    # the report's pages, which a game's deck arithmetic prints on too
    assert reached <= {"printgen.neighbours.analysis", "printgen.neighbours.analysis.report"}


def unmet(module, protocol: type) -> list[str]:
    """What `module` lacks of `protocol`: a function it does not have, or one that cannot be called
    as the protocol calls it (every parameter given by position)."""
    import inspect

    problems = []
    for name, wanted in vars(protocol).items():
        if name.startswith("_") or not inspect.isfunction(wanted):
            continue
        given = list(inspect.signature(wanted).parameters)[1:]
        have = getattr(module, name, None)
        if not callable(have):
            problems.append(f"{module.__name__} has no {name} ({protocol.__name__})")
            continue
        try:
            inspect.signature(have).bind(*given)
        except TypeError:
            problems.append(
                f"{module.__name__}.{name}{inspect.signature(have)} cannot be called as "
                f"{name}({', '.join(given)}) ({protocol.__name__})"
            )
    return problems


def test_every_ability_a_kind_declares_has_a_protocol():
    from printgen.kinds.kind import ABILITIES, FileKind

    declared = {a for kind in KINDS.values() for a in kind.abilities}
    assert declared | set(FileKind.__dataclass_fields__["abilities"].default) <= set(ABILITIES)


@pytest.mark.parametrize("name", list(KINDS))
def test_each_kinds_module_satisfies_the_protocols_of_the_abilities_it_declares(name):
    from printgen.kinds.kind import protocols_of

    kind = KINDS[name]
    assert [p for protocol in protocols_of(kind) for p in unmet(kind.module(), protocol)] == []


def test_the_protocol_check_fails_a_kind_missing_a_function_or_taking_too_few_arguments():
    import types

    from printgen.kinds.kind import Analyzes, Lists, ReadsDocuments, Shows, Validates, protocols_of

    planted = types.ModuleType("printgen.game.kind")
    planted.__dict__.update(
        {k: v for k, v in vars(GAME.module()).items() if k not in ("card_decks", "__name__")}
    )
    planted.describe = lambda model: ""
    found = [p for protocol in protocols_of(GAME) for p in unmet(planted, protocol)]
    assert found == [
        "printgen.game.kind.describe(model) cannot be called as describe(model, language) (Shows)",
        "printgen.game.kind has no card_decks (Exports)",
    ]
    # a theme validates, shows and lists; it is told by its name, so it reads no document
    assert protocols_of(THEME) == [Validates, Shows, Lists]
    assert protocols_of(SETUP)[-2:] == [Analyzes, ReadsDocuments]
