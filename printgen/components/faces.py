"""A card face from a deck's template: each element stacked in its place, text fitted, never
spilling.

Places: `corners` (top left, repeated half a turn in the bottom right), the four single corners,
`top`, `centre`, `bottom` and `foot` (across the card, just above the bottom corner's stack; the
centre ends above the foot's row).
Elements in one place stack in the order the file gives them. A face may set its ground, ink and
frame colours; sizes and drawing are in `face_pieces`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from functools import lru_cache
from types import MappingProxyType

from printgen.components.drawn import line_items, line_values
from printgen.components.face_pieces import (
    FaceStyle,
    Piece,
    draw,
    element_text,
    icon_count,
    measure,
    misread_texts,
    picture_of,
)
from printgen.core.errors import FitError
from printgen.layout.ink import is_dark
from printgen.layout.plan import Box, Item, Rect, Trim, turned_half
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.pieces.deck import Card, column_colour, show_value, shown_values
from printgen.pieces.model import Back, Deck, Element, Face
from printgen.read.loader import shorten

CORNER_MM = 10.0
BAND_MM = 11.0
CORNER_SHARE = (
    0.36  # a corner place's height, as a share of the inner height, when a column holds two
)
SINGLE_CORNERS = ("top-left", "top-right", "bottom-left", "bottom-right")
BANDS = ("top", "bottom", "foot")
GAP_PT = 2.0

__all__ = ["FaceStyle", "back_face", "card_face", "element_text", "place_boxes", "style_from_theme"]


def style_from_theme(theme) -> FaceStyle:
    c, card = theme.colors, theme.card
    return FaceStyle(
        theme.regular,
        theme.bold,
        c.ink,
        c.cut,
        c.hand_card,
        card.corner_inset_mm,
        card.radius_mm,
        card.edge_width_pt * 1.3,
        card.face_type_scale,
        theme.text.min_pt,
        card.safe_mm,
    )


def place_boxes(
    trim: Box, style: FaceStyle, corners_pt: float = 0.0, shared: bool = True, banded: bool = True
) -> dict[str, Box]:
    """The box of every place on a card of this trim; `foot` runs across the card just above the
    bottom corner's stack, which is `corners_pt` high. The `corners` stack may run the card's full
    height unless its columns are `shared` with a single corner place; the centre leaves room for
    the top and bottom bands when the face is `banded` (prints something there)."""
    inset, corner, band = mm_to_pt(style.content_mm), mm_to_pt(CORNER_MM), mm_to_pt(BAND_MM)
    middle_band = band if banded else 0.0
    inner = trim.inset(inset)
    corner_h = inner.height_pt * CORNER_SHARE
    corners_h = corner_h if shared else inner.height_pt
    middle_w = inner.width_pt - 2 * corner
    return {
        "corners": Box(inner.x_pt, inner.top_pt - corners_h, corner, corners_h),
        "top-left": Box(inner.x_pt, inner.top_pt - corner_h, corner, corner_h),
        "top-right": Box(inner.right_pt - corner, inner.top_pt - corner_h, corner, corner_h),
        "bottom-left": Box(inner.x_pt, inner.y_pt, corner, corner_h),
        "bottom-right": Box(inner.right_pt - corner, inner.y_pt, corner, corner_h),
        "top": Box(inner.x_pt + corner, inner.top_pt - band, middle_w, band),
        "bottom": Box(inner.x_pt + corner, inner.y_pt, middle_w, band),
        "centre": Box(
            inner.x_pt + corner,
            inner.y_pt + middle_band,
            middle_w,
            inner.height_pt - 2 * middle_band,
        ),
        "foot": Box(
            inner.x_pt + inset, inner.y_pt + corners_pt + GAP_PT, inner.width_pt - 2 * inset, band
        ),
    }


@lru_cache(maxsize=256)
def face_boxes(
    trim: Box, style: FaceStyle, deck: Deck, corners_pt: float = 0.0
) -> Mapping[str, Box]:
    """The boxes of the deck's face on a card of this trim (see `place_boxes`: the corner columns
    shared when an element is in a single corner, the bands kept when one prints there, and the
    room a face leaves in its centre lent to its top and bottom). The same on every card of the
    deck at this place on the sheet, so worked out once; read-only, as it is shared."""
    shared = any(e.at in SINGLE_CORNERS for e in deck.face.elements)
    banded = any(e.at in BANDS for e in deck.face.elements)
    return MappingProxyType(_grown(place_boxes(trim, style, corners_pt, shared, banded), deck))


@lru_cache(maxsize=256)
def _measured_elements(face: Face, places: tuple[str, ...] | None) -> tuple[Element, ...]:
    """The face's elements measured as pieces (in `places`, when given), the foot's last: it
    stands on the corners' stack."""
    return tuple(
        sorted(
            (e for e in face.elements if e.lines is None and (places is None or e.at in places)),
            key=lambda e: e.at == "foot",
        )
    )


