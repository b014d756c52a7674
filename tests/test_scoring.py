"""Scoring declared in a game file (`scoring:`), checked at the line of the rule and printed from
it: the conformance files of the scoring issue (tests/fixtures/scoring, kept equal to
shared/conformance/scoring) and the sets family worked out exactly."""

from __future__ import annotations

import filecmp
import os

import pytest
from test_console_script import printgen

from printgen.game.scoring.sets import SetsLine
from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
SCORING = os.path.join(HERE, "fixtures", "scoring")
SHARED = os.path.join(HERE, "..", "..", "shared", "conformance", "scoring")


def test_the_fixtures_are_the_conformance_files():
    if not os.path.isdir(SHARED):
        pytest.skip("shared/conformance is not beside this checkout")
    for name in os.listdir(SHARED):
        assert filecmp.cmp(
            os.path.join(SHARED, name), os.path.join(SCORING, name), shallow=False
        ), name


def test_sets_score_their_best_and_count_the_rest_against():
    line = SetsLine(
        "colour", ((1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)), best=3, rest="negative"
    )
    assert line.score_counts({"green": 4, "blue": 2, "brown": 1, "grey": 1}) == 10 + 3 + 1 - 1
    assert line.score_counts({"green": 9}) == 21  # 6 or more score as 6
    assert line.score_counts({}) == 0
    # the rest count zero
    assert SetsLine("colour", ((1, 1), (2, 3)), best=1).score_counts({"a": 2, "b": 2}) == 3


@pytest.mark.slow
def test_chameleons_validates_clean_with_strict_and_builds(tmp_path):
    done = printgen(
        "validate", "--strict", os.path.join(SCORING, "chameleons.yaml"), cwd=str(tmp_path)
    )
    assert done.returncode == 0, done.stdout
    built = printgen(
        "build", os.path.join(SCORING, "chameleons.yaml"), "-o", "c.pdf", cwd=str(tmp_path)
    )
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    text = " ".join(
        " ".join(page.extract_text().split()) for page in PdfReader(tmp_path / "c.pdf").pages
    )
    # the rule in words, on the reference card and as the sheet's column
    assert "Sets by colour" in text
    assert (
        "6 or more" in text
        and "For example, 4 green, 2 blue, 1 brown, 1 grey: 13 points." in text
        and "Your 3 best sets count for you; every other set counts against you." in text
    )


@pytest.mark.parametrize(
    "name, expected",
    [
        ("chameleons-dip.yaml", (31, "scoring-table-falls")),
        ("chameleons-gap.yaml", (31, "scoring-table-gap")),
        ("chameleons-seven.yaml", (31, "scoring-row-unreachable")),
        ("chameleons-example.yaml", (35, "scoring-example-wrong")),
    ],
)
def test_each_mistake_fails_with_its_own_code_at_its_line(name, expected):
    found = [(d.line, d.code) for d in validate_paths([os.path.join(SCORING, name)])[0].diagnostics]
    assert expected in found
    assert all(code.startswith("scoring-") for _, code in found)


def test_the_score_sheet_columns_come_from_the_scoring(tmp_path):
    from printgen.components.score_sheet import SheetWriter, expand_columns
    from printgen.style.messages import load_catalogue
    from printgen.style.reading import load_theme

    game = validate_paths([os.path.join(SCORING, "chameleons.yaml")])[0].model
    for language, titles in (
        ("en", ["Sets by colour", "Total"]),
        ("de", ["Sätze je colour", "Summe"]),
    ):
        writer = SheetWriter(
            game, game.score_sheets[0], 3, language, load_catalogue(language), load_theme()
        )
        assert [title for title, _ in expand_columns(writer)] == titles


@pytest.mark.slow
@pytest.mark.parametrize(
    "game, language, sentences",
    [
        (
            "colour-catch",
            "en",
            [
                "Colour held most",
                "The colour you hold most cards of scores its count. In a tie, every tied "
                "colour counts.",
                "If you hold as many cards of each of your colours, this costs nothing.",
                "A tie for the win goes to the best single round.",
                "For example, 3 red, 3 blue, 1 green, 1 violet: 4 points.",
            ],
        ),
        (
            "colour-catch",
            "de",
            [
                "Seltenste Farbe",
                "kostet dich ihre Anzahl",
                "Bei Gleichstand gewinnt, wer die beste einzelne Runde hatte.",
                "Beispiel – 4 rot, 2 blau, 1 grün: 3 Punkte.",
            ],
        ),
        (
            "neos",
            "en",
            [
                "Line groups",
                "Each group of 3 or more cards of one colour side by side scores 5, once "
                "however long it is.",
                "For example, 3 red, 3 A, 4 C: 12 points.",
            ],
        ),
        (
            "neos",
            "de",
            [
                "Farbgruppen",
                "Jede Gruppe von 3 oder mehr Karten einer Sorte (Farbe) nebeneinander bringt 5",
                "Beispiel – 3 rot, 3 A, 4 C: 12 Punkte.",
            ],
        ),
        (
            "animal-ladder",
            "en",
            [
                "You empty your hand first: 5 points and 1 × Winner token.",
                "Every card left in your hand scores −1.",
                "A Joker card left in your hand scores −10.",
                "Play one round per player. Tied players share the win.",
                "For example, Frog, Joker left in hand: −12 points.",
            ],
        ),
        (
            "animal-ladder",
            "de",
            [
                "Zuerst fertig",
                "5 Punkte und 1 × Plättchen „Sieg“.",
                "Spielt so viele Runden, wie ihr Personen seid.",
            ],
        ),
    ],
)
def test_bundled_games_print_their_scoring_from_the_rule(game, language, sentences, tmp_path):
    built = printgen(
        "build", game, "--lang", language, "--only", "references", "-o", "r.pdf", cwd=str(tmp_path)
    )
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    text = " ".join(
        " ".join(page.extract_text().split()) for page in PdfReader(tmp_path / "r.pdf").pages
    )
    for sentence in sentences:
        assert sentence in text


def test_the_token_hint_names_the_count_that_does_for_every_player_count():
    """One round per player hands out a token a round: 6 at 6 players, not the first count that
    runs short (5 at 5 players, which would still run short at 6)."""
    import os

    from printgen.kit.validation import validate_text

    path = os.path.join(os.path.dirname(__file__), "..", "games", "animal-ladder.yaml")
    with open(path, encoding="utf-8") as handle:
        text = handle.read().replace("    count: 12\n", "    count: 4\n", 1)
    found = [
        (d.message, d.hint)
        for d in validate_text(text, "al.yaml").diagnostics
        if d.code == "scoring-tokens-run-out"
    ]
    assert found == [
        (
            "6 rounds at 6 players can hand out 6 win tokens, but the kit prints 4",
            "print at least 6 (`count: 6` under tokens: win), enough at every player count",
        )
    ]
