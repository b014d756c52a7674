"""Reprinting only what changed (`build --changed-since OLD.pdf`) and version marks, through the
installed `printgen`: the plan every PDF carries, read back with pypdf as any program would."""

from __future__ import annotations

import io
import json
import os
import shutil

import pytest
from pypdf import PdfReader

from tests.test_console_script import printgen

HERE = os.path.dirname(__file__)
ROOT = os.path.join(HERE, "..")
EXAMPLES = os.path.join(ROOT, "docs", "examples")


def plan_of(path: str) -> dict:
    """The plan embedded in a PDF, read with pypdf (not with printgen's own reader)."""
    reader = PdfReader(path)
    (data,) = reader.attachments["printgen-plan.json"]
    return json.loads(data)


def build(tmp_path, *args):
    result = printgen("build", *args, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return result


def digest_of(plan: dict, group: str, name: str = "") -> str:
    (digest,) = {f["digest"] for f in plan["faces"] if (f["group"], f["name"]) == (group, name)}
    return digest[:6]


def test_every_pdf_carries_its_plan(tmp_path):
    build(tmp_path, "colour-catch", "-o", "cc.pdf")
    plan = plan_of(str(tmp_path / "cc.pdf"))
    assert {key: plan[key] for key in ("format", "version", "kit", "pages")} == {
        "format": "printgen-plan",
        "version": 1,
        "kit": "colour-catch",
        "pages": 9,
    }
    assert plan["options"] == {
        "backs": False,
        "card": "63x88 mm",
        "language": "en",
        "layout": "print",
        "paper": "210x297 mm",
    }
    faces = plan["faces"]
    # the 50 cards, a turn and a scoring card for each of 6 players, 3 panels
    assert len(faces) == 50 + 12 + 3
    cards = [f for f in faces if f["group"] == "colours cards"]
    assert [(f["name"], f["page"], f["position"]) for f in cards[:2] + cards[-1:]] == [
        ("red-0", 2, 1),
        ("red-1", 2, 2),
        ("violet-9", 7, 5),
    ]
    aids = [f for f in faces if f["group"] == "reference turn, scoring"]
    assert [(f["name"], f["page"], f["position"]) for f in aids[:3] + aids[-1:]] == [
        ("turn", 7, 6),
        ("scoring", 7, 7),
        ("turn", 7, 8),
        ("scoring", 8, 8),
    ]
    assert [(f["group"], f["page"], f["position"]) for f in faces if f["kind"] == "panel"] == [
        ("rules", 1, 1),
        ("reference setup", 1, 2),
        ("score sheet rounds", 9, 1),
    ]
    assert all(len(f["digest"]) == 12 for f in faces)
    # every card of the deck has its own digest; a player's aids are the same faces
    assert len({f["digest"] for f in cards}) == 50
    assert len({f["digest"] for f in aids}) == 2


def test_the_same_kit_again_changes_nothing_and_writes_nothing(tmp_path):
    build(tmp_path, "neos", "-o", "neos.pdf")
    result = build(tmp_path, "neos", "--changed-since", "neos.pdf")
    assert result.stdout == (
        "nothing changed since neos.pdf: 0 changed, 0 new, 0 to discard\n"
        "nothing to print, so neos-reprint.pdf was not written\n"
    )
    assert sorted(os.listdir(tmp_path)) == ["neos.pdf"]


def test_a_setup_for_one_more_player(tmp_path):
    """Number Neighbours for five instead of four: a fifth seat's hand cards are new; the
    sheets that count seats (trackers, score sheet, row slips) have changed."""
    build(tmp_path, "standard", "-o", "four.pdf")
    result = build(tmp_path, "standard", "-p", "5", "--changed-since", "four.pdf")
    old = plan_of(str(tmp_path / "four.pdf"))
    new = plan_of(str(tmp_path / "number-neighbours-standard-reprint.pdf"))
    assert new["reprint"] is True
    hand = [
        f"  new      hand cards: 4-{value}  {digest_of(new, 'hand cards', f'4-{value}')}"
        for value in range(1, 7)
    ]
    slips = [f["digest"][:6] for f in new["faces"] if f["group"] == "row slips"]

    def changed(group):
        return f"  changed  {group}  {digest_of(old, group)} -> {digest_of(new, group)}"

    assert result.stdout.splitlines() == [
        "changed since four.pdf: 3 changed, 7 new, 3 to discard",
        *hand,
        f"  changed  row slips  {digest_of(old, 'row slips')} -> {slips[0]}",
        changed("score sheet standard"),
        changed("trackers"),
        f"  new      row slips  {slips[1]}",
        f"  discard  trackers  {digest_of(old, 'trackers')}, page 5 panel 1",
        f"  discard  score sheet standard  {digest_of(old, 'score sheet standard')}, "
        "page 7 panel 1",
        f"  discard  row slips  {digest_of(old, 'row slips')}, page 8 panel 1",
        "wrote number-neighbours-standard-reprint.pdf: 4 pages, 56 KB",
        "to print: 4 A4 sheets at 100% (actual size), one-sided",
    ]
    # the reprint's plan is the whole kit as it now stands; the faces this PDF holds have places
    printed = [(f["group"], f["name"], f["page"], f["position"]) for f in new["faces"] if f["page"]]
    assert printed == [
        ("hand cards", "4-1", 1, 1),
        ("hand cards", "4-2", 1, 2),
        ("hand cards", "4-3", 1, 3),
        ("hand cards", "4-4", 1, 4),
        ("hand cards", "4-5", 1, 5),
        ("hand cards", "4-6", 1, 6),
        ("row slips", "", 1, 1),  # under the cards
        ("score sheet standard", "", 3, 1),  # a sheet of its own
        ("trackers", "", 2, 2),  # under the list of what changed
        ("row slips", "", 4, 1),
    ]
    assert len(new["faces"]) == len(old["faces"]) + 7
    # compared with the reprint, the kit with its faces swapped in has nothing more to print
    again = build(
        tmp_path,
        "standard",
        "-p",
        "5",
        "--changed-since",
        "number-neighbours-standard-reprint.pdf",
        "-o",
        "again.pdf",
    )
    assert again.stdout.startswith("nothing changed since number-neighbours-standard-reprint.pdf")


MARKET = """\
kind: game
id: market
name: Market
players: {min: 2, max: 3}
decks:
  goods:
    name: Goods
    cards: goods.csv
    face:
      elements:
        - {at: top, text: "{name}", size: medium, bold: true}
        - {at: centre, image: "{art}"}
    back: {image: art/back.png}
deal:
  deck: goods
  players:
    2: {hand: 2}
    3: {hand: 1}
"""
GOODS = "name,art,count\nBread,art/bread.png,3\nCheese,art/cheese.png,3\n"


def market(tmp_path):
    shutil.copytree(os.path.join(EXAMPLES, "art"), tmp_path / "art")
    (tmp_path / "market.yaml").write_text(MARKET)
    (tmp_path / "goods.csv").write_text(GOODS)


def test_a_users_game_with_a_spreadsheet_and_pictures(tmp_path):
    """A changed picture changes the faces that draw it; a row added to the spreadsheet is new."""
    market(tmp_path)
    build(tmp_path, "market.yaml", "-o", "round1.pdf")
    old = plan_of(str(tmp_path / "round1.pdf"))
    shutil.copy(tmp_path / "art" / "honey.png", tmp_path / "art" / "bread.png")
    (tmp_path / "goods.csv").write_text(GOODS + "Honey,art/honey.png,1\n")
    result = build(tmp_path, "market.yaml", "--changed-since", "round1.pdf")
    new = plan_of(str(tmp_path / "market-reprint.pdf"))
    bread = (digest_of(old, "goods cards", "Bread"), digest_of(new, "goods cards", "Bread"))
    rules = (digest_of(old, "rules"), digest_of(new, "rules"))  # "In this kit: 7 goods cards"
    assert result.stdout.splitlines() == [
        "changed since round1.pdf: 4 changed, 1 new, 4 to discard",
        f"  changed  rules  {rules[0]} -> {rules[1]}",
        f"  changed  goods cards: Bread (x3)  {bread[0]} -> {bread[1]}",
        f"  new      goods cards: Honey  {digest_of(new, 'goods cards', 'Honey')}",
        f"  discard  rules  {rules[0]}, page 1 panel 1",
        f"  discard  goods cards: Bread  {bread[0]}, page 2 slot 1",
        f"  discard  goods cards: Bread  {bread[0]}, page 2 slot 2",
        f"  discard  goods cards: Bread  {bread[0]}, page 2 slot 3",
        "wrote market-reprint.pdf: 2 pages, 54 KB",
        "to print: 2 A4 sheets at 100% (actual size), one-sided",
    ]
    printed = [(f["name"], f["page"], f["position"]) for f in new["faces"] if f["page"]]
    # the four cards with the list of what changed under them, then the rules
    assert printed == [
        ("", 2, 1),
        ("Bread", 1, 1),
        ("Bread", 1, 2),
        ("Bread", 1, 3),
        ("Honey", 1, 4),
    ]
    listing = PdfReader(str(tmp_path / "market-reprint.pdf")).pages[0].extract_text()
    assert "Reprint: only what changed" in listing
    assert f"goods cards: Bread × 3 ({bread[1]})" in listing
    assert f"goods cards: Bread ({bread[0]}; sheet 2,\ncard 1)" in listing


def test_the_list_in_german(tmp_path):
    market(tmp_path)
    build(tmp_path, "market.yaml", "-o", "round1.pdf", "--lang", "de")
    (tmp_path / "goods.csv").write_text(GOODS + "Honey,art/honey.png,1\n")
    build(tmp_path, "market.yaml", "--changed-since", "round1.pdf", "--lang", "de", "-o", "r.pdf")
    listing = "".join(page.extract_text() for page in PdfReader(str(tmp_path / "r.pdf")).pages)
    assert "Nachdruck: nur was sich geändert hat" in listing
    assert "Neu: zum Spielmaterial legen" in listing


def test_the_reprint_is_the_same_bytes_every_time(tmp_path):
    market(tmp_path)
    build(tmp_path, "market.yaml", "-o", "round1.pdf")
    (tmp_path / "goods.csv").write_text(GOODS.replace("3\n", "2\n") + "Honey,art/honey.png,1\n")
    build(tmp_path, "market.yaml", "--changed-since", "round1.pdf", "-o", "a.pdf")
    build(tmp_path, "market.yaml", "--changed-since", "round1.pdf", "-o", "b.pdf")
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_version_marks(tmp_path):
    """Off by default (the page plans are those of the goldens); with the option each card shows
    its face's short digest up its right edge, or the text given; the digests stay those of the
    unmarked faces, so a marked kit and an unmarked one compare equal."""
    plain = build(tmp_path, "colour-catch", "--dump-plan").stdout
    marked = build(tmp_path, "colour-catch", "--dump-plan", "--version-mark").stdout
    build(tmp_path, "colour-catch", "-o", "cc.pdf")
    plan = plan_of(str(tmp_path / "cc.pdf"))
    red0 = digest_of(plan, "colours cards", "red-0")
    assert f"text='{red0}'" not in plain
    assert (
        f"text='{red0}' font='DejaVuSans' size_pt=5.00 color='#5f6470' anchor='middle' "
        "angle_deg=90" in marked
    )
    round3 = build(tmp_path, "colour-catch", "--dump-plan", "--version-mark", "round 3").stdout
    assert round3.count("text='round 3'") == 50 + 12 + 3
    build(tmp_path, "colour-catch", "--version-mark", "-o", "marked.pdf")
    assert plan_of(str(tmp_path / "marked.pdf"))["faces"] == plan["faces"]
    result = build(tmp_path, "colour-catch", "--changed-since", "marked.pdf")
    assert result.stdout.startswith("nothing changed")


@pytest.mark.parametrize(
    "old, code, message",
    [
        ("nope.pdf", 2, "--changed-since nope.pdf: no such file"),
        ("game.yaml", 1, "--changed-since game.yaml: not a PDF"),
        (
            "huge.pdf",
            1,
            "--changed-since huge.pdf: 300 MB is far larger than any kit printgen "
            "builds (at most 256 MB is read)",
        ),
        ("broken.pdf", 1, "--changed-since broken.pdf: a damaged PDF, or one with a password"),
        ("other.pdf", 1, "--changed-since other.pdf: it is a kit of neos, not of colour-catch"),
        (
            "kit.pdf",
            2,
            "-o kit.pdf is the kit --changed-since reads; the reprint would write over it",
        ),
    ],
)
def test_an_old_kit_that_cannot_be_read(tmp_path, old, code, message):
    (tmp_path / "game.yaml").write_text("kind: game\n")
    with open(tmp_path / "huge.pdf", "wb") as handle:
        handle.truncate(300 * 1024 * 1024)  # sparse: nothing is written to the disk
    (tmp_path / "broken.pdf").write_bytes(b"%PDF-1.4\nnot a PDF after all\n")
    build(tmp_path, "neos", "-o", "other.pdf")
    build(tmp_path, "colour-catch", "-o", "kit.pdf")
    before = {name: os.path.getmtime(tmp_path / name) for name in os.listdir(tmp_path)}
    result = printgen(
        "build", "colour-catch", "--changed-since", old, "-o", "kit.pdf", cwd=tmp_path
    )
    assert (result.returncode, result.stdout) == (code, "")
    assert result.stderr.splitlines()[0] == f"printgen: error: {message}"
    assert result.stderr.splitlines()[1].startswith("  hint: ")
    after = {name: os.path.getmtime(tmp_path / name) for name in os.listdir(tmp_path)}
    assert after == before  # nothing written, nothing touched


def test_a_pdf_without_a_plan(tmp_path):
    from reportlab.pdfgen import canvas

    page = io.BytesIO()
    drawn = canvas.Canvas(page)
    drawn.drawString(72, 72, "not a kit")
    drawn.save()
    (tmp_path / "plain.pdf").write_bytes(page.getvalue())
    result = printgen("build", "neos", "--changed-since", "plain.pdf", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stderr == (
        "printgen: error: --changed-since plain.pdf: it holds no plan of printgen's (what each "
        "page holds)\n"
        "  hint: give the PDF printgen wrote for the kit you printed; a kit built before printgen "
        "wrote plans has none, so print the whole kit once and give its PDF next time\n"
    )
    assert sorted(os.listdir(tmp_path)) == ["plain.pdf"]


@pytest.mark.slow
@pytest.mark.parametrize(
    "kit", ["standard", "echo", "one-way", "colour-catch", "neos", "animal-ladder"]
)
def test_every_bundled_kit_against_itself(tmp_path, kit):
    build(tmp_path, kit, "-o", "old.pdf")
    result = build(tmp_path, kit, "--changed-since", "old.pdf", "-o", "new.pdf")
    assert result.stdout.startswith("nothing changed since old.pdf: 0 changed, 0 new")
    assert not (tmp_path / "new.pdf").exists()
