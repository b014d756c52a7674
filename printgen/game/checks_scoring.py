"""Meaning checks for a game's declared scoring (`scoring:`, `rounds:`, `examples:`), each at the
line of the rule at fault. They reason with the deck: what a player could hold, from every card
the kit prints."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import ERROR, WARNING
from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import _report, game_check
from printgen.game.scoring import counts_by
from printgen.pieces.deck import deck_cards
from printgen.pieces.model import Game

_TINY = """\
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
"""
_TOKENS = """tokens:
  win: {text: Winner, count: 3}
"""
_GOOD = _TINY + "scoring:\n  - sets: {of: colour, table: {1: 1, 2: 3, 3: 6}}\n"


def _doc(summary: str, failing: str, passing: str = _GOOD) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(passing)}\n"


def _lines(game: Game, *kinds: str):
    for line in game.scoring.lines if game.scoring is not None else ():
        if not kinds or line.kind in kinds:
            yield line


def _most_of(game: Game, attribute: str) -> int | None:
    """The most cards of one value of `attribute` in the kit (a player holds no more)."""
    counts = counts_by(deck_cards(game), attribute)
    return max(counts.values()) if counts else None


def _longest_run(game: Game, attribute: str) -> int:
    numbers = sorted(
        {
            v
            for card in deck_cards(game)
            for name, v in card
            if name == attribute and isinstance(v, int)
        }
    )
    best = run = 0
    for i, number in enumerate(numbers):
        run = run + 1 if i and numbers[i - 1] + 1 == number else 1
        best = max(best, run)
    return best


def _tables(game: Game):
    """Each growing table (a sets table, a runs table by length) with its path and the most a
    player can reach in it."""
    for line in _lines(game, "sets"):
        yield (
            line,
            ("scoring", line.index, "sets", "table"),
            line.table,
            _most_of(game, line.of),
            f"cards of a {line.of}",
        )
    for line in _lines(game, "runs"):
        if line.scores == "length":
            yield (
                line,
                ("scoring", line.index, "runs", "table"),
                line.table,
                _longest_run(game, line.of),
                "numbers in a row",
            )


def check_table_grows(game: Game) -> Iterator[Diagnostic]:
    for line, path, table, _, what in _tables(game):
        for (smaller, before), (size, points) in zip(table, table[1:]):
            if points < before:
                yield _report(
                    game,
                    "scoring-table-falls",
                    path + (size,),
                    f"{size} {what} score {points}, less than {smaller} score ({before}): one "
                    "more card would cost points",
                    f"give {size} at least {before} points ({line.kind} grow: 1, 3, 6, 10, ...)",
                )


def check_table_gaps(game: Game) -> Iterator[Diagnostic]:
    for line, path, table, most, what in _tables(game):
        sizes = [size for size, _ in table if most is None or size <= most]
        start = line.min if line.kind == "runs" else 1
        missing = [n for n in range(start, (max(sizes) if sizes else 0) + 1) if n not in sizes]
        if missing:
            shown = ", ".join(str(n) for n in missing)
            yield _report(
                game,
                "scoring-table-gap",
                path,
                f"the table has no row for {shown} {what}",
                f"add `{missing[0]}: POINTS`: a player can hold {missing[0]} {what}",
            )


def check_rows_reachable(game: Game) -> Iterator[Diagnostic]:
    for line, path, table, most, what in _tables(game):
        for size, _ in table:
            if most is not None and size > most:
                yield _report(
                    game,
                    "scoring-row-unreachable",
                    path + (size,),
                    f"no player can hold {size} {what}: the deck has at most {most}",
                    "drop the row, or give the values more copies",
                    key=True,
                )


def check_examples(game: Game) -> Iterator[Diagnostic]:
    if game.scoring is None:
        return
    for example in game.scoring.examples:
        got = game.scoring.score(example.holding)
        if got != example.score:
            parts = " + ".join(f"{line.score(example.holding)}" for line in game.scoring.lines)
            yield _report(
                game,
                "scoring-example-wrong",
                ("examples", example.index, "score"),
                f"the example says {example.score}, but the scoring gives {got}"
                + (f" ({parts})" if len(game.scoring.lines) > 1 else ""),
                f"write `score: {got}`, or correct the cards or the rule",
            )


def check_values_scored(game: Game) -> Iterator[Diagnostic]:
    for line in _lines(game, "points", "hand", "groups"):
        if not line.table or line.of is None:
            continue
        scored = {value for value, _ in line.table}
        present = [v for v in counts_by(deck_cards(game), line.of) if v not in scored]
        if present:
            shown = ", ".join(str(v) for v in present)
            yield _report(
                game,
                "scoring-value-unscored",
                ("scoring", line.index, line.kind, "table"),
                f"the table gives no points for {shown}, which the deck has",
                f"add `{present[0]}: 0` if it truly scores nothing, so a reader knows it was "
                "not forgotten",
            )


def check_lines_can_score(game: Game) -> Iterator[Diagnostic]:
    deck = deck_cards(game)
    for line in _lines(game):
        if line.kind in ("tokens", "event"):
            continue
        bounds = line.bounds(deck)
        if bounds == (0, 0):
            yield _report(
                game,
                "scoring-line-never-scores",
                ("scoring", line.index, line.kind),
                f"this {line.kind} line scores 0 for every hand this deck can give",
                _never_hint(game, line),
            )


def _never_hint(game: Game, line) -> str:
    if line.kind == "groups":
        return (
            f"a group needs {line.size} cards of one {line.of}, but the deck has at most "
            f"{_most_of(game, line.of)}: lower `size`"
        )
    if line.kind == "runs":
        return (
            f"a run needs {line.min} numbers in a row; the deck's longest is "
            f"{_longest_run(game, line.of)}: lower `min`"
        )
    return "check the attribute it reads and its points"


def check_constant(game: Game) -> Iterator[Diagnostic]:
    for line in _lines(game, "points", "hand", "groups", "sets"):
        table = line.table
        if len(table) >= 2 and len({points for _, points in table}) == 1:
            points = table[0][1]
            what = {
                "sets": f"every set scores {points} whatever its size",
                "groups": f"every group scores {points} whatever its {line.of}",
            }.get(line.kind, f"every card scores {points} whatever its {line.of}")
            better = {
                "sets": f"`- groups: {{of: {line.of}, size: 1, points: {points}}}`",
                "groups": f"`points: {points}`",
            }.get(line.kind, f"`each: {points}`")
            yield _report(
                game,
                "scoring-constant",
                ("scoring", line.index, line.kind, "table"),
                f"the table is constant: {what}",
                f"say so with {better}, or give the rows the points you meant",
            )


def check_ties(game: Game) -> Iterator[Diagnostic]:
    for line in _lines(game, "most", "fewest"):
        if line.ties is None:
            who = (
                "two players hold as many"
                if line.among == "players"
                else f"two {line.of} values are held as often"
            )
            yield _report(
                game,
                "scoring-tie-unbroken",
                ("scoring", line.index, line.kind),
                f"nothing says what happens when {who}",
                "add `ties: summed`, `shared`, `split`, `none`, or `{rule: ...}` with the "
                "rule in words",
            )
    rounds = game.scoring.rounds if game.scoring is not None else None
    if rounds is not None and rounds.tie_break is None:
        yield _report(
            game,
            "scoring-tie-unbroken",
            ("rounds",),
            "the game is played over rounds, but nothing breaks a tie for the win",
            "add `tie_break: best-round`, `shared`, or `{rule: ...}` in words",
            key=True,
        )


def check_tokens_handed(game: Game) -> Iterator[Diagnostic]:
    rounds = game.scoring.rounds if game.scoring is not None else None
    for line in _lines(game, "event"):
        for token_id, each in line.tokens:
            token = next((t for t in game.tokens if t.id == token_id), None)
            if token is None:
                continue
            # the player count that needs the most tokens: the count to print covers them all
            needs = [
                (most * each, players, most)
                for players in game.player_counts
                for most in [rounds.most_rounds(players) if rounds is not None else 1]
                if most is not None
            ]
            need, players, most = max(needs, key=lambda n: (n[0], -n[1]), default=(0, 0, 0))
            if need > token.count:
                yield _report(
                    game,
                    "scoring-tokens-run-out",
                    ("scoring", line.index, "event", "tokens", token_id),
                    f"{most} round{'s' if most != 1 else ''} at {players} players can "
                    f"hand out {need} {token_id} tokens, but the kit prints {token.count}",
                    f"print at least {need} (`count: {need}` under tokens: {token_id}), "
                    "enough at every player count",
                    key=True,
                )


def check_hand_tables(game: Game) -> Iterator[Diagnostic]:
    """A hand-written points table beside a declared rule for the same attribute must agree."""
    declared = {}
    for line in _lines(game, "points", "groups", "hand"):
        if line.of is not None and line.table:
            declared.setdefault(line.of, dict(line.table))
        elif line.kind == "groups" and line.points is not None:
            declared.setdefault(
                line.of, {v: line.points for v in counts_by(deck_cards(game), line.of)}
            )
    for reference in game.references:
        for block in reference.blocks:
            if block.kind != "points" or block.attribute not in declared:
                continue
            rule = declared[block.attribute]
            for value, points in block.points:
                if value in rule and rule[value] != points:
                    yield _report(
                        game,
                        "scoring-table-disagrees",
                        (
                            "references",
                            reference.id,
                            "blocks",
                            block.index,
                            "points",
                            "values",
                            value,
                        ),
                        f"the table says {value} scores {points}, but `scoring:` gives it "
                        f"{rule[value]}",
                        "print the rule with `- scoring: all` instead, or correct one of the two",
                    )


_SETS = "scoring:\n  - sets: {of: colour, table: TABLE}\n"
_ENTRIES = [
    (
        "scoring-table-falls",
        ERROR,
        "A sets table (or a runs table by length) whose points fall as the set grows: holding "
        "one more card would lose points, which no collecting game intends.",
        check_table_grows,
        _TINY + _SETS.replace("TABLE", "{1: 1, 2: 3, 3: 2}"),
        _GOOD,
    ),
    (
        "scoring-table-gap",
        ERROR,
        "A sets or runs table with no row for a size below its largest one (1, 2 and 4, but "
        "no 3), among the sizes a player can hold.",
        check_table_gaps,
        _TINY + _SETS.replace("TABLE", "{1: 1, 3: 6}"),
        _GOOD,
    ),
    (
        "scoring-row-unreachable",
        ERROR,
        "A table row for more cards than the deck has (a set of 7 of a colour with 6 cards, a "
        "run longer than the numbers): no player can ever score it.",
        check_rows_reachable,
        _TINY + _SETS.replace("TABLE", "{1: 1, 2: 3, 3: 6, 7: 30}"),
        _GOOD,
    ),
    (
        "scoring-example-wrong",
        ERROR,
        "A worked example (`examples:`) whose score the declared scoring contradicts.",
        check_examples,
        _GOOD + "examples:\n  - {cards: {red: 2, blue: 1}, score: 5}",
        _GOOD + "examples:\n  - {cards: {red: 2, blue: 1}, score: 4}",
    ),
    (
        "scoring-value-unscored",
        WARNING,
        "A points or groups table by value that leaves out a value the deck has: forgotten, "
        "or meant to score nothing (then say `0`).",
        check_values_scored,
        _TINY + "scoring:\n  - points: {of: colour, table: {red: 2}}\n",
        _TINY + "scoring:\n  - points: {of: colour, table: {red: 2, blue: 0}}\n",
    ),
    (
        "scoring-line-never-scores",
        ERROR,
        "A scoring line that gives 0 for every holding this deck allows: groups larger than "
        "the copies of any value, runs longer than the numbers, points from a table of zeros.",
        check_lines_can_score,
        _TINY + "scoring:\n  - groups: {of: colour, size: 7, points: 5}\n",
        _TINY + "scoring:\n  - groups: {of: colour, size: 3, points: 5}\n",
    ),
    (
        "scoring-constant",
        WARNING,
        "A table that gives every row the same points: the line does not depend on what it "
        "seems to read (every colour scores 2 is `each: 2`).",
        check_constant,
        _TINY + "scoring:\n  - points: {of: colour, table: {red: 2, blue: 2}}\n",
        _TINY + "scoring:\n  - points: {each: 2}\n",
    ),
    (
        "scoring-tie-unbroken",
        WARNING,
        "A `most` or `fewest` line without `ties:`, or a game over `rounds:` without "
        "`tie_break:`: players will argue about a tie the rules leave open.",
        check_ties,
        _TINY + "scoring:\n  - most: {of: colour, points: count}\n",
        _TINY + "scoring:\n  - most: {of: colour, points: count, ties: summed}\n",
    ),
    (
        "scoring-tokens-run-out",
        ERROR,
        "An event that hands out more tokens over the game's rounds, at some player count, "
        "than the kit prints.",
        check_tokens_handed,
        _TINY + _TOKENS + "rounds: {count: 4, tie_break: shared}\nscoring:\n"
        "  - event: {id: first, when: you go out first, points: 5, tokens: {win: 1}}\n",
        _TINY + _TOKENS + "rounds: {count: 3, tie_break: shared}\nscoring:\n"
        "  - event: {id: first, when: you go out first, points: 5, tokens: {win: 1}}\n",
    ),
    (
        "scoring-table-disagrees",
        ERROR,
        "A hand-written `points:` table on a reference card that gives a value other points "
        "than the declared `scoring:` does.",
        check_hand_tables,
        _TINY + "scoring:\n  - points: {of: colour, table: {red: 2, blue: 20}}\nreferences:\n"
        "  score:\n    title: Scoring\n    blocks:\n      - points: {attribute: colour, "
        "columns: [Colour, Points], values: {red: 2, blue: 2}}\n",
        _TINY + "scoring:\n  - points: {of: colour, table: {red: 2, blue: 20}}\nreferences:\n"
        "  score:\n    title: Scoring\n    blocks:\n      - scoring: all\n",
    ),
]

for _code, _severity, _summary, _function, _failing, _passing in _ENTRIES:
    _function.__doc__ = _doc(_summary, _failing, _passing)
    game_check(_code, _severity)(_function)
