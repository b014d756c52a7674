"""The checks judged against play: what each reports, where and why, for each class of problem
in issue 14, and property tests that tie the checks to games the engine plays."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_play_pairs import enumerate_games

from printgen.kit.validation import validate_text
from printgen.neighbours.describe import describe_setup


def found(text: str) -> list[tuple[str, int, int, str]]:
    report = validate_text(textwrap.dedent(text), "t.yaml", languages=("en",))
    return [(d.code, d.line, d.column, d.message) for d in report.diagnostics]


def hints(text: str) -> dict[str, str]:
    report = validate_text(textwrap.dedent(text), "t.yaml", languages=("en",))
    return {d.code: d.hint for d in report.diagnostics}


def codes(text: str) -> list[str]:
    return [code for code, _, _, _ in found(text)]


EIGHTS = """\
name: Eights
values: {min: 1, max: 9}
hand: [1, 2, 3]
row: [8, 9, 8, 9]
scoring:
  clauses:
    - {points: 1, if: {sum: 17}}
"""


def test_the_rule_never_scores_in_play():
    never = (
        "only 8-9 and 9-8 score, and neither 8 nor 9 is a hand card, while every pair formed in "
        "play holds the card just placed"
    )
    assert found(EIGHTS) == [
        (
            "row-value-unreachable",
            4,
            7,
            "no hand card is an 8, so position 1 can never show 8 again once replaced",
        ),
        (
            "row-value-unreachable",
            4,
            10,
            "no hand card is a 9, so position 2 can never show 9 again once replaced",
        ),
        (
            "row-value-unreachable",
            4,
            13,
            "no hand card is an 8, so position 3 can never show 8 again once replaced",
        ),
        (
            "row-value-unreachable",
            4,
            16,
            "no hand card is a 9, so position 4 can never show 9 again once replaced",
        ),
        (
            "rule-never-scores-in-play",
            7,
            5,
            f"no pair that can form in play scores, so every game ends 0 to 0: {never}",
        ),
        (
            "clause-never-forms",
            7,
            29,
            "clause 1 never scores in play: only 8-9 and 9-8 meet it, and neither 8 nor 9 is "
            "a hand card, "
            "while every pair formed in play holds the card just placed",
        ),
    ]
    assert hints(EIGHTS)["clause-never-forms"] == (
        "pairs that can form in play add up to 2..6, 9..12; add the value to the hand, "
        "or change the clause so that pairs with a hand card meet it"
    )


def test_a_clause_only_two_row_cards_meet():
    text = """\
    name: Row pair
    values: {min: 1, max: 9}
    hand: [1, 2, 3, 8, 9]
    row: [1, 2, 3, 8]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
        - {points: 2, if: {sum: 17}}
    """
    assert codes(text) == []  # 8 and 9 are hand cards: 9 can be put beside the 8
    text = text.replace("hand: [1, 2, 3, 8, 9]", "hand: [1, 2, 3]").replace(
        "row: [1, 2, 3, 8]", "row: [1, 8, 9, 3]"
    )
    assert found(text)[-1] == (
        "clause-never-forms",
        8,
        29,
        "clause 2 never scores in play: only 8-9 and 9-8 meet it, and neither 8 nor 9 is a "
        "hand card, "
        "while every pair formed in play holds the card just placed",
    )
    assert "rule-never-scores-in-play" not in codes(text)


def test_a_side_test_whose_card_sits_at_the_wrong_end():
    text = """\
    name: Ends
    values: {min: 1, max: 9}
    hand: [1, 2, 3]
    row: [1, 2, 3, 9]
    scoring:
      reading: left-to-right
      clauses:
        - {points: 1, if: {difference: 1}}
        - {points: 2, if: {left: 9}}
    """
    problems = found(text)
    assert [p[:3] for p in problems] == [
        ("row-value-unreachable", 4, 16),
        ("clause-never-forms", 9, 30),
    ]
    assert problems[1][3] == (
        "clause 2 never scores in play: only 9-1, 9-2, 9-3 and 9-9 meet it, and 9-1, 9-2 and "
        "9-3: 9 is not a hand card and starts only "
        "at the right end of the row, so no card is ever placed to its right; 9-9: 9 is not a "
        "hand card, while every pair formed in play "
        "holds the card just placed"
    )
    assert hints(text)["clause-never-forms"].startswith(
        "pairs that can form in play have a left card of 1..3;"
    )


def test_shadowing_is_judged_on_the_pairs_that_form():
    text = """\
    name: Shadow
    values: {min: 1, max: 9}
    hand: [1, 2, 3]
    row: [1, 8, 9, 2, 3]
    scoring:
      combine: first
      clauses:
        - {points: 1, if: {sum: {max: 6}}}
        - {points: 2, if: {difference: 1}}
    """
    assert found(text)[-1] == (
        "clause-unreachable",
        9,
        7,
        "clause 2 is never reached in play: every pair it fits that can form already scores "
        "by clause 1, "
        "and the others (8-9 and 9-8) never form",
    )
    assert "clause-unreachable" not in codes(
        text.replace("hand: [1, 2, 3]", "hand: [1, 2, 3, 8, 9]")
    )


def test_no_card_can_be_placed():
    text = """\
    name: Stuck
    hand: [3, 3]
    row: [3, 3, 3]
    scoring:
      clauses:
        - {points: 1, if: {equal: true}}
    """
    assert found(text) == [
        (
            "no-card-placeable",
            2,
            7,
            "every hand card is a 3 and so is every card of the row, so no card can ever be "
            "placed: "
            "every turn is a forced discard, and every game ends 0 to 0",
        )
    ]
    assert codes(text.replace("hand: [3, 3]", "hand: [3, 2]")) == []


EXAMPLES = """\
name: Examples
values: {min: 1, max: 9}
hand: [1, 2, 3, 4, 5, 6]
row: [1, 5, 2, 6, 3, 4]
scoring:
  clauses:
    - {points: 1, if: {difference: 1}}
    - {points: 1, if: {sum: 7}}
