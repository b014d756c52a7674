"""`scoring:`, `rounds:` and `examples:` in the game format (read by printgen.format.walk, built
in game.scoring.read): a scoring line is one family, each described in its own module."""

from __future__ import annotations

from printgen.format.spec import any_of, array, choice, integer, key, named, obj, text, words
from printgen.game.play_format import ID_PATTERN
from printgen.game.scoring.table import FAMILIES

SCORING = array(
    "How one player's cards score at the end, a line per family (checked, and printed from "
    "the rule)",
    obj(
        "A scoring line: one family",
        *(key(name, family.spec) for name, family in FAMILIES.items()),
        one_of=tuple(FAMILIES),
    ),
    1,
    12,
)
ROUNDS = obj(
    "A game played over rounds: how many, the target and the tie-break",
    key(
        "count",
        any_of(
            "How many rounds: a number, or `players` (each player deals once)",
            choice("one per player", ("players",)),
            integer("rounds", 1, 60),
        ),
    ),
    key(
        "target",
        any_of(
            "The score that ends the game: one, or the targets players agree on",
            integer("a target", 1, 100_000),
            array("targets", integer("a target", 1, 100_000), 1, 20),
        ),
    ),
    key(
        "tie_break",
        any_of(
            "Who wins a tie: `best-round` (the best single round), `shared` (the tied players "
            "share the win), or `{rule: TEXT}`, a stated rule",
            choice("a tie-break", ("best-round", "shared")),
            obj(
                "A stated tie-break", key("rule", words("The rule, as printed", 120), required=True)
            ),
        ),
    ),
)
WINNER = choice(
    "Who wins: the `highest` total, or the `lowest` (6 nimmt!, No Thanks!: the points are "
    "penalties, said plainly rather than as the highest of negative points)",
    ("highest", "lowest"),
    "highest",
)
_CARD = any_of(
    "A card: its number, a value's name, or its values by attribute (`{colour: red, number: 5}`)",
    integer("a number", -1_000_000, 1_000_000),
    text("a value's name"),
    named(
        "the card's values by attribute",
        any_of("a value", integer("a number", -1_000_000, 1_000_000), text("a value's name")),
        8,
    ),
)
_CARDS = any_of(
    "Cards: counted by value (`{green: 4, blue: 2}`) or listed (`[3, 4, 5]`); a card may be "
    "named by its fields (`{trail: river, number: 5}`) or a card list's `name`. Each is looked "
    "up in the decks and scores as the deck has it, derived fields too; one the decks do not "
    "hold, or more copies than they have, is example-card-not-in-deck",
    named("cards by value", integer("cards", 0, 1000), 64),
    array("the cards", _CARD, 1, 200),
)
EXAMPLES = array(
    "Worked examples checked against `scoring:` (scoring-example-wrong)",
    obj(
        "An example: one player's cards at the end and the score the rule must give them",
        key("cards", _CARDS),
        key(
            "hand",
            any_of(
                "Cards left in hand: how many, or which",
                integer("cards", 0, 1000),
                named("cards by value", integer("cards", 0, 1000), 64),
                array("the cards", _CARD, 1, 200),
            ),
        ),
        key("tokens", named("Tokens held, by token id", integer("tokens", 0, 1000), 8, ID_PATTERN)),
        key(
            "events",
            array(
                "The events that happened to the player (by event id)", text("an event id"), 1, 12
            ),
        ),
        key(
            "others",
            array("The other players' scored cards, for lines that compare players", _CARDS, 1, 11),
        ),
        key(
            "others_hands",
            array(
                "The cards left in the other players' hands, for an `others_hands` line",
                _CARDS,
                1,
                11,
            ),
        ),
        key("bid", integer("The tricks the player bid this round (a `bid` line)", 0, 200)),
        key("tricks", integer("The tricks they won (a `bid` line)", 0, 200)),
        key("dealt", integer("The cards dealt to them this round (a `bid` line)", 0, 1000)),
        key(
            "score",
            integer("The score the rule must give them", -1_000_000, 1_000_000),
            required=True,
        ),
    ),
    1,
    20,
)

__all__ = ["EXAMPLES", "ROUNDS", "SCORING", "WINNER"]
