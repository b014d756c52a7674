"""Number Neighbours' setup and scoring card as a reference card: its blocks are the setup's name,
the starting row as value chips, the rule in words, the score grid with the scoring cells marked and
a worked example. Their content comes from the setup, so they are the kit's own block kinds, not
ones a game file can name.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.reference import BLOCK_KINDS, BlockKind, Writer
from printgen.core.errors import located
from printgen.kit.flow import Flow
from printgen.layout.plan import Box, Item, Line, Rect, Text
from printgen.layout.units import mm_to_pt
from printgen.neighbours.engine import legal_moves, move_points
from printgen.neighbours.facts import rule_text, score_table
from printgen.neighbours.model import Example, Setup
from printgen.pieces.model import Block, Reference

SPLIT = 0.56  # the left column's share: the row, the rule and the example need more than the grid


@dataclass(frozen=True, eq=False)
class SetupCard:
    """What every block of the card reads: the setup and the seed its starting row was dealt
    with."""

    setup: Setup
    seed: int | None = None


def worked_examples(setup: Setup) -> tuple[Example, ...]:
    """The setup's examples or, if it has none, the best move on the starting row."""
    if setup.examples:
        return setup.examples
    moves = [m for m in legal_moves(setup.row, setup.hand) if m.position is not None]
    best = max(
        moves,
        key=lambda m: (
            move_points(setup.scoring, setup.row, m.position, m.card),
            -m.position,
            -m.card,
        ),
    )
    return (
        Example(
            setup.row,
            best.card,
            best.position + 1,
            move_points(setup.scoring, setup.row, best.position, best.card),
        ),
    )


def explain_pairs(setup: Setup, example: Example, w: Writer) -> str:
    """Each pair the move makes and its points, such as "5-4 scores 1, 4-6 scores 0"."""
    row, at, card = example.row, example.position - 1, example.card
    pairs = ([(row[at - 1], card)] if at > 0 else []) + (
        [(card, row[at + 1])] if at < len(row) - 1 else []
    )
    return ", ".join(
        w.messages.text(
            "card_example_pair", left=a, right=b, points=setup.scoring.pair_points(a, b)
        )
        for a, b in pairs
    )


def ink_on(fill: str) -> str:
    """Black or white, whichever reads better on `fill`."""
    red, green, blue = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#000000" if 0.299 * red + 0.587 * green + 0.114 * blue > 140 else "#ffffff"


def value_chips(
    values, x_pt: float, top_pt: float, cell_pt: float, w: Writer, marked=None
) -> list[Item]:
    """A row of value chips, the `marked` ones ({position: fill}) outlined, 1-based positions
    underneath."""
    theme, items, marked = w.theme, [], marked or {}
    for i, value in enumerate(values):
        box = Box(x_pt + i * cell_pt * 1.12, top_pt - cell_pt, cell_pt, cell_pt)
        fill = marked.get(i, theme.colors.row_card)
        items.append(
            Rect(
                box,
                fill=fill,
                stroke=theme.colors.ink if i in marked else None,
                line_width_pt=1.5,
                radius_pt=cell_pt * 0.15,
            )
        )
        items.append(
            Text(
                box.center[0],
                box.y_pt + cell_pt * 0.28,
                str(value),
                theme.bold,
                cell_pt * 0.55,
                ink_on(fill),
                "middle",
            )
        )
        items.append(
            Text(
                box.center[0],
                box.y_pt - w.size("small_pt") * 1.1,
                str(i + 1),
                theme.regular,
                max(w.size("small_pt") * 0.9, theme.text.min_pt),
                theme.colors.muted,
                "middle",
            )
        )
    return items


def _chips(flow: Flow, values, cap_mm: float, w: Writer, marked=None) -> None:
    cell = max(
        min(flow.width_pt / (len(values) * 1.12), mm_to_pt(cap_mm) * w.scale),
        w.theme.text.min_pt / 0.55,
    )
    flow.block(
        value_chips(values, flow.x_pt, flow.top_pt, cell, w, marked),
        cell + w.size("small_pt") * 1.6,
    )


