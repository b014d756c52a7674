"""Renders docs/format-reference.md from each kind's one format description:
`python -m printgen.kinds.docs > docs/format-reference.md` (a test keeps it in step)."""

from __future__ import annotations

from printgen.format.spec import key_reference
from printgen.kinds.lookup import KINDS, format_of


def render_reference() -> str:
    out = [
        "# Format reference",
        "",
        "Every key of every kind of file printgen reads, generated from the one description "
        "of each",
        "format that also drives the readers' messages and `printgen schema --kind KIND`",
        "(`python -m printgen.kinds.docs > docs/format-reference.md`; a test keeps it in step).",
        "",
        "A text may be written as a number (`name: 2024`): it is read as its digits, as written.",
        "Where a key takes a number or a text, a number is the number; quote it to make it text.",
        "",
    ]
    for kind in KINDS.values():
        spec = format_of(kind)
        out.append(
            key_reference(spec, f"{kind.format_title} (`--kind {kind.name}`)", spec.description)
        )
    return "\n".join(out)


if __name__ == "__main__":  # pragma: no cover - the docs generator
    print(render_reference(), end="")
