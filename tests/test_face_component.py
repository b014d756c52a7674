"""The generic card face: sizes that follow the theme, a face's own colours, badges, a foot with a
shorter fallback, and Number Neighbours' cards drawn through it."""

from __future__ import annotations

import os

from build_helpers import kit_pages

from printgen.kit.validation import validate_text
from printgen.layout.plan import Rect, Text, Trim

ROOT = os.path.dirname(os.path.dirname(__file__))
COLOUR_CATCH = os.path.join(ROOT, "games", "colour-catch.yaml")
OPTIONS = dict(
    players=None,
    only=("cards",),
    paper="a4",
    card_size="poker",
    bleed_mm=0.0,
    crop_marks=True,
    gutter_mm=0.0,
    backs=False,
    duplex="long",
    back_offset=(0.0, 0.0),
    grayscale=False,
    large_print=False,
    template_dir=None,
    lang="en",
)
STYLED_FACE = """\
    face:
      tint: colour
      ground: "#101820"
      ink: "#fafafa"
      edge: "#f2c14e"
      elements:
        - {at: corners, text: "{number}", size: 17, bold: true}
        - {at: top-right, text: "No. {number}", size: small, badge: true, ink: "#f2c14e"}
        - {at: centre, text: "{number}", size: huge, ink: "#fafafa"}
        - {at: foot, text: "{colour}: one-unbreakable-word-far-too-long-for-any-card-even-at-the-smallest-type-size-at-all", size: small, wrap: true, fallback: "{colour}"}
"""


def _colour_catch(face: str | None = None) -> str:
    with open(COLOUR_CATCH, encoding="utf-8") as handle:
        text = handle.read()
    if face is None:
        return text
    start = text.index("    face:\n")
    end = text.index("    back:", start)
    return text[:start] + face + text[end:]


def _first_page(path: str, **changes):
    return kit_pages(path, **{**OPTIONS, **changes})[0]


def _texts(page) -> list[Text]:
    return [
        item
        for item in page.items
        if isinstance(item, Text) and not item.text.startswith("Print at")
    ]


def test_styled_face_validates_and_draws_its_colours_badge_and_foot(tmp_path):
    path = tmp_path / "styled.yaml"
    path.write_text(_colour_catch(STYLED_FACE), encoding="utf-8")
    found = validate_text(path.read_text(encoding="utf-8"), str(path)).diagnostics
    # the dark ground is this face's point; its colours' contrast is reported, and nothing else
    assert {d.code for d in found} == {"contrast-too-low"} and all(
        d.severity == "warning" for d in found
    )
    page = _first_page(str(path))
    first = [item for item in page.items if isinstance(item, Trim)][0]
    grounds = [item for item in page.items if isinstance(item, Rect) and item.fill == "#101820"]
    badges = [item for item in page.items if isinstance(item, Rect) and item.fill == "#f2c14e"]
    assert len(grounds) == 9 and len(badges) == 9
    # reaches past its 10 mm corner
    assert badges[0].box.right_pt <= first.box.right_pt and badges[0].box.width_pt > 28.35
    texts = _texts(page)
    # written in the ground colour
    assert any(t.text == "No. 0" and t.color == "#101820" for t in texts)
    # the foot fell back to the short text, in the tint
    assert any(t.text == "red" and t.color == "#c0392b" for t in texts)
    assert all(t.size_pt == 17 for t in texts if t.text == "1" and t.angle_deg)


def test_a_size_in_points_out_of_range_is_positioned(tmp_path):
    text = _colour_catch(STYLED_FACE.replace("size: 17", "size: 900"))
    report = validate_text(text, str(tmp_path / "big.yaml"))
    assert [
        (d.code, text.splitlines()[d.line - 1].strip()[:30])
        for d in report.diagnostics
        if d.code != "contrast-too-low"
    ] == [("out-of-bounds", '- {at: corners, text: "{number')]


