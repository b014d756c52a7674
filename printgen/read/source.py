"""Where each value of a file stood: positions by path, kept by every model for its diagnostics."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping as TMapping

from printgen.read.loader import Pos

Path = tuple


@dataclass(frozen=True)
class SourceMap:
    """Positions of values (and of their keys) by path, such as ("scoring", "clauses", 0, "if",
    "sum")."""

    file: str
    values: TMapping[Path, Pos] = field(default_factory=dict, compare=False)
    keys: TMapping[Path, Pos] = field(default_factory=dict, compare=False)
    lines: tuple[str, ...] = field(default=(), compare=False, repr=False)

    def at(self, *path) -> Pos:
        """The position of the value at `path`, or of its nearest enclosing value that is known."""
        path = tuple(path)
        while path:
            if path in self.values:
                return self.values[path]
            path = path[:-1]
        return self.values.get((), Pos(1, 1))

    def key_at(self, *path) -> Pos:
        path = tuple(path)
        return self.keys.get(path) or self.at(*path)
