"""Writing a file atomically: the whole new file or, on any failure, the old one untouched.

Before anything is written, the target is checked (`check_target`): printgen replaces a regular
file or makes a new one, and refuses (exit 3) everything else: a folder, a device, a named pipe or
a socket (which replacing would destroy, not write into), a read-only file, a file inside
printgen's own code and data (its fonts, message catalogues, templates, bundled setups and games)
and any file the command read. A symbolic link is followed: its target is what is written, and
the link stays a link.
"""

from __future__ import annotations

import errno
import os
import shutil
import signal
import stat
import sys
import tempfile
import threading
from contextlib import contextmanager

from printgen.core.errors import OutputError, Terminated, UsageError

STDOUT = "-"
_KINDS = (
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
)


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


def shown_name(path: str) -> str:
    """A file's name as a line of output shows it: as given, or quoted with its escapes when it
    holds a line break, a tab or another character that is not printed (so a name with a newline
    cannot split the line, nor an escape sequence steer the terminal)."""
    return path if path.isprintable() else repr(path)


def check_not_input(output: str, inputs: list[str], option: str = "-o/--output") -> None:
    """Refuses an output path that is one of the command's own input files."""
    for path in inputs:
        if os.path.exists(output) and os.path.exists(path) and _same_file(output, path):
            raise OutputError(
                f"refusing to write onto {output}: it is one of the inputs",
                f"choose another name with {option}",
            )


def check_not_owned(output: str, option: str = "-o/--output") -> None:
    """Refuses a path inside printgen's own code or data, wherever a link leads to it."""
    from printgen.core.data import owned_paths

    real = os.path.realpath(output)
    for folder in owned_paths():
        if _inside(real, os.path.realpath(folder)):
            raise OutputError(
                f"refusing to write {output}: it is inside printgen's own files ({folder})",
                f"printgen needs them as they are; write it elsewhere with {option}",
            )


def check_target(output: str, inputs: list[str] = (), option: str = "-o/--output") -> str:
    """The file to replace for `output` (a link's target), once it is sure writing there harms
    nothing; OutputError (exit 3) otherwise. An empty name is a usage error."""
    if output == "":
        raise UsageError(
            f"{option} is empty",
            f"give a file name with {option}, or leave it out for the default name",
        )
    _check_current_folder(output)
    target = os.path.realpath(output)
    try:
        status = os.stat(output)  # through links, as the kernel follows them (/proc/self/fd/1 too)
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise OutputError(
            f"cannot write {output}: {_why(exc, output)}", f"choose another name with {option}"
        ) from None
    if status is not None:
        _check_existing(output, status, option)
        _check_not_a_stream(output, status, option)
    check_not_owned(output, option)
    check_not_input(output, list(inputs), option)
    check_folder_of(output, target, option)
    return target


def check_current_folder(what: str, option: str = "-o/--output") -> None:
    """For a file written under its default name: the current folder must exist and take new
    files."""
    try:
        here = os.getcwd()
    except FileNotFoundError:
        raise OutputError(
            f"cannot write {what}: the current folder no longer exists (it was removed or "
            "moved away)",
            f"change to a folder that exists (cd), or give the whole path with {option}",
        ) from None
    _check_may_write_in(
        here,
        f"cannot write {what} in the current folder {_shortened(here)}",
        f"choose where with {option}",
    )


def check_folder_of(output: str, target: str, option: str = "-o/--output") -> None:
    """The folder the file goes in must exist, and printgen must be able to make a file there (the
    new file is written beside the old one, then moved over it)."""
    folder = os.path.dirname(target)
    shown = os.path.dirname(os.path.abspath(output))
    _check_nameable(folder, f"cannot write {output}", option)
    if not os.path.isdir(folder):
        if os.path.lexists(folder):
            raise OutputError(
                f"cannot write {output}: {shown} is not a folder", f"choose another {option}"
            )
        raise OutputError(
            f"cannot write {output}: the folder {shown} does not exist",
            f"create the folder first or choose another {option}",
        )
    _check_may_write_in(folder, f"cannot write {output}", f"choose another {option}")


