"""The values a setup's checks walk: its domain, and every clause evaluated on every pair of values
as the engine evaluates it (a clause's tests in order, and under `combine: first` no clause after
the one that holds)."""

from __future__ import annotations

import functools

from printgen.neighbours.model import Setup
from printgen.read.expr import ExprEvalError

# A hand and a row of at most 20 cards each (`too-many-cards`) hold at most 40 values, so a
# larger domain already has errors; walking its pairs (the square of its size, for every
# clause, in several checks) would only make validation take minutes.
MAX_DOMAIN = 40


class Evaluation:
    """Every clause on every (left, right) pair of domain values.

    `holds[i]` is the set of pairs clause i holds for; `failures[i]` lists (pair, error, reached)
    for the pairs where evaluating it fails, `reached` False when the engine never evaluates the
    clause there (an earlier clause holds under `combine: first`). `points` maps each pair whose
    points the engine can compute to them; `ok` is True when that is every pair.
    """

    __slots__ = ("domain", "holds", "failures", "points", "ok")

    def __init__(self, domain: tuple[int, ...], clauses: tuple, first: bool):
        self.domain = domain
        holds: list[set] = [set() for _ in clauses]
        failures: list[list] = [[] for _ in clauses]
        points: dict[tuple[int, int], int] = {}
        for left in domain:
            for right in domain:
                pair, total, decided, broken = (left, right), 0, False, False
                for index, clause in enumerate(clauses):
                    try:
                        holding = clause.condition.holds(left, right)
                    except ExprEvalError as exc:
                        failures[index].append((pair, exc, not decided))
                        broken = broken or not decided
                        continue
                    if holding:
                        holds[index].add(pair)
                        if not decided and not broken:
                            total += clause.points
                        decided = decided or first
                if not broken:
                    points[pair] = total
        self.holds = tuple(frozenset(found) for found in holds)
        self.failures = tuple(tuple(found) for found in failures)
        self.points = points
        self.ok = len(points) == len(domain) ** 2

    def fails_at(self, index: int, pairs) -> bool:
        """True when clause `index` cannot be evaluated at one of `pairs`."""
        return any(pair in pairs for pair, _, _ in self.failures[index])


def evaluation(setup: Setup) -> Evaluation | None:
    """The evaluation of `setup`'s clauses, or None when its domain is too large to walk (its values
    are then reported out of range)."""
    if not setup.domain or len(setup.domain) > MAX_DOMAIN:
        return None
    return _evaluation(setup.domain, setup.scoring.clauses, setup.scoring.combine == "first")


@functools.lru_cache(maxsize=16)
def _evaluation(domain: tuple[int, ...], clauses: tuple, first: bool) -> Evaluation:
    # cached: every clause and rule check asks
    return Evaluation(domain, clauses, first)


def evaluable(setup: Setup) -> bool:
    """True when the engine can score every pair of values (no expression fails where it is
    evaluated).

    False too when the domain is too large to walk; its values are then reported as out of range.
    """
    found = evaluation(setup)
    return found is not None and found.ok
