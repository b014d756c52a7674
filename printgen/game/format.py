"""The game file format, described once (see printgen.format.spec): the game reader takes its keys
and limits from here, and `printgen schema --kind game` and the key reference are made from it."""

from __future__ import annotations

from printgen.format.spec import (
    WORD_LANGUAGES,
    any_of,
    array,
    boolean,
    choice,
    color,
    integer,
    key,
    named,
    nothing,
    number,
    obj,
    text,
    words,
)
from printgen.game.play_format import PLAY
from printgen.game.scoring.description import EXAMPLES, ROUNDS, SCORING, WINNER
from printgen.game.scoring.table import FAMILIES
from printgen.pieces.model import COLUMN_KINDS, ROW_KINDS, SIZES, SLOTS, SYMBOLS, TOKEN_SHAPES

LANGUAGES = WORD_LANGUAGES  # the languages a text may be given in, as every format has them
MAX_PLAYERS = 12
# a deck (every copy counted), a hand or a pile: far past any card game, a limit on what a kit
# prints
MAX_CARDS = 1000
MAX_ITEMS = 60
MAX_VALUES = 64  # named values of one attribute (a deck of 12 kinds, 52 cards of a standard deck)
MAX_SPAN = 200  # numbers in one attribute's range: 1..104 (a six-nimmt deck) and more
MAX_TARGETS = 20  # target scores on one line of a score sheet
ID_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"
SIZE_PT = (4.0, 200.0)

_coordinate = integer("a coordinate in the mark's 0..100 box", 0, 100)
SHAPE = obj(
    "One stroke of a drawn mark, in a 100 x 100 box with y up: exactly one of circle, "
    "polygon, line.",
    key("circle", array("cx, cy, r", _coordinate, 3, 3)),
    key(
        "polygon",
        array("x, y of each point in turn, at least 3 points (filled)", _coordinate, 6, 40),
    ),
    key(
        "line", array("x, y of each point in turn, at least 2 points (stroked)", _coordinate, 4, 40)
    ),
    key(
        "paint",
        choice(
            "ink draws the shape; ground cuts it out of what is below", ("ink", "ground"), "ink"
        ),
    ),
    one_of=("circle", "polygon", "line"),
)
MARK = array("A drawn mark: shapes in a 100 x 100 box", SHAPE, 1, 12)

VALUE = any_of(
    "A value: nothing (its name is its label), or its details.",
    nothing("nothing: the value's name is its label"),
    obj(
        "the value's details",
        key("label", words("The printed label; the value's name by default")),
        key("ink", color("The value's colour")),
        key(
            "symbol",
            text(
                "A drawn symbol for the value: circle, square, triangle, diamond, star, "
                "cross, hexagon, heart, any bundled icon (`printgen show --icons`) or one of "
                "the game's own `icons:`"
            ),
        ),
        key("mark", MARK),
        key(
            "height",
            integer(
                "The height of the value's line, in percent of the card from its bottom edge", 5, 95
            ),
        ),
        key(
            "copies",
            integer(
                "How many cards show this value (for each combination of the other attributes)",
                1,
                50,
                1,
            ),
        ),
    ),
)

ATTRIBUTE = obj(
    "A card attribute: named values (a colour) or a range of whole numbers (min and max).",
    key(
        "label", words("The attribute's printed name; `colour|colours` gives the one and the many")
    ),
    key(
        "values",
        named(
            "Named values, or details of some numbers of a number attribute (keyed by the number)",
            VALUE,
            MAX_VALUES,
            ID_PATTERN,
        ),
    ),
    key("min", integer("The lowest number", -99, 999)),
    key(
        "max",
        integer(f"The highest number, at most {MAX_SPAN - 1} above min", -99, 999 + MAX_SPAN - 1),
    ),
    key(
        "choose",
        integer(
            "How many different values each card shows (every combination makes a card)", 1, 4, 1
        ),
    ),
)

