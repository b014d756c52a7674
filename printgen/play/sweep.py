"""Sweeps over a game file's variants (`analyze GAME --sweep KEY=VALUES`): player counts, the
target played to, and any whole number the file writes, named by its path into the file's own keys
(`deal.players.4.hand`, `deal.table`, `scoring.1.table.3`, lists counted from 1). Several sweeps
form a grid, every combination a variant, each played at every player count.

A variant is the file's own text with each swept number replaced where the loader saw it, so its
comments and layout stay; it is checked as the file would be, and one that does not validate is
reported with its first error, not played. The rest are ranked by how even and how decisive they
are (RANKING), and the best can be written as a game file (`--write-best FILE`).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

from printgen.core.errors import InvalidSetup, UsageError
from printgen.lab.sweep import FAIR_STEP, SweepError, parse_numbers, replace_number
from printgen.read.loader import Mapping, Scalar, Sequence

MAX_ANALYSES = 200  # variants x player counts in one sweep, checked before any game
MAX_NUMBER = 1_000_000
MAX_TARGET = 100_000
SHOWN_PATHS = 8  # sweepable paths a bad path's hint lists
RANKING = (
    "ranked by evenness, then decisiveness: first the worst seat's distance from an even win "
    "share at any player count, in steps of 2 percentage points (pp); then decisiveness (0 to 1, "
    "higher first), the mean over player counts of four parts: games with one winner, how late "
    "the winner takes the lead for good (the decided turn's share of the game), lead changes "
    "(c / (1 + c) for c a game) and a close finish (1 / (1 + margin / the totals' spread))"
)
CODE = "sweep-bad-path"


@dataclass(frozen=True)
class Swept:
    """One swept key: as given, where the file writes it (None: not written, for a target the
    file leaves to the simulations) and the values to try."""

    key: str
    path: tuple
    line: int | None
    column: int | None
    original: int | None
    values: tuple[int, ...]


@dataclass(frozen=True)
class GameSweep:
    players: tuple[int, ...]
    keys: tuple[Swept, ...]  # the swept numbers, players and target apart
    target: Swept | None
    swept: tuple[str, ...]  # the keys as given, in order

    @property
    def variants(self) -> tuple[tuple[int, ...], ...]:
        """Each variant's values, one per swept number (and the target last, when swept)."""
        keys = self.keys + ((self.target,) if self.target else ())
        return tuple(itertools.product(*(k.values for k in keys)))

    @property
    def size(self) -> int:
        return len(self.variants) * len(self.players)


def label(sweep: GameSweep, values: tuple[int, ...]) -> str:
    """What differs from the file, as people read it."""
    keys = sweep.keys + ((sweep.target,) if sweep.target else ())
    parts = [f"{k.key}={v}" for k, v in zip(keys, values) if v != k.original]
    return ", ".join(parts) or "as written"


# -- reading --sweep -------------------------------------------------------------------------
def _numbers(node, prefix: str = ""):
    """(path, scalar) of every whole number under `node`, in the file's order."""
    if isinstance(node, Scalar):
        if isinstance(node.value, int) and not isinstance(node.value, bool):
            yield prefix, node
    elif isinstance(node, Mapping):
        for key, value in node.items:
            yield from _numbers(value, f"{prefix}.{key.value}" if prefix else str(key.value))
    elif isinstance(node, Sequence):
        for n, value in enumerate(node.items, 1):
            yield from _numbers(value, f"{prefix}.{n}" if prefix else str(n))


def sweepable(node, prefix: str = "") -> str:
    """The paths that can be swept under `node`, a few of them, in words."""
    found = [path for path, _ in _numbers(node, prefix)]
    shown = ", ".join(found[:SHOWN_PATHS])
    if len(found) > SHOWN_PATHS:
        shown += f" and {len(found) - SHOWN_PATHS} more"
    return shown


def _bad_path(document, pos, message: str, hint: str) -> InvalidSetup:
    from printgen.core.diagnostics import FileReport, diagnostic_at
    from printgen.game.file_kind import GAME

    diagnostic = diagnostic_at(document.path, pos, "error", CODE, message, hint)
    return InvalidSetup([FileReport(document.path, document.lines, None, [diagnostic], GAME)])


