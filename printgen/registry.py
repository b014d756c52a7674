"""The check registry: every diagnostic code with its documentation, and the checks that find it.

A leaf: check modules register into it and it imports none of them. A check is registered with
the kind of file it reads ("setup", "game", "theme"); its docstring is its documentation (a summary,
then a `Fails:` and a `Passes:` example), which the test suite runs and `printgen.checkdocs` renders.
Codes found while a file is read (by the loader or a schema reader) are registered without a function.
"""

from __future__ import annotations

import inspect
from typing import Callable, Iterable

from printgen.diagnostics import ERROR, WARNING, Diagnostic
from printgen.record import record

KINDS = ("setup", "game", "theme", "any")  # "any": found for every kind that prints (the preflight)


@record
class Check:
    code: str
    severity: str
    module: str
    summary: str
    details: str
    failing: str
    passing: str
    function: Callable[[object], Iterable[Diagnostic]] | None = None
    deep: bool = False  # reported only by `validate --deep` (it needs simulation or the exact solver)
    kind: str = "setup"


REGISTRY: dict[str, Check] = {}


def parse_doc(doc: str) -> tuple[str, str, str, str]:
    """Splits a check's docstring into summary, details, failing and passing examples."""
    text = inspect.cleandoc(doc)
    head, _, rest = text.partition("\nFails:\n")
    failing, _, passing = rest.partition("\nPasses:\n")
    summary, _, details = head.partition("\n")
    return summary.strip(), details.strip(), inspect.cleandoc(failing), inspect.cleandoc(passing)


def register(code: str, severity: str, doc: str, module: str, function=None, deep: bool = False, kind: str = "setup") -> Check:
    if code in REGISTRY:
        raise ValueError(f"check code {code} registered twice")
    if kind not in KINDS:
        raise ValueError(f"check {code} names an unknown kind of file {kind!r}")
    summary, details, failing, passing = parse_doc(doc)
    entry = Check(code, severity, module, summary, details, failing, passing, function, deep, kind)
    REGISTRY[code] = entry
    return entry


def check(code: str, severity: str = ERROR, kind: str = "setup"):
    """Registers a meaning check under `code`; its docstring holds its documentation."""

    def wrap(function):
        register(code, severity, function.__doc__ or "", function.__module__, function, kind=kind)
        return function

    return wrap


def checks_of(kind: str) -> list[Check]:
    """The registered checks with a function for one kind of file, in registration order."""
    return [entry for entry in REGISTRY.values() if entry.kind == kind and entry.function is not None]


def run_registered(kind: str, model) -> list[Diagnostic]:
    """Every registered check of `kind` on `model`; the kind has imported its check modules first."""
    found: list[Diagnostic] = []
    for entry in checks_of(kind):
        found.extend(entry.function(model))
    return found


class Reporter:
    """Builds diagnostics for one check, placing each at a path in the model's source map."""

    def __init__(self, model, code: str):
        self.model = model
        self.entry = REGISTRY[code]

    def at(self, path: tuple, message: str, hint: str, key: bool = False) -> Diagnostic:
        source = self.model.source
        pos = source.key_at(*path) if key else source.at(*path)
        return Diagnostic(source.file, pos.line, pos.column, self.entry.severity, self.entry.code, message, hint)


__all__ = ["Check", "REGISTRY", "Reporter", "check", "checks_of", "parse_doc", "register", "run_registered", "ERROR", "WARNING"]
