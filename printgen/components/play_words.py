"""A game's declared play (`play:`) in words, in every language the catalogues have: the turn
(the starter's first turn, what happens before and after each lap of turns, the decision and its
cases) and the round (the setup, who starts, when it ends). Made from the rule, so the turn a kit
prints is the turn printgen plays.

The words are read from the plain values of `play:` (as its description reads them) and the game:
zones by their `label:` ("hand|hands"; in German with its article, "die Hand|Hände", which gives
the forms each case needs), attributes and values by their labels, events by their scoring line's
title, tokens by their names. Every sentence is a catalogue entry; the code only picks the entry
and fills it, so each step kind and condition has one wording rule per language.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.components.scoring_words import unit, value_name
from printgen.pieces.model import Game

CASES = ("nom", "acc", "dat")
ZONE_STEPS = ("move", "refill", "deal", "pay", "collect")


@dataclass(frozen=True)
class Line:
    """One printed line: its text and how deep it stands (0 a paragraph, 1 a bullet, 2 below)."""

    text: str
    depth: int = 0
    bold: bool = False


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _forms(entry: str) -> dict[str, str]:
    """A catalogue entry of case forms, `nom|acc|dat` (one form serves every case)."""
    parts = entry.split("|")
    return {case: parts[min(i, len(parts) - 1)] for i, case in enumerate(CASES)}


class Say:
    """The wording of one game's play in one language."""

    def __init__(self, game: Game, language: str, m):
        self.game, self.language, self.m = game, language, m
        self.play = game.play_source or {}
        self.zones = self.play.get("zones", {})
        self.deck = game.deck(game.deal.deck) if game.deal is not None else None
        genders = dict(pair.split("=") for pair in m.text("play_genders").split() if "=" in pair)
        self.genders = genders
        self.contractions = [
            tuple(pair.split("=")) for pair in m.text("play_contractions").split(";") if "=" in pair
        ]
        self.inline = self._inline_values()
        self.wrapped: set[str] = set()  # attributes whose going round is said already
        self.last_start = None  # where the last run started: a set from there is "of that number"
        self.pile = ""  # the pile an action chose, as its steps name it

    def t(self, key: str, **values) -> str:
        return self.m.text(f"play_{key}", **values)

    # -- names ------------------------------------------------------------------------------
    def _label(self, name: str) -> tuple[str, str, str]:
        """A zone's gender (from its article, if the language has them), one and many."""
        spec = self.zones.get(name, {})
        label = spec.get("label")
        text = label.get(self.language) if label is not None else ""
        text = text or name.replace("_", " ").replace("-", " ")
        one, _, many = text.partition("|")
        first, _, rest = one.partition(" ")
        gender = self.genders.get(first)
        if gender is not None and rest:
            one = rest
        else:
            gender = "n"
        return gender, one, many or one

    @property
    def hand(self) -> str | None:
        """The players' hand: the only zone each player has and only its owner sees (cards are
        played and drawn from and into it without naming it)."""
        hands = [
            name
            for name, spec in self.zones.items()
            if spec.get("per") == "player" and spec.get("seen") == "owner"
        ]
        return hands[0] if len(hands) == 1 else None

    def per_player(self, name: str) -> bool:
        return self.zones.get(name, {}).get("per") == "player"

    def zone(self, name: str, case: str = "nom", owner: str = "current") -> str:
        """The zone as a noun phrase: "the middle", "your hand", "the hand of the last player
        still in"; in the case the sentence needs."""
        gender, one, _ = self._label(name)
        if not self.per_player(name):
            return f"{_forms(self.t('the_' + gender))[case]} {one}"
        if owner == "current":
            return f"{_forms(self.t('your_' + gender))[case]} {one}"
        the = f"{_forms(self.t('the_' + gender))[case]} {one}"
        return self.t("owner_" + owner.replace("-", "_"), zone=the)

    def zones_all(self, name: str) -> str:
        return self._label(name)[2]

    def unit(self, attr: str, count: int = 1) -> str:
        return unit(self.game, attr, self.language, count)

    def value(self, attr: str, value) -> str:
        return value_name(self.game, attr, value, self.language)

    def token(self, token_id: str, count: int) -> str:
        token = next((t for t in self.game.tokens if t.id == token_id), None)
        if token is None:
            return token_id
        text = (token.name or token.text).get(self.language)
        one, _, many = text.partition("|")
        return one if count == 1 or not many else many

    def _attribute(self, name: str):
        if self.deck is None:
            return None
        return next((a for a in self.deck.attributes if a.name == name), None)

    def _wrap(self, attr: str) -> str:
        """How a sequence goes round: " (after 5 comes 1)", said the first time only."""
        if attr in self.wrapped:
            return ""
        self.wrapped.add(attr)
        found = self._attribute(attr)
        if found is not None and found.is_number:
            return self.t("wrap", high=found.high, low=found.low)
        return self.t("wrap_values")

    def _derived(self, field: str):
        if self.deck is None:
            return None
        return next((d for d in self.deck.derived if d.name == field and not d.cases), None)

    # -- references ---------------------------------------------------------------------------
    def _inline_values(self) -> dict[str, str]:
        """Named values that are always set to one reference (`required: played.next`): they are
        worded as that reference, and their `set` steps are not worded."""
        sets: dict[str, set] = {}

        def walk(steps):
            for step in steps or ():
                for kind, spec in step.items():
                    if kind == "set":
                        for name, value in spec.items():
                            sets.setdefault(name, set()).add(value)
                    elif kind == "first":
                        for case in spec:
                            walk(case.get("do"))
                    elif kind == "each":
                        walk(spec)
                    elif kind == "choose":
                        for action in spec.values():
                            walk(action.get("do"))

        rnd = self.play.get("round", {})
        for part in ("setup", "opening", "lap_start", "lap_end", "turn"):
            walk(rnd.get(part))
        for end in rnd.get("end", ()):
            walk(end.get("do"))
        return {
            name: next(iter(found))
            for name, found in sets.items()
            if len(found) == 1 and isinstance(next(iter(found)), str) and "." in next(iter(found))
        }

    def holder(self, head: str, case: str = "nom") -> str:
        """Whose attribute a reference reads: the chosen card(s), or a zone's top card."""
        if head in ("card", "cards"):
            return _forms(self.t("your_" + head))[case]
        return _forms(self.t("top", zone=self.zone(head, "dat")))[case]

    def ref_value(self, ref, case: str = "nom") -> str:
        """A value as a phrase: a number or a value's label, a named value, or a card's
        attribute ("the number after the top card of the played pile")."""
        if isinstance(ref, str) and ref in self.inline:
            ref = self.inline[ref]
        if not isinstance(ref, str):
            return str(ref)
        if "." not in ref:
            if ref in self.play.get("values", {}):
                return _forms(self.t("value_named", name=ref))[case]
            return self.value(None, ref)
        head, _, field = ref.partition(".")
        derived = self._derived(field)
        of = self.holder(head, "dat")
        if derived is not None and derived.add:
            by = abs(derived.add)
            key = (
                ("value_next" if by == 1 else "value_after")
                if derived.add > 0
                else ("value_previous" if by == 1 else "value_before")
            )
            words = _forms(self.t(key, unit=self.unit(derived.source), by=by, of=of))[case]
            return words + (self._wrap(derived.source) if derived.wrap else "")
        return _forms(self.t("value_of", unit=self.unit(field), of=of))[case]

    # -- card filters -------------------------------------------------------------------------
    def where(self, where: dict | None, many: bool = True, each: bool = False) -> str:
        """The cards a filter lets through, as a relative clause (", deren Zahl ..."), or "";
        `many` when it speaks of cards (not a card), `each` when a list means one of each."""
        if not where:
            return ""
        parts = [self._test(attr, test, many, each) for attr, test in where.items()]
        return self.t("where", tests=self.t("and").join(parts))

    def _way(self, attr: str, ref) -> tuple[str, str] | None:
        """A reference to a card's number shifted from this attribute (`card.lower`, made from
        `number` by adding -1): how it is shifted ("1 lower") and whose card it reads."""
        ref = self.inline.get(ref, ref) if isinstance(ref, str) else ref
        if not isinstance(ref, str) or "." not in ref:
            return None
        head, _, field = ref.partition(".")
        derived = self._derived(field)
        if derived is None or derived.source != attr or not derived.add:
            return None
        key = "way_above" if derived.add > 0 else "way_below"
        way = self.t(key, by=abs(derived.add)) + (self._wrap(attr) if derived.wrap else "")
        return way, head

    def _same(self, attr: str, ref) -> str | None:
        """The head of a reference to this same attribute of another card (`card.number`)."""
        ref = self.inline.get(ref, ref) if isinstance(ref, str) else ref
        if isinstance(ref, str) and ref.partition(".")[2] == attr:
            return ref.partition(".")[0]
        return None

    def _test(self, attr: str, test, many: bool, each: bool) -> str:
        u = self.unit(attr)
        if isinstance(test, dict):
            how = next(k for k in test if k not in ("by", "wrap"))
            ref = test[how]
            if how == "same":
                return self._test(attr, ref, many, each)
            if how == "shares":
                return self.t(
                    "test_shares" + ("_many" if many else ""),
                    unit=u,
                    units=self.unit(attr, 2),
                    of=self._of(ref),
                )
            wrap = self._wrap(attr) if test.get("wrap") else ""
            return self.t(f"test_{how}", unit=u, of=self._of(ref), by=test.get("by", 1)) + wrap
        items = test if isinstance(test, list) else [test]
        ways = [self._way(attr, item) for item in items]
        if all(ways) and len({head for _, head in ways}) == 1:
            join = self.t("and") if each else self.t("or")
            return self.t(
                "test_ways",
                unit=u,
                ways=join.join(way for way, _ in ways),
                of=self.holder(ways[0][1], "dat"),
            )
        if len(items) == 1 and self._same(attr, items[0]) is not None:
            return self.t("test_same", unit=u, of=self.holder(self._same(attr, items[0]), "nom"))
        values = [self.ref_value(item) for item in items]
        return self.t("test_value", unit=u, value=self.t("or").join(values))

    def _of(self, ref) -> str:
        ref = self.inline.get(ref, ref) if isinstance(ref, str) else ref
        head, _, field = str(ref).partition(".")
        if field:
            return self.holder(head, "dat")
        return self.ref_value(ref, "dat")

    # -- conditions ---------------------------------------------------------------------------
    def cond(self, cond: dict) -> str:
        if "all" in cond:
            parts = list(cond["all"])
            tops = {self._top_zone(c) for c in parts} - {None}
            parts = [c for c in parts if c.get("not_empty") not in tops or c.get("who") == "all"]
            return self.t("and").join(self.cond(c) for c in parts)
        if "any" in cond:
            return self.t("or").join(self.cond(c) for c in cond["any"])
        if "not" in cond:
            inner = cond["not"]
            for a, b in (("empty", "not_empty"), ("not_empty", "empty")):
                if a in inner:
                    return self.cond({**{k: v for k, v in inner.items() if k != a}, b: inner[a]})
            return self.t("if_not", cond=self.cond(inner))
        who = cond.get("who", "current")
        if "in" in cond:
            count = cond.get("count", 1)
            key = "if_in" if count == 1 else "if_in_count"
            return self.t(
                key,
                zone=self.zone(cond["in"], "dat"),
                count=count,
                where=self.where(cond.get("where")),
            )
        for kind in ("empty", "not_empty"):
            if kind in cond:
                name = cond[kind]
                if who in ("all", "any") and self.per_player(name):
                    return self.t(
                        f"if_{kind}_{who}",
                        zones=self.zones_all(name),
                        zone=self.zone(name, "nom", "any"),
                    )
                return self.t(f"if_{kind}", zone=self.zone(name, "nom"))
        if "is" in cond:
            return self.t("and").join(
                self._top_is(name, v)
                or self.t("if_is", value=self.ref_value(name), to=self.ref_value(v))
                for name, v in cond["is"].items()
            )
        if "has" in cond:
            return self.t("and").join(
                self.t("if_has", count=n, token=self.token(tok, n))
                for tok, n in cond["has"].items()
            )
        if "players_in" in cond:
            n = cond["players_in"]
            return self.t("if_players_in_one" if n == 1 else "if_players_in", count=n)
        return ""

    def _top_shift(self, name: str):
        """A named value that is always a zone's top card's shifted number (`played.next`): the
        zone, the attribute and the derived field; else None."""
        ref = self.inline.get(name)
        if not isinstance(ref, str):
            return None
        head, _, field = ref.partition(".")
        derived = self._derived(field)
        attribute = self._attribute(derived.source) if derived is not None else None
        if head in self.zones and attribute is not None and attribute.is_number and derived.add:
            return head, attribute, derived
        return None

    def _top_zone(self, cond: dict) -> str | None:
        """The zone whose top card an `is` condition reads (so "not empty" goes without saying)."""
        if "is" not in cond or len(cond["is"]) != 1:
            return None
        name, value = next(iter(cond["is"].items()))
        found = self._top_shift(name)
        return found[0] if found is not None and self._top_is(name, value) else None

    def _top_is(self, name: str, value) -> str | None:
        """`required: 1` where `required` is always the number after the played pile's top
        card: "the top card of the played pile is a 5"."""
        found = self._top_shift(name)
        if found is None or not isinstance(value, int):
            return None
        zone, attribute, derived = found
        number = value - derived.add
        if derived.wrap:
            size = attribute.high - attribute.low + 1
            number = attribute.low + (number - attribute.low) % size
        if not attribute.low <= number <= attribute.high:
            return None
        return self.t("if_top", zone=self.zone(zone, "dat"), value=number)

    # -- steps --------------------------------------------------------------------------------
    def _verb(self, source: str | None, to: str, who: str = "current") -> str:
        """How cards go from one zone to another: drawn from a hidden zone into your own, taken
        into your own, put from your own, turned up from a hidden zone, else moved."""
        own_to = self.per_player(to) and who == "current"
        own_from = source is not None and self.per_player(source)
        hidden = source is not None and self.zones.get(source, {}).get("seen") == "nobody"
        if hidden and own_to:
            return "draw"
        if self.zones.get(to, {}).get("seen") == "nobody":
            return "put" if own_from else "move"
        if own_to and not own_from:
            return "take"
        if hidden:
            return "turn_up"
        return "put" if own_from or source is None else "move"

    def _count_cards(self, count) -> str:
        if count == "all":
            return self.t("cards_all")
        return self.t("cards_one") if count == 1 else self.t("cards_some", count=count)

    def _object(self, move: dict, found: dict | None) -> str:
        """What a move takes, as an object: "your card", "them all", "the top card of the
        stack", "one card of your choice from the middle whose number ..."."""
        if "card" in move:
            return _forms(self.t("your_" + move["card"]))["acc"]
        source, where = move.get("from"), move.get("where")
        if source == "pile" and source not in self.zones:  # the pile the action chose
            return self.t("obj_top", zone=self.pile or self.t("the_pile"))
        zone = self.zone(source, "dat", move.get("who", "current"))
        if where is not None:
            count = move.get("count", "all")
            if (
                count == "all"
                and found is not None
                and found.get("in") == source
                and found.get("where") == where
            ):
                return self.t("them_all")
            each = move.get("each", False)
            words = self.where(where, many=count != 1 or each, each=each)
            if count == "all":
                return self.t("obj_where_all", zone=zone, where=words)
            key = (
                "obj_where" + ("_each" if each else "") + ("_choose" if move.get("choose") else "")
            )
            cards = self.t("cards_one_each") if each and count == 1 else self._count_cards(count)
            return self.t(key, cards=cards, zone=zone, where=words)
        count = move.get("count", 1)
        if count == "all":
            return self.t("obj_all", zone=zone)
        return self.t("obj_top" if count == 1 else "obj_top_count", count=count, zone=zone)

    def _target(self, move: dict) -> str:
        to, who, at = move["to"], move.get("who", "current"), move.get("at")
        zone = self.zone(to, "acc", who)
        return (
            self.t(f"to_{at}", zone=zone)
            if at in ("end", "left", "right")
            else self.t("to", zone=zone)
        )

    def _moves(self, moves: list[dict], found: dict | None) -> str:
        """Moves to one place said in one sentence: "take them all and your card into your
        collection"."""
        first = moves[0]
        objects = [self._object(move, found) for move in moves]
        if len(objects) > 1:
            said_where = moves[-2].get("where") and objects[-2] != self.t("them_all")
            last = self.t("and_after_where") if said_where else self.t("and")
            objects = [self.t("list_and").join(objects[:-1]) + last + objects[-1]]
        verb = self._verb(first.get("from"), first["to"], first.get("who", "current"))
        if verb == "draw" and len(moves) == 1 and "where" not in first:
            return self.t(
                "draw_hand" if first["to"] == self.hand else "draw",
                cards=self._count_cards(first.get("count", 1)),
                zone=self.zone(first["from"], "dat"),
                to=self._target(first),
            )
        return self.t("verb_" + verb, what=objects[0], to=self._target(first))

    def _paired(self, moves: list[dict]) -> list[dict]:
        """Two moves of one card each from one zone, by two shifted references to one attribute
        of one card (`number: card.lower`, `number: card.higher`), said as one: "one card each
        ... whose number is 1 lower and 1 higher"."""
        out: list[dict] = []
        for move in moves:
            last = out[-1] if out else None
            if (
                last is not None
                and not last.get("each")
                and all(m.get("where") and len(m["where"]) == 1 for m in (last, move))
                and set(last["where"]) == set(move["where"])
                and all(last.get(k) == move.get(k) for k in ("from", "count", "choose"))
                and last.get("count") not in (None, "all")
            ):
                attr = next(iter(move["where"]))
                refs = [last["where"][attr], move["where"][attr]]
                ways = [self._way(attr, ref) if isinstance(ref, str) else None for ref in refs]
                if all(ways) and ways[0][1] == ways[1][1]:
                    out[-1] = {**last, "where": {attr: refs}, "each": True}
                    continue
            out.append(move)
        return out

    def _simple(self, kind: str, spec, found: dict | None) -> str | None:
        if kind == "refill":
            return self.t(
                "refill",
                zone=self.zone(spec["zone"], "acc"),
                count=spec["to"],
                source=self.zone(spec["from"], "dat"),
            )
        if kind == "deal":
            return self._deal(spec)
        if kind == "set":
            said = [
                self.t("set", value=self.ref_value(name), to=self.ref_value(v))
                for name, v in spec.items()
                if name not in self.inline
            ]
            return self.t("and").join(said) if said else None
        if kind == "event":
            event, who = (
                (spec, "current") if isinstance(spec, str) else (spec["id"], spec.get("who"))
            )
            return self.t(
                "event" if who in (None, "current") else "event_last_in", title=self._event(event)
            )
        if kind == "out":
            return self.t("out" if spec == "current" else "out_last_in")
        if kind == "again":
            return self.t("again") if spec else None
        if kind == "pay":
            n = spec.get("count", 1)
            return self.t(
                "pay",
                count=n,
                token=self.token(spec["token"], n),
                zone=self.zone(spec["to"], "acc"),
            )
        if kind == "collect":
            return self.t(
                "collect", tokens=self._paid_tokens(), zone=self.zone(spec["from"], "dat")
            )
        return None

    def _event(self, event_id: str) -> str:
        scoring = self.game.scoring
        line = scoring.event_line(event_id) if scoring is not None else None
        return line.heading(self.game, self.language, self.m) if line else event_id

    def _paid_tokens(self) -> str:
        paid = set()

        def walk(value):
            if isinstance(value, dict):
                if isinstance(value.get("pay"), dict) and isinstance(
                    value["pay"].get("token"), str
                ):
                    paid.add(value["pay"]["token"])
                for inner in value.values():
                    walk(inner)
            elif isinstance(value, list):
                for inner in value:
                    walk(inner)

        walk(self.play.get("round"))
        return self.token(next(iter(paid)), 2) if len(paid) == 1 else self.t("tokens")

    def _deal(self, spec: dict) -> str:
        deal = self.game.deal
        rows = deal.rows if deal is not None else ()
        parts = []
        if any(row.removals for row in rows):
            parts.append(self.t("deal_remove"))
        parts.append(self.t("deal_shuffle"))
        if any(row.set_aside for row in rows):
            parts.append(self.t("deal_aside"))
        if any(row.hand for row in rows):
            parts.append(self.t("deal_hand", zone=self.zones_all(spec["hand"])))
        tokens = sorted({token for row in rows for token, _ in row.tokens})
        for token in tokens:
            parts.append(self.t("deal_tokens", token=self.token(token, 2)))
        return self.t(
            "deal",
            steps=self.t("list_and").join(parts[:-1]) + self.t("last_and") + parts[-1]
            if len(parts) > 1
            else parts[0],
            stack=self.zone(spec["stack"], "nom"),
        )

    def sentences(self, steps, found: dict | None = None) -> list[str]:
        """The simple steps of a list as sentences, moves to one place said together; `found` is
        the condition of the case they belong to ("take them all")."""
        out, moves = [], []

        def flush():
            if moves:
                out.append(self._moves(self._paired(moves), found))
                moves.clear()

        for step in steps or ():
            kind, spec = next(iter(step.items()))
            if kind == "move":
                if moves and any(moves[0].get(k) != spec.get(k) for k in ("to", "who", "at")):
                    flush()
                moves.append(spec)
                continue
            flush()
            if kind == "choose":
                out += self._plain_sentences(spec)
                continue
            said = self._simple(kind, spec, found)
            if said:
                out.append(said)
        flush()
        return out

    def _plain(self, step: dict) -> bool:
        """A decision said as a sentence among others: one action, unnamed, unconditional, whose
        steps hold no decision or cases of their own."""
        spec = step.get("choose")
        if not isinstance(spec, dict) or len(spec) != 1:
            return False
        action = next(iter(spec.values()))
        nested = ("first", "choose", "each")
        return (
            "label" not in action
            and "if" not in action
            and not any(kind in nested for item in action.get("do", ()) for kind in item)
        )

    def _plain_sentences(self, actions: dict) -> list[str]:
        head, rest = self._action(next(iter(actions.values())))
        return ([head] if head else []) + self.sentences(rest)

    def tidy(self, text: str) -> str:
        """A sentence made whole: the language's contractions ("von dem" -> "vom") and no comma
        left before a full stop or a colon."""
        for long, short in self.contractions:
            text = text.replace(f" {long.strip()} ", f" {short.strip()} ")
        for bad, good in ((",.", "."), (",:", ":"), (",,", ","), (", (", " ("), (",)", ")")):
            text = text.replace(bad, good)
        return text

    def paragraph(self, lead: str, said: list[str]) -> str:
        """Sentences after an optional lead ("If ...:", "Then"), each closed by a full stop."""
        if not said:
            return self.tidy(_cap(lead) + ("" if lead.endswith((":", ".")) else "."))
        first = said[0]
        if (lead.endswith(":") and self.t("colon_capital") == "yes") or lead.endswith("."):
            first = _cap(first)
        head = f"{lead} {first}" if lead else first
        return self.tidy(". ".join([_cap(head)] + [_cap(s) for s in said[1:]]) + ".")

    def lines(self, steps, depth: int = 0, found: dict | None = None, lead: str = "") -> list[Line]:
        """A list of steps as lines: simple steps as sentences, a decision or the first case
        that applies as the bullets below them."""
        out: list[Line] = []
        run: list[dict] = []

        def flush(lead: str, ending: str = "") -> None:
            said = self.sentences(run, found)
            run.clear()
            if said or lead:
                text = self.paragraph(lead, said)
                if ending and not said:
                    text = text.rstrip(".:") + ending
                out.append(Line(text, depth))

        for step in steps or ():
            kind, spec = next(iter(step.items()))
            if kind in ("first", "choose", "each") and not self._plain(step):
                flush(lead, ":" if kind == "first" else ".")
                lead = ""
                if kind == "first":
                    out.extend(self._first(spec, depth + (1 if out else 0)))
                elif kind == "choose":
                    out.extend(self._choose(spec, depth))
                else:
                    out.extend(self.lines(spec, depth, lead=self.t("each")))
            else:
                if out and not run and not lead:
                    lead = self.t("then")
                run.append(step)
        flush(lead)
        return out

    def _first(self, cases: list, depth: int) -> list[Line]:
        out = []
        for index, case in enumerate(cases):
            cond = case.get("if")
            if cond is None:
                lead = self.t("otherwise") if index else ""
            else:
                lead = self.t("if" if index == 0 else "else_if", cond=self.cond(cond))
            out += self.lines(case.get("do"), depth, found=cond, lead=lead)
        return out

    def _action(self, action: dict) -> tuple[str, list]:
        """What an action chooses, as the start of its sentence ("play a card from your hand
        at either end of your row"), and the steps left to say after it."""
        steps = list(action.get("do", ()))
        if "pile" in action:  # a pile of a zone split by an attribute: its top card is taken
            pile = action["pile"]
            what = self.t("choose_pile", zone=self.zone(pile["from"], "dat"))
            if pile.get("not") is not None:
                what += self.t("pile_not", value=self.ref_value(pile["not"], "nom"))
            self.pile = what
            return "", steps
        kind = "card" if "card" in action else "cards" if "cards" in action else None
        if kind is None:
            return "", steps
        param = action[kind]
        zone = self.zone(param["from"], "dat")
        if param["from"] == self.hand:  # a card is played from the hand without saying so
            zone = ""
        explain = ""
        if kind == "card":
            what = self.t(
                "choose_card" if zone else "choose_card_hand",
                zone=zone,
                where=self.where(param.get("where"), False),
            )
        elif "run" in param:
            what = self.t(
                "choose_run" if zone else "choose_run_hand", zone=zone, unit=self.unit(param["run"])
            )
            attribute = self._attribute(param["run"])
            self.last_start = param.get("start")
            explain = self.t(
                "run_explain",
                unit=self.unit(param["run"]),
                start=self.ref_value(param.get("start"), "dat"),
            ) + (
                self.t("run_high", high=attribute.high) if attribute and attribute.is_number else ""
            )
        else:
            what = self.t(
                "choose_set" if zone else "choose_set_hand", zone=zone, min=param.get("min", 2)
            )
            start = param.get("start")
            explain = self.t(
                "set_explain_same" if start == self.last_start else "set_explain",
                unit=self.unit(param["set"]),
                start=self.ref_value(start, "nom"),
            )
        if kind == "cards" and "set" in param:  # a set's cards are said before where they go
            what, explain = what + explain, ""
        move = steps[0].get("move") if steps else None
        if move and move.get("card") == kind:
            return self.t("play_to", what=what, to=self._target(move)) + explain, steps[1:]
        return self.t("play", what=what) + explain, steps

    def _choose(self, actions: dict, depth: int) -> list[Line]:
        many = len(actions) > 1
        out = [Line(self.t("choose_one"), depth)] if many else []
        for action in actions.values():
            head, rest = self._action(action)
            if "if" in action:
                cond = self.t("action_if", cond=self.cond(action["if"]))
                head = f"{cond} {head}" if head else cond
            label = action.get("label")
            name = label.get(self.language) if label is not None else ""
            if name:
                head = f"{name}: {head}" if head else f"{name}:"
            if head and not head.endswith((":", ",")) and rest:
                head += "."  # the choice is a sentence of its own before the steps after it
            inner = self.lines(rest, depth + (1 if many else 0), lead=head)
            out.extend(inner)
        return out


