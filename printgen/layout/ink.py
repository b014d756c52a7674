"""Ink on a page plan: every colour of every mark turned to its grey, for `--grayscale` on any kit.

A theme's own colours are greyed when the theme is chosen; a game file brings colours of its own
(a deck's inks, faces and backs), so the finished plan is greyed as a whole. Grey of a grey is the
same grey, so a page already in greys is unchanged.
"""

from __future__ import annotations

from dataclasses import fields, replace

from printgen.layout.plan import Page


def gray(color: str) -> str:
    """The grey of equal lightness (ITU-R BT.601 weights) of a #rrggbb colour."""
    red, green, blue = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    level = round(0.299 * red + 0.587 * green + 0.114 * blue)
    return f"#{level:02x}{level:02x}{level:02x}"


DARK_LEVEL = (
    150  # a ground whose grey is darker than this (of 255) shows as a sliver on a pale neighbour
)


def is_dark(color: str) -> bool:
    """A ground that a cut a fraction of a millimetre off would leave as a visible sliver on paper
    or on a pale card beside it."""
    return int(gray(color)[1:3], 16) < DARK_LEVEL


def _gray_item(item):
    from printgen.layout.plan import Picture

    if isinstance(item, Picture):
        return replace(item, gray=True)
    changes = {}
    for spec in fields(item):
        value = getattr(item, spec.name)
        if (
            isinstance(value, str)
            and len(value) == 7
            and value.startswith("#")
            and spec.name in ("fill", "stroke", "color")
        ):
            changes[spec.name] = gray(value)
        elif (
            isinstance(value, tuple)
            and value
            and all(hasattr(child, "__dataclass_fields__") for child in value)
        ):
            changes[spec.name] = tuple(_gray_item(child) for child in value)
    return replace(item, **changes) if changes else item


def grayscale_pages(pages: list[Page]) -> list[Page]:
    return [replace(page, items=tuple(_gray_item(item) for item in page.items)) for page in pages]
