"""Sheets of cards: fronts imposed on the paper with crop marks, each followed by its backs if asked;
or, with --layout gutterfold, fronts and their turned backs on one sheet to fold."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from printgen.kit.print_options import FOLDED, Context
from printgen.kit.sheet import sheet_page
from printgen.layout.gutterfold import FoldSheet, fold_impose
from printgen.layout.imposition import Imposition, back_box, crop_marks_around, impose
from printgen.layout.units import pt_to_mm
from printgen.layout.plan import Box, Item, Page, turned_half
from printgen.record import record

Face = Callable[[Box, float], list[Item]]


@record
class CardFaces:
    front: Face
    back: Face


@record
class PrintedDeck:
    """A deck as a print service or a digital table takes it: its name, and each distinct card
    (its faces, how many copies, a label) in printing order."""

    id: str
    name: str
    cards: tuple[tuple[CardFaces, int, str], ...]

    @property
    def count(self) -> int:
        return sum(copies for _, copies, _ in self.cards)


def imposition(ctx: Context) -> Imposition:
    r = ctx.options
    return impose(ctx.frame, r.card, r.bleed_mm, r.gutter_mm, r.crop_marks)


def occupied_crop_marks(grid: Imposition, occupied: int) -> tuple:
    """Crop marks around the first `occupied` slots only: none for empty slots."""
    if not grid.crop_marks or occupied <= 0:
        return ()
    return crop_marks_around(grid.slots[:occupied], pt_to_mm(grid.bleed_pt), *grid.crop_mm)


def front_page_items(grid: Imposition, cards: list[CardFaces]) -> list[Item]:
    items: list[Item] = list(occupied_crop_marks(grid, len(cards)))
    for card, slot in zip(cards, grid.slots):
        items += card.front(slot, grid.bleed_pt)
    return items


def back_page_items(ctx: Context, grid: Imposition, cards: list[CardFaces]) -> list[Item]:
    r = ctx.options
    items: list[Item] = []
    for card, slot in zip(cards, grid.slots):
        items += card.back(back_box(slot, grid.width_pt, grid.height_pt, r.duplex, r.back_offset_mm), grid.bleed_pt)
    return items


def _front_page(ctx: Context, grid: Imposition, cards: list[CardFaces], label: str) -> Page:
    return sheet_page(ctx, label, front_page_items(grid, cards), grid.band, grid.band_side)


def _back_page(ctx: Context, grid: Imposition, cards: list[CardFaces], label: str) -> Page:
    return sheet_page(ctx, label, back_page_items(ctx, grid, cards), grid.band, grid.band_side)


def _fold_page(ctx: Context, sheet: FoldSheet, cards: list[CardFaces], label: str) -> Page:
    """Fronts above the fold; each back opposite its front, turned 180 degrees about its own centre."""
    items: list[Item] = [*sheet.marks(len(cards)), sheet.fold_line(ctx.theme.colors.muted)]
    for card, front, back in zip(cards, sheet.fronts, sheet.backs):
        items += card.front(front, sheet.bleed_pt)
        items.append(turned_half(card.back(back, sheet.bleed_pt), *back.center))
    oriented = replace(ctx, options=replace(ctx.options, paper=sheet.paper))  # the page as the sheet lies
    return sheet_page(oriented, label, items, sheet.band, "bottom")


def fold_pages(ctx: Context, cards: list[CardFaces], label: str) -> list[Page]:
    """As many gutterfold sheets as the cards need, each holding its cards' fronts and backs."""
    r = ctx.options
    sheet = fold_impose(ctx.frame, r.card, r.bleed_mm, r.gutter_mm, r.crop_marks)
    sheets = [cards[i : i + sheet.per_page] for i in range(0, len(cards), sheet.per_page)]
    return [_fold_page(ctx, sheet, chunk, f"{label} {number}/{len(sheets)} fronts and backs") for number, chunk in enumerate(sheets, 1)]


def card_pages(ctx: Context, cards: list[CardFaces], label: str) -> list[Page]:
    """As many sheets as the cards need; with --backs, each front sheet is followed by its back;
    with --layout gutterfold, each sheet holds both."""
    if ctx.options.layout == FOLDED:
        return fold_pages(ctx, cards, label)
    grid = imposition(ctx)
    pages = []
    sheets = [cards[i : i + grid.per_page] for i in range(0, len(cards), grid.per_page)]
    for number, chunk in enumerate(sheets, 1):
        name = f"{label} {number}/{len(sheets)}"
        pages.append(_front_page(ctx, grid, chunk, name))
        if ctx.options.backs:
            pages.append(_back_page(ctx, grid, chunk, f"{name} backs"))
    return pages
