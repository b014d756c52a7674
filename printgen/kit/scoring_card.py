"""The setup and scoring card: name, starting row, the rule in words, the score table, a worked example."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.engine import legal_moves, move_points
from printgen.facts import rule_text, score_table
from printgen.kit.flow import Flow
from printgen.layout.plan import Box, Item, Line, Rect, Text
from printgen.layout.units import mm_to_pt
from printgen.messages import load_catalogue
from printgen.model import Example, Setup
from printgen.themes import Theme


@dataclass(frozen=True)
class CardText:
    """The scoring card's type sizes, scaled so the whole card fits its panel."""

    theme: Theme
    scale: float
    language: str = "en"

    def size(self, key: str) -> float:
        return max(getattr(self.theme.text, key) * self.scale, self.theme.text.min_pt)

    def text(self, key: str, **values: object) -> str:
        return load_catalogue(self.language).text(key, **values)


def worked_example(setup: Setup) -> Example:
    """The setup's first example or, if it has none, the best move on the starting row."""
    if setup.examples:
        return setup.examples[0]
    moves = [m for m in legal_moves(setup.row, setup.hand) if m.position is not None]
    best = max(moves, key=lambda m: (move_points(setup.scoring, setup.row, m.position, m.card), -m.position, -m.card))
    return Example(setup.row, best.card, best.position + 1, move_points(setup.scoring, setup.row, best.position, best.card))


def explain_pairs(setup: Setup, example: Example, t: CardText) -> str:
    """Each pair the move makes and its points, such as "5-4 scores 1, 4-6 scores 0"."""
    row, at, card = example.row, example.position - 1, example.card
    pairs = ([(row[at - 1], card)] if at > 0 else []) + ([(card, row[at + 1])] if at < len(row) - 1 else [])
    return ", ".join(t.text("card_example_pair", left=a, right=b, points=setup.scoring.pair_points(a, b)) for a, b in pairs)


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on `fill`."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else "#ffffff"


def value_boxes(values, x_pt: float, top_pt: float, cell_pt: float, t: CardText, fills=None, labels=True) -> list[Item]:
    """A row of numbered boxes, the values inside and the 1-based positions underneath."""
    theme, items = t.theme, []
    for i, value in enumerate(values):
        box = Box(x_pt + i * cell_pt * 1.12, top_pt - cell_pt, cell_pt, cell_pt)
        fill = (fills or {}).get(i, theme.colors.row_card)
        marked = i in (fills or {})
        items.append(Rect(box, fill=fill, stroke=theme.colors.ink if marked else None, line_width_pt=1.5, radius_pt=cell_pt * 0.15))
        ink = ink_on(fill)
        items.append(Text(box.center[0], box.y_pt + cell_pt * 0.28, str(value), theme.bold, cell_pt * 0.55, ink, "middle"))
        if labels:
            items.append(Text(box.center[0], box.y_pt - t.size("small_pt") * 1.1, str(i + 1), theme.regular, t.size("small_pt") * 0.9, theme.colors.muted, "middle"))
    return items


def row_section(flow: Flow, setup: Setup, t: CardText, seed: int | None) -> None:
    theme = t.theme
    flow.text(t.text("card_row"), theme.bold, t.size("heading_pt"), theme.colors.ink)
    cell = min(flow.width_pt / (len(setup.row) * 1.12), mm_to_pt(11) * t.scale)
    flow.block(value_boxes(setup.row, flow.x_pt, flow.top_pt, cell, t), cell + t.size("small_pt") * 1.6)
    if seed is not None:
        flow.text(t.text("card_seed", seed=seed), theme.regular, t.size("small_pt"), theme.colors.muted)
    flow.gap(t.size("body_pt") * 0.4)


def rule_section(flow: Flow, setup: Setup, t: CardText) -> None:
    flow.text(t.text("card_scoring"), t.theme.bold, t.size("heading_pt"), t.theme.colors.ink)
    flow.text(rule_text(setup.scoring, t.language), t.theme.regular, t.size("body_pt"), t.theme.colors.ink, what="the rule")
    flow.text(t.text("card_pairs_hint"), t.theme.regular, t.size("small_pt"), t.theme.colors.muted)
    flow.gap(t.size("body_pt") * 0.4)


