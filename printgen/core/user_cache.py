"""A per-user cache of what is slow to work out and the same for the same input: what
reportlab's TrueType parser makes of a font file (render/pdf.py), and the tree the loader reads
from a YAML file (loader.py).

reportlab parses the whole character map, the advance widths and the glyph locations of every
font it embeds, in pure Python, on every build; and reading YAML needs PyYAML, whose import alone
costs more than reading the bundled files. Both results are kept as JSON, never pickled, so a
damaged or planted cache file can make a value wrong but can never run anything; anything
unexpected in it is treated as no entry at all, and the input is read again.

An entry is named by a SHA-256 of its input together with this cache's format and the versions of
the code that read it (`entry_key`), so an edited file or a new reader never meets an old entry.
Entries are written to a temporary file beside them and moved into place, so a reader sees a
whole entry or none; at most `MAX_ENTRIES` of each kind are kept. The folder is
`PRINTGEN_CACHE_DIR` if set (empty turns the cache off), else the platform's per-user cache
folder; when it cannot be made or written, commands go on without it. Nothing is ever written
outside it.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import os
import re
import sys
from array import array
from itertools import accumulate

FORMAT = 2
MAX_ENTRIES = 64
MAX_ENTRY_BYTES = 32 * 1024 * 1024
_KEY = re.compile(r"[0-9a-f]{64}")
_SCALARS = frozenset((type(None), bool, int, float, str))
# the arrays of numbers a column can be (array type codes) and the bytes of each number here:
# whole numbers of 1, 2, 4 and 8 bytes, and fractions of 8, on every common machine (the sizes
# are part of every entry's key, so a machine whose sizes differ never reads these entries)
_WIDTH = {code: array(code).itemsize for code in ("b", "h", "i", "q", "d")}
_WHOLE = ("b", "h", "i", "q")


_KINDS = frozenset(("fonts", "yaml"))


def cache_folder(kind: str) -> str | None:
    """The folder entries of `kind` are kept in, or None when there is no cache."""
    if kind not in _KINDS:
        raise ValueError(f"no cache of {kind!r}")
    given = os.environ.get("PRINTGEN_CACHE_DIR")
    if given is not None:
        return os.path.join(given, kind) if given else None
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA", "")
    elif sys.platform == "darwin":
        base = os.path.expanduser("~/Library/Caches")
    else:  # the XDG rule: a relative XDG_CACHE_HOME is ignored
        base = os.environ.get("XDG_CACHE_HOME", "")
        if not os.path.isabs(base):
            base = os.path.expanduser("~/.cache")
    if not os.path.isabs(base):  # no home folder to speak of
        return None
    return os.path.join(base, "printgen", kind)


def entry_key(data: bytes, reader: str) -> str:
    """The name of the entry for `data` as read by `reader` (its name and version)."""
    sizes = "".join(f"{code}{width}" for code, width in _WIDTH.items())
    digest = hashlib.sha256(f"printgen cache {FORMAT} {sizes}\0{reader}\0".encode())
    digest.update(data)
    return digest.hexdigest()


def load(kind: str, key: str, named=bytes):
    """The value `store` kept under `key`, or None (no entry, or one that cannot be trusted to
    be whole). `named(text)` makes the bytes-with-text values (font names) that were kept."""
    try:
        data = load_json(kind, key)
        return None if data is None else unpack(data, named)
    except (ValueError, TypeError, KeyError, RecursionError):
        return None


def load_json(kind: str, key: str):
    """The JSON data `store_json` kept under `key`, or None; the caller checks its shape."""
    folder = cache_folder(kind)
    if folder is None or not _KEY.fullmatch(key):
        return None
    try:
        with open(os.path.join(folder, key + ".json"), "rb") as handle:
            text = handle.read(MAX_ENTRY_BYTES + 1)
        if len(text) > MAX_ENTRY_BYTES:
            return None
        entry = json.loads(text)
        if not (
            isinstance(entry, dict)
            and entry.get("format") == FORMAT
            and entry.get("key") == key
            and "value" in entry
        ):
            return None
        return entry["value"]
    except (OSError, ValueError, RecursionError):
        return None


def store(kind: str, key: str, value) -> None:
    """Keeps `value` (plain values, lists, tuples, dicts and bytes: see `pack`) under `key`."""
    if cache_folder(kind) is None:  # the cache is off: nothing to pack the value for
        return
    try:
        data = pack(value)
    except (TypeError, RecursionError):  # a value the format cannot keep
        return
    store_json(kind, key, data)


def store_json(kind: str, key: str, data) -> None:
    """Keeps JSON data under `key` if the folder can be written; any failure leaves no entry."""
    folder = cache_folder(kind)
    if folder is None or not _KEY.fullmatch(key):
        return
    try:
        text = json.dumps(
            {"format": FORMAT, "key": key, "value": data}, separators=(",", ":")
        ).encode("ascii")
    except (TypeError, ValueError, RecursionError):  # a value the format cannot keep
        return
    if len(text) > MAX_ENTRY_BYTES:
        return
    final = os.path.join(folder, key + ".json")
    temporary = os.path.join(folder, f".{key}.{os.getpid()}.tmp")
    try:
        os.makedirs(folder, mode=0o700, exist_ok=True)
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(text)
            os.replace(temporary, final)
        finally:
            if os.path.lexists(temporary):
                os.unlink(temporary)
        _prune(folder)
    except OSError:
        return


def _prune(folder: str) -> None:
    """Removes the oldest entries past `MAX_ENTRIES` (fonts tried once and dropped)."""
    entries = []
    for name in os.listdir(folder):
        if name.endswith(".json") and _KEY.fullmatch(name[:-5]):
            path = os.path.join(folder, name)
            entries.append((os.stat(path).st_mtime_ns, path))
    for _, path in sorted(entries)[:-MAX_ENTRIES]:
        os.unlink(path)


def pack(value):
    """`value` as JSON-able data that says its own types: None, bools, numbers and text as they
    are; lists, tuples and dicts (any keys) tagged, their items kept as columns; bytes tagged,
    and bytes that also carry their text (reportlab's font names) with both."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list:
        return {"l": _column(value)}
    if kind is tuple:
        return {"t": _column(value)}
    if kind is dict:
        return {"k": _column(list(value)), "v": _column(list(value.values()))}
    if kind is bytes:
        return {"b": value.decode("latin-1")}
    if isinstance(value, bytes) and isinstance(getattr(value, "ustr", None), str):
        return {"b": bytes(value).decode("latin-1"), "n": value.ustr}
    raise TypeError(f"cannot keep a {kind.__name__}")


def _column(items: list):
    """Items as a column: whole numbers all alike as one array of the fewest bytes a number that
    holds them all (1, 2, 4 or 8), fractions as one of 8-byte numbers (base64 text), whole numbers
    with a few fractions as an array of each and one of the fractions' places; other plain
    values as one JSON list; lists or tuples of plain values (a font's glyph lists and metrics)
    as a column of their lengths and one of their items; else each packed. A font's thousands of
    entries so load as a few short arrays, not thousands of objects."""
    types = set(map(type, items))
    if items and types == {int}:
        low, high = min(items), max(items)
        for code in _WHOLE:
            bound = 1 << (8 * _WIDTH[code] - 1)
            if -bound <= low and high < bound:
                return {code: _array(code, items)}
    if items and types == {float}:
        return {"d": _array("d", items)}
    if types == {int, float}:  # whole numbers and a few fractions (a font's metrics)
        at = [i for i, item in enumerate(items) if type(item) is float]
        whole = _column([0 if type(item) is float else item for item in items])
        if 2 * len(at) <= len(items) and _arrayed(whole, *_WHOLE):
            fractions = [items[i] for i in at]
            return {"whole": whole, "at": _column(at), "fractions": _column(fractions)}
    if types <= _SCALARS:
        return items
    for kind, tag in ((list, "lists"), (tuple, "tuples")):
        if types == {kind} and all(_plain(item) for item in items):
            flat = [x for item in items for x in item]
            return {tag: _column([len(item) for item in items]), "flat": _column(flat)}
    return {"items": [pack(item) for item in items]}


def _array(code: str, items: list) -> str:
    numbers = array(code, items)
    if sys.byteorder == "big":  # kept little-endian, whatever machine reads it
        numbers.byteswap()
    return base64.b64encode(numbers.tobytes()).decode("ascii")


def _numbers(code: str, text) -> list:
    if type(text) is not str:
        raise ValueError("an array that is not text")
    numbers = array(code)
    numbers.frombytes(binascii.a2b_base64(text, strict_mode=True))
    if sys.byteorder == "big":
        numbers.byteswap()
    return numbers.tolist()


def _plain(items) -> bool:
    return set(map(type, items)) <= _SCALARS


def unpack(data, named=bytes):
    """The value `pack` made `data` from; ValueError or TypeError for anything it never makes."""
    if type(data) in _SCALARS:
        return data
    if type(data) is not dict:
        raise ValueError("untagged value")
    keys = data.keys()
    if keys == {"l"}:
        return _items(data["l"], named)
    if keys == {"t"}:
        return tuple(_items(data["t"], named))
    if keys == {"k", "v"}:
        names, values = _items(data["k"], named), _items(data["v"], named)
        if len(names) != len(values):
            raise ValueError("keys and values differ in number")
        return dict(zip(names, values))
    if keys == {"b"} and type(data["b"]) is str:
        return data["b"].encode("latin-1")
    if keys == {"b", "n"} and type(data["b"]) is str and type(data["n"]) is str:
        found = named(data["n"])
        if bytes(found) != data["b"].encode("latin-1"):
            raise ValueError("a name whose bytes and text differ")
        return found
    raise ValueError("unknown tag")


def _items(column, named) -> list:
    """The items of a column `_column` made."""
    if type(column) is list:
        if not _plain(column):
            raise ValueError("a column of values that are not plain")
        return column
    if type(column) is not dict:
        raise ValueError("a column that is neither a list nor tagged")
    keys = column.keys()
    if len(keys) == 1 and next(iter(keys)) in _WIDTH:
        (code,) = keys
        return _numbers(code, column[code])
    if keys == {"whole", "at", "fractions"}:
        return _with_fractions(column, named)
    if keys == {"items"} and type(column["items"]) is list:
        return [unpack(item, named) for item in column["items"]]
    for kind, tag in ((list, "lists"), (tuple, "tuples")):
        if keys == {tag, "flat"}:
            lengths, flat = _items(column[tag], named), _items(column["flat"], named)
            # a column of numbers holds nothing else, so it needs no look at each item's type
            if not (
                (_arrayed(column[tag], *_WHOLE) or set(map(type, lengths)) <= {int})
                and min(lengths, default=0) >= 0
                and sum(lengths) == len(flat)
                and (_numbers_only(column["flat"]) or _plain(flat))
            ):
                raise ValueError("a column of lists whose lengths do not add up")
            return _split(kind, lengths, flat)
    raise ValueError("unknown column")


def _arrayed(column, *codes: str) -> bool:
    """Whether `column` is an array of numbers (of one of `codes`, if given)."""
    return type(column) is dict and len(column) == 1 and next(iter(column)) in (codes or _WIDTH)


def _numbers_only(column) -> bool:
    """Whether `column` holds numbers alone: an array, or whole numbers with fractions."""
    return _arrayed(column) or (
        type(column) is dict and column.keys() == {"whole", "at", "fractions"}
    )


def _with_fractions(column: dict, named) -> list:
    """The items of a column of whole numbers with each fraction put back at its place."""
    whole, at, fractions = (_items(column[part], named) for part in ("whole", "at", "fractions"))
    if not (
        _arrayed(column["whole"], *_WHOLE)
        and _arrayed(column["at"], *_WHOLE)
        and _arrayed(column["fractions"], "d")
        and len(at) == len(fractions)
        and 0 <= min(at, default=0)
        and max(at, default=-1) < len(whole)
    ):
        raise ValueError("a column of fractions that do not fit its whole numbers")
    for i, fraction in zip(at, fractions):
        whole[i] = fraction
    return whole


def _split(kind: type, lengths: list[int], flat: list) -> list:
    """`flat` cut into lists (or tuples) of `lengths`. A font's glyph lists are nearly all of one
    character and its metrics all pairs, so those two are made without slicing."""
    shape = set(lengths)
    if shape == {1}:
        return [[x] for x in flat] if kind is list else list(zip(flat))
    if shape == {2}:
        pairs = iter(flat)
        pairs = zip(pairs, pairs)
        return list(pairs) if kind is tuple else list(map(list, pairs))
    ends = list(accumulate(lengths))
    parts = [flat[end - length : end] for end, length in zip(ends, lengths)]
    return parts if kind is list else list(map(tuple, parts))
