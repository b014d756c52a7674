"""The scoring families, by their key in `scoring:`, in the order the format reference and the
messages list them. A new family is a module beside this one and a row here."""

from __future__ import annotations

from printgen.game.scoring import (
    bid,
    event,
    extremes,
    groups,
    others_hands,
    pairs,
    per_value,
    points,
    runs,
    sets,
    team,
    tokens,
)
from printgen.game.scoring.model import Family

_ROWS: tuple[Family, ...] = (
    points.POINTS,
    sets.SETS,
    extremes.MOST,
    extremes.FEWEST,
    runs.RUNS,
    groups.GROUPS,
    points.HAND,
    tokens.TOKENS,
    event.EVENT,
    pairs.PAIRS,
    per_value.PER_VALUE,
    bid.BID,
    others_hands.OTHERS_HANDS,
    team.TEAM,
)
FAMILIES: dict[str, Family] = {family.name: family for family in _ROWS}

__all__ = ["FAMILIES"]
