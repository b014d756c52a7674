"""`printgen list`, `show`, `new` and `schema`: looking at setups and starting new ones."""

from __future__ import annotations

import json
import os
import re

import click

from printgen.cli.complete import complete_kit
from printgen.cli.echo import note
from printgen.core.errors import EXIT_INVALID, EXIT_OK, OutputError, UsageError
from printgen.kinds.table import kinds_with_format


@click.command("list")
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Two lines each for people, or a JSON list for programs.",
)
def list_setups(paths: tuple[str, ...], output_format: str) -> int:
    """List the bundled setups, games and themes, and any files at PATHS, two lines each, under a
    heading per kind."""
    from printgen.kinds.lookup import KINDS, bundled_ids, detect
    from printgen.kit.validation import expand_paths, validate_target

    # a bundled file by where it is on this computer, which after `pip install` is not this
    # project's folder: a path that opens
    targets = [
        detect(path, os.path.realpath(path))
        for kind in KINDS.values()
        for path in bundled_ids(kind).values()
    ]
    targets += [detect(path, path) for path in expand_paths(list(paths))]
    entries = [_entry(target, validate_target(target, preflight=False)) for target in targets]
    if output_format == "json":
        click.echo(json.dumps(entries, indent=2, ensure_ascii=False))
    else:
        for number, kind in enumerate(
            kind for kind in KINDS.values() if any(entry["kind"] == kind.name for entry in entries)
        ):
            click.echo(("\n" if number else "") + _heading(kind))
            for entry in entries:
                if entry["kind"] == kind.name:
                    _list_entry(entry)
    return EXIT_INVALID if any(not entry["ok"] for entry in entries) else EXIT_OK


# what a list heading leaves out (a kit that builds can be previewed)
LOOKING = ("validate", "show", "list", "preview")


def _heading(kind) -> str:
    """A kind's heading in the list: its name and what else can be done with one (a kind that
    makes no kit of its own, a theme, is given to --template)."""
    title = kind.title[0].upper() + kind.title[1:] + "s"
    doing = [ability for ability in kind.abilities if ability not in LOOKING]
    return f"{title} ({', '.join(doing) if doing else 'for --template'}):"


def _entry(target, report) -> dict:
    """What list shows of one file: its kind, id, name, path, a one-line summary, and whether it is
    valid."""
    found = {
        "kind": target.kind.name,
        "id": None,
        "name": None,
        "path": target.shown,
        "summary": None,
        "ok": report.ok,
        "errors": sum(1 for d in report.diagnostics if d.severity == "error"),
    }
    if report.model is not None:
        found["id"], found["name"], found["summary"] = target.kind.module().summary(report.model)
    return found


def _list_entry(entry: dict) -> None:
    """Echoes one file in two lines."""
    if entry["id"] is None:
        from printgen.kinds.lookup import did_you_mean

        guess = did_you_mean(entry["path"]) if not os.path.lexists(entry["path"]) else None
        click.echo(
            f"{'?':<14} {entry['path']}: cannot be read "
            + (
                f"(did you mean the bundled {guess}?)"
                if guess
                else "(run `printgen validate` on it)"
            )
        )
        return
    status = "" if entry["ok"] else "  [has errors]"
    click.echo(f"{entry['id']:<14} {entry['name']:<16} {entry['path']}{status}")
    click.echo(f"{'':<14} {entry['summary']}")


