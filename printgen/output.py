"""Writing a file atomically: the whole new file or, on any failure, the old one untouched.

Before anything is written, the target is checked (`check_target`): printgen replaces a regular
file or makes a new one, and refuses (exit 3) everything else: a folder, a device, a named pipe or
a socket (which replacing would destroy, not write into), a read-only file, a file inside
printgen's own code and data (its fonts, message catalogues, templates, bundled setups and games)
and any file the command read. A symbolic link is followed: its target is what is written, and
the link stays a link.
"""

from __future__ import annotations

import os
import stat
import tempfile

from printgen.errors import OutputError, UsageError

STDOUT = "-"
_KINDS = ((stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a named pipe"), (stat.S_ISSOCK, "a socket"))


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def _inside(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:  # different drives
        return False


def check_not_input(output: str, inputs: list[str], option: str = "-o/--output") -> None:
    """Refuses an output path that is one of the command's own input files."""
    for path in inputs:
        if os.path.exists(output) and os.path.exists(path) and _same_file(output, path):
            raise OutputError(f"refusing to write onto {output}: it is one of the inputs", f"choose another name with {option}")


def check_not_owned(output: str, option: str = "-o/--output") -> None:
    """Refuses a path inside printgen's own code or data, wherever a link leads to it."""
    from printgen.data import owned_paths

    real = os.path.realpath(output)
    for folder in owned_paths():
        if _inside(real, os.path.realpath(folder)):
            raise OutputError(f"refusing to write {output}: it is inside printgen's own files ({folder})", f"printgen needs them as they are; write it elsewhere with {option}")


def check_target(output: str, inputs: list[str] = (), option: str = "-o/--output") -> str:
    """The file to replace for `output` (a link's target), once it is sure writing there harms
    nothing; OutputError (exit 3) otherwise. An empty name is a usage error."""
    if output == "":
        raise UsageError(f"{option} is empty", f"give a file name with {option}, or leave it out for the default name")
    target = os.path.realpath(output)
    try:
        status = os.stat(output)  # through links, as the kernel follows them (/proc/self/fd/1 too)
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise OutputError(f"cannot write {output}: {exc.strerror or exc}", f"choose another name with {option}") from None
    if status is not None:
        _check_existing(output, status, option)
        _check_not_a_stream(output, status, option)
    check_not_owned(output, option)
    check_not_input(output, list(inputs), option)
    return target


def _check_existing(output: str, status: os.stat_result, option: str) -> None:
    if stat.S_ISDIR(status.st_mode):
        raise OutputError(f"cannot write {output}: it is a folder", f"give a file name with {option}")
    for test, kind in _KINDS:
        if test(status.st_mode):
            raise OutputError(f"cannot write {output}: it is {kind}, not a file, and printgen writes a whole file in one step, so it would replace it", f"give a file name with {option}" + (", or - for standard output" if option.startswith("-o") else ""))
    if not status.st_mode & 0o222 or not os.access(output, os.W_OK):
        raise OutputError(f"cannot write {output}: the file is read-only", f"make it writable first (chmod u+w), or choose another name with {option}")


def check_folder_target(folder: str, option: str = "-o/--output") -> str:
    """The folder an export makes for `folder` (a link's target): never empty, never inside printgen's own files."""
    if folder == "":
        raise UsageError(f"{option} is empty", f"give a new or empty folder with {option}")
    check_not_owned(folder, option)
    return os.path.realpath(folder)


def _check_not_a_stream(output: str, status: os.stat_result, option: str) -> None:
    """Refuses the file this very command reads or prints to (`-o /dev/stdout` while it is redirected
    to a file, a link to /proc/self/fd/1): replacing it would pull the file from under the shell."""
    for fd, name in ((0, "input"), (1, "output"), (2, "error output")):
        try:
            own = os.fstat(fd)
        except OSError:
            continue
        if (own.st_dev, own.st_ino) == (status.st_dev, status.st_ino):
            raise OutputError(f"cannot write {output}: it is this command's standard {name}", f"give a file name with {option}" + (", or - for standard output" if option.startswith("-o") else ""))


def write_atomic(path: str, data: bytes, inputs: list[str] = (), option: str = "-o/--output") -> None:
    """Writes `data` to a temporary file beside the target, then moves it into place in one step;
    a file it replaces keeps its permissions."""
    target = check_target(path, inputs, option)
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        raise OutputError(f"cannot write {path}: the folder {os.path.dirname(os.path.abspath(path))} does not exist", f"create the folder first or choose another {option}")
    mode = _mode_of(target)
    try:
        handle, temp = tempfile.mkstemp(prefix=f".{os.path.basename(target)}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise OutputError(f"cannot write in {folder}: {exc.strerror or exc}", f"check the folder's permissions or choose another {option}") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException as exc:
        _remove(temp)
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write {path}: {exc.strerror or exc}", "check the folder's permissions and free space") from None
        raise


def _mode_of(target: str) -> int:
    """The permissions to give the new file: the replaced file's, or the usual ones for a new file."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
