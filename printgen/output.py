"""Writing a file atomically: the whole new file or, on any failure, the old one untouched."""

from __future__ import annotations

import os
import tempfile

from printgen.errors import OutputError


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def check_not_input(output: str, inputs: list[str], option: str = "-o/--output") -> None:
    """Refuses an output path that is one of the command's own input files."""
    for path in inputs:
        if os.path.exists(output) and os.path.exists(path) and _same_file(output, path):
            raise OutputError(f"refusing to write onto {output}: it is one of the inputs", f"choose another name with {option}")


def write_atomic(path: str, data: bytes) -> None:
    """Writes `data` to a temporary file beside `path`, then moves it into place in one step."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path):
        raise OutputError(f"cannot write {path}: it is a folder", "give a file name with -o/--output")
    if not os.path.isdir(folder):
        raise OutputError(f"cannot write {path}: the folder {folder} does not exist", "create the folder first or choose another -o/--output")
    try:
        handle, temp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write in {folder}: {exc.strerror or exc}", "check the folder's permissions or choose another -o/--output") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, 0o666 & ~_umask())
        os.replace(temp, path)
    except BaseException as exc:
        _remove(temp)
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write {path}: {exc.strerror or exc}", "check the folder's permissions and free space") from None
        raise


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
