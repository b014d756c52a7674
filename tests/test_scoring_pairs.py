"""The `pairs` family ("each pair of equal values scores N"), added as one module and its words:
read, scored, bounded, checked, and worded in English and German and in `analyze --format json`."""

from __future__ import annotations

import json

from hypothesis import given, settings
from test_console_script import printgen
from test_scoring_families import brute, cards, small_deck

from printgen.game.scoring.model import Holding
from printgen.game.scoring.pairs import PairsLine
from printgen.kit.validation import validate_paths
from printgen.style.messages import load_catalogue

GAME = """\
kind: game
name: Pair Up
languages: [en, de]
players: {min: 2, max: 4}
decks:
  main:
    attributes:
      colour:
        label: {en: colour, de: Farbe}
        values:
          red: {ink: "#a93226", symbol: circle, copies: 5, label: {en: red, de: rot}}
          blue: {ink: "#1f4e99", symbol: square, copies: 4, label: {en: blue, de: blau}}
          green: {ink: "#1e7b4a", symbol: triangle, copies: 1, label: {en: green, de: grün}}
    face:
      tint: colour
      elements:
        - {at: corners, symbol: colour}
deal:
  deck: main
  players:
    2: {hand: 4}
    3: {hand: 3}
    4: {hand: 2}
scoring:
  - pairs: {of: colour, points: 3}
examples:
  - {cards: {red: 3, blue: 4, green: 1}, score: 9}
"""


def test_each_pair_of_equal_values_scores_and_three_of_a_kind_is_one_pair():
    line = PairsLine("colour", 3)
    held = Holding(cards(("red", 1), ("red", 2), ("red", 3), ("blue", 1), ("green", 1)))
    assert line.score(held) == 3
    assert line.score(Holding(cards(*[("blue", n) for n in range(4)]))) == 6
    assert PairsLine("colour", -2).score(Holding(cards(("red", 1), ("red", 2)))) == -2


@settings(max_examples=60, deadline=None)
@given(small_deck)
def test_pairs_bounds_are_exact(deck):
    for points in (3, -2):
        line = PairsLine("colour", points)
        assert line.bounds(deck) == brute(line, deck)


def _check(tmp_path, text: str) -> list[tuple]:
    path = tmp_path / "pairs.yaml"
    path.write_text(text, encoding="utf-8")
    report = validate_paths([str(path)])[0]
    return report, [(d.line, d.column, d.code, d.message, d.hint) for d in report.diagnostics]


def test_a_game_scoring_pairs_validates_clean_and_its_example_is_checked(tmp_path):
    report, found = _check(tmp_path, GAME)
    assert found == []
    assert report.model.scoring.lines == (PairsLine("colour", 3, 0),)
    _, found = _check(tmp_path, GAME.replace("score: 9", "score: 12"))
    assert found == [
        (
            27,
            49,
            "scoring-example-wrong",
            "the example says 12, but the scoring gives 9",
            "write `score: 9`, or correct the cards or the rule",
        )
    ]


def test_a_pair_of_an_unknown_attribute_and_one_that_never_scores_are_told_at_their_line(tmp_path):
    _, found = _check(tmp_path, GAME.replace("pairs: {of: colour", "pairs: {of: shape"))
    assert [f[:3] for f in found] == [(25, 17, "unknown-attribute")]
    single = (
        GAME.replace("copies: 5", "copies: 1")
        .replace("copies: 4", "copies: 1")
        .replace("max: 4", "max: 3")
        .replace(
            "    2: {hand: 4}\n    3: {hand: 3}\n    4: {hand: 2}",
            "    2: {hand: 1}\n    3: {hand: 1}",
        )
        .replace("{red: 3, blue: 4, green: 1}, score: 9", "{red: 1, blue: 1}, score: 0")
    )
    _, found = _check(tmp_path, single)
    assert found == [
        (
            24,
            12,
            "scoring-line-never-scores",
            "this pairs line scores 0 for every hand this deck can give",
            "a pair needs 2 cards of one colour, but the deck has at most 1: give a colour more "
            "copies",
        )
    ]


def test_pairs_are_worded_in_english_and_german(tmp_path):
    report, _ = _check(tmp_path, GAME)
    game = report.model
    (line,) = game.scoring.lines
    words = {
        language: (
            line.heading(game, language, load_catalogue(language)),
            line.rule(game, language, load_catalogue(language)),
        )
        for language in ("en", "de")
    }
    assert words == {
        "en": (
            "Pairs by colour",
            ["Every two cards of the same colour are a pair and score 3 (four make two pairs)."],
        ),
        "de": (
            "Paare je Farbe",
            [
                "Je zwei Karten derselben Sorte (Farbe) sind ein Paar und bringen 3 (vier sind "
                "zwei Paare)."
            ],
        ),
    }


def test_analyze_gives_the_pairs_line_its_bounds_as_json(tmp_path):
    (tmp_path / "pairs.yaml").write_text(GAME, encoding="utf-8")
    done = printgen("analyze", "pairs.yaml", "--format", "json", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["lines"] == [
        {"line": "Pairs by colour", "kind": "pairs", "highest": 12, "lowest": 0}
    ]
