"""What the fuzzers feed printgen, and what they require of it.

Four kinds of input, one for each kind of file printgen reads:

- setup: Number Neighbours setups built to pass the checks (`generators.clean_setup`), with right
  structure and values anywhere (`random_setup`), changed by value (`generators.perturb`) or
  mutated at the byte level (bundled setups and the catalogue's bad inputs as seeds; tokens that
  have broken YAML loaders before: anchors, tags, brackets, tabs, NUL, odd encodings, YAML 1.1
  numbers, hostile expressions);
- game: game files, well-formed with random decks, faces, deals, reference cards, score sheets and
  tokens (`generators.random_game`), the bundled games, and both mutated by bytes or by value
  (`generators.perturb`);
- theme: a template folder's theme.yaml, random overrides of a bundled theme's colours, text, card
  and sheet sizes within and beyond their bounds (`generators.random_theme`), and the bundled
  themes mutated;
- font: the bundled DejaVu fonts with byte mutations (`fonts.py`: truncation, the table directory,
  the cmap, header fields, renamed tables), used by a theme;
- sheet: a game whose deck's `cards:` names a CSV, XLSX or ODS file beside it, the spreadsheet
  made and damaged in every way `bundles.py` knows (encodings, huge cells and sheets, formulas,
  zip bombs, DOCTYPEs, truncated zips, special files);
- picture: a game whose faces, back and own icons are PNG, JPEG or SVG files beside it
  (`bundles.py`: every PNG mode, CMYK JPEG, decompression bombs, truncated files, SVG with
  external entities, billion laughs, `<image>` of local files and the network, `<use>` loops,
  `@import`; a FIFO, /dev/zero, a link outside the folder);
- scoring: games with `scoring:`, `rounds:` and `examples:` made from the format's own
  description of them (`scoring.py`), and the bundled ones changed;
- play: games with `play:` (`play.py`): tame ones that play, wild ones from the format's
  description at and past every bound, hostile shapes (a 1,000-card hand, rounds that never end,
  a target nobody reaches), and the bundled ones changed; one that validates is played as
  `printgen play` and `printgen analyze -n 3` play it (`play_stage`).

A game with files beside it (sheet, picture) runs in a folder of its own, and for every kind the
run may read no file outside that folder, the checkout and Python's own, write no file at all,
open no connection and start no program (an audit hook, `guard`); nothing may be left in the
folder that was not there before.

The one property: only printgen's own outcomes escape. A file becomes diagnostics (each at a line
and column inside the file, printable as UTF-8) or a PrintgenError; and a file that validates
clean is described (`show`) and its kit laid out for random print options (`build`; a theme or a
font is laid out by building a bundled kit with it), again ending in pages or a PrintgenError.
Any other exception, an escaped Python warning or a malformed diagnostic is a bug.

Stages an input reaches (`Outcome.stage`): "diagnostics" (the checks refused it), "printgen
error" (a PrintgenError before any layout: a theme's font that cannot be read), "described" (clean,
no print options given), "refused by the builder" (laid out but does not fit: text-too-long, or a
PrintgenError from the build or from the print options), "laid out" (the kit's pages were made)
and "rendered" (and drawn to PDF bytes).
"""

from __future__ import annotations

import atexit
import importlib.util
import inspect
import json
import os
import random
import resource
import shutil
import signal
import sys
import tempfile
import traceback
import warnings
from dataclasses import dataclass, replace

import bundles
import generators
import play
import scoring
from bundles import Bundle
from fonts import FontInput, font_bytes, random_font, theme_text
from generators import clean_setup, parse, perturb, random_game, random_theme
from tree import CHECKOUT, ROOT  # before printgen: it chooses which printgen is imported

from printgen.core.diagnostics import ERROR as SEVERITY_ERROR
from printgen.core.diagnostics import WARNING as SEVERITY_WARNING
from printgen.core.diagnostics import format_json, format_text
from printgen.core.errors import PrintgenError
from printgen.kit.validation import validate_target, validate_text

CATALOGUE = os.path.join(ROOT, "tests", "catalogue", "inputs")
KINDS = ("setup", "game", "theme", "font", "sheet", "picture", "scoring", "play")
BUNDLE_KINDS = ("sheet", "picture")
NAME = "fuzz.yaml"
PREFLIGHT_CODES = frozenset({"text-too-long"})  # what the preflight layout reports (a FitError)

DIAGNOSTICS, FAILED, DESCRIBED, REFUSED, LAID_OUT, RENDERED, NOT_PLAYED, PLAYED = (
    "diagnostics",
    "printgen error",
    "described",
    "refused by the builder",
    "laid out",
    "rendered",
    "refused to play",
    "played",
)
STAGES = (DIAGNOSTICS, FAILED, DESCRIBED, REFUSED, LAID_OUT, RENDERED, NOT_PLAYED, PLAYED)
# how far an input of a kind may get: the layout, or for `play:`, played
REACHED_LAYOUT = (LAID_OUT, RENDERED, PLAYED)
PLAY_MINUTES = 0.005  # `printgen play` and `analyze -n 3` are each given --max-minutes 0.005

