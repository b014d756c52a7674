"""Card faces: a hand card, a row card and a card back, each drawn into its trim box."""

from __future__ import annotations

from printgen.errors import PrintgenError
from printgen.kit.geometry import turn_half
from printgen.layout.plan import Box, Item, Rect, Text, Trim
from printgen.game.model import ANY_LANGUAGE, Value
from printgen.layout.symbols import seat_letter, seat_symbol, symbol_item
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.messages import Catalogue
from printgen.themes import Theme


def _fitted(text: str, box: Box, font: str, color: str, max_pt: float, min_pt: float, what: str) -> list[Item]:
    fitted = fit_text(text, font, box.width_pt, box.height_pt, max_pt, min_pt)
    if fitted is None:
        raise PrintgenError(f"{what} {text!r} does not fit on the card even at {min_pt:g} pt", "shorten it or choose a larger --card-size")
    return place_text(fitted, box, font, color)


def _background(trim: Box, bleed_pt: float, fill: str, theme: Theme, edge: str) -> list[Item]:
    """The card's ground (running into the bleed), an inner frame, and a cut line when there is no bleed."""
    items: list[Item] = [Rect(trim.grow(bleed_pt), fill=fill)]
    inset = mm_to_pt(theme.card.corner_inset_mm) * 0.6
    items.append(Rect(trim.inset(inset), stroke=edge, line_width_pt=theme.card.edge_width_pt, radius_pt=mm_to_pt(theme.card.radius_mm)))
    if bleed_pt == 0:
        items.append(Rect(trim, stroke=theme.colors.cut, line_width_pt=0.3))
    return items


def _index_box(trim: Box, theme: Theme) -> Box:
    inset = mm_to_pt(theme.card.corner_inset_mm)
    width = mm_to_pt(theme.card.index_width_mm)
    return Box(trim.x_pt + inset, trim.top_pt - inset - theme.card.index_value_pt * 1.05, width, theme.card.index_value_pt * 1.05)


def _corners(top_left: list[Item], trim: Box) -> list[Item]:
    """The top-left index and its copy turned half a turn into the bottom-right corner."""
    cx, cy = trim.center
    return top_left + [turn_half(item, cx, cy) for item in top_left]


def _big_value(value: int, trim: Box, theme: Theme, color: str, font: str) -> list[Item]:
    index_w = mm_to_pt(theme.card.index_width_mm + theme.card.corner_inset_mm)
    size = trim.height_pt * theme.card.value_ratio
    box = Box(trim.x_pt + index_w, trim.y_pt + trim.height_pt * 0.22, trim.width_pt - 2 * index_w, trim.height_pt * 0.56)
    return _fitted(str(value), box, font, color, size, theme.text.min_pt, "the value")


def hand_face(trim: Box, bleed_pt: float, value: int, seat: Value, theme: Theme) -> list[Item]:
    """A hand card: the value large, and in the corner indices the seat's mark (symbol and letter) in its ink."""
    c, seat_color, letter = theme.colors, seat.ink, seat.label.get(ANY_LANGUAGE)
    items = [Trim(trim, f"hand {letter}{value}")] + _background(trim, bleed_pt, c.hand_card, theme, seat_color)
    index = _index_box(trim, theme)
    corner = _fitted(str(value), index, theme.bold, c.ink, theme.card.index_value_pt, theme.text.min_pt, "the value")
    radius = mm_to_pt(theme.card.mark_radius_mm)
    mark_y = index.y_pt - radius * 1.3
    corner.append(symbol_item(seat.symbol, index.x_pt + index.width_pt / 2, mark_y, radius, seat_color))
    corner.append(Text(index.x_pt + index.width_pt / 2, mark_y - radius * 2.4, letter, theme.bold, radius * 1.6, seat_color, "middle"))
    items += _corners(corner, trim)
    items += _big_value(value, trim, theme, c.ink, theme.bold)
    return items


