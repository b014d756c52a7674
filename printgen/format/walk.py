"""Reading a value by its format description: the one reader a format's keys need when the
description already says everything structural (allowed and required keys, types, bounds,
choices, defaults, texts per language).

`read_spec(reader, node, spec, path, what)` walks a loader node against a `format.Spec` and
returns plain values (dicts, lists, whole numbers, text, `Words`), recording every key's and
value's position in the reader, so checks can report at the line of the value they question.
Every structural problem is reported with the same codes and hints as the hand-written readers
(unknown-key with did-you-mean, missing-key, wrong-type, out-of-bounds, bad-choice, bad-id).
A value that cannot be read raises `Skip` after its problem is reported; an object or list
reports every bad part before it gives up. A part may be read its own way (a code or wording of its
own, a bound its checks report): by the reader its key names (`Key.reader`), else by what the
kind's reader gives for it (`part_reader(spec, path)`); every other part is read by the
description.
"""

from __future__ import annotations

import re
from functools import partial

from printgen.format.reader import MAX_ITEMS, Skip
from printgen.format.spec import MISSING, Spec, example_text, own_reader, resolved
from printgen.read.loader import Mapping, Node, Scalar, Sequence, shorten

_SCALAR_TYPES = ("string", "integer", "number", "boolean", "choice", "color", "words", "null")


def read_spec(reader, node: Node, spec: Spec, path: tuple, what: str, naming=None) -> object:
    """The value of `node` as `spec` describes it (see the module's docstring). `naming(key,
    path)` says how a message names a key (its description's first words unless given)."""
    read = _READ_BY_TYPE.get(spec.type)
    if read is None:  # a description this reader does not know: a bug in the format
        raise NotImplementedError(f"read_spec has no reader for {spec.type!r}")
    return read(reader, node, spec, path, what, naming or _what)


