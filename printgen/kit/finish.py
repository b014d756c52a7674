"""Finishing any kit: the print options every kit honours after its own pages are laid out."""

from __future__ import annotations

from printgen.kit.print_options import PrintOptions
from printgen.layout.fonts import missing_characters
from printgen.layout.ink import grayscale_pages
from printgen.layout.plan import Page, Text, leaves
from printgen.record import record


@record
class BuiltKit:
    """A kit ready to render: its pages, the PDF's title, every input file it read (none may be
    overwritten), the output file's default name and warnings for the user."""

    pages: tuple[Page, ...]
    title: str
    inputs: tuple[str, ...]
    default_name: str
    warnings: tuple[str, ...] = ()


def font_warnings(pages: list[Page]) -> tuple[str, ...]:
    """One warning per font that lacks characters the kit uses, naming the characters."""
    missing: dict[str, set[str]] = {}
    for page in pages:
        for item, _ in leaves(page.items):
            if isinstance(item, Text):
                missing.setdefault(item.font, set()).update(missing_characters(item.text, item.font))
    return tuple(f"the font {font} has no glyph for {' '.join(repr(ch) for ch in sorted(chars))}; those characters will print as blanks or boxes" for font, chars in sorted(missing.items()) if chars)


def finish(pages: list[Page], title: str, inputs: list[str], default_name: str, options: PrintOptions) -> BuiltKit:
    """Greys every mark for --grayscale and warns of missing glyphs, the same for every kit."""
    if options.grayscale:
        pages = grayscale_pages(pages)
    return BuiltKit(tuple(pages), title, tuple(inputs), default_name, font_warnings(pages))
