"""A game's whole kit as page plans: each deck's cards (and backs), its tokens, its reference cards,
its score sheets. Each is a unit the preflight lays out on its own, so every unit that does not fit
is reported, at the value of the game file it comes from."""

from __future__ import annotations

from functools import partial
from typing import Callable

from printgen.components.faces import back_face, card_face, style_from_theme
from printgen.components.reference import reference_panels
from printgen.components.score_sheet import SheetWriter, score_sheet_items
from printgen.errors import located
from printgen.game.deck import generate_cards
from printgen.game.model import Deck, Game, ScoreSheet
from printgen.kinds import GAME as _KIND
from printgen.kit.card_sheets import CardFaces, card_pages
from printgen.kit.print_options import Context
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Page
from printgen.layout.units import mm_to_pt
from printgen.messages import Catalogue, load_catalogue
from printgen.record import record

GAME_MATERIALS = _KIND.materials


@record
class GameKit:
    game: Game
    ctx: Context
    language: str
    players: int
    materials: tuple[str, ...] = GAME_MATERIALS

    @property
    def messages(self) -> Catalogue:
        return load_catalogue(self.language)


def card_faces(kit: GameKit, deck: Deck, card) -> CardFaces:
    """One card's front and back, located in the game file for what does not fit."""
    style = style_from_theme(kit.ctx.theme)
    return CardFaces(partial(card_face, deck=deck, card=card, language=kit.language, style=style), partial(_back, deck=deck, game=kit.game, language=kit.language, style=style))


def deck_pages(kit: GameKit, deck: Deck) -> list[Page]:
    with located(kit.game.source, "decks", deck.id, key=True):
        return card_pages(kit.ctx, [card_faces(kit, deck, card) for card in generate_cards(deck)], f"{deck.id} cards")


def _back(trim, bleed_pt, deck: Deck, game: Game, language: str, style):
    with located(game.source, "decks", deck.id, "back"):
        return back_face(trim, bleed_pt, deck.back, language, style)


def reference_pages(kit: GameKit) -> list[Page]:
    area = content_box(kit.ctx)
    gap = mm_to_pt(kit.ctx.theme.sheet.panel_gap_mm)
    locate = lambda reference: (kit.game.source, "references", reference.id)  # noqa: E731
    sheets = reference_panels(kit.game.references, area, gap, kit.game, kit.language, kit.messages, kit.ctx.theme, locate=locate)
    return [sheet_page(kit.ctx, f"reference {number}", items) for number, items in enumerate(sheets, 1)]


def score_sheet_page(kit: GameKit, sheet: ScoreSheet) -> list[Page]:
    with located(kit.game.source, "score_sheets", sheet.id, key=True):
        writer = SheetWriter(kit.game, sheet, kit.players, kit.language, kit.messages, kit.ctx.theme)
        return [sheet_page(kit.ctx, f"score sheet {sheet.id}", score_sheet_items(writer, content_box(kit.ctx)))]


def tokens_pages(kit: GameKit) -> list[Page]:
    from printgen.components.tokens import token_pages

    pages = []
    for token in kit.game.tokens:
        with located(kit.game.source, "tokens", token.id, key=True):
            pages += token_pages(kit.ctx, (token,), kit.language, style_from_theme(kit.ctx.theme))
    return pages


Unit = Callable[[], list[Page]]

# Each material as the units it is laid out in, in printing order.
BUILDERS: dict[str, Callable[[GameKit], list[Unit]]] = {
    "cards": lambda kit: [partial(deck_pages, kit, deck) for deck in kit.game.decks],
    "tokens": lambda kit: [partial(tokens_pages, kit)],
    "references": lambda kit: [partial(reference_pages, kit)],
    "score-sheets": lambda kit: [partial(score_sheet_page, kit, sheet) for sheet in kit.game.score_sheets],
}


def units(kit: GameKit) -> list[Unit]:
    """The kit in the order it prints, as separately laid-out units (a deck, the tokens, ...)."""
    return [unit for material in kit.materials for unit in BUILDERS[material](kit)]


def build_game_pages(kit: GameKit) -> list[Page]:
    """Every chosen material's pages; each sheet's furniture is in the language of `kit.ctx`."""
    return [page for unit in units(kit) for page in unit()]
