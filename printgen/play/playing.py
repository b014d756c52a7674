"""Playing a game file's games for the lab: a tally of games played from their own seeds, in this
process or in a worker, with the course of each game where asked."""

from __future__ import annotations

import time

from printgen.core.errors import UsageError


def play_part(path, players, bots, games, seed, first, target, budget=None, course=False):
    """Games `first` .. `first + games - 1` of a run, tallied: each game is played from its own
    seed, so the parts of a run give the same figures in one process or in many. In a worker,
    the game is read again from its file (a program is made of functions, which do not travel)."""
    game = _LOADED.get(path)
    if game is None:
        from printgen.kinds.lookup import resolve

        target_file = resolve(path)
        game = _LOADED[path] = target_file.kind.module().load(target_file)
    return _tally(game, players, bots, games, seed, first, target, budget, course)


# a worker's games read from their files, by path: its later parts of a run start at once (the
# round's function, made on first use, is kept with the game); a worker lives for one command
_LOADED: dict = {}


def _tally(game, players, bots, games, seed, first, target, budget=None, course=False):
    """The tally of games `first` .. `first + games - 1`; past `budget` seconds of processor time
    (when given) the games stop with OverTime. With `course`, the course of each game too (lead
    changes, the decided turn), which costs a score of the table after each turn in a game of
    one round."""
    from printgen.lab.tally import Tally
    from printgen.play.run import make_runner, play_games

    runner = make_runner(game, players, target)
    if budget is not None:
        runner.deadline = time.process_time() + budget
    watch = runner.watch = PlayCourse(runner) if course else None
    tally = Tally(players, len(game.play.counters))
    for record in play_games(runner, bots, games, seed, first):
        tally.add(record, watch)
    return tally


class PlayCourse:
    """The course of a game of `play:` (printgen.lab.course), as the runner's `watch`. The lead
    is what the players see: in a game of several rounds, the totals on the score sheet after
    each round; in a game of one round, the game's scoring of the table after each turn."""

    def __init__(self, runner) -> None:
        from printgen.lab.course import Course

        self.course = Course()
        self.scorer = runner.scorer
        self.per_turn = runner.count == 1
        self.players = 0

    def start(self, players: int) -> None:
        self.players = players
        self.course.start(players)

    def turn(self, table) -> None:
        if not self.per_turn:
            self.course.after_turn()
            return
        score = self.scorer.score
        self.course.after_turn([score(table, p) for p in range(self.players)])

    def round_over(self, totals) -> None:
        self.course.after_round(totals)

    @property
    def leads(self) -> int:
        return self.course.leads

    @property
    def turns(self) -> int:
        return self.course.turns

    def decided(self, win):
        return self.course.decided(win)


def over_time(what: str, max_minutes: float, one: bool = False) -> UsageError:
    """The games were stopped at --max-minutes (a run whose games were too long to time first)."""
    return UsageError(
        f"{what} {'was' if one else 'were'} stopped at --max-minutes {max_minutes:g}: "
        + ("it takes longer" if one else "they take longer"),
        "raise --max-minutes, or give the round fewer `turns:` in `play: round:`",
    )
