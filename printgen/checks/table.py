"""The table of checks: every module that holds checks, or documents codes found elsewhere (by the
loader, a reader, the preflight or the analyzer), with the kind of file it checks and its section of
docs/checks.md.

A new check module is one row here. This is the only list: a module not in it never runs and is not
documented, and tests/test_checks.py fails for a module that holds checks but is missing. The table
names modules and imports none (a leaf, as yamllint's rule table is); `printgen.checks.registry`
imports the modules of a kind only when that kind's checks are asked for, so reading a setup never
imports the game checks. A kind is "setup", "game", "theme" or "any" (found for every kind that
prints).
"""

from __future__ import annotations

OTHER = "Other checks"

# (module, kind of file, section of docs/checks.md), in the order of the docs
CHECK_MODULES: tuple[tuple[str, str, str], ...] = (
    ("printgen.neighbours.checks.structure", "setup", "Reading and structure"),
    ("printgen.neighbours.checks.hand_row", "setup", "Hand and row"),
    ("printgen.neighbours.checks.clauses", "setup", "Scoring clauses"),
    ("printgen.neighbours.checks.rule", "setup", "The scoring rule as a whole"),
    ("printgen.neighbours.checks.examples", "setup", "Worked examples"),
    ("printgen.neighbours.checks.texts", "setup", "Printed texts"),
    ("printgen.kit.validation", "any", "Across files"),
    ("printgen.neighbours.checks.acknowledged", "setup", "Acknowledged warnings"),
    ("printgen.game.structure", "game", "Game files: structure"),
    ("printgen.game.checks", "game", "Game files: decks, deal and printed text"),
    ("printgen.game.checks_play", "game", "Game files: play, drawn values and points"),
    ("printgen.game.checks_play_rules", "game", "Game files: declared play (`play:`)"),
    ("printgen.game.checks_colour", "game", "Game files: contrast and colour vision"),
    ("printgen.game.scoring.checks", "game", "Game files: scoring"),
    ("printgen.kit.preflight", "any", "Printing: what does not fit (every kit)"),
    (
        "printgen.export.preflight",
        "any",
        "Print services: what a service would refuse or print changed (`export --check`)",
    ),
    ("printgen.game.checks_deep", "game", OTHER),
    ("printgen.play.deep", "game", "Game files: how a declared game plays (`validate --deep`)"),
    ("printgen.game.checks_acknowledged", "game", "Game files: acknowledged warnings"),
    ("printgen.neighbours.analysis.advice_codes", "setup", OTHER),
    ("printgen.theme.docs", "theme", OTHER),
)
