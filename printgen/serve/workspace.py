"""The folder `printgen serve` was started on: the files it may show, read and save, and nothing
else.

A path from the page is a name relative to the folder. It must be one of the files listed (the
file given, or the YAML files in the folder given), found by its real path inside the folder, so
`..`, an absolute path, a symbolic link that leads out or a file that is not a kit's is refused.
Saving writes as `printgen build` writes (check_target's refusals, one step), and only over the
text the page last read: a file changed since is a conflict, never overwritten. The text a save
replaced is kept, so one undo brings it back.
"""

from __future__ import annotations

import hashlib
import os
import stat
import threading

from printgen.kinds.lookup import YAML_SUFFIXES

MAX_FILES = 500  # files listed in a folder; the rest are left out (and said to be)
MAX_DEPTH = 4  # folders below the one given


class Refused(Exception):
    """A request for something outside the workspace (status 403 or 404)."""

    def __init__(self, message: str, status: int = 403, hint: str = ""):
        super().__init__(message)
        self.status, self.hint = status, hint


class Conflict(Exception):
    """The file changed on disk since the page read it."""


def digest(data: bytes | None) -> str:
    """What the page holds of a file's state: a hash of its bytes ("" for a file that is not
    there)."""
    return "" if data is None else hashlib.sha256(data).hexdigest()


def _inside(path: str, folder: str) -> bool:
    try:
        return os.path.commonpath([path, folder]) == folder
    except ValueError:
        return False


class Workspace:
    """The folder served and its kit files (one file, or every YAML file below a folder)."""

    def __init__(self, root: str, only: str | None = None, output: str | None = None):
        self.root = os.path.realpath(root)
        # where a built PDF goes, if not beside the file
        self.output = None if output is None else os.path.realpath(output)
        self.only = (
            None
            if only is None
            else os.path.relpath(os.path.realpath(only), self.root).replace(os.sep, "/")
        )
        # one save at a time; held at shutdown until the save in hand is done
        self.write_lock = threading.Lock()
        self.undo: dict[str, bytes] = {}  # the text each file had before its last save
        self.inputs: dict[str, tuple[str, ...]] = {}  # the files each file's last good kit read
        self.left_out = 0

    def files(self) -> list[str]:
        """The kit files, by their names relative to the folder, sorted."""
        if self.only is not None:
            return [self.only]
        found = []
        self.left_out = 0
        for folder, dirs, names in os.walk(self.root):
            depth = os.path.relpath(folder, self.root).count(os.sep) + (folder != self.root)
            dirs[:] = sorted(
                d
                for d in dirs
                if not d.startswith(".")
                and depth < MAX_DEPTH
                and not os.path.islink(os.path.join(folder, d))
            )
            for name in sorted(names):
                if name.endswith(YAML_SUFFIXES) and not name.startswith("."):
                    if len(found) >= MAX_FILES:
                        self.left_out += 1
                        continue
                    found.append(
                        os.path.relpath(os.path.join(folder, name), self.root).replace(os.sep, "/")
                    )
        return found

    def path(self, name) -> str:
        """The real path of the kit file `name` (relative to the folder); Refused for anything
        else."""
        if (
            not isinstance(name, str)
            or not name
            or len(name) > 1000
            or "\0" in name
            or "\\" in name
        ):
            raise Refused("not a file name of this folder")
        if name.startswith("/") or any(part in ("", ".", "..") for part in name.split("/")):
            raise Refused("a name must lie inside the folder served, without . or ..")
        real = os.path.realpath(os.path.join(self.root, name))
        if not _inside(real, self.root):
            raise Refused("that file lies outside the folder served")
        if name not in self.files():
            raise Refused("no such kit file in the folder served", 404)
        return real

    def read(self, name) -> tuple[bytes | None, str]:
        """The file's bytes (None if it is not there) and their digest; at most the loader's
        limit."""
        from printgen.read.loader import MAX_FILE_BYTES, read_bounded

        path = self.path(name)
        try:
            # a named pipe or a device is never waited on
            if not stat.S_ISREG(os.stat(path).st_mode):
                return None, ""
            data = read_bounded(path, MAX_FILE_BYTES + 1)
        except (OSError, TimeoutError):
            return None, ""
        return data, digest(data)

    def input_state(self, name) -> str:
        """A digest of the sizes and times of the files the last good kit of `name` read (its
        spreadsheets, pictures, theme and fonts)."""
        states = []
        for path in self.inputs.get(name, ()):
            try:
                status = os.stat(path)
                states.append(f"{path}:{status.st_mtime_ns}:{status.st_size}")
            except OSError:
                states.append(f"{path}:gone")
        return hashlib.sha256("\n".join(states).encode("utf-8", "surrogateescape")).hexdigest()

    def save(self, name, data: bytes, base: str) -> str:
        """Writes `data` over the file in one step, if the file is still the one the page read
        (its digest `base`); the new digest. Conflict if it changed; OutputError where `build`
        would refuse to write."""
        from printgen.core.output import write_atomic

        path = self.path(name)
        with self.write_lock:
            before, now = self.read(name)
            if now != base:
                raise Conflict(name)
            # the page edits in \n; the file keeps its own line ends
            if before is not None and b"\r\n" in before:
                data = data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
            write_atomic(path, data, [], option="save")
            if before is not None and before != data:
                self.undo[name] = before
        return digest(data)

    def undo_save(self, name, base: str) -> tuple[bytes, str]:
        """Puts back the text the last save replaced (once), if the file is still as saved."""
        from printgen.core.output import write_atomic

        path = self.path(name)
        with self.write_lock:
            if name not in self.undo:
                raise Refused("there is no save to undo", 409)
            _, now = self.read(name)
            if now != base:
                raise Conflict(name)
            data = self.undo.pop(name)
            write_atomic(path, data, [], option="save")
        return data, digest(data)

    def write_beside(self, name, file_name: str, data: bytes, inputs) -> str:
        """A built file (the PDF), written beside the kit file under its default name (or, for a
        bundled kit, in the folder the server was started in, as build writes it); its name
        relative to that folder."""
        from printgen.core.output import write_atomic

        folder = self.output or os.path.dirname(self.path(name))
        target = os.path.join(folder, os.path.basename(file_name))
        if not _inside(os.path.realpath(target), self.output or self.root):
            raise Refused("the PDF would lie outside the folder served")
        with self.write_lock:
            write_atomic(target, data, list(inputs), option="build")
        return os.path.relpath(target, self.output or self.root).replace(os.sep, "/")
