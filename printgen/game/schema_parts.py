"""Readers for the game file's drawn parts and play counts: marks, value details, piles and draws,
points tables and tokens. They extend `printgen.game.schema` with the same positioned problems.
"""

from __future__ import annotations

from printgen.format.reader import Skip
from printgen.format.walk import read_fields
from printgen.game import format as fmt
from printgen.pieces.deal import Draw, Pile
from printgen.pieces.model import Shape, Token, Words
from printgen.read.loader import Mapping, Node

# Keys, bounds and defaults come from the one description of the format (printgen.game.format).
SHAPE_KINDS = fmt.SHAPE.one_of
_MOST_COORDINATES = max(fmt.SHAPE.key(kind).max_items for kind in SHAPE_KINDS)


# -- how a message names a key --------------------------------------------------------
# How a message names a key, by its path (`*` for an entry; {0} is the first entry's name). Any
# other key is "the KEY".
NAMES = {
    ("kind",): "the kind",
    ("id",): "the id",
    ("name",): "the name",
    ("languages",): "languages",
    ("players",): "the player counts",
    ("players", "min"): "the fewest players",
    ("players", "max"): "the most players",
    ("icons",): "the icons",
    ("decks",): "the decks",
    ("deal",): "the deal",
    ("references",): "the reference cards",
    ("score_sheets",): "the score sheets",
    ("decks", "*", "name"): "the name of the deck {0}",
    ("decks", "*", "count"): "the card count of the deck {0}",
    ("decks", "*", "copies"): "the copies of the deck {0}",
    ("decks", "*", "attributes"): "the attributes",
    ("decks", "*", "attributes", "*", "label"): "the label of {1}",
    ("decks", "*", "attributes", "*", "choose"): "how many values of {1} a card shows",
    ("decks", "*", "attributes", "*", "values"): "the values of {1}",
    ("decks", "*", "attributes", "*", "min"): "the lowest {1}",
    ("decks", "*", "attributes", "*", "values", "*", "label"): "the label of {2}",
    ("decks", "*", "attributes", "*", "values", "*", "ink"): "the ink of {2}",
    ("decks", "*", "attributes", "*", "values", "*", "symbol"): "the symbol",
    ("decks", "*", "attributes", "*", "values", "*", "mark"): "the mark of {2}",
    ("decks", "*", "attributes", "*", "values", "*", "height"): "the line height of {2}",
    ("decks", "*", "attributes", "*", "values", "*", "copies"): "the copies of {2}",
    ("decks", "*", "derived"): "the derived fields",
    ("decks", "*", "derived", "*", "from"): "the source of {1}",
    ("decks", "*", "derived", "*", "add"): "the step of {1}",
    ("decks", "*", "derived", "*", "wrap"): "`wrap` of {1}",
    ("decks", "*", "derived", "*", "else"): "the value of {1} when no case holds",
    ("decks", "*", "derived", "*", "cases", "*", "when"): "the condition",
    ("decks", "*", "derived", "*", "cases", "*", "value"): "the case's value",
    ("decks", "*", "face"): "the card face",
    ("decks", "*", "face", "tint"): "the tint",
    **{
        ("decks", "*", "face", key): f"the face's {key} colour" for key in ("ground", "ink", "edge")
    },
    ("decks", "*", "face", "wash"): "the wash",
    ("decks", "*", "face", "elements"): "face elements",
    ("decks", "*", "face", "elements", "*", "ink"): "the element's colour",
    ("decks", "*", "face", "elements", "*", "fallback"): "the fallback text",
    **{
        ("decks", "*", "face", "elements", "*", key): f"`{key}`"
        for key in ("bold", "badge", "wrap")
    },
    ("decks", "*", "back"): "the card back",
    ("decks", "*", "back", "text"): "the back's text",
    ("decks", "*", "back", "ink"): "the back's colour",
    ("decks", "*", "back", "image"): "the back's picture",
    ("deal", "deck"): "the deck",
    ("deal", "note"): "the deal's note",
    ("deal", "table"): "the table cards",
    ("deal", "piles"): "the piles",
    ("deal", "piles", "*", "title"): "the pile's title",
    ("deal", "piles", "*", "cards"): "the cards of the pile {0}",
    ("deal", "players", "*", "hand"): "the hand size for {0} players",
    ("deal", "players", "*", "hand_by_round"): "the hands by round",
    ("deal", "players", "*", "table"): "the table cards for {0} players",
    ("deal", "players", "*", "set_aside"): "the cards set aside for {0} players",
    ("deal", "players", "*", "set_aside_shown"): "the cards set aside face up for {0} players",
    ("deal", "players", "*", "kept"): "the cards kept for {0} players",
    ("deal", "players", "*", "tokens"): "tokens each",
    ("deal", "players", "*", "to_win"): "tokens to win",
    ("deal", "draw"): "the draws",
    ("deal", "draw", "title"): "the heading of the cards left to draw",
    ("deal", "draw", "each"): "the cards each player draws a round",
    ("deal", "draw", "rounds"): "the rounds",
    ("deal", "draw", "cards"): "the cards drawn once",
    ("references", "*", "title"): "the title",
    ("references", "*", "size"): "the size",
    ("references", "*", "copies"): "the copies",
    ("references", "*", "columns"): "the number of columns",
    ("references", "*", "blocks"): "blocks",
    ("references", "*", "blocks", "*", "column"): "the block's column",
    ("references", "*", "blocks", "*", "points", "attribute"): "the attribute",
    ("score_sheets", "*", "rows", "per"): "the rows",
    ("score_sheets", "*", "rows", "count"): "the number of rows",
    ("score_sheets", "*", "title"): "the title",
    ("score_sheets", "*", "rows"): "the rows",
    ("score_sheets", "*", "note"): "the sheet's note",
    ("score_sheets", "*", "columns", "*", "title"): "the column title",
    ("score_sheets", "*", "columns", "*", "kind"): "the column kind",
    ("score_sheets", "*", "columns", "*", "per"): "the attribute",
    ("tokens",): "the tokens",
    ("tokens", "*", "text"): "the text of the token {0}",
    ("tokens", "*", "name"): "the name of the token {0}",
    ("tokens", "*", "note"): "the note of the token {0}",
    ("tokens", "*", "shape"): "the token's shape",
    ("tokens", "*", "count"): "the count of the token {0}",
    ("tokens", "*", "size_mm"): "the size of the token {0}",
    ("tokens", "*", "symbol"): "the symbol",
    ("tokens", "*", "ink"): "the ink of the token {0}",
    ("play_time",): "the play time",
    ("play_time", "min"): "the shortest game in minutes",
    ("play_time", "max"): "the longest game in minutes",
    ("age",): "the youngest age",
    ("summary",): "the rules in brief",
    ("credits",): "the list of credits",
    ("licence",): "the licence",
}


