"""Meaning checks for a game's declared scoring (`scoring:`), each at the line of the rule at fault."""

from __future__ import annotations

from typing import Iterator

from printgen.diagnostics import Diagnostic
from printgen.game.checks import _report, game_check
from printgen.game.deck import generate_cards
from printgen.game.model import Game
from printgen.registry import ERROR

_CHAMELEONS = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      colour:
        values:
          red: {ink: "#a93226", symbol: circle, copies: 6}
          blue: {ink: "#1f4e99", symbol: square, copies: 6}
    face:
      tint: colour
      elements:
        - {at: corners, symbol: colour}
deal:
  deck: main
  players:
    2: {hand: 2}
scoring:
  - sets: {of: colour, table: TABLE}
"""
_GOOD = _CHAMELEONS.replace("TABLE", "{1: 1, 2: 3, 3: 6}")


def _doc(summary: str, failing: str) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(_GOOD)}\n"


def _sets(game: Game):
    for line in game.scoring.lines if game.scoring is not None else ():
        if line.kind == "sets":
            yield line


def _most_of(game: Game, attribute: str) -> int | None:
    """The most cards of one value of `attribute` in the decks that have it (a player holds no more)."""
    found = None
    for deck in game.decks:
        if deck.attribute(attribute) is None:
            continue
        counts: dict[object, int] = {}
        for card in generate_cards(deck):
            value = card.get(attribute)
            counts[value] = counts.get(value, 0) + 1
        found = max([found or 0, *counts.values()])
    return found


def check_table_grows(game: Game) -> Iterator[Diagnostic]:
    for line in _sets(game):
        for (_, before), (size, points) in zip(line.table, line.table[1:]):
            if points < before:
                yield _report(game, "scoring-table-falls", ("scoring", line.index, "sets", "table", size), f"a set of {size} scores {points}, less than the smaller set before it ({before}): collecting one more card would cost points", f"give {size} at least {before} points (sets grow: 1, 3, 6, 10, ...)")


def check_table_gaps(game: Game) -> Iterator[Diagnostic]:
    for line in _sets(game):
        most = _most_of(game, line.of)
        sizes = [size for size, _ in line.table if most is None or size <= most]
        missing = [n for n in range(1, (max(sizes) if sizes else 0) + 1) if n not in sizes]
        if missing:
            shown = ", ".join(str(n) for n in missing)
            yield _report(game, "scoring-table-gap", ("scoring", line.index, "sets", "table"), f"the table has no row for a set of {shown}", f"add `{missing[0]}: POINTS`: a player can hold {missing[0]} cards of a {line.of}")


def check_rows_reachable(game: Game) -> Iterator[Diagnostic]:
    for line in _sets(game):
        most = _most_of(game, line.of)
        for size, _ in line.table:
            if most is not None and size > most:
                yield _report(game, "scoring-row-unreachable", ("scoring", line.index, "sets", "table", size), f"no player can hold a set of {size}: the deck has at most {most} cards of one {line.of}", f"drop the row, or give the values more copies", key=True)


def check_examples(game: Game) -> Iterator[Diagnostic]:
    if game.scoring is None:
        return
    for example in game.scoring.examples:
        counts = dict(example.cards)
        got = game.scoring.score(counts)
        if got != example.score:
            parts = " + ".join(f"{line.score(counts)}" for line in game.scoring.lines)
            yield _report(game, "scoring-example-wrong", ("examples", example.index, "score"), f"the example says {example.score}, but the scoring gives {got}" + (f" ({parts})" if len(game.scoring.lines) > 1 else ""), f"write `score: {got}`, or correct the cards or the rule")


_ENTRIES = [
    ("scoring-table-falls", "A sets table whose points fall as the set grows: holding one more card would lose points, which no collecting game intends.", check_table_grows, _CHAMELEONS.replace("TABLE", "{1: 1, 2: 3, 3: 2}")),
    ("scoring-table-gap", "A sets table with no row for a set size below its largest one (1, 2 and 4, but no 3), among the sizes a player can hold.", check_table_gaps, _CHAMELEONS.replace("TABLE", "{1: 1, 3: 6}")),
    ("scoring-row-unreachable", "A sets table row for more cards of one value than the deck has: no player can ever score it.", check_rows_reachable, _CHAMELEONS.replace("TABLE", "{1: 1, 2: 3, 3: 6, 7: 30}")),
    ("scoring-example-wrong", "A worked example (`examples:`) whose score the declared scoring contradicts.", check_examples, _GOOD + "examples:\n  - {cards: {red: 2, blue: 1}, score: 5}"),
]

for _code, _summary, _function, _failing in _ENTRIES:
    _function.__doc__ = _doc(_summary, _failing)
    game_check(_code, ERROR)(_function)
