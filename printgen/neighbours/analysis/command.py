"""`printgen analyze` for a Number Neighbours setup: the engine's entry in printgen.engines.

The options arrive as one request (printgen.engines.api.AnalyzeRequest); they are checked against
what the engine can play (players, bots, games, seeds, the time a run would take) before any game
is played, and the prepared run gives a result the command prints.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import PrintgenError, UsageError
from printgen.engines.api import AnalyzeRequest, Plan

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


def progress_seconds(games: int, bots: tuple[str, ...]) -> float:
    """About how long a run takes, by the bots' rough pace, where no estimate is worked out."""
    return games * max(1 / GAMES_PER_SECOND[bot] for bot in bots)


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
) -> tuple[float, str | None]:
    """Refuses a run estimated beyond `max_minutes`; the estimated seconds, and the sentence that
    announces a run beyond WARN_SECONDS (None for a shorter one)."""
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
    announcement = None
    if seconds > WARN_SECONDS:
        announcement = f"{what} will take about {duration(seconds)} on one core; Ctrl-C stops it"
    return seconds, announcement


def run_analysis(setup, bots, games, seed, exact, skill_games: int = 0, progress=None):
    from printgen.neighbours.analysis.balance import analyze as analyze_setup
    from printgen.neighbours.analysis.solver import TooLargeToSolve

    try:
        return analyze_setup(
            setup, bots, games, seed, exact, progress=progress, skill_games=skill_games
        )
    except TooLargeToSolve as exc:
        raise PrintgenError(
            f"cannot solve {setup.id} exactly: {exc}",
            f"leave out {solvers(exact, bots)}, and rely on the simulated figures",
        ) from None


@dataclass(frozen=True)
class AnalysisResult:
    """A setup's analysis, printed as the command asks."""

    analysis: object

    def text(self) -> str:
        from printgen.neighbours.analysis.text import analysis_text

        return analysis_text(self.analysis)

    def json(self) -> str:
        from printgen.neighbours.analysis.text import analysis_json

        return analysis_json(self.analysis)

    def write_report(self, path: str, inputs: list[str]) -> None:
        from printgen.neighbours.analysis.report import write_report

        write_report(self.analysis, path, inputs)

    def written(self) -> list[str]:
        return []


@dataclass(frozen=True)
class PreparedAnalysis:
    """A setup's analysis, checked and estimated, ready to run."""

    plan: Plan
    model: object
    bots: tuple[str, ...]
    games: int
    seed: int
    exact: bool
    skill_games: int

    def run(self, progress=None) -> AnalysisResult:
        return AnalysisResult(
            run_analysis(
                self.model, self.bots, self.games, self.seed, self.exact, self.skill_games, progress
            )
        )


def prepare(target, request: AnalyzeRequest):
    """The analysis of the setup of `target` that `request` asks for (played, solved or swept),
    checked and estimated before any game is played."""
    bot_spec = request.bots or "greedy"
    exact, games, seed = request.exact, request.games, request.seed
    players = default_players(exact, bot_spec) if request.players is None else request.players
    check_numbers(players, games, seed)
    check_minutes(request.max_minutes)
    if request.target is not None:
        raise UsageError(
            "--target applies to games played to a target, not to a setup", "leave out --target"
        )
    skill_games = 2_000 if request.skill_games is None else request.skill_games
    if not 0 <= skill_games <= MAX_GAMES:
        raise UsageError(
            f"--skill-games must be 0 to {MAX_GAMES:,}, got {skill_games}",
            "give a number of games per seat such as 2000, or 0 to leave the skill gap out",
        )
    if request.sweeps:
        model = target.kind.module().load(target)
        return prepare_sweep(target, model, request, players, bot_spec)
    for name, value in (
        ("--top", request.top),
        ("--write-best", request.best_folder),
        ("--best", request.best_count),
        ("--workers", request.workers),
    ):
        if value is not None:
            raise UsageError(
                f"{name} applies to sweeps only", "add --sweep, such as --sweep row=all"
            )
    bots = seat_bots(bot_spec, players)
    if exact and players != 2:
        raise UsageError(f"--exact solves two-player games only, not {players}", "add --players 2")
    model = target.kind.module().load(target)
    if request.report_path:
        from printgen.core.output import check_target

        check_target(request.report_path, [target.path], "--report")
    seconds, announcement = check_budget(
        model, bots, games, exact, request.max_minutes, skill_games
    )
    from printgen.neighbours.analysis.balance import skill_game_count

    plan = Plan(seconds, games + skill_game_count(len(bots), skill_games), "playing", announcement)
    return PreparedAnalysis(plan, model, bots, games, seed, exact, skill_games)


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


@dataclass(frozen=True)
class SweepResult:
    result: object
    top: int
    paths: tuple[str, ...] = ()

    def text(self) -> str:
        from printgen.neighbours.analysis.sweep_out import sweep_text

        lines = [sweep_text(self.result, self.top)]
        lines += [f"setup written to {path}" for path in self.paths]
        return "\n".join(lines)

    def json(self) -> str:
        from printgen.neighbours.analysis.sweep_out import sweep_json

        return sweep_json(self.result)

    def write_report(self, path: str, inputs: list[str]) -> None:
        from printgen.neighbours.analysis.sweep_report import write_sweep_report

        write_sweep_report(self.result, path)

    def written(self) -> list[str]:
        return list(self.paths)


