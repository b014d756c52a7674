"""Renders docs/checks.md from the table of checks (printgen.checks.table): `python -m
printgen.checks.docs > docs/checks.md`."""

from __future__ import annotations

from printgen.checks.registry import Check
from printgen.checks.registry import all_checks as _table_checks
from printgen.checks.table import CHECK_MODULES, OTHER


def all_checks() -> list[Check]:
    """Every code of every module in printgen.checks.table, by module and code."""
    return sorted(_table_checks(), key=lambda entry: (entry.module, entry.code))


def render_markdown() -> str:
    checks = all_checks()
    out = [
        "# Checks",
        "",
        "`printgen validate` reports each problem as `file:line:col: severity: message "
        "(code)`, with the",
        "line quoted, a caret under the value and a hint. This page lists every code, "
        "generated from the",
        "checks themselves (`python -m printgen.checks.docs > docs/checks.md`); a test keeps it "
        "in step.",
        "Errors make `validate` exit 1; warnings only with `--strict`, and not those a setup "
        "acknowledges",
        "(`acknowledge: {code: reason}`; see docs/setup-format.md).",
        "",
    ]
    sections: dict[str, set[str]] = {}
    for module, _, title in CHECK_MODULES:
        sections.setdefault(title, set()).add(module)
    sections[OTHER] = sections.pop(OTHER, set())  # last
    for title, modules in sections.items():
        entries = [c for c in checks if c.module in modules]
        if not entries:
            continue
        out += [f"## {title}", ""]
        for entry in entries:
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
