"""Blocks flowed down a card in one column or two: spanning blocks across it, the others side by
side.

Consecutive blocks of the same sort form a run; a run of side-by-side blocks starts both columns at
the same height, and the next spanning run starts below the longer column.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from printgen.kit.flow import Flow
from printgen.layout.plan import Item
from printgen.pieces.model import Block


@dataclass(frozen=True, eq=False)
class Columns:
    """How many columns (1 or 2), the left column's share of the width, and the gap between them."""

    count: int = 1
    split: float = 0.5
    gap_pt: float = 0.0


def column_flows(
    x_pt: float, top_pt: float, width_pt: float, columns: Columns, min_pt: float
) -> list[Flow]:
    """The left and right column, the gap taken from the left one."""
    left_pt = width_pt * columns.split
    return [
        Flow(x_pt, top_pt, left_pt - columns.gap_pt, min_pt),
        Flow(x_pt + left_pt, top_pt, width_pt - left_pt, min_pt),
    ]


def block_runs(blocks: Iterable[Block], count: int) -> list[tuple[bool, list[Block]]]:
    """Consecutive blocks grouped as (spans, blocks); on a one-column card every block spans."""
    runs: list[tuple[bool, list[Block]]] = []
    for block in blocks:
        spans = count == 1 or block.column == 0
        if runs and runs[-1][0] == spans:
            runs[-1][1].append(block)
        else:
            runs.append((spans, [block]))
    return runs


def flow_blocks(
    blocks,
    x_pt: float,
    top_pt: float,
    width_pt: float,
    columns: Columns,
    min_pt: float,
    draw: Callable[[Flow, Block], None],
    gap_pt: Callable[[Block], float],
) -> tuple[list[Item], float]:
    """The blocks' items drawn down from `top_pt`, and the lowest bottom of their content (the gap
    after the last block of a column is not content)."""
    items: list[Item] = []
    bottom = top_pt
    for spans, run in block_runs(blocks, columns.count):
        flows = (
            [Flow(x_pt, top_pt, width_pt, min_pt)]
            if spans
            else column_flows(x_pt, top_pt, width_pt, columns, min_pt)
        )
        lows = [top_pt] * len(flows)
        for block in run:
            at = 0 if spans else block.column - 1
            draw(flows[at], block)
            lows[at] = flows[at].top_pt
            flows[at].gap(gap_pt(block))
        items += [item for flow in flows for item in flow.items]
        bottom = min([bottom] + lows)
        top_pt = min(flow.top_pt for flow in flows)
    return items, bottom
