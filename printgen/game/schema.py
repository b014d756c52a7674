"""Structure of a game file: the node tree read into the game model, with positioned problems.

A game file is read by its format description (printgen.game.format) with the reader every kind
uses (printgen.format.walk), so the messages, hints and codes (unknown-key with did-you-mean,
wrong-type, missing-key, ...) are the same in every kind of file: allowed and required keys, types,
choices, defaults and bounds come from there, and `NAMES` (schema_parts) says how a message names
each key. What no description says is here: the parts read their own way (`OWN_PARTS`, each with
its reason: named entries read one by one, card lists and spreadsheets, codes and wording of their
own, parts read once the parts they name are read), the rules across keys, and the model built
from what was read.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial

from printgen.core.diagnostics import Diagnostic
from printgen.format.reader import SchemaReader, Skip
from printgen.format.spec import example_text
from printgen.format.walk import read_fields, read_key, read_spec
from printgen.game import format as fmt
from printgen.game import schema_parts as parts
from printgen.game.card_list import read_cards
from printgen.pieces.deal import Deal, DealRow, DeckCount, Removal
from printgen.pieces.deck import attribute_cards, deck_size
from printgen.pieces.model import (
    ANY_LANGUAGE,
    SYMBOLS,
    About,
    Attribute,
    Back,
    Block,
    Column,
    Deck,
    Derived,
    Element,
    Face,
    Game,
    Reference,
    ScoreSheet,
    Value,
    Words,
)
from printgen.read.loader import Document, Mapping, Node, Pos, Scalar, Sequence, describe, shorten
from printgen.read.source import SourceMap

# Keys, bounds, choices and defaults come from the one description of the format
# (printgen.game.format); what is left here is what no description says.
_VALUE = fmt.VALUE.variants[1]  # a value's details
ELEMENT_KINDS = fmt.ELEMENT.one_of
BLOCK_KINDS = fmt.BLOCK.one_of
LANGUAGES, MAX_CARDS, MAX_ITEMS = fmt.LANGUAGES, fmt.MAX_CARDS, fmt.MAX_ITEMS
_ID = re.compile(fmt.ID_PATTERN.strip("^$"))
G = fmt.GAME_FORMAT


def _variant(spec, kind: str):
    """The variant of a description that is of `kind` (a count's whole number, its `per-player`)."""
    return next(v for v in spec.variants if v.type == kind)


class GameReader(SchemaReader):
    """The setup schema's reader plus the readers a game file needs: texts in languages, names."""

    def __init__(self, document: Document):
        super().__init__(document)
        self.texts: list[tuple[tuple, Words]] = []
        self.files: tuple[str, ...] = ()  # the spreadsheets read beside the game file (real paths)
        self.icons: tuple[tuple[str, str], ...] = ()  # the game's own icons, once read
        self.decks: tuple[Deck, ...] = ()  # the decks, once read: the deal and scoring name them

    def part_reader(self, spec, path: tuple):
        shape = parts.pattern(path)
        own = OWN_PARTS.get(shape)
        if own is None and spec.type == "boolean" and shape[:1] == ("decks",):
            own = _own_bool  # a deck's switches are hinted `true` or `false`, as they always were
        if own is _STOP:
            return partial(_or_stop, self, spec)
        return partial(own, self) if own is not None else None

    def words(self, node: Node, path: tuple, what: str) -> Words:
        if isinstance(node, Mapping):
            fields = self.mapping(node, path, LANGUAGES, (), f"the languages of {what}")
            words = Words(
                tuple(
                    (lang, self.text(fields[lang], path + (lang,), f"{what} in {lang}"))
                    for lang in LANGUAGES
                    if lang in fields
                )
            )
        else:
            words = Words(((ANY_LANGUAGE, self.text(node, path, what)),))
        self.texts.append((path, words))
        return words

    def named(
        self, node: Node, path: tuple, what: str, limit: int = MAX_ITEMS
    ) -> list[tuple[str, Node]]:
        """The entries of a mapping whose keys are the author's own names (deck ids, colours)."""
        self.values[path] = node.pos
        if not isinstance(node, Mapping) or not node.items:
            raise self.wrong_type(
                node,
                f"a mapping of {what}",
                f"write {_each(node)} {what} as `name:` with its settings below",
            )
        if len(node.items) > limit:
            self.error(
                node.pos,
                "too-many-items",
                f"{what} has {len(node.items)} entries; the limit is {limit}",
                "a printed kit cannot show more; split it",
            )
            raise Skip()
        entries = []
        for key, value in node.items:
            name = str(key.value if key.value is not None else key.raw)
            if not _ID.fullmatch(name):
                self.error(
                    key.pos,
                    "bad-id",
                    f"the name {shorten(name)!r} is not a short lowercase name",
                    "use lowercase letters, digits, hyphens and underscores",
                )
                continue
            self.keys[path + (name,)] = key.pos
            self.values[path + (name,)] = value.pos
            entries.append((name, value))
        return entries


def _each(node: Node) -> str:
    """How a hint asks for the entries of a mapping: at least one where it is empty."""
    return "at least one of" if isinstance(node, Mapping) else "each of"


def read_game(document: Document) -> tuple[Game | None, list[Diagnostic]]:
    """The game model of a loaded game file (None if its core parts are unreadable) and its
    problems."""
    reader = GameReader(document)
    try:
        found = read_fields(reader, document.root, G, (), "a game", parts.name_of)
    except Skip:
        return None, reader.diagnostics
    return _build_game(reader, found), reader.diagnostics


def _build_game(reader: GameReader, found: dict) -> Game | None:
    game_id = found.get("id") or _stem(reader.document.path)
    name = found.get("name")
    languages = found.get("languages", LANGUAGES)
    players = _players(reader, found.get("players", {}))
    icons = found.get("icons", ())
    decks = reader.decks
    deal = found.get("deal")
    references = found.get("references", ())
    sheets = found.get("score_sheets", ())
    tokens = found.get("tokens", ())
    scoring = _read_game_scoring(found, reader, decks, tokens)
    about = About(
        _play_time(reader, found.get("play_time", {})),
        found.get("age"),
        found.get("summary", ()),
        found.get("credits", ()),
        found.get("licence"),
    )
    if name is None or players is None or not decks:
        return None
    source = SourceMap(
        reader.document.path, reader.values, reader.keys, tuple(reader.document.lines)
    )
    game = Game(
        game_id,
        name,
        languages,
        players[0],
        players[1],
        decks,
        deal,
        references,
        sheets,
        tokens=tokens,
        about=about,
        source=source,
        texts=tuple(reader.texts),
        files=reader.files,
        icons=icons,
        folder=reader.document.folder,
        scoring=scoring,
        acknowledged=tuple(found.get("acknowledge", {}).items()),
    )
    if "play" in found:
        game = _read_play(reader, replace(game, play_source=found["play"]), found["play"])
    return game


def _read_play(reader: GameReader, game: Game, play: dict) -> Game:
    """The game's `play:` made into a program; each problem reported at the value at fault."""
    from printgen.game.play_program import build_program

    program, problems = build_program(game, play)
    # a part with no kind left once the reader dropped an unknown key is told once, as that key
    told = {(d.line, d.column) for d in reader.diagnostics}
    for problem in problems:
        path = problem.path
        while path and path not in reader.values and path not in reader.keys:
            path = path[:-1]
        first, second = (
            (reader.keys, reader.values) if problem.at_key else (reader.values, reader.keys)
        )
        pos = first.get(path) or second.get(path) or reader.values[("play",)]
        if problem.code == "missing-key" and any(
            line == pos.line and column >= pos.column for line, column in told
        ):
            continue
        reader.error(pos, problem.code, problem.message, problem.hint)
    return replace(game, play=program) if program is not None else game


def _players(reader: GameReader, found: dict) -> tuple[int, int] | None:
    """The player counts; a range that runs backwards is what no description of its ends says."""
    if "min" not in found or "max" not in found:
        return None
    low, high = found["min"], found["max"]
    if low > high:
        reader.error(
            reader.values[("players",)],
            "empty-range",
            f"the player counts run from {low} down to {high}",
            "put the smaller number in `min`",
        )
        return None
    return low, high


def _play_time(reader: GameReader, found: dict) -> tuple[int, int] | None:
    if "min" not in found or "max" not in found:
        return None
    shortest, longest = found["min"], found["max"]
    if shortest > longest:
        reader.error(
            reader.values[("play_time",)],
            "empty-range",
            f"the play time runs from {shortest} down to {longest} minutes",
            "put the shorter time in `min`",
        )
        return None
    return shortest, longest


def _read_game_scoring(fields: dict, reader: GameReader, decks, tokens):
    from printgen.game.scoring.read import read_game_scoring

    return read_game_scoring(fields, reader, decks, tokens)


def _read_icons(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """An icon with a bad name or picture is left out, the others kept."""
    found = []
    for name, item in reader.named(node, path, what, G.key("icons").max_items):
        try:
            found.append(
                (name, reader.text(item, path + (name,), f"the picture of the icon {name}"))
            )
        except Skip:
            continue
    reader.icons = tuple(found)
    return reader.icons


def _with_pictures(deck: Deck, folder: str, icons: tuple[tuple[str, str], ...]) -> Deck:
    """The deck's face told where its pictures are, and its back's picture as a checked real path
    (the checks report a picture that cannot be used; it is then left out)."""
    from printgen.read.pictures import inspect, resolve

    own = []
    for name, written in icons:
        real, _ = resolve(written, folder)
        if real is not None and inspect(real).error is None:
            own.append((name, real))
    face = replace(deck.face, folder=folder, icons=tuple(own))
    back = deck.back
    if back.image is not None:
        real, _ = resolve(back.image, folder)
        back = replace(
            back, picture=real if real is not None and inspect(real).error is None else None
        )
    return replace(deck, face=face, back=back)


def _stem(path: str) -> str:
    import os

    return (
        re.sub(r"[^a-z0-9-]+", "-", os.path.splitext(os.path.basename(path))[0].lower()).strip("-")
        or "game"
    )


def _read_languages(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[str, ...]:
    """An empty list has a code of its own (empty-list)."""
    spec = G.key("languages")
    items = reader.items_of(node, path, what, spec.max_items)
    found = tuple(
        reader.choice_by(item, path + (i,), spec.values, "a language")
        for i, item in enumerate(items)
    )
    if not found:
        reader.error(
            node.pos,
            "empty-list",
            "the game lists no languages",
            "write `languages: [en]` or `[en, de]`",
        )
        raise Skip()
    return found


# -- decks ---------------------------------------------------------------------------------
def _read_decks(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Deck, ...]:
    """Every deck, each read whole; if one cannot be read (its problems are reported), the game has
    no decks to check, so nothing else is blamed on the missing deck (the deal, a legend, a
    column). Each deck's face is told where its pictures are."""
    decks, unreadable = [], False
    for deck_id, deck_node in reader.named(node, path, what, G.key("decks").max_items):
        try:
            decks.append(_read_deck(deck_node, reader, path + (deck_id,), deck_id))
        except Skip:
            unreadable = True
    if unreadable:
        raise Skip()
    folder = reader.document.folder
    reader.decks = tuple(_with_pictures(deck, folder, reader.icons) for deck in decks)
    return reader.decks


def _read_deck(node: Node, reader: GameReader, path: tuple, deck_id: str) -> Deck:
    what = f"the deck {deck_id}"
    found = read_fields(reader, node, fmt.DECK, path, what, parts.name_of)
    given = {key for key in ("attributes", "cards") if path + (key,) in reader.keys}
    both = len(given) != 1
    if both:  # reported; the rest of the deck is still read for its own problems
        reader.error(
            reader.values[path],
            "missing-key" if "cards" not in given else "too-many-items",
            f"{what} needs exactly one of `attributes` (a card for every combination) or "
            "`cards` (a list of cards)",
            "write `cards: cards.csv` (or a `- {name: ..., count: 2}` line per kind of card), "
            "or `attributes:`",
        )
    name = found.get("name", Words.plain(deck_id))
    count, copies = found.get("count"), found.get("copies", fmt.DECK.key("copies").default)
    attributes = found.get("attributes", ())
    listed = None
    if "cards" in found:  # how many kinds of card a list may hold depends on the copies
        try:
            listed = read_cards(
                found["cards"], reader, path + ("cards",), deck_id, MAX_CARDS // copies
            )
        except Skip:
            pass
    derived = found.get("derived", ())
    face = _face(found["face"]) if "face" in found else None
    back = _back(found.get("back"), name)
    if both or (not attributes and listed is None) or face is None:
        raise Skip()
    if listed is not None:
        rows, columns, sheet, files = listed
        reader.files += files
        return Deck(deck_id, name, (), copies, derived, face, back, count, rows, columns, sheet)
    _check_deck_size(reader, path, deck_id, attributes, copies)
    return Deck(deck_id, name, attributes, copies, derived, face, back, count)


def _back(found: dict | None, name: Words) -> Back:
    """The card back, its text the deck's name unless given."""
    if found is None:
        return Back(name)
    spec = fmt.DECK.key("back")
    return Back(
        found.get("text", name), found.get("ink", spec.key("ink").default), found.get("image")
    )


def _check_deck_size(
    reader: GameReader, path: tuple, deck_id: str, attributes: tuple[Attribute, ...], copies: int
) -> None:
    """A deck past MAX_CARDS is refused from its counts alone, before a single card is made."""
    size = deck_size(attributes, copies)
    if size <= MAX_CARDS:
        return
    factors = " x ".join(
        f"{a.name}: {attribute_cards(a):,}" + (f" sets of {a.choose}" if a.choose > 1 else "")
        for a in attributes
    )
    factors += f" x {copies} copies" if copies > 1 else ""
    reader.error(
        reader.keys[path + ("attributes",)],
        "too-many-cards",
        f"the deck {deck_id} would have {size:,} cards ({factors}); a deck has at most "
        f"{MAX_CARDS:,}",
        "use fewer values, a smaller `choose:` or fewer copies, or split it into decks",
    )
    raise Skip()


def _read_attributes(
    reader: GameReader, node: Node, path: tuple, what: str
) -> tuple[Attribute, ...]:
    attributes, unreadable = [], False
    for name, item in reader.named(
        node, path, "the attributes", fmt.DECK.key("attributes").max_items
    ):
        try:
            attributes.append(_read_attribute(item, reader, path + (name,), name))
        except Skip:
            unreadable = True  # reported; the others are still read, but the deck is left out
    if unreadable:
        raise Skip()
    return tuple(attributes)


def _read_attribute(item: Node, reader: GameReader, where: tuple, name: str) -> Attribute:
    """One attribute, its keys read by their description (its values by their own part below);
    what no description says is here: named values or a range of numbers (a lone `min` or `max`
    beside named values is told it does nothing), the highest number bounded by the lowest, a
    number attribute's values keyed by its numbers, and no more values chosen than there are."""
    what = f"the attribute {name}"
    fields = read_fields(reader, item, fmt.ATTRIBUTE, where, what, parts.name_of)
    given = {key for key in fmt.ATTRIBUTE.key_names() if where + (key,) in reader.keys}
    label = fields.get("label")
    choose = fields.get("choose", fmt.ATTRIBUTE.key("choose").default)
    if "min" in given and "max" in given:
        if "min" not in fields:  # reported where it stands
            raise Skip()
        low = fields["min"]
        high = reader.bounded(
            fields["max"], where + ("max",), f"the highest {name}", low, low + fmt.MAX_SPAN - 1
        )
        values = _numbered(reader, fields.get("values", ()), where + ("values",), low, high)
        if choose > high - low + 1:
            reader.error(
                reader.values[where + ("choose",)],
                "out-of-bounds",
                f"a card cannot show {choose} of {name}'s {high - low + 1} numbers",
                f"choose at most {high - low + 1}",
            )
            raise Skip()
        return Attribute(name, values=values, low=low, high=high, label=label, choose=choose)
    if "values" in given:
        for alone, other in (("min", "max"), ("max", "min")):
            if alone in fields:  # the other is not given: a range needs both
                reader.error(
                    reader.keys[where + (alone,)],
                    "unknown-key",
                    f"`{alone}` without `{other}` has no effect: {name} has named values",
                    f"add `{other}:` to make {name} a range of numbers (its values then give "
                    f"some numbers' details), or remove `{alone}:`",
                )
        values = fields.get("values", ())
        if not values:  # every value was unreadable, and each is reported where it stands
            raise Skip()
        if choose > len(values):
            reader.error(
                reader.values[where + ("choose",)],
                "out-of-bounds",
                f"a card cannot show {choose} of {name}'s {len(values)} values",
                f"choose at most {len(values)}",
            )
            raise Skip()
        return Attribute(name, values=values, label=label, choose=choose)
    reader.error(
        item.pos,
        "missing-key",
        f"the attribute {name} has neither `values` nor `min` and `max`",
        "write `values:` with named values, or `{min: 0, max: 9}` for numbers",
    )
    raise Skip()


def _read_values(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Value, ...]:
    """An attribute's values, each by its name (a number attribute's are keyed by its numbers,
    told once its range is read): a value that cannot be read is left out, the others kept."""
    values = []
    limit = fmt.ATTRIBUTE.key("values").max_items
    for key, item in reader.named(node, path, what, limit):
        where = path + (key,)
        if isinstance(item, Scalar) and item.value is None:
            values.append(Value(key, Words.plain(key)))
            continue
        try:
            found = read_fields(reader, item, _VALUE, where, f"the value {key}", parts.name_of)
        except Skip:
            continue
        label, ink, symbol = (
            found.get("label", Words.plain(key)),
            found.get("ink"),
            found.get("symbol"),
        )
        extras = {key: found[key] for key in ("height", "copies") if key in found}
        if where + ("mark",) in reader.keys:  # given: a mark that cannot be read draws nothing
            extras["mark"] = found.get("mark", ())
        values.append(Value(key, label, ink, symbol, **extras))
    return tuple(values)


def _numbered(
    reader: GameReader, values: tuple[Value, ...], path: tuple, low: int, high: int
) -> tuple[Value, ...]:
    """The details of some numbers of a number attribute, each keyed by its number."""
    out = []
    for value in values:
        number = parts.number_value_id(value.id, low, high)
        if number is None:
            reader.error(
                reader.keys[path + (value.id,)],
                "bad-id",
                f"{value.id!r} is not a number from {low} to {high}",
                f"the values of a number attribute are its numbers, {low} to {high}",
            )
            continue
        out.append(replace(value, id=number))
    return tuple(out)


def _read_symbol(reader: GameReader, node: Node, path: tuple, what: str) -> str:
    """The symbols a value may take are the drawn ones, the bundled icons and the game's own
    (not the format's)."""
    own = tuple(name for name, _ in reader.icons if name not in _symbol_choices())
    return reader.choice(node, path, _symbol_choices() + own, what)


def _read_mark(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """A mark's shapes have codes and wording of their own (bad-shape, empty-list)."""
    return parts.read_mark(node, reader, path, what)


def _shape_points(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """A shape's points have codes and wording of their own (out-of-bounds, bad-shape)."""
    return parts.read_coordinates(node, reader, path, path[-1])


def _symbol_choices() -> tuple[str, ...]:
    """A value's symbol: one of the drawn symbols, or any bundled icon."""
    from printgen.layout.icons import icon_names

    return SYMBOLS + tuple(name for name in icon_names() if name not in SYMBOLS)


def _read_derived(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Derived, ...]:
    """A derived field that cannot be read is kept by name, marked broken."""
    derived = []
    for name, item in reader.named(
        node, path, "the derived fields", fmt.DECK.key("derived").max_items
    ):
        where = path + (name,)
        before = len(reader.diagnostics)
        try:
            _read_one_derived(item, reader, where, name, derived)
        except Skip:
            pass
        if len(reader.diagnostics) > before and all(d.name != name for d in derived):
            # reported; known by name, so a face that prints it draws no second error
            derived.append(Derived(name, "", broken=True))
    return tuple(derived)


def _read_one_derived(
    item: Node, reader: GameReader, where: tuple, name: str, derived: list
) -> None:
    """One derived field, its keys read by their description; what no description says is here:
    by a step (`add` and `wrap`) or by `cases` (and `else`), not both, and the cases' conditions
    compiled over the source's name."""
    found = read_fields(
        reader, item, fmt.DERIVED, where, f"the derived field {name}", parts.name_of
    )
    given = {key for key in fmt.DERIVED.key_names() if where + (key,) in reader.keys}
    source = found.get("from")
    if "cases" in given or "else" in given:
        if "add" in given or "wrap" in given:
            reader.error(
                reader.keys[where + ("add" if "add" in given else "wrap",)],
                "too-many-items",
                f"the derived field {name} is worked out by cases or by a step, not both",
                "keep `cases:` (and `else:`), or `add:` and `wrap:`",
            )
            return
        cases = _compile_cases(reader, found["cases"], source or "") if "cases" in found else None
        if "cases" not in given:
            reader.error(
                item.pos,
                "missing-key",
                f"the derived field {name} has `else` but no `cases`",
                "add `cases:` with a `- {when: ..., value: ...}` line for each case",
            )
        elif source is not None and cases is not None:
            derived.append(Derived(name, source, cases=cases, otherwise=found.get("else")))
        return
    for required in ("add", "wrap"):
        if required not in given:
            reader.error(
                item.pos,
                "missing-key",
                f"the derived field {name} has no `{required}`",
                f"add `{required}:`, or work it out by `cases:`",
            )
    add, wrap = found.get("add"), found.get("wrap")
    if None not in (source, add, wrap):
        derived.append(Derived(name, source, add, wrap))


def _read_cases(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """The cases, each read by its description (a list too short has a code of its own,
    empty-list); their conditions are compiled once the source is read (`_compile_cases`), so each
    is kept with its condition's node, for the column of a bad one. A case that cannot be read is
    None, so the good ones' conditions are still told."""
    spec = fmt.DERIVED.key("cases")
    cases = []
    for index, item in enumerate(reader.entries(node, path, "cases", spec)):
        try:
            case = read_spec(
                reader, item, spec.values, path + (index,), f"case {index + 1}", parts.name_of
            )
        except Skip:
            cases.append(None)
            continue
        when = [value for key, value in item.items if key.value == "when"][-1]
        value = [node for key, node in item.items if key.value == "value"][-1]
        cases.append((case["when"], case["value"], when, value))
    return tuple(cases)


def _compile_cases(reader: GameReader, cases: tuple, source: str) -> tuple | None:
    """Each case's condition compiled over the source's name, and its value (a number, or an
    expression over the same name, compiled too); a bad condition or value is reported at its
    column (expr-invalid). With a bad or unreadable case the cases are unusable (None)."""
    compiled = []
    for index, case in enumerate(cases):
        if case is None:
            continue
        text, value, when, value_node = case
        condition = _case_expr(reader, text, source, when, f"the condition of case {index + 1}")
        if isinstance(value, str):
            value = _case_expr(reader, value, source, value_node, f"the value of case {index + 1}")
        if condition is not None and value is not None:
            compiled.append((condition, value))
    return tuple(compiled) if len(compiled) == len(cases) else None


def _case_expr(reader: GameReader, text: str, source: str, node: Node, what: str):
    """A case's condition or value compiled over the source's name, or None with the problem told
    at its column (expr-invalid)."""
    from printgen.read.expr import ExprError, compile_expr

    try:
        return compile_expr(text, (source,))
    except ExprError as exc:
        column = node.pos.column + exc.offset + (1 if getattr(node, "quoted", False) else 0)
        reader.error(
            Pos(node.pos.line, column), "expr-invalid", f"{what} cannot be used: {exc}", exc.hint
        )
        return None


def _read_bool(node: Node, reader: GameReader, path: tuple, what: str) -> bool:
    reader.values[path] = node.pos
    if isinstance(node, Scalar) and isinstance(node.value, bool):
        return node.value
    raise reader.wrong_type(node, f"true or false for {what}", "write `true` or `false`")


def _read_elements(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """Each element: one that cannot be read is left out, the others kept."""
    elements = []
    for index, item in enumerate(reader.entries(node, path, what, fmt.FACE.key("elements"))):
        try:
            element = _read_element(item, reader, path + (index,), index)
        except Skip:
            continue
        if element is not None:
            elements.append(element)
    return tuple(elements)


def _face(found: dict) -> Face | None:
    if "elements" not in found:
        return None
    colours = {key: found.get(key) for key in _FACE_COLOURS}
    colours["wash"] = found.get("wash", fmt.FACE.key("wash").default)
    return Face(found.get("tint"), found["elements"], **colours)


def _read_element(item: Node, reader: GameReader, where: tuple, index: int) -> Element | None:
    """One face element, its keys read by their description; what no description says is here:
    exactly one of `text`, `symbol`, `mark`, `lines`, `image` or `icon`, `repeat` only with
    `icon`, and `lines` (which runs across the card) with no `at`. Every other key is passed to
    the model by its name."""
    what = f"face element {index + 1}"
    found = read_fields(reader, item, fmt.ELEMENT, where, what, parts.name_of)
    given = {key for key in fmt.ELEMENT.key_names() if where + (key,) in reader.keys}
    kinds = [kind for kind in ELEMENT_KINDS if kind in given]
    if len(kinds) != 1:
        reader.error(
            item.pos,
            "missing-key" if not kinds else "too-many-items",
            f"face element {index + 1} needs exactly one of `text`, `symbol`, `mark`, "
            "`lines`, `image` or `icon`",
            'write `text: "{number}"`, `symbol: colour`, `mark: animal`, `lines: letters`, '
            '`image: "{art}"` or `icon: coin`',
        )
        return None
    if "repeat" in given and "icon" not in kinds:
        reader.error(
            reader.keys[where + ("repeat",)],
            "unknown-key",
            "`repeat` draws an icon more than once, but the element draws no icon",
            "add `icon: NAME`, or remove `repeat:`",
        )
        return None
    kind = kinds[0]
    value, size = found.get(kind), found.get("size", _SIZE.default)
    if kind == "lines":
        if "at" in given:
            reader.error(
                reader.keys[where + ("at",)],
                "unknown-key",
                "lines run right across the card, so they take no `at`",
                "remove `at:`",
            )
        if isinstance(size, float):
            reader.error(
                reader.values[where + ("size",)],
                "bad-choice",
                f"lines take a named size, not {size:g} pt",
                "choose one of: " + ", ".join(_variant(_SIZE, "choice").choices),
            )
            return None
        return Element("across", lines=value, size=size, index=index) if value is not None else None
    if "at" not in given:
        reader.error(
            item.pos,
            "missing-key",
            f"face element {index + 1} has no `at`",
            f"add `at:` with one of {', '.join(fmt.ELEMENT.key('at').choices)}",
        )
        return None
    at = read_key(reader, {"at": found["at"]}, fmt.ELEMENT, "at", where + ("at",), "the place")
    if at is None or value is None:
        return None
    rest = {key: v for key, v in found.items() if key not in _ELEMENT_OWN}
    return Element(at, size=size, index=index, **rest, **{kind: value})


def _read_size(reader: GameReader, node: Node, path: tuple, what: str) -> str | float:
    """A named size (it grows with the theme) or a type size in points: a size out of bounds is
    told with the named sizes."""
    if (
        isinstance(node, Scalar)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        reader.values[path] = node.pos
        low, high = _variant(_SIZE, "number").bounds()
        if not low <= node.value <= high:
            reader.error(
                node.pos,
                "out-of-bounds",
                f"the size is {node.value} pt; it must be {low:g} to {high:g}",
                "or name a size: " + ", ".join(_variant(_SIZE, "choice").choices),
            )
            raise Skip()
        return float(node.value)
    return reader.choice_by(node, path, _variant(_SIZE, "choice"), "the size")


_SIZE = fmt.ELEMENT.key("size")
_ELEMENT_OWN = (*ELEMENT_KINDS, "at", "size")  # not passed to the model by name
_FACE_COLOURS = tuple(k.name for k in fmt.FACE.keys if k.spec.type == "color")


def _own_bool(reader: GameReader, node: Node, path: tuple, what: str) -> bool:
    return _read_bool(node, reader, path, what)


# -- deal ----------------------------------------------------------------------------------
def _read_deal(reader: GameReader, node: Node, path: tuple, what: str) -> Deal:
    """The deal names the decks read before it, and each player count's row is read against the
    dealt deck."""
    found = read_fields(reader, node, fmt.DEAL, path, what, parts.name_of)
    deck = found.get("deck")
    draw = parts.draw_of(reader, found["draw"], path + ("draw",)) if "draw" in found else None
    if "players" not in found or deck is None:
        raise Skip()
    rows, unread = [], []
    dealt_deck = next((d for d in reader.decks if d.id == deck), None)
    table = found.get("table", fmt.DEAL.key("table").default)
    for count, item in _player_rows(found["players"], reader, path + ("players",)):
        try:
            rows.append(
                _read_row(item, reader, path + ("players", count), count, table, dealt_deck)
            )
        except Skip:
            unread.append(count)  # reported where it stands; no check counts cards for it
    return Deal(deck, tuple(rows), found.get("note"), found.get("piles", ()), draw, tuple(unread))


_MOST_PLAYERS = fmt.DEAL.key("players").max_items  # the deal's keys: 1 to 12 players


def _player_rows(node: Node, reader: GameReader, path: tuple) -> list[tuple[int, Node]]:
    reader.values[path] = node.pos
    if not isinstance(node, Mapping):
        raise reader.wrong_type(
            node,
            "a mapping from player counts to deals",
            "write `2: {hand: 6}` for each player count",
        )
    rows = []
    for key, value in node.items:
        if (
            not isinstance(key.value, int)
            or isinstance(key.value, bool)
            or not 1 <= key.value <= _MOST_PLAYERS
        ):
            reader.error(
                key.pos,
                "bad-player-count",
                f"{describe(key)} is not a player count",
                f"write a whole number of players from 1 to {_MOST_PLAYERS}",
            )
            continue
        reader.keys[path + (key.value,)] = key.pos
        reader.values[path + (key.value,)] = value.pos
        rows.append((key.value, value))
    return rows


def _read_row(
    node: Node, reader: GameReader, path: tuple, players: int, table: int, deck: Deck | None
) -> DealRow:
    """One player count's deal, its keys read by their description (each count of cards by its own
    part below); what no description says is here: `hand` or `hand_by_round`, not both, the
    removals read against the dealt deck, and the counts of the dealt deck told from the other
    decks'. Every other key is passed to the model by its name."""
    what = f"the deal for {players} players"
    found = read_fields(reader, node, fmt.DEAL_ROW, path, what, parts.name_of)
    given = {key for key in fmt.DEAL_ROW.key_names() if path + (key,) in reader.keys}
    if "hand" not in given and "hand_by_round" not in given:
        reader.error(
            node.pos,
            "missing-key",
            f"{what} has no `hand`",
            "add `hand:` (the cards each player is dealt), or `hand_by_round: [...]` for a "
            "game dealt afresh each round",
        )
    if "hand" in given and "hand_by_round" in given:
        reader.error(
            reader.keys[path + ("hand_by_round",)],
            "too-many-items",
            f"{what} gives both `hand` and `hand_by_round`",
            "keep `hand_by_round`: the largest of its hands is the deal that must fit the deck",
        )
        raise Skip()
    removals = (
        _read_removals(found["remove"], reader, path + ("remove",), deck)
        if "remove" in found
        else ()
    )
    by_round = found.get("hand_by_round", ())
    if not ({"hand", "hand_by_round"} & set(found)):  # missing, or reported where it stands
        raise Skip()
    own = deck.id if deck is not None else None
    counts: dict[str, dict[str, int]] = {}
    for role in _DEALT:
        for deck_id, number in found.get(role, {}).items():
            if deck_id is None and own is None:
                continue  # the dealt deck is unknown: reported with the deal's deck
            counts.setdefault(own if deck_id is None else deck_id, {})[role] = number
    mine = counts.pop(own, {}) if own is not None else {}
    if by_round:
        mine["hand"] = max(by_round)
    others = tuple(
        DeckCount(
            deck_id,
            c.get("hand", 0),
            c.get("table", 0),
            c.get("set_aside", 0),
            c.get("set_aside_shown", 0),
        )
        for deck_id, c in counts.items()
    )
    rest = {key: value for key, value in found.items() if key not in _ROW_OWN}
    return DealRow(
        players,
        mine.get("hand", 0),
        mine.get("table", table if "table" not in given else 0),
        removals,
        found.get("kept"),
        mine.get("set_aside", 0),
        mine.get("set_aside_shown", 0),
        others,
        found.get("tokens", ()),
        found.get("to_win", ()),
        by_round,
        **rest,
    )


_DEALT = ("hand", "table", "set_aside", "set_aside_shown")  # counts of cards, by deck
_ROW_OWN = (*_DEALT, "hand_by_round", "remove", "kept", "tokens", "to_win")  # not by name


def _hands_by_round(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[int, ...]:
    """The hands of a game dealt afresh each round: as many rounds as the format allows, each hand
    within its bounds (told once for the list), a list written as text told how to write it."""
    spec = fmt.DEAL_ROW.key("hand_by_round")
    if isinstance(node, Sequence):
        reader.entries(node, path, what, spec)
    by_round = reader.int_list(node, path, what)
    low, high = (int(bound) for bound in spec.values.bounds())
    if any(not low <= n <= high for n in by_round):
        reader.error(
            node.pos,
            "out-of-bounds",
            f"a hand by round is outside {low} to {high}",
            "write each round's cards per player as a whole number",
        )
        raise Skip()
    return tuple(by_round)


def _per_deck(reader: GameReader, node: Node, path: tuple, what: str) -> dict[str | None, int]:
    """A count of the deal's own deck (by None: the row tells it), or (a mapping) of each deck by
    id: {deck id: cards}. A deck the game does not have is told with the decks it has."""
    spec = fmt.DEAL_ROW.key(path[-1])
    if not isinstance(node, Mapping):
        return {None: reader.bounded_by(node, path, what, _variant(spec, "integer"))}
    found = {}
    known = tuple(d.id for d in reader.decks)
    by_deck = _variant(spec, "map")
    for deck_id, item in reader.named(node, path, "the decks", by_deck.max_items):
        if known and deck_id not in known:
            import difflib

            close = difflib.get_close_matches(deck_id, known, 1)
            reader.error(
                reader.keys[path + (deck_id,)],
                "unknown-attribute",
                f"{deck_id!r} is not a deck of the game",
                f"did you mean `{close[0]}`?" if close else "decks: " + ", ".join(known),
            )
            continue
        try:
            found[deck_id] = reader.bounded_by(
                item, path + (deck_id,), f"{what} from {deck_id}", by_deck.values
            )
        except Skip:
            continue
    return found


def _token_counts(
    reader: GameReader, node: Node, path: tuple, what: str
) -> tuple[tuple[str, int], ...]:
    """Tokens by id, each within its bounds (tokens each from 0, to win from 1): a bad count is
    told with its token's id and left out, the others kept."""
    spec = fmt.DEAL_ROW.key(path[-1])  # tokens each (from 0) or tokens to win (from 1)
    found = []
    for token_id, item in reader.named(node, path, "the tokens", spec.max_items):
        try:
            found.append(
                (
                    token_id,
                    reader.bounded_by(
                        item, path + (token_id,), f"{what} ({token_id})", spec.values
                    ),
                )
            )
        except Skip:
            continue
    return tuple(found)


_REMOVE = fmt.DEAL_ROW.key("remove")


def _read_removals(
    node: Node, reader: GameReader, path: tuple, deck: Deck | None
) -> tuple[Removal, ...]:
    """Each removal, checked against the dealt deck's values: a count past them, a value it does not
    have or a value of the wrong type is reported, and the row is then not counted (Skip), so a
    wrong deal table is never printed and no false `deal-too-large` follows."""
    removals, unreadable = [], False
    for name, item in reader.named(node, path, "the removals", _REMOVE.max_items):
        attribute = deck.attribute(name) if deck is not None else None
        try:
            removals.append(_read_removal(item, reader, path + (name,), name, attribute))
        except Skip:
            unreadable = True
    if unreadable:
        raise Skip()
    return tuple(removals)


def _read_removal(
    node: Node, reader: GameReader, path: tuple, name: str, attribute: Attribute | None
) -> Removal:
    # None: unknown-attribute reports it
    singles = attribute.singles() if attribute is not None else None
    if not isinstance(node, Sequence):
        count = reader.bounded_by(
            node, path, f"the number of {name} values removed", _variant(_REMOVE.values, "integer")
        )
        if singles is not None and count >= len(singles):
            reader.error(
                node.pos,
                "out-of-bounds",
                f"the deal removes {count} {name} values, but there are {len(singles)}, so no "
                "card would stay",
                f"remove at most {len(singles) - 1}, or list the values to remove",
            )
            raise Skip()
        return Removal(name, count=count)
    values, bad = [], False
    listed = _variant(_REMOVE.values, "array")
    for index, item in enumerate(reader.entries(node, path, "removed values", listed)):
        try:
            values.append(_removed_value(item, reader, path + (index,), name, singles))
        except Skip:
            bad = True
    if bad:
        raise Skip()
    if singles is not None and set(values) >= set(singles):
        reader.error(
            node.pos,
            "out-of-bounds",
            f"the deal removes every {name} value, so no card would stay",
            "leave at least one value in play",
        )
        raise Skip()
    return Removal(name, values=tuple(values))


def _removed_value(
    node: Node, reader: GameReader, path: tuple, name: str, singles: tuple | None
) -> object:
    """One listed value to remove: a value the attribute has, written as the attribute writes it."""
    reader.values[path] = node.pos
    if (
        not isinstance(node, Scalar)
        or node.value is None
        or isinstance(node.value, (bool, list, dict))
    ):
        raise reader.wrong_type(
            node, f"a value of {name}", "write a value's name, or a number of a number attribute"
        )
    value = (
        node.value
        if isinstance(node.value, int)
        else node.raw
        if not isinstance(node.value, str)
        else node.value
    )
    if singles is None:
        return value
    if value in singles:
        return value
    if isinstance(value, int) and str(value) in singles:
        return str(value)
    numbers = all(isinstance(v, int) for v in singles)
    shown = (
        f"{singles[0]} to {singles[-1]}"
        if numbers
        else ", ".join(str(v) for v in singles[:8]) + (", ..." if len(singles) > 8 else "")
    )
    quoted = isinstance(value, str) and any(
        isinstance(v, int) and str(v) == value.strip() for v in singles
    )
    hint = (
        f"write {value.strip()} without quotes: {name} is a number"
        if quoted
        else f"the values of {name}: {shown}"
    )
    reader.error(node.pos, "bad-choice", f"{shorten(str(value))!r} is not a value of {name}", hint)
    raise Skip()


# -- reference cards and score sheets ------------------------------------------------------
def _read_references(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    references = []
    limit = G.key("references").max_items
    for ref_id, item in reader.named(node, path, what, limit):
        try:
            references.append(_read_reference(item, reader, path + (ref_id,), ref_id))
        except Skip:
            continue
    return tuple(references)


def _read_reference(node: Node, reader: GameReader, path: tuple, ref_id: str) -> Reference:
    spec = fmt.REFERENCE
    try:
        found = read_fields(reader, node, spec, path, f"the reference card {ref_id}", parts.name_of)
    except _Stop:
        raise Skip() from None
    title, blocks = found.get("title"), found.get("blocks")
    columns, size, copies = (
        found.get(key, spec.key(key).default) for key in ("columns", "size", "copies")
    )
    if title is None or blocks is None:
        raise Skip()
    if size == "panel" and copies != 1:
        reader.error(
            reader.values[path + ("copies",)],
            "bad-choice",
            "copies are printed of a card-sized reference only",
            "add `size: card` to print it among the cards, once for each copy",
        )
        raise Skip()
    for block in blocks:
        if block.column > columns:
            reader.error(
                reader.values[path + ("blocks", block.index, "column")],
                "lone-column",
                f"block {block.index + 1} is in column {block.column} but the card has one column",
                "add `columns: 2` to the card, or drop the block's `column:`",
            )
    return Reference(ref_id, title, blocks, columns, size=size, copies=copies)


def _read_copies(reader: GameReader, node: Node, path: tuple, what: str) -> int | str:
    """A number of copies, or `per-player`: told as a number unless it is text."""
    spec = fmt.REFERENCE.key("copies")
    if isinstance(node, Scalar) and isinstance(node.value, str):
        return reader.choice_by(node, path, _variant(spec, "choice"), what)
    return reader.bounded_by(node, path, what, _variant(spec, "integer"))


def _read_blocks(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Block, ...]:
    """Every block, each checked even after a bad one; a card with a bad block is left out."""
    blocks, unreadable = [], False
    for index, item in enumerate(reader.entries(node, path, "blocks", fmt.REFERENCE.key("blocks"))):
        try:
            blocks.append(_read_block(item, reader, path + (index,), index))
        except Skip:
            unreadable = True
    if unreadable:
        raise Skip()
    return tuple(blocks)


def _read_block(node: Node, reader: GameReader, path: tuple, index: int) -> Block:
    """One block, its keys read by their description (each kind by its own part below); what no
    description says is here: exactly one kind. Every other key is passed to the model by its
    name."""
    found = read_fields(reader, node, fmt.BLOCK, path, f"block {index + 1}", parts.name_of)
    given = [kind for kind in BLOCK_KINDS if path + (kind,) in reader.keys]
    if len(given) != 1:
        reader.error(
            node.pos,
            "missing-key" if not given else "too-many-items",
            f"block {index + 1} must hold exactly one of {', '.join(BLOCK_KINDS)}",
            "give each block its own `- ` line",
        )
        raise Skip()
    if given[0] not in found:  # reported where it stands
        raise Skip()
    rest = {key: value for key, value in found.items() if key not in BLOCK_KINDS}
    return replace(found[given[0]], **rest)


def _block_kind(reader: GameReader, node: Node, where: tuple, what: str) -> Block:
    """A block's kind (its text, list, legend, scoring, points or table), read its own way: each
    has wording of its own, and a table is one of three shapes."""
    kind, index = where[-1], where[-2]
    if kind == "text":
        return Block("text", (reader.words(node, where, "the text"),), index=index)
    if kind == "list":
        return Block(
            "list",
            tuple(
                reader.words(v, where + (i,), "a list item")
                for i, v in enumerate(
                    reader.entries(node, where, "list items", fmt.BLOCK.key("list"))
                )
            ),
            index=index,
        )
    if kind == "legend":
        return Block("legend", attribute=reader.text(node, where, "the attribute"), index=index)
    if kind == "scoring":
        part = reader.choice_by(node, where, fmt.BLOCK.key("scoring"), "the scoring shown")
        return Block("scoring", index=index, data=part)
    if kind == "play":
        part = reader.choice_by(node, where, fmt.BLOCK.key("play"), "the play shown")
        return Block("play", index=index, data=part)
    if kind == "points":
        attribute, columns, points = parts.read_points(node, reader, where)
        return Block("points", columns=columns, attribute=attribute, points=points, index=index)
    if isinstance(node, Scalar) and node.value == "deal":
        reader.values[where] = node.pos
        return Block("deal", index=index)
    return _read_table(node, reader, where, index)


def _read_deck_table(fields: dict, reader: GameReader, path: tuple, index: int) -> Block:
    """A table made from a deck: each column a title and a template filled from each kind of
    card. An unreadable deck does not hide a missing or bad `columns`, nor one bad template the
    others: each is told at once."""
    try:
        deck = reader.text(fields["deck"], path + ("deck",), "the deck")
    except Skip:
        deck = None
    if "columns" not in fields:
        reader.error(
            reader.values[path],
            "missing-key",
            "the table has no `columns`",
            f"write `columns: {_COLUMNS_EXAMPLE}`: each title with what its cells print",
        )
        raise Skip()
    node = fields["columns"]
    reader.values[path + ("columns",)] = node.pos
    if not isinstance(node, Mapping) or not node.items:
        raise reader.wrong_type(
            node, "a mapping of column titles to templates", f"write `columns: {_COLUMNS_EXAMPLE}`"
        )
    limit = _DECK_TABLE.key("columns").max_items
    if len(node.items) > limit:
        reader.error(
            node.pos,
            "too-many-items",
            f"the table has {len(node.items)} columns; the limit is {limit}",
            f"a reference card shows at most {limit} columns",
        )
        raise Skip()
    titles, templates, bad = [], [], deck is None
    for position, (key, value) in enumerate(node.items):
        title = str(key.value if key.value is not None else key.raw)
        reader.keys[path + ("columns", position)] = key.pos
        try:
            templates.append(
                reader.text(value, path + ("columns", position), "a column's template")
            )
        except Skip:
            bad = True
        titles.append(Words.plain(title))
    if bad:
        raise Skip()
    return Block("table", columns=tuple(titles), index=index, data=deck, templates=tuple(templates))


_TABLE, _DECK_TABLE = (v for v in fmt.BLOCK.key("table").variants if v.type == "object")
_COLUMNS_EXAMPLE = example_text(_DECK_TABLE.key("columns").example)


def _read_table(node: Node, reader: GameReader, path: tuple, index: int) -> Block:
    """A table, its keys read by their description (its columns and rows by their own parts
    below); what no description says is here: every row one cell per column. A table made from a
    deck is read by hand: its missing `columns` is told with an example, and its columns are keyed
    by the author's titles."""
    if isinstance(node, Mapping) and "deck" in node.keys():
        # `deck` is there, and a missing `columns` is told with an example below (not twice)
        fields = reader.mapping(node, path, _DECK_TABLE.key_names(), (), "the table")
        return _read_deck_table(fields, reader, path, index)
    found = read_fields(reader, node, _TABLE, path, "the table", parts.name_of)
    if not set(_TABLE.required()) <= set(found):  # missing, or reported where it stands
        raise Skip()
    columns, rows = found["columns"], found["rows"]
    unreadable = None in rows
    for r, cells in enumerate(rows):
        if cells is not None and len(cells) != len(columns):
            reader.error(
                reader.values[path + ("rows", r)],
                "table-shape",
                f"row {r + 1} has {len(cells)} cell{'s' if len(cells) != 1 else ''} but the "
                f"table has {len(columns)} columns",
                "give every row one cell per column",
            )
            unreadable = True
    if unreadable:
        raise Skip()
    return Block("table", columns=columns, rows=rows, index=index)


def _table_columns(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Words, ...]:
    """A table's column titles: none is told with an example (empty-list)."""
    listed = _TABLE.key("columns")
    columns = tuple(
        reader.words(v, path + (i,), "a column title")
        for i, v in enumerate(reader.items_of(node, path, "columns", listed.max_items))
    )
    if not columns:
        reader.error(
            node.pos,
            "empty-list",
            "the table has no columns",
            "list the column titles, such as `columns: [Colour, Points]`",
        )
        raise Skip()
    return columns


def _table_rows(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    """A table's rows, each its cells, None for a row that cannot be read (reported): the others
    are still told against the columns."""
    spec = _TABLE.key("rows")
    rows = []
    for r, row in enumerate(reader.items_of(node, path, "rows", spec.max_items)):
        try:
            rows.append(
                tuple(
                    reader.words(v, path + (r, c), "a cell")
                    for c, v in enumerate(
                        reader.items_of(row, path + (r,), "cells", spec.values.max_items)
                    )
                )
            )
        except Skip:
            rows.append(None)
    return tuple(rows)


def _read_sheets(reader: GameReader, node: Node, path: tuple, what: str) -> tuple:
    sheets = []
    limit = G.key("score_sheets").max_items
    for sheet_id, item in reader.named(node, path, what, limit):
        try:
            sheets.append(_read_sheet(item, reader, path + (sheet_id,), sheet_id))
        except Skip:
            pass
    return tuple(sheets)


def _read_sheet(node: Node, reader: GameReader, path: tuple, sheet_id: str) -> ScoreSheet:
    what = f"the score sheet {sheet_id}"
    found = read_fields(reader, node, fmt.SHEET, path, what, parts.name_of)
    title, rows, columns = (found.get(key) for key in ("title", "rows", "columns"))
    if title is None or rows is None or not columns:
        raise Skip()
    target, note = tuple(found.get("target", ())), found.get("note")
    return ScoreSheet(sheet_id, title, rows[0], rows[1], columns, target, note, rows[2])


def _sheet_columns(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Column, ...]:
    """`columns: scoring` (filled from the game's scoring when printed), or the columns listed."""
    if (
        isinstance(node, Scalar)
        and node.value in _variant(fmt.SHEET.key("columns"), "choice").choices
    ):
        reader.values[path] = node.pos
        return (Column(Words.plain(""), "scoring", None, 0),)
    columns = []
    listed = _variant(fmt.SHEET.key("columns"), "array")
    for index, item in enumerate(reader.entries(node, path, "columns", listed)):
        try:
            found = read_fields(
                reader, item, fmt.COLUMN, path + (index,), f"column {index + 1}", parts.name_of
            )
        except Skip:
            continue
        if "title" in found:
            kind = found.get("kind", fmt.COLUMN.key("kind").default)
            columns.append(Column(found["title"], kind, found.get("per"), index))
    return tuple(columns)


def _read_targets(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[int, ...]:
    """Too many targets have a message of their own (they print on one line)."""
    limit = fmt.SHEET.key("target").max_items
    if isinstance(node, Sequence) and len(node.items) > limit:
        reader.error(
            node.pos,
            "too-many-items",
            f"the target scores have {len(node.items):,} entries; the limit is {limit}",
            "a sheet prints its targets on one line; keep the few a group plays to",
        )
        raise Skip()
    return reader.int_list(node, path, "the target scores")


def _read_sheet_rows(
    reader: GameReader, node: Node, path: tuple, what: str
) -> tuple[str, int | None, tuple[Words, ...]]:
    """The rows' keys read by their description; what no description says is here: `per` or
    `names`, named rows are rounds, and `count` agrees with the names."""
    spec = fmt.SHEET.key("rows")
    fields = read_fields(reader, node, spec, path, "the rows", parts.name_of)
    given = {key for key in spec.key_names() if path + (key,) in reader.keys}
    if "per" not in given and "names" not in given:
        reader.error(
            node.pos,
            "missing-key",
            "the rows have neither `per` nor `names`",
            "write `per: round`, `per: player` or `per: game`, or name each row with `names: "
            "[...]`",
        )
        raise Skip()
    if "per" in given and "per" not in fields:  # reported where it stands
        raise Skip()
    per, count = fields.get("per", "round"), fields.get("count")
    if "names" not in given:
        return per, count, ()
    if "names" not in fields:
        raise Skip()
    names = fields["names"]
    if per != "round":
        reader.error(
            reader.values[path + ("names",)],
            "bad-choice",
            f"named rows are rounds, but the rows are per {per}",
            "drop `per:` (named rows are a round each), or drop `names:`",
        )
        raise Skip()
    if count is not None and count != len(names):
        reader.error(
            reader.values[path + ("count",)],
            "card-count-mismatch",
            f"the rows say `count: {count}` but name {len(names)}",
            f"drop `count:`: the {len(names)} names are the rows",
        )
        raise Skip()
    return per, len(names), names


def _row_names(reader: GameReader, node: Node, path: tuple, what: str) -> tuple[Words, ...]:
    """A sheet's row names: an empty list is told as one (empty-list), with wording of its own."""
    items = reader.entries(node, path, "row names", fmt.SHEET.key("rows").key("names"))
    return tuple(reader.words(item, path + (i,), "a row's name") for i, item in enumerate(items))


# -- the parts read their own way -----------------------------------------------------------
class _Stop(Exception):
    """A part that cannot be read leaves the rest of its entry unread (a reference card's title):
    its problem is reported, and the entry is left out."""


_STOP = object()  # in OWN_PARTS: read by the description, but stop the entry if unreadable


def _or_stop(reader: GameReader, spec, node: Node, path: tuple, what: str):
    try:
        return read_spec(reader, node, spec, path, what, parts.name_of)
    except Skip:
        raise _Stop() from None


def _later(reader: GameReader, node: Node, path: tuple, what: str) -> Node:
    """A part read once the parts it names are read (the scoring names decks and tokens)."""
    return node


# Each part of a game file that is not read by its description alone, by its path (`*` for an
# entry): named entries are read one by one (a bad one is left out, or leaves its part out),
# with codes and wording of their own, and cross-key rules no description says.
OWN_PARTS = {
    ("languages",): _read_languages,
    ("icons",): _read_icons,
    ("decks",): _read_decks,
    ("deal",): _read_deal,
    ("references",): _read_references,
    ("score_sheets",): _read_sheets,
    ("decks", "*", "attributes"): _read_attributes,
    ("decks", "*", "attributes", "*", "values"): _read_values,
    ("decks", "*", "attributes", "*", "max"): _later,  # bounded by the lowest number
    ("decks", "*", "attributes", "*", "values", "*", "symbol"): _read_symbol,
    ("decks", "*", "attributes", "*", "values", "*", "mark"): _read_mark,
    **{
        ("decks", "*", "attributes", "*", "values", "*", "mark", "*", kind): _shape_points
        for kind in parts.SHAPE_KINDS
    },
    ("decks", "*", "cards"): _later,
    ("decks", "*", "derived"): _read_derived,
    ("decks", "*", "derived", "*", "cases"): _read_cases,
    ("decks", "*", "face", "elements"): _read_elements,
    ("decks", "*", "face", "elements", "*", "size"): _read_size,
    ("decks", "*", "face", "elements", "*", "at"): _later,
    ("deal", "piles"): parts.read_piles,
    ("deal", "players"): _later,
    **{("deal", "players", "*", role): _per_deck for role in _DEALT},
    ("deal", "players", "*", "hand_by_round"): _hands_by_round,
    ("deal", "players", "*", "remove"): _later,  # read against the dealt deck
    ("deal", "players", "*", "tokens"): _token_counts,
    ("deal", "players", "*", "to_win"): _token_counts,
    ("references", "*", "title"): _STOP,
    ("references", "*", "copies"): _read_copies,
    ("references", "*", "blocks"): _read_blocks,
    **{("references", "*", "blocks", "*", kind): _block_kind for kind in BLOCK_KINDS},
    ("references", "*", "blocks", "*", "points", "columns"): parts.points_columns,
    ("references", "*", "blocks", "*", "points", "values"): parts.points_values,
    # a table's (a table made from a deck is read by hand, so its columns never come here)
    ("references", "*", "blocks", "*", "table", "columns"): _table_columns,
    ("references", "*", "blocks", "*", "table", "rows"): _table_rows,
    ("score_sheets", "*", "rows"): _read_sheet_rows,
    ("score_sheets", "*", "rows", "names"): _row_names,
    ("score_sheets", "*", "columns"): _sheet_columns,
    ("score_sheets", "*", "target"): _read_targets,
    ("tokens",): parts.read_tokens,
    ("summary",): parts.read_lines,
    ("credits",): parts.read_lines,
    ("scoring",): _later,
    ("examples",): _later,
    ("rounds",): _later,
}
