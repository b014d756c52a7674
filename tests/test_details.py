"""The finish of a kit (issue 17 item 10): no lone word ending a paragraph, padded table cells, no
dangling separator, a large-print score table without a checkerboard, a light theme for row
cards and backs, distinct font subset tags, and a stamp on every sheet."""

from __future__ import annotations

import os
import re

import pytest
from build_helpers import build, kit_pages, run
from pypdf import PdfReader

from printgen.components.table import TableStyle, table_items
from printgen.layout.fonts import text_width_pt
from printgen.layout.plan import Rect, Text, leaves
from printgen.layout.textfit import wrap_words
from printgen.layout.units import mm_to_pt


def _texts(pages):
    return [item for page in pages for item, _ in leaves(page.items) if isinstance(item, Text)]


@pytest.mark.parametrize("width_mm", [40, 55, 70, 90, 120])
def test_a_wrapped_paragraph_never_ends_on_one_lone_word(width_mm):
    from printgen.style.reading import load_theme

    font = load_theme(name="default").regular
    text = "The dealer draws one more card before playing first, so the dealer starts with 6."
    lines = wrap_words(text, font, 9.5, mm_to_pt(width_mm))
    assert " ".join(lines) == text
    assert len(lines) == 1 or " " in lines[-1]
    assert all(text_width_pt(line, font, 9.5) <= mm_to_pt(width_mm) for line in lines)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_animal_ladder_prints_no_lone_six(lang):
    texts = [t.text for t in _texts(kit_pages("animal-ladder", lang=lang))]
    assert "6." not in texts


def test_table_cells_are_padded():
    from printgen.style.reading import load_theme

    theme = load_theme(name="default")
    style = TableStyle(theme.regular, theme.bold, "#000000", "#888888", "#eeeeee", 9.5, 6.0)
    items, _ = table_items(
        ("Players", "Cards"), [("2", "50")], [mm_to_pt(30), mm_to_pt(30)], 0.0, 0.0, style
    )
    cells = [item for item in items if isinstance(item, Rect)]
    for text in (item for item in items if isinstance(item, Text)):
        cell = next(
            c
            for c in cells
            if c.box.x_pt <= text.x_pt < c.box.right_pt and c.box.y_pt <= text.y_pt <= c.box.top_pt
        )
        assert text.x_pt - cell.box.x_pt >= mm_to_pt(1.5)


def test_a_setup_without_description_has_no_dangling_separator(tmp_path, capsys):
    setup = tmp_path / "bare.yaml"
    setup.write_text(
        "id: bare\nname: Bare\nhand: [1, 2, 3, 4, 5, 6]\nrow: [1, 5, 2, 6, 3, 4]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {difference: 1}}\n"
    )
    code, plan, err = run(["build", str(setup), "--only", "setup-card", "--dump-plan"], capsys)
    assert code == 0, err
    texts = re.findall(r"text='([^']*)'", plan)
    assert any(t.startswith("Number Neighbours · setup and scoring card") for t in texts)
    assert not any(t.rstrip().endswith("·") for t in texts)


def test_large_print_score_table_is_no_checkerboard():
    """Scored cells are light grey with black numbers, not black with white ones."""
    pages = kit_pages("standard", large_print=True, only=("setup-card",))
    scored = [
        item.box
        for page in pages
        for item, _ in leaves(page.items)
        if isinstance(item, Rect) and item.fill == "#cccccc"
    ]
    assert scored
    numbers = [
        t
        for t in _texts(pages)
        if any(b.x_pt <= t.x_pt <= b.right_pt and b.y_pt <= t.y_pt <= b.top_pt for b in scored)
    ]
    assert len(numbers) == len(scored) and all(t.color == "#000000" for t in numbers)
    assert not any(
        isinstance(item, Rect) and item.fill == "#000000" and item.box in scored
        for page in pages
        for item, _ in leaves(page.items)
    )


