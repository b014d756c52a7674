"""Checks on the warnings a game file acknowledges (`acknowledge: {code: reason}`)."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import Reporter, check, checks_of
from printgen.core.diagnostics import WARNING, Diagnostic
from printgen.pieces.model import Game


def acknowledgeable() -> list[str]:
    """The codes a game file can acknowledge: every warning a game can be given, plain or deep."""
    return sorted(
        entry.code
        for deep in (False, True)
        for entry in checks_of("game", deep=deep, with_function=False)
        if entry.severity == WARNING
    )


@check("acknowledge-not-a-game-warning")
def check_acknowledged_codes(game: Game) -> Iterator[Diagnostic]:
    """A code under a game file's `acknowledge:` names no warning a game can be given: a misspelt
    code, an error's code (errors cannot be acknowledged), or a code of another kind of file.

    An acknowledged warning is still reported, with its reason, but does not make
    `validate --strict` fail; an error always does.

    Fails:
        kind: game
        name: Tiny
        players: {min: 2, max: 2}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
        acknowledge: {play-seat-unfiar: the first player is chosen at random}

    Passes:
        kind: game
        name: Tiny
        players: {min: 2, max: 2}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
        acknowledge: {play-seat-unfair: the first player is chosen at random}
    """
    codes = acknowledgeable()
    checks = {entry.code: entry for entry in checks_of("game", with_function=False)}
    for code, _ in game.acknowledged:
        if code in codes:
            continue
        entry = checks.get(code)
        if entry is not None and entry.severity != WARNING:
            message = f"{code} is an error, and an error cannot be acknowledged"
            hint = "fix what the error says; only warnings can be acknowledged"
        else:
            import difflib

            close = difflib.get_close_matches(code, codes, n=1, cutoff=0.6)
            message = f"{code} is not the code of a warning a game file can be given"
            hint = f"did you mean `{close[0]}`?" if close else f"the warnings: {', '.join(codes)}"
        yield Reporter(game, "acknowledge-not-a-game-warning").at(
            ("acknowledge", code), message, hint, key=True
        )
