"""Running every Number Neighbours check on a setup: importing the check modules registers them."""

from __future__ import annotations

from printgen.diagnostics import Diagnostic
from printgen.neighbours.checks import acknowledged, clauses, examples, folder, hand_row, rule, texts  # noqa: F401  (they register)
from printgen.neighbours.model import Setup
from printgen.registry import run_registered


def run_checks(setup: Setup) -> list[Diagnostic]:
    """Every setup check on `setup`."""
    return run_registered("setup", setup)
