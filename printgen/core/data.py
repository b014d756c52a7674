"""Where printgen's bundled data lives (setups, games, templates), installed or in a source
checkout.

It imports nothing of printgen's own, so any module may ask it without pulling in more.
"""

from __future__ import annotations

import importlib
import os

DATA_FOLDERS = ("setups", "games", "templates")
# the folder of printgen's code (this module is in printgen/core/)
_PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def data_dir(name: str) -> str:
    """A bundled data folder (setups, games, templates).

    Installed, it is the package `printgen.NAME` (mapped from the top-level folder by
    pyproject.toml); in a source checkout that is not installed, or when the checkout's
    `printgen/` shadows an installed copy, it is the top-level folder beside `printgen/`.
    """
    try:
        package = importlib.import_module(f"printgen.{name}")
        return os.path.dirname(os.path.abspath(package.__file__))
    except ModuleNotFoundError:
        checkout = os.path.join(os.path.dirname(_PACKAGE), name)
        if os.path.isdir(checkout):
            return checkout
        raise


def templates_dir() -> str:
    return data_dir("templates")


def bundled_paths(name: str) -> dict[str, str]:
    """The bundled files of one data folder by id (the file name without .yaml), in a stable
    order."""
    folder = data_dir(name)
    names = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))
    return {os.path.splitext(n)[0]: os.path.join(folder, n) for n in names}


def owned_paths() -> list[str]:
    """Every folder of printgen's own (its code and data): no command may write into them."""
    folders = [_PACKAGE]
    for name in DATA_FOLDERS:
        try:
            folders.append(os.path.abspath(data_dir(name)))
        except ModuleNotFoundError:
            pass
    return folders
