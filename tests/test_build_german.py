"""Number Neighbours in German: the kit's words come from the catalogue, the rule is worded in
German,
and the English kit stays as it was."""

from __future__ import annotations

import os
import re

import pytest
from build_helpers import all_text, build, run

from printgen.kit.calibration import STEPS
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.facts import rule_text
from printgen.neighbours.kit.rules import SECTIONS
from printgen.style.messages import load_catalogue

ROOT = os.path.dirname(os.path.dirname(__file__))
OWN_WORDS = {
    "de": [
        "Zahlennachbarn: die Regeln in Kürze",
        "Startreihe",
        "Punktetabelle",
        "Beispiel",
        "Punkteblatt · Standard",
        "Merkstreifen",
        "Reihenzettel",
        "Platz A",
        "REIHE 1",
        "Originalgröße",
        "schließt sich nicht zum Kreis",
        "Jedes Nachbarpaar bringt 1 Punkt, wenn sich die Zahlen um genau eins unterscheiden, "
        "und 1 weiteren Punkt, wenn sie zusammen sieben ergeben.",
    ],
    "en": [
        "Number Neighbours: the rules in brief",
        "Starting row",
        "Score table",
        "Worked example",
        "Score sheet · Standard",
        "Private trackers",
        "write the new value",
        "Seat A",
        "ROW 1",
        "Print at 100%",
        "the row does not loop round",
        "Each pair of neighbours scores 1 if they differ by exactly one, plus 1 if they add "
        "up to seven.",
    ],
}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_kit_contains_its_own_words_and_not_the_others(lang, tmp_path, capsys):
    text = all_text(build(tmp_path, capsys, "standard", "--backs", "--lang", lang))
    for words in OWN_WORDS[lang]:
        assert words in text, words
    for words in OWN_WORDS["en" if lang == "de" else "de"]:
        assert words not in text, words


def test_german_setup_card_words_the_example_and_table(tmp_path, capsys):
    text = all_text(
        build(
            tmp_path, capsys, "standard", "echo", "one-way", "--only", "setup-card", "--lang", "de"
        )
    )
    assert (
        "Eine 4 ersetzt die 2 an Position 3: 5-4 bringt 1, 4-6 bringt 0, also bringt der Zug "
        "1 Punkt." in text
    )
    # One-way reads pairs in one direction
    assert "Linke Karte an der Seite, rechte Karte oben." in text
    assert "Aufbau- und Wertungskarte" in text


