"""Spreadsheets of cards read as positioned nodes, as the YAML loader reads a file.

A card list may live beside the game file as CSV (UTF-8, with or without a byte-order mark, comma
or semicolon between cells), XLSX (read with openpyxl) or ODS (read here from its `content.xml`
with the standard library's XML parser: no maintained pure-Python ODS reader reports the cells'
places). The first row that holds anything names the columns; every later row that holds
anything is one mapping from column name to cell value. Each key and value keeps its place: a CSV
cell as line and column (`court.csv:7:3`, the third cell of line 7), a workbook's as its sheet
and cell (`court.xlsx:Court!C7`), so the game reader reports a bad cell where it stands.

Spreadsheets are untrusted: the file's size, a workbook's unpacked size and member count, and the
rows, columns and characters of a cell are bounded before and while reading (`LIMITS`); an XML
part that declares a document type (where entity tricks live) is refused, and nothing is fetched.
"""

from __future__ import annotations

import os
import re

from printgen.core.diagnostics import ERROR, Diagnostic
from printgen.read.loader import Mapping, Pos, Scalar, Sequence

MAX_FILE_BYTES = 5_000_000  # the spreadsheet file itself
MAX_UNPACKED_BYTES = 50_000_000  # every member of a workbook, unpacked
MAX_MEMBERS = 2_000  # members of a workbook's zip
MAX_ROWS = 1_000  # kinds of card: a deck has at most 1,000 cards
MAX_COLUMNS = 40
MAX_CELL_CHARS = 2_000
SHEET_ROWS = 1_048_576  # the most rows a sheet of Excel or LibreOffice holds
LIMITS = {
    "file bytes": MAX_FILE_BYTES,
    "unpacked bytes": MAX_UNPACKED_BYTES,
    "rows": MAX_ROWS,
    "columns": MAX_COLUMNS,
    "characters a cell": MAX_CELL_CHARS,
}
SHEET_SUFFIXES = (".csv", ".xlsx", ".ods")
_INT = re.compile(r"[-+]?[0-9]{1,9}")
_BAD_NAME = re.compile(r"[{}.:!\[\]]")


class SheetError(Exception):
    """A spreadsheet that cannot be read as a card list: its diagnostic says where and why."""

    def __init__(self, diagnostic: Diagnostic, about: str | None = None):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic
        self.about = (
            about  # "file" or "sheet": the fault is in how the game file names it, not in a cell
        )


def _refuse(
    display: str,
    code: str,
    message: str,
    hint: str,
    line: int = 1,
    column: int = 1,
    cell: str = "",
    about: str | None = None,
) -> SheetError:
    return SheetError(Diagnostic(display, line, column, ERROR, code, message, hint, cell), about)


def read_sheet(path: str, display: str, sheet: str | None = None) -> Sequence:
    """The card rows of the spreadsheet at `path` (shown to the user as `display`): a Sequence of
    Mappings whose keys and values carry their cells' places. Raises SheetError."""
    suffix = os.path.splitext(path)[1].lower()
    size = _size(path, display)
    if size > MAX_FILE_BYTES:
        raise _refuse(
            display,
            "file-too-large",
            f"the spreadsheet is {size:,} bytes; the limit is {MAX_FILE_BYTES:,}",
            "a card list is a few kilobytes: keep one sheet of cards, without pictures "
            "embedded in it",
        )
    if suffix == ".csv":
        if sheet is not None:
            raise _refuse(
                display,
                "bad-choice",
                "a CSV file has no sheets to choose from",
                "drop `sheet:`, or give the workbook (.xlsx or .ods) that has the sheet",
                about="sheet",
            )
        return _rows_to_nodes(_csv_cells(path, display), display, workbook=False)
    if suffix in (".xlsx", ".ods"):
        _check_zip(path, display)
        cells, name = (
            _xlsx_cells(path, display, sheet)
            if suffix == ".xlsx"
            else _ods_cells(path, display, sheet)
        )
        return _rows_to_nodes(cells, display, workbook=True, sheet=name)
    raise _refuse(
        display,
        "bad-choice",
        f"{os.path.basename(display)!r} is not a spreadsheet printgen reads",
        "save the cards as .csv (UTF-8), .xlsx or .ods",
    )


def _size(path: str, display: str) -> int:
    import stat

    try:
        info = os.stat(path)
    except OSError as exc:
        raise _refuse(
            display,
            "unreadable-file",
            f"the spreadsheet {os.path.basename(display)!r} cannot be read: {exc.strerror or exc}",
            "check that the file is there, beside the game file, and readable",
            about="file",
        ) from None
    if not stat.S_ISREG(info.st_mode):
        raise _refuse(
            display,
            "unreadable-file",
            f"the spreadsheet {os.path.basename(display)!r} is not a regular file",
            "name the spreadsheet file itself",
            about="file",
        )
    return info.st_size


