"""A game file's `play:` made into a program the interpreter runs: every name checked against the
game (zones, attributes, values, tokens, events), every step and condition turned into a small
function over the table's state. No text from the file is ever run as code: the functions are
the interpreter's own, chosen by the step's kind and filled with the file's values.

`build_program(game, play, report)` returns a `Program` (or None when a problem makes the play
unplayable); `report(path, code, message, hint)` is told every problem at the path of the value
at fault, so the game reader puts it at its line and column.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from printgen.game.play_format import DEFAULT_TURNS, ENDS, MAX_CHOICES

CONDITION_KINDS = ("in", "empty", "not_empty", "is", "has", "players_in", "all", "any", "not")
COMPARISONS = ("same", "next", "previous", "within", "at_least", "at_most", "shares")
STEP_KINDS = (
    "move", "refill", "deal", "set", "event", "out", "again", "pay", "collect", "first", "each",
    "choose",
)  # fmt: skip
CARD_NAMES = ("card", "cards")  # what an action's chosen cards are called in its steps
END_NAME = "end"
PILE_NAME = "pile"  # the pile an action chose, of a zone split by an attribute


class PlayError(Exception):
    """A problem in `play:` found while making the program (reported at `path`)."""

    def __init__(self, path: tuple, code: str, message: str, hint: str, at_key: bool = False):
        super().__init__(message)
        self.path, self.code, self.message, self.hint = path, code, message, hint
        self.at_key = at_key  # told at the key itself (a name), not at its value


@dataclass
class Zone:
    name: str
    index: int
    per_player: bool
    seen: str
    row: bool
    scores: str | None
    by: str | None = None  # the attribute that splits it into a pile per value


@dataclass
class Counter:
    """Something that can apply (an action, a case, an end): its name and where it stands."""

    kind: str  # action, case, end
    name: str
    path: tuple
    index: int = 0


@dataclass
class Figure:
    name: str
    kind: str
    arg: object
    path: tuple
    by_seat: bool = False  # one value per seat instead of their mean


@dataclass
class Program:
    """The play of a game made runnable: its zones, cards and steps."""

    zones: tuple[Zone, ...]
    zone_index: dict
    cards: tuple  # every card of the dealt deck: its fields
    attrs: dict  # attribute name -> tuple of the value each card shows (a frozenset for k > 1)
    kinds: tuple  # each card's kind: the index of its distinct fields
    values: dict  # the named values at a round's start
    setup: tuple
    opening: tuple
    lap_start: tuple
    lap_end: tuple
    turn: tuple
    ends: tuple  # (after, condition, steps, counter)
    starts: str
    turn_limit: int
    target: int | None
    counters: list = field(default_factory=list)
    figures: tuple = ()
    deals: dict = field(default_factory=dict)  # players -> (kept cards, hand, tokens)
    names: dict = field(default_factory=dict)  # card -> printed name
    uses_laps: bool = False
    spec: dict = field(default_factory=dict)  # `play:` as read (plain values), for the checks
    bots: dict = field(default_factory=dict)  # the game's own bots by name (play_bots.Bot)

    def zone(self, name: str) -> Zone:
        return self.zones[self.zone_index[name]]


# -- the state the steps work on ----------------------------------------------------------
class Table:
    """A game in play: the zones' cards, tokens, named values, who is in and on turn."""

    __slots__ = (
        "n",
        "zones",
        "tokens",
        "zone_tokens",
        "vals",
        "out",
        "events",
        "cur",
        "again",
        "decide",
        "counts",
        "log",
        "dead",
        "rng",
        "deal",
        "scorer",
        "random",
    )

    def __init__(self, program: Program, players: int, decide, log=None):
        self.n = players
        self.zones = [[[] for _ in range(players)] if z.per_player else [] for z in program.zones]
        self.tokens = [{} for _ in range(players)]
        self.zone_tokens = {}
        self.vals = dict(program.values)
        self.out = [False] * players
        self.events = [[] for _ in range(players)]
        self.cur = 0
        self.again = False
        self.decide = decide  # decide(table, player, options, what) -> index
        self.counts = [0] * len(program.counters)
        self.log = log  # a list the course of the game is told into, or None
        self.dead = 0
        self.rng = None
        self.deal = None
        self.scorer = None
        self.random = None  # every seat's bot picks at random: the generator's random()


# -- making the program ----------------------------------------------------------------------
class _Maker:
    def __init__(self, game, play: dict):
        self.game = game
        self.play = play
        self.counters: list[Counter] = []
        self.problems: list[PlayError] = []
        self.uses_laps = False
        deck = game.deck(game.deal.deck) if game.deal is not None else None
        self.deck = deck

    def problem(self, path, code, message, hint, at_key=False):
        self.problems.append(PlayError(path, code, message, hint, at_key))

    def counter(self, kind: str, name: str, path: tuple) -> int:
        self.counters.append(Counter(kind, name, path, len(self.counters)))
        return len(self.counters) - 1


