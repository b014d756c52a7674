"""Sweeps: one setup's variants (every arrangement of its row, other points for a clause, other
player counts) analysed alike, ranked by how fair and how interesting each is.

A sweep is a list of tasks, one per variant and player count, each a plain analysis of a compiled
game. They run through any `concurrent.futures.Executor`: in this process for one worker, a local
process pool by default, or a cluster's executor (Dask's `Client.get_executor()`, Ray's
`ray.util.multiprocessing`-backed pools) handed to `run_tasks`. At most a few tasks per worker are
in flight at once and each returns a small `VariantFigures`, so memory stays bounded however many
variants there are. For two players with `exact`, one backward induction over the table of every
starting row gives the exact value of every row variant at once (`solver.solve_rows`).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Executor
from dataclasses import dataclass, replace

from printgen.lab import sweep as lab_sweep
from printgen.neighbours.analysis.balance import analyze_game
from printgen.neighbours.analysis.compiled import CompiledGame, compile_game
from printgen.neighbours.analysis.stats import Estimate
from printgen.neighbours.model import Setup

MAX_VARIANTS = 50_000  # setup variants times player counts in one sweep
MAX_POINTS = 1_000_000  # as a clause's points in a setup file
KEYS = ("row", "players", "points")
SPEC_HELP = (
    "sweep row=all (every arrangement of the row's cards), players=2..6 or 2,4, points=1..3 or "
    "points.N=1,2,5 (clause N's points)"
)


class SweepError(lab_sweep.SweepError):
    """A sweep spec that cannot be read, or a sweep too large; `hint` says what is allowed."""

    def __init__(self, message: str, hint: str = SPEC_HELP):
        super().__init__(message, hint)


def parse_numbers(text: str, what: str, low: int, high: int) -> tuple[int, ...]:
    """`1..3`, `2,4,6` or a mix such as `1,3..5` (printgen.lab.sweep.parse_numbers)."""
    try:
        return lab_sweep.parse_numbers(text, what, low, high, MAX_VARIANTS)
    except lab_sweep.SweepError as exc:
        raise SweepError(str(exc), exc.hint or SPEC_HELP) from None


@dataclass(frozen=True)
class Variant:
    """One setup variant: its starting row (card values) and every clause's points."""

    row: tuple[int, ...]
    points: tuple[int, ...]

    def label(self, setup: Setup) -> str:
        """What differs from the setup, as people read it."""
        parts = []
        if self.row != setup.row:
            parts.append("row " + " ".join(str(v) for v in self.row))
        original = tuple(clause.points for clause in setup.scoring.clauses)
        if self.points != original:
            parts.append("points " + ",".join(str(p) for p in self.points))
        return "; ".join(parts) or "as written"


@dataclass(frozen=True)
class Sweep:
    """What a sweep varies: rows (row=all), points (one tuple per variant) and player counts."""

    rows: tuple[tuple[int, ...], ...]
    points: tuple[tuple[int, ...], ...]
    players: tuple[int, ...]
    swept: tuple[str, ...]  # the keys given, in order

    @property
    def variants(self) -> tuple[Variant, ...]:
        return tuple(Variant(row, points) for points in self.points for row in self.rows)

    @property
    def size(self) -> int:
        return len(self.rows) * len(self.points) * len(self.players)


