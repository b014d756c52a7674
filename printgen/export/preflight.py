"""Preflight for a print service: what the service would refuse, or would print otherwise than the
designer sees, found on the very faces the export draws, before (`export --check`) or after an
export (its last line). The service's rules are the data in `services.py`.

Every finding is a diagnostic with a code, at the deck (or token) of the kit's file it comes from;
errors are what the service refuses (`export --check` exits 1), warnings what it prints changed.
"""

from __future__ import annotations

from printgen.checks.registry import documented
from printgen.core.diagnostics import ERROR, WARNING, Diagnostic
from printgen.layout.plan import Box, Rect, Text, leaves
from printgen.layout.units import mm_to_pt

MM_PER_INCH = 25.4
REVERSED_CONTRAST = (
    0.35  # light type on a ground darker than it by this much (0..1 lightness) is reversed
)

CODES = {
    "service-type-too-small": (
        WARNING,
        """Type on a card is smaller than the print service asks for (7 pt at most services, 8 pt at
The Game Crafter).

Found by `printgen export KIT --to SERVICE --check` (and named in the last line of every export)
on the faces the export draws; reported at the deck. Small type may print broken or blurred.

Fails:
    (a deck whose bottom line is set in small type, exported to The Game Crafter)

Passes:
    (every text on the deck's faces at 8 pt or more)
""",
    ),
    "service-reversed-type": (
        WARNING,
        """Light type on a dark ground (reversed type) is below 6 pt in bold or 8 pt in a regular
weight: fine strokes fill in with ink.

Found by `export --check` on every face: a text lighter than the ground under it by more than a
third of the way from black to white.

Fails:
    (white 7 pt regular text on a dark card back)

Passes:
    (the same text in bold, or at 8 pt)
""",
    ),
    "service-safe-zone": (
        WARNING,
        """Text runs into the band between the trim and the service's safe line, where a miscut may
take it off.

The safe line lies 1/8 in inside the trim at every service; the check names the card and the text.

Fails:
    (a corner text placed closer to the edge than 1/8 in)

Passes:
    (every text inside the safe line)
""",
    ),
    "service-deck-size": (
        WARNING,
        """A deck's card count is not one the service sells: blank cards fill the order, or cards
must be dropped.

MakePlayingCards sells custom decks in steps of 18 cards (18, 36, 54, ... 612); the message gives
the blanks to add for the next size and the cards to drop for the size below.

Fails:
    (a deck of 50 cards ordered from MakePlayingCards (4 blanks fill a deck of 54))

Passes:
    (a deck of 54 cards)
""",
    ),
    "service-deck-too-large": (
        ERROR,
        """A deck has more cards than the service's largest product: it cannot be ordered as one
deck.

Fails:
    (a deck of 700 cards ordered from MakePlayingCards (at most 612))

Passes:
    (split it into decks the service makes)
""",
    ),
    "service-one-card-deck": (
        ERROR,
        """A deck of a single card, with a back of its own, is a product the service does not make.

A one-card deck whose back is the same as another deck's is merged into that deck's product and
reported by neither; this is a one-card deck that cannot be merged.

Fails:
    (a deck of one card whose back differs from every other deck's)

Passes:
    (the same card with the main deck's back (merged into the main deck))
""",
    ),
    "service-not-exported": (
        WARNING,
        """Something the kit prints is not in the export: round tokens, which are not card-shaped
(the print services' card products, the PDFs and the cutters' sheets hold cards), and reference
material printed as a panel larger than a card (a game's reference panels, Number Neighbours'
setup and scoring card with its score table).

Named with its count and why, so nothing is left out silently; card-size tokens and card-size
reference cards are exported as decks of their own, and for Tabletop Simulator round tokens are
exported as stacks of round tiles.

Fails:
    (a kit with round winning tokens, exported to MakePlayingCards)

Passes:
    (a kit whose tokens are card-size markers (exported as their own deck))
""",
    ),
    "service-ink-reduced": (
        WARNING,
        """A colour needs more than the 240% total ink of a CMYK print file, so it prints with less
and looks duller than on screen.

Found for `--to dtc`: the separation keeps the colour's black and cuts its cyan, magenta and
yellow in proportion. Dark saturated blues, violets and greens are the usual ones.

Fails:
    (a deck ink of #000066, dark blue: 260% of ink)

Passes:
    (a deck ink of #1a5276)
""",
    ),
}

