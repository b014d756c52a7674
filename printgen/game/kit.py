"""A game's whole kit as page plans: each deck's cards (and backs), its reference cards, its score sheets."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from printgen.components.faces import back_face, card_face, style_from_theme
from printgen.components.reference import reference_panels
from printgen.components.score_sheet import SheetWriter, score_sheet_items
from printgen.game.deck import generate_cards
from printgen.game.model import Game
from printgen.kinds import GAME as _KIND
from printgen.kit.card_sheets import Card, card_pages
from printgen.kit.options import Context
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Page
from printgen.layout.units import mm_to_pt
from printgen.messages import Catalogue, load_catalogue

GAME_MATERIALS = _KIND.materials


@dataclass(frozen=True)
class GameKit:
    game: Game
    ctx: Context
    language: str
    players: int
    materials: tuple[str, ...] = GAME_MATERIALS

    @property
    def messages(self) -> Catalogue:
        return load_catalogue(self.language)


def card_sheet_pages(kit: GameKit) -> list[Page]:
    style = style_from_theme(kit.ctx.theme)
    pages = []
    for deck in kit.game.decks:
        cards = [Card(partial(card_face, deck=deck, card=card, language=kit.language, style=style), partial(back_face, back=deck.back, language=kit.language, style=style)) for card in generate_cards(deck)]
        pages += card_pages(kit.ctx, cards, f"{deck.id} cards")
    return pages


def reference_pages(kit: GameKit) -> list[Page]:
    area = content_box(kit.ctx)
    gap = mm_to_pt(kit.ctx.theme.sheet.panel_gap_mm)
    sheets = reference_panels(kit.game.references, area, gap, kit.game, kit.language, kit.messages, kit.ctx.theme)
    return [sheet_page(kit.ctx, f"reference {number}", items) for number, items in enumerate(sheets, 1)]


def score_sheet_pages(kit: GameKit) -> list[Page]:
    area = content_box(kit.ctx)
    pages = []
    for sheet in kit.game.score_sheets:
        writer = SheetWriter(kit.game, sheet, kit.players, kit.language, kit.messages, kit.ctx.theme)
        pages.append(sheet_page(kit.ctx, f"score sheet {sheet.id}", score_sheet_items(writer, area)))
    return pages


def tokens_pages(kit: GameKit) -> list[Page]:
    from printgen.components.tokens import token_pages

    return token_pages(kit.ctx, kit.game.tokens, kit.language, style_from_theme(kit.ctx.theme))


BUILDERS = {"cards": card_sheet_pages, "tokens": tokens_pages, "references": reference_pages, "score-sheets": score_sheet_pages}


def build_game_pages(kit: GameKit) -> list[Page]:
    """Every chosen material's pages; each sheet's furniture is in the language of `kit.ctx`."""
    return [page for material in kit.materials for page in BUILDERS[material](kit)]
