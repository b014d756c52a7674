"""`printgen analyze` for a Number Neighbours setup: the engine's entry in printgen.engines.

The options arrive as the command line gave them; they are checked against what the engine can
play (players, bots, games, seeds, the time a run would take) before any game is played.
"""

from __future__ import annotations

import sys

import click

from printgen.errors import EXIT_OK, PrintgenError, UsageError

DEFAULT_PLAYERS = 4  # as `build` prints a kit for
MAX_GAMES = 100_000_000
WARN_SECONDS = (
    30  # a run estimated to take longer is announced on standard error, with its estimate
)
MAX_BEST = 1_000  # --write-best: variants written at most
# rough, for show_progress without an estimate
GAMES_PER_SECOND = {"random": 500_000, "greedy": 500_000, "lookahead": 50_000, "optimal": 50_000}


def check_numbers(players: int, games: int, seed: int) -> None:
    from printgen.neighbours.analysis.rng import MAX_SEED
    from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS

    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise UsageError(
            f"--players must be {MIN_PLAYERS} to {MAX_PLAYERS}, got {players}",
            f"allowed: {', '.join(str(n) for n in range(MIN_PLAYERS, MAX_PLAYERS + 1))}",
        )
    if not 1 <= games <= MAX_GAMES:
        raise UsageError(
            f"--games must be 1 to {MAX_GAMES:,}, got {games}",
            "give a whole number of games such as 10000",
        )
    if not 0 <= seed <= MAX_SEED:
        raise UsageError(
            f"--seed must be 0 to {MAX_SEED}, got {seed}", "give a whole number such as 1"
        )


def default_players(exact: bool, bot_spec: str) -> int:
    """The table when -p is not given: build's 4, or 2 where the exact solution is asked for
    (--exact, the optimal bot), which exists for two players only."""
    wants_solution = exact or "optimal" in (name.strip() for name in bot_spec.split(","))
    return 2 if wants_solution else DEFAULT_PLAYERS


def check_minutes(max_minutes: float) -> None:
    if not max_minutes > 0:
        raise UsageError(
            f"--max-minutes must be more than 0, got {max_minutes:g}",
            "give a number of minutes such as 60",
        )


def seat_bots(spec: str, players: int) -> tuple[str, ...]:
    from printgen.neighbours.analysis.bots import BOTS, BotError
    from printgen.neighbours.analysis.bots import seat_bots as parse

    try:
        return parse(spec, players)
    except BotError as exc:
        raise UsageError(
            str(exc),
            f"bots: {', '.join(BOTS)}; a comma-separated list fills the seats in turn order, "
            "repeating",
        ) from None


def show_progress(games: int, bots: tuple[str, ...], seconds: float | None = None) -> bool:
    """A bar only where someone watches (stderr is a terminal) and the run takes over a second or
    two."""
    if seconds is None:
        seconds = games * max(1 / GAMES_PER_SECOND[bot] for bot in bots)
    return sys.stderr.isatty() and seconds > 1.5


def duration(seconds: float) -> str:
    if seconds < 0.5:
        return "less than a second"
    if seconds < 90:
        return f"{seconds:.0f} seconds"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} minutes"
    if seconds < 48 * 3600:
        return f"{seconds / 3600:.1f} hours"
    return f"{seconds / 86400:.0f} days"


def playing_seconds(game, bots: tuple[str, ...], games: int, skill_games: int) -> float:
    """About how long the run's games take: its own table's and the skill-gap tables'."""
    from printgen.neighbours.analysis.balance import SKILL_BOTS, skill_tables
    from printgen.neighbours.analysis.simulate import estimated_seconds

    seconds = estimated_seconds(game, bots, games)
    if len(bots) > 1 and skill_games:
        seconds += sum(
            estimated_seconds(game, table, skill_games, course=False)
            for bot in SKILL_BOTS
            for table in skill_tables(len(bots), bot)
        )
    return seconds


