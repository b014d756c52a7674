"""Starting and stopping the server for `printgen serve`."""

from __future__ import annotations

import os
import sys

import click

from printgen.core.errors import UsageError
from printgen.serve.workspace import Workspace

SHUTDOWN_WAIT_S = 10.0  # for a save in hand to finish when Ctrl-C comes


def workspace_for(argument: str) -> tuple[Workspace, str]:
    """A folder (every kit file in it), or one file (a path or a bundled id) with its folder."""
    from printgen.core.data import owned_paths
    from printgen.kinds.lookup import resolve

    if (
        argument
        and os.path.isdir(argument)
        and not os.path.isfile(os.path.join(argument, "theme.yaml"))
    ):
        workspace = Workspace(argument)
        if not workspace.files():
            raise UsageError(
                f"{argument} holds no kit files (.yaml)",
                "give a game, setup or theme.yaml, or a folder that holds some",
            )
        return workspace, argument
    # the errors of every other command: no such file, no such bundled id
    target = resolve(argument)
    if target.path == "-":
        raise UsageError("serve edits a file, not standard input", "give the file's name")
    real = os.path.realpath(target.path)
    bundled = any(
        os.path.commonpath([real, os.path.realpath(folder)]) == os.path.realpath(folder)
        for folder in owned_paths()
    )
    return Workspace(os.path.dirname(real), real, _here() if bundled else None), target.shown


def _here() -> str | None:
    """The current folder, where a bundled kit's PDF goes (None if it was removed: then building is
    refused)."""
    try:
        return os.getcwd()
    except OSError:
        return None


def can_open_browser() -> bool:
    """Whether a graphical browser may be started: a text browser in this terminal would take it
    over."""
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("BROWSER")
    )


def serve_until_stopped(workspace: Workspace, shown: str, port: int, open_browser: bool) -> None:
    from printgen.serve.server import KitServer

    try:
        server = KitServer(workspace, port)
    except OSError as exc:
        raise UsageError(
            f"cannot listen on 127.0.0.1 port {port}: {exc.strerror or exc}",
            "choose another --port, or leave it out for a free one",
        ) from None
    # the address on standard output, where a script reads what a command gives; the rest is talk
    click.echo(f"printgen: serving {shown} at {server.url}")
    sys.stdout.flush()
    click.echo("  the address holds a token: share it with nobody; press Ctrl-C to stop", err=True)
    sys.stderr.flush()
    if open_browser:
        if can_open_browser():
            import threading
            import webbrowser

            threading.Thread(target=webbrowser.open, args=(server.url,), daemon=True).start()
        else:
            click.echo("  no graphical browser here: open the address in yours", err=True)
    try:
        server.serve_forever(poll_interval=0.2)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        if workspace.write_lock.acquire(timeout=SHUTDOWN_WAIT_S):  # a save in hand finishes first
            workspace.write_lock.release()
    click.echo("printgen: stopped serving", err=True)
