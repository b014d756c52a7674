"""The page plan: every mark on every page as plain data, in points from the bottom-left corner.

A plan can be dumped as text (for golden tests and review) and is drawn by `printgen.render`.
Colours are "#rrggbb" strings or None (no paint); fonts are theme roles: "regular" or "bold".
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Union


@dataclass(frozen=True)
class Box:
    """A rectangle in points, from its bottom-left corner."""

    x_pt: float
    y_pt: float
    width_pt: float
    height_pt: float

    @property
    def right_pt(self) -> float:
        return self.x_pt + self.width_pt

    @property
    def top_pt(self) -> float:
        return self.y_pt + self.height_pt

    @property
    def center(self) -> tuple[float, float]:
        return self.x_pt + self.width_pt / 2, self.y_pt + self.height_pt / 2

    def inset(self, by_pt: float) -> "Box":
        return Box(
            self.x_pt + by_pt,
            self.y_pt + by_pt,
            self.width_pt - 2 * by_pt,
            self.height_pt - 2 * by_pt,
        )

    def grow(self, by_pt: float) -> "Box":
        return self.inset(-by_pt)

    def top_band(self, height_pt: float) -> "Box":
        return Box(self.x_pt, self.top_pt - height_pt, self.width_pt, height_pt)

    def below(self, height_pt: float) -> "Box":
        """What is left of the box under a top band of `height_pt`."""
        return Box(self.x_pt, self.y_pt, self.width_pt, self.height_pt - height_pt)

    def overlaps(self, other: "Box") -> bool:
        return (
            self.x_pt < other.right_pt
            and other.x_pt < self.right_pt
            and self.y_pt < other.top_pt
            and other.y_pt < self.top_pt
        )


@dataclass(frozen=True)
class Rect:
    """A box filled and/or stroked, its corners rounded by `radius_pt`."""

    box: Box
    fill: str | None = None
    stroke: str | None = None
    line_width_pt: float = 0.5
    radius_pt: float = 0.0
    dash_pt: tuple[float, ...] = ()


@dataclass(frozen=True)
class Line:
    """A straight line from (x1, y1) to (x2, y2), solid or dashed."""

    x1_pt: float
    y1_pt: float
    x2_pt: float
    y2_pt: float
    color: str
    width_pt: float = 0.5
    dash_pt: tuple[float, ...] = ()


@dataclass(frozen=True)
class Segments:
    """Many straight strokes of one colour and width, such as a ruler's ticks, drawn as one path."""

    segments_pt: tuple[tuple[float, float, float, float], ...]
    color: str
    width_pt: float = 0.5


@dataclass(frozen=True)
class Text:
    """One line of text; `x_pt, y_pt` is the baseline point the `anchor` refers to, before
    turning."""

    x_pt: float
    y_pt: float
    text: str
    font: str
    size_pt: float
    color: str
    anchor: str = "start"
    angle_deg: int = 0


@dataclass(frozen=True)
class Circle:
    """A circle about (cx, cy), filled and/or stroked."""

    cx_pt: float
    cy_pt: float
    radius_pt: float
    fill: str | None = None
    stroke: str | None = None
    line_width_pt: float = 0.5


@dataclass(frozen=True)
class Polygon:
    """A closed shape through its points, filled and/or stroked."""

    points_pt: tuple[tuple[float, float], ...]
    fill: str | None = None
    stroke: str | None = None
    line_width_pt: float = 0.5


@dataclass(frozen=True)
class Path:
    """A filled outline of move, line and cubic-curve steps (see layout.paths), such as an icon;
    filled by the nonzero rule, as SVG fills."""

    steps: tuple
    fill: str | None = None


@dataclass(frozen=True)
class Picture:
    """A picture file drawn into `box` (its aspect kept, centred): `kind` is "raster" (PNG or
    JPEG) or "svg" (drawn as vectors); `path` is the checked file (see printgen.read.pictures), and
    `gray` prints it in greys."""

    path: str
    box: Box
    kind: str = "raster"
    gray: bool = False
    cover: bool = (
        False  # fill the whole box, cropping the picture's overhang, instead of fitting inside it
    )
    aspect: float = 1.0  # the picture's width over its height


