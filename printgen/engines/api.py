"""The boundary between `printgen analyze` and the engines: a request goes in, a result comes out.

The command turns its options into an `AnalyzeRequest` (one frozen value, nothing of click) and
asks the kind's engine (printgen.engines.ENGINES) to `prepare` it: the engine checks the options
against what it can play and estimates the run before any game is played, raising a
`printgen.core.errors.UsageError` or `PrintgenError` for what it refuses. The command then
announces a long run, shows progress where someone watches (the engine calls `progress(units)` as
work gets done) and prints the `Result` as text or JSON, or writes its report.

`GameState` is the level every algorithm of the lab is written against, as in OpenSpiel: whose
turn it is, the legal actions, applying one, whether the game is over and what each seat got.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

Progress = Callable[[int], None]


@dataclass(frozen=True)
class AnalyzeRequest:
    """`printgen analyze`'s options, as given (None: not given, the engine's default)."""

    players: int | None = None
    games: int = 10_000
    bots: str | None = None
    seed: int = 1
    exact: bool = False
    skill_games: int | None = None  # None: the engine's default
    sweeps: tuple[str, ...] = ()
    top: int | None = None
    best_folder: str | None = None
    best_count: int | None = None
    workers: int | None = None
    max_minutes: float = 60.0
    report_path: str | None = None
    output_format: str = "text"
    target: int | None = None  # a game played to a target: the target simulated
    language: str = "en"  # the report's
    paper: str = "a4"  # the report's


@dataclass(frozen=True)
class Plan:
    """What a prepared run will do: about how long it takes on one core (`seconds`, None when it
    is quick to say it is quick), the progress units it reports (`units`) and its label, and a
    sentence announcing it when it is long."""

    seconds: float | None
    units: int
    label: str = "playing"
    announcement: str | None = None
    eta: bool = False


class Result(Protocol):
    def text(self) -> str: ...

    def json(self) -> str: ...

    def write_report(self, path: str, inputs: list[str]) -> None: ...

    def written(self) -> list[str]: ...


class Prepared(Protocol):
    plan: Plan

    def run(self, progress: Progress | None) -> Result: ...


class Engine(Protocol):
    def prepare(self, target, request: AnalyzeRequest) -> Prepared: ...


@runtime_checkable
class GameState(Protocol):
    """A game in play, as every engine offers it to the lab's bots and simulations."""

    def current_player(self) -> int: ...

    def legal_actions(self) -> list: ...

    def apply_action(self, action) -> None: ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> list[float]: ...