CARD_ROW = obj(
    "One kind of card: `count` (or `copies`, or `qty`) is how many the deck has (0 leaves it "
    "out, none means 1); every other key is a field the face prints as `{key}`.",
    key("count", integer("How many copies of this card the deck has", 0, MAX_CARDS, 1)),
    open_keys=True,
)
CARDS = any_of(
    "The deck's cards as a list, one entry per kind of card: written here, or a spreadsheet "
    "beside the game file (CSV in UTF-8, XLSX or ODS; its first row names the columns, one "
    "row per kind of card)",
    text("a spreadsheet's file name, beside the game file: its first sheet"),
    obj(
        "a sheet of a workbook",
        key("file", text("The workbook's file name, beside the game file"), required=True),
        key("sheet", text("The sheet's name; the first sheet by default")),
    ),
    array("the cards, one mapping per kind of card", CARD_ROW, 1, 1000),
)

CASE = obj(
    "One case: when its condition holds for the source's number, the field takes its value.",
    key(
        "when",
        text(
            "A condition over the source's name, such as `number % 11 == 0` (whole numbers, + "
            "- * // %, comparisons, and/or/not, abs, min, max)",
            1,
            200,
        ),
        required=True,
    ),
    key(
        "value",
        any_of(
            "The field's value when the condition holds: a number, or an expression over the "
            "source's name in the same words as `when` (`number // 10`, or `number` itself)",
            integer("a number", -999, 999),
            text("an expression", 1, 200),
        ),
        required=True,
    ),
)

DERIVED = obj(
    "A field computed from another: the source value plus a step (`add` and `wrap`), or by "
    "cases (`cases` and `else`).",
    key(
        "from",
        text("The attribute (or a card list's number column) it is computed from"),
        required=True,
    ),
    key("add", integer("The step added", -99, 99)),
    key(
        "wrap",
        boolean("Whether it wraps around the range (9 + 1 is 0) or is left out past the ends"),
    ),
    key(
        "cases",
        array("Cases tried in order: the first whose `when` holds gives the value", CASE, 1, 20),
    ),
    key("else", integer("The value when no case holds; none prints nothing", -999, 999)),
)

ELEMENT = obj(
    "One thing printed on the face: exactly one of text, symbol, mark, lines, image or icon.",
    key("at", choice("Where it stands (lines run across the card and take no place)", SLOTS)),
    key("text", text("A text with {attribute} placeholders, such as `{number}`")),
    key("symbol", text("The attribute whose value's symbol is drawn")),
    key("mark", text("The attribute whose value's mark is drawn")),
    key(
        "lines",
        text("The attribute whose values are drawn as lines across the card at their heights"),
    ),
    key(
        "image",
        text(
            "A picture: a PNG, JPEG or SVG file beside the game file, or a template naming "
            "one such as `{art}`; fitted to its place, inside the safe zone"
        ),
    ),
    key(
        "icon",
        text(
            "An icon drawn by name: a bundled one (`printgen show --icons` lists them) or one "
            "of the game's own `icons:`; or a template naming a field, such as `{icon}`, for "
            "each card's own (a card list's column; an empty cell draws none)"
        ),
    ),
    key(
        "repeat",
        text(
            "With `icon`: a template whose whole number is how many icons to draw in a row, "
            "such as `{bulls}` (0 to 20)"
        ),
    ),
    key(
        "size",
        any_of(
            "A named size (it grows with the theme) or a type size in points",
            choice("a named size", SIZES),
            number("a size in points", *SIZE_PT),
            default="medium",
        ),
    ),
    key("ink", color("The element's own colour")),
    key("bold", boolean("Bold type")),
    key("badge", boolean("A filled tab behind it, in its corner")),
    key("wrap", boolean("May wrap onto several lines")),
    key("fallback", text("A shorter text used where the text does not fit")),
    one_of=("text", "symbol", "mark", "lines", "image", "icon"),
)

FACE = obj(
    "The card's front.",
    key(
        "tint",
        text(
            "The attribute whose value's ink tints the card, or a card list's column that "
            'holds each card\'s colour (`"#1f4e99"`; tint-not-a-colour)'
        ),
    ),
    key("ground", color("The card's ground colour")),
    key(
        "wash",
        integer(
            "How much of the tint's ink, in percent, colours the ground: a pale wash of each "
            "value's colour to tell the cards apart across the table (`wash: 18`); contrast "
            "is checked on it",
            0,
            40,
            0,
        ),
    ),
    key("ink", color("The card's ink colour")),
    key("edge", color("The frame's colour")),
    key("elements", array("What the face prints", ELEMENT, 1, 16), required=True),
)

