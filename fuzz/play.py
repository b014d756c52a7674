"""Game files with `play:`: how a round goes, as printgen plays it (`printgen play`, `analyze`).

`play_game` starts from a game with a deck and a `deal:` (the bundled games, the documented
examples without spreadsheets or pictures, or a `generators.random_game`) and gives it a `play:`:

- tame (`tame_play`): zones, a deal, a turn of one to four actions (play a card, take one, draw,
  place at a row's end, a run or a set of `cards`, cases with conditions) and ends, naming the
  deck's own attributes and values, so most of them validate and play;
- wild (`wild_play`): made from the format's own description (`printgen.game.play_format.PLAY`):
  every key, values at and past their bounds, names that are not the game's, steps nested one or
  two levels past MAX_DEPTH, lists one item past their bounds;
- hostile shapes (`hostile_play`): a deck of 1,000 cards dealt whole into a hand with run and set
  actions and a greedy choice among many actions, rounds whose end never holds (at up to 100,000
  turns), a target nobody reaches (a game of MAX_ROUNDS rounds), a step list of MAX_STEPS steps,
  conditions nested MAX_DEPTH deep, `again: true` every turn;
- the seed's own `play:` with one to three values changed (`generators.perturb`).

A game that validates with `play:` is then played (harness.play_stage): one game as `printgen play`
plays it and three as `printgen analyze -n 3` does, both within a small `--max-minutes`.
"""

from __future__ import annotations

import copy
import random

import generators
import scoring

from printgen.format.spec import resolved
from printgen.game import play_format

ZONES = ("stack", "middle", "hand", "heap", "row", "out", "offer")
BAD_NAMES = ("nope", "card", "cards", "end", "x" * 31, "Hand", "")
HOSTILE = [0, 1, -1, 2, 4, 8, 12, 13, 24, 25, 1000, 1001, 100_000, 100_001, 2**31, 0.5, True]


_SEEDS: list[bytes] = []


def seeds() -> list[bytes]:
    """Games with a deal that validate clean (of the scoring kind's seeds): the bundled games
    with their own `play:` among them."""
    if not _SEEDS:
        from printgen.kit.validation import validate_text

        for data in scoring.seeds():
            if b"deal:" in data and validate_text(data, "seed.yaml", preflight=False).ok:
                _SEEDS.append(data)
    return list(_SEEDS)


def deck_names(game: dict) -> dict:
    """The dealt deck's attributes: named (with their values) and numbers (with derived ones),
    the game's tokens and events, for `play:` that names them."""
    names = scoring.names_of(game)
    deal = game.get("deal") if isinstance(game.get("deal"), dict) else {}
    decks = game.get("decks") if isinstance(game.get("decks"), dict) else {}
    deck = decks.get(deal.get("deck")) if isinstance(deal.get("deck"), str) else None
    named, numbers, values = {}, [], {}
    if isinstance(deck, dict):
        attributes = deck.get("attributes") if isinstance(deck.get("attributes"), dict) else {}
        for name, attribute in attributes.items():
            if isinstance(attribute, dict) and isinstance(attribute.get("values"), dict):
                named[str(name)] = [str(v) for v in attribute["values"]]
            elif isinstance(attribute, dict) and "min" in attribute:
                numbers.append(str(name))
        derived = deck.get("derived") if isinstance(deck.get("derived"), dict) else {}
        numbers += [str(n) for n in derived]
    values = named or names["values"]
    events = []
    lines = game.get("scoring") if isinstance(game.get("scoring"), list) else []
    for line in lines:
        if isinstance(line, dict) and isinstance(line.get("event"), dict):
            events.append(str(line["event"].get("id")))
    return {
        "named": list(values) or numbers or ["name"],
        "values": values,
        "numbers": numbers,
        "tokens": names["tokens"],
        "events": events or ["win"],
        "every_value": [v for vs in values.values() for v in vs] or ["red"],
    }


