"""Errors that end a command, each with the exit status it means."""

from __future__ import annotations

from printgen.diagnostics import Diagnostic

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_CANNOT_WRITE = 3
EXIT_INTERNAL = 70


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
        super().__init__(f"{count} error{'s' if count != 1 else ''} in the setup; nothing was built", "run `printgen validate` on the file to see every problem")
        self.reports = reports


class UsageError(PrintgenError):
    exit_code = EXIT_USAGE


class OutputError(PrintgenError):
    exit_code = EXIT_CANNOT_WRITE


__all__ = ["Diagnostic", "PrintgenError", "InvalidSetup", "UsageError", "OutputError", "EXIT_OK", "EXIT_INVALID", "EXIT_USAGE", "EXIT_CANNOT_WRITE", "EXIT_INTERNAL"]