def _heading(flow: Flow, block: Block, w: Writer) -> None:
    setup, theme = block.data.setup, w.theme
    flow.text(
        setup.name,
        theme.bold,
        w.size("title_pt"),
        theme.colors.ink,
        shrink=True,
        what="the setup name",
    )
    subtitle = w.messages.text(
        "card_subtitle", game=w.messages.text("nn_game"), description=setup.description
    )
    # no description: no separator left dangling at the end
    if not (setup.description or "").strip():
        subtitle = subtitle.rstrip().rstrip("·").rstrip()
    flow.text(
        subtitle, theme.regular, w.size("small_pt"), theme.colors.muted, what="the description"
    )


def _starting_row(flow: Flow, block: Block, w: Writer) -> None:
    flow.text(w.messages.text("card_row"), w.theme.bold, w.size("heading_pt"), w.theme.colors.ink)
    _chips(flow, block.data.setup.row, 11, w)
    if block.data.seed is not None:
        flow.text(
            w.messages.text("card_seed", seed=block.data.seed),
            w.theme.regular,
            w.size("small_pt"),
            w.theme.colors.muted,
        )


def _scoring_rule(flow: Flow, block: Block, w: Writer) -> None:
    theme = w.theme
    flow.text(w.messages.text("card_scoring"), theme.bold, w.size("heading_pt"), theme.colors.ink)
    flow.text(
        rule_text(block.data.setup.scoring, w.language),
        theme.regular,
        w.size("body_pt"),
        theme.colors.ink,
        what="the rule",
    )
    flow.text(
        w.messages.text("card_pairs_hint"), theme.regular, w.size("small_pt"), theme.colors.muted
    )


EXAMPLE_MIN_WIDTH_MM = 70  # an example's column: its six chips and two lines of words


def _one_example(flow: Flow, setup: Setup, example: Example, w: Writer) -> None:
    theme, m = w.theme, w.messages
    at = example.position - 1
    _chips(
        flow,
        example.row[:at] + (example.card,) + example.row[at + 1 :],
        8,
        w,
        {at: theme.colors.example},
    )
    unit = m.text("card_point" if example.points == 1 else "card_points")
    line = m.text(
        "card_example_line",
        card=example.card,
        old=example.row[at],
        position=example.position,
        pairs=explain_pairs(setup, example, w),
        points=example.points,
        unit=unit,
    )
    flow.text(line, theme.regular, w.size("body_pt"), theme.colors.ink, what="the example")
    if example.note:
        with located(setup.source, "examples", example.index, "note"):
            flow.text(
                example.note,
                theme.regular,
                w.size("small_pt"),
                theme.colors.muted,
                what="the example note",
            )