examples:
  - {row: [3], card: 4, position: 1, points: 2}
  - {row: [1, 5, 2, 6, 3], card: 4, position: 1, points: 1}
  - {row: [1, 5, 2, 9, 3, 4], card: 4, position: 3, points: 1}
  - {row: [2, 2, 2, 2, 2, 2], card: 1, position: 3, points: 2}
"""


def test_impossible_examples():
    assert found(EXAMPLES) == [
        (
            "example-impossible",
            10,
            11,
            "example 1's row has 1 card, but the setup's row has 6, and a row keeps its "
            "length in play; "
            "a lone card has no neighbours, so a move onto it scores 0, not 2",
        ),
        (
            "example-impossible",
            11,
            11,
            "example 2's row has 5 cards, but the setup's row has 6, and a row keeps its "
            "length in play",
        ),
        (
            "example-impossible",
            12,
            21,
            "example 3's row shows 9 at position 4, but no game can: that position shows only "
            "its starting 6 or a hand card (1..6)",
        ),
    ]


def test_an_example_needing_more_cards_than_the_hands_hold():
    text = """\
    name: Twos
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4, 1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
    examples:
      - {row: [2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2], card: 1, position: 3, points: 2}
      - {row: [2, 2, 2, 2, 2, 2, 2, 2, 2, 6, 3, 4], card: 1, position: 3, points: 2}
    """
    assert found(text) == [
        (
            "example-impossible",
            8,
            11,
            "example 1's row shows 10 hand cards of 2 in place of starting cards, 10 in all, "
            "but 8 players, the most a kit prints for, hold only 8 between them",
        )
    ]


def test_a_lone_card_example_on_a_lone_card_row():
    text = """\
    name: Lone
    hand: [1, 2]
    row: [3]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
    examples:
      - {card: 2, position: 1, points: 2}
    """
    assert (
        "example-impossible",
        8,
        36,
        "example 1 claims 2 points; a lone card has no neighbours, so a move onto it scores "
        "0, not 2",
    ) in found(text)


def test_duplicated_clauses():
    text = """\
    name: Twice
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
        - {points: 2, if: {difference: [1]}}
        - {points: 1, if: {sum: 7}}
        - {points: 1, if: {expr: "left + right == 7"}, text: they make seven}
    """
    assert found(text) == [
        (
            "clause-duplicate",
            7,
            7,
            "clause 2 repeats clause 1: a pair that meets one meets both, and scores 3 in all",
        ),
        (
            "clause-duplicate",
            9,
            7,
            "clause 4 holds for exactly the pairs clause 3 holds for in play (1-6, 2-5, 3-4, "
            "4-3 and 2 more), "
            "so the two always score together, 2 in all",
        ),
    ]
    assert codes(text.replace("    scoring:\n", "    scoring:\n      combine: first\n")) == [
        "clause-unreachable",
        "clause-unreachable",
    ]


def test_a_guarded_division_is_no_error():
    text = """\
    name: Guard
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      reading: left-to-right
      clauses:
        - points: 1
          if: {difference: {min: 1}, expr: "left // (right - left) == 1"}
          text: the gap divides the left card
    """
    assert found(text) == []
    assert codes(text.replace("difference: {min: 1}, ", "")) == ["expr-division-by-zero"]


def test_combine_first_guards_later_clauses():
    text = """\
    name: Guard
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      combine: first
      clauses:
        - {points: 1, if: {equal: true}}
        - {points: 2, if: {expr: "max(left, right) % abs(left - right) == 0"}, text: the gap divides the larger card}
    """
    assert found(text) == []


def test_a_division_only_where_no_pair_forms_says_so():
    text = """\
    name: Zero
    values: {min: 0, max: 6}
    hand: [1, 2, 3]
    row: [0, 1, 2, 3]
    scoring:
      reading: left-to-right
      clauses:
        - {points: 1, if: {difference: 1}}
        - {points: 1, if: {expr: "left // right >= 2"}, text: the left card is at least twice the right}
    """
    problems = found(text)
    assert problems[-1] == (
        "expr-division-by-zero",
        9,
        30,
        "clause 2's expression fails for left=0, right=0: division by zero; that pair never "
        "forms in play, "
        "but the kit's score table and `analyze` score every pair of values",
    )


def test_a_number_too_large_is_not_a_division():
    text = """\
    name: Growth
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {expr: "left * 1000000 * 1000000 * 1000000 > 0"}, text: t}
    """
    assert found(text) == [
        (
            "expr-division-by-zero",
            6,
            30,
            "clause 1's expression makes a number too large for left=1, right=1: "
            "`left * 1000000 * 1000000 * 1000000` goes past 1,000,000,000,000",
        )
    ]
    assert "division" not in hints(text)["expr-division-by-zero"]


def test_direction_is_judged_on_the_whole_clause():
    text = """\
    name: Seven
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
        - {points: 1, if: {sum: 7, expr: "left < right or left + right == 7"}, text: they make seven}
        - {points: 1, if: {difference: 2, rise: {min: -9, max: 9}}}
    """
    assert found(text) == []
    one_sided = text.replace("left < right or left + right == 7", "left < right")
    assert found(one_sided) == [
        (
            "direction-under-either",
            7,
            38,
            "the expression holds for 1-6 but not for 6-1, but the scoring says `reading: either`",
        )
    ]


def test_odd_values_say_the_real_reason():
    text = """\
    name: Odd
    values: {min: 1, max: 9}
    hand: [1, 3, 5, 7, 9]
    row: [1, 3, 5, 7, 9]
    scoring:
      clauses:
        - {points: 1, if: {difference: 2}}
        - {points: 1, if: {sum: 11}}
    """
    assert found(text) == [
        (
            "clause-never-holds",
            8,
            29,
            "clause 2 can never score: no pair of the values 1, 3, 5, 7, 9 meets it",
        )
    ]
    assert (
        hints(text)["clause-never-holds"]
        == "every value is odd (1, 3, 5, 7, 9), and odd plus odd is even, so the sums are only "
        "2, 4, ..., 18"
    )


def test_show_names_the_pairs_that_never_form():
    text = """\
    name: Seven up
    values: {min: 1, max: 7}
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 7]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
    examples:
      - {card: 8, position: 1, points: 0}
    """
    report = validate_text(
        textwrap.dedent(text).replace("card: 8", "card: 6"), "t.yaml", languages=("en",)
    )
    described = describe_setup(report.model)
    assert "Never side by side in play: 7-1, 7-2, 7-3, 7-4, 7-5, 7-6 and 7-7." in described
    assert "Best pair: 1 points. Best move: 2 points." in described


# -- properties ------------------------------------------------------------------------------------


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(1, 4), min_size=1, max_size=3),
    st.lists(st.integers(1, 5), min_size=2, max_size=4),
    st.integers(1, 5),
    st.integers(1, 5),
)
def test_a_clause_never_forms_exactly_when_no_game_forms_its_pair(hand, row, left, right):
    values = sorted(set(hand) | set(row))
    text = (
        f"name: P\nvalues: {{min: 1, max: 5}}\nhand: {hand}\nrow: {row}\nscoring:\n"
        "  reading: left-to-right\n  clauses:\n"
        f"    - {{points: 1, if: {{left: {left}, right: {right}}}}}\n"
    )
    problems = codes(text)
    _, formed = enumerate_games(hand, row, 2)
    if left not in values or right not in values:
        assert "clause-never-holds" in problems
    elif not formed:
        assert "no-card-placeable" in problems
    else:
        assert ("clause-never-forms" in problems) == ((left, right) not in formed)
        assert ("rule-never-scores-in-play" in problems) == ((left, right) not in formed)


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.integers(1, 9), min_size=1, max_size=6),
    st.lists(st.integers(1, 9), min_size=2, max_size=12),
    st.integers(1, 8),
    st.randoms(use_true_random=False),
)
def test_a_row_some_game_reaches_is_never_an_impossible_example(hand, row, players, rng):
    from test_play_pairs import NOTHING

    from printgen.neighbours.engine import apply_move, new_game

    state = new_game(row, hand, players)
    stop = rng.randint(0, len(state.order) - 1)
    while state.turn < stop:
        state, _ = apply_move(NOTHING, state, rng.choice(state.legal_moves()))
    moves = [move for move in state.legal_moves() if not move.is_discard]
    if not moves:
        return
    move = rng.choice(moves)
    text = (
        f"name: P\nvalues: {{min: 1, max: 9}}\nhand: {hand}\nrow: {row}\nscoring:\n"
        f"  clauses:\n    - {{points: 1, if: {{difference: 1}}}}\n"
        f"examples:\n  - {{row: {list(state.row)}, card: {move.card}, position: "
        f"{move.position + 1}, points: 0}}\n"
    )
    problems = codes(text)
    assert (
        "example-impossible" not in problems
        and "example-same-value" not in problems
        and "example-card-not-in-hand" not in problems
    )
