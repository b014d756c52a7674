"""A card face from a deck's template: each element stacked in its place, text fitted, never spilling.

Places: `corners` (top left, repeated half a turn in the bottom right), the four single corners,
`top`, `centre` and `bottom`. Elements in one place stack in the order the file gives them.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.drawn import line_items, line_values, mark_items
from printgen.errors import PrintgenError
from printgen.game.deck import Card, fill_template, generate_cards, show_value
from printgen.game.model import Back, Deck, Element, Game
from printgen.kit.geometry import turn_half
from printgen.layout.paper import CARD_SIZES
from printgen.layout.plan import Box, Circle, Item, Polygon, Rect, Text, Trim
from printgen.layout.symbols import symbol_points
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt

TEXT_PT = {"small": 9.0, "medium": 14.0, "large": 28.0, "huge": 72.0}
SYMBOL_MM = {"small": 2.0, "medium": 4.5, "large": 8.0, "huge": 12.0}
CORNER_MM = 10.0
BAND_MM = 11.0
MIN_PT = 5.0
GAP_PT = 2.0


@dataclass(frozen=True)
class FaceStyle:
    """The few theme values a face needs, so faces can be measured without a full kit."""

    regular: str
    bold: str
    ink: str
    cut: str
    ground: str = "#ffffff"
    inset_mm: float = 3.0
    radius_mm: float = 3.0
    edge_pt: float = 1.6


def style_from_theme(theme) -> FaceStyle:
    c = theme.colors
    return FaceStyle(theme.regular, theme.bold, c.ink, c.cut, c.hand_card, theme.card.corner_inset_mm, theme.card.radius_mm, theme.card.edge_width_pt * 1.3)


def element_text(deck: Deck, element: Element, card: Card, language: str) -> str:
    """The element's template filled with the card's values; named values print their label, as
    does `{number.label}` for a number whose value has one; a chosen set prints its members' labels."""
    shown = {}
    for name, value in card.fields:
        attribute = deck.attribute(name)
        shown[name] = "" if value is None else _shown(attribute, value, language, named=attribute is not None and not attribute.is_number)
        if attribute is not None and attribute.is_number and value is not None:
            shown[name + ".label"] = _shown(attribute, value, language, named=True)
    return fill_template(element.text or "", shown)


def _shown(attribute, value: object, language: str, named: bool) -> str:
    if isinstance(value, tuple):
        return " ".join(_shown(attribute, one, language, named) for one in value)
    found = attribute.value(value) if named and attribute is not None else None
    return found.label.get(language) if found is not None else str(value)


def place_boxes(trim: Box, style: FaceStyle) -> dict[str, Box]:
    """The box of every place on a card of this trim."""
    inset, corner, band = mm_to_pt(style.inset_mm), mm_to_pt(CORNER_MM), mm_to_pt(BAND_MM)
    inner = trim.inset(inset)
    corner_h = inner.height_pt * 0.32
    middle_w = inner.width_pt - 2 * corner
    return {
        "corners": Box(inner.x_pt, inner.top_pt - corner_h, corner, corner_h),
        "top-left": Box(inner.x_pt, inner.top_pt - corner_h, corner, corner_h),
        "top-right": Box(inner.right_pt - corner, inner.top_pt - corner_h, corner, corner_h),
        "bottom-left": Box(inner.x_pt, inner.y_pt, corner, corner_h),
        "bottom-right": Box(inner.right_pt - corner, inner.y_pt, corner, corner_h),
        "top": Box(inner.x_pt + corner, inner.top_pt - band, middle_w, band),
        "bottom": Box(inner.x_pt + corner, inner.y_pt, middle_w, band),
        "centre": Box(inner.x_pt + corner, inner.y_pt + band, middle_w, inner.height_pt - 2 * band),
    }


@dataclass(frozen=True)
class Piece:
    """One element ready to stack: its height and a function drawing it with its top at y."""

    element: Element
    height_pt: float
    text: str | None
    size_pt: float
    fits: bool


