"""Well-formed random inputs for the fuzzer: game files and themes (setups are in harness.py), and a
structural mutation that changes one value of a parsed file.

A generated file is right in structure and mostly right in meaning (card counts add up, the deal
fits the deck, every drawn value says how it is drawn, every line scores), so most of them pass
the checks and go on to the layout; its values are anything the format allows, and a few go
beyond it.
"""

from __future__ import annotations

import copy
import itertools
import math
import os

import yaml
from tree import ROOT

# libyaml's dumper and parser where PyYAML has them: the same YAML, several times faster
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


SLOTS = (
    "corners",
    "top-left",
    "top-right",
    "top",
    "centre",
    "bottom",
    "bottom-left",
    "bottom-right",
    "foot",
)
SIZES = ("small", "medium", "large", "huge")
SYMBOLS = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon", "heart")
VALUE_NAMES = (
    "red",
    "blue",
    "green",
    "gold",
    "a",
    "b",
    "c",
    "d",
    "e",
    "f",
    "sun",
    "moon",
    "x-1",
    "long_value_name",
    "z9",
    "q",
)
ATTRIBUTE_NAMES = ("colour", "number", "suit", "letters", "animal", "shape", "rank", "n2")
SHORT = [
    "Fox",
    "river",
    "Ünïcode",
    "日本語",
    "ß",
    "a & b",
    "<b>x</b>",
    "&amp;",
    "Ok",
    "7",
    "Zug",
    "",
    "–",
    "“q”",
    "x" * 12,
    "😀",
    "{",
    "}}",
]
LONG = [
    "Play one card from your hand face up and take every card of that number.",
    "Drei oder mehr Karten einer Farbe nebeneinander bilden eine Farbgruppe: 5 Punkte.",
    "Supercalifragilisticexpialidocious" * 2,
    "word " * 40,
    "<font color=red>red</font> & <i>italic</i> <br/>",
    "line one\nline two\nline three",
    "Tab\tseparated\ttext",
]


def _colour(rng) -> str:
    return f"#{rng.randrange(1 << 24):06x}"


TAME = ["Fox", "river", "Zug", "Ok", "7", "Bär", "日本", "a & b", "–", "Maß"]
# a tame file (most generated games) keeps its texts short, so that they fit their places
_WILD = [True]


def _text(rng, long: float = 0.1) -> str:
    if not _WILD[0]:
        return rng.choice(LONG[:2]) if rng.random() < long / 4 else rng.choice(TAME)
    return (
        rng.choice(LONG)
        if rng.random() < long
        else rng.choice(SHORT[:-2] if rng.random() < 0.9 else SHORT)
    )


def _words(rng, languages, text: str | None = None, long: float = 0.1):
    """One wording, or one per language (rarely missing one: missing-translation)."""
    text = _text(rng, long) if text is None else text
    roll = rng.random()
    if roll < 0.6:
        return text
    words = {
        lang: f"{text} {lang}" if text and (_WILD[0] or len(text) < 6) else text
        for lang in languages
    }
    if roll > 0.997 and len(words) > 1:
        words.pop(next(iter(words)))
    return words


# -- games ---------------------------------------------------------------------------------
class _Attribute:
    def __init__(self, name, ids, number, info):
        # info: id -> dict of value details
        self.name, self.ids, self.number, self.info = (name, ids, number, info)
        self.choose = 1

    def drawn(self, key: str) -> bool:
        return all(key in self.info.get(i, {}) for i in self.ids)

    def combos(self):
        return (
            list(itertools.combinations(self.ids, self.choose))
            if self.choose > 1
            else list(self.ids)
        )

    def copies(self, combo) -> int:
        total = 1
        for one in combo if isinstance(combo, tuple) else (combo,):
            total *= self.info.get(one, {}).get("copies", 1)
        return total


def _mark(rng) -> list:
    shapes = []
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(["circle", "circle", "polygon", "line"])
        if kind == "circle":
            shape = {"circle": [rng.randint(0, 100), rng.randint(0, 100), rng.randint(0, 50)]}
        else:
            points = rng.randint(3 if kind == "polygon" else 2, 6)
            shape = {kind: [rng.randint(0, 100) for _ in range(2 * points)]}
        if rng.random() < 0.2:
            shape["paint"] = "ground"
        shapes.append(shape)
    return shapes


