"""Score sheets from a game file: rows per round (a column group per player; numbered or named),
rows per player, or rows per game for the whole table (a team log).

Column kinds: `points` (a blank to write in), `total` (a running total, ruled off more heavily),
`name` and `text`; `per: ATTRIBUTE` repeats a column for each value of an attribute. A `target`
line lists the scores a group may agree to play to, each with a box to tick.

A sheet printed from Python may also mark each player's row with a seat mark (`row_marks`: values
with a label, symbol and ink, such as Number Neighbours' seats; drawn in the name column when there
is one), add a one-line grey `caption` under the game line (such as the seat order) and print column
headings at another theme size (`heading_size`). Its game block repeats down the page while another
fits (score_sheet_panel gives it to the packing), so one sheet serves several short games. Row
height and the width of `name` columns come from the theme (`sheet.score_row_mm`,
`sheet.score_name_mm`).
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import FitError
from printgen.layout.plan import Box, Item, Line, Rect, Text, translated
from printgen.layout.symbols import symbol_item
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.pieces.model import Column, Game, ScoreSheet, Value, Words
from printgen.read.loader import shorten
from printgen.style.messages import Catalogue

ROW_MM = 8.0
LABEL_MM = 16.0


@dataclass(frozen=True, eq=False)
class SheetWriter:
    """What one score sheet is drawn from: the game, the sheet, the players and the theme."""

    game: Game
    sheet: ScoreSheet
    players: int
    language: str
    messages: Catalogue
    theme: object
    row_marks: tuple[Value, ...] = ()
    caption: str | None = None
    heading_size: str = "small_pt"
    row_scale: float = 1.0  # rows lower than the theme's, so that a long sheet fits its page
    groups: int | None = (
        None  # column groups on this part of a sheet split across the page (None: one per player)
    )

    @property
    def heading_pt(self) -> float:
        return getattr(self.theme.text, self.heading_size)

    @property
    def row_pt(self) -> float:
        return mm_to_pt(getattr(self.theme.sheet, "score_row_mm", ROW_MM)) * self.row_scale


def _cell_text(text: str, box: Box, w: SheetWriter, font: str, size_pt: float) -> list[Item]:
    from printgen.layout.markup import fit_rich, font_pair, has_markup, known_icons, place_rich

    if has_markup(text):  # **bold**, *italic*, :icon: in a heading or a row's name
        fonts = font_pair(font)
        rich = fit_rich(
            text,
            known_icons(),
            font,
            fonts,
            box.width_pt - 3,
            box.height_pt - 1,
            size_pt,
            w.theme.text.min_pt,
        )
        if rich is None:
            raise _heading_too_long(text, w)
        return place_rich(rich, box, font, fonts, w.theme.colors.ink)
    fitted = fit_text(text, font, box.width_pt - 3, box.height_pt - 1, size_pt, w.theme.text.min_pt)
    if fitted is None:
        raise _heading_too_long(text, w)
    return place_text(fitted, box, font, w.theme.colors.ink)


def _heading_too_long(text: str, w: SheetWriter) -> FitError:
    """A heading that does not fit, quoted without a space before its ellipsis; fewer players
    widen the columns only of a sheet with a column group per player (`per: round`)."""
    shown = text if len(text) <= 40 else text[:37].rstrip() + "..."
    return FitError(
        f"the score sheet heading {shown!r} does not fit its column",
        "shorten the column title; a kit built for fewer players (`printgen build "
        "--players N`) has wider columns"
        if w.sheet.rows_per == "round"
        else "shorten the column title, or give the sheet fewer columns",
    )


def expand_columns(w: SheetWriter) -> list[tuple[str, Column]]:
    """Each column with its printed title; a `per:` column once for every value of its attribute."""
    out = []
    for column in w.sheet.columns:
        # `columns: from-scoring`: a column per scoring line, then the total
        if column.kind == "scoring":
            lines = w.game.scoring.lines if w.game.scoring is not None else ()
            out += [
                (
                    line.heading(w.game, w.language, w.messages),
                    Column(Words.plain(""), "points", None, column.index),
                )
                for line in lines
            ]
            out.append(
                (
                    w.messages.text("sheet_total"),
                    Column(Words.plain(""), "total", None, column.index),
                )
            )
            continue
        attribute = (
            next((a for d in w.game.decks for a in d.attributes if a.name == column.per), None)
            if column.per
            else None
        )
        if attribute is None:
            out.append((column.title.get(w.language), column))
        else:
            out += [
                (
                    f"{column.title.get(w.language)} {_value_label(attribute, ident, w.language)}",
                    column,
                )
                for ident in attribute.singles()
            ]
    return out


def _value_label(attribute, ident, language: str) -> str:
    """How a score column names one value of its attribute: the value's label, else the value itself
    (a number attribute that labels only some of its numbers still gets a column for every
    number)."""
    value = attribute.value(ident)
    return (value.label.get(language) if value is not None else "") or str(ident)


def _target_line(w: SheetWriter, x_pt: float, top_pt: float, width_pt: float) -> list[Item]:
    """ "Target:" and a box to tick before each score, on one line; a line wider than the sheet is a
    FitError at the sheet's `target:` (it was drawn on past the paper's edge)."""
    theme, size = w.theme, w.theme.text.body_pt
    items: list[Item] = [
        Text(
            x_pt, top_pt - size, w.messages.text("sheet_target"), theme.bold, size, theme.colors.ink
        )
    ]
    from printgen.layout.fonts import text_width_pt

    x = x_pt + text_width_pt(w.messages.text("sheet_target"), theme.bold, size) + size
    for score in w.sheet.target:
        items.append(
            Rect(
                Box(x, top_pt - size * 1.1, size, size), stroke=theme.colors.ink, line_width_pt=0.8
            )
        )
        items.append(
            Text(x + size * 1.4, top_pt - size, str(score), theme.bold, size, theme.colors.ink)
        )
        x += size * 2.2 + text_width_pt(str(score), theme.bold, size) + size
    hint = f"({w.messages.text('sheet_target_hint')})"
    items.append(
        Text(x, top_pt - size, hint, theme.regular, theme.text.small_pt, theme.colors.muted)
    )
    if x + text_width_pt(hint, theme.regular, theme.text.small_pt) > x_pt + width_pt:
        fit = sum(1 for _ in _targets_within(w, width_pt, size))
        raise FitError(
            f"the {len(w.sheet.target):,} target scores of the score sheet {w.sheet.id!r} do "
            "not fit across the sheet",
            f"give fewer targets (about {max(1, fit)} fit on one line)",
            path=("score_sheets", w.sheet.id, "target"),
        )
    return items


def _targets_within(w: SheetWriter, width_pt: float, size: float):
    """The target scores that fit one line `width_pt` wide after the "Target:" label."""
    from printgen.layout.fonts import text_width_pt

    used = (
        text_width_pt(w.messages.text("sheet_target"), w.theme.bold, size)
        + size
        + text_width_pt(
            f"({w.messages.text('sheet_target_hint')})", w.theme.regular, w.theme.text.small_pt
        )
    )
    for score in w.sheet.target:
        used += size * 2.2 + text_width_pt(str(score), w.theme.bold, size) + size
        if used > width_pt:
            return
        yield score


# the label column's heading
ROW_LABELS = {"round": "sheet_round", "player": "sheet_player", "game": "sheet_game"}
GAME_ROWS = 10  # rows of a team log (`per: game`) that gives no count


def row_count(w: SheetWriter) -> int:
    """The sheet's rows: its names, its count, or one per player (a team log: GAME_ROWS)."""
    if w.sheet.row_names:
        return len(w.sheet.row_names)
    return w.sheet.row_count or (GAME_ROWS if w.sheet.rows_per == "game" else w.players)


