"""Packing a kit onto sheets: every card-size item of every material on shared card sheets, then
panels (reference cards, score sheets, trackers, slips, round tokens) filling the rest of the last
card sheet and the sheets after it.

A kit's units give pieces: whole pages, an opening panel (a game's rules page, which reference
cards and score sheets may share its sheet with), runs of cards (a deck, card-size tokens) and
panels (a block drawn down from its top, as wide as the content area). Cards of every run share
sheets in the order they come; crop marks stand only around occupied slots. Panels go, in order, to
the first sheet with room for them: below the last card sheet's last row of cards, then on sheets of
their own; a panel that repeats (a score sheet's game block, a set of trackers, a row of slips) then
fills what is left of its sheet with copies. Pure geometry on top of the imposition: nothing draws.
"""

from __future__ import annotations

from copy import copy
from dataclasses import dataclass, field, replace

from printgen.core.errors import FitError, UsageError
from printgen.kit.card_sheets import CardFaces, back_page_items, front_page_items, imposition
from printgen.kit.print_options import CUT, FOLDED, Context
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Item, Page, translated
from printgen.layout.units import mm_to_pt


@dataclass(frozen=True, eq=False)
class CardRun:
    """Cards that go on card sheets: a deck, or card-size tokens; `label` names them in page
    labels."""

    cards: tuple[CardFaces, ...]
    label: str
    # cards in each set that a sheet must not split (a player's reference cards), in order
    sets: tuple[int, ...] = ()


@dataclass(frozen=True)
class Panel:
    """A block as wide as the content area, drawn down from y = 0 at x = 0, `height_pt` tall; with
    `repeat`, copies of `repeat` (drawn the same way, `repeat_height_pt` tall) fill the rest of its
    sheet."""

    items: tuple[Item, ...]
    height_pt: float
    label: str
    repeat: tuple[Item, ...] = ()
    repeat_height_pt: float = 0.0
    # the panel at smaller scales, largest first
    smaller: tuple[tuple[tuple[Item, ...], float], ...] = ()
    opens: bool = (
        False  # it opens the kit (a rules page): it starts the first sheet, before any cards
    )
    # only read, never cut out or written on (a reference card): it may share the opening sheet
    read_only: bool = False
    alone: bool = (
        False  # a sheet of its own that nothing else shares (a score sheet, to copy as it is)
    )
    digest: str = ""  # its digest, when it is drawn with a version mark (see kit.faceprint)

    def at(self, step: int) -> tuple[tuple[Item, ...], float]:
        """The items and height at the `step`-th scale down (0: as made; past the smallest, the
        smallest)."""
        if step == 0 or not self.smaller:
            return self.items, self.height_pt
        return self.smaller[min(step, len(self.smaller)) - 1]


def panel(
    sizes: list[tuple[list[Item], float]], label: str, opens: bool = False, read_only: bool = False
) -> Panel:
    """A panel from its (items, height) at its own scale and then at smaller ones."""
    (items, height), smaller = sizes[0], sizes[1:]
    return Panel(
        tuple(items),
        height,
        label,
        smaller=tuple((tuple(i), h) for i, h in smaller),
        opens=opens,
        read_only=read_only,
    )


