"""Printing diagnostics for people and for programs."""

from __future__ import annotations

import click

from printgen.diagnostics import ERROR, WARNING, format_json, format_text

MAX_SHOWN_PER_FILE = 50


def echo_reports(reports, err: bool = False) -> None:
    """Each report's diagnostics with their source lines; past 50 in one file, a count of the rest."""
    for report in reports:
        for diagnostic in report.diagnostics[:MAX_SHOWN_PER_FILE]:
            styled = format_text(diagnostic, report.lines)
            color = "red" if diagnostic.severity == ERROR else "yellow"
            head, _, rest = styled.partition("\n")
            click.echo(click.style(head, fg=color, bold=True) + ("\n" + rest if rest else ""), err=err)
        hidden = len(report.diagnostics) - MAX_SHOWN_PER_FILE
        if hidden > 0:
            click.echo(f"{report.path}: {hidden} more problems not shown; `--format json` lists them all", err=err)


def echo_json(reports) -> None:
    click.echo(format_json([d for report in reports for d in report.diagnostics]))


def summary(reports) -> str:
    errors = sum(1 for r in reports for d in r.diagnostics if d.severity == ERROR)
    warnings = sum(1 for r in reports for d in r.diagnostics if d.severity == WARNING)
    files = len(reports)
    plural = lambda n, word: f"{n} {word}{'s' if n != 1 else ''}"  # noqa: E731
    return f"{plural(files, 'file')} checked: {plural(errors, 'error')}, {plural(warnings, 'warning')}"
