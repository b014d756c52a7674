"""The colour game and game files in general: the deck, the deal, the checks' positions, both
kits."""

from __future__ import annotations

import os

import pytest
from build_helpers import all_text, build, run, trims
from common import assert_matches_golden
from pypdf import PdfReader

from printgen.game.bundled import bundled_game_paths
from printgen.kit.validation import validate_file, validate_text
from printgen.pieces.deck import card_count, dealt, generate_cards, kept_cards, removal_summary
from printgen.style.messages import load_catalogue

ROOT = os.path.dirname(os.path.dirname(__file__))
COLOUR = os.path.join(ROOT, "games", "colour-catch.yaml")
GOLDEN = os.path.join(os.path.dirname(__file__), "golden")


def colour_game():
    report = validate_file(COLOUR)
    assert report.diagnostics == [] and report.model is not None
    return report.model


def test_colour_deck_has_50_distinct_cards():
    deck = colour_game().deck("colours")
    cards = generate_cards(deck)
    assert len(cards) == card_count(deck) == 50
    assert len({(c.get("colour"), c.get("number")) for c in cards}) == 50
    assert {c.get("colour") for c in cards} == {"red", "yellow", "green", "blue", "violet"}


def test_neighbours_do_not_wrap():
    for card in generate_cards(colour_game().deck("colours")):
        number = card.get("number")
        assert card.get("lower") == (number - 1 if number > 0 else None)
        assert card.get("higher") == (number + 1 if number < 9 else None)


def test_each_colour_has_its_own_symbol():
    colour = colour_game().deck("colours").attribute("colour")
    assert len({v.symbol for v in colour.values}) == len(colour.values) == 5


@pytest.mark.parametrize(
    "players, removed, kept, hand",
    [(2, 20, 30, 6), (3, 10, 40, 6), (4, 0, 50, 6), (5, 0, 50, 5), (6, 0, 50, 5)],
)
def test_deal_by_player_count(players, removed, kept, hand):
    game = colour_game()
    deck, row = game.deck("colours"), game.deal.row(players)
    assert removal_summary(deck, row) == ((removed, removed), (kept, kept))
    assert (row.hand, row.table) == (hand, 4)
    colours = {c.get("colour") for c in kept_cards(deck, row)}
    assert len(colours) == kept // 10
    assert dealt(row) <= kept