def _check_existing(output: str, status: os.stat_result, option: str) -> None:
    if stat.S_ISDIR(status.st_mode):
        raise OutputError(
            f"cannot write {output}: it is a folder", f"give a file name with {option}"
        )
    for test, kind in _KINDS:
        if test(status.st_mode):
            raise OutputError(
                f"cannot write {output}: it is {kind}, not a file, and printgen writes a "
                "whole file in one step, so it would replace it",
                f"give a file name with {option}"
                + (", or - for standard output" if option.startswith("-o") else ""),
            )
    if not status.st_mode & 0o222 or not os.access(output, os.W_OK):
        raise OutputError(
            f"cannot write {output}: the file is read-only",
            f"make it writable first (chmod u+w), or choose another name with {option}",
        )


EXPORT_SUFFIXES = (".png", ".json", ".pdf", ".svg", ".dxf")  # every file an export writes


def export_leftovers(target: str) -> str | None:
    """The first entry of `target`, walked down, that no export writes (a file of another kind, a
    link, a hidden name), or None when it holds only what an earlier export could have written."""
    for root, folders, files in os.walk(target):
        for name in sorted(folders + files):
            path = os.path.join(root, name)
            if (
                name.startswith(".")
                or os.path.islink(path)
                or (name in files and not name.lower().endswith(EXPORT_SUFFIXES))
                or (name in files and not os.path.isfile(path))
            ):
                return os.path.relpath(path, target)
    return None


def check_folder_target(folder: str, option: str = "-o/--output", replace: bool = False) -> str:
    """The folder an export writes into for `folder` (a link's target), once it is sure the export
    can write there and harms nothing: a new folder in an existing one, or an existing empty folder
    that printgen may write in; with `replace` (export --force), also a folder holding only what an
    export writes (images, JSON, PDF, SVG and DXF files, in subfolders too). OutputError (exit 3)
    otherwise, before any card is drawn."""
    if folder == "":
        raise UsageError(f"{option} is empty", f"give a new or empty folder with {option}")
    if folder == STDOUT:
        raise UsageError(
            f"{option} - would be standard output, but an export is a folder of files",
            f"give a new or empty folder with {option} (./- for a folder named -)",
        )
    _check_current_folder(folder, "export into")
    try:
        status = os.stat(folder)
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise OutputError(
            f"cannot export into {folder}: {_why(exc, folder)}",
            f"give a new or empty folder with {option}",
        ) from None
    check_not_owned(folder, option)
    target = os.path.realpath(folder)
    if status is None:
        parent = os.path.dirname(target)
        _check_nameable(parent, f"cannot export into {folder}", option)
        if not os.path.isdir(parent):
            raise OutputError(
                f"cannot export into {folder}: the folder {parent} does not exist",
                f"create it first or choose another {option}",
            )
        _check_may_write_in(
            parent, f"cannot export into {folder}: cannot make a folder in {parent}", option
        )
        return target
    if not stat.S_ISDIR(status.st_mode):
        kind = next((kind for test, kind in _KINDS if test(status.st_mode)), "a file")
        raise OutputError(
            f"cannot export into {folder}: it is {kind}, not a folder",
            f"give a new or empty folder with {option}",
        )
    try:
        entries = os.listdir(target)
    except OSError as exc:
        raise OutputError(
            f"cannot export into {folder}: {_why(exc, folder)}",
            f"give a new or empty folder with {option}",
        ) from None
    if entries and replace:
        stranger = export_leftovers(target)
        if stranger is not None:
            raise OutputError(
                f"cannot replace {folder}: it holds {stranger}, which no export writes",
                f"give a new or empty folder with {option}, or a folder of an earlier export "
                "(--force replaces only that)",
            )
    elif entries:
        count = len(entries)
        raise OutputError(
            f"cannot export into {folder}: it is not an empty folder ({count} "
            f"item{'s' if count != 1 else ''} in it)",
            f"give a new or empty folder with {option}, or add --force to replace an earlier "
            "export there; an export never mixes with other files",
        )
    _check_may_write_in(target, f"cannot export into {folder}", option, status)
    return target


def _why(exc: OSError, path: str) -> str:
    if exc.errno == errno.ELOOP:
        return "it is a symbolic link that leads round in a circle of links"
    if exc.errno == errno.ENOTDIR:
        return "part of the path is a file, not a folder"
    return exc.strerror or str(exc)