@dataclass(eq=False)
class _Room:
    """A sheet that panels flow down: its items so far, its free box and what it already holds."""

    label: str
    x_pt: float
    width_pt: float
    top_pt: float
    bottom_pt: float
    items: list[Item] = field(default_factory=list)
    band: tuple = ()
    repeats: list[Panel] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    page_index: int | None = None  # the card sheet it is, if any
    opens: bool = False  # a sheet that opens the kit, before the card sheets
    entries: list = field(default_factory=list)  # each placed panel's (items, height, panel, top)
    closed: bool = False  # it holds a panel that keeps its sheet to itself

    def __copy__(self) -> "_Room":
        return _Room(
            self.label,
            self.x_pt,
            self.width_pt,
            self.top_pt,
            self.bottom_pt,
            list(self.items),
            self.band,
            list(self.repeats),
            list(self.labels),
            self.page_index,
            self.opens,
            list(self.entries),
            self.closed,
        )

    def free_pt(self) -> float:
        return self.top_pt - self.bottom_pt

    def place(self, items, height_pt: float, gap_pt: float, panel: "Panel | None" = None) -> None:
        self.items.append(translated(items, self.x_pt, self.top_pt))
        self.entries.append((items, height_pt, panel, self.top_pt))
        self.top_pt -= height_pt + gap_pt

    def fill(self, gap_pt: float) -> None:
        """Copies of each repeating panel in what is left of the sheet, each run of copies right
        under its panel (what came after it moves down), the first panel's copies first."""
        if not self.repeats:
            return
        base = self.items[: len(self.items) - len(self.entries)]
        laid = [(items, height) for items, height, _, _ in self.entries]
        for panel in self.repeats:
            copies = 0
            while self.free_pt() + 0.01 >= panel.repeat_height_pt:
                self.top_pt -= panel.repeat_height_pt + gap_pt
                copies += 1
            index = [entry[2] for entry in self.entries].index(panel)
            shift = len(laid) - len(self.entries)  # the copies already put in, all above this panel
            laid[index + 1 + shift : index + 1 + shift] = [
                (panel.repeat, panel.repeat_height_pt)
            ] * copies
        top = self.entries[0][3] if self.entries else self.top_pt
        self.items = base
        for items, height in laid:
            self.items.append(translated(items, self.x_pt, top))
            top -= height + gap_pt


def panel_gap(ctx: Context) -> float:
    return mm_to_pt(ctx.theme.sheet.panel_gap_mm)


def panel_width(ctx: Context) -> float:
    """How wide panels are laid out: the content area's width, less the ruler band where card
    sheets carry it down their left side (Letter), so a panel also fits under the last cards."""
    area = content_box(ctx)
    if ctx.options.layout != "print":
        return area.width_pt
    try:
        grid = imposition(ctx)
    except UsageError:  # cards that fit no sheet: the build says so; panels keep the whole width
        return area.width_pt
    if grid.band_side != "left":
        return area.width_pt
    return area.right_pt - max(area.x_pt, grid.band.right_pt + mm_to_pt(2))


def page_height(ctx: Context) -> float:
    """The tallest panel a sheet of its own holds."""
    return content_box(ctx).height_pt


def card_sheet_label(runs: list[tuple[str, int]]) -> str:
    """'hand cards, row cards': the runs a sheet holds, each once, in order."""
    seen: list[str] = []
    for label, _ in runs:
        if label not in seen:
            seen.append(label)
    return ", ".join(seen)


def named_runs(runs: list[CardRun]) -> list[CardRun]:
    """The runs with every card named: by its own name, or by its place in its run ("3")."""
    return [
        replace(
            run,
            cards=tuple(
                card if card.name else replace(card, name=str(index))
                for index, card in enumerate(run.cards, 1)
            ),
        )
        for run in runs
    ]


def _placed_cards(ctx: Context, chunk: list[tuple[CardFaces, str]]) -> tuple:
    """Where each card of a sheet lies: its slot, counted from 1 in reading order."""
    from printgen.kit.faceprint import Placed

    size = (mm_to_pt(ctx.options.card.width_mm), mm_to_pt(ctx.options.card.height_mm))
    return tuple(
        Placed("card", label, card.name, slot, card, size)
        for slot, (card, label) in enumerate(chunk, 1)
    )


def _with_placed(pages: list[Page], chunks: list, ctx: Context) -> list[Page]:
    """The fold or cut layout's pages with the cards each front page holds (backs pages hold
    none of their own)."""
    fronts = [index for index, page in enumerate(pages) if not page.label.endswith(" backs")]
    out = list(pages)
    for index, chunk in zip(fronts, chunks):
        out[index] = replace(out[index], placed=_placed_cards(ctx, chunk))
    return out


