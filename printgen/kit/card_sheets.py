"""Sheets of cards: fronts imposed on the paper with crop marks, each followed by its backs if
asked;
or, with --layout gutterfold, fronts and their turned backs on one sheet to fold."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Callable

from printgen.kit.print_options import CUT, FOLDED, Context
from printgen.kit.sheet import sheet_page
from printgen.layout.imposition import Imposition, back_box, crop_marks_around, impose
from printgen.layout.plan import Box, Item, Page, Rect, turned_half
from printgen.layout.units import pt_to_mm

if TYPE_CHECKING:  # gutterfold sheets are laid out only with --layout gutterfold
    from printgen.layout.gutterfold import FoldSheet

Face = Callable[[Box, float], list[Item]]


@dataclass(frozen=True, eq=False)
class CardFaces:
    """A card's two faces, each drawn into a box with a bleed; `name` tells it from the other
    cards of its run in a reprint's list (such as "red-3"); `digest` is its face's digest when it
    is drawn with a version mark (see kit.faceprint), which the mark leaves out."""

    front: Face
    back: Face
    name: str = ""
    digest: str = ""


@dataclass(frozen=True, eq=False)
class PrintedDeck:
    """A deck as a print service or a digital table takes it: its name, and each distinct card
    (its faces, how many copies, a label) in printing order."""

    id: str
    name: str
    cards: tuple[tuple[CardFaces, int, str], ...]

    @property
    def count(self) -> int:
        return sum(copies for _, copies, _ in self.cards)


SHARED_BLEED_MM = (
    2.0  # with backs and no --bleed: how far the grounds run past the grid's outer trims
)


def imposition(ctx: Context) -> Imposition:
    """The card grid; when backs are printed without --bleed, the cards touch and share a bleed:
    each face's ground runs past the grid's outer trims, so a duplex misregistration or a miscut
    shows no white sliver."""
    r = ctx.options
    shared = SHARED_BLEED_MM if r.backs and r.layout == "print" else 0.0
    return impose(
        ctx.frame, r.card, r.bleed_mm, r.gutter_mm, r.crop_marks, shared, r.back_offset_mm
    )


def occupied_crop_marks(grid: Imposition, occupied: int) -> tuple:
    """Crop marks around the first `occupied` slots only: none for empty slots."""
    if not grid.crop_marks or occupied <= 0:
        return ()
    if grid.shared_bleed_pt != (0.0, 0.0):
        return crop_marks_around(
            grid.slots[:occupied],
            pt_to_mm(grid.shared_bleed_pt[0]),
            *grid.crop_mm,
            bleed_y_mm=pt_to_mm(grid.shared_bleed_pt[1]),
        )
    return crop_marks_around(grid.slots[:occupied], pt_to_mm(grid.bleed_pt), *grid.crop_mm)


def _ground(items: list[Item], trim: Box) -> str | None:
    """A face's ground: the fill of its first filled rectangle that covers its trim."""
    for item in items:
        if (
            isinstance(item, Rect)
            and item.fill
            and item.box.x_pt <= trim.x_pt + 0.01
            and item.box.right_pt >= trim.right_pt - 0.01
            and item.box.y_pt <= trim.y_pt + 0.01
            and item.box.top_pt >= trim.top_pt - 0.01
        ):
            return item.fill
    return None


def _with_shared_bleed(grid: Imposition, faces: list[tuple[Box, list[Item]]]) -> list[Item]:
    """The faces, after each one's ground carried past its trim by the grid's shared bleed: drawn
    first, so a neighbour's own ground covers it where cards touch and only the outer edges
    bleed."""
    bx, by = grid.shared_bleed_pt
    under: list[Item] = []
    drawn: list[Item] = []
    for trim, items in faces:
        ground = _ground(items, trim) if (bx or by) else None
        if ground is not None:
            under.append(
                Rect(
                    Box(
                        trim.x_pt - bx,
                        trim.y_pt - by,
                        trim.width_pt + 2 * bx,
                        trim.height_pt + 2 * by,
                    ),
                    fill=ground,
                )
            )
        drawn += items
    return under + drawn


def front_page_items(grid: Imposition, cards: list[CardFaces]) -> list[Item]:
    faces = [(slot, card.front(slot, grid.bleed_pt)) for card, slot in zip(cards, grid.slots)]
    return list(occupied_crop_marks(grid, len(cards))) + _with_shared_bleed(grid, faces)