def name_of(key, path: tuple) -> str:
    """How a message names the key at `path` (see NAMES): {0}, {1}, ... are the names of the
    entries it is in (a token's id)."""
    shape = pattern(path)
    entries = [step for step, shown in zip(path, shape) if shown == "*"]
    return NAMES.get(shape, "the {key}").format(*entries, key=key.name.replace("_", " "))


def pattern(path: tuple) -> tuple:
    """`path` with `*` for each entry of a list or of a mapping of the author's own names, as the
    description says where they are."""
    spec, out = fmt.GAME_FORMAT, []
    for step in path:
        if spec is not None and spec.type == "any":  # the variant a list's index or a key is in
            shape = ("array",) if isinstance(step, int) else ("map", "object")
            spec = next((v for v in spec.variants if v.type in shape), None)
        if spec is not None and spec.type in ("map", "array"):
            out.append("*")
            spec = spec.values
            continue
        out.append(step)
        known = spec is not None and spec.type == "object" and step in spec.key_names()
        spec = spec.key(step) if known else None
    return tuple(out)


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
    """One shape, its keys read by their description (its points by `read_coordinates`); what no
    description says is here: exactly one kind."""
    found = read_fields(reader, node, fmt.SHAPE, path, f"shape {index + 1}", name_of)
    kinds = [k for k in SHAPE_KINDS if path + (k,) in reader.keys]
    if len(kinds) != 1:
        reader.error(
            node.pos,
            "missing-key" if not kinds else "too-many-items",
            f"shape {index + 1} must be exactly one of {', '.join(SHAPE_KINDS)}",
            "write `{circle: [50, 50, 30]}` or `{polygon: [10, 10, 90, 10, 50, 90]}`",
        )
        raise Skip()
    if kinds[0] not in found:  # reported where it stands
        raise Skip()
    return Shape(kinds[0], found[kinds[0]], found.get("paint", fmt.SHAPE.key("paint").default))


def read_coordinates(node: Node, reader, path: tuple, kind: str) -> tuple[float, ...]:
    """A shape's points, read their own way: a point outside the box and a count that is not
    what the kind takes have wording of their own (out-of-bounds, bad-shape)."""
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
def number_value_id(key: str, low: int, high: int):
    """The number a value's key names in a number attribute, or None if it names none in range."""
    try:
        number = int(key)
    except ValueError:
        return None
    return number if low <= number <= high else None


