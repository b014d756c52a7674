"""Which theme a build uses: a user's template folder, large print, or the default; grey if
asked."""

from __future__ import annotations

import os

from printgen.core.errors import UsageError
from printgen.style.format import BUNDLED_THEMES
from printgen.style.model import Theme, grayscale
from printgen.style.reading import load_theme


def choose_theme(template_dir: str | None, large_print: bool, grayscale_ink: bool) -> Theme:
    if template_dir and large_print:
        raise UsageError(
            "--large-print and --template both choose the theme",
            "give one; a template can start from large print with `extends: large-print`",
        )
    if template_dir and not os.path.isdir(template_dir) and template_dir in BUNDLED_THEMES:
        theme = load_theme(name=template_dir)  # a bundled theme by name, such as --template light
    elif template_dir:
        theme = load_theme(template_dir)
    else:
        theme = load_theme(
            name="large-print" if large_print else "ink-saver" if grayscale_ink else "default"
        )
    return grayscale(theme) if grayscale_ink else theme
