"""Pictures a game names (PNG, JPEG, SVG), read as untrusted input before anything draws them.

Limits, checked before a pixel is decoded: the file at most `MAX_FILE_BYTES`; a raster picture
at most `MAX_SIDE_PX` on a side and `MAX_PIXELS` in all, read from its header (a decompression
bomb is refused by its stated size); an SVG at most `MAX_SVG_ELEMENTS` elements (every `<use>` copy
counted) nested at most `MAX_SVG_DEPTH` deep. A picture must
lie in the game's folder (links followed, then checked). An SVG that declares a document type
(where external and expanding entities live) is not drawn at all; in any other SVG, whatever
would reach outside the file is taken out before it is drawn: `<image>`, `<use>` or a `url()`
that names anything but a part of the same file (`#id`) or inline data, `<style>` sheets,
`<script>` and `<foreignObject>`. Nothing is fetched and no other file is read.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass
from functools import lru_cache

MAX_FILE_BYTES = 20_000_000
MAX_SIDE_PX = 20_000
MAX_PIXELS = 50_000_000
# counted with every <use> copy: svglib takes about a millisecond for each element it draws
MAX_SVG_ELEMENTS = 2_000
MAX_SVG_DEPTH = (
    40  # elements inside elements: drawing recurses, and real pictures nest a few levels
)
LIMITS = {
    "file bytes": MAX_FILE_BYTES,
    "pixels on a side": MAX_SIDE_PX,
    "pixels": MAX_PIXELS,
    "SVG elements": MAX_SVG_ELEMENTS,
    "SVG nesting": MAX_SVG_DEPTH,
}
SUFFIXES = (".png", ".jpg", ".jpeg", ".svg")
_SVG_NS = "{http://www.w3.org/2000/svg}"
_XLINK = "{http://www.w3.org/1999/xlink}href"
_DROPPED = ("style", "script", "foreignObject")


@dataclass(frozen=True)
class PictureInfo:
    """What was found in a picture file: its kind ("raster" or "svg"), its pixels (0 for SVG), the
    problem that keeps it from being drawn (None when it can be), and a warning about it."""

    kind: str
    width_px: int = 0
    height_px: int = 0
    error: str | None = None
    warning: str | None = None
    aspect: float = 1.0  # width over height


def resolve(name: str, folder: str) -> tuple[str | None, str | None]:
    """(the real path, None) of a picture named from the game's folder, or (None, why not)."""
    if (
        not name
        or os.path.isabs(name)
        or "\x00" in name
        or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", name)
    ):
        return None, f"{name!r} is not a file beside the game file"
    root = os.path.realpath(folder or os.getcwd())
    real = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([real, root]) != root:
        return None, f"{name!r} lies outside the game file's folder"
    return real, None


def forget() -> None:
    """Forgets the pictures looked at, so a picture changed on disk is looked at again (a process
    that lays out many kits over time, as `printgen serve` does)."""
    inspect.cache_clear()
    safe_svg.cache_clear()


@lru_cache(maxsize=256)
def inspect(real: str) -> PictureInfo:
    """The picture at `real` checked against the limits (remembered: 80 cards may show one
    picture)."""
    import stat

    try:
        info = os.stat(real)
    except OSError as exc:
        return PictureInfo("raster", error=f"it cannot be read: {exc.strerror or exc}")
    if not stat.S_ISREG(info.st_mode):
        return PictureInfo("raster", error="it is not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        return PictureInfo(
            "raster",
            error=f"it is {info.st_size:,} bytes; a picture may be at most {MAX_FILE_BYTES:,}",
        )
    with open(real, "rb") as handle:
        head = handle.read(16)
    if head.startswith(b"\x89PNG\r\n\x1a\n") or head.startswith(b"\xff\xd8\xff"):
        return _raster(real)
    if real.lower().endswith(".svg") or b"<svg" in head or head.lstrip().startswith(b"<?xml"):
        return _svg_info(real)
    return PictureInfo("raster", error="it is not a PNG, JPEG or SVG picture")