def example_section(flow: Flow, setup: Setup, t: CardText) -> None:
    theme, example = t.theme, worked_example(setup)
    flow.text(t.text("card_example"), theme.bold, t.size("heading_pt"), theme.colors.ink)
    at = example.position - 1
    after = example.row[:at] + (example.card,) + example.row[at + 1 :]
    cell = min(flow.width_pt / (len(after) * 1.12), mm_to_pt(8) * t.scale)
    flow.block(value_boxes(after, flow.x_pt, flow.top_pt, cell, t, {at: theme.colors.example}), cell + t.size("small_pt") * 1.6)
    unit = t.text("card_point" if example.points == 1 else "card_points")
    line = t.text("card_example_line", card=example.card, old=example.row[at], position=example.position, pairs=explain_pairs(setup, example, t), points=example.points, unit=unit)
    flow.text(line, theme.regular, t.size("body_pt"), theme.colors.ink, what="the example")
    if example.note:
        flow.text(example.note, theme.regular, t.size("small_pt"), theme.colors.muted, what="the example note")


def table_section(flow: Flow, setup: Setup, t: CardText) -> None:
    theme = t.theme
    directional = setup.scoring.reading == "left-to-right"
    flow.text(t.text("card_table"), theme.bold, t.size("heading_pt"), theme.colors.ink)
    caption = t.text("card_table_directional" if directional else "card_table_either")
    flow.text(caption, theme.regular, t.size("small_pt"), theme.colors.muted)
    domain = setup.domain
    cell = min(flow.width_pt / (len(domain) + 1), mm_to_pt(10) * t.scale)
    flow.block(table_grid(setup, flow.x_pt, flow.top_pt, cell, t), cell * (len(domain) + 1) + t.size("small_pt"))
    flow.text(t.text("card_table_hint"), theme.regular, t.size("small_pt"), theme.colors.muted)


def table_grid(setup: Setup, x_pt: float, top_pt: float, cell_pt: float, t: CardText) -> list[Item]:
    """The score table: a header row and column of values, points in the cells, scoring cells shaded."""
    theme, table, domain = t.theme, score_table(setup), setup.domain
    c, items = theme.colors, []
    size = cell_pt * 0.45
    for i, value in enumerate(domain, 1):
        for box in (Box(x_pt + i * cell_pt, top_pt - cell_pt, cell_pt, cell_pt), Box(x_pt, top_pt - (i + 1) * cell_pt, cell_pt, cell_pt)):
            items.append(Rect(box, fill=c.row_card))
            items.append(Text(box.center[0], box.y_pt + cell_pt * 0.32, str(value), theme.bold, size, c.row_ink, "middle"))
    for r, left in enumerate(domain, 1):
        for col, right in enumerate(domain, 1):
            box = Box(x_pt + col * cell_pt, top_pt - (r + 1) * cell_pt, cell_pt, cell_pt)
            points = table[left, right]
            items.append(Rect(box, fill=c.score_cell if points else None, stroke=c.rule, line_width_pt=0.4))
            if points:
                items.append(Text(box.center[0], box.y_pt + cell_pt * 0.32, str(points), theme.bold, size, c.score_ink, "middle"))
    bottom = top_pt - (len(domain) + 1) * cell_pt
    items.append(Line(x_pt + cell_pt, top_pt, x_pt + cell_pt, bottom, c.ink, 0.8))
    items.append(Line(x_pt, top_pt - cell_pt, x_pt + (len(domain) + 1) * cell_pt, top_pt - cell_pt, c.ink, 0.8))
    return items


def title_section(flow: Flow, setup: Setup, t: CardText) -> None:
    theme = t.theme
    flow.text(setup.name, theme.bold, t.size("title_pt"), theme.colors.ink, shrink=True, what="the setup name")
    flow.text(t.text("card_subtitle", game=t.text("nn_game"), description=setup.description), theme.regular, t.size("small_pt"), theme.colors.muted, what="the description")
    flow.gap(t.size("body_pt") * 0.3)
