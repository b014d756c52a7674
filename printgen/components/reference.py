"""Reference cards: a title and blocks of text, bulleted lists, tables, the deal table and symbol
legends.

A card takes half a sheet when it fits there and a whole sheet otherwise; two half cards share a
sheet.
"""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

from printgen.components.block_columns import Columns, flow_blocks
from printgen.components.drawn import mark_items
from printgen.components.panels import largest_fit, place_panels
from printgen.core.errors import FitError, located
from printgen.kit.flow import Flow
from printgen.layout.plan import Box, Circle, Item, Polygon, Rect, Text
from printgen.layout.symbols import symbol_points
from printgen.layout.units import mm_to_pt
from printgen.pieces.deck import (
    card_count,
    dealt,
    deck_table,
    removal_summary,
    removed_values,
    span,
)
from printgen.pieces.model import SYMBOLS, Block, Game, Reference
from printgen.style.messages import Catalogue

if TYPE_CHECKING:  # a game's deal rules, read only from game files; tables only where printed
    from printgen.components.table import TableStyle
    from printgen.pieces.deal import Deal

SCALES = (1.2, 1.1, 1.0, 0.9, 0.8, 0.7)


@dataclass(frozen=True, eq=False)
class Writer:
    """What a reference card is written with: the game (None for a kit without one), the language,
    the catalogue, the theme, a scale and the block kinds it knows (the game-file kinds unless
    given)."""

    game: Game | None
    language: str
    messages: Catalogue
    theme: object
    scale: float
    kinds: Mapping[str, "BlockKind"] | None = None

    def size(self, key: str) -> float:
        return max(getattr(self.theme.text, key) * self.scale, self.theme.text.min_pt)

    def kind(self, name: str) -> "BlockKind":
        return (self.kinds or BLOCK_KINDS)[name]

    def table_style(self) -> TableStyle:
        from printgen.components.table import TableStyle

        t, c = self.theme, self.theme.colors
        decks = self.game.decks if self.game is not None else ()
        return TableStyle(
            t.regular,
            t.bold,
            c.ink,
            c.rule,
            "#ffffff",
            self.size("body_pt"),
            t.text.min_pt,
            next((d.face.icons for d in decks if d.face.icons), ()),
        )


def _table_items(*args) -> tuple[list[Item], float]:
    """`table_items`, the table module read when a reference first prints a table (a Number
    Neighbours kit's references have none)."""
    from printgen.components.table import table_items

    return table_items(*args)


def deal_columns(deal: Deal, w: Writer) -> list[tuple[str, float]]:
    """The deal table's headings and width weights: what is taken out only if anything is, the
    table and the cards set aside only if cards go there, then one column per pile, the cards left
    to draw, one column per other deck the deal takes from and one per token it hands out or plays
    to."""
    m = w.messages
    columns = [("players", m.text("deal_players"), 1.1)]
    if any(row.removals for row in deal.rows):
        columns.append(("out", m.text("deal_out"), 2.3))
    columns += [("kept", m.text("deal_kept"), 1.2), ("hand", m.text("deal_hand"), 1.3)]
    if any(row.table for row in deal.rows):
        columns.append(("table", m.text("deal_table"), 1.3))
    if any(row.set_aside for row in deal.rows):
        columns.append(("set_aside", m.text("deal_set_aside"), 1.3))
    if any(row.shown for row in deal.rows):
        columns.append(("shown", m.text("deal_shown"), 1.3))
    columns += [(f"pile {pile.id}", pile.title.get(w.language), 1.3) for pile in deal.piles]
    if deal.draw is not None and deal.draw.title is not None:
        columns.append(("stack", deal.draw.title.get(w.language), 1.3))
    for deck_id in dict.fromkeys(c.deck for row in deal.rows for c in row.others):
        deck = w.game.deck(deck_id) if w.game is not None else None
        columns.append(
            (f"deck {deck_id}", deck.name.get(w.language) if deck is not None else deck_id, 1.6)
        )
    for token_id in dict.fromkeys(t for row in deal.rows for t, _ in row.tokens + row.to_win):
        token = (
            next((t for t in w.game.tokens if t.id == token_id), None)
            if w.game is not None
            else None
        )
        columns.append(
            (
                f"token {token_id}",
                token.text.get(w.language) if token is not None else token_id,
                1.6,
            )
        )
    return [(key, title, weight) for key, title, weight in columns]