# -- CSV -------------------------------------------------------------------------------------------
def _csv_cells(path: str, display: str) -> list[tuple[int, int, str, object]]:
    """(line, column, cell name, value) of every cell that holds something."""
    import csv
    import io

    with open(path, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise _refuse(
            display,
            "not-utf8",
            "the spreadsheet is not UTF-8 text",
            "save it as CSV UTF-8 (most spreadsheet programs offer it under Save as)",
            line,
        ) from None
    if "\x00" in text:
        raise _refuse(
            display,
            "nul-byte",
            "the spreadsheet holds NUL characters: it is not a CSV text file",
            "save the cards as CSV UTF-8",
        )
    first = text.split("\n", 1)[0]
    delimiter = ";" if first.count(";") > first.count(",") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter, strict=True)
    cells, line = [], 1
    try:
        for row in reader:
            for column, value in enumerate(row, 1):
                if value.strip():
                    cells.append((line, column, "", _plain(value.strip())))
            line = reader.line_num + 1
            _check_shape(display, line, len(row), workbook=False)
    except csv.Error as exc:
        raise _refuse(
            display,
            "sheet-syntax",
            f"the CSV cannot be read: {exc}",
            "check the quotes on this line: a cell that holds a comma is written in double quotes",
            reader.line_num,
        ) from None
    return cells


def _plain(value: str) -> object:
    """A CSV cell's value: a whole number is a number, anything else is text."""
    return int(value) if _INT.fullmatch(value) else value


def _check_shape(display: str, row: int, columns: int, workbook: bool) -> None:
    if row > MAX_ROWS + 1:
        raise _refuse(
            display,
            "too-many-items",
            f"the spreadsheet has more than {MAX_ROWS:,} rows of cards",
            "one row is one kind of card, with `count` for its copies; a deck has at most "
            "1,000 cards",
            row,
        )
    if columns > MAX_COLUMNS:
        raise _refuse(
            display,
            "too-many-items",
            f"a row has {columns} cells; the limit is {MAX_COLUMNS} columns",
            "keep one column per thing a card prints",
            row,
        )


# -- workbooks -------------------------------------------------------------------------------------
def _check_zip(path: str, display: str) -> None:
    """A workbook is a zip: its members and their unpacked sizes are bounded before it is opened."""
    import zipfile

    try:
        with zipfile.ZipFile(path) as archive:
            members = archive.infolist()
        size = os.path.getsize(path)
        # a part said to be packed into more bytes than the file holds (a damaged directory) would
        # be asked of zipfile whole: gigabytes for a file of a few kilobytes
        if any(m.compress_size > size or m.header_offset + m.compress_size > size for m in members):
            raise zipfile.BadZipFile("a part runs past the end of the file")
    # NotImplementedError: a zip version past what zipfile reads
    except (zipfile.BadZipFile, OSError, EOFError, ValueError, NotImplementedError, RuntimeError):
        raise _refuse(
            display,
            "unreadable-file",
            "the workbook is damaged or is not a workbook",
            "save it again from the spreadsheet program, or as CSV UTF-8",
        ) from None
    unpacked = sum(m.file_size for m in members)
    if len(members) > MAX_MEMBERS or unpacked > MAX_UNPACKED_BYTES:
        raise _refuse(
            display,
            "file-too-large",
            f"the workbook unpacks to {unpacked:,} bytes in {len(members):,} parts; the "
            f"limits are {MAX_UNPACKED_BYTES:,} bytes and {MAX_MEMBERS:,} parts",
            "keep the card list on a sheet of its own, without pictures; or save it as CSV UTF-8",
        )


def _cell_name(sheet: str, row: int, column: int) -> str:
    letters, n = "", column
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(65 + rest) + letters
    return f"{sheet}!{letters}{row}"


def _workbook_value(value: object) -> object:
    """A cell's value as the card list takes it: whole numbers stay numbers, the rest is text."""
    if isinstance(value, bool):
        return str(value).upper()
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e9:
        return int(value)
    if isinstance(value, (int, float)):
        return value
    return str(value).strip()


def _choose_sheet(names: list[str], sheet: str | None, display: str) -> str:
    if sheet is None:
        if not names:
            raise _refuse(
                display,
                "unreadable-file",
                "the workbook has no sheets",
                "save the card list on a sheet",
            )
        return names[0]
    if sheet not in names:
        import difflib

        close = difflib.get_close_matches(sheet, names, 1)
        raise _refuse(
            display,
            "bad-choice",
            f"the workbook {os.path.basename(display)!r} has no sheet {sheet!r}",
            f"did you mean {close[0]!r}?" if close else "its sheets: " + ", ".join(names),
            about="sheet",
        )
    return sheet