# listed in printgen.checks.table
DOCUMENTED = [documented(_code, _severity, _doc) for _code, (_severity, _doc) in CODES.items()]


def lightness(color: str) -> float:
    red, green, blue = (int(color[i : i + 2], 16) / 255.0 for i in (1, 3, 5))
    return 0.299 * red + 0.587 * green + 0.114 * blue


def _text_box(item: Text, transform) -> tuple[Box, float]:
    """The text's box on the page (its advance wide, about its cap height and descent tall, turned
    as it is drawn) and the scale of the transform it is drawn under."""
    from printgen.layout.fonts import text_width_pt

    width = text_width_pt(item.text, item.font, item.size_pt)
    shift = {"start": 0.0, "middle": 0.5, "end": 1.0}[item.anchor] * width
    if item.angle_deg % 180 == 0:
        x, y, w, h = item.x_pt - shift, item.y_pt - item.size_pt * 0.22, width, item.size_pt * 0.95
        if item.angle_deg % 360 == 180:
            x, y = item.x_pt - (width - shift), item.y_pt - item.size_pt * 0.73
    else:
        x, y, w, h = item.x_pt - item.size_pt * 0.73, item.y_pt - shift, item.size_pt * 0.95, width
    a, b, c, d, e, f = transform
    corners = [
        (a * px + c * py + e, b * px + d * py + f)
        for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
    ]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    scale = (abs(a * d - b * c)) ** 0.5 or 1.0
    return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)), scale


def face_texts(page) -> list[tuple[Text, Box, float, str | None]]:
    """Every text of a face's page: the text, its box on the page, its printed size in points and
    the fill of the last rectangle under it (its ground), or None."""
    grounds: list[tuple[Box, str]] = []
    found = []
    for item, transform in leaves(page.items):
        if isinstance(item, Rect) and item.fill and transform[1] == 0 and transform[2] == 0:
            a, _, _, d, e, f = transform
            box = item.box
            grounds.append(
                (
                    Box(a * box.x_pt + e, d * box.y_pt + f, a * box.width_pt, d * box.height_pt),
                    item.fill,
                )
            )
        elif isinstance(item, Text) and item.text.strip():
            box, scale = _text_box(item, transform)
            cx, cy = box.center
            under = next(
                (
                    fill
                    for ground, fill in reversed(grounds)
                    if ground.x_pt <= cx <= ground.right_pt and ground.y_pt <= cy <= ground.top_pt
                ),
                None,
            )
            found.append((item, box, item.size_pt * scale, under))
    return found


def _where(source, path: tuple) -> tuple[str, int, int]:
    if source is None:
        return "", 1, 1
    try:
        pos = source.key_at(*path) if path else source.at()
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        pos = source.at()
    return source.file, pos.line, pos.column


def _shown(text: str) -> str:
    from printgen.read.loader import shorten

    return repr(shorten(text))


