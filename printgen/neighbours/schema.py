"""Structure: turns the loader's node tree into the model, reporting every structural problem.

A setup is read by its format description (printgen.neighbours.format) with the reader every kind
uses (printgen.format.walk): allowed and required keys, types, choices, defaults and the bounds the
reader reports all come from there, so a plain key is one entry in the description and one field
of the model. A key named in messages by more than its description's first words says so on its
key (`called`), and a part read its own way names its reader there (`reader`: the functions
`read_*` below, each with its reason). What is left here is what no description says: the id
taken from the file name, the texts kept in each language, compiled expressions, and the model
built from what was read.

Each message says what was expected and what was found, and the hint says how to fix it.
Parts that cannot be read are left out of the model, so the meaning checks can still run on
the rest and the author sees every problem in one run.
"""

from __future__ import annotations

import os
import re

from printgen.core.diagnostics import Diagnostic
from printgen.format.reader import SchemaReader, Skip
from printgen.format.spec import LANGUAGE_NAMES, WORD_LANGUAGES
from printgen.format.walk import read_fields, read_spec
from printgen.neighbours.format import CLAUSE, CONDITION, DEFAULT_VALUES, EXAMPLE, SETUP_FORMAT
from printgen.neighbours.model import (
    ANY_LANGUAGE,
    CONDITION_KEYS,
    Clause,
    Condition,
    Example,
    Scoring,
    Setup,
    ValueTest,
    text_in,
)
from printgen.read.expr import ExprError, compile_expr
from printgen.read.loader import Document, Mapping, Node, Pos, Scalar, Sequence, describe, shorten
from printgen.read.source import SourceMap

MAX_CLAUSES = SETUP_FORMAT.at("scoring", "clauses").max_items
MAX_REASON = SETUP_FORMAT.at("acknowledge", "*").max_length
_ID = re.compile(SETUP_FORMAT.key("id").pattern.strip("^$"))
_ITEMS = {"clauses": "clause", "examples": "example"}  # a list's entry, as a message names it


def read_setup(document: Document) -> tuple[Setup | None, list[Diagnostic]]:
    """The model of a loaded document (None if its core parts are unreadable) and the structural
    problems."""
    reader = SetupReader(document)
    root = document.root
    if root is None:
        return None, []
    if not isinstance(root, Mapping):
        reader.error(
            root.pos,
            "top-not-mapping",
            f"a setup is a mapping of keys, but this file holds {describe(root)}",
            "start the file with keys such as `name:`, `hand:`, `row:` and `scoring:`",
        )
        return None, reader.diagnostics
    found = read_fields(reader, root, SETUP_FORMAT, (), "a setup", name_of)
    return _build_setup(reader, found), reader.diagnostics


def name_of(key, path: tuple) -> str:
    """How a message names the key at `path`: as its key says (`called`), else "the KEY", or
    "the KEY of ITEM" in an entry of a list; {item} is the clause or the example it is in
    ("clause 2")."""
    entry = next((i for i in range(len(path) - 1, 0, -1) if isinstance(path[i], int)), None)
    item = f"{_ITEMS[path[entry - 1]]} {path[entry] + 1}" if entry is not None else ""
    named = key.called or ("the {key} of {item}" if item else "the {key}")
    return named.format(key=key.name.replace("_", " "), item=item)