# -- tame: plays ------------------------------------------------------------------------------
def _filter(rng, names, zone: str) -> dict:
    """A `where:` comparing with the top card of `zone` (or a value of the game's)."""
    if names["numbers"] and rng.random() < 0.6:
        attr = rng.choice(names["numbers"])
        how = rng.choice(["same", "next", "previous", "within", "at_least", "at_most"])
        test = {how: f"{zone}.{attr}"}
        if how == "within":
            test["by"] = rng.randint(0, 3)
        if how in ("next", "previous") and rng.random() < 0.3:
            test["wrap"] = True
        return {attr: test if rng.random() < 0.7 else f"{zone}.{attr}"}
    attr = rng.choice(names["named"])
    values = names["values"].get(attr) or ["red"]
    return {
        attr: rng.choice(
            [f"{zone}.{attr}", {"shares": f"{zone}.{attr}"}, rng.choice(values), values[:2]]
        )
    }


def _action(rng, names, zones: dict) -> tuple[str, dict]:
    kinds = ["play", "take", "draw", "discard"]
    if "row" in zones:
        kinds.append("place")
    if names["numbers"]:
        kinds.append("run")
    kinds.append("set")
    kind = rng.choice(kinds)
    if kind == "play":
        card = {"from": "hand"}
        if rng.random() < 0.5:
            card["where"] = _filter(rng, names, "middle")
        to = rng.choice(["middle", "heap"])
        do = [{"move": {"card": "card", "to": to}}]
        if rng.random() < 0.4:
            do = [
                {
                    "first": [
                        {
                            "name": "match",
                            "if": {"in": "middle", "where": _filter(rng, names, "card")},
                            "do": [
                                {
                                    "move": {
                                        "from": "middle",
                                        "where": _filter(rng, names, "card"),
                                        "to": "heap",
                                        **(
                                            {"count": 1, "choose": True}
                                            if rng.random() < 0.4
                                            else {}
                                        ),
                                    }
                                },
                                {"move": {"card": "card", "to": "heap"}},
                            ],
                        },
                        {"name": "no-match", "do": [{"move": {"card": "card", "to": "middle"}}]},
                    ]
                }
            ]
        return kind, {"card": card, "do": do}
    if kind == "take":
        return kind, {
            "card": {"from": "middle"},
            "if": {"not_empty": "middle"},
            "do": [{"move": {"card": "card", "to": "heap"}}],
        }
    if kind == "draw":
        return kind, {
            "if": {"not_empty": "stack"},
            "do": [{"move": {"from": "stack", "to": "hand", "count": rng.randint(1, 2)}}],
        }
    if kind == "discard":
        return kind, {"card": {"from": "hand"}, "do": [{"move": {"card": "card", "to": "out"}}]}
    if kind == "place":
        return kind, {
            "card": {"from": "hand"},
            "end": "row",
            "do": [{"move": {"card": "card", "to": "row", "at": "end"}}],
        }
    if kind == "run":
        attr = rng.choice(names["numbers"])
        return kind, {
            "cards": {"from": "hand", "run": attr, "start": f"middle.{attr}"},
            "do": [{"move": {"card": "cards", "to": "heap"}}],
        }
    attr = rng.choice(names["named"])
    return kind, {
        "cards": {"from": "hand", "set": attr, "start": f"middle.{attr}", "min": rng.randint(1, 3)},
        "do": [{"move": {"card": "cards", "to": "heap"}}],
    }


def tame_play(rng: random.Random, names: dict) -> dict:
    zones = {
        "stack": {"seen": "nobody"},
        "middle": {},
        "hand": {"per": "player", "seen": "owner"},
        "heap": {"per": "player", "scores": "cards"},
        "out": {"seen": rng.choice(["everyone", "nobody"])},
    }
    if rng.random() < 0.3:
        zones["row"] = {"per": "player", "row": True, "scores": "cards"}
    setup = [{"deal": {"hand": "hand", "stack": "stack"}}]
    if rng.random() < 0.95:  # without it the middle is often read but never filled (an error)
        setup.append({"move": {"from": "stack", "to": "middle", "count": rng.randint(1, 4)}})
    actions = dict(_action(rng, names, zones) for _ in range(rng.randint(1, 4)))
    turn = [{"choose": actions}]
    if rng.random() < 0.5:
        turn.append({"refill": {"zone": "middle", "to": rng.randint(1, 5), "from": "stack"}})
    ends = [{"when": {"empty": "hand", "who": rng.choice(["all", "any"])}, "name": "hands-out"}]
    if rng.random() < 0.5:
        ends.append({"when": {"empty": "stack"}, "name": "stack-out", "after": "lap"})
    rnd = {"setup": setup, "turn": turn, "end": ends}
    if rng.random() < 0.5:
        rnd["turns"] = rng.choice([1, 5, 50, 200, 2000])
    if rng.random() < 0.3:
        rnd["starts"] = rng.choice(play_format.STARTS)
    play = {"zones": zones, "round": rnd}
    if rng.random() < 0.4:
        play["figures"] = {
            "shares": {"share": list(actions)},
            "middle-left": {"size": "middle"},
            "stalled": {"stalled": True},
            "heap": {"size": "heap", "by_seat": rng.random() < 0.5},
        }
    return play


