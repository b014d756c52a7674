"""`printgen analyze` for a game file: the engine of games declared in their own file
(printgen.engines). A game with `play:` is played by bots, game after game, and its figures told
(printgen.lab); a game without one gets its deck arithmetic, exact.

The request is checked and the run estimated before any game is played: a run longer than
`--max-minutes` is refused, one longer than WARN_SECONDS announced.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass

from printgen.core.errors import PrintgenError, UsageError
from printgen.engines.api import AnalyzeRequest, Plan
from printgen.play.playing import PlayCourse, _tally, over_time, play_part  # noqa: F401

MAX_GAMES = 10_000_000
MAX_SEED = 2**63 - 1
WARN_SECONDS = 30
ESTIMATE_GAMES = 20  # games played to time a run before it starts
PROBE_SECONDS = 5.0  # the most time they may take (or --max-minutes, if shorter)
SKILL_TABLES = (  # a skill table's name, its lone seat's bot and the other seats'
    ("greedy_among_random", "greedy", "random"),
    ("random_among_greedy", "random", "greedy"),
)
SKILL_GAMES = 200  # games per seat of each skill table, unless --skill-games says
PART_GAMES = 500  # games in one part of a run: the progress step, and a worker's task
DEFAULT_BOT = "random"


# -- deck arithmetic (a game without `play:`) ----------------------------------------------
@dataclass(frozen=True)
class ArithmeticResult:
    figures: dict

    def text(self) -> str:
        from printgen.game.arithmetic import arithmetic_text

        return arithmetic_text(self.figures)

    def json(self) -> str:
        from printgen.game.arithmetic import as_json

        return json.dumps(as_json(self.figures), indent=2, ensure_ascii=False)

    def write_report(self, path: str, inputs: list[str]) -> None:
        lines = self.text().splitlines()
        title = f"Deck arithmetic: {self.figures['game']}"
        write_text_report(title, lines[1:], path, inputs)

    def written(self) -> list[str]:
        return []


@dataclass(frozen=True)
class PreparedArithmetic:
    plan: Plan
    game: object
    players: int | None

    def run(self, progress=None) -> ArithmeticResult:
        from printgen.game.kind import analyze_deck

        return ArithmeticResult(analyze_deck(self.game, self.players))


def write_text_report(title: str, lines: list[str], path: str, inputs: list[str]) -> None:
    """Figures as report pages (a heading, then each line), written in one step."""
    from printgen.core.output import write_atomic
    from printgen.lab.report import ReportCursor
    from printgen.render.pdf import render_pdf
    from printgen.style.reading import load_theme

    page = ReportCursor(load_theme())
    page.text(title, 16, bold=True)
    for line in lines:
        page.text(line.strip(), 9, bold=bool(line) and not line.startswith(" "))
    write_atomic(path, render_pdf(page.pages(), title), inputs, "--report")


# -- played games -------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayResult:
    """The figures of the games played, and the deck arithmetic beside them (exact)."""

    game: object
    bots: tuple[str, ...]
    seed: int
    figures: dict
    arithmetic: dict
    language: str = "en"  # the report's
    paper: str = "a4"

    def text(self) -> str:
        from printgen.game.arithmetic import arithmetic_text

        played = figures_text(self.game, self.bots, self.seed, self.figures)
        return played + "\n\n" + arithmetic_text(self.arithmetic)

    def json(self) -> str:
        from printgen.game.arithmetic import as_json

        body = {
            "game": self.game.id,
            "bots": list(self.bots),
            "seed": self.seed,
            **self.figures,
            "deck_arithmetic": as_json(self.arithmetic),
        }
        return json.dumps(_rounded(body), indent=2, ensure_ascii=False)

    def write_report(self, path: str, inputs: list[str]) -> None:
        from printgen.play.report import write_play_report

        write_play_report(self, path, inputs, self.language, self.paper)

    def written(self) -> list[str]:
        return []


def _rounded(value):
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    return value


def _merged(tally, part):
    tally.merge(part)
    return tally


@dataclass(frozen=True)
class PreparedPlay:
    plan: Plan
    game: object
    players: int
    bots: tuple[str, ...]
    games: int
    seed: int
    target: int | None
    arithmetic_players: int | None  # the deck arithmetic's player count (None: every count)
    budget_seconds: float | None = None  # games too long to time first stop after this
    max_minutes: float = 60.0
    path: str = ""
    workers: int = 1
    skill_games: int = 0
    course: bool = False  # the course of each game too (for the report's charts)
    language: str = "en"  # the report's
    paper: str = "a4"

    def skill(self) -> dict | None:
        """A greedy seat among random ones, seat by seat, and a random seat among greedy ones:
        each seat's share of the win, against the even share (the figures of skill)."""
        return self._skill_of(
            {
                key: _tally(self.game, self.players, bots, *rest)
                for key, bots, rest in self._skill_tables()
            }
        )

    def _skill_tables(self) -> list:
        """Each skill table's seat (its key), bots and the rest of its _tally arguments."""
        if not self.skill_games or self.players < 2:
            return []
        tables = []
        for name, lone, rest in SKILL_TABLES:
            for seat in range(self.players):
                bots = tuple(lone if s == seat else rest for s in range(self.players))
                more = (self.skill_games, self.seed + 1 + seat, 0, self.target)
                tables.append(((name, seat), bots, more + (self.budget_seconds,)))
        return tables

    def _skill_of(self, tallies: dict) -> dict | None:
        if not tallies:
            return None
        out = {"games_per_seat": self.skill_games}
        for name, _, _ in SKILL_TABLES:
            shares = []
            for seat in range(self.players):
                tally = tallies[name, seat]
                shares.append(tally.wins[seat] / tally.games)
            out[name] = shares
            out[name + "_mean"] = sum(shares) / len(shares)
        return out

    def _pooled(self, progress):
        """The run's tally and its skill tables' (by key), every part and table a task of one
        pool of workers, so that both keep every worker busy."""
        from printgen.core.workers import worker_pool

        starts = range(0, self.games, PART_GAMES)
        sizes = [min(PART_GAMES, self.games - start) for start in starts]
        tables = self._skill_tables()
        common = (self.path, self.players)
        with worker_pool(min(self.workers, len(sizes) + len(tables))) as pool:
            parts = [
                pool.submit(
                    play_part, *common, self.bots, size, self.seed, start, self.target,
                    self.budget_seconds, self.course,
                )
                for start, size in zip(starts, sizes)
            ]  # fmt: skip
            skill = {
                key: pool.submit(play_part, *common, bots, *rest) for key, bots, rest in tables
            }
            tally = None
            for future in parts:
                part = future.result()
                tally = part if tally is None else _merged(tally, part)
                if progress is not None:
                    progress(part.games)
            return tally, {key: future.result() for key, future in skill.items()}

    def own_bots(self) -> dict | None:
        """How each bot of the game's own among the seats fares against random and greedy seats
        (printgen.play.bot_figures)."""
        from printgen.play.bot_figures import bot_tables

        def tally_games(bots, games, seed):
            return _tally(
                self.game, self.players, bots, games, seed, 0, self.target, self.budget_seconds
            )

        return bot_tables(self, tally_games)

    def _parts(self):
        """The run's tallies in this process, a part of PART_GAMES games at a time, in order."""
        starts = range(0, self.games, PART_GAMES)
        sizes = [min(PART_GAMES, self.games - start) for start in starts]
        budget = self.budget_seconds
        deadline = None if budget is None else time.process_time() + budget
        for start, size in zip(starts, sizes):
            left = None if deadline is None else max(deadline - time.process_time(), 0.0)
            yield _tally(
                self.game, self.players, self.bots, size, self.seed, start, self.target, left,
                self.course,
            )  # fmt: skip

    def run(self, progress=None) -> PlayResult:
        from printgen.game.kind import analyze_deck
        from printgen.lab.tally import figures
        from printgen.play.run import OverTime

        tally = None
        try:
            if self.workers > 1 and self.games > PART_GAMES:
                tally, tables = self._pooled(progress)
                found = figures(tally, self.game.play)
                skill = self._skill_of(tables)
            else:
                for part in self._parts():
                    tally = part if tally is None else _merged(tally, part)
                    if progress is not None:
                        progress(part.games)
                found = figures(tally, self.game.play)
                skill = self.skill()
            own = self.own_bots()
        except OverTime:
            raise over_time(f"{self.games:,} games of {self.game.id}", self.max_minutes) from None
        if skill is not None:
            found["skill"] = skill
        if own is not None:
            found["game_bots"] = own
        return PlayResult(
            self.game,
            self.bots,
            self.seed,
            found,
            analyze_deck(self.game, self.arithmetic_players),
            self.language,
            self.paper,
        )


