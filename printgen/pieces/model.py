"""The game model: frozen dataclasses for decks, reference cards and score sheets (the deal rules
are in pieces/deal.py).

Every printed text is a `Words`: its wording in each language, or one wording for all.
Positions of values stay in the game's `SourceMap`, keyed by path as in a setup.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property

from printgen.read.source import SourceMap

ANY_LANGUAGE = "*"
SLOTS = (
    "corners",
    "top-left",
    "top-right",
    "top",
    "centre",
    "bottom",
    "bottom-left",
    "bottom-right",
    "foot",
)
SIZES = ("small", "medium", "large", "huge")
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "heart")
COLUMN_KINDS = ("points", "total", "name", "text")
ROW_KINDS = ("round", "player", "game")
SHAPE_KINDS = ("circle", "polygon", "line")
TOKEN_SHAPES = ("card", "circle")


@dataclass(frozen=True)
class Words:
    """A printed text in each language: ((language, text), ...); language "*" serves every
    language."""

    texts: tuple[tuple[str, str], ...]

    def get(self, language: str) -> str:
        found = dict(self.texts)
        return found.get(language, found.get(ANY_LANGUAGE, ""))

    @staticmethod
    def plain(text: str) -> "Words":
        return Words(((ANY_LANGUAGE, text),))


@dataclass(frozen=True)
class Shape:
    """One stroke of a drawn mark, in a 100 x 100 box with y up: a circle (cx, cy, r), a filled
    polygon or a stroked line through (x, y) points. `paint` is "ink" or "ground" (cuts a hole)."""

    kind: str
    points: tuple[float, ...]
    paint: str = "ink"


@dataclass(frozen=True)
class Value:
    """One value of an attribute: its id, printed label, ink, drawn symbol, drawn mark, the height
    of its line (percent of the card's height from the bottom edge) and its copies in the deck."""

    id: object
    label: Words
    ink: str | None = None
    symbol: str | None = None
    mark: tuple[Shape, ...] = ()
    height: int | None = None
    copies: int = 1


@dataclass(frozen=True)
class Attribute:
    """A card attribute: named values (a colour) or a range of whole numbers."""

    name: str
    values: tuple[Value, ...] = ()
    low: int | None = None
    high: int | None = None
    label: Words | None = None
    choose: int = 1

    def unit(self, language: str, count: int) -> str:
        """The attribute's printed name for `count` values: "colour|colours" gives both forms."""
        text = self.label.get(language) if self.label is not None else self.name
        one, _, many = text.partition("|")
        return one if count == 1 or not many else many

    @property
    def is_number(self) -> bool:
        return self.low is not None

    def singles(self) -> tuple[object, ...]:
        """Every single value, in declaration order (a card with `choose: k` shows k of them)."""
        return (
            tuple(range(self.low, self.high + 1))
            if self.is_number
            else tuple(v.id for v in self.values)
        )

    def ids(self) -> tuple[object, ...]:
        """Every value a card can take; with `choose: k`, every set of k distinct values, as
        tuples."""
        single = self.singles()
        return single if self.choose == 1 else tuple(itertools.combinations(single, self.choose))

    @cached_property
    def _by_id(self) -> dict:
        # reversed: the first of equal ids wins, as a scan would find it
        return {v.id: v for v in reversed(self.values)}

    def value(self, ident: object) -> Value | None:
        try:
            return self._by_id.get(ident)
        except TypeError:  # an unhashable id never names a value
            return None

    def copies(self, ident: object) -> int:
        """The copies a value asks for (1 unless it says `copies:`); a chosen set multiplies its
        members'."""
        total = 1
        for one in ident if isinstance(ident, tuple) else (ident,):
            value = self.value(one)
            total *= value.copies if value is not None else 1
        return total


@dataclass(frozen=True)
class Derived:
    """A number worked out per card: `source` plus `add`, wrapping around its range or left blank;
    or, by `cases`, the value of the first (condition, value) whose condition holds for the
    source's number (`otherwise` when none does; None prints nothing)."""

    name: str
    source: str
    add: int = 0
    wrap: bool = False
    # (a compiled printgen.read.expr.Expr, its value: a number, or an Expr over the source's name)
    cases: tuple[tuple[object, object], ...] = ()
    otherwise: int | None = None
    broken: bool = False  # written but unreadable (reported): known by name, worked out as nothing


@dataclass(frozen=True)
class Element:
    """One thing drawn on a card face: a text template ("{number}"), an attribute's symbol or drawn
    mark, or (`lines`) each of the card's values as a line right across the card at its own
    height."""

    at: str
    text: str | None = None
    symbol: str | None = None
    size: str | float = "medium"  # a named size grows with the theme; a number is points, as given
    index: int = 0
    mark: str | None = None
    lines: str | None = None
    ink: str | None = None  # its own colour instead of the face's
    bold: bool | None = None  # None: bold at the large and huge sizes
    badge: bool = False  # the text on a filled tab in the ink, written in the card's ground colour
    wrap: bool = False  # a text may take more than one line
    fallback: str | None = None  # a shorter text printed when the text does not fit
    image: str | None = (
        None  # a picture, by a template naming its file (such as "{art}"), fitted to its place
    )
    icon: str | None = None  # a bundled (or the game's own) icon, drawn once or `repeat` times
    repeat: str | None = (
        None  # a template whose number says how many icons to draw, such as "{bulls}"
    )

    @property
    def attribute(self) -> str | None:
        """The attribute whose values this element draws (None for text)."""
        return self.symbol or self.mark or self.lines


@dataclass(frozen=True)
class Face:
    """The front: elements in their places; colours default to the kit's theme, and `tint` names an
    attribute whose value's ink colours the frame and the elements."""

    tint: str | None
    elements: tuple[Element, ...]
    ground: str | None = None  # the card's background colour
    ink: str | None = None  # the elements' colour (under a tint, the tint wins)
    wash: int = 0  # percent of the tint's ink mixed into the ground
    edge: str | None = None  # the frame's colour (default: the tint, then the ink)
    folder: str = ""  # the game's folder, where its pictures are found
    # the game's own icons: (name, real path of the picture)
    icons: tuple[tuple[str, str], ...] = ()

    def washed(self, ground: str, tint: str | None) -> str:
        """The ground of a card whose tint is `tint`: `wash` percent of that ink mixed into it."""
        if not self.wash or tint is None:
            return ground
        share = self.wash / 100
        mix = (
            round(int(ground[i : i + 2], 16) * (1 - share) + int(tint[i : i + 2], 16) * share)
            for i in (1, 3, 5)
        )
        return "#" + "".join(f"{channel:02x}" for channel in mix)


@dataclass(frozen=True)
class Back:
    """A card back: its text and ink, or a picture covering it."""

    text: Words
    ink: str = "#24527a"
    image: str | None = (
        # a picture covering the back into the bleed, as the file names it, instead of the pattern
        None
    )
    picture: str | None = (
        None  # that picture's checked real path (None when it cannot be used: the checks say why)
    )


@dataclass(frozen=True)
class CardRow:
    """One kind of card of a card list: its fields (column, value) in the list's column order, and
    how many copies of it the deck has; `index` is its row in the list (0-based, rows left out by
    `count: 0` counted)."""

    fields: tuple[tuple[str, object], ...]
    count: int
    index: int = 0


@dataclass(frozen=True)
class Deck:
    """A deck: every combination of its attributes' values, or (a card list) its `rows`, each kind
    of card with its copies; `columns` are the list's fields and `sheet` the spreadsheet it came
    from."""

    id: str
    name: Words
    attributes: tuple[Attribute, ...]
    copies: int
    derived: tuple[Derived, ...]
    face: Face
    back: Back
    count: int | None = None
    rows: tuple[CardRow, ...] = ()
    columns: tuple[str, ...] = ()
    sheet: str | None = None

    @property
    def is_list(self) -> bool:
        return not self.attributes

    @cached_property
    def _by_name(self) -> dict:
        return {a.name: a for a in reversed(self.attributes)}

    def attribute(self, name: str) -> Attribute | None:
        return self._by_name.get(name)

    def field_names(self) -> tuple[str, ...]:
        return (
            tuple(a.name for a in self.attributes)
            + self.columns
            + tuple(d.name for d in self.derived)
        )


@dataclass(frozen=True)
class Block:
    """A part of a reference card: text, a bulleted list, a table, the deal table or an attribute
    legend."""

    kind: str
    words: tuple[Words, ...] = ()
    columns: tuple[Words, ...] = ()
    rows: tuple[tuple[Words, ...], ...] = ()
    attribute: str | None = None
    index: int = 0
    points: tuple[tuple[object, int], ...] = ()
    column: int = 1  # 1 or 2 on a two-column card; 0 spans both columns
    data: object = (
        None  # a kit's own block kinds carry their content here; a deck table its deck id
    )
    # a deck table's cells, one template per column, filled from each kind of card
    templates: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reference:
    """A reference card: a title (None for none) over blocks in one column or two; with two, the
    left column takes `split` of the width."""

    id: str
    title: Words | None
    blocks: tuple[Block, ...]
    columns: int = 1
    split: float = 0.5
    size: str = "panel"  # "panel": a part of a sheet; "card": card-sized, printed with the cards
    copies: int | str = 1  # how many to print: a number, or "per-player" (one for every player)

    def copies_for(self, players: int) -> int:
        return players if self.copies == "per-player" else int(self.copies)


@dataclass(frozen=True)
class Column:
    """A column of a score sheet: its title and what it holds."""

    title: Words
    kind: str = "points"
    per: str | None = None
    index: int = 0


@dataclass(frozen=True)
class ScoreSheet:
    """A score sheet: its rows (per round, player or game) and its columns."""

    id: str
    title: Words
    rows_per: str
    row_count: int | None
    columns: tuple[Column, ...]
    target: tuple[int, ...] = ()
    note: Words | None = None
    # named rows (a round each, such as "Tiebreak") instead of numbered ones
    row_names: tuple[Words, ...] = ()


@dataclass(frozen=True)
class Token:
    """Pieces to cut out besides the cards: `count` card-size markers or round tokens of `size_mm`,
    each with a text, an optional smaller note and an optional drawn symbol."""

    id: str
    text: Words
    shape: str = "circle"
    count: int = 1
    size_mm: float = 25.0
    note: Words | None = None
    symbol: str | None = None
    ink: str = "#24527a"
    name: Words | None = None  # what the kit's list calls it, "one|many"

    def listed(self, language: str) -> str | None:
        """ "12 winning tokens" from a name "winning token|winning tokens"; None without a name."""
        if self.name is None:
            return None
        one, _, many = self.name.get(language).partition("|")
        return f"{self.count} {one if self.count == 1 or not many else many}"


@dataclass(frozen=True)
class About:
    """What the kit's first page says about the game: play time in minutes (min, max), the youngest
    age, the rules in brief (paragraphs), credit lines and the licence; each may be missing."""

    play_time: tuple[int, int] | None = None
    age: int | None = None
    summary: tuple[Words, ...] = ()
    credits: tuple[Words, ...] = ()
    licence: Words | None = None


@dataclass(frozen=True)
class Game:
    """A game file read: its decks, deal, references, score sheets, tokens and texts."""

    id: str
    name: Words
    languages: tuple[str, ...]
    min_players: int
    max_players: int
    decks: tuple[Deck, ...]
    deal: object  # a printgen.pieces.deal.Deal, or None when the file deals nothing
    references: tuple[Reference, ...] = ()
    score_sheets: tuple[ScoreSheet, ...] = ()
    tokens: tuple[Token, ...] = ()
    about: About = About()
    source: SourceMap = field(
        default_factory=lambda: SourceMap("<game>"), compare=False, repr=False
    )
    texts: tuple[tuple[tuple, Words], ...] = field(default=(), compare=False, repr=False)
    # spreadsheets read beside the file (real paths)
    files: tuple[str, ...] = field(default=(), compare=False, repr=False)
    icons: tuple[tuple[str, str], ...] = ()  # the game's own icons: (name, picture file as written)
    scoring: object = None  # a printgen.game.scoring.Scoring, when the file declares `scoring:`
    # (warning code, reason) the file acknowledges
    acknowledged: tuple[tuple[str, str], ...] = field(default=(), compare=False, repr=False)
    # a printgen.game.play_program.Program, when the file declares `play:` and it can be played
    play: object = field(default=None, compare=False, repr=False)
    # the plain values of `play:` as its description read them, for the words a kit prints
    play_source: object = field(default=None, compare=False, repr=False)
    # the folder its pictures are read from
    folder: str = field(default="", compare=False, repr=False)

    def deck(self, deck_id: str) -> Deck | None:
        return next((d for d in self.decks if d.id == deck_id), None)

    @property
    def player_counts(self) -> tuple[int, ...]:
        return tuple(range(self.min_players, self.max_players + 1))
