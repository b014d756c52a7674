"""`printgen list`, `show`, `new` and `schema`: looking at setups and starting new ones."""

from __future__ import annotations

import json
import os
import re

import click

from printgen.errors import EXIT_INVALID, EXIT_OK, OutputError, UsageError


@click.command("list")
@click.argument("paths", nargs=-1, type=click.Path())
def list_setups(paths: tuple[str, ...]) -> int:
    """List the bundled setups and any setups at PATHS, one line each."""
    from printgen.bundled import bundled_setup_paths, display_name
    from printgen.facts import rule_text
    from printgen.validate import expand_paths, validate_file

    files = list(bundled_setup_paths().values()) + expand_paths(list(paths))
    failed = False
    for path in files:
        report = validate_file(path, display_name(path))
        if report.setup is None:
            click.echo(f"{'?':<12} {report.path}: cannot be read (run `printgen validate` on it)")
            failed = True
            continue
        setup = report.setup
        status = "" if report.ok else "  [has errors]"
        click.echo(f"{setup.id:<12} {setup.name:<14} {report.path}{status}")
        click.echo(f"{'':<12} {rule_text(setup.scoring)}")
        failed = failed or not report.ok
    return EXIT_INVALID if failed else EXIT_OK


@click.command()
@click.argument("setup")
def show(setup: str) -> int:
    """Show a setup in the terminal: rule text, score table and worked examples.

    SETUP is a bundled id (such as standard) or a path to a .yaml file.
    """
    from printgen.bundled import load_setup
    from printgen.show import describe_setup

    click.echo(describe_setup(load_setup(setup)))
    return EXIT_OK


@click.command()
@click.argument("name")
@click.option("-o", "--output", type=click.Path(), help="Where to write the file (default: ID.yaml in this folder).")
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
def new(name: str, output: str | None, force: bool) -> int:
    """Write an annotated setup called NAME that validates clean, to start from."""
    from printgen.bundled import templates_dir
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
    from printgen.jsonschema import setup_schema
    from printgen.output import write_atomic

    text = json.dumps(setup_schema(), indent=2) + "\n"
    if output:
        write_atomic(output, text.encode("utf-8"))
        click.echo(f"wrote {output}")
    else:
        click.echo(text, nl=False)
    return EXIT_OK


__all__ = ["list_setups", "show", "new", "schema", "OutputError"]