TOKENS = [
    b"&a ",
    b"*a",
    b"!!python/object/apply:os.system ",
    b"!!binary ",
    b"!!set ",
    b"!x ",
    b"<<: ",
    b"? ",
    b"[",
    b"]",
    b"{",
    b"}",
    b", ",
    b": ",
    b"- ",
    b"---\n",
    b"...\n",
    b"%YAML 1.1\n",
    b"#",
    b"|\n",
    b">-\n",
    b"'",
    b'"',
    b"\t",
    b"\r",
    b"\r\n",
    b"\n",
    b"  ",
    b"\x00",
    b"\x07",
    b"\xff",
    b"\xfe\xff",
    b"\xef\xbb\xbf",
    "\u200b".encode(),
    "\u00a0".encode(),
    "\u202e".encode(),
    "日本".encode(),
    "𝔘".encode(),
    b'"\\ud800"',
    b'"\\e[31m"',
    b'"\\x00"',
    b"no",
    b"on",
    b"010",
    b"1:20",
    b"0x1f",
    b"#ff0000",
    b".nan",
    b"-.inf",
    b"1e400",
    b"-0",
    b"+1",
    b"1.0",
    b"99999999999999999999999999999",
    b"1000001",
    b"-1",
    b"0",
    b"100",
    b"name: ",
    b"hand: ",
    b"row: ",
    b"scoring:\n  clauses:\n",
    b"values: {min: 0, max: 99}\n",
    b"examples:\n",
    b"points: ",
    b"if: ",
    b"sum: ",
    b"difference: ",
    b"rise: ",
    b"left: ",
    b"right: ",
    b"equal: ",
    b"{min: 3, max: 1}",
    b"combine: first\n",
    b"reading: left-to-right\n",
    b"text: ",
    b'expr: "left // (right - left)"',
    b'expr: "left % 0 == 1"',
    b'expr: "left ** 2"',
    b'expr: "left.__class__"',
    b'expr: "max(left, right) * 1000000 * 1000000"',
    b'expr: "abs(left - right) == 1"',
    b"<font color=red>",
    b"<img src=x/>",
    b"&amp;",
    b"<b>",
]
GAME_TOKENS = TOKENS + [
    b"kind: game\n",
    b"decks:\n",
    b"deal:\n",
    b"references:\n",
    b"score_sheets:\n",
    b"tokens:\n",
    b"languages: [de]\n",
    b"at: corners",
    b"at: foot",
    b"at: centre",
    b'text: "{number}"',
    b"{number.label}",
    b"{colour}",
    b"{lower} {higher}",
    b"symbol: colour",
    b"mark: number",
    b"lines: letters",
    b"size: huge",
    b"size: 200",
    b"size: 4",
    b"bold: true",
    b"badge: true",
    b"wrap: true",
    b"fallback: ",
    b"tint: colour",
    b'ground: "#000000"',
    b"choose: 4",
    b"choose: 2",
    b"copies: 50",
    b"copies: 20",
    b"count: 1000",
    b"height: 95",
    b"height: 5",
    b"hand: 0",
    b"hand: 1000",
    b"table: 1000",
    b"remove: {colour: 99}",
    b"kept: 0",
    b"players: {min: 1, max: 12}",
    b"per: player",
    b"per: colour",
    b"kind: total",
    b"target: [-999999]",
    b"columns: 2",
    b"column: 2",
    b"- table: deal\n",
    b"- legend: number\n",
    b"shape: card",
    b"count: 60",
    b"size_mm: 60",
    b"{circle: [0, 0, 100]}",
    b"{polygon: [0, 0, 100, 100, 0, 100]}",
    b"paint: ground",
    b"draw: {each: 20, rounds: 200}",
    b"{min: -99, max: 0}",
    b"{en: x}",
    b"{de: y}",
]
SCORING_TOKENS = GAME_TOKENS + [
    b"scoring:\n",
    b"rounds:\n",
    b"examples:\n",
    b"- sets:\n",
    b"- points:\n",
    b"- most:\n",
    b"- fewest:\n",
    b"- runs:\n",
    b"- groups:\n",
    b"- hand:\n",
    b"- tokens:\n",
    b"- event:\n",
    b"of: colour",
    b"of: number",
    b"field: number",
    b"each: 1",
    b"each: -1000000",
    b"best: 3",
    b"rest: negative",
    b"rest: zero",
    b"among: players",
    b"among: values",
    b"ties: shared",
    b"ties: split",
    b"ties: {rule: x}",
    b"against: true",
    b"unless_most: true",
    b"min: 3",
    b"size: 3",
    b"per: trail",
    b"add: -20",
    b"times: {value: wager}",
    b"bonus: {cards: 8, points: 20}",
    b"table: {1: 1, 2: 3, 3: 6}",
    b"table: {1: 5, 2: 1}",
    b"table: {}",
    b"points: count",
    b"count: players",
    b"count: 60",
    b"target: [1, 100000]",
    b"tie_break: best-round",
    b"tie_break: {rule: y}",
    b"score: 13",
    b"score: -1000000",
    b"cards: {green: 4}",
    b"cards: [3, 4, 5]",
    b"hand: 3",
    b"others: [{red: 1}]",
    b"events: [win]",
    b"when: you win",
    b"- scoring: all\n",
    b"columns: from-scoring",
]
PLAY_TOKENS = SCORING_TOKENS + [
    b"play:\n",
    b"zones:\n",
    b"round:\n",
    b"- choose:\n",
    b"- first:\n",
    b"- each:\n",
    b"- move: {from: stack, to: stack}\n",
    b"- refill: {zone: middle, to: 1000, from: middle}\n",
    b"- again: true\n",
    b"card: card",
    b"card: cards",
    b"run: number",
    b"set: colour",
    b"start: middle.number",
    b"where: {number: card.number}",
    b"{next: card.number, wrap: true}",
    b"{within: card.colour, by: 1000}",
    b"at: end",
    b"at: left",
    b"per: player",
    b"row: true",
    b"who: all",
    b"who: last-in",
    b"turns: 100000",
    b"turns: 100001",
    b"target: 100000",
    b"players_in: 0",
    b"not: ",
    b"card.nope",
    b"a.b.c",
]
THEME_TOKENS = TOKENS + [
    b"extends: default\n",
    b"extends: large-print\n",
    b"extends: ink-saver\n",
    b"extends: theme\n",
    b"extends: ../default\n",
    b"colors:\n",
    b"text:\n",
    b"card:\n",
    b"sheet:\n",
    b"fonts:\n",
    b'"#000000"',
    b'"#ffffff"',
    b'"#zzzzzz"',
    b"400",
    b"400.0001",
    b"0.0001",
    b"1e-300",
    b"min_pt: 200\n",
    b"body_pt: 0.01\n",
    b"margin_mm: 400\n",
    b"band_mm: 150\n",
    b"face_type_scale: 400\n",
    b"regular: /dev/null\n",
    b"bold: ../fonts/DejaVuSans.ttf\n",
]


