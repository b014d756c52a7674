"""The sheet that opens a reprint (`build --changed-since`): what changed, what is new and which
old faces to discard, in the kit's language, set as a rules page is."""

from __future__ import annotations

from printgen.components.rules_page import RulesPage, Section, rules_panel_sizes
from printgen.kit.faceprint import shown_face
from printgen.kit.packing import page_height, panel, panel_width
from printgen.kit.reprint import LIST_LABEL, Change, Reprint, runs_of, short_mark

LISTED = 40  # faces a section names; the rest are counted (all are listed on standard output)


def list_section_lines(ctx, changes: list[Change], what: str) -> tuple[str, ...]:
    """A section of the printed list: its faces as bullets, in the kit's language."""
    chosen = [(c, n) for c, n in runs_of(changes) if c.what == what]
    lines = []
    for change, count in chosen[:LISTED]:
        face = shown_face(change.group, change.name)
        if count > 1:
            face += f" × {count}"
        if what == "discard":
            where = ctx.text(
                "reprint_before"
                if not change.page
                else "reprint_card_at"
                if change.kind == "card"
                else "reprint_panel_at",
                page=change.page,
                position=change.position,
            )
            lines.append(f"• {face} ({short_mark(change.digest)}; {where})")
        else:
            lines.append(f"• {face} ({short_mark(change.digest)})")
    if len(chosen) > LISTED:
        lines.append(ctx.text("reprint_more", count=len(chosen) - LISTED))
    return tuple(lines)


def list_panel(ctx, reprint: Reprint):
    """The sheet that opens a reprint: what changed, what is new and which old faces to discard."""
    changes = list(reprint.changes)
    sections = tuple(
        Section(ctx.text(f"reprint_{what}_title"), list_section_lines(ctx, changes, what))
        for what in ("changed", "new", "discard")
        if any(c.what == what for c in changes)
    )
    page = RulesPage(
        ctx.text("reprint_title"), ctx.text("reprint_since", name=reprint.old_name), sections
    )
    sizes = rules_panel_sizes(page, panel_width(ctx), page_height(ctx), ctx.theme)
    return panel(sizes, LIST_LABEL, read_only=True)
