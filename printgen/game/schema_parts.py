"""Readers for the game file's drawn parts and play counts: marks, value details, piles and draws,
points tables and tokens. They extend `printgen.game.schema` with the same positioned problems.
"""

from __future__ import annotations

from printgen.game import format as fmt
from printgen.loader import Mapping, Node
from printgen.pieces.deal import Draw, Pile
from printgen.pieces.model import About, Shape, Token, Words
from printgen.reader import Skip
from printgen.spec_reader import read_key

# Keys, bounds and defaults come from the one description of the format (printgen.game.format).
SHAPE_KINDS = fmt.SHAPE.one_of
_VALUE = fmt.VALUE.variants[1]
_MOST_COORDINATES = max(fmt.SHAPE.key(kind).max_items for kind in SHAPE_KINDS)


# -- drawn marks ---------------------------------------------------------------------------
def read_mark(node: Node, reader, path: tuple, what: str) -> tuple[Shape, ...]:
    """A mark: a list of `{circle: [cx, cy, r]}`, `{polygon: [x, y, ...]}` or `{line: [x, y, ...]}`
    in a 100 x 100 box (y up), each optionally with `paint: ground` to cut it out of what is
    below."""
    shapes = []
    limit = fmt.MARK.max_items
    for index, item in enumerate(reader.items_of(node, path, f"the shapes of {what}", limit)):
        try:
            shapes.append(_read_shape(item, reader, path + (index,), index))
        except Skip:
            continue
    if not shapes:
        reader.error(
            node.pos,
            "empty-list",
            f"{what} has no shapes",
            "draw at least one `{circle: [50, 50, 30]}`",
        )
        raise Skip()
    return tuple(shapes)


def _read_shape(node: Node, reader, path: tuple, index: int) -> Shape:
    fields = reader.fields_of(node, path, fmt.SHAPE, f"shape {index + 1}")
    kinds = [k for k in SHAPE_KINDS if k in fields]
    if len(kinds) != 1:
        reader.error(
            node.pos,
            "missing-key" if not kinds else "too-many-items",
            f"shape {index + 1} must be exactly one of {', '.join(SHAPE_KINDS)}",
            "write `{circle: [50, 50, 30]}` or `{polygon: [10, 10, 90, 10, 50, 90]}`",
        )
        raise Skip()
    kind = kinds[0]
    paint = read_key(reader, fields, fmt.SHAPE, "paint", path + ("paint",), "the paint")
    points = _read_coordinates(fields[kind], reader, path + (kind,), kind)
    return Shape(kind, points, paint)


def _read_coordinates(node: Node, reader, path: tuple, kind: str) -> tuple[float, ...]:
    spec = fmt.SHAPE.key(kind)
    # read up to the longest any shape takes, so a circle of 4 numbers is told what a circle takes
    items = reader.items_of(node, path, "coordinates", _MOST_COORDINATES)
    low, high = spec.values.bounds()
    numbers = []
    for i, item in enumerate(items):
        value = reader.integer(item, path + (i,), "a coordinate")
        if not low <= value <= high:
            reader.error(
                item.pos,
                "out-of-bounds",
                f"the coordinate {value} is outside the mark's box",
                "marks are drawn in a 0..100 box",
            )
            raise Skip()
        numbers.append(float(value))
    wanted = (
        "3 numbers (cx, cy, r)"
        if kind == "circle"
        else "pairs of numbers, at least 2 points"
        if kind == "line"
        else "pairs of numbers, at least 3 points"
    )
    # the counts are the description's; that points come in x, y pairs is what it cannot say
    ok = spec.min_items <= len(numbers) <= spec.max_items and (
        kind == "circle" or len(numbers) % 2 == 0
    )
    if not ok:
        reader.error(
            node.pos,
            "bad-shape",
            f"a {kind} needs {wanted}, got {len(numbers)} numbers",
            "write x and y of each point in turn",
        )
        raise Skip()
    return tuple(numbers)


