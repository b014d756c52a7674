"""A bug in printgen, said once and plainly: its type and first line, where to report it, and the
traceback only under --debug (or PRINTGEN_DEBUG). The command line and `printgen serve` both
report through here, so neither reaches into the other for it."""

from __future__ import annotations

import os

import click

from printgen.core.errors import EXIT_INTERNAL
from printgen.core.project import tracker_url

state = {"debug": False}  # set by the command line: --debug, before or after the command's name


def report_internal_error(exc: BaseException) -> int:
    click.echo(f"printgen: internal error: {type(exc).__name__}: {exc}".splitlines()[0], err=True)
    hint = "" if state["debug"] else " (add --debug for the traceback)"
    click.echo(
        f"  this is a bug in printgen; please report it at {tracker_url()} with the command "
        f"you ran{hint}",
        err=True,
    )
    if state["debug"]:
        import traceback

        traceback.print_exception(exc)
    return EXIT_INTERNAL


def report_internal_error_safely(exc: BaseException) -> int:
    """`report_internal_error`, and if even that fails (memory exhausted, standard error closed),
    one plain line written straight to standard error: never a second, raw traceback."""
    try:
        return report_internal_error(exc)
    except BaseException:
        try:
            os.write(
                2, f"printgen: internal error: {type(exc).__name__}\n".encode("ascii", "replace")
            )
        except BaseException:
            pass
        return EXIT_INTERNAL
