"""`build --layout cut --cutter ...`: the kit's cards on a cutting machine's sheets, read back from
both files it writes. The PDF's trims (the unpainted rectangles the renderer leaves for each card)
and the cut file's outlines must agree within 0.1 mm, the marks must stand where
docs/print-services.md says, and every card must keep clear of them inside the sheet."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET

import pytest
from build_helpers import depth_zero_paths, run
from pypdf import PdfReader
from test_console_script import printgen

from printgen.layout.units import mm_to_pt

SVG = "{http://www.w3.org/2000/svg}"
PAPER_MM = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
CLEAR_MM = 3.0  # how far every card stays from every mark (docs/print-services.md)
# The marks as the docs give them: (x, y, width, height) in mm from the sheet's top-left corner,
# W and H the sheet's width and height.
SQUARES = {
    "silhouette": lambda w, h: [(10.0, 10.0, 5.0, 5.0)],
    "brother": lambda w, h: [],  # it cuts from a scan of the sheet: no marks
}
# How far every card stays from the sheet's edges: inside the marks' lines, or (Brother) the
# margin docs/print-services.md gives
EDGE_MM = {"silhouette": 10.0 + CLEAR_MM, "brother": 6.5}
SMALL_GAME = """kind: game
name: Small Print
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number}", size: large}
    back: {text: Small Print, ink: "#000066"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
"""


def _mm(paper_h_mm: float, x: float, y: float, w: float, h: float) -> tuple:
    """A PDF rectangle (points from the bottom-left) in mm from the top-left, rounded to 0.01."""
    pt = mm_to_pt(1.0)
    return tuple(round(v, 2) for v in (x / pt, paper_h_mm - (y + h) / pt, w / pt, h / pt))


def _cut_pages(reader, paper_h_mm: float):
    """Each page that holds card trims: its trims and its filled marks, in mm from the top-left."""
    for page in reader.pages:
        rects, lines = depth_zero_paths(reader, page)
        trims = sorted(_mm(paper_h_mm, *v) for op, v in rects if op == "n")
        if trims:
            marks = sorted(_mm(paper_h_mm, *v) for op, v in rects if op in ("f", "f*"))
            yield trims, marks, lines


def _outlines(svg_path) -> tuple[list, list]:
    root = ET.parse(svg_path).getroot()
    rects = list(root.iter(f"{SVG}rect"))
    boxes = sorted(tuple(float(r.get(k)) for k in ("x", "y", "width", "height")) for r in rects)
    return boxes, [(float(r.get("rx")), float(r.get("ry"))) for r in rects]


def _gap(a: tuple, b: tuple) -> float:
    """The distance between two boxes (x, y, w, h), 0 when they touch or overlap."""
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0.0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0.0)
    return max(dx, dy)


@pytest.mark.parametrize(
    "kit, cutter, paper, per_sheet",
    [
        ("standard", "silhouette", "a4", 6),
        ("colour-catch", "brother", "letter", 8),
        ("neos", "brother", "a4", 9),
        ("small.yaml", "brother", "letter", 8),
    ],
)
def test_every_outline_lies_on_its_cards_trim_and_clear_of_the_marks(
    kit, cutter, paper, per_sheet, tmp_path, capsys
):
    if kit == "small.yaml":
        kit = str(tmp_path / kit)
        (tmp_path / "small.yaml").write_text(SMALL_GAME)
    pdf = tmp_path / "kit.pdf"
    args = ["build", kit, "--layout", "cut", "--cutter", cutter, "--paper", paper, "--backs"]
    code, out, err = run([*args, "-o", str(pdf)], capsys)
    assert code == 0, err
    assert sorted(os.listdir(tmp_path)) == sorted(
        ["kit.pdf", "kit.cut.svg", "kit.cut.dxf"] + (["small.yaml"] if "small" in kit else [])
    )
    assert f"wrote {tmp_path / 'kit.cut.svg'} and {tmp_path / 'kit.cut.dxf'}: " in out
    w, h = PAPER_MM[paper]
    root = ET.parse(tmp_path / "kit.cut.svg").getroot()
    assert root.get("width") == f"{w:g}mm" and root.get("viewBox") == f"0 0 {w:g} {h:g}"
    outlines, radii = _outlines(tmp_path / "kit.cut.svg")
    assert len(outlines) == per_sheet and set(radii) == {(3.0, 3.0)}  # the theme's corners

    pages = list(_cut_pages(PdfReader(str(pdf)), h))
    fronts, backs = pages[0::2], pages[1::2]
    assert fronts and len(fronts) == len(backs)
    expected = sorted(SQUARES[cutter](w, h))
    for trims, marks, _ in fronts:
        assert marks == expected  # the marks at the documented places, on every sheet
        assert len(trims) <= per_sheet
        for trim in trims:  # every trim is one of the cut file's outlines, within 0.1 mm
            assert min(max(abs(a - b) for a, b in zip(trim, o)) for o in outlines) < 0.1, trim
    first = fronts[0][0]
    assert len(first) == per_sheet and all(
        max(abs(a - b) for a, b in zip(t, o)) < 0.1 for t, o in zip(first, outlines)
    )
    edge = EDGE_MM[cutter]
    for x, y, tw, th in outlines:  # inside the marks' lines (or the margin), clear of every mark
        assert x >= edge - 0.01 and x + tw <= w - edge + 0.01
        assert y >= edge - 0.01 and y + th <= h - edge + 0.01
        assert all(_gap((x, y, tw, th), mark) >= CLEAR_MM for mark in expected)
    for (front, _, _), (back, marks, lines) in zip(fronts, backs):
        assert marks == [] and lines == []  # nothing for the sensor on the backs
        mirrored = sorted((round(w - x - tw, 2), y, tw, th) for x, y, tw, th in front)
        assert all(abs(a - b) < 0.02 for m, t in zip(mirrored, back) for a, b in zip(m, t))


def test_silhouettes_corners_stand_where_studio_draws_them(tmp_path, capsys):
    pdf = tmp_path / "kit.pdf"
    code, _, err = run(
        ["build", "colour-catch", "--layout", "cut", "--cutter", "silhouette", "-o", str(pdf)],
        capsys,
    )
    assert code == 0, err
    w, h = PAPER_MM["a4"]
    [(_, _, lines), *_] = _cut_pages(PdfReader(str(pdf)), h)
    pt = mm_to_pt(1.0)
    arms = sorted(
        tuple(round(v / pt, 2) for v in segment)
        for segment, width in lines
        if abs(width - 0.3 * pt) < 1e-3
    )
    top, right, bottom = round(h - 10.15, 2), round(w - 10.15, 2), 10.15  # from the bottom-left
    assert arms == sorted(
        [
            (round(w - 30, 2), top, right, top),
            (right, top, right, round(h - 30, 2)),
            (10.15, bottom, 30.0, bottom),
            (10.15, bottom, 10.15, 30.0),
        ]
    )


def test_cricut_sheets_are_the_print_then_cut_area_as_pngs(tmp_path, capsys):
    from PIL import Image

    game = tmp_path / "small.yaml"
    game.write_text(SMALL_GAME)  # nine cards: three sheets of four
    pdf = tmp_path / "kit.pdf"
    code, out, err = run(
        ["build", str(game), "--layout", "cut", "--cutter", "cricut", "--backs", "-o", str(pdf)],
        capsys,
    )
    assert code == 0, err
    assert sorted(name for name in os.listdir(tmp_path) if name.endswith(".png")) == [
        f"kit.sheet-0{n}{side}.png" for n in (1, 2, 3) for side in ("-backs", "")
    ]
    assert "4 cards a sheet (turned); in Design Space upload each kit.sheet-NN.png" in out
    reader = PdfReader(str(pdf))
    area_mm = (9.25 * 25.4, 6.75 * 25.4)
    cut = [page for page in reader.pages if float(page.mediabox.height) < 500]
    # 9.25 x 6.75 in, the largest image Print Then Cut takes
    assert len(cut) == 6 and all(
        [round(float(v), 2) for v in page.mediabox] == [0, 0, 666.0, 486.0] for page in cut
    )
    front = Image.open(tmp_path / "kit.sheet-01.png")
    assert front.size == (2775, 2025) and [round(v) for v in front.info["dpi"]] == [300, 300]
    alpha = front.getchannel("A")
    rects, _ = depth_zero_paths(reader, cut[0])
    trims = [_mm(area_mm[1], *v) for op, v in rects if op == "n"]
    assert len(trims) == 4
    px = 300 / 25.4
    for x, y, tw, th in trims:  # each trim of the PDF is the opaque card of the image
        x1, y1, x2, y2 = (round(v * px) for v in (x, y, x + tw, y + th))
        assert alpha.getpixel(((x1 + x2) // 2, (y1 + y2) // 2)) == 255
        assert alpha.getpixel((x1 + 40, y1 + 2)) == 255  # inside the trim
        assert alpha.getpixel((x1 - 3, (y1 + y2) // 2)) == 0  # just past it
        assert alpha.getpixel((x1 + 2, y1 + 2)) == 0  # off its rounded corner
        assert x >= 1.5 - 0.01 and x + tw <= area_mm[0] - 1.5 + 0.01  # inside the area
    back = Image.open(tmp_path / "kit.sheet-01-backs.png").getchannel("A")
    assert back.transpose(Image.FLIP_LEFT_RIGHT).tobytes() == alpha.tobytes()


@pytest.mark.parametrize(
    "args, first_line",
    [
        (["--cutter", "brother"], "printgen: error: --cutter brother applies to --layout cut only"),
        (
            ["--layout", "cut"],
            "printgen: error: --layout cut needs --cutter: the machine decides where the marks "
            "and the cards go",
        ),
        (
            ["--layout", "cut", "--cutter", "brother", "--gutter", "2", "--duplex", "short"],
            "printgen: error: --gutter and --duplex do not apply to --layout cut: the cards stand "
            "apart with their own bleed, and their backs are mirrored for long-edge duplex",
        ),
        (
            ["--layout", "cut", "--cutter", "cricut", "--card-size", "180x200"],
            "printgen: error: a 180 x 200 mm card does not fit Cricut's Print Then Cut area of "
            "9.25 x 6.75 in",
        ),
        (
            ["--layout", "cut", "--cutter", "silhouette", "-o", "-"],
            "printgen: error: --layout cut writes its cut file beside the PDF, so not to "
            "standard output",
        ),
    ],
)
def test_combinations_that_do_not_go_together_are_usage_errors(
    args, first_line, tmp_path, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # where a build that should have been refused would write
    code, out, err = run(["build", "neos", *args], capsys)
    assert code == 2 and err.splitlines()[0] == first_line
    assert err.splitlines()[1].startswith("  hint: ") and os.listdir(tmp_path) == []


@pytest.mark.parametrize("to", ["silhouette", "brother"])
def test_export_writes_the_same_sheets_and_cut_file(to, tmp_path, capsys):
    folder = tmp_path / "out"
    code, out, err = run(["export", "neos", "--to", to, "-o", str(folder)], capsys)
    assert code == 0, err
    assert sorted(os.listdir(folder)) == ["cut.dxf", "cut.svg", "sheets.pdf"]
    outlines, _ = _outlines(folder / "cut.svg")
    w, h = PAPER_MM["a4"]
    trims, marks, _ = next(_cut_pages(PdfReader(str(folder / "sheets.pdf")), h))
    assert marks == sorted(SQUARES[to](w, h))
    assert len(trims) == len(outlines) and all(
        max(abs(a - b) for a, b in zip(t, o)) < 0.1 for t, o in zip(trims, outlines)
    )


def test_the_installed_command_builds_a_cut_kit(tmp_path):
    done = printgen(
        "build", "colour-catch", "--layout", "cut", "--cutter", "brother", "--paper", "letter",
        cwd=tmp_path,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert sorted(os.listdir(tmp_path)) == [
        "colour-catch-cut-brother.cut.dxf",
        "colour-catch-cut-brother.cut.svg",
        "colour-catch-cut-brother.pdf",
    ]
    refused = printgen("build", "colour-catch", "--cutter", "brother", cwd=tmp_path)
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [
        "printgen: error: --cutter brother applies to --layout cut only",
        "  hint: add --layout cut to lay the cards out for the Brother ScanNCut, or leave out "
        "--cutter",
    ]


HINT = "--output (the PDF's name, which its cut files take)"


@pytest.mark.parametrize(
    "cutter, blocked, how, message",
    [
        ("silhouette", "k.cut.dxf", "folder", "it is a folder"),
        ("brother", "k.cut.svg", "read-only", "the file is read-only"),
        # Cricut's second sheet: its name is known once the cards are laid out
        ("cricut", "k.sheet-02.png", "folder", "it is a folder"),
    ],
)
def test_a_cut_file_that_cannot_be_written_stops_the_build_before_the_pdf(
    tmp_path, cutter, blocked, how, message
):
    (tmp_path / "k.pdf").write_bytes(b"the kit from yesterday")
    if how == "folder":
        (tmp_path / blocked).mkdir()
    else:
        (tmp_path / blocked).write_bytes(b"yesterday's cut")
        (tmp_path / blocked).chmod(0o444)
    done = printgen(
        "build", "colour-catch", "--layout", "cut", "--cutter", cutter, "-o", "k.pdf", cwd=tmp_path
    )
    assert done.returncode == 3, done.stderr
    assert done.stderr.splitlines()[0] == f"printgen: error: cannot write {blocked}: {message}"
    assert HINT in done.stderr
    assert (tmp_path / "k.pdf").read_bytes() == b"the kit from yesterday"
    assert sorted(os.listdir(tmp_path)) == sorted(["k.pdf", blocked])


def test_a_watched_rebuild_checks_its_cut_files_before_the_pdf(tmp_path):
    from printgen.cli.build import BuildRequest, rebuild

    kit = dict(players=None, shuffle_row=False, seed=None, reverse_seats=False, page_format="print")
    printing = dict(
        paper="a4", card="poker", bleed_mm=0.0, gutter_mm=0.0, crop_marks=True, backs=False,
        duplex="long", back_offset="0,0", grayscale=False, large_print=False, template_dir=None,
        language="en", stamp="", cutter="brother",
    )  # fmt: skip
    (tmp_path / "watched.cut.svg").mkdir()
    request = BuildRequest(
        ("neos",), kit, "cut", (False, False), printing, (), str(tmp_path / "watched.pdf")
    )
    done = rebuild(request, None)
    assert not done.ok and done.code == 3
    assert sorted(os.listdir(tmp_path)) == ["watched.cut.svg"]


def test_a_watched_rebuild_writes_the_cut_file_with_the_pdf(tmp_path):
    from printgen.cli.build import BuildRequest, rebuild

    target = tmp_path / "watched.pdf"
    kit = dict(players=None, shuffle_row=False, seed=None, reverse_seats=False, page_format="print")
    printing = dict(
        paper="a4", card="poker", bleed_mm=0.0, gutter_mm=0.0, crop_marks=True, backs=False,
        duplex="long", back_offset="0,0", grayscale=False, large_print=False, template_dir=None,
        language="en", stamp="", cutter="brother",
    )  # fmt: skip
    request = BuildRequest(("neos",), kit, "cut", (False, False), printing, (), str(target))
    done = rebuild(request, None)
    assert done.ok and sorted(os.listdir(tmp_path)) == [
        "watched.cut.dxf",
        "watched.cut.svg",
        "watched.pdf",
    ]
    outlines, _ = _outlines(tmp_path / "watched.cut.svg")
    trims, _, _ = next(_cut_pages(PdfReader(str(target)), PAPER_MM["a4"][1]))
    assert len(trims) == len(outlines) == 9  # three rows of three: no marks to keep clear of


def test_a_kit_without_cards_writes_no_cut_file(tmp_path, capsys):
    pdf = tmp_path / "rules.pdf"
    args = ["build", "colour-catch", "--layout", "cut", "--cutter", "brother", "--only", "rules"]
    code, out, err = run([*args, "-o", str(pdf)], capsys)
    assert code == 0, err
    assert os.listdir(tmp_path) == ["rules.pdf"]
    assert out.splitlines()[-1] == "the kit holds no cards to cut, so no cut file was written"


def test_the_scanncut_sheet_has_clean_outlines_and_no_marks():
    """Brother's ScanNCut cuts from a scan of the printed sheet: no marks (the scan would find
    them as shapes to cut), each front drawn to its trim and no further, a dark outline on every
    trim, the cards apart and inside the margin; the backs keep their bleed (they are not
    scanned). Summa is no longer offered (its OPOS marks have no source to cite)."""
    from printgen.layout.cutting import (
        CUT_BLEED_MM,
        CUTTERS,
        GAP_MM,
        OUTLINE_INK,
        OUTLINE_MM,
        cut_sheet,
        sheet_pages,
    )
    from printgen.layout.paper import PAPERS, Size
    from printgen.layout.plan import Group, Rect, Trim

    brother = CUTTERS["brother"]
    assert brother.marks == () and "summa" not in CUTTERS
    sheet = cut_sheet(PAPERS["a4"], Size(63.5, 88.9), 3.0, brother)
    assert len(sheet.slots) == 9
    bleeds = []

    class Card:
        def front(self, trim, bleed):
            bleeds.append(("front", bleed))
            return [Rect(trim, fill="#ffffff")]

        def back(self, trim, bleed):
            bleeds.append(("back", bleed))
            return [Rect(trim, fill="#000066")]

    fronts, backs = sheet_pages(sheet, [Card()] * 9, "cards", brother)
    trims = [i.box for i in fronts.items if isinstance(i, Trim)]
    outlines = [i for i in fronts.items if isinstance(i, Rect)]
    assert len(trims) == len(outlines) == 9 and not any(isinstance(i, Rect) for i in backs.items)
    assert all(
        o.box == t and o.stroke == OUTLINE_INK and o.line_width_pt == mm_to_pt(OUTLINE_MM)
        and o.radius_pt == mm_to_pt(3.0)
        for o, t in zip(outlines, trims)
    )  # fmt: skip
    assert sum(isinstance(i, Group) for i in fronts.items) == 9
    assert set(bleeds) == {("front", 0.0), ("back", mm_to_pt(CUT_BLEED_MM))}
    xs = sorted({round(s.x_mm, 3) for s in sheet.slots})
    assert [round(b - a - 63.5, 3) for a, b in zip(xs, xs[1:])] == [GAP_MM, GAP_MM]
