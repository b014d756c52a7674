"""`play:` in a game file, described once (see printgen.format.spec): how a round is set up, how a
turn goes and when a round ends, as data from a small vocabulary that names no game.

The vocabulary (each step is a mapping with one key):

- zones: where cards lie (`stack`, `middle`, a `hand` per player), who sees them and whether they
  are a row with two ends;
- a round: `setup` steps, who `starts`, an `opening` turn for the starter, steps at the `start` and
  `end` of each lap of turns, the `turn`, and the conditions that `end` it;
- steps: `deal`, `move`, `refill`, `choose` (a decision among named actions, each with the cards
  or places it chooses and what it does), `first` (the first case whose condition holds), `each`
  (steps for every player in seat order), `set` (a named value), `event`, `out`, `again`, `pay`
  and `collect` (tokens);
- conditions: cards `in` a zone (`where` their attributes match), a zone `empty`, a value `is`,
  tokens a player `has`, the players still `in`, and `all`, `any` and `not` of them;
- a card filter (`where`) names attributes and what they must be: a value, a list of values, or
  the value of another card (`card.number`, `lead.letters`: the top card of a zone) compared as
  `same`, `next`, `previous`, `within`, `at_least`, `at_most` or `shares`;
- bots of the game's own: a named list of preferences, each an `action` whose choices meet a
  condition (`if`), the best of them by `highest`, `lowest` or `most`, and `otherwise` a
  built-in bot.

Steps nest (a case's steps, an action's steps) at most MAX_DEPTH deep, so the description is a
finite tree and the JSON Schema stays plain.
"""

from __future__ import annotations

from printgen.format.spec import (
    any_of,
    array,
    boolean,
    choice,
    define,
    integer,
    key,
    named,
    obj,
    ref,
    text,
    words,
)

NAME_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,29}$"
ID_PATTERN = r"^[a-z0-9][a-z0-9_-]{0,39}$"  # a token's or an event's id, as `scoring:` has them
# a reference to a value: a named value (`required`) or a card's attribute (`card.number`,
# `lead.letters`, `played.next`); a second dot is told by the program's reader
REF_PATTERN = r"^[a-z0-9][a-z0-9_.-]{0,60}$"
MAX_DEPTH = 4  # steps inside steps (a case of a case of an action)
MAX_STEPS = 24  # steps in one list
MAX_ACTIONS = 12  # actions of one decision
MAX_CHOICES = 5_000  # choices one decision may offer with the game's deck (checked when read)
MAX_ZONES = 24
MAX_TURNS = 100_000  # the most turns a round may be limited to
MAX_ROUNDS = 200  # rounds in one game, whatever the rounds say
MAX_BOTS = 8  # bots a game file writes
MAX_PREFERENCES = 12  # preferences of one bot
BUILT_IN_BOTS = ("random", "greedy")
DEFAULT_TURNS = 10_000  # a round still running after this many turns is stopped (stalled)
ENDS = ("left", "right")
STARTS = ("first-seat", "next-seat", "last-to-act")
WHO = ("current", "each", "any", "all", "others", "last-in")


def _name(what: str, example: str):
    return text(
        f"A name for {what}: `analyze` counts how often it applies, `play` says it",
        1,
        30,
        NAME_PATTERN,
        example=example,
    )


_zone_name = text("a zone's name", 1, 30, NAME_PATTERN, example="middle")
_ref = text(
    "a named value (`required`) or a card's attribute: a chosen card's (`card.number`) or the "
    "top card's of a zone (`lead.letters`)",
    1,
    61,
    REF_PATTERN,
    example="card.rank",
)
_literal = any_of(
    "a value: a number, a value's name or a reference",
    integer("a number", -1_000_000, 1_000_000),
    text("a value's name or a reference", 1, 61),
)
COMPARE = obj(
    "How an attribute compares with another card's: exactly one of same, next, previous, "
    "within, at_least, at_most, shares",
    key("same", _ref),
    key("next", _ref),
    key("previous", _ref),
    key("within", _ref),
    key("at_least", _ref),
    key("at_most", _ref),
    key("shares", _ref),
    key("by", integer("within: how far apart the numbers may be", 0, 1000, default=1)),
    key(
        "wrap",
        boolean("next and previous: after the highest comes the lowest again", default=False),
    ),
    one_of=("same", "next", "previous", "within", "at_least", "at_most", "shares"),
)
TEST = any_of(
    "What an attribute must be: a value, a reference (`card.number`), a list of them (any one), "
    "or a comparison",
    integer("a number", -1_000_000, 1_000_000),
    text("a value's name or a reference", 1, 61),
    array("any of these values", _literal, 1, 64),
    COMPARE,
)
WHERE = named(
    "Which cards: each attribute named and what it must be (all must hold)",
    TEST,
    8,
    NAME_PATTERN,
    example={"rank": "card.rank"},
)