@click.command()
@click.argument("kit", required=False, shell_complete=complete_kit)
@click.option(
    "--lang",
    type=click.Choice(("en", "de")),
    default="en",
    show_default=True,
    help="The language of a game's names.",
)
@click.option(
    "--icons",
    "list_icons",
    is_flag=True,
    help="List the bundled icons a face can draw (`icon: NAME`), with where each comes from.",
)
def show(kit: str | None, lang: str, list_icons: bool) -> int:
    """Show a setup, a game or a theme in the terminal.

    KIT is a bundled id (such as standard, neos or large-print) or a path to a file or template
    folder.
    A setup shows its rule text, score table and worked examples; a game its decks, the deal
    with the cards it needs at each player count, its tokens, reference cards and score sheets;
    a theme its fonts, colours and sizes. `show --icons` lists the bundled icons.
    """
    from printgen.core.errors import UsageError
    from printgen.kinds.lookup import require, resolve

    if list_icons:
        if kit is not None:
            raise UsageError(
                "--icons lists the bundled icons and takes no KIT", "write `printgen show --icons`"
            )
        from printgen.layout.icons import CREDIT, icon_names, icon_source

        names = icon_names()
        width = max(len(name) for name in names)
        click.echo("\n".join(f"{name:<{width}}  {icon_source(name)}" for name in names))
        click.echo(
            f"{len(names)} icons; {CREDIT}, credited on the rules page of a kit that prints "
            "them; plus, minus and pip are drawn by printgen"
        )
        return EXIT_OK
    if kit is None:
        raise UsageError(
            "show needs a KIT (a bundled id or a file), or --icons",
            "such as `printgen show standard`",
        )
    target = resolve(kit)
    require(target.kind, "show", "shown")
    module = target.kind.module()
    click.echo(module.describe(module.load(target), lang))
    return EXIT_OK


SCHEMA_FILE = "printgen-setup.schema.json"
# what `new` can start from: the template, the kind and the schema file its first line names
STARTERS = {
    "setup": ("new-setup.yaml", "setup", SCHEMA_FILE),
    "card-list": ("new-game-card-list.yaml", "game", "printgen-game.schema.json"),
    "two-decks": ("new-game-two-decks.yaml", "game", "printgen-game.schema.json"),
}


@click.command()
@click.argument("name")
@click.option(
    "-o",
    "--output",
    metavar="FILE",
    help="Where to write the file (default: ID.yaml in this folder).",
)
@click.option("--force", is_flag=True, help="Overwrite an existing file.")
@click.option(
    "--starter",
    type=click.Choice(list(STARTERS)),
    default="setup",
    show_default=True,
    help="What to start from: a Number Neighbours setup, a game whose cards are listed one kind "
    "at a time (card-list), or a game dealt from two decks (two-decks).",
)
@click.option(
    "--schema",
    "with_schema",
    is_flag=True,
    help="Also write the JSON Schema its first line points editors at beside it (unless there is "
    f"one): {SCHEMA_FILE}, or printgen-game.schema.json for a game.",
)
def new(name: str, output: str | None, force: bool, starter: str, with_schema: bool) -> int:
    """Write an annotated setup (or with --starter, a game) called NAME that validates clean with
    --strict, to start from; its comments mark what to change.

    Its first line points editors' YAML language servers at printgen-setup.schema.json (a game's
    at printgen-game.schema.json); --schema writes that file too (or run `printgen schema -o
    printgen-setup.schema.json`).
    """
    from printgen.core.data import templates_dir
    from printgen.core.output import check_target, write_atomic
    from printgen.core.project import DOCS_URL
    from printgen.kinds.lookup import KINDS, format_of, schema_of

    template_name, kind_name, schema_file = STARTERS[starter]
    what = "setup" if kind_name == "setup" else "game"
    # the longest name the format takes (a setup's fits the foot of a row card)
    longest = format_of(KINDS[kind_name]).key("name").max_length
    if not name.strip() or len(name) > longest or any(not ch.isprintable() for ch in name):
        raise UsageError(
            f"{name!r} cannot be a {what}'s name",
            f"give a name of 1 to {longest} printable characters",
        )
    setup_id = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or f"my-{what}"
    path = f"{setup_id}.yaml" if output is None else output
    if path == "-":
        raise UsageError(
            "-o - would be standard output, but new writes a file to open in an editor",
            "give the file's name, such as -o mine.yaml (./- for a file named -)",
        )
    check_target(path)
    if os.path.exists(path) and not force:
        raise UsageError(
            f"{path} already exists", "choose another name with -o, or pass --force to overwrite it"
        )
    with open(os.path.join(templates_dir(), template_name), encoding="utf-8") as handle:
        template = handle.read()
    text = _filled(template, kind_name, setup_id, name, os.path.basename(path), schema_file)
    text = text.replace("{docs}" if kind_name == "setup" else "%DOCS%", DOCS_URL)
    check_new_setup(name, text, path, what)
    write_atomic(path, text.encode("utf-8"))
    schema_path = os.path.join(os.path.dirname(path), schema_file)
    wrote_schema = with_schema and not os.path.exists(schema_path)
    if wrote_schema:  # the file's first line points editors at it
        write_atomic(
            schema_path,
            (json.dumps(schema_of(KINDS[kind_name]), indent=2, ensure_ascii=False) + "\n").encode(
                "utf-8"
            ),
        )
    from printgen.core.output import shown_name

    note(
        f"wrote {shown_name(path)}"
        + (f" and {shown_name(schema_path)} (for editors)" if wrote_schema else "")
        + f"; check it with: printgen validate {shown_name(path)}"
        + ("" if kind_name == "setup" else "; change what its comments mark CHANGE")
    )
    if not with_schema and not os.path.exists(schema_path):
        note(
            f"  for editors, its first line names {schema_file}; write that with: printgen "
            f"schema{'' if kind_name == 'setup' else ' --kind game'} -o {schema_path}"
        )
    return EXIT_OK