def _may_write_in(folder: str) -> bool:
    effective = os.access in os.supports_effective_ids
    return os.access(folder, os.W_OK | os.X_OK, effective_ids=effective)


def _check_may_write_in(
    folder: str, message: str, option: str, status: os.stat_result | None = None
) -> None:
    """Refuses a folder this process may not make files in (read-only, or another user's); `option`
    is the option to name in the hint, or a whole hint ("choose ...")."""
    if _may_write_in(folder):
        return
    _check_nameable(folder, message, option)
    status = status or os.stat(folder)
    elsewhere = option if option.startswith("choose") else f"choose another {option}"
    if hasattr(os, "geteuid") and status.st_uid != os.geteuid():
        raise OutputError(
            f"{message}: the folder belongs to {_user(status.st_uid)}, and you may not write in it",
            elsewhere,
        )
    raise OutputError(
        f"{message}: the folder is read-only", f"make it writable first (chmod u+w), or {elsewhere}"
    )


def _check_nameable(folder: str, message: str, option: str) -> None:
    """Refuses a folder whose whole path is longer than the system takes (PATH_MAX, 4,096 bytes on
    Linux), as a current folder reached step by step can be: every call naming it fails there, so
    it would seem not to exist, or not to be writable."""
    try:
        os.stat(folder)
    except OSError as exc:
        if exc.errno != errno.ENAMETOOLONG:
            return  # said by the checks that follow
        elsewhere = (
            option if option.startswith("choose") else f"give a shorter whole path with {option}"
        )
        raise OutputError(
            f"{message}: the path of the folder {_shortened(folder)} is "
            f"{len(os.fsencode(folder)):,} bytes long, longer than this system lets a program "
            "name a file by",
            f"work in a folder with a shorter path, or {elsewhere}",
        ) from None


def _shortened(path: str) -> str:
    """A path as a message shows it: whole, unless it runs past a few lines of the terminal."""
    return path if len(path) <= 200 else f"{path[:60]}...{path[-60:]}"


def _user(uid: int) -> str:
    try:
        import pwd

        return f"the user {pwd.getpwuid(uid).pw_name}"
    except (ImportError, KeyError):
        return f"the user with id {uid}"


def _check_current_folder(path: str, doing: str = "write") -> None:
    """A relative path means nothing once the current folder has been removed: say so (exit 3)."""
    if os.path.isabs(path):
        return
    try:
        os.getcwd()
    except FileNotFoundError:
        raise OutputError(
            f"cannot {doing} {path}: the current folder no longer exists (it was removed or "
            "moved away)",
            "change to a folder that exists (cd), or give the whole path",
        ) from None


