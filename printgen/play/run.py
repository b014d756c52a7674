"""Playing a game's `play:` program: rounds of turns until the game's end, each decision asked of
the bot in the seat, each round scored by the game's declared `scoring:`.

Every loop is bounded: a round stops after its `turns` limit (counted as stalled, scoring nothing),
a game after the rounds its `rounds:` say (or `MAX_ROUNDS` when it plays to a target that is never
reached), and a decision never lists more than the cards in a zone allow.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from printgen.game.play_format import MAX_ROUNDS
from printgen.game.play_program import Program, Table, _last_in

BOTS = ("random", "greedy")


class OverTime(Exception):
    """A game ran past its runner's `deadline` (CPU seconds, as time.process_time counts them)."""


# -- scoring --------------------------------------------------------------------------------
class Scorer:
    """Each player's score from the zones that score: their cards (a row's groups are counted
    along the row, side by side) and their hand, tokens and events."""

    def __init__(self, program: Program, scoring):
        self.program = program
        self.scoring = scoring
        self.cards_zones = [z.index for z in program.zones if z.scores == "cards"]
        self.hand_zones = [z.index for z in program.zones if z.scores == "hand"]
        self.row_zones = {z.index for z in program.zones if z.row and z.scores == "cards"}
        lines = scoring.lines if scoring is not None else ()
        self.row_lines = tuple(line for line in lines if line.kind == "groups")
        self.plain = tuple(line for line in lines if not (self.row_zones and line.kind == "groups"))
        self.fields = program.cards
        from printgen.play.line_scores import line_function

        self.line_functions = tuple(line_function(line, self.fields) for line in self.plain)
        self.by_holding = tuple(
            line for line, f in zip(self.plain, self.line_functions) if f is None
        )
        self.by_index = tuple(f for f in self.line_functions if f is not None)
        self.per_player = tuple(z.per_player for z in program.zones)
        self._shown: dict = {}
        # lines that read the other players' cards (who holds most; the hands the winner takes)
        self.others = any(line.reads_others for line in lines)
        self.others_hands = any(line.reads_others_hands for line in lines)
        # the lowest total wins: a better score is a lower one, for the greedy bot and the win
        self.lowest = scoring is not None and scoring.lowest_wins

    def _held(self, t: Table, zones, p) -> list:
        if len(zones) == 1:
            i = zones[0]
            return t.zones[i][p] if self.per_player[i] else t.zones[i]
        out = []
        for i in zones:
            z = t.zones[i]
            out.extend(z[p] if self.per_player[i] else z)
        return out

    def holding(self, t: Table, p: int):
        from printgen.game.scoring.model import Holding

        fields = self.fields
        cards = tuple(fields[c] for c in self._held(t, self.cards_zones, p))
        hand = tuple(fields[c] for c in self._held(t, self.hand_zones, p))
        tokens = tuple(sorted(t.tokens[p].items()))
        others = others_hands = ()
        if self.others or self.others_hands:
            seats = [q for q in range(t.n) if q != p]
            if self.others:
                others = tuple(
                    tuple(fields[c] for c in self._held(t, self.cards_zones, q)) for q in seats
                )
            if self.others_hands:
                others_hands = tuple(
                    tuple(fields[c] for c in self._held(t, self.hand_zones, q)) for q in seats
                )
        return Holding(
            cards=cards,
            hand=hand,
            tokens=tokens,
            events=tuple(t.events[p]),
            others=others,
            others_hands=others_hands,
        )

    def row_groups(self, t: Table, p: int, line) -> list[int]:
        """The points of each group of `line` along the player's rows (maximal runs of cards side
        by side that share a value, at least the line's size long), in one pass along each row:
        the length of the run each value is in so far, closed where a card does not show it."""
        found = []
        shown = self._shown_values(line.of)
        if shown is None:
            return found
        size, worth = line.size, line.worth
        for i in self.row_zones:
            row = t.zones[i][p] if self.per_player[i] else t.zones[i]
            running: dict = {}
            for c in row:
                values = shown[c]
                for value in [v for v in running if v not in values]:
                    if running.pop(value) >= size:
                        found.append(worth(value))
                for value in values:
                    running[value] = running.get(value, 0) + 1
            for value, run in running.items():
                if run >= size:
                    found.append(worth(value))
        return found

    def _shown_values(self, attribute):
        """Each card's values of `attribute` as a set (none for a card without one), kept."""
        if attribute not in self._shown:
            column = self.program.attrs.get(attribute)
            self._shown[attribute] = (
                None
                if column is None
                else tuple(
                    v if isinstance(v, frozenset) else frozenset(() if v is None else (v,))
                    for v in column
                )
            )
        return self._shown[attribute]

    def score(self, t: Table, p: int) -> int:
        if self.scoring is None:
            return 0
        total = 0
        if self.by_index:
            cards = self._held(t, self.cards_zones, p)
            hand = self._held(t, self.hand_zones, p)
            tokens, events = t.tokens[p], t.events[p]
            for line_score in self.by_index:
                total += line_score(cards, hand, tokens, events)
        if self.by_holding:
            holding = self.holding(t, p)
            for line in self.by_holding:
                total += line.score(holding)
        if self.row_zones:
            for line in self.row_lines:
                total += sum(self.row_groups(t, p, line))
        return total


