"""Font inputs for the fuzzer: the bundled DejaVu TrueType files with byte mutations.

A font input is a recipe, not bytes: which bundled font, which theme roles use it, and a list of
edits. Each edit is (operation, where, offset, value), with `where` "file", "dir" (the table
directory) or a table tag, and the offset relative to it in the unmutated font, so a recipe reads
as what was done ("u16 head+18 = 0": unitsPerEm set to 0) and replays exactly:

- ("truncate", where, offset, 0): the file cut at that point;
- ("u8" | "u16" | "u32", where, offset, value): a byte, a 16-bit or a 32-bit big-endian value set;
- ("tag", "dir", record, "abcd"): a table renamed (its tag in the table directory);
- ("swap", "dir", record, other): two tables' tags swapped.

Before the edits, the font's PostScript name (DejaVuSans...) is replaced by one unique to the
recipe, because reportlab shares one face between fonts of the same PostScript name: without it, a
mutated copy of DejaVu Sans would silently measure and print as the bundled one.
"""

from __future__ import annotations

import hashlib
import os
import struct
from dataclasses import dataclass, field
from functools import cache

from tree import ROOT

FONT_DIR = os.path.join(ROOT, "templates", "fonts")
BASE_FONTS = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
PS_NAME = b"DejaVuSans"

# Header fields whose values steer the parser: (table, offset, size, what).
FIELDS = [
    ("head", 12, 4, "magicNumber"),
    ("head", 18, 2, "unitsPerEm"),
    ("head", 50, 2, "indexToLocFormat"),
    ("head", 52, 2, "glyphDataFormat"),
    ("head", 0, 4, "version"),
    ("head", 36, 2, "xMin"),
    ("head", 40, 2, "xMax"),
    ("hhea", 0, 4, "version"),
    ("hhea", 32, 2, "metricDataFormat"),
    ("hhea", 34, 2, "numberOfHMetrics"),
    ("hhea", 4, 2, "ascender"),
    ("hhea", 6, 2, "descender"),
    ("maxp", 0, 4, "version"),
    ("maxp", 4, 2, "numGlyphs"),
    ("OS/2", 0, 2, "version"),
    ("OS/2", 8, 2, "fsType"),
    ("OS/2", 68, 2, "sTypoAscender"),
    ("OS/2", 70, 2, "sTypoDescender"),
    ("post", 0, 4, "version"),
    ("post", 4, 4, "italicAngle"),
    ("post", 32, 2, "numGlyphs (v2)"),
    ("name", 0, 2, "format"),
    ("name", 2, 2, "count"),
    ("name", 4, 2, "stringOffset"),
    ("cmap", 0, 2, "version"),
    ("cmap", 2, 2, "numTables"),
    ("loca", 0, 4, "first offset"),
    ("hmtx", 0, 2, "first advance"),
]
SPECIAL_16 = [0, 1, 2, 0x7FFF, 0x8000, 0xFFFF, 0xFFFE]
SPECIAL_32 = [
    0,
    1,
    0x7FFFFFFF,
    0x80000000,
    0xFFFFFFFF,
    0x00010000,
    0x00020000,
    0x00030000,
    0x4F54544F,
    0x74746366,
]
TAGS = [
    "cmap",
    "head",
    "hhea",
    "hmtx",
    "loca",
    "maxp",
    "name",
    "post",
    "glyf",
    "OS/2",
    "CMAP",
    "xxxx",
    "    ",
    "\x00\x00\x00\x00",
]


@dataclass(frozen=True)
class FontInput:
    """A mutated bundled font used by a theme: which font, the theme roles it fills, and the edits.

    The theme around it says `extends: EXTENDS` and names the font file for each role.
    """

    base: str = "regular"
    roles: tuple[str, ...] = ("regular",)
    edits: tuple[tuple, ...] = ()
    extends: str = "default"

    def recipe(self) -> str:
        shown = "; ".join(describe_edit(self.base, edit) for edit in self.edits) or "unchanged"
        return (
            f"{BASE_FONTS[self.base]} as {'+'.join(self.roles)} of a theme extending "
            f"{self.extends}: {shown}"
        )

    def __len__(self) -> int:  # for "smallest input" comparisons: fewer edits is smaller
        return len(self.edits)

    def tag(self) -> str:
        return hashlib.sha1(repr((self.base, self.edits)).encode()).hexdigest()[:8]


