"""The bundled game files, and loading a game file as a validated game."""

from __future__ import annotations

from printgen.core.data import bundled_paths


def bundled_game_paths() -> dict[str, str]:
    """Bundled game ids (their file names) and paths, in a stable order."""
    return bundled_paths("games")
