"""Reprinting only what changed: `build --changed-since OLD.pdf` and the version marks.

The earlier kit's plan is read from the file printgen embedded in its PDF (see kit.faceprint),
never guessed from its pixels. Faces are matched group by group (a deck's cards, a token, a
reference): a face whose digest the old kit holds is kept; one whose name the old kit holds with
another digest has changed; any other is new; what is left of the old kit is to be discarded.
Only the changed and new faces are laid out, packed as any kit is, after a sheet that lists them.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from typing import Callable

from printgen.core.errors import PrintgenError, UsageError
from printgen.kit.faceprint import (
    MARK_CHARS,
    PLAN_FILE,
    PLAN_FORMAT,
    PLAN_VERSION,
    face_digest,
    salt_of,
    shown_face,
)

MAX_OLD_PDF_BYTES = 256 * 1024 * 1024  # far past any kit printgen builds (a 1,000-card deck: 3 MB)
MAX_PLAN_BYTES = 16 * 1024 * 1024
MAX_MARK = 24  # characters of a version mark given as text
LIST_LABEL = "what changed"  # the label of the sheet that lists the changes (no mark on it)

Key = tuple[str, str, str, str]  # kind, group, name, digest


@dataclass(frozen=True)
class Change:
    """One face of the comparison: what happened to it, and where the old one lies."""

    what: str  # "changed", "new" or "discard"
    kind: str
    group: str
    name: str
    digest: str
    old_digest: str = ""
    page: int = 0  # of the old kit, for a face to discard
    position: int = 0


@dataclass(frozen=True)
class Reprint:
    """What a reprint lays out: how many faces of each key, the old PDF's name and the changes."""

    counts: tuple[tuple[Key, int], ...]
    old_name: str
    changes: tuple[Change, ...]
    # the list's panel for a context (components.change_list.list_panel, above this floor)
    list_panel: Callable | None = None


class OldKitError(PrintgenError):
    """The earlier kit cannot be read back (exit 1: the file given is not what it must be)."""


def _refuse(path: str, why: str, hint: str) -> None:
    raise OldKitError(f"--changed-since {path}: {why}", hint)


REBUILD_HINT = (
    "give the PDF printgen wrote for the kit you printed; a kit built before printgen wrote plans "
    "has none, so print the whole kit once and give its PDF next time"
)


def read_plan(path: str) -> dict:
    """The plan embedded in the PDF at `path`, checked; a usage error if there is no such file,
    OldKitError (exit 1) if it is too large, not a PDF or holds no plan of printgen's."""
    if not os.path.exists(path):
        raise UsageError(
            f"--changed-since {path}: no such file",
            "give the PDF of the kit as you printed it before",
        )
    if not os.path.isfile(path):
        raise UsageError(f"--changed-since {path}: not a file", "give the PDF of the earlier kit")
    size = os.path.getsize(path)
    if size > MAX_OLD_PDF_BYTES:
        _refuse(
            path,
            f"{size / 1024 / 1024:.0f} MB is far larger than any kit printgen builds (at most "
            f"{MAX_OLD_PDF_BYTES // 1024 // 1024} MB is read)",
            REBUILD_HINT,
        )
    try:
        with open(path, "rb") as handle:
            head = handle.read(1024)
    except OSError as exc:
        raise UsageError(
            f"--changed-since {path}: cannot be read ({exc.strerror})", "check its permissions"
        ) from None
    if b"%PDF-" not in head:
        _refuse(path, "not a PDF", REBUILD_HINT)
    data = _plan_data(path)
    if data is None:
        _refuse(path, "it holds no plan of printgen's (what each page holds)", REBUILD_HINT)
    return _checked_plan(path, data)


def _plan_data(path: str) -> bytes | None:
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(path)
    except pdfium.PdfiumError:
        _refuse(path, "a damaged PDF, or one with a password", REBUILD_HINT)
    try:
        for index in range(document.count_attachments()):
            attachment = document.get_attachment(index)
            if attachment.get_name() == PLAN_FILE:
                data = bytes(attachment.get_data())
                if len(data) > MAX_PLAN_BYTES:
                    _refuse(path, "its plan is too large to be printgen's", REBUILD_HINT)
                return data
    finally:
        document.close()
    return None


