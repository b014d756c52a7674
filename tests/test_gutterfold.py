"""`--layout gutterfold`: fronts and their turned backs on one sheet, folded, read back from the
PDF.

Every front's trim and its back's trim are mirror images across the dashed fold line; the backs are
drawn turned 180 degrees; nothing is drawn across the fold (nothing comes nearer than 1 mm); crop
marks continue the cut lines of occupied slots only; the sheet is turned to landscape when that
holds more cards. Counts and positions are exact.
"""

from __future__ import annotations

import pytest
from build_helpers import build, crop_marks, kit_pages, run
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printgen.core.errors import UsageError
from printgen.layout.gutterfold import fold_impose
from printgen.layout.imposition import SheetFrame
from printgen.layout.paper import CARD_SIZES, PAPERS
from printgen.layout.plan import Line, Trim, leaves
from printgen.layout.units import mm_to_pt

A4_PT, LETTER_PT = (595.28, 841.89), (612.0, 792.0)
TOL = 0.01
CLEAR_PT = mm_to_pt(1.0)
IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
PAINT = {b"S", b"s", b"f", b"F", b"f*", b"B", b"B*", b"b", b"b*"}


def _times(m, n):
    """The PDF matrix product m x n: apply m, then n."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (
        a * a2 + b * c2,
        a * b2 + b * d2,
        c * a2 + d * c2,
        c * b2 + d * d2,
        e * a2 + f * c2 + e2,
        e * b2 + f * d2 + f2,
    )


def _apply(m, x, y):
    return m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]


def read_page(page) -> dict:
    """The page's trims (page-space box and the matrix they were drawn under), every painted path's
    page-space bounds and whether it was dashed, and every text run's origin, direction and size."""
    found = {"trims": [], "paths": [], "texts": []}
    ctm, stack, dashed, points, rect = IDENTITY, [], False, [], None
    for operands, op in ContentStream(page.get_contents(), page.pdf).operations:
        if op == b"q":
            stack.append((ctm, dashed))
        elif op == b"Q":
            ctm, dashed = stack.pop()
        elif op == b"cm":
            ctm = _times(tuple(float(v) for v in operands), ctm)
        elif op == b"d":
            dashed = bool(operands[0])
        elif op in (b"m", b"l"):
            points.append(_apply(ctm, float(operands[0]), float(operands[1])))
            rect = None
        elif op in (b"c", b"v", b"y"):
            values = [float(v) for v in operands]
            points += [_apply(ctm, values[i], values[i + 1]) for i in range(0, len(values), 2)]
        elif op == b"re":
            x, y, w, h = (float(v) for v in operands)
            corners = [
                _apply(ctm, px, py) for px, py in ((x, y), (x + w, y), (x, y + h), (x + w, y + h))
            ]
            points += corners
            rect = (corners, ctm) if not points[:-4] else None
        elif op == b"n":
            if rect is not None:
                xs, ys = [p[0] for p in rect[0]], [p[1] for p in rect[0]]
                found["trims"].append(
                    ((min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)), rect[1])
                )
            points, rect = [], None
        elif op in PAINT:
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            found["paths"].append(((min(xs), min(ys), max(xs), max(ys)), dashed))
            points, rect = [], None

    def visit(text, cm, tm, font, size):
        if text.strip():
            matrix = _times(tuple(tm), tuple(cm))
            found["texts"].append(
                (text.strip(), matrix[4], matrix[5], matrix[0], size * abs(matrix[0] or matrix[1]))
            )

    page.extract_text(visitor_text=visit)
    return found


def fold_y(found) -> float:
    """The y of the one dashed, level line: the fold."""
    folds = [box for box, dashed in found["paths"] if dashed and abs(box[1] - box[3]) < TOL]
    assert len(folds) == 1
    return folds[0][1]


def fronts_and_backs(found):
    """The trims in drawing order, paired: each front, then its back (drawn turned)."""
    trims = found["trims"]
    assert len(trims) % 2 == 0
    return list(zip(trims[0::2], trims[1::2]))


def size_of(page) -> tuple[float, float]:
    return round(float(page.mediabox.width), 2), round(float(page.mediabox.height), 2)


# -- how many cards a sheet holds, and where ------------------------------------------------------
COUNTS = [
    # card, paper, per sheet, the page as printed (landscape when that holds more), fold line in mm
    # from the foot
    ("poker", "a4", 4, (A4_PT[1], A4_PT[0]), 109.0),
    ("poker", "letter", 4, (LETTER_PT[1], LETTER_PT[0]), 111.95),
    ("mini", "a4", 8, A4_PT, 152.5),
    ("mini", "letter", 6, (LETTER_PT[1], LETTER_PT[0]), 111.95),
]


