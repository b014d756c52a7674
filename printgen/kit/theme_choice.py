"""Which theme a build uses: a user's template folder, large print, or the default; grey if asked."""

from __future__ import annotations

from printgen.errors import UsageError
from printgen.themes import Theme, grayscale, load_theme


def choose_theme(template_dir: str | None, large_print: bool, grayscale_ink: bool) -> Theme:
    if template_dir and large_print:
        raise UsageError("--large-print and --template both choose the theme", "give one; a template can start from large print with `extends: large-print`")
    if template_dir:
        theme = load_theme(template_dir)
    else:
        theme = load_theme(name="large-print" if large_print else "ink-saver" if grayscale_ink else "default")
    return grayscale(theme) if grayscale_ink else theme