@dataclass(frozen=True)
class Layout:
    data: bytes
    tables: dict = field(hash=False)  # tag -> (offset, length, record index)
    records: int = 0
    cmap_subtables: tuple[int, ...] = ()  # offsets of the cmap subtables, relative to cmap


@cache
def layout(base: str) -> Layout:
    with open(os.path.join(FONT_DIR, BASE_FONTS[base]), "rb") as handle:
        data = handle.read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index : 28 + 16 * index])
        tables[tag.decode("latin-1")] = (offset, length, index)
    cmap = tables["cmap"][0]
    subtables = tuple(
        sorted(
            {
                struct.unpack(">I", data[cmap + 8 + 8 * i : cmap + 12 + 8 * i])[0]
                for i in range(struct.unpack(">H", data[cmap + 2 : cmap + 4])[0])
            }
        )
    )
    return Layout(data, tables, count, subtables)


def base_of(lay: Layout, where: str) -> int:
    if where == "file" or where == "dir":
        return 0
    return lay.tables[where][0]


def describe_edit(base: str, edit: tuple) -> str:
    op, where, offset, value = edit
    place = f"{where}+{offset}"
    if op == "truncate":
        return f"truncated at {place} (byte {base_of(layout(base), where) + offset})"
    if op == "tag":
        return f"table record {offset} renamed to {value!r}"
    if op == "swap":
        return f"tags of table records {offset} and {value} swapped"
    named = next(
        (
            f" ({what})"
            for table, at, size, what in FIELDS
            if table == where and at == offset and op == f"u{size * 8}"
        ),
        "",
    )
    return f"{op} {place}{named} = {value:#x}"


def font_bytes(font: FontInput) -> bytes:
    lay = layout(font.base)
    data = bytearray(lay.data)
    name_at, name_length, _ = lay.tables["name"]
    unique = ("Fz" + font.tag()).encode("ascii")
    region = bytes(data[name_at : name_at + name_length])
    region = region.replace(PS_NAME, unique).replace(
        PS_NAME.decode().encode("utf-16-be"), unique.decode().encode("utf-16-be")
    )
    data[name_at : name_at + name_length] = region
    for op, where, offset, value in font.edits:
        at = base_of(lay, where) + offset
        if op == "truncate":
            del data[at:]
        elif op == "tag":
            start = 12 + 16 * offset
            if start + 4 <= len(data):
                data[start : start + 4] = value.encode("latin-1")[:4].ljust(4, b" ")
        elif op == "swap":
            a, b = 12 + 16 * offset, 12 + 16 * value
            if max(a, b) + 4 <= len(data):
                data[a : a + 4], data[b : b + 4] = data[b : b + 4], data[a : a + 4]
        else:
            size = {"u8": 1, "u16": 2, "u32": 4}[op]
            if at + size <= len(data):
                data[at : at + size] = (value % (1 << (8 * size))).to_bytes(size, "big")
    return bytes(data)