def _condition():
    inner = ref("play-condition", "a condition", MAX_DEPTH)
    kinds = ("in", "empty", "not_empty", "is", "has", "players_in", "all", "any", "not")
    return obj(
        "A condition: exactly one of " + ", ".join(kinds),
        key("in", _zone_name),
        key("where", WHERE),
        key("count", integer("in: at least this many cards match", 1, 1000, default=1)),
        key("empty", _zone_name),
        key("not_empty", _zone_name),
        key("is", named("A named value and what it must be", _literal, 4, NAME_PATTERN)),
        key("has", named("Tokens the player holds at least", integer("tokens", 0, 1000), 4)),
        key("players_in", integer("The players still in the round", 0, 12)),
        key(
            "who",
            choice(
                "Whose zone: the player on turn (`current`), `any` player's or `all` players'",
                ("current", "any", "all"),
                default="current",
            ),
        ),
        key("all", array("Every one of these holds", inner, 1, 8)),
        key("any", array("At least one of these holds", inner, 1, 8)),
        key("not", inner),
        one_of=kinds,
    )


CONDITION = define("play-condition", _condition())

_count = any_of(
    "How many cards: a number, or `all`", integer("cards", 1, 1000), choice("every card", ("all",))
)
_who = choice(
    "Whose turn the step is taken for: the player on turn (`current`), or the last player still "
    "in the round (`last-in`)",
    ("current", "last-in"),
    default="current",
)
MOVE = obj(
    "Move cards: a chosen card or cards (`card`), or cards `from` a zone (its top cards, or the "
    "ones that match `where`), `to` a zone",
    key(
        "card",
        text("a chosen card or cards, by the name its action gave them", 1, 30, NAME_PATTERN),
    ),
    key("from", _zone_name),
    key("where", WHERE),
    key("count", _count),
    key("choose", boolean("the player chooses which of the matching cards (a decision)", False)),
    key("to", _zone_name, required=True),
    key("at", text("a row's end: `left`, `right`, or the end the action chose", 1, 30)),
    key("who", _who),
)
REFILL = obj(
    "Turn up cards from a zone into another until it holds `to` cards or the source is empty",
    key("zone", _zone_name, required=True),
    key("to", integer("cards the zone is filled to", 1, 1000), required=True),
    key("from", _zone_name, required=True),
)
DEAL = obj(
    "Deal by the game's `deal:` table at this player count: removals, shuffle, each player's hand "
    "and tokens; the rest forms the stack",
    key("hand", _zone_name, required=True),
    key("stack", _zone_name, required=True),
)
PAY = obj(
    "Pay tokens from the player on turn onto a zone",
    key("token", text("a token's id", 1, 40, ID_PATTERN), required=True),
    key("count", integer("tokens", 1, 1000, default=1)),
    key("to", _zone_name, required=True),
)
COLLECT = obj(
    "The player on turn takes every token lying on a zone", key("from", _zone_name, required=True)
)
CARD_PARAM = obj(
    "The action chooses one card (identical cards count once)",
    key("from", _zone_name, required=True),
    key("where", WHERE),
)
CARDS_PARAM = obj(
    "The action chooses several cards: a `run` (one card of each number from `start` up, of any "
    "length from 1) or a `set` (cards of one value, from `min` to all that are held)",
    key("from", _zone_name, required=True),
    key("run", text("the attribute a run climbs", 1, 30, NAME_PATTERN)),
    key("set", text("the attribute a set shares", 1, 30, NAME_PATTERN)),
    key("start", _ref),
    key("min", integer("a set: the fewest cards", 1, 100, default=2)),
    one_of=("run", "set"),
)


