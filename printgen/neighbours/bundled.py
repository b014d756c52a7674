"""Finding the bundled setups, and loading a SETUP argument as a validated setup."""

from __future__ import annotations

import os

from printgen.data import bundled_paths, data_dir
from printgen.errors import UsageError
from printgen.neighbours.model import Setup
from printgen.validate import FileReport, validate_file


def setups_dir() -> str:
    return data_dir("setups")


def bundled_setup_paths() -> dict[str, str]:
    """Bundled setup ids (their file names) and paths, in a stable order."""
    return bundled_paths("setups")


def resolve_setup_path(name: str) -> str:
    """A SETUP argument: a path to a file, or the id of a bundled setup."""
    if os.path.exists(name) or os.sep in name or name.endswith((".yaml", ".yml")):
        return name
    bundled = bundled_setup_paths()
    if name in bundled:
        return bundled[name]
    games = sorted(os.path.splitext(n)[0] for n in os.listdir(data_dir("games")) if n.endswith(".yaml"))
    hint = f"bundled setups: {', '.join(bundled)}; bundled games (for build and show): {', '.join(games)}; or give a path to a .yaml file"
    raise UsageError(f"no bundled setup or game is called {name!r} and no such file exists", hint)


def display_name(path: str) -> str:
    """How a file is named in messages: bundled setups as setups/NAME.yaml, others as given."""
    folder = setups_dir()
    if os.path.dirname(os.path.abspath(path)) == os.path.abspath(folder):
        return "setups/" + os.path.basename(path)
    return path


def load_report(name: str) -> FileReport:
    path = resolve_setup_path(name)
    return validate_file(path, display_name(path))


def load_setup(name: str) -> Setup:
    """The validated setup for a SETUP argument, or InvalidSetup with its diagnostics."""
    from printgen.errors import InvalidSetup

    report = load_report(name)
    if not report.ok:
        raise InvalidSetup([report])
    return report.setup
