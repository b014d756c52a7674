"""The `printgen` command line: a thin group whose commands load their code only when run."""

from __future__ import annotations

import importlib
import os
import sys

import click

from printgen import __version__
from printgen.core import bugs
from printgen.core.bugs import report_internal_error_safely
from printgen.core.errors import (
    EXIT_INTERRUPTED,
    EXIT_TERMINATED,
    EXIT_USAGE,
    InvalidSetup,
    PrintgenError,
    Terminated,
)

COMMANDS = {
    "validate": "printgen.cli.validate.validate",
    "build": "printgen.cli.build.build",
    "calibrate": "printgen.cli.build.calibrate",
    "analyze": "printgen.cli.analyze.analyze",
    "play": "printgen.cli.play.play",
    "list": "printgen.cli.info.list_setups",
    "show": "printgen.cli.info.show",
    "new": "printgen.cli.info.new",
    "schema": "printgen.cli.info.schema",
    "export": "printgen.cli.export.export",
    "preview": "printgen.cli.export.preview",
    "serve": "printgen.cli.serve.serve",
}
# Each command's first sentence, as `printgen --help` lists it: the list is made from here, so
# `--help` imports no command's module (a test holds each to its command's own help).
SUMMARIES = {
    "validate": "Check setup files, game files and themes (or folders of them) for consistency.",
    "build": "Build a print-and-play PDF kit for KIT: a bundled setup's or game's id, or a file "
    "(default: standard).",
    "calibrate": "Print a two-sided test sheet to measure your printer's duplex offset for "
    "--back-offset.",
    "analyze": "Simulate games of KIT (a setup or a game file, bundled or a .yaml file) between "
    "bots and report the balance: each seat's wins, scores and the length of a game; for a game "
    "file without `play:`, its deck arithmetic.",
    "play": "Play one game of GAME (a game file with `play:`, or a bundled game's id) between "
    "bots and tell it turn by turn: who chose what, what moved where, the open cards after each "
    "turn and each round's scores.",
    "list": "List the bundled setups, games and themes, and any files at PATHS, two lines each, "
    "under a heading per kind.",
    "show": "Show a setup, a game or a theme in the terminal.",
    "new": "Write an annotated setup (or with --starter, a game) called NAME that validates clean "
    "with --strict, to start from; its comments mark what to change.",
    "schema": "Print a JSON Schema (2020-12) of a file format, for editors' YAML language "
    "servers.",
    "export": "Export the cards of KIT for a print service or a digital table, into the folder "
    "-o (default: KIT-SERVICE).",
    "preview": "Write a picture of KIT's kit: every page side by side (a contact sheet), or one "
    "page.",
    "serve": "Edit FILE (a game, setup or theme.yaml), or the kit files in FOLDER (default: this "
    "folder), in a page on this computer: the diagnostics at their lines, the kit redrawn as you "
    "type.",
}
# what a command that stops at a file's errors has not done ("printgen: 1 error in the setup;
# nothing was built")
UNDONE = {
    "build": "; nothing was built",
    "calibrate": "; nothing was built",
    "export": "; nothing was written",
    "preview": "; nothing was written",
    "analyze": "; nothing was analyzed",
    "play": "; nothing was played",
}
DEBUG_FLAG = "--debug"
QUIET_FLAGS = ("-q", "--quiet")
DEBUG_HELP = "Show the full traceback of an internal error (before or after the command's name)."
QUIET_HELP = (
    "Print problems only: no summaries, no 'wrote' lines (before or after the command's name)."
)


def _set_debug(ctx, param, value: bool) -> None:
    if value:
        bugs.state["debug"] = True


def _set_quiet(ctx, param, value: bool) -> None:
    if value:
        from printgen.cli.echo import set_quiet

        set_quiet(True)


def global_options() -> list[click.Option]:
    """--debug and -q/--quiet as real options: of the group (before the command's name) and of every
    command (after it). Click's parser reads them only where they stand as options, so the value of
    another option (`-o -q`) or a file name after `--` is never taken for one."""
    return [
        click.Option(
            [DEBUG_FLAG],
            is_flag=True,
            expose_value=False,
            is_eager=True,
            callback=_set_debug,
            help=DEBUG_HELP,
        ),
        click.Option(
            list(QUIET_FLAGS),
            is_flag=True,
            expose_value=False,
            is_eager=True,
            callback=_set_quiet,
            help=QUIET_HELP,
        ),
    ]


def with_global_options(command: click.Command) -> click.Command:
    """The command with --debug and -q/--quiet among its options (once, however often it is looked
    up)."""
    names = {name for param in command.params for name in getattr(param, "opts", ())}
    if DEBUG_FLAG not in names:
        command.params.extend(option for option in global_options() if not names & set(option.opts))
    return command


