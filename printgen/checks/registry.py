"""The check registry: every diagnostic code with its documentation, and the checks that find it.

A check is a function marked with `@check(code)`; a code found while a file is read (by the loader,
a schema reader, the preflight or the analyzer) is documented with `documented(code, ...)` in a
module's `DOCUMENTED`. Neither registers anything: the modules are listed in
`printgen.checks.table`, which gives each its kind of file, and this module reads the marks of the
listed modules when a kind's checks are asked for. A check's docstring is its documentation (a
summary, then a `Fails:` and a `Passes:` example), which the test suite runs and
`printgen.checks.docs` renders.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Iterable

from printgen.core.diagnostics import ERROR, WARNING, Diagnostic, diagnostic_at


@dataclass(frozen=True, eq=False)
class Check:
    """One check: its code, severity, module and documentation, and the function that runs it."""

    code: str
    severity: str
    module: str
    doc: str  # the documentation: a summary, details, a `Fails:` and a `Passes:` example
    function: Callable[[object], Iterable[Diagnostic]] | None = None
    deep: bool = (
        False  # reported only by `validate --deep` (it needs simulation or the exact solver)
    )
    kind: str = ""

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


@lru_cache(maxsize=None)
def parse_doc(doc: str) -> tuple[str, str, str, str]:
    """Splits a check's docstring into summary, details, failing and passing examples (read only
    when the documentation is asked for, not when a check registers)."""
    import inspect

    text = inspect.cleandoc(doc)
    head, _, rest = text.partition("\nFails:\n")
    failing, _, passing = rest.partition("\nPasses:\n")
    # the summary is the first paragraph, however many lines it was wrapped to
    summary, _, details = head.partition("\n\n")
    summary = " ".join(line.strip() for line in summary.splitlines())
    return summary.strip(), details.strip(), inspect.cleandoc(failing), inspect.cleandoc(passing)


def check(code: str, severity: str = ERROR, deep: bool = False):
    """Marks a meaning check of `code`; its docstring holds its documentation. The module it is in
    must be listed in printgen.checks.table, which says the kind of file it checks."""

    def wrap(function):
        function.check_mark = (code, severity, deep)
        return function

    return wrap


def documented(code: str, severity: str, doc: str, deep: bool = False) -> Check:
    """A code found outside the check functions (put it in the module's `DOCUMENTED`)."""
    return Check(code, severity, "", doc, None, deep, "")


def checks_in(module, kind: str) -> list[Check]:
    """The codes a listed module documents, then its check functions in the order they are
    written."""
    found = [
        Check(entry.code, entry.severity, module.__name__, entry.doc, None, entry.deep, kind)
        for entry in getattr(module, "DOCUMENTED", ())
    ]
    seen = set()
    for value in vars(module).values():
        mark = getattr(value, "check_mark", None)
        if (
            mark is not None
            and callable(value)
            and value.__module__ == module.__name__
            and id(value) not in seen
        ):
            seen.add(id(value))
            code, severity, deep = mark
            found.append(
                Check(code, severity, module.__name__, value.__doc__ or "", value, deep, kind)
            )
    return found


_LOADED: dict[str, list[Check]] = {}  # module name: its checks, once read
_BY_CODE: dict[str, Check] = {}


def _load(kinds: tuple[str, ...] | None = None) -> None:
    import importlib

    from printgen.checks.table import CHECK_MODULES

    for name, kind, _ in CHECK_MODULES:
        if name in _LOADED or (kinds is not None and kind not in kinds):
            continue
        entries = checks_in(importlib.import_module(name), kind)
        for entry in entries:
            if entry.code in _BY_CODE:
                raise ValueError(
                    f"check code {entry.code} is in {_BY_CODE[entry.code].module} and {name}"
                )
            _BY_CODE[entry.code] = entry
        _LOADED[name] = entries


def all_checks() -> list[Check]:
    """Every code of every module in the table, in the table's order."""
    from printgen.checks.table import CHECK_MODULES

    _load()
    return [entry for name, _, _ in CHECK_MODULES for entry in _LOADED[name]]


def checks_of(kind: str, deep: bool = False, with_function: bool = True) -> list[Check]:
    """The checks of one kind of file with a function, in the table's order: the plain ones, or
    (deep) those only `validate --deep` runs; with_function=False, every code of the kind."""
    from printgen.checks.table import CHECK_MODULES

    _load((kind,))
    entries = [entry for name, of, _ in CHECK_MODULES if of == kind for entry in _LOADED[name]]
    return (
        [entry for entry in entries if entry.function is not None and entry.deep == deep]
        if with_function
        else entries
    )


def lookup(code: str) -> Check | None:
    """The check of `code`, of any kind, or None."""
    if code not in _BY_CODE:
        _load()
    return _BY_CODE.get(code)


def run_registered(kind: str, model, deep: bool = False) -> list[Diagnostic]:
    """Every check of `kind` on `model` (the plain ones, or the deep ones)."""
    found: list[Diagnostic] = []
    for entry in checks_of(kind, deep):
        found.extend(entry.function(model))
    return found


class Reporter:
    """Builds diagnostics for one check, placing each at a path in the model's source map."""

    def __init__(self, model, code: str):
        self.model = model
        self.entry = lookup(code)

    def at(self, path: tuple, message: str, hint: str, key: bool = False) -> Diagnostic:
        source = self.model.source
        pos = source.key_at(*path) if key else source.at(*path)
        return diagnostic_at(source.file, pos, self.entry.severity, self.entry.code, message, hint)


__all__ = [
    "Check",
    "Reporter",
    "all_checks",
    "check",
    "checks_in",
    "checks_of",
    "documented",
    "lookup",
    "parse_doc",
    "run_registered",
    "ERROR",
    "WARNING",
]
