"""Resolving a KIT argument to a file of a known kind, and what the commands ask of kinds.

The kinds themselves are declared in their own packages and listed in `printgen.kinds.table`
(the registry, a leaf); this module re-exports it. The implementation module of a kind provides
the functions of a Protocol per ability it declares (`printgen.kinds.kind.ABILITIES`: validate and
load, describe, summary, build and its preflight, the cards and tokens an export writes, the
analyzer's advice), checked by a test; `files_read(models)` names the files beside the kit's own
that a build reads (kinds that build), known before any page is laid out.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

from printgen.core.data import bundled_paths, data_dir
from printgen.core.errors import UsageError
from printgen.kinds.kind import FileKind, KitOption
from printgen.kinds.table import (
    GAME,
    KINDS,
    SETUP,
    THEME,
    kind_by_file_name,
    kind_of_document,
    kinds_that,
    kinds_with_layout,
    kinds_with_option,
    titles,
)

THEME_FILE = THEME.file_name
STDIN, STDIN_NAME = "-", "<stdin>"
YAML_SUFFIXES = (".yaml", ".yml")

KIT_OPTIONS = {
    option.param: option
    for option in (
        KitOption("players", "--players"),
        KitOption("shuffle_row", "--shuffle-row", False),
        KitOption("seed", "--seed"),
        KitOption("reverse_seats", "--reverse-seats", False),
        KitOption(
            "page_format", "--format", "print"
        ),  # kept as an alias: --format phone is --layout phone
    )
}


def format_of(kind: FileKind):
    """The kind's format description (a printgen.format.spec.Spec)."""
    module, _, name = kind.format.partition(":")
    return getattr(importlib.import_module(module), name)


def schema_of(kind: FileKind) -> dict:
    """The kind's JSON Schema, made from its format description."""
    from printgen.format.spec import json_schema

    return json_schema(format_of(kind), kind.name, kind.format_title)


def require(kind: FileKind, ability: str, what: str) -> None:
    """A usage error unless `kind` can do `ability`, naming the kinds that can."""
    if not kind.can(ability):
        raise UsageError(
            f"a {kind.title} cannot be {what}", f"{ability} takes {titles(kinds_that(ability))}"
        )


def bundled_ids(kind: FileKind) -> dict[str, str]:
    """The bundled files of a kind by id: setups and games are files, themes are folders."""
    if kind.file_name:
        folder = data_dir(kind.bundled)
        names = sorted(
            n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n, kind.file_name))
        )
        return {name: os.path.join(folder, name, kind.file_name) for name in names}
    return bundled_paths(kind.bundled)


def bundled_display(path: str) -> str:
    """How a bundled file is named in messages (setups/standard.yaml); any other path as given."""
    absolute = os.path.abspath(path)
    for kind in KINDS.values():
        root = os.path.abspath(data_dir(kind.bundled))
        if os.path.dirname(absolute) == root or (
            kind.file_name and os.path.dirname(os.path.dirname(absolute)) == root
        ):
            return os.path.relpath(absolute, os.path.dirname(root)).replace(os.sep, "/")
    return path


@dataclass(eq=False)
class Target:
    """A file a command works on: its kind, its path, how messages name it, and its document once
    read."""

    kind: FileKind
    path: str
    shown: str
    document: object = None
    argument: str = ""


def detect(path: str, shown: str | None = None) -> Target:
    """The kind of the file at `path`: by its name (a theme's theme.yaml), else by its content (a
    game or a setup)."""
    from printgen.read.loader import load_file

    if path == STDIN:
        return _from_stdin()
    shown = shown or bundled_display(path)
    named = kind_by_file_name(os.path.basename(path))
    if named is not None:
        return Target(named, path, shown)
    document = load_file(path, shown)
    return Target(kind_of_document(document), path, shown, document)


