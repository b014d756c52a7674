"""Printing diagnostics for people and for programs."""

from __future__ import annotations

import click

from printgen.core.diagnostics import ERROR, WARNING, format_json, format_text, visible

MAX_SHOWN_PER_FILE = 50
_quiet = {"on": False}


def set_quiet(on: bool) -> None:
    _quiet["on"] = on


def note(text: str, err: bool = False) -> None:
    """A line that says what was done (a summary, 'wrote ...'); `-q/--quiet` leaves it out."""
    if not _quiet["on"]:
        click.echo("\n".join(visible(line) for line in text.split("\n")), err=err)


def echo_reports(reports, err: bool = False) -> None:
    """Each report's diagnostics with their source lines; past 50 in one file, a count of the
    rest."""
    for report in reports:
        for diagnostic in report.diagnostics[:MAX_SHOWN_PER_FILE]:
            # a spreadsheet's cell quotes no YAML line
            styled = format_text(
                diagnostic, report.lines if diagnostic.file == report.path else None
            )
            color = (
                "red"
                if diagnostic.severity == ERROR
                else "cyan"
                if diagnostic.acknowledged
                else "yellow"
            )
            head, _, rest = styled.partition("\n")
            click.echo(
                click.style(head, fg=color, bold=True) + ("\n" + rest if rest else ""), err=err
            )
        hidden = len(report.diagnostics) - MAX_SHOWN_PER_FILE
        if hidden > 0:
            click.echo(
                f"{visible(report.path)}: {hidden} more problems not shown; `--format json` "
                "lists them all",
                err=err,
            )


def echo_json(reports) -> None:
    click.echo(format_json([d for report in reports for d in report.diagnostics]))


def held_back(reports) -> list[str]:
    """What did not run because of errors before it (each report says), so that a summary does not
    look complete."""
    return list(dict.fromkeys(words for report in reports for words in report.held_back))


def summary(reports) -> str:
    errors = sum(1 for r in reports for d in r.diagnostics if d.severity == ERROR)
    warnings = sum(
        1 for r in reports for d in r.diagnostics if d.severity == WARNING and not d.acknowledged
    )
    acknowledged = sum(
        1 for r in reports for d in r.diagnostics if d.severity == WARNING and d.acknowledged
    )
    files = len(reports)
    plural = lambda n, word: f"{n} {word}{'s' if n != 1 else ''}"  # noqa: E731
    return (
        f"{plural(files, 'file')} checked: {plural(errors, 'error')}, {plural(warnings, 'warning')}"
        + (f" ({acknowledged} acknowledged)" if acknowledged else "")
        + _held_words(held_back(reports))
    )


def _held_words(held: list[str]) -> str:
    if not held:
        return ""
    listed = held[0] if len(held) == 1 else ", ".join(held[:-1]) + " and " + held[-1]
    return f"; {listed} {'wait' if len(held) > 1 else 'waits'} until the errors are fixed"


def _github_escape(text: str, property_value: bool = False) -> str:
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return text.replace(":", "%3A").replace(",", "%2C") if property_value else text


def echo_github(reports) -> None:
    """One GitHub Actions workflow command per problem, so each shows on its line in a pull
    request."""
    for report in reports:
        for d in report.diagnostics:
            level = "error" if d.severity == ERROR else "notice" if d.acknowledged else "warning"
            message = (
                d.message
                + (f" (hint: {d.hint})" if d.hint else "")
                + (f" (acknowledged: {d.acknowledged})" if d.acknowledged else "")
            )
            click.echo(
                f"::{level} "
                f"file={_github_escape(d.file, True)},line={d.line},col={d.column},"
                f"title={_github_escape(d.code, True)}::{_github_escape(message)}"
            )


SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def sarif_log(reports) -> dict:
    """The problems as a SARIF 2.1.0 log: one run of printgen, a rule per code with its summary."""
    from printgen import __version__
    from printgen.checks.docs import all_checks
    from printgen.core.project import tracker_url

    documented = {check.code: check for check in all_checks()}
    found = [d for report in reports for d in report.diagnostics]
    codes = sorted({d.code for d in found})
    rules = [
        {
            "id": code,
            "shortDescription": {"text": documented[code].summary if code in documented else code},
            "helpUri": "https://github.com/printgen/printgen/blob/main/docs/checks.md",
        }
        for code in codes
    ]
    results = [
        {
            "ruleId": d.code,
            "ruleIndex": codes.index(d.code),
            "level": "error" if d.severity == ERROR else "warning",
            "message": {"text": d.message + (f" (hint: {d.hint})" if d.hint else "")},
            "locations": [
                {
                    "physicalLocation": {
                        "artifactLocation": {"uri": d.file},
                        "region": {"startLine": d.line, "startColumn": d.column},
                    }
                }
            ],
            **(
                {"suppressions": [{"kind": "inSource", "justification": d.acknowledged}]}
                if d.acknowledged
                else {}
            ),
        }
        for d in found
    ]
    driver = {
        "name": "printgen",
        "version": __version__,
        "informationUri": tracker_url().rsplit("/issues", 1)[0],
        "rules": rules,
    }
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{"tool": {"driver": driver}, "results": results}],
    }


def echo_sarif(reports) -> None:
    import json

    click.echo(json.dumps(sarif_log(reports), indent=2, ensure_ascii=False))
