"""`printgen play`: one game of a game file's `play:`, turn by turn, in words or as JSON."""

from __future__ import annotations

import click

from printgen.cli.analyze import MAX_MINUTES
from printgen.cli.complete import complete_setup
from printgen.core.errors import EXIT_OK, UsageError


@click.command()
@click.argument("kit", metavar="GAME", shell_complete=complete_setup)
@click.option(
    "-p",
    "--players",
    type=int,
    default=None,
    help="Players (default 4 where the deal has 4, else its fewest).",
)
@click.option(
    "--seed", type=int, default=1, show_default=True, help="The same seed gives the same game."
)
@click.option(
    "--bot",
    "bot_spec",
    default="random",
    show_default=True,
    help="random, greedy or a bot of the game's own (`play: bots:`); a list such as "
    "greedy,random gives each seat its bot in turn order.",
)
@click.option(
    "--target",
    type=int,
    default=None,
    help="A game played to a target: the target (default: the game's `play: target`).",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Words for people or JSON for programs.",
)
@click.option(
    "--max-minutes",
    type=float,
    default=MAX_MINUTES,
    show_default=True,
    help="Stop a game still running after this many minutes of processor time.",
)
def play(
    kit: str,
    players: int | None,
    seed: int,
    bot_spec: str,
    target: int | None,
    output_format: str,
    max_minutes: float,
) -> int:
    """Play one game of GAME (a game file with `play:`, or a bundled game's id) between bots and
    tell it turn by turn: who chose what, what moved where, the open cards after each turn and
    each round's scores. This is how to see that printgen read the rules as you meant them.

    Exit status: 0 done, 1 invalid game file, 2 usage (including a game stopped at
    --max-minutes).
    """
    from printgen.engines.api import AnalyzeRequest
    from printgen.kinds.lookup import resolve
    from printgen.play.course import course_json, course_text, play_one

    target_file = resolve(kit)
    if target_file.kind.game != "declared":
        raise UsageError(
            f"`printgen play` plays game files, and {kit} is a {target_file.kind.name}",
            "name a game file with `play:`, such as colour-catch, or use `printgen analyze`",
        )
    game = target_file.kind.module().load(target_file)
    if game.play is None:
        raise UsageError(
            f"{game.id} declares no `play:`, so printgen cannot play it",
            "add `play:` to the game file (see docs/play.md)",
        )
    request = AnalyzeRequest(
        players=players, games=1, bots=bot_spec, seed=seed, target=target, max_minutes=max_minutes
    )
    course = play_one(game, request)
    click.echo(course_json(course) if output_format == "json" else course_text(course, game))
    return EXIT_OK