DECK = obj(
    "A deck: every combination of its attributes' values, or a list of cards (`cards:`).",
    key("name", words("The deck's printed name; its id by default")),
    key(
        "count",
        integer(
            "The number of cards the deck must have (checked against what the attributes make)",
            1,
            MAX_CARDS,
        ),
    ),
    key("copies", integer("Copies of every card", 1, 20, 1)),
    key(
        "attributes",
        named(
            "The attributes each card has: one card per combination of their values, times "
            f"the copies; at most {MAX_CARDS:,} cards a deck (too-many-cards). A deck has "
            "`attributes` or `cards`",
            ATTRIBUTE,
            6,
            ID_PATTERN,
        ),
    ),
    key("cards", CARDS),
    key(
        "derived",
        named("Fields computed from others, for the face's texts", DERIVED, 8, ID_PATTERN),
    ),
    key("face", FACE, required=True),
    key(
        "back",
        obj(
            "The card back",
            key("text", words("The back's text; the deck's name by default")),
            key("ink", color("The back's colour", "#24527a")),
            key(
                "image",
                text(
                    "A picture (PNG, JPEG or SVG beside the game file) covering the whole "
                    "back, into the bleed"
                ),
            ),
        ),
    ),
)


def _per_deck(description: str) -> object:
    return any_of(
        description
        + ": a number counts the deal's own deck (`deal: deck:`), a mapping counts each deck by "
        "its id",
        integer("cards of the deal's own deck", 0, MAX_CARDS),
        named("cards of each deck, by deck id", integer("cards", 0, MAX_CARDS), 8, ID_PATTERN),
    )


DEAL_ROW = obj(
    "The deal for one player count.",
    key("hand", _per_deck("Cards dealt to each player (needed unless `hand_by_round` says)")),
    key(
        "hand_by_round",
        array(
            "A game dealt afresh each round: the cards each player is dealt in each round, in "
            "order, such as [1, 2, 3, 4, 5]",
            integer("cards each that round", 0, MAX_CARDS),
            1,
            60,
        ),
    ),
    key("table", _per_deck("Cards laid face up on the table")),
    key("set_aside", _per_deck("Cards set aside face down, unseen, before play")),
    key("set_aside_shown", _per_deck("Cards set aside face up, out of play, for everyone to see")),
    key(
        "tokens",
        named(
            "Tokens each player takes at the start, by token id (the rest stay in the supply)",
            integer("tokens each", 0, 60),
            8,
            ID_PATTERN,
        ),
    ),
    key(
        "to_win",
        named(
            "Tokens a player must gather to win, by token id",
            integer("tokens", 1, 60),
            8,
            ID_PATTERN,
        ),
    ),
    key(
        "kept", integer("The cards in play after removals (checked against the deck)", 0, MAX_CARDS)
    ),
    key(
        "remove",
        named(
            "Values taken out of the deck before dealing: a count of an attribute's values, "
            "or a list of them",
            any_of(
                "a count or a list",
                integer("how many values", 0, 99),
                array("these values", any_of("a value", integer("a number"), text("a name"))),
            ),
            6,
            ID_PATTERN,
        ),
    ),
)

DEAL = obj(
    "How the cards are dealt, at each player count.",
    key("deck", text("The deck that is dealt"), required=True),
    key("note", words("A note printed with the deal table")),
    key("table", integer("Cards laid face up at every player count", 0, MAX_CARDS, 0)),
    key(
        "players",
        named(
            "The deal for each player count (keys 1 to 12)",
            DEAL_ROW,
            MAX_PLAYERS,
            r"^([1-9]|1[0-2])$",
        ),
        required=True,
    ),
    key(
        "piles",
        named(
            "Piles set aside, such as a lead pile",
            obj(
                "a pile",
                key("title", words("The pile's printed name"), required=True),
                key("cards", integer("Its cards", 1, MAX_CARDS), required=True),
            ),
            6,
            ID_PATTERN,
        ),
    ),
    key(
        "draw",
        obj(
            "Cards drawn during play",
            key("each", integer("Cards each player draws a round", 0, 20, 0)),
            key("rounds", integer("Rounds with a draw", 0, 200, 0)),
            key("cards", integer("Cards drawn once", 0, MAX_CARDS, 0)),
            key("title", words("The heading of the cards left to draw")),
        ),
    ),
)

