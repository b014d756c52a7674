"""Colour checks for game files: ink that is hard to read on its card, and deck colours that people
with a colour-vision deficiency cannot tell apart when nothing else on the card does.

Contrast is WCAG 2's ratio of relative luminances: at least 4.5:1 for text under 14 pt, 3:1 for
larger text and for symbols and marks. Colour vision is simulated with the Machado, Oliveira and
Fernandes (2009) matrices at full severity, applied to linear RGB; two inks count as confusable
when their simulated colours lie less than CONFUSABLE_DE apart (CIE76 in L*a*b*).
"""

from __future__ import annotations

import math
from typing import Iterator

from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import TINY, _report, game_check
from printgen.pieces.model import Deck, Game

DEFAULT_GROUND = "#fffdf7"  # the default theme's card ground (colors.hand_card)
DEFAULT_PANEL = "#f3f1ea"  # the default theme's reference panels (colors.panel)
DEFAULT_INK = "#1f2430"
TEXT_PT = {"small": 9.0, "medium": 14.0, "large": 28.0, "huge": 72.0}
LARGE_TEXT_PT = 14.0
TEXT_RATIO, LARGE_RATIO = 4.5, 3.0
CONFUSABLE_DE = 12.0

MACHADO = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _linear(colour: str) -> tuple[float, float, float]:
    channels = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return tuple(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)


