"""What a kind of file declares about itself: how it is detected, what it can do, the materials and
kit options of its kits, its format. Each kind declares one FileKind in its own package (see
printgen/kind_table.py for the list); this module is a leaf, so declaring one imports nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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
    format: str = ""  # "module:NAME" of the kind's one format description (printgen.format)
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
