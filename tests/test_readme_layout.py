"""The README's "Layout of the code" names every room of the package, and only rooms that exist."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "printgen"


def _layout_section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("## Layout of the code")
    end = text.index("\n## ", start + 1) if "\n## " in text[start + 1 :] else len(text)
    return text[start:end]


def _rooms_in_table() -> set[str]:
    rows = [line for line in _layout_section().splitlines() if line.startswith("| `")]
    first_cells = [row.split("|")[1] for row in rows]
    return {name for cell in first_cells for name in re.findall(r"`([^`]+)`", cell)}


def test_every_top_level_module_and_package_is_in_the_layout_table():
    rooms = {
        path.name + ("/" if path.is_dir() else "")
        for path in PACKAGE.iterdir()
        if (path.suffix == ".py" and path.stem not in ("__init__", "__main__"))
        or (path.is_dir() and (path / "__init__.py").exists())
    }
    missing = sorted(rooms - _rooms_in_table())
    assert not missing, f"rooms the README's layout table does not name: {missing}"


def test_every_file_the_layout_names_exists():
    named = set(re.findall(r"`([a-z_/]+\.py)`", _layout_section()))
    here = {str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")}
    absent = sorted(
        n for n in named if n not in here and not any(h.endswith("/" + n) for h in here)
    )
    assert not absent, f"files the README's layout names that are not in the package: {absent}"
