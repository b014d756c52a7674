"""Game files with the files they name beside them: spreadsheets of cards and pictures.

A `Bundle` is a game file (`game.yaml`) and the files of its folder, each a name and its bytes or
a special file (`FIFO`, a symbolic link to `/dev/zero`, to a file outside the folder, a folder of
that name, or nothing: a missing file). It is written into a folder of its own before each run
(`write`), so the game reader finds its spreadsheet and its pictures where a user's would be.

Two kinds:

- sheet: a game whose deck's `cards:` names a CSV, XLSX or ODS file (`sheet_bundle`). CSV in
  every encoding a spreadsheet program writes (UTF-8 with and without BOM, UTF-16, Latin-1,
  cp1252), either delimiter, quotes, line breaks in cells, formulas, huge cells, many rows or
  columns, ragged rows, then bytes changed. XLSX and ODS are written part by part here (so a part
  can be anything): inline and shared strings, numbers, booleans, errors, formulas with and
  without a cached value, cell references anywhere (`XFD1048576`), repeated rows and columns
  (ODS), several sheets; then a part changed by bytes or by a token (a DOCTYPE with entities, a
  UTF-16 part), the zip truncated or flipped, a zip bomb, thousands of members, duplicate members.
- picture: a game whose faces show `{image: ...}`, whose back is a picture and whose `icons:` are
  the game's own files (`picture_bundle`). PNG in every mode (1, L, LA, P, RGB, RGBA, I, I;16),
  JPEG in L, RGB and CMYK, a PNG whose header states a huge size (a decompression bomb), truncated
  and flipped files; SVG with shapes, text, gradients and patterns that name each other, `<use>`
  chains and loops, `<image>` of local files, absolute paths, the network and data: URIs (a
  bomb inside), `<style>` with `@import`, external entities, billion laughs, UTF-16, deep nesting,
  hostile sizes and view boxes; and the special files.
"""

from __future__ import annotations

import base64
import functools
import io
import os
import random
import zipfile
import zlib
from dataclasses import dataclass

FIFO, ZERO, OUTSIDE, FOLDER, MISSING = (
    "<fifo>",
    "<link to /dev/zero>",
    "<link outside the folder>",
    "<a folder>",
    "<missing>",
)
SPECIALS = (FIFO, ZERO, OUTSIDE, FOLDER, MISSING)
GAME_NAME = "game.yaml"


@dataclass(frozen=True)
class Bundle:
    """A game file and the files beside it: (name, bytes or one of SPECIALS)."""

    game: bytes
    files: tuple[tuple[str, object], ...] = ()

    def __len__(self) -> int:  # how big it is, for keeping the smallest input of a finding
        return len(self.game) + sum(len(v) if isinstance(v, bytes) else 1 for _, v in self.files)

    def describe(self) -> str:
        return ", ".join(
            f"{n} ({len(v):,} bytes)" if isinstance(v, bytes) else f"{n} {v}" for n, v in self.files
        )


def write(bundle: Bundle, folder: str) -> str:
    """The bundle's files in `folder` (made empty first); returns the game file's path."""
    import shutil

    if os.path.lexists(folder):
        shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    outside = os.path.join(os.path.dirname(folder), "outside.txt")
    if not os.path.exists(outside):
        with open(outside, "w") as handle:
            handle.write("name,count\nsecret,1\n")
    for name, value in bundle.files:
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if isinstance(value, bytes):
            with open(path, "wb") as handle:
                handle.write(value)
        elif value == FIFO:
            os.mkfifo(path)
        elif value == ZERO:
            os.symlink("/dev/zero", path)
        elif value == OUTSIDE:
            os.symlink(outside, path)
        elif value == FOLDER:
            os.makedirs(path, exist_ok=True)
    game = os.path.join(folder, GAME_NAME)
    with open(game, "wb") as handle:
        handle.write(bundle.game)
    return game


def snapshot(folder: str) -> dict:
    """What the folder holds: name -> (kind, size), to see that a run wrote nothing there."""
    found = {}
    for base, dirs, names in os.walk(folder):
        for name in sorted(dirs + names):
            path = os.path.join(base, name)
            info = os.lstat(path)
            found[os.path.relpath(path, folder)] = (
                info.st_mode >> 12,
                info.st_size if os.path.isfile(path) and not os.path.islink(path) else 0,
            )
    return found


# -- words for cells and texts ---------------------------------------------------------------------
WORDS = [
    "Guard",
    "Priest",
    "Baron",
    "Handmaid",
    "Prince",
    "King",
    "Countess",
    "Princess",
    "Ünïcode",
    "日本語",
    "𝔘nicode",
    "<b>bold</b>",
    "<font color=red>x</font>",
    "&amp;",
    "a & b",
    "**strong** and *soft*",
    ":coin: two",
    ":coni:",
    "10:30",
    "=SUM(A1:A3)",
    '=HYPERLINK("http://example.invalid")',
    "+1",
    "-1",
    "@cmd",
    "007",
    "1e3",
    "1.5",
    " 3 ",
    "TRUE",
    "null",
    "~",
    "",
    " ",
    "\u200b",
    "\u202eevil",
    "line\nbreak",
    "tab\there",
    'quote " inside',
    "comma, inside",
    "semi; colon",
    "{name}",
    "{count}",
    "%s",
    "\\",
    "x" * 60,
]


