"""Shell completion for arguments and options whose values printgen knows: ids, materials, bots.

Each function is a click `shell_complete` callback; it reads only light modules, so completing a
word never loads the layout, the renderer or the analyzer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from click.shell_completion import CompletionItem


def _item(value: str, **kwargs) -> CompletionItem:
    """One completion (click's completion module is loaded only when a shell asks for one)."""
    from click.shell_completion import CompletionItem

    return CompletionItem(value, **kwargs)


def _items(names, incomplete: str) -> list[CompletionItem]:
    return [_item(name) for name in names if name.startswith(incomplete)]


def _last_part(incomplete: str) -> tuple[str, str]:
    """A comma-separated value: what is already written, and the part being completed."""
    head, _, part = incomplete.rpartition(",")
    return (head + "," if head else ""), part


def bundled_ids(ability: str = "build") -> list[str]:
    """The bundled ids of every kind that can do `ability`."""
    from printgen.kinds.lookup import bundled_ids as ids
    from printgen.kinds.lookup import kinds_that

    return [name for kind in kinds_that(ability) for name in ids(kind)]


def _with_files(names: list[str], incomplete: str) -> list[CompletionItem]:
    """Bundled ids that match, then files and folders for a path being typed."""
    items = _items(names, incomplete)
    return items + [_item(incomplete, type="file")]


def complete_kit(ctx, param, incomplete: str) -> list[CompletionItem]:
    """A kit argument: the bundled ids of the kinds that make kits (of every kind for show), or a
    file."""
    return _with_files(bundled_ids("show" if ctx.command.name == "show" else "build"), incomplete)


def complete_setup(ctx, param, incomplete: str) -> list[CompletionItem]:
    """The argument of analyze: the bundled ids of the kinds that can be analyzed (setups, games),
    or a file."""
    return _with_files(bundled_ids("analyze"), incomplete)


def complete_materials(ctx, param, incomplete: str) -> list[CompletionItem]:
    """`--only`: every material name (comma-separated values complete their last part)."""
    from printgen.kinds.lookup import KINDS

    head, part = _last_part(incomplete)
    names = list(dict.fromkeys(name for kind in KINDS.values() for name in kind.materials))
    return [_item(head + name) for name in names if name.startswith(part)]


def complete_bots(ctx, param, incomplete: str) -> list[CompletionItem]:
    """`--bot`: the bot names of every engine (a comma-separated list completes its last part)."""
    from printgen.engines import ENGINES

    head, part = _last_part(incomplete)
    names = dict.fromkeys(name for engine in ENGINES.values() for name in engine.bot_names())
    return [_item(head + name) for name in names if name.startswith(part)]