# -- value details -------------------------------------------------------------------------
def read_value_extras(fields: dict, reader, path: tuple, ident: str) -> dict:
    """The keyword arguments a value's `mark`, `height` and `copies` give its `Value`."""
    extras = {}
    if "mark" in fields:
        extras["mark"] = reader.optional(
            fields, "mark", read_mark, reader, path + ("mark",), f"the mark of {ident}", default=()
        )
    height = read_key(
        reader, fields, _VALUE, "height", path + ("height",), f"the line height of {ident}"
    )
    if height is not None:
        extras["height"] = height
    copies = read_key(
        reader, fields, _VALUE, "copies", path + ("copies",), f"the copies of {ident}", None
    )
    if copies is not None:
        extras["copies"] = copies
    return extras


def number_value_id(key: str, low: int, high: int):
    """The number a value's key names in a number attribute, or None if it names none in range."""
    try:
        number = int(key)
    except ValueError:
        return None
    return number if low <= number <= high else None


# -- piles and draws -----------------------------------------------------------------------
def read_piles(node: Node, reader, path: tuple) -> tuple[Pile, ...]:
    piles = []
    spec = fmt.DEAL.key("piles")
    pile = spec.values
    for pile_id, item in reader.named(node, path, "the piles", spec.max_items):
        where = path + (pile_id,)
        try:
            fields = reader.fields_of(item, where, pile, f"the pile {pile_id}")
        except Skip:
            continue
        title = read_key(reader, fields, pile, "title", where + ("title",), "the pile's title")
        cards = read_key(
            reader, fields, pile, "cards", where + ("cards",), f"the cards of the pile {pile_id}"
        )
        if title is not None and cards is not None:
            piles.append(Pile(pile_id, title, cards))
    return tuple(piles)


def read_draw(node: Node, reader, path: tuple) -> Draw:
    spec = fmt.DEAL.key("draw")
    fields = reader.fields_of(node, path, spec, "the draws")
    title = read_key(
        reader, fields, spec, "title", path + ("title",), "the heading of the cards left to draw"
    )
    each = read_key(
        reader, fields, spec, "each", path + ("each",), "the cards each player draws a round"
    )
    rounds = read_key(reader, fields, spec, "rounds", path + ("rounds",), "the rounds")
    cards = read_key(reader, fields, spec, "cards", path + ("cards",), "the cards drawn once")
    if bool(each) != bool(rounds):
        reader.error(
            node.pos,
            "missing-key",
            "`each` and `rounds` go together: each player draws `each` cards in each of "
            "`rounds` rounds",
            "give both, such as `{each: 1, rounds: 12}`",
        )
        raise Skip()
    return Draw(each, rounds, cards, title)


# -- points tables -------------------------------------------------------------------------
def read_points(
    node: Node, reader, path: tuple
) -> tuple[str, tuple[Words, ...], tuple[tuple[object, int], ...]]:
    """`points: {attribute: A, columns: [title, title], values: {value: points}}`: the attribute,
    the
    two column titles and each value with its points."""
    spec = fmt.BLOCK.key("points")
    fields = reader.fields_of(node, path, spec, "the points table")
    if not set(spec.required()) <= set(fields):
        raise Skip()
    attribute = reader.text(fields["attribute"], path + ("attribute",), "the attribute")
    columns = tuple(
        reader.words(v, path + ("columns", i), "a column title")
        for i, v in enumerate(
            reader.items_of(
                fields["columns"], path + ("columns",), "columns", spec.key("columns").max_items
            )
        )
    )
    if len(columns) != spec.key("columns").min_items:
        reader.error(
            fields["columns"].pos,
            "table-shape",
            f"a points table has 2 columns (the value and its points), got {len(columns)}",
            "write `columns: [Line, Points]`",
        )
        raise Skip()
    values = []
    for key, item in _entries(fields["values"], reader, path + ("values",)):
        values.append(
            (
                key,
                reader.bounded_by(
                    item, path + ("values", key), f"the points of {key}", spec.at("values", key)
                ),
            )
        )
    return attribute, columns, tuple(values)


