"""Separation of printgen's RGB colours into process CMYK, for print files in DeviceCMYK (PDF/X-1a).

One model for every mark and every picture, so that a card's drawn ground and a picture on it
separate alike: full grey-component replacement (the grey of a colour is printed with black
alone, so every neutral, and black text above all, is K only) and a total-ink limit (C+M+Y+K at
most INK_LIMIT, 240% as card printers ask): a colour past it keeps its black and has its C, M
and Y cut in proportion. Pictures are separated through an ICC profile made from this same model
(see `render/cmyk_profile.py`), by Pillow's ImageCms.

This is printgen's own separation, not a measured characterisation of a press; the print file
names the printing condition it is meant for (see `export/services.py`), and colours that lie
outside what process inks print (a saturated RGB green, a deep violet) come out duller, as they
would from any separation. `ink_cut` says which ones lose ink to the limit.
"""

from __future__ import annotations

INK_LIMIT = 2.40  # 240% total ink
TEXT_NEUTRAL = 0.12  # a text colour whose channels differ by at most this is printed in black alone
DIGITS = 4


def rgb_of(color: str) -> tuple[float, float, float]:
    return tuple(int(color[i : i + 2], 16) / 255.0 for i in (1, 3, 5))  # type: ignore[return-value]


def separate_rgb(
    red: float, green: float, blue: float, limit: float = INK_LIMIT
) -> tuple[float, float, float, float]:
    """(c, m, y, k), each 0..1, of an RGB colour (each 0..1): full grey replacement, then the ink
    limit."""
    black = 1.0 - max(red, green, blue)
    if black >= 1.0 - 1e-9:
        return 0.0, 0.0, 0.0, 1.0
    rest = 1.0 - black
    cyan, magenta, yellow = ((rest - value) / rest for value in (red, green, blue))
    colour = cyan + magenta + yellow
    if colour + black > limit and colour > 0:
        scale = max(0.0, limit - black) / colour
        cyan, magenta, yellow = cyan * scale, magenta * scale, yellow * scale
    inks = (cyan, magenta, yellow, black)
    return tuple(round(max(0.0, min(1.0, v)), DIGITS) for v in inks)  # type: ignore[return-value]


def separate(color: str, text: bool = False) -> tuple[float, float, float, float]:
    """The CMYK of a #rrggbb colour; a text colour that is near-neutral is black alone (K only),
    at the black that gives its lightness, so no text is printed in four registered inks."""
    red, green, blue = rgb_of(color)
    if text and max(red, green, blue) - min(red, green, blue) <= TEXT_NEUTRAL:
        level = 0.299 * red + 0.587 * green + 0.114 * blue
        return 0.0, 0.0, 0.0, round(1.0 - level, DIGITS)
    return separate_rgb(red, green, blue)


def ink_cut(color: str) -> bool:
    """True when the ink limit takes ink from the colour (it would need more than INK_LIMIT)."""
    return separate_rgb(*rgb_of(color), limit=4.0) != separate_rgb(*rgb_of(color))