# -- hostile shapes ---------------------------------------------------------------------------
BIG_DECK = {
    "name": "Big",
    "attributes": {"number": {"min": 1, "max": 1000}},
    "face": {"elements": [{"at": "centre", "text": "{number}"}]},
}
BIG_SAME = {  # 1,000 red cards: 50 of each number 1 to 20
    "name": "Same",
    "attributes": {
        "colour": {"values": {"red": {"ink": "#aa3300", "copies": 50}}},
        "number": {"min": 1, "max": 20},
    },
    "face": {"elements": [{"at": "centre", "text": "{number}"}]},
}


def _nested_condition(rng, depth: int) -> dict:
    if depth <= 0:
        return rng.choice([{"players_in": 0}, {"empty": "middle"}, {"not_empty": "hand"}])
    if rng.random() < 0.5:
        return {"not": _nested_condition(rng, depth - 1)}
    return {rng.choice(["all", "any"]): [_nested_condition(rng, depth - 1)] * rng.randint(1, 8)}


def _nested_steps(rng, depth: int) -> list:
    if depth <= 0:
        return [{"move": {"from": "stack", "to": "middle"}}]
    return [
        rng.choice(
            [
                {"each": _nested_steps(rng, depth - 1)},
                {"first": [{"if": {"not_empty": "stack"}, "do": _nested_steps(rng, depth - 1)}]},
                {"choose": {"a": {"card": {"from": "hand"}, "do": _nested_steps(rng, depth - 1)}}},
            ]
        )
    ] * rng.randint(1, 3)


def hostile_play(rng: random.Random, game: dict, names: dict) -> dict:
    """A `play:` at the edges of what the limits allow (some past them); may change the game's
    deck, deal and rounds to fit."""
    shape = rng.choice(["big", "big", "never-ends", "target", "long-lists", "deep", "again"])
    play = tame_play(rng, names)
    rnd = play["round"]
    if shape == "big":
        same = rng.random() < 0.5
        game["decks"] = {"big": copy.deepcopy(BIG_SAME if same else BIG_DECK)}
        game["players"] = {"min": 1, "max": 2}
        game["deal"] = {"deck": "big", "players": {1: {"hand": 1000}, 2: {"hand": 500}}}
        for key in ("references", "score_sheets", "examples", "summary", "rounds"):
            game.pop(key, None)
        game["scoring"] = [{"points": {"field": "number"}}]
        play["values"] = {"low": 1, "colour": "red"}
        start = rng.choice(["low", "middle.number", "1", "colour"])
        actions = {
            "run": {
                "cards": {"from": "hand", "run": "number", "start": start},
                "do": [{"move": {"card": "cards", "to": "heap"}}],
            },
            "set": {
                "cards": {"from": "hand", "set": "colour" if same else "number", "start": start},
                "do": [{"move": {"card": "cards", "to": "heap"}}],
            },
            "one": {"card": {"from": "hand"}, "do": [{"move": {"card": "card", "to": "middle"}}]},
            "both": {
                "card": {"from": "hand"},
                "cards": {"from": "hand", "set": "colour" if same else "number", "start": start},
                "do": [{"move": {"card": "card", "to": "middle"}}],
            },
        }
        for i in range(rng.choice([0, 4, 8])):
            actions[f"more-{i}"] = copy.deepcopy(actions["one"])
        rnd["turn"] = [{"choose": actions}]
        rnd["end"] = [{"when": {"empty": "hand", "who": "any"}}]
        rnd["turns"] = rng.choice([10, 1000, 100_000])
    elif shape == "never-ends":
        rnd["end"] = [{"when": rng.choice([{"players_in": 0}, {"in": "middle", "count": 1000}])}]
        rnd["turns"] = rng.choice([10_000, 100_000, 100_001])
        if rng.random() < 0.5:
            rnd["turn"] = [{"move": {"from": "middle", "to": "middle"}}]
    elif shape == "target":
        game["rounds"] = {"target": rng.choice([100_000, [1, 100_000]])}
        play["target"] = 100_000
        game["scoring"] = [{"points": {"each": rng.choice([0, -1])}}]
        for key in ("examples", "references", "score_sheets"):
            game.pop(key, None)
        rnd["turns"] = rng.choice([1, 100, 10_000])
    elif shape == "long-lists":
        count = play_format.MAX_STEPS + rng.choice([0, 0, 1])
        rnd["turn"] = [{"refill": {"zone": "middle", "to": 1000, "from": "stack"}}] * count
        actions = {f"a{i}": {"do": [{"again": True}]} for i in range(play_format.MAX_ACTIONS)}
        if rng.random() < 0.3:
            actions["one-more"] = {"do": [{"again": True}]}
        rnd["lap_start"] = [{"choose": actions}]
        rnd["end"] = [{"when": {"empty": "middle"}}] * (8 + rng.choice([0, 0, 1]))
        play["zones"].update(
            {f"z{i}": {} for i in range(play_format.MAX_ZONES - 6 + rng.choice([0, 0, 1]))}
        )
    elif shape == "deep":
        depth = play_format.MAX_DEPTH + rng.choice([-1, 0, 0, 1, 2])
        rnd["end"] = [{"when": _nested_condition(rng, depth)}]
        rnd["turn"] = _nested_steps(rng, depth)
    else:
        rnd["turn"] = [{"again": True}] + rnd["turn"]
        rnd["turns"] = rng.choice([100, 10_000, 100_000])
    return play