def _word(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.02:
        return "W" * rng.choice([1999, 2000, 2001, 5000])
    if roll < 0.6:
        return rng.choice(WORDS[:8])
    return rng.choice(WORDS)


def _count(rng: random.Random) -> object:
    roll = rng.random()
    if roll < 0.85:
        return rng.randint(1, 4)
    return rng.choice([0, -1, 1000, 1001, "many", "", "2.0", 2.5, "0x2", True, "1e9", 99999999999])


def card_rows(rng: random.Random, tame: bool = False) -> tuple[list[str], list[list[object]]]:
    """A header and rows of cards: name, rank, text and count, in any order, sometimes more or fewer
    columns; tame: plain words and counts, so the deck checks clean and is laid out."""
    header = ["name", "rank", "text", rng.choice(["count", "count", "copies", "qty"])]
    rng.shuffle(header)
    if tame:
        rows = []
        for index in range(rng.choice([2, 4, 6, 8, 12])):
            row = {
                "name": rng.choice(WORDS[:8]) + f" {index}",
                "rank": index + 1,
                "text": rng.choice(WORDS[:12]),
                header[
                    header.index(next(h for h in header if h in ("count", "copies", "qty")))
                ]: rng.randint(1, 4),
            }
            rows.append([row[h] for h in header])
        return header, rows
    if rng.random() < 0.1:
        header.append(rng.choice(["extra", "art", "name", "bad.name", "{x}", "Count", "", "count"]))
    if rng.random() < 0.05:
        header.remove(rng.choice(header))
    rows = []
    for index in range(
        rng.choice([1, 2, 4, 6, 8, 8, 10, 12, 20])
        if rng.random() < 0.97
        else rng.choice([999, 1000, 1001, 1500])
    ):
        row = []
        for column in header:
            if column in ("count", "copies", "qty"):
                row.append(_count(rng) if rng.random() < 0.9 else 1)
            elif column == "rank":
                row.append(rng.choice([index + 1, index + 1, -5, 0, 999, "A", "", 1.5]))
            else:
                row.append(_word(rng))
        if rng.random() < 0.05:
            row = row[: rng.randrange(len(row) + 1)] if rng.random() < 0.5 else row + [_word(rng)]
        rows.append(row)
    if rng.random() < 0.02:
        header = header + [f"c{n}" for n in range(rng.choice([36, 37, 40]))]
    return header, rows


# -- the game files --------------------------------------------------------------------------------
def _yaml_text(value: str) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


def sheet_game(rng: random.Random, cards: str, sheet: str | None) -> bytes:
    """A game whose deck `court` is the spreadsheet `cards` (a workbook's `sheet`)."""
    named = (
        f"{{file: {_yaml_text(cards)}, sheet: {_yaml_text(sheet)}}}"
        if sheet is not None
        else _yaml_text(cards)
    )
    hand = rng.choice([1, 1, 2])
    lines = [
        "kind: game",
        "name: Sheet Court",
        "players: {min: 2, max: 4}",
        "decks:",
        "  court:",
        "    name: Court",
        f"    cards: {named}",
        "    face:",
        "      elements:",
        '        - {at: corners, text: "{rank}", size: large}',
        '        - {at: top, text: "{name}", size: medium, bold: true}',
        '        - {at: bottom, text: "{text}", size: small, wrap: true}',
        "deal:",
        "  deck: court",
        "  players:",
        f"    2: {{hand: {hand}}}",
        f"    3: {{hand: {hand}}}",
        "    4: {hand: 1}",
    ]
    if rng.random() < 0.3:
        lines += [
            "references:",
            "  aid:",
            "    title: Court",
            "    blocks:",
            '      - table: {deck: court, columns: {Card: "{name}", Rank: "{rank}", Count: '
            '"{count}"}}',
        ]
    if rng.random() < 0.2:
        lines += [
            "scoring:",
            "  - points: {field: rank}",
            "examples:",
            "  - {cards: [{rank: 1}], score: 1}",
        ]
    return ("\n".join(lines) + "\n").encode("utf-8")


# -- CSV -------------------------------------------------------------------------------------------
CSV_TOKENS = [
    b",",
    b";",
    b'"',
    b'""',
    b"\n",
    b"\r\n",
    b"\r",
    b"\x00",
    b"\xef\xbb\xbf",
    b"\xff\xfe",
    b"\xfe\xff",
    b"\xff",
    b"\xc3",
    b"\xe2\x80\xa8",
    b"\t",
    b"=1+1",
    b"count",
    b"name",
    b"rank",
    b"text",
    b"-1",
    b"1001",
    b"99999999999",
    b"\x1a",
    "\u2028".encode(),
    b"\\",
]


def csv_bytes(
    rng: random.Random, header: list[str], rows: list[list[object]], encoding: str | None = None
) -> bytes:
    delimiter = rng.choice([",", ",", ";", "\t"])
    quoting = rng.random()
    end = rng.choice(["\n", "\n", "\r\n", "\r"])

    def cell(value) -> str:
        text = str(value)
        if quoting < 0.3 or any(c in text for c in (delimiter, '"', "\n", "\r")):
            return '"' + text.replace('"', '""') + '"'
        return text

    lines = [delimiter.join(cell(v) for v in line) for line in [header] + rows]
    if rng.random() < 0.1:
        lines += [""] * rng.randint(1, 3) + ([delimiter * 3] if rng.random() < 0.5 else [])
    if rng.random() < 0.05:
        lines.insert(0, "")
    text = end.join(lines) + (end if rng.random() < 0.8 else "")
    encoding = encoding or rng.choice(
        ["utf-8"] * 6
        + ["utf-8-sig", "utf-8-sig", "utf-16", "utf-16-le", "latin-1", "cp1252", "utf-32"]
    )
    data = text.encode(encoding, "replace")
    if rng.random() < 0.01 and encoding != "utf-8":  # a cell of 10 MB: past the file's limit
        data += b"\n" + b"y" * 10_000_001
    return data


# -- XLSX ------------------------------------------------------------------------------------------
def _letters(column: int) -> str:
    letters = ""
    while column:
        column, rest = divmod(column - 1, 26)
        letters = chr(65 + rest) + letters
    return letters


def _xml(text: str) -> str:
    return (
        text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
    )


XLSX_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" '
    'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default '
    'Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '{sheets}<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>'
)
XLSX_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" '
    'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="xl/workbook.xml"/></Relationships>'
)
_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def xlsx_parts(
    rng: random.Random, sheets: list[tuple[str, list[list[object]]]]
) -> list[tuple[str, bytes]]:
    """The parts of a workbook with these sheets (name, rows), cells written in the ways programs
    write them."""
    shared: list[str] = []
    parts = []
    for number, (name, rows) in enumerate(sheets, 1):
        out = [
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<worksheet xmlns="{_MAIN}" xmlns:r="{_REL}">'
        ]
        if rng.random() < 0.3:
            out.append(
                "<dimension "
                f'ref="{rng.choice(["A1", "A1:D9", "A1:XFD1048576", "ZZ0", "A1:A1048577", ""])}"/>'
            )
        out.append("<sheetData>")
        for r, row in enumerate(rows, 1):
            at = r if rng.random() < 0.98 else rng.choice([r + 500, 1048576, 0, r])
            out.append(f'<row r="{at}">' if rng.random() < 0.9 else "<row>")
            for c, value in enumerate(row, 1):
                ref = (
                    f"{_letters(c)}{at}"
                    if rng.random() < 0.98
                    else rng.choice(
                        ["XFD1048576", "A0", "ZZZZ1", "", f"{_letters(c + 40)}{at}", "a1"]
                    )
                )
                attr = f' r="{ref}"' if ref else ""
                roll = rng.random()
                if isinstance(value, bool):
                    out.append(f'<c{attr} t="b"><v>{int(value)}</v></c>')
                elif isinstance(value, (int, float)) and roll < 0.8:
                    out.append(f"<c{attr}><v>{value}</v></c>")
                elif isinstance(value, (int, float)):
                    out.append(
                        f"<c{attr}><f>{rng.choice(['1+1', 'SUM(A1:A3)', 'NOW()', 'WEBSERVICE(&quot;http://x&quot;)'])}</f>"
                        + (f"<v>{value}</v>" if rng.random() < 0.7 else "")
                        + "</c>"
                    )
                elif roll < 0.4:
                    out.append(f'<c{attr} t="inlineStr"><is><t>{_xml(str(value))}</t></is></c>')
                elif roll < 0.9:
                    shared.append(str(value))
                    index = len(shared) - 1 if rng.random() < 0.98 else rng.choice([99999, -1, "x"])
                    out.append(f'<c{attr} t="s"><v>{index}</v></c>')
                elif roll < 0.95:
                    out.append(
                        f"<c{attr} "
                        f't="e"><v>{rng.choice(["#DIV/0!", "#REF!", "#N/A", "#NAME?"])}</v></c>'
                    )
                else:
                    out.append(
                        f"<c{attr} "
                        f't="{rng.choice(["str", "d", "n", "zz"])}"><v>{_xml(str(value))}</v></c>'
                    )
            out.append("</row>")
        out.append("</sheetData></worksheet>")
        parts.append((f"xl/worksheets/sheet{number}.xml", "".join(out).encode("utf-8")))
    names = "".join(
        f'<sheet name="{_xml(name)}" sheetId="{n}" r:id="rId{n}"/>'
        for n, (name, _) in enumerate(sheets, 1)
    )
    workbook = (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<workbook xmlns="{_MAIN}" xmlns:r="{_REL}"><sheets>{names}</sheets></workbook>'
    )
    rels = "".join(
        f'<Relationship Id="rId{n}" Type="{_REL}/worksheet" Target="worksheets/sheet{n}.xml"/>'
        for n in range(1, len(sheets) + 1)
    )
    rels += (
        f'<Relationship Id="rId{len(sheets) + 1}" Type="{_REL}/sharedStrings" '
        'Target="sharedStrings.xml"/>'
    )
    strings = "".join(
        f"<si><t>{_xml(s)}</t></si>"
        if rng.random() < 0.95
        else f"<si><r><t>{_xml(s[:3])}</t></r><r><t>{_xml(s[3:])}</t></r></si>"
        for s in shared
    )
    overrides = "".join(
        f'<Override PartName="/xl/worksheets/sheet{n}.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        for n in range(1, len(sheets) + 1)
    )
    return [
        ("[Content_Types].xml", XLSX_TYPES.format(sheets=overrides).encode()),
        ("_rels/.rels", XLSX_RELS.encode()),
        ("xl/workbook.xml", workbook.encode("utf-8")),
        (
            "xl/_rels/workbook.xml.rels",
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            "<Relationships "
            f'xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>'.encode(),
        ),
        (
            "xl/sharedStrings.xml",
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            f'<sst xmlns="{_MAIN}" count="{len(shared)}">{strings}</sst>'.encode("utf-8"),
        ),
    ] + parts