@pytest.mark.slow
@pytest.mark.parametrize("card, paper, per_sheet, page_size, fold_mm", COUNTS)
def test_cards_per_sheet_orientation_and_fold(
    tmp_path, capsys, card, paper, per_sheet, page_size, fold_mm
):
    reader = PdfReader(
        build(
            tmp_path,
            capsys,
            "neos",
            "--only",
            "cards",
            "--layout",
            "gutterfold",
            "--card-size",
            card,
            "--paper",
            paper,
        )
    )
    sheets = -(-90 // per_sheet)
    assert len(reader.pages) == sheets
    counts = []
    for page in reader.pages:
        assert size_of(page) == pytest.approx(page_size, abs=TOL)
        found = read_page(page)
        assert fold_y(found) == pytest.approx(mm_to_pt(fold_mm), abs=TOL)
        counts.append(len(fronts_and_backs(found)))
    assert counts == [per_sheet] * (sheets - 1) + [90 - per_sheet * (sheets - 1)]


def test_a4_poker_sheet_positions_exactly():
    """A4 turned to landscape: 4 columns of 63 mm centred in the 282 mm between the crop-mark
    margins (from 22.5 mm); the fronts' trims from 114 mm (5 mm above the fold at 109 mm), the
    backs' from 16 mm, so each back is its front mirrored across the fold."""
    sheet = fold_impose(SheetFrame(PAPERS["a4"], 3.5, 8.0), CARD_SIZES["poker"])
    assert (sheet.paper.width_mm, sheet.paper.height_mm, sheet.columns, sheet.rows) == (
        297.0,
        210.0,
        4,
        1,
    )

    def mm(box):
        return tuple(
            round(v * 25.4 / 72, 6) for v in (box.x_pt, box.y_pt, box.width_pt, box.height_pt)
        )

    assert [mm(b) for b in sheet.fronts] == [(22.5 + 63 * k, 114.0, 63.0, 88.0) for k in range(4)]
    assert [mm(b) for b in sheet.backs] == [(22.5 + 63 * k, 16.0, 63.0, 88.0) for k in range(4)]
    assert round(sheet.fold_y_pt * 25.4 / 72, 6) == 109.0


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ("--paper", "a4"),
        ("--paper", "letter"),
        ("--bleed", "3", "--gutter", "4"),
        ("--card-size", "mini", "--paper", "letter", "--bleed", "2"),
    ],
)
def test_every_back_is_its_front_mirrored_across_the_fold_and_turned(tmp_path, capsys, args):
    reader = PdfReader(
        build(tmp_path, capsys, "--only", "hand-cards", "--layout", "gutterfold", *args)
    )
    pairs = 0
    for page in reader.pages:
        found = read_page(page)
        fold = fold_y(found)
        for (front, front_matrix), (back, back_matrix) in fronts_and_backs(found):
            x, y, w, h = front
            assert back == pytest.approx((x, 2 * fold - y - h, w, h), abs=TOL)
            assert y > fold > back[1] + back[3]
            assert front_matrix == pytest.approx(IDENTITY, abs=1e-6)
            # turned 180 degrees
            assert back_matrix[:4] == pytest.approx((-1.0, 0.0, 0.0, -1.0), abs=1e-6)
            pairs += 1
    assert pairs == 24


def test_back_texts_read_upside_down_and_front_values_upright(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "--only", "hand-cards", "--layout", "gutterfold"))
    found = read_page(reader.pages[0])
    fold = fold_y(found)
    backs = [(t, x, y, a) for t, x, y, a, _ in found["texts"] if y < fold and t.startswith("Seat")]
    values = [
        (t, a) for t, x, y, a, size in found["texts"] if y > fold and t.isdigit() and size > 40
    ]
    assert [t for t, *_ in backs] == ["Seat A"] * 4 and all(
        a == pytest.approx(-1.0) for *_, a in backs
    )
    assert values == [("1", 1.0), ("2", 1.0), ("3", 1.0), ("4", 1.0)]


@pytest.mark.slow
@pytest.mark.parametrize(
    "kit, args",
    [
        ("neos", ("--only", "cards,tokens")),
        ("standard", ("--only", "hand-cards,row-cards", "--bleed", "3", "--gutter", "12")),
        ("animal-ladder", ("--only", "cards", "--paper", "letter", "--card-size", "mini")),
    ],
)
def test_nothing_is_drawn_across_the_fold(tmp_path, capsys, kit, args):
    """Every painted path and every text other than the fold line stays at least 1 mm from it."""
    reader = PdfReader(build(tmp_path, capsys, kit, "--layout", "gutterfold", *args))
    for page in reader.pages:
        found = read_page(page)
        fold = fold_y(found)
        for (x1, y1, x2, y2), dashed in found["paths"]:
            if dashed and abs(y1 - fold) < TOL and abs(y2 - fold) < TOL:
                continue
            assert y1 >= fold + CLEAR_PT - TOL or y2 <= fold - CLEAR_PT + TOL, (
                page,
                (x1, y1, x2, y2),
            )
        for text, x, y, _, size in found["texts"]:
            assert abs(y - fold) > size + CLEAR_PT, (text, y, fold)
        for (x, y, w, h), _ in found["trims"]:
            assert y >= fold + CLEAR_PT or y + h <= fold - CLEAR_PT