def _xlsx_cells(path: str, display: str, sheet: str | None) -> tuple[list, str]:
    import warnings

    try:
        import openpyxl
    except ImportError:  # pragma: no cover - a dependency of printgen
        raise _refuse(
            display,
            "unreadable-file",
            "reading .xlsx needs openpyxl, which is not installed",
            "pip install openpyxl, or save the cards as CSV UTF-8",
        ) from None
    _refuse_doctype(path, display)
    cells: list = []
    empty_texts: set = set()  # cells whose formula's saved value is an empty text
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            book = openpyxl.load_workbook(path, read_only=True, data_only=True, keep_links=False)
            try:
                name = _choose_sheet(list(book.sheetnames), sheet, display)
                # parts are read here, row by row
                for row in book[name].iter_rows(max_row=MAX_ROWS + 1, max_col=MAX_COLUMNS + 1):
                    for cell in row:
                        value = getattr(cell, "value", None)
                        if value is None or (isinstance(value, str) and not value.strip()):
                            if getattr(cell, "data_type", None) == "str":  # a formula's empty text
                                empty_texts.add((cell.row, cell.column))
                            continue
                        _check_place(cell, display)
                        _check_shape(display, cell.row, cell.column, workbook=True)
                        cells.append(
                            (
                                cell.row,
                                cell.column,
                                _cell_name(name, cell.row, cell.column),
                                _workbook_value(value),
                            )
                        )
                _refuse_late_rows(book[name], name, display)
            finally:
                book.close()
            saved = {(cell[0], cell[1]) for cell in cells} | empty_texts
            _refuse_unsaved_formulas(openpyxl, path, name, display, saved)
    except (SheetError, MemoryError, RecursionError):
        raise
    # openpyxl on a damaged part raises what its parser raises (lxml's, zipfile's, int()'s
    # ValueError)
    except Exception as exc:  # noqa: BLE001
        raise _refuse(
            display,
            "unreadable-file",
            f"the workbook cannot be read ({type(exc).__name__})",
            "save it again from the spreadsheet program, or as CSV UTF-8",
        ) from None
    return cells, name


def _refuse_doctype(path: str, display: str) -> None:
    """No XML part of a workbook may declare a document type: entities (external or expanding)
    have no place in a spreadsheet."""
    import zipfile
    import zlib

    from printgen.read.untrusted_xml import has_document_type

    try:
        with zipfile.ZipFile(path) as archive:
            for member in archive.infolist():
                if member.filename.endswith((".xml", ".rels")):
                    with archive.open(member) as part:
                        head = part.read(MAX_UNPACKED_BYTES)
                    # read as XML, in the encoding the part declares (UTF-16 spells <!DOCTYPE
                    # otherwise)
                    declared = has_document_type(head)
                    if declared:
                        raise _refuse(
                            display,
                            "unreadable-file",
                            f"the workbook's part {member.filename!r} declares a document "
                            "type, which a spreadsheet never needs",
                            "save the cards again from a spreadsheet program, or as CSV UTF-8",
                        )
                    if declared is None:
                        raise _refuse(
                            display,
                            "unreadable-file",
                            f"the workbook's part {member.filename!r} is not readable XML",
                            "save it again from the spreadsheet program, or as CSV UTF-8",
                        )
    # a damaged member (CRC, deflate, method, encrypted)
    except (
        zipfile.BadZipFile,
        zlib.error,
        OSError,
        EOFError,
        ValueError,
        NotImplementedError,
        RuntimeError,
    ):
        raise _refuse(
            display,
            "unreadable-file",
            "the workbook is damaged or is not a workbook",
            "save it again from the spreadsheet program, or as CSV UTF-8",
        ) from None


_ODS = {
    "table": "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}",
    "office": "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}",
    "text": "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}",
}


def _late_row(display: str, sheet: str, row: int, column: int, value: object) -> SheetError:
    """A card in a row past the rows a card list is read to (after blank rows, say): refused at its
    cell, never silently left out."""
    shown = str(value) if len(str(value)) <= 30 else str(value)[:29] + "…"
    return _refuse(
        display,
        "too-many-items",
        f"row {row} holds {shown!r}, but a card list is read only to row {MAX_ROWS + 1:,} (its "
        f"column names and at most {MAX_ROWS:,} rows of cards, blank rows counted)",
        "move the cards up to the rows just below the column names, or clear the cell",
        row,
        column,
        _cell_name(sheet, row, column),
    )


