"""`validate --deep` for a game that declares its play: the game is played between random bots at
every player count it deals for, and what the games show is told at the line of the rule it
concerns. The sample is stated in every message; the same file gives the same warnings (a fixed
seed)."""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from printgen.checks.registry import WARNING, Reporter, check
from printgen.core.diagnostics import Diagnostic
from printgen.pieces.model import Game

DEEP_GAMES = 1_000  # random games at each player count
DEEP_SEED = 1
DEAD_SHARE = 0.5  # dead turns (one choice or none) above this share of a round's turns are told

_GAME = """\
kind: game
name: Tiny
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number}"}
deal:
  deck: main
  players:
    2: {hand: 3}
scoring:
  - points: {field: number}
"""
_PLAY = """\
play:
  zones:
    stack: {seen: nobody}
    hand: {per: player, seen: owner}
    kept: {per: player, scores: cards}
  round:
    setup:
      - deal: {hand: hand, stack: stack}
    starts: first-seat
    turn:
      - choose:
          keep:
            card: {from: hand}
            do:
              - move: {card: card, to: kept}
          big:
            if: {in: kept, count: SIX}
            card: {from: hand}
            do:
              - move: {card: card, to: kept}
    end:
      - when: {empty: hand, who: all}
"""


def _doc(summary: str, failing: str, passing: str) -> str:
    def indent(text: str) -> str:
        return "\n".join("    " + line for line in text.splitlines())

    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(passing)}\n"


@lru_cache(maxsize=8)
def _tallies(game: Game) -> tuple:
    """(players, tally) at every player count the deal covers, from DEEP_GAMES random games."""
    from printgen.lab.tally import Tally
    from printgen.play.run import make_runner, play_games

    found = []
    for row in game.deal.rows:
        runner = make_runner(game, row.players)
        tally = Tally(row.players, len(game.play.counters))
        for record in play_games(runner, ("random",) * row.players, DEEP_GAMES, DEEP_SEED):
            tally.add(record)
        found.append((row.players, tally))
    return tuple(found)


def _sample(players: int) -> str:
    return f"in {DEEP_GAMES:,} random games of {players} players (seed {DEEP_SEED})"


def _plays(game: Game) -> bool:
    return game.play is not None and game.deal is not None


def check_seat_balance(game: Game) -> Iterator[Diagnostic]:
    from statistics import NormalDist

    from printgen.lab.stats import wilson_interval

    if not _plays(game):
        return
    tallies = _tallies(game)
    # every seat at every player count is a test: the intervals are widened so that all of them
    # together leave out an even share by chance in 1 file of 20 (Bonferroni)
    tests = sum(players for players, _ in tallies)
    z = NormalDist().inv_cdf(1 - 0.05 / (2 * tests))
    told = set()
    for players, tally in tallies:
        even = 1 / players
        for seat, wins in enumerate(tally.wins):
            low, high = wilson_interval(wins, tally.games, z)
            if low <= even <= high or players in told:
                continue
            told.add(players)
            share = wins / tally.games
            yield Reporter(game, "play-seat-unfair").at(
                ("play", "round", "starts")
                if _has(game, ("play", "round", "starts"))
                else ("play", "round"),
                f"seat {seat + 1} wins {share:.1%} {_sample(players)}: its interval "
                f"({low:.1%} to {high:.1%}, 95% over all {tests} seats tested) leaves out an "
                f"even {even:.1%}",
                "even it out (who starts, what the first seat gets), or acknowledge it with its "
                "reason: `acknowledge: {play-seat-unfair: ...}`",
            )


check_seat_balance.__doc__ = _doc(
    "A seat wins more or less than its share of a declared game: its interval excludes an even "
    "share, at some player count, in random games (`validate --deep`). The intervals are widened "
    "for the number of seats tested (Bonferroni), so a fair game is warned in 1 file of 20 at "
    "most.",
    _GAME
    + _PLAY.replace("SIX", "1").replace(
        "    turn:", "    opening:\n      - move: {from: stack, to: kept, count: 3}\n    turn:"
    ),
    _GAME + _PLAY.replace("SIX", "1"),
)
check("play-seat-unfair", WARNING, deep=True)(check_seat_balance)


