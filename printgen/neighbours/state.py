"""A Number Neighbours game as the lab's Game/State protocol (printgen.engines.api.GameState):
whose turn it is, the legal moves, applying one, whether the game is over and each seat's share
of the win. The engine's own immutable state underneath; the batch simulator stays the fast path."""

from __future__ import annotations

from printgen.lab.stats import win_shares_of
from printgen.neighbours.engine import apply_move, new_game


class NeighboursState:
    def __init__(self, setup, players: int, first: int = 0, reverse: bool = False):
        self.scoring = setup.scoring
        self.state = new_game(setup.row, setup.hand, players, first, reverse)

    def current_player(self) -> int:
        return -1 if self.state.finished else self.state.to_play

    def legal_actions(self) -> list:
        return [] if self.state.finished else self.state.legal_moves()

    def apply_action(self, action) -> None:
        self.state, _ = apply_move(self.scoring, self.state, action)

    def is_terminal(self) -> bool:
        return self.state.finished

    def returns(self) -> list[float]:
        return win_shares_of(self.state.totals)

    def scores(self) -> list[int]:
        return list(self.state.totals)

    def action_to_string(self, action) -> str:
        if action.position is None:
            return f"discard {action.card}"
        return f"{action.card} at {action.position + 1}"
