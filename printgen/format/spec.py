"""File formats described once, as data: the keys of each kind of file, their types, bounds,
choices, defaults, an example where one helps, and what they mean.

One description per format drives three things that must never drift apart:

- the readers: the keys a mapping allows and requires, choices and bounds come from here
  (`spec.at(...)`), so a key the description lacks is an `unknown-key` with a did-you-mean;
- `printgen schema --kind KIND`: a JSON Schema (2020-12) with a description on every key (and
  its example, as `examples`, which editors offer);
- the key reference in the docs (`python -m printgen.kinds.docs > docs/format-reference.md`).

A description is a tree of `Spec`s. `object` has named `Key`s; `map` has keys the author chooses
(deck ids, colour names), each value described by `values`; `array` has `values` for its items;
`words` is a printed text, either one text or one per language.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache

MISSING = object()
SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
SCHEMA_BASE = "https://printgen.github.io/schemas"
WORD_LANGUAGES = ("en", "de")
LANGUAGE_NAMES = {"en": "English", "de": "German"}
# A text may be written as a number (`name: 2024`, `text: 3`): readers take its digits as written,
# so the schema allows both, and a schema-aware editor agrees with `printgen validate`.
TEXT_TYPES = ["string", "number"]


@dataclass(frozen=True, eq=False)
class Spec:
    """What a value in a file may be: its type and its bounds, keys or items."""

    type: str  # object, map, array, string, integer, number, boolean, color, words, choice, any
    description: str = ""
    keys: tuple["Key", ...] = ()
    values: "Spec | None" = None
    choices: tuple = ()
    minimum: float | None = None
    maximum: float | None = None
    min_items: int | None = None
    max_items: int | None = None
    min_length: int | None = None
    max_length: int | None = None
    pattern: str | None = None
    key_pattern: str | None = None
    default: object = field(default=MISSING, compare=False)
    variants: tuple["Spec", ...] = ()
    open_keys: bool = False  # an object whose other keys are checked elsewhere (a theme's sections)
    one_of: tuple[str, ...] = ()  # keys of an object of which it holds exactly one (a block's kind)
    # a value as an author writes it: shown in hints (a missing key, a bad name), the schema and
    # the docs
    example: object = field(default=MISSING, compare=False)
    # `ref`: the name of a described part that may hold itself (steps inside steps), as
    # `define` registered it; its depth is bounded by `max_depth` where it is read
    ref: str | None = None

    def key_names(self) -> tuple[str, ...]:
        return tuple(key.name for key in self.keys)

    def required(self) -> tuple[str, ...]:
        return tuple(key.name for key in self.keys if key.required)

    def key(self, name: str) -> "Spec":
        for key in self.keys:
            if key.name == name:
                return key.spec
        raise KeyError(name)

    def at(self, *path) -> "Spec":
        """The spec at a path of key names; `*` (or any name or index) steps into a map's or array's
        values."""
        spec = self
        for step in path:
            spec = resolved(spec)
            if spec.type in ("map", "array"):
                spec = spec.values
            elif spec.type == "any":
                spec = next(v for v in spec.variants if v.type in ("object", "map", "array"))
                spec = spec.key(step) if spec.type == "object" else spec.values
            else:
                spec = spec.key(step)
        return spec

    def bounds(self) -> tuple[float, float]:
        return self.minimum, self.maximum


@dataclass(frozen=True, eq=False)
class Key:
    """A key of an object: its name, what its value may be, and whether it is required; how a
    message names it, where its description's first words would not do (`called`: {item} and
    {0}, {1}, ... are the entries it is in, as each kind's reader fills them); and where its value
    is read its own way, its own reader (`reader`, "module:function" called as function(reader,
    node, path, what)): a code or wording of its own, or a part read once others are."""

    name: str
    spec: Spec
    required: bool = False
    called: str = ""
    reader: str = ""


def key(name: str, spec: Spec, required: bool = False, called: str = "", reader: str = "") -> Key:
    return Key(name, spec, required, called, reader)


@lru_cache(maxsize=None)  # a reader is looked up once
def own_reader(where: str):
    """The function a key's `reader` names ("module:function")."""
    import importlib

    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


