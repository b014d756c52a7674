"""Number Neighbours' card backs: the game's name and, on hand cards, the seat's mark. (The fronts
are
face templates in `decks`, drawn by the generic face component.)"""

from __future__ import annotations

from printgen.layout.plan import Box, Item, Rect, Text, Trim
from printgen.layout.symbols import seat_letter, seat_symbol
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.style.messages import Catalogue
from printgen.style.model import Theme

# (frames drawn, the title's margin in insets): three frames with the title inside the innermost,
# or in the band between them for a long single word (German); on a narrow card one frame, with
# the title inside it
_TITLE_PLACES = ((3, 4.5), (3, 3.5), (1, 1.5))


def _back_title(title: str, trim: Box, inset: float, theme: Theme) -> tuple[int, list[Item]]:
    """(how many frames the back draws, the game's name placed inside them).

    The name is printgen's own text, not the user's: on a card too narrow for it even inside a
    single frame at the smallest type the back goes without it (the frames and the seat's mark
    still tell the backs apart), rather than refuse a kit nobody could shorten."""
    cy = trim.center[1]
    for frames, margin in _TITLE_PLACES:
        box = Box(
            trim.x_pt + inset * margin,
            cy + trim.height_pt * 0.05,
            trim.width_pt - inset * 2 * margin,
            trim.height_pt * 0.2,
        )
        if box.width_pt <= 0:
            continue
        fitted = fit_text(
            title,
            theme.bold,
            box.width_pt,
            box.height_pt,
            theme.text.heading_pt * 1.4,
            theme.text.min_pt,
        )
        if fitted is not None:
            return frames, place_text(fitted, box, theme.bold, theme.colors.back_ink)
    return 3, []


def back_face(
    trim: Box,
    bleed_pt: float,
    label: str,
    title: str,
    seat: int | None,
    theme: Theme,
    messages: Catalogue,
) -> list[Item]:
    """A card back: the game's name and, for hand cards, the seat mark so sets sort easily."""
    from printgen.components.faces import ground_items, style_from_theme

    c = theme.colors
    items: list[Item] = [
        Trim(trim, f"back {label}"),
        *ground_items(trim, bleed_pt, c.back, style_from_theme(theme)),
    ]
    inset = mm_to_pt(max(theme.card.corner_inset_mm, theme.card.safe_mm))
    frames, title_items = _back_title(title, trim, inset, theme)
    for step in range(frames):
        items.append(
            Rect(
                trim.inset(inset * (1 + step) + 0.75),
                stroke=c.back_pattern,
                line_width_pt=1.5,
                radius_pt=mm_to_pt(theme.card.radius_mm),
            )
        )
    cx, cy = trim.center
    items += title_items
    if seat is not None:
        radius = mm_to_pt(theme.card.mark_radius_mm) * 1.6
        items.append(seat_symbol(seat, cx, cy - radius * 1.6, radius, c.back_ink))
        items.append(
            Text(
                cx,
                cy - radius * 4.6,
                messages.text("face_back_seat", letter=seat_letter(seat)),
                theme.bold,
                theme.text.heading_pt,
                c.back_ink,
                "middle",
            )
        )
    else:
        items.append(
            Text(
                cx,
                cy - trim.height_pt * 0.12,
                messages.text("face_back_row"),
                theme.bold,
                theme.text.heading_pt,
                c.back_ink,
                "middle",
            )
        )
    return items
