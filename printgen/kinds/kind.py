"""What a kind of file declares about itself: how it is detected, what it can do, the materials and
kit options of its kits, its format. Each kind declares one FileKind in its own package (see
printgen/kinds/table.py for the list); this module is a leaf, so declaring one imports nothing else.

What a kind's implementation module provides is a Protocol per ability (`ABILITIES`): a kind that
declares an ability has the functions its protocol names, and a test holds every kind's module to
the protocols of the abilities it declares.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True, eq=False)
class KitOption:
    """An option of `printgen build` that belongs to some kits only."""

    param: str  # the click parameter's name
    flag: str  # as typed on the command line
    default: object = None


@dataclass(frozen=True, eq=False)
class FileKind:
    """What one kind of file declares: its names, its module, its bundled files and what it can
    do."""

    name: str
    title: str  # how messages name one file of the kind
    implementation: str  # the module that reads, checks, describes and prints this kind
    bundled: str  # the data folder of its bundled files
    # what it can do: every kind validate, show and list; a kind that makes a kit build, preview
    # and export it; `analyze` (and the analyzer's advice of `validate --deep`) where it has an
    # engine
    abilities: tuple[str, ...] = ("validate", "show", "list")
    materials: tuple[str, ...] = ()  # what `build --only` chooses from, in printing order
    material_aliases: dict = field(default_factory=dict)
    kit_options: tuple[str, ...] = ()
    combines: bool = False  # several files of the kind make one kit
    format: str = ""  # "module:NAME" of the kind's one format description (printgen.format.spec)
    format_title: str = ""
    # the values of `build --layout` its kits print (see kit/print_options.py)
    layouts: tuple[str, ...] = ()
    the: str = ""  # how an error's summary names a file of the kind ("3 errors in the setup")
    plural: str = ""  # how a list of bundled ids is headed ("setups: standard, echo")
    file_name: str = (
        ""  # a kind told by its file's name (theme.yaml); its bundled files are folders holding one
    )
    # "module:function": true for a read document of this kind; "" takes what no other kind claims
    claims: str = ""
    # the engine that analyzes the kind's files (printgen.engines): the game every file of the
    # kind is a variant of (number-neighbours), or `declared` for files that declare a game
    game: str = ""

    def module(self):
        import importlib

        return importlib.import_module(self.implementation)

    def can(self, ability: str) -> bool:
        return ability in self.abilities

    def claims_document(self, document) -> bool:
        import importlib

        module, _, name = self.claims.partition(":")
        return getattr(importlib.import_module(module), name)(document)


# -- what a kind's module provides, per ability ------------------------------------------------
# A model is what `load` returns (a Setup, a Game, a Theme); options are the print options
# (printgen.kit.print_options.PrintOptions); kit_values are the kit options by name, with `only`
# (the materials chosen); `say(text)` tells the user what a build chose for them.


class Validates(Protocol):
    """`validate`: read and check a file of the kind (a FileReport, its model set when the file
    is good); `load` is the model of a file that validates, and raises InvalidSetup if not."""

    def validate(self, target) -> object: ...

    def load(self, target) -> object: ...


class ReadsDocuments(Protocol):
    """A kind told by its content (it has no `file_name`): check a YAML document already read
    (`printgen serve`'s editor, standard input), as a FileReport."""

    def validate_document(self, document) -> object: ...


class Shows(Protocol):
    """`show`: the model in words."""

    def describe(self, model, language: str) -> str: ...


class Lists(Protocol):
    """`list`: one line of a bundled file (its id, its name and a line about it)."""

    def summary(self, model) -> tuple[str, str, str]: ...


class Builds(Protocol):
    """`build`: the kit's pages (a printgen.kit.finish.BuiltKit), after the preflight that finds
    what does not fit in each of the model's languages (the laid-out kit, its pages and their
    diagnostics)."""

    def languages(self, model) -> tuple[str, ...]: ...

    def preflight(self, models: list, options, kit_values: dict, say) -> tuple: ...

    def build(self, models: list, targets: list, options, kit_values: dict, say) -> object: ...


class Previews(Protocol):
    """`preview`: a contact sheet of the kit's pages."""

    def load(self, target) -> object: ...

    def build(self, models: list, targets: list, options, kit_values: dict) -> object: ...


class Exports(Protocol):
    """`export`: the kit's cards one face at a time, its tokens, and what a target leaves out."""

    def load(self, target) -> object: ...

    def card_decks(self, models: list, options, kit_values: dict) -> list: ...

    def round_tokens(self, models: list, options, kit_values: dict) -> list: ...

    def left_out(self, models: list, options, kit_values: dict, target) -> list: ...


class Analyzes(Protocol):
    """`analyze` (by the engine of the kind's game) and the analyzer's advice of `validate
    --deep`: its Diagnostics."""

    def deep_diagnostics(self, model) -> list: ...


# The protocol of each ability a kind can declare (FileKind.abilities)
ABILITIES: dict[str, type] = {
    "validate": Validates,
    "show": Shows,
    "list": Lists,
    "build": Builds,
    "preview": Previews,
    "export": Exports,
    "analyze": Analyzes,
}


def protocols_of(kind: FileKind) -> list[type]:
    """The protocols a kind's module satisfies: one per ability it declares, and reading a document
    for a kind told by its content."""
    found = [ABILITIES[ability] for ability in kind.abilities]
    return found + ([] if kind.file_name else [ReadsDocuments])