def _read(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def _read_yaml_files(folder: str, keep=lambda name: True) -> list[bytes]:
    return [
        _read(os.path.join(folder, name))
        for name in sorted(os.listdir(folder))
        if name.endswith((".yaml", ".yml")) and keep(name)
    ]


def seeds(kind: str = "setup") -> list:
    """The inputs a kind's mutations start from: its bundled files and the catalogue's bad
    inputs."""
    if kind == "setup":
        return _read_yaml_files(os.path.join(ROOT, "setups")) + _read_yaml_files(
            CATALOGUE, lambda n: not n.startswith("theme-")
        )
    if kind == "game":
        return _read_yaml_files(os.path.join(ROOT, "games"))
    if kind == "theme":
        folders = [
            os.path.join(ROOT, "templates", n)
            for n in sorted(os.listdir(os.path.join(ROOT, "templates")))
        ]
        bundled = [
            _read(os.path.join(f, "theme.yaml"))
            for f in folders
            if os.path.isfile(os.path.join(f, "theme.yaml"))
        ]
        # the default theme names its fonts relative to its folder: point them at the bundled files
        bundled = [
            data.replace(b"../fonts/", (os.path.join(ROOT, "templates", "fonts") + os.sep).encode())
            for data in bundled
        ]
        return bundled + _read_yaml_files(
            CATALOGUE, lambda n: n.startswith("theme-") and "endless" not in n
        )
    if kind == "font":
        return [
            FontInput("regular", ("regular",)),
            FontInput("bold", ("bold",)),
            FontInput("regular", ("regular", "bold")),
        ]
    if kind in BUNDLE_KINDS:
        return bundles.seeds(kind)
    if kind == "scoring":
        return scoring.seeds()
    if kind == "play":
        return play.seeds()
    raise ValueError(kind)


def mutate(data: bytes, edits: list[tuple[int, float, int]], tokens: list[bytes] = TOKENS) -> bytes:
    """Applies edits (kind, where as a fraction of the length, token or byte) to `data`."""
    for kind, where, value in edits:
        at = int(where * len(data))
        token = tokens[value % len(tokens)]
        if kind == 0:  # insert a token
            data = data[:at] + token + data[at:]
        elif kind == 1:  # replace a stretch with a token
            data = data[:at] + token + data[at + len(token) :]
        elif kind == 2:  # delete a few bytes
            data = data[:at] + data[at + 1 + value % 8 :]
        elif kind == 3:  # set one byte
            data = data[:at] + bytes([value % 256]) + data[at + 1 :]
        else:  # duplicate a line, so keys repeat and nesting changes
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            end = len(data) if end < 0 else end + 1
            data = data[:end] + data[start:end] + data[end:]
    return data


LINE_BREAKS = (b"\n", b"\r", "\x85".encode(), "\u2028".encode(), "\u2029".encode())

EXPRESSIONS = [
    "left + right == 7",
    "abs(left - right) % 2 == 0",
    "left // right > 1",
    "left % (right - 1) == 0",
    "left > right",
    "max(left, right) - min(left, right) == 2",
    "not left == right",
    "(left * right) % 3 == 0 if left > 2 else right == 1",
    "left * 1000 * 1000 > right",
    "-left < -right",
]


def random_setup(rng) -> bytes:
    """A setup whose structure is right and whose values are anything: it reaches the checks, engine
    and builder."""
    import yaml

    low, high = rng.choice([(1, 6), (1, 6), (0, 6), (0, 9), (1, 12), (0, 99)])

    def number():
        return rng.choice([rng.randint(low, high), rng.randint(-2, high + 2), 0, 7, 13])

    setup = {
        "name": rng.choice(["Fz", "<b>Fz", "Ünïcode 日本", "x" * rng.randint(1, 60)]),
        "hand": [rng.randint(low, high) for _ in range(rng.randint(1, 21))],
        "row": [rng.randint(low, high) for _ in range(rng.randint(1, 21))],
        "scoring": {
            "reading": rng.choice(["either", "left-to-right"]),
            "combine": rng.choice(["add", "first"]),
            "clauses": [_random_clause(rng, number) for _ in range(rng.randint(1, 6))],
        },
    }
    if (low, high) != (1, 6):
        setup["values"] = {"min": low, "max": high}
    if rng.random() < 0.6:
        setup["examples"] = [
            {
                "row": [rng.randint(low, high) for _ in range(rng.randint(0, 8))],
                "card": number(),
                "position": rng.randint(-1, 9),
                "points": rng.randint(0, 9),
            }
            for _ in range(rng.randint(1, 3))
        ]
    return yaml.dump(
        setup, Dumper=generators.DUMPER, default_flow_style=rng.random() < 0.5, allow_unicode=True
    ).encode("utf-8")


def _random_clause(rng, number) -> dict:
    condition = {}
    for key in ("difference", "sum", "rise", "left", "right"):
        if rng.random() < 0.25:
            condition[key] = rng.choice(
                [
                    number(),
                    [number() for _ in range(rng.randint(0, 3))],
                    {"min": number()},
                    {"max": number()},
                    {"min": number(), "max": number()},
                ]
            )
    if rng.random() < 0.2:
        condition["equal"] = rng.random() < 0.5
    if rng.random() < 0.25:
        condition["expr"] = rng.choice(EXPRESSIONS)
    clause = {"points": rng.choice([1, 1, 2, 3, 0]), "if": condition or {"sum": 7}}
    if rng.random() < 0.8:
        clause["text"] = rng.choice(["t", "the pair <i>matches</i>", "y" * 80])
    return clause


# -- print options -------------------------------------------------------------------------
BUNDLED_KITS = ("standard", "echo", "one-way", "colour-catch", "neos", "animal-ladder")
MATERIALS = (
    "rules",
    "setup-card",
    "hand-cards",
    "row-cards",
    "score-sheet",
    "trackers",
    "row-slips",
    "cards",
    "tokens",
    "references",
    "score-sheets",
    "sheet",
    "deck",
)
CARDS = [
    "poker",
    "bridge",
    "mini",
    "tarot",
    "63x88",
    "50x70",
    "35x35",
    "35x280",
    "90x140",
    "120x170",
    "200x280",
    "280x280",
]
BAD_CARDS = ["0x0", "10x10", "nanxnan", "281x88", "huge", ""]


@dataclass(frozen=True)
class Options:
    """Print options (as `build` takes them) and a kit's own options, chosen by the fuzzer.

    `players` is the kit's player count (for a game, mapped into its range); `materials` are
    `--only` names, of which each kind keeps its own; `kit` is the bundled kit a theme or a font is
    laid out with; `render` draws the laid-out pages to PDF bytes as well.
    """

    players: int | None = 4
    paper: str = "a4"
    card: str = "poker"
    bleed_mm: float = 0.0
    gutter_mm: float = 0.0
    backs: bool = False
    phone: bool = False
    materials: tuple[str, ...] = ()
    crop_marks: bool = True
    duplex: str = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    grayscale: bool = False
    large_print: bool = False
    language: str = "en"
    shuffle_row: bool = False
    seed: int | None = None
    reverse_seats: bool = False
    kit: str = "standard"
    render: bool = False
    dump: bool = True  # the page plan dumped as text (`build --dump-plan`)
    render_pages: int = 0  # with `render`, only the first so many pages (0: all)
    layout: str = "print"  # print, gutterfold, phone or cut, where printgen has --layout
    cutter: str = ""  # with the cut layout: silhouette, cricut or brother (`--cutter`)

    def printing(self, template_dir: str | None = None):
        """printgen's PrintOptions for these options (a UsageError for options out of range)."""
        from printgen.kit.print_options import print_options

        known = inspect.signature(print_options).parameters
        extra = {"layout": self.layout} if "layout" in known else {}
        if self.cutter and "cutter" in known:
            extra["cutter"] = self.cutter
        return print_options(
            self.paper,
            self.card,
            self.bleed_mm,
            self.gutter_mm,
            self.crop_marks,
            self.backs,
            self.duplex,
            self.back_offset_mm,
            self.grayscale,
            self.large_print and template_dir is None,
            template_dir,
            self.language,
            **extra,
        )

    def kit_values(self, kind, model) -> dict:
        only = tuple(m for m in self.materials if m in kind.materials or m in kind.material_aliases)
        if kind.name == "game":
            players = self.players
            if players is not None and players > 0:
                players = model.min_players + (players - 1) % (
                    model.max_players - model.min_players + 1
                )
            return {"players": players, "only": only}
        return {
            "players": self.players,
            "only": only,
            "shuffle_row": self.shuffle_row,
            "seed": self.seed if self.shuffle_row else None,
            "reverse_seats": self.reverse_seats,
            "page_format": "phone" if self.phone else "print",
        }

    def cli(self, kind, model=None) -> str:
        """The `printgen build` options that ask for this kit of `kind` (a FileKind), as the fuzzer
        built it."""
        args = [
            f"--paper {self.paper}",
            f"--card-size {self.card}",
            f"--bleed {self.bleed_mm:g}",
            f"--gutter {self.gutter_mm:g}",
            f"--lang {self.language}",
        ]
        args += [
            flag
            for flag, on in (
                ("--backs", self.backs),
                ("--grayscale", self.grayscale),
                ("--no-crop-marks", not self.crop_marks),
            )
            if on
        ]
        if self.layout != "print":
            args.append(f"--layout {self.layout}")
        if self.cutter:
            args.append(f"--cutter {self.cutter}")
        if self.duplex != "long" or self.back_offset_mm != (0.0, 0.0):
            args += [
                f"--duplex {self.duplex}",
                f"--back-offset={self.back_offset_mm[0]:g},{self.back_offset_mm[1]:g}",
            ]
        values = (
            self.kit_values(kind, model)
            if model is not None or kind.name != "game"
            else {
                "players": self.players,
                "only": tuple(
                    m for m in self.materials if m in kind.materials or m in kind.material_aliases
                ),
            }
        )
        if values.get("players") is not None:
            args.append(f"--players {values['players']}")
        if values.get("only"):
            args.append(f"--only {','.join(values['only'])}")
        for flag, key in (("--shuffle-row", "shuffle_row"), ("--reverse-seats", "reverse_seats")):
            if values.get(key):
                args.append(flag)
        if values.get("seed") is not None:
            args.append(f"--seed {values['seed']}")
        if values.get("page_format") == "phone":
            args.append("--format phone")
        return " ".join(args)


FONT_PAGES = 3  # a font input renders this many pages of its kit
CUTTERS = ("silhouette", "cricut", "brother")  # `--layout cut --cutter`


def random_options(rng: random.Random, kind: str = "setup", render: float = 0.0) -> Options:
    """Mostly sensible options (the kit is laid out to the end), some at the limits, a few beyond
    them."""
    roll = rng.random()
    players = (
        rng.choice([None, None, 1, 2, 3, 4, 5, 6, 7, 8])
        if roll < 0.97
        else rng.choice([0, 9, -1, 99])
    )
    options = Options(
        players=players,
        paper=rng.choice(["a4", "letter"]),
        card=rng.choice(CARDS[:6] if rng.random() < 0.8 else CARDS),
        bleed_mm=rng.choice([0.0, 0.0, 3.0, 6.0, round(rng.uniform(0, 6), 2)]),
        gutter_mm=rng.choice([0.0, 0.0, 2.0, 5.0, 30.0, round(rng.uniform(0, 30), 2)]),
        backs=rng.random() < 0.3,
        phone=kind == "setup" and rng.random() < 0.15,
        crop_marks=rng.random() < 0.8,
        duplex=rng.choice(["long", "short"]),
        back_offset_mm=rng.choice([(0.0, 0.0), (0.0, 0.0), (1.5, -0.5), (15.0, -15.0)]),
        grayscale=rng.random() < 0.2,
        large_print=rng.random() < 0.2,
        language=rng.choice(["en", "de"]),
        shuffle_row=rng.random() < 0.1,
        seed=rng.randrange(1000),
        reverse_seats=rng.random() < 0.1,
        kit=rng.choice(BUNDLED_KITS),
        render=rng.random() < render,
        # a played game is laid out when dumped; elsewhere the dump is a small part of the layout
        dump=rng.random() < (0.3 if kind == "play" else 0.15),
        render_pages=FONT_PAGES if kind == "font" else 0,
        materials=tuple(rng.sample(MATERIALS, rng.randint(1, 3))) if rng.random() < 0.25 else (),
    )
    # a sheet folded at the gutter, backs opposite their fronts (no duplex settings)
    if rng.random() < 0.2:
        options = replace(
            options, layout="gutterfold", duplex="long", back_offset_mm=(0.0, 0.0), phone=False
        )
    elif kind == "setup" and options.phone and rng.random() < 0.5:
        options = replace(options, layout="phone", phone=False)
    elif rng.random() < 0.1:  # print and cut: the cutter's sheets, which set their own bleed
        options = replace(
            options,
            layout="cut",
            cutter=rng.choice(CUTTERS),
            bleed_mm=0.0,
            gutter_mm=0.0,
            duplex="long",
            back_offset_mm=(0.0, 0.0),
            phone=False,
        )
    if roll > 0.95:  # beyond the limits: the print options themselves are refused
        options = replace(
            options,
            **rng.choice(
                [
                    {"card": rng.choice(BAD_CARDS)},
                    {"bleed_mm": rng.choice([-1.0, 6.5, float("nan")])},
                    {"gutter_mm": rng.choice([-0.5, 31.0, float("inf")])},
                ]
            ),
        )
    return options


# -- the property --------------------------------------------------------------------------
@dataclass(frozen=True)
class Outcome:
    stage: str
    codes: frozenset = frozenset()

    @property
    def reached_layout(self) -> bool:
        return self.stage in REACHED_LAYOUT


_WORKDIR: list[str] = []


def workdir() -> str:
    """A scratch folder for theme and font inputs (template folders are files on disk)."""
    if not _WORKDIR:
        _WORKDIR.append(tempfile.mkdtemp(prefix="printgen-fuzz-"))
        atexit.register(shutil.rmtree, _WORKDIR[0], True)
    return _WORKDIR[0]


def prepare() -> None:
    """Imports what rendering needs before any input runs, outside the memory limit an input runs
    under (an import that ran out of memory there would leave the module unimportable for every
    later input)."""
    bundles._bomb_member()  # the fuzzer's zip bomb is deflated once, before any input is timed
    _import_renderers()


def _import_renderers() -> None:
    import reportlab.pdfbase.pdfmetrics  # noqa: F401 - imported for its side effect

    import printgen.layout.plan  # noqa: F401
    import printgen.render.pdf  # noqa: F401


def check(kind: str, data, options: Options | None = None, folder: str | None = None) -> Outcome:
    """Runs one input of `kind` as far as it goes; returns how far it got.

    Raises AssertionError when a diagnostic is malformed or a Python warning escapes (it would
    reach the user's terminal); lets any exception that is not a PrintgenError through, for the
    fuzzer to report. A theme is written to `folder`/theme.yaml (default: a scratch folder), a
    font beside it.
    """
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            if kind in ("setup", "game", "scoring"):
                outcome = _check_yaml(data, options)
            elif kind == "play":
                outcome = _check_play(data, options)
            elif kind in BUNDLE_KINDS:
                outcome = _check_bundle(data, options, folder)
            elif kind == "theme":
                outcome = _check_theme(data, options, folder or os.path.join(workdir(), "theme"))
            elif kind == "font":
                outcome = _check_font(data, options, folder)
            else:
                raise ValueError(f"unknown kind {kind!r}")
        except PrintgenError as exc:
            _check_error(exc)
            outcome = Outcome(FAILED)
    escaped = [
        f"{w.category.__name__}: {w.message}"
        for w in caught
        if not issubclass(w.category, (DeprecationWarning, PendingDeprecationWarning))
    ]
    assert not escaped, escaped
    return outcome


def _check_report(report, data: bytes | None, name: str) -> frozenset:
    """Every diagnostic of `report` inside its file and printable; returns their codes."""
    text_lines = data.decode("utf-8", "replace").splitlines() if data is not None else report.lines
    # the end of the stream may follow the last break
    last_line = (
        sum(data.count(mark) for mark in LINE_BREAKS) if data is not None else len(report.lines)
    ) + 2
    widest = max((len(line) for line in text_lines), default=0) + 2
    for diagnostic in report.diagnostics:
        assert diagnostic.file == name, (diagnostic, name)
        assert (
            diagnostic.severity in (SEVERITY_ERROR, SEVERITY_WARNING)
            and diagnostic.code
            and diagnostic.message
        ), diagnostic
        assert 1 <= diagnostic.line <= last_line and 1 <= diagnostic.column <= max(
            widest, len(data or b"") + 2
        ), diagnostic
        format_text(diagnostic, report.lines).encode("utf-8")
    format_json(report.diagnostics).encode("utf-8")
    return frozenset(d.code for d in report.diagnostics)


def _check_error(exc: PrintgenError) -> None:
    """A PrintgenError prints as its message and hint; one with reports (InvalidSetup) shows
    them."""
    f"{exc.message} {exc.hint}".encode()
    for report in getattr(exc, "reports", ()) or ():
        _check_report(report, None, report.path)


def _check_yaml(data: bytes, options: Options | None) -> Outcome:
    printing, refused = _printing(options)
    # as `build` does: the checks, then the kit laid out once, with its preflight, by the build
    with guard(None):
        report = validate_text(data, NAME, preflight=printing is None)
        codes = _check_report(report, data, NAME)
        return _after_checks(report, codes, options, printing, refused)


def _printing(options: Options | None):
    """(PrintOptions or None, whether the options were refused)."""
    if options is None:
        return None, False
    try:
        return options.printing(), False
    except PrintgenError as exc:
        _check_error(exc)
        return None, True


def _after_checks(
    report, codes: frozenset, options: Options | None, printing, refused: bool
) -> Outcome:
    """A checked game or setup: refused, or described, listed and laid out."""
    from printgen.kinds.lookup import GAME

    if not report.ok:
        errors = {d.code for d in report.diagnostics if d.severity == SEVERITY_ERROR}
        return Outcome(
            REFUSED if report.model is not None and errors <= PREFLIGHT_CODES else DIAGNOSTICS,
            codes,
        )
    kind = report.kind
    module = kind.module()
    language = options.language if options is not None else "en"
    if kind is GAME and language not in report.model.languages:
        language = report.model.languages[0]  # a game prints only in its own languages
    module.describe(report.model, language).encode("utf-8")
    _list_entry(module.summary(report.model))
    if options is None:
        return Outcome(DESCRIBED, codes)
    if refused:
        return Outcome(REFUSED, codes)
    return lay_out(kind, report.model, replace(printing, language=language), options, codes)


def _check_play(data: bytes, options: Options | None) -> Outcome:
    """A game with `play:`: checked, and if clean, played as `printgen play` plays it and as
    `printgen analyze -n 3` does; a third of them laid out as well."""
    with guard(None):
        report = validate_text(data, NAME, preflight=False)
        codes = _check_report(report, data, NAME)
        if not report.ok or getattr(report.model, "play", None) is None:
            return _after_checks(report, codes, None, None, False)
        outcome = play_stage(report.model, options or Options())
        if options is not None and options.dump:
            printing, refused = _printing(options)
            if not refused:
                language = report.model.languages[0]
                lay_out(report.kind, report.model, replace(printing, language=language), options)
        return Outcome(outcome, codes)


def play_stage(game, options: Options) -> str:
    """One game as `printgen play` plays it (its course in words and as JSON), and three as
    `printgen analyze -n 3` does (the figures in words and as JSON), each within PLAY_MINUTES;
    "played", or "refused to play" for printgen's own refusal (a UsageError)."""
    from printgen.engines.api import AnalyzeRequest
    from printgen.play.analysis import prepare_play
    from printgen.play.course import course_json, course_text, play_one

    rows = [row.players for row in game.deal.rows]
    players = None if options.players is None else rows[options.players % len(rows)]
    bots, seed = play_bots(options), options.seed or 0
    try:
        request = AnalyzeRequest(
            players=players,
            games=1,
            bots=bots,
            seed=seed,
            max_minutes=PLAY_MINUTES,
            skill_games=0,  # the skill tables play the same rules more often
        )
        course = play_one(game, request)
        course_text(course, game).encode("utf-8")
        if _turns(course) <= COURSE_JSON_TURNS:
            course_json(course).encode("utf-8")
        else:  # the same values through the C encoder: json's indented one is Python, and slow
            json.dumps(course, ensure_ascii=False).encode("utf-8")
        request = replace(request, games=3)
        prepared = prepare_play(game, request, players)
        result = prepared.run(None)
        result.text().encode("utf-8")
        result.json().encode("utf-8")
    except PrintgenError as exc:
        _check_error(exc)
        return NOT_PLAYED
    return PLAYED


# a course of more turns is written as JSON in one line, not as `printgen play --json` indents it:
# the same values and the same errors, but the indenting encoder is pure Python and took a sixth of
# the play stage's time on long games
COURSE_JSON_TURNS = 200


def _turns(course: dict) -> int:
    return sum(len(r.get("turns", ())) for r in course.get("rounds", ()))


def play_bots(options: Options) -> str:
    seed = options.seed or 0
    return "greedy,random" if seed % 7 == 1 else "greedy" if seed % 3 == 0 else "random"


def play_arguments(options: Options) -> str:
    """The options of `printgen play` and `analyze` that play_stage gives."""
    return (
        f"--seed {options.seed or 0} --bot {play_bots(options)} --max-minutes {PLAY_MINUTES:g}"
        + (f" -p {options.players}" if options.players is not None else "")
    )


_BUNDLES_MADE = [0]


def _check_bundle(bundle: Bundle, options: Options | None, folder: str | None) -> Outcome:
    """A game and the files beside it, written to a folder of their own, read from there as
    `printgen build folder/game.yaml` would; the folder must hold afterwards what it held before."""
    from printgen.kinds.lookup import detect
    from printgen.read import pictures

    _BUNDLES_MADE[0] += 1
    keep = folder is not None
    folder = folder or os.path.join(workdir(), f"bundle{_BUNDLES_MADE[0]}")
    path = bundles.write(bundle, folder)
    before = bundles.snapshot(folder)
    pictures.forget()
    printing, refused = _printing(options)
    try:
        with guard(folder):
            report = validate_target(detect(path, path), preflight=printing is None)
            codes = _check_bundle_report(report, bundle, path, folder)
            outcome = _after_checks(report, codes, options, printing, refused)
        after = bundles.snapshot(folder)
        assert after == before, (
            f"the run changed the game's folder: {sorted(set(after.items()) ^ set(before.items()))}"
        )
        return outcome
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def _check_bundle_report(report, bundle: Bundle, path: str, folder: str) -> frozenset:
    """The game file's diagnostics as any file's; a spreadsheet's at a line (row) and column of at
    least 1."""
    game = [d for d in report.diagnostics if d.file == path]
    others = [d for d in report.diagnostics if d.file != path]
    shown = {os.path.normpath(os.path.join(folder, name)): data for name, data in bundle.files}
    for diagnostic in others:
        assert os.path.normpath(diagnostic.file) in shown, (diagnostic, sorted(shown))
        assert (
            diagnostic.severity in (SEVERITY_ERROR, SEVERITY_WARNING)
            and diagnostic.code
            and diagnostic.message
        ), diagnostic
        assert diagnostic.line >= 1 and diagnostic.column >= 1, diagnostic
        data = shown[os.path.normpath(diagnostic.file)]
        if diagnostic.file.endswith(".csv") and isinstance(data, bytes):
            assert diagnostic.line <= data.count(b"\n") + data.count(b"\r") + 2, diagnostic
        format_text(diagnostic, None).encode("utf-8")
    mine = type(report)(report.path, report.lines, report.model, game, report.kind)
    _check_report(mine, bundle.game, path)
    format_json(report.diagnostics).encode("utf-8")
    return frozenset(d.code for d in report.diagnostics)


# -- the guard: what printgen may touch while it reads, checks, lays out and renders ------------
class Escape(BaseException):
    """printgen reached outside what it may: a file outside the game's folder, a write, the network,
    a program."""


_GUARD: dict = {"on": False, "roots": ()}
_NETWORK = (
    "socket.connect",
    "socket.getaddrinfo",
    "socket.gethostbyname",
    "socket.sendto",
    "urllib.Request",
    "http.client.connect",
    "ftplib.connect",
    "smtplib.connect",
)
_PROGRAMS = (
    "subprocess.Popen",
    "os.system",
    "os.exec",
    "os.posix_spawn",
    "os.spawn",
    "os.fork",
    "pty.spawn",
)


def _audit(event: str, args) -> None:
    if not _GUARD["on"]:
        return
    if event == "open":
        path, mode, flags = args
        if isinstance(path, int) or path is None:
            return
        writing = (isinstance(mode, str) and any(c in mode for c in "wax+")) or bool(
            isinstance(flags, int) and flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC)
        )
        name = os.fsdecode(path)
        real = os.path.realpath(name)
        if writing or not any(
            real == root or real.startswith(root + os.sep) for root in _GUARD["roots"]
        ):
            _GUARD["on"] = False
            raise Escape(f"{'wrote' if writing else 'read'} {name!r} ({real})")
    elif event in _NETWORK or event in _PROGRAMS:
        _GUARD["on"] = False
        raise Escape(f"{event} {args!r:.200}")


