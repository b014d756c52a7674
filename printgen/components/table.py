"""A table of wrapped text cells: a header row on a panel fill, rows as tall as their tallest
cell."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import FitError
from printgen.layout.markup import FittedRich, fit_rich, has_markup, known_icons, place_rich
from printgen.layout.plan import Box, Item, Rect
from printgen.layout.textfit import fit_text, place_text
from printgen.read.loader import shorten

PAD_PT = 4.5  # a cell's padding round its text (about 1.6 mm)


@dataclass(frozen=True, eq=False)
class TableStyle:
    """The fonts, colours and sizes a table is drawn in."""

    regular: str
    bold: str
    ink: str
    rule: str
    panel: str
    size_pt: float
    min_pt: float
    own: tuple[tuple[str, str], ...] = ()  # the game's own icons (name, checked picture)


def _fit(text: str, font: str, width_pt: float, style: TableStyle):
    if has_markup(text):  # **bold**, *italic* and :icon: are drawn, as on a face
        rich = fit_rich(
            text,
            known_icons() | {name for name, _ in style.own},
            font,
            (style.regular, style.bold),
            width_pt - 2 * PAD_PT,
            10_000,
            style.size_pt,
            style.min_pt,
        )
        if rich is None:
            raise FitError(
                f"the table cell {shorten(text)!r} does not fit its column even at "
                f"{style.min_pt:g} pt",
                "shorten it, or use fewer columns",
            )
        return rich
    fitted = fit_text(
        text,
        font,
        width_pt - 2 * PAD_PT,
        10_000,
        style.size_pt,
        style.min_pt,
        shrink_first_pt=style.size_pt,
    )
    if fitted is None:
        raise FitError(
            f"the table cell {shorten(text)!r} does not fit its column even at {style.min_pt:g} pt",
            "shorten it, or use fewer columns",
        )
    return fitted


def table_items(
    header: tuple[str, ...],
    rows: list[tuple[str, ...]],
    widths: list[float],
    x_pt: float,
    top_pt: float,
    style: TableStyle,
) -> tuple[list[Item], float]:
    """The table's items drawn down from `top_pt`, and its height."""
    items: list[Item] = []
    y = top_pt
    for number, row in enumerate([header] + rows):
        font = style.bold if number == 0 else style.regular
        fitted = [_fit(text, font, width, style) for text, width in zip(row, widths)]
        height = max(f.height_pt for f in fitted) + 2 * PAD_PT
        x = x_pt
        for text_fit, width in zip(fitted, widths):
            box = Box(x, y - height, width, height)
            items.append(
                Rect(
                    box,
                    fill=style.panel if number == 0 else None,
                    stroke=style.rule,
                    line_width_pt=0.6,
                )
            )
            items += (
                place_rich(
                    text_fit,
                    box.inset(PAD_PT),
                    font,
                    (style.regular, style.bold),
                    style.ink,
                    "start",
                    "middle",
                    own=style.own,
                )
                if isinstance(text_fit, FittedRich)
                else place_text(text_fit, box.inset(PAD_PT), font, style.ink, "start", "middle")
            )
            x += width
        y -= height
    return items, top_pt - y