def _attribute(rng, name: str, languages) -> tuple[str, dict, _Attribute]:
    body: dict = {}
    if rng.random() < 0.4:
        body["label"] = _words(
            rng, languages, rng.choice([f"{name}|{name}s", name, "Farbe|Farben", ""]), long=0
        )
    drawing = {
        k: rng.random() < p
        for k, p in (
            ("symbol", 0.6),
            ("ink", 0.6),
            ("mark", 0.3),
            ("height", 0.3),
            ("copies", 0.15),
            ("label", 0.5),
        )
    }
    if rng.random() < 0.5:  # numbers
        low = rng.choice([0, 1, 1, 1, 2, 10, -3])
        high = low + rng.choice([0, 1, 2, 3, 4, 5, 8, 9, 12])
        body.update({"min": low, "max": high})
        ids = list(range(low, high + 1))
        info = {}
        if low >= 0 and rng.random() < 0.4:  # details for some or all numbers, keyed by number
            heights = rng.sample(range(5, 96), len(ids))
            for index, number in enumerate(ids if rng.random() < 0.8 else ids[: len(ids) // 2 + 1]):
                info[number] = _value_details(rng, drawing, heights[index], languages, str(number))
            body["values"] = {number: (details or None) for number, details in info.items()}
        return name, body, _Attribute(name, ids, True, info)
    ids = rng.sample(
        VALUE_NAMES if _WILD[0] else [v for v in VALUE_NAMES if len(v) <= 4], rng.randint(1, 6)
    )
    heights = rng.sample(range(5, 96), len(ids))
    info = {
        ident: _value_details(rng, drawing, heights[i], languages, ident)
        for i, ident in enumerate(ids)
    }
    body["values"] = {ident: (details or None) for ident, details in info.items()}
    attribute = _Attribute(name, ids, False, info)
    if len(ids) >= 3 and rng.random() < 0.2:
        attribute.choose = body["choose"] = rng.randint(2, min(3, len(ids) - 1))
    return name, body, attribute


def _value_details(rng, drawing: dict, height: int, languages, ident: str) -> dict:
    details = {}
    if drawing["label"]:
        details["label"] = _words(
            rng,
            languages,
            rng.choice(
                [ident.upper(), f"{ident} label", "日本", "Bär", ""]
                if _WILD[0]
                else [ident.upper(), "日本", "Bär"]
            ),
            long=0,
        )
    if drawing["ink"]:
        details["ink"] = _colour(rng)
    if drawing["symbol"]:
        details["symbol"] = rng.choice(SYMBOLS)
    if drawing["mark"]:
        details["mark"] = _mark(rng)
    if drawing["height"]:
        details["height"] = height
    if drawing["copies"]:
        details["copies"] = rng.choice([1, 2, 3])
    return details


def _deck_cards(attributes: list[_Attribute], copies: int) -> list[tuple]:
    """Every card as its tuple of values, repeated for its copies (as printgen.pieces.deck generates
    them)."""
    cards = []
    for combination in itertools.product(*(a.combos() for a in attributes)):
        total = copies * math.prod(a.copies(c) for a, c in zip(attributes, combination))
        cards += [combination] * total
    return cards


def _element(rng, attributes: list[_Attribute], fields: list[str], languages) -> dict | None:
    roll = rng.random()
    drawable = {
        key: [a for a in attributes if a.drawn(key) and (key != "height" or a.info)]
        for key in ("symbol", "mark", "height")
    }
    if roll < 0.15 and drawable["symbol"]:
        element = {"at": rng.choice(SLOTS), "symbol": rng.choice(drawable["symbol"]).name}
    elif roll < 0.25 and drawable["mark"]:
        element = {"at": rng.choice(SLOTS), "mark": rng.choice(drawable["mark"]).name}
    elif roll < 0.33 and drawable["height"]:
        element = {"lines": rng.choice(drawable["height"]).name}
    else:
        parts = []
        at = rng.choice(SLOTS)
        narrow = at in ("corners", "top-left", "top-right", "bottom-left", "bottom-right")
        for _ in range(rng.choice([1, 1, 1, 2, 3]) if _WILD[0] or not narrow else 1):
            pick = rng.random()
            if (pick < 0.6 or (narrow and not _WILD[0])) and fields:
                name = rng.choice(fields)
                parts.append(
                    "{" + name + (".label" if rng.random() < 0.15 and not narrow else "") + "}"
                )
            else:
                parts.append(
                    _text(rng, long=0.05)
                    if _WILD[0] or not narrow
                    else rng.choice(["A", "7", "ß", "+"])
                )
        element = {"at": at, "text": " ".join(parts)}
        if rng.random() < 0.08:
            element["wrap"] = True
        if rng.random() < 0.08:
            element["fallback"] = "{" + rng.choice(fields) + "}" if fields else "x"
        if rng.random() < 0.1:
            element["badge"] = True
    roll = rng.random()
    if roll < 0.6:
        element["size"] = rng.choice(
            SIZES
            if _WILD[0]
            else ("small", "small", "medium", "medium")
            + (("large", "huge") if element.get("at") == "centre" else ())
        )
    elif roll < 0.75:
        element["size"] = rng.choice(
            [4, 5, 6, 8, 9.5, 12, 17, 24, 40, 72, 200] if _WILD[0] else [5, 6, 8, 9.5, 12]
        )
    if rng.random() < 0.1:
        element["bold"] = rng.random() < 0.5
    if rng.random() < 0.1:
        element["ink"] = _colour(rng)
    return element


def _deck(rng, languages, used: set) -> tuple[dict, list[_Attribute], list[tuple]]:
    attributes, bodies = [], {}
    names = [n for n in ATTRIBUTE_NAMES if n not in used] or [f"a{len(used)}"]
    for name in rng.sample(names, min(len(names), rng.choice([1, 1, 2, 2, 2, 3]))):
        used.add(name)
        key, body, attribute = _attribute(rng, name, languages)
        bodies[key], attributes = body, attributes + [attribute]
    copies = rng.choice([1, 1, 1, 2, 3])
    cards = _deck_cards(attributes, copies)
    # keep decks printable in a fraction of a second
    while len(cards) > 160 and len(attributes) > 1:
        removed = attributes.pop()
        del bodies[removed.name]
        cards = _deck_cards(attributes, copies)
    deck: dict = {}
    if rng.random() < 0.5:
        deck["name"] = _words(rng, languages, long=0.02)
    if rng.random() < 0.4:
        deck["count"] = len(cards) if rng.random() < 0.97 else len(cards) + 1
    if copies != 1 or rng.random() < 0.2:
        deck["copies"] = copies
    deck["attributes"] = bodies
    numbers = [a for a in attributes if a.number]
    derived = {}
    if numbers and rng.random() < 0.4:
        for index in range(rng.randint(1, 2)):
            derived[f"d{index}"] = {
                "from": rng.choice(numbers).name,
                "add": rng.choice([-2, -1, 1, 2, 5]),
                "wrap": rng.random() < 0.5,
            }
        deck["derived"] = derived
    fields = [a.name for a in attributes] + list(derived)
    face: dict = {}
    inked = [a for a in attributes if a.drawn("ink") and a.info]
    if inked and rng.random() < 0.4:
        face["tint"] = rng.choice(inked).name
    for key in ("ground", "ink", "edge"):
        if rng.random() < 0.15:
            face[key] = _colour(rng)
    face["elements"] = [
        e
        for e in (
            _element(rng, attributes, fields, languages)
            for _ in range(rng.choice([1, 1, 2, 3, 4, 5, 7] if _WILD[0] else [1, 1, 2, 2, 3]))
        )
        if e
    ]
    deck["face"] = face
    if rng.random() < 0.3:
        deck["back"] = {"text": _words(rng, languages, long=0.05)} | (
            {"ink": _colour(rng)} if rng.random() < 0.5 else {}
        )
    return deck, attributes, cards


def _kept(cards: list[tuple], attributes: list[_Attribute], removals: dict) -> int:
    index = {a.name: i for i, a in enumerate(attributes)}
    removed = {}
    for name, how in removals.items():
        attribute = attributes[index[name]]
        ids = attribute.combos()
        removed[name] = (
            set(how) if isinstance(how, list) else set(ids[len(ids) - how :] if how else ())
        )
    return sum(
        1
        for card in cards
        if not any(card[index[name]] in values for name, values in removed.items())
    )


def _deal(
    rng,
    deck_id: str,
    attributes: list[_Attribute],
    cards: list[tuple],
    low: int,
    high: int,
    languages,
) -> dict:
    deal: dict = {"deck": deck_id}
    table = min(rng.choice([0, 0, 0, 1, 2, 4]), len(cards) // 2)
    if table or rng.random() < 0.1:
        deal["table"] = table
    if rng.random() < 0.3:
        deal["note"] = _words(rng, languages, long=0.5)
    piles = 0
    if rng.random() < 0.12 and len(cards) >= 4 + table:
        piles = rng.randint(1, min(4, len(cards) // 4))
        deal["piles"] = {"lead": {"title": _words(rng, languages, "Lead pile"), "cards": piles}}
    each = rounds = once = 0
    spare = len(cards) - table - piles
    if rng.random() < 0.15 and spare >= 2 * high + 1:
        each, rounds, once = rng.choice([(1, max(1, spare // (2 * high)), 0), (0, 0, 1), (1, 1, 1)])
        deal["draw"] = {
            k: v for k, v in (("each", each), ("rounds", rounds), ("cards", once)) if v
        } | ({"title": _words(rng, languages, "Left to draw")} if rng.random() < 0.5 else {})
    rows = {}
    removable = [a for a in attributes if not a.number and a.choose == 1 and len(a.ids) >= 3]
    # a player count with no deal: deal-too-large
    gap = rng.randint(low, high) if rng.random() < 0.01 else None
    for players in range(low, high + 1):
        if players == gap:
            continue
        row: dict = {}
        removals = {}
        if removable and rng.random() < 0.15:
            attribute = rng.choice(removable)
            removals[attribute.name] = rng.choice([1, [rng.choice(attribute.ids)]])
            row["remove"] = removals
        kept = _kept(cards, attributes, removals)
        room = kept - table - piles - (players * each * rounds + once)
        hand = max(0, room // players)
        row["hand"] = hand if rng.random() < 0.5 else int(hand * rng.random())
        if rng.random() < 0.003:
            row["hand"] = hand + 1  # one too many: deal-too-large
        if rng.random() < 0.25:
            row["kept"] = kept
        if rng.random() < 0.1:
            row["table"] = rng.choice([0, 1, 2])
            row["table"] = min(row["table"], max(0, room - row["hand"] * players + table))
        rows[players] = row
    deal["players"] = rows
    return deal


def _block(rng, attributes: list[_Attribute], languages, has_deal: bool, columns: int) -> dict:
    roll = rng.random()
    if roll < 0.3:
        block = {"text": _words(rng, languages, long=0.4)}
    elif roll < 0.45:
        block = {"list": [_words(rng, languages, long=0.3) for _ in range(rng.randint(1, 4))]}
    elif roll < 0.55 and has_deal:
        block = {"table": "deal"}
    elif roll < 0.68:
        width = rng.randint(1, 4)
        block = {
            "table": {
                "columns": [_words(rng, languages, long=0) for _ in range(width)],
                "rows": [
                    [_words(rng, languages, long=0.05) for _ in range(width)]
                    for _ in range(rng.randint(1, 5))
                ],
            }
        }
    elif roll < 0.8 and attributes:
        block = {"legend": rng.choice(attributes).name}
    elif attributes:
        block = {"points": _points(rng, rng.choice(attributes), languages)}
    else:
        block = {"text": "t"}
    if columns == 2 and rng.random() < 0.4:
        block["column"] = 2
    return block


def _points(rng, attribute: _Attribute, languages) -> dict:
    return {
        "attribute": attribute.name,
        "columns": [
            _words(rng, languages, "Line", long=0),
            _words(rng, languages, "Points", long=0),
        ],
        "values": {ident: rng.choice([0, 1, 3, 5, -2, 999]) for ident in attribute.ids},
    }


def random_game(rng) -> bytes:
    """A game file right in structure and mostly right in meaning, with random values."""
    _WILD[0] = rng.random() < 0.15
    languages = rng.choice([["en"], ["en", "de"], ["de"], ["de", "en"]])
    low = rng.choice([1, 2, 2, 2, 3, 4])
    high = min(12, low + rng.choice([0, 1, 2, 3, 4, 8]))
    game: dict = {}
    if rng.random() < 0.9:
        game["kind"] = "game"
    if rng.random() < 0.3:
        game["id"] = rng.choice(["g", "fuzz-game", "x" * 40])
    game["name"] = _words(rng, languages, long=0.03)
    if languages != ["en", "de"] or rng.random() < 0.5:
        game["languages"] = languages
    game["players"] = {"min": low, "max": high}
    decks, drawn, used = {}, [], set()
    for index in range(rng.choice([1, 1, 1, 2, 3])):
        body, attributes, cards = _deck(rng, languages, used)
        deck_id = rng.choice(["main", "cards", "d" + str(index)]) if index == 0 else f"extra{index}"
        decks[deck_id] = body
        drawn.append((deck_id, attributes, cards))
    game["decks"] = decks
    deck_id, attributes, cards = drawn[0]
    has_deal = rng.random() < 0.9
    if has_deal:
        game["deal"] = _deal(rng, deck_id, attributes, cards, low, high, languages)
    every = [a for _, attrs, _ in drawn for a in attrs]
    lines = {
        e["lines"] for body in decks.values() for e in body["face"]["elements"] if "lines" in e
    }
    references = {}
    if rng.random() < 0.6 or lines:
        for index in range(rng.randint(1, 3)):
            columns = 2 if rng.random() < 0.25 else 1
            card = {
                "title": _words(rng, languages, long=0.03),
                "blocks": [
                    _block(rng, every, languages, has_deal, columns)
                    for _ in range(rng.randint(1, 5))
                ],
            }
            if columns == 2 or rng.random() < 0.1:
                card["columns"] = columns
            references[rng.choice(["setup", "turn", "scoring"]) + str(index)] = card
    scored = set()
    for card in references.values():
        for block in card["blocks"]:
            if "points" in block:
                scored.add(block["points"]["attribute"])
    for name in sorted(lines - scored):  # every line scores in a points table
        attribute = next(a for a in every if a.name == name)
        references.setdefault("lines", {"title": "Lines", "blocks": []})["blocks"].append(
            {"points": _points(rng, attribute, languages)}
        )
    if references:
        game["references"] = references
    if rng.random() < 0.5:
        game["score_sheets"] = {
            f"sheet{i}": _sheet(rng, every, languages) for i in range(rng.choice([1, 1, 2]))
        }
    if rng.random() < 0.4:
        game["tokens"] = {f"t{i}": _token(rng, languages) for i in range(rng.randint(1, 3))}
    _WILD[0] = True
    return dump(game, rng)


def _sheet(rng, attributes, languages) -> dict:
    sheet: dict = {"title": _words(rng, languages, long=0.03)}
    rows: dict = {"per": rng.choice(["round", "player"])}
    if rng.random() < 0.6:
        rows["count"] = rng.choice([1, 5, 10, 20, 30])
    sheet["rows"] = rows
    columns = []
    for _ in range(rng.randint(1, 6 if _WILD[0] else 3)):
        if (
            attributes
            and rng.random() < 0.15
            and (_WILD[0] or min(len(a.ids) for a in attributes) <= 4)
        ):
            columns.append(
                {
                    "title": _words(rng, languages, long=0),
                    "per": rng.choice([a for a in attributes if _WILD[0] or len(a.ids) <= 4]).name,
                }
            )
        else:
            columns.append(
                {
                    "title": _words(rng, languages, long=0.02),
                    "kind": rng.choice(["points", "total", "name", "text"]),
                }
            )
    sheet["columns"] = columns
    if rng.random() < 0.4:
        sheet["target"] = [
            rng.choice([5, 15, 30, 70, 100, -5, 0, 10**6]) for _ in range(rng.randint(0, 4))
        ]
    if rng.random() < 0.3:
        sheet["note"] = _words(rng, languages, long=0.5)
    return sheet


def _token(rng, languages) -> dict:
    token: dict = {"text": _words(rng, languages, long=0.05 if _WILD[0] else 0)}
    if rng.random() < 0.4:
        token["note"] = _words(rng, languages, long=0.4 if _WILD[0] else 0)
    if rng.random() < 0.6:
        token["shape"] = rng.choice(["card", "circle"])
    if rng.random() < 0.6:
        token["count"] = rng.choice([1, 2, 6, 12, 24]) if rng.random() < 0.95 else 60
    if rng.random() < 0.5:
        token["size_mm"] = rng.choice([15, 20, 25, 40, 60])
    if rng.random() < 0.4:
        token["symbol"] = rng.choice(SYMBOLS)
    if rng.random() < 0.3:
        token["ink"] = _colour(rng)
    return token


# -- themes --------------------------------------------------------------------------------
def _default_theme() -> dict:
    with open(os.path.join(ROOT, "templates", "default", "theme.yaml"), encoding="utf-8") as handle:
        return yaml.safe_load(handle)


DEFAULT_THEME = _default_theme()
FONT_FILES = [
    os.path.join(ROOT, "templates", "fonts", name)
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
]


def _bounds(section: str, key: str) -> tuple[float, float]:
    """A theme number's bounds as printgen states them (printgen.style.format), else above 0 to
    400."""
    try:
        from printgen.style.format import NUMBERS

        return tuple(NUMBERS[section][key][1:3])
    except (ImportError, KeyError, AttributeError, TypeError, ValueError):
        return (0.001, 400.0)


def _theme_number(rng, section: str, key: str, default: float):
    low, high = _bounds(section, key)
    roll = rng.random()
    if roll < 0.7:  # plausible: around the default
        return round(min(high, max(low, default * rng.uniform(0.7, 1.5))), 3)
    if roll < 0.97:  # within the bounds, often at one of them
        return rng.choice([low, high, round(rng.uniform(low, high), 3)])
    if roll < 0.985:  # just beyond
        return rng.choice([round(low - 0.001, 3), round(high + 0.001, 3), 0, -1, 400, 400.001])
    return rng.choice([float("nan"), float("inf"), 1e9, True, "ten", "12pt", None, [1, 2]])


def _theme_colour(rng):
    if rng.random() < 0.97:
        return _colour(rng)
    return rng.choice(["red", "#fff", "#GGGGGG", 123, "#12345678", "", None, ["#000000"]])


def _keep_order(theme: dict) -> None:
    """Type sizes in the order printgen requires (printgen.style.format.ORDER), over the base
    theme's."""
    try:
        from printgen.style.format import ORDER
    except ImportError:
        return
    base = (
        theme.get("extends")
        if theme.get("extends") in ("default", "large-print", "ink-saver")
        else "default"
    )
    with open(os.path.join(ROOT, "templates", base, "theme.yaml"), encoding="utf-8") as handle:
        values = dict(DEFAULT_THEME["text"], **(yaml.safe_load(handle).get("text") or {}))
    text = theme["text"]
    for _ in range(3):
        for section, smaller, larger in ORDER:

            def get(k):
                return text.get(k, values.get(k))

            a, b = get(smaller), get(larger)
            if (
                section == "text"
                and all(
                    isinstance(v, (int, float)) and not isinstance(v, bool) and not math.isnan(v)
                    for v in (a, b)
                )
                and a > b
            ):
                text[smaller], text[larger] = b, a


def random_theme(rng) -> bytes:
    """A theme over a bundled one: some colours, text sizes, card and sheet sizes changed, within
    the bounds (0 to 400) mostly near the default, sometimes at the extremes or beyond."""
    theme: dict = {}
    roll = rng.random()
    if roll < 0.85:
        theme["extends"] = rng.choice(["default", "default", "large-print", "ink-saver"])
    elif roll < 0.95:
        pass  # no extends: the default is the base
    else:
        theme["extends"] = rng.choice(
            ["nope", "theme", "../default", 5, "", "default/../large-print"]
        )
    if rng.random() < 0.2:
        theme["name"] = rng.choice(
            ["mine", "日本", "dark-blue", "x" * 100, "", None, [], 5]
            if rng.random() < 0.3
            else ["mine", "日本", "dark-blue"]
        )
    changes = rng.choice([1, 1, 2, 3, 5, 8, 15])
    sections = {
        name: values
        for name, values in DEFAULT_THEME.items()
        if isinstance(values, dict) and name != "fonts"
    }
    for _ in range(changes):
        section = rng.choice(list(sections))
        key = rng.choice(list(sections[section]))
        default = sections[section][key]
        if isinstance(default, list):
            value = [
                _theme_colour(rng)
                for _ in range(len(default) if rng.random() < 0.95 else rng.choice([0, 1, 9]))
            ]
        elif isinstance(default, str):
            value = _theme_colour(rng)
        else:
            value = _theme_number(rng, section, key, default)
        theme.setdefault(section, {})[key] = value
    if "text" in theme and rng.random() < 0.85:
        _keep_order(theme)
    if rng.random() < 0.08:
        theme["fonts"] = {
            role: rng.choice(
                FONT_FILES
                + ["missing.ttf", "../fonts/DejaVuSans.ttf", "theme.yaml", "/dev/null", "", "."]
            )
            for role in rng.sample(["regular", "bold"], rng.randint(1, 2))
        }
    if rng.random() < 0.03:
        theme[rng.choice(["colours", "text", "extra"])] = {"zz": 1}
    return dump(theme, rng)


# -- structural mutation -------------------------------------------------------------------
HOSTILE = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    7,
    13,
    99,
    100,
    999,
    1000,
    10**6,
    10**30,
    1.5,
    -0.0,
    float("nan"),
    float("inf"),
    "",
    " ",
    "x" * 300,
    "日本",
    "<b>",
    "#zzzzzz",
    "#000000",
    "{number}",
    "{",
    "{0}",
    "no",
    "010",
    "corners",
    "huge",
    "game",
    [],
    {},
    [1, 2],
    [[1]],
    {"min": 3, "max": 1},
    {"a": 1},
    {"en": "x"},
    {"de": "y"},
]


def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, path + (index,))


def _get(node, path):
    for part in path:
        node = node[part]
    return node


def perturb(tree, rng, count: int = 1):
    """`tree` (a parsed file) with `count` values replaced, removed, repeated or swapped."""
    tree = copy.deepcopy(tree)
    for _ in range(count):
        paths = [p for p in _paths(tree) if p]
        if not paths:
            return tree
        path = rng.choice(paths)
        parent, last = _get(tree, path[:-1]), path[-1]
        roll = rng.random()
        if roll < 0.45:
            parent[last] = copy.deepcopy(rng.choice(HOSTILE))
        elif roll < 0.6:
            del parent[last]
        elif roll < 0.7 and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))
        elif roll < 0.8:
            parent[last] = (
                copy.deepcopy(_get(tree, rng.choice(paths))) if len(str(tree)) < 20000 else None
            )
        elif (
            roll < 0.9
            and isinstance(parent[last], (int, float))
            and not isinstance(parent[last], bool)
        ):
            parent[last] = rng.choice(
                [
                    parent[last] + 1,
                    parent[last] - 1,
                    parent[last] * 10,
                    -parent[last],
                    parent[last] * 1000,
                ]
            )
        elif isinstance(parent, dict):
            parent[
                rng.choice(
                    [
                        "zz",
                        "name",
                        "at",
                        "text",
                        "values",
                        "copies",
                        "count",
                        "kind",
                        "column",
                        "extends",
                    ]
                )
            ] = copy.deepcopy(rng.choice(HOSTILE))
    return tree


def dump(tree, rng) -> bytes:
    return yaml.dump(
        tree,
        Dumper=DUMPER,
        default_flow_style=rng.choice([False, False, None, True]),
        allow_unicode=True,
        sort_keys=False,
        width=rng.choice([80, 4096]),
    ).encode("utf-8")


def parse(data: bytes):
    """The parsed tree of a generated or bundled file (None if PyYAML cannot read it, or if it is
    no plain tree: aliases that share or loop, or nesting deeper than 40)."""
    try:
        tree = yaml.load(data, Loader=LOADER)
    except (yaml.YAMLError, ValueError, RecursionError):
        return None
    seen: set[int] = set()

    def plain(node, depth: int) -> bool:
        if not isinstance(node, (dict, list)):
            return True
        if id(node) in seen or depth > 40:
            return False
        seen.add(id(node))
        return all(plain(v, depth + 1) for v in (node.values() if isinstance(node, dict) else node))

    return tree if plain(tree, 0) else None


# -- Number Neighbours setups that pass the checks -----------------------------------------
SYMMETRIC_EXPRESSIONS = [
    "(left + right) % 2 == 0",
    "left * right > 6",
    "abs(left - right) >= 2 and left + right < 9",
    "min(left, right) == 1",
    "max(left, right) - min(left, right) == 3",
    "(left * right) % 3 == 0",
    "left == right or left + right == 5",
]
DIRECTED_EXPRESSIONS = [
    "right == left + 1",
    "left < right",
    "right - left >= 2",
    "left % 2 == 1 and right % 2 == 0",
    "2 * left == right",
]


def _test_value(rng, value: int):
    """A test that `value` passes: the number, a list holding it, or a range around it."""
    roll = rng.random()
    if roll < 0.6:
        return value
    if roll < 0.8:
        return sorted({value, value + rng.randint(1, 3), value - rng.randint(1, 3)})
    return rng.choice([{"min": value}, {"max": value}, {"min": value - 1, "max": value + 1}])


def clean_setup(rng) -> bytes:
    """A setup built to pass the checks: every clause holds for some pair of values, examples are
    scored by printgen's own engine. Most go on to the layout."""
    low, high = rng.choice([(1, 6)] * 5 + [(0, 6), (0, 9), (1, 12), (1, 3), (0, 20), (10, 15)])
    values = list(range(low, high + 1))
    directed = rng.random() < 0.3
    setup: dict = {}
    if rng.random() < 0.3:
        setup["id"] = rng.choice(["fz", "coast", "x-1", "a" * 20])
    setup["name"] = rng.choice(
        [
            "Coast",
            "Fz",
            "Ünïcode 日本",
            "Seven & Nine",
            "<b>Bold</b>",
            "x" * rng.randint(1, 40),
            "Küste",
        ]
    )
    if rng.random() < 0.3:
        setup["description"] = rng.choice(LONG[:3] + ["Short.", "日本語の説明", ""])
    if (low, high) != (1, 6):
        setup["values"] = {"min": low, "max": high}
    setup["hand"] = [rng.choice(values) for _ in range(rng.choice([1, 3, 6, 6, 6, 9, 12, 20]))]
    setup["row"] = [rng.choice(values) for _ in range(rng.choice([2, 4, 6, 6, 6, 8, 12, 20]))]
    clauses = []
    for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
        held = sorted(set(setup["hand"] + setup["row"]))
        left, right = rng.choice(held), rng.choice(held)
        tests = {}
        options = ["difference", "sum", "equal", "expr"] + (
            ["rise", "left", "right"] if directed else []
        )
        for key in rng.sample(options, rng.choice([1, 1, 1, 2])):
            if key == "difference":
                tests[key] = _test_value(rng, abs(left - right))
            elif key == "sum":
                tests[key] = _test_value(rng, left + right)
            elif key == "equal":
                tests[key] = left == right
            elif key == "rise":
                tests[key] = _test_value(rng, right - left)
            elif key in ("left", "right"):
                tests[key] = _test_value(rng, left if key == "left" else right)
            else:
                holding = [
                    e
                    for e in (DIRECTED_EXPRESSIONS if directed else SYMMETRIC_EXPRESSIONS)
                    if eval(
                        e,
                        {"__builtins__": {}, "abs": abs, "min": min, "max": max},
                        {"left": left, "right": right},
                    )
                ]
                if holding:
                    tests[key] = rng.choice(holding)
        clause = {"points": rng.choice([1, 1, 1, 2, 3, 5]), "if": tests or {"sum": left + right}}
        if "expr" in tests or rng.random() < 0.3:
            clause["text"] = rng.choice(
                ["they match", "the pair <i>climbs</i>", "both are even & small", "日本", "y" * 60]
            )
        clauses.append(clause)
    setup["scoring"] = {"clauses": clauses}
    if directed or rng.random() < 0.2:
        setup["scoring"]["reading"] = "left-to-right" if directed else "either"
    if rng.random() < 0.15:
        setup["scoring"]["combine"] = "first"
    if rng.random() < 0.1:
        setup["scoring"]["text"] = rng.choice(["Score your own way.", LONG[0]])
    data = dump(setup, rng)
    if rng.random() < 0.5:
        examples = _examples(rng, data, setup)
        if examples:
            setup["examples"] = examples
            data = dump(setup, rng)
    return data


def _examples(rng, data: bytes, setup: dict) -> list:
    """Worked examples scored by printgen's engine (none if the setup cannot be read)."""
    try:
        from printgen.neighbours.engine import move_points
        from printgen.neighbours.schema import read_setup
        from printgen.read.loader import load_bytes

        model, _ = read_setup(load_bytes(data, "example.yaml"))
        if model is None:
            return []
        out = []
        for _ in range(rng.randint(1, 3)):
            row = list(setup["row"])
            position = rng.randint(1, len(row))
            cards = [c for c in setup["hand"] if c != row[position - 1]]
            if not cards:
                continue
            card = rng.choice(cards)
            example = {
                "card": card,
                "position": position,
                "points": move_points(model.scoring, row, position - 1, card),
            }
            if rng.random() < 0.3:
                example["note"] = rng.choice(
                    [
                        "Both pairs score.",
                        "日本",
                        "x" * 100 if rng.random() < 0.1 else "6-5 differs by one.",
                    ]
                )
            out.append(example)
        return out
    except Exception:  # noqa: BLE001 - a generator never fails; the harness will meet the same input
        return []