def back_page_items(ctx: Context, grid: Imposition, cards: list[CardFaces]) -> list[Item]:
    r = ctx.options
    faces = []
    for card, slot in zip(cards, grid.slots):
        trim = back_box(slot, grid.width_pt, grid.height_pt, r.duplex, r.back_offset_mm)
        faces.append((trim, card.back(trim, grid.bleed_pt)))
    return _with_shared_bleed(grid, faces)


def _front_page(ctx: Context, grid: Imposition, cards: list[CardFaces], label: str) -> Page:
    return sheet_page(ctx, label, front_page_items(grid, cards), grid.band, grid.band_side)


def _back_page(ctx: Context, grid: Imposition, cards: list[CardFaces], label: str) -> Page:
    return sheet_page(ctx, label, back_page_items(ctx, grid, cards), grid.band, grid.band_side)


def _fold_page(ctx: Context, sheet: FoldSheet, cards: list[CardFaces], label: str) -> Page:
    """Fronts above the fold; each back opposite its front, turned 180 degrees about its own
    centre."""
    items: list[Item] = [*sheet.marks(len(cards)), sheet.fold_line(ctx.theme.colors.muted)]
    for card, front, back in zip(cards, sheet.fronts, sheet.backs):
        items += card.front(front, sheet.bleed_pt)
        items.append(turned_half(card.back(back, sheet.bleed_pt), *back.center))
    # the page as the sheet lies
    oriented = replace(ctx, options=replace(ctx.options, paper=sheet.paper))
    return sheet_page(oriented, label, items, sheet.band, "bottom")


def fold_pages(ctx: Context, cards: list[CardFaces], label: str) -> list[Page]:
    """As many gutterfold sheets as the cards need, each holding its cards' fronts and backs."""
    from printgen.layout.gutterfold import fold_impose

    r = ctx.options
    sheet = fold_impose(ctx.frame, r.card, r.bleed_mm, r.gutter_mm, r.crop_marks)
    sheets = [cards[i : i + sheet.per_page] for i in range(0, len(cards), sheet.per_page)]
    return [
        _fold_page(ctx, sheet, chunk, f"{label} {number}/{len(sheets)} fronts and backs")
        for number, chunk in enumerate(sheets, 1)
    ]


CUT_LABEL = "cards for {}: "  # how a cut sheet's page label starts (the cutter's name put in)


def cut_sheet_of(ctx: Context):
    """The cut layout's sheet: the cutter's grid of slots on the paper (or Cricut's image), the
    cards' corners rounded as the theme rounds them."""
    from printgen.layout.cutting import CUTTERS, cut_sheet

    cutter = CUTTERS[ctx.options.cutter]
    r = ctx.options
    return cut_sheet(cutter.sheet_size(r.paper), r.card, ctx.theme.card.radius_mm, cutter)


def cut_pages(ctx: Context, cards: list[CardFaces], label: str) -> list[Page]:
    """--layout cut: the cards on the cutter's sheets with its registration marks, each sheet
    followed by its backs with --backs (mirrored for long-edge duplex). The sheets carry no
    ruler band or notice: nothing may print near the marks but the marks."""
    from printgen.core.errors import UsageError
    from printgen.layout.cutting import CUTTERS, sheet_pages

    sheet = cut_sheet_of(ctx)
    if not sheet.slots:  # the command line checks first; a template's card size may not
        raise UsageError(
            f"a {ctx.options.card.label()} card does not fit a {ctx.options.cutter} sheet",
            "choose a smaller --card-size",
        )
    cutter = CUTTERS[ctx.options.cutter]
    return sheet_pages(
        sheet, cards, CUT_LABEL.format(cutter.name) + label, cutter, ctx.options.backs
    )


def card_pages(ctx: Context, cards: list[CardFaces], label: str) -> list[Page]:
    """As many sheets as the cards need; with --backs, each front sheet is followed by its back;
    with --layout gutterfold, each sheet holds both; with --layout cut, the cutter's sheets."""
    if ctx.options.layout == FOLDED:
        return fold_pages(ctx, cards, label)
    if ctx.options.layout == CUT:
        return cut_pages(ctx, cards, label)
    grid = imposition(ctx)
    pages = []
    sheets = [cards[i : i + grid.per_page] for i in range(0, len(cards), grid.per_page)]
    for number, chunk in enumerate(sheets, 1):
        name = f"{label} {number}/{len(sheets)}"
        pages.append(_front_page(ctx, grid, chunk, name))
        if ctx.options.backs:
            pages.append(_back_page(ctx, grid, chunk, f"{name} backs"))
    return pages
