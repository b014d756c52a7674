"""The validation pipeline for every kind of file: detect the kind, then let it read and check the
file."""

from __future__ import annotations

import os
from typing import Iterator

from printgen.checks.registry import documented
from printgen.core.diagnostics import ERROR, Diagnostic, FileReport, diagnostic_at, sort_diagnostics
from printgen.kinds.lookup import THEME_FILE, YAML_SUFFIXES, Target, detect
from printgen.kinds.table import kind_of_document
from printgen.read.loader import load_bytes


def validate_target(
    target: Target, printing=None, languages=None, preflight: bool = True
) -> FileReport:
    """The file read and checked by its kind, then (for kinds that print) the preflight."""
    report = target.kind.module().validate(target)
    if preflight:
        add_preflight(report, target.kind, printing, languages)
    apply_acknowledgements(report)
    return report


def add_preflight(report: FileReport, kind, printing=None, languages=None) -> None:
    """Lays the file's kit out for `printing` (default print options) in each of `languages`
    (default: every language the file prints in) and adds what does not fit to the report.

    A user's template that leaves the kit no room (in any of the languages) raises InvalidTemplate
    once every language is laid out: the template's report first, then this file's, which holds
    the kit's own problems.
    """
    if not kind.can("build"):
        return
    if not report.ok:  # laid out only once the file holds no error
        report.held_back.append("the layout check")
        return
    from dataclasses import replace

    from printgen.kit.print_options import PrintOptions
    from printgen.style.reading import InvalidTemplate

    module = kind.module()
    printing = printing or PrintOptions()
    found, seen, template = [], set(), None
    for language in (
        lang for lang in module.languages(report.model) if languages is None or lang in languages
    ):
        try:
            kit, _, problems = module.preflight(
                [report.model], replace(printing, language=language), {}
            )
            notes = getattr(module, "layout_notes", None)  # what still builds, but is told
            problems = list(problems) + (notes(kit) if notes is not None and not problems else [])
        except InvalidTemplate as exc:
            problems = [d for blamed in exc.kit_reports for d in blamed.diagnostics]
            template = merged_report(template, exc.template_reports, by_place=True)
        for diagnostic in problems:
            where = (
                diagnostic.file,
                diagnostic.line,
                diagnostic.column,
                diagnostic.code,
                diagnostic.message,
            )
            if where not in seen:  # a value shared by the languages is reported once
                seen.add(where)
                found.append(diagnostic)
    report.diagnostics = sort_diagnostics(report.diagnostics + found)
    if template is not None:
        raise InvalidTemplate([template] + ([report] if found else []))


def merged_report(
    first: FileReport | None, more: list[FileReport], by_place: bool = False
) -> FileReport | None:
    """One file's reports as one, each problem once: a template blamed for several kits keeps
    each kit's message; `by_place`, for one kit in several languages, keeps one per place."""
    key = (
        (lambda d: (d.line, d.column, d.code))
        if by_place
        else (lambda d: (d.line, d.column, d.code, d.message))
    )  # noqa: E731
    for report in more:
        if first is None:
            first = FileReport(
                report.path, report.lines, report.model, list(report.diagnostics), report.kind
            )
            continue
        known = {key(d) for d in first.diagnostics}
        first.diagnostics = sort_diagnostics(
            first.diagnostics + [d for d in report.diagnostics if key(d) not in known]
        )
    return first


def validate_document(
    document, printing=None, languages=None, preflight: bool = True
) -> FileReport:
    """A document already read (not a theme, which is a folder's file): its kind told by its
    content."""
    kind = kind_of_document(document)
    report = kind.module().validate_document(document)
    if preflight:
        add_preflight(report, kind, printing, languages)
    return report


def validate_file(
    path: str, display: str | None = None, printing=None, languages=None
) -> FileReport:
    return validate_target(detect(path, display), printing, languages)


def validate_text(
    text: str | bytes, name: str = "<text>", printing=None, languages=None, preflight: bool = True
) -> FileReport:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return validate_document(load_bytes(data, name), printing, languages, preflight)


def expand_paths(paths: list[str]) -> list[str]:
    """Files as given; folders become their .yaml/.yml files, sorted, recursively (a template
    folder's theme.yaml among them)."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            for folder, dirs, names in os.walk(path):
                dirs.sort()
                files += [
                    os.path.join(folder, n) for n in sorted(names) if n.endswith(YAML_SUFFIXES)
                ]
        else:
            files.append(path)
    return files


def validate_paths(paths: list[str], printing=None, languages=None) -> list[FileReport]:
    """Validates every file (and its preflight for `printing`), then the checks across files (such
    as duplicate ids). A template that leaves kits no room is reported once, first, for all of them;
    every file is still checked."""
    from printgen.style.reading import InvalidTemplate

    reports, template = [], None
    for path in expand_paths(paths):
        target = detect(path)
        report = target.kind.module().validate(target)
        try:
            add_preflight(report, target.kind, printing, languages)
        except InvalidTemplate as exc:  # the file's own problems are in its report already
            template = merged_report(template, exc.template_reports)
        reports.append(report)
    by_file = {report.path: report for report in reports}
    for diagnostic in check_duplicate_ids(
        [(r.model, r.kind) for r in reports if r.model is not None and r.kind.can("build")]
    ):
        report = by_file[diagnostic.file]
        report.diagnostics = sort_diagnostics(report.diagnostics + [diagnostic])
    for report in reports:
        apply_acknowledgements(report)
    return ([template] if template is not None else []) + reports


DUPLICATE_ID_DOC = """Two setups in one run share an id, so `printgen build ID` could not tell them
apart.

The id defaults to the file name, so copying a file and keeping its `id:` line is the usual cause.

Fails:
    id: standard
    name: My copy
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}

Passes:
    id: my-copy
    name: My copy
    hand: [1, 2, 3, 4, 5, 6]
    row: [1, 5, 2, 6, 3, 4]
    scoring:
      clauses:
        - {points: 1, if: {difference: 1}}
"""

# checks across the files of one run (printgen.checks.table)
DOCUMENTED = [documented("duplicate-id", ERROR, DUPLICATE_ID_DOC)]


def check_duplicate_ids(models) -> Iterator[Diagnostic]:
    """Across the kits of one run, (model, kind) pairs: each whose id an earlier one already has,
    worded for its kind (each kind of kit has an id, from `id:` or its file's name)."""
    first: dict[str, object] = {}
    for model, kind in models:
        if model.id in first:
            earlier = first[model.id]
            where = earlier.source.key_at("id") if "id" in earlier.source.keys else None
            place = f"{earlier.source.file}:{where.line}" if where else earlier.source.file
            noun = kind.the.removeprefix("the ")
            yield diagnostic_at(
                model.source.file,
                model.source.at("id"),
                ERROR,
                "duplicate-id",
                f"the id {model.id!r} is already used by {place}",
                f"give each {noun} its own `id:`",
            )
        else:
            first[model.id] = model


def apply_acknowledgements(report: FileReport) -> None:
    """Marks the warnings the file acknowledges (a setup's `acknowledge: {code: reason}`) with their
    reason."""
    from printgen.core.diagnostics import acknowledge

    reasons = dict(getattr(report.model, "acknowledged", ()) or ())
    if reasons:
        report.diagnostics = acknowledge(report.diagnostics, reasons, report.path)


__all__ = [
    "THEME_FILE",
    "apply_acknowledgements",
    "check_duplicate_ids",
    "expand_paths",
    "validate_document",
    "validate_file",
    "validate_paths",
    "validate_target",
    "validate_text",
]