FACE_KEYS = {"kind": str, "group": str, "name": str, "digest": str, "page": int, "position": int}


def _checked_plan(path: str, data: bytes) -> dict:
    try:
        plan = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        plan = None
    if not isinstance(plan, dict) or plan.get("format") != PLAN_FORMAT:
        _refuse(path, "its plan is damaged", REBUILD_HINT)
    if plan.get("version") != PLAN_VERSION:
        _refuse(
            path,
            f"its plan is of version {plan.get('version')!r}, and this printgen reads version "
            f"{PLAN_VERSION}",
            "build the old kit's PDF again with this printgen, or update printgen",
        )
    faces = plan.get("faces")
    good = isinstance(faces, list) and isinstance(plan.get("kit"), str)
    for face in faces if good else ():
        if not isinstance(face, dict) or any(
            not isinstance(face.get(key), kind)
            and not (key in ("page", "position") and face.get(key) is None)
            for key, kind in FACE_KEYS.items()
        ):
            good = False
            break
    if not good:
        _refuse(path, "its plan is damaged", REBUILD_HINT)
    return plan


def check_same_kit(path: str, old: dict, kit_id: str) -> None:
    if old["kit"] != kit_id:
        raise OldKitError(
            f"--changed-since {path}: it is a kit of {old['kit']}, not of {kit_id}",
            "give the PDF printed earlier of this same kit",
        )


def compare(old: dict, new: dict) -> list[Change]:
    """The changes from the old plan's faces to the new: each new face kept (its digest is in the
    old kit, in the same group), changed (its name is, with another digest) or new; each old face
    neither kept nor replaced is to be discarded. In the new kit's order, then the old kit's."""
    left = list(old["faces"])
    used = [False] * len(left)
    by_digest: dict = {}
    for index, face in enumerate(left):
        by_digest.setdefault((face["kind"], face["group"], face["digest"]), []).append(index)
    pending = []
    for face in new["faces"]:
        found = by_digest.get((face["kind"], face["group"], face["digest"]), [])
        same = [i for i in found if not used[i] and left[i]["name"] == face["name"]]
        other = [i for i in found if not used[i]]
        match = (same or other or [None])[0]
        if match is None:
            pending.append(face)
        else:
            used[match] = True
    changes = []
    replaced: list[Change] = []
    for face in pending:
        named = next(
            (
                i
                for i, old_face in enumerate(left)
                if not used[i]
                and (old_face["kind"], old_face["group"], old_face["name"])
                == (face["kind"], face["group"], face["name"])
            ),
            None,
        )
        what = "new" if named is None else "changed"
        before = "" if named is None else left[named]["digest"]
        changes.append(
            Change(what, face["kind"], face["group"], face["name"], face["digest"], before)
        )
        if named is not None:
            used[named] = True
            replaced.append(_discard(left[named]))
    gone = [_discard(face) for index, face in enumerate(left) if not used[index]]
    return changes + sorted(replaced + gone, key=lambda c: (c.page or 0, c.position or 0))


def _discard(face: dict) -> Change:
    return Change(
        "discard",
        face["kind"],
        face["group"],
        face["name"],
        face["digest"],
        page=face.get("page") or 0,
        position=face.get("position") or 0,
    )


def reprint_of(old_name: str, changes: list[Change], list_panel=None) -> Reprint:
    counts: dict[Key, int] = {}
    for change in changes:
        if change.what != "discard":
            key = (change.kind, change.group, change.name, change.digest)
            counts[key] = counts.get(key, 0) + 1
    return Reprint(tuple(counts.items()), old_name, tuple(changes), list_panel)


