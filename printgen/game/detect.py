"""What a loaded file describes: a Number Neighbours setup or a game file.

Kept apart from the game schema so that reading a setup never loads the game machinery.
"""

from __future__ import annotations

from printgen.loader import Document, Mapping, Scalar


def is_game_document(document: Document) -> bool:
    """A game file has `kind: game` or a `decks:` key at its top level; anything else is a setup."""
    root = document.root
    if not isinstance(root, Mapping):
        return False
    found = {key.value: value for key, value in root.items}
    return "decks" in found or (isinstance(found.get("kind"), Scalar) and found["kind"].value == "game")
