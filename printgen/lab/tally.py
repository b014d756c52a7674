"""Folding played games into the lab's figures, one game at a time, so memory stays flat however
many games are played and tallies of separate runs (other processes) merge into one.

A game is told as a record (printgen.play.run.GameRecord or any object of the same shape): each
seat's total and win share, whether it was stopped, and its rounds, each with its scores, turns,
laps, starter, whether it stalled and which end ended it, its own figures and how often each
counted rule applied. Round figures are of each game's first round (led by seat 0); win shares and
game lengths are of whole games.
"""

from __future__ import annotations

from printgen.lab.stats import Moments, wilson_interval


class Tally:
    def __init__(self, players: int, counters: int):
        self.players = players
        self.games = 0
        self.wins = [0.0] * players
        self.round_scores = [Moments() for _ in range(players)]
        self.game_totals = [Moments() for _ in range(players)]
        self.turns = Moments()
        self.laps = Moments()
        self.rounds = Moments()
        self.margin = Moments()
        self.counts = [0] * counters
        self.ended = {}
        self.ends: dict = {}  # name -> Moments, or a list of them (one per seat)
        self.starter_wins = 0.0
        self.stalled = 0
        self.stopped = 0
        self.dead = 0
        self.round_wins = [0.0] * players
        # the course of whole games, where the engine told it (printgen.lab.course)
        self.coursed = 0
        self.lead_changes = Moments()
        self.game_turns = Moments()
        self.decided = Moments()  # the decided turn's share of the game's turns (won games)
        self.sole_wins = 0
        self.lead_counts: dict[int, int] = {}  # games by their lead changes
        self.turn_counts: dict[int, int] = {}  # games by their turns

    def add(self, game, course=None) -> None:
        self.games += 1
        if course is not None:
            self.add_course(game, course)
        first = game.rounds[0]
        for p in range(self.players):
            self.wins[p] += game.win[p]
            self.round_scores[p].add(first.scores[p])
            self.game_totals[p].add(game.totals[p])
            self.round_wins[p] += first.winner_share[p]
        # the winner's lead over the next: the two highest totals, or the two lowest
        ordered = sorted(game.totals, reverse=not getattr(game, "lowest", False))
        self.margin.add(abs(ordered[0] - ordered[1]) if len(ordered) > 1 else 0)
        self.turns.add(first.turns)
        self.laps.add(first.laps)
        self.rounds.add(len(game.rounds))
        for i, k in enumerate(first.counts):
            self.counts[i] += k
        if first.ended_by is not None:
            self.ended[first.ended_by] = self.ended.get(first.ended_by, 0) + 1
        for name, value in first.ends.items():
            if isinstance(value, list):
                held = self.ends.setdefault(name, [Moments() for _ in value])
                for moments, one in zip(held, value):
                    moments.add(one)
            else:
                self.ends.setdefault(name, Moments()).add(value)
        self.starter_wins += first.winner_share[first.starter]
        self.stalled += first.stalled
        self.stopped += game.stopped
        self.dead += first.dead

    def add_course(self, game, course) -> None:
        self.coursed += 1
        self.lead_changes.add(course.leads)
        self.game_turns.add(course.turns)
        self.lead_counts[course.leads] = self.lead_counts.get(course.leads, 0) + 1
        self.turn_counts[course.turns] = self.turn_counts.get(course.turns, 0) + 1
        decided = course.decided(game.win)
        if decided is not None:
            self.sole_wins += 1
            self.decided.add(decided / max(course.turns, 1))

    def merge(self, other: "Tally") -> None:
        self.games += other.games
        self.coursed += other.coursed
        self.sole_wins += other.sole_wins
        for mine, theirs in (
            (self.lead_changes, other.lead_changes),
            (self.game_turns, other.game_turns),
            (self.decided, other.decided),
        ):
            mine.merge(theirs)
        for mine, theirs in (
            (self.lead_counts, other.lead_counts),
            (self.turn_counts, other.turn_counts),
        ):
            for key, value in theirs.items():
                mine[key] = mine.get(key, 0) + value
        for p in range(self.players):
            self.wins[p] += other.wins[p]
            self.round_scores[p].merge(other.round_scores[p])
            self.game_totals[p].merge(other.game_totals[p])
            self.round_wins[p] += other.round_wins[p]
        for mine, theirs in (
            (self.turns, other.turns),
            (self.laps, other.laps),
            (self.rounds, other.rounds),
            (self.margin, other.margin),
        ):
            mine.merge(theirs)
        self.counts = [a + b for a, b in zip(self.counts, other.counts)]
        for key, value in other.ended.items():
            self.ended[key] = self.ended.get(key, 0) + value
        for name, moments in other.ends.items():
            if isinstance(moments, list):
                held = self.ends.setdefault(name, [Moments() for _ in moments])
                for mine, theirs in zip(held, moments):
                    mine.merge(theirs)
            else:
                self.ends.setdefault(name, Moments()).merge(moments)
        self.starter_wins += other.starter_wins
        self.stalled += other.stalled
        self.stopped += other.stopped
        self.dead += other.dead