def _any(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> object:
    return read_spec(reader, node, _variant(reader, node, spec, what), path, what, naming)


def _array(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> list:
    items = reader.items_of(
        node, path, what, spec.max_items if spec.max_items is not None else MAX_ITEMS
    )
    if spec.min_items and len(items) < spec.min_items:
        reader.error(
            node.pos,
            "missing-key",
            f"{what} needs at least {spec.min_items} entr{'y' if spec.min_items == 1 else 'ies'}",
            f"add {what}, one `- ` line each",
        )
        raise Skip()
    out, bad = [], False
    for index, item in enumerate(items):
        try:
            out.append(
                _part(reader, item, spec.values, path + (index,), f"{what} {index + 1}", naming)
            )
        except Skip:
            bad = True
    if bad:
        raise Skip()
    return out


def _integer(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> int:
    low, high = spec.bounds()
    if low is None and high is None:
        return reader.integer(node, path, what)
    return reader.bounded(
        node,
        path,
        what,
        int(low if low is not None else -reader_limit()),
        int(high if high is not None else reader_limit()),
    )


def _number(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> float:
    low, high = spec.bounds()
    return reader.number(
        node,
        path,
        what,
        low if low is not None else -reader_limit(),
        high if high is not None else reader_limit(),
    )


def _words(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> object:
    found = reader.words(node, path, what)
    for language, text in getattr(found, "texts", ()):
        shown = what if language == "*" else f"{what} in {language}"
        reader.length(node, text, shown, spec.min_length, spec.max_length)
    return found


def _boolean(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> bool:
    reader.values[path] = node.pos
    if not isinstance(node, Scalar) or not isinstance(node.value, bool):
        raise reader.wrong_type(node, f"true or false for {what}", "write true or false")
    return node.value


def _string(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> str:
    value = reader.text(node, path, what)
    reader.length(node, value, what, spec.min_length, spec.max_length)
    if spec.pattern and not re.fullmatch(spec.pattern, value):
        such_as = "" if spec.example is MISSING else f", such as `{example_text(spec.example)}`"
        reader.error(
            node.pos,
            "bad-id",
            f"{what} {shorten(value)!r} is not a short lowercase name",
            f"use lowercase letters, digits, hyphens and underscores{such_as}",
        )
        raise Skip()
    return value


def read_key(reader, fields: dict, spec: Spec, name: str, path: tuple, what: str, default=MISSING):
    """Key `name` of the object `spec` describes, read from a mapping's `fields` by its description;
    when it is absent or unreadable (reported), `default`, else the description's default, else
    None."""
    fallback = spec.key(name).default if default is MISSING else default
    fallback = None if fallback is MISSING else fallback
    if name not in fields:
        return fallback
    try:
        return read_spec(reader, fields[name], spec.key(name), path, what)
    except Skip:
        return fallback


def read_fields(reader, node: Node, spec: Spec, path: tuple, what: str, naming=None) -> dict:
    """The keys of an object that read well, each by its description (the bad ones reported and
    left out, so what is good can still be checked beyond its structure: a theme's fonts); an
    object key is read the same way, one level down."""
    naming = naming or _what
    fields = reader.fields_of(node, path, spec, what)
    out = {}
    for key in spec.keys:
        if key.name not in fields:
            continue
        where, named = path + (key.name,), naming(key, path + (key.name,))
        own = _own(reader, key.spec, where, key)
        try:
            if own is not None:
                out[key.name] = own(fields[key.name], where, named)
            elif key.spec.type == "object":
                out[key.name] = read_fields(
                    reader, fields[key.name], key.spec, where, named, naming
                )
            else:
                out[key.name] = read_spec(reader, fields[key.name], key.spec, where, named, naming)
        except Skip:
            continue
    return out


def _own(reader, spec: Spec, path: tuple, key=None):
    """The function that reads a part its own way, if any: the key's own reader, else the way
    the kind's reader has for it (`SchemaReader.part_reader`); None to read it by its
    description."""
    if key is not None and key.reader:
        return partial(own_reader(key.reader), reader)
    return reader.part_reader(spec, path)


def _part(reader, node: Node, spec: Spec, path: tuple, what: str, naming, key=None) -> object:
    """A part of a value: read its own way where it has one (`_own`), else by its description."""
    own = _own(reader, spec, path, key)
    if own is not None:
        return own(node, path, what)
    return read_spec(reader, node, spec, path, what, naming)


def reader_limit() -> int:
    from printgen.format.reader import MAX_NUMBER

    return MAX_NUMBER


def _object(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> dict:
    fields = reader.fields_of(node, path, spec, what)
    if any(name not in fields for name in spec.required()):
        raise Skip()  # reported by mapping()
    out, bad = {}, False
    for key in spec.keys:
        if key.name in fields:
            try:
                out[key.name] = _part(
                    reader,
                    fields[key.name],
                    key.spec,
                    path + (key.name,),
                    naming(key, path + (key.name,)),
                    naming,
                    key,
                )
            except Skip:
                bad = True
        elif key.spec.default is not MISSING:
            out[key.name] = key.spec.default
    if bad:
        raise Skip()
    return out


def _what(key, path: tuple = ()) -> str:
    """How a key is named in a message: its description's first words, lowercased ("the points")."""
    text = key.spec.description.split(",")[0].split(";")[0].split("(")[0].split(":")[0].strip()
    if not text or len(text) > 48:
        return f"`{key.name}`"
    return text[0].lower() + text[1:]


def _map(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> dict:
    """A mapping of the author's own keys: names (ids), or whole numbers where the key pattern says
    so (a table's counts); a key that is a whole number stays one (a number attribute's values)."""
    reader.values[path] = node.pos
    if not isinstance(node, Mapping) or not node.items:
        each = "at least one of" if isinstance(node, Mapping) else "each of"
        raise reader.wrong_type(
            node, f"a mapping of {what}", f"write {each} {what} as `name: value`"
        )
    limit = spec.max_items if spec.max_items is not None else MAX_ITEMS
    if len(node.items) > limit:
        reader.error(
            node.pos,
            "too-many-items",
            f"{what} has {len(node.items)} entries; the limit is {limit}",
            "a printed kit cannot show more; split it",
        )
        raise Skip()
    out, bad = {}, False
    for key, value in node.items:
        name = key.value
        if not _good_map_key(reader, key, spec, what):
            bad = True
            continue
        reader.keys[path + (name,)] = key.pos
        try:
            out[name] = _part(reader, value, spec.values, path + (name,), f"{what}: {name}", naming)
        except Skip:
            bad = True
    if bad:
        raise Skip()
    return out


def _good_map_key(reader, key: Scalar, spec: Spec, what: str) -> bool:
    """A key of a mapping of the author's own keys as its description allows: a whole number
    where the key pattern says so (a table's counts), else a name matching the pattern; a bad
    one is reported."""
    name = key.value
    if bool(spec.key_pattern) and spec.key_pattern.startswith("^[0-9]"):
        if isinstance(name, bool) or not isinstance(name, int) or name < 0 or name > 999:
            reader.error(
                key.pos,
                "wrong-type",
                f"each key of {what} is a whole number from 0 to 999, not {shorten(key.raw)!r}",
                "write each row as `COUNT: POINTS`, such as `3: 6`",
            )
            return False
        return True
    bad_name = None
    if isinstance(name, bool) or name is None or not isinstance(name, (int, str)):
        bad_name = key.raw
    elif isinstance(name, str) and spec.key_pattern and not re.fullmatch(spec.key_pattern, name):
        bad_name = name
    if bad_name is not None:
        reader.error(
            key.pos,
            "bad-id",
            f"the name {shorten(bad_name)!r} is not a short lowercase name",
            "use lowercase letters, digits, hyphens and underscores",
        )
        return False
    return True


def _variant(reader, node: Node, spec: Spec, what: str) -> Spec:
    """The variant of an `any` description that the node's shape asks for: a list, a mapping, or a
    scalar (a whole number for a number variant, text for a choice or text)."""
    variants = spec.variants
    if isinstance(node, Sequence):
        found = [v for v in variants if v.type == "array"]
    elif isinstance(node, Mapping):
        found = [v for v in variants if v.type in ("object", "map", "words")]
    else:
        value = node.value if isinstance(node, Scalar) else None
        scalars = [v for v in variants if v.type in _SCALAR_TYPES]
        if isinstance(value, bool):
            found = [v for v in scalars if v.type == "boolean"]
        elif isinstance(value, (int, float)):
            found = [v for v in scalars if v.type in ("integer", "number")]
        else:
            found = [v for v in scalars if v.type not in ("integer", "number", "boolean")]
        found = found or scalars
    if not found:
        from printgen.format.spec import type_words

        raise reader.wrong_type(node, f"{type_words(spec)} for {what}")
    return found[0]


# How each type of description is read: (reader, node, spec, path, what, naming) -> the value
def _ref(reader, node: Node, spec: Spec, path: tuple, what: str, naming) -> object:
    """A part described once under a name, read by that description; nested in itself at most
    the depth its `ref` allows (a list of steps inside a step inside ...)."""
    depths = reader.__dict__.setdefault("_ref_depths", {})
    depth = depths.get(spec.ref, 0)
    if depth >= spec.maximum:
        reader.error(
            node.pos,
            "too-deep",
            f"{what} is nested {depth + 1} deep; at most {int(spec.maximum)} is allowed",
            "write the steps out one level up, or split them into cases of one `first:`",
        )
        raise Skip()
    depths[spec.ref] = depth + 1
    try:
        return read_spec(reader, node, resolved(spec), path, what, naming)
    finally:
        depths[spec.ref] = depth


_READ_BY_TYPE = {
    "ref": _ref,
    "any": _any,
    "object": _object,
    "map": _map,
    "array": _array,
    "integer": _integer,
    "number": _number,
    "choice": lambda reader, node, spec, path, what, naming: reader.choice(
        node, path, spec.choices, what
    ),
    "words": _words,
    "color": lambda reader, node, spec, path, what, naming: reader.color(node, path, what),
    "boolean": _boolean,
    "string": _string,
}

__all__ = ["read_fields", "read_key", "read_spec"]
