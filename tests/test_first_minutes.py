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
    return subprocess.run([console_script(), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


# ---- new: a setup, and its schema only when asked ------------------------------------------------------


def test_new_writes_the_setup_alone_and_keeps_the_line_that_names_its_schema(tmp_path):
    done = printgen("new", "Salty Coast", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(os.listdir(tmp_path)) == ["salty-coast.yaml"]
    assert (tmp_path / "salty-coast.yaml").read_text().splitlines()[0] == "# yaml-language-server: $schema=printgen-setup.schema.json"
    assert "printgen schema -o printgen-setup.schema.json" in done.stdout


def test_new_with_schema_writes_the_schema_beside_it(tmp_path):
    done = printgen("new", "Salty Coast", "--schema", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert sorted(os.listdir(tmp_path)) == ["printgen-setup.schema.json", "salty-coast.yaml"]
    assert json.loads((tmp_path / "printgen-setup.schema.json").read_text())["title"].startswith("printgen setup")
    assert printgen("validate", "salty-coast.yaml", cwd=tmp_path).returncode == 0
