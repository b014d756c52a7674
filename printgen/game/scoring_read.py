"""Reading a game file's `scoring:`, `rounds:` and `examples:`: the structure comes from the format
description (game.format.FAMILY_SPECS, read by spec_reader); what is left here is what no
description can say: the names a line uses must be the deck's (attributes, values, tokens), and
each family's keys that go together (a `table` with its `of`)."""

from __future__ import annotations

from printgen.format.reader import Skip
from printgen.format.walk import read_spec
from printgen.game import format as fmt
from printgen.game import scoring as sc


class _Names:
    """The names the decks give: attributes (and derived fields) and their values."""

    def __init__(self, decks, tokens):
        from printgen.pieces.deck import countable_fields

        self.attributes: dict = {}
        for deck in decks:
            for attribute in countable_fields(deck):
                self.attributes.setdefault(attribute.name, attribute)
        self.derived = {d.name for deck in decks for d in getattr(deck, "derived", ())}
        self.tokens = {token.id: token for token in tokens}

    def numbers(self) -> list[str]:
        return [name for name, a in self.attributes.items() if a.is_number]

    def owner(self, value: object) -> str | None:
        """The attribute a value's name belongs to (the first that has it)."""
        for name, attribute in self.attributes.items():
            if value in attribute.singles() and not (
                attribute.is_number and not isinstance(value, int)
            ):
                return name
        return None


def read_game_scoring(fields: dict, reader, decks, tokens):
    names = _Names(decks, tokens)
    lines = None
    if "scoring" in fields:
        try:
            lines = _build_lines(
                _each(reader, fields["scoring"], fmt.SCORING, ("scoring",), "the scoring"),
                reader,
                names,
            )
        except Skip:
            lines = None
    rounds = None
    if "rounds" in fields:
        try:
            rounds = _build_rounds(
                read_spec(reader, fields["rounds"], fmt.ROUNDS, ("rounds",), "the rounds")
            )
        except Skip:
            rounds = None
    examples = ()
    if "examples" in fields:
        if "scoring" not in fields:
            reader.error(
                reader.keys[("examples",)],
                "missing-key",
                "the examples are checked against `scoring:`, which the game does not have",
                "declare how cards score under `scoring:`, or drop `examples:`",
            )
        try:
            raw = _each(reader, fields["examples"], fmt.EXAMPLES, ("examples",), "the examples")
            examples = tuple(
                e
                for e in (
                    _build_example(item, index, reader, names, lines or ()) for index, item in raw
                )
                if e is not None
            )
        except Skip:
            examples = ()
    if not lines:
        return None
    return sc.Scoring(tuple(lines), examples, rounds)


def _each(reader, node, spec, path: tuple, what: str) -> list[tuple[int, dict]]:
    """The items of a list read one by one, each by its description: a bad item is reported and
    left out, so the good ones are still checked (every problem of a file in one run)."""
    nodes = reader.items_of(node, path, what, spec.max_items)
    if spec.min_items and len(nodes) < spec.min_items:
        reader.error(
            node.pos,
            "missing-key",
            f"{what} needs at least {spec.min_items} entry",
            f"add {what}, one `- ` line each",
        )
        raise Skip()
    out = []
    for index, item in enumerate(nodes):
        try:
            out.append(
                (
                    index,
                    read_spec(reader, item, spec.values, path + (index,), f"{what} {index + 1}"),
                )
            )
        except Skip:
            out.append((index, None))
    return out


def _build_lines(raw: list, reader, names: _Names) -> list:
    lines, bad = [], False
    for index, item in raw:
        if item is None:
            bad = True
            continue
        where = ("scoring", index)
        if len(item) != 1:
            code = "missing-key" if not item else "too-many-items"
            reader.error(
                reader.values[where],
                code,
                f"scoring line {index + 1} needs exactly one family, not {len(item)}",
                f"write one of {', '.join(fmt.SCORING.values.one_of)} per `- ` line, such as "
                f"`- sets: {{of: colour, table: {{1: 1, 2: 3}}}}`",
            )
            bad = True
            continue
        ((family, data),) = item.items()
        try:
            lines.append(_BUILDERS[family](data, reader, names, where + (family,), index))
        except Skip:
            bad = True
    if bad:
        raise Skip()
    return lines