def _card_pages(ctx: Context, runs: list[CardRun], report) -> tuple[list[Page], _Room | None]:
    """The card sheets (each followed by its backs with --backs), and the room left below the cards
    of the last one, if a panel could use it."""
    from printgen.kit.card_sheets import cut_sheet_of, fold_pages

    runs = named_runs(runs)
    cards: list[tuple[CardFaces, str]] = [(card, run.label) for run in runs for card in run.cards]
    if not cards:
        return [], None
    if ctx.options.layout in (FOLDED, CUT):
        faces = [card for card, _ in cards]
        label = card_sheet_label([(label, 0) for _, label in cards])
        if ctx.options.layout == FOLDED:
            from printgen.layout.gutterfold import fold_impose

            r = ctx.options
            per = fold_impose(ctx.frame, r.card, r.bleed_mm, r.gutter_mm, r.crop_marks).per_page
            pages = fold_pages(ctx, faces, label)
        else:  # the cutter's sheets, with nothing else on them
            from printgen.kit.card_sheets import cut_pages

            pages = cut_pages(ctx, faces, label)
            per = len(cut_sheet_of(ctx).slots)
        chunks = [cards[i : i + per] for i in range(0, len(cards), per)]
        return _with_placed(pages, chunks, ctx), None
    grid = imposition(ctx)
    chunks = sheets_of(runs, grid.per_page)
    pages: list[Page] = []
    room = None
    for number, chunk in enumerate(chunks, 1):
        faces = [card for card, _ in chunk]
        name = (
            f"cards {number}/{len(chunks)}: {card_sheet_label([(label, 0) for _, label in chunk])}"
        )
        try:
            front = front_page_items(grid, faces)
        except FitError as exc:
            report(exc)
            front = []
        if number == len(chunks):
            room = _room_below(ctx, grid, len(faces), name, front, len(pages))
        page = sheet_page(ctx, name, front, grid.band, grid.band_side)
        pages.append(replace(page, placed=_placed_cards(ctx, chunk)))
        if ctx.options.backs:
            try:
                back = back_page_items(ctx, grid, faces)
            except FitError as exc:
                report(exc)
                back = []
            pages.append(sheet_page(ctx, f"{name} backs", back, grid.band, grid.band_side))
    return pages, room


def sheets_of(runs: list[CardRun], per_page: int) -> list[list[tuple[CardFaces, str]]]:
    """The cards of every run in order, `per_page` to a sheet; a set of a run in sets (a player's
    reference cards) is never split across two sheets."""
    sheets: list[list[tuple[CardFaces, str]]] = [[]]
    for run in runs:
        sets = run.sets or (1,) * len(run.cards)
        at = 0
        for size in sets:
            group = [(card, run.label) for card in run.cards[at : at + size]]
            at += size
            if run.sets and len(sheets[-1]) + size > per_page and size <= per_page:
                sheets.append([])
            for item in group:
                if len(sheets[-1]) == per_page:
                    sheets.append([])
                sheets[-1].append(item)
    return [sheet for sheet in sheets if sheet]


def _room_below(
    ctx: Context, grid, occupied: int, name: str, items: list[Item], index: int
) -> _Room | None:
    """The free part of a card sheet under its last occupied row, clear of its crop marks."""
    used = grid.slots[:occupied]
    lowest = (
        min(slot.y_pt for slot in used)
        - grid.bleed_pt
        - grid.shared_bleed_pt[1]
        - mm_to_pt(grid.crop_space_mm)
    )
    area = content_box(ctx)
    x, width = area.x_pt, area.width_pt
    if grid.band_side == "left":
        x = max(x, grid.band.right_pt + mm_to_pt(2))
        width = area.right_pt - x
    bottom = (
        area.y_pt if grid.band_side == "bottom" else area.y_pt - mm_to_pt(ctx.theme.sheet.band_mm)
    )
    top = lowest - panel_gap(ctx)
    if top - bottom <= 0:
        return None
    return _Room(
        name, x, width, top, bottom, list(items), (grid.band, grid.band_side), page_index=index
    )


def _new_room(ctx: Context) -> _Room:
    area = content_box(ctx)
    return _Room("", area.x_pt, area.width_pt, area.top_pt, area.y_pt)


def _flow_panels(
    ctx: Context, panels: list[Panel], first: _Room | None, opening: list[Panel] = ()
) -> list[_Room]:
    """The panels flowed at the largest scale that needs no more sheets than the smallest does."""
    steps = max((len(panel.smaller) for panel in list(panels) + list(opening)), default=0)
    best = None
    for step in range(steps + 1):
        rooms = _flow_at(ctx, panels, copy(first) if first is not None else None, step, opening)
        if best is None or len(rooms) < len(best):
            best = rooms
    return best if best is not None else ([first] if first is not None else [])