def prepare(target, request: AnalyzeRequest):
    game = target.kind.module().load(target)
    players = request.players
    if players is not None and game.deal is not None and game.deal.row(players) is None:
        raise UsageError(
            f"{game.id} has no deal for {players} players",
            f"its deal covers {', '.join(str(r.players) for r in game.deal.rows)}",
        )
    if request.report_path:
        from printgen.core.output import check_target

        check_target(request.report_path, kit_inputs(target, game), "--report")
    if game.play is None:
        return prepare_arithmetic(game, request, players)
    if request.sweeps:
        return prepare_sweep(target, game, request, players)
    return prepare_play(game, request, players, target.path)


def prepare_sweep(target, game, request: AnalyzeRequest, players):
    """`analyze GAME --sweep`: the sweep read and bounded, every variant checked as a file, the
    outputs checked and the run timed before any of it is played."""
    from printgen.core.workers import usable_cores
    from printgen.play.run import OverTime, make_runner, play_games
    from printgen.play.sweep import check_variant, parse_game_sweep, variant_text
    from printgen.play.sweep_out import PreparedGameSweep

    for name, value, hint in (
        ("--exact", request.exact or None, "leave it out"),
        ("--best", request.best_count, "a game's sweep writes its one best variant"),
        ("--target", request.target, "sweep it instead: --sweep target=15,30"),
        ("--skill-games", request.skill_games, "a sweep ranks without the skill tables"),
    ):
        if value is not None:
            raise UsageError(f"{name} does not apply to a game file's sweep", hint)
    top = 10 if request.top is None else request.top
    if top < 1:
        raise UsageError(f"--top must be 1 or more, got {top}", "such as --top 10")
    cores = usable_cores()
    workers = cores if request.workers is None else request.workers
    if not 1 <= workers <= 256:
        raise UsageError(
            f"--workers must be 1 to 256, got {workers}", "give a number of processes, such as 2"
        )
    if not 1 <= request.games <= MAX_GAMES:
        raise UsageError(
            f"--games must be 1 to {MAX_GAMES:,}, got {request.games}",
            "give a whole number of games such as 1000",
        )
    if players is not None and any(
        spec.split("=")[0].strip() == "players" for spec in request.sweeps
    ):
        raise UsageError(
            "--players and --sweep players both give the player count", "leave out --players"
        )
    first_players, bots, _ = check_play_request(game, request, players)
    document = target.document
    sweep = parse_game_sweep(request.sweeps, document, game, first_players)
    names = tuple(n.strip() for n in (request.bots or DEFAULT_BOT).split(","))
    if len(names) > min(sweep.players):
        raise UsageError(
            f"{len(names)} bots for {min(sweep.players)} players", "give at most one bot per seat"
        )

    def bots_for(count):
        return tuple(names[seat % len(names)] for seat in range(count))

    inputs = kit_inputs(target, game)
    if request.best_folder is not None:
        from printgen.core.output import check_target

        check_target(request.best_folder, inputs, "--write-best")
    texts, errors = [], []
    for values in sweep.variants:
        text = variant_text(document, sweep, values)
        model, checked = check_variant(document, text)
        texts.append(checked if model is not None else None)
        errors.append(None if model is not None else checked)
    valid = sum(1 for text in texts if text is not None)
    if not valid:
        raise PrintgenError(
            f"none of the sweep's {len(texts)} variant{'s' if len(texts) != 1 else ''} "
            f"validates; the first: {errors[0]}",
            "sweep values the file's other rules allow (run `printgen validate` on a variant)",
        )
    budget = request.max_minutes * 60
    # the file as written, timed at each player count with the course told, as the sweep plays
    per_count = 0.0
    for count in sweep.players:
        runner = make_runner(game, count)
        runner.watch = PlayCourse(runner)
        start = time.process_time()
        runner.deadline = start + min(PROBE_SECONDS, budget) / len(sweep.players)
        try:
            sample = min(request.games, ESTIMATE_GAMES)
            for _ in play_games(runner, bots_for(count), sample, request.seed + 7919):
                pass
        except OverTime:
            raise UsageError(
                f"a game of {game.id} at {count} players takes too long to time for a sweep",
                "analyze it alone first, without --sweep",
            ) from None
        per_count += (time.process_time() - start) / sample
    run_on = max(1, min(workers, cores, valid * len(sweep.players)))
    seconds = per_count * request.games * valid / run_on
    what = f"a sweep of {valid * len(sweep.players):,} analyses of {request.games:,} games each"
    where = f"{run_on} worker{'s' if run_on != 1 else ''}"
    if seconds > budget:
        raise UsageError(
            f"{what} would take about {_duration(seconds)} on {where}, more than --max-minutes "
            f"{request.max_minutes:g}",
            "sweep fewer variants or play fewer games, or raise --max-minutes",
        )
    announcement = None
    if seconds > WARN_SECONDS:
        announcement = f"{what} will take about {_duration(seconds)} on {where}; Ctrl-C stops it"
    plan = Plan(seconds, valid * len(sweep.players), "sweeping", announcement, eta=True)
    return PreparedGameSweep(
        plan,
        game,
        document,
        sweep,
        tuple(texts),
        tuple(errors),
        bots_for,
        request.games,
        request.seed,
        run_on,
        top,
        budget,
        request.max_minutes,
        request.best_folder,
        tuple(inputs),
        request.language,
        request.paper,
    )