def _piece(deck: Deck, element: Element, card: Card, language: str, box: Box, style: FaceStyle) -> Piece:
    if element.mark is not None:
        side = min(mm_to_pt(SYMBOL_MM[element.size]) * 2, box.width_pt, box.height_pt)
        return Piece(element, side, None, side, True)
    if element.symbol is not None:
        radius = min(mm_to_pt(SYMBOL_MM[element.size]), box.width_pt / 2.2)
        return Piece(element, radius * 2.2, None, radius, True)
    text = element_text(deck, element, card, language)
    want = TEXT_PT[element.size] if element.size != "huge" else box.height_pt * 0.45
    font = style.bold if element.size in ("large", "huge") else style.regular
    fitted = fit_text(text, font, box.width_pt, box.height_pt, want, MIN_PT, wrap=False) if text else None
    if not text:
        return Piece(element, want * 1.2, "", want, True)
    if fitted is None:
        return Piece(element, 0.0, text, MIN_PT, False)
    return Piece(element, fitted.size_pt * 1.2, text, fitted.size_pt, True)


def _pieces(deck: Deck, card: Card, language: str, boxes: dict[str, Box], style: FaceStyle) -> dict[str, list[Piece]]:
    by_place: dict[str, list[Piece]] = {}
    for element in deck.face.elements:
        if element.lines is not None:
            continue  # drawn across the whole card by `card_face`
        by_place.setdefault(element.at, []).append(_piece(deck, element, card, language, boxes[element.at], style))
    return by_place


def _tint(deck: Deck, card: Card) -> str | None:
    attribute = deck.attribute(deck.face.tint) if deck.face.tint else None
    value = attribute.value(card.get(attribute.name)) if attribute is not None else None
    return value.ink if value is not None else None


def _draw_piece(piece: Piece, deck: Deck, card: Card, box: Box, top_pt: float, ink: str, style: FaceStyle) -> list[Item]:
    cx = box.center[0]
    if piece.element.mark is not None:
        attribute = deck.attribute(piece.element.mark)
        value = attribute.value(card.get(attribute.name)) if attribute else None
        return mark_items(value.mark if value else (), cx, top_pt - piece.height_pt / 2, piece.size_pt, ink, style.ground)
    if piece.text is None:
        attribute = deck.attribute(piece.element.symbol)
        value = attribute.value(card.get(attribute.name)) if attribute else None
        kind = value.symbol if value is not None and value.symbol else "circle"
        cy = top_pt - piece.height_pt / 2
        if kind == "circle":
            return [Circle(cx, cy, piece.size_pt * 0.9, ink)]
        return [Polygon(symbol_points(kind, cx, cy, piece.size_pt), ink)]
    if not piece.text:
        return []
    font = style.bold if piece.element.size in ("large", "huge") else style.regular
    fitted = fit_text(piece.text, font, box.width_pt, box.height_pt, piece.size_pt, MIN_PT, wrap=False)
    return place_text(fitted, Box(box.x_pt, top_pt - piece.height_pt, box.width_pt, piece.height_pt), font, ink)


def _stack(place: str, pieces: list[Piece], deck: Deck, card: Card, box: Box, ink: str, style: FaceStyle) -> list[Item]:
    total = stack_height(pieces)
    if place.startswith("bottom"):
        top = box.y_pt + total
    elif place in ("corners", "top-left", "top-right"):
        top = box.top_pt
    else:
        top = box.y_pt + (box.height_pt + total) / 2
    items: list[Item] = []
    for piece in pieces:
        items += _draw_piece(piece, deck, card, box, top, ink, style)
        top -= piece.height_pt + GAP_PT
    return items