def _colour_text(**swaps) -> str:
    with open(COLOUR, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in swaps.items():
        assert old.replace("_", " ") in text
        text = text.replace(old.replace("_", " "), new)
    return text


def test_deck_too_small_for_the_deal_is_an_error_at_its_line():
    text = _colour_text(**{"6: {hand: 5, kept: 50}": "6: {hand: 8, kept: 50}"})
    report = validate_text(text, "colour.yaml")
    line = next(
        number
        for number, written in enumerate(text.splitlines(), 1)
        if written.strip().startswith("6: {hand: 8")
    )
    found = [(d.code, d.line, d.column) for d in report.diagnostics]
    assert found == [("deal-too-large", line, text.splitlines()[line - 1].index("8") + 1)]
    assert "6 players need 52 cards" in report.diagnostics[0].message


def test_stated_kept_count_that_disagrees_is_an_error():
    text = _colour_text(
        **{
            "2: {remove: {colour: 2}, hand: 6, kept: 30}": (
                "2: {remove: {colour: 2}, hand: 6, kept: 20}"
            )
        }
    )
    codes = [d.code for d in validate_text(text, "colour.yaml").diagnostics]
    assert codes == ["card-count-mismatch"]


def test_colour_without_symbols_is_an_accessibility_warning():
    text = _colour_text(
        **{
            "- {at: corners, symbol: colour}": "- {at: corners, text: x}",
            "- {at: centre, symbol: colour, size: medium}": "- {at: centre, text: y}",
            '- {at: bottom, text: "{colour}", size: small, ink: "#1f2430"}': (
                "- {at: bottom, text: z}"
            ),
        }
    )
    found = [
        (d.line, d.code, d.severity, d.message.split(" look alike with"))
        for d in validate_text(text, "colour.yaml").diagnostics
    ]
    assert found == [
        (
            21,
            "colours-confusable",
            "warning",
            [
                "green (#1e8449) and blue (#2471a3)",
                " tritanopia, and nothing else on the card tells them apart",
            ],
        ),
        (
            22,
            "colours-confusable",
            "warning",
            [
                "blue (#2471a3) and violet (#7d3c98)",
                " deuteranopia, and nothing else on the card tells them apart",
            ],
        ),
        (
            30,
            "colour-only-difference",
            "warning",
            ["cards of the deck colours differ only by colour (red/0/1 and yellow/0/1)"],
        ),
    ]


@pytest.mark.parametrize("name", sorted(bundled_game_paths()))
def test_every_bundled_game_validates_clean(name):
    assert validate_file(bundled_game_paths()[name]).diagnostics == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", sorted(bundled_game_paths()))
def test_every_bundled_game_builds(name, lang, tmp_path, capsys):
    path = build(tmp_path, capsys, name, "--lang", lang)
    assert len(PdfReader(path).pages) >= 3


OWN_WORDS = {
    "en": ["Colour Catch", "Score sheet", "Cards in play", "Setting up", "violet", "Print at 100%"],
    "de": [
        "Farbenfang",
        "Punkteblatt",
        "Karten im Spiel",
        "Aufbau",
        "grün",
        "Originalgröße",
        "Ihr zieht nie auf die Hand nach",
    ],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_kits_contain_their_own_words(lang, tmp_path, capsys):
    text = all_text(build(tmp_path, capsys, "colour-catch", "--lang", lang))
    for word in OWN_WORDS[lang]:
        assert word in text, word
    other = OWN_WORDS["de" if lang == "en" else "en"]
    assert not any(word in text for word in other[:4])


def test_card_sheets_hold_the_whole_deck(tmp_path, capsys):
    reader = PdfReader(build(tmp_path, capsys, "colour-catch", "--only", "cards"))
    assert sum(len(trims(page)) for page in reader.pages) == 50


def test_builds_are_byte_identical(tmp_path, capsys):
    first = build(tmp_path, capsys, "colour-catch", "--lang", "de", name="a.pdf")
    second = build(tmp_path, capsys, "colour-catch", "--lang", "de", name="b.pdf")
    with open(first, "rb") as a, open(second, "rb") as b:
        assert a.read() == b.read()


def test_players_outside_the_game_are_a_usage_error(capsys):
    code, _, err = run(["build", "colour-catch", "--players", "7"], capsys)
    assert code == 2 and "--players must be 2 to 6" in err


def test_invalid_game_builds_nothing(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        _colour_text(**{"6: {hand: 5, kept: 50}": "6: {hand: 9, kept: 50}"}), encoding="utf-8"
    )
    code, _, err = run(["build", str(bad), "-o", str(tmp_path / "out.pdf")], capsys)
    assert code == 1 and "deal-too-large" in err and "Traceback" not in err
    assert not (tmp_path / "out.pdf").exists()


def test_user_text_prints_as_written(tmp_path, capsys):
    text = _colour_text(
        **{"name: {en: Colour Catch, de: Farbenfang}": 'name: "A <b>bold</b> & <i>odd</i> name"'}
    )
    game = tmp_path / "odd.yaml"
    game.write_text(text, encoding="utf-8")
    path = build(tmp_path, capsys, str(game), "--only", "score-sheets")
    assert "A <b>bold</b> & <i>odd</i> name" in all_text(path)


def test_catalogues_have_the_same_keys():
    assert load_catalogue("en").keys() == load_catalogue("de").keys()


GOLDEN_CASES = {
    "plan-colour-catch-de-references.txt": [
        "colour-catch",
        "--lang",
        "de",
        "--only",
        "references,score-sheets",
        "--players",
        "4",
    ],
    "plan-colour-catch-en-cards-mini.txt": [
        "colour-catch",
        "--only",
        "cards",
        "--card-size",
        "mini",
        "--paper",
        "letter",
        "--backs",
    ],
}


@pytest.mark.parametrize("name", sorted(GOLDEN_CASES))
def test_game_page_plan_matches_golden(name, capsys):
    code, plan, err = run(["build", "--dump-plan", *GOLDEN_CASES[name]], capsys)
    assert code == 0, err
    path = os.path.join(GOLDEN, name)
    assert_matches_golden(path, plan)


MINIMAL = """\
kind: game
name: X
players: {min: 2, max: 2}
decks: {a: {attributes: {n: {min: 1, max: 3}}, face: {elements: [{at: centre, text: '{n}'}]}}}
"""


@pytest.mark.parametrize(
    "extra, expected",
    [
        (
            "references: {r: {title: R, blocks: [{table: {columns: [], rows: []}}]}}",
            [("empty-list", 5, 55)],
        ),
        ("references: {r: {title: R, blocks: [{table: deal}]}}", [("unknown-attribute", 5, 45)]),
        ("players: {min: 2}", [("duplicate-key", 5, 1)]),
        (
            "deal: {deck: a, players: {2: {hand: 1, remove: {colour: 1}}}}",
            [("unknown-attribute", 5, 49)],
        ),
        (
            "references: {r: {title: R, columns: 3, blocks: [{text: a}]}}",
            [("out-of-bounds", 5, 37)],
        ),
        (
            "references: {r: {title: R, columns: 2, blocks: [{text: a, column: 0}]}}",
            [("out-of-bounds", 5, 67)],
        ),
        ("references: {r: {title: R, blocks: [{text: a, column: 2}]}}", [("lone-column", 5, 55)]),
        # a section written but unreadable is reported where it stands, not also as missing
        (
            "scoring: 5\nreferences: {r: {title: R, blocks: [{scoring: all}]}}",
            [("wrong-type", 5, 10)],
        ),
        ("deal: 5\nreferences: {r: {title: R, blocks: [{table: deal}]}}", [("wrong-type", 5, 7)]),
        # a table made from a deck: a bad deck does not hide a missing `columns`, nor one bad
        # template the next
        (
            "references: {r: {title: R, blocks: [{table: {deck: [a]}}]}}",
            [("missing-key", 5, 45), ("wrong-type", 5, 52)],
        ),
        (
            "references: {r: {title: R, blocks: "
            "[{table: {deck: [a], columns: {A: [1], B: {c: 1}}}}]}}",
            [("wrong-type", 5, 52), ("wrong-type", 5, 70), ("wrong-type", 5, 78)],
        ),
    ],
)
def test_broken_game_files_are_diagnosed_not_crashed(extra, expected):
    report = validate_text(MINIMAL + extra, "x.yaml")
    assert [(d.code, d.line, d.column) for d in report.diagnostics] == expected


def test_two_column_reference_puts_column_two_beside_column_one():
    from printgen.components.reference import reference_card
    from printgen.layout.plan import Box, Text
    from printgen.style.reading import load_theme

    extra = (
        "references: {r: {title: R, columns: 2, blocks: [{text: Left words}, {text: Right words, "
        "column: 2}, {text: Under}]}}"
    )
    report = validate_text(MINIMAL + extra, "x.yaml")
    assert report.diagnostics == []
    items = reference_card(
        report.model.references[0],
        Box(0, 0, 400, 300),
        report.model,
        "en",
        load_catalogue("en"),
        load_theme(None),
    )
    at = {item.text: (item.x_pt, item.y_pt) for item in items if isinstance(item, Text)}
    assert at["Right words"][0] > 150 > at["Left words"][0] == at["Under"][0]
    assert at["Right words"][1] == at["Left words"][1] > at["Under"][1]


def test_contrast_and_colour_vision_figures():
    from printgen.game.checks_colour import contrast, difference

    assert (
        round(contrast("#000000", "#ffffff"), 2) == 21.0
        and round(contrast("#ffffff", "#ffffff"), 2) == 1.0
    )
    # Colour Catch's old yellow, too light for text
    assert round(contrast("#b7950b", "#fffdf7"), 1) == 2.8
    assert difference("#c0392b", "#1e8449") > 40  # red and green, as most people see them
    assert difference("#c0392b", "#1e8449", "deuteranopia") < difference("#c0392b", "#1e8449")
    assert difference("#2471a3", "#2471a3", "protanopia") == 0
