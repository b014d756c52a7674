"""Score sheets from a game file: rows per round (a column group per player) or rows per player.

Column kinds: `points` (a blank to write in), `total` (a running total, ruled off more heavily),
`name` and `text`; `per: ATTRIBUTE` repeats a column for each value of an attribute. A `target`
line lists the scores a group may agree to play to, each with a box to tick.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.errors import PrintgenError
from printgen.game.model import Column, Game, ScoreSheet
from printgen.layout.plan import Box, Item, Line, Rect, Text
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.messages import Catalogue

ROW_MM = 8.0
LABEL_MM = 16.0


@dataclass(frozen=True)
class SheetWriter:
    game: Game
    sheet: ScoreSheet
    players: int
    language: str
    messages: Catalogue
    theme: object


def _cell_text(text: str, box: Box, w: SheetWriter, font: str, size_pt: float) -> list[Item]:
    fitted = fit_text(text, font, box.width_pt - 3, box.height_pt - 1, size_pt, w.theme.text.min_pt)
    if fitted is None:
        raise PrintgenError(f"the score sheet heading {text!r} does not fit its column", "shorten the column title or print for fewer players with --players")
    return place_text(fitted, box, font, w.theme.colors.ink)


def expand_columns(w: SheetWriter) -> list[tuple[str, Column]]:
    """Each column with its printed title; a `per:` column once for every value of its attribute."""
    out = []
    for column in w.sheet.columns:
        attribute = next((a for d in w.game.decks for a in d.attributes if a.name == column.per), None) if column.per else None
        if attribute is None:
            out.append((column.title.get(w.language), column))
        else:
            out += [(f"{column.title.get(w.language)} {v.label.get(w.language) if hasattr(v, 'label') else v}", column) for v in (attribute.values or attribute.ids())]
    return out


def _target_line(w: SheetWriter, x_pt: float, top_pt: float) -> list[Item]:
    theme, size = w.theme, w.theme.text.body_pt
    items: list[Item] = [Text(x_pt, top_pt - size, w.messages.text("sheet_target"), theme.bold, size, theme.colors.ink)]
    from printgen.layout.fonts import text_width_pt

    x = x_pt + text_width_pt(w.messages.text("sheet_target"), theme.bold, size) + size
    for score in w.sheet.target:
        items.append(Rect(Box(x, top_pt - size * 1.1, size, size), stroke=theme.colors.ink, line_width_pt=0.8))
        items.append(Text(x + size * 1.4, top_pt - size, str(score), theme.bold, size, theme.colors.ink))
        x += size * 2.2 + text_width_pt(str(score), theme.bold, size) + size
    items.append(Text(x, top_pt - size, f"({w.messages.text('sheet_target_hint')})", theme.regular, theme.text.small_pt, theme.colors.muted))
    return items


def _grid(w: SheetWriter, area: Box, top_pt: float) -> list[Item]:
    theme, row_h = w.theme, mm_to_pt(ROW_MM)
    columns = expand_columns(w)
    by_round = w.sheet.rows_per == "round"
    groups = w.players if by_round else 1
    count = (w.sheet.row_count or w.players) if by_round else w.players
    label_w = mm_to_pt(LABEL_MM)
    unit = (area.width_pt - label_w) / (groups * len(columns))
    items: list[Item] = []
    head_rows = 2 if by_round else 1
    label = w.messages.text("sheet_round" if by_round else "sheet_player")
    label_box = Box(area.x_pt, top_pt - head_rows * row_h, label_w, head_rows * row_h)
    items += [Rect(label_box, fill=theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6)] + _cell_text(label, label_box, w, theme.bold, theme.text.body_pt)
    for row in range(count):
        box = Box(area.x_pt, top_pt - (head_rows + row + 1) * row_h, label_w, row_h)
        items += [Rect(box, stroke=theme.colors.rule, line_width_pt=0.6)] + _cell_text(str(row + 1), box, w, theme.bold, theme.text.body_pt)
    for group in range(groups):
        x0 = area.x_pt + label_w + group * unit * len(columns)
        if by_round:
            name = Box(x0, top_pt - row_h, unit * len(columns), row_h)
            items.append(Rect(name, stroke=theme.colors.rule, line_width_pt=0.6))
            items.append(Text(name.x_pt + 2, name.y_pt + 2, w.messages.text("sheet_name"), theme.regular, theme.text.min_pt, theme.colors.muted))
        for index, (title, column) in enumerate(columns):
            x = x0 + index * unit
            head = Box(x, top_pt - head_rows * row_h, unit, row_h)
            items += [Rect(head, fill=theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6)] + _cell_text(title, head, w, theme.bold, theme.text.small_pt)
            for row in range(count):
                cell = Box(x, top_pt - (head_rows + row + 1) * row_h, unit, row_h)
                items.append(Rect(cell, fill="#ffffff" if column.kind != "total" else theme.colors.panel, stroke=theme.colors.rule, line_width_pt=0.6))
        bottom = top_pt - (head_rows + count) * row_h
        items.append(Line(x0, top_pt, x0, bottom, theme.colors.ink, 1.4))
    return items


def _note(w: SheetWriter, area: Box, top_pt: float) -> tuple[list[Item], float]:
    """The sheet's note (such as how a round scores) wrapped under the game line, and the new top."""
    from printgen.kit.flow import Flow

    theme = w.theme
    flow = Flow(area.x_pt, top_pt, area.width_pt, theme.text.min_pt)
    flow.text(w.sheet.note.get(w.language), theme.regular, theme.text.body_pt, theme.colors.ink, what="the score sheet's note")
    return flow.items, flow.top_pt - theme.text.body_pt * 0.6


def score_sheet_items(w: SheetWriter, area: Box) -> list[Item]:
    """The whole sheet inside `area`: title, target line, a line for game and date, then the grid."""
    theme = w.theme
    title = f"{w.sheet.title.get(w.language)} · {w.game.name.get(w.language)}"
    size = theme.text.title_pt * 0.8
    fitted = fit_text(title, theme.bold, area.width_pt, size * 1.3, size, theme.text.min_pt, wrap=False)
    if fitted is None:
        raise PrintgenError(f"the score sheet title {title!r} is too long", "shorten it")
    items: list[Item] = place_text(fitted, area.top_band(size * 1.3), theme.bold, theme.colors.ink, "start", "top")
    top = area.top_pt - size * 1.8
    if w.sheet.target:
        items += _target_line(w, area.x_pt, top)
        top -= theme.text.body_pt * 2.2
    items.append(Text(area.x_pt, top - theme.text.body_pt, w.messages.text("sheet_game_line"), theme.regular, theme.text.body_pt, theme.colors.ink))
    top -= theme.text.body_pt * 2.4
    if w.sheet.note is not None:
        note, top = _note(w, area, top)
        items += note
    return items + _grid(w, area, top)