def _opening_rooms(ctx: Context, opening: list[Panel], step: int) -> list[_Room]:
    """The sheets that open the kit: each opening panel at the top of a sheet of its own."""
    rooms = []
    for panel in opening:
        items, height = panel.at(step)
        room = _new_room(ctx)
        room.place(items, height, panel_gap(ctx), panel)
        room.labels.append(panel.label)
        room.opens = True
        rooms.append(room)
    return rooms


def _flow_at(
    ctx: Context, panels: list[Panel], first: _Room | None, step: int, opening: list[Panel] = ()
) -> list[_Room]:
    """Each panel (at `step`) on the first room it fits (a read-only one under an opening panel
    first,
    then the card sheet's room), new rooms as needed; then each repeating panel fills what is left
    of its room
    with copies."""
    gap, width = panel_gap(ctx), panel_width(ctx)
    rooms: list[_Room] = _opening_rooms(ctx, opening, step) + ([first] if first is not None else [])
    for panel in panels:
        items, height = panel.at(step)
        room = (
            None
            if panel.alone
            else next(
                (
                    r
                    for r in rooms
                    if not r.closed
                    and r.free_pt() + 0.01 >= height
                    and r.width_pt + 0.01 >= width
                    and (panel.read_only or not r.opens)
                ),
                None,
            )
        )
        if room is None:
            room = _new_room(ctx)
            if room.free_pt() + 0.01 < height:
                raise FitError(f"{panel.label} does not fit on a sheet", "shorten it")
            rooms.append(room)
        room.closed = panel.alone
        room.place(items, height, gap, panel)
        room.labels.append(panel.label)
        if panel.repeat:
            room.repeats.append(panel)
    for room in rooms:
        room.fill(gap)
    return rooms


def pack(ctx: Context, pieces: list, report=None) -> list[Page]:
    """The kit's pages: whole pages first, in order, then the card sheets, then the panels' sheets.
    A card face that does not fit is given to `report` (its sheet is laid out without it)."""
    report = report or _raise
    whole = [piece for piece in pieces if isinstance(piece, Page)]
    runs = [piece for piece in pieces if isinstance(piece, CardRun)]
    panels = [piece for piece in pieces if isinstance(piece, Panel) and not piece.opens]
    opening = [piece for piece in pieces if isinstance(piece, Panel) and piece.opens]
    card_pages, room = _card_pages(ctx, runs, report)
    rooms = _flow_panels(ctx, panels, room, opening)
    opened = []
    for room in rooms:
        placed = _placed_panels(room)
        if room.opens:
            page = sheet_page(ctx, ", ".join(dict.fromkeys(room.labels)), room.items)
            opened.append(replace(page, placed=placed))
            continue
        label = room.label or ", ".join(dict.fromkeys(room.labels))
        if room.page_index is not None:
            label = (
                f"{room.label} + {', '.join(dict.fromkeys(room.labels))}"
                if room.labels
                else room.label
            )
            grid_band, side = room.band
            cards = card_pages[room.page_index].placed
            page = sheet_page(ctx, label, room.items, grid_band, side)
            card_pages[room.page_index] = replace(page, placed=cards + placed)
            behind = room.page_index + 1
            if behind < len(card_pages) and card_pages[behind].label == f"{room.label} backs":
                card_pages[behind] = replace(card_pages[behind], label=f"{label} backs")
        else:
            card_pages.append(replace(sheet_page(ctx, label, room.items), placed=placed))
    return [_placed_whole(page) for page in whole] + opened + card_pages


def _placed_panels(room: _Room) -> tuple:
    """The panels a sheet holds, counted from 1 down the sheet (a repeated copy is its panel's)."""
    from printgen.kit.faceprint import Placed

    panels = [entry[2] for entry in room.entries if entry[2] is not None]
    return tuple(
        Placed("panel", panel.label, "", number, panel) for number, panel in enumerate(panels, 1)
    )


def _placed_whole(page: Page) -> Page:
    """A whole page is one face of its own."""
    from printgen.kit.faceprint import Placed

    return replace(page, placed=(Placed("page", page.label, "", 1, page),))


def _raise(exc: FitError) -> None:
    raise exc


__all__ = ["CardRun", "Panel", "pack", "panel", "panel_width", "page_height", "panel_gap"]
