"""The validation pipeline: file -> loader -> schema -> model -> checks, for one path or many."""

from __future__ import annotations

import os

from printgen.diagnostics import FileReport, sort_diagnostics
from printgen.game.detect import is_game_document
from printgen.loader import load_bytes, load_file
from printgen.neighbours.checks.folder import check_duplicate_ids
from printgen.neighbours.checks.run import run_checks
from printgen.neighbours.schema import read_setup

SETUP_SUFFIXES = (".yaml", ".yml")




def validate_document(document) -> FileReport:
    if is_game_document(document):
        from printgen.game.validate import validate_game_document

        return validate_game_document(document)
    setup, problems = read_setup(document)
    diagnostics = list(document.diagnostics) + problems
    if setup is not None:
        diagnostics += run_checks(setup)
    return FileReport(document.path, document.lines, setup, sort_diagnostics(diagnostics), "setup")


def validate_file(path: str, display: str | None = None) -> FileReport:
    return validate_document(load_file(path, display))


def validate_text(text: str | bytes, name: str = "<text>") -> FileReport:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return validate_document(load_bytes(data, name))


def expand_paths(paths: list[str]) -> list[str]:
    """Files as given; folders become their .yaml/.yml files, sorted, recursively."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            for folder, dirs, names in os.walk(path):
                dirs.sort()
                files += [os.path.join(folder, n) for n in sorted(names) if n.endswith(SETUP_SUFFIXES)]
        else:
            files.append(path)
    return files


def validate_paths(paths: list[str]) -> list[FileReport]:
    """Validates every file, then the checks across files (such as duplicate ids)."""
    reports = [validate_file(path) for path in expand_paths(paths)]
    by_file = {report.path: report for report in reports}
    for diagnostic in check_duplicate_ids([r.model for r in reports if r.model is not None]):
        report = by_file[diagnostic.file]
        report.diagnostics = sort_diagnostics(report.diagnostics + [diagnostic])
    return reports
