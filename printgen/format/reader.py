"""The schema reader: walks a loader node tree with generic readers (mappings, whole numbers, text,
choices, lists) and reports every structural problem with its position, code and hint.

Every file kind's reader builds on it, so messages and codes (unknown-key with did-you-mean,
wrong-type, missing-key, ...) are the same in every kind of file.
"""

from __future__ import annotations

import math
import re

from printgen.core.diagnostics import ERROR, Diagnostic, diagnostic_at
from printgen.format.spec import MISSING, example_text
from printgen.read.loader import (
    Document,
    Mapping,
    Node,
    Pos,
    Scalar,
    Sequence,
    describe,
    invisible_characters,
    shorten,
)

MAX_NUMBER = 1_000_000
MAX_ITEMS = 60  # entries of a list or a mapping, unless its format says otherwise
_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
_YAML11_BOOLS = {"yes", "no", "on", "off", "y", "n"}


def examples_of(spec) -> dict[str, str]:
    """The examples of an object description's keys, each as a file writes it."""
    return {
        key.name: example_text(key.spec.example)
        for key in spec.keys
        if key.spec.example is not MISSING
    }


class Skip(Exception):
    """A value that could not be read; its problem is already reported."""


class SchemaReader:
    def __init__(self, document: Document):
        self.document = document
        self.diagnostics: list[Diagnostic] = []
        self.values: dict[tuple, Pos] = {}
        self.keys: dict[tuple, Pos] = {}

    # -- reporting -------------------------------------------------------------------------
    def error(self, pos: Pos, code: str, message: str, hint: str) -> None:
        self.diagnostics.append(diagnostic_at(self.document.path, pos, ERROR, code, message, hint))

    def wrong_type(self, node: Node, expected: str, hint: str = "") -> Skip:
        extra = ""
        if (
            isinstance(node, Scalar)
            and isinstance(node.value, str)
            and node.raw.lower() in _YAML11_BOOLS
            and not node.quoted
        ):
            extra = (
                f"; older YAML tools read {node.raw!r} as "
                f"{'true' if node.raw.lower() in ('yes', 'on', 'y') else 'false'}"
            )
        self.error(
            node.pos,
            "wrong-type",
            f"expected {expected}, got {describe(node)}{extra}",
            hint or f"write {expected} here",
        )
        return Skip()

    # -- generic readers -------------------------------------------------------------------
    def mapping(
        self,
        node: Node,
        path: tuple,
        allowed: tuple[str, ...],
        required: tuple[str, ...],
        what: str,
        examples: dict[str, str] | None = None,
    ) -> dict[str, Node]:
        """The keys of a mapping that `allowed` names (any other is unknown-key, with a
        did-you-mean); a missing one of `required` is told with its example, as written, where
        `examples` has one."""
        self.values[path] = node.pos
        if not isinstance(node, Mapping):
            raise self.wrong_type(
                node, f"a mapping of {what}", f"write {what} as `key: value` lines"
            )
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
                example = (examples or {}).get(name)
                written = f"{name}: {example}" if example is not None else f"{name}:"
                self.error(
                    node.pos,
                    "missing-key",
                    f"{what} has no `{name}`",
                    f"add `{written}`; {what} needs {', '.join(required)}",
                )
        return found

    def unknown_key(self, key: Scalar, name: str, allowed: tuple[str, ...], what: str) -> None:
        hidden = invisible_characters(name)
        import difflib  # only a misspelt key needs it

        close = difflib.get_close_matches(name.strip(), allowed, n=1, cutoff=0.6)
        shown = name.encode("unicode_escape").decode("ascii") if hidden else shorten(name)
        if hidden:
            hint = f"the key contains invisible characters ({', '.join(hidden)}); retype it"
        elif close:
            hint = f"did you mean `{close[0]}`?"
        else:
            hint = f"{what} takes: {', '.join(allowed)}"
        self.error(
            key.pos,
            "unknown-key",
            f"unknown key '{shown}' in {what}" if hidden else f"unknown key {shown!r} in {what}",
            hint,
        )

    def integer(self, node: Node, path: tuple, what: str, limit: int = MAX_NUMBER) -> int:
        self.values[path] = node.pos
        if not isinstance(node, Scalar):
            raise self.wrong_type(
                node, f"a whole number for {what}", "write a whole number, such as 3"
            )
        value = node.value
        if isinstance(value, bool) or value is None:
            raise self.wrong_type(
                node, f"a whole number for {what}", "write a whole number, such as 3"
            )
        if isinstance(value, float):
            if math.isnan(value) or math.isinf(value):
                self.error(
                    node.pos,
                    "value-not-whole",
                    f"{what} must be a whole number, got {node.raw}",
                    "write a whole number such as 3",
                )
            else:
                self.error(
                    node.pos,
                    "value-not-whole",
                    f"{what} must be a whole number, got {node.raw}",
                    f"write {round(value)} or another whole number",
                )
            raise Skip()
        if isinstance(value, str):
            self.not_a_number(node, what)
        if abs(value) > limit:
            self.error(
                node.pos,
                "number-too-large",
                f"{what}: {shorten(node.raw, 20)} is beyond the limit of {limit:,}",
                "use a small whole number",
            )
            raise Skip()
        return value

    def not_a_number(self, node: Scalar, what: str):
        raw = node.raw.strip()
        if not node.quoted and re.fullmatch(r"[-+]?0[0-9]+", raw):
            self.error(
                node.pos,
                "ambiguous-number",
                f"{raw} has a leading zero, which older YAML tools read as an octal number",
                f"write {int(raw, 10)} without the leading zero",
            )
        elif not node.quoted and re.fullmatch(r"[-+]?[0-9]+(:[0-5]?[0-9])+", raw):
            self.error(
                node.pos,
                "ambiguous-number",
                f"{raw} is read as a base-60 number by older YAML tools",
                "write a single whole number, or a list such as [1, 20]",
            )
        elif not node.quoted and re.fullmatch(r"[-+]?[0-9]{31,}", raw):
            self.error(
                node.pos,
                "number-too-large",
                f"{what}: a {len(raw)}-digit number is beyond the limit of {MAX_NUMBER:,}",
                "use a small whole number",
            )
        else:
            raise self.wrong_type(
                node, f"a whole number for {what}", "write a whole number, such as 3"
            )
        raise Skip()

    def text(self, node: Node, path: tuple, what: str) -> str:
        self.values[path] = node.pos
        if not isinstance(node, Scalar) or not isinstance(node.value, str):
            if (
                isinstance(node, Scalar)
                and node.value is not None
                and not isinstance(node.value, bool)
            ):
                return node.raw
            raise self.wrong_type(node, f"text for {what}", "put the text in quotes")
        return node.value

    def choice(self, node: Node, path: tuple, choices: tuple[str, ...], what: str) -> str:
        value = self.text(node, path, what)
        if value not in choices:
            import difflib

            close = difflib.get_close_matches(value, choices, n=1)
            hint = (
                f"did you mean `{close[0]}`?" if close else f"choose one of: {', '.join(choices)}"
            )
            self.error(
                node.pos,
                "bad-choice",
                f"{what} must be one of {', '.join(choices)}; got {shorten(value)!r}",
                hint,
            )
            raise Skip()
        return value

    def int_list(self, node: Node, path: tuple, what: str) -> tuple[int, ...]:
        self.values[path] = node.pos
        if (
            isinstance(node, Scalar)
            and isinstance(node.value, str)
            and re.fullmatch(r"[0-9 ,]+", node.raw)
        ):
            hint = f"write the values as a list: [{', '.join(re.findall('[0-9]+', node.raw))}]"
            raise self.wrong_type(node, f"a list of whole numbers for {what}", hint)
        if not isinstance(node, Sequence):
            raise self.wrong_type(
                node,
                f"a list of whole numbers for {what}",
                "write the values as a list, such as [1, 2, 3]",
            )
        numbers = []
        for index, item in enumerate(node.items):
            try:
                numbers.append(self.integer(item, path + (index,), f"each value of {what}"))
            except Skip:
                pass
        if len(numbers) != len(node.items):
            # every bad item is reported; a list without them would shift positions and
            # counts, so later checks would blame the wrong card (or a row "too short")
            raise Skip()
        return tuple(numbers)

    def items_of(
        self, node: Node, path: tuple, what: str, limit: int = MAX_ITEMS
    ) -> tuple[Node, ...]:
        self.values[path] = node.pos
        if not isinstance(node, Sequence):
            raise self.wrong_type(
                node, f"a list of {what}", f"write each of {what} on its own `- ` line"
            )
        if len(node.items) > limit:
            self.error(
                node.pos,
                "too-many-items",
                f"{what} has {len(node.items)} entries; the limit is {limit}",
                "a printed kit cannot show more; split it",
            )
            raise Skip()
        for index, item in enumerate(node.items):
            self.values[path + (index,)] = item.pos
        return node.items

    def bounded(self, node: Node, path: tuple, what: str, low: int, high: int) -> int:
        # bounds past MAX_NUMBER are the limit themselves (a worked example's points)
        value = self.integer(node, path, what, max(MAX_NUMBER, abs(low), abs(high)))
        if not low <= value <= high:
            self.error(
                node.pos,
                "out-of-bounds",
                f"{what} is {value}; it must be {low} to {high}",
                f"write a whole number from {low} to {high}",
            )
            raise Skip()
        return value

    def color(self, node: Node, path: tuple, what: str) -> str:
        text = self.text(node, path, what)
        if not _COLOR.fullmatch(text):
            self.error(
                node.pos,
                "bad-color",
                f'{what} must be a colour such as "#1f2430", got {shorten(text)!r}',
                "write colours as quoted #rrggbb",
            )
            raise Skip()
        return text

    def number(self, node: Node, path: tuple, what: str, low: float, high: float) -> float:
        """A number (whole or not) from `low` to `high`, such as a size in points."""
        self.values[path] = node.pos
        value = node.value if isinstance(node, Scalar) else None
        if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
            raise self.wrong_type(node, f"a number for {what}", "write a number, such as 9.5")
        if not low <= value <= high:
            self.error(
                node.pos,
                "out-of-bounds",
                f"{what} is {shorten(node.raw, 20)}; it must be {low:g} to {high:g}",
                f"write a number from {low:g} to {high:g}",
            )
            raise Skip()
        return value

    def length(self, node: Node, text: str, what: str, low: int | None, high: int | None) -> None:
        """A text's length within what its format allows (a name that must fit its place)."""
        if high is not None and len(text) > high:
            self.error(
                node.pos,
                "text-over-limit",
                f"{what} is {len(text)} characters long; at most {high} fit",
                "shorten it",
            )
            raise Skip()
        if low and len(text) < low:
            self.error(
                node.pos,
                "empty-text",
                f"{what} is empty" if not text else f"{what} is shorter than {low} characters",
                "write the text between the quotes, or leave the key out",
            )
            raise Skip()

    # -- readers that take their limits from a format description (printgen.format.spec.Spec) ---
    def fields_of(self, node: Node, path: tuple, spec, what: str) -> dict[str, Node]:
        """A mapping with the keys the description allows and requires (a missing one told with
        its example)."""
        return self.mapping(node, path, spec.key_names(), spec.required(), what, examples_of(spec))

    def bounded_by(self, node: Node, path: tuple, what: str, spec) -> int:
        """A whole number within the description's bounds."""
        return self.bounded(node, path, what, int(spec.minimum), int(spec.maximum))

    def choice_by(self, node: Node, path: tuple, spec, what: str) -> str:
        return self.choice(node, path, spec.choices, what)

    def entries(self, node: Node, path: tuple, what: str, spec) -> tuple[Node, ...]:
        """The items of a list, as many as the description allows: at most its `max_items`, and
        at least its `min_items` (an empty list that would print nothing is reported, not
        dropped)."""
        items = self.items_of(
            node, path, what, spec.max_items if spec.max_items is not None else MAX_ITEMS
        )
        least = spec.min_items or 0
        if len(items) < least:
            self.error(
                node.pos,
                "empty-list",
                f"{what}: the list has {len(items)} entr{'y' if len(items) == 1 else 'ies'}; "
                f"it needs at least {least}",
                f"write at least {least}, each on its own `- ` line",
            )
            raise Skip()
        return items

    def part_reader(self, spec, path: tuple):
        """How this kind reads a part of its file its own way, as a function (node, path, what);
        None (here, always) to read it by its description (printgen.format.walk)."""

    def optional(self, fields: dict[str, Node], key: str, reader, *args, default=None):
        if key not in fields:
            return default
        try:
            return reader(fields[key], *args)
        except Skip:
            return default