_cell = words("a cell")
BLOCK = obj(
    "A block of a reference card: exactly one of text, list, table, legend, points, scoring or "
    "play (or `table: deal`).",
    key("text", words("A paragraph")),
    key("list", array("Bulleted items", words("an item"), 1, 12)),
    key(
        "table",
        any_of(
            "A table, `deal` for the deal table at every player count, or a table made from a "
            "deck (a row per kind of card)",
            choice("the deal table", ("deal",)),
            obj(
                "a table",
                key("columns", array("Column titles", _cell, 1, 6), required=True),
                key(
                    "rows",
                    array("Rows, one cell per column", array("cells", _cell, 1, 6), 0, 20),
                    required=True,
                ),
            ),
            obj(
                "a table made from a deck, so it cannot contradict it",
                key(
                    "deck",
                    text("The deck whose cards fill the rows, one row per kind of card"),
                    required=True,
                ),
                key(
                    "columns",
                    named(
                        "Each column's title and the template of its cells; `{count}` is the "
                        "copies of that card",
                        text("a template"),
                        6,
                        example={"Card": "{name}", "Count": "{count}"},
                    ),
                    required=True,
                ),
            ),
        ),
    ),
    key("legend", text("The attribute whose values are shown with their symbols or marks")),
    key(
        "points",
        obj(
            "A points table",
            key("attribute", text("The attribute scored"), required=True),
            key("columns", array("The two column titles", words("a title"), 2, 2), required=True),
            key(
                "values",
                named("Each value with its points", integer("points", -999, 999)),
                required=True,
            ),
        ),
    ),
    key(
        "scoring",
        choice(
            "The game's `scoring:` in words: `all` (each line's rule and table, the rounds and "
            "the worked examples) or `rule` (the same without the examples)",
            ("all", "rule"),
        ),
    ),
    key(
        "play",
        choice(
            "The game's `play:` in words: `turn` (the first turn, each lap's start and end, the "
            "turn's decision and cases), `round` (the setup, who starts, when a round ends) or "
            "`end` (when a round ends)",
            ("turn", "round", "end"),
        ),
    ),
    key("column", integer("The column of a two-column card", 1, 2, 1)),
    one_of=("text", "list", "table", "legend", "points", "scoring", "play"),
)

REFERENCE = obj(
    "A reference card: a title and blocks, in one or two columns.",
    key("title", words("The card's title"), required=True),
    key(
        "size",
        choice(
            "panel: a part of a sheet; card: card-sized, printed among the cards (with a back)",
            ("panel", "card"),
            "panel",
        ),
    ),
    key(
        "copies",
        any_of(
            "How many to print: a number, or `per-player` for one for every player",
            integer("copies", 1, 12),
            choice("one for every player", ("per-player",)),
            default=1,
        ),
    ),
    key("columns", integer("Columns", 1, 2, 1)),
    key("blocks", array("What the card holds, in order", BLOCK, 1, 20), required=True),
)

COLUMN = obj(
    "A score-sheet column.",
    key("title", words("The column's title"), required=True),
    key("kind", choice("What the column holds", COLUMN_KINDS, "points")),
    key("per", text("An attribute: one column for each of its values")),
)

SHEET = obj(
    "A score sheet.",
    key("title", words("The sheet's title"), required=True),
    key(
        "rows",
        obj(
            "Its rows: `per: round` (a column group per player), `per: player` (a row per "
            "player) or `per: game` (a row per game for the whole table, a team log); `names` "
            "gives each row its name instead of a number",
            key(
                "per",
                choice(
                    "A row per round, per player or per game (round when rows are named)", ROW_KINDS
                ),
            ),
            key(
                "count",
                integer(
                    "How many rows (per round: one per player by default; per player: one per "
                    "player; per game: 10)",
                    1,
                    30,
                ),
            ),
            key(
                "names",
                array(
                    "Each row's name, in order (a round each), such as `[Round 1, Round 2, "
                    "Tiebreak]`",
                    words("a row's name"),
                    1,
                    30,
                ),
            ),
        ),
        required=True,
    ),
    key(
        "columns",
        any_of(
            "Its columns, or `from-scoring`: a column for each line of the game's `scoring:`, "
            "then the total",
            array("the columns", COLUMN, 1, 12),
            choice("the scoring's lines", ("from-scoring",)),
        ),
        required=True,
    ),
    key(
        "target",
        array(
            "Target scores, on one line at the top of the sheet (as many as fit across it)",
            integer("a score", -1_000_000, 1_000_000),
            0,
            MAX_TARGETS,
        ),
    ),
    key("note", words("A note printed on the sheet")),
)