class StagedFolder:
    """The folder an export writes into, one file at a time, through a hidden staging folder inside
    it.

    `with StagedFolder(folder) as out: out.write(name, data)`: a new folder is made as `mkdir` makes
    one (its mode from the umask); an existing empty folder is used as it is, never replaced, so it
    keeps its mode, owner, ACLs and inode. The files go into a staging folder inside it and are
    moved
    out of it when all are written; on any error, Ctrl-C or SIGTERM the staging folder is removed
    (and a folder the export made), so an export leaves its whole result or nothing.
    """

    STAGING_PREFIX = ".printgen-export-"

    def __init__(self, folder: str, option: str = "-o/--output", replace: bool = False):
        self.folder, self.option, self.replace = folder, option, replace
        self.target = check_folder_target(folder, option, replace)
        self.earlier: set[str] = set()  # what an earlier export left, replaced at the end
        self._aside: str | None = None
        self.staging: str | None = None
        self.created = False
        self._signals = None

    def __enter__(self) -> "StagedFolder":
        self._signals = terminate_as_exception()
        self._signals.__enter__()
        try:
            self._open()
        except BaseException as exc:
            self._abandon()
            self._signals.__exit__(None, None, None)
            if isinstance(exc, OSError):
                raise OutputError(
                    f"cannot export into {self.folder}: {_why(exc, self.folder)}",
                    f"choose another folder with {self.option}",
                ) from None
            raise
        return self

    def _open(self) -> None:
        # again: the rendering took time
        self.target = check_folder_target(self.folder, self.option, self.replace)
        if self.replace and os.path.isdir(self.target):
            self.earlier = set(os.listdir(self.target))
        if not os.path.isdir(self.target):
            os.mkdir(self.target)  # 0o777 less the umask, as any new folder
            self.created = True
        self.staging = tempfile.mkdtemp(
            prefix=self.STAGING_PREFIX, suffix=".partial", dir=self.target
        )

    def write(self, name: str, data: bytes) -> None:
        """One file of the export, by its name in the folder (subfolders are made as needed)."""
        path = os.path.join(self.staging, name)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "xb") as handle:
                handle.write(data)
        except OSError as exc:
            raise OutputError(
                f"cannot write {os.path.join(self.folder, name)}: {_why(exc, path)}",
                "check the folder's permissions and free space",
            ) from None

    def __exit__(self, exc_type, exc, traceback) -> bool:
        # Ctrl-C and SIGTERM wait while the files are moved out (or the staging folder removed) and
        # the
        # handler before is put back; one that came meanwhile then ends the process as it would have
        with signals_held():
            try:
                if exc_type is None and not _TERMINATION.came:
                    self._commit()
                else:
                    self._abandon()
                    raise_if_terminated()  # a SIGTERM whose Terminated was swallowed
            finally:
                signals, self._signals = self._signals, None
                signals.__exit__(None, None, None)
        return False

    def _commit(self) -> None:
        moved = []
        try:
            strangers = sorted(
                set(os.listdir(self.target)) - {os.path.basename(self.staging)} - self.earlier
            )
            if strangers:
                raise OutputError(
                    f"cannot export into {self.folder}: {strangers[0]} appeared in it during "
                    "the export",
                    f"give a new or empty folder with {self.option}, and let nothing else "
                    "write there meanwhile",
                )
            replaced = self._put_aside() if self.earlier else None
            for name in sorted(os.listdir(self.staging)):
                os.rename(os.path.join(self.staging, name), os.path.join(self.target, name))
                moved.append(name)
            os.rmdir(self.staging)
            self.staging = None
            if replaced is not None:
                self._aside = None
                _remove_tree(replaced)
        except BaseException as exc:
            for name in moved:
                _remove_tree(os.path.join(self.target, name))
            self._abandon()
            if isinstance(exc, OSError):
                raise OutputError(
                    f"cannot export into {self.folder}: {_why(exc, self.folder)}",
                    "check the folder's permissions and free space",
                ) from None
            raise

    def _put_aside(self) -> str:
        """The earlier export's entries moved into a hidden folder of the target, removed once the
        new files are in (a failure before that puts them back, in `_abandon`)."""
        aside = tempfile.mkdtemp(prefix=self.STAGING_PREFIX, suffix=".replaced", dir=self.target)
        self._aside = aside
        for name in sorted(self.earlier):
            os.rename(os.path.join(self.target, name), os.path.join(aside, name))
        return aside

    def _abandon(self) -> None:
        """Everything this export made goes: the staging folder and, if it made it, the folder."""
        if self.staging is not None:
            _remove_tree(self.staging)
            self.staging = None
        aside, self._aside = self._aside, None
        if aside is not None and os.path.isdir(aside):  # the earlier export back as it was
            for name in sorted(os.listdir(aside)):
                os.rename(os.path.join(aside, name), os.path.join(self.target, name))
            os.rmdir(aside)
        if self.created:
            try:
                os.rmdir(self.target)
            except OSError:
                pass
            self.created = False


def _remove_tree(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path, ignore_errors=True)
    else:
        _remove(path)


class _Termination:
    """Whether SIGTERM came while it was caught. A Terminated raised inside a finalizer (a
    library's object closed by the garbage collector as the signal came) cannot leave it: Python
    would print it as "Exception ignored" and go on. So such a one is kept quiet, and
    `raise_if_terminated` raises it again where the work commits."""

    def __init__(self):
        self.came = False
        self.depth = 0  # of terminate_as_exception blocks open; the first clears `came`

    def handler(self, signum, frame):
        self.came = True
        raise Terminated()

    def unraisable(self, previous):
        def hook(unraisable):
            if not isinstance(unraisable.exc_value, Terminated):
                previous(unraisable)

        return hook


_TERMINATION = _Termination()


