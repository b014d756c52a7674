"""The Number Neighbours engine: pure game logic, no I/O.

Positions are 0-based here; the 1-based positions people read are the printers' and the
CLI's business. A game state is immutable: `apply_move` returns a new state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from printgen.neighbours.model import Scoring

MIN_PLAYERS, MAX_PLAYERS = 1, 8


@dataclass(frozen=True)
class Move:
    """Play `card` at 0-based `position`; a discard (no legal replacement) has position None."""

    card: int
    position: int | None

    @property
    def is_discard(self) -> bool:
        return self.position is None


def pair_points(scoring: Scoring, left: int, right: int) -> int:
    return scoring.pair_points(left, right)


def move_points(scoring: Scoring, row: Sequence[int], position: int, card: int) -> int:
    """Points for placing `card` at `position`: only the pairs just left and right of it count."""
    total = 0
    if position > 0:
        total += scoring.pair_points(row[position - 1], card)
    if position < len(row) - 1:
        total += scoring.pair_points(card, row[position + 1])
    return total


def legal_moves(row: Sequence[int], hand: Sequence[int]) -> list[Move]:
    """Every card-and-position move whose card differs from the value it replaces.

    When there is none (the hand holds one value and the whole row shows it), the only
    moves are forced discards, one per distinct card, each scoring zero.
    """
    cards = sorted(set(hand))
    moves = [
        Move(card, position) for card in cards for position, old in enumerate(row) if old != card
    ]
    return moves or [Move(card, None) for card in cards]


def turn_order(players: int, hand_size: int, first: int = 0, reverse: bool = False) -> list[int]:
    """Seat numbers (0-based) in playing order: one lap per hand card, starting from `first`."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}")
    step = -1 if reverse else 1
    lap = [(first + step * offset) % players for offset in range(players)]
    return lap * hand_size


@dataclass(frozen=True)
class GameState:
    """A game in play: the row, each seat's hand and total, the turn order and whose turn it is."""

    row: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    order: tuple[int, ...]
    turn: int = 0

    @property
    def finished(self) -> bool:
        return self.turn >= len(self.order)

    @property
    def to_play(self) -> int:
        return self.order[self.turn]

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.row, self.hands[self.to_play])


def new_game(
    row: Sequence[int], hand: Sequence[int], players: int, first: int = 0, reverse: bool = False
) -> GameState:
    order = turn_order(players, len(hand), first, reverse)
    return GameState(
        tuple(row), tuple(tuple(hand) for _ in range(players)), (0,) * players, tuple(order)
    )


def apply_move(scoring: Scoring, state: GameState, move: Move) -> tuple[GameState, int]:
    """The state after the player to move makes `move`, and the points it scored."""
    seat = state.to_play
    hand = list(state.hands[seat])
    if move.card not in hand:
        raise ValueError(f"card {move.card} is not in seat {seat}'s hand")
    if move not in legal_moves(state.row, hand):
        raise ValueError(f"{move} is not legal on row {state.row}")
    hand.remove(move.card)
    row, points = state.row, 0
    if not move.is_discard:
        points = move_points(scoring, row, move.position, move.card)
        row = row[: move.position] + (move.card,) + row[move.position + 1 :]
    hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1 :]
    totals = state.totals[:seat] + (state.totals[seat] + points,) + state.totals[seat + 1 :]
    return GameState(row, hands, totals, state.order, state.turn + 1), points


def winners(totals: Sequence[int]) -> list[int]:
    """The seats with the highest total; tied players share the win."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]
