"""The check registry: every diagnostic code with its documentation, and the checks that find it.

A leaf: check modules register into it and it imports none of them. A check is registered with
the kind of file it reads ("setup", "game", "theme"); its docstring is its documentation (a summary,
then a `Fails:` and a `Passes:` example), which the test suite runs and `printgen.checkdocs` renders.
Codes found while a file is read (by the loader or a schema reader) are registered without a function.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Iterable

from printgen.diagnostics import ERROR, WARNING, Diagnostic, diagnostic_at
from printgen.record import record

KINDS = ("setup", "game", "theme", "any")  # "any": found for every kind that prints (the preflight)


@record
class Check:
    code: str
    severity: str
    module: str
    doc: str  # the documentation: a summary, details, a `Fails:` and a `Passes:` example
    function: Callable[[object], Iterable[Diagnostic]] | None = None
    deep: bool = False  # reported only by `validate --deep` (it needs simulation or the exact solver)
    kind: str = "setup"

    @property
    def summary(self) -> str:
        return parse_doc(self.doc)[0]

    @property
    def details(self) -> str:
        return parse_doc(self.doc)[1]

    @property
    def failing(self) -> str:
        return parse_doc(self.doc)[2]

    @property
    def passing(self) -> str:
        return parse_doc(self.doc)[3]


REGISTRY: dict[str, Check] = {}


@lru_cache(maxsize=None)
def parse_doc(doc: str) -> tuple[str, str, str, str]:
    """Splits a check's docstring into summary, details, failing and passing examples (read only
    when the documentation is asked for, not when a check registers)."""
    import inspect

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
    entry = Check(code, severity, module, doc, function, deep, kind)
    REGISTRY[code] = entry
    return entry


def check(code: str, severity: str = ERROR, kind: str = "setup"):
    """Registers a meaning check under `code`; its docstring holds its documentation."""

    def wrap(function):
        register(code, severity, function.__doc__ or "", function.__module__, function, kind=kind)
        return function

    return wrap


def checks_of(kind: str, deep: bool = False) -> list[Check]:
    """The registered checks with a function for one kind of file, in registration order: the
    plain ones, or (deep) those only `validate --deep` runs."""
    return [entry for entry in REGISTRY.values() if entry.kind == kind and entry.function is not None and entry.deep == deep]


def run_registered(kind: str, model, deep: bool = False) -> list[Diagnostic]:
    """Every registered check of `kind` on `model`; the kind has imported its check modules first."""
    found: list[Diagnostic] = []
    for entry in checks_of(kind, deep):
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
        return diagnostic_at(source.file, pos, self.entry.severity, self.entry.code, message, hint)


__all__ = ["Check", "REGISTRY", "Reporter", "check", "checks_of", "parse_doc", "register", "run_registered", "ERROR", "WARNING"]
