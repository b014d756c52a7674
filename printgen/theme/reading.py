"""Themes: the look of the kit, read from `theme.yaml` in a template folder.

A theme may say `extends: NAME` (a bundled theme) and then give only the keys it changes. Every
key must exist in the bundled default, with a value of the same kind; problems are positioned
diagnostics, collected in one pass, like a setup's.
"""

from __future__ import annotations

import os
import re
from contextlib import contextmanager
from contextvars import ContextVar

from printgen.data import templates_dir
from printgen.diagnostics import ERROR, Diagnostic, FileReport
from printgen.errors import InvalidSetup, UsageError
from printgen.layout.fonts import font_problem, register_font
from printgen.loader import Mapping, Node, Sequence, load_bytes, load_file, shorten
from printgen.record import record
from printgen.theme.file_kind import THEME
from printgen.theme.format import BUNDLED_THEMES, ORDER, number_bounds
from printgen.theme.model import LAYOUT_SECTIONS, Section, Theme, ThemeSetting

THEME_FILE = THEME.file_name
_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
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
    """A template with problems: its own reports (theme.yaml), then those of the kits it was laid out with."""

    def __init__(self, reports):
        super().__init__(reports)
        self.hint = "each key must be one the default theme has, with a value of the same kind"

    @property
    def template_reports(self) -> list[FileReport]:
        return [report for report in self.reports if report.kind is THEME]

    @property
    def kit_reports(self) -> list[FileReport]:
        return [report for report in self.reports if report.kind is not THEME]


def template_report(path: str, lines: list[str], diagnostics) -> FileReport:
    """A report of the problems of a template's theme.yaml."""
    return FileReport(path, lines, None, diagnostics, THEME)


@record(frozen=False)
class _Raw:
    path: str
    lines: list
    data: dict
    diagnostics: list


def bundled_theme_dir(name: str) -> str:
    return os.path.join(templates_dir(), name)


class _Section(dict):
    """A mapping of the theme file that remembers where it and each of its keys stand."""

    pos = None
    key_pos: dict = {}


class _List(list):
    pos = None


def _plain(node: Node):
    """The node as Python data in which every scalar is a (value, position) pair; mappings and
    lists remember their own position, and mappings their keys'."""
    if isinstance(node, Mapping):
        found = _Section((key.value, _plain(value)) for key, value in node.items)
        found.pos, found.key_pos = node.pos, {key.value: key.pos for key, _ in node.items}
        return found
    if isinstance(node, Sequence):
        found = _List(_plain(value) for value in node.items)
        found.pos = node.pos
        return found
    return (node.value, node.pos)


def _read(folder: str) -> _Raw:
    path = os.path.join(folder, THEME_FILE)
    if not os.path.lexists(path):
        raise UsageError(
            f"the template folder {folder} has no {THEME_FILE}",
            "a template folder holds theme.yaml (see templates/default/theme.yaml)",
        )
    edited = (_EDITED.get() or {}).get(os.path.abspath(path))
    document = (
        load_file(path) if edited is None else load_bytes(edited, path)
    )  # a theme.yaml that is a folder, a pipe or a device is a positioned unreadable-file
    data = _plain(document.root) if document.root is not None else {}
    return _Raw(path, document.lines, data, list(document.diagnostics))


def _error(raw: _Raw, pos, code: str, message: str, hint: str = "") -> None:
    line, column = (pos.line, pos.column) if pos is not None else (1, 1)
    raw.diagnostics.append(Diagnostic(raw.path, line, column, ERROR, code, message, hint))


def _first_pos(value):
    if isinstance(value, tuple):
        return value[1]
    if getattr(value, "pos", None) is not None:
        return value.pos
    if isinstance(value, dict):
        return next((_first_pos(v) for v in value.values()), None)
    if isinstance(value, list):
        return next((_first_pos(v) for v in value), None)
    return None


def _strip(value):
    if isinstance(value, tuple):
        return value[0]
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items()}
    return [_strip(v) for v in value]


def _check_value(raw: _Raw, key: str, value, base) -> None:
    pos = _first_pos(value)
    plain = _strip(value)
    if isinstance(base, str) and base.startswith("#"):
        if not (isinstance(plain, str) and _COLOR.fullmatch(plain)):
            _error(
                raw,
                pos,
                "theme-color",
                f'{key} must be a colour such as "#1f2430", got {plain!r}',
                "write colours as quoted #rrggbb",
            )
    elif isinstance(base, (int, float)) and not isinstance(base, bool):
        low, high = number_bounds(*key.split(".", 1)) or (0.0, 400.0)
        if (
            not isinstance(plain, (int, float))
            or isinstance(plain, bool)
            or not low <= plain <= high
        ):
            _error(
                raw,
                pos,
                "theme-number",
                f"{key} must be a number from {low:g} to {high:g}, got {shorten(repr(plain), 24)}",
                f"the bounds of every key are in docs/format-reference.md",
            )
    elif isinstance(base, list):
        if not isinstance(plain, list) or len(plain) != len(base):
            _error(raw, pos, "theme-list", f"{key} must be a list of {len(base)} values")
        else:
            for i, item in enumerate(value):
                _check_value(raw, f"{key}[{i}]", item, base[i])
    elif not isinstance(plain, str):
        _error(raw, pos, "theme-text", f"{key} must be text, got {plain!r}")


