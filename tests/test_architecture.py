"""The shape of the house, checked from the source: no import cycles, reportlab only where it
belongs, and lint clean (ruff, with the rules pyproject.toml selects).

Imports inside functions count, and importing `a.b.c` counts as importing the packages `a.b` and
`a` too (Python runs their `__init__` first).
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import subprocess
import sys
from functools import lru_cache

import pytest

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "printgen")


@lru_cache(maxsize=None)  # the source does not change during a run
def modules() -> dict[str, str]:
    found = {}
    for folder, _, files in os.walk(ROOT):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                dotted = "printgen." + os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                found[dotted.removesuffix(".__init__")] = path
    return found


def imported_names(path: str, module: str) -> set[str]:
    """Every module named by an import anywhere in the file, with its parent packages."""
    package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(open(path, encoding="utf-8").read())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    with_parents = set()
    for name in names:
        parts = name.split(".")
        with_parents.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return with_parents


@lru_cache(maxsize=None)
def import_graph() -> dict[str, set[str]]:
    found = modules()
    return {
        module: {name for name in imported_names(path, module) if name in found and name != module}
        for module, path in found.items()
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    assert cycles(import_graph()) == []


def room(module: str) -> str:
    """The top-level room a module is in: its package under printgen, or itself (a top-level
    module)."""
    return ".".join(module.split(".")[:2])


@lru_cache(maxsize=None)
def room_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for module, names in import_graph().items():
        graph.setdefault(room(module), set()).update(
            room(name) for name in names if room(name) not in (room(module), "printgen")
        )
    return graph


def test_the_room_finder_puts_a_module_in_its_top_level_package():
    assert [room(m) for m in ("printgen.game.kit", "printgen.kinds", "printgen")] == [
        "printgen.game",
        "printgen.kinds",
        "printgen",
    ]


def test_nothing_is_loose_at_the_top_of_printgen():
    """Every module is in a room (a package named for what it holds) but the package's own
    `__init__` and `__main__`."""
    loose = sorted(m for m in modules() if m.count(".") == 1 and not m.endswith("__main__"))
    assert [m for m in loose if not os.path.isdir(os.path.join(ROOT, m.partition(".")[2]))] == []


def test_no_import_loop_between_rooms():
    """Top-level packages and modules import each other one way only (so `pieces/` holds the model
    that `components/` and the kinds share, and the kinds' registry names their packages)."""
    assert cycles(room_graph()) == []


# Today's order of the rooms, lowest floor first: a room imports only rooms on floors below its
# own (none beside it), so the order is read here, not worked out from the imports. A new room is
# placed on a floor here; a room that reaches up or sideways fails.
FLOORS = (
    # 0: the ground (errors, diagnostics, output, the cache, ...): nothing of ours below it (the
    # tables name their modules, they import none)
    (
        "printgen",
        "printgen.core",
        "printgen.engines",
    ),
    # 1: reading untrusted input, the checks' table and marks
    (
        "printgen.checks",
        "printgen.read",
    ),
    # 2: the format description and its reading, the layout's geometry
    (
        "printgen.format",
        "printgen.layout",
    ),
    # 3: kinds (what each declares, their registry, resolving a KIT), the pieces' model, the
    # renderers
    (
        "printgen.kinds",
        "printgen.pieces",
        "printgen.render",
    ),
    ("printgen.style",),  # 4: the style every drawing reads, and the words a kit prints
    # 5: what every kit shares, and validating a file of any kind; the theme as a kind of file
    ("printgen.kit", "printgen.theme"),
    # 6: what kits are drawn from, exports, and the balance lab's tallies and report
    ("printgen.components", "printgen.export", "printgen.lab"),
    ("printgen.game", "printgen.neighbours", "printgen.serve"),  # 7: the kinds, and serve
    ("printgen.play",),  # 8: the engine of games declared in their file
    ("printgen.cli",),  # 9: the commands
    ("printgen.__main__",),  # 10
)


def floor_of(name: str) -> int | None:
    return next((number for number, rooms in enumerate(FLOORS) if name in rooms), None)


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    """Every import of a room on its own floor or above, and every room no floor holds."""
    found = [f"{name} is on no floor" for name in sorted(graph) if floor_of(name) is None]
    for name in sorted(graph):
        for other in sorted(graph[name]):
            low, high = floor_of(name), floor_of(other)
            if None not in (low, high) and high >= low:
                found.append(f"{name} (floor {low}) imports {other} (floor {high})")
    return found


def test_the_floor_test_finds_an_import_upward_or_sideways_and_a_room_on_no_floor():
    graph = {
        "printgen.kit": {"printgen.core", "printgen.lab", "printgen.cli"},
        "printgen.new_room": set(),
    }
    assert upward_imports(graph) == [
        "printgen.new_room is on no floor",
        f"printgen.kit (floor {floor_of('printgen.kit')}) imports printgen.cli (floor "
        f"{floor_of('printgen.cli')})",
        f"printgen.kit (floor {floor_of('printgen.kit')}) imports printgen.lab (floor "
        f"{floor_of('printgen.lab')})",
    ]


def test_every_room_imports_only_rooms_on_the_floors_below_it():
    assert upward_imports(room_graph()) == []


def test_every_floor_names_a_room_that_exists():
    assert sorted(set(sum(FLOORS, ())) - set(room_graph())) == []


COMMANDS = "printgen.cli"
# A command reaches a kind only through the tables (the kinds' registry and lookups in
# printgen/kinds/, printgen.engines, the export targets): it imports nothing inside a kind's
# package. These imports still reach in, each (command module, kind module) listed until it is
# routed through a table; the list is exact, so an import routed away is taken off it.
COMMANDS_INTO_KINDS: set[tuple[str, str]] = set()  # emptied: `analyze` asks the engines' table


def kind_packages() -> set[str]:
    """The packages the kinds are declared in, read from the registry of kinds."""
    from printgen.kinds.table import DECLARATIONS

    return {room(where.partition(":")[0]) for where in DECLARATIONS}


def commands_into_kinds(graph: dict[str, set[str]], packages: set[str]) -> set[tuple[str, str]]:
    """(command module, module) for each module inside a kind's package a command imports (the
    module itself, not the packages it is in)."""
    return {
        (module, name)
        for module, names in graph.items()
        if module == COMMANDS or module.startswith(COMMANDS + ".")
        for name in names
        if room(name) in packages
        and name != room(name)
        and not any(other.startswith(name + ".") for other in names)
    }


def test_the_kind_packages_are_the_registrys():
    assert kind_packages() == {"printgen.game", "printgen.neighbours", "printgen.theme"}


def test_the_command_finder_finds_a_command_importing_a_kinds_module():
    graph = {
        "printgen.cli.build": {"printgen.kinds", "printgen.game", "printgen.game.kit"},
        "printgen.cli.info": {"printgen.game", "printgen.game.read", "printgen.game.read.format"},
        "printgen.serve.run": {"printgen.game.kit"},
    }
    assert commands_into_kinds(graph, {"printgen.game"}) == {
        ("printgen.cli.build", "printgen.game.kit"),
        ("printgen.cli.info", "printgen.game.read.format"),
    }


def test_commands_reach_kinds_only_through_the_tables():
    assert commands_into_kinds(import_graph(), kind_packages()) == COMMANDS_INTO_KINDS


# A module path written as text ("printgen.game.kind"), or a module and a name in it
# ("printgen.game.format:GAME_FORMAT", "printgen.cli.info.show"): what the tables name instead
# of importing (the kinds, engines, export targets, checks, commands).
WHERE = re.compile(r"printgen(\.[a-z_][a-z0-9_]*)+(:[A-Za-z_][A-Za-z0-9_]*)?")


def named_places() -> list[tuple[str, int, str]]:
    """(file, line, text) of every module path and `module:NAME` written as text in printgen."""
    found = []
    for module, path in sorted(modules().items()):
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and WHERE.fullmatch(node.value)
            ):
                found.append(
                    (os.path.relpath(path, os.path.dirname(ROOT)), node.lineno, node.value)
                )
    return found