def obj(description: str, *keys: Key, open_keys: bool = False, one_of=()) -> Spec:
    return Spec("object", description, keys=tuple(keys), open_keys=open_keys, one_of=tuple(one_of))


def named(
    description: str,
    values: Spec,
    max_items: int | None = None,
    key_pattern: str | None = None,
    example=MISSING,
) -> Spec:
    return Spec(
        "map",
        description,
        values=values,
        max_items=max_items,
        key_pattern=key_pattern,
        min_items=1,
        example=example,
    )


def array(
    description: str, values: Spec, min_items: int | None = None, max_items: int | None = None
) -> Spec:
    return Spec("array", description, values=values, min_items=min_items, max_items=max_items)


def text(
    description: str,
    min_length: int | None = None,
    max_length: int | None = None,
    pattern: str | None = None,
    default=MISSING,
    example=MISSING,
) -> Spec:
    return Spec(
        "string",
        description,
        min_length=min_length,
        max_length=max_length,
        pattern=pattern,
        default=default,
        example=example,
    )


def integer(
    description: str, minimum: float | None = None, maximum: float | None = None, default=MISSING
) -> Spec:
    return Spec("integer", description, minimum=minimum, maximum=maximum, default=default)


def number(
    description: str, minimum: float | None = None, maximum: float | None = None, default=MISSING
) -> Spec:
    return Spec("number", description, minimum=minimum, maximum=maximum, default=default)


def boolean(description: str, default=MISSING) -> Spec:
    return Spec("boolean", description, default=default)


def color(description: str, default=MISSING) -> Spec:
    return Spec("color", description, default=default)


def choice(description: str, choices, default=MISSING) -> Spec:
    return Spec("choice", description, choices=tuple(choices), default=default)


def words(description: str, max_length: int | None = None, min_length: int | None = None) -> Spec:
    return Spec("words", description, max_length=max_length, min_length=min_length)


def nothing(description: str) -> Spec:
    return Spec("null", description)


def any_of(description: str, *variants: Spec, default=MISSING) -> Spec:
    return Spec("any", description, variants=tuple(variants), default=default)


# Parts that hold themselves (a step's steps), by name: a `ref` names one, `define` gives it.
DEFINITIONS: dict[str, Spec] = {}


def ref(name: str, description: str, max_depth: int) -> Spec:
    """A part described once under `name` (see `define`), which may hold itself at most
    `max_depth` deep."""
    return Spec("ref", description, ref=name, maximum=max_depth)


def define(name: str, spec: Spec) -> Spec:
    DEFINITIONS[name] = spec
    return spec


def resolved(spec: Spec) -> Spec:
    """The description a `ref` names; any other description as it is."""
    return DEFINITIONS[spec.ref] if spec.type == "ref" else spec


def _refs(spec: Spec, found: dict) -> None:
    """Every definition a description reaches, by name, each once."""
    if spec.type == "ref":
        if spec.ref not in found:
            found[spec.ref] = DEFINITIONS[spec.ref]
            _refs(DEFINITIONS[spec.ref], found)
        return
    for k in spec.keys:
        _refs(k.spec, found)
    if spec.values is not None:
        _refs(spec.values, found)
    for variant in spec.variants:
        _refs(variant, found)


# -- JSON Schema --------------------------------------------------------------------------------
def _plain(value):
    return list(value) if isinstance(value, tuple) else value


def json_schema(spec: Spec, kind: str, title: str) -> dict:
    """The format as a JSON Schema (2020-12) with a stable `$id`, for editors' YAML language
    servers."""
    body = _schema(spec)
    found: dict = {}
    _refs(spec, found)
    if found:
        body["$defs"] = {name: _schema(part) for name, part in found.items()}
    return {
        "$schema": SCHEMA_DIALECT,
        "$id": f"{SCHEMA_BASE}/{kind}.schema.json",
        "title": title,
        **body,
    }


