"""The setup model: frozen dataclasses that remember where in the file each value stood."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from printgen.read.expr import Expr
from printgen.read.source import SourceMap

READINGS = ("either", "left-to-right")
COMBINES = ("add", "first")
TEST_KEYS = ("difference", "sum", "rise", "left", "right")
CONDITION_KEYS = TEST_KEYS + ("equal", "expr")
DIRECTIONAL_KEYS = ("rise", "left", "right")


@dataclass(frozen=True)
class ValueTest:
    """A number, a list of numbers, or a {min, max} range that a quantity must match."""

    values: tuple[int, ...] | None = None
    min: int | None = None
    max: int | None = None

    def holds(self, number: int) -> bool:
        if self.values is not None:
            return number in self.values
        return (self.min is None or number >= self.min) and (self.max is None or number <= self.max)


@dataclass(frozen=True)
class Condition:
    """Tests on one pair of neighbours; every test present must hold."""

    difference: ValueTest | None = None
    sum: ValueTest | None = None
    rise: ValueTest | None = None
    left: ValueTest | None = None
    right: ValueTest | None = None
    equal: bool | None = None
    expr: Expr | None = None

    def holds(self, left: int, right: int) -> bool:
        quantities = {
            "difference": abs(left - right),
            "sum": left + right,
            "rise": right - left,
            "left": left,
            "right": right,
        }
        for key in TEST_KEYS:
            test = getattr(self, key)
            if test is not None and not test.holds(quantities[key]):
                return False
        if self.equal is not None and (left == right) != self.equal:
            return False
        return self.expr is None or self.expr.holds(left, right)


@dataclass(frozen=True)
class Clause:
    """Points scored when a condition holds, with its wording."""

    points: int
    condition: Condition
    text: str | None = None


@dataclass(frozen=True)
class Scoring:
    """How a setup scores: how pairs are read, how clauses combine, and the clauses."""

    reading: str
    combine: str
    clauses: tuple[Clause, ...]
    text: str | None = None

    def pair_points(self, left: int, right: int) -> int:
        """Points for one pair of neighbours, read left to right."""
        total = 0
        for clause in self.clauses:
            if clause.condition.holds(left, right):
                if self.combine == "first":
                    return clause.points
                total += clause.points
        return total


@dataclass(frozen=True)
class Example:
    """A worked example: on `row`, playing `card` at 1-based `position` scores `points`."""

    row: tuple[int, ...]
    card: int
    position: int
    points: int
    note: str | None = None
    index: int = field(default=0, compare=False)


ANY_LANGUAGE = "*"
Texts = tuple[tuple[str, str], ...]  # ((language, text), ...); language "*" serves every language


def text_in(texts: Texts, language: str) -> str:
    """The text in `language`: its own wording, else the one for every language, else English, else
    any."""
    found = dict(texts)
    return (
        found.get(language)
        or found.get(ANY_LANGUAGE)
        or found.get("en")
        or (texts[0][1] if texts else "")
    )


@dataclass(frozen=True)
class Setup:
    """A Number Neighbours setup: its values, hand, row, scoring and worked examples."""

    id: str
    name: str
    description: str
    value_min: int
    value_max: int
    hand: tuple[int, ...]
    row: tuple[int, ...]
    scoring: Scoring
    examples: tuple[Example, ...] = ()
    source: SourceMap = field(
        default_factory=lambda: SourceMap("<setup>"), compare=False, repr=False
    )
    # the languages its own texts are written in (none: not declared)
    languages: tuple[str, ...] = ()
    # (path, texts) of every own text
    texts: tuple[tuple[tuple, Texts], ...] = field(default=(), compare=False, repr=False)
    # (warning code, reason) the file acknowledges
    acknowledged: tuple[tuple[str, str], ...] = field(default=(), compare=False, repr=False)

    @property
    def domain(self) -> tuple[int, ...]:
        """Every value that can ever lie in the row: the hand's values and the starting row's."""
        return tuple(sorted(set(self.hand) | set(self.row)))


def localized(setup: Setup, language: str) -> Setup:
    """The setup with its own texts (name, description, example notes, the rule's and clauses'
    `text:`) in `language`, where the file gives them per language."""
    if not setup.texts:
        return setup
    texts = {path: text_in(found, language) for path, found in setup.texts}
    get = lambda path, old: texts.get(path, old)  # noqa: E731
    clauses = tuple(
        replace(c, text=get(("scoring", "clauses", i, "text"), c.text))
        for i, c in enumerate(setup.scoring.clauses)
    )
    scoring = replace(
        setup.scoring, clauses=clauses, text=get(("scoring", "text"), setup.scoring.text)
    )
    examples = tuple(
        replace(e, note=get(("examples", e.index, "note"), e.note)) for e in setup.examples
    )
    return replace(
        setup,
        name=get(("name",), setup.name),
        description=get(("description",), setup.description),
        scoring=scoring,
        examples=examples,
    )