def _pieces(
    deck: Deck,
    card: Card,
    language: str,
    trim: Box,
    style: FaceStyle,
    places: tuple[str, ...] | None = None,
) -> tuple[Mapping[str, Box], dict[str, list[Piece]]]:
    """Every place's box and its measured pieces; the foot is measured once the corners are.
    With `places`, only the elements in those places are measured (a check that reads the
    corners of a thousand cards need not measure their middles); the foot only with the corners."""
    boxes = face_boxes(trim, style, deck)
    reach = (boxes["top-right"].right_pt - boxes["top-left"].x_pt) / 2 - GAP_PT
    by_place: dict[str, list[Piece]] = {}
    values = None  # the card's shown values, worked out once for all its texts
    for element in _measured_elements(deck.face, places):
        if element.at == "foot" and "foot" not in by_place:
            boxes = face_boxes(trim, style, deck, stack_height(by_place.get("corners", [])))
        if element.image is None and element.icon is None and values is None:
            values = shown_values(deck, card, language)
        piece = _measured(deck, element, card, language, values, boxes[element.at], reach, style)
        by_place.setdefault(element.at, []).append(piece)
    if "foot" in by_place and "centre" in by_place:
        # the centre ends above the foot's row (which stands on the bottom corner's stack, taller
        # in large print), so a picture there never runs under the row's icons
        centre, foot = boxes["centre"], boxes["foot"]
        floor = foot.y_pt + stack_height(by_place["foot"]) + GAP_PT
        if floor > centre.y_pt:
            fitted = stack_height(by_place["centre"]) <= centre.height_pt + 0.01
            boxes = dict(
                boxes, centre=Box(centre.x_pt, floor, centre.width_pt, centre.top_pt - floor)
            )
            by_place["centre"] = [
                _measured(deck, p.element, card, language, values, boxes["centre"], reach, style)
                for p in by_place["centre"]
            ]
            if fitted:  # what fitted the whole centre still fits above the foot, drawn smaller
                by_place["centre"] = _shrunk_to_fit(by_place["centre"], boxes["centre"].height_pt)
    return boxes, by_place


def _shrunk_to_fit(pieces: list[Piece], height_pt: float) -> list[Piece]:
    """A stack too tall for its place, its drawn pieces (symbols, marks, icons, pictures) made
    smaller alike until it fits, its texts kept at their size (a huge star above a word, under a
    foot that large print makes taller); unchanged when it fits, or when shrinking cannot help
    (the fit check then reports it)."""
    need = stack_height(pieces) - height_pt
    drawn = [p for p in pieces if p.element.text is None]
    drawn_height = sum(p.height_pt for p in drawn)
    if need <= 0.01 or drawn_height <= need:
        return pieces
    factor = (drawn_height - need) / drawn_height
    return [
        p
        if p.element.text is not None
        else replace(
            p,
            height_pt=p.height_pt * factor,
            size_pt=p.size_pt if p.element.image is not None else p.size_pt * factor,
        )
        for p in pieces
    ]


def _measured(deck, element, card, language, values, box: Box, reach, style) -> Piece:
    """One element measured in `box`: its text (`values`, the card's shown values, for a text
    element), its picture or its row of icons."""
    if element.image is not None:
        found = picture_of(deck, element, card, language)
        texts = (found[0], str(found[1].aspect)) if found else ("", None)
    elif element.icon is not None:
        texts = (str(icon_count(deck, element, card, language)), None)
    else:
        texts = (
            element_text(deck, element, card, language, values=values),
            element_text(deck, element, card, language, element.fallback, values)
            if element.fallback
            else None,
        )
    return measure(
        element, texts, box, reach, style, frozenset(name for name, _ in deck.face.icons)
    )