def kit_inputs(target, game) -> list[str]:
    """Every file the game reads: the file itself and the spreadsheets, pictures and icons beside
    it (the kind's own list), none of which a report may replace."""
    return [target.path, *target.kind.module().files_read([game])]


def prepare_arithmetic(game, request: AnalyzeRequest, players):
    if request.sweeps or request.exact or request.bots is not None or request.target is not None:
        raise UsageError(
            f"{game.id} declares no `play:`, so it has no bots, sweeps, targets or exact solution: "
            "its analysis is the deck arithmetic",
            "leave out --bot, --sweep, --target and --exact, or add `play:` to the game file "
            "(see docs/play.md)",
        )
    return PreparedArithmetic(Plan(None, 1, "counting"), game, players)


def prepare_play(game, request: AnalyzeRequest, players, path: str = ""):
    from printgen.play.run import BOTS, OverTime, make_runner, play_games

    if request.exact:
        raise UsageError(
            "a game file's analysis plays its games and works out its deck arithmetic: it has no "
            "exact solution",
            "leave out --exact",
        )
    given_players = players
    for name, value in (
        ("--top", request.top),
        ("--write-best", request.best_folder),
        ("--best", request.best_count),
    ):
        if value is not None:
            raise UsageError(f"{name} applies to sweeps only", "leave it out")
    workers = 1 if request.workers is None else request.workers
    if not 1 <= workers <= 256:
        raise UsageError(
            f"--workers must be 1 to 256, got {workers}", "give a number of processes, such as 2"
        )
    skill_games = SKILL_GAMES if request.skill_games is None else request.skill_games
    if not 0 <= skill_games <= MAX_GAMES:
        raise UsageError(
            f"--skill-games must be 0 to {MAX_GAMES:,}, got {skill_games}",
            "give a number of games per seat such as 200, or 0 to leave the skill gap out",
        )
    if not 1 <= request.games <= MAX_GAMES:
        raise UsageError(
            f"--games must be 1 to {MAX_GAMES:,}, got {request.games}",
            "give a whole number of games such as 10000",
        )
    players, bots, target = check_play_request(game, request, players)
    if players < 2:
        skill_games = 0
    budget = request.max_minutes * 60
    what = f"{request.games:,} game{'s' if request.games != 1 else ''} of {game.id}"
    # a few games timed first, stopped once they pass the time the probe may take
    runner = make_runner(game, players, target)
    sample = min(request.games, ESTIMATE_GAMES)
    probe = min(PROBE_SECONDS, budget)
    start = time.process_time()
    runner.deadline = start + probe
    played = 0
    try:
        for _ in play_games(runner, bots, sample, request.seed + 7919):
            played += 1
        per_game = (time.process_time() - start) / sample
        seconds = per_game * request.games
        if skill_games:
            # a greedy seat plays every option out: timed too, within what is left of the probe
            greedy = ("greedy",) + ("random",) * (players - 1)
            begun = time.process_time()
            runner.deadline = begun + max(probe - (begun - start), 0.0)
            timed = 0
            for _ in play_games(runner, greedy, min(skill_games, 3), request.seed + 7919):
                timed += 1
            greedy_game = (time.process_time() - begun) / timed
            # half the skill tables' seats are greedy: about as many greedy as random games
            seconds += 2 * players * skill_games * (greedy_game + per_game) / 2
            # and each bot of the game's own in every seat, among random and among greedy seats
            own = len(set(bots) - set(BOTS))
            seconds += own * 2 * players * skill_games * (greedy_game + per_game) / 2
        seconds /= min(workers, max(1, -(-request.games // PART_GAMES)))
        least = None
    except OverTime:
        seconds = None
        least = probe / (played + 1) * request.games  # a game takes longer than this on average
    if (seconds if seconds is not None else least) > budget:
        raise UsageError(*_too_long(what, request, seconds, least, played, probe))
    announcement = None
    if seconds is None:
        announcement = (
            f"{what} will take more than {_duration(least)} on one core (its games are too long "
            f"to time first); it stops at --max-minutes {request.max_minutes:g}; Ctrl-C stops it"
        )
    elif seconds > WARN_SECONDS:
        announcement = f"{what} will take about {_duration(seconds)} on one core; Ctrl-C stops it"
    plan = Plan(seconds if seconds is not None else least, request.games, "playing", announcement)
    return PreparedPlay(
        plan,
        game,
        players,
        bots,
        request.games,
        request.seed,
        target,
        given_players,
        budget if seconds is None else None,
        request.max_minutes,
        path if workers > 1 else "",
        workers if path else 1,
        skill_games,
        bool(request.report_path),
        request.language,
        request.paper,
    )


def _too_long(what, request, seconds, least, played, probe) -> tuple[str, str]:
    """The message and hint for a run past --max-minutes: estimated (`seconds`), or known only to
    take at least `least` seconds (`played` games ended in the `probe` seconds timed)."""
    minutes = request.max_minutes
    budget = minutes * 60
    if seconds is not None:
        said = f"{what} would take about {_duration(seconds)} on one core"
        fit = int(budget / (seconds / request.games)) if seconds else request.games
    else:
        said = f"{what} would take more than {_duration(least)} on one core"
        if played == 0:
            said += f" (one game was still running after {_duration(probe)} of timing)"
        # each game takes longer than probe / (played + 1): fewer than this many fit
        fit = math.ceil(budget * (played + 1) / probe) - 1
    if not fit:
        hint = (
            "one game alone takes longer: raise --max-minutes, or give the round fewer `turns:` "
            "in `play: round:`"
        )
    elif seconds is None:
        hint = f"ask for fewer games: at most about {fit:,} fit in {minutes:g} minutes"
    else:
        hint = (
            f"ask for fewer games: about {fit:,} fit in {minutes:g} minutes, or raise --max-minutes"
        )
    return f"{said}, more than --max-minutes {minutes:g}", hint


def check_play_request(game, request: AnalyzeRequest, players):
    """(players, each seat's bot, target) of a request to play `game`, or a UsageError for what
    does not apply; `printgen play` and `analyze` both ask it."""
    from printgen.play.run import BOTS

    if players is None:
        players = 4 if game.deal.row(4) is not None else game.deal.rows[0].players
    if not 0 <= request.seed <= MAX_SEED:
        raise UsageError(
            f"--seed must be 0 to {MAX_SEED}, got {request.seed}", "give a whole number such as 1"
        )
    if not request.max_minutes > 0:
        raise UsageError(
            f"--max-minutes must be more than 0, got {request.max_minutes:g}",
            "give a number of minutes such as 60",
        )
    names = tuple(n.strip() for n in (request.bots or DEFAULT_BOT).split(","))
    known = BOTS + tuple(game.play.bots)
    unknown = [n for n in names if n not in known]
    if unknown or not all(names):
        raise UsageError(
            f"unknown bot {unknown[0]!r}" if unknown else "no bot named",
            f"the bots of {game.id}: {', '.join(known)}; a comma-separated list fills the seats "
            "in turn order, repeating",
        )
    if len(names) > players:
        raise UsageError(
            f"{len(names)} bots for {players} players", "give at most one bot per seat"
        )
    bots = tuple(names[seat % len(names)] for seat in range(players))
    target = request.target
    if target is not None:
        rounds = game.scoring.rounds if game.scoring is not None else None
        if rounds is None or not rounds.targets or rounds.most_rounds(players) is not None:
            raise UsageError(
                f"{game.id} is not played to a target, so --target does not apply",
                "leave out --target",
            )
        if not 1 <= target <= 100_000:
            raise UsageError(f"--target must be 1 to 100,000, got {target}", "give a score")
    return players, bots, target


def _duration(seconds: float) -> str:
    if seconds < 0.5:
        return "less than a second"
    if seconds < 1.5:
        return "about a second"
    if seconds < 90:
        return f"{seconds:.0f} seconds"
    if seconds < 90 * 60:
        return f"{seconds / 60:.0f} minutes"
    return f"{seconds / 3600:.1f} hours"


# -- the figures in words -----------------------------------------------------------------
def _pct(share: float) -> str:
    return f"{100 * share:.1f}%"


def figures_text(game, bots, seed, figures: dict) -> str:
    n = figures["players"]
    name = game.name.get("en") if hasattr(game.name, "get") else str(game.name)
    bot_words = bots[0] if len(set(bots)) == 1 else ", ".join(bots)
    lines = [
        f"{name}: {figures['games']:,} games of {n} players ({bot_words} bots, seed {seed})",
        "",
        "Seats (seat 1 starts the first round)",
    ]
    for p in range(n):
        low, high = figures["seat_win_interval"][p]
        lines.append(
            f"  seat {p + 1}: wins {_pct(figures['seat_win_share'][p])} "
            f"(95% {_pct(low)} to {_pct(high)}), first round scores "
            f"{figures['seat_score_mean'][p]:.2f} (sd {figures['seat_score_sd'][p]:.2f})"
        )
    even = 1 / n
    unfair = [
        p + 1
        for p in range(n)
        if not figures["seat_win_interval"][p][0] <= even <= figures["seat_win_interval"][p][1]
    ]
    lines.append(
        f"  an even share is {_pct(even)}: "
        + (
            f"seat {', '.join(map(str, unfair))} differ{'s' if len(unfair) == 1 else ''} from it"
            if unfair
            else "no seat differs from it beyond chance"
        )
    )
    lines += [
        "",
        "Length",
        f"  {figures['game_length_mean']:.2f} rounds a game; "
        f"{figures['turns_per_round_mean']:.1f} turns in a round",
        f"  winning margin {figures['winning_margin_mean']:.2f} points",
        f"  dead turns (one choice or none) {_pct(figures['dead_turn_share'])}",
    ]
    if "lead_changes_mean" in figures:  # the course, worked out for a report
        decided = figures["decided_share_mean"]
        lines.append(
            f"  {figures['lead_changes_mean']:.2f} lead changes a game; one winner in "
            f"{_pct(figures['sole_winner_share'])} of games"
            + (f", decided {_pct(decided)} of the way in" if decided is not None else "")
        )
    if figures["stalled_round_share"]:
        lines.append(f"  rounds stopped at the turn limit {_pct(figures['stalled_round_share'])}")
    if figures["games_stopped_share"]:
        lines.append(f"  games stopped at the round limit {_pct(figures['games_stopped_share'])}")
    own = [f for f in game.play.figures]
    if own:
        lines += ["", "The game's own figures"]
        for figure in own:
            value = figures[figure.name]
            shown = (
                ", ".join(f"{v:.3f}" for v in value) if isinstance(value, list) else f"{value:.3f}"
            )
            lines.append(f"  {figure.name}: {shown}")
    skill = figures.get("skill")
    if skill is not None:
        lines += [
            "",
            f"Skill ({skill['games_per_seat']:,} games a seat; an even share is {_pct(even)})",
            f"  a greedy seat among random ones wins {_pct(skill['greedy_among_random_mean'])} "
            "(by seat: " + ", ".join(_pct(v) for v in skill["greedy_among_random"]) + ")",
            f"  a random seat among greedy ones wins {_pct(skill['random_among_greedy_mean'])} "
            "(by seat: " + ", ".join(_pct(v) for v in skill["random_among_greedy"]) + ")",
        ]
    if figures.get("game_bots"):
        from printgen.play.bot_figures import bot_tables_text

        lines += bot_tables_text(figures["game_bots"], n)
    lines += ["", "How often each rule applied (per first round)"]
    for label, value in figures["coverage"].items():
        lines.append(f"  {label}: {value:.2f}" + ("  (never)" if value == 0 else ""))
    return "\n".join(lines)
