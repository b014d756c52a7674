"""`printgen analyze`: who wins a setup, by how much, and whether seat order or greed decides it."""

from __future__ import annotations

import sys

import click

from printgen.cli.complete import complete_bots, complete_setup
from printgen.errors import EXIT_OK, PrintgenError, UsageError

MAX_GAMES = 100_000_000
GAMES_PER_SECOND = {"random": 150_000, "greedy": 200_000, "lookahead": 10_000, "optimal": 20}


def check_numbers(players: int, games: int, seed: int) -> None:
    from printgen.neighbours.analysis.rng import MAX_SEED
    from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS

    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise UsageError(f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}", f"allowed: {', '.join(str(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1))}")
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(f"--games must be 1 to {MAX_GAMES:,}, got {games}", "give a whole number of games such as 10000")
    if not 0 <= seed <= MAX_SEED:
        raise UsageError(f"--seed must be 0 to {MAX_SEED}, got {seed}", "give a whole number such as 1")


def seat_bots(spec: str, players: int) -> tuple[str, ...]:
    from printgen.neighbours.analysis.bots import BOTS, BotError
    from printgen.neighbours.analysis.bots import seat_bots as parse

    try:
        return parse(spec, players)
    except BotError as exc:
        raise UsageError(str(exc), f"bots: {', '.join(BOTS)}; a comma-separated list fills the seats in turn order, repeating") from None


def show_progress(games: int, bots: tuple[str, ...]) -> bool:
    """A bar only where someone watches (stderr is a terminal) and the run takes over a second or two."""
    seconds = games * max(1 / GAMES_PER_SECOND[bot] for bot in bots)
    return sys.stderr.isatty() and seconds > 1.5


def run_analysis(setup, bots, games, seed, exact):
    from printgen.neighbours.analysis.balance import analyze as analyze_setup
    from printgen.neighbours.analysis.solver import TooLargeToSolve

    try:
        if not show_progress(games, bots):
            return analyze_setup(setup, bots, games, seed, exact)
        with click.progressbar(length=games, label="playing", file=sys.stderr) as bar:
            return analyze_setup(setup, bots, games, seed, exact, progress=bar.update)
    except TooLargeToSolve as exc:
        raise PrintgenError(f"cannot solve {setup.id} exactly: {exc}", "leave out --exact and the optimal bot, and rely on the simulated figures") from None


@click.command()
@click.argument("setup", shell_complete=complete_setup)
@click.option("-p", "--players", type=int, default=2, show_default=True, help="Players at the table, 1 to 8.")
@click.option("-n", "--games", type=int, default=10_000, show_default=True, help="Games to simulate.")
@click.option("--bot", "bot_spec", default="greedy", show_default=True, shell_complete=complete_bots, help="random, greedy, lookahead or optimal (two players); a list such as greedy,random gives each seat its bot in turn order.")
@click.option("--seed", type=int, default=1, show_default=True, help="The same seed gives the same games.")
@click.option("--exact", is_flag=True, help="Also solve the two-player game exactly: its value, every opening's value and a perfect line.")
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True, help="Figures as text for people or JSON for programs.")
@click.option("--report", "report_path", type=click.Path(dir_okay=False), default=None, help="Also write a balance report with charts to this PDF file.")
def analyze(setup: str, players: int, games: int, bot_spec: str, seed: int, exact: bool, output_format: str, report_path: str | None) -> int:
    """Simulate games of SETUP (a bundled setup's id or a .yaml file) between bots and report the balance.

    Exit status: 0 done, 1 invalid setup or too large to solve, 2 usage, 3 report not written.
    """
    from printgen.kinds import require, resolve

    target = resolve(setup)
    require(target.kind, "analyze", "analyzed")
    check_numbers(players, games, seed)
    bots = seat_bots(bot_spec, players)
    if exact and players != 2:
        raise UsageError(f"--exact solves two-player games only, not {players}", "add --players 2")
    model = target.kind.module().load(target)
    if report_path:
        from printgen.output import check_not_input

        check_not_input(report_path, [target.path], "--report")
    say_if_compiling()
    analysis = run_analysis(model, bots, games, seed, exact)
    if report_path:
        from printgen.neighbours.analysis.report import write_report

        write_report(analysis, report_path)
    if output_format == "json":
        from printgen.neighbours.analysis.text import analysis_json

        click.echo(analysis_json(analysis))
    else:
        from printgen.neighbours.analysis.text import analysis_text

        click.echo(analysis_text(analysis))
        if report_path:
            click.echo(f"\nreport written to {report_path}")
    return EXIT_OK


def say_if_compiling() -> None:
    """Tells the user why the very first run takes a while."""
    from printgen.neighbours.analysis import compiled_before

    if not compiled_before():
        click.echo("printgen: compiling the analyzer on its first run (about half a minute; later runs start in a second)", err=True)
