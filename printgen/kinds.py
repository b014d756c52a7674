"""The registry of file kinds: a Number Neighbours setup, a game file, a theme.

Each kind is one registered unit, described here as data (what it is called, where its bundled
files live, the materials it prints, the kit options it takes, what it can do) and implemented in
one module that is imported only when a command needs it. Every command asks this registry; none
branches on kinds. The implementation module of a kind provides:

- `validate(target) -> FileReport`: read and check the file;
- `describe(model, language) -> str` and `summary(model) -> str`: for `show` and `list`;
- `build(models, targets, options, kit_values) -> BuiltKit`: the kit's pages (kinds that build);
- `preflight(model, options, kit_values) -> list[Diagnostic]`: text fit and sizes (kinds that build).
"""

from __future__ import annotations

import importlib
import os
from dataclasses import field

from printgen.data import bundled_paths, data_dir
from printgen.errors import UsageError
from printgen.record import record

THEME_FILE = "theme.yaml"
STDIN, STDIN_NAME = "-", "<stdin>"
YAML_SUFFIXES = (".yaml", ".yml")


@record
class KitOption:
    """An option of `printgen build` that belongs to some kits only."""

    param: str  # the click parameter's name
    flag: str  # as typed on the command line
    default: object = None


KIT_OPTIONS = {
    option.param: option
    for option in (
        KitOption("players", "--players"),
        KitOption("shuffle_row", "--shuffle-row", False),
        KitOption("seed", "--seed"),
        KitOption("reverse_seats", "--reverse-seats", False),
        KitOption("page_format", "--format", "print"),  # kept as an alias: --format phone is --layout phone
    )
}


@record
class FileKind:
    name: str
    title: str  # how messages name one file of the kind
    implementation: str  # the module that reads, checks, describes and prints this kind
    bundled: str  # the data folder of its bundled files
    abilities: tuple[str, ...] = ("validate", "show", "list")
    materials: tuple[str, ...] = ()  # what `build --only` chooses from, in printing order
    material_aliases: dict = field(default_factory=dict)
    kit_options: tuple[str, ...] = ()
    combines: bool = False  # several files of the kind make one kit
    format: str = ""  # "module:NAME" of the kind's one format description (printgen.format)
    format_title: str = ""
    layouts: tuple[str, ...] = ()  # the values of `build --layout` its kits print (see kit/print_options.py)

    def module(self):
        return importlib.import_module(self.implementation)

    def can(self, ability: str) -> bool:
        return ability in self.abilities


KINDS: dict[str, FileKind] = {}


def register(kind: FileKind) -> FileKind:
    if kind.name in KINDS:
        raise ValueError(f"file kind {kind.name} registered twice")
    KINDS[kind.name] = kind
    return kind


SETUP = register(FileKind(
    "setup", "Number Neighbours setup", "printgen.neighbours.kind", "setups",
    ("validate", "show", "list", "build", "export", "analyze"),
    ("rules", "setup-card", "hand-cards", "row-cards", "score-sheet", "trackers", "row-slips"),
    {"setup": "setup-card", "scoring-card": "setup-card", "hand": "hand-cards", "row": "row-cards", "sheet": "score-sheet", "tracker": "trackers", "slips": "row-slips"},
    ("players", "shuffle_row", "seed", "reverse_seats", "page_format"),
    combines=True, format="printgen.neighbours.format:SETUP_FORMAT", format_title="printgen setup (Number Neighbours)",
    layouts=("print", "gutterfold", "phone"),
))
GAME = register(FileKind(
    "game", "game", "printgen.game.kind", "games",
    ("validate", "show", "list", "build", "export", "analyze"),
    ("rules", "cards", "tokens", "references", "score-sheets"),
    {"rules-page": "rules", "deck": "cards", "decks": "cards", "reference": "references", "reference-cards": "references", "setup-card": "references", "score-sheet": "score-sheets", "sheet": "score-sheets", "token": "tokens", "markers": "tokens", "marker": "tokens"},
    ("players",),
    format="printgen.game.format:GAME_FORMAT", format_title="printgen game file",
    layouts=("print", "gutterfold"),
))
THEME = register(FileKind("theme", "theme", "printgen.theme_kind", "templates", format="printgen.theme_format:THEME_FORMAT", format_title="printgen theme (theme.yaml)"))


def format_of(kind: FileKind):
    """The kind's format description (a printgen.format.Spec)."""
    module, _, name = kind.format.partition(":")
    return getattr(importlib.import_module(module), name)


def schema_of(kind: FileKind) -> dict:
    """The kind's JSON Schema, made from its format description."""
    from printgen.format import json_schema

    return json_schema(format_of(kind), kind.name, kind.format_title)


def kinds_that(ability: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if kind.can(ability)]


def kinds_with_option(param: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if param in kind.kit_options]


def kinds_with_layout(layout: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if layout in kind.layouts]


