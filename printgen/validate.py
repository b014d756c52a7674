"""The validation pipeline for every kind of file: detect the kind, then let it read and check the file."""

from __future__ import annotations

import os

from printgen.diagnostics import FileReport, sort_diagnostics
from printgen.kinds import GAME, SETUP, THEME_FILE, YAML_SUFFIXES, Target, detect
from printgen.loader import load_bytes


def validate_target(target: Target) -> FileReport:
    return target.kind.module().validate(target)


def validate_document(document) -> FileReport:
    """A document already read (not a theme, which is a folder's file): a game or a setup by content."""
    from printgen.game.detect import is_game_document

    kind = GAME if is_game_document(document) else SETUP
    return kind.module().validate_document(document)


def validate_file(path: str, display: str | None = None) -> FileReport:
    return validate_target(detect(path, display))


def validate_text(text: str | bytes, name: str = "<text>") -> FileReport:
    data = text.encode("utf-8") if isinstance(text, str) else text
    return validate_document(load_bytes(data, name))


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


def validate_paths(paths: list[str]) -> list[FileReport]:
    """Validates every file, then the checks across files (such as duplicate ids)."""
    from printgen.neighbours.checks.folder import check_duplicate_ids

    reports = [validate_file(path) for path in expand_paths(paths)]
    by_file = {report.path: report for report in reports}
    for diagnostic in check_duplicate_ids([r.model for r in reports if r.model is not None and r.kind != "theme"]):
        report = by_file[diagnostic.file]
        report.diagnostics = sort_diagnostics(report.diagnostics + [diagnostic])
    return reports


__all__ = ["THEME_FILE", "expand_paths", "validate_document", "validate_file", "validate_paths", "validate_target", "validate_text"]