def what_is_missing(where: str) -> str | None:
    """Why `where` names nothing (a module that does not import, a name its module lacks), or
    None. A dotted path that is no module is read as a module and a name in it (a command)."""
    import importlib

    def found(dotted: str) -> bool:
        try:
            return importlib.util.find_spec(dotted) is not None
        except ModuleNotFoundError:
            return False

    module, _, name = where.partition(":")
    if not name and not found(module) and found(module.rpartition(".")[0]):
        module, _, name = module.rpartition(".")
    try:
        imported = importlib.import_module(module)
    except ImportError as exc:
        return f"{module} does not import ({exc})"
    if name and not hasattr(imported, name):
        return f"{module} has no {name}"
    return None


def test_the_place_finder_tells_a_missing_module_and_a_missing_name():
    assert what_is_missing("printgen.game.format:GAME_FORMAT") is None
    assert what_is_missing("printgen.cli.info.show") is None
    assert what_is_missing("printgen.game.kind") is None
    assert what_is_missing("printgen.game.format:GAME_FORMATS") == (
        "printgen.game.format has no GAME_FORMATS"
    )
    assert what_is_missing("printgen.cli.info.shows") == "printgen.cli.info has no shows"
    assert what_is_missing("printgen.game.kinds") == "printgen.game has no kinds"
    assert what_is_missing("printgen.gme.kind").startswith("printgen.gme.kind does not import")


