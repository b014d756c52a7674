"""The Number Neighbours kit: every chosen material, in reading order, as one list of pages."""

from __future__ import annotations

from functools import partial

from printgen.layout.plan import Page
from printgen.neighbours.kit.cards import hand_card_pages, row_card_pages
from printgen.neighbours.kit.extras import row_slip_pages, tracker_pages
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.rules import rules_pages
from printgen.neighbours.kit.score_pages import score_sheet_pages
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


def units(ctx: Context, phone: bool = False) -> list:
    """Every chosen material (or the phone pages) as a unit the preflight lays out, in reading
    order."""
    if phone:
        return [partial(phone_pages, ctx)]
    return [partial(BUILDERS[material], ctx) for material in ctx.kit.materials]


def kit_pages(ctx: Context, phone: bool = False) -> list[Page]:
    """Every chosen material's pages in reading order, or the phone pages."""
    return [page for unit in units(ctx, phone) for page in unit()]
