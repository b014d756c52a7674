"""Renders docs/checks.md from the registered checks: `python -m printgen.checks.catalog > docs/checks.md`."""

from __future__ import annotations

from printgen.checks import all_checks

_SECTIONS = {
    "printgen.checks.structure": "Reading and structure",
    "printgen.checks.hand_row": "Hand and row",
    "printgen.checks.clauses": "Scoring clauses",
    "printgen.checks.rule": "The scoring rule as a whole",
    "printgen.checks.examples": "Worked examples",
    "printgen.checks.texts": "Printed texts",
    "printgen.checks.folder": "Across files",
    "printgen.game.structure": "Game files: structure",
    "printgen.game.checks": "Game files: decks, deal and printed text",
    "printgen.game.checks_play": "Game files: play, drawn values and points",
}


def render_markdown() -> str:
    checks = all_checks()
    out = [
        "# Checks",
        "",
        "`printgen validate` reports each problem as `file:line:col: severity: message (code)`, with the",
        "line quoted, a caret under the value and a hint. This page lists every code, generated from the",
        "checks themselves (`python -m printgen.checks.catalog > docs/checks.md`); a test keeps it in step.",
        "Errors make `validate` exit 1; warnings only with `--strict`.",
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