def _from_stdin() -> Target:
    """`-`: a file read from standard input, its kind told by its content (once: a second `-` reads
    nothing)."""
    import sys

    from printgen.read.loader import MAX_FILE_BYTES, load_bytes

    stream = getattr(sys.stdin, "buffer", None)
    data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else b""
    document = load_bytes(data, STDIN_NAME)
    return Target(kind_of_document(document), STDIN, STDIN_NAME, document, STDIN)


def resolve(argument: str) -> Target:
    """A KIT argument: a bundled id of any kind, a file, `-` (standard input), or a template folder
    (a theme)."""
    if argument == STDIN:
        return _from_stdin()
    if not argument:
        raise UsageError(
            "an empty name was given", "give a bundled id such as standard or neos, or a path"
        )
    if not os.path.exists(argument):
        if os.path.islink(argument):
            raise UsageError(
                f"{argument} is a symbolic link to {os.readlink(argument)}, "
                f"{_where_link_leads(argument)}",
                "point the link at the file itself, or put the file in its place",
            )
        for kind in KINDS.values():
            path = bundled_ids(kind).get(argument)
            if path is not None:
                target = detect(path)
                target.argument = argument
                return target
        if os.sep in argument or argument.endswith(YAML_SUFFIXES):
            guess = did_you_mean(argument)
            raise UsageError(
                f"no such file: {argument}",
                f"check the path, or did you mean the bundled {guess}?"
                if guess
                else "check the path",
            )
        raise UsageError(
            f"no bundled setup, game or theme is called {argument!r} and no such file exists",
            _bundled_hint(argument),
        )
    if os.path.isdir(argument):
        theme_file = os.path.join(argument, THEME_FILE)
        # (a broken link is read, and said to be one)
        if not os.path.lexists(theme_file) or os.path.isdir(theme_file):
            raise UsageError(
                f"{argument} is a folder without a {THEME_FILE}",
                "give a setup or game file, or a template folder that holds theme.yaml",
            )
        target = detect(theme_file, os.path.join(argument, THEME_FILE))
    else:
        target = detect(argument, argument)
    target.argument = argument
    return target


def _where_link_leads(path: str) -> str:
    """Why a link leads to no file: a circle of links, or a target that does not exist."""
    import errno

    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            return "which leads round in a circle of links"
    return "which does not exist"


def _bundled_hint(argument: str = "") -> str:
    parts = [f"{kind.plural}: {', '.join(bundled_ids(kind))}" for kind in KINDS.values()]
    guess = did_you_mean(argument)
    return (
        (f"did you mean {guess}? " if guess else "")
        + "bundled "
        + "; ".join(parts)
        + "; or give a path to a file"
    )


def did_you_mean(argument: str) -> str | None:
    """The bundled id (of any kind) closest to a mistyped one (`stndard`: standard), or None."""
    import difflib

    if not argument or os.sep in argument:
        return None
    ids = [name for kind in KINDS.values() for name in bundled_ids(kind)]
    stem = (
        argument[: -len(suffix)]
        if (suffix := next((s for s in YAML_SUFFIXES if argument.endswith(s)), ""))
        else argument
    )
    close = difflib.get_close_matches(stem.lower(), ids, n=1, cutoff=0.6)
    return close[0] if close else None


def materials_help() -> str:
    """Every material name, per kind, for `build --help`."""
    return "; ".join(f"{kind.title}: {', '.join(kind.materials)}" for kind in kinds_that("build"))


__all__ = [
    "FileKind",
    "GAME",
    "KINDS",
    "KIT_OPTIONS",
    "KitOption",
    "SETUP",
    "STDIN",
    "STDIN_NAME",
    "THEME",
    "THEME_FILE",
    "YAML_SUFFIXES",
    "Target",
    "bundled_display",
    "bundled_ids",
    "detect",
    "did_you_mean",
    "format_of",
    "kinds_that",
    "kinds_with_layout",
    "kinds_with_option",
    "materials_help",
    "require",
    "resolve",
    "schema_of",
    "titles",
]
