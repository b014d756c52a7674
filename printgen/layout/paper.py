"""Paper and card sizes, and the limits that keep them sensible."""

from __future__ import annotations

import re
from dataclasses import dataclass

from printgen.core.errors import UsageError


@dataclass(frozen=True)
class Size:
    """A width and a height in millimetres: a paper or a card."""

    width_mm: float
    height_mm: float

    def label(self) -> str:
        return f"{self.width_mm:g}x{self.height_mm:g} mm"


PAPERS = {"a4": Size(210.0, 297.0), "letter": Size(215.9, 279.4)}
CARD_SIZES = {
    "poker": Size(63.0, 88.0),
    "bridge": Size(57.0, 89.0),
    "mini": Size(44.0, 63.0),
    "tarot": Size(70.0, 120.0),
}
# poker told apart by its unit, the same in every command: printgen's poker card is 63 x 88 mm
# (poker-mm), the print services' is 2.5 x 3.5 in (poker-in), which `export` calls poker
CARD_ALIASES = {"poker-mm": Size(63.0, 88.0), "poker-in": Size(63.5, 88.9)}
CARD_SIDE_MM = (35.0, 280.0)  # below 35 mm a card cannot hold its value, corner indices and mark
BLEED_MAX_MM = 6.0
GUTTER_MAX_MM = 30.0
BACK_OFFSET_MAX_MM = 15.0
_WXH = re.compile(r"\s*(\d+(?:\.\d+)?)\s*[xX×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*")


def paper_size(name: str) -> Size:
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise UsageError(f"unknown paper {name!r}", f"choose one of: {', '.join(PAPERS)}") from None


def card_size(text: str) -> Size:
    """A named card size (or poker-mm, poker-in) or WxH in millimetres, such as 63x88."""
    named = CARD_SIZES.get(text.strip().lower()) or CARD_ALIASES.get(text.strip().lower())
    if named is not None:
        return named
    match = _WXH.fullmatch(text)
    if match is None:
        raise UsageError(
            f"cannot read the card size {text!r}",
            f"use one of {', '.join([*CARD_SIZES, *CARD_ALIASES])} or WxH in mm, such as 63x88",
        )
    size = Size(float(match.group(1)), float(match.group(2)))
    low, high = CARD_SIDE_MM
    if not all(low <= side <= high for side in (size.width_mm, size.height_mm)):
        raise UsageError(
            f"a {size.label()} card is not a sensible size",
            f"each side must be {low:g} to {high:g} mm",
        )
    return size


def check_range(name: str, value_mm: float, high_mm: float, low_mm: float = 0.0) -> float:
    if not low_mm <= value_mm <= high_mm:
        raise UsageError(
            f"{name} {value_mm:g} mm is out of range",
            f"{name} must be {low_mm:g} to {high_mm:g} mm",
        )
    return value_mm