def _row_label(w: SheetWriter, row: int, box: Box) -> list[Item]:
    """The row's name or number, or the player's seat mark (symbol and letter in its ink) when the
    sheet has them."""
    if w.sheet.row_names:
        return _cell_text(
            w.sheet.row_names[row].get(w.language), box, w, w.theme.bold, w.theme.text.body_pt
        )
    if row >= len(w.row_marks):
        return _cell_text(str(row + 1), box, w, w.theme.bold, w.theme.text.body_pt)
    mark = w.row_marks[row]
    radius = min(box.height_pt * 0.28, mm_to_pt(2.6))
    cx, cy = box.x_pt + radius + 4, box.center[1]
    letter = Text(
        cx + radius + 3,
        cy - radius * 0.7,
        mark.label.get(w.language),
        w.theme.bold,
        radius * 2,
        mark.ink or w.theme.colors.ink,
    )
    return [
        symbol_item(mark.symbol or "circle", cx, cy, radius, mark.ink or w.theme.colors.ink),
        letter,
    ]


def _widths(w: SheetWriter, columns: list[tuple[str, Column]], width_pt: float) -> list[float]:
    """Each column's width: `name` columns as wide as the theme asks (at most a third), the rest
    shared."""
    names = sum(1 for _, c in columns if c.kind == "name")
    name_w = (
        min(mm_to_pt(getattr(w.theme.sheet, "score_name_mm", 0.0)), width_pt / 3 / max(1, names))
        if names
        else 0.0
    )
    if name_w <= 0:
        return [width_pt / len(columns)] * len(columns)
    unit = (width_pt - names * name_w) / max(1, len(columns) - names)
    return [name_w if c.kind == "name" else unit for _, c in columns]


