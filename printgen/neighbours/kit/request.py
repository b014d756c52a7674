"""What a Number Neighbours kit prints beyond the print options: its setups, seats and variants."""

from __future__ import annotations

from dataclasses import dataclass, replace

from printgen.core.errors import UsageError
from printgen.kit.print_options import Context
from printgen.kit.selection import select_materials
from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS
from printgen.neighbours.file_kind import SETUP
from printgen.neighbours.model import Setup

MATERIALS = SETUP.materials
MATERIAL_ALIASES = SETUP.material_aliases


@dataclass(frozen=True, eq=False)
class NeighboursRequest:
    """What a Number Neighbours kit is asked for: setups, players, materials and seating."""

    setups: tuple[Setup, ...]
    players: int = 4
    materials: tuple[str, ...] = MATERIALS
    reverse_seats: bool = False
    shuffle_seed: int | None = None


@dataclass(frozen=True, eq=False)
class NeighboursContext(Context):
    """The shared context plus what this kit prints."""

    kit: NeighboursRequest = NeighboursRequest(())


def parse_materials(values: tuple[str, ...]) -> tuple[str, ...]:
    """--only values, repeated or comma separated, in the kit's own order."""
    return select_materials(values, MATERIALS, MATERIAL_ALIASES)


def check_players(players: int) -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise UsageError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}")
    return players


def shuffled(setup: Setup, seed: int) -> Setup:
    """The setup with its starting row shuffled by `seed`; the same seed gives the same row."""
    import random

    row = list(setup.row)
    random.Random(f"{seed}:{setup.id}").shuffle(row)
    return replace(setup, row=tuple(row))


def hand_values(setups: tuple[Setup, ...]) -> tuple[int, ...]:
    """One player's cards: enough of each value for every setup in the kit."""
    counts: dict[int, int] = {}
    for setup in setups:
        for value in set(setup.hand):
            counts[value] = max(counts.get(value, 0), setup.hand.count(value))
    return tuple(v for v in sorted(counts) for _ in range(counts[v]))
