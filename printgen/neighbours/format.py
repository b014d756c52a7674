"""The setup format, described once (see printgen.format.spec): the setup reader takes its keys,
choices and bounds from here, and `printgen schema --kind setup` and the key reference are made
from it."""

from __future__ import annotations

from printgen.format.spec import (
    WORD_LANGUAGES,
    any_of,
    array,
    boolean,
    choice,
    integer,
    key,
    named,
    obj,
    text,
    words,
)
from printgen.neighbours.model import COMBINES, READINGS

MAX_NUMBER = 1_000_000  # points and tested numbers: far past any card game, small enough to print
MAX_CARDS = 20  # a hand or a row: longer is too long to play or to print
MAX_CLAUSES = (
    20  # a scoring card prints each clause; more would not fit, and the checks walk them all
)
MAX_REASON = 300  # why a warning is acknowledged: a sentence or two
CODE_PATTERN = r"^[a-z][a-z0-9-]{0,59}$"
MAX_NAME = (
    48  # the name stands at the foot of every row card: at 48 characters it fits two lines there
)
# a move scores its two pairs, each by every clause
MAX_EXAMPLE_POINTS = 2 * MAX_CLAUSES * MAX_NUMBER
VALUE_RANGE = (0, 99)
ID_PATTERN = r"^[a-z0-9][a-z0-9-]{0,39}$"
DEFAULT_VALUES = (1, 6)

_whole = integer("a whole number", -MAX_NUMBER, MAX_NUMBER)
# a whole number whose bounds the meaning checks report, with codes of their own
_WHOLE_NUMBER = "printgen.neighbours.schema:read_whole_number"
_card = integer("a card value", *VALUE_RANGE)


_OWN = "printgen.neighbours.schema:"  # where the parts read their own way are read


def _value_test(test: str, what: str):
    """A test on a pair: its key, named in messages with the clause it is in."""
    return key(
        test,
        any_of(
            f"{what}: a number, a list of numbers, or a {{min, max}} range",
            _whole,
            array("any of these numbers", _whole, min_items=1),
            obj(
                "a range; either end may be left open",
                key("min", _whole, called=f"the minimum of `{test}` in {{item}}"),
                key("max", _whole, called=f"the maximum of `{test}` in {{item}}"),
            ),
        ),
        called=f"`{test}` in {{item}}",
        reader=_OWN + "read_test",
    )


CONDITION = obj(
    "Tests on a pair of neighbours; every test given must hold.",
    _value_test("difference", "|left - right|, the gap between the cards"),
    _value_test("sum", "left + right"),
    _value_test("rise", "right - left, positive when the row climbs (reads direction)"),
    _value_test("left", "the left card's value (reads direction)"),
    _value_test("right", "the right card's value (reads direction)"),
    key(
        "equal",
        boolean("true: the two cards match; false: they differ"),
        reader=_OWN + "read_equal",
    ),
    key(
        "expr",
        text("An expression over left and right, such as `(left + right) % 3 == 0`", 1, 200),
        called="the expression",
        reader=_OWN + "read_expr",
    ),
)

CLAUSE = obj(
    "One clause of the rule: its points when its condition holds.",
    key(
        "points",
        integer("Points when the condition holds", 1, MAX_NUMBER),
        required=True,
        reader=_WHOLE_NUMBER,
    ),
    key(
        "if",
        CONDITION,
        required=True,
        called="the condition of {item}",
        reader=_OWN + "read_condition",
    ),
    key("text", words("The condition in words, for the scoring card (needed with `expr`)")),
)

EXAMPLE = obj(
    "A worked example: the validator recomputes its points, and the scoring card prints it.",
    key("row", array("The row before the move; the starting row by default", _card, 2, MAX_CARDS)),
    key(
        "card",
        integer("The card played, from the hand", *VALUE_RANGE),
        required=True,
        reader=_WHOLE_NUMBER,
    ),
    key(
        "position",
        integer("Where it goes, 1-based from the left", 1, MAX_CARDS),
        required=True,
        reader=_WHOLE_NUMBER,
    ),
    key(
        "points",
        integer(
            "What the move scores: at most two pairs, each worth every clause's points",
            -MAX_EXAMPLE_POINTS,
            MAX_EXAMPLE_POINTS,
        ),
        required=True,
    ),
    key("note", words("A line for the scoring card, such as `4-3 differs by one`")),
)

SETUP_FORMAT = obj(
    "A Number Neighbours setup: the cards every player holds, the starting row, the scoring "
    "rule and worked examples.",
    key(
        "id",
        text(
            "A short lowercase name (letters, digits, hyphens); the file name by default",
            1,
            40,
            ID_PATTERN,
        ),
        reader="printgen.neighbours.schema:read_id",
    ),
    key("name", words("Printed on every card and sheet of the kit", MAX_NAME, 1), required=True),
    key("description", words("One or two sentences for the setup card")),
    key(
        "languages",
        array(
            "The languages the setup's own texts are written in; a text given per language "
            "should have each (a warning otherwise)",
            choice("a language", WORD_LANGUAGES),
            1,
            len(WORD_LANGUAGES),
        ),
        reader="printgen.neighbours.schema:read_languages",
    ),
    key(
        "values",
        obj(
            "The card values this setup may use; 1..6 unless given",
            key("min", _card, required=True, called="the lowest card value"),
            key("max", _card, required=True, called="the highest card value"),
        ),
        called="the value range",
    ),
    key(
        "hand",
        array(
            "The values every player starts with, one turn per card; values may repeat",
            _card,
            1,
            MAX_CARDS,
        ),
        required=True,
    ),
    key("row", array("The shared starting row, left to right", _card, 2, MAX_CARDS), required=True),
    key(
        "scoring",
        obj(
            "The scoring rule: clauses, how a pair is read and how clauses combine.",
            key(
                "reading",
                choice(
                    "either: a pair scores the same whichever way it is read; left-to-right: "
                    "the left card is the one nearer the row's start",
                    READINGS,
                    "either",
                ),
            ),
            key(
                "combine",
                choice(
                    "add: every clause that holds adds its points; first: only the first "
                    "clause that holds scores",
                    COMBINES,
                    "add",
                ),
                called="combine",
            ),
            key(
                "clauses",
                array("The clauses of the rule", CLAUSE, 1, MAX_CLAUSES),
                required=True,
                reader=_OWN + "read_clauses",
            ),
            key(
                "text",
                words("Your own wording for the whole rule, replacing the generated one"),
                called="the scoring text",
            ),
        ),
        required=True,
    ),
    key(
        "examples",
        array("Worked examples, checked by the validator and printed on the scoring card", EXAMPLE),
        reader="printgen.neighbours.schema:read_examples",
    ),
    key(
        "acknowledge",
        named(
            "Warnings the author has weighed and keeps, by code, each with its reason: "
            "validate reports them as acknowledged, with the reason, and --strict passes them",
            text(
                "Why the warning is true and kept, such as `the rules seat the first player "
                "by chance`",
                1,
                MAX_REASON,
            ),
            key_pattern=CODE_PATTERN,
        ),
        reader="printgen.neighbours.schema:read_acknowledged",
    ),
)
