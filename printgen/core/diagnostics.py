"""Diagnostics: what a check reports, and how it is shown to a person or a program."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Iterable, Sequence

ERROR = "error"
WARNING = "warning"


@dataclass(frozen=True)
class Diagnostic:
    """One problem found in a user's file, at a 1-based line and column."""

    file: str
    line: int
    column: int
    severity: str
    code: str
    message: str
    hint: str = ""
    cell: str = ""  # a workbook's cell (`Court!C7`), shown in place of the line and column
    acknowledged: str = (
        ""  # a warning the file acknowledges: its reason (it does not fail --strict)
    )

    @property
    def place(self) -> str:
        return f"{self.file}:{self.cell}" if self.cell else f"{self.file}:{self.line}:{self.column}"

    def headline(self) -> str:
        return visible(f"{self.place}: {self.severity}: {self.message} ({self.code})")


@dataclass(eq=False)
class FileReport:
    """Everything known about one file after validation: its lines, its model (None if unreadable),
    its diagnostics, and its kind of file (a FileKind, see printgen.kinds.table)."""

    path: str
    lines: list[str]
    model: object | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kind: object = None
    # what its errors held back, in words ("the layout check"), for the summary to say
    held_back: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.model is not None and not any(d.severity == ERROR for d in self.diagnostics)


def diagnostic_at(
    file: str, pos, severity: str, code: str, message: str, hint: str = ""
) -> Diagnostic:
    """A diagnostic at a loader position: in `file`, or in the file beside it that the position
    names (a spreadsheet of cards), at its cell where it has one."""
    return Diagnostic(
        pos.file or file, pos.line, pos.column, severity, code, message, hint, pos.cell or ""
    )


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    return sorted(set(diagnostics), key=lambda d: (d.file, d.line, d.column, d.code, d.message))


def has_errors(diagnostics: Iterable[Diagnostic], strict: bool = False) -> bool:
    """An error; with `strict`, a warning too, unless the file acknowledges it."""
    return any(d.severity == ERROR or (strict and not d.acknowledged) for d in diagnostics)


def acknowledge(
    diagnostics: Iterable[Diagnostic], reasons: dict[str, str], file: str
) -> list[Diagnostic]:
    """The warnings of `file` whose code the file acknowledges (`acknowledge: {code: reason}`)
    marked with the reason; errors, and other files' diagnostics, as they were."""
    from dataclasses import replace

    return [
        replace(d, acknowledged=reasons[d.code])
        if d.severity == WARNING and d.file == file and d.code in reasons
        else d
        for d in diagnostics
    ]


def format_text(diagnostic: Diagnostic, source_lines: Sequence[str] | None = None) -> str:
    """The headline, the user's own line with a caret under the column, and the hint."""
    out = [diagnostic.headline()]
    if source_lines and 1 <= diagnostic.line <= len(source_lines):
        text = _printable(source_lines[diagnostic.line - 1])
        number = str(diagnostic.line)
        pad = " " * len(number)
        out.append(f"   {number} | {text}")
        caret_at = min(max(diagnostic.column - 1, 0), len(text))
        out.append(f"   {pad} | {' ' * display_width(text[:caret_at])}^")
    if diagnostic.hint:
        out.append(f"  hint: {visible(diagnostic.hint)}")
    if diagnostic.acknowledged:
        out.append(f"  acknowledged: {visible(diagnostic.acknowledged)}")
    return "\n".join(out)


def display_width(text: str) -> int:
    """Columns a terminal gives `text`: wide characters (CJK, most emoji) take two, combining marks
    none."""
    import unicodedata

    return sum(
        0
        if unicodedata.combining(ch)
        else 2
        if unicodedata.east_asian_width(ch) in ("W", "F")
        else 1
        for ch in text
    )


_HIDDEN = {
    **{c: None for c in range(32)},
    0x7F: None,
    **{c: None for c in range(0x80, 0xA0)},
    **{
        c: None
        for c in (
            0x200E,
            0x200F,
            0x202A,
            0x202B,
            0x202C,
            0x202D,
            0x202E,
            0x2066,
            0x2067,
            0x2068,
            0x2069,
        )
    },
}


def visible(text: str) -> str:
    """One line of a message as a terminal shows it safely: control characters (a newline, an
    escape that would recolour the terminal) and direction overrides written as escapes, such as
    `\\n`, `\\x1b` and `\\u202e`, so a file's name can neither break the line nor reorder it."""
    if text.isprintable() and not any(ord(ch) in _HIDDEN for ch in text):
        return text
    return "".join(
        ch.encode("unicode_escape").decode("ascii") if ord(ch) in _HIDDEN else ch for ch in text
    )


def _printable(line: str) -> str:
    """Shows a source line safely: tabs kept as one space, control characters made visible."""
    shown = []
    for ch in line.rstrip("\r\n")[:200]:
        if ch == "\t":
            shown.append(" ")
        elif ord(ch) < 32 or 0x7F <= ord(ch) < 0xA0 or ch in "\u200b\u200c\u200d\u2060\ufeff":
            shown.append("?")
        else:
            shown.append(ch)
    return "".join(shown)


def format_json(diagnostics: Iterable[Diagnostic]) -> str:
    import json

    return json.dumps([_fields(d) for d in diagnostics], indent=2, ensure_ascii=False)


def _fields(diagnostic: Diagnostic) -> dict:
    """A diagnostic's fields for JSON; `cell` only where a workbook's cell is the place, and
    `acknowledged` (the file's reason) only on a warning the file acknowledges."""
    fields = asdict(diagnostic)
    for name in ("cell", "acknowledged"):
        if not fields[name]:
            del fields[name]
    return fields
