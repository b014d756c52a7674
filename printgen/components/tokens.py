"""Tokens to cut out: card-size markers (such as a lead-pile marker), imposed like cards, and round
tokens (such as winning tokens), set out in rows on a sheet with a cutting circle round each.
"""

from __future__ import annotations

from functools import partial

from printgen.components.faces import FaceStyle, back_face
from printgen.core.errors import FitError
from printgen.kit.card_sheets import CardFaces
from printgen.kit.print_options import Context
from printgen.kit.sheet import content_box
from printgen.layout.plan import Box, Circle, Item, Polygon, Rect, Trim
from printgen.layout.symbols import symbol_points
from printgen.layout.textfit import fit_text, place_text
from printgen.layout.units import mm_to_pt
from printgen.pieces.model import Back, Token
from printgen.read.loader import shorten

GAP_MM = 4.0


def _words(
    text: str,
    box: Box,
    font: str,
    size_pt: float,
    ink: str,
    what: str,
    min_pt: float,
    path: tuple | None = None,
) -> list[Item]:
    from printgen.layout.markup import fit_rich, font_pair, has_markup, known_icons, place_rich

    if has_markup(text):  # **bold**, *italic*, :icon:
        fonts = font_pair(font)
        rich = fit_rich(
            text,
            known_icons(),
            font,
            fonts,
            box.width_pt,
            box.height_pt,
            max(size_pt, min_pt),
            min_pt,
        )
        if rich is None:
            raise FitError(
                f"{what} {shorten(text)!r} does not fit the token",
                "shorten it, or make the token larger with `size_mm:`",
                path=path,
            )
        return place_rich(rich, box, font, fonts, ink)
    fitted = fit_text(text, font, box.width_pt, box.height_pt, max(size_pt, min_pt), min_pt)
    if fitted is None:
        raise FitError(
            f"{what} {shorten(text)!r} does not fit the token",
            "shorten it, or make the token larger with `size_mm:`",
            path=path,
        )
    return place_text(fitted, box, font, ink)


def _at(token: Token, key: str, language: str) -> tuple:
    """Where a token's text stands in its game file: the text in `language`, if it is written per
    language."""
    words = getattr(token, key)
    return ("tokens", token.id, key) + ((language,) if language in dict(words.texts) else ())


def _symbol(kind: str, cx: float, cy: float, radius: float, ink: str) -> Item:
    return (
        Circle(cx, cy, radius * 0.9, ink)
        if kind == "circle"
        else Polygon(symbol_points(kind, cx, cy, radius), ink)
    )


def marker_face(
    trim: Box, bleed_pt: float, token: Token, language: str, style: FaceStyle
) -> list[Item]:
    """A card-size marker: a frame in the token's ink, its symbol, its text large and its note
    below."""
    items: list[Item] = [
        Trim(trim, f"token {token.id}"),
        Rect(trim.grow(bleed_pt), fill=style.ground),
    ]
    inset = mm_to_pt(style.content_mm)
    items.append(
        Rect(
            trim.inset(mm_to_pt(style.frame_mm) + style.edge_pt * 0.75),
            stroke=token.ink,
            line_width_pt=style.edge_pt * 1.5,
            radius_pt=mm_to_pt(style.radius_mm),
        )
    )
    inner = trim.inset(inset * 1.5)
    cx = inner.center[0]
    if token.symbol:
        items.append(
            _symbol(
                token.symbol,
                cx,
                inner.top_pt - inner.height_pt * 0.15,
                inner.width_pt * 0.14,
                token.ink,
            )
        )
    title = Box(
        inner.x_pt, inner.y_pt + inner.height_pt * 0.4, inner.width_pt, inner.height_pt * 0.3
    )
    items += _words(
        token.text.get(language),
        title,
        style.bold,
        22.0,
        token.ink,
        "the marker's text",
        style.min_pt,
        _at(token, "text", language),
    )
    if token.note is not None:
        note = Box(inner.x_pt, inner.y_pt, inner.width_pt, inner.height_pt * 0.36)
        items += _words(
            token.note.get(language),
            note,
            style.regular,
            10.0,
            style.ink,
            "the marker's note",
            style.min_pt,
            _at(token, "note", language),
        )
    return items


def round_token(
    cx: float, cy: float, radius: float, token: Token, language: str, style: FaceStyle
) -> list[Item]:
    """One round token: a cutting circle, a ring in the token's ink, its symbol and its text."""
    items: list[Item] = [
        Circle(cx, cy, radius, style.ground, style.cut, 0.4),
        Circle(cx, cy, radius * 0.86, None, token.ink, 1.4),
    ]
    box = Box(cx - radius * 0.62, cy - radius * 0.45, radius * 1.24, radius * 0.9)
    if token.symbol:
        items.append(_symbol(token.symbol, cx, cy + radius * 0.32, radius * 0.26, token.ink))
        box = Box(cx - radius * 0.62, cy - radius * 0.55, radius * 1.24, radius * 0.55)
    return items + _words(
        token.text.get(language),
        box,
        style.bold,
        radius * 0.42,
        token.ink,
        "the token's text",
        style.min_pt,
        _at(token, "text", language),
    )


def token_rows(
    ctx: Context, token: Token, language: str, style: FaceStyle
) -> list[tuple[list[Item], float]]:
    """The round tokens in rows across the content width, as blocks drawn down from y = 0 (each
    as tall as a sheet holds at most) with their heights."""
    width, tallest = content_box(ctx).width_pt, content_box(ctx).height_pt
    size, gap = mm_to_pt(token.size_mm), mm_to_pt(GAP_MM)
    across = max(1, int((width + gap) // (size + gap)))
    per_block = across * max(1, int((tallest + gap) // (size + gap)))
    blocks = []
    for first in range(0, token.count, per_block):
        count = min(per_block, token.count - first)
        items: list[Item] = []
        for n in range(count):
            row, column = divmod(n, across)
            items += round_token(
                column * (size + gap) + size / 2,
                -row * (size + gap) - size / 2,
                size / 2,
                token,
                language,
                style,
            )
        rows = -(-count // across)
        blocks.append((items, rows * size + (rows - 1) * gap))
    return blocks


def token_pieces(ctx: Context, token: Token, language: str, style: FaceStyle, where: tuple) -> list:
    """A card-size token as a run of cards (each face located at `where`), round ones as panels."""
    from printgen.core.errors import located_call
    from printgen.kit.packing import CardRun, Panel

    if token.shape == "card":
        front = located_call(
            partial(marker_face, token=token, language=language, style=style), *where, key=True
        )
        back = located_call(
            partial(back_face, back=Back(token.text, token.ink), language=language, style=style),
            *where,
            key=True,
        )
        return [CardRun((CardFaces(front, back, token.id),) * token.count, f"token {token.id}")]
    return [
        Panel(tuple(items), height, f"token {token.id}")
        for items, height in token_rows(ctx, token, language, style)
    ]
