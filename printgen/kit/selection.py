"""Reading `--only` selections of materials, for Number Neighbours kits and game kits alike."""

from __future__ import annotations

from printgen.core.errors import UsageError


def select_materials(
    values: tuple[str, ...], materials: tuple[str, ...], aliases: dict[str, str] | None = None
) -> tuple[str, ...]:
    """The materials named by repeated or comma-separated `--only` values, in the kit's order.

    No values means every material; values that name none (such as `--only ,`) are a usage error.
    """
    if not values:
        return materials
    aliases = aliases or {}
    wanted = set()
    for value in values:
        for name in filter(None, (part.strip().lower() for part in value.split(","))):
            name = aliases.get(name, name)
            if name not in materials:
                raise UsageError(
                    f"unknown material {name!r} for --only", f"materials: {', '.join(materials)}"
                )
            wanted.add(name)
    if not wanted:
        raise UsageError(
            f"--only {' '.join(values)!r} names no material", f"materials: {', '.join(materials)}"
        )
    return tuple(m for m in materials if m in wanted)
