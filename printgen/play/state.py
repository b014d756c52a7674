"""A game declared in its file as the lab's Game/State protocol (printgen.engines.api.GameState):
whose decision it is, its choices (each an index into the options the rules list, in their
order), applying one, whether the game is over and each seat's share of the win.

The interpreter runs a turn's steps straight through, asking the seat's bot at each decision; a
state instead stops at the first decision not yet made. It keeps the decisions made so far and
plays the game again from its seed up to the next one (the same seed deals the same cards), so a
step never has to be paused half-way. That costs a replay per decision: the protocol is for bots,
tests and tools that look at single games; simulations use the interpreter's own loop
(printgen.play.run.play_games)."""

from __future__ import annotations

import random


class _Pending(Exception):
    def __init__(self, player: int, options: list, what: str):
        super().__init__(what)
        self.player, self.options, self.what = player, options, what


class PlayState:
    def __init__(self, runner, seed: int):
        self.runner = runner
        self.seed = seed
        self.made: list[int] = []
        self.pending: _Pending | None = None
        self.record = None
        self._advance()

    def _advance(self) -> None:
        queue = list(self.made)

        def decide(t, player, options, what, trial=None):
            if queue:
                choice = queue.pop(0)
                if not 0 <= choice < len(options):
                    raise ValueError(f"choice {choice} of {len(options)} options")
                return choice
            raise _Pending(player, list(options), what)

        table = self.runner.new_table(decide, random.Random(self.seed))
        try:
            self.record = self.runner.play_game(table)
            self.pending = None
        except _Pending as pending:
            self.pending = pending
            self.record = None

    def current_player(self) -> int:
        return -1 if self.pending is None else self.pending.player

    def legal_actions(self) -> list[int]:
        return [] if self.pending is None else list(range(len(self.pending.options)))

    def apply_action(self, action: int) -> None:
        if self.pending is None:
            raise ValueError("the game is over")
        if action not in range(len(self.pending.options)):
            raise ValueError(
                f"no action {action}: the choices are 0 to {len(self.pending.options) - 1}"
            )
        self.made.append(action)
        self._advance()

    def is_terminal(self) -> bool:
        return self.pending is None

    def returns(self) -> list[float]:
        return list(self.record.win) if self.record is not None else [0.0] * self.runner.players

    def scores(self) -> list[int]:
        return list(self.record.totals) if self.record is not None else []

    def action_to_string(self, action: int) -> str:
        option = self.pending.options[action]
        return f"{self.pending.what}: {option!r}"