def merged_plan(full: dict, printed: dict) -> dict:
    """The reprint's plan: every face of the kit as it now stands (a later reprint compares with
    the kit once the reprinted faces are swapped in), with the page and position of those this PDF
    holds and none for the rest."""
    where: dict = {}
    for face in printed["faces"]:
        key = (face["kind"], face["group"], face["name"], face["digest"])
        where.setdefault(key, []).append((face["page"], face["position"]))
    faces = []
    for face in full["faces"]:
        key = (face["kind"], face["group"], face["name"], face["digest"])
        page, position = where[key].pop(0) if where.get(key) else (None, None)
        faces.append(dict(face, page=page, position=position))
    return dict(printed, faces=faces, reprint=True)


# --- the lines that say what changed --------------------------------------------------------


def runs_of(changes: list[Change]) -> list[tuple[Change, int]]:
    """Changes of one face and digest in a row (copies), as one with a count."""
    runs: list[tuple[Change, int]] = []
    for change in changes:
        if runs and _same(runs[-1][0], change) and change.what != "discard":
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((change, 1))
    return runs


def _same(a: Change, b: Change) -> bool:
    return (a.what, a.kind, a.group, a.name, a.digest) == (
        b.what,
        b.kind,
        b.group,
        b.name,
        b.digest,
    )


def short_mark(digest: str) -> str:
    return digest[:MARK_CHARS]


def change_lines(changes: list[Change]) -> list[str]:
    """The changes as the command prints them: one face (or run of copies) a line."""
    lines = []
    for change, count in runs_of(changes):
        face = shown_face(change.group, change.name) + (f" (x{count})" if count > 1 else "")
        if change.what == "changed":
            detail = f"{short_mark(change.old_digest)} -> {short_mark(change.digest)}"
        elif change.what == "new":
            detail = short_mark(change.digest)
        elif not change.page:  # a face an earlier reprint's plan holds but did not print
            detail = f"{short_mark(change.digest)}, printed before"
        else:
            detail = f"{short_mark(change.digest)}, page {change.page} " + (
                f"slot {change.position}" if change.kind == "card" else f"panel {change.position}"
            )
        lines.append(f"  {change.what:<8} {face}  {detail}")
    return lines


def summary_line(old_name: str, changes: list[Change]) -> str:
    counted = {what: sum(1 for c in changes if c.what == what) for what in ("changed", "new")}
    discard = sum(1 for c in changes if c.what == "discard")
    return (
        f"since {old_name}: {counted['changed']} changed, {counted['new']} new, "
        f"{discard} to discard"
    )


# --- the pieces a kit lays out --------------------------------------------------------------


def prepare_pieces(pieces: list, ctx) -> list:
    """The kit's pieces with their faces marked (--version-mark) and, for a reprint, only those
    to print, after the list of what changed."""
    from printgen.kit.packing import named_runs

    options = ctx.options
    pieces = [named_runs([p])[0] if _is_run(p) else p for p in pieces]
    if options.version_mark or options.reprint is not None:
        pieces = [_with_digest(piece, ctx) for piece in pieces]
    if options.reprint is not None:
        chosen = _chosen(pieces, options.reprint)
        made = options.reprint.list_panel
        pieces = ([made(ctx, options.reprint)] if made is not None else []) + chosen
    if options.version_mark:
        pieces = [_marked(piece, ctx) for piece in pieces]
    return pieces


def _is_run(piece) -> bool:
    from printgen.kit.packing import CardRun

    return isinstance(piece, CardRun)


def _card_size(ctx) -> tuple[float, float]:
    from printgen.layout.units import mm_to_pt

    return mm_to_pt(ctx.options.card.width_mm), mm_to_pt(ctx.options.card.height_mm)


def _with_digest(piece, ctx):
    """The piece with its faces' digests worked out (before any mark is drawn on them)."""
    from printgen.kit.packing import CardRun, Panel

    salt = salt_of(ctx.options)
    if isinstance(piece, CardRun):
        size = _card_size(ctx)
        return replace(
            piece,
            cards=tuple(
                replace(card, digest=face_digest("card", card, size, salt)) for card in piece.cards
            ),
        )
    if isinstance(piece, Panel):
        return replace(piece, digest=face_digest("panel", piece, salt=salt))
    return piece  # a whole page: digested as it is placed