def find_number(document, key: str) -> Scalar:
    """The whole number the path `key` names in the file, or an error at the place where the path
    leaves the file (naming the path, with what can be swept there)."""
    node, walked = document.root, []
    top = "players, target, or a whole number of the file by its path: " + sweepable(document.root)
    for segment in key.split("."):
        here = ".".join(walked) or "the file"
        child = None
        if isinstance(node, Mapping):
            child = _child(node, segment)
            if child is None and len(node.items) == 1:  # a scoring line's family: `- most: {...}`
                child = _child(node.items[0][1], segment)
            missing = f"{here} has no key {segment!r}"
        elif isinstance(node, Sequence):
            if segment.isdigit() and 1 <= int(segment) <= len(node.items):
                child = node.items[int(segment) - 1]
            missing = (
                f"{here} is a list of {len(node.items)}, counted from 1: there is no {segment!r}"
            )
        else:
            missing = f"{here} is a single value, with nothing under it"
        if child is None:
            what = sweepable(node, ".".join(walked)) if walked else ""
            raise _bad_path(
                document,
                node.pos,
                f"--sweep {key}: {missing}",
                f"what can be swept here: {what}" if what else f"what can be swept: {top}",
            )
        node = child
        walked.append(segment)
    if (
        isinstance(node, Scalar)
        and isinstance(node.value, int)
        and not isinstance(node.value, bool)
    ):
        return node
    what = sweepable(node, key)
    raise _bad_path(
        document,
        node.pos,
        f"--sweep {key}: this is {_kind(node)}, not a whole number",
        f"what can be swept here: {what}" if what else f"what can be swept: {top}",
    )


def _kind(node) -> str:
    if isinstance(node, Mapping):
        return "a mapping"
    if isinstance(node, Sequence):
        return "a list"
    return f"the value {node.raw!r}"


def parse_game_sweep(specs, document, game, players: int) -> GameSweep:
    """The sweep `--sweep` asks of the game file `document` (read as `game`); `players` is the
    table when players are not swept. UsageError for a spec that cannot be read, InvalidSetup (at
    the file's line) for a path that names no number of the file."""
    counts = (players,)
    keys: list[Swept] = []
    target = None
    swept: list[str] = []
    for spec in specs:
        key, equals, value = spec.partition("=")
        key, value = key.strip(), value.strip()
        if not equals or not key or not value:
            raise UsageError(
                f"--sweep {spec!r}: expected KEY=VALUES",
                "such as --sweep players=2..6, --sweep target=15,30,70 or --sweep "
                "scoring.1.table.3=4..8",
            )
        if key in swept:
            raise UsageError(
                f"--sweep {key} is given twice", "give each key once, with all its values"
            )
        swept.append(key)
        try:
            if key == "players":
                counts = parse_numbers(value, "--sweep players", 1, 8, MAX_ANALYSES)
                rows = [r.players for r in game.deal.rows]
                missing = [n for n in counts if n not in rows]
                if missing:
                    raise UsageError(
                        f"--sweep players: {game.id} has no deal for {missing[0]} players",
                        f"its deal covers {', '.join(map(str, rows))}",
                    )
            elif key == "target":
                target = _target(document, game, value)
            else:
                found = find_number(document, key)
                numbers = parse_numbers(
                    value, f"--sweep {key}", -MAX_NUMBER, MAX_NUMBER, MAX_ANALYSES
                )
                keys.append(
                    Swept(
                        key,
                        tuple(key.split(".")),
                        found.pos.line,
                        found.pos.column,
                        found.value,
                        numbers,
                    )
                )
        except SweepError as exc:
            raise UsageError(str(exc), exc.hint or "give numbers such as 4..8 or 15,30,70")
    sweep = GameSweep(tuple(counts), tuple(keys), target, tuple(swept))
    if sweep.size > MAX_ANALYSES:
        raise UsageError(
            f"the sweep makes {sweep.size:,} analyses ({len(sweep.variants):,} variants x "
            f"{len(counts)} player count{'s' if len(counts) != 1 else ''}), more than "
            f"{MAX_ANALYSES}",
            "sweep fewer keys or fewer values at once",
        )
    return sweep


def _target(document, game, value: str) -> Swept:
    rounds = game.scoring.rounds if game.scoring is not None else None
    if rounds is None or not rounds.targets:
        raise UsageError(
            f"{game.id} is not played to a target, so target cannot be swept",
            "sweep players or a number of the file, such as deal.players.4.hand",
        )
    numbers = parse_numbers(value, "--sweep target", 1, MAX_TARGET, MAX_ANALYSES)
    play = _child(document.root, "play")
    written = _child(play, "target") if play is not None else None
    if isinstance(written, Scalar) and isinstance(written.value, int):
        return Swept(
            "target",
            ("play", "target"),
            written.pos.line,
            written.pos.column,
            written.value,
            numbers,
        )
    return Swept("target", ("play", "target"), None, None, game.play.target, numbers)


def _child(node, key: str):
    if isinstance(node, Mapping):
        return next((v for k, v in node.items if str(k.value) == key), None)
    return None


