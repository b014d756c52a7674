"""Errors that end a command, each with the exit status it means."""

from __future__ import annotations

from contextlib import contextmanager

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_CANNOT_WRITE = 3
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130  # Ctrl-C
EXIT_TERMINATED = 143  # SIGTERM: 128 + 15, as a shell reports a process ended by it


class PrintgenError(Exception):
    """A problem to report in one line and end with `exit_code`; never shown as a traceback."""

    exit_code = EXIT_INVALID

    def __init__(self, message: str, hint: str = ""):
        super().__init__(message)
        self.message = message
        self.hint = hint


class InvalidSetup(PrintgenError):
    """One or more setups have errors; `reports` carries their diagnostics for display."""

    exit_code = EXIT_INVALID

    def __init__(self, reports):
        count = sum(1 for report in reports for d in report.diagnostics if d.severity == "error")
        # as each kind names its files
        words = {getattr(report.kind, "the", "the files") for report in reports}
        what = words.pop() if len(words) == 1 else "the files"
        # what any command says; a build adds what it did not do
        self.summary = f"{count} error{'s' if count != 1 else ''} in {what}"
        super().__init__(
            f"{self.summary}; nothing was built",
            "run `printgen validate` on the file to see every problem",
        )
        self.reports = reports


class FitError(PrintgenError):
    """Something a file asks to print does not fit where the kit lays it out.

    `source` and `path` say which value of which file is at fault (a model's SourceMap and a path
    in it, as checks use); the preflight turns the error into a positioned diagnostic. Layout code
    that does not know them raises without, and a caller that does adds them with `located`.
    """

    exit_code = EXIT_INVALID

    def __init__(
        self,
        message: str,
        hint: str = "",
        path: tuple | None = None,
        source=None,
        key: bool = False,
        code: str = "text-too-long",
    ):
        super().__init__(message, hint)
        self.path, self.source, self.key, self.code = path, source, key, code


@contextmanager
def located(source, *path, key: bool = False, replace: bool = False, hint: str | None = None):
    """Gives a FitError raised inside without a place the value at `path` in `source`.

    With `replace`, the place is given even over one the error had: for cards a kit makes from
    a file's values (Number Neighbours' decks), whose own paths mean nothing in that file.
    """
    try:
        yield
    except FitError as exc:
        if exc.source is None or replace:
            exc.source = source
        if exc.path is None or replace:
            exc.path, exc.key = tuple(path), key
            exc.hint = hint or exc.hint
        raise


def located_call(
    function, source, *path, key: bool = False, replace: bool = False, hint: str | None = None
):
    """`function`, with any FitError it raises located as `located` does."""

    def call(*args, **kwargs):
        with located(source, *path, key=key, replace=replace, hint=hint):
            return function(*args, **kwargs)

    return call


class UsageError(PrintgenError):
    exit_code = EXIT_USAGE


class SheetTooSmall(UsageError):
    """No card of the size asked for fits on the sheet inside its margins: the command line's doing,
    unless a user's template narrowed the margins (see kit.preflight.blame_sheet)."""


class OutputError(PrintgenError):
    exit_code = EXIT_CANNOT_WRITE


class Terminated(BaseException):
    """SIGTERM arrived while a command was writing: like Ctrl-C, what was half-written is
    removed."""


__all__ = [
    "FitError",
    "located",
    "located_call",
    "PrintgenError",
    "InvalidSetup",
    "UsageError",
    "SheetTooSmall",
    "OutputError",
    "Terminated",
    "EXIT_OK",
    "EXIT_INVALID",
    "EXIT_USAGE",
    "EXIT_CANNOT_WRITE",
    "EXIT_INTERNAL",
]