def random_edit(rng, base: str) -> tuple:
    """One edit, aimed where TrueType parsers are fragile: the directory, the cmap, header
    fields."""
    lay = layout(base)
    tags = list(lay.tables)
    roll = rng.random()
    if roll < 0.12:  # truncation: anywhere, just inside a table, or in the first bytes
        where = rng.choice(["file", "dir"] + tags)
        if where == "file":
            return (
                "truncate",
                "file",
                rng.choice(
                    [rng.randrange(len(lay.data)), rng.randrange(12 + 16 * lay.records + 8)]
                ),
                0,
            )
        if where == "dir":
            return ("truncate", "dir", rng.randrange(12 + 16 * lay.records), 0)
        return (
            "truncate",
            where,
            rng.choice([0, 1, 2, 4, 8, 16, 32, rng.randrange(max(1, lay.tables[where][1]))]),
            0,
        )
    if roll < 0.32:  # the table directory: numTables, a record's tag, checksum, offset or length
        if rng.random() < 0.15:
            return (
                "u16",
                "dir",
                4,
                rng.choice(
                    [0, 1, lay.records - 1, lay.records + 1, 0xFFFF, rng.randrange(1 << 16)]
                ),
            )
        record = rng.randrange(lay.records)
        fieldat = rng.choice([4, 8, 8, 12, 12])
        original = struct.unpack(
            ">I", lay.data[12 + 16 * record + fieldat : 16 + 16 * record + fieldat]
        )[0]
        value = rng.choice(
            [
                0,
                1,
                original + 1,
                original - 1,
                original + 2,
                original * 2,
                len(lay.data),
                len(lay.data) + 1,
                0xFFFFFFFF,
                0x7FFFFFFF,
                rng.randrange(1 << 32),
            ]
        )
        if rng.random() < 0.3:
            return ("u8", "dir", 12 + 16 * record + fieldat + rng.randrange(4), rng.randrange(256))
        return ("u32", "dir", 12 + 16 * record + fieldat, value)
    if roll < 0.40:  # a renamed table: a required one goes missing, or a tag repeats
        record = rng.randrange(lay.records)
        if rng.random() < 0.3:
            return ("swap", "dir", record, rng.randrange(lay.records))
        return ("tag", "dir", record, rng.choice(TAGS + tags))
    # the cmap: its header, its encoding records, its subtables' headers, or anywhere
    if roll < 0.62:
        length = lay.tables["cmap"][1]
        choice = rng.random()
        if choice < 0.3:
            offset = rng.randrange(4 + 8 * len(lay.cmap_subtables) + 8)
        elif choice < 0.8 and lay.cmap_subtables:
            offset = rng.choice(lay.cmap_subtables) + rng.randrange(16)
        else:
            offset = rng.randrange(length)
        if rng.random() < 0.5:
            return (
                "u16",
                "cmap",
                offset - offset % 2,
                rng.choice(SPECIAL_16 + [rng.randrange(1 << 16), 4, 6, 12, 13, 14, 0x1000]),
            )
        return ("u8", "cmap", offset, rng.randrange(256))
    if roll < 0.85:  # a header field that steers the parser
        table, offset, size, _ = rng.choice([f for f in FIELDS if f[0] in lay.tables])
        specials = SPECIAL_16 if size == 2 else SPECIAL_32
        return (
            f"u{size * 8}",
            table,
            offset,
            rng.choice(specials + [rng.randrange(1 << (8 * size))]),
        )
    table = rng.choice(tags)  # a flipped byte in any table, mostly near its start
    length = lay.tables[table][1]
    offset = rng.randrange(min(length, 64)) if rng.random() < 0.6 else rng.randrange(max(1, length))
    return ("u8", table, offset, rng.randrange(256))


def random_font(rng, edits: tuple = ()) -> FontInput:
    base = rng.choice(["regular", "regular", "bold"])
    roles = (
        rng.choice([("regular",), ("bold",), ("regular", "bold")])
        if base == "regular"
        else rng.choice([("bold",), ("regular", "bold")])
    )
    count = rng.choice([0, 1, 1, 1, 2, 2, 3]) if not edits else rng.choice([1, 1, 2])
    new = tuple(random_edit(rng, base) for _ in range(count))
    return FontInput(
        base,
        roles,
        tuple(edits) + new,
        rng.choice(["default", "default", "large-print", "ink-saver"]),
    )


def theme_text(font: FontInput, file_name: str) -> str:
    lines = [f"extends: {font.extends}", "fonts:"] + [
        f"  {role}: {file_name}" for role in font.roles
    ]
    return "\n".join(lines) + "\n"
