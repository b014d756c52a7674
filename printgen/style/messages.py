"""The message catalogue: every word a kit prints around the game's own text, per language.

Catalogues are plain YAML in `templates/messages/LANG.yaml`, read with printgen's safe loader;
a small catalogue of our own needs no extra dependency and keeps translators in one short file.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cached_property, lru_cache

from printgen.core.errors import UsageError
from printgen.read.loader import Mapping, Scalar, load_file

LANGUAGES = ("en", "de")


@dataclass(frozen=True, eq=False)
class Catalogue:
    """The messages of one language, by key."""

    language: str
    messages: tuple[tuple[str, str], ...]

    def text(self, key: str, **values: object) -> str:
        """The message for `key` with its {placeholders} filled; a missing key is a bug, not user
        error."""
        template = self.table[key]
        return template.format(**values) if values else template

    @cached_property
    def table(self) -> dict[str, str]:
        """The messages by key (made on first use; a kit looks up hundreds)."""
        return dict(self.messages)

    def keys(self) -> tuple[str, ...]:
        return tuple(key for key, _ in self.messages)


def catalogue_path(language: str) -> str:
    from printgen.core.data import templates_dir

    return os.path.join(templates_dir(), "messages", f"{language}.yaml")


@lru_cache(maxsize=None)
def load_catalogue(language: str) -> Catalogue:
    """The catalogue for `language` (en or de)."""
    if language not in LANGUAGES:
        raise UsageError(
            f"no catalogue for the language {language!r}", f"choose one of: {', '.join(LANGUAGES)}"
        )
    document = load_file(catalogue_path(language))
    root = document.root
    if document.diagnostics or not isinstance(root, Mapping):
        raise UsageError(
            f"the message catalogue for {language} cannot be read", "reinstall printgen"
        )
    pairs = tuple(
        (str(key.value), str(value.value)) for key, value in root.items if isinstance(value, Scalar)
    )
    return Catalogue(language, pairs)