class guard:
    """While active: reading outside `folder` (the input's own), the checkout and Python's files
    (everything on the import path, where modules imported late are read from), any write, any
    connection and any program started raise Escape (a finding)."""

    installed = False

    def __init__(self, folder: str | None):
        import site
        import sysconfig

        # the last read by mimetypes, for any file
        roots = {
            ROOT,
            CHECKOUT,
            sys.prefix,
            sys.base_prefix,
            sys.exec_prefix,
            workdir() if folder is None else folder,
            *site.getsitepackages(),
            *(p for p in sysconfig.get_paths().values()),
            *(p for p in sys.path if p and os.path.isdir(p)),
            "/dev/null",
            "/dev/urandom",
            "/proc/self",
            "/etc/localtime",
            "/usr/share/zoneinfo",
            "/etc/mime.types",
        }
        # where they are read from (an editable install maps them)
        for package in ("printgen", "printgen.templates", "printgen.games", "printgen.setups"):
            try:
                spec = importlib.util.find_spec(package)
            except ModuleNotFoundError:
                spec = None
            roots.update(spec.submodule_search_locations or ()) if spec is not None else None
        self.roots = tuple(sorted(os.path.realpath(r) for r in roots if r))

    def __enter__(self):
        if not guard.installed:
            # reportlab reads its settings (~/.reportlab_mods) when first imported: not the input's
            # doing
            _import_renderers()
            sys.addaudithook(_audit)
            guard.installed = True
        _GUARD["roots"], _GUARD["on"] = self.roots, True
        # the per-user cache of parsed fonts and YAML (printgen/core/user_cache.py) is off: it would
        # read and write the user's cache folder, and fill it with inputs never seen again
        self.cache = os.environ.get("PRINTGEN_CACHE_DIR")
        os.environ["PRINTGEN_CACHE_DIR"] = ""
        return self

    def __exit__(self, *exc):
        _GUARD["on"] = False
        if self.cache is None:
            os.environ.pop("PRINTGEN_CACHE_DIR", None)
        else:
            os.environ["PRINTGEN_CACHE_DIR"] = self.cache
        return False