# -- wild: from the description ---------------------------------------------------------------
def wild_value(spec, rng: random.Random, names: dict, key: str = "", depth: int = 0, deepest=4):
    """A value for `spec` of `play:`: mostly the game's names in the right places, now and then a
    name that is not the game's, a bound crossed or the wrong type. Parts that hold themselves
    (steps, conditions) nest at most `deepest` deep, then end in a plain one."""
    if spec.type == "ref":
        if depth >= deepest or rng.random() < 0.3:
            return _LEAVES[spec.ref](rng)
        return wild_value(resolved(spec), rng, names, key, depth + 1, deepest)
    if depth > 14:
        return None
    kind = spec.type
    if kind == "any":
        return wild_value(rng.choice(spec.variants), rng, names, key, depth, deepest)
    if kind == "object":
        out = {}
        if spec.one_of:
            one = rng.choice(spec.one_of)
            keep = {one} | ({rng.choice(spec.one_of)} if rng.random() < 0.03 else set())
        else:
            keep = set()
        for item in spec.keys:
            if item.name in spec.one_of and item.name not in keep:
                continue
            if item.required or item.name in keep or rng.random() < 0.35:
                out[item.name] = wild_value(item.spec, rng, names, item.name, depth, deepest)
        if rng.random() < 0.02:
            out[rng.choice(["zz", "do", "if"])] = rng.choice(HOSTILE)
        return out
    if kind == "map":
        pool = _map_keys(key, names)
        high = spec.max_items or 4
        count = rng.randint(1, min(4, high)) if rng.random() < 0.95 else rng.choice([0, high + 1])
        chosen = [rng.choice(pool) if rng.random() < 0.9 else f"k{i}" for i in range(count)]
        return {name: wild_value(spec.values, rng, names, key, depth, deepest) for name in chosen}
    if kind == "array":
        low, high = spec.min_items or 0, spec.max_items or 4
        roll = rng.random()
        count = (
            rng.randint(low, max(low, min(high, 3)))
            if roll < 0.93
            else rng.choice([high, high + 1, 0])
        )
        return [wild_value(spec.values, rng, names, key, depth, deepest) for _ in range(count)]
    if kind == "integer":
        low = int(spec.minimum) if spec.minimum is not None else -10
        high = int(spec.maximum) if spec.maximum is not None else 100
        roll = rng.random()
        if roll < 0.7:
            return rng.randint(max(low, 0), min(high, 6)) if max(low, 0) <= min(high, 6) else low
        if roll < 0.85:
            return rng.choice([low, high])
        if roll < 0.95:
            return rng.choice([low - 1, high + 1])
        return rng.choice(HOSTILE)
    if kind == "boolean":
        return rng.random() < 0.5 if rng.random() < 0.98 else "yes"
    if kind == "choice":
        return rng.choice(spec.choices) if rng.random() < 0.95 else "nope"
    if kind == "string":
        return _string(rng, names, key)
    return None


