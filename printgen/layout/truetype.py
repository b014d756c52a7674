"""A defensive reader of the TrueType tables that layout needs: advance widths and the character
map.

Fonts come from users' themes, so every offset, count and range is checked against the file before
it is followed, and the work a font can cause is bounded before it starts:

- a file of at most `MAX_FONT_BYTES` and at most `MAX_TABLES` tables, each inside the file;
- a character map of at most `MAX_MAPPED` characters (counted from its ranges before any is
  expanded) whose every glyph exists;
- glyph locations inside the glyph table, in order.

A font this module accepts is one the PDF writer can embed with bounded work: the checks are those
its reader makes, and stricter. What is wrong is said in words a font's user can act on
(`FontError`), never as a struct or index error. Nothing here imports reportlab; widths are the
same numbers reportlab computes (advance width x 1000 / units per em), so a layout measured here
draws the same there.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

MAX_FONT_BYTES = 32 * 1024 * 1024
MAX_TABLES = 64
MAX_MAPPED = 300_000
"""More characters than any real font maps (Unicode has about 155,000 assigned characters)."""

_SUPPORTED_CMAPS = (0, 4, 6, 10, 12, 13)


class FontError(Exception):
    """The file is not a TrueType font this program can use; the message says why, in words."""


@dataclass(frozen=True, eq=False)
class FontMetrics:
    """What layout needs of a font: its name, its widths in thousandths of the size, its coverage.

    A font maps thousands of characters and a kit prints a few dozen, so widths are looked up by
    character when asked for (`width`), not tabled for all of them when the font is read."""

    name: str
    units_per_em: int
    default_width: float
    glyphs: dict = field(repr=False)  # character code -> glyph, for every character the font draws
    advances: list = field(repr=False)  # glyph -> advance width in font units (of units_per_em)

    def width(self, char: str) -> float | None:
        """The advance width of a one-character str, or None if the font does not draw it."""
        glyph = self.glyphs.get(ord(char))
        return None if glyph is None else self._scaled(self.advances[glyph])

    def _scaled(self, advance: int) -> float:
        """Font units in thousandths of the size."""
        return advance if self.units_per_em == 1000 else advance * (1000 / self.units_per_em)

    def draws(self, char: str) -> bool:
        return ord(char) in self.glyphs

    @property
    def widths(self) -> dict:
        """Every character the font draws -> its advance width (a table of thousands: for tests
        and tools, not for layout)."""
        return {
            chr(code): self._scaled(self.advances[glyph]) for code, glyph in self.glyphs.items()
        }


class _Reader:
    def __init__(self, data: bytes):
        self.data = data
        self.tables: dict[str, tuple[int, int]] = {}

    def unpack(self, fmt: str, offset: int) -> tuple:
        size = struct.calcsize(fmt)
        if offset < 0 or offset + size > len(self.data):
            raise FontError("it is cut short (a table reaches past the end of the file)")
        return struct.unpack_from(fmt, self.data, offset)

    def table(self, tag: str, required: bool = True) -> tuple[int, int] | None:
        found = self.tables.get(tag)
        if found is None and required:
            raise FontError(f"it has no {tag!r} table, which a TrueType font needs")
        return found


def read_font(data: bytes) -> FontMetrics:
    """The metrics of the TrueType font in `data`, or FontError saying what is wrong with it."""
    if len(data) > MAX_FONT_BYTES:
        raise FontError(f"it is larger than {MAX_FONT_BYTES // (1024 * 1024)} MiB")
    if len(data) < 12:
        raise FontError("it is not a TrueType font (the file is too short to be one)")
    tag = data[:4]
    if tag == b"ttcf":
        raise FontError("it is a font collection (.ttc); give one TrueType font (.ttf)")
    if tag == b"OTTO":
        raise FontError(
            "it has PostScript (CFF) outlines; give a TrueType font with TrueType outlines (.ttf)"
        )
    if tag not in (b"\x00\x01\x00\x00", b"true"):
        raise FontError("it is not a TrueType font (it does not start as one)")
    reader = _Reader(data)
    (count,) = reader.unpack(">H", 4)
    if count > MAX_TABLES:
        raise FontError(f"it lists {count} tables, more than the {MAX_TABLES} a font has")
    for i in range(count):
        raw_tag, _checksum, offset, length = reader.unpack(">4sLLL", 12 + 16 * i)
        if offset + length > len(data):
            raise FontError(
                f"it is cut short (its {raw_tag.decode('latin-1')!r} table reaches past the "
                "end of the file)"
            )
        reader.tables[raw_tag.decode("latin-1")] = (offset, length)
    name = _postscript_name(reader)
    units_per_em, loca_format = _head(reader)
    _check_embedding(reader)
    metrics_count = _hhea(reader)
    glyph_count = _maxp(reader)
    if metrics_count > glyph_count:
        raise FontError(f"its metrics list {metrics_count} glyphs but it has only {glyph_count}")
    mapping = _cmap(reader, glyph_count)
    advances = _hmtx(reader, metrics_count, glyph_count)
    _check_locations(reader, loca_format, glyph_count)
    # (rare) unmapped glyph 0, codes past Unicode
    if 0 in mapping.values() or (mapping and max(mapping) >= 0x110000):
        mapping = {code: glyph for code, glyph in mapping.items() if glyph and code < 0x110000}
    default = (
        (advances[0] if units_per_em == 1000 else advances[0] * (1000 / units_per_em))
        if advances
        else 0.0
    )
    return FontMetrics(name, units_per_em, default, mapping, advances)


def _postscript_name(reader: _Reader) -> str:
    offset, length = reader.table("name")
    fmt, records, strings = reader.unpack(">HHH", offset)
    if fmt != 0:
        raise FontError(f"its name table is of format {fmt}; only format 0 is read")
    names: dict[int, str] = {}
    for i in range(records):
        platform, encoding, language, name_id, size, at = reader.unpack(
            ">HHHHHH", offset + 6 + 12 * i
        )
        if name_id not in (1, 4, 6) or name_id in names:
            continue
        start = offset + strings + at
        if start + size > len(reader.data):
            raise FontError("it is cut short (a name reaches past the end of the file)")
        chunk = reader.data[start : start + size]
        if platform == 3 and encoding == 1 and language == 0x409:
            if size % 2:
                raise FontError("its PostScript name is damaged (an odd number of bytes)")
            names[name_id] = chunk.decode("utf-16-be", "replace")
        elif platform == 1 and encoding == 0 and language == 0:
            names[name_id] = chunk.decode("mac_roman", "replace")
    found = names.get(6) or names.get(4) or names.get(1)
    if not found:
        raise FontError("it has no PostScript name")
    found = found.replace(" ", "-")
    if any(ord(c) > 126 or c in " [](){}<>/%" for c in found):
        raise FontError(
            f"its PostScript name {found[:40]!r} has characters a PDF font name cannot hold"
        )
    return found


def _head(reader: _Reader) -> tuple[int, int]:
    offset, length = reader.table("head")
    major, _minor = reader.unpack(">HH", offset)
    (magic,) = reader.unpack(">L", offset + 12)
    if major != 1 or magic != 0x5F0F3CF5:
        raise FontError("its head table is damaged")
    (units_per_em,) = reader.unpack(">H", offset + 18)
    if not 16 <= units_per_em <= 16384:
        raise FontError(f"its units per em ({units_per_em}) are outside 16..16384")
    loca_format, glyph_format = reader.unpack(">hh", offset + 50)
    if loca_format not in (0, 1) or glyph_format != 0:
        raise FontError("its head table is damaged (unknown glyph location format)")
    return units_per_em, loca_format


def _check_embedding(reader: _Reader) -> None:
    found = reader.table("OS/2", required=False)
    if found is None:
        return
    (fs_type,) = reader.unpack(">H", found[0] + 8)
    if fs_type == 0x0002 or fs_type & 0x0300:
        raise FontError(
            "its licence does not allow it to be embedded in a PDF in part (OS/2 fsType)"
        )
    reader.unpack(">hh", found[0] + 68)  # the typographic ascender and descender are there


def _hhea(reader: _Reader) -> int:
    offset, _ = reader.table("hhea")
    major, _minor = reader.unpack(">HH", offset)
    data_format, metrics_count = reader.unpack(">hH", offset + 32)
    if major != 1 or data_format != 0:
        raise FontError("its hhea table is damaged")
    if metrics_count == 0:
        raise FontError("it has no horizontal metrics")
    post = reader.table("post")
    (version,) = reader.unpack(">H", post[0])
    if version not in (1, 2, 3, 4):
        raise FontError("its post table is damaged")
    reader.unpack(">hHhhL", post[0] + 4)
    return metrics_count


def _maxp(reader: _Reader) -> int:
    offset, _ = reader.table("maxp")
    major, _minor, glyph_count = reader.unpack(">HHH", offset)
    if major != 1:
        raise FontError("its maxp table is not that of a TrueType font")
    if glyph_count == 0:
        raise FontError("it has no glyphs")
    return glyph_count


def _hmtx(reader: _Reader, metrics_count: int, glyph_count: int) -> list[int]:
    offset, length = reader.table("hmtx")
    if length < 4 * metrics_count:
        raise FontError("its hmtx table is shorter than its metrics say")
    advances = list(reader.unpack(f">{2 * metrics_count}H", offset)[::2])
    return advances + [advances[-1]] * (glyph_count - metrics_count)


def _check_locations(reader: _Reader, loca_format: int, glyph_count: int) -> None:
    offset, length = reader.table("loca")
    _glyf, glyf_length = reader.table("glyf")
    width = 2 if loca_format == 0 else 4
    if length < width * (glyph_count + 1):
        raise FontError("it is damaged (its glyph locations are fewer than its glyphs)")
    places = reader.unpack(f">{glyph_count + 1}{'H' if width == 2 else 'L'}", offset)
    scale = 2 if width == 2 else 1
    # in order, and inside the glyph table
    if list(places) != sorted(places) or places[-1] * scale > glyf_length:
        raise FontError("it is damaged (a glyph lies outside its glyph table)")


def _choose_cmap(reader: _Reader) -> int:
    """The subtable the PDF writer will use: its own rule, kept here so both read the same map."""
    offset, _ = reader.table("cmap")
    version, count = reader.unpack(">HH", offset)
    if count == 0 and version != 0:
        count = version
    if count > 64:
        raise FontError(f"its character map lists {count} subtables")
    chosen, kind = None, 0
    for i in range(count):
        platform, encoding, at = reader.unpack(">HHL", offset + 4 + 8 * i)
        if platform == 3 or (platform == 1 and encoding == 1) or (platform == 0 and encoding != 5):
            chosen, kind = at, 1
        elif platform == 1 and encoding == 0 and kind != 1:
            chosen, kind = at, 2
    if chosen is None:
        raise FontError("it has no Unicode character map")
    return offset + chosen


def _cmap(reader: _Reader, glyph_count: int) -> dict[int, int]:
    start = _choose_cmap(reader)
    (fmt,) = reader.unpack(">H", start)
    if fmt not in _SUPPORTED_CMAPS:
        raise FontError(f"its character map is of format {fmt}, which is not read")
    mapping = _CMAP_READERS[fmt](reader, start)
    # as the PDF writer does: a no-break space is drawn with the space's glyph (or the other way
    # round)
    if 0x20 in mapping:
        mapping[0xA0] = mapping[0x20]
    elif 0xA0 in mapping:
        mapping[0x20] = mapping[0xA0]
    if max(mapping.values(), default=0) >= glyph_count:
        bad = next(glyph for glyph in mapping.values() if glyph >= glyph_count)
        raise FontError(
            f"its character map points at glyph {bad}, but it has only {glyph_count} glyphs"
        )
    return mapping


def _bounded(total: int) -> None:
    if total > MAX_MAPPED:
        raise FontError(
            f"its character map claims {total:,} characters, more than the {MAX_MAPPED:,} "
            "allowed (it is damaged)"
        )


def _format0(reader: _Reader, start: int) -> dict[int, int]:
    (length,) = reader.unpack(">H", start + 2)
    glyphs = reader.unpack(f">{max(0, min(256, length - 6))}B", start + 6)
    return dict(enumerate(glyphs))


def _format4(reader: _Reader, start: int) -> dict[int, int]:
    length, _language, twice = reader.unpack(">HHH", start + 2)
    count = twice // 2
    ends = reader.unpack(f">{count}H", start + 14)
    starts = reader.unpack(f">{count}H", start + 16 + 2 * count)
    deltas = reader.unpack(f">{count}h", start + 16 + 4 * count)
    ranges_at = start + 16 + 6 * count
    ranges = reader.unpack(f">{count}H", ranges_at)
    _bounded(sum(max(0, end - first + 1) for first, end in zip(starts, ends)))
    limit = start + length
    mapping: dict[int, int] = {}
    for n, (first, end, delta, range_offset) in enumerate(zip(starts, ends, deltas, ranges)):
        for char in range(first, end + 1):
            if range_offset == 0:
                glyph = (char + delta) & 0xFFFF
            else:
                at = ranges_at + 2 * n + range_offset + 2 * (char - first)
                glyph = 0 if at >= limit else reader.unpack(">H", at)[0]
                if glyph:
                    glyph = (glyph + delta) & 0xFFFF
            mapping[char] = glyph
    return mapping


def _format6(reader: _Reader, start: int) -> dict[int, int]:
    first, count = reader.unpack(">HH", start + 6)
    _bounded(count)
    chars = reader.unpack(f">{count}H", start + 10)
    return {char: first + i for i, char in enumerate(chars)}


def _format10(reader: _Reader, start: int) -> dict[int, int]:
    first, count = reader.unpack(">LL", start + 12)
    _bounded(count)
    chars = reader.unpack(f">{count}H", start + 20)
    return {char: first + i for i, char in enumerate(chars)}


def _groups(reader: _Reader, start: int) -> list[tuple[int, int, int]]:
    (count,) = reader.unpack(">L", start + 12)
    if 16 + 12 * count > len(reader.data):
        raise FontError("it is cut short (its character map lists more groups than the file holds)")
    values = reader.unpack(f">{3 * count}L", start + 16)
    groups = [values[i : i + 3] for i in range(0, len(values), 3)]
    _bounded(sum(max(0, end - first + 1) for first, end, _ in groups))
    return groups


def _format12(reader: _Reader, start: int) -> dict[int, int]:
    mapping: dict[int, int] = {}
    for first, end, glyph in _groups(reader, start):
        mapping.update(zip(range(first, end + 1), range(glyph, glyph + end - first + 1)))
    return mapping


def _format13(reader: _Reader, start: int) -> dict[int, int]:
    mapping: dict[int, int] = {}
    for first, end, glyph in _groups(reader, start):
        mapping.update(dict.fromkeys(range(first, end + 1), glyph))
    return mapping


_CMAP_READERS = {0: _format0, 4: _format4, 6: _format6, 10: _format10, 12: _format12, 13: _format13}