def _raster(real: str) -> PictureInfo:
    import io

    from PIL import Image

    with open(real, "rb") as handle:  # the file is at most MAX_FILE_BYTES (inspect checked)
        data = handle.read(MAX_FILE_BYTES + 1)
    # our own limits are checked below, from the header
    limit, Image.MAX_IMAGE_PIXELS = (Image.MAX_IMAGE_PIXELS, None)
    try:
        # from memory: Pillow reads a chunk of the length the file states, and a file read asks for
        # that much memory first (a 177-byte PNG stating a 4 GB chunk); a BytesIO gives what it has
        with Image.open(io.BytesIO(data)) as image:  # reads the header only
            width, height = image.size
            if width > MAX_SIDE_PX or height > MAX_SIDE_PX or width * height > MAX_PIXELS:
                return PictureInfo(
                    "raster",
                    width,
                    height,
                    error=f"it is {width:,} x {height:,} pixels; a picture may be at most "
                    f"{MAX_SIDE_PX:,} on a side and {MAX_PIXELS:,} in all",
                )
            image.load()  # the whole picture, within the limits: a truncated file shows here
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
        return PictureInfo("raster", error=f"it cannot be read as a picture ({type(exc).__name__})")
    finally:
        Image.MAX_IMAGE_PIXELS = limit
    return PictureInfo("raster", width, height, aspect=width / height if height else 1.0)


def _svg_info(real: str) -> PictureInfo:
    data, warning, error = safe_svg(real)
    if error is not None and "document type" in error:
        return PictureInfo("svg", warning=error)  # drawn as nothing: safe_svg gives no bytes
    if error is not None:
        return PictureInfo("svg", error=error)
    aspect = _svg_aspect(data)
    return PictureInfo("svg", warning=warning, aspect=aspect)


def _svg_aspect(data: bytes) -> float:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(data)
    box = (root.get("viewBox") or "").replace(",", " ").split()
    try:
        if len(box) == 4 and float(box[3]) > 0:
            aspect = float(box[2]) / float(box[3])
        else:
            width, height = (
                float(re.sub(r"[a-z%]+$", "", root.get(k, "0"))) for k in ("width", "height")
            )
            aspect = width / height if width > 0 and height > 0 else 1.0
    except (ValueError, OverflowError, ZeroDivisionError):
        return 1.0
    # a view box 0 wide (or NaN, or infinite) has no shape to keep
    return aspect if math.isfinite(aspect) and aspect > 0 else 1.0


