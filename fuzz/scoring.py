"""Game files with `scoring:`, `rounds:` and `examples:`: the keys the validator reasons about.

`scoring_game` starts from a game that has decks (the bundled games, the scoring fixtures, the
documented examples without spreadsheets, or a `generators.random_game`) and gives it scoring
lines made from the format itself (`printgen.game.format.FAMILY_SPECS`, every family, every key,
values at and past their bounds, attribute and value names taken from the game's own decks so
the lines mean something), rounds (`ROUNDS`) and worked examples (`EXAMPLES`) that name the
deck's values; sometimes references with `- scoring: all` and score sheets with `columns:
from-scoring`, so the printed rules, tables and score sheets are laid out too. Some keep the
seed's own scoring and change one to three of its values (`generators.perturb` inside those
keys only).
"""

from __future__ import annotations

import copy
import os
import random

import generators
import tree

from printgen.format.spec import Spec

HOSTILE_NUMBERS = [
    0,
    1,
    -1,
    2,
    3,
    7,
    10,
    100,
    1000,
    1001,
    -1000,
    100_000,
    1_000_001,
    2**31,
    0.5,
    float("nan"),
    True,
]


def seeds() -> list[bytes]:
    found = []
    for folder in (
        "games",
        os.path.join("tests", "fixtures", "scoring"),
        os.path.join("docs", "examples"),
    ):
        path = os.path.join(tree.ROOT, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith(".yaml"):
                with open(os.path.join(path, name), "rb") as handle:
                    data = handle.read()
                if b".csv" not in data and b"image:" not in data and b"icons:" not in data:
                    found.append(data)
    return found


def names_of(game: dict) -> dict:
    """The game's attributes (named and numbers), values, fields and tokens, for lines that name
    them."""
    named, numbers, values, fields, tokens = [], [], {}, ["number"], []
    decks = game.get("decks") if isinstance(game.get("decks"), dict) else {}
    for deck in decks.values():
        if not isinstance(deck, dict):
            continue
        attributes = deck.get("attributes") if isinstance(deck.get("attributes"), dict) else {}
        for name, attribute in attributes.items():
            if (
                isinstance(attribute, dict)
                and isinstance(attribute.get("min"), int)
                and isinstance(attribute.get("max"), int)
            ):
                numbers.append(str(name))
            elif isinstance(attribute, dict) and isinstance(attribute.get("values"), dict):
                named.append(str(name))
                values[str(name)] = [str(v) for v in attribute["values"]]
        for row in deck.get("cards") if isinstance(deck.get("cards"), list) else ():
            if isinstance(row, dict):
                fields += [str(k) for k in row if k not in ("count", "copies", "qty")]
    if isinstance(game.get("tokens"), dict):
        tokens = [str(t) for t in game["tokens"]]
    every_value = [v for vs in values.values() for v in vs]
    return {
        "named": named or ["colour"],
        "numbers": numbers or ["number"],
        "values": values,
        "every_value": every_value or ["red"],
        "fields": list(dict.fromkeys(fields)),
        "tokens": tokens or ["chip"],
        "events": ["win", "out"],
    }


def from_spec(
    spec: Spec,
    rng: random.Random,
    names: dict,
    tame: bool = True,
    key: str = "",
    family: str = "",
    depth: int = 0,
):
    """A value for `spec`. Tame: inside its bounds, names the game's own (most files check
    clean and are laid out); wild: at or past its bounds, any name, now and then the wrong type."""
    kind = spec.type
    if depth > 14:
        return None
    if kind == "any":
        return from_spec(rng.choice(spec.variants), rng, names, tame, key, family, depth + 1)
    if kind == "object":
        out = {}
        for item in spec.keys:
            if item.required or rng.random() < (0.3 if tame else 0.5):
                out[item.name] = from_spec(
                    item.spec, rng, names, tame, item.name, family, depth + 1
                )
        if not tame and rng.random() < 0.05:
            out[rng.choice(["zz", "points", "of", "table"])] = rng.choice(HOSTILE_NUMBERS)
        return out
    if kind == "map":
        if spec.key_pattern == r"^[0-9]{1,3}$":  # a table by count: rising points
            sizes = sorted(rng.sample(range(1, 10), rng.randint(1, 5)))
            if tame:
                sizes = list(range(1, max(sizes) + 1))
                return {size: size * (size + 1) // 2 for size in sizes}
            return {
                size: from_spec(spec.values, rng, names, tame, key, family, depth + 1)
                for size in sizes
            }
        if key == "tokens":
            keys = names["tokens"]
        else:
            keys = names["every_value"] + ([str(n) for n in range(1, 8)] if not tame else [])
        count = (
            rng.randint(1, min(4, len(keys)))
            if rng.random() < 0.97 or tame
            else rng.choice([0, 70])
        )
        return (
            {
                name: from_spec(spec.values, rng, names, tame, key, family, depth + 1)
                for name in rng.sample(keys, min(count, len(keys)))
            }
            if keys
            else {}
        )
    if kind == "array":
        low = spec.min_items or 0
        high = min(spec.max_items or 4, 2 if tame else 4)
        count = (
            rng.randint(low, max(low, high))
            if tame or rng.random() < 0.97
            else rng.choice([0, (spec.max_items or 20) + 1])
        )
        return [
            from_spec(spec.values, rng, names, tame, key, family, depth + 1) for _ in range(count)
        ]
    if kind in ("integer", "number"):
        low = spec.minimum if spec.minimum is not None else -10
        high = spec.maximum if spec.maximum is not None else 100
        roll = rng.random()
        if tame or roll < 0.7:
            small_low, small_high = (
                max(low, -5 if key not in ("size", "cards", "min") else 1),
                min(high, 12),
            )
            value = (
                rng.randint(int(small_low), int(small_high))
                if small_low <= small_high
                else int(low)
            )
        elif roll < 0.85:
            value = rng.choice([low, high])
        elif roll < 0.95:
            value = rng.choice([low - 1, high + 1])
        else:
            value = rng.choice(HOSTILE_NUMBERS)
        return (
            int(value)
            if kind == "integer"
            and isinstance(value, float)
            and value == value
            and abs(value) < 1e18
            else value
        )
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "choice":
        return rng.choice(spec.choices) if tame or rng.random() < 0.97 else "nope"
    if kind == "color":
        return rng.choice(["#aa3300", "#000000", "red", "#zzz"][: 2 if tame else 4])
    if kind == "words":
        tame_words = ["Most cards", "The longest trail", "Sets"]
        return rng.choice(
            tame_words
            if tame
            else tame_words
            + [
                {"en": "Sets", "de": "Sätze"},
                {"en": "x"},
                "<b>x</b>",
                "x" * 130,
                "A & B **bold** :coin:",
            ]
        )
    if kind == "null":
        return None
    if kind == "string":
        if spec.choices:
            return rng.choice(spec.choices)
        number_line = family == "runs" or key == "field"
        pools = {
            "of": names["numbers"] if number_line else names["named"],
            "per": names["named"],
            "field": names["numbers"],
            "value": names["every_value"],
            "token": names["tokens"],
            "id": names["events"],
            "events": names["events"],
            "cards": names["every_value"],
            "hand": names["every_value"],
            "others": names["every_value"],
        }
        pool = pools.get(key) or names["every_value"]
        return (
            rng.choice(pool)
            if tame or rng.random() < 0.95
            else rng.choice(["", "nope", "x" * 300, "{colour}"])
        )
    return None


def tame_line(rng: random.Random, names: dict) -> dict | None:
    """A scoring line of a random family that names the game's own attributes, values and tokens
    the way the format means them (it may still fail the deeper checks: a table with a gap, a line
    that never scores)."""
    has_named = bool(names["values"])
    named = rng.choice(list(names["values"])) if has_named else None
    number = (
        rng.choice(names["numbers"]) if names["numbers"] != ["number"] or not has_named else None
    )

    def k():
        return rng.choice([1, 2, 3, 5, -1, -2, 10])

    def rising():
        return {size: size * (size + 1) // 2 for size in range(1, rng.randint(1, 6) + 1)}

    choices = []
    if has_named:
        values = names["values"][named]
        choices += [
            {"points": {"of": named, "table": {v: k() for v in values}}},
            {
                "sets": dict(
                    {"of": named, "table": rising()},
                    **(
                        {
                            "best": rng.randint(1, len(values)),
                            "rest": rng.choice(["negative", "zero"]),
                        }
                        if rng.random() < 0.4
                        else {}
                    ),
                )
            },
            {
                rng.choice(["most", "fewest"]): {
                    "of": named,
                    "among": "values",
                    "points": rng.choice(["count", k()]),
                    "ties": rng.choice(
                        ["summed", "shared", "split", "none", {"rule": "the youngest wins"}]
                    ),
                }
            },
            {
                rng.choice(["most", "fewest"]): {
                    "of": named,
                    "among": "players",
                    "value": rng.choice(values),
                    "points": k(),
                    "ties": rng.choice(["shared", "split", "none"]),
                }
            },
            {"groups": {"of": named, "size": rng.randint(2, 4), "points": k()}},
        ]
    if number:
        choices += [
            {"points": {"field": number}},
            {
                "runs": dict(
                    {
                        "of": number,
                        "scores": rng.choice(["lowest", "highest", "sum"]),
                        "min": rng.randint(1, 3),
                    },
                    **({"against": True} if rng.random() < 0.3 else {}),
                )
            },
            {"runs": {"of": number, "scores": "length", "table": rising(), "min": 2}},
        ]
    choices += [
        {"points": {"each": k()}},
        {"hand": {"each": -1}},
        {
            "event": {
                "id": rng.choice(names["events"]),
                "when": "you go out first",
                "points": rng.randint(1, 10),
            }
        },
    ]
    if names["tokens"] != ["chip"]:
        choices.append(
            {"tokens": {"token": rng.choice(names["tokens"]), "each": rng.choice([1, -1, 2])}}
        )
    line = copy.deepcopy(rng.choice(choices))
    if rng.random() < 0.3:
        next(iter(line.values()))["title"] = rng.choice(["Sets", "Most", "Tricks", "Left in hand"])
    return line


def scoring_game(rng: random.Random, pool: list[bytes]) -> bytes:
    from printgen.game.format import EXAMPLES, FAMILY_SPECS, ROUNDS

    start = rng.choice(pool) if pool and rng.random() < 0.8 else generators.random_game(rng)
    game = generators.parse(start)
    if not isinstance(game, dict):
        return start
    names = names_of(game)
    roll = rng.random()
    # the seed's own scoring, a value or three changed
    if roll < 0.3 and any(k in game for k in ("scoring", "rounds", "examples")):
        parts = {k: game[k] for k in ("scoring", "rounds", "examples") if k in game}
        changed = generators.perturb(parts, rng, rng.choice([1, 1, 2, 3]))
        for k in ("scoring", "rounds", "examples"):
            game.pop(k, None)
        if isinstance(changed, dict):
            game.update(changed)
    else:
        tame = rng.random() < 0.7
        lines = []
        for _ in range(rng.choice([1, 1, 2, 3]) if tame or rng.random() < 0.95 else 13):
            family = rng.choice(list(FAMILY_SPECS))
            lines.append(
                tame_line(rng, names)
                if tame and rng.random() < 0.8
                else {family: from_spec(FAMILY_SPECS[family], rng, names, tame, family=family)}
            )
        if tame:  # one event of each id
            seen = set()
            lines = [
                line
                for line in lines
                if "event" not in line
                or not (line["event"].get("id") in seen or seen.add(line["event"].get("id")))
            ]
        game["scoring"] = lines
        # an example's score is a guess: mostly wrong (scoring-example-wrong)
        if rng.random() < (0.15 if tame else 0.6):
            game["examples"] = from_spec(EXAMPLES, rng, names, tame)
        else:
            game.pop("examples", None)
        if rng.random() < 0.4:
            game["rounds"] = from_spec(ROUNDS, rng, names, tame)
        else:
            game.pop("rounds", None)
    if rng.random() < 0.4:
        game.setdefault("references", {})
        if isinstance(game["references"], dict):
            game["references"]["scoring"] = {
                "title": "Scoring",
                "blocks": [{"scoring": rng.choice(["all", "all", "all", "nope"])}],
            }
    if rng.random() < 0.4:
        game.setdefault("score_sheets", {})
        if isinstance(game["score_sheets"], dict):
            game["score_sheets"]["round"] = {
                "title": "Score sheet",
                "rows": rng.choice(
                    [{"per": "player", "count": 5}, {"per": "round"}, {"per": "game"}]
                ),
                "columns": "from-scoring",
            }
    return generators.dump(copy.deepcopy(game), rng)