def _object_schema(spec: Spec, text_types) -> dict:
    out: dict = {
        "type": "object",
        "properties": {k.name: _schema(k.spec) for k in spec.keys},
        "additionalProperties": spec.open_keys,
    }
    if spec.required():
        out["required"] = list(spec.required())
    if spec.one_of:  # exactly one of them: each alternative is a schema only it satisfies
        out["oneOf"] = [{"required": [name]} for name in spec.one_of]
    return out


def _map_schema(spec: Spec, text_types) -> dict:
    out = {"type": "object", "additionalProperties": _schema(spec.values)}
    if spec.key_pattern:
        out["propertyNames"] = {"pattern": spec.key_pattern}
    return out


def _words_schema(spec: Spec, text_types) -> dict:
    limit = {
        key: value
        for key, value in (("minLength", spec.min_length), ("maxLength", spec.max_length))
        if value is not None
    }
    one = {"type": text_types, "description": "one text for every language", **limit}
    per = {
        lang: {"type": text_types, "description": f"the text in {LANGUAGE_NAMES[lang]}", **limit}
        for lang in WORD_LANGUAGES
    }
    each = {
        "type": "object",
        "description": "the text in each language",
        "properties": per,
        "additionalProperties": False,
        "minProperties": 1,
    }
    return {"oneOf": [one, each]}


def _any_schema(spec: Spec, text_types) -> dict:
    # beside a number, a text is only text: the reader takes a number as the number
    numeric = any(variant.type in ("integer", "number") for variant in spec.variants)
    return {
        "oneOf": [
            _schema(variant, "string" if numeric else text_types) for variant in spec.variants
        ]
    }


# The JSON Schema of each type of description, beside what every type has (its description,
# example, bounds and default)
_SCHEMA_OF_TYPE = {
    "object": _object_schema,
    "map": _map_schema,
    "array": lambda spec, text_types: {"type": "array", "items": _schema(spec.values)},
    "string": lambda spec, text_types: {"type": text_types},
    **{
        plain: (lambda spec, text_types: {"type": spec.type})
        for plain in ("integer", "number", "boolean", "null")
    },
    "color": lambda spec, text_types: {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"},
    "choice": lambda spec, text_types: {"enum": list(spec.choices)},
    "words": _words_schema,
    "any": _any_schema,
}


def _schema(spec: Spec, text_types=TEXT_TYPES) -> dict:
    if spec.type == "ref":
        return {"description": spec.description, "$ref": f"#/$defs/{spec.ref}"}
    out: dict = {"description": spec.description} if spec.description else {}
    if spec.example is not MISSING:
        out["examples"] = [spec.example]
    kind = spec.type
    out.update(_SCHEMA_OF_TYPE[kind](spec, text_types))
    for name, value in (
        ("minimum", spec.minimum),
        ("maximum", spec.maximum),
        ("minItems", spec.min_items if kind == "array" else None),
        ("maxItems", spec.max_items if kind == "array" else None),
        ("minProperties", spec.min_items if kind == "map" else None),
        ("maxProperties", spec.max_items if kind == "map" else None),
        ("minLength", spec.min_length if kind == "string" else None),
        ("maxLength", spec.max_length if kind == "string" else None),
        ("pattern", spec.pattern),
    ):
        if value is not None:
            out[name] = value
    if spec.default is not MISSING:
        out["default"] = _plain(spec.default)
    return out


# -- the key reference ----------------------------------------------------------------------------
def type_words(spec: Spec) -> str:
    """A description's type in words, for the key reference and for readers' messages."""
    kind = spec.type
    if kind == "ref":
        return f"`{spec.ref}` (below)"
    if kind == "choice":
        return "one of " + ", ".join(f"`{c}`" for c in spec.choices)
    if kind == "words":
        return "text, or text per language"
    if kind == "map":
        return "mapping of your own names"
    if kind == "array":
        return f"list of {type_words(spec.values)}"
    if kind == "any":
        return " or ".join(type_words(v) for v in spec.variants)
    if kind == "color":
        return "colour `#rrggbb`"
    return {"object": "mapping", "string": "text", "null": "nothing"}.get(kind, kind)


def _number(value: float) -> str:
    return f"{int(value):,}" if float(value).is_integer() else f"{value:g}"


def _span(low, high, unit: str) -> str:
    if low is not None and high is not None:
        return (
            f"{_number(low)}{unit}" if low == high else f"{_number(low)} to {_number(high)}{unit}"
        )
    return f"at least {_number(low)}{unit}" if low is not None else f"at most {_number(high)}{unit}"


def _limits(spec: Spec) -> str:
    if spec.type == "ref":
        return f"at most {_number(spec.maximum)} deep"
    parts = []
    if spec.minimum is not None or spec.maximum is not None:
        parts.append(_span(spec.minimum, spec.maximum, ""))
    if spec.type in ("array", "map") and (spec.min_items is not None or spec.max_items is not None):
        parts.append(_span(spec.min_items, spec.max_items, " entries"))
    if spec.max_length is not None:
        parts.append(f"at most {spec.max_length} characters")
    if spec.one_of:
        parts.append("exactly one of " + ", ".join(f"`{name}`" for name in spec.one_of))
    if spec.default is not MISSING:
        parts.append(f"default `{_plain(spec.default)}`")
    return "; ".join(parts)


_PLAIN_TEXT = re.compile(r"[A-Za-z](?:[A-Za-z0-9 _-]*[A-Za-z0-9_-])?")  # no space at an end
_READ_AS_OTHER = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}


