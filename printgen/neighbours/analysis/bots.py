"""The bots by name, and reading a `--bot` list into one bot per seat."""

from __future__ import annotations

RANDOM, GREEDY, LOOKAHEAD, OPTIMAL = 0, 1, 2, 3  # the codes the simulator branches on

BOTS = {"random": RANDOM, "greedy": GREEDY, "lookahead": LOOKAHEAD, "optimal": OPTIMAL}


class BotError(ValueError):
    """A `--bot` list that names an unknown bot or does not fit the table."""


def seat_bots(spec: str, players: int) -> tuple[str, ...]:
    """One bot per seat in turn order: the comma-separated list, repeated to fill the table."""
    names = tuple(name.strip() for name in spec.split(","))
    unknown = [name for name in names if name not in BOTS]
    if unknown or not names:
        raise BotError(
            f"unknown bot {unknown[0]!r}; the bots are: {', '.join(BOTS)}"
            if unknown
            else "no bot named"
        )
    if len(names) > players:
        raise BotError(f"{len(names)} bots for {players} players; give at most one bot per seat")
    if "optimal" in names and players != 2:
        raise BotError(f"the optimal bot plays two-player games only, not {players}")
    return tuple(names[seat % len(names)] for seat in range(players))