def _label_column(
    w: SheetWriter, x_pt: float, top_pt: float, width_pt: float, head_rows: int, count: int
) -> list[Item]:
    """The left column: "Round" or "Player" over the rows' numbers or seat marks."""
    theme, row_h = w.theme, w.row_pt
    label = w.messages.text(ROW_LABELS[w.sheet.rows_per])
    label_box = Box(x_pt, top_pt - head_rows * row_h, width_pt, head_rows * row_h)
    items = [
        Rect(label_box, fill=theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6)
    ] + _cell_text(label, label_box, w, theme.bold, theme.text.body_pt)
    for row in range(count):
        box = Box(x_pt, top_pt - (head_rows + row + 1) * row_h, width_pt, row_h)
        items += [Rect(box, stroke=theme.colors.rule, line_width_pt=0.6)] + _row_label(w, row, box)
    return items


def _column(
    w: SheetWriter, title: str, column: Column, box: Box, count: int, marks: bool
) -> list[Item]:
    """One column: its heading in `box`, then a cell per row (a seat's mark in a name cell if
    `marks`)."""
    theme = w.theme
    try:
        heading = _cell_text(title, box, w, theme.bold, w.heading_pt)
    # placed at the column's title (for a game; a kit's own sheet falls back)
    except FitError as exc:
        where = ("score_sheets", w.sheet.id, "columns", column.index, "title")
        exc.path = exc.path or (
            where + (w.language,) if w.language in dict(column.title.texts) else where
        )
        raise
    items = [
        Rect(box, fill=theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6)
    ] + heading
    for row in range(count):
        cell = Box(box.x_pt, box.y_pt - (row + 1) * box.height_pt, box.width_pt, box.height_pt)
        items.append(
            Rect(
                cell,
                fill="#ffffff" if column.kind != "total" else theme.colors.panel,
                stroke=theme.colors.rule,
                line_width_pt=0.6,
            )
        )
        if marks and column.kind == "name" and row < len(w.row_marks):
            items += _row_label(w, row, cell)
    return items


def _grid(w: SheetWriter, area: Box, top_pt: float) -> list[Item]:
    theme, row_h = w.theme, w.row_pt
    columns = expand_columns(w)
    by_round = w.sheet.rows_per == "round"
    groups = (w.groups or w.players) if by_round else 1
    count = row_count(w)
    marks_in_names = (
        bool(w.row_marks) and not by_round and any(c.kind == "name" for _, c in columns)
    )
    label_w = 0.0 if marks_in_names else _label_width(w, area.width_pt)
    group_w = (area.width_pt - label_w) / groups
    widths = _widths(w, columns, group_w)
    head_rows = 2 if by_round else 1
    items = _label_column(w, area.x_pt, top_pt, label_w, head_rows, count) if label_w else []
    for group in range(groups):
        x0 = area.x_pt + label_w + group * group_w
        if by_round:
            name = Box(x0, top_pt - row_h, group_w, row_h)
            items.append(Rect(name, stroke=theme.colors.rule, line_width_pt=0.6))
            items.append(
                Text(
                    name.x_pt + 2,
                    name.y_pt + 2,
                    w.messages.text("sheet_name"),
                    theme.regular,
                    theme.text.min_pt,
                    theme.colors.muted,
                )
            )
        x = x0
        if group == 0:
            _check_score_room(w, columns, widths)
        for (title, column), unit in zip(columns, widths):
            items += _column(
                w,
                title,
                column,
                Box(x, top_pt - head_rows * row_h, unit, row_h),
                count,
                marks_in_names,
            )
            x += unit
        if label_w:
            items.append(
                Line(x0, top_pt, x0, top_pt - (head_rows + count) * row_h, theme.colors.ink, 1.4)
            )
    return items


