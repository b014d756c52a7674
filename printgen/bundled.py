"""Finding the bundled setups and templates, installed or in a source checkout."""

from __future__ import annotations

import os
from importlib import resources

from printgen.errors import UsageError
from printgen.model import Setup
from printgen.validate import Report, validate_file


def data_dir(name: str) -> str:
    """A bundled data folder (setups, templates, games).

    Installed, it is the package `printgen.NAME` (mapped from the top-level folder by
    pyproject.toml); in a source checkout that is not installed, or when the checkout's
    `printgen/` shadows an installed copy, it is the top-level folder beside `printgen/`.
    """
    try:
        return str(resources.files(f"printgen.{name}"))
    except ModuleNotFoundError:
        checkout = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), name)
        if os.path.isdir(checkout):
            return checkout
        raise


def setups_dir() -> str:
    return data_dir("setups")


def templates_dir() -> str:
    return data_dir("templates")


def bundled_setup_paths() -> dict[str, str]:
    """Bundled setup ids (their file names) and paths, in a stable order."""
    folder = setups_dir()
    names = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))
    return {os.path.splitext(n)[0]: os.path.join(folder, n) for n in names}


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


def load_report(name: str) -> Report:
    path = resolve_setup_path(name)
    return validate_file(path, display_name(path))


def load_setup(name: str) -> Setup:
    """The validated setup for a SETUP argument, or InvalidSetup with its diagnostics."""
    from printgen.errors import InvalidSetup

    report = load_report(name)
    if not report.ok:
        raise InvalidSetup([report])
    return report.setup
