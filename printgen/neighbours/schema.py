"""Structure: turns the loader's node tree into the model, reporting every structural problem.

Each message says what was expected and what was found, and the hint says how to fix it.
Parts that cannot be read are left out of the model, so the meaning checks can still run on
the rest and the author sees every problem in one run.
"""

from __future__ import annotations

import os
import re

from printgen.diagnostics import Diagnostic
from printgen.loader import Document, Mapping, Node, Pos, Scalar, Sequence, describe, shorten
from printgen.expr import ExprError, compile_expr
from printgen.neighbours.format import CLAUSE, CONDITION, DEFAULT_VALUES, EXAMPLE, SETUP_FORMAT
from printgen.format import LANGUAGE_NAMES, WORD_LANGUAGES
from printgen.neighbours.model import (
    ANY_LANGUAGE,
    CONDITION_KEYS,
    TEST_KEYS,
    Clause,
    Condition,
    Example,
    Scoring,
    Setup,
    ValueTest,
    text_in,
)
from printgen.reader import SchemaReader, Skip
from printgen.source import SourceMap

# Keys, required keys and limits come from the one description of the format.
DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX = DEFAULT_VALUES
TOP_KEYS, REQUIRED_TOP = SETUP_FORMAT.key_names(), SETUP_FORMAT.required()
SCORING_KEYS, REQUIRED_SCORING = (
    SETUP_FORMAT.at("scoring").key_names(),
    SETUP_FORMAT.at("scoring").required(),
)
CLAUSE_KEYS, REQUIRED_CLAUSE = CLAUSE.key_names(), CLAUSE.required()
EXAMPLE_KEYS, REQUIRED_EXAMPLE = EXAMPLE.key_names(), EXAMPLE.required()
RANGE_KEYS = SETUP_FORMAT.at("values").key_names()
MAX_CLAUSES = SETUP_FORMAT.at("scoring", "clauses").max_items
MAX_REASON = SETUP_FORMAT.at("acknowledge", "*").max_length
_ID = re.compile(SETUP_FORMAT.key("id").pattern.strip("^$"))


def read_setup(document: Document) -> tuple[Setup | None, list[Diagnostic]]:
    """The model of a loaded document (None if its core parts are unreadable) and the structural
    problems."""
    reader = SchemaReader(document)
    reader.own_texts = []  # (path, texts) of every text the setup prints, in each language given
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
    try:
        fields = reader.mapping(root, (), TOP_KEYS, REQUIRED_TOP, "a setup")
    except Skip:
        return None, reader.diagnostics
    setup = _build_setup(reader, fields)
    return setup, reader.diagnostics


def _build_setup(reader: SchemaReader, fields: dict[str, Node]) -> Setup | None:
    path = reader.document.path
    stem = os.path.splitext(os.path.basename(path))[0]
    setup_id = reader.optional(fields, "id", reader.text, ("id",), "the id", default=None)
    if setup_id is not None and not _ID.fullmatch(setup_id):
        reader.error(
            fields["id"].pos,
            "bad-id",
            f"the id {shorten(setup_id)!r} is not a short lowercase name",
            "use lowercase letters, digits and hyphens, such as `my-setup`",
        )
    if setup_id is None:
        setup_id = re.sub(r"[^a-z0-9-]+", "-", stem.lower()).strip("-") or "setup"
    name = reader.optional(fields, "name", _read_words, reader, ("name",), "the name", default=None)
    if name is not None and not name.strip():
        reader.error(
            fields["name"].pos,
            "empty-name",
            "the name is empty",
            "give the setup a name; every card and sheet of the kit prints it",
        )
        name = None
    description = reader.optional(
        fields, "description", _read_words, reader, ("description",), "the description", default=""
    )
    languages = reader.optional(fields, "languages", _read_languages, reader, default=())
    value_min, value_max = _read_values(reader, fields)
    hand = reader.optional(fields, "hand", reader.int_list, ("hand",), "the hand", default=None)
    row = reader.optional(fields, "row", reader.int_list, ("row",), "the row", default=None)
    scoring = reader.optional(fields, "scoring", _read_scoring, reader, default=None)
    examples = reader.optional(fields, "examples", _read_examples, reader, row or (), default=())
    acknowledged = reader.optional(fields, "acknowledge", _read_acknowledged, reader, default=())
    if name is None or hand is None or row is None or scoring is None:
        return None
    source = SourceMap(path, reader.values, reader.keys, tuple(reader.document.lines))
    return Setup(
        setup_id,
        name,
        description,
        value_min,
        value_max,
        hand,
        row,
        scoring,
        examples,
        source,
        languages,
        tuple(reader.own_texts),
        acknowledged,
    )