def test_large_print_enlarges_game_card_type():
    plain = {t.text: t.size_pt for t in _texts(_first_page(COLOUR_CATCH))}
    large = {t.text: t.size_pt for t in _texts(_first_page(COLOUR_CATCH, large_print=True))}
    assert large["red"] > plain["red"] and large["0 2"] > plain["0 2"] and large["1"] >= plain["1"]


def test_number_neighbours_cards_come_from_face_templates():
    from build_helpers import setup_context

    from printgen.neighbours.kit.decks import hand_deck, row_deck

    ctx = setup_context("standard", {"only": ("hand-cards",)}, large_print=True)
    hand, row = hand_deck(ctx), row_deck(ctx, ctx.kit.setups[0])
    assert (
        hand.face.tint == "seat"
        and hand.face.elements[0].size == ctx.theme.card.index_value_pt == 24.0
    )
    assert [e.at for e in row.face.elements] == [
        "corners",
        "top-right",
        "centre",
        "foot",
    ] and row.face.elements[1].badge
    assert row.face.ground == ctx.theme.colors.row_card


def test_numbers_that_read_as_each_other_upside_down_are_underlined_when_both_occur():
    """Colour Catch prints 0..9: its 6 and 9 are underlined (centre and corners), nothing else is;
    Animal Ladder's 1..5 have no such pair."""
    from printgen.components.face_pieces import misread_texts, turned
    from printgen.kit.validation import validate_file

    assert [turned(t) for t in ("6", "9", "16", "69", "8", "2")] == [
        "9",
        "6",
        "91",
        "69",
        "8",
        None,
    ]
    colours = validate_file("games/colour-catch.yaml").model
    assert misread_texts(colours.deck("colours"), "en") == frozenset({"6", "9"})
    ladder = validate_file("games/animal-ladder.yaml").model
    assert misread_texts(ladder.deck("animals"), "en") == frozenset()


def test_a_misread_number_carries_a_line_under_it_on_the_card(capsys):
    from build_helpers import run

    code, plan, err = run(["build", "colour-catch", "--only", "cards", "--dump-plan"], capsys)
    assert code == 0, err
    lines = plan.splitlines()
    sixes = [i for i, line in enumerate(lines) if "text='6'" in line and "size_pt=" in line]
    assert sixes and all(
        any(after.lstrip().startswith("Line ") for after in lines[i + 1 : i + 12])
        for i in sixes[:1]
    )
    fives = [line for line in lines if "text='5'" in line]
    # a 5 is printed, and no underline depends on it: the count of lines follows the 6s and 9s
    assert fives
    underlines = [
        line for line in lines if line.lstrip().startswith("Line ") and "width_pt=" in line
    ]
    # five colours, the 6 and the 9, the centre and both corners
    assert len(underlines) >= 5 * 2 * 3


def test_row_cards_carry_their_setups_mark_and_name(capsys):
    """Each setup of a kit gets its own shape, in bold beside its name, on every one of its row
    cards; a setup's shape is the same whichever kit it is printed in alone."""
    from build_helpers import run

    from printgen.neighbours.kit.decks import SETUP_MARKS

    def feet(*args):
        code, plan, err = run(["build", *args, "--only", "row-cards", "--dump-plan"], capsys)
        assert code == 0, err
        texts = [
            line.split("text='", 1)[1].split("'", 1)[0]
            for line in plan.splitlines()
            if "text='" in line and "Bold" in line
        ]
        return [t for t in texts if t[:1] in SETUP_MARKS]

    together = feet("standard", "echo", "one-way")
    marks = {text.split(" ", 1)[1]: text.split(" ", 1)[0] for text in together}
    assert sorted(marks) == ["Echo", "One-way", "Standard"] and len(set(marks.values())) == 3
    # One-way's direction card carries them too
    assert {name: together.count(f"{mark} {name}") for name, mark in marks.items()} == {
        "Standard": 6,
        "Echo": 6,
        "One-way": 7,
    }
    assert set(feet("echo")) == {f"{marks['Echo']} Echo"}
