"""The scoring rule in German words, made from the clauses as `facts.rule_text` makes the English.

German puts the verb of a "wenn" clause last, so every phrase here is a whole subordinate clause
("sich die Zahlen um genau eins unterscheiden"). The two numbers are named once ("die Zahlen") and
afterwards taken up by "sie", as a German speaker would.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.neighbours.model import Clause, Condition, Scoring, ValueTest

_WORDS = (
    "null",
    "eins",
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "dreizehn",
    "vierzehn",
    "fünfzehn",
    "sechzehn",
    "siebzehn",
    "achtzehn",
    "neunzehn",
    "zwanzig",
)


def number_word(number: int) -> str:
    if 0 <= number < len(_WORDS):
        return _WORDS[number]
    return f"minus {number_word(-number)}" if number < 0 else str(number)


def _or_list(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " oder " + words[-1]


def _values(test: ValueTest, unit=number_word) -> str:
    return _or_list([unit(v) for v in test.values])


def _range(test: ValueTest, unit=number_word) -> str:
    if test.min is not None and test.max is not None:
        return f"{unit(test.min)} bis {unit(test.max)}" if test.min != test.max else unit(test.min)
    if test.min is not None:
        return f"mindestens {unit(test.min)}"
    return f"höchstens {unit(test.max)}"


def _amount(test: ValueTest, unit=number_word) -> str:
    return f"genau {_values(test, unit)}" if test.values is not None else _range(test, unit)


@dataclass
class _Subject:
    """Names the two numbers the first time ("die Zahlen") and uses "sie" after that."""

    named: bool = False

    def take(self) -> str:
        word = "sie" if self.named else "die Zahlen"
        self.named = True
        return word


def _difference(test: ValueTest, subject: _Subject) -> str:
    who = subject.take()
    if test.values == (0,):
        return f"{who} gleich sind"
    amount = _amount(test)
    return (
        f"{who} sich um {amount} unterscheiden"
        if who == "sie"
        else f"sich {who} um {amount} unterscheiden"
    )


def _sum(test: ValueTest, subject: _Subject) -> str:
    amount = _values(test) if test.values is not None else _range(test)
    return f"{subject.take()} zusammen {amount} ergeben"


def _rise(test: ValueTest, subject: _Subject) -> str:
    if test.values is not None:
        if all(v > 0 for v in test.values):
            return (
                f"die rechte Karte um genau {_or_list([number_word(v) for v in test.values])} "
                "höher ist"
            )
        if all(v < 0 for v in test.values):
            return (
                f"die rechte Karte um genau {_or_list([number_word(-v) for v in test.values])} "
                "niedriger ist"
            )
        if test.values == (0,):
            return "beide Karten gleich sind"
        return f"die rechte Karte minus die linke {_values(test, str)} ergibt"
    if test.min is not None and test.min > 0 and test.max is None:
        return f"die rechte Karte um mindestens {number_word(test.min)} höher ist"
    if test.max is not None and test.max < 0 and test.min is None:
        return f"die rechte Karte um mindestens {number_word(-test.max)} niedriger ist"
    return f"die rechte Karte minus die linke {_range(test, str)} ergibt"


def _side(side: str):
    def phrase(test: ValueTest, subject: _Subject) -> str:
        body = _values(test, str) if test.values is not None else _range(test, str)
        return f"die {side} Karte {body} zeigt"

    return phrase


_PHRASES = {
    "difference": _difference,
    "sum": _sum,
    "rise": _rise,
    "left": _side("linke"),
    "right": _side("rechte"),
}


def condition_text(condition: Condition, subject: _Subject | None = None) -> str:
    """The condition as the body of a "wenn" clause, such as "sich die Zahlen um genau eins
    unterscheiden"."""
    subject = subject or _Subject()
    parts = []
    for key in ("difference", "sum", "rise", "left", "right"):
        test = getattr(condition, key)
        if test is not None:
            parts.append(_PHRASES[key](test, subject))
    if condition.equal is not None:
        parts.append(f"{subject.take()} {'gleich' if condition.equal else 'verschieden'} sind")
    if condition.expr is not None:
        parts.append(f"{condition.expr.source.strip()} gilt")
    return " und ".join(parts)


def _points(points: int, further: bool) -> str:
    noun = "Punkt" if abs(points) == 1 else "Punkte"
    if further and points > 0:
        return f"{points} {'weiteren' if points == 1 else 'weitere'} {noun}"
    return f"{points} {noun}"


def _clause(clause: Clause, further: bool, subject: _Subject) -> str:
    # A clause's own `text` is the author's wording, printed as written.
    body = clause.text or condition_text(clause.condition, subject)
    return f"{_points(clause.points, further)}, wenn {body}"


def _join_and(pieces: list[str]) -> str:
    return pieces[0] if len(pieces) == 1 else ", ".join(pieces[:-1]) + ", und " + pieces[-1]


def rule_text(scoring: Scoring) -> str:
    """The scoring rule in German; the author's own `text` wins where given."""
    if scoring.text:
        return scoring.text
    directional = scoring.reading == "left-to-right"
    lead = (
        "Lest jedes Paar von links nach rechts. Jedes Paar bringt"
        if directional
        else "Jedes Nachbarpaar bringt"
    )
    subject = _Subject()
    adding = scoring.combine == "add"
    pieces = [
        _clause(clause, adding and i > 0, subject) for i, clause in enumerate(scoring.clauses)
    ]
    if adding:
        return f"{lead} {_join_and(pieces)}."
    return f"{lead} {', sonst '.join(pieces)}; andernfalls keine Punkte."
