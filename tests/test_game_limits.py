"""Game-file bounds: a deck's size is worked out from its counts alone (and agrees with the cards
made), removals are read against the dealt deck, and every bad part is reported."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.kit.validation import validate_text
from printgen.pieces.deal import DealRow, Removal
from printgen.pieces.deck import (
    attribute_cards,
    card_count,
    deck_size,
    generate_cards,
    kept_cards,
    kept_range,
)
from printgen.pieces.model import Attribute, Back, Deck, Element, Face, Value, Words

FACE = Face(None, (Element("centre", text="x"),))


def _attribute(name: str, draw) -> Attribute:
    choose = draw(st.integers(1, 3))
    if draw(st.booleans()):
        low = draw(st.integers(-3, 3))
        high = draw(st.integers(low + choose - 1, low + 6))
        numbers = draw(st.lists(st.integers(low, high), unique=True, max_size=3))
        values = tuple(
            Value(n, Words.plain(str(n)), copies=draw(st.integers(1, 3))) for n in numbers
        )
        return Attribute(name, values=values, low=low, high=high, choose=choose)
    count = draw(st.integers(choose, 6))
    values = tuple(
        Value(f"v{i}", Words.plain(f"v{i}"), copies=draw(st.integers(1, 3))) for i in range(count)
    )
    return Attribute(name, values=values, choose=choose)


@st.composite
def decks(draw) -> Deck:
    attributes = tuple(_attribute(f"a{i}", draw) for i in range(draw(st.integers(1, 3))))
    return Deck(
        "main",
        Words.plain("Main"),
        attributes,
        draw(st.integers(1, 3)),
        (),
        FACE,
        Back(Words.plain("Main")),
    )


@pytest.mark.slow
@settings(max_examples=120, deadline=None)
@given(decks())
def test_deck_size_from_the_counts_is_the_cards_made(deck):
    generate_cards.cache_clear()
    assert card_count(deck) == deck_size(deck.attributes, deck.copies) == len(generate_cards(deck))


@st.composite
def removals(draw, deck: Deck) -> tuple[Removal, ...]:
    """Removals of a deck's attributes: by count (any values may go) or by listed values."""
    found = []
    for attribute in draw(st.lists(st.sampled_from(deck.attributes), max_size=3)):
        singles = attribute.singles()
        if draw(st.booleans()):
            found.append(Removal(attribute.name, count=draw(st.integers(0, len(singles)))))
        else:
            values = draw(st.lists(st.sampled_from(singles), unique=True, max_size=len(singles)))
            found.append(Removal(attribute.name, values=tuple(values)))
    return tuple(found)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.data())
def test_the_cards_kept_are_the_fewest_and_most_of_every_choice_of_removed_values(data):
    """kept_range counts kinds of card, not cards: it must give what removing each choice of
    values from the whole deck, card by card, gives."""
    import itertools

    deck = data.draw(decks())
    row = DealRow(2, 1, 0, data.draw(removals(deck)))
    counted = [r for r in row.removals if r.count]
    choices = [
        list(itertools.combinations(deck.attribute(r.attribute).singles(), r.count))
        for r in counted
    ]
    if not counted:
        choices = [[()]]
    found = [
        len(kept_cards(deck, row, dict(zip((r.attribute for r in counted), pick))))
        for pick in itertools.product(*choices)
    ]
    assert kept_range(deck, row) == (min(found), max(found))


def test_the_cards_kept_differ_with_the_values_a_count_takes():
    numbers = Attribute(
        "n", values=tuple(Value(n, Words.plain(str(n)), copies=n) for n in (1, 2, 3)), low=1, high=3
    )
    deck = Deck("main", Words.plain("Main"), (numbers,), 1, (), FACE, Back(Words.plain("Main")))
    # six cards: one 1, two 2s, three 3s; taking one value keeps 3 (the 3s go) to 5 (the 1 goes)
    assert kept_range(deck, DealRow(2, 1, 0, (Removal("n", count=1),))) == (3, 5)
    assert kept_range(deck, DealRow(2, 1, 0, (Removal("n", values=(3,)),))) == (3, 3)


def test_deck_size_of_millions_without_making_a_card():
    hundred = Attribute("n", low=0, high=99)
    assert deck_size((hundred, hundred, hundred)) == 1_000_000
    assert attribute_cards(Attribute("n", low=0, high=99, choose=4)) == 3_921_225
    copied = Attribute(
        "n",
        values=tuple(Value(n, Words.plain(str(n)), copies=50) for n in range(24)),
        low=0,
        high=99,
    )
    assert deck_size((copied, copied, hundred), 20) == 3_256_352_000


def test_a_removed_value_of_a_chosen_attribute_takes_every_card_showing_it():
    letters = Attribute("letters", values=tuple(Value(v, Words.plain(v)) for v in "abcd"), choose=2)
    deck = Deck("main", Words.plain("Main"), (letters,), 1, (), FACE, Back(Words.plain("Main")))
    kept = kept_cards(deck, DealRow(2, 1, 0, (Removal("letters", values=("d",)),)))
    assert sorted(card.get("letters") for card in kept) == [("a", "b"), ("a", "c"), ("b", "c")]
    # c and d go: a+b stays
    assert len(kept_cards(deck, DealRow(2, 1, 0, (Removal("letters", count=2),)))) == 1


TINY = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      colour: {values: {red: , blue: , green: }}
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number} {colour}"}
deal:
  deck: main
  players:
    2: {hand: 3, remove: REMOVE}
    3: {hand: 3}
"""


def _problems(text: str) -> list[tuple[int, int, str, str]]:
    return [
        (d.line, d.column, d.code, d.message) for d in validate_text(text, "tiny.yaml").diagnostics
    ]


def test_removed_values_are_read_against_the_deck():
    assert _problems(TINY.replace("REMOVE", "{colour: [blue]}")) == []
    assert _problems(TINY.replace("REMOVE", '{number: [1, "2", 99, -4]}')) == [
        (16, 39, "bad-choice", "'2' is not a value of number"),
        (16, 44, "bad-choice", "'99' is not a value of number"),
        (16, 48, "bad-choice", "'-4' is not a value of number"),
    ]
    assert _problems(TINY.replace("REMOVE", "{colour: 4}")) == [
        (
            16,
            35,
            "out-of-bounds",
            "the deal removes 4 colour values, but there are 3, so no card would stay",
        )
    ]
    assert _problems(TINY.replace("REMOVE", "{colour: [purple, red]}")) == [
        (16, 36, "bad-choice", "'purple' is not a value of colour")
    ]


def test_an_unreadable_deal_row_gives_no_false_deal_error():
    found = _problems(
        TINY.replace("REMOVE", "{colour: [purple]}").replace("3: {hand: 3}", "3: {hand: many}")
    )
    assert [code for _, _, code, _ in found] == ["bad-choice", "wrong-type"]