def build_program(game, play: dict) -> tuple[Program | None, list[PlayError]]:
    """The program of `play` (the plain values read by its description) for `game`, and every
    problem found (each at its path under `play`)."""
    from printgen.pieces.deck import generate_cards

    base = ("play",)
    rnd = play.get("round", {})
    if "zones" not in play or not {"setup", "turn", "end"} <= set(rnd):
        return None, []  # a required part could not be read: its problem is reported already
    if game.deal is None or game.deck(game.deal.deck) is None:
        return None, [
            PlayError(
                base,
                "play-without-deal",
                "`play:` deals by the game's `deal:`, and the game has none",
                "add `deal:` with the deck and each player count's hand",
            )
        ]
    maker = _Maker(game, play)
    deck = maker.deck
    cards = tuple(generate_cards(deck))
    names = [a.name for a in deck.attributes] + [d.name for d in deck.derived]
    if deck.is_list:
        names += [c for c in deck.columns if c not in names]
    attrs = {}
    for name in names:
        column = []
        for card in cards:
            value = card.get(name)
            column.append(frozenset(value) if isinstance(value, tuple) else value)
        attrs[name] = tuple(column)
    kinds_seen: dict = {}
    kinds = tuple(kinds_seen.setdefault(card.fields, len(kinds_seen)) for card in cards)
    zones = []
    for index, (name, spec) in enumerate(play["zones"].items()):
        if name in CARD_NAMES or name in (END_NAME, PILE_NAME):
            maker.problem(
                base + ("zones", name),
                "play-bad-name",
                f"a zone cannot be called {name!r}: it names an action's chosen cards",
                "give the zone another name, such as `pile`",
            )
        zones.append(
            Zone(
                name,
                index,
                spec.get("per", "table") == "player",
                spec.get("seen", "everyone"),
                bool(spec.get("row", False)),
                spec.get("scores"),
                spec.get("by"),
            )
        )
        if spec.get("by") and spec["by"] not in attrs:
            maker.problem(
                base + ("zones", name, "by"),
                "play-unknown-name",
                f"the cards have no attribute {spec['by']!r}",
                _did_you_mean(spec["by"], attrs) + _choices("the attributes", attrs),
            )
            zones[-1].by = None  # told: the zone is read as one pile from here on
    zone_index = {z.name: z.index for z in zones}
    ctx = _Context(maker, zones, zone_index, attrs, deck, game)
    ctx.kinds = kinds
    values = dict(play.get("values", {}))
    ctx.value_names = set(values)
    rnd = play["round"]
    path = base + ("round",)
    setup = ctx.steps(rnd["setup"], path + ("setup",), ())
    opening = ctx.steps(rnd.get("opening", []), path + ("opening",), ())
    lap_start = ctx.steps(rnd.get("lap_start", []), path + ("lap_start",), ())
    lap_end = ctx.steps(rnd.get("lap_end", []), path + ("lap_end",), ())
    turn = ctx.steps(rnd["turn"], path + ("turn",), ())
    ends = []
    for i, end in enumerate(rnd["end"]):
        where = path + ("end", i)
        name = end.get("name") or f"end-{i + 1}"
        counter = maker.counter("end", name, where)
        ends.append(
            (
                end.get("after", "turn"),
                ctx.condition(end["when"], where + ("when",), ()),
                ctx.steps(end.get("do", []), where + ("do",), ()),
                counter,
            )
        )
    if "lap_start" in rnd or "lap_end" in rnd or any(e[0] == "lap" for e in ends):
        maker.uses_laps = True
    deals = _deals(game, deck, cards)
    figures = tuple(
        Figure(
            name,
            next(k for k in spec if k != "by_seat"),
            next(v for k, v in spec.items() if k != "by_seat"),
            base + ("figures", name),
            bool(spec.get("by_seat", False)),
        )
        for name, spec in play.get("figures", {}).items()
        if any(k != "by_seat" for k in spec)
    )
    counter_names = {c.name for c in maker.counters}
    for figure in figures:
        if figure.kind in ("share", "per_round", "rounds_ended"):
            for i, name in enumerate(figure.arg):
                if name not in counter_names:
                    maker.problem(
                        figure.path + (figure.kind, i),
                        "play-unknown-name",
                        f"no action, case or end is called {name!r}",
                        _choices("the names", sorted(counter_names)),
                    )
        if figure.kind == "size" and figure.arg not in zone_index:
            try:
                ctx.unknown_zone(figure.arg, figure.path + ("size",))
            except _Bad:
                pass
        if figure.kind == "piles" and (
            figure.arg not in zone_index or zones[zone_index[figure.arg]].by is None
        ):
            maker.problem(
                figure.path + ("piles",),
                "play-bad-zone",
                f"{figure.arg!r} is no zone split `by` an attribute, so it has no piles to count",
                "name a zone with `by:`",
            )
        if figure.kind == "tokens" and figure.arg not in ctx.tokens():
            maker.problem(
                figure.path + ("tokens",),
                "play-unknown-name",
                f"there is no token {figure.arg!r}",
                _choices("the tokens", ctx.tokens()),
            )
        if figure.kind == "groups":
            lines = game.scoring.lines if game.scoring is not None else ()
            if not 1 <= figure.arg <= len(lines) or lines[figure.arg - 1].kind != "groups":
                maker.problem(
                    figure.path + ("groups",),
                    "play-unknown-name",
                    f"scoring line {figure.arg} is not a line of groups",
                    "name the number of a `groups:` line of `scoring:` (1 for the first)",
                )
    target = play.get("target")
    bots = {}
    if "bots" in play:
        from printgen.game.play_bots import build_bots

        bots = build_bots(ctx, maker, play["bots"], _Bad)
    if maker.problems:
        return None, maker.problems
    program = Program(
        tuple(zones),
        zone_index,
        tuple(c.fields for c in cards),
        attrs,
        kinds,
        values,
        setup,
        opening,
        lap_start,
        lap_end,
        turn,
        tuple(ends),
        rnd.get("starts", "next-seat"),
        rnd.get("turns", DEFAULT_TURNS),
        target,
        maker.counters,
        figures,
        deals,
        {i: _card_name(card, deck) for i, card in enumerate(cards)},
        maker.uses_laps,
        spec=play,
        bots=bots,
    )
    return program, []


def _card_name(card, deck) -> str:
    if deck.is_list:
        name = card.get("name")
        if name:
            return str(name)
        shown = []
        for field_name, value in card.fields:  # its values as listed, each once
            if field_name != "count" and value not in (None, "") and str(value) not in shown:
                shown.append(str(value))
        return " ".join(shown)
    parts = []
    for attribute in deck.attributes:
        value = card.get(attribute.name)
        if isinstance(value, tuple):
            parts.append("".join(str(v).upper() for v in value))
        elif value is not None:
            parts.append(str(value))
    return " ".join(parts)