def row_arrangements(row: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every distinct arrangement of the row's cards, the row as written first, then in order."""
    count = math.factorial(len(row))
    for value in set(row):
        count //= math.factorial(row.count(value))
    if count > MAX_VARIANTS:
        raise SweepError(
            f"row=all: a row of {len(row)} cards has {count:,} arrangements, more than "
            f"{MAX_VARIANTS:,}",
            "sweep the row of a shorter setup, or sweep points and players only",
        )
    arranged = sorted(set(itertools.permutations(row)))
    return (row,) + tuple(r for r in arranged if r != row)


def parse_sweep(specs: Iterable[str], setup: Setup, players: int) -> Sweep:
    """The sweep the `--sweep` specs ask for; `players` is the table when players are not swept."""
    from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS

    rows: tuple[tuple[int, ...], ...] = (setup.row,)
    original = tuple(clause.points for clause in setup.scoring.clauses)
    clause_points: dict[int, tuple[int, ...]] = {}
    counts: tuple[int, ...] = (players,)
    swept: list[str] = []
    for spec in specs:
        key, equals, value = spec.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not value:
            raise SweepError(f"--sweep {spec!r}: expected KEY=VALUES")
        base, _, clause = key.partition(".")
        if base not in KEYS:
            raise SweepError(
                f"--sweep {spec!r}: unknown key {base!r}; the keys are {', '.join(KEYS)}"
            )
        if key in swept:
            raise SweepError(
                f"--sweep {key} is given twice",
                "give each key once, with all its values: players=2,4",
            )
        swept.append(key)
        if base == "row":
            if clause or value != "all":
                raise SweepError(
                    f"--sweep {spec!r}: the row is swept with row=all (every arrangement of "
                    "its cards)",
                    "write --sweep row=all",
                )
            rows = row_arrangements(setup.row)
        elif base == "players":
            if clause:
                raise SweepError(
                    f"--sweep {spec!r}: players takes no clause number",
                    "write --sweep players=2..6",
                )
            counts = parse_numbers(value, "--sweep players", MIN_PLAYERS, MAX_PLAYERS)
        else:
            clauses = len(setup.scoring.clauses)
            if not clause:
                if clauses > 1:
                    raise SweepError(
                        f"--sweep {spec!r}: the setup has {clauses} clauses; say which one's "
                        "points",
                        f"write points.1={value} (clauses 1 to {clauses})",
                    )
                number = 1
            else:
                try:
                    number = int(clause)
                except ValueError:
                    number = 0
                if not 1 <= number <= clauses:
                    raise SweepError(
                        f"--sweep {spec!r}: there is no clause {clause}",
                        f"the setup's clauses are numbered 1 to {clauses}",
                    )
            if number in clause_points:
                raise SweepError(
                    f"--sweep gives clause {number}'s points twice",
                    "give each clause once, with all its values",
                )
            clause_points[number] = parse_numbers(value, f"--sweep {key}", 1, MAX_POINTS)
    points = [original]
    if clause_points:
        choices = [clause_points.get(n + 1, (p,)) for n, p in enumerate(original)]
        points = list(itertools.product(*choices))
    sweep = Sweep(rows, tuple(points), counts, tuple(swept))
    if sweep.size > MAX_VARIANTS:
        raise SweepError(
            f"the sweep makes {sweep.size:,} analyses ({len(rows):,} rows x {len(points):,} "
            f"points x {len(counts)} player counts), more than {MAX_VARIANTS:,}",
            "sweep fewer keys or fewer values at once",
        )
    return sweep


def variant_setup(setup: Setup, variant: Variant) -> Setup:
    clauses = tuple(
        replace(clause, points=points)
        for clause, points in zip(setup.scoring.clauses, variant.points)
    )
    return replace(setup, row=variant.row, scoring=replace(setup.scoring, clauses=clauses))


@dataclass(frozen=True)
class Task:
    """One analysis of a sweep: variant `index` at a table of `len(bots)` players."""

    index: int
    game: CompiledGame
    bots: tuple[str, ...]
    games: int
    seed: int
    skill_games: int


@dataclass(frozen=True)
class VariantFigures:
    """The figures of one variant at one player count that a sweep keeps (no distributions)."""

    index: int
    players: int
    win_shares: tuple[Estimate, ...]
    first_seat_points: Estimate | None
    tie_rate: float
    decided: Estimate | None
    turns: int
    lead_changes: Estimate | None
    comebacks: Estimate | None
    margin: Estimate | None
    choices: Estimate | None
    one_choice: Estimate | None
    skill: Estimate | None  # the greedy skill gap over a fair share
    advice: tuple[str, ...]

    @property
    def unfairness(self) -> float:
        """The largest distance of a seat's win share from a fair share (0 for one player)."""
        if self.players < 2:
            return 0.0
        return max(abs(share.value - 1 / self.players) for share in self.win_shares)

    @property
    def interest(self) -> float:
        """0 to 1: the mean of skill paying (the greedy gap over its most), suspense (how late the
        winner takes the lead for good), choice (turns with more than one distinct score) and
        comebacks (won games whose winner trailed)."""
        parts = []
        if self.skill is not None and self.players > 1:
            parts.append(min(max(self.skill.value / (1 - 1 / self.players), 0.0), 1.0))
        if self.decided is not None and self.turns > 1 and self.players > 1:
            parts.append((self.decided.value - 1) / (self.turns - 1))
        if self.one_choice is not None:
            parts.append(1 - self.one_choice.value)
        if self.comebacks is not None and self.players > 1:
            parts.append(self.comebacks.value)
        return sum(parts) / len(parts) if parts else 0.0


def run_task(task: Task) -> VariantFigures:
    """Analyses one variant (in whichever process the executor chose)."""
    analysis = analyze_game(
        task.game, "", "", task.bots, task.games, task.seed, skill_games=task.skill_games
    )
    summary, course = analysis.summary, analysis.summary.course
    greedy = next((s.gap for s in analysis.skill if s.bot == "greedy"), None)
    shares = tuple(Estimate(s.win_share, s.win_low, s.win_high) for s in summary.seats)
    edge = summary.first_seat
    return VariantFigures(
        task.index,
        summary.players,
        shares,
        None if edge is None else Estimate(edge.points, edge.points_low, edge.points_high),
        summary.tie_rate,
        course.decided if course else None,
        course.turns if course else 0,
        course.lead_changes if course else None,
        course.comebacks if course else None,
        course.margin if course else None,
        course.choices if course else None,
        course.one_choice if course else None,
        greedy,
        tuple(a.code for a in analysis.advice),
    )


def run_tasks(
    tasks: Iterable[Task],
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
    in_flight: int = 4,
) -> list[VariantFigures]:
    """Every task run (printgen.lab.sweep.run_tasks), results in task order."""
    return lab_sweep.run_tasks(run_task, tasks, executor, progress, in_flight)


@dataclass(frozen=True)
class Ranked:
    """A setup variant with its figures at every player count, its exact two-player margin when
    solved, and the measures it is ranked by."""

    variant: Variant
    label: str
    figures: tuple[VariantFigures, ...]  # one per player count, in the sweep's order
    exact: int | None
    unfairness: float  # the worst over player counts
    interest: float  # the mean over player counts


@dataclass(frozen=True)
class SweepResult:
    setup_id: str
    setup_name: str
    sweep: Sweep
    bots: str
    games: int
    seed: int
    skill_games: int
    ranked: tuple[Ranked, ...]  # best first
    unit: int  # the points unit of the exact margins (the score table's greatest common divisor)


FAIR_STEP = lab_sweep.FAIR_STEP


def rank_key(ranked: Ranked, unit: int):
    """Exact two-player fairness first (the margin nearest 0, in scoring steps), then the worst
    seat's distance from a fair share in steps of FAIR_STEP, then interest (higher first)."""
    exact = abs(ranked.exact) // unit if ranked.exact is not None else 0
    return (exact, math.floor(ranked.unfairness / FAIR_STEP + 1e-9), -ranked.interest)


def rank(
    setup: Setup,
    sweep: Sweep,
    figures: list[VariantFigures],
    exact: dict[int, int] | None,
    unit: int,
) -> tuple[Ranked, ...]:
    counts = len(sweep.players)
    found = []
    for index, variant in enumerate(sweep.variants):
        mine = tuple(figures[index * counts : (index + 1) * counts])
        found.append(
            Ranked(
                variant,
                variant.label(setup),
                mine,
                None if exact is None else exact.get(index),
                max(f.unfairness for f in mine),
                sum(f.interest for f in mine) / len(mine),
            )
        )
    return tuple(sorted(found, key=lambda r: rank_key(r, unit)))


def sweep_tasks(
    setup: Setup,
    sweep: Sweep,
    bot_spec: Callable[[int], tuple[str, ...]],
    games: int,
    seed: int,
    skill_games: int,
) -> Iterator[Task]:
    """One task per variant and player count, variants in order, player counts within each, made
    as they are asked for."""
    for index, variant in enumerate(sweep.variants):
        game = compile_game(variant_setup(setup, variant))
        for players in sweep.players:
            yield Task(index, game, bot_spec(players), games, seed, skill_games)


def exact_values(setup: Setup, sweep: Sweep) -> dict[int, int]:
    """Each variant's exact two-player margin: one solve per points variant covers every row."""
    from printgen.neighbours.analysis.solver import solve_rows

    found = {}
    rows_per_points = len(sweep.rows)
    for p, points in enumerate(sweep.points):
        game = compile_game(variant_setup(setup, Variant(sweep.rows[0], points)))
        indexed = [tuple(game.index(v) for v in row) for row in sweep.rows]
        for r, value in enumerate(solve_rows(game, indexed)):
            found[p * rows_per_points + r] = value
    return found


def exact_unit(setup: Setup, sweep: Sweep) -> int:
    from printgen.neighbours.analysis.table import score_unit

    unit = 0
    for points in sweep.points:
        unit = math.gcd(
            unit, score_unit(compile_game(variant_setup(setup, Variant(setup.row, points))).table)
        )
    return unit or 1


def run_sweep(
    setup: Setup,
    sweep: Sweep,
    bot_spec: Callable[[int], tuple[str, ...]],
    games: int,
    seed: int,
    skill_games: int,
    exact: bool,
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
    in_flight: int = 4,
) -> SweepResult:
    """Analyses every variant at every player count and ranks the variants."""
    tasks = sweep_tasks(setup, sweep, bot_spec, games, seed, skill_games)
    exact_found = exact_values(setup, sweep) if exact and 2 in sweep.players else None
    figures = run_tasks(tasks, executor, progress, in_flight)
    unit = exact_unit(setup, sweep)
    bots = ",".join(dict.fromkeys(bot_spec(max(sweep.players))))
    return SweepResult(
        setup.id,
        setup.name,
        sweep,
        bots,
        games,
        seed,
        skill_games,
        rank(setup, sweep, figures, exact_found, unit),
        unit,
    )
