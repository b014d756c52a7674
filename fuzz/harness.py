"""What the fuzzers feed printgen, and what they require of it.

Inputs are well-formed setups with random values (`random_setup`), and setups mutated at the byte level: bundled setups and the catalogue's bad inputs as
seeds, then tokens that have broken YAML loaders before (anchors, tags, brackets, tabs, NUL,
odd encodings, YAML 1.1 numbers, hostile expressions) inserted, spliced, or bytes flipped.

The one property: only printgen's own outcomes escape. A file becomes diagnostics (each at a
line and column inside the file, printable as UTF-8), or a PrintgenError; and a setup that
validates clean can be described (`show`) and planned into kit pages (`build --dump-plan`) with
any print options, again ending in pages or a PrintgenError. Any other exception is a bug.
"""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass

from printgen.diagnostics import format_json, format_text
from printgen.errors import PrintgenError
from printgen.validation import validate_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEED_FOLDERS = [os.path.join(ROOT, "setups"), os.path.join(ROOT, "tests", "catalogue", "inputs")]

TOKENS = [
    b"&a ", b"*a", b"!!python/object/apply:os.system ", b"!!binary ", b"!!set ", b"!x ", b"<<: ", b"? ",
    b"[", b"]", b"{", b"}", b", ", b": ", b"- ", b"---\n", b"...\n", b"%YAML 1.1\n", b"#", b"|\n", b">-\n",
    b"'", b'"', b"\t", b"\r", b"\r\n", b"\n", b"  ", b"\x00", b"\x07", b"\xff", b"\xfe\xff", b"\xef\xbb\xbf",
    "\u200b".encode(), "\u00a0".encode(), "\u202e".encode(), "日本".encode(), "𝔘".encode(),
    b'"\\ud800"', b'"\\e[31m"', b'"\\x00"',
    b"no", b"on", b"010", b"1:20", b"0x1f", b"#ff0000", b".nan", b"-.inf", b"1e400", b"-0", b"+1", b"1.0",
    b"99999999999999999999999999999", b"1000001", b"-1", b"0", b"100",
    b"name: ", b"hand: ", b"row: ", b"scoring:\n  clauses:\n", b"values: {min: 0, max: 99}\n", b"examples:\n",
    b"points: ", b"if: ", b"sum: ", b"difference: ", b"rise: ", b"left: ", b"right: ", b"equal: ",
    b"{min: 3, max: 1}", b"combine: first\n", b"reading: left-to-right\n", b"text: ",
    b'expr: "left // (right - left)"', b'expr: "left % 0 == 1"', b'expr: "left ** 2"', b'expr: "left.__class__"',
    b'expr: "max(left, right) * 1000000 * 1000000"', b'expr: "abs(left - right) == 1"',
    b"<font color=red>", b"<img src=x/>", b"&amp;", b"<b>",
]


LINE_BREAKS = (b"\n", b"\r", "\x85".encode(), "\u2028".encode(), "\u2029".encode())


def seeds() -> list[bytes]:
    found = []
    for folder in SEED_FOLDERS:
        for name in sorted(os.listdir(folder)):
            if name.endswith((".yaml", ".yml")):
                with open(os.path.join(folder, name), "rb") as handle:
                    found.append(handle.read())
    return found


def mutate(data: bytes, edits: list[tuple[int, float, int]]) -> bytes:
    """Applies edits (kind, where as a fraction of the length, token or byte) to `data`."""
    for kind, where, value in edits:
        at = int(where * len(data))
        token = TOKENS[value % len(TOKENS)]
        if kind == 0:  # insert a token
            data = data[:at] + token + data[at:]
        elif kind == 1:  # replace a stretch with a token
            data = data[:at] + token + data[at + len(token):]
        elif kind == 2:  # delete a few bytes
            data = data[:at] + data[at + 1 + value % 8:]
        elif kind == 3:  # set one byte
            data = data[:at] + bytes([value % 256]) + data[at + 1:]
        else:  # duplicate a line, so keys repeat and nesting changes
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            end = len(data) if end < 0 else end + 1
            data = data[:end] + data[start:end] + data[end:]
    return data


EXPRESSIONS = ["left + right == 7", "abs(left - right) % 2 == 0", "left // right > 1", "left % (right - 1) == 0", "left > right",
               "max(left, right) - min(left, right) == 2", "not left == right", "(left * right) % 3 == 0 if left > 2 else right == 1",
               "left * 1000 * 1000 > right", "-left < -right"]