def _deals(game, deck, cards) -> dict:
    """Each player count's deal: the cards kept (by their index), the hand, the table's cards
    set aside unseen, and each player's tokens."""
    from printgen.pieces.deck import kept_cards

    out = {}
    positions: dict = {}
    for i, card in enumerate(cards):
        positions.setdefault(card.fields, []).append(i)
    for row in game.deal.rows:
        kept = []
        taken: dict = {}
        for card in kept_cards(deck, row):
            used = taken.get(card.fields, 0)
            kept.append(positions[card.fields][used])
            taken[card.fields] = used + 1
        out[row.players] = (tuple(kept), row.hand, row.set_aside, dict(row.tokens))
    return out


def _choices(what: str, names) -> str:
    names = list(names)
    if not names:
        return f"there are no {what.removeprefix('the ')} to name"
    return f"{what}: {', '.join(names)}"


def _did_you_mean(name: str, names) -> str:
    import difflib

    close = difflib.get_close_matches(name, list(names), 1)
    return f"did you mean `{close[0]}`? " if close else ""


# -- steps, conditions and filters -------------------------------------------------------------
class _Context:
    def __init__(self, maker: _Maker, zones, zone_index, attrs, deck, game):
        self.maker = maker
        self.zones = zones
        self.zone_index = zone_index
        self.attrs = attrs
        self.deck = deck
        self.game = game
        self.value_names: set = set()

    # names
    def unknown_zone(self, name, path):
        self.maker.problem(
            path,
            "play-unknown-name",
            f"there is no zone {name!r}",
            _did_you_mean(name, self.zone_index) + _choices("the zones", self.zone_index),
        )
        raise _Bad()

    def zone(self, name, path) -> Zone:
        if name not in self.zone_index:
            self.unknown_zone(name, path)
        return self.zones[self.zone_index[name]]

    def attribute(self, name, path, at_key=False):
        if name not in self.attrs:
            self.maker.problem(
                path,
                "play-unknown-name",
                f"the cards have no attribute {name!r}",
                _did_you_mean(name, self.attrs) + _choices("the attributes", self.attrs),
                at_key,
            )
            raise _Bad()
        return self.attrs[name]

    def one_of(self, data: dict, kinds, path, what: str) -> str:
        """The one key of `kinds` that `data` holds (a step's, a condition's kind); none or
        several are a problem at `path`."""
        given = [k for k in kinds if k in data]
        if len(given) != 1:
            self.maker.problem(
                path,
                "missing-key" if not given else "too-many-items",
                f"{what} needs exactly one of {', '.join(f'`{k}`' for k in kinds)}"
                + (f", not {len(given)}" if given else ""),
                f"write one of {', '.join(kinds)}",
            )
            raise _Bad()
        return given[0]

    def getter(self, zone: Zone, who: str = "current"):
        i = zone.index
        if not zone.per_player:
            return _tag(lambda t: t.zones[i], "zone", i, None)
        if who == "last-in":
            return _tag(lambda t: t.zones[i][_last_in(t)], "zone", i, "last-in")
        return _tag(lambda t: t.zones[i][t.cur], "zone", i, "current")

    # values and references
    def ref(self, text, path, bound):
        """A function of (table, env) giving the value a reference names (None: nothing)."""
        if not isinstance(text, str) or "." not in text:
            if isinstance(text, str) and text in self.value_names:
                return _tag(lambda t, env, _n=text: t.vals.get(_n), "value", text)
            return None
        head, _, attr = text.partition(".")
        if "." in attr or not head or not attr:
            self.maker.problem(
                path,
                "play-bad-reference",
                f"{text!r} is no reference: a reference is a name, or a card and its attribute "
                "joined by one dot",
                "write such as `card.number` or `lead.letters`",
            )
            raise _Bad()
        column = self.attribute(attr, path)
        if head in CARD_NAMES:
            if head not in bound:
                self.maker.problem(
                    path,
                    "play-unknown-name",
                    f"`{head}` names no chosen card here",
                    "an action that chooses `card:` (or `cards:`) names it in its own steps",
                )
                raise _Bad()

            if head == "card":
                return _tag(lambda t, env, _c=column: _c[env["card"]], "card", column)

            def last_chosen(t, env, _c=column):
                cards = env["cards"]
                return _c[cards[-1]] if cards else None

            return _tag(last_chosen, "last_chosen", column)
        zone = self.zone(head, path)
        get = self.getter(zone)
        if zone.by is not None:
            return self.pile_top(zone, get, column, bound, path)

        def top(t, env, _g=get, _c=column):
            cards = _g(t)
            return _c[cards[-1]] if cards else None

        return _tag(top, "top", get, column)

    def pile_top(self, zone, get, column, bound, path):
        """The top card's value of one pile of a zone split by an attribute: the pile of the
        card being tested (in a filter), or of the chosen card."""
        split = self.attrs[zone.by]

        def of_value(t, value):
            cards = get(t)
            for c in reversed(cards):
                if split[c] == value:
                    return column[c]
            return None

        def top(t, env):
            if "card" in env:
                return of_value(t, split[env["card"]])
            if PILE_NAME in env:
                return of_value(t, env[PILE_NAME])
            return None

        top.per_card = lambda t, c: of_value(t, split[c])  # each tested card's own pile
        return _tag(top, "pile_top", get, split, column)

    def literal_or_ref(self, value, path, bound):
        found = self.ref(value, path, bound)
        if found is not None:
            return found
        return _constant(value)

    def where(self, where: dict, path, bound):
        """A function of (table, env, cards) giving the cards that match every test, in order."""
        tests = []
        for attr, test in where.items():
            column = self.attribute(attr, path + (attr,), at_key=True)
            tests.append(self.test(attr, column, test, path + (attr,), bound))
        if len(tests) == 1:
            return tests[0]

        def select(t, env, cards, _tests=tuple(tests)):
            for test in _tests:
                cards = test(t, env, cards)
                if not cards:
                    break
            return cards

        return _tag(select, "select", tuple(tests))

    def value_known(self, attr, value, path):
        """A literal value the attribute never shows is a name that is not the game's."""
        shown = set()
        for v in self.attrs[attr]:
            if isinstance(v, frozenset):
                shown |= v
            elif v is not None:
                shown.add(v)
        if value not in shown:
            self.maker.problem(
                path,
                "play-unknown-name",
                f"no card shows {value!r} as its {attr}",
                _choices(f"the {attr} values", sorted(map(str, shown))),
            )
            raise _Bad()

    def test(self, attr, column, test, path, bound):
        """A function of (table, env, cards) giving the cards whose `attr` passes `test`."""
        multi = any(isinstance(v, frozenset) for v in column)
        order = _order(self.deck, attr, column)
        if isinstance(test, list):
            getters = []
            for i, item in enumerate(test):
                found = self.ref(item, path + (i,), bound)
                if found is None:
                    self.value_known(attr, item, path + (i,))
                    found = _constant(item)
                getters.append(found)
            getters = tuple(getters)

            def any_of(t, env, cards):
                wanted = {g(t, env) for g in getters}
                wanted.discard(None)
                if multi:
                    return [c for c in cards if not wanted.isdisjoint(column[c])]
                return [c for c in cards if column[c] in wanted]

            return _tag(any_of, "any_of", getters, column, multi)
        if isinstance(test, dict):
            how = self.one_of(test, COMPARISONS, path, "a comparison")
            get = self.ref(test[how], path + (how,), bound)
            if get is None:
                self.maker.problem(
                    path + (how,),
                    "play-bad-reference",
                    f"`{how}:` compares with another card's value: {test[how]!r} names none",
                    "name a chosen card's or a zone's top card's attribute, such as `card.number`",
                )
                raise _Bad()
            return _compare(how, get, column, multi, order, test.get("by", 1), test.get("wrap"))
        found = self.ref(test, path, bound)
        if found is None:
            self.value_known(attr, test, path)
            if multi:
                return _tag(
                    lambda t, env, cards, _v=test: [c for c in cards if _v in column[c]],
                    "equal",
                    _constant(test),
                    column,
                    multi,
                )
            return _tag(
                lambda t, env, cards, _v=test: [c for c in cards if column[c] == _v],
                "equal",
                _constant(test),
                column,
                multi,
            )
        return _equal(found, column, multi)

    def condition(self, cond: dict, path, bound):
        who = cond.get("who", "current")
        try:
            kind = self.one_of(cond, CONDITION_KINDS, path, "a condition")
            if kind in ("in", "empty", "not_empty"):
                zone = self.zone(cond[kind], path + (kind,))
                i = zone.index
                if kind == "in":
                    pick = (
                        self.where(cond["where"], path + ("where",), bound)
                        if "where" in cond
                        else None
                    )
                    need = cond.get("count", 1)
                    get = self.getter(zone)

                    if pick is None:
                        return _tag(lambda t, env: len(get(t)) >= need, "in", get, None, need)
                    if need == 1:
                        return _tag(
                            lambda t, env: bool(pick(t, env, get(t))), "in", get, pick, need
                        )
                    return _tag(
                        lambda t, env: len(pick(t, env, get(t))) >= need, "in", get, pick, need
                    )
                want_empty = kind == "empty"
                if zone.per_player and who in ("all", "any"):
                    every = who == "all"

                    def each_zone(t, env):
                        for p, held in enumerate(t.zones[i]):
                            if t.out[p]:
                                continue
                            if (not held) == want_empty:
                                if not every:
                                    return True
                            elif every:
                                return False
                        return every

                    return _tag(each_zone, "each_zone", i, want_empty, every)
                get = self.getter(zone)
                if want_empty:
                    return _tag(lambda t, env: not get(t), "empty", get, True)
                return _tag(lambda t, env: bool(get(t)), "empty", get, False)
            if kind == "is":
                checks = []
                for name, value in cond["is"].items():
                    if name not in self.value_names:
                        self.maker.problem(
                            path + ("is", name),
                            "play-unknown-name",
                            f"there is no named value {name!r}",
                            "declare it under `play: values:`",
                        )
                        raise _Bad()
                    checks.append((name, self.literal_or_ref(value, path + ("is", name), bound)))
                return _tag(
                    lambda t, env: all(t.vals.get(n) == g(t, env) for n, g in checks),
                    "is",
                    tuple(checks),
                )
            if kind == "has":
                tokens = self.tokens()
                needs = []
                for name, count in cond["has"].items():
                    if name not in tokens:
                        self.maker.problem(
                            path + ("has", name),
                            "play-unknown-name",
                            f"there is no token {name!r}",
                            _choices("the tokens", tokens),
                        )
                        raise _Bad()
                    needs.append((name, count))
                return _tag(
                    lambda t, env: all(t.tokens[t.cur].get(n, 0) >= k for n, k in needs),
                    "has",
                    tuple(needs),
                )
            if kind == "players_in":
                k = cond["players_in"]
                return _tag(lambda t, env: t.n - sum(t.out) == k, "players_in", k)
            parts = [cond["not"]] if kind == "not" else cond[kind]
            made = [
                self.condition(part, path + (kind,) + (() if kind == "not" else (i,)), bound)
                for i, part in enumerate(parts)
            ]
            if kind == "not":
                inner = made[0]
                return _tag(lambda t, env: not inner(t, env), "not", inner)
            if kind == "all":
                return _tag(lambda t, env: all(m(t, env) for m in made), "all", tuple(made))
            return _tag(lambda t, env: any(m(t, env) for m in made), "any", tuple(made))
        except _Bad:
            return _tag(lambda t, env: False, "never")

    def tokens(self) -> list:
        return [token.id for token in self.game.tokens]

    # steps
    def steps(self, items, path, bound) -> tuple:
        out = []
        for i, item in enumerate(items):
            try:
                kind = self.one_of(item, STEP_KINDS, path + (i,), "a step")
                out.append(getattr(self, "step_" + kind)(item[kind], path + (i, kind), bound))
            except _Bad:
                continue
        return tuple(out)

    def step_deal(self, spec, path, bound):
        hand = self.zone(spec["hand"], path + ("hand",))
        stack = self.zone(spec["stack"], path + ("stack",))
        if not hand.per_player:
            self.maker.problem(
                path + ("hand",),
                "play-bad-zone",
                f"the hands are dealt into {hand.name!r}, which is not a zone per player",
                f"add `per: player` to the zone {hand.name}",
            )
            raise _Bad()
        if stack.per_player:
            self.maker.problem(
                path + ("stack",),
                "play-bad-zone",
                f"the rest of the deal forms one stack, and {stack.name!r} is a zone per player",
                f"deal the stack into a zone for the table, or leave out `per:` in {stack.name}",
            )
            raise _Bad()
        h, s = hand.index, stack.index

        def deal(t, env):
            kept, size, aside, tokens = t.deal
            cards = list(kept)
            random = t.rng.random
            for i in range(len(cards) - 1, 0, -1):  # Fisher-Yates, uniform to float precision
                j = int(random() * (i + 1))
                cards[i], cards[j] = cards[j], cards[i]
            if aside:
                del cards[len(cards) - aside :]
            for p in range(t.n):
                t.zones[h][p] = cards[len(cards) - size :]
                del cards[len(cards) - size :]
                t.tokens[p] = dict(tokens)
            t.zones[s] = cards
            if t.log is not None:
                t.log.append(("deal", size, len(cards)))

        return deal

    def step_move(self, spec, path, bound):
        to = self.zone(spec["to"], path + ("to",))
        who = spec.get("who", "current")
        put = self.getter(to, who)
        at = spec.get("at", "right")
        if at not in ENDS and at != END_NAME:
            self.maker.problem(
                path + ("at",),
                "play-bad-end",
                f"`at: {at}` is no end of a row",
                "write `left`, `right`, or `end` for the end the action chose",
            )
            raise _Bad()
        if at != "right" and not to.row:
            self.maker.problem(
                path + ("at",),
                "play-bad-zone",
                f"`at:` places at an end of a row, and {to.name!r} is no row",
                f"add `row: true` to the zone {to.name}, or leave out `at:`",
            )
            raise _Bad()
        if at == END_NAME and END_NAME not in bound:
            self.maker.problem(
                path + ("at",),
                "play-unknown-name",
                "`at: end` names the end an action chose, and no action here chooses one",
                "add `end: ZONE` to the action, or write `left` or `right`",
            )
            raise _Bad()
        log_to = to.name

        def place(t, env, cards, _put=put):
            target = _put(t)
            side = env[END_NAME] if at == END_NAME else at
            if side == "left":
                for c in cards:
                    target.insert(0, c)
            else:
                target.extend(cards)
            if t.log is not None:
                t.log.append(("move", t.cur, tuple(cards), log_to, side))

        _tag(place, "place", put, at)

        if "card" in spec:
            name = spec["card"]
            if name not in bound:
                self.maker.problem(
                    path + ("card",),
                    "play-unknown-name",
                    f"`{name}` names no chosen card here",
                    "an action that chooses `card:` (or `cards:`) names it in its own steps",
                )
                raise _Bad()
            source = name + "@"

            def move_chosen(t, env, _n=name, _s=source):
                chosen = env[_n]
                cards = chosen if isinstance(chosen, list) else [chosen]
                held = env[_s](t)
                for c in cards:
                    if c in held:
                        held.remove(c)
                    else:  # an earlier step moved it: it moves from where it lies now
                        _take_out(t, c)
                place(t, env, cards)

            return _tag(move_chosen, "move_chosen", name, place)
        if spec.get("from") == PILE_NAME and PILE_NAME in bound:

            def move_pile_top(t, env):
                held = env[PILE_NAME + "@"](t)
                value, split = env[PILE_NAME], env[PILE_NAME + "#"]
                for i in range(len(held) - 1, -1, -1):
                    if split[held[i]] == value:
                        place(t, env, [held.pop(i)])
                        return

            return _tag(move_pile_top, "move_pile_top", place)
        if "from" not in spec:
            self.maker.problem(
                path,
                "missing-key",
                "a move needs the cards it moves: `card:` (a chosen card) or `from:` (a zone)",
                "add `from: stack` or `card: card`",
            )
            raise _Bad()
        source_zone = self.zone(spec["from"], path + ("from",))
        take = self.getter(source_zone, who)
        count = spec.get("count", "all" if "where" in spec else 1)
        if "where" in spec:
            pick = self.where(spec["where"], path + ("where",), bound)
            if spec.get("choose"):
                kinds = self.kinds
                what = f"take from {source_zone.name}"

                def choose_matching(t, env, _p=pick, _k=kinds):
                    held = take(t)
                    options, seen = [], set()
                    for c in _p(t, env, held):
                        if _k[c] not in seen:
                            seen.add(_k[c])
                            options.append(c)
                    if not options:
                        return
                    chosen = []
                    for _ in range(1 if count == "all" else count):
                        if not options:
                            break
                        if len(options) == 1:
                            c = options[0]
                        elif t.random is not None:
                            c = options[int(t.random() * len(options))]
                        else:
                            c = options[t.decide(t, t.cur, options, what)]
                        options.remove(c)
                        held.remove(c)
                        chosen.append(c)
                    place(t, env, chosen)

                return _tag(choose_matching, "choose_matching", take, pick, count, place, kinds)

            def move_matching(t, env, _p=pick):
                held = take(t)
                moved = _p(t, env, held)
                if count != "all":
                    moved = moved[:count]
                if moved:
                    for c in moved:
                        held.remove(c)
                    place(t, env, moved)

            return _tag(move_matching, "move_matching", take, pick, count, place)

        def move_top(t, env):
            held = take(t)
            k = len(held) if count == "all" else min(count, len(held))
            if not k:
                return
            moved = held[len(held) - k :][::-1]
            del held[len(held) - k :]
            place(t, env, moved)

        return _tag(move_top, "move_top", take, count, place)

    def step_refill(self, spec, path, bound):
        zone = self.zone(spec["zone"], path + ("zone",))
        source = self.zone(spec["from"], path + ("from",))
        if source is zone:
            self.maker.problem(
                path + ("from",),
                "play-bad-zone",
                f"{zone.name!r} is refilled from itself, which never fills it",
                "refill it from another zone, such as the stack",
            )
            raise _Bad()
        get, take, size = self.getter(zone), self.getter(source), spec["to"]
        name = zone.name

        def refill(t, env):
            target, held = get(t), take(t)
            moved = []
            while len(target) < size and held:
                c = held.pop()
                target.append(c)
                moved.append(c)
            if moved and t.log is not None:
                t.log.append(("move", t.cur, tuple(moved), name, "right"))

        return _tag(refill, "refill", get, take, size)

    def step_set(self, spec, path, bound):
        setters = []
        for name, value in spec.items():
            if name not in self.value_names:
                self.maker.problem(
                    path + (name,),
                    "play-unknown-name",
                    f"there is no named value {name!r}",
                    "declare it under `play: values:`",
                )
                raise _Bad()
            setters.append((name, self.literal_or_ref(value, path + (name,), bound)))

        def set_values(t, env):
            for name, get in setters:
                t.vals[name] = get(t, env)

        return _tag(set_values, "set", tuple(setters))

    def step_event(self, spec, path, bound):
        ident, who = (spec, "current") if isinstance(spec, str) else (spec["id"], spec.get("who"))
        events = []
        if self.game.scoring is not None:
            events = self.game.scoring.event_names()
        if ident not in events:
            self.maker.problem(
                path + (() if isinstance(spec, str) else ("id",)),
                "play-unknown-name",
                f"`scoring:` has no event {ident!r}",
                _choices("the events", events),
            )
            raise _Bad()

        def event(t, env):
            player = _last_in(t) if who == "last-in" else t.cur
            t.events[player].append(ident)
            if t.log is not None:
                t.log.append(("event", player, ident))

        return _tag(event, "event", ident, who)

    def step_out(self, spec, path, bound):
        def out(t, env):
            player = _last_in(t) if spec == "last-in" else t.cur
            t.out[player] = True
            if t.log is not None:
                t.log.append(("out", player))

        return _tag(out, "out", spec)

    def step_again(self, spec, path, bound):
        def again(t, env):
            t.again = bool(spec)

        return _tag(again, "again", bool(spec))

    def step_pay(self, spec, path, bound):
        token = spec["token"]
        if token not in self.tokens():
            self.maker.problem(
                path + ("token",),
                "play-unknown-name",
                f"there is no token {token!r}",
                _choices("the tokens", self.tokens()),
            )
            raise _Bad()
        zone = self.zone(spec["to"], path + ("to",)).name
        count = spec.get("count", 1)

        def pay(t, env):
            held = t.tokens[t.cur]
            k = min(count, held.get(token, 0))
            held[token] = held.get(token, 0) - k
            lying = t.zone_tokens.setdefault(zone, {})
            lying[token] = lying.get(token, 0) + k
            if t.log is not None:
                t.log.append(("pay", t.cur, token, k, zone))

        return _tag(pay, "pay", token, zone, count)

    def step_collect(self, spec, path, bound):
        zone = self.zone(spec["from"], path + ("from",)).name

        def collect(t, env):
            lying = t.zone_tokens.pop(zone, {})
            held = t.tokens[t.cur]
            for token, k in lying.items():
                held[token] = held.get(token, 0) + k
            if t.log is not None and lying:
                t.log.append(("collect", t.cur, tuple(sorted(lying.items())), zone))

        return _tag(collect, "collect", zone)

    def step_first(self, cases, path, bound):
        made = []
        for i, case in enumerate(cases):
            where = path + (i,)
            name = case.get("name") or f"case-{len(self.maker.counters) + 1}"
            counter = self.maker.counter("case", name, where)
            cond = self.condition(case["if"], where + ("if",), bound) if "if" in case else None
            made.append((cond, self.steps(case["do"], where + ("do",), bound), counter))

        def first(t, env):
            for cond, steps, counter in made:
                if cond is None or cond(t, env):
                    t.counts[counter] += 1
                    for step in steps:
                        step(t, env)
                    return

        return _tag(first, "first", tuple(made))

    def step_each(self, steps, path, bound):
        made = self.steps(steps, path, bound)

        def each(t, env):
            keep = t.cur
            for p in range(t.n):
                t.cur = p
                for step in made:
                    step(t, env)
            t.cur = keep

        return _tag(each, "each", made)

    def step_choose(self, actions, path, bound):
        made = []
        for name, action in actions.items():
            where = path + (name,)
            counter = self.maker.counter("action", name, where)
            own = set(bound)
            enumerate_ = self.action_options(action, where, own)
            cond = self.condition(action["if"], where + ("if",), own) if "if" in action else None
            made.append(
                (name, enumerate_, cond, self.steps(action["do"], where + ("do",), own), counter)
            )
        most = sum(self.most_choices(action) for action in actions.values())
        if most > MAX_CHOICES:
            self.maker.problem(
                path,  # at the key `choose`
                "play-too-many-choices",
                f"this decision can offer up to {most:,} choices with this deck; a decision may "
                f"offer at most {MAX_CHOICES:,}, so that every turn ends soon",
                "choose one card (`card:`) or a group of them (`cards:`) per action, not both, "
                "or fewer actions",
                at_key=True,
            )
            raise _Bad()

        if len(made) == 1:
            name, options_of, cond, steps, counter = made[0]
            bind = options_of.bind

            def choose(t, env):
                if cond is not None and not cond(t, env):
                    t.dead += 1
                    return
                options = options_of(t, env)
                if len(options) <= 1:
                    t.dead += 1
                    if not options:
                        return
                    pick = 0
                elif t.random is not None:
                    pick = int(t.random() * len(options))
                else:
                    trial.options, trial.env = options, env
                    pick = t.decide(t, t.cur, options, "choose", trial)
                t.counts[counter] += 1
                bind(env, options[pick])
                if t.log is not None:
                    t.log.append(("action", t.cur, name, _shown_binding(env, options_of.names)))
                for step in steps:
                    step(t, env)

            def trial(copy, pick):
                inner = dict(trial.env)
                bind(inner, trial.options[pick])
                for step in steps:
                    step(copy, inner)

            trial.owners = None  # every choice is the one action's

        else:

            def choose(t, env):
                options, owners = [], []
                for index, (_, options_of, cond, _, _) in enumerate(made):
                    if cond is not None and not cond(t, env):
                        continue
                    found = options_of(t, env)
                    options += found
                    owners += [index] * len(found)
                if len(options) <= 1:
                    t.dead += 1
                    if not options:
                        return
                    pick = 0
                elif t.random is not None:
                    pick = int(t.random() * len(options))
                else:
                    trial.options, trial.owners, trial.env = options, owners, env
                    pick = t.decide(t, t.cur, options, "choose", trial)
                name, options_of, _, steps, counter = made[owners[pick]]
                t.counts[counter] += 1
                options_of.bind(env, options[pick])
                if t.log is not None:
                    t.log.append(("action", t.cur, name, _shown_binding(env, options_of.names)))
                for step in steps:
                    step(t, env)

            def trial(copy, pick):
                _, options_of, _, steps, _ = made[trial.owners[pick]]
                inner = dict(trial.env)
                options_of.bind(inner, trial.options[pick])
                for step in steps:
                    step(copy, inner)

        choose.actions = trial.actions = made  # a bot reads each choice's action
        return _tag(choose, "choose", tuple(made))

    def most_choices(self, action) -> int:
        """The most choices an action can offer with this deck: the cards it chooses among
        (identical ones once), times the runs or sets, times a row's two ends."""
        most = 1
        if "card" in action:
            most *= len(set(self.kinds))
        group = action.get("cards")
        if isinstance(group, dict) and (group.get("run") or group.get("set")) in self.attrs:
            column = self.attrs[group.get("run") or group.get("set")]
            if "run" in group:
                most *= len({v for v in column if isinstance(v, int)})
            else:
                shown: dict = {}
                for v in column:
                    for one in v if isinstance(v, frozenset) else (v,):
                        shown[one] = shown.get(one, 0) + 1
                most *= max(0, max(shown.values(), default=0) - group.get("min", 2) + 1)
        if "end" in action:
            most *= len(ENDS)
        return most

    def action_options(self, action, path, own: set):
        """A function of (table, env) listing the action's choices; its `bind(env, choice)` puts
        a choice's names (`card`, `cards`, `end`) into the steps' env, and `names` lists them."""
        kinds = self.kinds
        distinct = len(set(kinds)) == len(kinds)
        parts, binds, names = [], [], []
        if "card" in action:
            spec = action["card"]
            zone = self.zone(spec["from"], path + ("card", "from"))
            get = self.getter(zone)
            pick = (
                self.where(spec["where"], path + ("card", "where"), own)
                if "where" in spec
                else None
            )
            own.add("card")

            def cards(t, env, _g=get, _p=pick):
                held = _g(t) if _p is None else _p(t, env, _g(t))
                if distinct:
                    return held  # read before any step moves a card
                seen, found = set(), []
                for c in held:
                    k = kinds[c]
                    if k not in seen:
                        seen.add(k)
                        found.append(c)
                return found

            _tag(cards, "card_options", get, pick, distinct, kinds)

            def bind_card(env, c, _g=get):
                env["card"] = c
                env["card@"] = _g

            parts.append(cards)
            binds.append(bind_card)
            names.append("card")
        if "cards" in action:
            group, getter = self.group_options(action["cards"], path + ("cards",), own)
            own.add("cards")

            def bind_cards(env, chosen, _g=getter):
                env["cards"] = chosen
                env["cards@"] = _g

            parts.append(group)
            binds.append(bind_cards)
            names.append("cards")
        if "end" in action:
            zone = self.zone(action["end"], path + ("end",))
            if not zone.row:
                self.maker.problem(
                    path + ("end",),
                    "play-bad-zone",
                    f"an end of {zone.name!r} is chosen, and it is no row",
                    f"add `row: true` to the zone {zone.name}",
                )
                raise _Bad()
            get = self.getter(zone)
            own.add(END_NAME)

            def ends(t, env, _g=get):
                return ["right"] if not _g(t) else ["left", "right"]

            _tag(ends, "end_options", get)

            def bind_end(env, end):
                env[END_NAME] = end

            parts.append(ends)
            binds.append(bind_end)
            names.append(END_NAME)
        if "pile" in action:
            spec = action["pile"]
            zone = self.zone(spec["from"], path + ("pile", "from"))
            if zone.by is None:
                self.maker.problem(
                    path + ("pile", "from"),
                    "play-bad-zone",
                    f"a pile of {zone.name!r} is chosen, and it is not split by an attribute",
                    f"add `by: ATTRIBUTE` to the zone {zone.name}",
                )
                raise _Bad()
            get, split = self.getter(zone), self.attrs[zone.by]
            exclude = (
                self.literal_or_ref(spec["not"], path + ("pile", "not"), own)
                if "not" in spec
                else None
            )
            own.add(PILE_NAME)

            def piles(t, env, _g=get):
                barred = exclude(t, env) if exclude is not None else None
                found = []
                for c in _g(t):
                    value = split[c]
                    if value != barred and value not in found:
                        found.append(value)
                return found

            _tag(piles, "piles", get, split, exclude)

            def bind_pile(env, value, _g=get, _s=split):
                env[PILE_NAME] = value
                env[PILE_NAME + "@"] = _g
                env[PILE_NAME + "#"] = _s

            parts.append(piles)
            binds.append(bind_pile)
            names.append(PILE_NAME)
        if not parts:

            def options(t, env):
                return [None]

            options.bind = lambda env, choice: None
        elif len(parts) == 1:
            options = parts[0]
            options.bind = binds[0]
        else:

            def options(t, env):
                found = [()]
                for part in parts:
                    found = [a + (b,) for a in found for b in part(t, env)]
                return found

            def bind_all(env, choice):
                for bind, value in zip(binds, choice):
                    bind(env, value)

            options.bind = bind_all
        options.names = tuple(names)
        options.parts, options.binds = tuple(parts), tuple(binds)  # each part's choices, bind
        return options

    def group_options(self, spec, path, own):
        zone = self.zone(spec["from"], path + ("from",))
        get = self.getter(zone)
        self.one_of(spec, ("run", "set"), path, "a group of cards")
        attr = spec.get("run") or spec.get("set")
        column = self.attribute(attr, path + ("run" if "run" in spec else "set",))
        start = (
            self.literal_or_ref(spec["start"], path + ("start",), own) if "start" in spec else None
        )
        if "run" in spec:
            numbers = [v for v in column if isinstance(v, int)]
            if not numbers:
                self.maker.problem(
                    path + ("run",),
                    "play-bad-attribute",
                    f"a run climbs numbers, and no card shows a number as its {attr}",
                    "name an attribute with numbers, such as `number`",
                )
                raise _Bad()
            high = max(numbers)

            def runs(t, env, _g=get):
                held = _g(t)
                first = start(t, env) if start is not None else None
                if not isinstance(first, int):
                    return []  # a run starts at a number; nothing else starts one
                by_value: dict = {}
                for c in held:
                    by_value.setdefault(column[c], c)
                found, run = [], []
                value = first
                while value <= high and value in by_value:
                    run = run + [by_value[value]]
                    found.append(run)
                    value += 1
                return found

            return _tag(runs, "runs", get, start, column, high), get
        least = spec.get("min", 2)

        def sets(t, env, _g=get):
            held = _g(t)
            value = start(t, env) if start is not None else None
            if value is None:
                return []  # a set shares a value; nothing (an empty zone's top) starts none
            same = [c for c in held if column[c] == value]
            return [same[:j] for j in range(least, len(same) + 1)]

        return _tag(sets, "sets", get, start, column, least), get


