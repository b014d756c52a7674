"""Exporting a kit's cards: every file made in memory first, then the folder appears in one step.

- tgc, mpc: one PNG per distinct face at the service's exact pixels (bleed included, RGB), each
  deck's backs as their own PNGs, numbered in printing order, and manifest.json (files, copies,
  deck names) so an upload is mechanical.
- tts: Tabletop Simulator deck sheets (at most 10 x 7 cards, at most 4096 px wide, the last slot
  the hidden card), a back image (or a back sheet when the backs differ), and a saved object
  (deck.json) whose CustomDeck refers to the images by local file URL: importing it gives the deck,
  one card per copy.
- cards-pdf: one card to a page at its trim plus bleed, fronts and backs alternating, TrimBox and
  BleedBox on every page, every font embedded: what DriveThruCards-style services take.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import replace
from functools import partial

from printgen.errors import OutputError, UsageError
from printgen.export.cards import card_page
from printgen.export.services import SERVICES, TTS_CARD_WIDTH_PX, TTS_COLUMNS, TTS_MAX_WIDTH_PX, TTS_ROWS
from printgen.kit.print_options import PrintOptions
from printgen.layout.paper import CARD_SIZES, Size
from printgen.output import check_folder_target

DEFAULT_PDF_BLEED_MM = 3.175  # 1/8 in, what card printers ask for when nothing is said


def service_options(service_name: str, card_size: str, options: PrintOptions) -> tuple[PrintOptions, Size, float]:
    """The print options for a service: its trim for the card size and its bleed; a size it does
    not make is a usage error naming the sizes it does."""
    service = SERVICES[service_name]
    trim = service.trim(card_size)
    if trim is None:
        raise UsageError(f"{service.title} does not make {card_size!r} cards", f"its sizes: {', '.join(name for name, _ in service.sizes)}")
    return replace(options, card=trim, bleed_mm=service.bleed_mm), trim, service.bleed_mm


def _safe(label: str) -> str:
    kept = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in label)
    return kept.strip("-")[:60] or "card"


def _images(pages, sizes):
    from printgen.render.pdf import render_pdf
    from printgen.render.raster import page_images, png_bytes

    pdf = render_pdf(pages, "printgen export")
    return [png_bytes(image) for image in page_images(pdf, sizes)], pdf


def _face_key(face):
    """The same face drawn twice is rendered once: a deck's cards usually share their back."""
    if isinstance(face, partial):
        try:
            return hash((face.func, face.args, tuple(sorted(face.keywords.items())))), (face.func, face.args, face.keywords)
        except TypeError:
            pass
    return id(face), face


def _unique_backs(deck) -> tuple[list, list[int]]:
    """The deck's distinct back faces, and for each card the index of its back among them."""
    distinct, keys, which = [], [], []
    for faces, _, _ in deck.cards:
        key = _face_key(faces.back)
        if key not in keys:
            keys.append(key)
            distinct.append(faces.back)
        which.append(keys.index(key))
    return distinct, which