@dataclass(frozen=True)
class PreparedSweep:
    plan: Plan
    model: object
    sweep: object
    bot_spec: str
    games: int
    seed: int
    skill_games: int
    exact: bool
    workers: int
    top: int
    best_folder: str | None
    best_count: int

    def bots_for(self, count: int) -> tuple[str, ...]:
        return seat_bots(self.bot_spec, count)

    def run(self, progress=None) -> SweepResult:
        return run_sweep_with_progress(self, progress)


def run_sweep_with_progress(prepared: PreparedSweep, progress=None) -> SweepResult:
    """Runs the sweep in this process (one worker) or a local process pool, reporting each
    variant done to `progress`; the best variants written where asked."""
    from contextlib import ExitStack

    from printgen.core.workers import worker_pool
    from printgen.neighbours.analysis.solver import TooLargeToSolve
    from printgen.neighbours.analysis.sweep import run_sweep

    with ExitStack() as stack:
        executor = None
        if prepared.workers > 1 and prepared.sweep.size > 1:
            executor = stack.enter_context(worker_pool(min(prepared.workers, prepared.sweep.size)))
        try:
            result = run_sweep(
                prepared.model,
                prepared.sweep,
                prepared.bots_for,
                prepared.games,
                prepared.seed,
                prepared.skill_games,
                prepared.exact,
                executor,
                progress,
                in_flight=4 * prepared.workers,
            )
        except TooLargeToSolve as exc:
            raise PrintgenError(
                f"cannot solve {prepared.model.id}'s rows exactly: {exc}",
                "leave out --exact and rely on the simulated figures",
            ) from None
    paths: list[str] = []
    if prepared.best_folder is not None:
        from printgen.neighbours.analysis.sweep_out import write_best

        # from the file as it was read, not read again
        paths = write_best(prepared.model, result, prepared.best_folder, prepared.best_count)
    return SweepResult(result, prepared.top, tuple(paths))


def prepare_sweep(target, model, request: AnalyzeRequest, players: int, bot_spec: str):
    """`analyze --sweep`: every variant analysed alike, ranked, the best written out on request."""
    import os

    from printgen.neighbours.analysis.sweep import SweepError, parse_sweep

    best_folder, best_count, top = request.best_folder, request.best_count, request.top
    games, exact = request.games, request.exact
    skill_games = 2_000 if request.skill_games is None else request.skill_games
    if best_count is not None and best_folder is None:
        raise UsageError(
            "--best needs --write-best FOLDER", "add --write-best FOLDER to write the best variants"
        )
    top = 10 if top is None else top
    best_given = best_count is not None
    best_count = 3 if best_count is None else best_count
    cores = usable_cores()
    workers = cores if request.workers is None else request.workers
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
        sweep = parse_sweep(request.sweeps, model, players)
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
        from printgen.core.errors import OutputError
        from printgen.core.output import check_target
        from printgen.neighbours.analysis.sweep_out import best_paths, check_best_can_be_written

        variants = len(sweep.rows) * len(sweep.points)
        if best_given and best_count > variants:
            raise UsageError(
                f"--best {best_count:,} is more than the sweep's {variants:,} "
                f"variant{'s' if variants != 1 else ''}",
                f"give --best {variants} or fewer, or sweep more variants",
            )
        best_count = min(best_count, variants)
        if os.path.exists(best_folder) and not os.path.isdir(best_folder):
            raise UsageError(
                f"--write-best: {best_folder} is a file, and a setup's best variants go into a "
                "folder",
                "name a folder, such as --write-best .",
            )
        if not os.path.isdir(best_folder):
            raise OutputError(
                f"--write-best: the folder {best_folder} does not exist",
                "create it first, or name an existing folder",
            )
        for path in best_paths(model, best_folder, best_count):
            check_target(path, [target.path], "--write-best")
        check_best_can_be_written(model)
    if request.report_path:
        from printgen.core.output import check_target

        check_target(request.report_path, [target.path], "--report")

    def bots_for(count):
        return seat_bots(bot_spec, count)

    playing, solving = sweep_seconds(model, sweep, bots_for, games, skill_games, exact)
    # what will run: more processes than cores only share them
    workers = min(workers, cores, sweep.size)
    seconds = playing / workers + solving
    what = (
        f"a sweep of {sweep.size:,} analyses of {games:,} game{'s' if games != 1 else ''} each"
        + (" and exact values" if exact else "")
    )
    where = f"{workers} worker{'s' if workers != 1 else ''}"
    if seconds > request.max_minutes * 60:
        raise UsageError(
            f"{what} would take {_about(duration(seconds))} on {where}, more than --max-minutes "
            f"{request.max_minutes:g}",
            "sweep fewer variants or play fewer games, or raise --max-minutes"
            + ("" if workers >= cores else f" (or use up to {cores} workers, one per core)"),
        )
    announcement = None
    if seconds > WARN_SECONDS:
        announcement = f"{what} will take about {duration(seconds)} on {where}; Ctrl-C stops it"
    plan = Plan(seconds, sweep.size, "sweeping", announcement, eta=True)
    return PreparedSweep(
        plan,
        model,
        sweep,
        bot_spec,
        games,
        request.seed,
        skill_games,
        exact,
        workers,
        top,
        best_folder,
        best_count,
    )


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system says, else every core)."""
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return os.cpu_count() or 1
