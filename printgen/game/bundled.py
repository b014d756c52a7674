"""The bundled game files, and loading a game file as a validated game."""

from __future__ import annotations

from printgen.data import bundled_paths, data_dir
from printgen.errors import InvalidSetup
from printgen.game.file_kind import GAME
from printgen.pieces.model import Game


def games_dir() -> str:
    return data_dir("games")


def bundled_game_paths() -> dict[str, str]:
    """Bundled game ids (their file names) and paths, in a stable order."""
    return bundled_paths("games")


def load_game(path: str) -> Game:
    """The validated game in `path`, or InvalidSetup with every problem."""
    from printgen.validation import validate_file

    report = validate_file(path)
    if not report.ok or report.kind is not GAME:
        raise InvalidSetup([report])
    return report.model