def _filled(template: str, kind_name: str, ident: str, name: str, file: str, schema: str) -> str:
    """The starter with its id, name, file and schema filled in: a setup marks them {id} and the
    like, a game "%ID%" (quoted, so the starter itself is YAML) and the like, as its faces'
    templates use braces."""
    values = {
        "id": json.dumps(ident),
        "name": json.dumps(name, ensure_ascii=False),
        "file": file,
        "schema": schema,
    }
    for key, value in values.items():
        if kind_name == "setup":
            mark = "{" + key + "}"
        else:
            mark = f'"%{key.upper()}%"' if key in ("id", "name") else f"%{key.upper()}%"
        template = template.replace(mark, value)
    return template


def check_new_setup(name: str, text: str, path: str, what: str = "setup") -> None:
    """`new` promises a file that validates clean (a setup in English and German, on poker cards):
    a name that would not print, such as one too wide for a row card's foot or a card back, is
    refused before writing."""
    from printgen.kit.validation import validate_text

    languages = ("en", "de") if what == "setup" else ("en",)
    problems = [
        d
        for d in validate_text(text, path, languages=languages).diagnostics
        if d.severity in ("error", "warning")
    ]
    if problems:
        raise UsageError(
            f"{name!r} cannot be a {what}'s name: {problems[0].message}", "give a shorter name"
        )


@click.command()
@click.option(
    "--kind",
    "kind_name",
    type=click.Choice([kind.name for kind in kinds_with_format()]),
    default=kinds_with_format()[0].name,
    show_default=True,
    help="The kind of file the schema describes.",
)
@click.option(
    "-o", "--output", metavar="FILE", help="Write the schema to a file instead of printing it."
)
def schema(kind_name: str, output: str | None) -> int:
    """Print a JSON Schema (2020-12) of a file format, for editors' YAML language servers.

    Every key carries its description, choices, bounds and default, made from the same description
    of the format that the validator reads files with.
    """
    from printgen.core.output import shown_name, write_atomic
    from printgen.kinds.lookup import KINDS, schema_of

    text = json.dumps(schema_of(KINDS[kind_name]), indent=2, ensure_ascii=False) + "\n"
    if output is not None and output != "-":
        write_atomic(output, text.encode("utf-8"))
        note(f"wrote {shown_name(output)}")
    else:
        click.echo(text, nl=False)
    return EXIT_OK


__all__ = ["list_setups", "show", "new", "schema", "OutputError"]
