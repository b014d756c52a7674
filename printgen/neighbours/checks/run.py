"""Running every Number Neighbours check on a setup (the modules listed in
printgen.checks.table)."""

from __future__ import annotations

from printgen.checks.registry import run_registered
from printgen.core.diagnostics import Diagnostic
from printgen.neighbours.model import Setup


def run_checks(setup: Setup) -> list[Diagnostic]:
    """Every setup check on `setup`."""
    return run_registered("setup", setup)
