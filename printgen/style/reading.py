"""Themes: the look of the kit, read from `theme.yaml` in a template folder.

A theme may say `extends: NAME` (a bundled theme) and then give only the keys it changes. The file
is read by its format description (printgen.style.format) with the reader every kind uses, so its
problems have the same codes, hints and did-you-mean as a setup's or a game's, collected in one
pass; what no description says is checked here: fonts that can be used, sizes kept in order, a
name on one line.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from printgen.core.data import templates_dir
from printgen.core.diagnostics import ERROR, Diagnostic, FileReport
from printgen.core.errors import InvalidSetup, UsageError
from printgen.format.reader import SchemaReader, Skip
from printgen.format.walk import read_fields
from printgen.kinds.table import THEME
from printgen.layout.fonts import font_problem, register_font
from printgen.read.loader import load_bytes, load_file, shorten
from printgen.style.format import BUNDLED_THEMES, ORDER, THEME_FORMAT
from printgen.style.model import LAYOUT_SECTIONS, Section, Theme, ThemeSetting

THEME_FILE = THEME.file_name
MAX_EXTENDS = 4
# theme.yaml files read from text in memory instead of from disk, by absolute path: `printgen serve`
# lays a kit out with the theme as it stands in the editor. A context variable, so each thread of
# the server sees only its own.
_EDITED: ContextVar[dict[str, bytes] | None] = ContextVar("edited_themes", default=None)


@contextmanager
def edited_theme(path: str, data: bytes):
    """Within the block, the theme.yaml at `path` is read as `data` (its folder, fonts and what it
    extends as on disk)."""
    token = _EDITED.set({**(_EDITED.get() or {}), os.path.abspath(path): data})
    try:
        yield
    finally:
        _EDITED.reset(token)


class InvalidTemplate(InvalidSetup):
    """A template with problems: its own reports (theme.yaml), then those of the kits it was laid
    out with."""

    def __init__(self, reports):
        super().__init__(reports)
        self.hint = "each key must be one docs/format-reference.md gives a theme, within its bounds"

    @property
    def template_reports(self) -> list[FileReport]:
        return [report for report in self.reports if report.kind is THEME]

    @property
    def kit_reports(self) -> list[FileReport]:
        return [report for report in self.reports if report.kind is not THEME]


def template_report(path: str, lines: list[str], diagnostics) -> FileReport:
    """A report of the problems of a template's theme.yaml."""
    return FileReport(path, lines, None, diagnostics, THEME)


@dataclass(eq=False)
class _Raw:
    """A theme file read but not yet laid over the theme it extends."""

    path: str
    lines: list
    data: dict  # the values the file gives, by section (fonts as written)
    diagnostics: list
    values: dict  # where each value stands, by path: ("text", "body_pt")
    extends: str = ""


def bundled_theme_dir(name: str) -> str:
    return os.path.join(templates_dir(), name)


def _name_of(key, path: tuple) -> str:
    """A theme's key is named in messages as it is written: `text.body_pt`, `colors.seats`."""
    return ".".join(str(step) for step in path)


def _read(folder: str) -> _Raw:
    """The theme file of `folder`, read by its format description: unknown keys (with a did-you-
    mean), types, bounds and choices reported as in every kind of file."""
    path = os.path.join(folder, THEME_FILE)
    if not os.path.lexists(path):
        raise UsageError(
            f"the template folder {folder} has no {THEME_FILE}",
            "a template folder holds theme.yaml (see templates/default/theme.yaml)",
        )
    edited = (_EDITED.get() or {}).get(os.path.abspath(path))
    # a theme.yaml that is a folder, a pipe or a device is a positioned unreadable-file
    document = load_file(path) if edited is None else load_bytes(edited, path)
    reader = SchemaReader(document)
    data: dict = {}
    if document.root is not None and not document.diagnostics:
        try:
            data = read_fields(reader, document.root, THEME_FORMAT, (), "the theme", _name_of)
        except Skip:
            data = {}
    problems = list(document.diagnostics) + reader.diagnostics
    raw = _Raw(path, document.lines, data, problems, dict(reader.values))
    # `extends` defaults to the default theme in the description; an overlay keeps what it gives
    given = data.pop("extends", "")
    raw.extends = given if ("extends",) in reader.values else ""
    if "name" in data:
        _check_name(raw, data)
    return raw


def _check_name(raw: _Raw, data: dict) -> None:
    """The name is printed on one line: what no description of its type says."""
    name = data["name"]
    if not name.strip() or not name.isprintable():
        _error(
            raw,
            raw.values.get(("name",)),
            "wrong-type",
            f"the theme's name must be one line of text, got {shorten(repr(name), 30)}",
            "write a short name such as `name: dark`",
        )
        del data["name"]


def _error(raw: _Raw, pos, code: str, message: str, hint: str = "") -> None:
    line, column = (pos.line, pos.column) if pos is not None else (1, 1)
    raw.diagnostics.append(Diagnostic(raw.path, line, column, ERROR, code, message, hint))


