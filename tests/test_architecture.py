"""The shape of the house, checked from the source: no import cycles, reportlab only where it
belongs, and lint clean (ruff, with the rules pyproject.toml selects).

Imports inside functions count, and importing `a.b.c` counts as importing the packages `a.b` and
`a` too (Python runs their `__init__` first).
"""

from __future__ import annotations

import ast
import importlib.util
import os
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


def test_no_import_loop_between_rooms():
    """Top-level packages and modules import each other one way only (so `pieces/` holds the model
    that `components/` and the kinds share, and the kinds' registry names their packages)."""
    assert cycles(room_graph()) == []


def test_the_check_registry_is_a_leaf():
    """Check modules import it; it imports nothing of printgen's but diagnostics and the table."""
    assert import_graph()["printgen.registry"] <= {
        "printgen",
        "printgen.diagnostics",
        "printgen.check_table",
    }


def test_the_table_of_checks_imports_nothing():
    assert import_graph()["printgen.check_table"] <= {"printgen"}


def test_the_data_locator_imports_nothing_of_ours():
    assert import_graph()["printgen.data"] <= {"printgen"}


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
