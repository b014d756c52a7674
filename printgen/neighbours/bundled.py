"""The bundled setups, and loading a SETUP argument as a validated setup (through the kinds
registry)."""

from __future__ import annotations

from printgen.core.data import bundled_paths, data_dir
from printgen.core.diagnostics import FileReport
from printgen.core.errors import InvalidSetup, UsageError
from printgen.neighbours.model import Setup


def setups_dir() -> str:
    return data_dir("setups")


def bundled_setup_paths() -> dict[str, str]:
    """Bundled setup ids (their file names) and paths, in a stable order."""
    return bundled_paths("setups")


def resolve_setup(name: str):
    """The target of a SETUP argument; a usage error if it names another kind of file."""
    from printgen.kinds.lookup import kinds_that, resolve, titles
    from printgen.neighbours.file_kind import SETUP

    target = resolve(name)
    if target.kind is not SETUP:
        raise UsageError(
            f"{name} is a {target.kind.title}, not a {SETUP.title}",
            f"analyze takes {titles(kinds_that('analyze'))}, such as standard",
        )
    return target


def load_report(name: str) -> FileReport:
    from printgen.kit.validation import validate_target

    return validate_target(resolve_setup(name))


def load_setup(name: str) -> Setup:
    """The validated setup for a SETUP argument, or InvalidSetup with its diagnostics."""
    report = load_report(name)
    if not report.ok:
        raise InvalidSetup([report])
    return report.model
