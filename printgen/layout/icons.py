"""Icons drawn by name: the bundled set (templates/icons/icons.json: game icons from game-icons.net
under CC BY 3.0, and a few drawn by us), as vector outlines placed in the page plan.

An icon is path data in a square box (512 units for the bundled set); `icon_items` places it as a
`Path` at a size in points, in one ink. The data is read once, and an icon's path parsed the first
time it is drawn.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache

from printgen.core.data import templates_dir
from printgen.layout.paths import parse_path, placed
from printgen.layout.plan import Item, Path

CREDIT = "Icons: game-icons.net (CC BY 3.0)"
MIN_READABLE_MM = 3.0  # an icon drawn smaller than this is hard to make out (icon-too-small)


@lru_cache(maxsize=1)
def _bundled() -> dict:
    with open(os.path.join(templates_dir(), "icons", "icons.json"), encoding="utf-8") as handle:
        return json.load(handle)


def icon_names() -> tuple[str, ...]:
    """Every bundled icon's name, in alphabetical order."""
    return tuple(sorted(_bundled()["icons"]))


def icon_source(name: str) -> str:
    """Where a bundled icon comes from ("game-icons.net: crown", or "printgen")."""
    return _bundled()["icons"][name]["source"]


def needs_credit(names) -> bool:
    """Whether any of these bundled icons is one whose licence asks for credit."""
    return any(
        name in _bundled()["icons"] and icon_source(name).startswith("game-icons.net")
        for name in names
    )


@lru_cache(maxsize=256)
def _steps(name: str) -> tuple:
    return parse_path(_bundled()["icons"][name]["d"])


def icon_items(
    name: str,
    cx_pt: float,
    cy_pt: float,
    size_pt: float,
    ink: str,
    own: tuple[tuple[str, str], ...] = (),
) -> list[Item]:
    """The icon `name` in a square of `size_pt` centred on (cx, cy): a game's `own` icon (name,
    checked picture file) as its picture, a bundled one filled with `ink`."""
    for own_name, path in own:
        if own_name == name:
            from printgen.layout.plan import Box, Picture
            from printgen.read.pictures import inspect

            info = inspect(path)
            return [
                Picture(
                    path,
                    _fitted(
                        Box(cx_pt - size_pt / 2, cy_pt - size_pt / 2, size_pt, size_pt), info.aspect
                    ),
                    info.kind,
                    aspect=info.aspect,
                )
            ]
    box = _bundled()["box"]
    return [Path(placed(_steps(name), box, cx_pt - size_pt / 2, cy_pt - size_pt / 2, size_pt), ink)]


def _fitted(box, aspect: float):
    """The largest box of this aspect centred in `box`."""
    from printgen.layout.plan import Box

    width = min(box.width_pt, box.height_pt * aspect)
    height = width / aspect if aspect else box.height_pt
    return Box(
        box.x_pt + (box.width_pt - width) / 2,
        box.y_pt + (box.height_pt - height) / 2,
        width,
        height,
    )


__all__ = ["CREDIT", "MIN_READABLE_MM", "icon_items", "icon_names", "icon_source", "needs_credit"]
