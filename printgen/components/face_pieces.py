"""The elements of a card face as pieces: each measured for its place, then drawn with its top at y.

Named sizes grow with the theme's `face_type_scale` (large print), except a huge text, which is
already a share of its place's height; a number is a size in points as given: a text's type size,
a symbol's or mark's width.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from printgen.components.drawn import mark_items
from printgen.layout.markup import FittedRich, fit_rich, has_markup, place_rich
from printgen.layout.plan import Box, Item, Line, Rect, Text
from printgen.layout.symbols import symbol_item
from printgen.layout.textfit import LEADING, FittedText, fit_text, place_text, sizes_down
from printgen.layout.units import mm_to_pt
from printgen.pieces.deck import Card, fill_template, generate_cards, shown_values
from printgen.pieces.model import SYMBOLS, Deck, Element

TEXT_PT = {"small": 9.0, "medium": 14.0, "large": 28.0, "huge": 72.0}
SYMBOL_MM = {"small": 2.0, "medium": 4.5, "large": 8.0, "huge": 12.0}
HUGE_SHARE = 0.45  # a huge text's size, as a share of its place's height
MIN_PT = 6.0  # the smallest type on a face unless the theme's min_pt is larger
FRAME_INSIDE_SAFE_MM = 0.4  # a frame this far inside the safe zone: off the services' safe line
BADGE_PAD = 0.8  # a badge's padding round its text, as a share of the type size
BADGE_RADIUS_MM = 1.5


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
    scale: float = 1.0
    min_pt: float = MIN_PT  # no text on a face is smaller (the theme's min_pt)
    safe_mm: float = 3.0  # text and frames stay this far inside the trim

    @property
    def frame_mm(self) -> float:
        """Where a face's frame runs (its stroke's outer edge): a little inside the safe zone, so
        that a proof shows the print services' safe line (1/8 in) and the frame apart."""
        return self.safe_mm + FRAME_INSIDE_SAFE_MM

    @property
    def content_mm(self) -> float:
        """Where a face's places begin: the theme's inset, and at least 1 mm inside the safe
        zone (as far in as the frame's stroke reaches)."""
        return max(self.inset_mm, self.safe_mm + 1.0)


@dataclass(frozen=True, eq=False)
class Piece:
    """One element measured for its place: its height, and for a text the fitted lines and font."""

    element: Element
    height_pt: float
    text: str | None
    size_pt: float
    fits: bool
    fitted: FittedText | FittedRich | None = None
    font: str = ""
    fonts: tuple[str, str] = ("", "")  # the face's regular and bold fonts, for marked-up text


def face_icons() -> frozenset[str]:
    """The icon names a face's text may name inline (`:coin:`)."""
    from printgen.layout.markup import known_icons

    return known_icons()


def text_pt(size: str | float, box: Box, style: FaceStyle) -> float:
    """The size a text asks for, never under the style's floor."""
    return max(_asked_pt(size, box, style), style.min_pt)


def _asked_pt(size: str | float, box: Box, style: FaceStyle) -> float:
    if not isinstance(size, str):
        return float(size)
    if size == "huge":
        return box.height_pt * HUGE_SHARE  # already as large as its place allows
    return TEXT_PT[size] * style.scale


def symbol_width_pt(size: str | float, style: FaceStyle) -> float:
    return float(size) if not isinstance(size, str) else mm_to_pt(SYMBOL_MM[size]) * 2 * style.scale


def font_of(element: Element, style: FaceStyle) -> str:
    bold = element.bold if element.bold is not None else element.size in ("large", "huge")
    return style.bold if bold else style.regular


ICON_GAP = 0.15  # the gap between icons in a row, as a share of their size
MAX_ICONS = 20


def icon_name(element: Element, card: Card) -> str:
    """The icon an icon element draws on this card: its name, or its template (`{icon}`, a card
    list's column) filled from the card's fields as written; empty draws none."""
    if "{" not in element.icon:
        return element.icon
    return fill_template(
        element.icon, {name: str(value) for name, value in card.fields if value is not None}
    )


def icon_count(deck: Deck, element: Element, card: Card, language: str) -> int:
    """How many icons an icon element draws on this card: 1, or its `repeat` filled in (0 to 20;
    a value that is no whole number draws none, and the checks report it); none where its
    template names no icon for this card."""
    if not icon_name(element, card):
        return 0
    if element.repeat is None:
        return 1
    text = fill_template(element.repeat, shown_values(deck, card, language)).strip()
    return int(text) if text.isdigit() and int(text) <= MAX_ICONS else 0