def service_files(decks, service_name: str, card_size: str, trim: Size, bleed_mm: float, proof: bool) -> dict[str, bytes]:
    """Every file of a tgc or mpc export, by its name in the folder."""
    service = SERVICES[service_name]
    size = service.image_px(card_size)
    files, manifest = {}, {"service": service_name, "service_name": service.title, "card_size": card_size, "image_px": list(size), "dpi": service.dpi, "proof": proof, "decks": []}
    for number, deck in enumerate(decks, 1):
        folder = f"{number:02d}-{_safe(deck.id)}"
        distinct, which = _unique_backs(deck)
        pages = [card_page(faces.front, trim, bleed_mm, label, proof) for faces, _, label in deck.cards]
        pages += [card_page(back, trim, bleed_mm, f"back {index + 1}", proof) for index, back in enumerate(distinct)]
        images, _ = _images(pages, [size] * len(pages))
        fronts, back_images = images[: len(deck.cards)], images[len(deck.cards):]
        backs = [back_images[index] for index in which]
        back_names: dict[bytes, str] = {}
        entries = []
        for index, ((_, copies, label), front, back) in enumerate(zip(deck.cards, fronts, backs), 1):
            name = f"{folder}/{index:03d}-{_safe(label)}.png"
            files[name] = front
            digest = hashlib.sha256(back).digest()
            if digest not in back_names:
                back_names[digest] = f"{folder}/back-{len(back_names) + 1}.png"
                files[back_names[digest]] = back
            entries.append({"file": name, "back": back_names[digest], "copies": copies, "label": label})
        manifest["decks"].append({"id": deck.id, "name": deck.name, "cards": entries, "count": deck.count, "backs": sorted(set(back_names.values()))})
    files["manifest.json"] = (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return files


def tts_files(decks, trim: Size, folder_url: str, proof: bool) -> dict[str, bytes]:
    """Deck sheets, back images and deck.json for Tabletop Simulator."""
    from PIL import Image

    width = min(TTS_CARD_WIDTH_PX, TTS_MAX_WIDTH_PX // TTS_COLUMNS)
    height = round(width * trim.height_mm / trim.width_mm)
    per_sheet = TTS_COLUMNS * TTS_ROWS - 1
    files, states, sheet_number = {}, [], 0
    for number, deck in enumerate(decks, 1):
        distinct, which = _unique_backs(deck)
        pages = [card_page(faces.front, trim, 0.0, label, proof) for faces, _, label in deck.cards] + [card_page(back, trim, 0.0, "back", proof) for back in distinct]
        images, _ = _images(pages, [(width, height)] * len(pages))
        fronts = images[: len(deck.cards)]
        backs = [images[len(deck.cards) + index] for index in which]
        unique_back = len(set(backs)) > 1
        custom, contained, ids = {}, [], []
        for start in range(0, len(fronts), per_sheet):
            sheet_number += 1
            chunk = list(range(start, min(start + per_sheet, len(fronts))))
            face_sheet = Image.new("RGB", (width * TTS_COLUMNS, height * TTS_ROWS), "white")
            back_sheet = Image.new("RGB", face_sheet.size, "white")
            for slot, index in enumerate(chunk):
                box = ((slot % TTS_COLUMNS) * width, (slot // TTS_COLUMNS) * height)
                face_sheet.paste(_open(fronts[index]), box)
                back_sheet.paste(_open(backs[index]), box)
            hidden = ((TTS_COLUMNS - 1) * width, (TTS_ROWS - 1) * height)
            face_sheet.paste(_open(backs[chunk[0]]), hidden)  # the last slot: what a hidden card shows
            face_name = f"sheet-{sheet_number:02d}.png"
            files[face_name] = _png(face_sheet)
            if unique_back:
                back_name = f"sheet-{sheet_number:02d}-backs.png"
                files[back_name] = _png(back_sheet)
            else:
                back_name = f"back-{number:02d}.png"
                files[back_name] = backs[0]
            custom[str(sheet_number)] = {"FaceURL": f"{folder_url}/{face_name}", "BackURL": f"{folder_url}/{back_name}", "NumWidth": TTS_COLUMNS, "NumHeight": TTS_ROWS, "BackIsHidden": True, "UniqueBack": unique_back, "Type": 0}
            for slot, index in enumerate(chunk):
                _, copies, label = deck.cards[index]
                for _ in range(copies):
                    card_id = sheet_number * 100 + slot
                    ids.append(card_id)
                    contained.append({"Name": "Card", "Nickname": label, "CardID": card_id, "Transform": _transform()})
        states.append({"Name": "Deck" if len(ids) > 1 else "Card", "Nickname": deck.name, "Transform": _transform(), "DeckIDs": ids, "CustomDeck": custom, "ContainedObjects": contained})
    document = {"SaveName": "printgen export", "ObjectStates": states}
    files["deck.json"] = (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    return files


def _transform() -> dict:
    return {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0, "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}


def _open(data: bytes):
    import io

    from PIL import Image

    return Image.open(io.BytesIO(data))


def _png(image) -> bytes:
    from printgen.render.raster import png_bytes

    return png_bytes(image)


def cards_pdf_files(decks, trim: Size, bleed_mm: float, proof: bool, title: str) -> dict[str, bytes]:
    """One PDF: every copy of every card as a front page and its back page, with page boxes."""
    from printgen.render.pdf import render_pdf

    pages = []
    for deck in decks:
        for faces, copies, label in deck.cards:
            for _ in range(copies):
                pages += [card_page(faces.front, trim, bleed_mm, f"{deck.id} {label} front", proof), card_page(faces.back, trim, bleed_mm, f"{deck.id} {label} back", proof)]
    return {"cards.pdf": render_pdf(pages, title)}


def write_folder(folder: str, files: dict[str, bytes]) -> None:
    """Writes every file into a new folder beside `folder`, then moves it into place in one step.
    An existing folder must be empty: an export never mixes with or replaces other files."""
    target = check_folder_target(folder)
    parent = os.path.dirname(target)
    if os.path.exists(target) and (not os.path.isdir(target) or os.listdir(target)):
        raise OutputError(f"cannot export into {folder}: it is not an empty folder", "give a new or empty folder with -o")
    if not os.path.isdir(parent):
        raise OutputError(f"cannot export into {folder}: the folder {parent} does not exist", "create it first or choose another -o")
    try:
        staging = tempfile.mkdtemp(prefix=f".{os.path.basename(target)}.", dir=parent)
    except OSError as exc:
        raise OutputError(f"cannot write into {parent}: {exc.strerror}", "choose a folder you can write to") from None
    try:
        for name, data in files.items():
            path = os.path.join(staging, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as handle:
                handle.write(data)
        if os.path.isdir(target):
            os.rmdir(target)
        os.rename(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def export(kind, models, targets, to: str, folder: str, card_size: str, options: PrintOptions, kit_values: dict, proof: bool = False) -> dict[str, bytes]:
    """Every file of the export, written into `folder`; returns them by name. Text that does not
    fit is reported at its place, as by the preflight of a build."""
    from printgen.kit.preflight import checked_cards

    module = kind.module()
    if to in SERVICES:
        printing, trim, bleed = service_options(to, card_size, options)
        make = lambda decks: service_files(decks, to, card_size, trim, bleed, proof)  # noqa: E731
    elif to == "tts":
        trim, bleed = CARD_SIZES.get(card_size) or options.card, 0.0
        printing = replace(options, card=trim, bleed_mm=0.0)
        make = lambda decks: tts_files(decks, trim, "file://" + os.path.abspath(folder).replace(os.sep, "/"), proof)  # noqa: E731
    else:
        bleed = options.bleed_mm or DEFAULT_PDF_BLEED_MM
        printing = replace(options, bleed_mm=bleed)
        trim = printing.card
        make = lambda decks: cards_pdf_files(decks, trim, bleed, proof, "printgen cards")  # noqa: E731
    decks = lambda changed: module.card_decks(models, changed, kit_values)  # noqa: E731
    files = checked_cards(lambda: make(decks(printing)), lambda changed: _lay_out_faces(decks(changed), trim, bleed), printing, models, kind.name)
    write_folder(folder, files)
    return files


def _lay_out_faces(decks, trim: Size, bleed_mm: float) -> None:
    """Every face of every deck laid out as its page, and dropped: what does not fit raises FitError."""
    for deck in decks:
        for faces, _, _ in deck.cards:
            for face in (faces.front, faces.back):
                card_page(face, trim, bleed_mm, "")
