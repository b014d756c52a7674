"""The pieces of the format's description that several scoring families share: a line's title,
points, a table by count or by value, `against`, and a tie rule."""

from __future__ import annotations

from printgen.format.spec import any_of, boolean, choice, integer, key, named, obj, words

POINTS = integer("points", -999, 999)
TITLE = key(
    "title",
    words(
        "The line's name on the reference card and the score sheet (made from the rule when "
        "not given)",
        40,
    ),
)
AGAINST = key("against", boolean("The line's points count against the player", False))
COUNT_TABLE = named(
    "Points by count of cards, such as `{1: 1, 2: 3, 3: 6}`; a count past the last row scores "
    "that row",
    POINTS,
    40,
    r"^[0-9]{1,3}$",
)
VALUE_TABLE = named("Points by value of `of`, such as `{red: 2, blue: 3}`", POINTS, 64)
TIES = any_of(
    "How a tie is settled: `summed` (every tied value counts), `shared` (every tied player "
    "scores in full), "
    "`split` (tied players share the points, rounded down), `none` (nobody scores), or "
    "`{rule: TEXT}`, a stated rule",
    choice("a tie rule", ("summed", "shared", "split", "none")),
    obj(
        "A tie broken by a stated rule",
        key("rule", words("The rule that breaks the tie, as printed", 120), required=True),
    ),
)

__all__ = ["AGAINST", "COUNT_TABLE", "POINTS", "TIES", "TITLE", "VALUE_TABLE"]
