"""A game's declared play printed from its rule (`- play: turn`, `round`, `end`): the words of the
bundled games and a docs example in English and German, exactly, the block checked at its line,
and the German zone labels checked for their article."""

from __future__ import annotations

import os
import textwrap

import pytest
from test_console_script import printgen

from printgen.components.play_words import end_lines, round_lines, turn_lines
from printgen.kit.validation import validate_paths, validate_text
from printgen.style.messages import load_catalogue

ROOT = os.path.join(os.path.dirname(__file__), "..")


def game(name: str):
    folder = "games" if not name.startswith("thirty") else os.path.join("docs", "examples")
    return validate_paths([os.path.join(ROOT, folder, name + ".yaml")])[0].model


def said(lines) -> list[str]:
    """Each line as the card prints it: its depth as a bullet, a heading marked."""
    return ["  " * line.depth + ("# " if line.bold else "") + line.text for line in lines]


def test_colour_catch_turn_in_english():
    assert said(turn_lines(game("colour-catch"), "en", load_catalogue("en"))) == [
        "Play a card:",
        "  If the middle has cards of the same number as your card: take them all and your "
        "card into your pile in front of you.",
        "  Otherwise, if the middle has cards whose number is 1 lower or 1 higher than on your "
        "card: take one card each of your choice from the middle whose number is 1 lower and 1 "
        "higher than on your card, and your card into your pile in front of you.",
        "  Otherwise: put your card into the middle.",
        "Then fill the middle up to 4 cards from the stack, as far as it goes.",
    ]


def test_colour_catch_turn_in_german_declines_the_zones():
    assert said(turn_lines(game("colour-catch"), "de", load_catalogue("de"))) == [
        "Spiele eine Karte aus:",
        "  Wenn in der Mitte Karten liegen, deren Zahl auch deine Karte zeigt: Nimm sie alle "
        "und deine Karte in deinen Stapel vor dir.",
        "  Sonst, wenn in der Mitte Karten liegen, deren Zahl um 1 kleiner oder um 1 größer "
        "ist als bei deiner Karte: Nimm je eine Karte deiner Wahl aus der Mitte, deren Zahl um "
        "1 kleiner und um 1 größer ist als bei deiner Karte, und deine Karte in deinen Stapel "
        "vor dir.",
        "  Sonst: Lege deine Karte in die Mitte.",
        "Dann fülle die Mitte vom Stapel auf 4 Karten auf, soweit möglich.",
    ]


def test_colour_catch_round_and_end():
    colour_catch = game("colour-catch")
    assert said(round_lines(colour_catch, "en", load_catalogue("en"))) == [
        "Take out the cards the deal table removes, shuffle, then deal everyone their hands as "
        "the table says; the rest is the stack. Turn up the top 4 cards of the stack into the "
        "middle.",
        "Play goes clockwise; each round the next player starts.",
        "The round ends as soon as all hands are empty.",
    ]
    assert said(end_lines(colour_catch, "de", load_catalogue("de"))) == [
        "Die Runde endet, sobald alle Hände leer sind."
    ]


def test_neos_laps_and_a_choice_between_two_actions():
    assert said(turn_lines(game("neos"), "en", load_catalogue("en"))) == [
        "# Before each lap of turns (everyone plays once):",
        "Move all cards of the call spot into the pile of old calls. Turn up the top card of "
        "the lead pile into the call spot.",
        "# On your turn, choose one:",
        "  Play a card that shares a letter with the top card of the call spot at the left or "
        "right end of your row.",
        "  Play a card into the discard pile.",
        "# After each lap of turns:",
        "Everyone in turn: draw a card from the draw pile.",
    ]
    assert said(turn_lines(game("neos"), "de", load_catalogue("de")))[3] == (
        "  Lege eine Karte, die mit der obersten Karte auf dem Ansageplatz Buchstaben gemeinsam "
        "hat, links oder rechts an deine Reihe."
    )


