"""The `printgen` command line: a thin group whose commands load their code only when run."""

from __future__ import annotations

import importlib
import os
import sys
import traceback

import click

from printgen import __version__
from printgen.errors import EXIT_INTERNAL, EXIT_USAGE, InvalidSetup, PrintgenError

COMMANDS = {
    "validate": "printgen.cli.validate:validate",
    "build": "printgen.cli.build:build",
    "calibrate": "printgen.cli.build:calibrate",
    "analyze": "printgen.cli.analyze:analyze",
    "list": "printgen.cli.info:list_setups",
    "show": "printgen.cli.info:show",
    "new": "printgen.cli.info:new",
    "schema": "printgen.cli.info:schema",
}
ISSUE_URL = "the printgen issue tracker"
_state = {"debug": False}


class LazyGroup(click.Group):
    """Imports a command's module only when that command runs, so `printgen --help` stays fast."""

    def list_commands(self, ctx):
        return sorted(name for name in COMMANDS if self._available(name))

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module, _, attribute = COMMANDS[name].partition(":")
        try:
            return getattr(importlib.import_module(module), attribute)
        except (ImportError, AttributeError):
            return None

    def _available(self, name: str) -> bool:
        module = COMMANDS[name].partition(":")[0]
        return importlib.util.find_spec(module) is not None


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="printgen")
@click.option("--debug", is_flag=True, help="Show the full traceback of an internal error.")
def cli(debug: bool) -> None:
    """Print-and-play kits, setup validation and balance analysis for small card games."""
    _state["debug"] = debug


def main(argv: list[str] | None = None) -> None:
    """Runs the CLI and turns every outcome into an exit status; users never see a traceback."""
    _state["debug"] = bool(os.environ.get("PRINTGEN_DEBUG"))
    try:
        code = cli.main(args=argv, prog_name="printgen", standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("printgen: interrupted; nothing was written", err=True)
        code = 130
    except KeyboardInterrupt:
        click.echo("printgen: interrupted; nothing was written", err=True)
        code = 130
    except click.ClickException as exc:
        exc.show()
        code = exc.exit_code
    except InvalidSetup as exc:
        from printgen.cli.output import echo_reports

        echo_reports(exc.reports, err=True)
        click.echo(f"printgen: {exc.message}", err=True)
        code = exc.exit_code
    except PrintgenError as exc:
        click.echo(f"printgen: error: {exc.message}", err=True)
        if exc.hint:
            click.echo(f"  hint: {exc.hint}", err=True)
        code = exc.exit_code
    except Exception as exc:  # the one place an unexpected error is caught: reported, never hidden
        click.echo(f"printgen: internal error: {type(exc).__name__}: {exc}".splitlines()[0], err=True)
        click.echo(f"  this is a bug in printgen; please report it to {ISSUE_URL} with the command you ran (add --debug for the traceback)", err=True)
        if _state["debug"]:
            traceback.print_exc()
        code = EXIT_INTERNAL
    sys.exit(code if isinstance(code, int) else 0)


__all__ = ["cli", "main", "EXIT_USAGE"]