# -- ODS -------------------------------------------------------------------------------------------
_ODS_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
)
_REPEATS = [
    "1",
    "2",
    "3",
    "0",
    "-1",
    "",
    "abc",
    "1e3",
    "1000",
    "1001",
    "99999999999999999999",
    " 2",
    "2.5",
    "\u0663",
]


def ods_parts(
    rng: random.Random, sheets: list[tuple[str, list[list[object]]]]
) -> list[tuple[str, bytes]]:
    tables = []
    for name, rows in sheets:
        out = [f'<table:table table:name="{_xml(name)}">']
        if rng.random() < 0.1:
            out.append(
                "<table:table-row "
                f'table:number-rows-repeated="{rng.choice(_REPEATS)}"><table:table-cell/></table:table-row>'
            )
        for row in rows:
            repeat = (
                f' table:number-rows-repeated="{rng.choice(_REPEATS)}"'
                if rng.random() < 0.05
                else ""
            )
            out.append(f"<table:table-row{repeat}>")
            for value in row:
                span = (
                    f' table:number-columns-repeated="{rng.choice(_REPEATS)}"'
                    if rng.random() < 0.04
                    else ""
                )
                roll = rng.random()
                if isinstance(value, bool):
                    out.append(
                        f'<table:table-cell{span} office:value-type="boolean" '
                        f'office:boolean-value="{str(value).lower()}"><text:p>{value}</text:p></table:table-cell>'
                    )
                elif isinstance(value, (int, float)) or roll < 0.03:
                    shown = (
                        value
                        if roll >= 0.03
                        else rng.choice(["nan", "inf", "-inf", "1e400", "x", "", "1e308"])
                    )
                    kind = rng.choice(["float", "float", "percentage", "currency"])
                    out.append(
                        f'<table:table-cell{span} office:value-type="{kind}" '
                        f'office:value="{shown}"><text:p>{shown}</text:p></table:table-cell>'
                    )
                elif roll < 0.06:
                    out.append(f"<table:covered-table-cell{span}/>")
                elif roll < 0.09:
                    out.append(f"<table:table-cell{span}/>")
                elif roll < 0.12:
                    out.append(
                        f"<table:table-cell{span} "
                        f'office:value-type="string"><text:p>{_xml(str(value))}<text:s '
                        'text:c="3"/><text:span>x</text:span></text:p><text:p>two</text:p>'
                        f"<office:annotation><text:p>note</text:p></office:annotation></table:table-cell>"
                    )
                else:
                    out.append(
                        f"<table:table-cell{span} "
                        f'office:value-type="string"><text:p>{_xml(str(value))}</text:p></table:table-cell>'
                    )
            out.append("</table:table-row>")
        out.append("</table:table>")
        tables.append("".join(out))
    content = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content {_ODS_NS} '
        'office:version="1.2"><office:body><office:spreadsheet>'
        + "".join(tables)
        + "</office:spreadsheet></office:body></office:document-content>"
    )
    manifest = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest '
        'xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
        '<manifest:file-entry manifest:full-path="/" '
        'manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>'
        '<manifest:file-entry manifest:full-path="content.xml" '
        'manifest:media-type="text/xml"/></manifest:manifest>'
    )
    return [
        ("mimetype", b"application/vnd.oasis.opendocument.spreadsheet"),
        ("META-INF/manifest.xml", manifest.encode()),
        ("content.xml", content.encode("utf-8")),
    ]


