"""Values drawn from data on a card face: marks (a few shapes in a 100 x 100 box) and lines that
run right across the card at each value's own height, so the same line joins on neighbouring cards.
"""

from __future__ import annotations

from printgen.layout.plan import Box, Circle, Item, Polygon, Rect, Segments, Text
from printgen.layout.textfit import fit_text, place_text
from printgen.pieces.model import Attribute, Shape, Value

LINE_PT = {"small": 2.0, "medium": 3.5, "large": 5.0, "huge": 7.0}
MARK_STROKE = 6.0


def mark_items(
    shapes: tuple[Shape, ...], cx: float, cy: float, size_pt: float, ink: str, ground: str
) -> list[Item]:
    """The mark drawn in a square of `size_pt` centred on (cx, cy); its box's y runs up."""
    scale = size_pt / 100.0
    x0, y0 = cx - size_pt / 2, cy - size_pt / 2
    at = lambda x, y: (x0 + x * scale, y0 + y * scale)  # noqa: E731
    items: list[Item] = []
    for shape in shapes:
        paint = ink if shape.paint == "ink" else ground
        p = shape.points
        if shape.kind == "circle":
            x, y = at(p[0], p[1])
            items.append(Circle(x, y, p[2] * scale, paint))
        elif shape.kind == "polygon":
            items.append(Polygon(tuple(at(p[i], p[i + 1]) for i in range(0, len(p), 2)), paint))
        else:
            points = [at(p[i], p[i + 1]) for i in range(0, len(p), 2)]
            items.append(
                Segments(
                    tuple((a[0], a[1], b[0], b[1]) for a, b in zip(points, points[1:])),
                    paint,
                    MARK_STROKE * scale,
                )
            )
    return items


def line_values(attribute: Attribute, card_value: object) -> list[Value]:
    """The values a card shows as lines, lowest line first."""
    idents = card_value if isinstance(card_value, tuple) else (card_value,)
    found = [attribute.value(i) for i in idents]
    return sorted(
        (v for v in found if v is not None and v.height is not None), key=lambda v: v.height
    )


def line_items(
    trim: Box,
    bleed_pt: float,
    values: list[Value],
    size: str,
    language: str,
    fonts: tuple[str, str],
    ink: str,
    label_x_pt: float,
) -> list[Item]:
    """Each value's line right across the card (into the bleed), labelled near both edges.

    The height is a share of the trim's height, so on cards of one size a value's line always sits
    at the same place and runs on into its neighbour's when the cards lie side by side.
    """
    width = LINE_PT[size]
    items: list[Item] = []
    for value in values:
        y = trim.y_pt + trim.height_pt * value.height / 100.0
        colour = value.ink or ink
        items.append(
            Rect(
                Box(trim.x_pt - bleed_pt, y - width / 2, trim.width_pt + 2 * bleed_pt, width),
                fill=colour,
            )
        )
        for x in (trim.x_pt + label_x_pt, trim.right_pt - label_x_pt):
            items += _label(value.label.get(language), x, y, width, fonts, colour)
    return items


def _label(
    text: str, x: float, y: float, line_pt: float, fonts: tuple[str, str], ink: str
) -> list[Item]:
    """A round white label on the line at (x, y), with the value's name in it."""
    radius = max(6.0, line_pt * 2.2)
    items: list[Item] = [Circle(x, y, radius, "#ffffff", ink, line_pt * 0.5)]
    fitted = fit_text(text, fonts[1], radius * 1.5, radius * 1.5, radius * 1.2, 4.0, wrap=False)
    if fitted is not None:
        items += place_text(
            fitted, Box(x - radius, y - radius, 2 * radius, 2 * radius), fonts[1], ink
        )
    return items


__all__ = ["line_items", "line_values", "mark_items", "Text"]