def luminance(colour: str) -> float:
    r, g, b = _linear(colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(ink: str, ground: str) -> float:
    """WCAG 2 contrast ratio, 1 to 21."""
    high, low = sorted((luminance(ink), luminance(ground)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = (min(max(c, 0.0), 1.0) for c in linear)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116  # noqa: E731
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def simulated(colour: str, deficiency: str) -> tuple[float, float, float]:
    matrix = MACHADO[deficiency]
    rgb = _linear(colour)
    return tuple(sum(row[i] * rgb[i] for i in range(3)) for row in matrix)


def difference(first: str, second: str, deficiency: str | None = None) -> float:
    """CIE76 distance of two inks as seen with normal vision or under `deficiency`."""
    a = _lab(simulated(first, deficiency) if deficiency else _linear(first))
    b = _lab(simulated(second, deficiency) if deficiency else _linear(second))
    return math.dist(a, b)


def _ground(deck: Deck) -> str:
    return deck.face.ground or DEFAULT_GROUND


def tint_inks(deck: Deck) -> list[tuple[str, tuple]]:
    """(ink, its path in the file) for each colour the face's tint gives a card: its attribute's
    values' inks, or the distinct colours of a card list's column (at the first cell of each)."""
    if not deck.face.tint:
        return []
    tint = deck.attribute(deck.face.tint)
    if tint is not None:
        return [
            (v.ink, ("decks", deck.id, "attributes", tint.name, "values", v.id, "ink"))
            for v in tint.values
            if v.ink
        ]
    from printgen.pieces.deck import column_colour

    found: dict[str, tuple] = {}
    for row in deck.rows:
        ink = column_colour(dict(row.fields).get(deck.face.tint))
        if ink is not None and ink not in found:
            found[ink] = ("decks", deck.id, "cards", row.index, deck.face.tint)
    return list(found.items())


def _grounds_under(deck: Deck, path: tuple) -> list[str]:
    """The grounds an ink at `path` prints on: with a `wash:`, each card's ground takes its tint's
    colour, so a tint's own ink lies on its own wash and any other ink on every wash."""
    inks = tint_inks(deck)
    if not deck.face.wash or not inks:
        return [_ground(deck)]
    own = [ink for ink, where in inks if where == path]
    return [deck.face.washed(_ground(deck), ink) for ink in own or [ink for ink, _ in inks]]


def _printed_inks(deck: Deck) -> Iterator[tuple[int, str, str, float, tuple]]:
    """(element index, what, ink, its type size or 0 for a drawing, the path of the ink in the file)
    for each ink a face prints: the element's own, the drawn values', the tint's or the face's."""
    face_path = ("decks", deck.id, "face")
    for element in deck.face.elements:
        size = element.size if isinstance(element.size, float) else TEXT_PT.get(element.size, 14.0)
        what = (
            "text"
            if element.text is not None
            else "symbol"
            if element.symbol
            else "mark"
            if element.mark
            else "icon"
            if element.icon
            else "lines"
        )
        drawn = (
            deck.attribute(element.symbol or element.mark or element.lines or "")
            if what != "text"
            else None
        )
        own = face_path + ("elements", element.index, "ink")
        if element.ink:
            inks = [(element.ink, own)]
        else:
            inks = (
                [
                    (v.ink, ("decks", deck.id, "attributes", drawn.name, "values", v.id, "ink"))
                    for v in drawn.values
                    if v.ink
                ]
                if drawn is not None and any(v.ink for v in drawn.values)
                else tint_inks(deck)
            )
            inks = inks or [(deck.face.ink or DEFAULT_INK, face_path + ("ink",))]
        for ink, path in inks:
            yield element.index, what, ink, size if what == "text" else 0.0, path


@game_check("contrast-too-low", "warning")
def check_contrast(game: Game) -> Iterator[Diagnostic]:
    """Ink that is hard to read on its card: under 4.5:1 for text below 14 pt, under 3:1 for larger
    text, symbols and marks (WCAG 2 contrast).

    Each face element is checked in every ink it prints in (its own `ink`, the inks of the values
    it draws, or the tint's) against the card's ground (`ground:`, or the default theme's; with
    `wash:`, the ground each value's wash gives it). A reference card's legend (`- legend:
    colour`) draws each value's symbol in its ink on the theme's panel colour, and is checked
    there too: a white symbol that shows on dark cards vanishes on the light panel.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour:
                values:
                  yellow: {ink: "#e6d300"}
                  blue: {ink: "#1f4e9a"}
              number: {min: 1, max: 9}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}", size: small}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour:
                values:
                  ochre: {ink: "#8a6a00", symbol: triangle}
                  blue: {ink: "#1f4e9a", symbol: circle}
              number: {min: 1, max: 9}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}", size: small}
                - {at: corners, symbol: colour}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    told = set()  # the inks told for a face: a legend's symbol in the same ink is not told again
    for deck in game.decks:
        seen = set()
        for index, what, ink, size, path in _printed_inks(deck):
            need = TEXT_RATIO if what == "text" and size < LARGE_TEXT_PT else LARGE_RATIO
            ratio, ground = min((contrast(ink, g), g) for g in _grounds_under(deck, path))
            if ratio < need and (path, need) not in seen:
                seen.add((path, need))
                told.add(path)
                yield _report(
                    game,
                    "contrast-too-low",
                    path,
                    f"the {what} of face element {index + 1} prints in {ink} on the ground "
                    f"{ground} at {ratio:.1f}:1; it needs {need:g}:1",
                    "choose a darker ink, or a lighter `ground:`",
                )
    yield from _legend_contrast(game, told)


def _legend_contrast(game: Game, told: set) -> Iterator[Diagnostic]:
    """Each legend's symbols against the reference panel (or the cards' own ground, drawn behind
    them), once a value at its ink, unless the faces' check told that ink already."""
    seen = set()
    for reference in game.references:
        for block in reference.blocks:
            if block.kind != "legend":
                continue
            for deck in game.decks:
                attribute = deck.attribute(block.attribute or "")
                ground = deck.face.ground or DEFAULT_PANEL  # a deck's ground is drawn behind
                for value in attribute.values if attribute is not None else ():
                    path = ("decks", deck.id, "attributes", attribute.name, "values", value.id)
                    ratio = contrast(value.ink, ground) if value.ink else LARGE_RATIO
                    if ratio < LARGE_RATIO and path not in seen and path + ("ink",) not in told:
                        seen.add(path)
                        yield _report(
                            game,
                            "contrast-too-low",
                            path + ("ink",),
                            f"the legend of {reference.id!r} draws {value.id}'s symbol in "
                            f"{value.ink} on "
                            + ("its cards' ground" if deck.face.ground else "the panel")
                            + f" {ground} at {ratio:.1f}:1; it needs {LARGE_RATIO:g}:1",
                            "give the value a darker ink, or give the deck's face a dark "
                            "`ground:` (the legend then shows each symbol on it, as the cards "
                            "do)",
                        )


@game_check("tint-not-a-colour")
def check_tint_column(game: Game) -> Iterator[Diagnostic]:
    """A card list's face tinted by a column (`tint: ink`, each card's colour in its own cell)
    where a card's cell is no colour: that card would print untinted. A cell left empty is an
    untinted card, as meant.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            cards:
              - {name: Fox, ink: "#8a3b12", count: 5}
              - {name: Owl, ink: brown, count: 5}
            face:
              tint: ink
              elements:
                - {at: centre, text: "{name}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            cards:
              - {name: Fox, ink: "#8a3b12", count: 5}
              - {name: Owl, ink: "#5a4632", count: 5}
            face:
              tint: ink
              elements:
                - {at: centre, text: "{name}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.pieces.deck import column_colour
    from printgen.read.loader import shorten

    for deck in game.decks:
        column = deck.face.tint
        if not deck.is_list or not column or column not in deck.columns:
            continue
        for row in deck.rows:
            value = dict(row.fields).get(column)
            if value not in (None, "") and column_colour(value) is None:
                yield _report(
                    game,
                    "tint-not-a-colour",
                    ("decks", deck.id, "cards", row.index, column),
                    f"the card's {column} is {shorten(str(value))!r}, which is no colour, so "
                    f"`tint: {column}` cannot colour it",
                    "write the colour as #rrggbb, such as #1f4e99, or leave "
                    "the cell empty for an untinted card",
                )


def _tells_apart(deck: Deck, attribute_name: str) -> bool:
    """Something besides colour shows the attribute's value: a symbol, a mark or its name in
    text."""
    attribute = deck.attribute(attribute_name)
    for element in deck.face.elements:
        if (
            element.symbol == attribute_name
            and attribute is not None
            and len({v.symbol for v in attribute.values}) == len(attribute.values)
        ):
            return True
        if element.mark == attribute_name:
            return True
        if element.text is not None and "{" + attribute_name in element.text:
            return True
    return False


@game_check("colours-confusable", "warning")
def check_colour_vision(game: Game) -> Iterator[Diagnostic]:
    """Two values' inks that people with protanopia, deuteranopia or tritanopia cannot tell apart,
    when nothing but colour tells the values apart on the card.

    Simulated with the Machado (2009) matrices; a distinct symbol or mark for every value, or the
    value's name printed on the face, makes the colours safe to share a hue.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour:
                values:
                  red: {ink: "#b03a2e"}
                  green: {ink: "#5b7a17"}
              number: {min: 1, max: 9}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour:
                values:
                  red: {ink: "#b03a2e", symbol: circle}
                  green: {ink: "#5b7a17", symbol: square}
              number: {min: 1, max: 9}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}"}
                - {at: corners, symbol: colour}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    # An attribute is looked at across the whole game: a game split over decks (suits in one deck,
    # more suits in another) mixes their cards on the table, so their inks must differ too.
    by_name: dict[str, list[tuple[Deck, object]]] = {}
    for deck in game.decks:
        for attribute in deck.attributes:
            if not _tells_apart(deck, attribute.name):
                by_name.setdefault(attribute.name, []).extend(
                    (deck, v) for v in attribute.values if v.ink
                )
    for name, inked in by_name.items():
        seen = set()
        for i, (first_deck, first) in enumerate(inked):
            for second_deck, second in inked[i + 1 :]:
                if first.id == second.id and first.ink == second.ink:
                    continue  # the same value in two decks
                if (first.label, first.ink, first.symbol, first.mark) == (
                    second.label,
                    second.ink,
                    second.symbol,
                    second.mark,
                ):
                    continue  # a value pasted twice: duplicate-card tells it
                for deficiency in MACHADO:
                    if (
                        difference(first.ink, second.ink, deficiency) < CONFUSABLE_DE
                        and (second_deck.id, second.id) not in seen
                    ):
                        seen.add((second_deck.id, second.id))
                        other = (
                            f" of the deck {first_deck.id}"
                            if first_deck.id != second_deck.id
                            else ""
                        )
                        yield _report(
                            game,
                            "colours-confusable",
                            (
                                "decks",
                                second_deck.id,
                                "attributes",
                                name,
                                "values",
                                second.id,
                                "ink",
                            ),
                            f"{first.id}{other} ({first.ink}) and {second.id} ({second.ink}) "
                            f"look alike with {deficiency}, and nothing else on the card "
                            "tells them apart",
                            f"give every value of {name} its own `symbol:` and draw it (`- "
                            f"{{at: corners, symbol: {name}}}`), or print its name",
                        )
                        break


__all__ = ["TINY", "contrast", "difference", "luminance", "simulated"]