def _cut_lines(boxes):
    xs = {round(v, 2) for x, y, w, h in boxes for v in (x, x + w)}
    ys = {round(v, 2) for x, y, w, h in boxes for v in (y, y + h)}
    return xs, ys


@pytest.mark.slow
def test_crop_marks_only_for_occupied_slots(tmp_path, capsys):
    """90 Neos cards at 4 a sheet: 22 full sheets and one with 2. A full half has 5 vertical cut
    lines (marked above and below) and 2 level ones (marked left and right): 14 marks, 28 a sheet;
    the last sheet's two cards have 3 and 2: 10 marks a half, 20 in all."""
    reader = PdfReader(build(tmp_path, capsys, "neos", "--only", "cards", "--layout", "gutterfold"))
    counts = []
    for page in reader.pages:
        found, marks = read_page(page), crop_marks(page)
        occupied = [box for box, _ in found["trims"]]
        xs, ys = _cut_lines(occupied)
        for x1, y1, x2, y2 in marks:
            if x1 == x2:
                assert round(x1, 2) in xs
            else:
                assert y1 == y2 and round(y1, 2) in ys
        marked_xs = {round(x1, 2) for x1, _, x2, _ in marks if x1 == x2}
        marked_ys = {round(y1, 2) for _, y1, _, y2 in marks if y1 == y2}
        assert marked_xs == xs and marked_ys == ys
        counts.append(len(marks))
    assert counts == [28] * 22 + [20]


def test_no_crop_marks_keeps_the_fold(tmp_path, capsys):
    reader = PdfReader(
        build(tmp_path, capsys, "--only", "row-cards", "--layout", "gutterfold", "--no-crop-marks")
    )
    for page in reader.pages:
        assert crop_marks(page) == []
        fold_y(read_page(page))


# -- every kit that prints cards ------------------------------------------------------------------
def _trims(pages, turned: bool | None = None) -> list:
    return [
        item.box
        for page in pages
        for item, matrix in leaves(page.items)
        if isinstance(item, Trim) and (turned is None or (matrix[0] == -1.0) == turned)
    ]