def _shown_binding(env, names) -> dict:
    return {name: env[name] for name in names}


class _Bad(Exception):
    """A part of `play:` that cannot be made (its problem is reported)."""


def _take_out(t, card) -> None:
    """Takes `card` out of whichever zone holds it."""
    for zone in t.zones:
        for held in zone if zone and isinstance(zone[0], list) else (zone,):
            if card in held:
                held.remove(card)
                return


def _last_in(t) -> int:
    for p in range(t.n):
        if not t.out[p]:
            return p
    return t.cur


def _order(deck, attr, column):
    attribute = deck.attribute(attr) if deck is not None else None
    if attribute is not None and not attribute.is_number:
        return tuple(v.id for v in attribute.values)
    return None


def _tag(function, *node):
    """Marks a function of the program with what it does, as data (its kind, then the values and
    functions it was made of), so printgen.play.source can write the same work as one function
    per round; a function without a mark is called as it is."""
    function.node = node
    return function


def _constant(value):
    return _tag(lambda t, env: value, "constant", value)


def _equal(get, column, multi):
    """Cards whose value is the one `get` names (sharing any, where either shows several)."""

    def equal(t, env, cards):
        v = get(t, env)
        if v is None:
            return []
        if isinstance(v, frozenset):
            if multi:
                return [c for c in cards if not v.isdisjoint(column[c])]
            return [c for c in cards if column[c] in v]
        if multi:
            return [c for c in cards if v in column[c]]
        return [c for c in cards if column[c] == v]

    return _tag(equal, "equal", get, column, multi)


