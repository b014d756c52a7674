"""`printgen validate`: every problem in every setup, in one run."""

from __future__ import annotations

import click

from printgen.errors import EXIT_INVALID, EXIT_OK


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option("--format", "output_format", type=click.Choice(["text", "json"]), default="text", show_default=True, help="Diagnostics as text for people or JSON for programs.")
@click.option("--strict", is_flag=True, help="Fail (exit 1) on warnings too.")
@click.option("--deep", is_flag=True, help="Also play and solve each valid setup, and warn about balance (seconds per setup).")
def validate(paths: tuple[str, ...], output_format: str, strict: bool, deep: bool) -> int:
    """Check setup files (or folders of them) for consistency.

    Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage.
    """
    from printgen.cli.echo import echo_json, echo_reports, summary
    from printgen.diagnostics import has_errors
    from printgen.validate import validate_paths

    reports = validate_paths(list(paths))
    if deep:
        add_deep_warnings(reports)
    if not reports:  # an empty folder: passing would hide a wrong path in a script
        from printgen.errors import UsageError

        raise UsageError(f"no setup files (.yaml, .yml) in {', '.join(paths)}", "give a setup file, or a folder that holds some")
    if output_format == "json":
        echo_json(reports)
    else:
        echo_reports(reports)
        click.echo(summary(reports))
    failed = any(has_errors(r.diagnostics, strict) or r.model is None for r in reports)
    return EXIT_INVALID if failed else EXIT_OK


def add_deep_warnings(reports) -> None:
    from printgen.cli.analyze import say_if_compiling
    from printgen.diagnostics import sort_diagnostics
    from printgen.neighbours.analysis.deep import deep_diagnostics

    say_if_compiling()
    for report in reports:
        if report.ok and report.setup is not None:
            report.diagnostics = sort_diagnostics(report.diagnostics + deep_diagnostics(report.setup))