class SetupReader(SchemaReader):
    """The reader every kind uses, keeping every text the setup prints in each language it is given
    in (`own_texts`), and reading a list of card values as the meaning checks need it."""

    def __init__(self, document: Document):
        super().__init__(document)
        self.own_texts: list[tuple[tuple, tuple]] = []  # (path, ((language, text), ...))

    def part_reader(self, spec, path: tuple):
        if spec.type == "array" and spec.values.type == "integer":
            # the hand, the row and an example's row: their lengths and values are the meaning
            # checks' (hand-empty, row-too-short, too-many-cards, value-out-of-range)
            return self.int_list
        return None

    def words(self, node: Node, path: tuple, what: str) -> str:
        """A printed text: one for every language, or `{en: ..., de: ...}`; its English (else
        first) wording, each language's kept in `own_texts` for a kit in another language. Its
        length is the checks' (name-too-long)."""
        if not isinstance(node, Mapping):
            texts = ((ANY_LANGUAGE, self.text(node, path, what)),)
        else:
            fields = self.mapping(node, path, WORD_LANGUAGES, (), f"the languages of {what}")
            texts = []
            for language in (language for language in WORD_LANGUAGES if language in fields):
                shown = f"{what} in {LANGUAGE_NAMES[language]}"
                try:
                    texts.append((language, self.text(fields[language], path + (language,), shown)))
                except Skip:
                    pass
            if not texts:
                if not node.items:
                    self.error(
                        node.pos,
                        "missing-key",
                        f"{what} has no wording in any language",
                        "write `{en: ..., de: ...}` or one text for every language",
                    )
                raise Skip()
            texts = tuple(texts)
        self.own_texts.append((path, texts))
        return text_in(texts, "en")


# -- the model ------------------------------------------------------------------------------------
def _build_setup(reader: SetupReader, found: dict) -> Setup | None:
    setup_id = found.get("id")
    if setup_id is None:  # none given, or not text
        stem = os.path.splitext(os.path.basename(reader.document.path))[0]
        setup_id = re.sub(r"[^a-z0-9-]+", "-", stem.lower()).strip("-") or "setup"
    name = found.get("name")
    if name is not None and not name.strip():
        reader.error(
            reader.values[("name",)],
            "empty-name",
            "the name is empty",
            "give the setup a name; every card and sheet of the kit prints it",
        )
        name = None
    value_range = _value_range(reader, found.get("values", {}))
    scoring = _scoring(found.get("scoring", {}))
    if name is None or "hand" not in found or "row" not in found or scoring is None:
        return None
    row = found["row"]
    return Setup(
        setup_id,
        name,
        found.get("description", ""),
        *value_range,
        found["hand"],
        row,
        scoring,
        tuple(_example(index, fields, row) for index, fields in found.get("examples", ())),
        SourceMap(reader.document.path, reader.values, reader.keys, tuple(reader.document.lines)),
        found.get("languages", ()),
        tuple(reader.own_texts),
        found.get("acknowledge", ()),
    )


def _scoring(found: dict) -> Scoring | None:
    if "clauses" not in found:
        return None
    spec = SETUP_FORMAT.key("scoring")
    reading, combine = (found.get(key, spec.key(key).default) for key in ("reading", "combine"))
    return Scoring(reading, combine, found["clauses"], found.get("text"))


def _value_range(reader: SetupReader, found: dict) -> tuple[int, int]:
    """The card values (each end reported where it stands when it cannot be read); a range that
    runs backwards is what no description of its ends says."""
    if "min" not in found or "max" not in found:
        return DEFAULT_VALUES
    low, high = found["min"], found["max"]
    if low > high:
        lowest, highest = (int(bound) for bound in SETUP_FORMAT.at("values", "min").bounds())
        reader.error(
            reader.values[("values",)],
            "bad-value-range",
            f"the value range {low}..{high} is not usable",
            f"card values run from {lowest} to {highest}, with min no larger than max",
        )
        return DEFAULT_VALUES
    return low, high


def _example(index: int, found: dict, row: tuple[int, ...]) -> Example:
    example_row = tuple(found.get("row", row))
    return Example(
        example_row, found["card"], found["position"], found["points"], found.get("note"), index
    )


# -- the parts read their own way -----------------------------------------------------------------
def read_id(reader: SetupReader, node: Node, path: tuple, what: str) -> str:
    """The id names the kit's files: a bad one is reported with a hint that shows a good one (empty
    and too long included, as the pattern says), and is kept; the file name gives the id only
    when none is given."""
    setup_id = reader.text(node, path, what)
    if not _ID.fullmatch(setup_id):
        reader.error(
            node.pos,
            "bad-id",
            f"the id {shorten(setup_id)!r} is not a short lowercase name",
            "use lowercase letters, digits and hyphens, such as `my-setup`",
        )
    return setup_id