def _map_keys(key: str, names: dict) -> list:
    if key == "zones":
        return list(ZONES)
    if key in ("where",):
        return names["named"] + names["numbers"]
    if key in ("has",):
        return names["tokens"]
    if key in ("is", "set", "values"):
        return ["turned", "required", "colour", "number"]
    if key == "figures":
        return ["f1", "f2", "share"]
    return ["play", "take", "draw", "pass", "place"]


def _string(rng, names: dict, key: str) -> str:
    attrs = names["named"] + names["numbers"] or ["number"]
    if rng.random() < 0.05:
        return rng.choice(BAD_NAMES + ("card.nope", "a.b.c", "middle.", ".x", "hand.colour.x"))
    if key in ("in", "empty", "not_empty", "from", "to", "zone", "hand", "stack", "end", "size"):
        return rng.choice(ZONES)
    if key in ("run", "set"):
        return rng.choice(attrs)
    if key == "card":
        return rng.choice(["card", "cards"])
    if key == "at":
        return rng.choice(["left", "right", "end", "middle"])
    if key in ("token", "tokens", "has"):
        return rng.choice(names["tokens"])
    if key in ("id", "event"):
        return rng.choice(names["events"])
    if key in ("name", "share", "per_round", "rounds_ended"):
        return rng.choice(["play", "take", "end-1", "case-1", "same", "hands-out"])
    refs = [f"{rng.choice(('card', 'cards', *ZONES))}.{rng.choice(attrs)}"]
    return rng.choice(refs + names["every_value"] + ["required", "turned", "3"])


# the plain form of a part that holds itself, where its nesting stops
_LEAVES = {
    "play-condition": lambda rng: {rng.choice(["empty", "not_empty"]): rng.choice(ZONES)},
    "play-steps": lambda rng: [
        rng.choice([{"again": True}, {"move": {"from": "stack", "to": "middle"}}])
    ],
}


def wild_play(rng: random.Random, names: dict) -> dict:
    deepest = play_format.MAX_DEPTH + rng.choice([-2, 0, 0, 1, 2])
    play = wild_value(play_format.PLAY, rng, names, "play", deepest=deepest)
    if isinstance(play, dict) and rng.random() < 0.7:
        # the tame frame with wild parts: more of them get to the checks that read names
        frame = tame_play(rng, names)
        for part in rng.sample(["zones", "round", "values", "figures", "target"], 2):
            if part in play:
                frame[part] = play[part]
        if rng.random() < 0.6:
            inner = wild_value(play_format.ROUND, rng, names, "round", deepest=deepest)
            for part in rng.sample(list(inner), min(2, len(inner))):
                frame["round"][part] = inner[part]
        return frame
    return play


def play_game(rng: random.Random, pool: list[bytes]) -> bytes:
    start = rng.choice(pool) if pool and rng.random() < 0.8 else generators.random_game(rng)
    game = generators.parse(start)
    if not isinstance(game, dict):
        return start
    names = deck_names(game)
    roll = rng.random()
    # tame play: most of it plays; the rest stops at the checks, which cost a sixth of a game
    if roll < 0.2 and isinstance(game.get("play"), dict):
        changed = generators.perturb({"play": game["play"]}, rng, rng.choice([1, 1, 2, 3]))
        if isinstance(changed, dict):
            game["play"] = changed.get("play")
    elif roll < 0.65:
        game["play"] = tame_play(rng, names)
    elif roll < 0.85:
        game["play"] = wild_play(rng, names)
    else:
        game["play"] = hostile_play(rng, game, names)
    return generators.dump(_unshared(game), rng)


def _unshared(node):
    """A copy in which no mapping or list appears twice (YAML would write an anchor and alias)."""
    if isinstance(node, dict):
        return {k: _unshared(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_unshared(v) for v in node]
    return node
