"""Importing reportlab in a current folder that has been removed.

reportlab reads the current folder when it is first imported, only to fill in search paths printgen
never uses; in a folder that has been removed that read fails, and every command that draws was an
internal error. Inside `seeing_a_current_folder` that read sees the root folder instead. Nothing
else changes: a relative path still means the removed folder, and a command that would write there
says so (see output.check_target).
"""

from __future__ import annotations

import os
from contextlib import contextmanager


@contextmanager
def seeing_a_current_folder():
    try:
        os.getcwd()
    except FileNotFoundError:
        real = os.getcwd
        os.getcwd = lambda: os.sep
        try:
            yield
        finally:
            os.getcwd = real
    else:
        yield
