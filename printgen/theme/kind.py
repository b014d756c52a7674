"""Themes as a file kind: a template folder's theme.yaml, read and checked, described (see
printgen.kinds.lookup)."""

from __future__ import annotations

import os

from printgen.core.diagnostics import FileReport
from printgen.core.errors import InvalidSetup
from printgen.read.loader import load_file
from printgen.theme.file_kind import THEME


def validate(target) -> FileReport:
    """The theme with everything it extends, or its positioned problems."""
    from printgen.style.reading import InvalidTemplate, load_theme

    try:
        theme = load_theme(os.path.dirname(target.path) or ".")
    except InvalidTemplate as exc:
        return exc.reports[0]
    return FileReport(target.path, load_file(target.path, target.shown).lines, theme, [], THEME)


def summary(theme) -> tuple[str, str, str]:
    fonts = ", ".join(os.path.basename(path) for path in theme.sources[-2:])
    about = _about(theme.sources[-3]) if len(theme.sources) >= 3 else ""
    return (
        theme.name,
        theme.name,
        f"theme: {about + '; ' if about else ''}body {theme.text.body_pt:g} pt, fonts {fonts}",
    )


def _about(path: str) -> str:
    """What a theme is for, from the first line of its file's opening comment ("# Light: the
    default look with ink-saving row cards and backs." gives "the default look with ..."), so that
    `list` tells themes apart; empty when it has none."""
    try:
        with open(path, encoding="utf-8") as handle:
            first = handle.readline().strip()
    except (OSError, UnicodeDecodeError):
        return ""
    if not first.startswith("#"):
        return ""
    text = first.lstrip("#").strip()
    text = text.split(": ", 1)[1] if ": " in text[:30] else text
    return text.split(". ")[0].rstrip(".")


def describe(theme, language: str) -> str:
    lines = [f"theme {theme.name}", "", "fonts:"]
    lines += [f"  regular: {theme.sources[-2]}", f"  bold: {theme.sources[-1]}"]
    for title, section in (
        ("colors", theme.colors),
        ("text", theme.text),
        ("card", theme.card),
        ("sheet", theme.sheet),
    ):
        lines += ["", f"{title}:"]
        lines += [
            f"  {key}: {', '.join(map(str, value)) if isinstance(value, tuple) else value}"
            for key, value in section.values
        ]
    lines += ["", "read from:"] + [f"  {source}" for source in theme.sources]
    return "\n".join(lines)


def load(target):
    report = validate(target)
    if not report.ok:
        raise InvalidSetup([report])
    return report.model