def card_face(trim: Box, bleed_pt: float, deck: Deck, card: Card, language: str, style: FaceStyle) -> list[Item]:
    """The card's front: ground, a frame in the tint's ink, then every element in its place."""
    ink = _tint(deck, card) or style.ink
    items: list[Item] = [Trim(trim, f"{deck.id} " + " ".join(show_value(v) for _, v in card.fields[: len(deck.attributes)])), Rect(trim.grow(bleed_pt), fill=style.ground)]
    inset = mm_to_pt(style.inset_mm) * 0.6
    items.append(Rect(trim.inset(inset), stroke=ink, line_width_pt=style.edge_pt, radius_pt=mm_to_pt(style.radius_mm)))
    if bleed_pt == 0:
        items.append(Rect(trim, stroke=style.cut, line_width_pt=0.3))
    items += _lines(trim, bleed_pt, deck, card, language, style)
    boxes = place_boxes(trim, style)
    for place, pieces in _pieces(deck, card, language, boxes, style).items():
        bad = next((p for p in pieces if not p.fits), None)
        if bad is not None or stack_height(pieces) > boxes[place].height_pt + 0.01:
            shown = bad.text if bad is not None else pieces[-1].text or pieces[-1].element.symbol
            raise PrintgenError(f"{shown!r} does not fit its place ({place}) on a {trim.width_pt / 2.835:.0f} mm wide card", "shorten the text, use smaller sizes, or choose a larger --card-size")
        stacked = _stack(place if place != "corners" else "top-left", pieces, deck, card, boxes[place], ink, style)
        if place == "corners":
            cx, cy = trim.center
            stacked += [turn_half(item, cx, cy) for item in stacked]
        items += stacked
    return items


def _lines(trim: Box, bleed_pt: float, deck: Deck, card: Card, language: str, style: FaceStyle) -> list[Item]:
    """Every `lines:` element: the card's values as lines right across it, under the other elements."""
    items: list[Item] = []
    for element in deck.face.elements:
        attribute = deck.attribute(element.lines) if element.lines else None
        if attribute is not None:
            values = line_values(attribute, card.get(attribute.name))
            items += line_items(trim, bleed_pt, values, element.size, language, (style.regular, style.bold), style.ink, mm_to_pt(style.inset_mm + CORNER_MM / 2))
    return items


def back_face(trim: Box, bleed_pt: float, back: Back, language: str, style: FaceStyle) -> list[Item]:
    """A deck's back: its colour to the bleed, a frame pattern and its text in the middle."""
    items: list[Item] = [Trim(trim, "back"), Rect(trim.grow(bleed_pt), fill=back.ink)]
    inset = mm_to_pt(style.inset_mm)
    for step in range(3):
        items.append(Rect(trim.inset(inset * (1 + step)), stroke="#ffffff", line_width_pt=0.8, radius_pt=mm_to_pt(style.radius_mm)))
    text = back.text.get(language)
    box = Box(trim.x_pt + inset * 4.5, trim.center[1] - trim.height_pt * 0.12, trim.width_pt - inset * 9, trim.height_pt * 0.24)
    fitted = fit_text(text, style.bold, box.width_pt, box.height_pt, 20.0, MIN_PT)
    if fitted is None:
        raise PrintgenError(f"the back's text {text!r} does not fit the card", "shorten it")
    return items + place_text(fitted, box, style.bold, "#ffffff")


def overflowing_elements(game: Game, deck: Deck, card_mm=CARD_SIZES["poker"]) -> list[tuple[Element, str]]:
    """Every face element whose text does not fit on some card, in some language (each reported once)."""
    from printgen.layout.fonts import register_font
    from printgen.bundled import templates_dir
    import os

    fonts = os.path.join(templates_dir(), "fonts")
    style = FaceStyle(register_font(os.path.join(fonts, "DejaVuSans.ttf")), register_font(os.path.join(fonts, "DejaVuSans-Bold.ttf")), "#000000", "#000000")
    boxes = place_boxes(Box(0, 0, mm_to_pt(card_mm.width_mm), mm_to_pt(card_mm.height_mm)), style)
    found: dict[int, tuple[Element, str]] = {}
    for card in generate_cards(deck):
        for language in game.languages:
            for place, pieces in _pieces(deck, card, language, boxes, style).items():
                for piece in pieces:
                    if not piece.fits and piece.element.index not in found:
                        found[piece.element.index] = (piece.element, piece.text)
                if all(p.fits for p in pieces) and stack_height(pieces) > boxes[place].height_pt + 0.01:
                    last = pieces[-1].element
                    found.setdefault(last.index, (last, pieces[-1].text or f"symbol {last.symbol}"))
    return [found[i] for i in sorted(found)]


def stack_height(pieces: list[Piece]) -> float:
    return sum(p.height_pt for p in pieces) + GAP_PT * (len(pieces) - 1)