def _list_entry(summary: tuple) -> None:
    """The two lines `printgen list` prints for a file, formatted as printgen.cli.info does."""
    ident, name, line = summary
    f"{ident:<14} {name:<16} x\n{'':<14} {line}".encode()


def lay_out(kind, model, printing, options: Options, codes: frozenset = frozenset()) -> Outcome:
    """The kit's pages (`build`, which runs the preflight again), their plan as text, and with
    `options.render` the PDF; a PrintgenError here is the builder refusing."""
    from printgen.layout.plan import dump_plan

    module = kind.module()
    try:
        kit = module.build([model], [], printing, options.kit_values(kind, model))
        pages = list(kit.pages)
        if options.dump:
            dump_plan(pages).encode("utf-8")
        "\n".join((kit.title, kit.default_name) + tuple(kit.warnings)).encode("utf-8")
        if options.render and pages:
            from printgen.render.pdf import render_pdf

            # a font's kit: its first pages (the rules, in both fonts) embed and subset it as the
            # whole kit does, at a fifth of the time
            render_pdf(pages[: options.render_pages or None], kit.title)
            return Outcome(RENDERED, codes)
    except PrintgenError as exc:
        _check_error(exc)
        return Outcome(REFUSED, codes)
    return Outcome(LAID_OUT, codes)


