"""`printgen list`, `show`, `new` and `schema`: looking at setups and starting new ones."""

from __future__ import annotations

import json
import os
import re

import click

from printgen.cli.complete import complete_kit
from printgen.errors import EXIT_INVALID, EXIT_OK, OutputError, UsageError


@click.command("list")
@click.argument("paths", nargs=-1, type=click.Path())
def list_setups(paths: tuple[str, ...]) -> int:
    """List the bundled setups and games, and any setups or games at PATHS, two lines each."""
    from printgen.game.bundled import bundled_game_paths
    from printgen.neighbours.bundled import bundled_setup_paths, display_name
    from printgen.validate import expand_paths, validate_file

    files = list(bundled_setup_paths().values()) + list(bundled_game_paths().values()) + expand_paths(list(paths))
    failed = False
    for path in files:
        report = validate_file(path, _shown_path(path, display_name))
        failed = _list_entry(report) or failed
    return EXIT_INVALID if failed else EXIT_OK


def _shown_path(path: str, setup_name) -> str:
    from printgen.game.bundled import display_name

    shown = display_name(path)
    return shown if shown != path else setup_name(path)


def _list_entry(report) -> bool:
    """Echoes one setup or game in two lines; True if it has errors."""
    from printgen.game.describe import summary_line
    from printgen.neighbours.facts import rule_text

    status = "" if report.ok else "  [has errors]"
    if report.game is not None:
        game = report.game
        click.echo(f"{game.id:<14} {game.name.get('en'):<16} {report.path}{status}")
        click.echo(f"{'':<14} {summary_line(game)}")
        return not report.ok
    if report.setup is None:
        click.echo(f"{'?':<14} {report.path}: cannot be read (run `printgen validate` on it)")
        return True
    setup = report.setup
    click.echo(f"{setup.id:<14} {setup.name:<16} {report.path}{status}")
    click.echo(f"{'':<14} {rule_text(setup.scoring)}")
    return not report.ok


@click.command()
@click.argument("setup", shell_complete=complete_kit)
@click.option("--lang", type=click.Choice(("en", "de")), default="en", show_default=True, help="The language of a game's names.")
def show(setup: str, lang: str) -> int:
    """Show a setup or a game in the terminal.

    SETUP is a bundled setup's or game's id (such as standard or neos) or a path to a .yaml file.
    A setup shows its rule text, score table and worked examples; a game its decks, the deal
    with the cards it needs at each player count, its tokens, reference cards and score sheets.
    """
    from printgen.game.bundled import game_path

    path = game_path(setup)
    if path is not None:
        from printgen.game.bundled import load_game
        from printgen.game.describe import describe_game

        game = load_game(path)
        if lang not in game.languages:
            raise UsageError(f"{game.id} has no {lang} texts", f"its languages: {', '.join(game.languages)}")
        click.echo(describe_game(game, lang))
        return EXIT_OK
    from printgen.neighbours.bundled import load_setup
    from printgen.neighbours.describe import describe_setup

    click.echo(describe_setup(load_setup(setup)))
    return EXIT_OK


@click.command()
@click.argument("name")
@click.option("-o", "--output", type=click.Path(), help="Where to write the file (default: ID.yaml in this folder).")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def new(name: str, output: str | None, force: bool) -> int:
    """Write an annotated setup called NAME that validates clean, to start from."""
    from printgen.data import templates_dir
    from printgen.output import write_atomic

    setup_id = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "my-setup"
    path = output or f"{setup_id}.yaml"
    if os.path.exists(path) and not force:
        raise UsageError(f"{path} already exists", "choose another name with -o, or pass --force to overwrite it")
    with open(os.path.join(templates_dir(), "new-setup.yaml"), encoding="utf-8") as handle:
        template = handle.read()
    text = template.replace("{id}", setup_id).replace("{name}", json.dumps(name, ensure_ascii=False)).replace("{file}", os.path.basename(path))
    write_atomic(path, text.encode("utf-8"))
    click.echo(f"wrote {path}; check it with: printgen validate {path}")
    return EXIT_OK


@click.command()
@click.option("-o", "--output", type=click.Path(), help="Write the schema to a file instead of printing it.")
def schema(output: str | None) -> int:
    """Print a JSON Schema of the setup format, for editors' YAML language servers."""
    from printgen.neighbours.jsonschema import setup_schema
    from printgen.output import write_atomic

    text = json.dumps(setup_schema(), indent=2) + "\n"
    if output:
        write_atomic(output, text.encode("utf-8"))
        click.echo(f"wrote {output}")
    else:
        click.echo(text, nl=False)
    return EXIT_OK


__all__ = ["list_setups", "show", "new", "schema", "OutputError"]
