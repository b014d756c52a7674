"""Neos and Animal Ladder: their decks, lines that join across cards, drawn marks, tokens, the
checks
that prove their deals, and both kits read back from the PDF in both languages."""

from __future__ import annotations

import itertools
import os

import pytest
from build_helpers import all_text, build, run, trims
from common import assert_matches_golden
from pypdf import PdfReader

from printgen.components.drawn import LINE_PT
from printgen.kit.validation import validate_file, validate_text
from printgen.layout.plan import Rect, Trim
from printgen.pieces.deck import card_count, dealt, drawn, generate_cards, kept_cards

ROOT = os.path.dirname(os.path.dirname(__file__))
NEOS = os.path.join(ROOT, "games", "neos.yaml")
LADDER = os.path.join(ROOT, "games", "animal-ladder.yaml")
GOLDEN = os.path.join(os.path.dirname(__file__), "golden")


def load(path):
    report = validate_file(path)
    assert report.diagnostics == [] and report.model is not None
    return report.model


def edited(path: str, *swaps: tuple[str, str]) -> str:
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in swaps:
        assert old in text, old
        text = text.replace(old, new)
    return text


def position(text: str, line_start: str, column_of: str) -> tuple[int, int]:
    number = next(
        n for n, line in enumerate(text.splitlines(), 1) if line.strip().startswith(line_start)
    )
    return number, text.splitlines()[number - 1].index(column_of) + 1


# -- Neos ----------------------------------------------------------------------------------
def test_neos_deck_is_every_letter_pair_in_each_colour():
    deck = load(NEOS).deck("letters")
    cards = generate_cards(deck)
    assert len(cards) == card_count(deck) == 90
    pairs = set(itertools.combinations("abcdef", 2))
    for colour in ("red", "orange", "green", "blue", "violet", "grey"):
        assert {c.get("letters") for c in cards if c.get("colour") == colour} == pairs
    assert len({(c.get("colour"), c.get("letters")) for c in cards}) == 90


def test_neos_colours_each_have_their_own_symbol():
    colour = load(NEOS).deck("letters").attribute("colour")
    assert len({v.symbol for v in colour.values}) == len(colour.values) == 6


@pytest.mark.parametrize("players, need, spare", [(2, 48, 42), (3, 66, 24), (4, 84, 6)])
def test_neos_deal_and_draws_fit(players, need, spare):
    game = load(NEOS)
    deck, row = game.deck("letters"), game.deal.row(players)
    assert dealt(row, game.deal) + drawn(row, game.deal) == need
    assert len(kept_cards(deck, row)) - need == spare


def test_neos_five_colours_cannot_carry_four_players():
    text = edited(
        NEOS,
        ('          grey:   {label: {en: grey, de: grau}, ink: "#566573", symbol: hexagon}\n', ""),
        ("    count: 90", "    count: 75"),
    )
    report = validate_text(text, "neos.yaml")
    assert [(d.code, d.line, d.column) for d in report.diagnostics] == [
        ("draws-run-out", *position(text, "4: {hand: 6}", "4"))
    ]
    assert (
        "4 players run out of cards: the deal takes 36 and play draws 48 more, 84 in all, but "
        "the deck keeps 75" in report.diagnostics[0].message
    )


def test_neos_hand_too_large_for_the_deck_is_a_deal_error():
    text = edited(NEOS, ("    4: {hand: 6}", "    4: {hand: 20}"))
    found = [(d.code, d.line, d.column) for d in validate_text(text, "neos.yaml").diagnostics]
    assert ("deal-too-large", *position(text, "4: {hand: 20}", "20")) in found


def test_neos_letter_without_line_points_is_an_error():
    text = edited(
        NEOS,
        ("table: {a: 3, b: 4, c: 4, d: 6, e: 6, f: 7}", "table: {a: 3, b: 4, c: 4, d: 6, e: 6}"),
    )
    report = validate_text(text, "neos.yaml")
    assert [(d.code, d.line, d.column) for d in report.diagnostics] == [
        ("scoring-value-unscored", *position(text, "table: {a: 3", "{"))
    ]
    assert "gives no points for f" in report.diagnostics[0].message


def test_neos_line_without_height_and_lines_without_points_are_errors():
    line_groups = (
        "  - groups:\n      of: letters                   # a line runs across the cards at its "
        "letter's height\n      size: 3\n      table: {a: 3, b: 4, c: 4, d: 6, e: 6, f: 7}\n"
        "      title: {en: Line groups, de: Liniengruppen}\n"
    )
    example = "  - {cards: {red: 3, a: 3, c: 4}, score: 12}"
    text = edited(
        NEOS,
        ("          f: {label: F, height: 80}", "          f: {label: F}"),
        (line_groups, ""),
        (example, "  - {cards: {red: 3}, score: 5}"),
        ("    line_groups_mean: {groups: 2}\n", ""),  # the figure counts the line's groups
    )
    found = validate_text(text, "neos.yaml").diagnostics
    assert {d.code for d in found} == {"symbol-missing", "unscored-value"}
    assert any("'f' has none" in d.message for d in found)
    assert any("the lines of letters score nothing" in d.message for d in found)