def test_german_phone_page_and_default_name(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, _, err = run(["build", "echo", "--format", "phone", "--lang", "de"], capsys)
    assert code == 0, err
    text = all_text(str(tmp_path / "number-neighbours-echo-phone-de.pdf"))
    assert "Jedes Nachbarpaar bringt 2 Punkte, wenn die Zahlen gleich sind" in text


def test_german_calibration_sheet(tmp_path, capsys):
    code, _, err = run(["calibrate", "--lang", "de", "-o", str(tmp_path / "cal.pdf")], capsys)
    assert code == 0, err
    text = all_text(str(tmp_path / "cal.pdf"))
    assert "Duplex-Probe: Vorderseite" in text and "Gedruckt mit --duplex long" in text


def test_german_kit_is_byte_identical_when_built_twice(tmp_path, capsys):
    first = build(tmp_path, capsys, "--lang", "de", name="a.pdf")
    second = build(tmp_path, capsys, "--lang", "de", name="b.pdf")
    with open(first, "rb") as a, open(second, "rb") as b:
        assert a.read() == b.read()


@pytest.mark.parametrize(
    "setup, words",
    [
        (
            "standard",
            "Jedes Nachbarpaar bringt 1 Punkt, wenn sich die Zahlen um genau eins "
            "unterscheiden, und 1 weiteren Punkt, wenn sie zusammen sieben ergeben.",
        ),
        (
            "echo",
            "Jedes Nachbarpaar bringt 2 Punkte, wenn die Zahlen gleich sind, sonst 1 Punkt, "
            "wenn sie sich um genau zwei unterscheiden; andernfalls keine Punkte.",
        ),
        (
            "one-way",
            "Lest jedes Paar von links nach rechts. Jedes Paar bringt 2 Punkte, wenn die "
            "rechte Karte um genau eins höher ist, "
            "sonst 1 Punkt, wenn die rechte Karte um genau zwei höher ist; andernfalls keine "
            "Punkte.",
        ),
    ],
)
def test_german_rule_text_of_the_bundled_setups(setup, words):
    assert rule_text(load_setup(setup).scoring, "de") == words


@pytest.mark.parametrize(
    "condition, words",
    [
        ("{difference: [1, 2]}", "sich die Zahlen um genau eins oder zwei unterscheiden"),
        ("{difference: {min: 3}}", "sich die Zahlen um mindestens drei unterscheiden"),
        ("{sum: {min: 6, max: 8}}", "die Zahlen zusammen sechs bis acht ergeben"),
        (
            "{equal: false, sum: {max: 5}}",
            "die Zahlen zusammen höchstens fünf ergeben und sie verschieden sind",
        ),
        ("{rise: -2}", "die rechte Karte um genau zwei niedriger ist"),
        ("{left: [1, 2]}", "die linke Karte 1 oder 2 zeigt"),
    ],
)
def test_german_condition_wording(condition, words):
    from common import GOOD

    from printgen.kit.validation import validate_text

    setup = validate_text(GOOD.replace("{difference: 1}", condition), "t.yaml").model
    assert rule_text(setup.scoring, "de") == f"Jedes Nachbarpaar bringt 1 Punkt, wenn {words}."


def test_an_authors_own_rule_text_is_printed_as_written():
    from common import GOOD

    from printgen.kit.validation import validate_text

    setup = validate_text(
        GOOD.replace("  clauses:", "  text: Close numbers score.\n  clauses:", 1), "t.yaml"
    ).model
    assert rule_text(setup.scoring, "de") == rule_text(setup.scoring) == "Close numbers score."


def test_catalogues_have_the_same_keys():
    assert load_catalogue("en").keys() == load_catalogue("de").keys()


def _keys_used_in_code() -> set[str]:
    """Every literal catalogue key passed to a `.text(` call on a catalogue or a kit context
    (a literal compared with `==` inside the argument is a value, not a key)."""
    found = set()
    call = re.compile(r"\b(?:ctx|t|messages|m|kit\.messages|w\.messages)\.text\(")
    for folder, _, files in os.walk(os.path.join(ROOT, "printgen")):
        for name in files:
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    source = handle.read()
                for match in call.finditer(source):
                    found.update(
                        re.findall(
                            r'(?<!== )"([a-z][a-z0-9_]*)"', _first_argument(source, match.end())
                        )
                    )
    return found


def _first_argument(source: str, start: int) -> str:
    depth, end = 0, start
    while end < len(source) and not (depth == 0 and source[end] in ",)"):
        depth += {"(": 1, ")": -1}.get(source[end], 0)
        end += 1
    return source[start:end]


def test_every_key_used_in_code_exists():
    keys = set(load_catalogue("en").keys())
    used = (
        _keys_used_in_code()
        | {f"rules_{name}" for name in SECTIONS}
        | {f"rules_{name}_title" for name in SECTIONS}
        | set(STEPS)
    )
    assert len(used) > 60
    assert used - keys == set()


def test_german_backs_fit_a_mini_card(tmp_path, capsys):
    """ "Zahlennachbarn" is one long word: on a mini card's back it may use the band between the
    frames."""
    text = all_text(
        build(
            tmp_path,
            capsys,
            "--card-size",
            "mini",
            "--backs",
            "--only",
            "hand-cards",
            "--lang",
            "de",
        )
    )
    assert "Zahlennachbarn" in text and "Platz A" in text


def _setup_texts(setup_id: str, language: str) -> list[str]:
    """Every own text of a bundled setup in `language`, as its file gives it."""
    from printgen.kit.validation import validate_file
    from printgen.neighbours.model import text_in

    setup = validate_file(os.path.join(ROOT, "setups", f"{setup_id}.yaml")).model
    return [text_in(texts, language) for _, texts in setup.texts]


@pytest.mark.slow
def test_german_kit_prints_the_setups_own_texts_in_german_and_no_english_sentence(tmp_path, capsys):
    """Each bundled setup gives its name, description and example notes in both languages: a German
    kit prints every German one and none of the English ones."""
    text = all_text(
        build(tmp_path, capsys, "standard", "echo", "one-way", "--lang", "de", "--backs")
    )
    words = " ".join(text.split())
    for setup_id in ("standard", "echo", "one-way"):
        for german in _setup_texts(setup_id, "de"):
            assert german in words, german
        for english in _setup_texts(setup_id, "en"):
            if " " in english:  # a sentence; a one-word name may be the same in both
                assert english not in words, english
    assert "Einbahn" in words and "One-way" not in words


def test_a_text_missing_in_a_declared_language_is_a_positioned_warning(tmp_path, capsys):
    path = tmp_path / "odd.yaml"
    path.write_text(
        "name: {en: Odd pairs, de: Ungerade Paare}\n"
        "description: {en: Pairs of two odd numbers score.}\n"
        "languages: [en, de]\n"
        "hand: [1, 2, 3, 4, 5, 6]\n"
        "row: [1, 5, 2, 6, 3, 4]\n"
        "scoring:\n"
        "  clauses:\n"
        "    - points: 2\n"
        "      if: {expr: 'left % 2 == 1 and right % 2 == 1'}\n"
        "      text: {en: they are both odd, de: beide ungerade sind}\n"
        "    - {points: 1, if: {difference: 1}, text: {de: eins auseinander liegen}}\n",
        encoding="utf-8",
    )
    code, out, _ = run(["validate", str(path)], capsys)
    found = [line for line in out.splitlines() if "(missing-language)" in line]
    assert code == 0 and [line.split(": warning: ")[0].rsplit(":", 2)[1:] for line in found] == [
        ["2", "14"],
        ["11", "46"],
    ]
    assert "no German (de) wording" in found[0] and "no English (en) wording" in found[1]
    german = " ".join(
        all_text(
            build(tmp_path, capsys, str(path), "--lang", "de", "--only", "rules,setup-card")
        ).split()
    )
    assert "wenn beide ungerade sind" in german and "they are both odd" not in german
    english = " ".join(
        all_text(build(tmp_path, capsys, str(path), "--only", "setup-card", name="en.pdf")).split()
    )
    assert "if they are both odd" in english and "Pairs of two odd numbers score." in english
