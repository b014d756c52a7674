"""`printgen analyze`: who wins a setup or a game, by how much, how long it lasts and whether seat
order or greed decides it; for a game file without `play:`, its deck arithmetic.

The command resolves the file, asks the registry whether its kind can be analyzed, makes one
request of its options and hands it to the kind's engine (printgen.engines); it announces a long
run, shows progress and prints the result. No engine prints or knows click."""

from __future__ import annotations

import click

from printgen.cli.complete import complete_bots, complete_setup
from printgen.core.errors import EXIT_OK, UsageError
from printgen.layout.paper import PAPERS
from printgen.style.messages import LANGUAGES

MAX_MINUTES = (
    60  # a run estimated beyond --max-minutes (by default this) is refused before it starts
)


@click.command()
@click.argument("setup", metavar="KIT", shell_complete=complete_setup)
@click.option(
    "-p",
    "--players",
    type=int,
    default=None,
    help="Players at the table: for a setup 1 to 8 (default 4, as build; 2 with --exact or the "
    "optimal bot, which solve two-player games); for a game, within its player counts (default "
    "4, or its fewest where it deals no 4).",
)
@click.option(
    "-n", "--games", type=int, default=10_000, show_default=True, help="Games to simulate."
)
@click.option(
    "--bot",
    "bot_spec",
    default=None,
    shell_complete=complete_bots,
    help="A setup: random, greedy (the default), lookahead or optimal (two players). A game "
    "file with `play:`: random (the default), greedy or a bot of its own (`play: bots:`). A "
    "list such as greedy,random gives each seat its bot in turn order.",
)
@click.option(
    "--seed", type=int, default=1, show_default=True, help="The same seed gives the same games."
)
@click.option(
    "--exact",
    is_flag=True,
    help="A setup: also solve the two-player game exactly: its value, every opening's value and "
    "a perfect line.",
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
    default=None,
    help="Games per seat of the skill-gap tables (a greedy or lookahead seat among random ones; "
    "a game file: a greedy seat among random ones, and a random one among greedy), default 2000 "
    "for a setup and 200 for a game file; 0 leaves the skill gap out.",
)
@click.option(
    "--sweep",
    "sweeps",
    multiple=True,
    metavar="KEY=VALUES",
    help="Analyse variants and rank them; repeat to combine into a grid. A setup: row=all (every "
    "arrangement of the row), players=2..6, points=1..3 or points.N=1,2,5 (clause N). A game "
    "file with `play:`: players=2..6, target=15,30,70, or a whole number of the file by its path "
    "(deal.players.4.hand, scoring.1.table.3=4..8; lists counted from 1).",
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
    type=click.Path(),
    default=None,
    metavar="PATH",
    help="Sweeps: a setup's best variants into this folder as ready setup files; a game file's "
    "best variant as this game file (its comments and layout kept).",
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
    help="Processes to play in: a sweep's variants (default and at most: one per core, and no "
    "more than the variants), or a game file's games (default 1: this process); the figures are "
    "the same however many.",
)
@click.option(
    "--target",
    "target_score",
    type=int,
    default=None,
    help="A game played to a target: the target the simulated games play to (default: the "
    "game's `play: target`).",
)
@click.option(
    "--lang",
    "language",
    type=click.Choice(LANGUAGES),
    default="en",
    show_default=True,
    help="The language of a game file's --report.",
)
@click.option(
    "--paper",
    type=click.Choice(sorted(PAPERS), case_sensitive=False),
    default="a4",
    show_default=True,
    help="The paper of a game file's --report.",
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
    skill_games: int | None,
    sweeps: tuple[str, ...],
    top: int | None,
    best_folder: str | None,
    best_count: int | None,
    workers: int | None,
    target_score: int | None,
    language: str,
    paper: str,
    max_minutes: float,
) -> int:
    """Simulate games of KIT (a setup or a game file, bundled or a .yaml file) between bots and
    report the balance: each seat's wins, scores and the length of a game; for a game file
    without `play:`, its deck arithmetic.

    Exit status: 0 done, 1 invalid setup or too large to solve, 2 usage (including a run estimated
    to take longer than --max-minutes), 3 report not written.
    """
    from printgen.engines import ENGINES
    from printgen.engines.api import AnalyzeRequest
    from printgen.kinds.lookup import require, resolve

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
    request = AnalyzeRequest(
        players=players,
        games=games,
        bots=bot_spec,
        seed=seed,
        exact=exact,
        skill_games=skill_games,
        sweeps=tuple(sweeps),
        top=top,
        best_folder=best_folder,
        best_count=best_count,
        workers=workers,
        max_minutes=max_minutes,
        report_path=report_path,
        output_format=output_format,
        target=target_score,
        language=language,
        paper=paper.lower(),
    )
    prepared = ENGINES[target.kind.game].prepare(target, request)
    result = run_prepared(prepared)
    if report_path:
        result.write_report(report_path, inputs_of(target))
    if output_format == "json":
        click.echo(result.json())
    else:
        click.echo(result.text())
        if report_path:
            click.echo(f"\nreport written to {report_path}")
    return EXIT_OK


def inputs_of(target) -> list[str]:
    """The files a kit reads, which a report must never replace."""
    found = [target.path]
    try:
        found += list(target.kind.module().inputs(target))
    except AttributeError:
        pass
    return found


def shows_progress(plan) -> bool:
    """A bar only where someone watches (standard error is a terminal) and the run takes over a
    second or two."""
    import sys

    return sys.stderr.isatty() and plan.seconds is not None and plan.seconds > 1.5


def run_prepared(prepared):
    """Runs a prepared analysis: its announcement on standard error when it is long, a progress
    bar where someone watches (standard error is a terminal) and the run takes a while."""
    import sys

    plan = prepared.plan
    if plan.announcement:
        click.echo(f"printgen: {plan.announcement}", err=True)
    if not shows_progress(plan):
        return prepared.run(None)
    with click.progressbar(
        length=plan.units, label=plan.label, file=sys.stderr, show_eta=plan.eta, show_pos=plan.eta
    ) as bar:
        return prepared.run(bar.update)
