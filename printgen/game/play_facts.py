"""What can be proved about a game's declared play (`play:`) from its deck and deal alone, for the
play checks (printgen.game.checks_play_rules).

Every fact here is a bound that holds in every game, never a guess from simulation: which zones a
card can ever reach, which cards can ever pass a filter, the values a reference or a named value
can take, how many cards the steps of a turn or a lap can take from a zone at most, each zone's
size after the setup at each player count, and how many turns and laps a round surely lasts. Where
a fact cannot be bounded (a decision in the setup, a deal during play), it is "not known", and the
checks that need it say nothing. Filters are judged by the interpreter's own comparisons
(printgen.game.play_program), so a check and a game never disagree about a card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from printgen.game.play_program import CARD_NAMES, _compare, _equal, _order

INF = math.inf
SECTIONS = ("setup", "opening", "lap_start", "lap_end", "turn")  # a round's lists of steps
IN_PLAY = ("opening", "lap_start", "lap_end", "turn")  # run while the round goes on
CONDITIONS = ("in", "empty", "not_empty", "is", "has", "players_in", "all", "any", "not")


@dataclass
class Step:
    """One step of `play:` where it stands: its kind, value and path, the round's list it is in,
    the chosen cards its actions name (name -> the action's `card:` or `cards:`), the conditions
    of the cases and actions around it, whether it runs every time its list runs (`top`), and how
    many `each` it sits in."""

    kind: str
    spec: object
    path: tuple
    section: str  # setup, opening, lap_start, lap_end, turn, or end (an end's own steps)
    binds: dict
    guards: tuple  # ((condition, path), ...) around it
    top: bool
    each: int


def walk(spec: dict) -> list[Step]:
    """Every step of the round, in the order of the file (a step before the steps inside it)."""
    rnd = spec["round"]
    base = ("play", "round")
    out: list[Step] = []
    for section in SECTIONS:
        _walk(rnd.get(section, ()), base + (section,), section, {}, (), True, 0, out)
    for i, end in enumerate(rnd["end"]):
        _walk(end.get("do", ()), base + ("end", i, "do"), "end", {}, (), True, 0, out)
    return out


def _walk(items, path, section, binds, guards, top, each, out) -> None:
    for i, item in enumerate(items):
        if not item:
            continue
        kind = next(iter(item))
        value, here = item[kind], path + (i, kind)
        out.append(Step(kind, value, here, section, binds, guards, top, each))
        if kind == "each":
            _walk(value, here, section, binds, guards, top, each + 1, out)
        elif kind == "first":
            for j, case in enumerate(value):
                own = ((case["if"], here + (j, "if")),) if "if" in case else ()
                _walk(case["do"], here + (j, "do"), section, binds, guards + own, False, each, out)
        elif kind == "choose":
            for name, action in value.items():
                bound = {**binds, **{k: action[k] for k in CARD_NAMES if k in action}}
                own = ((action["if"], here + (name, "if")),) if "if" in action else ()
                _walk(
                    action["do"],
                    here + (name, "do"),
                    section,
                    bound,
                    guards + own,
                    False,
                    each,
                    out,
                )


def condition_kind(cond) -> str | None:
    """Which condition `cond` is (None: none the reader could read, as after an unknown key)."""
    if not isinstance(cond, dict):
        return None
    return next((k for k in CONDITIONS if k in cond), None)


def split_ref(text, value_names) -> tuple | None:
    """What a value names: ("value", name), ("card", card, attribute), ("zone", zone,
    attribute), or None for a plain value (as the interpreter reads it)."""
    if not isinstance(text, str):
        return None
    if "." not in text:
        return ("value", text) if text in value_names else None
    head, _, attr = text.partition(".")
    return ("card", head, attr) if head in CARD_NAMES else ("zone", head, attr)


def where_refs(where: dict, path: tuple):
    """(text, path) of every value a filter compares with."""
    for attr, test in where.items():
        if isinstance(test, list):
            for i, item in enumerate(test):
                yield item, path + (attr, i)
        elif isinstance(test, dict):
            how = next(k for k in test if k not in ("by", "wrap"))
            yield test[how], path + (attr, how)
        else:
            yield test, path + (attr,)


# values the reader fills in where the file leaves them out (conditions, comparisons, moves)
DEFAULTS = (("count", 1), ("who", "current"), ("by", 1), ("wrap", False), ("choose", False))


def plain(value):
    """A value as the file can write it most briefly: the defaults the reader filled in left
    out, so that two conditions compare as written and messages quote them as written."""
    if isinstance(value, dict):
        return {
            k: plain(v)
            for k, v in value.items()
            if not any(k == d and v == dv and type(v) is type(dv) for d, dv in DEFAULTS)
        }
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


def is_plain_move(move: dict) -> bool:
    """A move of a zone's top cards: no chosen card, no filter, no choice."""
    return "from" in move and "card" not in move and "where" not in move and not move.get("choose")


def flow(value) -> str:
    """A value as written in YAML's flow style (its defaults left out), for messages."""
    value = plain(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def shown_values(values) -> str:
    def one(v):
        return "+".join(sorted(map(str, v))) if isinstance(v, frozenset) else str(v)

    items = sorted((one(v) for v in values), key=lambda s: (len(s), s))
    return ", ".join(items[:6]) + (f" and {len(items) - 6} more" if len(items) > 6 else "")


class PlayFacts:
    """The facts of one game's play, worked out once for all the checks."""

    def __init__(self, game):
        self.game = game
        self.program = program = game.play
        self.spec = program.spec
        self.steps = walk(self.spec)
        self.value_names = set(self.spec.get("values", {}))
        self.counts = sorted(program.deals)
        self.kept = sorted({c for n in self.counts for c in program.deals[n][0]})
        self.zones = {z.name: z for z in program.zones}
        self.deck = game.deck(game.deal.deck)
        # a player can be out: the round may then end when every player is out
        self.outs = any(s.kind == "out" for s in self.steps if s.section != "end")
        self.fillable = self._fillable()
        self._sizes: dict = {}

    def deal_short(self) -> set:
        """The player counts whose deal table alone runs short (told by deal-too-large and
        draws-run-out at the deal, so not again at a step)."""
        from printgen.pieces.deck import dealt, drawn, kept_range

        deal = self.game.deal
        return {
            row.players
            for row in deal.rows
            if dealt(row, deal) + drawn(row, deal) > kept_range(self.deck, row)[0]
        }

    # -- which zones a card can ever reach -----------------------------------------------------
    def _fillable(self) -> set:
        edges = []
        for step in self.steps:
            if step.kind == "deal":
                hand, stack = step.spec["hand"], step.spec["stack"]
                for n in self.counts:
                    kept, size, aside, _ = self.program.deals[n]
                    if size > 0:
                        edges.append((None, hand))
                    if len(kept) - aside - n * size > 0:
                        edges.append((None, stack))
            elif step.kind == "move":
                edges.append((self.source(step.spec, step.binds), step.spec["to"]))
            elif step.kind == "refill":
                edges.append((step.spec["from"], step.spec["zone"]))
        found: set = {None}  # None: the deck, where every card starts
        grown = True
        while grown:
            grown = False
            for source, target in edges:
                if source in found and target not in found:
                    found.add(target)
                    grown = True
        return found - {None}

    @staticmethod
    def source(move: dict, binds: dict):
        """The zone a move takes its cards from: its `from`, or the zone of the chosen cards."""
        if "card" in move:
            return binds.get(move["card"], {}).get("from")
        return move.get("from")

    def filled_in_play(self, zone: str) -> bool:
        """Whether a step run during the round (not the setup) can put cards into `zone`."""
        for step in self.steps:
            if step.section not in IN_PLAY:
                continue
            if step.kind == "move" and step.spec["to"] == zone:
                return True
            if step.kind == "refill" and step.spec["zone"] == zone:
                return True
            if step.kind == "deal" and zone in (step.spec["hand"], step.spec["stack"]):
                return True
        return False

    def reads(self):
        """(zone, path of its name, how it is read) for every place a step or a condition reads
        a zone's cards, in the order of the file."""
        for step in self.steps:
            spec, path = step.spec, step.path
            if step.kind == "move":
                if "from" in spec and "card" not in spec:
                    yield spec["from"], path + ("from",), "drawn from"
                if "where" in spec:
                    yield from self._ref_reads(where_refs(spec["where"], path + ("where",)))
            elif step.kind == "refill":
                yield spec["from"], path + ("from",), "refilled from"
            elif step.kind == "set":
                yield from self._ref_reads((v, path + (k,)) for k, v in spec.items())
            elif step.kind == "first":
                for j, case in enumerate(spec):
                    if "if" in case:
                        yield from self.condition_reads(case["if"], path + (j, "if"))
            elif step.kind == "choose":
                for name, action in spec.items():
                    here = path + (name,)
                    for key in CARD_NAMES:
                        if key in action:
                            yield action[key]["from"], here + (key, "from"), "chosen from"
                    if "where" in action.get("card", {}):
                        where = action["card"]["where"]
                        yield from self._ref_reads(where_refs(where, here + ("card", "where")))
                    if "start" in action.get("cards", {}):
                        start = action["cards"]["start"]
                        yield from self._ref_reads([(start, here + ("cards", "start"))])
                    if "if" in action:
                        yield from self.condition_reads(action["if"], here + ("if",))
        for i, end in enumerate(self.spec["round"]["end"]):
            yield from self.condition_reads(end["when"], ("play", "round", "end", i, "when"))

    def condition_reads(self, cond: dict, path: tuple):
        kind = condition_kind(cond)
        if kind in ("in", "empty", "not_empty"):
            yield cond[kind], path + (kind,), "tested"
            if "where" in cond:
                yield from self._ref_reads(where_refs(cond["where"], path + ("where",)))
        elif kind == "is":
            yield from self._ref_reads((v, path + ("is", k)) for k, v in cond["is"].items())
        elif kind == "not":
            yield from self.condition_reads(cond["not"], path + ("not",))
        elif kind in ("all", "any"):
            for i, part in enumerate(cond[kind]):
                yield from self.condition_reads(part, path + (kind, i))

    def _ref_reads(self, refs):
        for text, path in refs:
            found = split_ref(text, self.value_names)
            if found is not None and found[0] == "zone":
                yield found[1], path, "read (its top card)"

    # -- which cards can pass a filter, which values a reference takes ------------------------
    def ref_values(self, text, binds: dict, seen: frozenset = frozenset()) -> set | None:
        """Every value `text` can name during play (None: not known); a reference to nothing
        (an empty zone, a field a card lacks) is left out, as it matches no card."""
        found = split_ref(text, self.value_names)
        if found is None:
            return {text}
        if found[0] == "value":
            return self.named_values(found[1], seen)
        attrs = self.program.attrs
        if found[2] not in attrs:
            return None
        column = attrs[found[2]]
        cards = self.kept
        chosen = binds.get(found[1]) if found[0] == "card" else None
        if chosen is not None and "where" in chosen:
            cards = self.passing(chosen["where"], {}, literal_only=True)[0]
        return {column[c] for c in cards} - {None}

    def named_values(self, name: str, seen: frozenset = frozenset()) -> set | None:
        """Every value a named value can hold: its value at the start and each one `set`
        gives it (None: not known)."""
        if name in seen:
            return None
        found = {self.spec.get("values", {}).get(name)}
        for step in self.steps:
            if step.kind == "set" and name in step.spec:
                value = step.spec[name]
                more = self.ref_values(value, step.binds, seen | {name})
                if more is None:
                    return None
                found |= more
                if split_ref(value, self.value_names) is not None:
                    found.add(None)  # a reference to nothing
        return found

    def test_passing(self, attr, test, binds, cards, literal_only=False) -> list | None:
        """The cards of `cards` that can pass one test of a filter for some value its
        references take (None: not known, as when a reference's values are not known)."""
        column = self.program.attrs[attr]
        multi = any(isinstance(v, frozenset) for v in column)
        if isinstance(test, dict):
            how = next(k for k in test if k not in ("by", "wrap"))
            values = None if literal_only else self.ref_values(test[how], binds)
            if values is None:
                return None
            order = _order(self.deck, attr, column)
            found: set = set()
            for value in values:
                get = lambda t, env, _v=value: _v  # noqa: E731
                compare = _compare(
                    how, get, column, multi, order, test.get("by", 1), test.get("wrap")
                )
                try:
                    found.update(compare(None, None, cards))
                except TypeError:  # a number compared with a name: not judged here
                    return None
            return [c for c in cards if c in found]
        items = test if isinstance(test, list) else [test]
        wanted: set = set()
        for item in items:
            if split_ref(item, self.value_names) is not None and literal_only:
                return None
            values = self.ref_values(item, binds)
            if values is None:
                return None
            wanted |= values
        found = set()
        for value in wanted:
            get = lambda t, env, _v=value: _v  # noqa: E731
            try:
                found.update(_equal(get, column, multi)(None, None, cards))
            except TypeError:
                return None
        return [c for c in cards if c in found]

    def passing(self, where: dict, binds: dict, literal_only=False, cards=None):
        """The cards that can pass a whole filter, and each test's own (None: not known)."""
        cards = self.kept if cards is None else cards
        alone, together = {}, list(cards)
        for attr, test in where.items():
            found = self.test_passing(attr, test, binds, cards, literal_only)
            alone[attr] = found
            if found is not None:
                together = [c for c in together if c in set(found)]
        return together, alone

    # -- how many cards and tokens there can be ------------------------------------------------
    def most_kept(self, cards) -> int:
        """The most of `cards` any player count keeps."""
        chosen = set(cards)
        return max(sum(1 for c in self.program.deals[n][0] if c in chosen) for n in self.counts)

    def most_tokens(self, token: str) -> tuple[int, int]:
        """The most tokens of one kind a player can hold (every player's, collected), and the
        player count where that is."""
        best = (0, self.counts[0])
        for n in self.counts:
            held = n * self.program.deals[n][3].get(token, 0)
            if held > best[0]:
                best = (held, n)
        return best

    # -- sizes after the setup, cards taken per turn and lap, the round's length ---------------
    def sizes(self, n: int) -> tuple[dict, list]:
        """Each zone's cards after the setup at `n` players (a zone per player: the fewest any
        player holds; None: not known), and the setup's moves that find fewer cards than they
        take: (path, cards there, cards taken)."""
        if n not in self._sizes:
            self._sizes[n] = self._setup(n)
        return self._sizes[n]

    def _setup(self, n: int) -> tuple[dict, list]:
        held = {z.name: [0] * n if z.per_player else [0] for z in self.program.zones}
        known = dict.fromkeys(held, True)
        short: list = []
        kept, size, aside, _ = self.program.deals[n]

        def slot(name, who, cur):
            return 0 if not self.zones[name].per_player else (cur if who == "current" else 0)

        def run(items, path, cur) -> bool:
            for i, item in enumerate(items):
                if not item:
                    continue
                kind = next(iter(item))
                spec, here = item[kind], path + (i, kind)
                if kind == "deal":
                    hand, stack = spec["hand"], spec["stack"]
                    if self.zones[stack].per_player:
                        return False
                    rest = max(0, len(kept) - aside)
                    for p in range(n):
                        held[hand][p] = min(size, rest)
                        rest -= held[hand][p]
                    held[stack] = [rest]
                    known[hand] = known[stack] = True
                elif kind == "move" and not is_plain_move(spec):
                    return False  # a choice or a filter in the setup: sizes are not known
                elif kind == "move":
                    who = spec.get("who", "current")
                    src, dst = spec["from"], spec["to"]
                    if not (known[src] and known[dst]):
                        known[src] = known[dst] = False
                        continue
                    a, b = slot(src, who, cur), slot(dst, who, cur)
                    have = held[src][a]
                    want = have if spec.get("count", 1) == "all" else spec.get("count", 1)
                    if want > have:
                        short.append((here, have, want))
                    moved = min(want, have)
                    held[src][a] -= moved
                    held[dst][b] += moved
                elif kind == "refill":
                    src, dst = spec["from"], spec["zone"]
                    if (
                        not (known[src] and known[dst])
                        or self.zones[dst].per_player
                        or self.zones[src].per_player
                    ):
                        known[src] = known[dst] = False
                        continue
                    moved = min(max(0, spec["to"] - held[dst][0]), held[src][0])
                    held[src][0] -= moved
                    held[dst][0] += moved
                elif kind == "each":
                    for p in range(n):
                        if not run(spec, here, p):
                            return False
                elif kind in ("first", "choose", "out"):
                    return False  # a choice or a filter in the setup: sizes are not known
            return True

        if not run(self.spec["round"]["setup"], ("play", "round", "setup"), 0):
            return dict.fromkeys(held), short
        return {name: min(v) if known[name] else None for name, v in held.items()}, short

    def taken(self, items, zone: str, n: int, binds=None) -> float:
        """The most cards one run of `items` can take from `zone` (one player's, for a zone per
        player; INF: no bound)."""
        binds = binds or {}
        total = 0
        for item in items:
            if not item:
                continue
            kind = next(iter(item))
            spec = item[kind]
            if kind == "move" and self.source(spec, binds) == zone:
                if "card" in spec:
                    total += 1 if spec["card"] == "card" else INF
                else:
                    count = spec.get("count", "all" if "where" in spec else 1)
                    total += INF if count == "all" else count
            elif kind == "refill" and spec["from"] == zone:
                total += spec["to"]
            elif kind == "deal":
                total += INF
            elif kind == "each":
                total += n * self.taken(spec, zone, n, binds)
            elif kind == "first":
                total += max(self.taken(case["do"], zone, n, binds) for case in spec)
            elif kind == "choose":
                total += max(
                    self.taken(
                        action["do"],
                        zone,
                        n,
                        {**binds, **{k: action[k] for k in CARD_NAMES if k in action}},
                    )
                    for action in spec.values()
                )
        return total

    def rates(self, zone: str, n: int) -> tuple[float, float]:
        """The most cards a turn's steps and a lap's own steps (lap_start and lap_end) take from
        `zone`."""
        rnd = self.spec["round"]
        turn = max(self.taken(rnd.get(s, ()), zone, n) for s in ("turn", "opening"))
        lap = sum(self.taken(rnd.get(s, ()), zone, n) for s in ("lap_start", "lap_end"))
        return turn, lap

    def lasts(self, n: int) -> tuple[float, float]:
        """Turns and laps every round at `n` players surely completes before it can end: no end
        can hold at an earlier check (0 laps: not known, as where an end is checked after a
        turn)."""
        if self.outs:
            return 1, 0  # every player may be out at once, which ends the round
        turns, laps = INF, INF
        for end in self.spec["round"]["end"]:
            after = end.get("after", "turn")
            t, lap = self.holds_after(end["when"], n, after)
            turns = min(turns, max(t, lap))
            laps = min(laps, lap if after == "lap" else 0)
        limit = self.program.turn_limit  # a lap is a turn of each of the n players at least
        return min(turns, limit), min(laps, limit // n)

    def holds_after(self, cond: dict, n: int, after: str) -> tuple[float, float]:
        """The fewest turns and laps after which `cond` can hold (at least 1 turn; laps counted
        only for an end checked after a lap)."""
        least_lap = 1 if after == "lap" else 0
        kind = condition_kind(cond)
        if kind == "empty":
            zone = cond["empty"]
            start = self.sizes(n)[0].get(zone)
            if not start or (
                self.zones[zone].per_player and cond.get("who") == "all" and self.outs
            ):
                return 1, least_lap
            turn, lap = self.rates(zone, n)
            turns = math.ceil(start / (turn + lap)) if turn + lap else INF
            if after != "lap":
                return max(1, turns), 0
            laps = (math.ceil(start / lap) if lap else INF) if not turn else 1
            return max(1, turns), max(1, laps)
        if kind == "players_in" and not self.outs and cond["players_in"] != n:
            return INF, INF
        if kind in ("all", "any"):
            parts = [self.holds_after(p, n, after) for p in cond[kind]]
            pick = max if kind == "all" else min
            return pick(p[0] for p in parts), pick(p[1] for p in parts)
        return 1, least_lap