TOKEN = obj(
    "A token or marker to cut out.",
    key("text", words("Its printed text"), required=True),
    key(
        "name",
        words(
            "What the rules page's list of the kit calls it, `one|many` (`winning "
            'token|winning tokens`: "12 winning tokens"); without it the list says "12 × " '
            "and its text"
        ),
    ),
    key("note", words("A smaller second line")),
    key("shape", choice("circle: a round token; card: a card-size marker", TOKEN_SHAPES, "circle")),
    key("count", integer("How many", 1, 60, 1)),
    key("size_mm", integer("Its size in mm", 15, 60, 25)),
    key("symbol", choice("A drawn symbol", SYMBOLS)),
    key("ink", color("Its colour", "#24527a")),
)

# -- scoring: each family described in its own module (game.scoring), the sections in one -------
FAMILY_SPECS = {name: family.spec for name, family in FAMILIES.items()}

MINUTES = (1, 600)
AGES = (3, 99)
PLAY_TIME = obj(
    "How long a game takes, in minutes: the shortest and longest usual game",
    key("min", integer("The shortest usual game, in minutes", *MINUTES), required=True),
    key("max", integer("The longest usual game, in minutes", *MINUTES), required=True),
)

GAME_FORMAT = obj(
    "A card game: its decks, deal, reference cards, score sheets and tokens.",
    key("kind", choice("Marks the file as a game", ("game",))),
    key(
        "id",
        text(
            "A short lowercase name; the file name by default", 1, 40, ID_PATTERN, example="my-game"
        ),
    ),
    key("name", words("The game's name", 48), required=True),
    key(
        "languages",
        array("The languages the file has texts in", choice("a language", LANGUAGES), 1, 2),
    ),
    key(
        "players",
        obj(
            "The player counts",
            key("min", integer("The fewest players", 1, MAX_PLAYERS), required=True),
            key("max", integer("The most players", 1, MAX_PLAYERS), required=True),
        ),
        required=True,
    ),
    key(
        "icons",
        named(
            "The game's own icons by name, each a picture file beside the game file (SVG, or "
            "PNG); a name the bundled set has is replaced",
            text("a picture file"),
            40,
            ID_PATTERN,
        ),
    ),
    key("decks", named("The decks", DECK, 8, ID_PATTERN), required=True),
    key("deal", DEAL),
    key("references", named("Reference cards", REFERENCE, 12, ID_PATTERN)),
    key("score_sheets", named("Score sheets", SHEET, 6, ID_PATTERN)),
    key("scoring", SCORING),
    key("examples", EXAMPLES),
    key("rounds", ROUNDS),
    key("winner", WINNER),
    key("play", PLAY),
    key("tokens", named("Tokens and markers", TOKEN, 8, ID_PATTERN)),
    key("play_time", PLAY_TIME),
    key("age", integer("The youngest age the game suits, printed as 'ages N and up'", *AGES)),
    key(
        "summary",
        array(
            "The rules in brief, in your own words: the paragraphs of the kit's first page",
            words("a paragraph"),
            1,
            8,
        ),
    ),
    key(
        "credits",
        array(
            "Who made the game: one line each, such as `Design: A. Author`", words("a line"), 1, 8
        ),
    ),
    key(
        "acknowledge",
        named(
            "Warnings the author has weighed and keeps, by code, each with its reason: validate "
            "reports them as acknowledged, with the reason, and --strict passes them",
            text(
                "Why the warning is true and kept, such as `the first player is chosen at random`",
                1,
                300,
            ),
            24,
            ID_PATTERN,
            example={"play-seat-unfair": "the first player is chosen at random"},
        ),
    ),
    key(
        "licence",
        words("The terms the game and its kit may be shared under, printed on the first page"),
    ),
)
