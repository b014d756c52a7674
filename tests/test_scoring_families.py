"""Each scoring family worked out on exact holdings, and its bounds with a deck proven equal to the
highest and lowest score over every holding the deck allows (enumerated), for random small decks."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from printgen.game.scoring.event import EventLine
from printgen.game.scoring.extremes import ExtremeLine
from printgen.game.scoring.groups import GroupsLine
from printgen.game.scoring.model import Holding
from printgen.game.scoring.points import CardPoints
from printgen.game.scoring.runs import RunsLine
from printgen.game.scoring.sets import SetsLine
from printgen.game.scoring.tokens import TokensLine


def cards(*specs) -> tuple:
    """Cards from ("red", 3) pairs: a colour and a number."""
    return tuple((("colour", colour), ("number", number)) for colour, number in specs)


def test_points_each_field_and_table():
    held = Holding(cards(("red", 3), ("blue", 5), ("red", 1)))
    assert CardPoints("points", 0, each=2).score(held) == 6
    assert CardPoints("points", 0, field="number").score(held) == 9
    assert CardPoints("points", 0, of="colour", table=(("red", 2), ("blue", -1))).score(held) == 3


def test_an_expedition_per_colour_with_wagers_and_a_bonus():
    line = CardPoints(
        "points",
        0,
        field="number",
        per="colour",
        add=-20,
        times=("kind", "wager"),
        bonus_cards=8,
        bonus_points=20,
    )
    wager = (("colour", "red"), ("kind", "wager"))
    red = cards(("red", 4), ("red", 6), ("red", 8)) + (wager,)
    assert line.score(Holding(red)) == (18 - 20) * 2  # one wager doubles a losing expedition
    long_blue = cards(*[("blue", n) for n in range(2, 10)])
    assert line.score(Holding(long_blue)) == (44 - 20) + 20  # eight cards: the bonus
    assert line.score(Holding(())) == 0  # an expedition not started costs nothing


def test_cards_left_in_hand():
    assert (
        CardPoints("hand", 0, each=-1).score(
            Holding(hand=cards(("red", 1), ("red", 2)), hand_count=3)
        )
        == -5
    )
    multiplier = CardPoints("hand", 0, of="card", table=(("multiplier", -10),))
    assert multiplier.score(Holding(hand=((("card", "multiplier"),),) + cards(("red", 2)))) == -10


def test_most_and_fewest_of_your_own_values_with_ties_summed():
    most = ExtremeLine("most", "colour", ties="summed")
    fewest = ExtremeLine("fewest", "colour", ties="summed", against=True, unless_most=True)
    held = Holding(
        cards(
            ("red", 1),
            ("red", 2),
            ("red", 3),
            ("blue", 1),
            ("blue", 2),
            ("blue", 3),
            ("green", 1),
            ("violet", 1),
        )
    )
    assert most.score(held) + fewest.score(held) == 6 - 2
    even = Holding(cards(("red", 1), ("blue", 1)))
    assert most.score(even) + fewest.score(even) == 2  # the same count everywhere: nothing off
    assert ExtremeLine("most", "colour", ties="none").score(even) == 0


def test_most_among_players_shared_split_and_none():
    mine = cards(("red", 1), ("red", 2))
    others = (cards(("red", 3), ("red", 4)), cards(("red", 5)))
    for ties, expected in (("shared", 6), ("split", 3), ("none", 0)):
        assert (
            ExtremeLine("most", "colour", among="players", value="red", points=6, ties=ties).score(
                Holding(mine, others=others)
            )
            == expected
        )
    assert (
        ExtremeLine("fewest", "colour", among="players", value="red", points=-4).score(
            Holding(cards(("red", 1)), others=others)
        )
        == -4
    )


def test_runs_lowest_against_and_by_length():
    held = Holding(cards(("red", 3), ("red", 4), ("red", 5), ("red", 9), ("red", 11), ("blue", 12)))
    assert RunsLine("number", against=True).score(held) == -(3 + 9 + 11)
    assert RunsLine("number", scores="length", table=((3, 5), (4, 9)), min=3).score(held) == 5


def test_groups_tokens_and_events():
    held = Holding(
        cards(("red", 1), ("red", 2), ("red", 3), ("blue", 1), ("blue", 2)),
        tokens=(("chip", 4),),
        events=("first",),
    )
    assert GroupsLine("colour", 3, points=5).score(held) == 5
    assert GroupsLine("colour", 2, table=(("red", 3), ("blue", 4))).score(held) == 7
    assert TokensLine("chip", 1).score(held) == 4
    assert EventLine("first", None, points=5).score(held) == 5


def test_sets_best_and_rest_against():
    line = SetsLine(
        "colour", ((1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)), best=3, rest="negative"
    )
    assert line.score_counts({"green": 4, "blue": 2, "brown": 1, "grey": 1}) == 13


# -- bounds, proven by enumeration ----------------------------------------------------------------
def all_holdings(deck: tuple):
    kinds = sorted(set(deck))
    copies = [deck.count(kind) for kind in kinds]
    for counts in itertools.product(*(range(c + 1) for c in copies)):
        yield tuple(kind for kind, n in zip(kinds, counts) for _ in range(n))


def brute(line, deck: tuple) -> tuple[int, int]:
    scores = [line.score(Holding(held)) for held in all_holdings(deck)]
    return max(scores), min(scores)


small_deck = st.lists(
    st.tuples(st.sampled_from(["red", "blue", "green", "grey"]), st.integers(1, 6)),
    min_size=1,
    max_size=9,
).map(lambda pairs: cards(*pairs))
points = st.integers(-6, 12)


@settings(max_examples=60, deadline=None)
@given(
    small_deck,
    st.lists(points, min_size=1, max_size=5),
    st.one_of(st.none(), st.integers(1, 3)),
    st.sampled_from(["negative", "zero"]),
)
def test_sets_bounds_are_exact(deck, table, best, rest):
    line = SetsLine("colour", tuple((i + 1, p) for i, p in enumerate(table)), best=best, rest=rest)
    assert line.bounds(deck) == brute(line, deck)


@settings(max_examples=60, deadline=None)
@given(
    small_deck,
    st.sampled_from(["lowest", "highest", "sum", "length"]),
    st.integers(1, 3),
    st.booleans(),
    st.lists(points, min_size=1, max_size=4),
)
def test_runs_bounds_are_exact(deck, scores, shortest, against, table):
    line = RunsLine(
        "number",
        scores=scores,
        min=shortest,
        against=against,
        table=tuple((i + 1, p) for i, p in enumerate(table)) if scores == "length" else (),
    )
    assert line.bounds(deck) == brute(line, deck)


@settings(max_examples=60, deadline=None)
@given(small_deck, st.integers(-25, 5), st.booleans(), st.one_of(st.none(), st.integers(1, 4)))
def test_per_group_points_bounds_are_exact(deck, add, times, bonus):
    line = CardPoints(
        "points",
        0,
        field="number",
        per="colour",
        add=add,
        times=("number", 1) if times else None,
        bonus_cards=bonus,
        bonus_points=10,
    )
    assert line.bounds(deck) == brute(line, deck)


@settings(max_examples=60, deadline=None)
@given(
    small_deck,
    st.sampled_from(["most", "fewest"]),
    st.sampled_from(["summed", "shared", "none", None]),
    st.booleans(),
    st.booleans(),
    st.sampled_from(["count", 3]),
)
def test_most_and_fewest_bounds_are_exact(deck, kind, ties, against, unless_most, worth):
    line = ExtremeLine(
        kind,
        "colour",
        ties=ties,
        against=against,
        unless_most=unless_most and kind == "fewest",
        points=worth,
    )
    highest, lowest = brute(line, deck)
    found = line.bounds(deck)
    # a tie scores nothing, so the bound may sit above what a tie-free holding gives
    if ties == "none":
        assert found[0] >= highest and found[1] <= lowest
    else:
        assert found == (highest, lowest)


def test_groups_bounds_count_split_groups():
    deck = cards(*[("red", n) for n in range(1, 7)], ("blue", 1), ("blue", 2))
    # six reds make two groups of three
    assert GroupsLine("colour", 3, points=5).bounds(deck) == (10, 0)
    assert GroupsLine("colour", 3, table=(("red", -2), ("blue", 4))).bounds(deck) == (0, -4)


def test_a_points_line_with_wagers_is_bounded_exactly_or_not_at_all():
    """Its highest and lowest score walk every (cards, points, wagers) a group can hold. 60 cards
    worth 0 and 1 with a wager in ten: 30 points x (1 + 6 wagers) = 210, exactly. 140 such cards
    are 2.2 million steps of that walk (though only 60,705 states): past MAX_STEPS the bounds are
    "not worked out" instead of a second or more of work in every validate."""
    from printgen.game.scoring.model import MAX_STEPS
    from printgen.game.scoring.points import CardPoints

    line = CardPoints("points", 0, field="n", times=("k", "w"), times_each=1)
    deck = tuple((("n", i % 2), ("k", "w" if i % 10 == 0 else "x")) for i in range(140))
    assert line.bounds(deck[:60]) == (210, 0)
    assert MAX_STEPS == 500_000 and line.bounds(deck) is None