def _plan_pages(*args):
    from build_helpers import kit_pages

    return kit_pages(NEOS, **dict(args))


@pytest.mark.parametrize("gutter", [0.0, 4.0])
def test_neos_lines_sit_at_the_same_height_on_every_card_and_run_edge_to_edge(gutter):
    page = _plan_pages(("only", ("cards",)), ("gutter_mm", gutter))[0]
    cards = [item.box for item in page.items if isinstance(item, Trim)]
    lines = [
        item.box
        for item in page.items
        if isinstance(item, Rect)
        and item.fill
        and abs(item.box.height_pt - LINE_PT["medium"]) < 0.01
    ]
    assert len(cards) == (9 if gutter == 0 else 6) and len(lines) == 2 * len(cards)
    heights = {20, 32, 44, 56, 68, 80}
    for line in lines:
        card = next(
            c
            for c in cards
            if c.x_pt - 0.01 <= line.x_pt
            and line.right_pt <= c.right_pt + 0.01
            and c.y_pt <= line.y_pt <= c.top_pt
        )
        assert abs(line.width_pt - card.width_pt) < 0.01
        share = round((line.y_pt + line.height_pt / 2 - card.y_pt) / card.height_pt * 100, 6)
        assert share in heights
    # cards side by side: the same letter's line continues at exactly the same height on the page
    row = sorted((c for c in cards if abs(c.y_pt - cards[0].y_pt) < 0.01), key=lambda c: c.x_pt)
    a_lines = [
        line
        for line in lines
        if any(
            abs(line.y_pt + line.height_pt / 2 - (c.y_pt + c.height_pt * 0.20)) < 0.01 for c in row
        )
    ]
    assert len(a_lines) == len(row) and len({round(line.y_pt, 6) for line in a_lines}) == 1


def test_neos_cards_read_back_from_the_pdf(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "neos", "--only", "cards"))
    assert sum(len(trims(page)) for page in reader.pages) == 90
    text = "\n".join(page.extract_text() for page in reader.pages)
    for letters in ("A B", "C F", "E F"):
        assert letters in text
    for colour in ("red", "orange", "green", "blue", "violet", "grey"):
        assert text.count(colour) == 15, colour


def test_neos_marker_reference_and_sheet_in_german(tmp_path, capsys):
    text = all_text(
        build(tmp_path, capsys, "neos", "--lang", "de", "--only", "tokens,references,score-sheets")
    )
    for word in (
        "Ansagestapel",
        "Liniengruppe",
        "Farbgruppe",
        "Zum Nachziehen",
        "Linie F",
        "Punkteblatt",
        "grün",
    ):
        assert word in text, word
    assert "Lead pile" not in text


# -- Animal Ladder -------------------------------------------------------------------------
def test_ladder_deck_has_ten_of_each_animal_and_one_multiplier():
    game = load(LADDER)
    cards = generate_cards(game.deck("animals"))
    assert len(cards) == 50
    assert {n: sum(1 for c in cards if c.get("number") == n) for n in range(1, 6)} == {
        n: 10 for n in range(1, 6)
    }
    assert [c.get("next") for c in cards[::10]] == [2, 3, 4, 5, 1]
    number = game.deck("animals").attribute("number")
    assert (
        len({v.label.get("en") for v in number.values}) == len({v.mark for v in number.values}) == 5
    )
    assert card_count(game.deck("multiplier")) == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_ladder_deal_fits(players):
    game = load(LADDER)
    row = game.deal.row(players)
    assert dealt(row, game.deal) + drawn(row, game.deal) == players * 5 + 1 <= 50


def test_ladder_deck_too_small_for_six_players_is_an_error_at_its_line():
    text = edited(LADDER, ("    count: 50", "    count: 30"))
    text = text.replace("            copies: 10", "            copies: 6")
    report = validate_text(text, "ladder.yaml")
    assert [(d.code, d.line, d.column) for d in report.diagnostics] == [
        ("draws-run-out", *position(text, "6: {hand: 5}", "6"))
    ]
    text = text.replace("    6: {hand: 5}", "    6: {hand: 6}")
    found = [(d.code, d.line, d.column) for d in validate_text(text, "ladder.yaml").diagnostics]
    assert found == [("deal-too-large", *position(text, "6: {hand: 6}", "6}"))]


