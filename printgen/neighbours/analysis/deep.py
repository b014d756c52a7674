"""`validate --deep`: the analyzer's advice as warnings placed in the setup file."""

from __future__ import annotations

from printgen.core.diagnostics import WARNING, Diagnostic
from printgen.neighbours.analysis.advice import Advice
from printgen.neighbours.analysis.advice_codes import ADVICE_CODES
from printgen.neighbours.analysis.balance import deep_advice
from printgen.neighbours.model import Setup


def advice_diagnostic(setup: Setup, advice: Advice) -> Diagnostic:
    pos = setup.source.at(*advice.path)
    return Diagnostic(
        setup.source.file,
        pos.line,
        pos.column,
        WARNING,
        advice.code,
        f"{advice.message}; {advice.evidence}",
        ADVICE_CODES[advice.code].hint,
    )


def deep_diagnostics(setup: Setup) -> list[Diagnostic]:
    return [advice_diagnostic(setup, advice) for advice in deep_advice(setup)]