XML_TOKENS = [
    b'<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
    b'<!DOCTYPE x SYSTEM "http://example.invalid/x.dtd">',
    b'<!ENTITY e SYSTEM "file:///etc/passwd">',
    b"&e;",
    b"&a;",
    b"&b;",
    b"&#0;",
    b"&#x110000;",
    b"&#65;",
    b"<![CDATA[x]]>",
    b"<?pi x?>",
    b"<!-- c -->",
    b"<",
    b">",
    b"</",
    b"/>",
    b'"',
    b"'",
    b"=",
    b"\x00",
    b"\xff",
    b"\xc3",
    b' r="XFD1048576"',
    b' table:number-rows-repeated="999999999"',
    b' table:number-columns-repeated="999999999"',
    b' t="s"',
    b"<v>999999</v>",
    b"<v>-1</v>",
    b"<v>1e400</v>",
    b"<v>nan</v>",
    b'<c r="A2"><v>1</v></c>',
    b'<table:table-cell office:value-type="float" office:value="nan"/>',
    b'<table:table table:name="">',
    b'<?xml version="1.0" encoding="UTF-16"?>',
    b'<?xml version="1.1"?>',
    b'xmlns:x="urn:x"',
    b'<x:y xmlns:x="urn:x"/>',
    b"\r\n",
    b"\t",
]


def _zip(parts: list[tuple[str, bytes]], rng: random.Random) -> bytes:
    import warnings

    out = io.BytesIO()
    method = zipfile.ZIP_DEFLATED if rng.random() < 0.8 else zipfile.ZIP_STORED
    with warnings.catch_warnings(), zipfile.ZipFile(out, "w", method) as archive:
        warnings.simplefilter("ignore")  # a member twice, on purpose
        for name, data in parts:
            archive.writestr(name, data)
    return out.getvalue()