def _refuse_late_rows(worksheet, sheet: str, display: str) -> None:
    """Looks past the rows read (to the last row a sheet can have) for a cell that holds
    something."""
    width = MAX_COLUMNS + 1
    blank = (None,) * width
    rows = worksheet.iter_rows(
        min_row=MAX_ROWS + 2, max_row=SHEET_ROWS, max_col=width, values_only=True
    )
    for row, values in enumerate(rows, MAX_ROWS + 2):
        if values == blank:  # compared in C: a million blank rows take a fraction of a second
            continue
        for column, value in enumerate(values, 1):
            if value is not None and not (isinstance(value, str) and not value.strip()):
                raise _late_row(display, sheet, row, column, _workbook_value(value))


def _check_place(cell, display: str) -> None:
    """A cell at a row and column a sheet has (a damaged part can place one at A0)."""
    if not (
        isinstance(cell.row, int)
        and isinstance(cell.column, int)
        and cell.row >= 1
        and cell.column >= 1
    ):
        raise _refuse(
            display,
            "unreadable-file",
            f"the workbook places a cell at row {cell.row}, column {cell.column}, which no sheet "
            "has",
            "save it again from the spreadsheet program, or as CSV UTF-8",
        )


def _refuse_unsaved_formulas(openpyxl, path: str, sheet: str, display: str, saved: set) -> None:
    """A cell holding a formula whose value was never saved (a workbook written by a program that
    does not compute formulas) reads as empty: a count would be silently 1. Refused at the cell;
    `saved` holds the places of the cells read with a value."""
    book = openpyxl.load_workbook(path, read_only=True, data_only=False, keep_links=False)
    try:
        for row in book[sheet].iter_rows(max_row=MAX_ROWS + 1, max_col=MAX_COLUMNS + 1):
            for cell in row:
                if getattr(cell, "data_type", None) == "f" and (cell.row, cell.column) not in saved:
                    _check_place(cell, display)
                    raise _unsaved_formula(display, sheet, cell.row, cell.column, cell.value)
    finally:
        book.close()


def _unsaved_formula(display: str, sheet: str, row: int, column: int, formula) -> SheetError:
    text = str(getattr(formula, "text", formula))
    shown = text if len(text) <= 40 else text[:39] + "…"
    return _refuse(
        display,
        "formula-no-value",
        f"the cell holds the formula {shown} but no value saved with it, so what it shows is "
        "not known",
        "open the workbook in your spreadsheet program and save it again (it saves each "
        "formula's value), or type the value itself",
        row,
        column,
        _cell_name(sheet, row, column),
    )


def _ods_cells(path: str, display: str, sheet: str | None) -> tuple[list, str]:
    import xml.etree.ElementTree as ET
    import zipfile
    import zlib

    _refuse_doctype(path, display)
    try:
        with zipfile.ZipFile(path) as archive, archive.open("content.xml") as part:
            root = ET.fromstring(part.read(MAX_UNPACKED_BYTES))
    except (
        KeyError,
        zipfile.BadZipFile,
        zlib.error,
        ET.ParseError,
        OSError,
        EOFError,
        ValueError,
        NotImplementedError,
        RuntimeError,
    ):
        raise _refuse(
            display,
            "unreadable-file",
            "the workbook cannot be read: it has no readable content.xml",
            "save it again from the spreadsheet program, or as CSV UTF-8",
        ) from None
    t, o = _ODS["table"], _ODS["office"]
    tables = root.iter(f"{t}table")
    found = {table.get(f"{t}name", ""): table for table in tables}
    name = _choose_sheet(list(found), sheet, display)
    cells, row_number = [], 0
    for row in found[name].iter(f"{t}table-row"):
        repeat = _repeat(row.get(f"{t}number-rows-repeated"), display, row_number + 1, name)
        row_number += 1
        column = 0
        for cell in row:
            if cell.tag not in (f"{t}table-cell", f"{t}covered-table-cell"):
                continue
            span = _repeat(cell.get(f"{t}number-columns-repeated"), display, row_number, name)
            value = _ods_value(cell, o)
            if cell.get(f"{t}formula") is not None and _unsaved(cell, o):
                formula = cell.get(f"{t}formula")  # "of:=2*2": OpenFormula's prefix left out
                formula = re.sub(r"^[a-z]+:(?==)", "", formula)
                raise _unsaved_formula(display, name, row_number, column + 1, formula)
            if value is not None:
                for _ in range(min(span, MAX_COLUMNS + 1)):
                    column += 1
                    if row_number > MAX_ROWS + 1:
                        raise _late_row(display, name, row_number, column, value)
                    _check_shape(display, row_number, column, workbook=True)
                    cells.append((row_number, column, _cell_name(name, row_number, column), value))
            else:
                column += span
        if any(c[0] == row_number for c in cells[-1:]):
            if repeat > 1:  # a repeated row that holds something: each repeat is a row of its own
                copies = [c for c in cells if c[0] == row_number]
                for extra in range(1, min(repeat, MAX_ROWS + 2)):
                    _check_shape(display, row_number + extra, 0, workbook=True)
                    cells += [
                        (row_number + extra, c[1], _cell_name(name, row_number + extra, c[1]), c[3])
                        for c in copies
                    ]
                row_number += min(repeat, MAX_ROWS + 2) - 1
        else:
            row_number += repeat - 1
    return cells, name