def test_animal_ladder_runs_sets_and_a_named_value_worded_as_what_it_holds():
    """`required` is always set to `played.next`, so it is said as "the number after the top
    card of the pile", and `required: 1` as "the top card of the pile is a 5"."""
    assert said(turn_lines(game("animal-ladder"), "en", load_catalogue("en"))) == [
        "Choose one:",
        "  Run: play one card of each number in a row into the pile, counting up from the "
        "number after the top card of the pile (after 5 comes 1), to 5 at most.",
        "  Set: play 2 or more cards of that number into the pile.",
        "  Pass:",
        "    If the top card of the pile is a 5: take all cards of the pile into your hand.",
        "    Otherwise, if the draw pile is not empty: draw a card from the draw pile.",
        "    Otherwise: you are out of the round.",
    ]
    assert said(round_lines(game("animal-ladder"), "de", load_catalogue("de")))[2:] == [
        "Wer beginnt, macht den ersten Zug der Runde so: Ziehe eine Karte vom Nachziehstapel. "
        "Lege eine Karte in den Stapel.",
        "Die Runde endet, sobald deine Hand leer ist: Du bekommst „Zuerst fertig“.",
        "Die Runde endet, sobald nur noch eine Person im Spiel ist: Die letzte Person im Spiel "
        "bekommt „Zuerst fertig“. Lege alle Karten von der Hand der letzten Person im Spiel in "
        "die Schachtel.",
    ]


def test_tokens_paid_and_collected_and_an_action_only_if():
    assert said(turn_lines(game("thirty-three"), "en", load_catalogue("en"))) == [
        "Choose one:",
        "  If you have at least 1 chip, pay 1 chip onto the offer.",
        "  Take all cards of the offer into your pile. Take all chips on the offer. Turn up the "
        "top card of the stack into the offer. Take another turn.",
    ]


TINY = """\
kind: game
name: {en: Tiny, de: Winzig}
languages: [en, de]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number}"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
references:
  turn:
    title: {en: Your turn, de: Dein Zug}
    blocks:
      - play: turn
"""
PLAY = """\
play:
  zones:
    stack: {seen: nobody, label: {en: stack, de: STACK}}
    hand: {per: player, seen: owner}
  round:
    setup:
      - deal: {hand: hand, stack: stack}
    turn:
      - move: {from: stack, to: hand}
    end:
      - when: {empty: stack}
"""


def found(text: str) -> list[tuple[int, int, str, str]]:
    return [
        (d.line, d.column, d.code, d.severity)
        for d in validate_text(textwrap.dedent(text), "tiny.yaml").diagnostics
    ]


def test_a_play_block_without_play_is_an_error_at_its_line():
    assert found(TINY) == [(21, 15, "unknown-attribute", "error")]


def test_german_zone_labels_need_their_article():
    text = TINY + PLAY
    assert found(text.replace("STACK", "der Stapel")) == [(25, 5, "play-zone-label", "warning")]
    assert found(text) == [
        (24, 34, "play-zone-label", "warning"),
        (25, 5, "play-zone-label", "warning"),
    ]
    fixed = text.replace("STACK", "der Stapel").replace(
        "seen: owner}", "seen: owner, label: {en: hand|hands, de: die Hand|Hände}}"
    )
    assert found(fixed) == []


@pytest.mark.parametrize("language, words", [("en", "Play a card:"), ("de", "Sonst: Lege")])
def test_the_turn_card_is_printed_from_the_rule(tmp_path, language, words):
    from pypdf import PdfReader

    result = printgen(
        "build",
        "colour-catch",
        "--lang",
        language,
        "-p",
        "2",
        "--only",
        "references",
        "-o",
        "kit.pdf",
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    pages = PdfReader(str(tmp_path / "kit.pdf")).pages
    assert words in " ".join(" ".join(page.extract_text().split()) for page in pages)