@lru_cache(maxsize=64)
def safe_svg(real: str) -> tuple[bytes | None, str | None, str | None]:
    """(the SVG's bytes with everything that reaches outside it taken out, a warning naming what
    was taken out, an error) — bytes None when it is not drawn at all."""
    import xml.etree.ElementTree as ET

    with open(real, "rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    from printgen.read.untrusted_xml import has_document_type

    # the last reads it as XML: UTF-16 spells <!DOCTYPE otherwise
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data or has_document_type(data):
        return (
            None,
            None,
            "it declares a document type (where entities that read other files live), so it "
            "is not drawn",
        )
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        return None, None, f"it is not a readable SVG ({exc})"
    if root.tag != _SVG_NS + "svg" and root.tag != "svg":
        return None, None, "it is not an SVG picture"
    elements = list(root.iter())
    if len(elements) > MAX_SVG_ELEMENTS:
        return None, None, f"it has more than {MAX_SVG_ELEMENTS:,} elements"
    if _depth(root) > MAX_SVG_DEPTH:
        return None, None, f"it nests elements more than {MAX_SVG_DEPTH} levels deep"
    removed: list[str] = []
    damaged: list[str] = []  # inline pictures that are not PNG or JPEG, damaged, or past the limits
    for parent in elements:
        for child in list(parent):
            tag = child.tag.split("}")[-1] if isinstance(child.tag, str) else ""
            if tag in _DROPPED or (tag in ("image", "use") and not _inside(child)):
                parent.remove(child)
                inline = (child.get(_XLINK) or child.get("href") or "").startswith("data:")
                (damaged if inline else removed).append(f"<{tag}>")
    for element in root.iter():
        for key, value in list(element.attrib.items()):
            if "url(" in value and not re.fullmatch(r"\s*url\(\s*#[^)]*\)\s*", value):
                del element.attrib[key]
                removed.append(f"a url() in {key.split('}')[-1]}")
    said = (
        [f"it names things outside itself, which are left out: {', '.join(dict.fromkeys(removed))}"]
        if removed
        else []
    )
    if damaged:
        said.append(
            f"it holds {len(damaged)} inline picture(s) that are damaged, not PNG or JPEG, or "
            "past the limits of a picture, which are left out"
        )
    drawn = _drawn_elements(root, MAX_SVG_ELEMENTS)
    if drawn > MAX_SVG_ELEMENTS:
        return (
            None,
            None,
            f"it draws more than {MAX_SVG_ELEMENTS:,} elements once its <use> copies are counted",
        )
    warning = "; ".join(said) or None
    # in UTF-8: written in ASCII, a name such as wïdth became a character reference, which no XML
    # may hold in a name, so the picture could not be read back (an internal error, exit 70)
    return ET.tostring(root, encoding="utf-8"), warning, None


def _drawn_elements(root, limit: int) -> int:
    """How many elements drawing the SVG makes, each <use> counted as a copy of what it names
    (a loop counted once: svglib cuts it); counted without recursion, and at most limit + 1."""
    ids = {element.get("id"): element for element in root.iter() if element.get("id")}

    def parts(element) -> list:
        found = list(element)
        tag = element.tag.split("}")[-1] if isinstance(element.tag, str) else ""
        href = element.get(_XLINK) or element.get("href") or ""
        if tag == "use" and href.startswith("#") and href[1:] in ids:
            found.append(ids[href[1:]])
        return found

    sizes: dict[int, int] = {}
    open_now: set[int] = set()
    stack = [(root, False)]
    while stack:
        element, finished = stack.pop()
        key = id(element)
        if finished:
            open_now.discard(key)
            sizes[key] = min(limit + 1, 1 + sum(sizes.get(id(part), 0) for part in parts(element)))
        elif key not in sizes and key not in open_now:
            open_now.add(key)
            stack.append((element, True))
            stack.extend(
                (part, False)
                for part in parts(element)
                if id(part) not in sizes and id(part) not in open_now
            )
    return sizes[id(root)]


def _depth(root) -> int:
    """How deep elements nest, counted without recursion."""
    deepest, stack = 0, [(root, 1)]
    while stack:
        element, level = stack.pop()
        deepest = max(deepest, level)
        stack.extend((child, level + 1) for child in element)
    return deepest


def _inside(element) -> bool:
    """An <image> or <use> that names only a part of this file, or inline PNG or JPEG data that
    is a picture within the limits (read from its header, as a picture file is)."""
    href = element.get(_XLINK) or element.get("href") or ""
    if href.startswith("#"):
        return True
    return element.tag.endswith("image") and _inline_picture_ok(href)


_INLINE = re.compile(r"data:image/(?:png|jpe?g);base64,([A-Za-z0-9+/=\s]*)")


def _inline_picture_ok(href: str) -> bool:
    import base64
    import binascii
    import io

    from PIL import Image

    found = _INLINE.fullmatch(href)
    if found is None:
        return False
    try:
        data = base64.b64decode("".join(found.group(1).split()), validate=True)
    except (binascii.Error, ValueError):
        return False
    limit, Image.MAX_IMAGE_PIXELS = Image.MAX_IMAGE_PIXELS, None
    try:
        with Image.open(io.BytesIO(data)) as image:  # the header only
            width, height = image.size
            if not (
                0 < width <= MAX_SIDE_PX
                and 0 < height <= MAX_SIDE_PX
                and width * height <= MAX_PIXELS
            ):
                return False
            image.load()  # a truncated or damaged picture shows here
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        return False
    finally:
        Image.MAX_IMAGE_PIXELS = limit
    return True


__all__ = ["LIMITS", "PictureInfo", "SUFFIXES", "inspect", "resolve", "safe_svg"]
