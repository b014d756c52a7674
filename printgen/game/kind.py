"""Game files as a file kind: read, check, describe and print them (see printgen.kinds)."""

from __future__ import annotations

from printgen.diagnostics import FileReport
from printgen.errors import InvalidSetup, UsageError
from printgen.game.model import Game
from printgen.kit.assemble import BuiltKit, finish
from printgen.kit.options import PrintOptions, make_context


def validate_document(document) -> FileReport:
    from printgen.game.validate import validate_game_document

    return validate_game_document(document)


def validate(target) -> FileReport:
    return validate_document(target.document)


def summary(game: Game) -> tuple[str, str, str]:
    from printgen.game.describe import summary_line

    return game.id, game.name.get("en"), summary_line(game)


def check_language(game: Game, language: str) -> None:
    if language not in game.languages:
        raise UsageError(f"{game.id} has no {language} texts", f"its languages: {', '.join(game.languages)}")


def describe(game: Game, language: str) -> str:
    from printgen.game.describe import describe_game

    check_language(game, language)
    return describe_game(game, language)


def players(game: Game, count: int | None) -> int:
    if count is None:
        return game.max_players
    if not game.min_players <= count <= game.max_players:
        raise UsageError(f"--players must be {game.min_players} to {game.max_players} for {game.name.get('en') or game.id}, got {count}")
    return count


def build(games: list[Game], targets: list, options: PrintOptions, kit_values: dict, say=lambda text: None) -> BuiltKit:
    from printgen.game.kit import GameKit, build_game_pages
    from printgen.kinds import GAME
    from printgen.kit.selection import select_materials

    game = games[0]
    check_language(game, options.language)
    materials = select_materials(tuple(kit_values.get("only", ())), GAME.materials, GAME.material_aliases)
    ctx = make_context(options)
    kit = GameKit(game, ctx, options.language, players(game, kit_values.get("players")), materials)
    pages = build_game_pages(kit)
    title = kit.messages.text("kit_title", game=game.name.get(options.language))
    suffix = "" if options.language == "en" else f"-{options.language}"
    return finish(pages, title, [target.path for target in targets] + list(ctx.theme.sources), f"{game.id}{suffix}.pdf", options)


def load(target) -> Game:
    report = validate(target)
    if not report.ok:
        raise InvalidSetup([report])
    return report.model