def _read_words(node: Node, reader: SchemaReader, path: tuple, what: str) -> str:
    """A printed text: one for every language, or `{en: ..., de: ...}`; its English (else first)
    wording, the others kept in `reader.own_texts` for a kit in another language."""
    if isinstance(node, Mapping):
        reader.values[path] = node.pos
        fields = reader.mapping(node, path, WORD_LANGUAGES, (), f"the languages of {what}")
        texts = []
        for language in WORD_LANGUAGES:
            if language in fields:
                try:
                    texts.append(
                        (
                            language,
                            reader.text(
                                fields[language],
                                path + (language,),
                                f"{what} in {LANGUAGE_NAMES[language]}",
                            ),
                        )
                    )
                except Skip:
                    pass
        if not texts:
            if not node.items:
                reader.error(
                    node.pos,
                    "missing-key",
                    f"{what} has no wording in any language",
                    "write `{en: ..., de: ...}` or one text for every language",
                )
            raise Skip()
        texts = tuple(texts)
    else:
        texts = ((ANY_LANGUAGE, reader.text(node, path, what)),)
    reader.own_texts.append((path, texts))
    return text_in(texts, "en")


def _read_acknowledged(node: Node, reader: SchemaReader) -> tuple[tuple[str, str], ...]:
    """`acknowledge: {code: reason}`: warnings the author keeps, each with a reason (the codes are
    checked against the warnings there are by the `acknowledge-not-a-warning` check)."""
    if not isinstance(node, Mapping):
        raise reader.wrong_type(
            node,
            "a mapping of warning codes to reasons",
            "write `acknowledge: {seat-unfair: the rules seat the first player by chance}`",
        )
    reader.values[("acknowledge",)] = node.pos
    found = []
    for key, value in node.items:
        code = key.value if isinstance(key.value, str) else key.raw
        path = ("acknowledge", code)
        reader.keys[path] = key.pos
        try:
            reason = reader.text(value, path, f"the reason for acknowledging {shorten(code)}")
        except Skip:
            continue
        if not reason.strip():
            reader.error(
                value.pos,
                "empty-reason",
                f"the warning {shorten(code)} is acknowledged without a reason",
                "say why the warning is true and kept, in a sentence",
            )
            continue
        if len(reason) > MAX_REASON:
            reader.error(
                value.pos,
                "reason-too-long",
                f"the reason for acknowledging {shorten(code)} is {len(reason)} characters "
                f"long; at most {MAX_REASON}",
                "say it in a sentence or two; the docs or the rules can say more",
            )
            continue
        found.append((code, reason.strip()))
    if not node.items:
        reader.error(
            node.pos,
            "empty-list",
            "`acknowledge` names no warnings",
            "write `acknowledge: {code: reason}`, or leave the key out",
        )
    return tuple(found)


def _read_languages(node: Node, reader: SchemaReader) -> tuple[str, ...]:
    if not isinstance(node, Sequence):
        raise reader.wrong_type(node, "a list of languages", "write `languages: [en, de]`")
    spec = SETUP_FORMAT.key("languages")
    items = reader.items_of(node, ("languages",), "languages", spec.max_items)
    found = []
    for index, item in enumerate(items):
        try:
            found.append(reader.choice_by(item, ("languages", index), spec.values, "a language"))
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