# -- a variant's text ------------------------------------------------------------------------
def variant_text(document, sweep: GameSweep, values: tuple[int, ...]) -> str:
    """The file's text with the variant's numbers where the file writes them (a target the file
    leaves out is added to `play:`, as its first key)."""
    lines = list(document.lines)
    keys = sweep.keys + ((sweep.target,) if sweep.target else ())
    for key, value in zip(keys, values):
        if key.line is not None:
            replace_number(lines, key.line, key.column, value)
    if sweep.target is not None and sweep.target.line is None:
        play = _child(document.root, "play")
        first = play.items[0][0].pos
        indent = " " * (first.column - 1)
        lines.insert(first.line - 1, f"{indent}target: {values[-1]}")
    return "\n".join(lines) + "\n"


def _validated(document, text: str):
    from printgen.game.kind import validate_document
    from printgen.read.loader import load_bytes

    variant = load_bytes(text.encode("utf-8"), document.path)
    variant.folder = document.folder
    return variant, validate_document(variant)


def rescored(document, text: str) -> str:
    """The variant's text with each worked example's `score:` as the variant's scoring gives it
    (a sweep of the scoring changes what its examples score)."""
    variant, report = _validated(document, text)
    game = report.model
    if game is None or game.scoring is None or not game.scoring.examples:
        return text
    listed = _child(variant.root, "examples")
    lines = list(variant.lines)
    for example in game.scoring.examples:
        got = game.scoring.score(example.holding)
        if got == example.score or not isinstance(listed, Sequence):
            continue
        written = _child(listed.items[example.index], "score")
        if isinstance(written, Scalar):
            replace_number(lines, written.pos.line, written.pos.column, got)
    return "\n".join(lines) + "\n"


def check_variant(document, text: str):
    """(the game, the text) if the variant's text validates once its worked examples are
    rescored, else (None, its first error)."""
    text = rescored(document, text)
    _, report = _validated(document, text)
    if report.ok:
        return report.model, text
    first = next(d for d in report.diagnostics if d.severity == "error")
    return None, first.headline()


# -- playing the variants --------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    index: int
    players: int
    text: str
    name: str
    folder: str
    bots: tuple[str, ...]
    games: int
    seed: int
    target: int | None
    budget: float | None


def run_task(task: Task) -> dict:
    """The figures of one variant at one player count (read again from its text in a worker: a
    program is made of functions, which do not travel)."""
    from printgen.lab.tally import figures
    from printgen.play.playing import _tally
    from printgen.read.loader import load_bytes

    document = load_bytes(task.text.encode("utf-8"), task.name)
    document.folder = task.folder
    from printgen.game.kind import validate_document

    game = validate_document(document).model
    tally = _tally(
        game, task.players, task.bots, task.games, task.seed, 0, task.target, task.budget, True
    )
    return figures(tally, game.play)


def evenness(found: dict) -> float:
    """The worst seat's distance from an even win share (0 for one player)."""
    n = found["players"]
    if n < 2:
        return 0.0
    return max(abs(share - 1 / n) for share in found["seat_win_share"])


def decisiveness(found: dict) -> float:
    """0 to 1: one winner, decided late, lead changes, a close finish (see RANKING)."""
    leads = found.get("lead_changes_mean", 0.0)
    spread = sum(found.get("game_total_sd", [0.0])) / max(len(found.get("game_total_sd", [])), 1)
    margin = found["winning_margin_mean"]
    close = 1.0 if margin <= 0 else 1 / (1 + margin / spread) if spread > 0 else 0.0
    parts = (
        found.get("sole_winner_share", 0.0),
        found.get("decided_share_mean") or 0.0,
        leads / (1 + leads),
        close,
    )
    return sum(parts) / len(parts)


@dataclass(frozen=True)
class Ranked:
    index: int
    values: tuple[int, ...]
    label: str
    figures: tuple[dict, ...]  # one per player count, in the sweep's order
    evenness: float
    decisiveness: float


@dataclass(frozen=True)
class Refused:
    """A variant that does not validate, with its first error."""

    index: int
    values: tuple[int, ...]
    label: str
    error: str


def rank_key(ranked: Ranked):
    return (math.floor(ranked.evenness / FAIR_STEP + 1e-9), -round(ranked.decisiveness, 9))


def rank(sweep: GameSweep, valid: list[int], figures: list[dict]) -> tuple[Ranked, ...]:
    counts = len(sweep.players)
    found = []
    for k, index in enumerate(valid):
        values = sweep.variants[index]
        mine = tuple(figures[k * counts : (k + 1) * counts])
        found.append(
            Ranked(
                index,
                values,
                label(sweep, values),
                mine,
                max(evenness(f) for f in mine),
                sum(decisiveness(f) for f in mine) / len(mine),
            )
        )
    return tuple(sorted(found, key=rank_key))