def _merge(raw: _Raw, base: dict) -> dict:
    """`base` with the raw theme's values laid over it, reporting unknown keys and wrong kinds."""
    merged = {
        section: dict(values) if isinstance(values, dict) else values
        for section, values in base.items()
    }
    for section, values in raw.data.items():
        if section in ("extends", "name"):
            if section == "name" and not (
                isinstance(_strip(values), str)
                and _strip(values).strip()
                and _strip(values).isprintable()
            ):
                _error(
                    raw,
                    _first_pos(values),
                    "theme-text",
                    f"the theme's name must be one line of text, got {shorten(repr(_strip(values)), 30)}",
                    "write a short name such as `name: dark`",
                )
                continue
            merged[section] = _strip(values)
            continue
        if section not in base or not isinstance(base[section], dict):
            sections = [k for k, v in base.items() if isinstance(v, dict)]
            _error(
                raw,
                _key_pos(raw.data, section) or _first_pos(values),
                "theme-unknown-key",
                f"unknown section {shorten(str(section))!r}",
                _did_you_mean(section, sections, "sections"),
            )
            continue
        if not isinstance(values, dict):
            _error(
                raw,
                _first_pos(values),
                "theme-section",
                f"{section} must be a mapping of keys to values",
            )
            continue
        for key, value in values.items():
            if key not in base[section]:
                _error(
                    raw,
                    _key_pos(values, key) or _first_pos(value),
                    "theme-unknown-key",
                    f"unknown key {shorten(str(key))!r} in {section}",
                    _did_you_mean(key, list(base[section]), "known keys"),
                )
                continue
            before = len(raw.diagnostics)
            _check_value(raw, f"{section}.{key}", value, base[section][key])
            merged[section][key] = (
                _font_path(raw, _strip(value)) if section == "fonts" else _strip(value)
            )
            if section == "fonts" and len(raw.diagnostics) == before:
                problem = font_problem(merged[section][key])
                if problem:
                    _error(
                        raw,
                        _first_pos(value),
                        "theme-font",
                        f"the font {shorten(_strip(value), 60)} cannot be used: {problem}",
                        "give a TrueType (.ttf) font file, relative to the theme's folder",
                    )
    return merged


def _key_pos(mapping, key):
    return getattr(mapping, "key_pos", {}).get(key)


def _did_you_mean(name, known: list[str], what: str) -> str:
    import difflib

    close = difflib.get_close_matches(str(name), known, n=1, cutoff=0.6)
    return f"did you mean `{close[0]}`?" if close else f"{what}: {', '.join(known)}"


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
        raise InvalidTemplate([_report(raw)])
    parent = _strip(raw.data.get("extends", ("", None))) if isinstance(raw.data, dict) else ""
    if not isinstance(raw.data, dict):
        _error(raw, None, "theme-section", "a theme must be a mapping of sections")
        raise InvalidTemplate([_report(raw)])
    if parent:
        if parent not in BUNDLED_THEMES or depth >= MAX_EXTENDS:
            _error(
                raw,
                _first_pos(raw.data["extends"]),
                "theme-extends",
                f"cannot extend {parent!r}",
                f"extend one of: {', '.join(BUNDLED_THEMES)}",
            )
            raise InvalidTemplate([_report(raw)])
        base, chain = _load_data(bundled_theme_dir(parent), depth + 1)
    else:
        base, chain = (
            _load_data(bundled_theme_dir("default"), depth + 1)
            if os.path.abspath(folder) != os.path.abspath(bundled_theme_dir("default"))
            else (_strip_all(raw), [])
        )
    merged = _merge(raw, base)
    if not raw.diagnostics:
        _check_order(raw, merged)
    if raw.diagnostics:
        raise InvalidTemplate([_report(raw)])
    return merged, chain + [raw]


def _check_order(raw: _Raw, merged: dict) -> None:
    """Sizes that must keep their order (the smallest type no larger than body text, ...), checked on
    the theme as merged and placed at whichever of the two this file gives."""
    for section, smaller, larger in ORDER:
        low, high = merged[section][smaller], merged[section][larger]
        if low > high:
            given = raw.data.get(section, {}) if isinstance(raw.data.get(section), dict) else {}
            pos = _first_pos(given.get(smaller)) or _first_pos(given.get(larger))
            _error(
                raw,
                pos,
                "theme-number",
                f"{section}.{smaller} ({low:g}) is larger than {section}.{larger} ({high:g})",
                f"make {smaller} no larger than {larger}",
            )


def _strip_all(raw: _Raw) -> dict:
    data = _strip(raw.data)
    data["fonts"] = {role: _font_path(raw, path) for role, path in data["fonts"].items()}
    return data


def _report(raw: _Raw):
    return template_report(raw.path, raw.lines, raw.diagnostics)


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
    base, _ = _load_data(
        bundled_theme_dir(_strip(raw.data.get("extends", ("", None))) or "default")
    )
    found = []
    for section, given in raw.data.items():
        if section not in LAYOUT_SECTIONS or not isinstance(given, dict):
            continue
        for key, value in given.items():
            if data[section].get(key, base[section].get(key)) != base[section].get(key):
                pos = _first_pos(value)
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