def measure(
    element: Element,
    texts: tuple[str, str | None],
    box: Box,
    reach_pt: float,
    style: FaceStyle,
    own: frozenset[str] = frozenset(),
) -> Piece:
    """The piece for an element in `box`; a badge may reach `reach_pt` across from its corner; an
    icon element's `texts` hold its count."""
    if element.image is not None:  # texts: the picture's real path and its aspect
        aspect = float(texts[1] or 1.0)
        height = min(box.height_pt, box.width_pt / aspect) if texts[0] else 0.0
        return Piece(element, height, texts[0], aspect, True)
    if element.icon is not None:
        count = int(texts[0] or 0)
        size = symbol_width_pt(element.size, style)
        if count:
            size = min(size, box.width_pt / (count + ICON_GAP * (count - 1)), box.height_pt)
        return Piece(element, size if count else 0.0, str(count), size, True)
    if element.mark is not None:
        side = min(symbol_width_pt(element.size, style), box.width_pt, box.height_pt)
        return Piece(element, side, None, side, True)
    if element.symbol is not None:
        radius = min(symbol_width_pt(element.size, style) / 2, box.width_pt / 2.2)
        return Piece(element, radius * 2.2, None, radius, True)
    return _text_piece(element, texts, box, reach_pt, style, own)


def _text_piece(
    element: Element,
    texts: tuple[str, str | None],
    box: Box,
    reach_pt: float,
    style: FaceStyle,
    own: frozenset[str] = frozenset(),
) -> Piece:
    """The text, or its shorter fallback, at the largest size that fits (`texts` are both filled
    in)."""
    text = texts[0]
    want, font = text_pt(element.size, box, style), font_of(element, style)
    if not text:
        return Piece(element, want * LEADING, "", want, True)
    for shown in texts:
        if shown and not element.badge and has_markup(shown):  # **bold**, *italic*, :icon:
            fitted = fit_rich(
                shown,
                face_icons() | own,
                font,
                (style.regular, style.bold),
                box.width_pt,
                box.height_pt / LEADING,
                want,
                style.min_pt,
                wrap=element.wrap,
            )
            if fitted is not None:
                return Piece(
                    element,
                    fitted.height_pt + fitted.size_pt * (LEADING - 1),
                    shown,
                    fitted.size_pt,
                    True,
                    fitted,
                    font,
                    (style.regular, style.bold),
                )
            continue
        fitted = _fit(element, shown, font, box, reach_pt, want, style.min_pt) if shown else None
        if fitted is not None:
            height = (
                fitted.height_pt
                + fitted.size_pt * (LEADING - 1)
                + 2 * fitted.size_pt * BADGE_PAD * element.badge
            )
            return Piece(element, height, shown, fitted.size_pt, True, fitted, font)
    return Piece(element, 0.0, text, style.min_pt, False)


def _fit(
    element: Element, text: str, font: str, box: Box, reach_pt: float, want: float, min_pt: float
) -> FittedText | None:
    """The text at the largest size whose lines (with a badge's padding) fit the box."""
    if not element.badge:
        return fit_text(
            text, font, box.width_pt, box.height_pt / LEADING, want, min_pt, wrap=element.wrap
        )
    width = max(reach_pt, box.width_pt)
    for size in sizes_down(want, min_pt):
        pad = 2 * size * BADGE_PAD
        fitted = fit_text(
            text, font, width - pad, (box.height_pt - pad) / LEADING, size, size, wrap=element.wrap
        )
        if fitted is not None:
            return fitted
    return None


TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}  # digits as they read upside down
UNDERLINE = (0.14, 0.07)  # an underline's depth below the baseline and its thickness, in type sizes


def turned(text: str) -> str | None:
    """What a number reads upside down (69 -> 69, 6 -> 9, 16 -> 91), or None if it reads as no
    number."""
    if not text or any(ch not in TURNED for ch in text):
        return None
    return "".join(TURNED[ch] for ch in reversed(text))


@lru_cache(maxsize=32)
def misread_texts(deck: Deck, language: str, others: tuple[Deck, ...] = ()) -> frozenset[str]:
    """The numbers a text element prints on a card of the deck that read as another number the deck,
    or any of the `others` it is played with, also prints once the card is turned (6 and 9, 16 and
    91, 68 and 89): these are underlined. A game split over decks passes its other decks, so 66 and
    99 on two decks are underlined too."""
    shown = set()
    for d in (deck, *others):
        texts = [e for e in d.face.elements if e.text is not None]
        for card in generate_cards(d) if texts else ():
            values = shown_values(d, card, language)  # once per card, for all its texts
            shown.update(element_text(d, e, card, language, values=values) for e in texts)
    return frozenset(t for t in shown if turned(t) not in (None, t) and turned(t) in shown)


def underlined(texts: list[Item], misread: frozenset[str]) -> list[Item]:
    """A line under each text item that is one of the `misread` numbers."""
    from printgen.layout.fonts import text_width_pt

    lines: list[Item] = []
    for item in texts:
        if isinstance(item, Text) and item.text in misread:
            width = text_width_pt(item.text, item.font, item.size_pt)
            left = item.x_pt - {"start": 0.0, "middle": width / 2, "end": width}[item.anchor]
            y = item.y_pt - item.size_pt * UNDERLINE[0]
            lines.append(Line(left, y, left + width, y, item.color, item.size_pt * UNDERLINE[1]))
    return texts + lines


