"""The course of one game, for any engine: who leads after each turn, how often the lead changes
hands and from which turn the winner leads alone to the end.

An engine tells a `Course` each turn's running scores (`after_turn`, every seat's total so far:
the rounds before plus the round in play) and each round's totals (`after_round`); after the game,
`finish(win)` with its win shares gives the lead changes and the decided turn. A lead changes when
a seat leads alone and the last seat to lead alone was another (a tie in between changes nothing);
the decided turn is the first turn of the winner's last run of leading alone (None for a game won
in a tie, or whose winner does not lead alone at the end)."""

from __future__ import annotations


class Course:
    __slots__ = ("turns", "leads", "_leader", "_since", "_base")

    def __init__(self) -> None:
        self.start(0)

    def start(self, players: int) -> None:
        self.turns = 0
        self.leads = 0
        self._leader = None  # the last seat to lead alone
        self._since = None  # the turn its present run of leading alone began (None: tied now)
        self._base = [0] * players

    def _lead(self, totals) -> None:
        top = max(totals)
        seats = [p for p, v in enumerate(totals) if v == top]
        if len(seats) > 1:
            self._since = None
            return
        seat = seats[0]
        if seat != self._leader:
            if self._leader is not None:
                self.leads += 1
            self._leader = seat
            self._since = self.turns
        elif self._since is None:
            self._since = self.turns

    def after_turn(self, round_scores=None) -> None:
        """A turn was played: each seat's score in the round in play (None: the lead is told at
        the rounds' ends only)."""
        self.turns += 1
        if round_scores is not None:
            self._lead([b + s for b, s in zip(self._base, round_scores)])

    def after_round(self, totals) -> None:
        """A round was scored: each seat's total over the rounds so far."""
        self._base = list(totals)
        if self.turns:
            self._lead(self._base)

    def decided(self, win) -> int | None:
        """The turn from which the game's sole winner led alone (1 = the first turn)."""
        winners = [p for p, share in enumerate(win) if share > 0]
        if len(winners) != 1 or winners[0] != self._leader or self._since is None:
            return None
        return max(self._since, 1)
