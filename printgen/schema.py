"""Structure: turns the loader's node tree into the model, reporting every structural problem.

Each message says what was expected and what was found, and the hint says how to fix it.
Parts that cannot be read are left out of the model, so the meaning checks can still run on
the rest and the author sees every problem in one run.
"""

from __future__ import annotations

import difflib
import math
import os
import re

from printgen.diagnostics import ERROR, Diagnostic
from printgen.expr import ExprError, compile_expr
from printgen.loader import Document, Mapping, Node, Pos, Scalar, Sequence, describe, invisible_characters, shorten
from printgen.model import COMBINES, CONDITION_KEYS, READINGS, TEST_KEYS, Clause, Condition, Example, Scoring, Setup, SourceMap, ValueTest

MAX_NUMBER = 1_000_000
MAX_CLAUSES = 20  # a scoring card prints each clause; more would not fit, and checks walk them all
DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX = 1, 6
TOP_KEYS = ("id", "name", "description", "values", "hand", "row", "scoring", "examples")
REQUIRED_TOP = ("name", "hand", "row", "scoring")
SCORING_KEYS = ("reading", "combine", "clauses", "text")
CLAUSE_KEYS = ("points", "if", "text")
EXAMPLE_KEYS = ("row", "card", "position", "points", "note")
RANGE_KEYS = ("min", "max")
_ID = re.compile(r"[a-z0-9][a-z0-9-]{0,39}")
_YAML11_BOOLS = {"yes", "no", "on", "off", "y", "n"}


class _Skip(Exception):
    """A value that could not be read; its problem is already reported."""