@dataclass(frozen=True)
class Trim:
    """The exact trim rectangle of a card: drawn as an unpainted path so tests can find it."""

    box: Box
    label: str = ""


@dataclass(frozen=True)
class CropMark:
    """A cut mark in the sheet's margin, from (x1, y1) to (x2, y2)."""

    x1_pt: float
    y1_pt: float
    x2_pt: float
    y2_pt: float


Transform = tuple[float, float, float, float, float, float]
IDENTITY: Transform = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


@dataclass(frozen=True)
class Group:
    """Items drawn under one transform, as reportlab's `shapes.Group` and PDF's `cm` operator:
    a point (x, y) of the items lands at (a x + c y + e, b x + d y + f). Moving or turning a part
    of a page is one group, never a rewrite of its items."""

    items: tuple
    transform: Transform = IDENTITY


Item = Union[Rect, Line, Segments, Text, Circle, Polygon, Path, Picture, Trim, CropMark, Group]


def translated(items, dx_pt: float, dy_pt: float) -> Group:
    """The items moved by (dx, dy)."""
    return Group(tuple(items), (1.0, 0.0, 0.0, 1.0, dx_pt, dy_pt))


def turned_half(items, cx_pt: float, cy_pt: float) -> Group:
    """The items turned 180 degrees about (cx, cy)."""
    return Group(tuple(items), (-1.0, 0.0, 0.0, -1.0, 2 * cx_pt, 2 * cy_pt))


def turned_quarter(items, dx_pt: float = 0.0, dy_pt: float = 0.0) -> Group:
    """The items turned 90 degrees anticlockwise about the origin, then moved by (dx, dy)."""
    return Group(tuple(items), (0.0, 1.0, -1.0, 0.0, dx_pt, dy_pt))


def compose(outer: Transform, inner: Transform) -> Transform:
    """The transform of `inner` applied first, then `outer`."""
    a, b, c, d, e, f = outer
    a2, b2, c2, d2, e2, f2 = inner
    return (
        a * a2 + c * b2,
        b * a2 + d * b2,
        a * c2 + c * d2,
        b * c2 + d * d2,
        a * e2 + c * f2 + e,
        b * e2 + d * f2 + f,
    )


def leaves(items, transform: Transform = IDENTITY):
    """Every drawn item with the transform it is drawn under, groups opened."""
    for item in items:
        if isinstance(item, Group):
            yield from leaves(item.items, compose(transform, item.transform))
        else:
            yield item, transform


@dataclass(frozen=True)
class Page:
    """One page of the plan: its size, its label and its items, bottom first."""

    width_pt: float
    height_pt: float
    label: str
    items: tuple[Item, ...]
    # PDF page boxes a print service reads: ("trim", box), ("bleed", box)
    boxes: tuple[tuple[str, Box], ...] = ()
    # what the page holds where, for the plan a PDF carries (see kit.faceprint): each a Placed;
    # no mark of the page, so neither its dump nor its equality looks at it
    placed: tuple = field(default=(), compare=False)


def _show(value) -> str:
    if isinstance(value, float):
        return f"{value:.2f}"
    if isinstance(value, Box):
        return ",".join(_show(v) for v in (value.x_pt, value.y_pt, value.width_pt, value.height_pt))
    if isinstance(value, tuple):
        return "(" + " ".join(_show(v) for v in value) + ")"
    return repr(value) if isinstance(value, str) else str(value)


def dump_item(item: Item, indent: str = "  ") -> str:
    """One line for the item, leaving out fields that hold their default; a group's items below it,
    indented."""
    if isinstance(item, Group):
        head = f"{indent}Group transform={_show(item.transform)}"
        return "\n".join([head] + [dump_item(child, indent + "  ") for child in item.items])
    parts = [
        f"{f.name}={_show(getattr(item, f.name))}"
        for f in fields(item)
        if getattr(item, f.name) != f.default
    ]
    return f"{indent}{type(item).__name__} " + " ".join(parts)


def dump_plan(pages: list[Page]) -> str:
    """The plan as text, one line per mark, for golden files and review."""
    out = []
    for number, page in enumerate(pages, 1):
        out.append(f"page {number} {page.label!r} {page.width_pt:.2f}x{page.height_pt:.2f}")
        out.extend(dump_item(item) for item in page.items)
    return "\n".join(out) + "\n"