def test_light_theme_prints_pale_row_cards_and_white_backs():
    pages = kit_pages("standard", template_dir="light", backs=True, only=("row-cards",))
    fills = {
        item.fill
        for page in pages
        for item, _ in leaves(page.items)
        if isinstance(item, Rect) and item.fill
    }
    assert "#e6eef6" in fills and "#ffffff" in fills and "#24527a" not in fills


def test_font_subsets_have_tags_of_their_own(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "standard", "--only", "rules"))
    names = set()
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            names.add(str(font.get_object()["/BaseFont"]))
    tags = {name.split("+")[0] for name in names}
    assert (
        len(names) == 2 and len(tags) == 2 and all(re.fullmatch(r"/?[A-Z]{6}", tag) for tag in tags)
    )


def test_stamp_on_every_sheet(tmp_path, capsys):
    first = build(tmp_path, capsys, "colour-catch", "--stamp", "playtest 3", name="a.pdf")
    second = build(tmp_path, capsys, "colour-catch", "--stamp", "playtest 3", name="b.pdf")
    assert open(first, "rb").read() == open(second, "rb").read()
    for page in PdfReader(first).pages:
        assert "playtest 3" in page.extract_text()
    code, plan, _ = run(["build", "standard", "--stamp", "--dump-plan"], capsys)
    pages = plan.count("\npage ") + 1
    assert (
        code == 0
        and len(re.findall(r"text='printgen \d+\.\d+\.\d+ · \d{4}-\d\d-\d\d'", plan)) == pages
    )
    code, plan, _ = run(["build", "standard", "--dump-plan"], capsys)
    assert "playtest" not in plan and "printgen 0" not in plan
    code, _, err = run(["build", "standard", "--stamp", " ", "-o", str(tmp_path / "x.pdf")], capsys)
    assert code == 2 and "--stamp needs one line of text" in err


@pytest.mark.parametrize(
    "stamp, message",
    [
        ("x" * 61, "--stamp is 61 characters long; at most 60 fit on a sheet"),
        (
            "W" * 60,
            "--stamp 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW...' is too wide for the foot of a "
            "sheet: 41 of its 60 characters fit",
        ),
        (
            "tab\there",
            "--stamp needs one line of text, or nothing after it for the version and date",
        ),
    ],
)
def test_a_stamp_that_would_run_off_the_sheet_is_a_usage_error(stamp, message, tmp_path, capsys):
    code, _, err = run(
        ["build", "standard", "--stamp", stamp, "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert code == 2 and err.splitlines()[0] == "printgen: error: " + message
    assert os.listdir(tmp_path) == []


def test_the_longest_stamp_stays_over_the_notice(capsys):
    """60 narrow letters fit: the stamp ends where the notice ends and starts right of the ruler."""
    from printgen.layout.furniture import NOTICE, RULER_MM, sheet_furniture
    from printgen.layout.plan import Box
    from printgen.style.reading import load_theme

    font = load_theme().regular
    [group] = sheet_furniture(
        Box(0.0, 0.0, 500.0, 20.0), "bottom", font, "#000000", 6.5, NOTICE, 6.0, "a" * 60
    )
    [notice] = [
        item for item, _ in leaves([group]) if isinstance(item, Text) and item.text == NOTICE
    ]
    [stamp] = [
        item for item, _ in leaves([group]) if isinstance(item, Text) and item.text == "a" * 60
    ]
    assert stamp.anchor == "end" and stamp.x_pt == pytest.approx(
        notice.x_pt + text_width_pt(NOTICE, font, 6.5)
    )
    assert (
        stamp.x_pt - text_width_pt(stamp.text, font, 6.0) >= notice.x_pt - 1e-6 > mm_to_pt(RULER_MM)
    )
    code, plan, _ = run(["build", "standard", "--stamp", "a" * 60, "--dump-plan"], capsys)
    assert code == 0 and plan.count("a" * 60) == plan.count("\npage ") + 1
