"""Finding the bundled game files, and loading a GAME argument as a validated game."""

from __future__ import annotations

import os

from printgen.data import data_dir
from printgen.errors import InvalidSetup
from printgen.game.detect import is_game_document
from printgen.game.model import Game
from printgen.loader import load_file


def games_dir() -> str:
    return data_dir("games")


def bundled_game_paths() -> dict[str, str]:
    """Bundled game ids (their file names) and paths, in a stable order."""
    folder = games_dir()
    names = sorted(n for n in os.listdir(folder) if n.endswith(".yaml"))
    return {os.path.splitext(n)[0]: os.path.join(folder, n) for n in names}


def display_name(path: str) -> str:
    if os.path.dirname(os.path.abspath(path)) == os.path.abspath(games_dir()):
        return "games/" + os.path.basename(path)
    return path


def game_path(name: str) -> str | None:
    """The file of a GAME argument (a bundled id or a game file's path), or None if it names no game."""
    bundled = bundled_game_paths()
    if name in bundled and not os.path.exists(name):
        return bundled[name]
    if os.path.isfile(name) and name.endswith((".yaml", ".yml")):
        return name if is_game_document(load_file(name)) else None
    return None


def load_game(path: str) -> Game:
    """The validated game in `path`, or InvalidSetup with every problem."""
    from printgen.validate import validate_file

    report = validate_file(path, display_name(path))
    if not report.ok or report.game is None:
        raise InvalidSetup([report])
    return report.game