def read_languages(reader: SetupReader, node: Node, path: tuple, what: str) -> tuple[str, ...]:
    """A language that is not known is left out and the others kept; an empty list says so."""
    if not isinstance(node, Sequence):
        raise reader.wrong_type(node, "a list of languages", "write `languages: [en, de]`")
    spec = SETUP_FORMAT.key("languages")
    found = []
    for index, item in enumerate(reader.items_of(node, path, "languages", spec.max_items)):
        try:
            found.append(read_spec(reader, item, spec.values, path + (index,), "a language"))
        except Skip:
            pass
    if not node.items:
        reader.error(
            node.pos,
            "empty-list",
            "the setup lists no languages",
            "write `languages: [en]` or `[en, de]`, or leave the key out",
        )
    return tuple(dict.fromkeys(found))


def read_clauses(reader: SetupReader, node: Node, path: tuple, what: str) -> tuple[Clause, ...]:
    """No clauses and too many have codes of their own (no-clauses, too-many-clauses); a clause
    that cannot be read leaves the rule unreadable."""
    if not isinstance(node, Sequence):
        raise reader.wrong_type(
            node, "a list of clauses", "write each clause as `- points: 1` with an `if:` below it"
        )
    if not node.items:
        reader.error(
            node.pos,
            "no-clauses",
            "the scoring has no clauses, so nothing can ever score",
            "add a clause such as `- {points: 1, if: {difference: 1}}`",
        )
        raise Skip()
    if len(node.items) > MAX_CLAUSES:
        reader.error(
            node.pos,
            "too-many-clauses",
            f"the scoring has {len(node.items)} clauses; the limit is {MAX_CLAUSES}",
            "merge clauses, for example with a list of values such as `sum: [5, 7, 9]`",
        )
        raise Skip()
    clauses = []
    for index, item in enumerate(node.items):
        try:
            found = read_fields(
                reader, item, CLAUSE, path + (index,), f"clause {index + 1}", name_of
            )
        except Skip:
            continue
        if "points" in found and "if" in found:
            clauses.append(Clause(found["points"], found["if"], found.get("text")))
    if len(clauses) != len(node.items):
        raise Skip()
    return tuple(clauses)


def read_condition(reader: SetupReader, node: Node, path: tuple, what: str) -> Condition:
    """Every test given must hold, so a test that cannot be read leaves the condition unreadable;
    an empty one says so."""
    tests = read_spec(reader, node, CONDITION, path, what, name_of)
    if not tests:
        if isinstance(node, Mapping) and not node.items:
            reader.error(
                node.pos,
                "empty-condition",
                f"clause {path[2] + 1} has an empty condition",
                f"add a test such as `difference: 1`; tests: {', '.join(CONDITION_KEYS)}",
            )
        raise Skip()
    return Condition(**tests)


def read_test(reader: SetupReader, node: Node, path: tuple, what: str) -> ValueTest:
    """A number, a list of numbers or a range: a list or range that holds for no value says so."""
    variants = {variant.type: variant for variant in CONDITION.key(path[-1]).variants}
    reader.values[path] = node.pos
    if isinstance(node, Sequence):
        values = reader.int_list(node, path, what)
        if not values:
            reader.error(
                node.pos,
                "empty-list",
                f"{what} lists no values, so it can never hold",
                "list at least one value",
            )
            raise Skip()
        return ValueTest(values=values)
    if not isinstance(node, Mapping):
        return ValueTest(values=(read_spec(reader, node, variants["integer"], path, what),))
    ends = read_spec(reader, node, variants["object"], path, f"the range of {what}", name_of)
    low, high = ends.get("min"), ends.get("max")
    if low is None and high is None:
        reader.error(
            node.pos,
            "empty-range",
            f"the range of {what} has neither min nor max",
            "write `{min: 1, max: 2}`",
        )
        raise Skip()
    if low is not None and high is not None and low > high:
        reader.error(
            node.pos,
            "empty-range",
            f"the range of {what} runs from {low} down to {high}, so it holds for no value",
            "put the smaller number in `min`",
        )
        raise Skip()
    return ValueTest(min=low, max=high)


