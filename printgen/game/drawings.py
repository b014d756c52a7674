"""What a deck's faces draw for each value (symbols, marks, line heights) and which values lack
it."""

from __future__ import annotations

from typing import Iterator

from printgen.pieces.model import Attribute, Deck

DRAWING = {
    "symbol": (
        "symbol",
        "add `symbol:` (circle, square, triangle, diamond, star, cross, hexagon or heart, or "
        "any icon)",
    ),
    "mark": ("mark", "add `mark:` with a few shapes, such as `[{circle: [50, 50, 30]}]`"),
    "lines": (
        "height",
        "add `height:`, the line's height in percent of the card from its bottom edge",
    ),
}


def single_ids(attribute: Attribute) -> tuple[object, ...]:
    return (
        tuple(range(attribute.low, attribute.high + 1))
        if attribute.is_number
        else tuple(v.id for v in attribute.values)
    )


def missing_drawings(deck: Deck) -> Iterator[tuple[tuple, str, str, bool]]:
    """(path, message, hint, at the key) for each value a face element draws without saying how."""
    for element in deck.face.elements:
        attribute = deck.attribute(element.attribute) if element.attribute else None
        if attribute is None:
            continue
        kind = "symbol" if element.symbol else "mark" if element.mark else "lines"
        field, hint = DRAWING[kind]
        for ident in single_ids(attribute):
            value = attribute.value(ident)
            if value is None:
                where = ("decks", deck.id, "face", "elements", element.index, kind)
                yield (
                    where,
                    f"the face draws the {field} of {attribute.name}, but {ident!r} has none",
                    f"give {attribute.name} `values:` with {ident} and its `{field}:`",
                    False,
                )
            elif not getattr(value, field):
                yield (
                    ("decks", deck.id, "attributes", attribute.name, "values", ident),
                    f"the face draws the {field} of {attribute.name}, but {ident!r} has none",
                    hint,
                    True,
                )
        if kind == "lines":
            yield from _height_clashes(deck, attribute, element)


def _height_clashes(
    deck: Deck, attribute: Attribute, element
) -> Iterator[tuple[tuple, str, str, bool]]:
    seen: dict[int, object] = {}
    for value in attribute.values:
        if value.height is None:
            continue
        if value.height in seen:
            yield (
                ("decks", deck.id, "attributes", attribute.name, "values", value.id, "height"),
                f"the lines of {seen[value.height]!r} and {value.id!r} share the height "
                f"{value.height}",
                "give every value its own height",
                False,
            )
        seen.setdefault(value.height, value.id)
