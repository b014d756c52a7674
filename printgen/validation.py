"""The validation pipeline for every kind of file: detect the kind, then let it read and check the file."""

from __future__ import annotations

import os

from printgen.diagnostics import FileReport, sort_diagnostics
from printgen.kinds import GAME, SETUP, THEME_FILE, YAML_SUFFIXES, Target, detect
from printgen.loader import load_bytes


def validate_target(target: Target, printing=None, languages=None, preflight: bool = True) -> FileReport:
    """The file read and checked by its kind, then (for kinds that print) the preflight."""
    report = target.kind.module().validate(target)
    if preflight:
        add_preflight(report, target.kind, printing, languages)
    return report


def add_preflight(report: FileReport, kind, printing=None, languages=None) -> None:
    """Lays the file's kit out for `printing` (default print options) in each of `languages`
    (default: every language the file prints in) and adds what does not fit to the report."""
    if not report.ok or not kind.can("build"):
        return
    from dataclasses import replace

    from printgen.kit.print_options import PrintOptions

    module = kind.module()
    printing = printing or PrintOptions()
    found, seen = [], set()
    for language in (lang for lang in module.languages(report.model) if languages is None or lang in languages):
        for diagnostic in module.preflight([report.model], replace(printing, language=language), {})[2]:
            where = (diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.code, diagnostic.message)
            if where not in seen:  # a value shared by the languages is reported once
                seen.add(where)
                found.append(diagnostic)
    report.diagnostics = sort_diagnostics(report.diagnostics + found)


def validate_document(document, printing=None, languages=None, preflight: bool = True) -> FileReport:
    """A document already read (not a theme, which is a folder's file): a game or a setup by content."""
    from printgen.game.detect import is_game_document

    kind = GAME if is_game_document(document) else SETUP
    report = kind.module().validate_document(document)
    if preflight:
        add_preflight(report, kind, printing, languages)
    return report


def validate_file(path: str, display: str | None = None, printing=None, languages=None) -> FileReport:
    return validate_target(detect(path, display), printing, languages)


def validate_text(text: str | bytes, name: str = "<text>", printing=None, languages=None, preflight: bool = True) -> FileReport:
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
                files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(YAML_SUFFIXES)]
        else:
            files.append(path)
    return files


def validate_paths(paths: list[str], printing=None, languages=None) -> list[FileReport]:
    """Validates every file (and its preflight for `printing`), then the checks across files (such as duplicate ids)."""
    from printgen.neighbours.checks.folder import check_duplicate_ids

    reports = [validate_file(path, None, printing, languages) for path in expand_paths(paths)]
    by_file = {report.path: report for report in reports}
    for diagnostic in check_duplicate_ids([r.model for r in reports if r.model is not None and r.kind != "theme"]):
        report = by_file[diagnostic.file]
        report.diagnostics = sort_diagnostics(report.diagnostics + [diagnostic])
    return reports


__all__ = ["THEME_FILE", "expand_paths", "validate_document", "validate_file", "validate_paths", "validate_target", "validate_text"]