GROWN_SHARE = 0.42  # of the height between the top and bottom bands' outer edges


def _grown(boxes: dict[str, Box], deck: Deck) -> dict[str, Box]:
    """A face that prints nothing in its centre lends that room to a wrapped text at the top or
    bottom (a line of rules on each card), so the text keeps its size instead of shrinking into
    the band; the band grows towards the middle, its text still standing at the card's edge."""
    if any(e.at == "centre" for e in deck.face.elements):
        return boxes
    out = dict(boxes)
    span = boxes["top"].top_pt - boxes["bottom"].y_pt
    for place in ("top", "bottom"):
        if any(e.at == place and e.wrap for e in deck.face.elements):
            box = boxes[place]
            height = max(box.height_pt, span * GROWN_SHARE)
            out[place] = Box(
                box.x_pt, box.top_pt - height if place == "top" else box.y_pt, box.width_pt, height
            )
    return out


def _tint(deck: Deck, card: Card) -> str | None:
    """The card's tint: its value's ink, or a card list's colour column as the card has it."""
    if not deck.face.tint:
        return None
    attribute = deck.attribute(deck.face.tint)
    if attribute is None:
        return column_colour(card.get(deck.face.tint))
    value = attribute.value(card.get(attribute.name))
    return value.ink if value is not None else None


def _stack(
    place: str,
    pieces: list[Piece],
    deck: Deck,
    card: Card,
    box: Box,
    inks: tuple[str | None, str],
    ground: str,
    misread: frozenset[str] = frozenset(),
) -> list[Item]:
    total = stack_height(pieces)
    if place.startswith("bottom") or place == "foot":
        top = box.y_pt + total
    elif place in ("corners", "top-left", "top-right"):
        top = box.top_pt
    else:
        top = box.y_pt + (box.height_pt + total) / 2
    items: list[Item] = []
    for piece in pieces:
        items += draw(
            piece, deck, card, box, top, piece.element.ink or inks[0] or inks[1], ground, misread
        )
        top -= piece.height_pt + GAP_PT
    return items


PALE_MARGIN_MM = (
    1.5  # a dark ground's pale border when there is no bleed: a miscut this far leaves no sliver
)


def ground_items(trim: Box, bleed_pt: float, ground: str, style: FaceStyle) -> list[Item]:
    """A card's ground: into the bleed when there is one; without bleed a dark ground stops a pale
    border inside the trim (rounded as the frame is), so a cut a little off the line, beside a pale
    card or at the edge of the grid, leaves no dark sliver and takes none from a neighbour."""
    if bleed_pt > 0 or not is_dark(ground):
        return [Rect(trim.grow(bleed_pt), fill=ground)]
    paper = style.ground if not is_dark(style.ground) else "#ffffff"
    return [
        Rect(trim, fill=paper),
        Rect(
            trim.inset(mm_to_pt(PALE_MARGIN_MM)), fill=ground, radius_pt=mm_to_pt(style.radius_mm)
        ),
    ]


def card_face(
    trim: Box,
    bleed_pt: float,
    deck: Deck,
    card: Card,
    language: str,
    style: FaceStyle,
    others: tuple[Deck, ...] = (),
) -> list[Item]:
    """The card's front: its ground, a frame, then every element in its place; `others` are the
    decks it is played with, whose numbers it must not be misread as when turned."""
    face, tint = deck.face, _tint(deck, card)
    ground, ink = face.washed(face.ground or style.ground, tint), face.ink or style.ink
    label = f"{deck.id} " + " ".join(show_value(v) for _, v in card.fields[: len(deck.attributes)])
    items: list[Item] = [Trim(trim, label), *ground_items(trim, bleed_pt, ground, style)]
    frame = mm_to_pt(style.frame_mm) + style.edge_pt / 2  # the stroke's outer edge on the safe zone
    items.append(
        Rect(
            trim.inset(frame),
            stroke=face.edge or tint or ink,
            line_width_pt=style.edge_pt,
            radius_pt=mm_to_pt(style.radius_mm),
        )
    )
    items += _lines(trim, bleed_pt, deck, card, language, style)
    boxes, by_place = _pieces(deck, card, language, trim, style)
    misread = misread_texts(deck, language, others)
    for place, pieces in by_place.items():
        _check_fit(place, pieces, boxes[place], trim, deck)
        stacked = _stack(
            place if place != "corners" else "top-left",
            pieces,
            deck,
            card,
            boxes[place],
            (tint, ink),
            ground,
            misread,
        )
        if place == "corners":
            stacked.append(turned_half(stacked, *trim.center))
        items += stacked
    return items


