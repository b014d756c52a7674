"""The table of game engines, keyed by game id: what `printgen analyze` (and `validate --deep`)
play and solve. A new engine is one entry here plus its own package; a kind of file whose files are
games of an engine names that game (FileKind.game) and can `analyze`.

An engine also names the light module that lists its bots (`BOTS`, a mapping by name), for `--bot`
and its shell completion, without loading the engine.

An engine's module provides `prepare(target, request) -> Prepared` (printgen.engines.api): the
command's options as one `AnalyzeRequest`, checked by the engine before any game is played; the
prepared run says how long it will take and, run, gives a result the command prints. No engine
imports click: announcing, progress bars and printing are the command's. A leaf: it imports an
engine's module only when a command asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Engine:
    game: str  # the game's id
    title: str
    implementation: str  # the module that analyzes a file of the game
    bots: str  # the module whose BOTS maps the engine's bot names to bots

    def module(self):
        import importlib

        return importlib.import_module(self.implementation)

    def bot_names(self) -> tuple[str, ...]:
        import importlib

        return tuple(importlib.import_module(self.bots).BOTS)

    def prepare(self, target, request):
        """The engine's prepared run of `request` for the file of `target` (see
        printgen.engines.api)."""
        return self.module().prepare(target, request)


ENGINES: dict[str, Engine] = {
    engine.game: engine
    for engine in (
        Engine(
            "number-neighbours",
            "Number Neighbours",
            "printgen.neighbours.analysis.command",
            "printgen.neighbours.analysis.bots",
        ),
        # a game file is a game of its own: its `play:` is played (or, without one, its deck
        # arithmetic worked out)
        Engine(
            "declared", "A game declared in its file", "printgen.play.analysis", "printgen.play.run"
        ),
    )
}