# -- bots -----------------------------------------------------------------------------------
def random_bot(t: Table, player: int, options: list, what: str, trial=None) -> int:
    return int(t.rng.random() * len(options))


def greedy_bot(t: Table, player: int, options: list, what: str, trial=None) -> int:
    """The option with the best immediate change of the player's score, ties at random; a choice
    inside an action (which card of several to take) is made at random."""
    if trial is None:
        return int(t.rng.random() * len(options))
    scorer = t.scorer
    before = scorer.score(t, player)
    best, chosen = None, []
    for i in range(len(options)):
        copy = copy_table(t)
        copy.decide = _random_seat
        trial(copy, i)
        gain = scorer.score(copy, player) - before
        if scorer.lowest:
            gain = -gain
        if best is None or gain > best:
            best, chosen = gain, [i]
        elif gain == best:
            chosen.append(i)
    return chosen[0] if len(chosen) == 1 else chosen[int(t.rng.random() * len(chosen))]


def _random_seat(t, player, options, what, trial=None):
    return int(t.rng.random() * len(options))


BOT_FUNCTIONS = {"random": random_bot, "greedy": greedy_bot}


def seat_decider(bots: tuple[str, ...], program: Program | None = None):
    """The decide function of the seats' bots: built-in ones, or the program's own by name."""
    functions = tuple(bot_function(name, program) for name in bots)
    if len(set(functions)) == 1:
        return functions[0]

    def decide(t, player, options, what, trial=None):
        return functions[player](t, player, options, what, trial)

    return decide


def bot_function(name: str, program: Program | None):
    if name in BOT_FUNCTIONS:
        return BOT_FUNCTIONS[name]
    from printgen.play.bots import designer_bot

    return designer_bot(program.bots[name], BOT_FUNCTIONS)


def copy_table(t: Table) -> Table:
    new = object.__new__(Table)
    new.n = t.n
    new.zones = [[list(h) for h in z] if z and isinstance(z[0], list) else list(z) for z in t.zones]
    new.tokens = [dict(d) for d in t.tokens]
    new.zone_tokens = {k: dict(v) for k, v in t.zone_tokens.items()}
    new.vals = dict(t.vals)
    new.out = list(t.out)
    new.events = [list(e) for e in t.events]
    new.cur = t.cur
    new.again = t.again
    new.decide = t.decide
    new.counts = list(t.counts)
    new.log = None
    new.dead = t.dead
    new.rng = t.rng
    new.deal = t.deal
    new.scorer = t.scorer
    new.random = None
    return new


# -- a round and a game ---------------------------------------------------------------------
@dataclass
class RoundRecord:
    scores: list[int]
    turns: int
    laps: int
    starter: int
    stalled: bool
    ended_by: int | None  # the end's counter
    winner_share: list[float]
    ends: dict  # the game's own figures read at the round's end, by name (see _end_figures)
    counts: list[int]
    dead: int
    leads: int = 0  # lead changes of the round (whose total is highest after each turn)


@dataclass
class GameRecord:
    totals: list[int]
    rounds: list[RoundRecord]
    win: list[float]
    stopped: bool  # stopped at MAX_ROUNDS without reaching its target
    lowest: bool = False  # the lowest total won


