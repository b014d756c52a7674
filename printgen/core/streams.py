"""Standard output that fails as printgen's own error (exit 3), never as a crash or a lie.

A command's printed results go to standard output. When that cannot take them (`> /dev/full`, a
disk that fills, `>&-` closing it), the command ends with exit status 3 and says why on standard
error; when its reader has gone (`| head`, `| true`), it ends quietly with status 3, as other Unix
tools end quietly on a closed pipe. Without this, click turns a closed pipe into exit 1 ("invalid
input"), a full disk is an internal error (exit 70) and a closed standard output loses everything
with exit 0.
"""

from __future__ import annotations

import errno
import io
import os
import sys

import click

from printgen.core.errors import OutputError


class OutputClosed(OutputError):
    """The reader of standard output has gone (a closed pipe): end quietly."""


class _ClosedStdout(io.TextIOBase):
    """Standard output when it was closed before printgen started (`>&-`): every write fails."""

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, "it is closed")

    @property
    def buffer(self):
        return self

    def fileno(self) -> int:
        raise OSError(errno.EBADF, "it is closed")


def stand_in_for_closed_stdout() -> None:
    """With no standard output at all, click would drop every line without a word: give it one that
    fails."""
    if sys.stdout is None:
        sys.stdout = _ClosedStdout()


def _written_by_echo(exc: BaseException) -> bool:
    """Whether the error came from printing a line (click's echo, to standard output or error)."""
    echo_file = getattr(click.utils, "__file__", None)
    traceback = exc.__traceback__
    while traceback is not None:
        code = traceback.tb_frame.f_code
        if code.co_name == "echo" and code.co_filename == echo_file:
            return True
        traceback = traceback.tb_next
    return False


def stream_error(exc: OSError) -> OutputError:
    """printgen's error for a standard stream that failed: quiet for a closed pipe, else the
    reason."""
    if exc.errno == errno.EPIPE:
        return OutputClosed("standard output was closed by its reader")
    reason = "it is closed" if exc.errno == errno.EBADF else exc.strerror or str(exc)
    return OutputError(
        f"cannot write to standard output: {reason}",
        "send it to a file or a program that reads it, or use -o FILE where the command has it",
    )


def as_stream_error(exc: BaseException) -> OutputError | None:
    """The OutputError for an OSError raised while printing, or None for any other error."""
    if isinstance(exc, OSError) and _written_by_echo(exc):
        return stream_error(exc)
    return None


def silence_stdout() -> None:
    """After a closed pipe: whatever is still buffered goes nowhere, with no message at exit."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    except OSError:
        pass


__all__ = [
    "OutputClosed",
    "as_stream_error",
    "silence_stdout",
    "stand_in_for_closed_stdout",
    "stream_error",
]