def service_findings(
    decks, service, trim, bleed_mm: float, source, left_out=(), locate=lambda deck_id: ()
) -> list[Diagnostic]:
    """What `service` would refuse or change in these decks (as the export draws them), and what
    the export leaves out (`left_out`: (what, count, why, path, hint) for each)."""
    from printgen.export.cards import card_page

    found: list[Diagnostic] = []

    def report(severity: str, code: str, path: tuple, message: str, hint: str) -> None:
        file, line, column = _where(source, path)
        found.append(Diagnostic(file, line, column, severity, code, message, hint))

    for deck in decks:
        small, reversed_, unsafe, inks = [], [], [], set()
        for faces, _, label in deck.cards:
            for side, face in (("front", faces.front), ("back", faces.back)):
                page = card_page(face, trim, bleed_mm, label)
                trim_box = dict(page.boxes)["trim"]
                safe = trim_box.inset(mm_to_pt(service.safe_in * MM_PER_INCH))
                for item, box, size_pt, ground in face_texts(page):
                    what = f"{label} ({side}): {_shown(item.text)}"
                    if size_pt < service.min_type_pt - 0.05:
                        small.append((size_pt, what, (label, side), len(item.text)))
                    if (
                        ground is not None
                        and lightness(item.color) - lightness(ground) > REVERSED_CONTRAST
                        and size_pt
                        < (
                            service.reversed_min_pt
                            if "bold" in item.font.lower()
                            else service.reversed_regular_min_pt
                        )
                        - 0.05
                    ):
                        reversed_.append((size_pt, what, (label, side)))
                    if (
                        box.x_pt < safe.x_pt - 0.3
                        or box.y_pt < safe.y_pt - 0.3
                        or box.right_pt > safe.right_pt + 0.3
                        or box.top_pt > safe.top_pt + 0.3
                    ):
                        unsafe.append(what)
                if service.colour == "CMYK":
                    inks |= _cut_inks(page)
        path = locate(deck.id)
        named = (
            f"the card-size token {deck.id[6:]!r}"
            if deck.id.startswith("token-")
            else f"the reference card {deck.id[10:]!r}"
            if deck.id.startswith("reference-")
            else f"deck {deck.id!r}"
        )
        if small:
            report(
                WARNING,
                "service-type-too-small",
                path,
                f"{_faces(small)} on {named} print type below the {service.min_type_pt:g} pt "
                f"{service.title} asks for: {_small_words(small)}",
                "set the deck's small texts one size larger (size: medium), or give the theme "
                "a larger min_pt",
            )
        if reversed_:
            first = min(reversed_)
            report(
                WARNING,
                "service-reversed-type",
                path,
                f"{_faces(reversed_)} on {named} print light type on a dark ground below "
                f"{service.reversed_min_pt:g} pt bold or {service.reversed_regular_min_pt:g} "
                f"pt regular, such as {first[0]:.1f} pt ({first[1]}): fine strokes fill in",
                "set reversed text larger, or in bold, or print it dark on a light ground",
            )
        if unsafe:
            report(
                WARNING,
                "service-safe-zone",
                path,
                f"{_count(unsafe, 'texts')} on {named} run outside {service.title}'s safe "
                f"line, 1/8 in inside the trim, such as {unsafe[0]}",
                "keep texts inside the safe zone: a smaller size, or a place further in",
            )
        for ink in sorted(inks):
            report(
                WARNING,
                "service-ink-reduced",
                path,
                f"the colour {ink} on {named} needs more than 240% ink, so {service.title} "
                "prints it duller",
                "choose a lighter or less saturated colour for print",
            )
        if service.output != "pdfx":  # a PDF is one product, whatever decks it holds (below)
            found += _deck_size(
                service, named, sum(copies for _, copies, _ in deck.cards), path, source
            )
    if decks and service.output == "pdfx":
        found += _deck_size(
            service,
            "the file",
            sum(copies for deck in decks for _, copies, _ in deck.cards),
            locate(decks[0].id),
            source,
        )
    for what, count, why, path, hint in left_out:
        report(WARNING, "service-not-exported", path, f"{what} ({count}) not exported: {why}", hint)
    return found


def _small_words(small) -> str:
    """The smallest type under the floor, and the body text's size (the size most of the small
    text is set in) when it differs: a card's body text in fine print is named, not only its
    smallest heading."""
    smallest = min(small)
    characters: dict[float, int] = {}
    for size_pt, _, _, length in small:
        characters[round(size_pt, 1)] = characters.get(round(size_pt, 1), 0) + length
    body_pt = max(characters, key=lambda size: (characters[size], -size))
    if abs(body_pt - round(smallest[0], 1)) < 0.05:
        return f"the smallest {smallest[0]:.1f} pt ({smallest[1]})"
    body = max((entry for entry in small if round(entry[0], 1) == body_pt), key=lambda e: e[3])
    return (
        f"most of its text at {body[0]:.1f} pt ({body[1]}), the smallest {smallest[0]:.1f} pt "
        f"({smallest[1]})"
    )