# -- piles and draws -----------------------------------------------------------------------
def read_piles(reader, node: Node, path: tuple, what: str) -> tuple[Pile, ...]:
    """A pile that cannot be read is left out, the others kept."""
    piles = []
    spec = fmt.DEAL.key("piles")
    for pile_id, item in reader.named(node, path, what, spec.max_items):
        where = path + (pile_id,)
        try:
            found = read_fields(reader, item, spec.values, where, f"the pile {pile_id}", name_of)
        except Skip:
            continue
        if "title" in found and "cards" in found:
            piles.append(Pile(pile_id, found["title"], found["cards"]))
    return tuple(piles)


def draw_of(reader, found: dict, path: tuple) -> Draw | None:
    """The draws as read by their description; `each` and `rounds` go together, which no
    description of either says."""
    each, rounds, cards = (found.get(key, 0) for key in ("each", "rounds", "cards"))
    if bool(each) != bool(rounds):
        reader.error(
            reader.values[path],
            "missing-key",
            "`each` and `rounds` go together: each player draws `each` cards in each of "
            "`rounds` rounds",
            "give both, such as `{each: 1, rounds: 12}`",
        )
        return None
    return Draw(each, rounds, cards, found.get("title"))


# -- points tables -------------------------------------------------------------------------
def read_points(
    node: Node, reader, path: tuple
) -> tuple[str, tuple[Words, ...], tuple[tuple[object, int], ...]]:
    """`points: {attribute: A, columns: [title, title], values: {value: points}}`, its keys read by
    their description (the columns and the values by their own parts below): the attribute, the
    two column titles and each value with its points."""
    spec = fmt.BLOCK.key("points")
    found = read_fields(reader, node, spec, path, "the points table", name_of)
    if not set(spec.required()) <= set(found):  # missing, or reported where it stands
        raise Skip()
    return found["attribute"], found["columns"], found["values"]


def points_columns(reader, node: Node, path: tuple, what: str) -> tuple[Words, ...]:
    """A points table's two column titles: fewer is told as the table's shape."""
    spec = fmt.BLOCK.at("points", "columns")
    items = reader.items_of(node, path, "columns", spec.max_items)
    columns = tuple(reader.words(v, path + (i,), "a column title") for i, v in enumerate(items))
    if len(columns) != spec.min_items:
        reader.error(
            node.pos,
            "table-shape",
            f"a points table has 2 columns (the value and its points), got {len(columns)}",
            "write `columns: [Line, Points]`",
        )
        raise Skip()
    return columns


def points_values(reader, node: Node, path: tuple, what: str) -> tuple[tuple[object, int], ...]:
    """Each value of a points table with its points: a value's key is read as the attribute writes
    it (checked against the attribute once the decks are known), its points within bounds."""
    spec = fmt.BLOCK.at("points", "values")
    return tuple(
        (key, reader.bounded_by(item, path + (key,), f"the points of {key}", spec.values))
        for key, item in _entries(node, reader, path)
    )


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
def read_tokens(reader, node: Node, path: tuple, what: str) -> tuple[Token, ...]:
    tokens = []
    limit = fmt.GAME_FORMAT.key("tokens").max_items
    for token_id, item in reader.named(node, path, what, limit):
        try:
            tokens.append(_read_token(item, reader, path + (token_id,), token_id))
        except Skip:
            continue
    return tuple(tokens)


def _read_token(node: Node, reader, path: tuple, token_id: str) -> Token:
    found = read_fields(reader, node, fmt.TOKEN, path, f"the token {token_id}", name_of)
    if "text" not in found:
        raise Skip()
    shape, count, size, ink = (
        found.get(key, fmt.TOKEN.key(key).default) for key in ("shape", "count", "size_mm", "ink")
    )
    return Token(
        token_id,
        found["text"],
        shape,
        count,
        float(size),
        found.get("note"),
        found.get("symbol"),
        ink,
        found.get("name"),
    )


# -- the first page ------------------------------------------------------------------------
_UNITS = {"summary": "paragraphs", "credits": "lines"}


def read_lines(reader, node: Node, path: tuple, what: str) -> tuple[Words, ...]:
    """The summary's paragraphs or the credits' lines: an empty list has a code of its own
    (empty-list), and a line that cannot be read is left out, the others kept."""
    key = path[-1]
    spec, unit = fmt.GAME_FORMAT.key(key), _UNITS[key]
    items = reader.items_of(node, path, f"the {unit} of {what}", spec.max_items)
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
            lines.append(reader.words(item, path + (index,), f"{what}, {unit[:-1]} {index + 1}"))
        except Skip:
            continue
    return tuple(lines)