def deal_rows(game: Game, deal: Deal, w: Writer) -> list[tuple[str, ...]]:
    """One row per player count, one cell per column of `deal_columns`; counts that depend on which
    values a removal takes are ranges (27–30)."""
    deck = game.deck(deal.deck)
    piles = {f"pile {pile.id}": str(pile.count) for pile in deal.piles}
    rows = []
    for row in deal.rows:
        removed, kept = removal_summary(deck, row)
        start = dealt(row, deal) + (deal.draw.cards if deal.draw is not None else 0)
        cells = {
            "players": str(row.players),
            "out": _removal_text(deck, row, removed, w),
            "kept": span(*kept),
            "hand": str(row.hand)
            if not row.by_round
            else w.messages.text("deal_by_round", hands=span(min(row.by_round), max(row.by_round))),
            "table": str(row.table),
            "set_aside": str(row.set_aside),
            "shown": str(row.shown),
            "stack": span(max(0, kept[0] - start), max(0, kept[1] - start)),
        }
        cells.update({f"deck {c.deck}": _other_deck_text(c, w) for c in row.others})
        cells.update(_token_cells(row, w))
        rows.append(tuple({**cells, **piles}.get(key, "–") for key, _, _ in deal_columns(deal, w)))
    return rows


def _other_deck_text(count, w: Writer) -> str:
    m = w.messages
    parts = [m.text("deal_each", count=count.hand)] * bool(count.hand) + [
        m.text("deal_face_up", count=count.table)
    ] * bool(count.table)
    parts += [m.text("deal_aside", count=count.set_aside)] * bool(count.set_aside) + [
        m.text("deal_aside_shown", count=count.shown)
    ] * bool(count.shown)
    return ", ".join(parts) or "–"


def _token_cells(row, w: Writer) -> dict[str, str]:
    cells: dict[str, list[str]] = {}
    for token_id, each in row.tokens:
        cells.setdefault(f"token {token_id}", []).append(w.messages.text("deal_each", count=each))
    for token_id, goal in row.to_win:
        cells.setdefault(f"token {token_id}", []).append(w.messages.text("deal_to_win", count=goal))
    return {key: ", ".join(parts) for key, parts in cells.items()}


def _removal_text(deck, row, removed: tuple[int, int], w: Writer) -> str:
    if not row.removals:
        return w.messages.text("deal_none")
    parts = []
    for removal in row.removals:
        attribute = deck.attribute(removal.attribute)
        if attribute is None:
            continue  # reported by the checks (unknown-attribute)
        if removal.count is not None:
            parts.append(
                w.messages.text(
                    "deal_any",
                    count=removal.count,
                    unit=attribute.unit(w.language, removal.count),
                    cards=span(*removed),
                )
            )
        else:
            labels = [
                attribute.value(v).label.get(w.language) if attribute.value(v) else str(v)
                for v in removed_values(deck, row)[removal.attribute]
            ]
            parts.append(
                w.messages.text("deal_listed", values=", ".join(labels), cards=span(*removed))
            )
    return "; ".join(parts)


def _deal_block(flow: Flow, w: Writer) -> None:
    deal = w.game.deal
    if deal is None or w.game.deck(deal.deck) is None:
        return  # reported by the checks: a deal table needs the game's deal
    columns = deal_columns(deal, w)
    header = tuple(title for _, title, _ in columns)
    unit = flow.width_pt / sum(weight for _, _, weight in columns)
    widths = [unit * weight for _, _, weight in columns]
    items, height = _table_items(
        header, deal_rows(w.game, deal, w), widths, flow.x_pt, flow.top_pt, w.table_style()
    )
    flow.block(items, height + w.size("body_pt") * 0.5)
    if deal.note is not None:
        flow.text(deal.note.get(w.language), w.theme.bold, w.size("body_pt"), w.theme.colors.ink)


