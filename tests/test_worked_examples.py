"""Worked examples are real cards: each card an example names is looked up in the decks (by its
fields, or by a card list's `name`) and scores as the deck has it, derived fields too; a card the
decks do not hold, or more copies than they have, is an error at the card. Shown on a game in
the manner of 6 nimmt! (bull heads worked out by cases) and one of Sushi Go! (cards known by
name)."""

from __future__ import annotations

import os
import shutil

from test_console_script import printgen

from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
DESIGNER = os.path.join(HERE, "fixtures", "designer")
ROOT = os.path.dirname(HERE)


def _edited(tmp_path, source: str, *edits: tuple[str, str]) -> str:
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    for side in os.listdir(os.path.dirname(source)):
        if side.endswith(".csv"):
            shutil.copy(os.path.join(os.path.dirname(source), side), tmp_path)
    path = tmp_path / os.path.basename(source)
    path.write_text(text, encoding="utf-8")
    return str(path)


def _found(path: str) -> list[tuple]:
    report = validate_paths([path])[0]
    return [(d.code, d.line, d.column, d.message, d.hint) for d in report.diagnostics]


def test_the_two_games_validate_clean_with_strict_through_printgen(tmp_path):
    for name in ("bull-rows.yaml", "sushi-rolls.yaml"):
        done = printgen("validate", "--strict", os.path.join(DESIGNER, name), cwd=str(tmp_path))
        assert done.returncode == 0, done.stdout + done.stderr
        assert "0 errors, 0 warnings" in done.stdout


def test_a_card_named_by_its_number_scores_its_derived_bull_heads(tmp_path):
    # 55, 10 and 5 carry 7, 3 and 2 bull heads; the example once scored 0
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "bull-rows.yaml"),
        ("{cards: [55, 10, 5], score: 12}", "{cards: [55, 10, 5], score: 0}"),
    )
    assert [f[:4] for f in _found(path)] == [
        ("scoring-example-wrong", 44, 33, "the example says 0, but the scoring gives 12")
    ]


def test_a_card_list_is_counted_and_named_by_its_name(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "sushi-rolls.yaml"),
        ("{cards: {Egg Nigiri: 2, Dumpling: 1}", "{cards: {Egg Nigiri: 2, Dumpling: 3}"),
        ("[{name: Squid Nigiri}], score: 3", "[{name: Squid Nigiri}], score: 4"),
    )
    assert [f[:3] for f in _found(path)] == [
        ("scoring-example-wrong", 38, 74),
        ("scoring-example-wrong", 39, 44),
    ]
    assert _found(path)[1][3] == "the example says 4, but the scoring gives 3 (3 + 0)"


def test_a_card_the_decks_do_not_hold_is_an_error_at_the_card(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "bull-rows.yaml"),
        ("{cards: [22, 1], score: 6}", "{cards: [22, 22, 105], score: 6}"),
    )
    assert _found(path) == [
        (
            "example-card-not-in-deck",
            45,
            18,
            "the example holds 2 cards with number 22, but the decks have 1",
            "hold at most 1, or correct the deck",
        ),
        (
            "example-card-not-in-deck",
            45,
            22,
            "the example names a card with number 105, which no deck holds",
            "the cards' number values are: 1 to 104",
        ),
    ]


def test_fields_no_card_shows_together_are_told_with_what_the_cards_show(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(ROOT, "docs", "examples", "far-trails.yaml"),
        ("{trail: river, number: 3}", "{trail: river, kind: wager, number: 5}"),
        ("{trail: desert, kind: wager}", "{trail: desert, kind: wagr}"),
    )
    assert _found(path) == [
        (
            "example-card-not-in-deck",
            37,
            9,
            "the example names a card with trail desert and kind wagr, which no deck holds",
            "the cards' kind values are: wager, step",
        ),
        (
            "example-card-not-in-deck",
            42,
            41,
            "the example names a card with trail river, kind wager and number 5, which no deck "
            "holds",
            "the cards with trail river and kind wager have number 0",
        ),
    ]


def test_a_count_past_the_decks_copies_is_told_at_the_count(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(ROOT, "games", "neos.yaml"),
        ("{cards: {red: 3, a: 3, c: 4}", "{cards: {red: 3, a: 31, c: 4}"),
    )
    assert [f[:4] for f in _found(path)] == [
        (
            "example-card-not-in-deck",
            124,
            22,
            "the example holds 31 cards with letters a, but the decks have 30",
        )
    ]


def test_a_bad_scoring_line_leaves_the_examples_events_declared(tmp_path):
    # the joker line names an attribute the cards lack; the event line is fine, and the example
    # naming its event was once told it names an undeclared event
    path = _edited(
        tmp_path,
        os.path.join(ROOT, "games", "animal-ladder.yaml"),
        ("      of: card\n", "      of: cardz\n"),
    )
    found = [f[:3] for f in _found(path)]
    assert ("unknown-attribute", 194, 11) in found
    assert not [f for f in found if 199 <= f[1] <= 204]