def _merge(raw: _Raw, base: dict) -> dict:
    """`base` with the theme's values laid over it; each font is checked where it is given."""
    merged = {
        section: dict(values) if isinstance(values, dict) else values
        for section, values in base.items()
    }
    for section, values in raw.data.items():
        if not isinstance(values, dict):
            merged[section] = values
            continue
        for key, value in values.items():
            if section == "fonts":
                value = _font_path(raw, value)
                problem = font_problem(value)
                if problem:
                    _error(
                        raw,
                        raw.values.get((section, key)),
                        "theme-font",
                        f"the font {shorten(raw.data[section][key], 60)} cannot be used: {problem}",
                        "give a TrueType (.ttf) font file, relative to the theme's folder",
                    )
            merged.setdefault(section, {})[key] = list(value) if isinstance(value, list) else value
    return merged


def _font_path(raw: _Raw, value) -> str:
    return (
        os.path.normpath(os.path.join(os.path.dirname(raw.path), value))
        if isinstance(value, str)
        else value
    )


_BUNDLED_DATA: dict[str, tuple[dict, list[_Raw]]] = {}


def _load_data(folder: str, depth: int = 0) -> tuple[dict, list[_Raw]]:
    """The theme of `folder` merged over what it extends, and the files read (the bundled themes,
    which ship with printgen and every theme extends, are read once per process)."""
    if os.path.abspath(os.path.join(folder, THEME_FILE)) in (_EDITED.get() or {}):
        return _load_fresh(folder, depth)  # a bundled theme being edited is not the one remembered
    bundled = _BUNDLED_DATA.get(folder)
    if bundled is None and folder in _bundled_dirs():
        bundled = _BUNDLED_DATA[folder] = _load_fresh(folder, depth)
    if bundled is not None:
        merged, chain = bundled
        return {
            section: dict(values) if isinstance(values, dict) else values
            for section, values in merged.items()
        }, list(chain)
    return _load_fresh(folder, depth)


def _bundled_dirs() -> set[str]:
    return {bundled_theme_dir(name) for name in BUNDLED_THEMES}


def _load_fresh(folder: str, depth: int) -> tuple[dict, list[_Raw]]:
    raw = _read(folder)
    if raw.diagnostics:
        _merge(raw, {})  # the fonts given are checked too: every problem of the file in one run
        raise InvalidTemplate([_report(raw)])
    parent = raw.extends
    if parent:
        if depth >= MAX_EXTENDS:  # a bundled theme that extends itself, in the end
            _error(
                raw,
                raw.values.get(("extends",)),
                "bad-choice",
                f"the theme cannot extend {parent!r}: it extends itself",
                f"extend one of: {', '.join(BUNDLED_THEMES)}",
            )
            raise InvalidTemplate([_report(raw)])
        base, chain = _load_data(bundled_theme_dir(parent), depth + 1)
    elif os.path.abspath(folder) != os.path.abspath(bundled_theme_dir("default")):
        base, chain = _load_data(bundled_theme_dir("default"), depth + 1)
    else:
        base, chain = {}, []  # the default theme gives every key itself
    merged = _merge(raw, base)
    if not raw.diagnostics:
        _check_order(raw, merged)
    if raw.diagnostics:
        raise InvalidTemplate([_report(raw)])
    return merged, chain + [raw]


def _check_order(raw: _Raw, merged: dict) -> None:
    """Sizes that must keep their order (the smallest type no larger than body text, ...), checked
    on
    the theme as merged and placed at whichever of the two this file gives."""
    for section, smaller, larger in ORDER:
        low, high = merged[section][smaller], merged[section][larger]
        if low > high:
            pos = raw.values.get((section, smaller)) or raw.values.get((section, larger))
            _error(
                raw,
                pos,
                "theme-order",
                f"{section}.{smaller} ({low:g}) is larger than {section}.{larger} ({high:g})",
                f"make {smaller} no larger than {larger}",
            )


def _report(raw: _Raw):
    in_order = sorted(raw.diagnostics, key=lambda d: (d.line, d.column))  # stable: file order
    return template_report(raw.path, raw.lines, in_order)


def _section(values: dict) -> Section:
    return Section(tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in values.items()))


def load_theme(folder: str | None = None, name: str = "default") -> Theme:
    """The theme in `folder` (a user's template), or the bundled theme called `name`."""
    data, chain = _load_data(folder or bundled_theme_dir(name))
    fonts = data["fonts"]
    return Theme(
        data.get("name", name),
        register_font(fonts["regular"]),
        register_font(fonts["bold"]),
        _section(data["colors"]),
        _section(data["text"]),
        _section(data["card"]),
        _section(data["sheet"]),
        tuple(r.path for r in chain) + tuple(fonts.values()),
    )


def theme_settings(folder: str) -> tuple[list[ThemeSetting], list[str]]:
    """The layout values a user's template folder changes, in file order, and its theme file's
    lines (none for a bundled theme's own folder)."""
    if os.path.realpath(folder) in {os.path.realpath(d) for d in _bundled_dirs()}:
        return [], []
    data, chain = _load_data(folder)
    raw = chain[-1]
    base, _ = _load_data(bundled_theme_dir(raw.extends or "default"))
    found = []
    for section, given in raw.data.items():
        if section not in LAYOUT_SECTIONS or not isinstance(given, dict):
            continue
        for key in given:
            if data[section].get(key, base[section].get(key)) != base[section].get(key):
                pos = raw.values.get((section, key))
                found.append(
                    ThemeSetting(
                        section,
                        key,
                        data[section][key],
                        base[section][key],
                        raw.path,
                        pos.line if pos else 1,
                        pos.column if pos else 1,
                    )
                )
    return found, list(raw.lines)
