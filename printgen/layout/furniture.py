"""What every printed sheet carries: a 50 mm ruler and the reminder to print at 100%."""

from __future__ import annotations

from functools import lru_cache

from printgen.layout.plan import Box, Item, Line, Segments, Text, translated, turned_quarter
from printgen.layout.units import mm_to_pt

RULER_MM = 50
NOTICE = "Print at 100% (actual size, no fit to page). The ruler must measure 50 mm."


def ruler(
    x_pt: float, y_pt: float, font: str, color: str, size_pt: float = 6.0, length_mm: int = RULER_MM
) -> list[Item]:
    """A horizontal ruler (50 mm unless given) whose zero mark stands at (x_pt, y_pt), ticks
    upward."""
    items: list[Item] = [Line(x_pt, y_pt, x_pt + mm_to_pt(length_mm), y_pt, color, 0.6)]
    ticks = []
    for mm in range(length_mm + 1):
        height = 3.0 if mm % 10 == 0 else 2.0 if mm % 5 == 0 else 1.2
        x = x_pt + mm_to_pt(mm)
        ticks.append((x, y_pt, x, y_pt + mm_to_pt(height)))
        if mm % 10 == 0:
            items.append(Text(x, y_pt + mm_to_pt(3.6), str(mm), font, size_pt, color, "middle"))
    return items + [Segments(tuple(ticks), color, 0.4)]


def sheet_furniture(
    band: Box,
    side: str,
    font: str,
    color: str,
    notice_pt: float = 6.5,
    notice: str = NOTICE,
    label_pt: float = 6.0,
    stamp: str = "",
) -> list[Item]:
    """Ruler and notice laid along the band: left to right at the bottom, bottom to top at the
    side."""
    return list(_furniture(band, side, font, color, notice_pt, notice, label_pt, stamp))


@lru_cache(maxsize=64)
def _furniture(
    band: Box,
    side: str,
    font: str,
    color: str,
    notice_pt: float,
    notice: str,
    label_pt: float,
    stamp: str,
) -> tuple[Item, ...]:
    """`sheet_furniture`'s items, made once for each band: every sheet of a kit has the same
    (a 1,000-card deck's 112 sheets, 51 ticks and six numbers each), and items are frozen."""
    length = band.width_pt if side == "bottom" else band.height_pt
    # the notice's descenders stand no lower than the ruler's line
    items = ruler(0.0, 0.0, font, color, label_pt) + [
        Text(
            mm_to_pt(RULER_MM + 4),
            max(mm_to_pt(0.6), 0.26 * notice_pt),
            notice,
            font,
            notice_pt,
            color,
            "start",
        )
    ]
    if stamp:  # above the notice's end, right of the ruler's numbers
        _check_stamp(stamp, font, label_pt, _span(notice, notice_pt, font) - mm_to_pt(RULER_MM + 4))
        items.append(
            Text(
                _span(notice, notice_pt, font),
                max(mm_to_pt(0.6), 0.26 * notice_pt) + notice_pt * 1.3,
                stamp,
                font,
                label_pt,
                color,
                "end",
            )
        )
    if side == "bottom":
        return (
            translated(
                items,
                band.x_pt + (length - _span(notice, notice_pt, font)) / 2,
                band.y_pt + mm_to_pt(1.0),
            ),
        )
    return (
        turned_quarter(
            items,
            band.right_pt - mm_to_pt(1.0),
            band.y_pt + (length - _span(notice, notice_pt, font)) / 2,
        ),
    )


def _span(notice: str, notice_pt: float, font: str) -> float:
    from printgen.layout.fonts import text_width_pt

    return mm_to_pt(RULER_MM + 4) + text_width_pt(notice, font, notice_pt)


def _check_stamp(stamp: str, font: str, size_pt: float, room_pt: float) -> None:
    """The stamp stands over the notice, ending where it ends: wider, it would run over the ruler
    and off the sheet. A usage error naming how much of it fits."""
    from printgen.core.errors import UsageError
    from printgen.layout.fonts import text_width_pt

    if text_width_pt(stamp, font, size_pt) <= room_pt:
        return
    fits = 0
    while fits < len(stamp) and text_width_pt(stamp[: fits + 1], font, size_pt) <= room_pt:
        fits += 1
    shown = stamp if len(stamp) <= 40 else stamp[:37] + "..."
    raise UsageError(
        f"--stamp {shown!r} is too wide for the foot of a sheet: {fits} of its {len(stamp)} "
        "characters fit",
        "give a shorter --stamp",
    )