def _faces(found) -> str:
    """How many card faces the findings are on (a face may have several)."""
    return _count({entry[2] for entry in found})


def _count(items, noun: str = "card faces") -> str:
    return f"{len(items)} {noun if len(items) != 1 else noun[:-1]}"


def _cut_inks(page) -> set[str]:
    from printgen.layout.cmyk import ink_cut

    cut = set()
    for item, _ in leaves(page.items):
        for name in ("fill", "stroke", "color"):
            value = getattr(item, name, None)
            if (
                isinstance(value, str)
                and len(value) == 7
                and value.startswith("#")
                and ink_cut(value)
            ):
                cut.add(value)
    return cut


def _deck_size(service, named: str, count: int, path: tuple, source) -> list[Diagnostic]:
    file, line, column = _where(source, path)
    if count < service.min_cards:
        return [
            Diagnostic(
                file,
                line,
                column,
                ERROR,
                "service-one-card-deck",
                f"{named} is {count} card"
                + (" with a back of its own" if named != "the file" else "")
                + f": {service.title} makes no product of {count} card",
                "give it the back of another deck, so it is exported in that deck's product, "
                "or add cards to it",
            )
        ]
    sizes = service.deck_sizes
    if not sizes or count in sizes:
        return []
    if count > sizes[-1]:
        return [
            Diagnostic(
                file,
                line,
                column,
                ERROR,
                "service-deck-too-large",
                f"{named} has {count} cards, more than the {sizes[-1]} of {service.title}'s "
                "largest deck",
                "split it into decks of at most that many cards",
            )
        ]
    bigger = next(size for size in sizes if size > count)
    smaller = [size for size in sizes if size < count]
    drop = f", or drop {count - smaller[-1]} for a deck of {smaller[-1]}" if smaller else ""
    return [
        Diagnostic(
            file,
            line,
            column,
            WARNING,
            "service-deck-size",
            f"{named} has {count} cards; {service.title} sells decks of {sizes[0]}, "
            f"{sizes[1]}, {sizes[2]}, ... cards: {bigger - count} blank cards fill a deck of "
            f"{bigger}{drop}",
            "order the next size and leave the blanks out of play, or change the deck's count",
        )
    ]


def summary_line(service, findings: list[Diagnostic], image_px: tuple[int, int] | None) -> str:
    """The one line after an export: what the service takes as it is, and what it would refuse or
    change."""
    refused = sorted({d.code for d in findings if d.severity == ERROR})
    changed = sorted(
        {d.code for d in findings if d.severity == WARNING and d.code != "service-not-exported"}
    )
    left = [d for d in findings if d.code == "service-not-exported"]
    size = (
        f"{image_px[0]} x {image_px[1]} px in {service.colour}"
        if image_px
        else "one PDF/X-1a file in CMYK"
    )
    bleed = (
        "1/8 in"
        if abs(service.bleed_in - 0.125) < 1e-9
        else f"{service.bleed_in * service.dpi:.0f} px"
    )
    parts = [f"{service.title}: {size} with {bleed} of bleed, as it asks"]
    parts.append(
        "would refuse: " + (", ".join(_WORDS[code] for code in refused) if refused else "nothing")
    )
    parts.append(
        "would print changed: "
        + (", ".join(_WORDS[code] for code in changed) if changed else "nothing")
    )
    if left:
        parts.append(
            "not exported: " + "; ".join(d.message.split(" not exported")[0] for d in left)
        )
    return "; ".join(parts) + ("" if not findings else " (`--check` shows where)")


_WORDS = {
    "service-type-too-small": "type below its floor",
    "service-reversed-type": "small reversed type",
    "service-safe-zone": "text outside the safe line",
    "service-deck-size": "deck sizes it does not sell (blanks to fill)",
    "service-deck-too-large": "a deck larger than it makes",
    "service-one-card-deck": "a one-card deck",
    "service-ink-reduced": "colours over 240% ink",
}