class SchemaReader:
    def __init__(self, document: Document):
        self.document = document
        self.diagnostics: list[Diagnostic] = []
        self.values: dict[tuple, Pos] = {}
        self.keys: dict[tuple, Pos] = {}

    # -- reporting -------------------------------------------------------------------------
    def error(self, pos: Pos, code: str, message: str, hint: str) -> None:
        self.diagnostics.append(Diagnostic(self.document.path, pos.line, pos.column, ERROR, code, message, hint))

    def wrong_type(self, node: Node, expected: str, hint: str = "") -> _Skip:
        extra = ""
        if isinstance(node, Scalar) and isinstance(node.value, str) and node.raw.lower() in _YAML11_BOOLS and not node.quoted:
            extra = f"; older YAML tools read {node.raw!r} as {'true' if node.raw.lower() in ('yes', 'on', 'y') else 'false'}"
        self.error(node.pos, "wrong-type", f"expected {expected}, got {describe(node)}{extra}", hint or f"write {expected} here")
        return _Skip()

    # -- generic readers -------------------------------------------------------------------
    def mapping(self, node: Node, path: tuple, allowed: tuple[str, ...], required: tuple[str, ...], what: str) -> dict[str, Node]:
        self.values[path] = node.pos
        if not isinstance(node, Mapping):
            raise self.wrong_type(node, f"a mapping of {what}", f"write {what} as `key: value` lines")
        found: dict[str, Node] = {}
        for key, value in node.items:
            name = key.value if isinstance(key.value, str) else key.raw
            if name not in allowed:
                self.unknown_key(key, name, allowed, what)
                continue
            self.keys[path + (name,)] = key.pos
            self.values[path + (name,)] = value.pos
            found[name] = value
        for name in required:
            if name not in found:
                self.error(node.pos, "missing-key", f"{what} has no `{name}`", f"add `{name}:`; {what} needs {', '.join(required)}")
        return found

    def unknown_key(self, key: Scalar, name: str, allowed: tuple[str, ...], what: str) -> None:
        hidden = invisible_characters(name)
        close = difflib.get_close_matches(name.strip(), allowed, n=1, cutoff=0.6)
        shown = name.encode("unicode_escape").decode("ascii") if hidden else shorten(name)
        if hidden:
            hint = f"the key contains invisible characters ({', '.join(hidden)}); retype it"
        elif close:
            hint = f"did you mean `{close[0]}`?"
        else:
            hint = f"{what} takes: {', '.join(allowed)}"
        self.error(key.pos, "unknown-key", f"unknown key '{shown}' in {what}" if hidden else f"unknown key {shown!r} in {what}", hint)

    def integer(self, node: Node, path: tuple, what: str) -> int:
        self.values[path] = node.pos
        if not isinstance(node, Scalar):
            raise self.wrong_type(node, f"a whole number for {what}", "write a whole number, such as 3")
        value = node.value
        if isinstance(value, bool) or value is None:
            raise self.wrong_type(node, f"a whole number for {what}", "write a whole number, such as 3")
        if isinstance(value, float):
            if math.isnan(value) or math.isinf(value):
                self.error(node.pos, "value-not-whole", f"{what} must be a whole number, got {node.raw}", "write a whole number such as 3")
            else:
                self.error(node.pos, "value-not-whole", f"{what} must be a whole number, got {node.raw}", f"write {round(value)} or another whole number")
            raise _Skip()
        if isinstance(value, str):
            self.not_a_number(node, what)
        if abs(value) > MAX_NUMBER:
            self.error(node.pos, "number-too-large", f"{what} is {shorten(node.raw, 20)}, beyond the limit of {MAX_NUMBER:,}", "use a small whole number")
            raise _Skip()
        return value

    def not_a_number(self, node: Scalar, what: str):
        raw = node.raw.strip()
        if not node.quoted and re.fullmatch(r"[-+]?0[0-9]+", raw):
            self.error(node.pos, "ambiguous-number", f"{raw} has a leading zero, which older YAML tools read as an octal number", f"write {int(raw, 10)} without the leading zero")
        elif not node.quoted and re.fullmatch(r"[-+]?[0-9]+(:[0-5]?[0-9])+", raw):
            self.error(node.pos, "ambiguous-number", f"{raw} is read as a base-60 number by older YAML tools", "write a single whole number, or a list such as [1, 20]")
        elif not node.quoted and re.fullmatch(r"[-+]?[0-9]{31,}", raw):
            self.error(node.pos, "number-too-large", f"{what} is a {len(raw)}-digit number, beyond the limit of {MAX_NUMBER:,}", "use a small whole number")
        else:
            raise self.wrong_type(node, f"a whole number for {what}", "write a whole number, such as 3")
        raise _Skip()

    def text(self, node: Node, path: tuple, what: str) -> str:
        self.values[path] = node.pos
        if not isinstance(node, Scalar) or not isinstance(node.value, str):
            if isinstance(node, Scalar) and node.value is not None and not isinstance(node.value, bool):
                return node.raw
            raise self.wrong_type(node, f"text for {what}", "put the text in quotes")
        return node.value

    def choice(self, node: Node, path: tuple, choices: tuple[str, ...], what: str) -> str:
        value = self.text(node, path, what)
        if value not in choices:
            close = difflib.get_close_matches(value, choices, n=1)
            hint = f"did you mean `{close[0]}`?" if close else f"choose one of: {', '.join(choices)}"
            self.error(node.pos, "bad-choice", f"{what} must be one of {', '.join(choices)}; got {shorten(value)!r}", hint)
            raise _Skip()
        return value

    def int_list(self, node: Node, path: tuple, what: str) -> tuple[int, ...]:
        self.values[path] = node.pos
        if isinstance(node, Scalar) and isinstance(node.value, str) and re.fullmatch(r"[0-9 ,]+", node.raw):
            hint = f"write the values as a list: [{', '.join(re.findall('[0-9]+', node.raw))}]"
            raise self.wrong_type(node, f"a list of whole numbers for {what}", hint)
        if not isinstance(node, Sequence):
            raise self.wrong_type(node, f"a list of whole numbers for {what}", "write the values as a list, such as [1, 2, 3]")
        numbers = []
        for index, item in enumerate(node.items):
            try:
                numbers.append(self.integer(item, path + (index,), f"each value of {what}"))
            except _Skip:
                pass
        if len(numbers) != len(node.items):
            # every bad item is reported; a list without them would shift positions and
            # counts, so later checks would blame the wrong card (or a row "too short")
            raise _Skip()
        return tuple(numbers)

    def optional(self, fields: dict[str, Node], key: str, reader, *args, default=None):
        if key not in fields:
            return default
        try:
            return reader(fields[key], *args)
        except _Skip:
            return default


def read_setup(document: Document) -> tuple[Setup | None, list[Diagnostic]]:
    """The model of a loaded document (None if its core parts are unreadable) and the structural problems."""
    reader = SchemaReader(document)
    root = document.root
    if root is None:
        return None, []
    if not isinstance(root, Mapping):
        reader.error(root.pos, "top-not-mapping", f"a setup is a mapping of keys, but this file holds {describe(root)}", "start the file with keys such as `name:`, `hand:`, `row:` and `scoring:`")
        return None, reader.diagnostics
    try:
        fields = reader.mapping(root, (), TOP_KEYS, REQUIRED_TOP, "a setup")
    except _Skip:
        return None, reader.diagnostics
    setup = _build_setup(reader, fields)
    return setup, reader.diagnostics


