"""Cutting tolerance (issue 17 item 2): text and frames stay inside the safe zone, nothing is drawn
on a trim line, and with backs the faces' grounds run into a shared bleed past the outer trims."""

from __future__ import annotations

import pytest
from build_helpers import kit_pages, run

from printgen.layout.plan import CropMark, Rect, Text, Trim, leaves
from printgen.layout.reach import _corners
from printgen.layout.units import mm_to_pt

KITS = ("standard", "colour-catch", "neos", "animal-ladder")
SAFE_MM = 3.0


def _cards(page):
    """Each card's trim with the items drawn after it up to the next trim (a face's items), in page
    space."""
    cards, current = [], None
    for item, transform in leaves(page.items):
        if isinstance(item, Trim):
            current = (item.box, [])
            cards.append(current)
        elif current is not None and not isinstance(item, CropMark):
            a, b, c, d, e, f = transform
            current[1].append(
                (item, [(a * x + c * y + e, b * x + d * y + f) for x, y in _corners(item)])
            )
    return cards


@pytest.mark.slow
@pytest.mark.parametrize("kit", KITS)
@pytest.mark.parametrize(
    "options",
    [{}, {"card_size": "mini", "large_print": True}, {"backs": True, "lang": "de"}],
    ids=["default", "mini-large", "backs-de"],
)
def test_text_and_frames_stay_in_the_safe_zone_and_nothing_is_on_the_trim(kit, options):
    safe = mm_to_pt(SAFE_MM) - 0.01
    checked = 0
    for page in kit_pages(kit, **options):
        for trim, items in _cards(page):
            for item, points in items:
                framed = isinstance(item, Rect) and item.stroke and not item.fill
                if isinstance(item, Text) or framed:
                    xs, ys = [x for x, _ in points], [y for _, y in points]
                    if not (
                        trim.x_pt <= sum(xs) / len(xs) <= trim.right_pt
                        and trim.y_pt <= sum(ys) / len(ys) <= trim.top_pt
                    ):
                        continue  # a panel below the cards
                    checked += 1
                    assert min(xs) >= trim.x_pt + safe and max(xs) <= trim.right_pt - safe, (
                        page.label,
                        item,
                    )
                    assert min(ys) >= trim.y_pt + safe and max(ys) <= trim.top_pt - safe, (
                        page.label,
                        item,
                    )
                if isinstance(item, Rect) and item.stroke:
                    assert item.box != trim, (page.label, "a stroke on the trim line")
    assert checked > 0


def test_backs_share_a_bleed_past_the_grid_and_the_crop_marks_clear_it():
    """Standard with --backs on A4: every card sheet's fronts and backs carry their grounds 2 mm
    past
    the grid's outer trims (cards touch, so inside the grid a neighbour covers it); crop marks
    start beyond that bleed."""
    pages = kit_pages("standard", backs=True)
    bleed = mm_to_pt(2.0)
    sheets = [
        page for page in pages if any(isinstance(item, Trim) for item, _ in leaves(page.items))
    ]
    assert len(sheets) == 8
    for page in sheets:
        trims = [item.box for item, _ in leaves(page.items) if isinstance(item, Trim)]
        left, right = min(t.x_pt for t in trims), max(t.right_pt for t in trims)
        bottom, top = min(t.y_pt for t in trims), max(t.top_pt for t in trims)
        grounds = [item.box for item in page.items if isinstance(item, Rect) and item.fill]
        assert min(b.x_pt for b in grounds) == pytest.approx(left - bleed) and max(
            b.right_pt for b in grounds
        ) == pytest.approx(right + bleed)
        assert min(b.y_pt for b in grounds) == pytest.approx(bottom - bleed) and max(
            b.top_pt for b in grounds
        ) == pytest.approx(top + bleed)
        for mark in (item for item in page.items if isinstance(item, CropMark)):
            near = (
                min(abs(mark.x1_pt - left), abs(mark.x1_pt - right))
                if mark.y1_pt == mark.y2_pt
                else min(abs(mark.y1_pt - bottom), abs(mark.y1_pt - top))
            )
            assert near >= bleed + mm_to_pt(0.5) - 0.01


def test_without_backs_no_bleed_is_added():
    pages = kit_pages("standard", only=("hand-cards",))
    for page in pages:
        trims = [item.box for item, _ in leaves(page.items) if isinstance(item, Trim)]
        grounds = [item.box for item in page.items if isinstance(item, Rect) and item.fill]
        assert min(b.x_pt for b in grounds) == pytest.approx(min(t.x_pt for t in trims))


def test_safe_zone_is_a_theme_key_with_bounds(tmp_path, capsys):
    (tmp_path / "theme.yaml").write_text("extends: default\ncard:\n  safe_mm: 0.2\n")
    code, _, err = run(
        ["build", "standard", "--template", str(tmp_path), "-o", str(tmp_path / "x.pdf")], capsys
    )
    assert code != 0 and "theme.yaml:3:12" in err and "card.safe_mm" in err


def test_cutter_names_are_the_machines_in_order():
    # the command line offers the names without the geometry; both tables list the same machines
    from printgen.layout.cutter_names import CUTTER_NAMES, CUTTER_TITLES
    from printgen.layout.cutting import CUTTERS

    assert CUTTER_NAMES == tuple(CUTTERS) == ("silhouette", "cricut", "brother")
    assert {name: c.title for name, c in CUTTERS.items()} == CUTTER_TITLES
    assert all(c.name == name for name, c in CUTTERS.items())


def test_a_row_beside_the_marks_holds_the_cards_it_has_room_for():
    """Silhouette on A4 with the print services' poker card (2.5 x 3.5 in): turned, the rows
    beside the marks hold one card each and the two between hold two (was 5, the top row empty)."""
    from printgen.layout.cutting import CUTTERS, cut_sheet
    from printgen.layout.paper import PAPERS, Size

    sheet = cut_sheet(PAPERS["a4"], Size(63.5, 88.9), 3.0, CUTTERS["silhouette"])
    rows: dict = {}
    for slot in sheet.slots:
        rows.setdefault(slot.y_mm, []).append(slot.x_mm)
    assert [len(xs) for _, xs in sorted(rows.items())] == [1, 2, 2, 1]
    assert all(slot.turned for slot in sheet.slots)
