"""The defensive TrueType reader: the same widths as reportlab's reader, and only FontError on
damage."""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.layout.truetype import MAX_MAPPED, FontError, read_font

FONTS = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "templates", "fonts"
)
REGULAR = open(os.path.join(FONTS, "DejaVuSans.ttf"), "rb").read()


@pytest.mark.slow
@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_widths_and_coverage_are_reportlabs(name):
    from reportlab.pdfbase.ttfonts import TTFontFile

    theirs = TTFontFile(os.path.join(FONTS, name))
    mine = read_font(open(os.path.join(FONTS, name), "rb").read())
    assert mine.name == theirs.name.decode("ascii")
    assert mine.default_width == theirs.defaultWidth
    covered = {code for code, glyph in theirs.charToGlyph.items() if glyph}
    assert {ord(char) for char in mine.widths} == covered
    assert all(mine.widths[chr(code)] == theirs.charWidths[code] for code in covered)


def _patched(offset: int, data: bytes) -> bytes:
    return REGULAR[:offset] + data + REGULAR[offset + len(data) :]


def test_a_map_claiming_billions_of_characters_is_refused_before_it_is_expanded():
    with pytest.raises(FontError, match=f"more than the {MAX_MAPPED:,} allowed"):
        # the end of the Unicode map's first group
        read_font(_patched(52062, bytes.fromhex("7fffffff")))


@pytest.mark.parametrize(
    "data, words",
    [
        (b"", "too short"),
        (REGULAR[:4096], "cut short"),
        (b"ttcf" + REGULAR[4:], "font collection"),
        (b"OTTO" + REGULAR[4:], r"PostScript \(CFF\) outlines"),
        (b"These are my notes, not a font.\n", "not a TrueType font"),
        (_patched(52066, bytes.fromhex("00010000")), "points at glyph 65536"),
        (_patched(48816, bytes.fromhex("0002")), "does not allow it to be embedded"),
    ],
)
def test_what_is_wrong_is_said_in_words(data, words):
    with pytest.raises(FontError, match=words):
        read_font(data)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(st.integers(0, len(REGULAR) - 1), st.binary(min_size=1, max_size=4))
def test_any_damage_is_read_or_refused_in_words(offset, data):
    try:
        read_font(_patched(offset, data))
    except FontError as exc:
        assert str(exc).startswith(("it ", "its "))


@settings(max_examples=60, deadline=None)
@given(st.integers(12, 60_000))
def test_any_truncation_is_refused_in_words(length):
    with pytest.raises(FontError):
        read_font(REGULAR[:length])


def _only_map(data: bytes, keep: tuple[int, int]) -> bytes:
    """The font with every character map but the (platform, encoding) `keep` hidden from both
    readers."""
    import struct

    font = bytearray(data)
    tables = {
        bytes(font[12 + 16 * i : 16 + 16 * i]): struct.unpack_from(">L", font, 20 + 16 * i)[0]
        for i in range(struct.unpack_from(">H", font, 4)[0])
    }
    cmap = tables[b"cmap"]
    for i in range(struct.unpack_from(">H", font, cmap + 2)[0]):
        if struct.unpack_from(">HH", font, cmap + 4 + 8 * i) != keep:
            # Unicode variation sequences: neither reader uses them
            struct.pack_into(">HH", font, cmap + 4 + 8 * i, 0, 5)
    return bytes(font)


@pytest.mark.slow
@pytest.mark.parametrize("keep, count", [((3, 1), 5370), ((1, 0), 256)])
def test_other_map_formats_read_as_reportlab_reads_them(tmp_path, keep, count):
    """DejaVu Sans' (3, 1) map is of format 4 and its Mac Roman map of format 6."""
    from reportlab.pdfbase.ttfonts import TTFontFile

    data = _only_map(REGULAR, keep)
    (tmp_path / "font.ttf").write_bytes(data)
    theirs, mine = TTFontFile(str(tmp_path / "font.ttf")), read_font(data)
    covered = {code for code, glyph in theirs.charToGlyph.items() if glyph}
    assert {ord(char) for char in mine.widths} == covered and len(covered) <= count
    assert all(mine.widths[chr(code)] == theirs.charWidths[code] for code in covered)
