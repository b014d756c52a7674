"""Geometry of the kit without drawing: sizes, imposition, duplex backs and fitted text."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.core.errors import UsageError
from printgen.layout.fonts import register_font, text_width_pt
from printgen.layout.imposition import SheetFrame, back_box, impose
from printgen.layout.paper import PAPERS, Size, card_size, check_range
from printgen.layout.plan import Box
from printgen.layout.textfit import fit_text
from printgen.layout.units import mm_to_pt
from printgen.style.reading import load_theme

FRAME_A4 = SheetFrame(PAPERS["a4"], 3.5, 8.0)
FRAME_LETTER = SheetFrame(PAPERS["letter"], 3.5, 8.0)


@pytest.fixture(scope="module")
def font():
    return load_theme().regular


@pytest.mark.parametrize(
    "text, size",
    [
        ("poker", (63, 88)),
        ("bridge", (57, 89)),
        ("mini", (44, 63)),
        ("tarot", (70, 120)),
        ("70x100", (70, 100)),
        ("63.5 x 88 mm", (63.5, 88)),
    ],
)
def test_card_sizes(text, size):
    parsed = card_size(text)
    assert (parsed.width_mm, parsed.height_mm) == size


@pytest.mark.parametrize("text", ["huge", "0x0", "10x10", "500x88", "63x", "-63x88"])
def test_absurd_card_sizes_are_usage_errors(text):
    with pytest.raises(UsageError):
        card_size(text)


def test_bleed_range():
    assert check_range("--bleed", 3, 6) == 3
    with pytest.raises(UsageError, match="--bleed 7 mm"):
        check_range("--bleed", 7, 6)


@pytest.mark.parametrize("frame", [FRAME_A4, FRAME_LETTER])
def test_nine_poker_cards_fit_a4_and_letter(frame):
    grid = impose(frame, card_size("poker"))
    assert (grid.columns, grid.rows) == (3, 3)


def test_slots_are_card_sized_inside_the_page_and_apart():
    grid = impose(FRAME_A4, card_size("bridge"), bleed_mm=2, gutter_mm=3)
    for slot in grid.slots:
        assert slot.width_pt == pytest.approx(mm_to_pt(57)) and slot.height_pt == pytest.approx(
            mm_to_pt(89)
        )
        assert 0 <= slot.x_pt - grid.bleed_pt and slot.right_pt + grid.bleed_pt <= grid.width_pt
    bleeds = [s.grow(grid.bleed_pt) for s in grid.slots]
    assert not any(a.overlaps(b) for i, a in enumerate(bleeds) for b in bleeds[i + 1 :])


def test_crop_marks_stay_in_the_margin():
    grid = impose(FRAME_A4, card_size("poker"), bleed_mm=3, gutter_mm=6)
    assert grid.crop_marks
    for mark in grid.crop_marks:
        box = Box(
            min(mark.x1_pt, mark.x2_pt),
            min(mark.y1_pt, mark.y2_pt),
            abs(mark.x2_pt - mark.x1_pt) + 1e-6,
            abs(mark.y2_pt - mark.y1_pt) + 1e-6,
        )
        assert (
            0 <= box.x_pt
            and box.right_pt <= grid.width_pt
            and 0 <= box.y_pt
            and box.top_pt <= grid.height_pt
        )
        assert not any(box.overlaps(slot.grow(grid.bleed_pt)) for slot in grid.slots)


def test_card_too_large_for_the_paper():
    with pytest.raises(UsageError, match="does not fit"):
        impose(FRAME_A4, card_size("250x280"))


def test_bleed_can_push_cards_off_the_sheet():
    assert impose(FRAME_LETTER, card_size("200x250")).per_page == 1
    with pytest.raises(UsageError, match="with 6 mm bleed"):
        impose(SheetFrame(PAPERS["letter"], 3.5, 8.0), card_size("200x260"), bleed_mm=6)


def test_back_boxes_mirror_columns_or_rows():
    front = Box(10, 20, 100, 150)
    assert back_box(front, 600, 800, "long") == Box(490, 20, 100, 150)
    assert back_box(front, 600, 800, "short") == Box(10, 630, 100, 150)
    shifted = back_box(front, 600, 800, "long", (1.0, -2.0))
    assert shifted.x_pt == pytest.approx(490 + mm_to_pt(1)) and shifted.y_pt == pytest.approx(
        20 - mm_to_pt(2)
    )


def test_text_shrinks_before_it_wraps(font):
    fitted = fit_text("Number Neighbours", font, 100, 30, 14, 5)
    assert len(fitted.lines) == 1 and fitted.size_pt < 14


def test_text_wraps_when_shrinking_is_not_enough(font):
    fitted = fit_text(
        "a long rule about pairs of neighbours that score points", font, 80, 200, 10, 5
    )
    assert len(fitted.lines) > 1
    from printgen.layout.fonts import text_width_pt

    assert all(text_width_pt(line, font, fitted.size_pt) <= 80 for line in fitted.lines)


def test_text_that_cannot_fit_is_none(font):
    assert fit_text("Supercalifragilisticexpialidocious" * 3, font, 40, 10, 10, 5) is None


def test_one_word_is_fitted_by_its_width(font):
    from printgen.layout.fonts import text_width_pt

    # the bundled font's figures are all one width (0.636 em), so every three-digit number fits
    # alike: at the largest size, in half points from 30 down, at which its width is within 40 pt
    sizes = {fit_text(f"{n:03d}", font, 40, 100, 30, 5).size_pt for n in range(0, 1000, 37)}
    width_at_1pt = text_width_pt("000", font, 1.0)
    assert sizes == {max(s / 2 for s in range(10, 61) if s / 2 * width_at_1pt <= 40)}
    assert fit_text("000", font, 40, 100, 30, 5).lines == ("000",)
    assert fit_text("  000 ", font, 40, 100, 30, 5).lines == ("000",)
    # too tall for the box at every size from its largest down
    assert fit_text("000", font, 40, 4.9, 30, 5) is None
    assert fit_text("00000000000000000000", font, 40, 100, 30, 5) is None


def test_fonts_register_once():
    theme = load_theme()
    assert register_font(theme.sources[-1]) == theme.bold


WORDS = st.lists(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzÀÉü0123456789-", min_size=1, max_size=14),
    min_size=1,
    max_size=30,
)


@settings(max_examples=60, deadline=None)
@given(words=WORDS, width=st.floats(20, 300), height=st.floats(5, 300), max_pt=st.floats(6, 30))
def test_fitted_text_never_spills(words, width, height, max_pt):
    font = load_theme().regular
    fitted = fit_text(" ".join(words), font, width, height, max_pt, 5.0)
    if fitted is not None:
        assert fitted.height_pt <= height + 1e-6 and 5.0 <= fitted.size_pt <= max_pt
        assert all(
            text_width_pt(line, font, fitted.size_pt) <= width + 1e-6 for line in fitted.lines
        )
        assert " ".join(fitted.lines) == " ".join(words)


@settings(max_examples=80, deadline=None)
@given(
    width=st.floats(25, 200),
    height=st.floats(25, 280),
    bleed=st.floats(0, 6),
    gutter=st.floats(0, 30),
    paper=st.sampled_from(sorted(PAPERS)),
    crop=st.booleans(),
)
def test_imposed_cards_stay_on_the_page_and_apart(width, height, bleed, gutter, paper, crop):
    try:
        grid = impose(SheetFrame(PAPERS[paper], 3.5, 8.0), Size(width, height), bleed, gutter, crop)
    except UsageError:
        return
    boxes = [slot.grow(grid.bleed_pt - 1e-6) for slot in grid.slots]
    for box in boxes:
        assert (
            box.x_pt >= 0
            and box.y_pt >= 0
            and box.right_pt <= grid.width_pt + 1e-6
            and box.top_pt <= grid.height_pt + 1e-6
        )
        assert not box.overlaps(grid.band)
    assert not any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    for mark in grid.crop_marks:
        segment = Box(
            min(mark.x1_pt, mark.x2_pt),
            min(mark.y1_pt, mark.y2_pt),
            abs(mark.x2_pt - mark.x1_pt) + 1e-6,
            abs(mark.y2_pt - mark.y1_pt) + 1e-6,
        )
        assert not any(segment.overlaps(box) for box in boxes)


def test_scoring_card_is_a_two_column_reference_of_the_kits_own_blocks():
    from printgen.components.reference import BLOCK_KINDS
    from printgen.kit.validation import validate_file
    from printgen.neighbours.kit.scoring_blocks import KINDS, SETUP_KINDS, scoring_reference

    setup = validate_file("setups/standard.yaml").model
    card = scoring_reference(setup, None)
    assert card.columns == 2 and card.title is None
    assert [(b.kind, b.column) for b in card.blocks] == [
        ("setup-heading", 0),
        ("starting-row", 1),
        ("scoring-rule", 1),
        ("score-grid", 2),
        ("worked-examples", 0),
    ]
    assert all(b.kind in KINDS for b in card.blocks) and not set(SETUP_KINDS) & set(BLOCK_KINDS)


def test_game_files_cannot_name_the_scoring_cards_blocks():
    from printgen.kit.validation import validate_text

    text = (
        "kind: game\nname: X\nplayers: {min: 2, max: 2}\n"
        "decks: {a: {attributes: {n: {min: 1, max: 3}}, face: {elements: [{at: centre, text: "
        "'{n}'}]}}}\nreferences: {r: {title: R, blocks: [{score-grid: x}]}}\n"
    )
    assert "unknown-key" in [d.code for d in validate_text(text, "x.yaml").diagnostics]


@pytest.mark.parametrize("setup_id", ["standard", "echo", "one-way"])
def test_setup_card_prints_every_worked_example(setup_id, capsys):
    """Each example's chips, its line and its note stand on the card, in the file's order."""
    from build_helpers import run

    from printgen.kit.validation import validate_file

    setup = validate_file(f"setups/{setup_id}.yaml").model
    code, plan, err = run(["build", setup_id, "--only", "setup-card", "--dump-plan"], capsys)
    assert code == 0, err
    words = " ".join(
        line.split("text='", 1)[1].split("'", 1)[0]
        for line in plan.splitlines()
        if "text='" in line
    )
    at = [
        words.index(f"A {e.card} replaces the {e.row[e.position - 1]} at position {e.position}:")
        for e in setup.examples
    ]
    assert len(at) == len(setup.examples) >= 3 and at == sorted(at)
    assert all(e.note.split()[0] in words for e in setup.examples)
