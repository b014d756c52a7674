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

from printgen.errors import OutputError


class OutputClosed(OutputError):
    """The reader of standard output has gone (a closed pipe): end quietly."""


class _GuardedRaw(io.RawIOBase):
    """File descriptor 1 (or none, when it was closed before printgen started); the first failing
    write raises printgen's error and later ones are dropped, so nothing is reported twice."""

    def __init__(self, fd: int | None):
        super().__init__()
        self.fd, self.failed = fd, False

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        if self.fd is None:
            raise OSError(errno.EBADF, "standard output is closed")
        return self.fd

    def isatty(self) -> bool:
        return self.fd is not None and os.isatty(self.fd)

    def write(self, data) -> int:
        if self.failed:
            return len(data)
        try:
            if self.fd is None:
                raise OSError(errno.EBADF, "it is closed")
            return os.write(self.fd, data)
        except OSError as exc:
            self.failed = True
            if exc.errno == errno.EPIPE:
                raise OutputClosed("standard output was closed by its reader") from None
            reason = "it is closed" if exc.errno == errno.EBADF else exc.strerror or str(exc)
            raise OutputError(f"cannot write to standard output: {reason}", "send it to a file or a program that reads it, or use -o FILE where the command has it") from None


def guard_stdout() -> tuple | None:
    """Replaces the process's standard output with a guarded one (nothing else, such as a test's
    captured output, is touched); returns what `restore_stdout` needs."""
    original = sys.stdout
    if original is not None and original is not sys.__stdout__:
        return None
    try:
        fd = original.fileno() if original is not None else None
    except (OSError, ValueError, AttributeError):
        return None
    if original is not None:
        original.flush()
    encoding = getattr(original, "encoding", None) or "utf-8"
    errors = getattr(original, "errors", None) or "strict"
    guarded = io.TextIOWrapper(io.BufferedWriter(_GuardedRaw(fd)), encoding=encoding, errors=errors, line_buffering=bool(getattr(original, "line_buffering", False)))
    sys.stdout = guarded
    return original, guarded


def restore_stdout(saved: tuple | None) -> None:
    if saved is None:
        return
    original, guarded = saved
    try:
        guarded.flush()
    except OutputError:
        pass
    sys.stdout = original


def silence_stdout() -> None:
    """After a closed pipe: whatever is still buffered goes nowhere, with no message at exit."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.close(null)
    except OSError:
        pass


__all__ = ["OutputClosed", "guard_stdout", "restore_stdout", "silence_stdout"]
