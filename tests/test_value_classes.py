"""printgen's value classes are standard dataclasses: what the code relies on them for holds."""

from __future__ import annotations

import ast
import copy
import dataclasses
import pathlib
import pickle

import pytest

from printgen.cli.build import BuildRequest
from printgen.kit.watch import Outcome
from printgen.layout.plan import Box, Group, Text

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "printgen"


def _private_dataclass_names(source: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module == "dataclasses":
            found += [f"dataclasses.{a.name}" for a in node.names if a.name.startswith("_")]
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "dataclasses"
            and node.attr.startswith("_")
        ):
            found.append(f"dataclasses.{node.attr}")
    return found


def test_no_module_reaches_into_the_internals_of_dataclasses():
    used = {
        str(path.relative_to(PACKAGE)): names
        for path in sorted(PACKAGE.rglob("*.py"))
        if (names := _private_dataclass_names(path.read_text(encoding="utf-8")))
    }
    assert used == {}


def test_the_private_names_check_sees_them():
    sample = (
        "import dataclasses\nfrom dataclasses import _MISSING_TYPE, field\nF = dataclasses._FIELD\n"
    )
    assert sorted(_private_dataclass_names(sample)) == [
        "dataclasses._FIELD",
        "dataclasses._MISSING_TYPE",
    ]


def test_a_watched_build_crosses_to_its_child_process_and_back_by_pickle():
    """With the spawn start method (macOS, Windows) --watch pickles the request and the outcome."""
    request = BuildRequest(
        ("standard",), {"players": 3}, "print", (False, False), {"paper": "a4"}, (), "kit.pdf"
    )
    outcome = Outcome(True, "kit.pdf", ("ab12",), 2048, ("setups/standard.yaml",), "Standard")
    assert pickle.loads(pickle.dumps(request)) == request
    assert pickle.loads(pickle.dumps(outcome)) == outcome
    assert repr(pickle.loads(pickle.dumps(outcome))) == (
        "Outcome(ok=True, output='kit.pdf', pages=('ab12',), size=2048,"
        " inputs=('setups/standard.yaml',), title='Standard', code=0)"
    )


def test_plan_items_are_frozen_values():
    box = Box(1.0, 2.0, 3.0, 4.0)
    group = Group((box,))
    assert box == Box(1.0, 2.0, 3.0, 4.0) and hash(box) == hash(Box(1.0, 2.0, 3.0, 4.0))
    assert copy.deepcopy(group) == group
    assert dataclasses.replace(box, width_pt=5.0) == Box(1.0, 2.0, 5.0, 4.0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        box.x_pt = 0.0
    assert [f.name for f in dataclasses.fields(Text)][:3] == ["x_pt", "y_pt", "text"]
