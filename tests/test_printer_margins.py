"""Printer margins and type size (issue 17 item 4), as a property of every bundled kit on A4 and
Letter, in print and large print, in every language: no text within 6 mm and no mark within 5 mm
of a sheet's edge, no text under 6 pt (8 pt in large print). Read from the page plans, and
spot-checked in the PDF itself."""

from __future__ import annotations

import itertools

import pypdfium2 as pdfium
import pytest
from build_helpers import build, kit_pages, run

from printgen.layout.reach import (
    LARGE_TEXT_MIN_PT,
    TEXT_EDGE_MM,
    TEXT_MIN_PT,
    smallest_text,
    too_near,
)
from printgen.layout.units import PT_PER_MM

KITS = ("standard", "echo", "one-way", "colour-catch", "neos", "animal-ladder")
CASES = list(itertools.product(KITS, ("a4", "letter"), (False, True), ("en", "de")))


@pytest.mark.slow
@pytest.mark.parametrize(
    "kit, paper, large, lang", CASES, ids=["-".join(str(v) for v in case) for case in CASES]
)
def test_no_text_or_mark_near_an_edge_and_no_small_type(kit, paper, large, lang):
    pages = kit_pages(kit, paper=paper, large_print=large, lang=lang)
    floor = LARGE_TEXT_MIN_PT if large else TEXT_MIN_PT
    for page in pages:
        assert too_near(page) == [], page.label
        small = smallest_text(page)
        assert not small or small[0].size_pt >= floor - 1e-9, (page.label, small[0])


@pytest.mark.parametrize(
    "kit, options",
    [
        ("standard", {"backs": True}),
        ("neos", {"backs": True, "paper": "letter"}),
        ("animal-ladder", {"layout": "gutterfold"}),
        ("colour-catch", {"layout": "gutterfold", "paper": "letter"}),
    ],
)
def test_backs_and_gutterfold_sheets_keep_the_margins_too(kit, options):
    for page in kit_pages(kit, **options):
        assert too_near(page) == [], page.label
        assert smallest_text(page)[0].size_pt >= TEXT_MIN_PT


@pytest.mark.parametrize(
    "kit, paper, flag",
    [("standard", "a4", None), ("neos", "letter", None), ("animal-ladder", "a4", "--large-print")],
)
def test_the_pdf_agrees(kit, paper, flag, tmp_path, capsys):
    """Every character's box in the PDF (as PDFium reads it) keeps 6 mm from the edges, every
    font size is at least the floor."""
    path = build(tmp_path, capsys, kit, "--paper", paper, *([flag] if flag else []))
    floor = LARGE_TEXT_MIN_PT if flag else TEXT_MIN_PT
    document = pdfium.PdfDocument(path)
    for page in document:
        width, height = page.get_size()
        text = page.get_textpage()
        for index in range(text.count_chars()):
            if text.get_text_range(index, 1).strip() == "":
                continue
            left, bottom, right, top = text.get_charbox(index)
            nearest = min(left, bottom, width - right, height - top) / PT_PER_MM
            assert nearest >= TEXT_EDGE_MM - 0.3, (text.get_text_range(index, 1), nearest)
            size = pdfium.raw.FPDFText_GetFontSize(text.raw, index)
            assert size >= floor - 0.01


def test_theme_margins_and_type_below_the_printers_floor_are_refused(tmp_path, capsys):
    (tmp_path / "theme.yaml").write_text(
        "extends: default\ntext:\n  min_pt: 5\nsheet:\n  margin_mm: 3\n"
    )
    code, _, err = run(
        ["build", "standard", "--template", str(tmp_path), "-o", str(tmp_path / "x.pdf")], capsys
    )
    assert code != 0
    assert "theme.yaml:3:11" in err and "6" in err
    assert "theme.yaml:5:14" in err and "5" in err


def test_text_that_fits_only_below_the_large_print_floor_is_a_preflight_error(tmp_path, capsys):
    """A deck's corner text that fits at 6 pt but not at 8 pt: fine in print, an error naming the
    file, line and element in large print."""
    game = tmp_path / "g.yaml"
    game.write_text(
        "kind: game\nname: Tiny\nlanguages: [en]\nplayers: {min: 2, max: 3}\ndecks:\n  main:\n"
        "    attributes:\n      number: {min: 1, max: 9}\n"
        '    face:\n      elements:\n        - {at: centre, text: "{number}"}\n'
        '        - {at: top-left, text: "ABCDEF", size: 6}\n'
        "deal:\n  deck: main\n  players:\n    2: {hand: 3}\n    3: {hand: 3}\n"
    )
    code, _, err = run(["validate", str(game)], capsys)
    assert code == 0, err
    code, out, _ = run(["validate", str(game), "--large-print"], capsys)
    assert (
        code == 1
        and "g.yaml:12:" in out
        and "'ABCDEF' does not fit its place (top-left)" in out
        and "(text-too-long)" in out
    )


@pytest.mark.parametrize(
    "paper, duplex, offset",
    [("a4", "long", "0,0"), ("letter", "short", "2,-1.5"), ("a4", "long", "-3,3")],
)
def test_calibration_sheet_keeps_margins_and_no_label_meets_another(
    paper, duplex, offset, tmp_path, capsys
):
    """Scales beside each of five targets (the centre and four corners) and rulers along two edges:
    no two texts overlap, the duplex mirror maps the targets onto themselves, and the margins
    hold."""
    from printgen.kit.calibration import calibration_pages, targets
    from printgen.kit.print_options import make_context, print_options
    from printgen.layout.plan import Text, leaves
    from printgen.layout.reach import _corners

    ctx = make_context(
        print_options(
            paper=paper, duplex=duplex, back_offset_mm=tuple(float(v) for v in offset.split(","))
        )
    )
    pages = calibration_pages(ctx)
    width = pages[0].width_pt
    assert sorted(round(x, 3) for x, _ in targets(ctx)) == sorted(
        round(width - x, 3) for x, _ in targets(ctx)
    )
    for page in pages:
        assert too_near(page) == [], page.label
        boxes = []
        for item, transform in leaves(page.items):
            if isinstance(item, Text):
                a, b, c, d, e, f = transform
                points = [(a * x + c * y + e, b * x + d * y + f) for x, y in _corners(item)]
                boxes.append(
                    (
                        min(x for x, _ in points),
                        min(y for _, y in points),
                        max(x for x, _ in points),
                        max(y for _, y in points),
                        item.text,
                    )
                )
        for i, one in enumerate(boxes):
            for other in boxes[i + 1 :]:
                apart = (
                    one[2] <= other[0]
                    or other[2] <= one[0]
                    or one[3] <= other[1]
                    or other[3] <= one[1]
                )
                assert apart, (page.label, one[4], other[4])
    code, _, _ = run(
        [
            "calibrate",
            "--paper",
            paper,
            "--duplex",
            duplex,
            "--back-offset",
            offset,
            "-o",
            str(tmp_path / "c.pdf"),
        ],
        capsys,
    )
    assert code == 0
