"""Writing a file so that it is either wholly written or not touched at all."""

from __future__ import annotations

import os
import tempfile

from printgen.errors import OutputError


def write_atomically(path: str, data: bytes) -> None:
    """Writes `data` to a temporary file beside `path`, then renames it into place.

    A failure (or Ctrl-C) at any point removes the temporary file and leaves an existing
    `path` exactly as it was.
    """
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise OutputError(f"cannot write {path}: the folder {os.path.dirname(path) or '.'} does not exist", "create the folder first, or choose another output path")
    if os.path.isdir(path):
        raise OutputError(f"cannot write {path}: it is a folder", "give a file name")
    try:
        handle, temporary = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror}", "check that the folder exists and is writable") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        mode = os.stat(path).st_mode & 0o777 if os.path.exists(path) else 0o666 & ~_umask()
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException as exc:
        _remove_quietly(temporary)
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write {path}: {exc.strerror}", "check that the folder is writable and has space") from None
        raise


def _remove_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