def titles(kinds: list[FileKind]) -> str:
    names = [f"{kind.title}s" for kind in kinds]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def require(kind: FileKind, ability: str, what: str) -> None:
    """A usage error unless `kind` can do `ability`, naming the kinds that can."""
    if not kind.can(ability):
        raise UsageError(f"a {kind.title} cannot be {what}", f"{ability} takes {titles(kinds_that(ability))}")


def bundled_ids(kind: FileKind) -> dict[str, str]:
    """The bundled files of a kind by id: setups and games are files, themes are folders."""
    if kind.name == "theme":
        folder = data_dir(kind.bundled)
        names = sorted(n for n in os.listdir(folder) if os.path.isfile(os.path.join(folder, n, THEME_FILE)))
        return {name: os.path.join(folder, name, THEME_FILE) for name in names}
    return bundled_paths(kind.bundled)


def bundled_display(path: str) -> str:
    """How a bundled file is named in messages (setups/standard.yaml); any other path as given."""
    absolute = os.path.abspath(path)
    for kind in KINDS.values():
        root = os.path.abspath(data_dir(kind.bundled))
        if os.path.dirname(absolute) == root or (kind.name == "theme" and os.path.dirname(os.path.dirname(absolute)) == root):
            return os.path.relpath(absolute, os.path.dirname(root)).replace(os.sep, "/")
    return path


@record(frozen=False)
class Target:
    """A file a command works on: its kind, its path, how messages name it, and its document once read."""

    kind: FileKind
    path: str
    shown: str
    document: object = None
    argument: str = ""


def detect(path: str, shown: str | None = None) -> Target:
    """The kind of the file at `path`: a theme by its name (theme.yaml), a game or a setup by its content."""
    from printgen.loader import load_file

    if path == STDIN:
        return _from_stdin()
    shown = shown or bundled_display(path)
    if os.path.basename(path) == THEME_FILE:
        return Target(THEME, path, shown)
    document = load_file(path, shown)
    from printgen.game.detect import is_game_document

    return Target(GAME if is_game_document(document) else SETUP, path, shown, document)


def _from_stdin() -> Target:
    """`-`: a setup or game file read from standard input (once: a second `-` reads nothing)."""
    import sys

    from printgen.game.detect import is_game_document
    from printgen.loader import MAX_FILE_BYTES, load_bytes

    stream = getattr(sys.stdin, "buffer", None)
    data = stream.read(MAX_FILE_BYTES + 1) if stream is not None else b""
    document = load_bytes(data, STDIN_NAME)
    return Target(GAME if is_game_document(document) else SETUP, STDIN, STDIN_NAME, document, STDIN)


def resolve(argument: str) -> Target:
    """A KIT argument: a bundled id of any kind, a file, `-` (standard input), or a template folder (a theme)."""
    if argument == STDIN:
        return _from_stdin()
    if not argument:
        raise UsageError("an empty name was given", "give a bundled id such as standard or neos, or a path")
    if not os.path.exists(argument):
        if os.path.islink(argument):
            raise UsageError(f"{argument} is a symbolic link to {os.readlink(argument)}, {_where_link_leads(argument)}", "point the link at the file itself, or put the file in its place")
        for kind in KINDS.values():
            path = bundled_ids(kind).get(argument)
            if path is not None:
                target = detect(path)
                target.argument = argument
                return target
        if os.sep in argument or argument.endswith(YAML_SUFFIXES):
            guess = did_you_mean(argument)
            raise UsageError(f"no such file: {argument}", f"check the path, or did you mean the bundled {guess}?" if guess else "check the path")
        raise UsageError(f"no bundled setup, game or theme is called {argument!r} and no such file exists", _bundled_hint(argument))
    if os.path.isdir(argument):
        theme_file = os.path.join(argument, THEME_FILE)
        if not os.path.lexists(theme_file) or os.path.isdir(theme_file):  # (a broken link is read, and said to be one)
            raise UsageError(f"{argument} is a folder without a {THEME_FILE}", "give a setup or game file, or a template folder that holds theme.yaml")
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
    parts = [f"{kind.bundled if kind.name != 'theme' else 'themes'}: {', '.join(bundled_ids(kind))}" for kind in KINDS.values()]
    guess = did_you_mean(argument)
    return (f"did you mean {guess}? " if guess else "") + "bundled " + "; ".join(parts) + "; or give a path to a file"


def did_you_mean(argument: str) -> str | None:
    """The bundled id (of any kind) closest to a mistyped one (`stndard`: standard), or None."""
    import difflib

    if not argument or os.sep in argument:
        return None
    ids = [name for kind in KINDS.values() for name in bundled_ids(kind)]
    stem = argument[: -len(suffix)] if (suffix := next((s for s in YAML_SUFFIXES if argument.endswith(s)), "")) else argument
    close = difflib.get_close_matches(stem.lower(), ids, n=1, cutoff=0.6)
    return close[0] if close else None


def materials_help() -> str:
    """Every material name, per kind, for `build --help`."""
    return "; ".join(f"{kind.title}: {', '.join(kind.materials)}" for kind in kinds_that("build"))
