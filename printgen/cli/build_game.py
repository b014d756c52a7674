"""`printgen build GAME`: a game's kit from its file, with the same paper, card and theme options."""

from __future__ import annotations

from printgen.errors import UsageError
from printgen.kit.request import Context, KitRequest
from printgen.kit.theme_choice import choose_theme
from printgen.layout.paper import BLEED_MAX_MM, GUTTER_MAX_MM, check_range, paper_size
from printgen.layout.paper import card_size as parse_card

ALIASES = {"cards": "cards", "deck": "cards", "decks": "cards", "references": "references", "reference": "references", "reference-cards": "references", "setup-card": "references", "score-sheets": "score-sheets", "score-sheet": "score-sheets", "sheet": "score-sheets", "tokens": "tokens", "token": "tokens", "markers": "tokens", "marker": "tokens"}


def game_materials(only: tuple[str, ...]) -> tuple[str, ...]:
    from printgen.game.kit import GAME_MATERIALS
    from printgen.kit.selection import select_materials

    return select_materials(only, GAME_MATERIALS, ALIASES)


def _players(game, players: int | None) -> int:
    if players is None:
        return game.max_players
    if not game.min_players <= players <= game.max_players:
        raise UsageError(f"--players must be {game.min_players} to {game.max_players} for {game.name.get('en') or game.id}, got {players}")
    return players


def build_game(path: str, players, only, paper, card_size, bleed_mm, crop_marks, gutter_mm, backs, duplex, back_offset, grayscale, large_print, template_dir, lang):
    """The pages, PDF title, input files and default output name of a game's kit."""
    from printgen.game.bundled import load_game
    from printgen.game.kit import GameKit, build_game_pages

    game = load_game(path)
    if lang not in game.languages:
        raise UsageError(f"{game.id} has no {lang} texts", f"its languages: {', '.join(game.languages)}")
    count = _players(game, players)
    request = KitRequest((), paper_size(paper), parse_card(card_size), 4, (), check_range("--bleed", bleed_mm, BLEED_MAX_MM), check_range("--gutter", gutter_mm, GUTTER_MAX_MM), crop_marks, backs, duplex, back_offset)
    theme = choose_theme(template_dir, large_print, grayscale)
    kit = GameKit(game, Context(request, theme, lang), lang, count, game_materials(only))
    pages = build_game_pages(kit)
    title = kit.messages.text("kit_title", game=game.name.get(lang))
    suffix = "" if lang == "en" else f"-{lang}"
    return pages, title, [path] + list(theme.sources), f"{game.id}{suffix}.pdf"
