"""Renders docs/checks.md from the registered checks: `python -m printgen.checkdocs > docs/checks.md`."""

from __future__ import annotations

from printgen.registry import REGISTRY, Check


def all_checks() -> list[Check]:
    """Every registered code: this is the one module that imports every check module."""
    from printgen import theme_docs  # noqa: F401
    from printgen.export import preflight as service_preflight  # noqa: F401
    from printgen.game import checks as game_checks  # noqa: F401
    from printgen.game import checks_colour  # noqa: F401
    from printgen.game import checks_deep  # noqa: F401
    from printgen.game import checks_play  # noqa: F401
    from printgen.game import checks_scoring  # noqa: F401
    from printgen.game import structure as game_structure  # noqa: F401
    from printgen.kit import preflight  # noqa: F401
    from printgen.neighbours.analysis import advice_codes  # noqa: F401
    from printgen.neighbours.checks import run, structure  # noqa: F401

    return sorted(REGISTRY.values(), key=lambda entry: (entry.module, entry.code))


_SECTIONS = {
    "printgen.neighbours.checks.structure": "Reading and structure",
    "printgen.neighbours.checks.hand_row": "Hand and row",
    "printgen.neighbours.checks.clauses": "Scoring clauses",
    "printgen.neighbours.checks.rule": "The scoring rule as a whole",
    "printgen.neighbours.checks.examples": "Worked examples",
    "printgen.neighbours.checks.texts": "Printed texts",
    "printgen.neighbours.checks.folder": "Across files",
    "printgen.neighbours.checks.acknowledged": "Acknowledged warnings",
    "printgen.game.structure": "Game files: structure",
    "printgen.game.checks": "Game files: decks, deal and printed text",
    "printgen.game.checks_play": "Game files: play, drawn values and points",
    "printgen.game.checks_colour": "Game files: contrast and colour vision",
    "printgen.game.checks_scoring": "Game files: scoring",
    "printgen.kit.preflight": "Printing: what does not fit (every kit)",
    "printgen.export.preflight": "Print services: what a service would refuse or print changed (`export --check`)",
}


def render_markdown() -> str:
    checks = all_checks()
    out = [
        "# Checks",
        "",
        "`printgen validate` reports each problem as `file:line:col: severity: message (code)`, with the",
        "line quoted, a caret under the value and a hint. This page lists every code, generated from the",
        "checks themselves (`python -m printgen.checkdocs > docs/checks.md`); a test keeps it in step.",
        "Errors make `validate` exit 1; warnings only with `--strict`, and not those a setup acknowledges",
        "(`acknowledge: {code: reason}`; see docs/setup-format.md).",
        "",
    ]
    for module, title in _SECTIONS.items():
        entries = [c for c in checks if c.module == module]
        if not entries:
            continue
        out += [f"## {title}", ""]
        for entry in entries:
            out += [f"### `{entry.code}` ({entry.severity})", "", entry.summary, ""]
            if entry.details:
                out += [entry.details, ""]
            out += _example("Fails", entry.failing) + _example("Passes", entry.passing)
    others = [c for c in checks if c.module not in _SECTIONS]
    if others:
        out += ["## Other checks", ""]
        for entry in others:
            out += [f"### `{entry.code}` ({entry.severity})", "", entry.summary, ""]
            if entry.details:
                out += [entry.details, ""]
            out += _example("Fails", entry.failing) + _example("Passes", entry.passing)
    return "\n".join(out).rstrip() + "\n"


def _example(label: str, text: str) -> list[str]:
    if text.startswith("("):
        return [f"{label}: {text[1:-1]}", ""]
    return [f"{label}:", "", "```yaml", text, "```", ""]


if __name__ == "__main__":
    print(render_markdown(), end="")