def _worked_examples(flow: Flow, block: Block, w: Writer) -> None:
    """Every example, side by side in as many columns as the width holds, row by row."""
    setup, theme = block.data.setup, w.theme
    examples = worked_examples(setup)
    flow.text(
        w.messages.text("card_example" if len(examples) == 1 else "card_examples"),
        theme.bold,
        w.size("heading_pt"),
        theme.colors.ink,
    )
    gap = w.size("body_pt") * 1.5
    count = max(
        1, min(len(examples), int((flow.width_pt + gap) // (mm_to_pt(EXAMPLE_MIN_WIDTH_MM) + gap)))
    )
    width = (flow.width_pt - gap * (count - 1)) / count
    for first in range(0, len(examples), count):
        cells = [
            Flow(flow.x_pt + i * (width + gap), flow.top_pt, width, flow.min_pt)
            for i in range(len(examples[first : first + count]))
        ]
        for cell, example in zip(cells, examples[first : first + count]):
            _one_example(cell, setup, example, w)
        flow.block(
            [item for cell in cells for item in cell.items],
            flow.top_pt - min(cell.top_pt for cell in cells),
        )
        flow.gap(w.size("body_pt") * 0.4)


def _score_grid(flow: Flow, block: Block, w: Writer) -> None:
    setup, theme, m = block.data.setup, w.theme, w.messages
    flow.text(m.text("card_table"), theme.bold, w.size("heading_pt"), theme.colors.ink)
    directional = setup.scoring.reading == "left-to-right"
    flow.text(
        m.text("card_table_directional" if directional else "card_table_either"),
        theme.regular,
        w.size("small_pt"),
        theme.colors.muted,
    )
    # its numbers no smaller than min_pt; the cell grows with the theme's type (large print)
    cell = max(
        min(
            flow.width_pt / (len(setup.domain) + 1),
            mm_to_pt(GRID_CELL_MM) * w.scale * w.theme.text.body_pt / GRID_BODY_PT,
        ),
        w.theme.text.min_pt / 0.45,
    )
    flow.block(
        score_grid(setup, flow.x_pt, flow.top_pt, cell, w),
        cell * (len(setup.domain) + 1) + w.size("small_pt"),
    )
    flow.text(m.text("card_table_hint"), theme.regular, w.size("small_pt"), theme.colors.muted)


GRID_CELL_MM = 10.0  # the score table's largest cell, for body text of GRID_BODY_PT
GRID_BODY_PT = 9.5  # the default theme's body text


def shade(fill: str, points: int, most: int) -> str:
    """A scoring cell's fill: `fill` for the most points, paler for fewer (the least a little over
    half as strong), so a 2-point cell does not look like a 1-point one."""
    strength = 1.0 if most <= 1 else 0.45 + 0.55 * (abs(points) - 1) / (most - 1)
    channels = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(255 - (255 - c) * strength):02x}" for c in channels)


def _grid_cell(
    box: Box, text: str, fill: str | None, stroke: str | None, ink: str, w: Writer
) -> list[Item]:
    items: list[Item] = [
        Rect(box, fill=fill, stroke=stroke, line_width_pt=0.4) if stroke else Rect(box, fill=fill)
    ]
    if text:
        items.append(
            Text(
                box.center[0],
                box.y_pt + box.height_pt * 0.32,
                text,
                w.theme.bold,
                box.height_pt * 0.45,
                ink,
                "middle",
            )
        )
    return items


def score_grid(setup: Setup, x_pt: float, top_pt: float, cell_pt: float, w: Writer) -> list[Item]:
    """The score table: a header row and column of values, points in the cells, scoring cells
    shaded, the more points the stronger."""
    table, domain, c, items = score_table(setup), setup.domain, w.theme.colors, []
    most = max((abs(points) for points in table.values()), default=0)
    for i, value in enumerate(domain, 1):
        for box in (
            Box(x_pt + i * cell_pt, top_pt - cell_pt, cell_pt, cell_pt),
            Box(x_pt, top_pt - (i + 1) * cell_pt, cell_pt, cell_pt),
        ):
            items += _grid_cell(box, str(value), c.row_card, None, c.row_ink, w)
    for r, left in enumerate(domain, 1):
        for col, right in enumerate(domain, 1):
            points = table[left, right]
            box = Box(x_pt + col * cell_pt, top_pt - (r + 1) * cell_pt, cell_pt, cell_pt)
            items += _grid_cell(
                box,
                str(points) if points else "",
                shade(c.score_cell, points, most) if points else None,
                c.rule,
                c.score_ink,
                w,
            )
    bottom, right_pt = top_pt - (len(domain) + 1) * cell_pt, x_pt + (len(domain) + 1) * cell_pt
    return items + [
        Line(x_pt + cell_pt, top_pt, x_pt + cell_pt, bottom, c.ink, 0.8),
        Line(x_pt, top_pt - cell_pt, right_pt, top_pt - cell_pt, c.ink, 0.8),
    ]


SETUP_KINDS = {
    "setup-heading": BlockKind(_heading, 0.3),
    "starting-row": BlockKind(_starting_row, 0.4),
    "scoring-rule": BlockKind(_scoring_rule, 0.4),
    "score-grid": BlockKind(_score_grid, 1.0),
    "worked-examples": BlockKind(_worked_examples, 0.0),
}
KINDS = {**BLOCK_KINDS, **SETUP_KINDS}


def scoring_reference(setup: Setup, seed: int | None) -> Reference:
    """The card: the heading across; the row and rule on the left, the grid on the right; every
    worked example across below (in one column they read heading, row, rule, grid, examples)."""
    card = SetupCard(setup, seed)
    places = (
        ("setup-heading", 0),
        ("starting-row", 1),
        ("scoring-rule", 1),
        ("score-grid", 2),
        ("worked-examples", 0),
    )
    blocks = tuple(
        Block(kind, index=i, column=column, data=card) for i, (kind, column) in enumerate(places)
    )
    return Reference(setup.id, None, blocks, columns=2, split=SPLIT)
