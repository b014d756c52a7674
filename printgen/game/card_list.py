"""A deck written as a list of cards: in the game file (`cards:` as a list of mappings) or in a
spreadsheet beside it (`cards: court.csv`, or `{file: court.xlsx, sheet: Court}`).

Each row is one kind of card; `count` (or `copies`, or `qty`) gives how many the deck has (0
leaves the row out, none means 1), and every other column is a field the face prints as
`{column}`. A spreadsheet's rows arrive as the same positioned nodes a YAML list gives (see
printgen.read.spreadsheet), so every problem is reported at its cell with the YAML's codes and
hints.
"""

from __future__ import annotations

import os

from printgen.format.reader import Skip
from printgen.game import format as fmt
from printgen.pieces.model import CardRow
from printgen.read.loader import Mapping, Node, Scalar, Sequence, describe, shorten

# The names a spreadsheet's count column may have: the description knows `count`; the aliases
# are a spreadsheet's habit it does not describe.
COUNT_COLUMNS = ("count", "copies", "qty")
MAX_ROWS = next(v for v in fmt.CARDS.variants if v.type == "array").max_items
_COUNT = fmt.CARD_ROW.key("count")


def read_cards(
    node: Node, reader, path: tuple, deck_id: str, limit: int
) -> tuple[tuple[CardRow, ...], tuple[str, ...], str | None, tuple[str, ...]]:
    """(rows, columns, the spreadsheet's name or None, the real paths of files read) of a deck's
    `cards:`; a deck of more than `limit` cards is refused (too-many-cards) before a card is
    made."""
    sheet_name, files = None, ()
    if isinstance(node, (Scalar, Mapping)):
        node, sheet_name, real = _sheet_rows(node, reader, path)
        files = (real,)
    if not isinstance(node, Sequence):
        raise reader.wrong_type(
            node,
            "a list of cards, or a spreadsheet's file name",
            "write `cards: cards.csv`, or a `- {name: ..., count: 2}` line for each kind of card",
        )
    reader.values[path] = node.pos
    if not node.items:
        reader.error(
            node.pos,
            "empty-list",
            f"the deck {deck_id} lists no cards",
            "write one row (or one `- ` line) for each kind of card",
        )
        raise Skip()
    if len(node.items) > MAX_ROWS:
        reader.error(
            node.pos,
            "too-many-items",
            f"the deck {deck_id} lists {len(node.items):,} kinds of card; the limit is "
            f"{MAX_ROWS:,}",
            "a deck has at most 1,000 cards: give each kind of card one row with its count",
        )
        raise Skip()
    rows, columns, bad = [], {}, False
    for index, item in enumerate(node.items):
        try:
            row = _read_row(item, reader, path + (index,), index, columns)
        except Skip:
            bad = True
            continue
        if row.count:
            rows.append(row)
    if bad:
        raise Skip()
    if not rows:
        reader.error(
            node.pos,
            "empty-list",
            f"every card of the deck {deck_id} has count 0",
            "give at least one kind of card a count of 1 or more",
        )
        raise Skip()
    total = sum(row.count for row in rows)
    if total > limit:
        reader.error(
            reader.keys.get(path, node.pos),
            "too-many-cards",
            f"the deck {deck_id} would have {total:,} cards; a deck has at most {limit:,}",
            "lower the counts, or split the cards into decks",
        )
        raise Skip()
    return tuple(rows), tuple(columns), sheet_name, files


