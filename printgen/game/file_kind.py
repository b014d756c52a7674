"""A game file as a kind of file: how it is told from a setup, what it can do, what its kits
hold."""

from printgen.kinds.kind import FileKind

GAME = FileKind(
    "game",
    "game",
    "printgen.game.kind",
    "games",
    ("validate", "show", "list", "build", "preview", "export", "analyze"),
    ("rules", "cards", "tokens", "references", "score-sheets"),
    {
        "rules-page": "rules",
        "deck": "cards",
        "decks": "cards",
        "reference": "references",
        "reference-cards": "references",
        "setup-card": "references",
        "score-sheet": "score-sheets",
        "sheet": "score-sheets",
        "token": "tokens",
        "markers": "tokens",
        "marker": "tokens",
    },
    ("players",),
    format="printgen.game.format:GAME_FORMAT",
    format_title="printgen game file",
    layouts=("print", "gutterfold", "cut"),
    the="the game file",
    plural="games",
    claims="printgen.game.detect:is_game_document",
    game="declared",
)
