"""`printgen serve`: a local page to edit a kit's file with its diagnostics and pictures beside
it."""

from __future__ import annotations

import click

from printgen.cli.complete import complete_kit
from printgen.core.errors import EXIT_OK


@click.command()
@click.argument(
    "path", required=False, default=".", shell_complete=complete_kit, metavar="[FILE|FOLDER]"
)
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=0,
    show_default=True,
    help="The port on 127.0.0.1 to listen on; 0 takes a free one.",
)
@click.option(
    "--no-browser", is_flag=True, help="Do not open the page in a browser; only print its address."
)
def serve(path, port, no_browser) -> int:
    """Edit FILE (a game, setup or theme.yaml), or the kit files in FOLDER (default: this folder),
    in a
    page on this computer: the diagnostics at their lines, the kit redrawn as you type.

    It listens on 127.0.0.1 only and prints the page's address with a random token that every
    request
    must carry; it reads and writes nothing outside the folder it was started on. Ctrl-C stops it
    (exit 0).
    """
    from printgen.serve.run import serve_until_stopped, workspace_for

    workspace, shown = workspace_for(path)
    serve_until_stopped(workspace, shown, port, not no_browser)
    return EXIT_OK


__all__ = ["serve"]