def _sheet_rows(node: Node, reader, path: tuple) -> tuple[Sequence, str, str]:
    """A spreadsheet named by `cards:`, read from beside the game file: its rows as nodes."""
    from printgen.read.spreadsheet import SHEET_SUFFIXES, SheetError, read_sheet

    sheet, fields = None, {}
    if isinstance(node, Mapping):
        fields = reader.mapping(
            node, path, ("file", "sheet"), ("file",), "the card list's spreadsheet"
        )
        if "file" not in fields:
            raise Skip()
        sheet = reader.optional(fields, "sheet", reader.text, path + ("sheet",), "the sheet's name")
        node = fields["file"]
        where = path + ("file",)
    else:
        where = path
    name = reader.text(node, where, "the spreadsheet's file name")
    if not name.lower().endswith(SHEET_SUFFIXES):
        reader.error(
            node.pos,
            "bad-choice",
            f"{shorten(name)!r} is not a spreadsheet printgen reads",
            "name a .csv (UTF-8), .xlsx or .ods file beside the game file",
        )
        raise Skip()
    real, shown = _beside(name, reader, node)
    try:
        rows = read_sheet(real, shown, sheet)
    except SheetError as refusal:
        problem = refusal.diagnostic
        # a cell, a row or the file's content: where it stands in the spreadsheet
        if refusal.about is None:
            reader.diagnostics.append(problem)
        else:  # how the game file names it: at that value
            at = (
                fields["sheet"]
                if refusal.about == "sheet" and isinstance(node, Scalar) and sheet is not None
                else node
            )
            reader.error(at.pos, problem.code, problem.message, problem.hint)
        raise Skip() from None
    return rows, shown, real


def _beside(name: str, reader, node: Scalar) -> tuple[str, str]:
    """The spreadsheet's real path and how messages name it; it must lie in the game's folder."""
    folder = reader.document.folder or os.getcwd()
    if os.path.isabs(name) or "\x00" in name:
        reader.error(
            node.pos,
            "outside-folder",
            f"{shorten(name)!r} is not a file beside the game file",
            "name the spreadsheet by its path from the game file's folder, such as "
            "`cards.csv` or `sheets/cards.xlsx`",
        )
        raise Skip()
    real = os.path.realpath(os.path.join(folder, name))
    root = os.path.realpath(folder)
    if os.path.commonpath([real, root]) != root:
        reader.error(
            node.pos,
            "outside-folder",
            f"{shorten(name)!r} lies outside the game file's folder",
            "keep the spreadsheet in the game's folder (or a folder inside it): a kit reads "
            "nothing else",
        )
        raise Skip()
    display = reader.document.path
    shown = (
        os.path.normpath(os.path.join(os.path.dirname(display), name))
        if not display.startswith("<")
        else name
    )
    return real, shown.replace(os.sep, "/")


def _read_row(item: Node, reader, path: tuple, index: int, columns: dict) -> CardRow:
    reader.values[path] = item.pos
    if not isinstance(item, Mapping):
        raise reader.wrong_type(
            item,
            f"a card's fields for row {index + 1}",
            "write each kind of card as `- {name: Guard, count: 5}`",
        )
    fields, count, counted = [], 1, None
    for key, value in item.items:
        name = str(key.value if key.value is not None else key.raw).strip()
        reader.keys[path + (name,)] = key.pos
        reader.values[path + (name,)] = value.pos
        if name in COUNT_COLUMNS:
            if counted is not None:
                reader.error(
                    key.pos,
                    "too-many-items",
                    f"the card gives its copies twice (`{counted}` and `{name}`)",
                    "keep one count column: count, copies or qty",
                )
                raise Skip()
            counted, count = name, _count(value, reader, path + (name,))
        elif not isinstance(value, Scalar):
            raise reader.wrong_type(
                value,
                f"a value for the field {shorten(name)}",
                "a card's field is one text or number; put a list's words in one text",
            )
        columns.setdefault(name, None)
        fields.append((name, _field_value(value, count if name in COUNT_COLUMNS else None)))
    return CardRow(tuple(fields), count, index)


def _count(node: Node, reader, path: tuple) -> int:
    reader.values[path] = node.pos
    value = node.value if isinstance(node, Scalar) else None
    if isinstance(value, bool) or not isinstance(value, int):
        reader.error(
            node.pos,
            "wrong-type",
            f"expected a whole number of copies, got {describe(node)}",
            "write how many copies of this card the deck has, such as 2 (0 leaves the card out)",
        )
        raise Skip()
    low, high = (int(bound) for bound in _COUNT.bounds())
    if not low <= value <= high:
        reader.error(
            node.pos,
            "out-of-bounds",
            f"the card's count is {value}; it must be {low} to {high}",
            "write how many copies of this card the deck has",
        )
        raise Skip()
    return value


def _field_value(node: Scalar, count: int | None) -> object:
    if count is not None:
        return count
    value = node.value
    if value is None:
        return None
    if isinstance(value, bool):
        return node.raw
    if isinstance(value, float):
        return node.raw
    return value