HAND_DIGIT_MM = 2.6  # the width a handwritten digit or minus sign needs in a box, with a pencil
SCORE_PAD_MM = 1.5


def _check_score_room(
    w: SheetWriter, columns: list[tuple[str, Column]], widths: list[float]
) -> None:
    """A sheet made from the scoring (`columns: from-scoring`) must hold, in every box, the widest
    score its line can give with this deck (and the total the widest sum): written by hand."""
    scoring = w.game.scoring if w.game is not None else None
    if scoring is None or not any(c.kind == "scoring" for c in w.sheet.columns):
        return
    from printgen.pieces.deck import deck_cards

    deck = deck_cards(w.game)
    bounds = [line.bounds(deck) for line in scoring.lines]
    lines = iter(zip(scoring.lines, bounds))
    high = sum(b[0] for b in bounds if b) if all(bounds) else None
    low = sum(b[1] for b in bounds if b) if all(bounds) else None
    for (title, column), width in zip(columns, widths):
        if column.kind == "points":
            line, found = next(lines, (None, None))
            if found is None:
                continue
            widest = max(len(str(found[0])), len(str(found[1])))
            where = ("scoring", line.index)
        elif column.kind == "total" and high is not None:
            widest = max(len(str(high)), len(str(low)))
            where = ("score_sheets", w.sheet.id, "columns")
        else:
            continue
        needed = mm_to_pt(widest * HAND_DIGIT_MM + SCORE_PAD_MM)
        if needed > width:
            raise FitError(
                f"the score sheet's {title!r} boxes are {width / mm_to_pt(1):.1f} mm wide, "
                f"but a score of {widest} characters written there needs "
                f"{needed / mm_to_pt(1):.1f} mm",
                "give the sheet fewer scoring lines, or build it for fewer players "
                "(`--players N`): a score written by hand needs about 2.6 mm a character",
                path=where,
                code="score-box-too-small",
            )


def _label_width(w: SheetWriter, width_pt: float) -> float:
    """The left column's width: LABEL_MM, or as wide as the longest row name needs (at most a
    quarter)."""
    from printgen.layout.fonts import text_width_pt

    if not w.sheet.row_names:
        return mm_to_pt(LABEL_MM)
    widest = max(
        text_width_pt(name.get(w.language), w.theme.bold, w.theme.text.body_pt)
        for name in w.sheet.row_names
    )
    return min(max(mm_to_pt(LABEL_MM), widest + 8), width_pt / 4)


def _note(w: SheetWriter, area: Box, top_pt: float) -> tuple[list[Item], float]:
    """The sheet's note (such as how a round scores) wrapped under the game line, and the new
    top."""
    from printgen.kit.flow import Flow

    theme = w.theme
    flow = Flow(area.x_pt, top_pt, area.width_pt, theme.text.min_pt)
    flow.text(
        w.sheet.note.get(w.language),
        theme.regular,
        theme.text.body_pt,
        theme.colors.ink,
        what="the score sheet's note",
    )
    return flow.items, flow.top_pt - theme.text.body_pt * 0.6


def _game_block(w: SheetWriter, area: Box) -> tuple[list[Item], float]:
    """One game's block drawn down from y = 0: the line for game and date, the note, the grid; and
    its height."""
    theme = w.theme
    log = w.sheet.rows_per == "game"  # a team log: a row per game, so no line for one game's date
    items: list[Item] = (
        []
        if log
        else [
            Text(
                area.x_pt,
                -theme.text.body_pt,
                w.messages.text("sheet_game_line"),
                theme.regular,
                theme.text.body_pt,
                theme.colors.ink,
            )
        ]
    )
    top = -theme.text.body_pt * (0.6 if log else 2.4)
    if w.caption:
        caption, top = _caption(w, area, top)
        items += caption
    if w.sheet.note is not None:
        note, top = _note(w, area, top)
        items += note
    grid = _grid(w, area, top)
    head_rows = 2 if w.sheet.rows_per == "round" else 1
    return items + grid, -top + (head_rows + row_count(w)) * w.row_pt