_BUNDLED: dict[str, tuple] = {}


def bundled_kit(name: str) -> tuple:
    """(kind, model) of a bundled setup or game, read once."""
    if name not in _BUNDLED:
        from printgen.kinds.lookup import resolve

        target = resolve(name)
        report = validate_target(target, preflight=False)
        assert report.ok, report.diagnostics
        _BUNDLED[name] = (target.kind, report.model)
    return _BUNDLED[name]


def _check_theme(data: bytes, options: Options | None, folder: str) -> Outcome:

    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "theme.yaml")
    with open(path, "wb") as handle:
        handle.write(data)
    with guard(folder):
        return _checked_theme(data, options, folder, path)


def _checked_theme(data: bytes, options: Options | None, folder: str, path: str) -> Outcome:
    from printgen.kinds.lookup import detect

    target = detect(path, path)
    assert target.kind.name == "theme"
    report = validate_target(target)
    codes = _check_report(report, data, path)
    if not report.ok:
        return Outcome(DIAGNOSTICS, codes)
    module = target.kind.module()
    module.describe(report.model, "en").encode("utf-8")
    _list_entry(module.summary(report.model))
    if options is None:
        return Outcome(DESCRIBED, codes)
    try:
        printing = options.printing(template_dir=folder)
    except PrintgenError as exc:
        _check_error(exc)
        return Outcome(REFUSED, codes)
    kind, model = bundled_kit(options.kit)
    return lay_out(kind, model, printing, options, codes)


