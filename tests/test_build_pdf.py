"""The built PDF read back: pages, sizes, card rectangles, crop marks, texts, duplex backs,
bytes."""

import shutil
import subprocess

import pytest
from build_helpers import TOLERANCE_PT, all_text, build, crop_marks, inside, placed_text, trims
from pypdf import PdfReader

from printgen.layout.units import mm_to_pt
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.facts import rule_text

A4_PT = (595.28, 841.89)
LETTER_PT = (612.0, 792.0)


@pytest.fixture(scope="module")
def standard_kit(tmp_path_factory):
    from printgen.cli import main

    path = str(tmp_path_factory.mktemp("kit") / "standard.pdf")
    with pytest.raises(SystemExit) as exit_info:
        main(["build", "-o", path])
    assert exit_info.value.code == 0
    return path


def test_default_kit_pages_and_a4_size(standard_kit):
    reader = PdfReader(standard_kit)
    # rules; 24 hand cards and 6 row cards on 4 sheets, the trackers under the last cards; the setup
    # card; the score sheet (filled with game blocks) alone; 24 row slips, one for every turn
    assert len(reader.pages) == 8
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
            A4_PT, abs=0.01
        )


def test_letter_paper(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "--paper", "letter", "--only", "hand-cards"))
    assert len(reader.pages) == 3
    assert all(
        (float(p.mediabox.width), float(p.mediabox.height)) == pytest.approx(LETTER_PT, abs=0.01)
        for p in reader.pages
    )


@pytest.mark.parametrize(
    "size, mm", [("poker", (63, 88)), ("mini", (44, 63)), ("70x100", (70, 100))]
)
def test_card_rectangles_have_the_card_size(tmp_path, capsys, size, mm):
    reader = PdfReader(
        build(
            tmp_path, capsys, "--card-size", size, "--only", "hand-cards,row-cards", "--bleed", "2"
        )
    )
    found = [t for page in reader.pages for t in trims(page)]
    assert len(found) == 4 * 6 + 6
    for _, _, width, height in found:
        assert (
            abs(width - mm_to_pt(mm[0])) <= TOLERANCE_PT
            and abs(height - mm_to_pt(mm[1])) <= TOLERANCE_PT
        )


@pytest.mark.parametrize("args", [(), ("--bleed", "3", "--gutter", "4"), ("--paper", "letter")])
def test_crop_marks_inside_the_page_and_outside_every_card(tmp_path, capsys, args):
    bleed_pt = mm_to_pt(float(args[1])) if args and args[0] == "--bleed" else 0.0
    reader = PdfReader(build(tmp_path, capsys, "--only", "hand-cards", *args))
    for page in reader.pages:
        width, height = float(page.mediabox.width), float(page.mediabox.height)
        marks, cards = crop_marks(page), trims(page)
        assert marks
        for x1, y1, x2, y2 in marks:
            assert (
                0 <= min(x1, x2)
                and max(x1, x2) <= width
                and 0 <= min(y1, y2)
                and max(y1, y2) <= height
            )
            for cx, cy, cw, ch in cards:
                left, bottom, right, top = (
                    cx - bleed_pt,
                    cy - bleed_pt,
                    cx + cw + bleed_pt,
                    cy + ch + bleed_pt,
                )
                assert (
                    max(x1, x2) <= left
                    or min(x1, x2) >= right
                    or max(y1, y2) <= bottom
                    or min(y1, y2) >= top
                )


def test_no_crop_marks(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "--only", "hand-cards", "--no-crop-marks"))
    assert not any(crop_marks(page) for page in reader.pages)


def test_texts_present(standard_kit):
    text = all_text(standard_kit)
    setup = load_setup("standard")
    for needle in (
        "Standard",
        rule_text(setup.scoring),
        "Turn 6",
        "Total",
        "Print at 100%",
        "Seat order",
    ):
        assert needle in text


def test_turns_follow_the_hand_size(tmp_path, capsys):
    setup = tmp_path / "short.yaml"
    setup.write_text(
        "id: short\nname: Short\nhand: [1, 2, 3, 4]\nrow: [1, 2, 3, 4]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n"
    )
    text = all_text(build(tmp_path, capsys, str(setup), "--only", "score-sheet"))
    assert "Turn 4" in text and "Turn 5" not in text


def _cards_with(path):
    """(seat letter, value) for every hand card: the texts found inside each trim rectangle."""
    reader, found = PdfReader(path), []
    for page in reader.pages:
        runs = placed_text(page)
        for box in trims(page):
            words = {t for t, x, y in runs if inside(x, y, box)}
            seats = [w for w in words if w.isalpha() and len(w) == 1]
            values = [w for w in words if w.isdigit()]
            found.append((tuple(sorted(seats)), tuple(sorted(set(values)))))
    return found


@pytest.mark.parametrize("players", [1, 4, 8])
def test_every_hand_value_for_every_player(tmp_path, capsys, players):
    found = _cards_with(build(tmp_path, capsys, "--players", str(players), "--only", "hand-cards"))
    expected = {((letter,), (str(v),)) for letter in "ABCDEFGH"[:players] for v in range(1, 7)}
    assert sorted(found) == sorted(expected)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_duplex_backs_are_mirrored(tmp_path, capsys, duplex):
    reader = PdfReader(
        build(tmp_path, capsys, "--only", "hand-cards", "--backs", "--duplex", duplex)
    )
    assert len(reader.pages) == 6
    for front, back in zip(reader.pages[0::2], reader.pages[1::2]):
        width, height = float(front.mediabox.width), float(front.mediabox.height)
        for (x, y, w, h), (bx, by, bw, bh) in zip(trims(front), trims(back)):
            expected = (width - x - w, y) if duplex == "long" else (x, height - y - h)
            assert (bx, by) == pytest.approx(expected, abs=0.01)


def test_back_offset_moves_the_backs(tmp_path, capsys):
    plain = PdfReader(build(tmp_path, capsys, "--only", "row-cards", "--backs", name="a.pdf"))
    moved = PdfReader(
        build(
            tmp_path,
            capsys,
            "--only",
            "row-cards",
            "--backs",
            "--back-offset",
            "1.5,-2",
            name="b.pdf",
        )
    )
    for (x, y, _, _), (mx, my, _, _) in zip(trims(plain.pages[1]), trims(moved.pages[1])):
        assert (mx - x, my - y) == pytest.approx((mm_to_pt(1.5), mm_to_pt(-2)), abs=0.01)


def test_two_builds_are_byte_identical(tmp_path, capsys):
    args = ("standard", "echo", "--players", "5", "--backs", "--shuffle-row", "--seed", "42")
    first = build(tmp_path, capsys, *args, name="one.pdf")
    second = build(tmp_path, capsys, *args, name="two.pdf")
    with open(first, "rb") as a, open(second, "rb") as b:
        assert a.read() == b.read()


@pytest.mark.skipif(
    shutil.which("qpdf") is None or shutil.which("pdffonts") is None,
    reason="qpdf and pdffonts are not installed",
)
def test_qpdf_check_and_every_font_embedded(tmp_path, capsys):
    path = build(tmp_path, capsys, "standard", "one-way", "--players", "6", "--backs")
    assert subprocess.run(["qpdf", "--check", path], capture_output=True).returncode == 0
    lines = subprocess.run(
        ["pdffonts", path], capture_output=True, text=True, check=True
    ).stdout.splitlines()[2:]
    assert lines and all(line.split()[-5] == "yes" for line in lines)
    assert all("DejaVu" in line for line in lines)