def _chosen(pieces: list, reprint: Reprint) -> list:
    """The pieces whose faces the reprint prints, as many of each as it counts."""
    from printgen.kit.packing import CardRun, Panel

    left = dict(reprint.counts)

    def take(key) -> bool:
        if left.get(key, 0) > 0:
            left[key] -= 1
            return True
        return False

    out = []
    for piece in pieces:
        if isinstance(piece, CardRun):
            cards = tuple(c for c in piece.cards if take(("card", piece.label, c.name, c.digest)))
            if cards:
                out.append(replace(piece, cards=cards, sets=()))
        elif isinstance(piece, Panel):
            if take(("panel", piece.label, "", piece.digest)):
                # a rules page shares a sheet with the list and the cards, as any panel does
                out.append(replace(piece, opens=False, read_only=True) if piece.opens else piece)
        else:
            digest = face_digest("page", piece)
            if take(("page", piece.label, "", digest)):
                out.append(piece)
    return out


def mark_text(options, digest: str) -> str:
    return short_mark(digest) if options.version_mark == "digest" else options.version_mark


def _marked(piece, ctx):
    """The piece with a version mark on every face: the face's short digest or the text given."""
    from printgen.kit.packing import CardRun, Panel

    if isinstance(piece, CardRun):
        return replace(piece, cards=tuple(_marked_card(card, ctx) for card in piece.cards))
    if isinstance(piece, Panel) and piece.label != LIST_LABEL:
        text = mark_text(ctx.options, piece.digest)
        width = _panel_width(ctx)
        return replace(
            piece,
            items=piece.items + tuple(panel_mark(ctx, text, width)),
            smaller=tuple(
                (items + tuple(panel_mark(ctx, text, width)), height)
                for items, height in piece.smaller
            ),
        )
    return piece


def _panel_width(ctx) -> float:
    from printgen.kit.packing import panel_width

    return panel_width(ctx)


@dataclass(frozen=True, eq=False)
class MarkedFace:
    """A face drawn, then its version mark over it."""

    face: object
    text: str
    ctx: object

    def __call__(self, trim, bleed_pt):
        return list(self.face(trim, bleed_pt)) + card_mark(self.ctx, self.text, trim)


def _marked_card(card, ctx):
    return replace(card, front=MarkedFace(card.front, mark_text(ctx.options, card.digest), ctx))


MARK_PT = 5.0
MARK_INSET_MM = 1.2


def card_mark(ctx, text: str, trim) -> list:
    """The mark up the card's right edge, at its middle, on a white ground: read with the card
    turned a quarter, clear of the corners where faces put their values."""
    from printgen.layout.fonts import text_width_pt
    from printgen.layout.plan import Box, Rect, Text
    from printgen.layout.units import mm_to_pt

    font = ctx.theme.regular
    length = text_width_pt(text, font, MARK_PT)
    pad = 1.0
    x = trim.right_pt - mm_to_pt(MARK_INSET_MM)
    y = trim.y_pt + trim.height_pt / 2
    ground = Rect(
        Box(x - MARK_PT * 0.85 - pad, y - length / 2 - pad, MARK_PT + 2 * pad, length + 2 * pad),
        fill="#ffffff",
        radius_pt=1.0,
    )
    return [ground, Text(x, y, text, font, MARK_PT, ctx.theme.colors.muted, "middle", 90)]


def panel_mark(ctx, text: str, width_pt: float) -> list:
    """The mark at the panel's top right corner."""
    from printgen.layout.plan import Text

    return [
        Text(width_pt, -MARK_PT, text, ctx.theme.regular, MARK_PT, ctx.theme.colors.muted, "end")
    ]


def check_mark(text: str) -> str:
    if not text.strip() or any(not ch.isprintable() for ch in text):
        raise UsageError(
            "--version-mark needs one line of text, or nothing after it for each face's digest",
            "such as --version-mark 'round 3'",
        )
    if len(text.strip()) > MAX_MARK:
        raise UsageError(
            f"--version-mark is {len(text.strip())} characters long; at most {MAX_MARK} fit on a "
            "card's edge",
            "give a shorter mark, such as 'round 3'",
        )
    return text.strip()