def raise_if_terminated() -> None:
    """Terminated, if SIGTERM came while it was caught and what it raised was swallowed."""
    if _TERMINATION.came:
        raise Terminated()


@contextmanager
def terminate_as_exception():
    """SIGTERM raises Terminated here (in the main thread), so what is half-written is cleaned up on
    the way out as after Ctrl-C; the handler before is put back afterwards."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "SIGTERM"):
        yield
        return
    try:
        previous = signal.signal(signal.SIGTERM, _TERMINATION.handler)
    except (ValueError, OSError):
        yield
        return
    previous_hook = sys.unraisablehook
    sys.unraisablehook = _TERMINATION.unraisable(previous_hook)
    if _TERMINATION.depth == 0:
        _TERMINATION.came = False
    _TERMINATION.depth += 1
    try:
        yield
    finally:
        _TERMINATION.depth -= 1
        sys.unraisablehook = previous_hook
        signal.signal(signal.SIGTERM, previous)


@contextmanager
def signals_let_through():
    """Inside `signals_held`: Ctrl-C and SIGTERM arrive as usual again for the block."""
    if (
        not hasattr(signal, "pthread_sigmask")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


@contextmanager
def signals_held():
    """Ctrl-C and SIGTERM wait until the block is done (where the system can hold signals)."""
    held = {signal.SIGINT, signal.SIGTERM}
    if (
        not hasattr(signal, "pthread_sigmask")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _check_not_a_stream(output: str, status: os.stat_result, option: str) -> None:
    """Refuses the file this very command reads or prints to (`-o /dev/stdout` while it is
    redirected
    to a file, a link to /proc/self/fd/1): replacing it would pull the file from under the shell."""
    for fd, name in ((0, "input"), (1, "output"), (2, "error output")):
        try:
            own = os.fstat(fd)
        except OSError:
            continue
        if (own.st_dev, own.st_ino) == (status.st_dev, status.st_ino):
            raise OutputError(
                f"cannot write {output}: it is this command's standard {name}",
                f"give a file name with {option}"
                + (", or - for standard output" if option.startswith("-o") else ""),
            )


def write_stdout(data: bytes) -> None:
    """The whole file to standard output in one write, after it is complete; exit 3 if it fails."""
    import click

    from printgen.core.streams import silence_stdout, stream_error

    try:
        stream = click.get_binary_stream("stdout")
        stream.write(data)
        stream.flush()
    except OSError as exc:
        silence_stdout()
        raise stream_error(exc) from None


def write_atomic(
    path: str, data: bytes, inputs: list[str] = (), option: str = "-o/--output"
) -> None:
    """Writes `data` to a temporary file beside the target, then moves it into place in one step;
    a file it replaces keeps its permissions."""
    target = check_target(path, inputs, option)
    folder = os.path.dirname(target)
    if not os.path.isdir(folder):
        raise OutputError(
            f"cannot write {path}: the folder {os.path.dirname(os.path.abspath(path))} does "
            "not exist",
            f"create the folder first or choose another {option}",
        )
    mode = _mode_of(target)
    try:
        handle, temp = tempfile.mkstemp(
            prefix=f".{os.path.basename(target)}.", suffix=".tmp", dir=folder
        )
    except OSError as exc:
        raise OutputError(
            f"cannot write in {folder}: {exc.strerror or exc}",
            f"check the folder's permissions or choose another {option}",
        ) from None
    try:
        terminated = terminate_as_exception()  # SIGTERM, like Ctrl-C, leaves no temporary file
        with signals_held():  # while the file moves into place and the handler before comes back
            with terminated:
                with signals_let_through():
                    with os.fdopen(handle, "wb") as stream:
                        stream.write(data)
                        stream.flush()
                        os.fsync(stream.fileno())
                    os.chmod(temp, mode)
                raise_if_terminated()
                os.replace(temp, target)
    except BaseException as exc:
        _remove(temp)
        if isinstance(exc, OSError):
            raise OutputError(
                f"cannot write {path}: {exc.strerror or exc}",
                "check the folder's permissions and free space",
            ) from None
        raise


def _mode_of(target: str) -> int:
    """The permissions to give the new file: the replaced file's, or the usual ones for a new
    file."""
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