class LazyGroup(click.Group):
    """Click's lazy-loading group: a command's module is imported when the command is looked up.

    As in Click's documented recipe, an import that fails is not turned into "No such command":
    the error propagates and `main` reports it as the internal error it is.
    """

    def __init__(self, *args, lazy_subcommands: dict[str, str] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy_subcommands = lazy_subcommands or {}

    def list_commands(self, ctx):
        return sorted([*super().list_commands(ctx), *self.lazy_subcommands])

    def invoke(self, ctx):
        """The command; an error printing its results (standard output full, closed or gone) is
        printgen's own exit 3 here, before click would call a closed pipe exit 1."""
        from printgen.core.streams import as_stream_error, silence_stdout

        try:
            return super().invoke(ctx)
        except OSError as exc:
            error = as_stream_error(exc)
            if error is None:
                raise
            silence_stdout()  # what is still buffered is dropped, without a second error at exit
            raise error from None

    def resolve_command(self, ctx, args):
        try:
            return super().resolve_command(ctx, args)
        except click.exceptions.ClickException:
            raise
        except Exception:
            # a command whose module fails to import: its options cannot be read without it, so a
            # --debug among its words still shows this internal error's traceback (and does nothing
            # else)
            bugs.state["debug"] = bugs.state["debug"] or DEBUG_FLAG in _before_end(args[1:])
            raise

    def format_commands(self, ctx, formatter) -> None:
        """The list of commands as click writes it, each lazy one's line from its summary, so
        `printgen --help` imports none of the commands' modules."""
        names = self.list_commands(ctx)
        if names:
            limit = formatter.width - 6 - max(len(name) for name in names)
            rows = [(name, self._short_help(ctx, name, limit)) for name in names]
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def _short_help(self, ctx, name: str, limit: int) -> str:
        if name in self.lazy_subcommands:
            return click.Command(name, help=SUMMARIES[name]).get_short_help_str(limit)
        return super().get_command(ctx, name).get_short_help_str(limit)

    def get_command(self, ctx, cmd_name):
        if cmd_name in self.lazy_subcommands:
            return self._lazy_load(cmd_name)
        return super().get_command(ctx, cmd_name)

    def _lazy_load(self, cmd_name: str) -> click.Command:
        module_name, attribute = self.lazy_subcommands[cmd_name].rsplit(".", 1)
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise TypeError(f"{self.lazy_subcommands[cmd_name]} is not a click command")
        return with_global_options(command)


@click.group(
    cls=LazyGroup,
    lazy_subcommands=COMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.version_option(__version__, "-V", "--version", prog_name="printgen")
@click.option(
    DEBUG_FLAG,
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_set_debug,
    help=DEBUG_HELP,
)
@click.option(
    *QUIET_FLAGS,
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_set_quiet,
    help=QUIET_HELP,
)
def cli() -> None:
    """Print-and-play kits, setup validation and balance analysis for small card games.

    Shell completion: see the README ("Shell completion") for bash, zsh and fish.
    """


def _before_end(argv: list[str]) -> list[str]:
    """The words before a `--` that ends the options."""
    return argv[: argv.index("--")] if "--" in argv else list(argv)


def tolerate_narrow_terminals() -> None:
    """Text a terminal's encoding cannot show (a cp1252 console, PYTHONIOENCODING=ascii) is written
    escaped instead of ending the command: a user's CJK setup name is no reason for exit 70."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if (
            reconfigure is not None
            and (getattr(stream, "encoding", "utf-8") or "").lower().replace("-", "") != "utf8"
        ):
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass


GC_THRESHOLD = 50_000
"""How many new objects Python's cycle collector lets pass before it looks for cycles (Python's
own default is 700). A command makes hundreds of thousands of objects, nearly all freed as soon
as they are dropped; at 700 the collector walked the young ones some 180 times in a 1,000-card
build, about 6% of its processor time, to find almost nothing (a build's peak memory is the same
with the collector off). Cycles are still collected, only in larger batches."""


def _end_now(code: int) -> None:
    """Ends the process at once with `code`, its streams flushed: after SIGTERM nothing is left to
    write and every output was removed, and the exit handlers' joins of a stopped process pool's
    threads could hold the process past its end (seen: the message printed, then no exit)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)


def main(argv: list[str] | None = None) -> None:
    """Runs the CLI and turns every outcome into an exit status; users never see a traceback."""
    import gc

    gc.set_threshold(max(gc.get_threshold()[0], GC_THRESHOLD), *gc.get_threshold()[1:])
    tolerate_narrow_terminals()
    args = sys.argv[1:] if argv is None else list(argv)
    # and --debug, once click reads it as an option
    bugs.state["debug"] = bool(os.environ.get("PRINTGEN_DEBUG"))
    echo = sys.modules.get("printgen.cli.echo")  # imported by an earlier run in this process
    if echo is not None:
        echo.set_quiet(False)  # -q/--quiet turns it on, where it stands as an option
    from printgen.core.streams import OutputClosed, stand_in_for_closed_stdout

    stand_in_for_closed_stdout()
    try:
        code = cli.main(args=args, prog_name="printgen", standalone_mode=False)
    except OutputClosed as exc:  # the reader went away (`| head`): quietly, as other Unix tools do
        code = exc.exit_code
    except (click.exceptions.Abort, KeyboardInterrupt):
        click.echo("printgen: interrupted; nothing was written", err=True)
        code = EXIT_INTERRUPTED
    except Terminated:  # SIGTERM while writing: what was half-written is gone
        click.echo("printgen: terminated; nothing was written", err=True)
        if argv is None:  # the command itself, not a call from within a program
            _end_now(EXIT_TERMINATED)
        code = EXIT_TERMINATED
    except click.ClickException as exc:
        exc.show()
        code = exc.exit_code
    except InvalidSetup as exc:
        from printgen.cli.echo import echo_reports

        echo_reports(exc.reports, err=True)
        command = next((a for a in args if not a.startswith("-")), "")
        click.echo(f"printgen: {exc.summary}{UNDONE.get(command, '')}", err=True)
        code = exc.exit_code
    except PrintgenError as exc:
        from printgen.core.diagnostics import visible

        click.echo(f"printgen: error: {visible(exc.message)}", err=True)
        if exc.hint:
            click.echo(f"  hint: {visible(exc.hint)}", err=True)
        code = exc.exit_code
    except Exception as exc:  # the one place an unexpected error is caught: reported, never hidden
        code = report_internal_error_safely(exc)
    sys.exit(code if isinstance(code, int) else 0)


__all__ = ["cli", "main", "EXIT_USAGE"]
