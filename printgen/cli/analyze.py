"""`printgen analyze`: who wins a setup, by how much, and whether seat order or greed decides it;
for a game file, its deck arithmetic.

The command resolves the file, asks the registry whether its kind can be analyzed, and hands the
options to the engine of the kind's game (printgen.engines); a kind without one (a game file) is
given its deck arithmetic."""

from __future__ import annotations

import click

from printgen.cli.complete import complete_bots, complete_setup
from printgen.errors import EXIT_OK, UsageError

MAX_MINUTES = (
    60  # a run estimated beyond --max-minutes (by default this) is refused before it starts
)


@click.command()
@click.argument("setup", shell_complete=complete_setup)
@click.option(
    "-p",
    "--players",
    type=int,
    default=None,
    help="Players at the table, 1 to 8 (default 4, as build; 2 with --exact or the optimal bot, "
    "which solve two-player games).",
)
@click.option(
    "-n", "--games", type=int, default=10_000, show_default=True, help="Games to simulate."
)
@click.option(
    "--bot",
    "bot_spec",
    default="greedy",
    show_default=True,
    shell_complete=complete_bots,
    help="random, greedy, lookahead or optimal (two players); a list such as greedy,random gives "
    "each seat its bot in turn order.",
)
@click.option(
    "--seed", type=int, default=1, show_default=True, help="The same seed gives the same games."
)
@click.option(
    "--exact",
    is_flag=True,
    help="Also solve the two-player game exactly: its value, every opening's value and a perfect "
    "line.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Figures as text for people or JSON for programs.",
)
@click.option(
    "--report",
    "report_path",
    default=None,
    metavar="FILE",
    help="Also write a balance report with charts to this PDF file.",
)
@click.option(
    "--skill-games",
    type=int,
    default=2_000,
    show_default=True,
    help="Games per seat of the skill-gap tables (a greedy or lookahead seat among random ones); 0 "
    "leaves the skill gap out.",
)
@click.option(
    "--sweep",
    "sweeps",
    multiple=True,
    metavar="KEY=VALUES",
    help="Analyse variants and rank them: row=all (every arrangement of the row), players=2..6, "
    "points=1..3 or points.N=1,2,5 (clause N); repeat to combine.",
)
@click.option(
    "--top",
    type=int,
    default=None,
    help="Sweeps: how many ranked variants the text shows (default 10).",
)
@click.option(
    "--write-best",
    "best_folder",
    type=click.Path(file_okay=False),
    default=None,
    help="Sweeps: write the best variants into this folder as ready setup files.",
)
@click.option(
    "--best",
    "best_count",
    type=int,
    default=None,
    help="Sweeps: how many best variants --write-best writes (default 3).",
)
@click.option(
    "--workers",
    type=int,
    default=None,
    help="Sweeps: processes to run variants in (default and at most: one per core, and no more "
    "than the variants; 1 runs them in this process).",
)
@click.option(
    "--max-minutes",
    type=float,
    default=MAX_MINUTES,
    show_default=True,
    help="Refuse a run estimated to take longer than this (runs over half a minute are announced "
    "with their estimate).",
)
def analyze(
    setup: str,
    players: int | None,
    games: int,
    bot_spec: str,
    seed: int,
    exact: bool,
    output_format: str,
    report_path: str | None,
    skill_games: int,
    sweeps: tuple[str, ...],
    top: int | None,
    best_folder: str | None,
    best_count: int | None,
    workers: int | None,
    max_minutes: float,
) -> int:
    """Simulate games of SETUP (a bundled setup's id or a .yaml file) between bots and report the
    balance.

    Exit status: 0 done, 1 invalid setup or too large to solve, 2 usage (including a run estimated
    to take longer than --max-minutes), 3 report not written.
    """
    from printgen.engines import ENGINES
    from printgen.kinds import require, resolve

    if report_path == "-":
        raise UsageError(
            "--report - would be standard output, which carries the figures",
            "give the report's PDF file a name, such as --report balance.pdf (./- for a file "
            "named -)",
        )
    if best_folder == "-":
        raise UsageError(
            "--write-best - would be standard output, but the best variants are a folder of files",
            "give a folder, such as --write-best . (./- for a folder named -)",
        )
    target = resolve(setup)
    require(target.kind, "analyze", "analyzed")
    engine = ENGINES.get(target.kind.game)
    if engine is not None:
        return engine.module().analyze(
            target,
            players,
            games,
            bot_spec,
            seed,
            exact,
            output_format,
            report_path,
            skill_games,
            sweeps,
            top,
            best_folder,
            best_count,
            workers,
            max_minutes,
        )
    return analyze_game(
        target,
        target.kind.module(),
        players,
        output_format,
        report_path,
        bool(sweeps) or exact or bot_spec != "greedy",
    )


def analyze_game(
    target,
    module,
    players: int | None,
    output_format: str,
    report_path: str | None,
    simulated: bool,
) -> int:
    """A game file: its deck arithmetic, exact, in text or JSON, and as a report."""
    import json

    from printgen.game.arithmetic import arithmetic_text, as_json

    if simulated:
        raise UsageError(
            "a game file has no bots, sweeps or exact solution yet: its analysis is the deck "
            "arithmetic",
            "leave out --bot, --sweep and --exact",
        )
    if report_path:
        from printgen.output import check_target

        check_target(report_path, [target.path], "--report")
    game = module.load(target)
    figures = module.analyze_deck(game, players)
    if report_path:
        write_arithmetic_report(figures, report_path, [target.path])
    if output_format == "json":
        click.echo(json.dumps(as_json(figures), indent=2, ensure_ascii=False))
    else:
        click.echo(arithmetic_text(figures))
        if report_path:
            click.echo(f"\nreport written to {report_path}")
    return EXIT_OK


def write_arithmetic_report(figures: dict, path: str, inputs: list[str] = ()) -> None:
    """The figures as a report PDF (the analyzer's report pages), written in one step."""
    from printgen.game.arithmetic import arithmetic_text
    from printgen.neighbours.analysis.report import ReportCursor
    from printgen.output import write_atomic
    from printgen.render.pdf import render_pdf
    from printgen.theme.reading import load_theme

    page = ReportCursor(load_theme())
    text = arithmetic_text(figures).splitlines()
    page.text(f"Deck arithmetic: {figures['game']}", 16, bold=True)
    for line in text[1:]:
        page.text(line.strip(), 9, bold=bool(line) and not line.startswith(" "))
    write_atomic(
        path, render_pdf(page.pages(), f"Deck arithmetic: {figures['game']}"), inputs, "--report"
    )