def estimate(
    model, bots: tuple[str, ...], games: int, exact: bool, skill_games: int = 0
) -> tuple[float, float]:
    """(seconds to play, seconds to solve) for this run, estimated before any work starts."""
    from printgen.neighbours.analysis.compiled import compile_game
    from printgen.neighbours.analysis.solver import (
        TooLargeToSolve,
        check_solvable,
        estimated_solve_seconds,
    )

    game = compile_game(model)
    solving = 0.0
    if exact or "optimal" in bots:
        try:
            check_solvable(game)
        except TooLargeToSolve as exc:
            raise PrintgenError(
                f"cannot solve {model.id} exactly: {exc}",
                f"leave out {solvers(exact, bots)}, and rely on the simulated figures",
            ) from None
        solving = estimated_solve_seconds(game, greedy_too=exact)
    return playing_seconds(game, bots, games, skill_games), solving


def _about(said: str) -> str:
    return said if said.startswith("less") else f"about {said}"


def solvers(exact: bool, bots: tuple[str, ...]) -> str:
    """What asked for the exact solution, as the command line gave it: --exact, the optimal bot or
    both (a hint names only what was given)."""
    asked = (["--exact"] if exact else []) + (["the optimal bot"] if "optimal" in bots else [])
    return " and ".join(asked) or "--exact"


def check_budget(
    model, bots: tuple[str, ...], games: int, exact: bool, max_minutes: float, skill_games: int = 0
) -> float:
    """Refuses a run estimated beyond `max_minutes`, and announces one beyond WARN_SECONDS (on
    standard error, whether or not it is a terminal). Returns the estimated seconds."""
    playing, solving = estimate(model, bots, games, exact, skill_games)
    seconds = playing + solving
    names = ",".join(bots) if len(set(bots)) > 1 else bots[0]
    what = f"{games:,} game{'s' if games != 1 else ''} of {names} play" + (
        " and solving the game exactly" if solving else ""
    )
    if seconds > max_minutes * 60:
        per_game = playing / games
        fit = int(max(max_minutes * 60 - solving, 0) / per_game) if per_game else games
        if fit >= 1:
            hint = f"ask for fewer games: about {fit:,} fit in {max_minutes:g} minutes"
        elif solving >= max_minutes * 60:
            hint = f"the exact solution alone takes longer; leave out {solvers(exact, bots)}"
        elif solving:
            hint = f"the exact solution and one game take longer; leave out {solvers(exact, bots)}"
        else:
            hint = "one game alone takes longer"
        raise UsageError(
            f"{what} would take {_about(duration(seconds))} on one core, more than "
            f"--max-minutes {max_minutes:g}",
            f"{hint}, or raise --max-minutes",
        )
    if seconds > WARN_SECONDS:
        click.echo(
            f"printgen: {what} will take about {duration(seconds)} on one core; Ctrl-C stops it",
            err=True,
        )
    return seconds


def run_analysis(
    setup, bots, games, seed, exact, seconds: float | None = None, skill_games: int = 0
):
    from printgen.neighbours.analysis.balance import analyze as analyze_setup
    from printgen.neighbours.analysis.balance import skill_game_count
    from printgen.neighbours.analysis.solver import TooLargeToSolve

    try:
        if not show_progress(games, bots, seconds):
            return analyze_setup(setup, bots, games, seed, exact, skill_games=skill_games)
        with click.progressbar(
            length=games + skill_game_count(len(bots), skill_games),
            label="playing",
            file=sys.stderr,
        ) as bar:
            return analyze_setup(
                setup, bots, games, seed, exact, progress=bar.update, skill_games=skill_games
            )
    except TooLargeToSolve as exc:
        raise PrintgenError(
            f"cannot solve {setup.id} exactly: {exc}",
            f"leave out {solvers(exact, bots)}, and rely on the simulated figures",
        ) from None


