"""A game's scoring, declared as data (`scoring:`), read with its positions, and worked out for a
player's cards: the rule the checks reason about and the kit prints.

The first family is `sets`: a player's cards are counted per value of an attribute, each count
scores from a table (a count past the table's last row scores that row), the `best` N values
count for the player and (with `rest: negative`) every other value counts against them.
"""

from __future__ import annotations

from printgen.loader import Mapping, Node, Scalar
from printgen.reader import Skip
from printgen.record import record

FAMILIES = ("sets",)
MAX_ROWS = 40


@record
class SetsLine:
    """Sets counted per value of `of`: (count, points) rows, ascending; `best` values count for
    the player (None: all), the `rest` "negative" (against) or "zero"."""

    of: str
    table: tuple[tuple[int, int], ...]
    best: int | None = None
    rest: str = "zero"
    index: int = 0
    kind: str = "sets"

    def points(self, count: int) -> int:
        """A count's points: its row, or the last row at or below it (6 or more score as 6)."""
        found = 0
        for size, points in self.table:
            if size <= count:
                found = points
        return found if count > 0 else 0

    def score(self, counts: dict[object, int]) -> int:
        scored = sorted((self.points(n) for n in counts.values() if n > 0), reverse=True)
        if self.best is None:
            return sum(scored)
        kept, others = scored[: self.best], scored[self.best :]
        return sum(kept) - (sum(others) if self.rest == "negative" else 0)


@record
class Example:
    """A worked example: cards by value (of the lines' attribute) and the score it must give."""

    cards: tuple[tuple[object, int], ...]
    score: int
    index: int = 0


@record
class Scoring:
    lines: tuple[SetsLine, ...]
    examples: tuple[Example, ...] = ()

    def score(self, counts: dict[object, int]) -> int:
        return sum(line.score(counts) for line in self.lines)


def read_scoring(node: Node, reader, path: tuple = ("scoring",)) -> tuple[SetsLine, ...]:
    lines, bad = [], False
    for index, item in enumerate(reader.items_of(node, path, "scoring lines", 12)):
        where = path + (index,)
        try:
            fields = reader.mapping(item, where, FAMILIES, (), f"scoring line {index + 1}")
            if len(fields) != 1:
                reader.error(item.pos, "missing-key" if not fields else "too-many-items", f"scoring line {index + 1} needs exactly one family: {', '.join(FAMILIES)}", "write `- sets: {of: colour, table: {1: 1, 2: 3}}`")
                raise Skip()
            lines.append(_read_sets(fields["sets"], reader, where + ("sets",), index))
        except Skip:
            bad = True
    if bad:
        raise Skip()
    return tuple(lines)


def _read_sets(node: Node, reader, path: tuple, index: int) -> SetsLine:
    fields = reader.mapping(node, path, ("of", "table", "best", "rest"), ("of", "table"), "the sets")
    if "of" not in fields or "table" not in fields:
        raise Skip()
    of = reader.text(fields["of"], path + ("of",), "the attribute counted")
    table = _read_table(fields["table"], reader, path + ("table",))
    best = reader.optional(fields, "best", reader.bounded, path + ("best",), "how many values count", 1, 64)
    rest = reader.optional(fields, "rest", reader.choice, path + ("rest",), ("negative", "zero"), "the rest", default="zero")
    if "rest" in fields and best is None:
        reader.error(reader.keys[path + ("rest",)], "missing-key", "`rest` says how the values past the best count, but there is no `best`", "add `best: N`, or drop `rest:`")
        raise Skip()
    return SetsLine(of, table, best, rest, index)


def _read_table(node: Node, reader, path: tuple) -> tuple[tuple[int, int], ...]:
    reader.values[path] = node.pos
    if not isinstance(node, Mapping) or not node.items:
        raise reader.wrong_type(node, "a mapping from counts to points", "write `{1: 1, 2: 3, 3: 6}`: how many cards, and what they score")
    if len(node.items) > MAX_ROWS:
        reader.error(node.pos, "too-many-items", f"the table has {len(node.items)} rows; the limit is {MAX_ROWS}", "a reference card prints every row")
        raise Skip()
    rows = []
    for key, value in node.items:
        if not isinstance(key, Scalar) or not isinstance(key.value, int) or isinstance(key.value, bool) or not 1 <= key.value <= 200:
            reader.error(key.pos, "wrong-type", f"a table row is keyed by a count of cards from 1 to 200, not {key.raw!r}", "write each row as `COUNT: POINTS`, such as `3: 6`")
            raise Skip()
        reader.keys[path + (key.value,)] = key.pos
        rows.append((key.value, reader.bounded(value, path + (key.value,), f"the points of {key.value}", -999, 999)))
    return tuple(sorted(rows))


def read_examples(node: Node, reader, path: tuple = ("examples",)) -> tuple[Example, ...]:
    examples = []
    for index, item in enumerate(reader.items_of(node, path, "examples", 20)):
        where = path + (index,)
        try:
            fields = reader.mapping(item, where, ("cards", "score"), ("cards", "score"), f"example {index + 1}")
            if "cards" not in fields or "score" not in fields:
                continue
            cards = []
            for value, count in reader.named(fields["cards"], where + ("cards",), "the cards by value", 64):
                cards.append((value, reader.bounded(count, where + ("cards", value), f"the {value} cards", 0, 1000)))
            score = reader.bounded(fields["score"], where + ("score",), "the score", -1_000_000, 1_000_000)
            examples.append(Example(tuple(cards), score, index))
        except Skip:
            continue
    return tuple(examples)


__all__ = ["Example", "FAMILIES", "Scoring", "SetsLine", "read_examples", "read_scoring"]
