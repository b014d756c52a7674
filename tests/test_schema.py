"""Structure: wrong types, missing and unknown keys, numbers other YAML tools read differently."""

import pytest
from common import GOOD, assert_problems, problems

from printgen.kit.validation import validate_text


def test_missing_keys_are_reported_at_the_mapping():
    assert_problems("name: Demo\nhand: [1, 2, 3]\n", ("missing-key", 1, 1), ("missing-key", 1, 1))


def test_unknown_key_suggests_the_closest():
    report = validate_text(GOOD.replace("hand:", "hnad:") + "hand: [1, 2, 3, 4, 5, 6]\n", "t.yaml")
    [unknown] = report.diagnostics
    assert (unknown.code, unknown.line, unknown.column) == ("unknown-key", 2, 1)
    assert unknown.hint == "did you mean `hand`?"


@pytest.mark.parametrize(
    "value, code, column",
    [
        ("[1, 2, three]", "wrong-type", 14),
        ("[1, 2, 3.5]", "value-not-whole", 14),
        ("[1, 2, .nan]", "value-not-whole", 14),
        ("[1, 2, .inf]", "value-not-whole", 14),
        ("[1, 2, 010]", "ambiguous-number", 14),
        ("[1, 2, 1:20]", "ambiguous-number", 14),
        ("[1, 2, no]", "wrong-type", 14),
        ("[1, 2, 123456789012345678901234567890123]", "number-too-large", 14),
        ("[1, 2, 99999999]", "number-too-large", 14),
        ("1 2 3", "wrong-type", 7),
        ("{a: 1}", "wrong-type", 7),
    ],
)
def test_hand_values_must_be_whole_numbers(value, code, column):
    text = GOOD.replace("hand: [1, 2, 3, 4, 5, 6]", f"hand: {value}")
    assert (code, 2, column) in problems(text)


def test_yaml11_boolean_is_explained():
    report = validate_text(GOOD.replace("[1, 2, 3, 4, 5, 6]", "[1, 2, no]"), "t.yaml")
    [wrong] = [d for d in report.diagnostics if d.code == "wrong-type"]
    assert (
        wrong.message
        == "expected a whole number for each value of the hand, got text 'no'; older YAML tools "
        "read 'no' as false"
    )


def test_leading_zero_is_not_read_as_octal():
    report = validate_text(GOOD.replace("points: 1", "points: 010"), "t.yaml")
    [problem] = report.diagnostics
    assert (
        problem.code == "ambiguous-number" and problem.hint == "write 10 without the leading zero"
    )


def test_choices_suggest_the_closest():
    report = validate_text(
        GOOD.replace("scoring:\n", "scoring:\n  reading: left-to-rigth\n"), "t.yaml"
    )
    [choice] = report.diagnostics
    assert (choice.code, choice.line, choice.column) == ("bad-choice", 5, 12)
    assert choice.hint == "did you mean `left-to-right`?"


def test_equal_must_be_a_boolean():
    assert problems(GOOD.replace("{difference: 1}", "{equal: yes}")) == [("wrong-type", 6, 31)]


def test_value_tests_accept_number_list_and_range():
    for test in (
        "{sum: 7}",
        "{sum: [7, 8]}",
        "{sum: {min: 7}}",
        "{sum: {min: 6, max: 8}}",
        "{sum: {max: 4}}",
    ):
        assert problems(GOOD.replace("{difference: 1}", test)) == []


def test_backwards_range_is_reported():
    assert problems(GOOD.replace("{difference: 1}", "{sum: {min: 9, max: 3}}")) == [
        ("empty-range", 6, 29)
    ]


def test_expr_errors_point_into_the_expression():
    text = GOOD.replace("{difference: 1}", '{expr: "left + right.real"}, text: x')
    assert problems(text) == [("expr-invalid", 6, 38)]


def test_all_problems_are_reported_in_one_run():
    text = (
        "name: Demo\ndescription: [x]\nhand: [1, 3]\nrow: [1]\nscoring:\n  reading: sideways\n"
        "  clauses:\n    - {points: 0, if: {sum: 13}}\nwhat: 1\n"
    )
    assert [code for code, _, _ in problems(text)] == [
        "wrong-type",
        "row-too-short",
        "bad-choice",
        "rule-never-scores",
        "points-not-positive",
        "clause-never-holds",
        "unknown-key",
    ]


def test_a_plain_key_is_read_from_the_description_alone(monkeypatch):
    # a key added to the description only: its type, bounds and name in messages need no reader
    from dataclasses import replace

    from printgen.format.spec import integer, key
    from printgen.neighbours import schema
    from printgen.neighbours.format import SETUP_FORMAT

    wider = replace(
        SETUP_FORMAT, keys=SETUP_FORMAT.keys + (key("rounds", integer("Rounds", 1, 9)),)
    )
    monkeypatch.setattr(schema, "SETUP_FORMAT", wider)
    assert validate_text(GOOD + "rounds: 3\n", "t.yaml").diagnostics == []
    [bound] = validate_text(GOOD + "rounds: 12\n", "t.yaml").diagnostics
    assert (bound.code, bound.line, bound.column) == ("out-of-bounds", 7, 9)
    assert (bound.message, bound.hint) == (
        "the rounds is 12; it must be 1 to 9",
        "write a whole number from 1 to 9",
    )
    [kind] = validate_text(GOOD + "rounds: many\n", "t.yaml").diagnostics
    assert (kind.code, kind.message) == (
        "wrong-type",
        "expected a whole number for the rounds, got text 'many'",
    )


def test_an_example_may_score_past_a_million():
    # its points are bounded by two pairs of every clause's points, past the reader's usual limit
    text = GOOD.replace("points: 1", "points: 1000000") + (
        "examples:\n  - {card: 1, position: 2, points: 2000000}\n"
    )
    assert "number-too-large" not in [d.code for d in validate_text(text, "t.yaml").diagnostics]
