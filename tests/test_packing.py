"""Packing: card-size items of every material share card sheets, panels fill the sheets after them,
crop marks stand only around occupied slots, and the build says what to print."""

from __future__ import annotations

import pytest
from build_helpers import build, crop_marks, run, trims
from pypdf import PdfReader

from printgen.layout.imposition import crop_marks_around
from printgen.layout.plan import Box
from printgen.layout.units import mm_to_pt

# Sheets of the default build, read back from the PDF (one-sided, so a page is a sheet). Each kit's
# score sheet has a sheet of its own, to copy as it is; Standard prints a row slip for every turn
# (24 at 4 players: a sheet of slips); the games print a set of reference cards for every player
# (Colour Catch and Animal Ladder at 6 players: 12 cards, Neos at 4: 8 beside the lead-pile card).
SHEETS = {"standard": 8, "colour-catch": 9, "neos": 13, "animal-ladder": 10}


@pytest.mark.parametrize("kit", sorted(SHEETS))
def test_default_builds_need_these_sheets(kit, tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, kit))
    assert len(reader.pages) == SHEETS[kit]


def test_cards_of_different_materials_share_a_sheet(tmp_path, capsys):
    """Animal Ladder: 50 animals and the multiplier card are 51 cards, 6 sheets of 9, the multiplier
    beside the last bears; Neos: 90 cards fill 10 sheets, the lead-pile marker opens the 11th."""
    ladder = PdfReader(
        build(tmp_path, capsys, "animal-ladder", "--only", "cards,tokens", name="ladder.pdf")
    )
    counts = [len(trims(page)) for page in ladder.pages]
    assert counts[:6] == [9, 9, 9, 9, 9, 6]


def test_crop_marks_only_around_occupied_slots(tmp_path, capsys):
    """Standard's last card sheet holds 3 row cards in one row: 4 vertical cut lines and 2
    horizontal ones, each continued at both ends: 12 marks (a full sheet of 9 has 16)."""
    reader = PdfReader(build(tmp_path, capsys, "standard", "--only", "hand-cards,row-cards"))
    marks = [len(crop_marks(page)) for page in reader.pages]
    assert marks == [16, 16, 16, 12]


def test_marks_of_a_partly_filled_row_stop_at_its_cards():
    """Five slots of a 3 x 2 grid: the right edge of the third column is marked only above and below
    the first row, and the lower row's horizontal lines end beyond its second card."""
    w, h = mm_to_pt(63), mm_to_pt(88)
    slots = tuple(Box(c * w, -r * h, w, h) for r in range(2) for c in range(3))[:5]
    marks = crop_marks_around(slots, 0.0)
    third = [m for m in marks if abs(m.x1_pt - 3 * w) < 0.01 and m.x1_pt == m.x2_pt]
    assert sorted(round(m.y1_pt, 2) for m in third) == sorted(
        [round(h + mm_to_pt(1), 2), round(0.0 - mm_to_pt(1), 2)]
    )
    bottom = [m for m in marks if abs(m.y1_pt + h) < 0.01 and m.y1_pt == m.y2_pt]
    assert sorted(round(m.x1_pt, 2) for m in bottom) == sorted(
        [round(-mm_to_pt(1), 2), round(2 * w + mm_to_pt(1), 2)]
    )


def test_panels_fill_the_room_under_the_last_cards(tmp_path, capsys):
    """Standard: the trackers stand under the three row cards on the fourth card sheet (the setup
    card, at its full size, takes a sheet of its own); the score sheet repeats its game block down
    a sheet of its own, and the slips fill the last."""
    code, plan, err = run(["build", "standard", "--dump-plan"], capsys)
    assert code == 0, err
    labels = [line.split("'")[1] for line in plan.splitlines() if line.startswith("page ")]
    assert labels[4:] == [
        "cards 4/4: row cards + trackers",
        "setup card standard",
        "score sheet standard",
        "row slips",
    ]


def test_what_to_print_is_said_after_a_build_and_not_with_quiet(tmp_path, capsys):
    path = str(tmp_path / "kit.pdf")
    code, out, _ = run(["build", "standard", "--backs", "-o", path], capsys)
    assert code == 0
    assert (
        out.splitlines()[-1]
        == "to print: 8 A4 sheets at 100% (actual size): sheets 2-5 double-sided (flip on the "
        "long edge); sheets 1, 6-8 one-sided"
    )
    code, out, _ = run(["build", "neos", "--paper", "letter", "-o", path], capsys)
    assert (
        out.splitlines()[-1].startswith("to print: ")
        and "Letter sheets" in out
        and out.rstrip().endswith("one-sided")
    )
    code, out, err = run(["build", "standard", "-q", "-o", path], capsys)
    assert code == 0 and out == "" and err == ""


@pytest.mark.parametrize(
    "flags, message",
    [
        (("--bleed", "3"), "--bleed 3 fits 6 cards (63x88 mm) on a sheet instead of 9"),
        (("--gutter", "4"), "--gutter 4 fits 6 cards (63x88 mm) on a sheet instead of 9"),
    ],
)
def test_bleed_or_gutter_that_costs_cards_is_said(flags, message, tmp_path, capsys):
    path = str(tmp_path / "kit.pdf")
    code, _, err = run(["build", "colour-catch", *flags, "-o", path], capsys)
    assert code == 0 and f"printgen: warning: {message}, so the kit needs more sheets" in err
    code, _, err = run(["build", "colour-catch", "--bleed", "0.5", "-o", path], capsys)
    assert code == 0 and "warning" not in err


@pytest.mark.parametrize("kit", sorted(SHEETS))
def test_letter_needs_no_more_sheets_than_a4(kit, tmp_path, capsys):
    """On Letter the card sheets carry the ruler down their left side; panels are laid out clear
    of it, so they still fill the room under the last cards."""
    reader = PdfReader(build(tmp_path, capsys, kit, "--paper", "letter"))
    assert len(reader.pages) == SHEETS[kit]