def _steps():
    inner = ref("play-steps", "steps", MAX_DEPTH)
    keys = [
        key("move", MOVE),
        key("refill", REFILL),
        key("deal", DEAL),
        key("set", named("Set named values: each to a value or a reference", _literal, 4)),
        key(
            "event",
            any_of(
                "A scoring event happens: its id in `scoring:` (to the player on turn), or "
                "`{id: ..., who: last-in}`",
                text("an event's id", 1, 40, ID_PATTERN),
                obj(
                    "An event and whom it happens to",
                    key("id", text("an event's id", 1, 40, ID_PATTERN), required=True),
                    key("who", _who),
                ),
            ),
        ),
        key(
            "out",
            choice(
                "A player is out of the round: the player on turn (`current`) or the last one "
                "still in (`last-in`)",
                ("current", "last-in"),
            ),
        ),
        key("again", boolean("The player on turn takes another turn (`true`)")),
        key("pay", PAY),
        key("collect", COLLECT),
    ]
    kinds = ["move", "refill", "deal", "set", "event", "out", "again", "pay", "collect"]
    case = obj(
        "A case: its condition (`if`, left out in a last case that always applies) and its steps",
        key("if", CONDITION),
        key("name", _name("the case", "same-number")),
        key("do", inner, required=True),
    )
    action = obj(
        "An action: what it chooses (a `card`, `cards`, a row's `end`, a `pile`) and its steps",
        key("card", CARD_PARAM),
        key("cards", CARDS_PARAM),
        key("end", _zone_name),
        key(
            "pile",
            obj(
                "The action chooses a pile of a zone split `by` an attribute: one of its values "
                "with cards (`not` one a reference names), its top card then `from: pile`",
                key("from", _zone_name, required=True),
                key("not", _ref),
            ),
        ),
        key("if", CONDITION),
        key(
            "label", words("What the printed turn calls the action (`Pass`), before its words", 30)
        ),
        key("do", inner, required=True),
    )
    keys += [
        key("first", array("The first case whose condition holds applies", case, 1, 8)),
        key("each", inner),
        key(
            "choose",
            named(
                "A decision: the actions the player chooses among",
                action,
                MAX_ACTIONS,
                NAME_PATTERN,
            ),
        ),
    ]
    kinds += ["first", "each", "choose"]
    step = obj("A step: exactly one of " + ", ".join(kinds), *keys, one_of=tuple(kinds))
    return array("Steps, in order", step, 1, MAX_STEPS)


STEPS = define("play-steps", _steps())

_label = words(
    "What the printed rules (`- play: turn`) call it, one|many: `hand|hands`; in German with its "
    "article, which gives the forms each sentence needs: `die Hand|Hände`. Its name by default",
    60,
)
ZONE = obj(
    "A zone where cards lie",
    key("label", _label),
    key(
        "per",
        choice(
            "`player`: each player has one; else one for the table",
            ("player", "table"),
            default="table",
        ),
    ),
    key("seen", choice("Who sees its cards", ("everyone", "owner", "nobody"), default="everyone")),
    key("row", boolean("A row with a left and a right end, in order", False)),
    key(
        "by",
        text(
            "An attribute that splits the zone into a pile per value (an expedition or a "
            "discard pile per colour): its top card is the last one of a value",
            1,
            30,
            NAME_PATTERN,
        ),
    ),
    key(
        "scores",
        choice(
            "What its cards are to `scoring:` at the end of a round: the `cards` that score, or "
            "the `hand` left",
            ("cards", "hand"),
        ),
    ),
)