def _has(game: Game, path: tuple) -> bool:
    return path in game.source.values or path in game.source.keys


def check_rules_applied(game: Game) -> Iterator[Diagnostic]:
    if not _plays(game):
        return
    tallies = _tallies(game)
    for counter in game.play.counters:
        if any(tally.counts[counter.index] for _, tally in tallies):
            continue
        what = {"action": "action", "case": "case", "end": "end of a round"}[counter.kind]
        counts = [str(players) for players, _ in tallies]
        where = (
            f"at {counts[0]} players"
            if len(counts) == 1
            else f"at each of {', '.join(counts[:-1])} and {counts[-1]} players"
        )
        yield Reporter(game, "play-never-applies").at(
            counter.path,
            f"the {what} {counter.name} never applied in {DEEP_GAMES:,} random games {where} "
            f"(seed {DEEP_SEED})",
            "check its condition and the cards it looks for; a rule that never applies is "
            "printed for nothing",
            key=counter.kind == "action",
        )


check_rules_applied.__doc__ = _doc(
    "An action, a case or an end of a round of a declared game never applied in random games at "
    "any player count (`validate --deep`): its condition never holds, or another always comes "
    "first.",
    _GAME + _PLAY.replace("SIX", "5"),  # a player keeps 3 cards at most
    _GAME + _PLAY.replace("SIX", "1"),
)
check("play-never-applies", WARNING, deep=True)(check_rules_applied)


def check_rounds_end(game: Game) -> Iterator[Diagnostic]:
    if not _plays(game):
        return
    for players, tally in _tallies(game):
        if tally.stalled:
            where = ("play", "round", "turns")
            yield Reporter(game, "play-rounds-stall").at(
                where if _has(game, where) else ("play", "round", "end"),
                f"{tally.stalled / tally.games:.1%} of first rounds were stopped at the turn limit "
                f"{_sample(players)}: they score nothing",
                "make sure a round ends: an end that holds once the cards run out, or a turn that "
                "always moves toward it",
            )
            return


check_rounds_end.__doc__ = _doc(
    "Rounds of a declared game were stopped at their turn limit in random games "
    "(`validate --deep`): the round's end may never hold.",
    _GAME
    + _PLAY.replace("SIX", "1")
    .replace(
        "              - move: {card: card, to: kept}\n          big:",
        "              - move: {card: card, to: hand}\n          big:",
    )
    .replace("    end:\n", "    turns: 50\n    end:\n"),
    _GAME + _PLAY.replace("SIX", "1"),
)
check("play-rounds-stall", WARNING, deep=True)(check_rounds_end)


def check_dead_turns(game: Game) -> Iterator[Diagnostic]:
    if not _plays(game):
        return
    for players, tally in _tallies(game):
        turns = tally.turns.mean * tally.games
        share = tally.dead / turns if turns else 0.0
        if share > DEAD_SHARE:
            yield Reporter(game, "play-dead-turns").at(
                ("play", "round", "turn"),
                f"{share:.0%} of turns leave the player one choice or none {_sample(players)}",
                f"give the players a choice on more turns (told above {DEAD_SHARE:.0%} of turns)",
            )
            return


check_dead_turns.__doc__ = _doc(
    "Most turns of a declared game leave the player one choice or none, in random games "
    "(`validate --deep`, told above half the turns).",
    _GAME.replace("2: {hand: 3}", "2: {hand: 1}") + _PLAY.replace("SIX", "1"),
    _GAME + _PLAY.replace("SIX", "1"),
)
check("play-dead-turns", WARNING, deep=True)(check_dead_turns)