_FONTS_MADE = [0]


def _check_font(font: FontInput, options: Options | None, folder: str | None) -> Outcome:
    """The mutated font in a template folder of its own, read through its theme and laid out; then
    forgotten (reportlab keeps every registered font, and each holds the whole file)."""
    _FONTS_MADE[0] += 1
    keep = folder is not None
    folder = folder or os.path.join(workdir(), f"font{_FONTS_MADE[0]}")
    os.makedirs(folder, exist_ok=True)
    file_name = f"fz-{font.tag()}.ttf"
    with open(os.path.join(folder, file_name), "wb") as handle:
        handle.write(font_bytes(font))
    try:
        return _check_theme(theme_text(font, file_name).encode("utf-8"), options, folder)
    finally:
        forget_fonts(folder)
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def forget_fonts(folder: str) -> None:
    """Unregisters the fonts printgen and reportlab registered from `folder`."""
    from reportlab.pdfbase import pdfmetrics

    from printgen.layout import fonts

    prefix = os.path.abspath(folder) + os.sep
    for path in [p for p in fonts._by_path if p.startswith(prefix)]:
        name = fonts._by_path.pop(path)
        fonts._metrics.pop(name, None)
        fonts._files.pop(name, None)
        fonts._advances.pop(name, None)
        fonts.advance_sum.cache_clear()
        font = pdfmetrics._fonts.get(name)
        if font is not None and hasattr(font, "unregister"):
            font.unregister()


# -- guarded runs: what the fuzzers count as a finding ------------------------------------
PRINTGEN = os.path.join(ROOT, "printgen") + os.sep


# an input is stopped after `timeout` seconds of CPU time, or this many times as long on the clock
WALL_FACTOR = 4


class Hang(BaseException):  # not an Exception, so no `except Exception` in printgen can swallow it
    pass


def _alarm(signum, frame):
    raise Hang()


def limit_memory(megabytes: int) -> None:
    """Caps this process's address space at what it uses now plus `megabytes`, so an input that
    asks for endless memory ends in a MemoryError (a finding) instead of the kernel's OOM killer."""
    if not megabytes:
        return
    with open("/proc/self/status") as handle:
        used = next(int(line.split()[1]) * 1024 for line in handle if line.startswith("VmSize:"))
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    wanted = used + megabytes * 1024 * 1024
    resource.setrlimit(
        resource.RLIMIT_AS, (wanted if hard == resource.RLIM_INFINITY else min(wanted, hard), hard)
    )


def crash_site(exc: BaseException) -> tuple[str, str]:
    """(the crash site: the exception and the innermost frame that raised it, the innermost printgen
    frame)."""
    chain = [exc]
    while (
        isinstance(chain[-1], MemoryError)
        and isinstance(chain[-1].__context__, MemoryError)
        and len(chain) < 20
    ):
        # memory ran out again while the first MemoryError unwound
        chain.append(chain[-1].__context__)
    here = os.path.dirname(os.path.abspath(__file__))
    outside = [
        e
        for e in chain
        if traceback.extract_tb(e.__traceback__)
        and not traceback.extract_tb(e.__traceback__)[-1].filename.startswith(here)
    ]
    # the one that knows best where it was
    exc = max(outside or chain, key=lambda e: len(traceback.extract_tb(e.__traceback__)))
    frames = traceback.extract_tb(exc.__traceback__)
    inner = frames[-1] if frames else None
    mine = [f for f in frames if f.filename.startswith(PRINTGEN)]

    def where(f):
        return f"{_shown_path(f.filename)}:{f.lineno} in {f.name}" if f else "?"

    return f"{type(exc).__name__} at {where(inner)}", where(mine[-1]) if mine else "-"


def _shown_path(path: str) -> str:
    for root in (ROOT, CHECKOUT):
        if path.startswith(root + os.sep):
            return os.path.relpath(path, root)
    return path.split("site-packages" + os.sep)[-1]