def _attribute(
    data: dict,
    key: str,
    reader,
    names: _Names,
    path: tuple,
    number: bool = False,
    derived: bool = False,
) -> str | None:
    name = data.get(key)
    if name is None:
        return None
    attribute = names.attributes.get(name)
    if attribute is None and not (derived and name in names.derived):
        known = sorted(names.attributes) + (sorted(names.derived) if derived else [])
        reader.error(
            reader.values[path + (key,)],
            "unknown-attribute",
            f"the scoring counts {name!r}, which no deck's cards have",
            f"the cards have: {', '.join(known)}",
        )
        raise Skip()
    if number and attribute is not None and not attribute.is_number:
        reader.error(
            reader.values[path + (key,)],
            "wrong-type",
            f"{name!r} is not a number attribute, so its cards have no numbers to add or line up",
            f"number attributes: {', '.join(names.numbers()) or 'none'}",
        )
        raise Skip()
    return name


def _value_table(data: dict, reader, names: _Names, path: tuple, of: str | None) -> tuple:
    table = data.get("table") or {}
    if of is None:
        return tuple(table.items())
    singles = names.attributes[of].singles() if of in names.attributes else ()
    rows = []
    for value, points in table.items():
        if value not in singles:
            shown = ", ".join(str(v) for v in singles[:12])
            reader.error(
                reader.keys[path + ("table", value)],
                "unknown-attribute",
                f"the table scores {value!r}, which is not a {of} of the deck",
                f"the {of} values are: {shown}",
            )
            raise Skip()
        rows.append((value, points))
    return tuple(rows)


def _together(data: dict, reader, path: tuple, needs: str, key: str) -> None:
    if key in data and needs not in data:
        reader.error(
            reader.keys[path + (key,)],
            "missing-key",
            f"`{key}` needs `{needs}` beside it",
            f"add `{needs}:`, or drop `{key}:`",
        )
        raise Skip()


def _exactly_one(data: dict, reader, path: tuple, spec, what: str) -> None:
    """The one key of those the description says a line holds exactly one of (`one_of`)."""
    keys = spec.one_of
    given = [k for k in keys if k in data]
    if len(given) != 1:
        reader.error(
            reader.values[path],
            "missing-key" if not given else "too-many-items",
            f"{what} needs exactly one of {', '.join(f'`{k}`' for k in keys)}"
            + (f", not {len(given)}" if given else ""),
            f"write one of {', '.join(keys)}",
        )
        raise Skip()


def _card_points(kind: str):
    def build(data: dict, reader, names: _Names, path: tuple, index: int):
        _exactly_one(
            data,
            reader,
            path,
            fmt.FAMILY_SPECS[kind],
            "points per card" if kind == "points" else "points for cards in hand",
        )
        _together(data, reader, path, "table", "of")
        _together(data, reader, path, "of", "table")
        of = _attribute(data, "of", reader, names, path)
        field = _attribute(data, "field", reader, names, path, number=True, derived=True)
        per = _attribute(data, "per", reader, names, path)
        times = None
        if "times" in data:
            value = data["times"]["value"]
            owner = names.owner(value)
            if owner is None:
                reader.error(
                    reader.values[path + ("times", "value")],
                    "unknown-attribute",
                    f"the multiplier counts cards of {value!r}, which no card shows",
                    "name a value of one of the deck's attributes, such as `wager`",
                )
                raise Skip()
            times = (owner, value)
        bonus = data.get("bonus") or {}
        return sc.CardPoints(
            kind,
            index,
            data.get("each"),
            field,
            of,
            _value_table(data, reader, names, path, of),
            per,
            data.get("add", 0) or 0,
            times,
            (data.get("times") or {}).get("each", 1),
            bonus.get("cards"),
            bonus.get("points", 0),
            data.get("title"),
        )

    return build