def _build_setup(reader: SchemaReader, fields: dict[str, Node]) -> Setup | None:
    path = reader.document.path
    stem = os.path.splitext(os.path.basename(path))[0]
    setup_id = reader.optional(fields, "id", reader.text, ("id",), "the id", default=None)
    if setup_id is not None and not _ID.fullmatch(setup_id):
        reader.error(fields["id"].pos, "bad-id", f"the id {shorten(setup_id)!r} is not a short lowercase name", "use lowercase letters, digits and hyphens, such as `my-setup`")
    if setup_id is None:
        setup_id = re.sub(r"[^a-z0-9-]+", "-", stem.lower()).strip("-") or "setup"
    name = reader.optional(fields, "name", reader.text, ("name",), "the name", default=None)
    description = reader.optional(fields, "description", reader.text, ("description",), "the description", default="")
    value_min, value_max = _read_values(reader, fields)
    hand = reader.optional(fields, "hand", reader.int_list, ("hand",), "the hand", default=None)
    row = reader.optional(fields, "row", reader.int_list, ("row",), "the row", default=None)
    scoring = reader.optional(fields, "scoring", _read_scoring, reader, default=None)
    examples = reader.optional(fields, "examples", _read_examples, reader, row or (), default=())
    if name is None or hand is None or row is None or scoring is None:
        return None
    source = SourceMap(path, reader.values, reader.keys, tuple(reader.document.lines))
    return Setup(setup_id, name, description, value_min, value_max, hand, row, scoring, examples, source)


def _read_values(reader: SchemaReader, fields: dict[str, Node]) -> tuple[int, int]:
    if "values" not in fields:
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    try:
        found = reader.mapping(fields["values"], ("values",), RANGE_KEYS, RANGE_KEYS, "the value range")
        low = reader.integer(found["min"], ("values", "min"), "the lowest card value")
        high = reader.integer(found["max"], ("values", "max"), "the highest card value")
    except (_Skip, KeyError):
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    if low > high or low < 0 or high > 99:
        reader.error(fields["values"].pos, "bad-value-range", f"the value range {low}..{high} is not usable", "card values run from 0 to 99, with min no larger than max")
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    return low, high


def _read_scoring(node: Node, reader: SchemaReader) -> Scoring | None:
    fields = reader.mapping(node, ("scoring",), SCORING_KEYS, ("clauses",), "the scoring")
    reading = reader.optional(fields, "reading", reader.choice, ("scoring", "reading"), READINGS, "the reading", default="either")
    combine = reader.optional(fields, "combine", reader.choice, ("scoring", "combine"), COMBINES, "combine", default="add")
    text = reader.optional(fields, "text", reader.text, ("scoring", "text"), "the scoring text", default=None)
    if "clauses" not in fields:
        raise _Skip()
    clauses_node = fields["clauses"]
    if not isinstance(clauses_node, Sequence):
        raise reader.wrong_type(clauses_node, "a list of clauses", "write each clause as `- points: 1` with an `if:` below it")
    if not clauses_node.items:
        reader.error(clauses_node.pos, "no-clauses", "the scoring has no clauses, so nothing can ever score", "add a clause such as `- {points: 1, if: {difference: 1}}`")
        raise _Skip()
    if len(clauses_node.items) > MAX_CLAUSES:
        reader.error(clauses_node.pos, "too-many-clauses", f"the scoring has {len(clauses_node.items)} clauses; the limit is {MAX_CLAUSES}", "merge clauses, for example with a list of values such as `sum: [5, 7, 9]`")
        raise _Skip()
    clauses = []
    for index, item in enumerate(clauses_node.items):
        try:
            clauses.append(_read_clause(item, reader, ("scoring", "clauses", index), index + 1))
        except _Skip:
            pass
    if len(clauses) != len(clauses_node.items):
        raise _Skip()
    return Scoring(reading, combine, tuple(clauses), text)


def _read_clause(node: Node, reader: SchemaReader, path: tuple, number: int) -> Clause:
    fields = reader.mapping(node, path, CLAUSE_KEYS, ("points", "if"), f"clause {number}")
    points = reader.optional(fields, "points", reader.integer, path + ("points",), f"the points of clause {number}")
    text = reader.optional(fields, "text", reader.text, path + ("text",), f"the text of clause {number}")
    condition = reader.optional(fields, "if", _read_condition, reader, path + ("if",), number)
    if points is None or condition is None:
        raise _Skip()
    return Clause(points, condition, text)


