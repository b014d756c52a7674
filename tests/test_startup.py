"""What `printgen --version` and `printgen --help` import: only the command line's own shell and
the ground it stands on, never a command's module, reportlab, Pillow, PyYAML or the dataclasses
a build makes. This is behaviour (which modules run), not timing: the time is a benchmark
(`python benchmarks/run.py startup`)."""

from __future__ import annotations

import json
import subprocess
import sys

import click
import pytest

from printgen.cli import COMMANDS, SUMMARIES, cli

# the command line's shell and the ground floor it reports errors through
SHELL = [
    "printgen",
    "printgen.cli",
    "printgen.core",
    "printgen.core.bugs",
    "printgen.core.errors",
    "printgen.core.project",
    "printgen.core.streams",
]
HEAVY = ("reportlab", "PIL", "yaml", "dataclasses")


def imported_by(*args: str) -> tuple[str, list[str]]:
    """What `printgen ARGS` prints, and the modules of printgen's and the heavy libraries' it
    imported, in a fresh interpreter."""
    script = (
        "import sys, json\n"
        f"sys.argv = ['printgen', *{list(args)!r}]\n"
        "from printgen.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{('printgen', *HEAVY)!r})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    *shown, modules = done.stdout.splitlines()
    return "\n".join(shown), json.loads(modules)


@pytest.mark.parametrize("flag", ["--version", "-V", "--help", "-h"])
def test_version_and_help_import_only_the_shell(flag):
    shown, modules = imported_by(flag)
    assert modules == SHELL
    assert shown.startswith("printgen, version" if flag in ("--version", "-V") else "Usage:")


def test_a_command_imports_its_module():
    """The other side: asking a command for its help loads that command, and only then."""
    _, modules = imported_by("schema", "--help")
    assert "printgen.cli.info" in modules
    assert "printgen.cli.build" not in modules


def test_every_command_has_its_summary():
    assert sorted(SUMMARIES) == sorted(COMMANDS)


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_summary_is_listed_as_the_commands_own_help_would_be(name):
    """`--help` lists a command from SUMMARIES; at every width the line is the one click makes
    from the command's own help, so the two cannot drift apart."""
    command = cli.get_command(click.Context(cli), name)
    stand_in = click.Command(name, help=SUMMARIES[name])
    for limit in (20, 45, 57, 63, 80, 120, 1000):
        assert stand_in.get_short_help_str(limit) == command.get_short_help_str(limit)


def test_the_help_lists_every_command_as_click_would():
    """The list written from the summaries is the list click writes with every command loaded."""
    context = click.Context(cli, terminal_width=80)
    ours = cli.get_help(context)
    formatter = context.make_formatter()
    click.Group.format_commands(cli, context, formatter)
    assert "Commands:" in ours
    assert ours.rstrip("\n").endswith(formatter.getvalue().rstrip("\n"))
