"""Validating a game file: schema, then the game checks; the same Report as a setup's."""

from __future__ import annotations

from printgen.diagnostics import FileReport, sort_diagnostics
from printgen.game import checks_play  # noqa: F401  (registers the play-count and points checks after the others)
from printgen.game.checks import run_game_checks
from printgen.game.schema import is_game_document, read_game
from printgen.loader import Document


def validate_game_document(document: Document):
    game, problems = read_game(document)
    diagnostics = list(document.diagnostics) + problems
    if game is not None:
        diagnostics += run_game_checks(game)
    return FileReport(document.path, document.lines, game, sort_diagnostics(diagnostics), "game")


__all__ = ["is_game_document", "validate_game_document"]
