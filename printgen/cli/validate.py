"""`printgen validate`: every problem in every setup, in one run."""

from __future__ import annotations

import click

from printgen.cli.options import paper_option, template_option
from printgen.core.errors import EXIT_INVALID, EXIT_OK
from printgen.style.messages import LANGUAGES


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path())
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "github", "sarif"]),
    default="text",
    show_default=True,
    help="text for people; json for programs; github for GitHub Actions annotations; sarif (2.1.0) "
    "for code-scanning tools.",
)
@click.option("--strict", is_flag=True, help="Fail (exit 1) on warnings too.")
@click.option(
    "--deep",
    is_flag=True,
    help="Also play and solve each valid setup, and warn about balance (seconds per setup); for a "
    "game file, the exact deck arithmetic's warnings.",
)
@paper_option
@click.option(
    "--card-size",
    default="poker",
    show_default=True,
    help="The card size to check the fit of text for: poker, bridge, mini, tarot or WxH in mm.",
)
@click.option(
    "--bleed",
    "bleed_mm",
    type=float,
    default=0.0,
    show_default=True,
    help="Bleed in mm, as build would print it.",
)
@click.option("--large-print", is_flag=True, help="Check the fit in large print.")
@template_option
@click.option(
    "--lang",
    type=click.Choice(LANGUAGES),
    default=None,
    help="Check the fit in this language only (default: every language the file prints in).",
)
def validate(
    paths: tuple[str, ...],
    output_format: str,
    strict: bool,
    deep: bool,
    paper: str,
    card_size: str,
    bleed_mm: float,
    large_print: bool,
    template_dir: str | None,
    lang: str | None,
) -> int:
    """Check setup files, game files and themes (or folders of them) for consistency.

    A PATH may also be a bundled id such as standard or neos, or - for standard input. What a kit
    prints is laid out as
    build would lay it out (the preflight): for A4, poker cards and the default theme, or for the
    print options given, so text that would not fit is reported at its line.

    Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage.
    """
    from printgen.cli.echo import echo_json, echo_reports, note, summary
    from printgen.core.diagnostics import has_errors
    from printgen.core.errors import InvalidSetup
    from printgen.kit.print_options import print_options
    from printgen.kit.validation import validate_paths

    printing = print_options(
        paper, card_size, bleed_mm, large_print=large_print, template_dir=template_dir
    )
    try:
        reports = validate_paths(
            [_bundled_or_path(path) for path in paths], printing, (lang,) if lang else None
        )
    # the template of --template is at fault: its report (and any kit's), in the format asked for
    except InvalidSetup as exc:
        reports = list(exc.reports)
    suggest_bundled(reports, paths)
    if deep:
        add_deep_warnings(reports)
    if not reports:  # an empty folder: passing would hide a wrong path in a script
        from printgen.core.errors import UsageError

        raise UsageError(
            f"no setup files (.yaml, .yml) in {', '.join(paths)}",
            "give a setup file, or a folder that holds some",
        )
    if output_format == "json":
        echo_json(reports)
    elif output_format == "github":
        from printgen.cli.echo import echo_github

        echo_github(reports)
    elif output_format == "sarif":
        from printgen.cli.echo import echo_sarif

        echo_sarif(reports)
    else:
        echo_reports(reports)
        note(summary(reports))
    failed = any(has_errors(r.diagnostics, strict) or r.model is None for r in reports)
    return EXIT_INVALID if failed else EXIT_OK


def _bundled_or_path(path: str) -> str:
    """A bundled id (standard, neos, large-print) names its file; anything else is a path."""
    import os

    from printgen.kinds.lookup import KINDS, bundled_ids

    if os.path.exists(path) or os.sep in path:
        return path
    for kind in KINDS.values():
        found = bundled_ids(kind).get(path)
        if found is not None:
            return found
    return path


def suggest_bundled(reports, paths) -> None:
    """A missing file named like a bundled id (`stndard`) is asked about: did you mean standard?"""
    import dataclasses
    import os

    from printgen.kinds.lookup import did_you_mean

    guesses = {path: did_you_mean(path) for path in paths if not os.path.lexists(path)}
    for report in reports:
        guess = guesses.get(report.path)
        if guess:
            report.diagnostics = [
                dataclasses.replace(d, hint=f"did you mean the bundled {guess}? or check the path")
                if d.code == "unreadable-file"
                else d
                for d in report.diagnostics
            ]


def add_deep_warnings(reports) -> None:
    """The analyzer's advice as warnings, for each valid file of a kind that can be analyzed."""
    from printgen.core.diagnostics import sort_diagnostics
    from printgen.kit.validation import apply_acknowledgements

    for report in reports:
        kind = report.kind
        if not report.ok and kind is not None and kind.can("analyze"):
            report.held_back.append("the balance analysis")
        if report.ok and kind.can("analyze"):
            report.diagnostics = sort_diagnostics(
                report.diagnostics + kind.module().deep_diagnostics(report.model)
            )
            apply_acknowledgements(report)