ROUND = obj(
    "A round: its setup, who starts, the turns and when it ends",
    key("setup", STEPS, required=True),
    key(
        "starts",
        choice(
            "Who starts a round: always `first-seat`, the `next-seat` each round (seat 0 "
            "first), or the player who acted `last-to-act` in the round before",
            STARTS,
            default="next-seat",
        ),
    ),
    key("opening", STEPS),
    key("lap_start", STEPS),
    key("lap_end", STEPS),
    key("turn", STEPS, required=True),
    key(
        "end",
        array(
            "When the round ends: the first of these whose condition holds, checked after every "
            "turn (`after: lap` once every player still in has had a turn)",
            obj(
                "An end of the round",
                key("when", CONDITION, required=True),
                key("name", _name("the end", "out-first")),
                key("after", choice("When it is checked", ("turn", "lap"), default="turn")),
                key("do", STEPS),
            ),
            1,
            8,
        ),
        required=True,
    ),
    key(
        "turns",
        integer(
            "The most turns of a round: one still running is stopped, scores nothing and counts "
            "as stalled",
            1,
            MAX_TURNS,
            default=DEFAULT_TURNS,
        ),
    ),
)

_names = array("names of actions, cases or ends", text("a name", 1, 30, NAME_PATTERN), 1, 12)
FIGURE = obj(
    "A figure of the game's own: exactly one of share, per_round, rounds_ended, size, piles, "
    "tokens, groups, starter_wins, stalled",
    key("share", _names),
    key("per_round", _names),
    key("rounds_ended", _names),
    key("size", _zone_name),
    key("piles", _zone_name),
    key(
        "tokens",
        text("a token's id: the tokens each player holds at a round's end", 1, 40, ID_PATTERN),
    ),
    key("groups", integer("the scoring line (1 for the first) whose groups are counted", 1, 40)),
    key(
        "by_seat",
        boolean("size, piles, tokens, groups: one figure per seat instead of their mean", False),
    ),
    key("starter_wins", boolean("the share of rounds won by the player who started them")),
    key("stalled", boolean("the share of rounds stopped at the turn limit")),
    one_of=(
        "share",
        "per_round",
        "rounds_ended",
        "size",
        "piles",
        "tokens",
        "groups",
        "starter_wins",
        "stalled",
    ),
)

RANKS = ("highest", "lowest", "most")
PREFERENCE = obj(
    "A preference of a bot, tried in turn: the choices of its `action` (of every action, where "
    "it names none) for which its condition (`if`) holds, the best of them by `highest`, "
    "`lowest` or `most`; the first preference with a choice decides, the rest are not asked. "
    "`otherwise` hands the decision to a built-in bot",
    key("action", text("The action it prefers, by its name under `choose:`", 1, 30, NAME_PATTERN)),
    key("if", CONDITION),
    key("highest", _ref),
    key("lowest", _ref),
    key(
        "most",
        obj(
            "The choices whose zone holds the most cards that match (with the choice's card "
            "as `card`): `{in: taken, where: {colour: card.colour}}`",
            key("in", _zone_name, required=True),
            key("where", WHERE),
        ),
    ),
    key(
        "otherwise", choice("A built-in bot that takes every decision from here on", BUILT_IN_BOTS)
    ),
)
BOTS = named(
    "Bots of the game's own, by name (`printgen analyze --bot NAME`): each a list of "
    "preferences, the first that finds a choice deciding; none found: a random choice",
    array("Its preferences, the first first", PREFERENCE, 1, MAX_PREFERENCES),
    MAX_BOTS,
    NAME_PATTERN,
    example={"hoarder": [{"action": "take", "if": {"in": "offer", "count": 3}}]},
)

PLAY = obj(
    "How the game is played, for `printgen play` and `analyze`: its zones, a round and a turn",
    key("zones", named("The zones cards lie in", ZONE, MAX_ZONES, NAME_PATTERN), required=True),
    key(
        "values",
        named(
            "Named values a round keeps, each with its value at the start",
            _literal,
            8,
            NAME_PATTERN,
        ),
    ),
    key("round", ROUND, required=True),
    key(
        "target", integer("The target the simulations play to, one of `rounds: target`", 1, 100_000)
    ),
    key(
        "figures",
        named(
            "Figures of the game's own that `analyze` reports, by name", FIGURE, 16, NAME_PATTERN
        ),
    ),
    key("bots", BOTS),
)