@functools.lru_cache(maxsize=None)
def _bomb_member() -> tuple[int, int, bytes]:
    """(crc, size, deflated data) of 60 MB of one byte: past any workbook's unpacked limit."""
    size = 60_000_000
    block = b"<" * 1_000_000
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    crc, chunks = 0, []
    for _ in range(size // len(block)):
        crc = zlib.crc32(block, crc)
        chunks.append(compressor.compress(block))
    chunks.append(compressor.flush())
    return crc, size, b"".join(chunks)


def _with_bomb(data: bytes, name: str) -> bytes:
    """The zip with one more member `name` that unpacks to 60 MB (built from its deflated bytes, not
    compressed again)."""
    import struct

    crc, size, body = _bomb_member()
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [(i.filename, archive.read(i)) for i in archive.infolist()]
    except (
        zipfile.BadZipFile,
        OSError,
        EOFError,
        ValueError,
        KeyError,
        RuntimeError,
        NotImplementedError,
    ):
        return data
    import warnings

    out = io.BytesIO()
    with warnings.catch_warnings(), zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        warnings.simplefilter("ignore")  # a member twice, on purpose
        for member, content in members:
            archive.writestr(member, content)
    # a member appended by hand: local header, the deflated bytes, then the central directory again
    head = out.getvalue()
    with zipfile.ZipFile(io.BytesIO(head)) as archive:
        infos = archive.infolist()
    start = min((i.header_offset for i in infos), default=0)
    end_of_members = max(
        (
            i.header_offset + 30 + len(i.filename.encode()) + len(i.extra) + i.compress_size
            for i in infos
        ),
        default=0,
    )
    raw = name.encode()
    local = (
        struct.pack("<4s5H3L2H", b"PK\x03\x04", 20, 0, 8, 0, 0, crc, len(body), size, len(raw), 0)
        + raw
    )
    entries = []
    for info in infos:
        entries.append(
            struct.pack(
                "<4s6H3L5H2L",
                b"PK\x01\x02",
                20,
                20,
                0,
                info.compress_type,
                0,
                0,
                info.CRC,
                info.compress_size,
                info.file_size,
                len(info.filename.encode()),
                0,
                0,
                0,
                0,
                0,
                info.header_offset,
            )
            + info.filename.encode()
        )
    entries.append(
        struct.pack(
            "<4s6H3L5H2L",
            b"PK\x01\x02",
            20,
            20,
            0,
            8,
            0,
            0,
            crc,
            len(body),
            size,
            len(raw),
            0,
            0,
            0,
            0,
            0,
            end_of_members,
        )
        + raw
    )
    directory = b"".join(entries)
    tail = struct.pack(
        "<4s4H2LH",
        b"PK\x05\x06",
        0,
        0,
        len(entries),
        len(entries),
        len(directory),
        end_of_members + len(local) + len(body),
        0,
    )
    return head[start:end_of_members] + local + body + directory + tail


def workbook_bytes(
    rng: random.Random, suffix: str, header: list[str], rows: list[list[object]], sheet: str
) -> bytes:
    sheets = [(sheet, [header] + rows)]
    if rng.random() < 0.2:
        sheets.insert(
            rng.randrange(2),
            (rng.choice(["Other", "Notes", sheet, "", "<b>"]), [["a", "b"], [1, 2]]),
        )
    parts = (xlsx_parts if suffix == ".xlsx" else ods_parts)(rng, sheets)
    roll = rng.random()
    if roll < 0.25:  # one part changed
        import harness

        index = rng.randrange(len(parts))
        name, data = parts[index]
        if rng.random() < 0.15:
            data = (
                data.decode("utf-8", "replace")
                .replace('encoding="UTF-8"', 'encoding="UTF-16"')
                .encode("utf-16")
            )
        else:
            data = harness.mutate(data, harness.random_edits(rng), XML_TOKENS)
        parts[index] = (name, data)
    elif roll < 0.28:
        parts.append(rng.choice(parts))  # a member twice
    elif roll < 0.30:
        parts.pop(rng.randrange(len(parts)))
    elif roll < 0.31:
        parts += [(f"xl/media/p{n}.xml", b"") for n in range(2001)]
    data = _zip(parts, rng)
    roll = rng.random()
    if roll < 0.03:
        data = _with_bomb(
            data, rng.choice(["xl/worksheets/sheet1.xml", "content.xml", "xl/big.bin", "big.xml"])
        )
    elif roll < 0.08:
        data = data[: rng.randrange(len(data))]
    elif roll < 0.13:
        at = rng.randrange(len(data))
        data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
    elif roll < 0.14:
        data = b"PK\x03\x04" + os.urandom(rng.randint(0, 200))
    return data


def sheet_bundle(rng: random.Random) -> Bundle:
    suffix = rng.choice([".csv", ".csv", ".xlsx", ".ods"])
    tame = rng.random() < 0.4
    header, rows = card_rows(rng, tame)
    sheet_name = rng.choice(["Court", "Cards", "Sheet1", "日本", "a b"])
    if tame:
        data: object = (
            csv_bytes(rng, header, rows, "utf-8")
            if suffix == ".csv"
            else _zip(
                (xlsx_parts if suffix == ".xlsx" else ods_parts)(
                    rng, [(sheet_name, [header] + rows)]
                ),
                rng,
            )
        )
        return Bundle(
            sheet_game(
                rng,
                "cards" + suffix,
                sheet_name if suffix != ".csv" and rng.random() < 0.5 else None,
            ),
            (("cards" + suffix, data),),
        )
    if suffix == ".csv":
        data = csv_bytes(rng, header, rows)
        if rng.random() < 0.3:
            import harness

            data = harness.mutate(data, harness.random_edits(rng), CSV_TOKENS)
    else:
        data = workbook_bytes(rng, suffix, header, rows, sheet_name)
    name = "cards" + suffix
    if rng.random() < 0.05:
        data = rng.choice(SPECIALS)
    roll = rng.random()
    sheet = None
    if suffix != ".csv" and roll < 0.5:
        sheet = sheet_name if rng.random() < 0.9 else rng.choice(["Nope", "court", ""])
    elif suffix == ".csv" and roll < 0.03:
        sheet = "Court"
    named = name
    if rng.random() < 0.04:
        named = rng.choice(
            [
                "../outside.txt",
                "/etc/passwd",
                "sub/../cards" + suffix,
                "cards.txt",
                "CARDS" + suffix.upper(),
                "cards" + suffix + "\x00",
                "nope.csv",
                "sub/cards.csv",
                "file:cards.csv",
            ]
        )
    files = [(name, data)]
    if named == "sub/cards.csv":
        files.append(("sub/cards.csv", csv_bytes(rng, header, rows)))
    return Bundle(sheet_game(rng, named, sheet), tuple(files))


# -- pictures --------------------------------------------------------------------------------------
def _png_chunk(kind: bytes, data: bytes) -> bytes:
    import struct

    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


@functools.lru_cache(maxsize=None)
def bomb_png(width: int, height: int, depth: int = 8, colour: int = 2) -> bytes:
    """A PNG whose header states width x height and whose pixels are what that needs, all zero,
    deflated: a few hundred kilobytes that unpack to width x height x 3 bytes (or a stub past a
    limit)."""
    import struct

    header = _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0))
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour, 1)
    row = b"\x00" * (1 + (width * channels * depth + 7) // 8)
    if width * height > 60_000_000:  # never decoded: a stub of data is enough
        body = zlib.compress(row * 16, 9)
    else:
        compressor = zlib.compressobj(9)
        body = (
            b"".join(compressor.compress(row * 256) for _ in range(height // 256))
            + compressor.compress(row * (height % 256))
            + compressor.flush()
        )
    return b"\x89PNG\r\n\x1a\n" + header + _png_chunk(b"IDAT", body) + _png_chunk(b"IEND", b"")


def raster_bytes(rng: random.Random) -> tuple[str, bytes]:
    """(suffix, bytes) of a small PNG or JPEG in any mode, sometimes damaged, sometimes a bomb."""
    from PIL import Image

    roll = rng.random()
    if roll < 0.03:
        width, height = rng.choice(
            [(20001, 10), (10, 20001), (8000, 8000), (100000, 100000), (0, 10), (1, 2**31 - 1)]
        )
        return ".png", bomb_png(width, height)
    if roll < 0.05:
        return ".png", bomb_png(
            rng.choice([1, 7, 64]),
            rng.choice([1, 9]),
            rng.choice([1, 2, 4, 8, 16, 3]),
            rng.choice([0, 2, 3, 4, 6, 5]),
        )
    size = (rng.choice([1, 2, 3, 16, 40, 64, 120]), rng.choice([1, 2, 5, 16, 40, 64, 90]))
    jpeg = rng.random() < 0.35
    mode = rng.choice(
        ["L", "RGB", "CMYK"] if jpeg else ["1", "L", "LA", "P", "RGB", "RGBA", "I;16", "I;16"]
    )
    image = Image.new(mode, size)
    pixels = image.load()
    for _ in range(rng.randint(0, 20)):
        x, y = rng.randrange(size[0]), rng.randrange(size[1])
        bands = len(image.getbands())
        value = rng.randrange(256) if mode != "I;16" else rng.randrange(65536)
        pixels[x, y] = value if bands == 1 else tuple(rng.randrange(256) for _ in range(bands))
    out = io.BytesIO()
    extra = {}
    if jpeg:
        extra = {"quality": rng.choice([5, 75, 95]), "progressive": rng.random() < 0.3}
        image.save(out, "JPEG", **extra)
    else:
        if mode == "P" and rng.random() < 0.5:
            extra["transparency"] = 0
        image.save(out, "PNG", **extra)
    data = out.getvalue()
    roll = rng.random()
    if roll < 0.1:
        data = data[: rng.randrange(8, len(data))] if len(data) > 8 else data
    elif roll < 0.2:
        import harness

        data = harness.mutate(
            data, [(3, rng.random(), rng.randrange(256)) for _ in range(rng.randint(1, 4))]
        )
    return (".jpg" if jpeg else ".png"), data


SVG_SIZES = [
    'width="100" height="100"',
    'viewBox="0 0 100 100"',
    'width="10mm" height="20mm"',
    'viewBox="0 0 0 0"',
    'viewBox="0 0 nan nan"',
    'width="1e308" height="1e308"',
    'width="-5" height="5"',
    'width="100%" height="50%"',
    'viewBox="0,0,50,100"',
    'viewBox="a b c d"',
    'width="0" height="0"',
    'width="1e-300" height="1"',
    'viewBox="0 0 100 100" preserveAspectRatio="none"',
    "",
]
SVG_PIECES = [
    '<rect x="10" y="10" width="80" height="80" fill="#c33"/>',
    '<circle cx="50" cy="50" r="40" stroke="black" stroke-width="3" fill="none"/>',
    '<path d="M10 10 L90 90 Q 50 0 10 90 Z"/>',
    '<path d="M 1e308 1e308 L nan 5 A 5 5 0 1 1 9 9 z"/>',
    '<path d="garbage"/>',
    '<polygon points="0,0 100,0 50,100"/>',
    '<polyline points="1 2 3"/>',
    '<line x1="0" y1="0" x2="100" y2="100" stroke="red" stroke-width="inf"/>',
    '<ellipse cx="50" cy="50" rx="-1" ry="0"/>',
    '<rect width="10" height="10" transform="matrix(1e308 0 0 1e308 0 0)"/>',
    '<rect width="10" height="10" transform="rotate(nan) scale(0)"/>',
    '<rect width="10" height="10" transform="skewX(90)"/>',
    '<text x="10" y="50" font-size="20">Hi</text>',
    '<text x="10" y="50" font-family="../../etc/passwd" font-size="1e9">x</text>',
    '<text font-family="DejaVu Sans" font-weight="bold">ä<tspan dy="5">b</tspan></text>',
    '<text font-size="-3">neg</text>',
    '<defs><linearGradient id="g" xlink:href="#g"><stop offset="0" '
    'stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/>',
    '<defs><linearGradient id="g1" href="#g2"/><linearGradient id="g2" '
    'href="#g1"/></defs><rect width="9" height="9" fill="url(#g1)"/>',
    '<defs><pattern id="p" width="10" height="10"><rect width="5" height="5" '
    'fill="url(#p)"/></pattern></defs><rect width="20" height="20" fill="url(#p)"/>',
    '<defs><clipPath id="c"><rect width="5" height="5" '
    'clip-path="url(#c)"/></clipPath></defs><rect width="9" height="9" clip-path="url(#c)"/>',
    '<g id="a"><use href="#a"/></g>',
    '<g id="b1"><use xlink:href="#b2"/></g><g id="b2"><use xlink:href="#b1"/></g>',
    '<g id="l0"><rect width="1" height="1"/></g><g id="l1"><use href="#l0"/><use '
    'href="#l0"/><use href="#l0"/><use href="#l0"/></g>'
    '<g id="l2"><use href="#l1"/><use href="#l1"/><use href="#l1"/><use href="#l1"/></g><g '
    'id="l3"><use href="#l2"/><use href="#l2"/><use href="#l2"/><use href="#l2"/></g>'
    '<g id="l4"><use href="#l3"/><use href="#l3"/><use href="#l3"/><use href="#l3"/></g><g '
    'id="l5"><use href="#l4"/><use href="#l4"/><use href="#l4"/><use href="#l4"/></g>',
    '<use href="#nope"/>',
    '<use href="other.svg#x"/>',
    '<use href="http://127.0.0.1:9/x.svg#a"/>',
    '<use href="#"/>',
    '<image href="pic.png" width="10" height="10"/>',
    '<image xlink:href="../outside.txt" width="10" height="10"/>',
    '<image href="/etc/passwd" width="10" height="10"/>',
    '<image href="file:///etc/passwd" width="10" height="10"/>',
    '<image href="http://127.0.0.1:9/x.png" width="10" height="10"/>',
    '<image href="//example.invalid/x.png"/>',
    '<image href="data:image/png;base64,{small_png}" width="10" height="10"/>',
    '<image href="data:image/png;base64,{bomb_png}" width="10" height="10"/>',
    '<image href="data:image/png;base64,{huge_png}" width="10" height="10"/>',
    '<image href="data:image/png;base64,!!!notbase64" width="10" height="10"/>',
    '<image href="data:image/png;base64,{junk}" width="10" height="10"/>',
    '<image href="data:image/jpeg;base64,{cmyk_jpeg}" width="10" height="10"/>',
    '<image href="data:image/svg+xml;base64,{nested_svg}" width="10" height="10"/>',
    '<image href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E"/>',
    '<image href="data:text/html,hi"/>',
    "<image/>",
    '<style>@import url("http://127.0.0.1:9/x.css"); rect { fill: red }</style>',
    '<style>@import "file:///etc/passwd";</style>',
    '<rect width="5" height="5" style="fill: url(http://127.0.0.1:9/x#y); stroke: blue"/>',
    '<rect width="5" height="5" style="fill:url(#g)"/>',
    '<rect width="5" height="5" fill="url( #g )"/>',
    '<rect width="5" height="5" fill="URL(http://x/y)"/>',
    '<rect width="5" height="5" filter="url(http://x/f)"/>',
    "<script>alert(1)</script>",
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
    '<a href="http://x"><rect width="5" height="5"/></a>',
    '<switch><rect width="5" height="5"/></switch>',
    '<symbol id="s"><rect width="3" height="3"/></symbol><use href="#s"/>',
    '<rect width="5" height="5" fill="#zzzzzz" stroke="rgb(300,-1,nan)" opacity="2"/>',
    '<rect width="5" height="5" fill="currentColor" color="hsl(1,2,3)"/>',
    '<rect xml:base="http://x/" width="5" height="5"/>',
    '<g transform="translate(1e400)"><rect width="5" height="5"/></g>',
    '<marker id="m"><use href="#m"/></marker>',
]


@functools.lru_cache(maxsize=None)
def _embedded() -> dict:
    from PIL import Image

    def encoded(image, kind="PNG"):
        out = io.BytesIO()
        image.save(out, kind)
        return base64.b64encode(out.getvalue()).decode()

    nested = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><image '
        'href="/etc/passwd"/></svg>'
    )
    return {
        "small_png": encoded(Image.new("RGB", (4, 4), "red")),
        "bomb_png": base64.b64encode(bomb_png(20000, 20000)).decode(),
        "huge_png": base64.b64encode(bomb_png(9000, 9000)).decode(),
        "junk": base64.b64encode(b"\x89PNG\r\n\x1a\nnot really").decode(),
        "cmyk_jpeg": encoded(Image.new("CMYK", (4, 4)), "JPEG"),
        "nested_svg": base64.b64encode(nested.encode()).decode(),
    }


SVG_TOKENS = XML_TOKENS + [
    b'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
    b"&x;",
    b'<use href="#a"/>',
    b'<image href="/etc/passwd"/>',
    b"url(http://x)",
    b"url(#g)",
    b"@import url(x.css);",
    b"<g>",
    b"</g>",
    b"<svg>",
    b"</svg>",
    b' id="a"',
    b' href="#a"',
]


def svg_bytes(rng: random.Random) -> bytes:
    pieces = [rng.choice(SVG_PIECES) for _ in range(rng.choice([1, 1, 2, 3, 5]))]
    body = "".join(pieces)
    if "{" in body:
        for key, value in _embedded().items():
            body = body.replace("{" + key + "}", value)
    roll = rng.random()
    if roll < 0.04:
        depth = rng.choice([38, 39, 40, 41, 200])
        body = "<g>" * depth + body + "</g>" * depth
    elif roll < 0.06:
        body += '<rect width="1" height="1"/>' * rng.choice([1990, 2001, 19990])
    ns = (
        'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
        if rng.random() < 0.95
        else ""
    )
    text = f"<svg {ns} {rng.choice(SVG_SIZES)}>{body}</svg>"
    roll = rng.random()
    if roll < 0.04:
        text = (
            '<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n'
            + text.replace("</svg>", "&x;</svg>")
        )
    elif roll < 0.07:
        laughs = '<!ENTITY a0 "ha">' + "".join(
            f'<!ENTITY a{n} "{("&a" + str(n - 1) + ";") * 10}">' for n in range(1, 10)
        )
        text = f'<?xml version="1.0"?>\n<!DOCTYPE svg [{laughs}]>\n' + text.replace(
            "</svg>", "<text>&a9;</text></svg>"
        )
    elif roll < 0.08:
        text = (
            '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" '
            '"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' + text
        )
    data = text.encode("utf-8")
    roll = rng.random()
    if roll < 0.05:
        data = ('<?xml version="1.0" encoding="UTF-16"?>\n' + data.decode()).encode("utf-16")
    elif roll < 0.2:
        import harness

        data = harness.mutate(data, harness.random_edits(rng), SVG_TOKENS)
    elif roll < 0.25:
        data = data[: rng.randrange(len(data))]
    return data


TAME_SVG = SVG_PIECES[:3] + SVG_PIECES[5:7] + SVG_PIECES[12:13]


def _tame_picture(rng: random.Random, svg_share: float) -> tuple[str, bytes]:
    """A picture printgen draws: a small PNG or JPEG, or an SVG of plain shapes."""
    from PIL import Image

    if rng.random() < svg_share:
        body = "".join(rng.choice(TAME_SVG) for _ in range(rng.randint(1, 4)))
        return (
            ".svg",
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">{body}</svg>'.encode(),
        )
    jpeg = rng.random() < 0.3
    image = Image.new(
        rng.choice(["RGB", "L", "CMYK"] if jpeg else ["RGB", "RGBA", "P", "L", "I;16"]),
        (rng.choice([8, 40, 90]), rng.choice([8, 40, 120])),
    )
    out = io.BytesIO()
    image.save(out, "JPEG" if jpeg else "PNG")
    return (".jpg" if jpeg else ".png"), out.getvalue()


def _picture(rng: random.Random, svg_share: float, tame: bool = False) -> tuple[str, object]:
    if tame:
        return _tame_picture(rng, svg_share)
    if rng.random() < 0.05:
        return rng.choice([".png", ".svg", ".jpg"]), rng.choice(SPECIALS)
    if rng.random() < svg_share:
        return ".svg", svg_bytes(rng)
    suffix, data = raster_bytes(rng)
    if rng.random() < 0.03:
        # a picture under another kind's name
        suffix = rng.choice([".svg", ".png", ".jpeg", ".PNG"])
    return suffix, data


def picture_bundle(rng: random.Random) -> Bundle:
    """A game with pictures on its faces, on its back and as its own icons."""
    files: list[tuple[str, object]] = []
    arts = []
    tame = rng.random() < 0.4
    for index in range(rng.choice([1, 2, 3])):
        suffix, data = _picture(rng, 0.5, tame)
        name = f"art/p{index}{suffix}"
        files.append((name, data))
        arts.append(name)
    if not tame and rng.random() < 0.05:
        arts.append(
            rng.choice(
                [
                    "../outside.txt",
                    "/etc/passwd",
                    "http://127.0.0.1:9/x.png",
                    "art/../../outside.txt",
                    "nope.png",
                    "art",
                    "art/p0.PNG",
                    "data:image/png;base64,AAAA",
                    "a\u2028b.png",
                ]
            )
        )
    lines = ["kind: game", "name: Picture Market", "players: {min: 2, max: 4}"]
    icon = None
    if rng.random() < 0.7:
        suffix, data = _picture(rng, 0.8, tame)
        icon = rng.choice(["mine", "coin"])
        files.append((f"icons/{icon}{suffix}", data))
        lines += ["icons:", f"  {icon}: icons/{icon}{suffix}"]
    lines += ["decks:", "  goods:", "    name: Goods", "    cards:"]
    for index, art in enumerate(arts):
        text = f"Gain 1 :{icon}:." if icon and rng.random() < 0.5 else "Gain 1."
        lines.append(
            f"      - {{name: Good {index}, art: {_yaml_text(art)}, text: {_yaml_text(text)}, "
            f"count: 4}}"
        )
    lines += [
        "    face:",
        "      elements:",
        '        - {at: top, text: "{name}", size: medium}',
        f'        - {{at: {rng.choice(["centre", "centre", "bottom", "top"])}, image: "{{art}}"}}',
        '        - {at: bottom, text: "{text}", size: small, wrap: true}',
    ]
    if icon:
        lines.append(f"        - {{at: foot, icon: {icon}, repeat: {rng.choice([1, 2, 20])}}}")
    if rng.random() < 0.5:
        suffix, data = _picture(rng, 0.4, tame)
        files.append((f"back{suffix}", data))
        lines.append(f"    back: {{image: back{suffix}}}")
    lines += [
        "deal:",
        "  deck: goods",
        "  players:",
        "    2: {hand: 1}",
        "    3: {hand: 1}",
        "    4: {hand: 1}",
    ]
    return Bundle(("\n".join(lines) + "\n").encode("utf-8"), tuple(files))


def mutate_bundle(rng: random.Random, bundle: Bundle, kind: str) -> Bundle:
    """One file of the bundle changed: the game file by bytes, or a file replaced by a fresh one or
    changed by bytes."""
    import harness

    files = list(bundle.files)
    roll = rng.random()
    if roll < 0.25 or not files:
        return Bundle(
            harness.mutate(bundle.game, harness.random_edits(rng), harness.GAME_TOKENS),
            bundle.files,
        )
    index = rng.randrange(len(files))
    name, data = files[index]
    if isinstance(data, bytes) and roll < 0.8:
        tokens = (
            CSV_TOKENS
            if name.endswith(".csv")
            else SVG_TOKENS
            if name.endswith(".svg")
            else XML_TOKENS
        )
        data = harness.mutate(data, harness.random_edits(rng), tokens)
    elif kind == "picture":
        data = _picture(rng, 0.5)[1]
    else:
        header, rows = card_rows(rng)
        data = (
            csv_bytes(rng, header, rows)
            if name.endswith(".csv")
            else workbook_bytes(rng, os.path.splitext(name)[1], header, rows, "Court")
        )
    files[index] = (name, data)
    return Bundle(bundle.game, tuple(files))


def seeds(kind: str) -> list[Bundle]:
    """The bundled examples that name spreadsheets or pictures, with their files."""
    import tree

    folder = os.path.join(tree.ROOT, "docs", "examples")
    found = []
    wanted = {
        "sheet": ("harbour-masters.yaml", "far-trails.yaml"),
        "picture": ("market-day.yaml",),
    }[kind]
    for name in wanted:
        path = os.path.join(folder, name)
        if not os.path.exists(path):
            continue
        with open(path, "rb") as handle:
            game = handle.read()
        files = []
        for base, _, names in os.walk(folder):
            for other in sorted(names):
                if other.endswith((".csv", ".png", ".svg", ".jpg", ".xlsx", ".ods")):
                    full = os.path.join(base, other)
                    with open(full, "rb") as handle:
                        files.append(
                            (os.path.relpath(full, folder).replace(os.sep, "/"), handle.read())
                        )
        found.append(Bundle(game, tuple(files)))
    return found