def figures(tally: Tally, program) -> dict:
    """The figures of a tally, by the JSON keys `analyze --format json` gives: the seed games' keys
    (seat_score_mean, seat_score_sd, seat_win_share, turns_mean, game_length_mean), the figures the
    game file names, and the lab's own (intervals, margin, rule coverage, dead turns)."""
    games = max(tally.games, 1)
    n = tally.players
    turns = tally.laps.mean if program.uses_laps else tally.turns.mean
    out = {
        "seat_score_mean": [m.mean for m in tally.round_scores],
        "seat_score_sd": [m.sd for m in tally.round_scores],
        "seat_win_share": [w / games for w in tally.wins],
        "seat_win_interval": [list(wilson_interval(w, games)) for w in tally.wins],
        "turns_mean": turns,
        # a game of one round played in laps (Neos's calls) is as long as its laps
        "game_length_mean": (
            tally.laps.mean
            if program.uses_laps and tally.rounds.count and tally.rounds.mean == 1
            else tally.rounds.mean
        ),
    }
    counters = program.counters
    per_round = [k / games for k in tally.counts]
    for figure in program.figures:
        index = {c.name: c.index for c in counters}
        if figure.kind == "share":
            picked = [tally.counts[index[name]] for name in figure.arg]
            total = sum(picked) or 1
            out[figure.name] = [k / total for k in picked]
        elif figure.kind == "per_round":
            out[figure.name] = sum(per_round[index[name]] for name in figure.arg)
        elif figure.kind == "rounds_ended":
            out[figure.name] = sum(tally.ended.get(index[name], 0) for name in figure.arg) / games
        elif figure.kind in ("size", "piles", "groups", "tokens"):
            held = tally.ends.get(figure.name)
            if isinstance(held, list):
                out[figure.name] = [m.mean for m in held]
            else:
                out[figure.name] = held.mean if held is not None else 0.0
        elif figure.kind == "starter_wins":
            out[figure.name] = tally.starter_wins / games
        elif figure.kind == "stalled":
            out[figure.name] = tally.stalled / games
    out["game_total_mean"] = [m.mean for m in tally.game_totals]
    out["winning_margin_mean"] = tally.margin.mean
    out["turns_per_round_mean"] = tally.turns.mean
    out["dead_turn_share"] = tally.dead / max(tally.turns.mean * games, 1)
    out["stalled_round_share"] = tally.stalled / games
    out["games_stopped_share"] = tally.stopped / games
    if tally.coursed:
        out["game_total_sd"] = [m.sd for m in tally.game_totals]
        out["lead_changes_mean"] = tally.lead_changes.mean
        out["lead_changes_sd"] = tally.lead_changes.sd
        out["game_turns_mean"] = tally.game_turns.mean
        out["decided_share_mean"] = tally.decided.mean if tally.decided.count else None
        out["sole_winner_share"] = tally.sole_wins / tally.coursed
        out["lead_changes_counts"] = sorted(map(list, tally.lead_counts.items()))
        out["game_turns_counts"] = sorted(map(list, tally.turn_counts.items()))
    out["coverage"] = {f"{c.kind} {c.name}": per_round[c.index] for c in counters}
    out["players"] = n
    out["games"] = tally.games
    return out
