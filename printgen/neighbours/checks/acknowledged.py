"""Checks on the warnings a setup acknowledges (`acknowledge: {code: reason}`)."""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import Reporter, check, checks_of
from printgen.core.diagnostics import WARNING, Diagnostic
from printgen.neighbours.model import Setup


def acknowledgeable() -> list[str]:
    """The codes a setup can acknowledge: every warning a setup can be given, plain or deep."""
    return sorted(
        entry.code for entry in checks_of("setup", with_function=False) if entry.severity == WARNING
    )


@check("acknowledge-not-a-warning")
def check_acknowledged_codes(setup: Setup) -> Iterator[Diagnostic]:
    """A code under `acknowledge:` names no warning a setup can be given: a misspelt code, an
    error's code (errors cannot be acknowledged), or a code of another kind of file.

    An acknowledged warning is still reported, with its reason, but does not make
    `validate --strict` fail; an error always does.

    Fails:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        acknowledge: {seat-unfiar: the rules seat the first player by chance}

    Passes:
        name: Demo
        hand: [1, 2, 3, 4, 5, 6]
        row: [1, 5, 2, 6, 3, 4]
        scoring:
          clauses:
            - {points: 1, if: {difference: 1}}
        acknowledge: {seat-unfair: the rules seat the first player by chance}
    """
    codes = acknowledgeable()
    # a setup's own checks (an error of another kind is "not a warning a setup can be given")
    checks = {entry.code: entry for entry in checks_of("setup")}
    for code, _ in setup.acknowledged:
        if code in codes:
            continue
        entry = checks.get(code)
        if entry is not None and entry.severity != WARNING:
            message = f"{code} is an error, and an error cannot be acknowledged"
            hint = "fix what the error says; only warnings can be acknowledged"
        else:
            import difflib  # only for a code that is not a warning's (a build meets none)

            close = difflib.get_close_matches(code, codes, n=1, cutoff=0.6)
            message = f"{code} is not the code of a warning a setup can be given"
            hint = f"did you mean `{close[0]}`?" if close else f"the warnings: {', '.join(codes)}"
        yield Reporter(setup, "acknowledge-not-a-warning").at(
            ("acknowledge", code), message, hint, key=True
        )