def random_setup(rng) -> bytes:
    """A setup whose structure is right and whose values are anything: it reaches the checks, engine and builder."""
    import yaml

    low, high = rng.choice([(1, 6), (1, 6), (0, 6), (0, 9), (1, 12), (0, 99)])
    number = lambda: rng.choice([rng.randint(low, high), rng.randint(-2, high + 2), 0, 7, 13])  # noqa: E731
    setup = {"name": rng.choice(["Fz", "<b>Fz", "Ünïcode 日本", "x" * rng.randint(1, 60)]),
             "hand": [rng.randint(low, high) for _ in range(rng.randint(1, 21))],
             "row": [rng.randint(low, high) for _ in range(rng.randint(1, 21))],
             "scoring": {"reading": rng.choice(["either", "left-to-right"]), "combine": rng.choice(["add", "first"]),
                         "clauses": [_random_clause(rng, number) for _ in range(rng.randint(1, 6))]}}
    if (low, high) != (1, 6):
        setup["values"] = {"min": low, "max": high}
    if rng.random() < 0.6:
        setup["examples"] = [{"row": [rng.randint(low, high) for _ in range(rng.randint(0, 8))], "card": number(), "position": rng.randint(-1, 9), "points": rng.randint(0, 9)} for _ in range(rng.randint(1, 3))]
    return yaml.safe_dump(setup, default_flow_style=rng.random() < 0.5, allow_unicode=True).encode("utf-8")


def _random_clause(rng, number) -> dict:
    condition = {}
    for key in ("difference", "sum", "rise", "left", "right"):
        if rng.random() < 0.25:
            condition[key] = rng.choice([number(), [number() for _ in range(rng.randint(0, 3))], {"min": number()}, {"max": number()}, {"min": number(), "max": number()}])
    if rng.random() < 0.2:
        condition["equal"] = rng.random() < 0.5
    if rng.random() < 0.25:
        condition["expr"] = rng.choice(EXPRESSIONS)
    clause = {"points": rng.choice([1, 1, 2, 3, 0]), "if": condition or {"sum": 7}}
    if rng.random() < 0.8:
        clause["text"] = rng.choice(["t", "the pair <i>matches</i>", "y" * 80])
    return clause


@dataclass(frozen=True)
class Options:
    """Print options for the planning step, chosen by the fuzzer."""

    players: int = 4
    paper: str = "a4"
    card: str = "poker"
    bleed_mm: float = 0.0
    gutter_mm: float = 0.0
    backs: bool = False
    phone: bool = False
    materials: tuple[str, ...] = ()


def check_file(data: bytes, options: Options | None = None) -> str:
    """Validates `data` and everything downstream of a clean setup; returns how far it got.

    Raises AssertionError when a diagnostic is malformed or a Python warning escapes (it would
    reach the user's terminal); lets any exception that is not a PrintgenError through, for the
    fuzzer to report.
    """
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        stage = _check_file(data, options)
    escaped = [f"{w.category.__name__}: {w.message}" for w in caught if not issubclass(w.category, (DeprecationWarning, PendingDeprecationWarning))]
    assert not escaped, escaped
    return stage


def _check_file(data: bytes, options: Options | None) -> str:
    report = validate_text(data, "fuzz.yaml")
    last_line = sum(data.count(mark) for mark in LINE_BREAKS) + 2  # the end of the stream may follow the last break
    for diagnostic in report.diagnostics:
        assert 1 <= diagnostic.line <= last_line and diagnostic.column >= 1, diagnostic
        format_text(diagnostic, report.lines).encode("utf-8")
    format_json(report.diagnostics).encode("utf-8")
    if not report.ok:
        return "diagnostics"
    if report.setup is None:  # a game file among the seeds: read and checked above; this harness plans setups
        return "described"
    from printgen.neighbours.describe import describe_setup

    describe_setup(report.setup).encode("utf-8")
    if options is None:
        return "described"
    return plan_kit(report.setup, options)


def plan_kit(setup, options: Options) -> str:
    """The builder's planning step (what `printgen build --dump-plan` prints), for one setup."""
    from printgen.kit.print_options import print_options
    from printgen.layout.plan import dump_plan
    from printgen.neighbours.kind import build

    try:
        printing = print_options(options.paper, options.card, options.bleed_mm, options.gutter_mm, True, options.backs)
        kit = build([setup], [], printing, {"players": options.players, "only": options.materials, "page_format": "phone" if options.phone else "print"})
        dump_plan(list(kit.pages)).encode("utf-8")
    except PrintgenError:
        return "refused by the builder"
    return "planned"


def run_one(data: bytes, options: Options | None = None) -> str:
    """check_file, with printgen's own errors counted as a proper outcome."""
    try:
        return check_file(data, options)
    except PrintgenError:
        return "printgen error"