def test_ladder_mark_with_a_bad_shape_is_diagnosed_at_its_place():
    text = edited(
        LADDER, ("              - {circle: [26, 72, 17]}", "              - {circle: [26, 72]}")
    )
    found = [(d.code, d.line, d.column) for d in validate_text(text, "ladder.yaml").diagnostics]
    assert found == [("bad-shape", *position(text, "- {circle: [26, 72]}", "["))]


def test_ladder_cards_and_tokens_read_back_from_the_pdf(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "animal-ladder", "--only", "cards,tokens"))
    assert sum(len(trims(page)) for page in reader.pages) == 51
    text = "\n".join(page.extract_text() for page in reader.pages)
    for animal in ("Mouse", "Frog", "Cat", "Dog", "Bear"):
        assert text.count(animal) == 10, animal
    assert "Joker" in text and text.count("Winner") == 12 and "5 → 1" in text


def test_ladder_kit_in_german(tmp_path, capsys):
    text = all_text(build(tmp_path, capsys, "animal-ladder", "--lang", "de"))
    for word in (
        "Tierleiter",
        "Bär",
        "Frosch",
        "Sieg",
        "Joker",
        "Folge: lege je eine Karte pro Zahl",
        "Satz: lege 2 oder mehr Karten",
        "Eine Runde pro Person",
    ):
        assert word in text, word
    assert "Mouse" not in text


def test_ladder_score_sheet_has_one_round_per_player(tmp_path, capsys):
    code, plan, err = run(
        ["build", "animal-ladder", "--only", "score-sheets", "--players", "3", "--dump-plan"],
        capsys,
    )
    assert code == 0, err
    labels = [
        line for line in plan.splitlines() if line.lstrip().startswith("Text") and "text='" in line
    ]
    rounds = [line for line in labels if any(f"text='{n}'" in line for n in range(1, 7))]
    assert sorted({line.split("text='")[1].split("'")[0] for line in rounds}) == ["1", "2", "3"]


# -- the gallery ---------------------------------------------------------------------------
def test_show_describes_a_game(capsys):
    code, out, _ = run(["show", "neos"], capsys)
    assert code == 0
    assert "4 players: 4 x 6 in hand + 12 lead = 36; draws 48; needs 84 of 90, 6 spare: fits" in out
    code, out, _ = run(["show", "animal-ladder", "--lang", "de"], capsys)
    assert (
        code == 0
        and "Tierleiter" in out
        and "6 players: 6 x 5 in hand = 30; draws 1; needs 31 of 50" in out
    )


def test_show_tells_how_to_build_the_file_it_was_given(tmp_path, capsys):
    """A bundled game is built by its id; a user's copy by its path, quoted for the shell (the id
    names no bundled file of the user's)."""
    mine = tmp_path / "my neos.yaml"
    with open(NEOS, encoding="utf-8") as handle:
        mine.write_text(handle.read(), encoding="utf-8")
    assert (
        run(["show", "neos"], capsys)[1].splitlines()[-1]
        == "Build it with: printgen build neos --lang en"
    )
    code, out, _ = run(["show", str(mine), "--lang", "de"], capsys)
    assert code == 0 and out.splitlines()[-1] == f"Build it with: printgen build '{mine}' --lang de"


def test_readme_shows_every_bundled_kit():
    from printgen.game.bundled import bundled_game_paths

    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as handle:
        readme = handle.read()
    for name in list(bundled_game_paths()) + ["number-neighbours"]:
        picture = f"docs/gallery/{name}.png"
        assert picture in readme, picture
        size = os.path.getsize(os.path.join(ROOT, picture))
        assert 1_000 < size < 80_000, (picture, size)


GOLDEN_CASES = {
    "plan-neos-de-tokens-references.txt": [
        "neos",
        "--lang",
        "de",
        "--only",
        "tokens,references,score-sheets",
        "--players",
        "3",
    ],
    "plan-animal-ladder-en-first-cards.txt": [
        "animal-ladder",
        "--only",
        "cards,tokens",
        "--card-size",
        "mini",
        "--paper",
        "letter",
    ],
    # the first page: facts, the rules in brief in two columns, contents, assembly for duplex backs
    "plan-colour-catch-de-rules-letter-backs.txt": [
        "colour-catch",
        "--lang",
        "de",
        "--only",
        "rules",
        "--paper",
        "letter",
        "--backs",
        "--duplex",
        "short",
    ],
}


@pytest.mark.parametrize("name", sorted(GOLDEN_CASES))
def test_game_page_plan_matches_golden(name, capsys):
    code, plan, err = run(["build", "--dump-plan", *GOLDEN_CASES[name]], capsys)
    assert code == 0, err
    path = os.path.join(GOLDEN, name)
    assert_matches_golden(path, plan)