def run_input(
    kind: str, data, options: Options, timeout: float, folder: str | None = None, memory_mb: int = 0
):
    """(outcome or None, finding key or None, report) for one input, stopped after `timeout` seconds
    of CPU time (or WALL_FACTOR times that on the clock, for one that waits) and, with `memory_mb`,
    when it asks for that much memory beyond what the process holds now.

    The key names the crash site: the exception and the innermost frame that raised it (for a
    hang, the printgen function it was stopped in); the report holds the traceback."""
    previous = signal.signal(signal.SIGALRM, _alarm), signal.signal(signal.SIGPROF, _alarm)
    limit = resource.getrlimit(resource.RLIMIT_AS)
    try:
        try:
            limit_memory(memory_mb)
            # the process's own CPU time: a busy machine does not make an input hang
            signal.setitimer(signal.ITIMER_PROF, timeout)
            # one that waits (a FIFO) uses no CPU time
            signal.setitimer(signal.ITIMER_REAL, timeout * WALL_FACTOR)
            return check(kind, data, options, folder), None, ""
        finally:  # before any handler below runs: it may need memory to format the traceback
            resource.setrlimit(resource.RLIMIT_AS, limit)
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.setitimer(signal.ITIMER_PROF, 0)
    except Hang as exc:
        traceback.clear_frames(exc.__traceback__)
        _, mine = crash_site(exc)
        where = mine.split(":")[0] + " in " + mine.split(" in ")[-1] if mine != "-" else kind
        return (
            None,
            f"Hang at {where}",
            f"Hang: no result after {timeout:g} s of CPU time (or {timeout * WALL_FACTOR:g} s "
            "on the clock)\n\n" + "".join(traceback.format_exception(exc)),
        )
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # noqa: BLE001 - every escape is a finding
        # a MemoryError's frames hold what filled the memory
        traceback.clear_frames(exc.__traceback__)
        site, mine = crash_site(exc)
        report = "".join(traceback.format_exception(exc))
        return None, site, f"innermost printgen frame: {mine}\n\n{report}"
    finally:
        signal.signal(signal.SIGALRM, previous[0])
        signal.signal(signal.SIGPROF, previous[1])


# -- the fuzzing loop ----------------------------------------------------------------------
def random_edits(rng: random.Random) -> list[tuple[int, float, int]]:
    # mostly small edits, so many inputs still validate
    count = rng.choice([1, 1, 1, 2, 2, 3, 5, 8])
    return [(rng.randrange(5), rng.random(), rng.randrange(10_000)) for _ in range(count)]


class Fuzzer:
    """Makes inputs of every kind and keeps a corpus per kind: inputs with a new outcome (a new
    set of diagnostic codes, or a stage not reached before) join it, and inputs that reached the
    layout are kept apart, so later mutations start from both."""

    def __init__(self, seed: int, render: float = 0.0, corpus_limit: int = 2000):
        self.rng = random.Random(seed)
        self.render = render
        self.limit = corpus_limit
        self.corpus = {kind: list(seeds(kind)) for kind in KINDS}
        bundled_themes = self.corpus["theme"][:3]
        self.clean = {
            "setup": self.corpus["setup"][:3],
            "game": list(self.corpus["game"]),
            "theme": bundled_themes,
            "font": list(self.corpus["font"]),
            "sheet": list(self.corpus["sheet"]),
            "picture": list(self.corpus["picture"]),
            "scoring": list(self.corpus["scoring"]),
            "play": list(self.corpus["play"]),
        }
        self.seen: dict[str, set] = {kind: set() for kind in KINDS}

    def next_input(self, kind: str) -> tuple[object, Options]:
        rng = self.rng
        options = random_options(
            rng,
            kind,
            1.0
            if kind == "font"
            else min(1.0, self.render * 3)
            if kind == "picture"
            else self.render,
        )
        if kind in BUNDLE_KINDS:
            make = bundles.sheet_bundle if kind == "sheet" else bundles.picture_bundle
            pool = self.clean[kind] if rng.random() < 0.5 else self.corpus[kind]
            if rng.random() < 0.6 or not pool:
                return make(rng), options
            return bundles.mutate_bundle(rng, rng.choice(pool), kind), options
        if kind == "scoring":
            pool = self.clean[kind] if rng.random() < 0.5 else self.corpus[kind]
            if rng.random() < 0.75:
                return scoring.scoring_game(rng, pool), options
            return mutate(rng.choice(pool), random_edits(rng), SCORING_TOKENS), options
        if kind == "play":
            pool = self.clean[kind] if rng.random() < 0.5 else self.corpus[kind]
            if rng.random() < 0.85:
                return play.play_game(rng, pool), options
            return mutate(rng.choice(pool), random_edits(rng), PLAY_TOKENS), options
        if kind == "font":
            start = rng.choice(self.clean["font"] if rng.random() < 0.7 else self.corpus["font"])
            return random_font(rng, start.edits if rng.random() < 0.3 else ()), options
        pool = self.clean[kind] if rng.random() < 0.5 else self.corpus[kind]
        tokens = {"setup": TOKENS, "game": GAME_TOKENS, "theme": THEME_TOKENS}[kind]
        roll = rng.random()
        generate = {"setup": clean_setup, "game": random_game, "theme": random_theme}[kind]
        # well-formed, random values: most reach the layout
        if roll < (0.55 if kind == "setup" else 0.6):
            data = generate(rng)
        elif roll < 0.65 and kind == "setup":  # random values anywhere: most stop at the checks
            data = random_setup(rng)
        elif roll < 0.75:  # one to three values changed in a parsed file
            tree = parse(rng.choice(pool) if rng.random() < 0.5 else generate(rng))
            data = (
                generators.dump(perturb(tree, rng, rng.choice([1, 1, 2, 3])), rng)
                if isinstance(tree, (dict, list))
                else generate(rng)
            )
        else:  # bytes changed
            data = mutate(rng.choice(pool), random_edits(rng), tokens)
        return data, options

    def learn(self, kind: str, data, outcome: Outcome) -> None:
        key = (
            (outcome.stage, outcome.codes)
            if outcome.stage in (DIAGNOSTICS, REFUSED)
            else (outcome.stage,)
        )
        if key in self.seen[kind] or len(self.corpus[kind]) >= self.limit:
            return
        self.seen[kind].add(key)
        self.corpus[kind].append(data)
        if outcome.reached_layout:
            self.clean[kind].append(data)


def run_one(data: bytes, options: Options | None = None, kind: str = "setup") -> str:
    """check, with printgen's own errors counted as a proper outcome; returns the stage."""
    return check(kind, data, options).stage


def check_file(data: bytes, options: Options | None = None) -> str:
    """A setup or game file's stage (kept for callers of the first harness)."""
    return check("setup", data, options).stage