def read_equal(reader: SetupReader, node: Node, path: tuple, what: str) -> bool:
    """Its hint says what each value means."""
    reader.values[path] = node.pos
    if not isinstance(node, Scalar) or not isinstance(node.value, bool):
        raise reader.wrong_type(
            node,
            "true or false for `equal`",
            "write `equal: true` (the pair must match) or `equal: false`",
        )
    return node.value


def read_expr(reader: SetupReader, node: Node, path: tuple, what: str):
    """Compiled, with the problem at its column; its length is the expression's own limit."""
    source = reader.text(node, path, what)
    try:
        return compile_expr(source)
    except ExprError as exc:
        single_line = isinstance(node, Scalar) and "\n" not in source
        shift = (
            exc.offset
            + (1 if getattr(node, "quoted", False) else 0)
            + (len(source) - len(source.lstrip()))
        )
        pos = Pos(node.pos.line, node.pos.column + shift) if single_line else node.pos
        reader.error(
            pos, "expr-invalid", str(exc), exc.hint or "use left, right, numbers and + - * // %"
        )
        raise Skip()


def read_examples(reader: SetupReader, node: Node, path: tuple, what: str) -> tuple:
    """Each example is kept or left out on its own, as (index, its keys); the model is made once
    the starting row, its default row, is known."""
    if not isinstance(node, Sequence):
        raise reader.wrong_type(
            node,
            "a list of worked examples",
            "write each example as `- {card: 4, position: 3, points: 1}`",
        )
    examples = []
    for index, item in enumerate(node.items):
        try:
            found = read_fields(
                reader, item, EXAMPLE, path + (index,), f"example {index + 1}", name_of
            )
        except Skip:
            continue
        if all(key in found for key in EXAMPLE.required()):
            examples.append((index, found))
    return tuple(examples)


def read_whole_number(reader: SetupReader, node: Node, path: tuple, what: str) -> int:
    """A whole number whose bounds the meaning checks report (points-not-positive,
    value-out-of-range, example-position)."""
    return reader.integer(node, path, what)


def read_acknowledged(reader: SetupReader, node: Node, path: tuple, what: str) -> tuple:
    """`acknowledge: {code: reason}`: warnings the author keeps, each with a reason (the codes are
    checked against the warnings there are by the `acknowledge-not-a-warning` check); a reason
    that is empty or too long has a code of its own, and leaves out only its warning."""
    if not isinstance(node, Mapping):
        raise reader.wrong_type(
            node,
            "a mapping of warning codes to reasons",
            "write `acknowledge: {seat-unfair: the rules seat the first player by chance}`",
        )
    reader.values[path] = node.pos
    found = []
    for key, value in node.items:
        code = key.value if isinstance(key.value, str) else key.raw
        where = path + (code,)
        reader.keys[where] = key.pos
        try:
            reason = reader.text(value, where, f"the reason for acknowledging {shorten(code)}")
        except Skip:
            continue
        if not reason.strip():
            reader.error(
                value.pos,
                "empty-reason",
                f"the warning {shorten(code)} is acknowledged without a reason",
                "say why the warning is true and kept, in a sentence",
            )
        elif len(reason) > MAX_REASON:
            reader.error(
                value.pos,
                "reason-too-long",
                f"the reason for acknowledging {shorten(code)} is {len(reason)} characters "
                f"long; at most {MAX_REASON}",
                "say it in a sentence or two; the docs or the rules can say more",
            )
        else:
            found.append((code, reason.strip()))
    if not node.items:
        reader.error(
            node.pos,
            "empty-list",
            "`acknowledge` names no warnings",
            "write `acknowledge: {code: reason}`, or leave the key out",
        )
    return tuple(found)