def _read_condition(node: Node, reader: SchemaReader, path: tuple, number: int) -> Condition:
    fields = reader.mapping(node, path, CONDITION_KEYS, (), f"the condition of clause {number}")
    if not fields:
        if isinstance(node, Mapping) and not node.items:
            reader.error(node.pos, "empty-condition", f"clause {number} has an empty condition", f"add a test such as `difference: 1`; tests: {', '.join(CONDITION_KEYS)}")
        raise _Skip()
    tests = {}
    failed = False
    for key in TEST_KEYS:
        if key in fields:
            try:
                tests[key] = _read_test(fields[key], reader, path + (key,), f"`{key}` in clause {number}")
            except _Skip:
                failed = True
    if "equal" in fields:
        equal = fields["equal"]
        reader.values[path + ("equal",)] = equal.pos
        if isinstance(equal, Scalar) and isinstance(equal.value, bool):
            tests["equal"] = equal.value
        else:
            reader.wrong_type(equal, "true or false for `equal`", "write `equal: true` (the pair must match) or `equal: false`")
            failed = True
    if "expr" in fields:
        try:
            tests["expr"] = _read_expr(fields["expr"], reader, path + ("expr",))
        except _Skip:
            failed = True
    if failed:
        raise _Skip()
    return Condition(**tests)


def _read_test(node: Node, reader: SchemaReader, path: tuple, what: str) -> ValueTest:
    reader.values[path] = node.pos
    if isinstance(node, Sequence):
        values = reader.int_list(node, path, what)
        if len(values) != len(node.items):
            raise _Skip()
        if not values:
            reader.error(node.pos, "empty-list", f"{what} lists no values, so it can never hold", "list at least one value")
            raise _Skip()
        return ValueTest(values=tuple(values))
    if isinstance(node, Mapping):
        found = reader.mapping(node, path, RANGE_KEYS, (), f"the range of {what}")
        low = reader.optional(found, "min", reader.integer, path + ("min",), f"the minimum of {what}")
        high = reader.optional(found, "max", reader.integer, path + ("max",), f"the maximum of {what}")
        if ("min" in found and low is None) or ("max" in found and high is None):
            raise _Skip()
        if low is None and high is None:
            reader.error(node.pos, "empty-range", f"the range of {what} has neither min nor max", "write `{min: 1, max: 2}`")
            raise _Skip()
        if low is not None and high is not None and low > high:
            reader.error(node.pos, "empty-range", f"the range of {what} runs from {low} down to {high}, so it holds for no value", "put the smaller number in `min`")
            raise _Skip()
        return ValueTest(min=low, max=high)
    return ValueTest(values=(reader.integer(node, path, what),))


def _read_expr(node: Node, reader: SchemaReader, path: tuple):
    source = reader.text(node, path, "the expression")
    try:
        return compile_expr(source)
    except ExprError as exc:
        single_line = isinstance(node, Scalar) and "\n" not in source and node.pos.line == node.pos.line
        shift = exc.offset + (1 if getattr(node, "quoted", False) else 0) + (len(source) - len(source.lstrip()))
        pos = Pos(node.pos.line, node.pos.column + shift) if single_line else node.pos
        reader.error(pos, "expr-invalid", str(exc), exc.hint or "use left, right, numbers and + - * // %")
        raise _Skip()


def _read_examples(node: Node, reader: SchemaReader, row: tuple[int, ...]) -> tuple[Example, ...]:
    if not isinstance(node, Sequence):
        raise reader.wrong_type(node, "a list of worked examples", "write each example as `- {card: 4, position: 3, points: 1}`")
    examples = []
    for index, item in enumerate(node.items):
        path = ("examples", index)
        try:
            fields = reader.mapping(item, path, EXAMPLE_KEYS, ("card", "position", "points"), f"example {index + 1}")
        except _Skip:
            continue
        what = f"example {index + 1}"
        example_row = reader.optional(fields, "row", reader.int_list, path + ("row",), f"the row of {what}", default=row)
        card = reader.optional(fields, "card", reader.integer, path + ("card",), f"the card of {what}")
        position = reader.optional(fields, "position", reader.integer, path + ("position",), f"the position of {what}")
        points = reader.optional(fields, "points", reader.integer, path + ("points",), f"the points of {what}")
        note = reader.optional(fields, "note", reader.text, path + ("note",), f"the note of {what}")
        if None not in (card, position, points) and example_row is not None:
            examples.append(Example(tuple(example_row), card, position, points, note, index))
    return tuple(examples)