def test_every_module_and_name_written_as_text_exists():
    """The tables name modules by text, so renaming or moving one fails here, not when a user
    first asks for it."""
    places = named_places()
    assert {where for *_, where in places} >= {
        "printgen.neighbours.file_kind:SETUP",  # the registry of kinds
        "printgen.game.format:GAME_FORMAT",  # a kind's format
        "printgen.game.detect:is_game_document",  # what a kind claims
        "printgen.theme.kind",  # a kind's implementation
        "printgen.export.run:tts_plan",  # an export target
        "printgen.game.scoring.checks",  # the table of checks
        "printgen.cli.info.schema",  # a command
    }
    assert [
        f"{file}:{line}: {where}: {problem}"
        for file, line, where in places
        if (problem := what_is_missing(where)) is not None
    ] == []


def test_the_tables_name_what_they_are_read_for():
    """Beyond importing: an engine's bots module holds BOTS, a target's maker is a function, a
    kind's format is a description."""
    from printgen.engines import ENGINES
    from printgen.export.targets import TARGETS
    from printgen.format.spec import Spec
    from printgen.kinds.lookup import KINDS, format_of

    assert all(isinstance(engine.bot_names(), tuple) for engine in ENGINES.values())
    assert all(callable(target.module_function()) for target in TARGETS.values())
    assert all(isinstance(format_of(kind), Spec) for kind in KINDS.values() if kind.format)


def test_the_check_registry_is_a_leaf():
    """Check modules import it; it imports nothing of printgen's but diagnostics and the table."""
    assert import_graph()["printgen.checks.registry"] <= {
        "printgen",
        "printgen.core",
        "printgen.core.diagnostics",
        "printgen.checks",
        "printgen.checks.table",
    }


def test_the_table_of_checks_imports_nothing():
    assert import_graph()["printgen.checks.table"] <= {"printgen", "printgen.checks"}


def test_the_data_locator_imports_nothing_of_ours():
    assert import_graph()["printgen.core.data"] <= {"printgen", "printgen.core"}


def test_no_module_imports_the_documentation_of_codes():
    """The table names the check modules; those that only document codes are imported by nothing."""
    graph = import_graph()
    documentation_only = {
        "printgen.game.structure",
        "printgen.neighbours.checks.structure",
        "printgen.theme.docs",
    }
    assert {module for module, names in graph.items() if names & documentation_only} == set()


def test_reportlab_only_in_the_renderer():
    users = {
        module
        for module, path in modules().items()
        if any(
            name == "reportlab" or name.startswith("reportlab.")
            for name in imported_names(path, module)
        )
    }
    assert users == {"printgen.render.pdf"}


def test_every_line_of_printgen_is_at_most_100_characters():
    """The line length ruff is set to (pyproject.toml), held here too so the suite fails on a
    longer line without ruff installed."""
    root = os.path.join(os.path.dirname(os.path.dirname(__file__)), "printgen")
    long = []
    for folder, _, names in os.walk(root):
        for name in sorted(n for n in names if n.endswith(".py")):
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as handle:
                for number, line in enumerate(handle, 1):
                    if len(line.rstrip("\n")) > 100:
                        long.append(f"{os.path.relpath(path, root)}:{number}")
    assert long == []


@pytest.mark.skipif(
    importlib.util.find_spec("ruff") is None,
    reason="ruff is not installed (the test extra pins it: pip install -e '.[test]')",
)
def test_ruff_finds_nothing():
    """`ruff check` with the rules and ignores of pyproject.toml: pyflakes, pycodestyle and isort,
    on the code, its tests, its benchmarks and its fuzzer."""
    checkout = os.path.dirname(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise"]
        + ["printgen", "tests", "benchmarks", "fuzz"],
        cwd=checkout,
        capture_output=True,
        text=True,
        timeout=120,
    )
    version = subprocess.run(
        [sys.executable, "-m", "ruff", "--version"], capture_output=True, text=True
    ).stdout.strip()
    assert done.returncode == 0, f"{version} (the test extra pins one):\n{done.stdout}{done.stderr}"
