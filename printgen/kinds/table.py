"""The registry of file kinds: a leaf that lists the kinds each package declares, and answers what
they can do. A new kind is one FileKind in its own package and one entry here; no code outside a
kind branches on a kind's name, it asks these functions (see printgen.kinds.lookup for resolving a
KIT).
"""

from __future__ import annotations

import importlib

from printgen.kinds.kind import FileKind

# Where each kind declares itself ("module:NAME"), in the order commands list them. They are read by
# name, so this leaf names the kinds' packages without importing them: no kind's package, which
# asks this registry, is imported by it in turn.
DECLARATIONS = (
    "printgen.neighbours.file_kind:SETUP",
    "printgen.game.file_kind:GAME",
    "printgen.theme.file_kind:THEME",
)


def _declared(where: str) -> FileKind:
    module, _, name = where.partition(":")
    return getattr(importlib.import_module(module), name)


KINDS: dict[str, FileKind] = {kind.name: kind for kind in map(_declared, DECLARATIONS)}
# for the tests and tools that name them
SETUP, GAME, THEME = (KINDS["setup"], KINDS["game"], KINDS["theme"])


def kinds_that(ability: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if kind.can(ability)]


def kinds_with_format() -> list[FileKind]:
    """The kinds with a format description (`printgen schema --kind`), the first the default."""
    return [kind for kind in KINDS.values() if kind.format]


def kinds_with_option(param: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if param in kind.kit_options]


def kinds_with_layout(layout: str) -> list[FileKind]:
    return [kind for kind in KINDS.values() if layout in kind.layouts]


def kind_by_file_name(base_name: str) -> FileKind | None:
    """The kind told by a file's name (theme.yaml), or None."""
    return next(
        (kind for kind in KINDS.values() if kind.file_name and kind.file_name == base_name), None
    )


def kind_of_document(document) -> FileKind:
    """The kind of a read YAML document: the first kind that claims it, else the one that claims
    none."""
    readers = [kind for kind in KINDS.values() if not kind.file_name]
    for kind in readers:
        if kind.claims and kind.claims_document(document):
            return kind
    return next(kind for kind in readers if not kind.claims)


def titles(kinds: list[FileKind]) -> str:
    names = [f"{kind.title}s" for kind in kinds]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
