"""A game file's sweep run, and told: as text, as JSON, its report and the best variant written
as a game file."""

from __future__ import annotations

import json
from dataclasses import dataclass

from printgen.engines.api import Plan
from printgen.play.sweep import RANKING, GameSweep, Ranked, Refused, label


def percent(share: float) -> str:
    return f"{100 * share:.1f}%"


@dataclass(frozen=True)
class GameSweepResult:
    game: object
    sweep: GameSweep
    bots: tuple[str, ...]
    games: int
    seed: int
    ranked: tuple[Ranked, ...]
    refused: tuple[Refused, ...]
    top: int
    written_to: str | None = None
    language: str = "en"
    paper: str = "a4"

    def text(self) -> str:
        return sweep_text(self)

    def json(self) -> str:
        return sweep_json(self)

    def write_report(self, path: str, inputs: list[str]) -> None:
        from printgen.play.report import write_sweep_report

        write_sweep_report(self, path, inputs)

    def written(self) -> list[str]:
        return [self.written_to] if self.written_to else []


def described(result: GameSweepResult) -> str:
    sweep = result.sweep
    variants = len(sweep.variants)
    counts = ", ".join(map(str, sweep.players))
    return (
        f"{variants:,} variant{'s' if variants != 1 else ''} x {len(sweep.players)} player "
        f"count{'s' if len(sweep.players) != 1 else ''} ({counts})"
    )


def game_name(game) -> str:
    return game.name.get("en") if hasattr(game.name, "get") else str(game.name)


def sweep_text(result: GameSweepResult) -> str:
    sweep = result.sweep
    bots = result.bots[0] if len(set(result.bots)) == 1 else ",".join(result.bots)
    lines = [
        f"{game_name(result.game)} ({result.game.id}): sweep of {described(result)}, "
        f"{result.games:,} games each, {bots} bots, seed {result.seed}",
        RANKING,
        "",
    ]
    shown = result.ranked[: result.top]
    width = max([len(r.label) for r in shown] + [7])
    header = f"{'rank':>4}  {'variant':<{width}}  worst seat  decisive"
    header += "".join(f"  {n}p seat wins" + " " * max(0, 6 * n - 12) for n in sweep.players)
    lines.append(header.rstrip())
    for number, ranked in enumerate(shown, 1):
        line = f"{number:>4}  {ranked.label:<{width}}  {100 * ranked.evenness:>8.1f}pp"
        line += f"  {ranked.decisiveness:>8.3f}"
        for found in ranked.figures:
            seats = " ".join(f"{100 * s:.0f}" for s in found["seat_win_share"])
            line += f"  {seats:<{max(12, 6 * found['players'])}}"
        lines.append(line.rstrip())
    if len(result.ranked) > result.top:
        lines.append(
            f"  ... {len(result.ranked) - result.top:,} more (--top N shows more; --format json "
            "gives every variant)"
        )
    if result.refused:
        lines += ["", f"{len(result.refused)} variant(s) do not validate and were not played:"]
        lines += [f"  {r.label}: {r.error}" for r in result.refused]
    if result.ranked:
        best = result.ranked[0]
        lines += ["", f"the best variant ({best.label}) by player count:"]
        lines += [f"  {line}" for line in player_lines(best)]
    if result.written_to:
        lines += ["", f"the best variant written to {result.written_to}"]
    return "\n".join(lines)


def player_lines(ranked: Ranked) -> list[str]:
    lines = []
    for f in ranked.figures:
        decided = f.get("decided_share_mean")
        lines.append(
            f"{f['players']} players: seat wins "
            + " ".join(percent(s) for s in f["seat_win_share"])
            + f"; one winner in {percent(f['sole_winner_share'])} of games"
            + (f", decided {percent(decided)} of the way in" if decided is not None else "")
            + f"; {f['lead_changes_mean']:.2f} lead changes, margin "
            f"{f['winning_margin_mean']:.2f}, {f['game_turns_mean']:.1f} turns a game"
        )
    return lines


def _rounded(value):
    if isinstance(value, float):
        return round(value, 6)
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    return value


KEPT = (
    "players",
    "seat_win_share",
    "seat_win_interval",
    "winning_margin_mean",
    "game_turns_mean",
    "lead_changes_mean",
    "decided_share_mean",
    "sole_winner_share",
)


