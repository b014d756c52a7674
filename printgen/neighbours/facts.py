"""Facts derived from a setup: the score table, the rule in plain words, the best possible
scores."""

from __future__ import annotations

from printgen.neighbours.checks.play import article, play_of
from printgen.neighbours.model import Clause, Condition, Scoring, Setup, ValueTest

__all__ = [
    "article",
    "clause_text",
    "condition_text",
    "max_move_points",
    "max_pair_points",
    "number_word",
    "rule_text",
    "score_table",
]

_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
)


def number_word(number: int) -> str:
    if 0 <= number < len(_WORDS):
        return _WORDS[number]
    return f"minus {number_word(-number)}" if number < 0 else str(number)


def score_table(setup: Setup) -> dict[tuple[int, int], int]:
    """Points for every (left, right) pair of values that can lie in the row."""
    domain = setup.domain
    return {
        (left, right): setup.scoring.pair_points(left, right) for left in domain for right in domain
    }


def max_pair_points(setup: Setup) -> int:
    """The most one pair scores among the pairs that can form in play (0 if none can)."""
    return max(
        (setup.scoring.pair_points(left, right) for left, right in play_of(setup).pairs), default=0
    )


def max_move_points(setup: Setup) -> int:
    """The most one move can score in play: a hand card, at a position it can be placed on, between
    the best neighbours those positions can show (a row end has one neighbour).

    Exact: the two neighbours and the card need at most four placements, which four seats make in
    one round, each from a full hand."""
    play = play_of(setup)
    row, best = setup.row, 0
    for position in range(len(row)):
        for card in play.hand_values:
            if not play.can_place(card, position):
                continue
            left = (
                max(setup.scoring.pair_points(value, card) for value in play.shows[position - 1])
                if position > 0
                else 0
            )
            right = (
                max(setup.scoring.pair_points(card, value) for value in play.shows[position + 1])
                if position < len(row) - 1
                else 0
            )
            best = max(best, left + right)
    return best


def _or_list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _values(test: ValueTest, unit=number_word) -> str:
    return _or_list([unit(v) for v in test.values])


def _range(test: ValueTest, unit=number_word) -> str:
    if test.min is not None and test.max is not None:
        return (
            f"from {unit(test.min)} to {unit(test.max)}" if test.min != test.max else unit(test.min)
        )
    if test.min is not None:
        return f"at least {unit(test.min)}"
    return f"at most {unit(test.max)}"


def _difference(test: ValueTest) -> str:
    if test.values == (0,):
        return "are equal"
    if test.values is not None:
        return f"differ by exactly {_values(test)}"
    return f"differ by {_range(test)}"


def _sum(test: ValueTest) -> str:
    if test.values is not None:
        return f"add up to {_values(test)}"
    return f"add up to {_range(test)}"


def _rise(test: ValueTest) -> str:
    if test.values is not None:
        if all(v > 0 for v in test.values):
            return (
                f"the right card is exactly {_or_list([number_word(v) for v in test.values])} "
                "higher"
            )
        if all(v < 0 for v in test.values):
            return (
                f"the right card is exactly {_or_list([number_word(-v) for v in test.values])} "
                "lower"
            )
        if test.values == (0,):
            return "the two cards are equal"
        return f"the right card minus the left is {_values(test, str)}"
    if test.min is not None and test.min > 0 and test.max is None:
        return f"the right card is at least {number_word(test.min)} higher"
    if test.max is not None and test.max < 0 and test.min is None:
        return f"the right card is at least {number_word(-test.max)} lower"
    return f"the right card minus the left is {_range(test, str)}"


def _side(side: str):
    def phrase(test: ValueTest) -> str:
        body = _values(test, str) if test.values is not None else _range(test, str)
        return f"the {side} card is {body}"

    return phrase


_PHRASES = {
    "difference": _difference,
    "sum": _sum,
    "rise": _rise,
    "left": _side("left"),
    "right": _side("right"),
}


def condition_text(condition: Condition) -> str:
    """The condition in words, such as "they differ by exactly one"."""
    parts = []
    for key in ("difference", "sum", "rise", "left", "right"):
        test = getattr(condition, key)
        if test is not None:
            phrase = _PHRASES[key](test)
            parts.append(phrase if phrase.startswith("the ") else f"they {phrase}")
    if condition.equal is not None:
        parts.append("they are equal" if condition.equal else "they are different")
    if condition.expr is not None:
        parts.append(f"{condition.expr.source.strip()} holds")
    return " and ".join(parts)


def clause_text(clause: Clause) -> str:
    return clause.text or condition_text(clause.condition)


def _points(points: int) -> str:
    return f"{points}"


def rule_text(scoring: Scoring, language: str = "en") -> str:
    """The scoring rule in plain words (English, or German with language="de"); the author's own
    `text` wins where given."""
    if language == "de":
        from printgen.neighbours.facts_de import rule_text as german

        return german(scoring)
    if scoring.text:
        return scoring.text
    lead = (
        "Read each pair from left to right. Each pair scores"
        if scoring.reading == "left-to-right"
        else "Each pair of neighbours scores"
    )
    pieces = [f"{_points(clause.points)} if {clause_text(clause)}" for clause in scoring.clauses]
    if scoring.combine == "add":
        return f"{lead} {', plus '.join(pieces)}."
    return f"{lead} {', or else '.join(pieces)}; otherwise nothing."