def row_face(trim: Box, bleed_pt: float, value: int, position: int, setup_name: str, theme: Theme, messages: Catalogue) -> list[Item]:
    """A row card: the inverse colours of a hand card, ROW and its position in the corner."""
    c = theme.colors
    items = [Trim(trim, f"row {position}")] + _background(trim, bleed_pt, c.row_card, theme, c.row_accent)
    index = _index_box(trim, theme)
    corner = _fitted(str(value), index, theme.bold, c.row_ink, theme.card.index_value_pt, theme.text.min_pt, "the value")
    items += _corners(corner, trim)
    inset = mm_to_pt(theme.card.corner_inset_mm)
    badge = Box(trim.right_pt - inset - mm_to_pt(theme.card.index_width_mm) * 1.6, trim.top_pt - inset - theme.card.index_value_pt * 1.6, mm_to_pt(theme.card.index_width_mm) * 1.6, theme.card.index_value_pt * 1.6)
    items.append(Rect(badge, fill=c.row_accent, radius_pt=mm_to_pt(1.5)))
    items += _fitted(messages.text("face_row_badge", position=position), badge.inset(2), theme.bold, c.row_card, theme.text.small_pt * 1.2, theme.text.min_pt, "the position")
    items += _big_value(value, trim, theme, c.row_ink, theme.bold)
    foot = Box(trim.x_pt + inset * 2, trim.y_pt + inset * 1.2 + theme.card.index_value_pt, trim.width_pt - inset * 4, theme.text.small_pt * 2.5)
    items += _row_foot(messages.text("face_row_foot", setup=setup_name), setup_name, foot, theme, c.row_ink)
    return items


def _row_foot(label: str, setup_name: str, foot: Box, theme: Theme, color: str) -> list[Item]:
    """The setup's name under the value, on up to two lines; a long name drops the "starting row" words first."""
    for text in (label, setup_name):
        fitted = fit_text(text, theme.regular, foot.width_pt, foot.height_pt, theme.text.small_pt, theme.text.min_pt)
        if fitted is not None:
            return place_text(fitted, foot, theme.regular, color, valign="bottom")
    raise PrintgenError(f"the setup name {setup_name!r} does not fit on a row card even at {theme.text.min_pt:g} pt", "shorten the name, or choose a larger --card-size")


def _back_title(title: str, trim: Box, inset: float, theme: Theme) -> list[Item]:
    """The game's name inside the innermost frame; a long single word (German) may use the band between frames."""
    cy = trim.center[1]
    for margin in (4.5, 3.5):
        box = Box(trim.x_pt + inset * margin, cy + trim.height_pt * 0.05, trim.width_pt - inset * 2 * margin, trim.height_pt * 0.2)
        fitted = fit_text(title, theme.bold, box.width_pt, box.height_pt, theme.text.heading_pt * 1.4, theme.text.min_pt)
        if fitted is not None:
            return place_text(fitted, box, theme.bold, theme.colors.back_ink)
    raise PrintgenError(f"the title {title!r} does not fit on the card even at {theme.text.min_pt:g} pt", "shorten it or choose a larger --card-size")


def back_face(trim: Box, bleed_pt: float, label: str, title: str, seat: int | None, theme: Theme, messages: Catalogue) -> list[Item]:
    """A card back: the game's name and, for hand cards, the seat mark so sets sort easily."""
    c = theme.colors
    items: list[Item] = [Trim(trim, f"back {label}"), Rect(trim.grow(bleed_pt), fill=c.back)]
    inset = mm_to_pt(theme.card.corner_inset_mm)
    for step in range(3):
        items.append(Rect(trim.inset(inset * (1 + step)), stroke=c.back_pattern, line_width_pt=1.5, radius_pt=mm_to_pt(theme.card.radius_mm)))
    cx, cy = trim.center
    items += _back_title(title, trim, inset, theme)
    if seat is not None:
        radius = mm_to_pt(theme.card.mark_radius_mm) * 1.6
        items.append(seat_symbol(seat, cx, cy - radius * 1.6, radius, c.back_ink))
        items.append(Text(cx, cy - radius * 4.6, messages.text("face_back_seat", letter=seat_letter(seat)), theme.bold, theme.text.heading_pt, c.back_ink, "middle"))
    else:
        items.append(Text(cx, cy - trim.height_pt * 0.12, messages.text("face_back_row"), theme.bold, theme.text.heading_pt, c.back_ink, "middle"))
    return items
