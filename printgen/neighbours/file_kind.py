"""A Number Neighbours setup as a kind of file: what it can do and what its kits hold."""

from printgen.kinds.kind import FileKind

# a setup is any YAML file no other kind claims (it has no `claims`)
SETUP = FileKind(
    "setup",
    "Number Neighbours setup",
    "printgen.neighbours.kind",
    "setups",
    ("validate", "show", "list", "build", "preview", "export", "analyze"),
    ("rules", "setup-card", "hand-cards", "row-cards", "score-sheet", "trackers", "row-slips"),
    {
        "setup": "setup-card",
        "scoring-card": "setup-card",
        "hand": "hand-cards",
        "row": "row-cards",
        "sheet": "score-sheet",
        "tracker": "trackers",
        "slips": "row-slips",
    },
    ("players", "shuffle_row", "seed", "reverse_seats", "page_format"),
    combines=True,
    format="printgen.neighbours.format:SETUP_FORMAT",
    format_title="printgen setup (Number Neighbours)",
    layouts=("print", "gutterfold", "phone", "cut"),
    the="the setup",
    plural="setups",
    game="number-neighbours",
)