def _caption(w: SheetWriter, area: Box, top_pt: float) -> tuple[list[Item], float]:
    """The writer's caption (such as the seat order) in small grey type, shrunk onto one line if it
    can be."""
    from printgen.kit.flow import Flow

    theme = w.theme
    flow = Flow(area.x_pt, top_pt + theme.text.body_pt * 0.9, area.width_pt, theme.text.min_pt)
    flow.text(
        w.caption,
        theme.regular,
        theme.text.small_pt,
        theme.colors.muted,
        shrink=True,
        what="the score sheet's caption",
    )
    return flow.items, flow.top_pt


def score_sheet_panel(
    w: SheetWriter, width_pt: float
) -> tuple[list[Item], float, list[Item], float]:
    """The sheet as a panel `width_pt` wide drawn down from y = 0: its title, target line and one
    game block, its height, and the game block again with its height, to repeat below while one
    fits."""
    area = Box(0.0, -10_000.0, width_pt, 10_000.0)
    head = _head(w, area)
    top = -_head_height(w)
    block, height = _game_block(w, area)
    return head + [translated(block, 0.0, top)], -top + height, block, height


# a sheet too tall for its page tries lower rows, no lower than these
ROW_SCALES = (1.0, 0.9, 0.8, 0.7)


def fitting_panel(w: SheetWriter, width_pt: float, height_pt: float):
    """`score_sheet_panel` with the tallest rows at which the sheet fits `height_pt`; None if none
    does."""
    from dataclasses import replace

    for scale in ROW_SCALES:
        panel = score_sheet_panel(replace(w, row_scale=scale), width_pt)
        if panel[1] <= height_pt:
            return panel
    return None


# a part of a split sheet holds at least three players: a narrower one is a title that cannot fit
MIN_GROUPS = 3


def split_panels(w: SheetWriter, width_pt: float, height_pt: float) -> list:
    """The sheet as one panel, or, when a column group per player is too wide for the page, split
    into parts of fewer groups each (players 1-3 above, 4-6 below), each a panel of its own; the
    FitError of the whole sheet when no split fits."""
    from dataclasses import replace

    try:
        return [fitting_panel(w, width_pt, height_pt)]
    except FitError as whole:
        if w.sheet.rows_per != "round" or w.players < 2 * MIN_GROUPS:
            raise
        for parts in range(2, w.players // MIN_GROUPS + 1):
            size = -(-w.players // parts)

            def part(start: int) -> SheetWriter:
                return replace(
                    w,
                    groups=min(size, w.players - start),
                    caption=w.messages.text(
                        "sheet_part", first=start + 1, last=min(w.players, start + size)
                    ),
                )

            try:
                panels = [
                    fitting_panel(part(start), width_pt, height_pt)
                    for start in range(0, w.players, size)
                ]
            except FitError:
                continue
            return panels
        raise whole


def _head_height(w: SheetWriter) -> float:
    theme = w.theme
    return theme.text.title_pt * 0.8 * 1.8 + (theme.text.body_pt * 2.2 if w.sheet.target else 0.0)


def _head(w: SheetWriter, area: Box) -> list[Item]:
    theme = w.theme
    title = f"{w.sheet.title.get(w.language)} · {w.game.name.get(w.language)}"
    size = theme.text.title_pt * 0.8
    fitted = fit_text(
        title, theme.bold, area.width_pt, size * 1.3, size, theme.text.min_pt, wrap=False
    )
    if fitted is None:
        raise FitError(f"the score sheet title {shorten(title)!r} is too long", "shorten it")
    items: list[Item] = place_text(
        fitted, area.top_band(size * 1.3), theme.bold, theme.colors.ink, "start", "top"
    )
    if w.sheet.target:
        items += _target_line(w, area.x_pt, area.top_pt - size * 1.8, area.width_pt)
    return items