def _repeat(value: str | None, display: str, row: int, sheet: str) -> int:
    """A row's or cell's repeat count: a positive whole number (any other is a damaged file)."""
    if value is None:
        return 1
    if not re.fullmatch(r"[0-9]{1,10}", value) or int(value) == 0:
        raise _refuse(
            display,
            "unreadable-file",
            f"the workbook repeats a row or cell {value[:20]!r} times, which is no count",
            "save it again from the spreadsheet program, or as CSV UTF-8",
            row,
            1,
            f"{sheet}!A{row}",
        )
    return int(value)


def _unsaved(cell, o: str) -> bool:
    """A formula cell saved without its value: no type, or a number type without the number."""
    kind = cell.get(f"{o}value-type")
    return kind is None or (
        kind in ("float", "percentage", "currency") and cell.get(f"{o}value") is None
    )


def _ods_value(cell, o: str) -> object:
    kind = cell.get(f"{o}value-type")
    if kind in ("float", "percentage", "currency"):
        try:
            return _workbook_value(float(cell.get(f"{o}value", "")))
        except ValueError:
            return None
    if kind == "boolean":
        return str(cell.get(f"{o}boolean-value", "")).upper()
    text = "\n".join("".join(p.itertext()) for p in cell.iter(f"{_ODS['text']}p")).strip()
    return text or None


# -- rows as nodes ---------------------------------------------------------------------------------
def _rows_to_nodes(
    cells: list[tuple[int, int, str, object]], display: str, workbook: bool, sheet: str = ""
) -> Sequence:
    """The header row's names as keys; every later row that holds something as a Mapping."""
    by_row: dict[int, list] = {}
    for cell in cells:
        if isinstance(cell[3], str) and len(cell[3]) > MAX_CELL_CHARS:
            raise _refuse(
                display,
                "cell-too-long",
                f"a cell holds {len(cell[3]):,} characters; the limit is {MAX_CELL_CHARS:,}",
                "a card's text is a line or two",
                cell[0],
                cell[1],
                cell[2],
            )
        by_row.setdefault(cell[0], []).append(cell)
    if not by_row:
        raise _refuse(
            display,
            "empty-list",
            "the spreadsheet holds no cards",
            "write the column names (such as name, count, text) in the first row and one kind "
            "of card per row below",
        )
    rows = [by_row[n] for n in sorted(by_row)]
    header: dict[int, Scalar] = {}
    for line, column, cell, value in rows[0]:
        name = str(value).strip()
        pos = Pos(line, column, display, cell or None)
        if _BAD_NAME.search(name) or name in (s.value for s in header.values()):
            why = (
                "is a second column of that name"
                if name in (s.value for s in header.values())
                else "holds a character a face's {field} cannot name ({ } . : ! [ ])"
            )
            raise _refuse(
                display,
                "bad-id",
                f"the column name {name!r} {why}",
                "give every column a plain name of its own, such as name, count, text",
                line,
                column,
                cell,
            )
        header[column] = Scalar(pos, name, name, True)
    items = []
    for row in rows[1:]:
        fields = []
        for line, column, cell, value in row:
            pos = Pos(line, column, display, cell or None)
            if column not in header:
                raise _refuse(
                    display,
                    "unknown-key",
                    f"a cell in column {column} has no column name above it",
                    "write the column's name in the first row, or clear the cell",
                    line,
                    column,
                    cell,
                )
            fields.append((header[column], Scalar(pos, value, str(value), isinstance(value, str))))
        first = row[0]
        items.append(
            Mapping(
                Pos(first[0], 1, display, _cell_name(sheet, first[0], 1) if workbook else None),
                tuple(fields),
            )
        )
    first = rows[0][0]
    return Sequence(Pos(first[0], first[1], display, first[2] or None), tuple(items))