def _sets(data: dict, reader, names: _Names, path: tuple, index: int):
    of = _attribute(data, "of", reader, names, path)
    if "rest" in reader_keys(reader, path) and "best" not in data:
        reader.error(
            reader.keys[path + ("rest",)],
            "missing-key",
            "`rest` says how the values past the best count, but there is no `best`",
            "add `best: N`, or drop `rest:`",
        )
        raise Skip()
    table = tuple(sorted(data["table"].items()))
    for size, _ in table:
        if size < 1:
            reader.error(
                reader.keys[path + ("table", size)],
                "out-of-bounds",
                "a set has at least 1 card, so a row for 0 never scores",
                "start the table at `1:`",
            )
            raise Skip()
    return sc.SetsLine(of, table, data.get("best"), data["rest"], index, title=data.get("title"))


def reader_keys(reader, path: tuple) -> set:
    return {
        key[len(path)]
        for key in reader.keys
        if len(key) == len(path) + 1 and key[: len(path)] == path
    }


def _extreme(kind: str):
    def build(data: dict, reader, names: _Names, path: tuple, index: int):
        of = _attribute(data, "of", reader, names, path)
        value = data.get("value")
        if value is not None:
            if data.get("among") != "players":
                reader.error(
                    reader.keys[path + ("value",)],
                    "missing-key",
                    "`value` names what players compare, but the line compares your own values",
                    "add `among: players`, or drop `value:`",
                )
                raise Skip()
            if value not in names.attributes[of].singles():
                reader.error(
                    reader.values[path + ("value",)],
                    "unknown-attribute",
                    f"{value!r} is not a {of} of the deck",
                    f"the {of} values are: "
                    f"{', '.join(str(v) for v in names.attributes[of].singles()[:12])}",
                )
                raise Skip()
        ties = data.get("ties")
        broken = None
        if isinstance(ties, dict):
            ties, broken = "broken", ties["rule"]
        return sc.ExtremeLine(
            kind,
            of,
            index,
            data["among"],
            value,
            data["points"],
            ties,
            broken,
            data["against"],
            data.get("unless_most", False),  # only the fewest has it
            data.get("title"),
        )

    return build


def _runs(data: dict, reader, names: _Names, path: tuple, index: int):
    of = _attribute(data, "of", reader, names, path, number=True)
    scores = data["scores"]
    if scores == "length" and "table" not in data:
        reader.error(
            reader.keys.get(path + ("scores",), reader.values[path]),
            "missing-key",
            "runs that score their length need a `table` of points by length",
            "add `table: {3: 3, 4: 5, 5: 8}`",
        )
        raise Skip()
    if scores != "length" and "table" in data:
        reader.error(
            reader.keys[path + ("table",)],
            "too-many-items",
            f"runs that score their {scores} number have no table",
            "add `scores: length`, or drop `table:`",
        )
        raise Skip()
    return sc.RunsLine(
        of,
        index,
        scores,
        tuple(sorted((data.get("table") or {}).items())),
        data["min"],
        data["against"],
        title=data.get("title"),
    )


def _groups(data: dict, reader, names: _Names, path: tuple, index: int):
    _exactly_one(data, reader, path, fmt.GROUPS_LINE, "groups")
    of = _attribute(data, "of", reader, names, path)
    return sc.GroupsLine(
        of,
        data["size"],
        index,
        data.get("points"),
        _value_table(data, reader, names, path, of),
        title=data.get("title"),
    )


def _token_name(name: str, reader, names: _Names, pos) -> None:
    if name not in names.tokens:
        reader.error(
            pos,
            "unknown-token",
            f"the scoring names the token {name!r}, which the game does not print",
            f"tokens: {', '.join(sorted(names.tokens)) or 'none; add a `tokens:` section'}",
        )
        raise Skip()


def _tokens(data: dict, reader, names: _Names, path: tuple, index: int):
    _token_name(data["token"], reader, names, reader.values[path + ("token",)])
    return sc.TokensLine(
        data["token"],
        data["each"],
        index,
        names.tokens[data["token"]].count,
        title=data.get("title"),
    )


def _event(data: dict, reader, names: _Names, path: tuple, index: int):
    for token in data.get("tokens") or {}:
        _token_name(token, reader, names, reader.keys[path + ("tokens", token)])
    return sc.EventLine(
        data["id"],
        data["when"],
        index,
        data["points"],
        tuple((data.get("tokens") or {}).items()),
        title=data.get("title"),
    )