def sweep_json(result: GameSweepResult) -> str:
    sweep = result.sweep
    keys = sweep.keys + ((sweep.target,) if sweep.target else ())
    document = {
        "game": result.game.id,
        "sweep": {
            "keys": list(sweep.swept),
            "values": {k.key: list(k.values) for k in keys},
            "players": list(sweep.players),
            "games": result.games,
            "bots": list(result.bots),
            "seed": result.seed,
        },
        "ranking": RANKING,
        "variants": [
            {
                "rank": number,
                "label": r.label,
                "values": {k.key: v for k, v in zip(keys, r.values)},
                "evenness": r.evenness,
                "decisiveness": r.decisiveness,
                "by_players": [{k: f[k] for k in KEPT if k in f} for f in r.figures],
            }
            for number, r in enumerate(result.ranked, 1)
        ],
        "not_valid": [
            {
                "label": r.label,
                "values": {k.key: v for k, v in zip(keys, r.values)},
                "error": r.error,
            }
            for r in result.refused
        ],
    }
    if result.written_to:
        document["written"] = result.written_to
    return json.dumps(_rounded(document), indent=2, ensure_ascii=False)


# -- running it ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PreparedGameSweep:
    plan: Plan
    game: object
    document: object
    sweep: GameSweep
    texts: tuple  # each variant's text, or None where it does not validate
    errors: tuple  # each variant's first error, or None
    bots_for: object
    games: int
    seed: int
    workers: int
    top: int
    budget: float
    max_minutes: float
    best_file: str | None
    inputs: tuple[str, ...]
    language: str = "en"
    paper: str = "a4"

    def tasks(self):
        from printgen.play.sweep import Task

        target_at = len(self.sweep.keys)
        for index, values in enumerate(self.sweep.variants):
            if self.texts[index] is None:
                continue
            target = values[target_at] if self.sweep.target else None
            for players in self.sweep.players:
                yield Task(
                    index,
                    players,
                    self.texts[index],
                    self.document.path,
                    self.document.folder,
                    self.bots_for(players),
                    self.games,
                    self.seed,
                    target,
                    self.budget,
                )

    def run(self, progress=None) -> GameSweepResult:
        from contextlib import ExitStack

        from printgen.core.workers import worker_pool
        from printgen.lab.sweep import run_tasks
        from printgen.play.playing import over_time
        from printgen.play.run import OverTime
        from printgen.play.sweep import rank, run_task

        valid = [i for i, text in enumerate(self.texts) if text is not None]
        size = len(valid) * len(self.sweep.players)
        try:
            with ExitStack() as stack:
                executor = None
                if self.workers > 1 and size > 1:
                    executor = stack.enter_context(worker_pool(min(self.workers, size)))
                figures = run_tasks(
                    run_task, self.tasks(), executor, progress, in_flight=2 * self.workers
                )
        except OverTime:
            raise over_time(f"the sweep's games of {self.game.id}", self.max_minutes) from None
        refused = tuple(
            Refused(i, values, label(self.sweep, values), self.errors[i])
            for i, values in enumerate(self.sweep.variants)
            if self.texts[i] is None
        )
        ranked = rank(self.sweep, valid, figures)
        written = None
        if self.best_file is not None and ranked:
            written = write_best(self, ranked[0])
        return GameSweepResult(
            self.game,
            self.sweep,
            self.bots_for(max(self.sweep.players)),
            self.games,
            self.seed,
            ranked,
            refused,
            self.top,
            written,
            self.language,
            self.paper,
        )


def best_text(prepared: PreparedGameSweep, ranked: Ranked) -> str:
    """The best variant's text as a game file, a comment saying what it is above the file's own
    first line."""
    from printgen.core.diagnostics import visible

    head = (
        f"# A variant of {prepared.game.id} ({visible(ranked.label)}), the best of a sweep by "
        "printgen analyze --sweep.\n"
    )
    return head + prepared.texts[ranked.index]


def write_best(prepared: PreparedGameSweep, ranked: Ranked) -> str:
    """Writes the best variant where --write-best says, in one step, after checking that the
    text written validates as it stands."""
    from printgen.core.errors import PrintgenError
    from printgen.core.output import write_atomic
    from printgen.play.sweep import check_variant

    body = best_text(prepared, ranked)
    game, checked = check_variant(prepared.document, body)
    if game is None or checked != body:  # a bug: every played variant validated
        raise PrintgenError(f"the best variant does not validate as written: {checked}")
    write_atomic(prepared.best_file, body.encode("utf-8"), list(prepared.inputs), "--write-best")
    return prepared.best_file
