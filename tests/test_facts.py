"""Facts derived from setups: rule wording, score tables, best scores."""

import pytest
from common import GOOD

from printgen.kit.validation import validate_text
from printgen.neighbours.bundled import load_setup
from printgen.neighbours.describe import table_text
from printgen.neighbours.facts import max_move_points, max_pair_points, rule_text, score_table


def test_rule_texts_of_the_bundled_setups():
    assert (
        rule_text(load_setup("standard").scoring)
        == "Each pair of neighbours scores 1 if they differ by exactly one, plus 1 if they add "
        "up to seven."
    )
    assert (
        rule_text(load_setup("echo").scoring)
        == "Each pair of neighbours scores 2 if they are equal, or else 1 if they differ by "
        "exactly two; otherwise nothing."
    )
    assert rule_text(load_setup("one-way").scoring) == (
        "Read each pair from left to right. Each pair scores 2 if the right card is exactly "
        "one higher, "
        "or else 1 if the right card is exactly two higher; otherwise nothing."
    )


@pytest.mark.parametrize(
    "condition, words",
    [
        ("{difference: [1, 2]}", "they differ by exactly one or two"),
        ("{difference: {min: 3}}", "they differ by at least three"),
        ("{sum: {min: 6, max: 8}}", "they add up to from six to eight"),
        ("{equal: false, sum: {max: 5}}", "they add up to at most five and they are different"),
    ],
)
def test_condition_wording(condition, words):
    setup = validate_text(GOOD.replace("{difference: 1}", condition), "t.yaml").model
    assert rule_text(setup.scoring) == f"Each pair of neighbours scores 1 if {words}."


def test_score_table_and_maxima():
    standard = load_setup("standard")
    table = score_table(standard)
    assert len(table) == 36 and table[3, 4] == 2 and table[1, 6] == 1 and table[1, 1] == 0
    assert max_pair_points(standard) == 2
    assert max_move_points(standard) == 4  # 3 between two 4s: 4-3 and 3-4 score 2 each
    assert table_text(standard).splitlines()[3] == "         3 . 1 . 2 . ."


def test_one_way_table_is_asymmetric():
    table = score_table(load_setup("one-way"))
    assert table[1, 2] == 2 and table[2, 1] == 0 and table[1, 3] == 1


def test_documented_example_setup_validates_clean():
    import os
    import re

    root = os.path.dirname(os.path.dirname(__file__))
    with open(os.path.join(root, "docs", "setup-format.md"), encoding="utf-8") as handle:
        example = re.search(r"```yaml\n(.*?)```", handle.read(), re.S).group(1)
    assert validate_text(example, "coast.yaml").diagnostics == []


def test_best_scores_count_only_what_play_can_form():
    eights = (
        "name: Eights\nvalues: {min: 1, max: 9}\nhand: [1, 2, 3]\nrow: [8, 9, 8, 9]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {sum: 17}}\n"
    )
    setup = validate_text(eights, "t.yaml").model
    assert score_table(setup)[8, 9] == 1  # the pair scores, but no game ever forms it
    assert max_pair_points(setup) == 0 and max_move_points(setup) == 0
    ends = validate_text(
        "name: Ends\nvalues: {min: 1, max: 9}\nhand: [3]\nrow: [2, 9, 4]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {difference: 1}}\n",
        "t.yaml",
    ).model
    # a 3 on the 9, between 2 and 4
    assert max_pair_points(ends) == 1 and max_move_points(ends) == 2
    stuck = validate_text(
        "name: Stuck\nhand: [3]\nrow: [2, 3, 4]\nscoring:\n  clauses:\n"
        "    - {points: 1, if: {difference: 1}}\n",
        "t.yaml",
    )
    # the 3 may not go on the 3, only onto an end card, where its one neighbour is the 3
    assert max_move_points(stuck.model) == 0 and "rule-never-scores-in-play" in [
        d.code for d in stuck.diagnostics
    ]


def test_examples_in_show_read_aloud():
    from printgen.neighbours.describe import describe_setup

    text = (
        "name: Eight\nvalues: {min: 1, max: 9}\nhand: [1, 8, 9]\nrow: [1, 9, 8, 1]\nscoring:\n"
        "  clauses:\n    - {points: 1, if: {difference: 1}}\n"
        "examples:\n  - {card: 8, position: 1, points: 1}\n"
    )
    assert "Row 1 9 8 1: an 8 at position 1 scores 1 (8-9 scores 1)." in describe_setup(
        validate_text(text, "t.yaml").model
    )
