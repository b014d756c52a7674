"""Safe YAML loading that keeps the line and column of every value.

The loader reads PyYAML's event stream (never its constructors), so no tag, alias or
Python object can ever be built. It resolves plain scalars itself with strict, YAML 1.2
style rules: ``no`` stays text and ``010`` stays text, so neither can silently change a
setup; the schema then says what was expected instead.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Union

from printgen.core import user_cache
from printgen.core.diagnostics import ERROR, Diagnostic

if TYPE_CHECKING:
    import yaml

MAX_FILE_BYTES = 256 * 1024
MAX_DEPTH = 32
MAX_LOADER_DIAGNOSTICS = 20

_INT = re.compile(r"[-+]?(0|[1-9][0-9]*)")
_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+\.[0-9]*|[0-9]+(\.[0-9]*)?[eE][-+]?[0-9]+)")
_SPECIAL_FLOATS = {
    ".inf": float("inf"),
    "+.inf": float("inf"),
    "-.inf": float("-inf"),
    ".nan": float("nan"),
}
_NULLS = {"", "~", "null", "Null", "NULL"}
_BOOLS = {"true": True, "True": True, "TRUE": True, "false": False, "False": False, "FALSE": False}
# What a double-quoted escape can make but no file or PDF can hold: lone surrogates (\ud800)
# and control characters (\e, \0, \x07); only tab and line breaks are text.
# (compiled on first use: most texts are printable, which str.isprintable() tells faster)
_UNPRINTABLE = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff]"
_INVISIBLE = (
    "[\u200b\u200c\u200d\u2060\u00ad\ufeff\u202a-\u202e\u2066-\u2069"
    "\u00a0\u2000-\u200a\u202f\u205f\u3000]"
)


@dataclass(frozen=True)
class Pos:
    """A 1-based line and column in the user's file; a value read from another file beside it (a
    spreadsheet of cards) names that `file`, and a workbook's cell its `cell` (`Court!C7`)."""

    line: int
    column: int
    file: str | None = None
    cell: str | None = None


@dataclass(frozen=True)
class Scalar:
    """A plain value where it stands, with its text as written and whether it was quoted."""

    pos: Pos
    value: object
    raw: str
    quoted: bool = False


@dataclass(frozen=True)
class Mapping:
    """A mapping where it stands: its (key, value) pairs in the file's order."""

    pos: Pos
    items: tuple[tuple[Scalar, "Node"], ...]

    def keys(self) -> list[object]:
        return [key.value for key, _ in self.items]


@dataclass(frozen=True)
class Sequence:
    """A list where it stands, with its items."""

    pos: Pos
    items: tuple["Node", ...]


Node = Union[Scalar, Mapping, Sequence]


@dataclass
class Document:
    """What the loader made of one file: the tree (None when unreadable) and its problems."""

    path: str
    lines: list[str]
    root: Node | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    # the folder the file lives in, for the files it names beside it ("": the current folder)
    folder: str = ""


def describe(node: Node) -> str:
    """Says what a node is, in the words of a message ("text 'no'", "a list", "an empty
    mapping")."""
    if isinstance(node, Mapping):
        return "a mapping" if node.items else "an empty mapping"
    if isinstance(node, Sequence):
        return "a list" if node.items else "an empty list"
    value = node.value
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"{'true' if value else 'false'}"
    if isinstance(value, (int, float)):
        return f"the number {node.raw}"
    return f"text {shorten(node.raw)!r}"