def _entries(node: Node, reader, path: tuple) -> list[tuple[object, Node]]:
    reader.values[path] = node.pos
    if not isinstance(node, Mapping) or not node.items:
        raise reader.wrong_type(
            node, "a mapping from values to points", "write `a: 3` for each value"
        )
    out = []
    for key, value in node.items:
        ident = (
            key.value
            if isinstance(key.value, int) and not isinstance(key.value, bool)
            else str(key.value if key.value is not None else key.raw)
        )
        reader.keys[path + (ident,)] = key.pos
        reader.values[path + (ident,)] = value.pos
        out.append((ident, value))
    return out


# -- tokens --------------------------------------------------------------------------------
def read_tokens(node: Node, reader) -> tuple[Token, ...]:
    tokens = []
    limit = fmt.GAME_FORMAT.key("tokens").max_items
    for token_id, item in reader.named(node, ("tokens",), "the tokens", limit):
        try:
            tokens.append(_read_token(item, reader, ("tokens", token_id), token_id))
        except Skip:
            continue
    return tuple(tokens)


def _read_token(node: Node, reader, path: tuple, token_id: str) -> Token:
    what = f"the token {token_id}"
    spec = fmt.TOKEN
    fields = reader.fields_of(node, path, spec, what)

    def read(name: str, what: str):
        return read_key(reader, fields, spec, name, path + (name,), what)

    text = read("text", f"the text of {what}")
    note = read("note", f"the note of {what}")
    name = read("name", f"the name of {what}")
    shape = read("shape", "the token's shape")
    count = read("count", f"the count of {what}")
    size = read("size_mm", f"the size of {what}")
    symbol = read("symbol", "the symbol")
    ink = read("ink", f"the ink of {what}")
    if text is None:
        raise Skip()
    return Token(token_id, text, shape, count, float(size), note, symbol, ink, name)


# -- the first page ------------------------------------------------------------------------
def read_about(fields: dict, reader) -> About:
    """Play time, age, the rules in brief, credits and licence; limits from the format."""
    opt = reader.optional
    play_time = opt(fields, "play_time", _read_play_time, reader)
    age = read_key(reader, fields, fmt.GAME_FORMAT, "age", ("age",), "the youngest age")
    summary = opt(
        fields,
        "summary",
        _read_lines,
        reader,
        "summary",
        "the rules in brief",
        "paragraphs",
        default=(),
    )
    credits = opt(
        fields,
        "credits",
        _read_lines,
        reader,
        "credits",
        "the list of credits",
        "lines",
        default=(),
    )
    licence = read_key(reader, fields, fmt.GAME_FORMAT, "licence", ("licence",), "the licence")
    return About(play_time, age, summary, credits, licence)


def _read_play_time(node: Node, reader) -> tuple[int, int]:
    spec = fmt.PLAY_TIME
    fields = reader.mapping(
        node, ("play_time",), spec.key_names(), spec.required(), "the play time"
    )
    if not set(spec.required()) <= set(fields):
        raise Skip()
    shortest = read_key(
        reader, fields, spec, "min", ("play_time", "min"), "the shortest game in minutes"
    )
    longest = read_key(
        reader, fields, spec, "max", ("play_time", "max"), "the longest game in minutes"
    )
    if shortest is None or longest is None:
        raise Skip()
    if shortest > longest:
        reader.error(
            node.pos,
            "empty-range",
            f"the play time runs from {shortest} down to {longest} minutes",
            "put the shorter time in `min`",
        )
        raise Skip()
    return shortest, longest


def _read_lines(node: Node, reader, key: str, what: str, unit: str) -> tuple[Words, ...]:
    spec = fmt.GAME_FORMAT.key(key)
    items = reader.items_of(node, (key,), f"the {unit} of {what}", spec.max_items)
    if not items:
        reader.error(
            node.pos,
            "empty-list",
            f"{what} has no {unit}",
            f"write at least one, or leave out `{key}`",
        )
        raise Skip()
    lines = []
    for index, item in enumerate(items):
        try:
            lines.append(reader.words(item, (key, index), f"{what}, {unit[:-1]} {index + 1}"))
        except Skip:
            continue
    return tuple(lines)