def _read_values(reader: SchemaReader, fields: dict[str, Node]) -> tuple[int, int]:
    if "values" not in fields:
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    spec = SETUP_FORMAT.key("values")
    try:
        found = reader.fields_of(fields["values"], ("values",), spec, "the value range")
    except Skip:
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    low, high = (
        reader.optional(found, end, reader.bounded_by, ("values", end), what, spec.key(end))
        for end, what in (("min", "the lowest card value"), ("max", "the highest card value"))
    )
    if low is None or high is None:  # each end reported where it stands
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    if low > high:
        lowest, highest = (int(bound) for bound in spec.key("min").bounds())
        reader.error(
            fields["values"].pos,
            "bad-value-range",
            f"the value range {low}..{high} is not usable",
            f"card values run from {lowest} to {highest}, with min no larger than max",
        )
        return DEFAULT_VALUE_MIN, DEFAULT_VALUE_MAX
    return low, high


def _read_scoring(node: Node, reader: SchemaReader) -> Scoring | None:
    fields = reader.mapping(node, ("scoring",), SCORING_KEYS, REQUIRED_SCORING, "the scoring")
    reading_spec, combine_spec = (
        SETUP_FORMAT.at("scoring", "reading"),
        SETUP_FORMAT.at("scoring", "combine"),
    )
    reading = reader.optional(
        fields,
        "reading",
        reader.choice,
        ("scoring", "reading"),
        reading_spec.choices,
        "the reading",
        default=reading_spec.default,
    )
    combine = reader.optional(
        fields,
        "combine",
        reader.choice,
        ("scoring", "combine"),
        combine_spec.choices,
        "combine",
        default=combine_spec.default,
    )
    text = reader.optional(
        fields, "text", _read_words, reader, ("scoring", "text"), "the scoring text", default=None
    )
    if "clauses" not in fields:
        raise Skip()
    clauses_node = fields["clauses"]
    if not isinstance(clauses_node, Sequence):
        raise reader.wrong_type(
            clauses_node,
            "a list of clauses",
            "write each clause as `- points: 1` with an `if:` below it",
        )
    if not clauses_node.items:
        reader.error(
            clauses_node.pos,
            "no-clauses",
            "the scoring has no clauses, so nothing can ever score",
            "add a clause such as `- {points: 1, if: {difference: 1}}`",
        )
        raise Skip()
    if len(clauses_node.items) > MAX_CLAUSES:
        reader.error(
            clauses_node.pos,
            "too-many-clauses",
            f"the scoring has {len(clauses_node.items)} clauses; the limit is {MAX_CLAUSES}",
            "merge clauses, for example with a list of values such as `sum: [5, 7, 9]`",
        )
        raise Skip()
    clauses = []
    for index, item in enumerate(clauses_node.items):
        try:
            clauses.append(_read_clause(item, reader, ("scoring", "clauses", index), index + 1))
        except Skip:
            pass
    if len(clauses) != len(clauses_node.items):
        raise Skip()
    return Scoring(reading, combine, tuple(clauses), text)


def _read_clause(node: Node, reader: SchemaReader, path: tuple, number: int) -> Clause:
    fields = reader.mapping(node, path, CLAUSE_KEYS, REQUIRED_CLAUSE, f"clause {number}")
    points = reader.optional(
        fields, "points", reader.integer, path + ("points",), f"the points of clause {number}"
    )
    text = reader.optional(
        fields, "text", _read_words, reader, path + ("text",), f"the text of clause {number}"
    )
    condition = reader.optional(fields, "if", _read_condition, reader, path + ("if",), number)
    if points is None or condition is None:
        raise Skip()
    return Clause(points, condition, text)