_BUILDERS = {
    "points": _card_points("points"),
    "hand": _card_points("hand"),
    "sets": _sets,
    "most": _extreme("most"),
    "fewest": _extreme("fewest"),
    "runs": _runs,
    "groups": _groups,
    "tokens": _tokens,
    "event": _event,
}
assert set(_BUILDERS) == set(sc.FAMILIES) == set(fmt.FAMILY_SPECS)


def _build_rounds(raw: dict) -> sc.Rounds:
    target = raw.get("target")
    targets = (
        tuple(target) if isinstance(target, list) else ((target,) if target is not None else ())
    )
    tie = raw.get("tie_break")
    if tie is None or isinstance(tie, str):
        return sc.Rounds(raw.get("count"), targets, tie, None)
    return sc.Rounds(raw.get("count"), targets, "stated", tie["rule"])


# -- examples --------------------------------------------------------------------------------------
def _cards(value, reader, names: _Names, path: tuple, lines) -> tuple[tuple, tuple]:
    """The cards an example names, and (value, count) pairs as written (for printing)."""
    number_attribute = (
        next(
            (
                getattr(line, a)
                for line in lines
                for a in ("field", "of")
                if getattr(line, a, None) in names.numbers()
            ),
            None,
        )
        or (names.numbers() or [None])[0]
    )
    cards, shown = [], []
    if isinstance(value, dict):
        for name, count in value.items():
            attribute = (
                number_attribute
                if isinstance(name, int) and number_attribute
                else names.owner(name)
            )
            if attribute is None:
                reader.error(
                    reader.keys[path + (name,)],
                    "unknown-attribute",
                    f"the example counts {name!r}, which no card shows",
                    "name values of the deck's attributes, such as `green: 2`",
                )
                raise Skip()
            cards += [((attribute, name),)] * count
            shown.append((name, count))
        return tuple(cards), tuple(shown)
    for index, item in enumerate(value):
        where = path + (index,)
        if isinstance(item, dict):
            for attribute in item:
                if attribute not in names.attributes:
                    reader.error(
                        reader.keys[where + (attribute,)],
                        "unknown-attribute",
                        f"the example's card has {attribute!r}, which no deck's cards have",
                        f"the cards have: {', '.join(sorted(names.attributes))}",
                    )
                    raise Skip()
            cards.append(tuple(item.items()))
            shown.append((" ".join(str(v) for v in item.values()), 1, True))
            continue
        attribute = number_attribute if isinstance(item, int) else names.owner(item)
        if attribute is None:
            reader.error(
                reader.values[where],
                "unknown-attribute",
                f"the example's card {item!r} is no value of the deck",
                "name a value, such as `green`, or a number",
            )
            raise Skip()
        cards.append(((attribute, item),))
        shown.append((item, 1, True))
    return tuple(cards), tuple(shown)


def _build_example(
    item: dict | None, index: int, reader, names: _Names, lines
) -> sc.Example | None:
    if item is None:
        return None
    path = ("examples", index)
    try:
        cards, shown = (
            _cards(item.get("cards") or {}, reader, names, path + ("cards",), lines)
            if "cards" in item
            else ((), ())
        )
        hand, hand_count, hand_shown = (), 0, ()
        if isinstance(item.get("hand"), int):
            hand_count = item["hand"]
        elif "hand" in item:
            hand, hand_shown = _cards(item["hand"], reader, names, path + ("hand",), lines)
        for token in item.get("tokens") or {}:
            _token_name(token, reader, names, reader.keys[path + ("tokens", token)])
        events = tuple(item.get("events") or ())
        known = {line.id for line in lines if line.kind == "event"}
        for position, event in enumerate(events):
            if event not in known:
                reader.error(
                    reader.values[path + ("events", position)],
                    "unknown-attribute",
                    f"the example names the event {event!r}, which no scoring line declares",
                    f"events: {', '.join(sorted(known)) or 'none; add an `- event:` line'}",
                )
                raise Skip()
        others = tuple(
            _cards(other, reader, names, path + ("others", n), lines)[0]
            for n, other in enumerate(item.get("others") or ())
        )
    except Skip:
        return None
    holding = sc.Holding(
        cards, hand, hand_count, tuple((item.get("tokens") or {}).items()), events, others
    )
    return sc.Example(holding, item["score"], index, shown, hand_shown)


__all__ = ["read_game_scoring"]
