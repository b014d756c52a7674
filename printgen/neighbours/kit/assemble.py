"""The whole kit: every chosen material, in reading order, as one list of pages."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.kit.request import Context
from printgen.layout.fonts import missing_characters
from printgen.layout.plan import Page, Text
from printgen.neighbours.kit.cards import hand_card_pages, row_card_pages
from printgen.neighbours.kit.extras import row_slip_pages, tracker_pages
from printgen.neighbours.kit.rules import rules_pages
from printgen.neighbours.kit.score_sheet import score_sheet_pages
from printgen.neighbours.kit.setup_pages import phone_pages, setup_card_pages

BUILDERS = {
    "rules": rules_pages,
    "setup-card": setup_card_pages,
    "hand-cards": hand_card_pages,
    "row-cards": row_card_pages,
    "score-sheet": score_sheet_pages,
    "trackers": tracker_pages,
    "row-slips": row_slip_pages,
}


@dataclass(frozen=True)
class Kit:
    pages: tuple[Page, ...]
    warnings: tuple[str, ...]


def font_warnings(pages: list[Page]) -> tuple[str, ...]:
    """One warning per font that lacks characters the kit uses, naming the characters."""
    missing: dict[str, set[str]] = {}
    for page in pages:
        for item in page.items:
            if isinstance(item, Text):
                missing.setdefault(item.font, set()).update(missing_characters(item.text, item.font))
    return tuple(f"the font {font} has no glyph for {' '.join(repr(ch) for ch in sorted(chars))}; those characters will print as blanks or boxes" for font, chars in sorted(missing.items()) if chars)


def build_kit(ctx: Context, phone: bool = False) -> Kit:
    if phone:
        pages = phone_pages(ctx)
    else:
        pages = [page for material in ctx.request.materials for page in BUILDERS[material](ctx)]
    return Kit(tuple(pages), font_warnings(pages))
