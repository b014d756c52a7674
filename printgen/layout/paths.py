"""SVG path data (`d="M10 20 l5 5 ..."`) as absolute move, line and cubic-curve steps: pure
geometry.

Every command of SVG 1.1 is read (M L H V C S Q T A Z, upper and lower case); quadratic curves
and elliptical arcs become cubic curves, so a renderer needs only move, line, curve and close.
Steps are in the path's own units with y down, as SVG writes them; `placed` scales them into a box
with y up.
"""

from __future__ import annotations

import math
import re

_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}
MAX_STEPS = 20_000  # a path longer than this is refused: an icon has a few hundred

Step = tuple  # ("M", x, y) | ("L", x, y) | ("C", x1, y1, x2, y2, x, y) | ("Z",)


class PathError(ValueError):
    """Path data that cannot be read."""


def parse_path(d: str) -> tuple[Step, ...]:
    """The absolute steps of SVG path data; PathError for data that is not a path."""
    tokens = _TOKEN.findall(d)
    if "".join(tokens).replace(" ", "") == "" and d.strip():
        raise PathError("no path commands")
    steps: list[Step] = []
    x = y = start_x = start_y = 0.0
    last_control: tuple[float, float] | None = None
    last_kind = ""
    index, command = 0, ""
    while index < len(tokens):
        token = tokens[index]
        if token.isalpha():
            command = token
            index += 1
            if command in "Zz":
                steps.append(("Z",))
                x, y = start_x, start_y
                last_control, last_kind = None, "Z"
                continue
        elif not command:
            raise PathError("path data must start with a command")
        kind, relative = command.upper(), command.islower()
        count = _ARGS[kind]
        if kind == "A":
            _split_flags(tokens, index)
        numbers = tokens[index : index + count]
        if len(numbers) < count or any(n.isalpha() for n in numbers):
            raise PathError(f"the command {command} needs {count} numbers")
        values = [float(n) for n in numbers]
        index += count
        if len(steps) > MAX_STEPS:
            raise PathError(f"the path has more than {MAX_STEPS:,} steps")
        if kind == "M":
            x, y = (x + values[0], y + values[1]) if relative else (values[0], values[1])
            start_x, start_y = x, y
            steps.append(("M", x, y))
            command = "l" if relative else "L"  # further pairs are lines
            last_control = None
        elif kind in "LHV":
            if kind == "L":
                x, y = (x + values[0], y + values[1]) if relative else (values[0], values[1])
            elif kind == "H":
                x = x + values[0] if relative else values[0]
            else:
                y = y + values[0] if relative else values[0]
            steps.append(("L", x, y))
            last_control = None
        elif kind in "CS":
            if kind == "C":
                x1, y1, x2, y2, ex, ey = values
                if relative:
                    x1, y1, x2, y2, ex, ey = x + x1, y + y1, x + x2, y + y2, x + ex, y + ey
            else:
                x2, y2, ex, ey = values
                if relative:
                    x2, y2, ex, ey = x + x2, y + y2, x + ex, y + ey
                x1, y1 = (
                    (2 * x - last_control[0], 2 * y - last_control[1])
                    if last_control and last_kind in "CS"
                    else (x, y)
                )
            steps.append(("C", x1, y1, x2, y2, ex, ey))
            last_control, x, y = (x2, y2), ex, ey
        elif kind in "QT":
            if kind == "Q":
                qx, qy, ex, ey = values
                if relative:
                    qx, qy, ex, ey = x + qx, y + qy, x + ex, y + ey
            else:
                ex, ey = values
                if relative:
                    ex, ey = x + ex, y + ey
                qx, qy = (
                    (2 * x - last_control[0], 2 * y - last_control[1])
                    if last_control and last_kind in "QT"
                    else (x, y)
                )
            steps.append(
                (
                    "C",
                    x + 2 / 3 * (qx - x),
                    y + 2 / 3 * (qy - y),
                    ex + 2 / 3 * (qx - ex),
                    ey + 2 / 3 * (qy - ey),
                    ex,
                    ey,
                )
            )
            last_control, x, y = (qx, qy), ex, ey
        else:  # A
            rx, ry, angle, large, sweep, ex, ey = values
            if relative:
                ex, ey = x + ex, y + ey
            steps += _arc(x, y, rx, ry, angle, bool(large), bool(sweep), ex, ey)
            x, y = ex, ey
            last_control = None
        last_kind = kind
    return tuple(steps)