def legend_columns(labels: list[str], width_pt: float, font: str, size_pt: float) -> int:
    """How many entries a legend row holds: as many as fit beside their symbols (at most 6), then
    the rows balanced, so that no entry stands alone on the last row (six colours: 3 and 3, not 5
    and 1)."""
    from printgen.layout.fonts import text_width_pt

    if not labels:
        return 1
    widest = (
        max((text_width_pt(label, font, size_pt) for label in labels), default=0.0) + size_pt * 2.2
    )
    fit = max(1, min(6, len(labels), int(width_pt // widest)))
    rows = -(-len(labels) // fit)
    return -(-len(labels) // rows)


def _legend_block(flow: Flow, block: Block, w: Writer) -> None:
    deck, attribute = next(
        ((d, a) for d in w.game.decks for a in d.attributes if a.name == block.attribute),
        (None, None),
    )
    if attribute is None:
        return
    size = w.size("body_pt")
    radius, items = size * 0.55, []
    across = legend_columns(
        [
            (f"{v.id} " if attribute.is_number else "") + v.label.get(w.language)
            for v in attribute.values
        ],
        flow.width_pt,
        w.theme.regular,
        size,
    )
    step = flow.width_pt / across
    rows = 0
    for index, value in enumerate(attribute.values):
        column = index % across
        rows = index // across
        cx, cy = flow.x_pt + column * step + radius, flow.top_pt - rows * size * 1.8 - radius
        ink = value.ink or w.theme.colors.ink
        kind = value.symbol or "circle"
        if deck.face.ground:  # the symbol as its cards show it: on their ground, not the panel's
            side = radius * 2.5
            items.append(
                Rect(
                    Box(cx - side / 2, cy - side / 2, side, side),
                    fill=deck.face.ground,
                    radius_pt=radius * 0.5,
                )
            )
        if value.mark:
            items += mark_items(value.mark, cx, cy, radius * 2.4, ink, w.theme.colors.panel)
        elif kind not in SYMBOLS:  # a bundled icon as the value's symbol
            from printgen.layout.icons import icon_items

            items += icon_items(kind, cx, cy, radius * 2, ink, deck.face.icons)
        else:
            items.append(
                Circle(cx, cy, radius * 0.9, ink)
                if kind == "circle"
                else Polygon(symbol_points(kind, cx, cy, radius), ink)
            )
        label = value.label.get(w.language)
        items.append(
            Text(
                cx + radius * 1.8,
                cy - size * 0.35,
                f"{value.id} {label}" if attribute.is_number else label,
                w.theme.regular,
                size,
                w.theme.colors.ink,
            )
        )
    flow.block(items, (rows + 1) * size * 1.8)


def _points_block(flow: Flow, block: Block, w: Writer) -> None:
    """A two-column table: each value of the attribute (by its label) and the points it scores."""
    attribute = next(
        (a for d in w.game.decks for a in d.attributes if a.name == block.attribute), None
    )

    def label(ident) -> str:
        if attribute and attribute.value(ident):
            return attribute.value(ident).label.get(w.language)
        return str(ident)

    header = tuple(c.get(w.language) for c in block.columns)
    rows = [(label(ident), str(points)) for ident, points in block.points]
    widths = [flow.width_pt * 0.6, flow.width_pt * 0.4]
    items, height = _table_items(header, rows, widths, flow.x_pt, flow.top_pt, w.table_style())
    flow.block(items, height)


def _text_block(flow: Flow, block: Block, w: Writer) -> None:
    flow.text(
        block.words[0].get(w.language), w.theme.regular, w.size("body_pt"), w.theme.colors.ink
    )


def _list_block(flow: Flow, block: Block, w: Writer) -> None:
    for item in block.words:
        flow.text(
            "• " + item.get(w.language), w.theme.regular, w.size("body_pt"), w.theme.colors.ink
        )


def _table_block(flow: Flow, block: Block, w: Writer) -> None:
    header = tuple(c.get(w.language) for c in block.columns)
    if block.data is not None:  # made from a deck: a row per kind of card
        deck = w.game.deck(block.data) if w.game is not None else None
        if deck is None:
            return  # reported by the checks (unknown-attribute)
        rows = deck_table(deck, block.templates, w.language)
        widths = _content_widths(header, rows, flow.width_pt, w)
    else:
        rows = [tuple(c.get(w.language) for c in row) for row in block.rows]
        widths = [flow.width_pt / len(header)] * len(header)
    items, height = _table_items(header, rows, widths, flow.x_pt, flow.top_pt, w.table_style())
    flow.block(items, height)


def _content_widths(
    header: tuple[str, ...], rows: list[tuple[str, ...]], width_pt: float, w: Writer
) -> list[float]:
    """Column widths shared out by what each column holds (its widest cell or heading), so a
    column of names is wider than a column of counts; each column first gets its longest word,
    so a long line of rules beside it cannot squeeze a name ("Engineer") out of its column."""
    from printgen.components.table import PAD_PT
    from printgen.layout.fonts import text_width_pt

    size = w.size("body_pt")
    cells = [(header[i],) + tuple(row[i] for row in rows) for i in range(len(header))]
    needs = [max(text_width_pt(c, w.theme.bold, size) for c in column) + size for column in cells]
    floors = [
        max(text_width_pt(word, w.theme.bold, size) for c in column for word in c.split() or [""])
        + 2 * PAD_PT
        + 1
        for column in cells
    ]
    room = width_pt - sum(floors)
    if room <= 0:
        return [width_pt * floor / sum(floors) for floor in floors]
    extra = [max(need - floor, 0.0) for need, floor in zip(needs, floors)]
    share = sum(extra) or float(len(extra))
    return [
        floor + room * ((more / share) if sum(extra) else 1 / len(extra))
        for floor, more in zip(floors, extra)
    ]


def _scoring_block(flow: Flow, block: Block, w: Writer) -> None:
    """The game's scoring in words, line by line, each with its table, then the rounds and the
    worked examples (not for `- scoring: rule`): made from `scoring:`, so the card says what the
    validator checked."""
    from printgen.components.scoring_words import example_words, rounds_rule

    scoring = w.game.scoring if w.game is not None else None
    if scoring is None:
        return  # reported by the checks
    m, size, ink = w.messages, w.size("body_pt"), w.theme.colors.ink
    for number, line in enumerate(scoring.lines):
        if number:
            flow.gap(size * 0.4)  # a little air between one line's rule and the next line's name
        flow.text(line.heading(w.game, w.language, m), w.theme.bold, size, ink)
        flow.text(" ".join(line.rule(w.game, w.language, m)), w.theme.regular, size, ink)
        table = line.rows(w.game, w.language, m)
        if table is not None:
            header, rows = table
            items, height = _table_items(
                header,
                rows,
                [flow.width_pt * 0.5, flow.width_pt * 0.5],
                flow.x_pt,
                flow.top_pt,
                w.table_style(),
            )
            flow.block(items, height + size * 0.5)
    rounds = rounds_rule(w.game, w.language, m)
    if rounds:
        flow.gap(size * 0.4)
        flow.text(" ".join(rounds), w.theme.regular, size, ink)
    for example in scoring.examples if block.data != "rule" else ():
        flow.text(
            example_words(w.game, example, w.language, m),
            w.theme.regular,
            size,
            w.theme.colors.muted,
        )


BULLETS = ("", "•", "–")


def _play_block(flow: Flow, block: Block, w: Writer) -> None:
    """The game's declared play in words (`turn`, `round` or `end`), made from `play:`, so the
    card says what printgen plays: headings in bold, a decision's actions and a rule's cases as
    bullets, indented by how deep they stand."""
    from printgen.components.play_words import LINES

    if w.game is None or w.game.play_source is None:
        return  # reported by the checks
    size, ink = w.size("body_pt"), w.theme.colors.ink
    x_pt, width_pt = flow.x_pt, flow.width_pt
    for line in LINES[block.data](w.game, w.language, w.messages):
        indent = size * 0.9 * line.depth  # a hanging indent: wrapped lines start under the text
        font = w.theme.bold if line.bold else w.theme.regular
        if line.depth:
            mark = Flow(x_pt + indent - size * 0.9, flow.top_pt, size * 0.9, flow.min_pt)
            mark.text(BULLETS[min(line.depth, 2)].strip(), w.theme.regular, size, ink)
            flow.items += mark.items
        flow.x_pt, flow.width_pt = x_pt + indent, width_pt - indent
        flow.text(line.text, font, size, ink)
    flow.x_pt, flow.width_pt = x_pt, width_pt


@dataclass(frozen=True, eq=False)
class BlockKind:
    """How one kind of block is drawn into its column, and the gap after it in body-text sizes."""

    draw: Callable[[Flow, Block, Writer], None]
    gap_em: float = 0.5


BLOCK_KINDS: Mapping[str, BlockKind] = {
    "text": BlockKind(_text_block),
    "list": BlockKind(_list_block),
    "table": BlockKind(_table_block),
    "deal": BlockKind(lambda flow, block, w: _deal_block(flow, w)),
    "legend": BlockKind(_legend_block),
    "points": BlockKind(_points_block),
    "scoring": BlockKind(_scoring_block),
    "play": BlockKind(_play_block),
}


def _heading(flow: Flow, reference: Reference, w: Writer) -> None:
    if reference.title is not None:
        flow.text(  # as large as the body text: no smaller type on a card than what it says
            w.game.name.get(w.language), w.theme.regular, w.size("body_pt"), w.theme.colors.muted
        )
        flow.text(
            reference.title.get(w.language),
            w.theme.bold,
            w.size("title_pt") * 0.8,
            w.theme.colors.ink,
        )


def lay_out_blocks(
    reference: Reference, x_pt: float, top_pt: float, width_pt: float, w: Writer, columns: Columns
) -> tuple[list[Item], float]:
    """The card's heading and blocks drawn down from `top_pt`, and the bottom of their content."""
    head = Flow(x_pt, top_pt, width_pt, w.theme.text.min_pt)
    _heading(head, reference, w)
    draw = lambda flow, block: w.kind(block.kind).draw(flow, block, w)  # noqa: E731
    gap = lambda block: w.kind(block.kind).gap_em * w.size("body_pt")  # noqa: E731
    items, bottom = flow_blocks(
        reference.blocks, x_pt, head.top_pt, width_pt, columns, w.theme.text.min_pt, draw, gap
    )
    return head.items + items, min(bottom, head.top_pt)


def _card_at(reference: Reference, panel: Box, w: Writer) -> list[Item] | None:
    pad = mm_to_pt(5)
    inner = panel.inset(pad)
    items, bottom = lay_out_blocks(
        reference,
        inner.x_pt,
        inner.top_pt,
        inner.width_pt,
        w,
        Columns(reference.columns, reference.split, pad),
    )
    if bottom < inner.y_pt:
        return None
    frame = Rect(
        panel,
        fill=w.theme.colors.panel,
        stroke=w.theme.colors.rule,
        line_width_pt=0.8,
        radius_pt=mm_to_pt(3),
    )
    return [frame] + items


def reference_card(
    reference: Reference,
    panel: Box,
    game: Game,
    language: str,
    messages: Catalogue,
    theme,
    scales=SCALES,
) -> list[Item] | None:
    """The card at the largest scale that fits `panel`, or None."""
    return largest_fit(
        reference,
        panel,
        scales,
        lambda ref, box, scale: _card_at(ref, box, Writer(game, language, messages, theme, scale)),
    )


CARD_SMALLEST_SCALE = 0.5  # below this only headings would shrink: body text stops at min_pt
CARD_STEP_PT = 0.1  # the body text's size is searched in steps of this


def card_scales(theme) -> tuple[float, ...]:
    """The scales a card-sized reference is tried at, largest first: its body text from the theme's
    size down in steps of CARD_STEP_PT, to CARD_SMALLEST_SCALE (where min_pt holds body text)."""
    body = theme.text.body_pt
    steps = int(round(body * (1 - CARD_SMALLEST_SCALE) / CARD_STEP_PT))
    return tuple(round(body - step * CARD_STEP_PT, 1) / body for step in range(steps + 1))


def frame_mm(theme) -> float:
    """Where a card-sized reference's frame runs: half a millimetre inside the safe zone, so that a
    proof shows the services' safe line (1/8 in) and the frame apart."""
    return theme.card.safe_mm + 0.5


def _card_inner(trim: Box, theme) -> Box:
    return trim.inset(mm_to_pt(max(theme.card.safe_mm, 3.0) + 1.5))


def _card_blocks(reference: Reference, inner: Box, w: Writer) -> list[Item] | None:
    items, bottom = lay_out_blocks(
        reference,
        inner.x_pt,
        inner.top_pt,
        inner.width_pt,
        w,
        Columns(reference.columns, reference.split, mm_to_pt(3)),
    )
    return items if bottom >= inner.y_pt else None


def card_scale(
    trim: Box, reference: Reference, game: Game, language: str, messages: Catalogue, theme
) -> float:
    """The largest scale at which the reference's blocks fit a card of `trim`'s size: a search over
    `card_scales` (the body text in 0.1 pt steps), so a card is not left a quarter empty for want of
    a step; a FitError when even the smallest does not fit."""
    scales = card_scales(theme)
    inner = _card_inner(trim, theme)

    def fits(index: int) -> bool:
        w = Writer(game, language, messages, theme, scales[index])
        return _card_blocks(reference, inner, w) is not None

    low, high = 0, len(scales) - 1  # the answer is the first index that fits
    if not fits(high):
        raise FitError(
            f"the reference card {reference.id!r} does not fit on a card",
            "shorten its text, split it into two cards, or choose a larger --card-size",
        )
    while low < high:
        middle = (low + high) // 2
        if fits(middle):
            high = middle
        else:
            low = middle + 1
    return scales[low]


def reference_face(
    trim: Box,
    bleed_pt: float,
    reference: Reference,
    game: Game,
    language: str,
    messages: Catalogue,
    theme,
    scale: float | None = None,
) -> list[Item]:
    """A card-sized reference: its ground to the bleed, a frame, and its blocks inside the safe zone
    at `scale`, or else the largest that fits (`card_scale`); a FitError when none does."""
    from printgen.layout.plan import Trim

    if scale is None:
        scale = card_scale(trim, reference, game, language, messages, theme)
    items = _card_blocks(
        reference, _card_inner(trim, theme), Writer(game, language, messages, theme, scale)
    )
    if items is None:
        raise FitError(
            f"the reference card {reference.id!r} does not fit on a card",
            "shorten its text, split it into two cards, or choose a larger --card-size",
        )
    frame = Rect(
        trim.inset(mm_to_pt(frame_mm(theme))),
        stroke=theme.colors.rule,
        line_width_pt=0.8,
        radius_pt=mm_to_pt(theme.card.radius_mm),
    )
    return [
        Trim(trim, f"reference {reference.id}"),
        Rect(trim.grow(bleed_pt), fill=theme.colors.panel),
        frame,
    ] + items


@dataclass(eq=False)
class ReferenceFace:
    """A card-sized reference's front as a face (drawn into a trim with a bleed), its scale searched
    once for each card size and kept, as every copy of the card is drawn alike."""

    reference: Reference
    game: Game
    language: str
    messages: Catalogue
    theme: object
    scales: dict = field(default_factory=dict)

    def __call__(self, trim: Box, bleed_pt: float) -> list[Item]:
        size = (round(trim.width_pt, 3), round(trim.height_pt, 3))
        if size not in self.scales:
            self.scales[size] = card_scale(
                trim, self.reference, self.game, self.language, self.messages, self.theme
            )
        return reference_face(
            trim,
            bleed_pt,
            self.reference,
            self.game,
            self.language,
            self.messages,
            self.theme,
            self.scales[size],
        )


def _too_big(reference: Reference) -> FitError:
    return FitError(
        f"the reference card {reference.id!r} does not fit on a page",
        "shorten its text or split it into two cards",
    )


def reference_panels(
    references,
    area: Box,
    gap_pt: float,
    game: Game | None,
    language: str,
    messages: Catalogue,
    theme,
    kinds=None,
    scales=SCALES,
    too_big=_too_big,
    locate=None,
) -> list[list[Item]]:
    """The items of each sheet: two cards to a sheet when each fits half of it at a readable scale.

    `locate(card)` gives the (source, path) of the value a card comes from, so that text that does
    not fit is reported there.
    """

    def where(card):
        return located(*locate(card), key=True) if locate is not None else nullcontext()

    def lay_out(card, box, scale):
        with where(card):
            return _card_at(card, box, Writer(game, language, messages, theme, scale, kinds))

    def too_big_at(card) -> Exception:
        try:
            with where(card):
                raise too_big(card)
        except FitError as exc:
            return exc

    return place_panels(references, area, gap_pt, scales, 1.0, lay_out, too_big_at)


PANEL_SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7)


def sized_card(reference: Reference, width_pt: float, w: Writer) -> tuple[list[Item], float]:
    """The card as a panel `width_pt` wide drawn down from y = 0, its frame as tall as its content,
    and its height."""
    pad = mm_to_pt(5)
    items, bottom = lay_out_blocks(
        reference,
        pad,
        -pad,
        width_pt - 2 * pad,
        w,
        Columns(reference.columns, reference.split, pad),
    )
    height = -bottom + pad
    frame = Rect(
        Box(0.0, -height, width_pt, height),
        fill=w.theme.colors.panel,
        stroke=w.theme.colors.rule,
        line_width_pt=0.8,
        radius_pt=mm_to_pt(3),
    )
    return [frame] + items, height


SMALLER = 3  # how many scales down a panel may also be offered, to share a sheet


def reference_sized(
    references,
    width_pt: float,
    max_height_pt: float,
    game: Game | None,
    language: str,
    messages: Catalogue,
    theme,
    kinds=None,
    scales=PANEL_SCALES,
    too_big=_too_big,
    locate=None,
) -> list[tuple[object, list[tuple[list[Item], float]]]]:
    """Each card with its (items, height) at the largest scale (at most 1) at which it fits
    `max_height_pt`, a sheet's height, then at up to SMALLER scales below that; a FitError
    (located by `locate`) for a card that never fits."""
    out = []
    for card in references:
        where = located(*locate(card), key=True) if locate is not None else nullcontext()
        with where:
            sizes = []
            for scale in scales:
                items, height = sized_card(
                    card, width_pt, Writer(game, language, messages, theme, scale, kinds)
                )
                if height <= max_height_pt:
                    sizes.append((items, height))
                    if len(sizes) > SMALLER:
                        break
            if not sizes:
                raise too_big(card)
            out.append((card, sizes))
    return out


__all__ = [
    "BLOCK_KINDS",
    "reference_sized",
    "sized_card",
    "BlockKind",
    "Writer",
    "card_count",
    "deal_rows",
    "lay_out_blocks",
    "reference_card",
    "reference_panels",
]