def _check_fit(place: str, pieces: list[Piece], box: Box, trim: Box, deck: Deck) -> None:
    """A FitError at the element that does not fit (or, when the stack is too tall, the last
    one)."""
    bad = next((p for p in pieces if not p.fits), None)
    if bad is not None or stack_height(pieces) > box.height_pt + 0.01:
        piece = bad if bad is not None else pieces[-1]
        element = piece.element
        shown = (
            repr(shorten(piece.text))
            if piece.text
            else f"the symbol of {element.symbol}"
            if element.symbol
            else f"the mark of {element.mark}"
            if element.mark
            else "an empty text"
        )
        part = (
            "text"
            if piece.element.text is not None
            else "symbol"
            if piece.element.symbol
            else "mark"
        )
        where = ("decks", deck.id, "face", "elements", piece.element.index, part)
        raise FitError(
            f"{shown} does not fit its place ({place}) on a {trim.width_pt / 2.835:.0f} mm "
            "wide card",
            _fit_hint(place, element),
            where,
        )


def _fit_hint(place: str, element) -> str:
    """What would make room: only the changes the element has not made already."""
    steps = ["shorten it"] if element.text is not None else []
    if element.size != "small":
        steps.append("make it `size: small`")
    if place in SINGLE_CORNERS or place == "corners":
        steps.append("move it to a wider place such as `top` or `bottom`")
    steps.append("choose a larger --card-size")
    return ", ".join(steps[:-1]) + ", or " + steps[-1] if len(steps) > 1 else steps[0]


def _lines(
    trim: Box, bleed_pt: float, deck: Deck, card: Card, language: str, style: FaceStyle
) -> list[Item]:
    """Every `lines:` element: the card's values as lines right across it, under the other
    elements."""
    items: list[Item] = []
    for element in deck.face.elements:
        attribute = deck.attribute(element.lines) if element.lines else None
        if attribute is not None:
            values = line_values(attribute, card.get(attribute.name))
            items += line_items(
                trim,
                bleed_pt,
                values,
                element.size,
                language,
                (style.regular, style.bold),
                style.ink,
                mm_to_pt(style.inset_mm + CORNER_MM / 2),
            )
    return items


def back_face(
    trim: Box, bleed_pt: float, back: Back, language: str, style: FaceStyle
) -> list[Item]:
    """A deck's back: its colour to the bleed, a frame pattern and its text in the middle; or its
    picture, covering the card into the bleed."""
    items: list[Item] = [
        Trim(trim, "back"),
        *(
            ground_items(trim, bleed_pt, back.ink, style)
            if back.picture is None
            else [Rect(trim.grow(bleed_pt), fill=back.ink)]
        ),
    ]
    if back.picture is not None:
        from printgen.layout.plan import Picture
        from printgen.read.pictures import inspect

        info = inspect(back.picture)
        return items + [
            Picture(back.picture, trim.grow(bleed_pt), info.kind, cover=True, aspect=info.aspect)
        ]
    inset = mm_to_pt(max(style.inset_mm, style.safe_mm))
    for step in range(3):
        items.append(
            Rect(
                trim.inset(inset * (1 + step) + 0.4),
                stroke="#ffffff",
                line_width_pt=0.8,
                radius_pt=mm_to_pt(style.radius_mm),
            )
        )
    text = back.text.get(language)
    box = Box(
        trim.x_pt + inset * 4.5,
        trim.center[1] - trim.height_pt * 0.12,
        trim.width_pt - inset * 9,
        trim.height_pt * 0.24,
    )
    fitted = fit_text(text, style.bold, box.width_pt, box.height_pt, 20.0, style.min_pt)
    if fitted is None:
        raise FitError(f"the back's text {shorten(text)!r} does not fit the card", "shorten it")
    return items + place_text(fitted, box, style.bold, "#ffffff")


def stack_height(pieces: list[Piece]) -> float:
    if not pieces:
        return 0.0
    return sum(p.height_pt for p in pieces) + GAP_PT * (len(pieces) - 1)