def shorten(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def resolve_plain(raw: str) -> object:
    """Turns an unquoted scalar into a value, by strict YAML 1.2 core rules."""
    if raw in _NULLS:
        return None
    if raw in _BOOLS:
        return _BOOLS[raw]
    if len(raw) <= 30 and _INT.fullmatch(raw):
        return int(raw)
    if raw in _SPECIAL_FLOATS or raw.lower() in _SPECIAL_FLOATS:
        return _SPECIAL_FLOATS[raw.lower()]
    if len(raw) <= 60 and _FLOAT.fullmatch(raw):
        return float(raw)
    return raw


def load_file(path: str, display: str | None = None) -> Document:
    """Reads and loads a file; an unreadable file becomes a diagnostic, never an exception."""
    name = display or path
    try:
        data = read_bounded(path)
    except TimeoutError:
        return Document(
            name,
            [],
            None,
            [
                _error(
                    name,
                    1,
                    1,
                    "unreadable-file",
                    f"nothing came from {path} within {STREAM_WAIT_S:g} s: it is "
                    f"{_stream_kind(path)}, not a file, and nothing writes to it",
                    "give the file itself, or - to read standard input",
                )
            ],
        )
    except OSError as exc:
        return Document(name, [], None, [_unreadable(name, path, exc)])
    document = load_bytes(data, name, keep=True)
    document.folder = os.path.dirname(os.path.abspath(path))
    return document


def _unreadable(name: str, path: str, exc: OSError) -> Diagnostic:
    import errno
    import os

    # a link to nowhere (or to itself)
    if exc.errno in (errno.ENOENT, errno.ELOOP) and os.path.islink(path):
        try:
            target = os.readlink(path)
        except OSError:
            target = "?"
        why = (
            "which does not exist"
            if exc.errno == errno.ENOENT
            else "which leads round in a circle of links"
        )
        return _error(
            name,
            1,
            1,
            "unreadable-file",
            f"the file is a symbolic link to {shorten(target, 80)}, {why}",
            "point the link at the file itself, or put the file in its place",
        )
    return _error(
        name,
        1,
        1,
        "unreadable-file",
        f"cannot read the file: {exc.strerror or exc}",
        "check the path and its permissions",
    )


STREAM_WAIT_S = 5.0  # how long a named pipe or device may keep printgen waiting for its next bytes


def read_bounded(path: str, limit: int = MAX_FILE_BYTES + 1) -> bytes:
    """At most `limit` bytes of a file. A named pipe or a device (`<(cat game.yaml)`, /dev/stdin)
    is read as it comes, but one that stays silent for STREAM_WAIT_S (a pipe nobody writes to)
    ends the read with TimeoutError instead of blocking printgen forever."""
    import os
    import stat

    if stat.S_ISREG(os.stat(path).st_mode):
        with open(path, "rb") as handle:
            return handle.read(limit)
    import select  # a pipe or a device only

    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        poller = select.poll()
        poller.register(fd, select.POLLIN)
        chunks, size = [], 0
        while size < limit:
            if not poller.poll(STREAM_WAIT_S * 1000):
                raise TimeoutError(path)
            try:
                chunk = os.read(fd, min(65536, limit - size))
            except BlockingIOError:
                continue
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _stream_kind(path: str) -> str:
    import os
    import stat

    try:
        mode = os.stat(path).st_mode
    except OSError:
        return "not a file"
    return (
        "a named pipe"
        if stat.S_ISFIFO(mode)
        else "a device"
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
        else "a socket"
        if stat.S_ISSOCK(mode)
        else "not a file"
    )


def load_bytes(data: bytes, name: str, keep: bool = False) -> Document:
    """The file's tree and problems. With `keep` (a file on disk, read again and again), the tree
    of a file without problems is kept in the per-user cache (user_cache.py) and read from there
    the next time: a build of bundled files then never imports PyYAML at all."""
    text, problem = decode(data, name)
    if problem is not None:
        return Document(name, [], None, [problem])
    lines = text.splitlines()
    key = _tree_key(data) if keep else None
    if key is not None:
        root = _kept_tree(user_cache.load_json("yaml", key))
        if root is not None:
            return Document(name, lines, root, [])
    document = _Builder(name, text, lines).build()
    if key is not None and document.root is not None and not document.diagnostics:
        user_cache.store_json("yaml", key, _tree_data(document.root))
    return document


@cache
def _reader_version() -> str | None:
    """What the tree of a file depends on besides its bytes: this module's code and PyYAML's
    version, and whether libyaml reads it (None when they cannot be told: then nothing is kept)."""
    import hashlib
    import importlib.machinery
    import importlib.util

    try:
        spec = importlib.util.find_spec("yaml")
        with open(__file__, "rb") as own, open(spec.origin, "rb") as theirs:
            digest = hashlib.sha256(own.read() + b"\0" + theirs.read()).hexdigest()
        folder = os.path.dirname(spec.origin)
        fast = any(
            name.startswith("_yaml.")
            and name.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
            for name in os.listdir(folder)
        )
    except (OSError, AttributeError, TypeError, ValueError, ImportError):
        return None
    return f"loader {digest} libyaml {fast}"


def _tree_key(data: bytes) -> str | None:
    version = _reader_version()
    return None if version is None else user_cache.entry_key(data, version)


def _tree_data(node: Node) -> list:
    """A tree as JSON lists: ["s", line, column, raw, quoted] for a scalar (its value is
    resolved again from its raw text), ["q", line, column, items] for a sequence, and
    ["m", line, column, [key, value, key, value, ...]] for a mapping."""
    pos = node.pos
    if isinstance(node, Scalar):
        return ["s", pos.line, pos.column, node.raw, node.quoted]
    if isinstance(node, Sequence):
        return ["q", pos.line, pos.column, [_tree_data(item) for item in node.items]]
    pairs = [part for key, value in node.items for part in (_tree_data(key), _tree_data(value))]
    return ["m", pos.line, pos.column, pairs]


def _kept_tree(data) -> Node | None:
    """The tree `_tree_data` made `data` from, or None for anything it never makes."""
    try:
        return _tree(data, 0)
    except (ValueError, TypeError, IndexError):
        return None


def _tree(data, depth: int) -> Node:
    if type(data) is not list or len(data) < 4 or depth > MAX_DEPTH + 1:
        raise ValueError("not a kept node")
    tag, line, column = data[0], data[1], data[2]
    if type(line) is not int or type(column) is not int:
        raise ValueError("a kept node without its position")
    pos = Pos(line, column)
    if tag == "s" and len(data) == 5 and type(data[3]) is str and type(data[4]) is bool:
        raw, quoted = data[3], data[4]
        return Scalar(pos, raw if quoted else resolve_plain(raw), raw, quoted)
    if type(data[3]) is not list or len(data) != 4:
        raise ValueError("a kept node of an unknown shape")
    if tag == "q":
        return Sequence(pos, tuple(_tree(item, depth + 1) for item in data[3]))
    if tag == "m" and len(data[3]) % 2 == 0:
        parts = [_tree(item, depth + 1) for item in data[3]]
        keys, values = parts[0::2], parts[1::2]
        if not all(isinstance(key, Scalar) for key in keys):
            raise ValueError("a kept mapping with a key that is not a scalar")
        return Mapping(pos, tuple(zip(keys, values)))
    raise ValueError("a kept node of an unknown kind")


def decode(data: bytes, name: str) -> tuple[str, Diagnostic | None]:
    """UTF-8 text, or the reason the bytes are not a setup file."""
    if len(data) > MAX_FILE_BYTES:
        return "", _error(
            name,
            1,
            1,
            "file-too-large",
            f"the file is larger than {MAX_FILE_BYTES // 1024} KiB",
            "a setup file is a few dozen lines; check that this is the right file",
        )
    for bom, encoding in (
        (b"\x00\x00\xfe\xff", "UTF-32"),
        (b"\xff\xfe\x00\x00", "UTF-32"),
        (b"\xfe\xff", "UTF-16"),
        (b"\xff\xfe", "UTF-16"),
    ):
        if data.startswith(bom):
            return "", _error(
                name,
                1,
                1,
                "not-utf8",
                f"the file is encoded as {encoding}, not UTF-8",
                "save the file as UTF-8 in your editor",
            )
    guessed = _guess_wide_encoding(data)
    if guessed:
        return "", _error(
            name,
            1,
            1,
            "not-utf8",
            f"the file looks like {guessed} without a byte-order mark, not UTF-8",
            "save the file as UTF-8 in your editor",
        )
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _line_col(data, exc.start)
        return "", _error(
            name,
            line,
            column,
            "not-utf8",
            f"byte 0x{data[exc.start]:02x} is not valid UTF-8",
            "save the file as UTF-8; if it is not a text file, pass the setup's .yaml file instead",
        )
    nul = text.find("\x00")
    if nul >= 0:
        line, column = _line_col(text.encode("utf-8"), len(text[:nul].encode("utf-8")))
        return "", _error(
            name,
            line,
            column,
            "nul-byte",
            "the file contains a NUL byte",
            "a setup is plain text; remove the NUL character or save the file again as UTF-8",
        )
    return text, None


def _guess_wide_encoding(data: bytes) -> str | None:
    """UTF-16 or UTF-32 text saved without a byte-order mark: ASCII with zero bytes between."""
    head = data[:64]
    if len(head) < 8 or head.count(0) < len(head) // 2:
        return None
    for width, name in ((4, "UTF-32"), (2, "UTF-16")):
        for start in range(width):
            if any(head[start::width]) and all(
                b == 0 for i, b in enumerate(head) if i % width != start
            ):
                return name
    return None


def _line_col(data: bytes, offset: int) -> tuple[int, int]:
    before = data[:offset]
    line = before.count(b"\n") + 1
    column = offset - (before.rfind(b"\n") + 1) + 1
    return line, column


def _error(name: str, line: int, column: int, code: str, message: str, hint: str) -> Diagnostic:
    return Diagnostic(name, line, column, ERROR, code, message, hint)


def _text_pos(text: str, offset: int) -> Pos:
    before = text[:offset]
    return Pos(before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def _pos(mark) -> Pos:
    return Pos(mark.line + 1, mark.column + 1)


class _Builder:
    """Builds the node tree from PyYAML events, refusing anchors, aliases, tags and extra
    documents."""

    def __init__(self, name: str, text: str, lines: list[str]):
        self.name = name
        self.text = text
        self.lines = lines
        self.diagnostics: list[Diagnostic] = []
        self.fatal = False

    def report(self, pos: Pos, code: str, message: str, hint: str, fatal: bool = True) -> None:
        self.fatal = self.fatal or fatal
        if len(self.diagnostics) < MAX_LOADER_DIAGNOSTICS:
            self.diagnostics.append(_error(self.name, pos.line, pos.column, code, message, hint))

    def build(self) -> Document:
        import yaml

        fast = getattr(yaml, "CSafeLoader", None)
        if fast is not None:
            # libyaml reads the same events ten times faster; on any problem the file is read
            # again by the pure-Python parser, whose messages and positions the diagnostics use.
            try:
                return self._finish(self._parse(fast))
            except yaml.YAMLError:
                self.diagnostics, self.fatal = [], False
            except _TooDeep:
                return self._finish(None)
        return self._build_slowly()

    def _build_slowly(self) -> Document:
        import yaml

        try:
            root = self._parse(yaml.SafeLoader)
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            pos = _pos(mark) if mark else Pos(1, 1)
            unclosed = "<stream end>" in (exc.problem or "") or (
                exc.problem_mark
                and exc.context_mark
                and exc.problem_mark.line > exc.context_mark.line
            )
            if exc.context_mark and unclosed and "flow" in (exc.context or ""):
                pos = _pos(exc.context_mark)
                self.report(
                    pos,
                    "yaml-syntax",
                    "this bracket is never closed",
                    "close every [ with ] and every { with }",
                )
            elif (
                exc.context_mark
                and "quoted scalar" in (exc.context or "")
                and "end of stream" in (exc.problem or "")
            ):
                self.report(
                    _pos(exc.context_mark),
                    "yaml-syntax",
                    "this quote is never closed",
                    "end the text with the same quote mark it starts with",
                )
            else:
                self.report(
                    pos, "yaml-syntax", _syntax_message(exc), _syntax_hint(exc, self.lines, pos)
                )
            root = None
        # a control character: no mark, but an offset into the text
        except yaml.reader.ReaderError as exc:
            self.report(
                _text_pos(self.text, exc.position),
                "yaml-syntax",
                f"the file holds the control character U+{exc.character:04X}"
                if isinstance(exc.character, int)
                else str(exc).splitlines()[0],
                "remove control characters from the file",
            )
            root = None
        except yaml.YAMLError as exc:
            self.report(
                Pos(1, 1),
                "yaml-syntax",
                str(exc).splitlines()[0],
                "check the indentation and punctuation of the file",
            )
            root = None
        except _TooDeep:
            root = None
        except RecursionError:
            self.report(
                Pos(1, 1),
                "too-deep",
                "the file nests too deeply to read",
                f"a setup needs at most a few levels; the limit is {MAX_DEPTH}",
            )
            root = None
        return self._finish(root)

    def _finish(self, root: Node | None) -> Document:
        if self.fatal:
            root = None
        elif root is None:
            self.report(
                Pos(1, 1),
                "empty-file",
                "the file holds no setup",
                "start from `printgen new NAME`, which writes a setup that validates",
            )
        return Document(self.name, self.lines, root, self.diagnostics)

    def _parse(self, loader) -> Node | None:
        import yaml

        events = yaml.parse(self.text, Loader=loader)
        root: Node | None = None
        documents = 0
        for event in events:
            if isinstance(event, yaml.DocumentStartEvent):
                documents += 1
                if documents > 1:
                    self.report(
                        _pos(event.start_mark),
                        "multiple-documents",
                        "the file holds more than one YAML document",
                        "keep one setup per file; remove the `---` line and what follows, or "
                        "split the file",
                    )
                    return root
            elif isinstance(
                event,
                (
                    yaml.MappingStartEvent,
                    yaml.SequenceStartEvent,
                    yaml.ScalarEvent,
                    yaml.AliasEvent,
                ),
            ):
                root = self._node(event, events, 1)
        return root

    def _check_event(self, event) -> None:
        pos = _pos(event.start_mark)
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            self.report(
                pos,
                "yaml-anchor",
                f"anchors (&{shorten(anchor, 20)}) are not allowed in printgen's YAML files",
                "write the value out in full where it is needed",
            )
        tag = getattr(event, "tag", None)
        implicit = getattr(event, "implicit", True)
        explicit = tag is not None and (
            implicit is False
            or implicit == (False, False)
            or (isinstance(implicit, tuple) and not any(implicit))
        )
        if explicit and tag not in ("!",):
            shown = (
                "!!" + tag[len("tag:yaml.org,2002:") :]
                if tag.startswith("tag:yaml.org,2002:")
                else tag
            )
            self.report(
                pos,
                "yaml-tag",
                f"the tag {shorten(shown, 40)} is not allowed in printgen's YAML files",
                "remove the tag; put text in quotes if you meant it as text",
            )

    def _check_characters(self, value: str, pos: Pos) -> None:
        # every such character is unprintable
        bad = None if value.isprintable() else re.search(_UNPRINTABLE, value)
        if bad:
            self.report(
                pos,
                "bad-character",
                f"the text holds the character U+{ord(bad.group()):04X}, which cannot be printed",
                "remove the escape (such as \\e, \\0 or \\ud800) from the quoted text",
            )

    def _node(self, event, events, depth: int) -> Node:
        import yaml  # imported only when a file is parsed (see load_bytes)

        pos = _pos(event.start_mark)
        if isinstance(event, yaml.AliasEvent):
            self.report(
                pos,
                "yaml-alias",
                f"aliases (*{shorten(event.anchor, 20)}) are not allowed in printgen's YAML files",
                "write the value out in full where it is needed",
            )
            return Scalar(pos, None, "")
        self._check_event(event)
        if depth > MAX_DEPTH:
            self.report(
                pos,
                "too-deep",
                f"the file nests more than {MAX_DEPTH} levels deep",
                "a setup needs only a few levels; check for unbalanced brackets",
            )
            raise _TooDeep()
        if isinstance(event, yaml.ScalarEvent):
            self._check_characters(event.value, pos)
            quoted = event.style is not None and event.style != ""
            value = event.value if quoted else resolve_plain(event.value)
            return Scalar(pos, value, event.value, quoted)
        if isinstance(event, yaml.SequenceStartEvent):
            items = []
            for child in events:
                if isinstance(child, yaml.SequenceEndEvent):
                    return Sequence(pos, tuple(items))
                items.append(self._node(child, events, depth + 1))
        return self._mapping(pos, events, depth)

    def _mapping(self, pos: Pos, events, depth: int) -> Mapping:
        import yaml  # imported only when a file is parsed (see load_bytes)

        items: list[tuple[Scalar, Node]] = []
        seen: dict[object, Pos] = {}
        for key_event in events:
            if isinstance(key_event, yaml.MappingEndEvent):
                return Mapping(pos, tuple(items))
            key = self._node(key_event, events, depth + 1)
            value = self._node(next(events), events, depth + 1)
            if not isinstance(key, Scalar):
                self.report(
                    key.pos,
                    "complex-key",
                    "a key must be plain text, not a list or mapping",
                    "write the key as a word, such as `hand:`",
                )
                continue
            if key.raw == "<<" and not key.quoted:
                self.report(
                    key.pos,
                    "yaml-merge-key",
                    "merge keys (<<) are not allowed in printgen's YAML files",
                    "write the keys out in full",
                )
                continue
            ident = _key_identity(key.value)
            if ident in seen:
                first = seen[ident]
                self.report(
                    key.pos,
                    "duplicate-key",
                    f"the key {shorten(str(key.raw))!r} appears twice in this mapping (first "
                    f"on line {first.line})",
                    "keep one of them; YAML would silently use only the last",
                    fatal=False,
                )
                continue
            seen[ident] = key.pos
            items.append((key, value))
        raise yaml.YAMLError("unterminated mapping")


class _TooDeep(RecursionError):
    pass


def _key_identity(value: object) -> object:
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, float) and value.is_integer():
        return ("num", int(value))
    if isinstance(value, (int, float)):
        return ("num", value)
    return ("other", value)


def _syntax_message(exc: yaml.MarkedYAMLError) -> str:
    problem = exc.problem or exc.context or "the YAML cannot be read"
    if "\t" in problem or "'\\t'" in problem:
        return "a tab character cannot indent YAML"
    return f"YAML syntax: {problem}"


def _syntax_hint(exc: yaml.MarkedYAMLError, lines: list[str], pos: Pos) -> str:
    problem = (exc.problem or "") + (exc.context or "")
    line = lines[pos.line - 1] if 0 < pos.line <= len(lines) else ""
    if "\\t" in problem or "\t" in line[: pos.column]:
        return "indent with spaces, not tabs"
    if "flow" in problem or "expected ',' or ']'" in problem or "expected ',' or '}'" in problem:
        return "check that every [ and { is closed and items are separated by commas"
    if "mapping values are not allowed" in problem:
        return "put a space after each colon, and quote text that contains ': '"
    return "check the indentation and punctuation near this position"


def invisible_characters(text: str) -> list[str]:
    """The invisible characters in a key or name, as U+XXXX codes."""
    return [] if text.isascii() else [f"U+{ord(ch):04X}" for ch in re.findall(_INVISIBLE, text)]