def test_a_dotted_field_other_than_label_is_unknown():
    text = edited(LADDER, ("{number.label}", "{number.nope}"))
    found = [(d.code, d.line, d.column) for d in validate_text(text, "ladder.yaml").diagnostics]
    assert found == [
        ("unknown-attribute", *position(text, '- {at: top, text: "{number.nope}"', '"{number'))
    ]


def _first_page(path: str) -> str:
    from pypdf import PdfReader

    return " ".join(PdfReader(path).pages[0].extract_text().split())


@pytest.mark.parametrize("game", ["colour-catch", "neos", "animal-ladder"])
def test_every_game_kit_opens_with_its_rules_page(game, tmp_path, capsys):
    """Page 1: the title, the players, the rules in brief from the file, what the kit holds and how
    to put it together, in the kit's language."""
    from build_helpers import build

    for lang, words in (
        ("en", ("the rules in brief", "players", "In this kit", "Putting the kit together")),
        ("de", ("die Regeln in Kürze", "Personen", "Inhalt", "So entsteht das Spielmaterial")),
    ):
        first = _first_page(
            build(tmp_path, capsys, game, "--lang", lang, name=f"{game}-{lang}.pdf")
        )
        assert all(word in first for word in words), first


def test_rules_page_prints_play_time_age_credits_and_licence(tmp_path, capsys):
    from build_helpers import build

    text = (
        open(os.path.join(ROOT, "games", "colour-catch.yaml"), encoding="utf-8").read()
        + "play_time: {min: 20, max: 30}\nage: 8\nlicence: {en: CC BY-SA 4.0, de: CC BY-SA 4.0}\n"
    )
    path = tmp_path / "cc.yaml"
    path.write_text(text, encoding="utf-8")
    first = _first_page(build(tmp_path, capsys, str(path), "--only", "rules"))
    assert "2 to 6 players · 20 to 30 minutes · ages 8 and up" in first
    assert (
        "Game design: Rico Besteher and Frank Noack" in first and "Licence: CC BY-SA 4.0" in first
    )
    german = _first_page(
        build(tmp_path, capsys, str(path), "--only", "rules", "--lang", "de", name="de.pdf")
    )
    assert (
        "2 bis 6 Personen · 20 bis 30 Minuten · ab 8 Jahren" in german
        and "Lizenz: CC BY-SA 4.0" in german
    )


def test_deal_table_counts_what_is_left_after_the_first_draw(capsys):
    """Animal Ladder: 50 cards, 5 to each player and the dealer's one more card before play."""
    from printgen.components.reference import Writer, deal_rows
    from printgen.kit.validation import validate_file
    from printgen.style.messages import load_catalogue
    from printgen.style.reading import load_theme

    game = validate_file(LADDER).model
    writer = Writer(game, "en", load_catalogue("en"), load_theme(None), 1.0)
    assert [row[-1] for row in deal_rows(game, game.deal, writer)] == [
        str(50 - 5 * p - 1) for p in range(2, 7)
    ]


@pytest.mark.parametrize("game", ["colour-catch", "neos", "animal-ladder"])
def test_rules_page_opens_the_kit_and_shares_its_sheet_only_with_reference_cards(game, capsys):
    """Page 1 is the rules page; cards start on page 2; nothing to cut out or write on (tokens,
    score
    sheets) joins the rules sheet, reference cards may."""
    code, plan, err = run(["build", game, "--dump-plan"], capsys)
    assert code == 0, err
    labels = [line.split("'")[1] for line in plan.splitlines() if line.startswith("page ")]
    first = labels[0].split(", ")
    assert first[0] == "rules" and all(name.startswith("reference ") for name in first[1:])
    assert labels[1].startswith("cards 1/")


PARTLY_LABELLED = """\
kind: game
name: Counts
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      number:
        min: 1
        max: 4
        values:
          1: {label: Ace}
    face:
      elements:
        - {at: centre, text: "{number}"}
deal:
  deck: main
  players:
    2: {hand: 1}
    3: {hand: 1}
score_sheets:
  final:
    title: {en: Scores}
    rows: {per: player}
    columns:
      - {title: {en: Name}, kind: name}
      - {title: {en: Sets}, per: number}
      - {title: {en: Total}, kind: total}
"""


def test_a_per_column_has_a_column_for_every_value_even_when_only_some_are_labelled():
    from printgen.components.score_sheet import SheetWriter, expand_columns
    from printgen.style.messages import load_catalogue

    report = validate_text(PARTLY_LABELLED, "counts.yaml")
    assert report.ok, report.diagnostics
    game = report.model
    writer = SheetWriter(game, game.score_sheets[0], 2, "en", load_catalogue("en"), None)
    assert [title for title, _ in expand_columns(writer)] == [
        "Name",
        "Sets Ace",
        "Sets 2",
        "Sets 3",
        "Sets 4",
        "Total",
    ]
