"""Reading a game file's `scoring:`, `rounds:` and `examples:`: the structure comes from the format
description (game.scoring.description, read by spec_reader); each line is read by its family
(game.scoring.table), and an example's cards must be the deck's values."""

from __future__ import annotations

from printgen.format.reader import Skip
from printgen.format.walk import read_spec
from printgen.game.scoring import model as sc
from printgen.game.scoring.description import EXAMPLES, ROUNDS, SCORING
from printgen.game.scoring.reading import LineReader, Names, token_name
from printgen.game.scoring.table import FAMILIES


def read_game_scoring(fields: dict, reader, decks, tokens):
    names = Names(decks, tokens)
    lines, events = None, None  # events: every event id `scoring:` declares, None if unknown
    if "scoring" in fields:
        raw = []
        try:
            raw = _each(reader, fields["scoring"], SCORING, ("scoring",), "the scoring")
            lines = _build_lines(raw, reader, names)
        except Skip:
            lines = None
        events = _event_ids(raw)
    rounds = None
    if "rounds" in fields:
        try:
            rounds = _build_rounds(
                read_spec(reader, fields["rounds"], ROUNDS, ("rounds",), "the rounds")
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
            raw = _each(reader, fields["examples"], EXAMPLES, ("examples",), "the examples")
            examples = tuple(
                e
                for e in (
                    _build_example(item, index, reader, names, lines or (), events)
                    for index, item in raw
                )
                if e is not None
            )
        except Skip:
            examples = ()
    winner = fields.get("winner") or "highest"  # read by its description (WINNER)
    if ("winner",) in reader.keys:
        if "scoring" not in fields:
            reader.error(
                reader.keys[("winner",)],
                "missing-key",
                "`winner` says who wins by the total of `scoring:`, which the game does not have",
                "declare how cards score under `scoring:`, or drop `winner:`",
            )
    if not lines:
        return None
    return sc.Scoring(tuple(lines), examples, rounds, winner)


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


def _event_ids(raw: list) -> set | None:
    """The event ids the scoring lines declare, read from them as written, so that a bad line
    elsewhere leaves the examples' events known; None where a line could not be read at all (it
    may be the event an example names, and its own error is told)."""
    ids = set()
    for _, item in raw:
        if item is None:
            return None
        event = item.get("event") if len(item) == 1 else None
        if isinstance(event, dict) and isinstance(event.get("id"), str):
            ids.add(event["id"])
    return ids if raw else None


def _build_lines(raw: list, reader, names: Names) -> list:
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
                f"write one of {', '.join(SCORING.values.one_of)} per `- ` line, such as "
                f"`- sets: {{of: colour, table: {{1: 1, 2: 3}}}}`",
            )
            bad = True
            continue
        ((family, data),) = item.items()
        try:
            lines.append(
                FAMILIES[family].read(data, LineReader(reader, names, where + (family,), index))
            )
        except Skip:
            bad = True
    if bad:
        raise Skip()
    return lines


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
def _cards(value, reader, names: Names, path: tuple, lines) -> tuple[tuple, tuple]:
    """The cards an example names, each looked up in the decks (a card the decks do not hold, or
    more copies than they have, is an error at it), and (value, count) pairs as written (for
    printing)."""
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
    wanted, shown = [], []  # (the card's named fields, how many, where it is written)
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
            wanted.append((((attribute, name),), count, reader.keys[path + (name,)]))
            shown.append((name, count))
        return _looked_up(wanted, reader, names), tuple(shown)
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
            wanted.append((tuple(item.items()), 1, reader.values[where]))
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
        wanted.append((((attribute, item),), 1, reader.values[where]))
        shown.append((item, 1, True))
    return _looked_up(wanted, reader, names), tuple(shown)


def _looked_up(wanted: list, reader, names: Names) -> tuple:
    """Each named card as the deck has it, as many times as named; every card the decks do not
    hold (or not that often) reported at its place."""
    cards, held, bad = [], {}, False
    for fields, count, pos in wanted:
        held[fields] = held.get(fields, 0) + count
        have = len(names.matching(fields))
        if have == 0:
            reader.error(
                pos,
                "example-card-not-in-deck",
                f"the example names a card with {_said(fields)}, which no deck holds",
                _missing_hint(fields, names),
            )
            bad = True
        elif held[fields] > have:
            reader.error(
                pos,
                "example-card-not-in-deck",
                f"the example holds {held[fields]} cards with {_said(fields)}, but the decks "
                f"have {have}",
                f"hold at most {have}, or correct the deck",
            )
            bad = True
        else:
            cards += [names.card(fields)] * count
    if bad:
        raise Skip()
    return tuple(cards)


def _said(fields: tuple) -> str:
    said = [f"{name} {value}" for name, value in fields]
    return said[0] if len(said) == 1 else f"{', '.join(said[:-1])} and {said[-1]}"


def _missing_hint(fields: tuple, names: Names) -> str:
    """What the decks do hold: the values of a field no card shows, or the values of the first
    field that no longer matches among the cards that show those before it."""
    for name, value in fields:
        if not names.matching(((name, value),)):
            known = names.attributes[name].singles() if name in names.attributes else ()
            return f"the cards' {name} values are: {_listed(known)}"
    held = 1
    while names.matching(fields[: held + 1]):
        held += 1
    name = fields[held][0]
    seen: list = []
    for card in names.matching(fields[:held]):
        for single in sc.values_of(card, name):
            if single not in seen:
                seen.append(single)
    return f"the cards with {_said(fields[:held])} have {name} {_listed(seen)}"


def _listed(values) -> str:
    """Values as a hint lists them: a run of whole numbers as its ends, else the first twelve."""
    numbers = sorted(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    if len(numbers) == len(values) > 3 and numbers[-1] - numbers[0] == len(numbers) - 1:
        return f"{numbers[0]} to {numbers[-1]}"
    return ", ".join(str(v) for v in list(values)[:12]) + (", ..." if len(values) > 12 else "")


def _build_example(
    item: dict | None, index: int, reader, names: Names, lines, known: set | None
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
            token_name(reader, names, token, reader.keys[path + ("tokens", token)])
        events = tuple(item.get("events") or ())
        for position, event in enumerate(events):
            if known is not None and event not in known:
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
        others_hands = tuple(
            _cards(other, reader, names, path + ("others_hands", n), lines)[0]
            for n, other in enumerate(item.get("others_hands") or ())
        )
    except Skip:
        return None
    holding = sc.Holding(
        cards,
        hand,
        hand_count,
        tuple((item.get("tokens") or {}).items()),
        events,
        others,
        others_hands,
        item.get("bid"),
        item.get("tricks", 0),
        item.get("dealt", 0),
    )
    return sc.Example(holding, item["score"], index, shown, hand_shown)


__all__ = ["read_game_scoring"]