def _split_flags(tokens: list[str], index: int) -> None:
    """An arc's two flags may be written run together with what follows ("a5 5 0 011 2" is the
    flags 0 and 1, then 1 and 2): each flag is one character, the rest a token of its own."""
    for flag in (index + 3, index + 4):
        if (
            flag < len(tokens)
            and len(tokens[flag]) > 1
            and tokens[flag][0] in "01"
            and not tokens[flag].isalpha()
        ):
            tokens[flag : flag + 1] = [tokens[flag][0], tokens[flag][1:]]


def _arc(
    x1: float,
    y1: float,
    rx: float,
    ry: float,
    angle_deg: float,
    large: bool,
    sweep: bool,
    x2: float,
    y2: float,
) -> list[Step]:
    """An elliptical arc as cubic curves of at most a quarter turn each (SVG 1.1, appendix F.6)."""
    if (x1, y1) == (x2, y2):
        return []
    rx, ry = abs(rx), abs(ry)
    if rx == 0 or ry == 0:
        return [("L", x2, y2)]
    phi = math.radians(angle_deg % 360)
    cos_phi, sin_phi = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    xp, yp = cos_phi * dx + sin_phi * dy, -sin_phi * dx + cos_phi * dy
    scale = (xp * xp) / (rx * rx) + (yp * yp) / (ry * ry)
    if scale > 1:
        rx, ry = rx * math.sqrt(scale), ry * math.sqrt(scale)
    numerator = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp
    factor = math.sqrt(max(0.0, numerator / (rx * rx * yp * yp + ry * ry * xp * xp)))
    if large == sweep:
        factor = -factor
    cxp, cyp = factor * rx * yp / ry, -factor * ry * xp / rx
    cx = cos_phi * cxp - sin_phi * cyp + (x1 + x2) / 2
    cy = sin_phi * cxp + cos_phi * cyp + (y1 + y2) / 2

    def angle(ux: float, uy: float, vx: float, vy: float) -> float:
        return math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)

    start = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry)
    delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry)
    if not sweep and delta > 0:
        delta -= 2 * math.pi
    elif sweep and delta < 0:
        delta += 2 * math.pi
    parts = max(1, math.ceil(abs(delta) / (math.pi / 2) - 1e-9))
    step = delta / parts
    k = 4 / 3 * math.tan(step / 4)
    steps: list[Step] = []
    theta = start
    for _ in range(parts):
        c1, s1, c2, s2 = (
            math.cos(theta),
            math.sin(theta),
            math.cos(theta + step),
            math.sin(theta + step),
        )
        points = [(c1 - k * s1, s1 + k * c1), (c2 + k * s2, s2 - k * c2), (c2, s2)]
        mapped = [
            (cx + rx * px * cos_phi - ry * py * sin_phi, cy + rx * px * sin_phi + ry * py * cos_phi)
            for px, py in points
        ]
        steps.append(("C", *mapped[0], *mapped[1], *mapped[2]))
        theta += step
    return steps


def placed(
    steps: tuple[Step, ...], box_units: float, x_pt: float, y_pt: float, size_pt: float
) -> tuple[Step, ...]:
    """The steps of a path drawn in a `box_units` square, placed in the square of `size_pt` whose
    bottom-left corner is (x_pt, y_pt), with y turned up."""
    scale = size_pt / box_units

    def point(px: float, py: float) -> tuple[float, float]:
        return round(x_pt + px * scale, 3), round(y_pt + size_pt - py * scale, 3)

    out: list[Step] = []
    for step in steps:
        if step[0] == "Z":
            out.append(step)
        else:
            coords = [
                c
                for pair in (point(step[i], step[i + 1]) for i in range(1, len(step), 2))
                for c in pair
            ]
            out.append((step[0], *coords))
    return tuple(out)


__all__ = ["PathError", "parse_path", "placed"]
