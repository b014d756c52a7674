"""What a build asks for, checked once, and the setups as they will be printed."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from printgen.errors import UsageError
from printgen.kit.selection import select_materials
from printgen.layout.imposition import SheetFrame
from printgen.layout.paper import Size
from printgen.messages import Catalogue, load_catalogue
from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS
from printgen.neighbours.model import Setup
from printgen.themes import Theme

MATERIALS = ("rules", "setup-card", "hand-cards", "row-cards", "score-sheet", "trackers", "row-slips")
MATERIAL_ALIASES = {"setup": "setup-card", "scoring-card": "setup-card", "hand": "hand-cards", "row": "row-cards", "sheet": "score-sheet", "tracker": "trackers", "slips": "row-slips"}


@dataclass(frozen=True)
class KitRequest:
    setups: tuple[Setup, ...]
    paper: Size
    card: Size
    players: int = 4
    materials: tuple[str, ...] = MATERIALS
    bleed_mm: float = 0.0
    gutter_mm: float = 0.0
    crop_marks: bool = True
    backs: bool = False
    duplex: str = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    reverse_seats: bool = False
    shuffle_seed: int | None = None


@dataclass(frozen=True)
class Context:
    """Everything a material needs to lay itself out."""

    request: KitRequest
    theme: Theme
    language: str = "en"

    @property
    def messages(self) -> Catalogue:
        """The words the kit prints around the setups' own text, in the kit's language."""
        return load_catalogue(self.language)

    def text(self, key: str, **values: object) -> str:
        return self.messages.text(key, **values)

    @property
    def frame(self) -> SheetFrame:
        return SheetFrame(self.request.paper, self.theme.sheet.margin_mm, self.theme.sheet.band_mm)


def parse_materials(values: tuple[str, ...]) -> tuple[str, ...]:
    """--only values, repeated or comma separated, in the kit's own order."""
    return select_materials(values, MATERIALS, MATERIAL_ALIASES)


def check_players(players: int) -> int:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise UsageError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}")
    return players


def shuffled(setup: Setup, seed: int) -> Setup:
    """The setup with its starting row shuffled by `seed`; the same seed gives the same row."""
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
