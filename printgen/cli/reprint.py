"""`printgen build --changed-since OLD.pdf`: the sheets of what changed since an earlier kit."""

from __future__ import annotations

import os
from dataclasses import replace

from printgen.cli.echo import note
from printgen.core.errors import EXIT_OK, UsageError


def check_changed_since(path: str, output: str | None) -> None:
    """The old kit is read, never written: an -o naming it is a usage error."""
    if path == "-":
        raise UsageError(
            "--changed-since reads a PDF file, not standard input", "give the earlier kit's PDF"
        )
    if output is None or output == "-":
        return
    same = os.path.realpath(output) == os.path.realpath(path)
    if not same and os.path.exists(output) and os.path.exists(path):
        same = os.path.samefile(output, path)
    if same:
        raise UsageError(
            f"-o {output} is the kit --changed-since reads; the reprint would write over it",
            "give the reprint another name with -o, or leave -o out for KIT-reprint.pdf",
        )


def reprint_name(default_name: str) -> str:
    """'neos.pdf' -> 'neos-reprint.pdf'."""
    stem = default_name[:-4] if default_name.lower().endswith(".pdf") else default_name
    return f"{stem}-reprint.pdf"


def build_reprint(
    request, made, kit, old_plan: dict, old_path: str, target: str, dump_plan: bool, finish
):
    """Compares the kit with the old one's plan, then lays out and writes only what changed (or
    says that nothing did, and writes nothing); `finish` writes the PDF as build does."""
    from printgen.kit.reprint import (
        change_lines,
        check_same_kit,
        compare,
        merged_plan,
        reprint_of,
        summary_line,
    )

    targets, kind, kit_values, options, models = made
    check_same_kit(old_path, old_plan, kit.kit_id)
    full = kit.plan()
    changes = compare(old_plan, full)
    err = target == "-" or dump_plan
    old_name = os.path.basename(old_path)
    if not any(change.what != "discard" for change in changes):
        lines = change_lines(changes)
        note("\n".join([f"nothing changed {summary_line(old_name, changes)}"] + lines), err=err)
        note(f"nothing to print, so {target} was not written", err=err)
        return EXIT_OK
    from printgen.components.change_list import list_panel

    again = replace(options, reprint=reprint_of(old_name, changes, list_panel))
    reprinted = request.make(targets, kind, kit_values, again, models)
    note("\n".join([f"changed {summary_line(old_name, changes)}"] + change_lines(changes)), err=err)
    return finish(
        reprinted.pages,
        reprinted.title,
        target,
        list(reprinted.inputs) + [old_path],
        dump_plan,
        reprinted.warnings,
        reprinted.to_print,
        lambda: merged_plan(full, reprinted.plan()),
    )


__all__ = ["build_reprint", "check_changed_since", "reprint_name"]
