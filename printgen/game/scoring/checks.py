"""Meaning checks for a game's declared scoring (`scoring:`, `rounds:`, `examples:`), each at the
line of the rule at fault. They reason with the deck: what a player could hold, from every card
the kit prints. A check asks each line what its family knows (`Line` in game.scoring.model: its
growing table, its table by value, who may tie, ...), so a family answers for itself and no check
names a family."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import ERROR, WARNING, documented
from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import _report, game_check
from printgen.game.checks_play_rules import PLAY_TINY
from printgen.game.scoring.model import counts_by
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


def _lines(game: Game):
    return game.scoring.lines if game.scoring is not None else ()


def _tables(game: Game):
    """Each growing table (a sets table, a runs table by length) with its line."""
    deck = deck_cards(game)
    for line in _lines(game):
        for table in line.growing_tables(deck):
            yield line, table


def check_table_grows(game: Game) -> Iterator[Diagnostic]:
    for line, grows in _tables(game):
        table = grows.table
        for (smaller, before), (size, points) in zip(table, table[1:]):
            if points < before:
                yield _report(
                    game,
                    "scoring-table-falls",
                    grows.path + (size,),
                    f"{size} {grows.what} score {points}, less than {smaller} score ({before}): "
                    "one more card would cost points",
                    f"give {size} at least {before} points "
                    f"({grows.noun or line.kind} grow: 1, 3, 6, 10, ...)",
                )


def check_table_gaps(game: Game) -> Iterator[Diagnostic]:
    for _, grows in _tables(game):
        most = grows.most
        sizes = [size for size, _ in grows.table if most is None or size <= most]
        missing = [
            n for n in range(grows.start, (max(sizes) if sizes else 0) + 1) if n not in sizes
        ]
        if missing:
            shown = ", ".join(str(n) for n in missing)
            yield _report(
                game,
                "scoring-table-gap",
                grows.path,
                f"the table has no row for {shown} {grows.what}",
                f"add `{missing[0]}: POINTS`: a player can hold {missing[0]} {grows.what}",
            )


def check_rows_reachable(game: Game) -> Iterator[Diagnostic]:
    for _, grows in _tables(game):
        for size, _ in grows.table:
            if grows.most is not None and size > grows.most:
                yield _report(
                    game,
                    "scoring-row-unreachable",
                    grows.path + (size,),
                    f"no player can hold {size} {grows.what}: the deck has at most {grows.most}",
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
    deck = None
    for line in _lines(game):
        scored_by = line.values_scored()
        if scored_by is None:
            continue
        of, table = scored_by
        deck = deck_cards(game) if deck is None else deck
        scored = {value for value, _ in table}
        present = [v for v in counts_by(deck, of) if v not in scored]
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
        if not line.scores_cards:
            continue
        bounds = line.bounds(deck)
        if bounds == (0, 0):
            yield _report(
                game,
                "scoring-line-never-scores",
                ("scoring", line.index, line.kind),
                f"this {line.kind} line scores 0 for every hand this deck can give",
                line.never_hint(deck),
            )


def check_constant(game: Game) -> Iterator[Diagnostic]:
    deck = deck_cards(game)
    for line in _lines(game):
        found = line.constant_words(deck)
        if found is not None:
            what, better = found
            yield _report(
                game,
                "scoring-constant",
                ("scoring", line.index, line.kind, "table"),
                f"the table is constant: {what}",
                f"say so with {better}, or give the rows the points you meant",
            )


def check_ties(game: Game) -> Iterator[Diagnostic]:
    for line in _lines(game):
        who = line.open_tie()
        if who is not None:
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
    for line in _lines(game):
        for token_id, each in line.tokens_handed():
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
                    ("scoring", line.index, line.kind, "tokens", token_id),
                    f"{most} round{'s' if most != 1 else ''} at {players} players can "
                    f"hand out {need} {token_id} tokens, but the kit prints {token.count}",
                    f"print at least {need} (`count: {need}` under tokens: {token_id}), "
                    "enough at every player count",
                    key=True,
                )


def check_hand_tables(game: Game) -> Iterator[Diagnostic]:
    """A hand-written points table beside a declared rule for the same attribute must agree."""
    declared: dict = {}
    deck = deck_cards(game) if game.references else ()
    for line in _lines(game):
        found = line.declared_points(deck)
        if found is not None:
            declared.setdefault(*found)
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


def check_win_reachable(game: Game) -> Iterator[Diagnostic]:
    deck = None
    for line in _lines(game):
        deck = deck_cards(game) if deck is None else deck
        found = line.unreachable_win(deck)
        if found is not None:
            path, why = found
            yield _report(
                game,
                "scoring-win-unreachable",
                path,
                why,
                "lower `win` to a score the deck can give, or add the cards that reach it",
            )


def check_played(game: Game) -> Iterator[Diagnostic]:
    if game.play_source is None:
        return
    for line in _lines(game):
        lacks = line.play_lacks()
        if lacks is not None:
            yield _report(
                game,
                "scoring-not-played",
                ("scoring", line.index, line.kind),
                f"printgen play cannot score this {line.kind} line: `play:` has no {lacks}",
                "score the game with the families play knows (points, sets, groups, ...), or "
                "leave out `play:` and keep the line for the printed rules",
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

_TEAM = _TINY.replace(
    "      colour:\n", "      number: {min: 1, max: 5}\n      colour:\n", 1
).replace(
    "        - {at: corners, symbol: colour}\n",
    '        - {at: corners, symbol: colour}\n        - {at: centre, text: "{number}"}\n',
)
_ENTRIES.append(
    (
        "scoring-win-unreachable",
        ERROR,
        "A team's winning score (`win:`) past any score the deck allows: the fireworks of "
        "every colour laid out to their highest card add up to less.",
        check_win_reachable,
        _TEAM + "scoring:\n  - team: {scores: highest, of: number, per: colour, win: 12}\n",
        _TEAM + "scoring:\n  - team: {scores: highest, of: number, per: colour, win: 10}\n",
    )
)
_ENTRIES.append(
    (
        "scoring-not-played",
        ERROR,
        "A game with `play:` whose scoring has a line `printgen play` cannot score: a `bid` "
        "needs bids and tricks, and a `team` a score shared by the team, which play has not.",
        check_played,
        PLAY_TINY + "\nscoring:\n  - bid: {made: {each: 20}, missed: {each: -10}}\n",
        PLAY_TINY + "\nscoring:\n  - points: {each: 1}\n",
    )
)

for _code, _severity, _summary, _function, _failing, _passing in _ENTRIES:
    _function.__doc__ = _doc(_summary, _failing, _passing)
    game_check(_code, _severity)(_function)

# Found while the examples are read (game.scoring.read): documented here, with the scoring.
DOCUMENTED = [
    documented(
        "example-card-not-in-deck",
        ERROR,
        _doc(
            "A worked example names a card the decks do not hold (a number past the deck's, "
            "two fields no card shows together), or more copies of one than they have. Each "
            "card of an example is looked up in the decks by the fields it names, or by its "
            "`name` in a card list, and scores as the deck has it, derived fields too.",
            _GOOD + "examples:\n  - {cards: {red: 7, blue: 1}, score: 8}",
            _GOOD + "examples:\n  - {cards: {red: 2, blue: 1}, score: 4}",
        ),
    )
]