def example_text(value) -> str:
    """An example value written as a file writes it, in YAML's one-line form: `my-game`,
    `{Card: "{name}", Count: "{count}"}`, `[15, 30]`. Text that YAML would read as something else,
    or that holds its punctuation, is quoted."""
    if isinstance(value, dict):
        inner = ", ".join(f"{example_text(k)}: {example_text(v)}" for k, v in value.items())
        return "{" + inner + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(example_text(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        plain = _PLAIN_TEXT.fullmatch(value) and value.lower() not in _READ_AS_OTHER
        return value if plain else json.dumps(value, ensure_ascii=False)
    return str(value)


def _rows(spec: Spec, path: str, required: bool) -> list[str]:
    rows = []
    if path:
        mark = " (required)" if required else ""
        cell = lambda text: text.replace("|", "\\|")  # noqa: E731
        meaning = spec.description
        if spec.example is not MISSING:
            meaning += f" (for example `{example_text(spec.example)}`)"
        rows.append(
            f"| `{path}`{mark} | {cell(type_words(spec))} | {cell(_limits(spec))} | "
            f"{cell(meaning)} |"
        )
    if spec.type == "object":
        for k in spec.keys:
            rows += _rows(k.spec, f"{path}.{k.name}" if path else k.name, k.required)
    elif spec.type == "map":
        rows += _rows_inside(spec.values, f"{path}.NAME")
    elif spec.type == "array":
        rows += _rows_inside(spec.values, f"{path}[]")
    elif spec.type == "any":
        for variant in spec.variants:
            if variant.type in ("object", "map", "array"):
                rows += _rows_inside(variant, path)
    return rows


def _rows_inside(spec: Spec, path: str) -> list[str]:
    if spec.type == "object":
        return [row for k in spec.keys for row in _rows(k.spec, f"{path}.{k.name}", k.required)]
    if spec.type in ("map", "array", "any"):
        return _rows(spec, path, False)[1:] if spec.type != "any" else _rows(spec, path, False)[1:]
    return []


def key_reference(spec: Spec, title: str, intro: str) -> str:
    lines = [f"## {title}", "", intro, "", "| key | type | limits | meaning |", "|---|---|---|---|"]
    found: dict = {}
    _refs(spec, found)
    lines += _rows(spec, "", False)
    for name, part in found.items():
        lines += [
            "",
            f"### `{name}`",
            "",
            f"{part.description}; the rows of `{name}` hold `{name}` again where they say so.",
            "",
            "| key | type | limits | meaning |",
            "|---|---|---|---|",
            *_rows(part, name, False)[1:],
        ]
    return "\n".join(lines) + "\n"