def _compare(how, get, column, multi, order, by, wrap):
    numbers = sorted({v for v in column if isinstance(v, int)})
    low, high = (numbers[0], numbers[-1]) if numbers else (0, 0)
    if how in ("same", "shares"):
        return _equal(get, column, multi)

    def shifted(v, step):
        if order is not None:
            if v not in order:
                return None
            i = order.index(v) + step
            if wrap:
                return order[i % len(order)]
            return order[i] if 0 <= i < len(order) else None
        if not isinstance(v, int):
            return None
        w = v + step
        if wrap:
            return low + (w - low) % (high - low + 1)
        return w if low <= w <= high else None

    step = 1 if how == "next" else -1

    per_card = getattr(get, "per_card", None)
    if per_card is not None:
        # each card against the top of its own pile (an expedition of its colour)
        def against_own_pile(t, env, cards):
            found = []
            for c in cards:
                v = per_card(t, c)
                w = column[c]
                if v is None:
                    found.append(c)  # an empty pile takes any card
                elif w is not None and (
                    (how == "at_least" and w >= v)
                    or (how == "at_most" and w <= v)
                    or (how == "within" and abs(w - v) <= by)
                    or (how == "next" and shifted(v, 1) == w)
                    or (how == "previous" and shifted(v, -1) == w)
                ):
                    found.append(c)
            return found

        return _tag(against_own_pile, "own_pile", how, get, column, by, shifted)

    def compared(t, env, cards):
        v = get(t, env)
        if v is None or isinstance(v, frozenset):
            return []
        if how in ("next", "previous"):
            w = shifted(v, step)
            return [] if w is None else [c for c in cards if column[c] == w]
        if not isinstance(v, int):
            return []  # a number compares only with a number
        if how == "within":
            return [c for c in cards if type(column[c]) is int and abs(column[c] - v) <= by]
        if how == "at_least":
            return [c for c in cards if type(column[c]) is int and column[c] >= v]
        return [c for c in cards if type(column[c]) is int and column[c] <= v]

    return compared
