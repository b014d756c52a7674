"""The round written as one function (printgen.play.source) plays the same games as the program's
functions, its text holds nothing of a game file (every value of the file is bound as data), and
each scoring line worked out by card index scores as the line scores a holding."""

from __future__ import annotations

import ast
import os
import random

import pytest

from printgen.kinds.lookup import resolve

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLES = os.path.join(ROOT, "docs", "examples")
PLAYED = (
    "colour-catch",
    "neos",
    "animal-ladder",
    os.path.join(EXAMPLES, "thirty-three.yaml"),
    os.path.join(EXAMPLES, "far-trails.yaml"),
)
# the text the source may hold: the names an action binds in env, and a row's two ends
OWN_WORDS = {"card", "card@", "cards", "cards@", "end", "pile", "pile@", "pile#", "left", "right"}


def load(game_id: str):
    target = resolve(game_id)
    return target.kind.module().load(target)


def records(runner, games: int, watched: bool) -> list:
    """Each game's record, and the random draw after it: watched games (a log) run the program's
    functions step by step, unwatched ones the round's function."""
    from printgen.play.run import seat_decider

    decide = seat_decider(("random",) * runner.players)
    found = []
    for k in range(games):
        rng = random.Random(k * 7 + 3)
        table = runner.new_table(decide, rng, [] if watched else None)
        table.random = rng.random
        game = runner.play_game(table)
        rounds = [
            (r.scores, r.turns, r.laps, r.starter, r.stalled, r.ended_by, r.ends, r.counts, r.dead)
            for r in game.rounds
        ]
        found.append((game.totals, game.win, game.stopped, rounds, rng.random()))
    return found


@pytest.mark.parametrize("game_id", PLAYED, ids=os.path.basename)
def test_the_round_function_plays_the_games_the_program_plays(game_id):
    from printgen.play.run import make_runner

    game = load(game_id)
    for row in game.deal.rows:
        runner = make_runner(game, row.players)
        assert records(runner, 12, watched=False) == records(runner, 12, watched=True), row
        assert runner.fast  # the unwatched games ran the round's function


@pytest.mark.parametrize("game_id", PLAYED, ids=os.path.basename)
def test_the_round_source_holds_no_text_of_the_file(game_id):
    from printgen.play.source import round_function, round_source

    game = load(game_id)
    text = round_source(game.play)
    words = {
        node.value
        for node in ast.walk(ast.parse(text))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    assert words <= OWN_WORDS
    names = {game.id, *game.play.zone_index, *game.play.attrs, *(t.id for t in game.tokens)}
    for deck in game.decks:
        for attribute in deck.attributes:
            names.update(str(v.id) for v in attribute.values)
    identifiers = {n.id for n in ast.walk(ast.parse(text)) if isinstance(n, ast.Name)}
    assert not identifiers & {name for name in names - OWN_WORDS if len(name) > 1}
    assert round_function(game.play) is round_function(game.play)  # made once per program


@pytest.mark.parametrize("game_id", PLAYED, ids=os.path.basename)
def test_each_line_by_card_index_scores_as_the_line_scores_a_holding(game_id):
    from printgen.game.scoring.model import Holding
    from printgen.play.line_scores import line_function

    game = load(game_id)
    fields = game.play.cards
    tokens = [t.id for t in game.tokens]
    events = [line.id for line in game.scoring.lines if line.kind == "event"]
    rng = random.Random(4)
    for line in game.scoring.lines:
        score = line_function(line, fields)
        assert score is not None, line.kind
        for _ in range(300):
            cards = rng.sample(range(len(fields)), rng.randint(0, min(len(fields), 30)))
            hand = rng.sample(range(len(fields)), rng.randint(0, 8))
            held = {t: rng.randint(0, 12) for t in tokens if rng.random() < 0.7}
            happened = [e for e in events if rng.random() < 0.5]
            holding = Holding(
                cards=tuple(fields[c] for c in cards),
                hand=tuple(fields[c] for c in hand),
                tokens=tuple(sorted(held.items())),
                events=tuple(happened),
            )
            assert score(cards, hand, held, happened) == line.score(holding)


def test_a_round_python_cannot_take_is_played_by_the_programs_functions(monkeypatch):
    """Steps nested past the blocks Python nests (a hostile file within the format's bounds)
    give no round function: the program's functions play the same games."""
    from printgen.play import source
    from printgen.play.run import make_runner

    def too_deep(program, over_time):
        raise SyntaxError("too many statically nested blocks")

    game = load(os.path.join(EXAMPLES, "thirty-three.yaml"))
    expected = records(make_runner(game, 4), 5, watched=True)
    monkeypatch.setattr(source, "compile_round", too_deep)
    monkeypatch.delattr(game.play, "_round_function", raising=False)
    runner = make_runner(game, 4)
    assert records(runner, 5, watched=False) == expected
    assert runner.fast is False
