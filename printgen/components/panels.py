"""Panels on sheets: a card laid out at the largest scale that fits, two to a sheet when each fits
half.

Reference cards and Number Neighbours' setup and scoring cards are placed the same way: try the top
half of the content area at a readable scale; a card that fits there shares its sheet with the next
card that also fits half; a card that does not takes the whole sheet at whatever scale fits.
"""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

from printgen.layout.plan import Box, Item, translated

T = TypeVar("T")
Layout = Callable[[T, Box, float], "list[Item] | None"]


def largest_fit(card: T, panel: Box, scales: Iterable[float], lay_out: Layout) -> list[Item] | None:
    """The card at the first (largest) scale whose layout fits `panel`, or None if none does."""
    for scale in scales:
        items = lay_out(card, panel, scale)
        if items is not None:
            return items
    return None


def halves(area: Box, gap_pt: float) -> tuple[Box, Box]:
    """The upper and lower half of `area`, `gap_pt` apart."""
    height = (area.height_pt - gap_pt) / 2
    return Box(area.x_pt, area.top_pt - height, area.width_pt, height), Box(
        area.x_pt, area.y_pt, area.width_pt, height
    )


def place_panels(
    cards: Iterable[T],
    area: Box,
    gap_pt: float,
    scales: tuple[float, ...],
    half_from: float,
    lay_out: Layout,
    too_big: Callable[[T], Exception],
) -> list[list[Item]]:
    """The items of each sheet; a half card uses the scales of at least `half_from`, a whole one
    any."""
    upper, _ = halves(area, gap_pt)
    drop = -(upper.height_pt + gap_pt)
    sheets: list[list[Item]] = []
    pending = False
    for card in cards:
        items = largest_fit(card, upper, tuple(s for s in scales if s >= half_from), lay_out)
        if items is not None and pending:
            sheets[-1].append(translated(items, 0.0, drop))
            pending = False
            continue
        pending = items is not None
        if items is None:
            items = largest_fit(card, area, scales, lay_out)
        if items is None:
            raise too_big(card)
        sheets.append(items)
    return sheets