def analyze(
    target,
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
    """The analysis of the setup of `target` the options ask for (played, solved or swept), printed;
    the exit status."""
    players = default_players(exact, bot_spec) if players is None else players
    check_numbers(players, games, seed)
    check_minutes(max_minutes)
    if not 0 <= skill_games <= MAX_GAMES:
        raise UsageError(
            f"--skill-games must be 0 to {MAX_GAMES:,}, got {skill_games}",
            "give a number of games per seat such as 2000, or 0 to leave the skill gap out",
        )
    if not sweeps:
        for name, value in (
            ("--top", top),
            ("--write-best", best_folder),
            ("--best", best_count),
            ("--workers", workers),
        ):
            if value is not None:
                raise UsageError(
                    f"{name} applies to sweeps only", "add --sweep, such as --sweep row=all"
                )
    else:
        model = target.kind.module().load(target)
        return analyze_sweep(
            target,
            model,
            sweeps,
            players,
            games,
            bot_spec,
            seed,
            exact,
            output_format,
            report_path,
            skill_games,
            top,
            best_folder,
            best_count,
            workers,
            max_minutes,
        )
    bots = seat_bots(bot_spec, players)
    if exact and players != 2:
        raise UsageError(f"--exact solves two-player games only, not {players}", "add --players 2")
    model = target.kind.module().load(target)
    if report_path:
        from printgen.output import check_target

        check_target(report_path, [target.path], "--report")
    seconds = check_budget(model, bots, games, exact, max_minutes, skill_games)
    analysis = run_analysis(model, bots, games, seed, exact, seconds, skill_games)
    if report_path:
        from printgen.neighbours.analysis.report import write_report

        write_report(analysis, report_path, [target.path])
    if output_format == "json":
        from printgen.neighbours.analysis.text import analysis_json

        click.echo(analysis_json(analysis))
    else:
        from printgen.neighbours.analysis.text import analysis_text

        click.echo(analysis_text(analysis))
        if report_path:
            click.echo(f"\nreport written to {report_path}")
    return EXIT_OK


def sweep_seconds(
    model, sweep, bots_for, games: int, skill_games: int, exact: bool
) -> tuple[float, float]:
    """(seconds of play on one core, seconds of exact solving) for a sweep, before it starts."""
    from printgen.neighbours.analysis.compiled import compile_game
    from printgen.neighbours.analysis.solver import (
        TooLargeToSolve,
        check_solvable,
        estimated_solve_seconds,
    )
    from printgen.neighbours.analysis.sweep import Variant, variant_setup

    playing = solving = 0.0
    for points in sweep.points:
        game = compile_game(variant_setup(model, Variant(model.row, points)))
        per_row = sum(playing_seconds(game, bots_for(n), games, skill_games) for n in sweep.players)
        # each variant's own table for the optimal bot
        if any("optimal" in bots_for(n) for n in sweep.players):
            try:
                check_solvable(game)
            except TooLargeToSolve as exc:
                raise PrintgenError(
                    f"cannot solve {model.id} exactly: {exc}",
                    "leave out the optimal bot, and rely on the other bots' figures",
                ) from None
            per_row += estimated_solve_seconds(game)
        playing += per_row * len(sweep.rows)
        if exact:
            values = sorted({game.index(v) for v in model.row})
            try:
                check_solvable(game, values)
            except TooLargeToSolve as exc:
                raise PrintgenError(
                    f"cannot solve {model.id}'s rows exactly: {exc}",
                    "leave out --exact and rely on the simulated figures",
                ) from None
            solving += estimated_solve_seconds(game, row_values=values)
    return playing, solving


def analyze_sweep(
    target,
    model,
    sweeps,
    players,
    games,
    bot_spec,
    seed,
    exact,
    output_format,
    report_path,
    skill_games,
    top,
    best_folder,
    best_count,
    workers,
    max_minutes,
) -> int:
    """`analyze --sweep`: every variant analysed alike, ranked, the best written out on request."""
    import os

    from printgen.neighbours.analysis.sweep import SweepError, parse_sweep

    if best_count is not None and best_folder is None:
        raise UsageError(
            "--best needs --write-best FOLDER", "add --write-best FOLDER to write the best variants"
        )
    top = 10 if top is None else top
    best_given = best_count is not None
    best_count = 3 if best_count is None else best_count
    cores = usable_cores()
    workers = cores if workers is None else workers
    if top < 1:
        raise UsageError(
            f"--top must be 1 or more, got {top}",
            "give how many ranked variants to show, such as 10",
        )
    if not 1 <= best_count <= MAX_BEST:
        raise UsageError(
            f"--best must be 1 to {MAX_BEST:,}, got {best_count:,}",
            "give how many variants to write, such as 3",
        )
    if not 1 <= workers <= 256:
        raise UsageError(
            f"--workers must be 1 to 256, got {workers}", "give a number of processes, such as 2"
        )
    try:
        sweep = parse_sweep(sweeps, model, players)
    except SweepError as exc:
        raise UsageError(str(exc), exc.hint) from None
    for count in sweep.players:
        seat_bots(bot_spec, count)  # every table must take the bots
    if exact and 2 not in sweep.players:
        raise UsageError(
            "--exact solves two-player games: the sweep has no table of 2",
            "sweep players including 2, or add --players 2",
        )
    if best_folder is not None:
        from printgen.errors import OutputError
        from printgen.neighbours.analysis.sweep_out import best_paths, check_best_can_be_written
        from printgen.output import check_target

        variants = len(sweep.rows) * len(sweep.points)
        if best_given and best_count > variants:
            raise UsageError(
                f"--best {best_count:,} is more than the sweep's {variants:,} "
                f"variant{'s' if variants != 1 else ''}",
                f"give --best {variants} or fewer, or sweep more variants",
            )
        best_count = min(best_count, variants)
        if not os.path.isdir(best_folder):
            raise OutputError(
                f"--write-best: the folder {best_folder} does not exist",
                "create it first, or name an existing folder",
            )
        for path in best_paths(model, best_folder, best_count):
            check_target(path, [target.path], "--write-best")
        check_best_can_be_written(model)
    if report_path:
        from printgen.output import check_target

        check_target(report_path, [target.path], "--report")
    bots_for = lambda count: seat_bots(bot_spec, count)  # noqa: E731
    playing, solving = sweep_seconds(model, sweep, bots_for, games, skill_games, exact)
    # what will run: more processes than cores only share them
    workers = min(workers, cores, sweep.size)
    seconds = playing / workers + solving
    what = (
        f"a sweep of {sweep.size:,} analyses of {games:,} game{'s' if games != 1 else ''} each"
        + (" and exact values" if exact else "")
    )
    where = f"{workers} worker{'s' if workers != 1 else ''}"
    if seconds > max_minutes * 60:
        raise UsageError(
            f"{what} would take {_about(duration(seconds))} on {where}, more than --max-minutes "
            f"{max_minutes:g}",
            "sweep fewer variants or play fewer games, or raise --max-minutes"
            + ("" if workers >= cores else f" (or use up to {cores} workers, one per core)"),
        )
    if seconds > WARN_SECONDS:
        click.echo(
            f"printgen: {what} will take about {duration(seconds)} on {where}; Ctrl-C stops it",
            err=True,
        )
    result = run_sweep_with_progress(
        model, sweep, bots_for, games, seed, skill_games, exact, workers, seconds
    )
    if report_path:
        from printgen.neighbours.analysis.sweep_report import write_sweep_report

        write_sweep_report(result, report_path)
    written = []
    if best_folder is not None:
        from printgen.neighbours.analysis.sweep_out import write_best

        # from the file as it was read, not read again
        written = write_best(model, result, best_folder, best_count)
    if output_format == "json":
        from printgen.neighbours.analysis.sweep_out import sweep_json

        click.echo(sweep_json(result))
    else:
        from printgen.neighbours.analysis.sweep_out import sweep_text

        click.echo(sweep_text(result, top))
        for path in written:
            click.echo(f"setup written to {path}")
        if report_path:
            click.echo(f"\nreport written to {report_path}")
    return EXIT_OK


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else every core)."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def run_sweep_with_progress(
    model, sweep, bots_for, games, seed, skill_games, exact, workers, seconds
):
    """Runs the sweep in this process (one worker) or a local process pool, with a progress bar
    and the estimated time left where someone watches."""
    from contextlib import ExitStack

    from printgen.neighbours.analysis.pool import worker_pool
    from printgen.neighbours.analysis.solver import TooLargeToSolve
    from printgen.neighbours.analysis.sweep import run_sweep

    with ExitStack() as stack:
        executor = None
        if workers > 1 and sweep.size > 1:
            executor = stack.enter_context(worker_pool(min(workers, sweep.size)))
        progress = None
        if show_progress(0, ("greedy",), seconds):
            bar = stack.enter_context(
                click.progressbar(
                    length=sweep.size,
                    label="sweeping",
                    file=sys.stderr,
                    show_eta=True,
                    show_pos=True,
                )
            )
            progress = bar.update
        try:
            return run_sweep(
                model,
                sweep,
                bots_for,
                games,
                seed,
                skill_games,
                exact,
                executor,
                progress,
                in_flight=4 * workers,
            )
        except TooLargeToSolve as exc:
            raise PrintgenError(
                f"cannot solve {model.id}'s rows exactly: {exc}",
                "leave out --exact and rely on the simulated figures",
            ) from None
