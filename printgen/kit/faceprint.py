"""Each face's digest, and the plan every built PDF carries: what each page holds where.

A face is a card (its front and back), a panel (a reference, a score sheet, a row of tokens, the
rules) or a whole page. Its digest is that of its drawing as the page plan dumps it (drawn at the
origin, so where it lies on a sheet does not count), with the bytes of every picture and font it
draws: a changed picture or font changes it, the same face on another sheet does not. The plan is
written into the PDF as an embedded file (`printgen-plan.json`), so `build --changed-since` reads
back what an earlier kit holds, never guessing it from its pixels.
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from weakref import WeakKeyDictionary

from printgen.layout.plan import Box, Page, Picture, Text, dump_item, leaves

PLAN_FILE = "printgen-plan.json"
PLAN_FORMAT = "printgen-plan"
PLAN_VERSION = 1
DIGEST_CHARS = 12  # hexadecimal digits of a face's digest in the plan
MARK_CHARS = 6  # of them in a version mark printed on a face


@dataclass(frozen=True, eq=False)
class Placed:
    """One face on a page: a card in its slot (`position` counts slots in reading order), or a
    panel or whole page (`position` counts the panels down the sheet). `group` is the run or panel
    it belongs to ("red cards", "reference scoring"), `name` tells it from the rest of its group."""

    kind: str  # "card", "panel" or "page"
    group: str
    name: str
    position: int
    face: object  # the CardFaces, Panel or Page
    size_pt: tuple[float, float] = (0.0, 0.0)  # a card's trim


_digests: WeakKeyDictionary = WeakKeyDictionary()  # a face object -> {salt: digest}
_files: dict = {}  # (path, size, mtime) -> digest of the file's bytes


def _file_digest(path: str) -> str:
    try:
        status = os.stat(path)
    except OSError:
        return "missing"
    key = (path, status.st_size, status.st_mtime_ns)
    if key not in _files:
        digest = hashlib.sha256()
        with open(path, "rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        _files[key] = digest.hexdigest()
    return _files[key]


def _drawing_text(items) -> str:
    """The items as the page plan dumps them, then the digest of every picture and font drawn."""
    from printgen.layout.fonts import font_file

    lines = [dump_item(item) for item in items]
    files: dict[str, str] = {}
    for item, _ in leaves(items):
        if isinstance(item, Picture):
            files.setdefault(item.path, _file_digest(item.path))
        elif isinstance(item, Text) and item.font not in files:
            try:
                files[item.font] = _file_digest(font_file(item.font))
            except KeyError:  # a font no file registered (none of printgen's): its name says it
                files[item.font] = item.font
    return "\n".join(lines + [f"{name} {digest}" for name, digest in sorted(files.items())])


def _drawing(kind: str, face, size_pt: tuple[float, float]) -> str:
    if kind == "card":
        trim = Box(0.0, 0.0, *size_pt)
        front, back = face.front(trim, 0.0), face.back(trim, 0.0)
        return f"card {size_pt[0]:.2f}x{size_pt[1]:.2f}\n{_drawing_text(front)}\nback\n" + (
            _drawing_text(back)
        )
    if kind == "panel":
        return f"panel {face.height_pt:.2f}\n{_drawing_text(face.items)}\nrepeat\n" + (
            _drawing_text(face.repeat)
        )
    return f"page {face.width_pt:.2f}x{face.height_pt:.2f}\n{_drawing_text(face.items)}"


def face_digest(kind: str, face, size_pt: tuple[float, float] = (0.0, 0.0), salt: str = "") -> str:
    """The face's digest (DIGEST_CHARS hexadecimal digits): the one it was marked with, or that of
    its drawing; `salt` holds what is done to every page after (greys for --grayscale)."""
    given = getattr(face, "digest", "")
    if given:
        return given
    try:
        known = _digests.setdefault(face, {})
    except TypeError:  # not weakly referable: worked out each time
        known = {}
    key = (salt, size_pt)
    if key not in known:
        text = f"{salt}\n{_drawing(kind, face, size_pt)}"
        known[key] = hashlib.sha256(text.encode("utf-8")).hexdigest()[:DIGEST_CHARS]
    return known[key]


def placed_digest(placed: Placed, salt: str = "") -> str:
    return face_digest(placed.kind, placed.face, placed.size_pt, salt)


def shown_face(group: str, name: str) -> str:
    """'red cards: red-3', or a panel's label alone."""
    return f"{group}: {name}" if name else group


def options_summary(options) -> dict:
    """What the plan says of the options a kit was printed with (for people; not compared)."""
    return {
        "paper": options.paper.label(),
        "card": options.card.label(),
        "language": options.language,
        "layout": options.layout,
        "backs": options.backs,
    }


def salt_of(options) -> str:
    return "grayscale" if options.grayscale else ""


def kit_plan(kit_id: str, title: str, pages: list[Page], options) -> dict:
    """The plan of a kit's pages: for every face, where it is (page and position) and its digest."""
    salt = salt_of(options)
    faces = [
        {
            "kind": placed.kind,
            "group": placed.group,
            "name": placed.name,
            "digest": placed_digest(placed, salt),
            "page": number,
            "position": placed.position,
        }
        for number, page in enumerate(pages, 1)
        for placed in page.placed
    ]
    return {
        "format": PLAN_FORMAT,
        "version": PLAN_VERSION,
        "kit": kit_id,
        "title": title,
        "options": options_summary(options),
        "pages": len(pages),
        "faces": faces,
    }


def plan_bytes(plan: dict) -> bytes:
    """The plan as the PDF carries it: JSON, keys in a fixed order, one face a line."""
    head = {key: value for key, value in plan.items() if key != "faces"}
    lines = [json.dumps(face, ensure_ascii=False, sort_keys=True) for face in plan["faces"]]
    body = json.dumps(head, ensure_ascii=False, sort_keys=True)[:-1]
    return (body + ', "faces": [\n' + ",\n".join(lines) + "\n]}\n").encode("utf-8")