@pytest.mark.parametrize("kit", ["standard", "colour-catch", "neos", "animal-ladder"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_card_of_every_kit_gets_its_back_on_the_same_sheet(kit, paper):
    """The hand and row cards, every deck and card-shaped token: as many fronts as the print layout
    has, each with its back turned below the fold on the same sheet; the other pages unchanged."""
    plain = kit_pages(kit, paper=paper)
    folded = kit_pages(kit, paper=paper, layout="gutterfold")
    card_pages = [
        page
        for page in folded
        if any(isinstance(item, Line) and item.dash_pt for item in page.items)
    ]
    fronts, backs = _trims(folded, turned=False), _trims(folded, turned=True)
    assert len(fronts) == len(_trims(plain)) == len(backs) > 0
    assert len(_trims(card_pages)) == 2 * len(fronts)
    assert _panels(folded) == _panels(plain)


def _panels(pages) -> list[str]:
    """What each page holds beside cards, from its label ('cards 4/4: hand cards + setup card
    standard')."""
    names = []
    for page in pages:
        head, plus, rest = page.label.partition(" + ")
        names += (rest if plus else "" if _trims([page]) else head).split(", ")
    return sorted(name for name in names if name)


@pytest.mark.slow
def test_game_deck_and_token_counts(tmp_path, capsys):
    """Neos: 90 cards and its lead-pile marker at 4 a sheet are 23 sheets, the marker beside the
    last cards."""
    reader = PdfReader(
        build(tmp_path, capsys, "neos", "--only", "cards,tokens", "--layout", "gutterfold")
    )
    counts = [len(fronts_and_backs(read_page(page))) for page in reader.pages]
    assert counts == [4] * 22 + [3]


# -- the command line -----------------------------------------------------------------------------
def test_backs_are_implied_and_the_default_name_says_gutterfold(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cards = len(_trims(kit_pages("colour-catch", only=("cards",))))
    code, out, err = run(
        ["build", "colour-catch", "--only", "cards", "--layout", "gutterfold"], capsys
    )
    assert code == 0, err
    assert out.startswith(f"wrote colour-catch-gutterfold.pdf: {-(-cards // 4)} pages, ")
    assert (
        sum(
            len(fronts_and_backs(read_page(page)))
            for page in PdfReader(str(tmp_path / "colour-catch-gutterfold.pdf")).pages
        )
        == cards
    )
    with_backs = run(
        [
            "build",
            "colour-catch",
            "--only",
            "cards",
            "--layout",
            "gutterfold",
            "--backs",
            "--dump-plan",
        ],
        capsys,
    )
    assert with_backs == run(
        ["build", "colour-catch", "--only", "cards", "--layout", "gutterfold", "--dump-plan"],
        capsys,
    )


@pytest.mark.parametrize(
    "args, message, hint",
    [
        (
            ["--duplex", "short"],
            "--duplex does not apply to --layout gutterfold: it prints each back on the same "
            "side of the sheet as its front and folds it behind, with no duplex printing",
            "leave out --duplex; for duplex printing, use --backs without --layout gutterfold",
        ),
        (
            ["--duplex", "long"],
            "--duplex does not apply to --layout gutterfold: it prints each back on the same "
            "side of the sheet as its front and folds it behind, with no duplex printing",
            "leave out --duplex; for duplex printing, use --backs without --layout gutterfold",
        ),
        (
            ["--back-offset", "1,1", "--duplex", "long"],
            "--duplex and --back-offset do not apply to --layout gutterfold: it prints each "
            "back on the same side of the sheet as its front and folds it behind, with no "
            "duplex printing",
            "leave out --duplex and --back-offset; for duplex printing, use --backs without "
            "--layout gutterfold",
        ),
        (
            ["--back-offset", "0,0"],
            "--back-offset does not apply to --layout gutterfold: it prints each back on the "
            "same side of the sheet as its front and folds it behind, with no duplex printing",
            "leave out --back-offset; for duplex printing, use --backs without --layout gutterfold",
        ),
    ],
)
@pytest.mark.parametrize("kit", ["standard", "neos"])
def test_duplex_options_do_not_apply(tmp_path, capsys, kit, args, message, hint):
    code, out, err = run(
        ["build", kit, "--layout", "gutterfold", *args, "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert (code, out) == (2, "")
    assert err.splitlines() == [f"printgen: error: {message}", f"  hint: {hint}"]
    assert not (tmp_path / "kit.pdf").exists()


def test_layout_phone_on_a_game_is_the_usage_error_format_phone_gives(tmp_path, capsys):
    code, _, err = run(
        ["build", "neos", "--layout", "phone", "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert code == 2
    assert err.splitlines() == [
        "printgen: error: --layout phone is not an option of a game",
        "  hint: --layout phone belongs to Number Neighbours setups; leave it out",
    ]
    code, _, err = run(
        ["build", "neos", "--format", "phone", "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert code == 2
    assert err.splitlines() == [
        "printgen: error: --format is not an option of a game",
        "  hint: --format belongs to Number Neighbours setups; leave it out",
    ]


def test_format_phone_is_an_alias_of_layout_phone(capsys):
    by_layout = run(["build", "echo", "--layout", "phone", "--dump-plan"], capsys)
    by_format = run(["build", "echo", "--format", "phone", "--dump-plan"], capsys)
    both = run(["build", "echo", "--format", "phone", "--layout", "phone", "--dump-plan"], capsys)
    assert by_layout[0] == 0 and by_layout == by_format == both
    code, _, err = run(
        ["build", "echo", "--format", "phone", "--layout", "gutterfold", "--dump-plan"], capsys
    )
    assert (
        code == 2
        and err.splitlines()[0]
        == "printgen: error: --format phone and --layout gutterfold both choose the layout"
    )


def test_a_card_too_large_to_fold_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(
        [
            "build",
            "neos",
            "--layout",
            "gutterfold",
            "--card-size",
            "35x280",
            "-o",
            str(tmp_path / "kit.pdf"),
        ],
        capsys,
    )
    assert code == 2
    assert (
        err.splitlines()[0]
        == "printgen: error: a 35x280 mm card does not fit on a 210x297 mm sheet folded in half "
        "(--layout gutterfold) inside its margins"
    )
    with pytest.raises(UsageError):
        fold_impose(
            SheetFrame(PAPERS["letter"], 3.5, 8.0),
            CARD_SIZES["tarot"],
            bleed_mm=6.0,
            gutter_mm=30.0,
        )


def test_help_says_backs_are_implied(capsys):
    code, out, _ = run(["build", "--help"], capsys)
    flat = " ".join(out.split())
    assert code == 0
    assert (
        "--layout [print|gutterfold|phone|cut]" in flat
        and "(implies --backs; --duplex and --back-offset do not apply)" in flat
    )
    assert "--format [print|phone] Kept as an alias: --format phone is --layout phone." in flat
