"""Click options shared by `printgen build` and `printgen calibrate`."""

from __future__ import annotations

import math

import click

from printgen.core.errors import UsageError
from printgen.layout.paper import BACK_OFFSET_MAX_MM, PAPERS
from printgen.style.messages import LANGUAGES


def paper_option(function):
    return click.option(
        "--paper",
        type=click.Choice(sorted(PAPERS), case_sensitive=False),
        default="a4",
        show_default=True,
        help="Paper size of the printed sheets.",
    )(function)


def duplex_option(function):
    return click.option(
        "--duplex",
        type=click.Choice(["long", "short"]),
        default="long",
        show_default=True,
        help="How the printer turns the sheet: long edge mirrors the columns, short edge turns the "
        "page.",
    )(function)


def back_offset_option(function):
    return click.option(
        "--back-offset",
        default="0,0",
        show_default=True,
        metavar="X,Y",
        help="Shift the backs by X,Y mm to undo a printer's duplex offset (measure it with "
        "`printgen calibrate`).",
    )(function)


def output_option(function):
    return click.option(
        "-o",
        "--output",
        default=None,
        metavar="FILE",
        help="The PDF file to write; - writes it to standard output.",
    )(function)


def lang_option(function):
    return click.option(
        "--lang",
        type=click.Choice(LANGUAGES),
        default="en",
        show_default=True,
        help="The language of every printed word.",
    )(function)


def template_option(function):
    return click.option(
        "--template",
        "template_dir",
        type=click.Path(),
        default=None,
        help="A folder with your own theme.yaml, or a bundled theme by name: default, large-print "
        "(as --large-print), light (pale row cards and backs, colours kept) or ink-saver (white "
        "grounds and greys).",
    )(function)


def parse_offset(text: str) -> tuple[float, float]:
    """X,Y in millimetres, each within the limit a real printer could need."""
    parts = text.replace(" ", "").split(",")
    try:
        x, y = (float(p) for p in parts)
    except ValueError:
        raise UsageError(
            f"cannot read --back-offset {text!r}", "write two numbers in mm, such as 1.5,-0.5"
        ) from None
    if not all(math.isfinite(v) for v in (x, y)):
        raise UsageError(
            f"cannot read --back-offset {text!r}", "write two numbers in mm, such as 1.5,-0.5"
        )
    if not all(abs(v) <= BACK_OFFSET_MAX_MM for v in (x, y)):
        raise UsageError(
            f"--back-offset {text} is more than {BACK_OFFSET_MAX_MM:g} mm",
            "measure the offset with `printgen calibrate`",
        )
    return x, y
