"""What a loaded file describes: a Number Neighbours setup or a game file.

Kept apart from the game schema so that reading a setup never loads the game machinery.
"""

from __future__ import annotations

import re

from printgen.read.loader import Document, Mapping, Scalar

# a top-level `kind: game` or `decks:` line, for a file the reader could not make a tree of
_GAME_LINE = re.compile(r"""(kind\s*:\s*["']?game["']?\s*(#.*)?|decks\s*:.*)$""")


def is_game_document(document: Document) -> bool:
    """A game file has `kind: game` or a `decks:` key at its top level; anything else is a setup.

    A file too broken to read is told by its lines, so that its errors are said to be a game
    file's when it has such a line at the left margin.
    """
    root = document.root
    if root is None:
        return any(_GAME_LINE.match(line) for line in document.lines)
    if not isinstance(root, Mapping):
        return False
    found = {key.value: value for key, value in root.items}
    return "decks" in found or (
        isinstance(found.get("kind"), Scalar) and found["kind"].value == "game"
    )