def draw(
    piece: Piece,
    deck: Deck,
    card: Card,
    box: Box,
    top_pt: float,
    ink: str,
    ground: str,
    misread: frozenset[str] = frozenset(),
) -> list[Item]:
    """The piece's items, its top at `top_pt`, centred across `box` (a badge keeps to its corner's
    edge); a `misread` number is underlined."""
    cx, cy = box.center[0], top_pt - piece.height_pt / 2
    element = piece.element
    if element.icon is not None:
        return _icon_row(
            icon_name(element, card),
            int(piece.text or 0),
            cx,
            cy,
            piece.size_pt,
            ink,
            deck.face.icons,
        )
    if element.image is not None:
        return _picture(piece, box, cx, cy)
    if element.mark is not None or element.symbol is not None:
        attribute = deck.attribute(element.mark or element.symbol)
        value = attribute.value(card.get(attribute.name)) if attribute else None
        if element.mark is not None:
            return mark_items(value.mark if value else (), cx, cy, piece.size_pt, ink, ground)
        kind = value.symbol if value is not None and value.symbol else "circle"
        if kind not in SYMBOLS:  # an icon as the value's symbol (the game's own too), as wide
            from printgen.layout.icons import icon_items

            return icon_items(kind, cx, cy, piece.size_pt * 2, ink, deck.face.icons)
        return [symbol_item(kind, cx, cy, piece.size_pt, ink)]
    if piece.fitted is None:
        return []
    if element.badge:
        return _badge(piece, box, top_pt, ink, ground)
    if isinstance(piece.fitted, FittedRich):
        return place_rich(
            piece.fitted,
            Box(box.x_pt, top_pt - piece.height_pt, box.width_pt, piece.height_pt),
            piece.font,
            piece.fonts,
            ink,
            own=deck.face.icons,
        )
    placed = place_text(
        piece.fitted,
        Box(box.x_pt, top_pt - piece.height_pt, box.width_pt, piece.height_pt),
        piece.font,
        ink,
    )
    return underlined(placed, misread) if misread else placed


def _icon_row(
    name: str, count: int, cx: float, cy: float, size: float, ink: str, own: tuple = ()
) -> list[Item]:
    """`count` icons side by side, centred on (cx, cy)."""
    from printgen.layout.icons import icon_items

    step = size * (1 + ICON_GAP)
    first = cx - step * (count - 1) / 2
    return [
        item
        for i in range(count)
        for item in icon_items(name, first + i * step, cy, size, ink, own)
    ]


def picture_of(deck: Deck, element: Element, card: Card, language: str):
    """(the checked real path, its PictureInfo) of an image element on this card, or None when it
    names no usable picture (the checks report why)."""
    from printgen.read.pictures import inspect, resolve

    written = fill_template(element.image, shown_values(deck, card, language)).strip()
    real, _ = resolve(written, deck.face.folder)
    if real is None:
        return None
    info = inspect(real)
    return None if info.error is not None else (real, info)


def _picture(piece: Piece, box: Box, cx: float, cy: float) -> list[Item]:
    from printgen.layout.plan import Picture
    from printgen.read.pictures import inspect

    if not piece.text:
        return []
    info = inspect(piece.text)
    aspect = info.aspect or 1.0
    width = min(box.width_pt, piece.height_pt * aspect)
    height = width / aspect
    return [
        Picture(
            piece.text,
            Box(cx - width / 2, cy - height / 2, width, height),
            info.kind,
            aspect=aspect,
        )
    ]


def _badge(piece: Piece, box: Box, top_pt: float, ink: str, ground: str) -> list[Item]:
    from printgen.layout.fonts import text_width_pt

    pad = piece.size_pt * BADGE_PAD
    width = (
        max(text_width_pt(line, piece.font, piece.size_pt) for line in piece.fitted.lines) + 2 * pad
    )
    at = piece.element.at
    x = (
        box.right_pt - width
        if at.endswith("right")
        else box.x_pt
        if at.endswith("left") or at == "corners"
        else box.center[0] - width / 2
    )
    tab = Box(x, top_pt - piece.height_pt, width, piece.height_pt)
    return [Rect(tab, fill=ink, radius_pt=mm_to_pt(BADGE_RADIUS_MM))] + place_text(
        piece.fitted, tab, piece.font, ground
    )


def element_text(
    deck: Deck,
    element: Element,
    card: Card,
    language: str,
    template: str | None = None,
    values: dict[str, str] | None = None,
) -> str:
    """The element's template (or `template`) filled with the card's values; named values print
    their
    label, as does `{number.label}` for a number whose value has one; a chosen set prints its
    members' labels.
    `values` are the card's `shown_values`, for a caller that fills several texts of one card."""
    return fill_template(
        (template if template is not None else element.text) or "",
        shown_values(deck, card, language) if values is None else values,
    )