def _read_condition(node: Node, reader: SchemaReader, path: tuple, number: int) -> Condition:
    fields = reader.mapping(
        node, path, CONDITION.key_names(), (), f"the condition of clause {number}"
    )
    if not fields:
        if isinstance(node, Mapping) and not node.items:
            reader.error(
                node.pos,
                "empty-condition",
                f"clause {number} has an empty condition",
                f"add a test such as `difference: 1`; tests: {', '.join(CONDITION_KEYS)}",
            )
        raise Skip()
    tests = {}
    failed = False
    for key in TEST_KEYS:
        if key in fields:
            try:
                tests[key] = _read_test(
                    fields[key], reader, path + (key,), f"`{key}` in clause {number}"
                )
            except Skip:
                failed = True
    if "equal" in fields:
        equal = fields["equal"]
        reader.values[path + ("equal",)] = equal.pos
        if isinstance(equal, Scalar) and isinstance(equal.value, bool):
            tests["equal"] = equal.value
        else:
            reader.wrong_type(
                equal,
                "true or false for `equal`",
                "write `equal: true` (the pair must match) or `equal: false`",
            )
            failed = True
    if "expr" in fields:
        try:
            tests["expr"] = _read_expr(fields["expr"], reader, path + ("expr",))
        except Skip:
            failed = True
    if failed:
        raise Skip()
    return Condition(**tests)


def _read_test(node: Node, reader: SchemaReader, path: tuple, what: str) -> ValueTest:
    reader.values[path] = node.pos
    if isinstance(node, Sequence):
        values = reader.int_list(node, path, what)
        if len(values) != len(node.items):
            raise Skip()
        if not values:
            reader.error(
                node.pos,
                "empty-list",
                f"{what} lists no values, so it can never hold",
                "list at least one value",
            )
            raise Skip()
        return ValueTest(values=tuple(values))
    if isinstance(node, Mapping):
        found = reader.mapping(node, path, RANGE_KEYS, (), f"the range of {what}")
        low = reader.optional(
            found, "min", reader.integer, path + ("min",), f"the minimum of {what}"
        )
        high = reader.optional(
            found, "max", reader.integer, path + ("max",), f"the maximum of {what}"
        )
        if ("min" in found and low is None) or ("max" in found and high is None):
            raise Skip()
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
    return ValueTest(values=(reader.integer(node, path, what),))


def _read_expr(node: Node, reader: SchemaReader, path: tuple):
    source = reader.text(node, path, "the expression")
    try:
        return compile_expr(source)
    except ExprError as exc:
        single_line = (
            isinstance(node, Scalar) and "\n" not in source and node.pos.line == node.pos.line
        )
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


def _read_examples(node: Node, reader: SchemaReader, row: tuple[int, ...]) -> tuple[Example, ...]:
    if not isinstance(node, Sequence):
        raise reader.wrong_type(
            node,
            "a list of worked examples",
            "write each example as `- {card: 4, position: 3, points: 1}`",
        )
    examples = []
    for index, item in enumerate(node.items):
        path = ("examples", index)
        try:
            fields = reader.mapping(
                item, path, EXAMPLE_KEYS, REQUIRED_EXAMPLE, f"example {index + 1}"
            )
        except Skip:
            continue
        what = f"example {index + 1}"
        example_row = reader.optional(
            fields, "row", reader.int_list, path + ("row",), f"the row of {what}", default=row
        )
        card = reader.optional(
            fields, "card", reader.integer, path + ("card",), f"the card of {what}"
        )
        position = reader.optional(
            fields, "position", reader.integer, path + ("position",), f"the position of {what}"
        )
        points = reader.optional(
            fields,
            "points",
            reader.integer,
            path + ("points",),
            f"the points of {what}",
            EXAMPLE.key("points").maximum,
        )
        note = reader.optional(
            fields, "note", _read_words, reader, path + ("note",), f"the note of {what}"
        )
        if None not in (card, position, points) and example_row is not None:
            examples.append(Example(tuple(example_row), card, position, points, note, index))
    return tuple(examples)