class Runner:
    """Plays a program's games at one player count."""

    def __init__(self, program: Program, game, players: int, target: int | None = None):
        self.program = program
        self.game = game
        self.players = players
        self.deal = program.deals[players]
        self.scorer = Scorer(program, game.scoring)
        rounds = game.scoring.rounds if game.scoring is not None else None
        self.tie_break = rounds.tie_break if rounds is not None else None
        self.count = rounds.most_rounds(players) if rounds is not None else None
        targets = rounds.targets if rounds is not None else ()
        self.target = None
        if self.count is None and targets:
            if target is not None:
                self.target = target
            elif program.target is not None:
                self.target = program.target
            else:
                self.target = targets[len(targets) // 2]
        if self.count is None and self.target is None:
            self.count = 1
        self.ends_turn = tuple(e for e in program.ends if e[0] == "turn")
        self.ends_lap = tuple(e for e in program.ends if e[0] == "lap")
        self.deadline: float | None = None  # stop a game past this process time (OverTime)
        self.fast = None  # the round as one function, for random seats nobody watches (False: none)
        self.watch = None  # told each turn's table and each round's totals (printgen.lab.course)

    def new_table(self, decide, rng, log=None) -> Table:
        t = Table(self.program, self.players, decide, log)
        t.rng = rng
        t.deal = self.deal
        t.scorer = self.scorer
        return t

    def _reset(self, t: Table) -> None:
        program = self.program
        n = self.players
        t.zones = [[[] for _ in range(n)] if z.per_player else [] for z in program.zones]
        t.zone_tokens = {}
        t.vals = dict(program.values)
        t.out = [False] * n
        t.events = [[] for _ in range(n)]
        t.again = False

    def _shown(self, t: Table) -> dict:
        """The shared zones everyone sees, by name: their cards after a turn."""
        return {
            z.name: tuple(t.zones[z.index])
            for z in self.program.zones
            if not z.per_player and z.seen == "everyone"
        }

    def play_round(self, t: Table, starter: int, record: bool = False) -> RoundRecord:
        program = self.program
        n = self.players
        self._reset(t)
        env: dict = {}
        if t.random is not None and t.log is None and self.watch is None:
            if self.fast is None:
                from printgen.play.source import round_function

                self.fast = round_function(program, OverTime) or False
            if self.fast:
                turns, laps, stalled, ended_by = self.fast(t, env, starter, self.deadline)
                return self._record(t, starter, record, turns, laps, stalled, ended_by)
        t.cur = starter
        for step in program.setup:
            step(t, env)
        turns = laps = 0
        lap_first = starter
        for step in program.lap_start:
            step(t, env)
        opening = program.opening
        turn = program.turn
        limit = program.turn_limit
        ends_turn, ends_lap = self.ends_turn, self.ends_lap
        ended_by = None
        stalled = False
        out = t.out
        log = t.log
        deadline = self.deadline
        watch = self.watch
        while True:
            if turns >= limit:
                stalled = True
                break
            if deadline is not None and time.process_time() > deadline:
                raise OverTime()
            steps = opening if (opening and turns == 0) else turn
            t.again = False
            if log is not None:
                log.append(("turn", t.cur))
            for step in steps:
                step(t, env)
            turns += 1
            if log is not None:
                log.append(("open", self._shown(t)))
            if watch is not None:
                watch.turn(t)
            done = False
            for _, cond, steps_after, counter in ends_turn:
                if cond(t, env):
                    t.counts[counter] += 1
                    for step in steps_after:
                        step(t, env)
                    ended_by, done = counter, True
                    break
            if done:
                break
            cur = t.cur
            if t.again and not out[cur]:
                continue
            nxt = cur
            for _ in range(n):
                nxt = (nxt + 1) % n
                if not out[nxt]:
                    break
            else:
                break  # everyone is out
            if out[nxt]:
                break
            if (nxt - lap_first) % n <= (cur - lap_first) % n:
                laps += 1
                for step in program.lap_end:
                    step(t, env)
                for _, cond, steps_after, counter in ends_lap:
                    if cond(t, env):
                        t.counts[counter] += 1
                        t.cur = cur
                        for step in steps_after:
                            step(t, env)
                        ended_by, done = counter, True
                        break
                if done:
                    break
                lap_first = nxt
                t.cur = nxt
                for step in program.lap_start:
                    step(t, env)
            t.cur = nxt
        return self._record(t, starter, record, turns, laps, stalled, ended_by)

    def _record(self, t: Table, starter, record, turns, laps, stalled, ended_by) -> RoundRecord:
        n = self.players
        if stalled:
            scores = [0] * n
        else:
            scores = [self.scorer.score(t, p) for p in range(n)]
        ends = self._end_figures(t) if record else {}
        return RoundRecord(
            scores,
            turns,
            laps,
            starter,
            stalled,
            ended_by,
            shares(scores, self.scorer.lowest) if not stalled else [0.0] * n,
            ends,
            [],
            t.dead,
        )

    def _end_figures(self, t: Table) -> dict:
        """The game's own figures read at a round's end, by name: a number, or one per seat."""
        program, n = self.program, self.players
        found = {}
        for figure in program.figures:
            if figure.kind == "size":
                zone = program.zone(figure.arg)
                held = t.zones[zone.index]
                each = [len(h) for h in held] if zone.per_player else [len(held)] * n
            elif figure.kind == "piles":
                zone = program.zone(figure.arg)
                split = program.attrs[zone.by]
                held = t.zones[zone.index]
                groups = held if zone.per_player else [held] * n
                each = [len({split[c] for c in cards}) for cards in groups]
            elif figure.kind == "tokens":
                each = [t.tokens[p].get(figure.arg, 0) for p in range(n)]
            elif figure.kind == "groups":
                line = self.game.scoring.lines[figure.arg - 1]
                each = [
                    len(self.scorer.row_groups(t, p, line))
                    if self.scorer.row_zones
                    else int(line.score(self.scorer.holding(t, p)) != 0)
                    for p in range(n)
                ]
            else:
                continue
            found[figure.name] = each if figure.by_seat else sum(each) / n
        return found

    def play_game(self, t: Table, record_first: bool = True, on_round=None) -> GameRecord:
        n = self.players
        totals = [0] * n
        best = [None] * n
        rounds = []
        last = 0
        stopped = False
        if self.watch is not None:
            self.watch.start(n)
        for r in range(MAX_ROUNDS):
            starts = self.program.starts
            starter = 0 if starts == "first-seat" else r % n if starts == "next-seat" else last
            if r == 0:
                t.counts = [0] * len(t.counts)
                t.dead = 0
            record = self.play_round(t, starter, record=record_first and r == 0)
            if r == 0:
                record.counts = list(t.counts)
                record.dead = t.dead
            last = t.cur
            rounds.append(record)
            if on_round is not None:
                on_round(record, t)
            for p in range(n):
                totals[p] += record.scores[p]
                if best[p] is None or self._better(record.scores[p], best[p]):
                    best[p] = record.scores[p]
            if self.watch is not None:
                self.watch.round_over(totals)
            if self.count is not None:
                if r + 1 >= self.count:
                    break
            elif max(totals) >= self.target:
                break
        else:
            stopped = True
        return GameRecord(totals, rounds, self.winners(totals, best), stopped, self.scorer.lowest)

    def _better(self, score: int, than: int) -> bool:
        return score < than if self.scorer.lowest else score > than

    def winners(self, totals, best) -> list[float]:
        pick = min if self.scorer.lowest else max
        top = pick(totals)
        tied = [p for p, v in enumerate(totals) if v == top]
        if len(tied) > 1 and self.tie_break == "best-round":
            high = pick(best[p] for p in tied)
            tied = [p for p in tied if best[p] == high]
        share = [0.0] * len(totals)
        for p in tied:
            share[p] = 1 / len(tied)
        return share


def shares(scores, lowest: bool = False) -> list[float]:
    top = min(scores) if lowest else max(scores)
    tied = [p for p, v in enumerate(scores) if v == top]
    return [1 / len(tied) if v == top else 0.0 for v in scores]


def make_runner(game, players: int, target: int | None = None) -> Runner:
    return Runner(game.play, game, players, target)


def play_games(runner: Runner, bots: tuple[str, ...], games: int, seed: int, first: int = 0):
    """Yields each game's record: game k is played from its own seed, so any slice of the games
    can be played apart (by another process) and give the same records."""
    decide = seat_decider(bots, runner.program)
    all_random = all(bot == "random" for bot in bots)
    if not all_random:
        for k in range(first, first + games):
            yield runner.play_game(runner.new_table(decide, random.Random(seed * 1_000_003 + k)))
        return
    # random seats: one table for every game, each game's own parts set anew (its rounds reset
    # the zones, named values, tokens on the table, who is out and the events)
    t = runner.new_table(decide, None)
    n = runner.players
    for k in range(first, first + games):
        rng = random.Random(seed * 1_000_003 + k)
        t.rng, t.random = rng, rng.random
        t.tokens = [{} for _ in range(n)]
        t.cur, t.again = 0, False
        yield runner.play_game(t)


__all__ = ["BOTS", "Runner", "Scorer", "make_runner", "play_games", "_last_in"]