def turn_lines(game: Game, language: str, m) -> list[Line]:
    """The turn in words: each lap's start, the turn, each lap's end (the starter's first turn,
    when it differs, is the round's)."""
    say = Say(game, language, m)
    rnd = say.play.get("round", {})
    out: list[Line] = []
    laps = any(rnd.get(part) for part in ("lap_start", "lap_end"))
    if rnd.get("lap_start"):
        out.append(Line(say.t("head_lap_start"), bold=True))
        out += say.lines(rnd["lap_start"])
    if laps:
        out.append(Line(say.t("head_turn"), bold=True))
    turn = say.lines(rnd.get("turn"))
    if out and out[-1].bold and turn and turn[0].text == say.t("choose_one"):
        out[-1] = Line(out[-1].text.rstrip(":") + say.t("then_choose_one"), bold=True)
        turn = turn[1:]
    out += turn
    if rnd.get("lap_end"):
        out.append(Line(say.t("head_lap_end"), bold=True))
        out += say.lines(rnd["lap_end"])
    return out


def round_lines(game: Game, language: str, m) -> list[Line]:
    """The round in words: its setup, who starts and the starter's first turn, and when it
    ends."""
    say = Say(game, language, m)
    rnd = say.play.get("round", {})
    out = say.lines(rnd.get("setup"))
    rounds = game.scoring.rounds if game.scoring is not None else None
    several = rounds is not None and (rounds.count not in (None, 1) or bool(rounds.targets))
    starts = rnd.get("starts", "next-seat").replace("-", "_")
    out.append(Line(say.t(f"starts_{starts}" if several else "starts_one")))
    if rnd.get("opening"):
        out += say.lines(rnd["opening"], lead=say.t("head_opening"))
    return out + end_lines(game, language, m)


def end_lines(game: Game, language: str, m) -> list[Line]:
    """When a round ends, and what happens then."""
    say = Say(game, language, m)
    out = []
    for end in say.play.get("round", {}).get("end", ()):
        key = "end_lap" if end.get("after") == "lap" else "end"
        text = say.t(key, cond=say.cond(end["when"]))
        said = say.sentences(end.get("do"))
        out.append(Line(say.paragraph(text + (":" if said else "."), said)))
    return out


__all__ = ["Line", "Say", "end_lines", "round_lines", "turn_lines"]

LINES = {"turn": turn_lines, "round": round_lines, "end": end_lines}
