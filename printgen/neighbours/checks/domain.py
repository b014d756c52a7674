"""The values a setup's checks walk: its domain, and whether every clause can be evaluated on it."""

from __future__ import annotations

import functools

from printgen.neighbours.expr import ExprEvalError
from printgen.neighbours.model import Setup

# A hand and a row of at most 20 cards each (`too-many-cards`) hold at most 40 values, so a
# larger domain already has errors; walking its pairs (the square of its size, for every
# clause, in several checks) would only make validation take minutes.
MAX_DOMAIN = 40


def evaluable(setup: Setup) -> bool:
    """True when every clause can be evaluated on every pair of values (no division by zero).

    False too when the domain is too large to walk; its values are then reported as out of range.
    """
    return len(setup.domain) <= MAX_DOMAIN and _evaluable(setup.domain, setup.scoring.clauses)


@functools.lru_cache(maxsize=16)
def _evaluable(domain: tuple[int, ...], clauses: tuple) -> bool:
    # cached: several checks ask, some once per clause
    try:
        for left in domain:
            for right in domain:
                for clause in clauses:
                    clause.condition.holds(left, right)
    except ExprEvalError:
        return False
    return True
