"""Exporting a kit's cards into a new or empty folder, one file at a time through a staging folder
inside it (see output.StagedFolder). The pictures are made a few pages at a time, in a pool of
processes, and each is written and dropped as it comes back (see export.images): memory stays that
of a few pages (a deck sheet a worker for tts) however large the deck.

- tgc, mpc: one PNG per distinct face at the service's exact pixels (bleed included, RGB), each
  deck's backs as their own PNGs, numbered in printing order, and manifest.json (files, copies,
  deck names) so an upload is mechanical; cards drawn alike share their file.
- tts: Tabletop Simulator deck sheets (at most 10 x 7 cards, at most 4096 px wide, the last slot
  the hidden card), a back image (or a back sheet when the backs differ), and a saved object
  (deck.json) whose CustomDeck refers to the images by their file: URI, or with --base-url by
  where they will be uploaded: importing it gives the deck, one card per copy.
- dtc: one PDF/X-1a:2003 file (DriveThruCards): every copy of every card as its front page then
  its back page, at the trim plus 1/8 in of bleed, every colour in DeviceCMYK within 240% total
  ink (black text in black alone), pictures separated by ImageCms, the output intent naming the
  printing condition (see services.DTC_OUTPUT_INTENT).
- cards-pdf: one card to a page at its trim plus bleed, fronts and backs alternating, TrimBox and
  BleedBox on every page, every font embedded: what DriveThruCards-style services take.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from functools import partial
from typing import Callable

from printgen.core.diagnostics import ERROR
from printgen.core.errors import UsageError
from printgen.core.output import StagedFolder
from printgen.export.cards import card_page
from printgen.export.services import (
    SERVICES,
    TTS_CARD_WIDTH_PX,
    TTS_COLUMNS,
    TTS_MAX_WIDTH_PX,
    TTS_ROWS,
)
from printgen.export.targets import TARGETS
from printgen.kit.print_options import PrintOptions
from printgen.layout.paper import CARD_SIZES, Size

Write = Callable[[str, bytes], None]  # a file of the export, by its name in the folder

DEFAULT_PDF_BLEED_MM = 3.175  # 1/8 in, what card printers ask for when nothing is said


def service_options(
    service_name: str, card_size: str, options: PrintOptions
) -> tuple[PrintOptions, Size, float]:
    """The print options for a service: its trim for the card size and its bleed; a size it does
    not make is a usage error naming the sizes it does."""
    service = SERVICES[service_name]
    trim = service.trim(card_size)
    if trim is None:
        raise UsageError(
            f"{service.title} does not make {card_size!r} cards",
            f"its sizes: {', '.join(name for name, _ in service.sizes)}",
        )
    return replace(options, card=trim, bleed_mm=service.bleed_mm), trim, service.bleed_mm


def _safe(label: str) -> str:
    kept = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in label)
    return kept.strip("-")[:60] or "card"


def _face_key(face):
    """The same face drawn twice is rendered once: a deck's cards usually share their back."""
    if isinstance(face, partial):
        try:
            return hash((face.func, face.args, tuple(sorted(face.keywords.items())))), (
                face.func,
                face.args,
                face.keywords,
            )
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


def _backs_by_card(deck, trim: Size, bleed_mm: float, proof: bool):
    """Each card's back laid out as its page, in the deck's order: a back shared by the cards
    before is laid out once (the page is reused while it stays the same)."""
    distinct, which = _unique_backs(deck)
    last = None
    for index in which:
        if last is None or last[0] != index:
            last = (index, card_page(distinct[index], trim, bleed_mm, "back", proof))
        yield last[1]


def service_files(
    decks,
    service_name: str,
    card_size: str,
    trim: Size,
    bleed_mm: float,
    proof: bool,
    write: Write,
    workers: int = 1,
) -> list[str]:
    """Every file of a tgc or mpc export, written by its name in the folder; returns the names. A
    picture drawn again (two cards drawn alike, a back shared) is made once and named once: the
    manifest points every card showing it at its file."""
    from printgen.export.images import chunks_of, distinct_pngs, picture_maker

    service = SERVICES[service_name]
    size = service.image_px(card_size)
    names, manifest = (
        [],
        {
            "service": service_name,
            "service_name": service.title,
            "card_size": card_size,
            "image_px": list(size),
            "dpi": service.dpi,
            "proof": proof,
            "decks": [],
        },
    )
    with picture_maker(workers, chunks_of(sum(2 * len(deck.cards) for deck in decks))) as maker:
        for number, deck in enumerate(decks, 1):
            folder = f"{number:02d}-{_safe(deck.id)}"
            backs = _backs_by_card(deck, trim, bleed_mm, proof)
            drawn = (
                page
                for (faces, _, label), back in zip(deck.cards, backs)
                for page in (
                    ("front", card_page(faces.front, trim, bleed_mm, label, proof)),
                    ("back", back),
                )
            )
            pictures = distinct_pngs(maker, drawn, size, service.dpi)
            files: dict[int, str] = {}  # the file of each picture, by its number
            back_names: list[str] = []
            entries = []
            for index, (_, copies, label) in enumerate(deck.cards, 1):
                shown = []  # the card's front file, then its back's
                for name in (f"{folder}/{index:03d}-{_safe(label)}.png", None):
                    picture, png = next(pictures)
                    if png is not None:  # written, and dropped before the next is made
                        if name is None:
                            name = f"{folder}/back-{len(back_names) + 1}.png"
                            back_names.append(name)
                        files[picture] = name
                        write(name, png)
                        names.append(name)
                    shown.append(files[picture])
                entries.append(
                    {"file": shown[0], "back": shown[1], "copies": copies, "label": label}
                )
            manifest["decks"].append(
                {
                    "id": deck.id,
                    "name": deck.name,
                    "cards": entries,
                    "count": deck.count,
                    "backs": sorted(back_names),
                }
            )
    write(
        "manifest.json", (json.dumps(manifest, indent=2, ensure_ascii=False) + "\n").encode("utf-8")
    )
    return names + ["manifest.json"]


TTS_TILE_PX = 256  # a round token's image, a side


def tts_tiles(tokens, url: Callable[[str], str], put, maker=None) -> list[dict]:
    """Round tokens as Tabletop Simulator tiles: an image per token (its face drawn as the kit
    prints it; tokens drawn alike share one) and one round tile object per copy, stacked."""
    from printgen.export.images import Maker, distinct_pngs
    from printgen.layout.plan import Page
    from printgen.layout.units import mm_to_pt

    tokens = list(tokens)
    pages = []
    for token_id, _, _, size_mm, draw in tokens:
        side = mm_to_pt(size_mm)
        pages.append(
            Page(side, side, f"token {token_id}", tuple(draw(side / 2, side / 2, side / 2)))
        )
    pictures = distinct_pngs(maker or Maker(), pages, (TTS_TILE_PX, TTS_TILE_PX))
    files: dict[int, str] = {}
    states = []
    for (token_id, name, count, size_mm, _), (picture, png) in zip(tokens, pictures):
        if png is not None:
            files[picture] = f"token-{_safe(token_id)}.png"
            put(files[picture], png)
        file = files[picture]
        scale = size_mm / 25.4  # a tile of scale 1 is about an inch across
        for copy in range(count):
            transform = dict(
                _transform(), posY=1.0 + 0.2 * copy, rotZ=0.0, scaleX=scale, scaleZ=scale
            )
            states.append(
                {
                    "Name": "Custom_Tile",
                    "Nickname": name,
                    "Transform": transform,
                    "CustomImage": {
                        "ImageURL": url(file),
                        "ImageSecondaryURL": url(file),
                        "WidthScale": 0.0,
                        "CustomTile": {
                            "Type": 2,
                            "Thickness": 0.1,
                            "Stackable": True,
                            "Stretch": True,
                        },
                    },
                }
            )
    return states


def _tts_backs(deck, trim: Size, proof: bool) -> tuple[list, list[int], bool]:
    """A deck's distinct back faces, each card's back among them, and whether the cards show more
    than one back picture (then the deck has back sheets, else one back image)."""
    from printgen.export.images import picture_key

    distinct, which = _unique_backs(deck)
    keys = [picture_key(card_page(back, trim, 0.0, "back", proof)) for back in distinct]
    return distinct, which, len({keys[index] for index in which}) > 1


class _SheetPages:
    """The pages of one deck sheet's PDF: each distinct picture once, by its role and drawing."""

    def __init__(self):
        self.pages: list = []
        self.numbers: dict = {}

    def number(self, role: str, page) -> int:
        from printgen.export.images import picture_key

        key = (role, picture_key(page))
        if key not in self.numbers:
            self.numbers[key] = len(self.pages)
            self.pages.append(page)
        return self.numbers[key]


def _tts_sheet_tasks(decks, trim: Size, proof: bool, size: tuple[int, int], backs):
    """Each deck sheet's task, in order (see images.tts_sheet): the PDF of the pictures on it (each
    distinct one once) and where each goes, on the face sheet and, with backs of their own, on the
    back sheet; the first sheet of a deck of one back makes its back image too."""
    from printgen.export.images import TITLE, tts_sheet
    from printgen.render.pdf import render_pdf

    width, height = size
    per_sheet = TTS_COLUMNS * TTS_ROWS - 1
    sheet_px = (width * TTS_COLUMNS, height * TTS_ROWS)
    for deck, (distinct, which, unique_back) in zip(decks, backs):
        for start in range(0, len(deck.cards), per_sheet):
            sheet, laid_out = _SheetPages(), {}

            def back(index: int) -> int:
                if index not in laid_out:
                    laid_out[index] = card_page(distinct[index], trim, 0.0, "back", proof)
                return sheet.number("back", laid_out[index])

            faces, behind = [], []
            chunk = range(start, min(start + per_sheet, len(deck.cards)))
            for slot, index in enumerate(chunk):
                corner = ((slot % TTS_COLUMNS) * width, (slot // TTS_COLUMNS) * height)
                card, _, label = deck.cards[index]
                front = card_page(card.front, trim, 0.0, label, proof)
                faces.append((sheet.number("front", front), corner))
                if unique_back:
                    behind.append((back(which[index]), corner))
            # the last slot: what a hidden card shows
            hidden = back(which[start])
            faces.append((hidden, ((TTS_COLUMNS - 1) * width, (TTS_ROWS - 1) * height)))
            alone = hidden if not unique_back and start == 0 else None
            yield tts_sheet, render_pdf(sheet.pages, TITLE), size, sheet_px, faces, behind, alone


def tts_files(
    decks,
    trim: Size,
    url: Callable[[str], str],
    proof: bool,
    write: Write,
    tokens=(),
    workers: int = 1,
) -> list[str]:
    """Deck sheets, back images and deck.json for Tabletop Simulator; `url(name)` is where the
    saved object finds the image `name`; round `tokens` become stacked round tiles. The sheets are
    made in a pool of `workers` processes, written one at a time in order. Returns the names
    written."""
    from printgen.export.images import in_order, picture_maker

    width = min(TTS_CARD_WIDTH_PX, TTS_MAX_WIDTH_PX // TTS_COLUMNS)
    height = round(width * trim.height_mm / trim.width_mm)
    per_sheet = TTS_COLUMNS * TTS_ROWS - 1
    names, states, sheet_number = [], [], 0

    def put(name: str, data: bytes) -> None:
        write(name, data)
        names.append(name)

    backs = [_tts_backs(deck, trim, proof) for deck in decks]
    sheet_count = sum(-(-len(deck.cards) // per_sheet) for deck in decks)
    with picture_maker(workers, sheet_count) as maker:
        sheets = in_order(maker, _tts_sheet_tasks(decks, trim, proof, (width, height), backs))
        for number, (deck, (_, _, unique_back)) in enumerate(zip(decks, backs), 1):
            custom, contained, ids = {}, [], []
            for start in range(0, len(deck.cards), per_sheet):
                sheet_number += 1
                face_png, back_png, alone_png = next(sheets)
                face_name = f"sheet-{sheet_number:02d}.png"
                put(face_name, face_png)
                if unique_back:
                    back_name = f"sheet-{sheet_number:02d}-backs.png"
                    put(back_name, back_png)
                else:
                    back_name = f"back-{number:02d}.png"
                    if alone_png is not None:
                        put(back_name, alone_png)
                custom[str(sheet_number)] = {
                    "FaceURL": url(face_name),
                    "BackURL": url(back_name),
                    "NumWidth": TTS_COLUMNS,
                    "NumHeight": TTS_ROWS,
                    "BackIsHidden": True,
                    "UniqueBack": unique_back,
                    "Type": 0,
                }
                chunk = range(start, min(start + per_sheet, len(deck.cards)))
                for slot, index in enumerate(chunk):
                    _, copies, label = deck.cards[index]
                    for _ in range(copies):
                        card_id = sheet_number * 100 + slot
                        ids.append(card_id)
                        contained.append(
                            {
                                "Name": "Card",
                                "Nickname": label,
                                "CardID": card_id,
                                "Transform": _transform(),
                            }
                        )
            states.append(
                {
                    "Name": "Deck" if len(ids) > 1 else "Card",
                    "Nickname": deck.name,
                    "Transform": _transform(),
                    "DeckIDs": ids,
                    "CustomDeck": custom,
                    "ContainedObjects": contained,
                }
            )
        states += tts_tiles(tokens, url, put, maker)
    document = {"SaveName": "printgen export", "ObjectStates": states}
    put("deck.json", (json.dumps(document, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
    return names


def _transform() -> dict:
    return {
        "posX": 0.0,
        "posY": 1.0,
        "posZ": 0.0,
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": 180.0,
        "scaleX": 1.0,
        "scaleY": 1.0,
        "scaleZ": 1.0,
    }


def cards_pdf_files(
    decks, trim: Size, bleed_mm: float, proof: bool, title: str, write: Write
) -> list[str]:
    """One PDF: every copy of every card as a front page and its back page, with page boxes."""
    from printgen.render.pdf import render_pdf

    pages = []
    for deck in decks:
        for faces, copies, label in deck.cards:
            for _ in range(copies):
                pages += [
                    card_page(faces.front, trim, bleed_mm, f"{deck.id} {label} front", proof),
                    card_page(faces.back, trim, bleed_mm, f"{deck.id} {label} back", proof),
                ]
    write("cards.pdf", render_pdf(pages, title))
    return ["cards.pdf"]


def pdfx_files(
    decks,
    trim: Size,
    bleed_mm: float,
    proof: bool,
    title: str,
    write: Write,
    safe_mm: float = 3.175,
) -> list[str]:
    """One PDF/X-1a:2003 file in CMYK for DriveThruCards: each copy of each card, front then
    back."""
    from printgen.export.services import DTC_OUTPUT_INTENT
    from printgen.render.pdf import OutputIntent, render_pdf

    pages = []
    for deck in decks:
        for faces, copies, label in deck.cards:
            for _ in range(copies):
                pages += [
                    card_page(faces.front, trim, bleed_mm, f"{deck.id} {label} front", proof),
                    card_page(faces.back, trim, bleed_mm, f"{deck.id} {label} back", proof),
                ]
    write("cards.pdf", render_pdf(pages, title, pdfx=OutputIntent(*DTC_OUTPUT_INTENT)))
    return ["cards.pdf"]


@dataclass(frozen=True)
class Exported:
    """What an export wrote (nothing for `--check`), what the service would refuse or change, and
    the line that says so."""

    files: tuple[str, ...]
    findings: tuple
    line: str


@dataclass(frozen=True)
class Job:
    """What an export was asked for, as a target's plan takes it (see printgen.export.targets)."""

    to: str
    card_size: str
    options: PrintOptions
    proof: bool
    title: str
    folder: str
    base_url: str | None
    tokens: Callable  # the kit's round tokens, for print options: Tabletop Simulator's tiles
    write: Write
    workers: int = 1  # the processes that make the pictures of tgc, mpc and tts


# A target's plan: the print options its faces are laid out with, the trim, the bleed, and the
# function that writes the chosen decks and returns the names written.
Plan = tuple[PrintOptions, Size, float, Callable]


def service_plan(job: Job) -> Plan:
    """tgc, mpc: a PNG per face at the service's pixels; dtc: one PDF/X-1a file."""
    printing, trim, bleed = service_options(job.to, job.card_size, job.options)
    service = SERVICES[job.to]
    if service.output == "pdfx":
        safe_mm = service.safe_in * 25.4
        return (
            printing,
            trim,
            bleed,
            lambda decks: pdfx_files(decks, trim, bleed, job.proof, job.title, job.write, safe_mm),
        )
    return (
        printing,
        trim,
        bleed,
        lambda decks: service_files(
            decks, job.to, job.card_size, trim, bleed, job.proof, job.write, job.workers
        ),
    )


def tts_plan(job: Job) -> Plan:
    """Tabletop Simulator: the card as printgen makes it, no bleed; round tokens as tiles."""
    trim = CARD_SIZES.get(job.card_size) or job.options.card
    printing = replace(job.options, card=trim, bleed_mm=0.0)
    url = image_url(job.folder, job.base_url)
    return (
        printing,
        trim,
        0.0,
        lambda decks: tts_files(
            decks, trim, url, job.proof, job.write, job.tokens(printing), job.workers
        ),
    )


def cards_pdf_plan(job: Job) -> Plan:
    """A card to a page; the bleed as given (0 is none; the command line gives 1/8 in unless
    told)."""
    options = job.options
    return (
        options,
        options.card,
        options.bleed_mm,
        lambda decks: cards_pdf_files(
            decks, options.card, options.bleed_mm, job.proof, "printgen cards", job.write
        ),
    )


def _cut_printing(job: Job) -> PrintOptions:
    """A cutting machine's print options: the cut sheets' own bleed, the card checked against its
    cutting area before any card is drawn."""
    from printgen.export.cutters import check_cut_area
    from printgen.layout.cutting import CUT_BLEED_MM

    printing = replace(job.options, bleed_mm=CUT_BLEED_MM)
    check_cut_area(job.to, printing)
    return printing


def marks_plan(job: Job) -> Plan:
    """silhouette, brother: sheets with the cutter's registration marks (brother: outlined cards
    for its scan, no marks) and a cut file."""
    from printgen.export.cutters import cut_files

    printing = _cut_printing(job)
    return (
        printing,
        printing.card,
        printing.bleed_mm,
        lambda decks: cut_files(decks, printing, job.title, job.write, job.to),
    )


def cricut_plan(job: Job) -> Plan:
    """cricut: Print Then Cut sheet images."""
    from printgen.export.cutters import cricut_files

    printing = _cut_printing(job)
    return (
        printing,
        printing.card,
        printing.bleed_mm,
        lambda decks: cricut_files(decks, printing, job.write),
    )


def export(
    kind,
    models,
    targets,
    to: str,
    folder: str,
    card_size: str,
    options: PrintOptions,
    kit_values: dict,
    proof: bool = False,
    base_url: str | None = None,
    check_only: bool = False,
    separate: bool = False,
    force: bool = False,
    workers: int = 1,
) -> Exported:
    """Every file of the export, written into `folder` (none with `check_only`), and the service's
    preflight of the very faces written. Text that does not fit is reported at its place, as by
    the preflight of a build, and leaves nothing behind. Decks that share their back are one
    product unless `separate`. What the service would refuse is written by neither: the export
    agrees with its `--check`. With `force`, an earlier export in `folder` is replaced. The
    pictures of tgc, mpc and tts are made in a pool of `workers` processes (1: in this one); the
    files are the same whatever their number."""
    from printgen.kit.preflight import checked_cards

    module = kind.module()
    title = "printgen cards: " + ", ".join(getattr(model, "id", "kit") for model in models)
    service = SERVICES.get(to)
    writer = {"out": None}
    job = Job(
        to,
        card_size,
        options,
        proof,
        title,
        folder,
        base_url,
        lambda printing: module.round_tokens(models, printing, kit_values),
        lambda name, data: writer["out"].write(name, data),
        workers,
    )
    printing, trim, bleed, make = TARGETS[to].module_function()(job)

    def decks(changed):
        found = module.card_decks(models, changed, kit_values)
        return found if separate else merge_same_backs(found, trim, bleed)

    # lays every face out, so what does not fit is found here, before anything is written
    def preflight():
        chosen = decks(printing)
        return (
            chosen,
            *_preflight(
                module, models, chosen, service, to, trim, bleed, printing, kit_values, card_size
            ),
        )

    chosen, findings, line = checked_cards(
        preflight,
        lambda changed: _lay_out_faces(decks(changed), trim, bleed),
        printing,
        models,
        kind,
    )
    if check_only or any(finding.severity == ERROR for finding in findings):
        return Exported((), tuple(findings), line)
    out = writer["out"] = StagedFolder(folder, replace=force)
    with out:
        files = make(chosen)
    return Exported(tuple(files), tuple(findings), line)


def _preflight(
    module,
    models,
    decks,
    service,
    to: str,
    trim: Size,
    bleed: float,
    printing: PrintOptions,
    kit_values: dict,
    card_size: str,
):
    """The service's findings on these decks, and the line after the export."""
    from printgen.export.preflight import service_findings, summary_line

    source = models[0].source
    decks_of_file = {deck.id for deck in getattr(models[0], "decks", ())}

    def locate(deck_id: str) -> tuple:
        if deck_id in decks_of_file:
            return ("decks", deck_id)
        for prefix, section in (("token-", "tokens"), ("reference-", "references")):
            if deck_id.startswith(prefix):
                return (section, deck_id[len(prefix) :])
        return ()

    left = module.left_out(models, printing, kit_values, TARGETS[to])
    if service is None:
        _lay_out_faces(decks, trim, bleed)
        findings = service_findings([], None, trim, bleed, source, left) if left else []
        line = (
            (
                "not exported: "
                + "; ".join(f"{what} ({count}): {why}" for what, count, why, *_ in left)
            )
            if left
            else ""
        )
        target = TARGETS[to]
        if target.cuts:
            from printgen.export.cutters import cutter_line

            line = "\n".join(part for part in (cutter_line(decks, printing, to), line) if part)
        line = "\n".join(part for part in (target.note, line) if part)  # what it is for, and not
        return findings, line
    findings = service_findings(decks, service, trim, bleed, source, left, locate)
    return findings, summary_line(
        service, findings, None if service.output == "pdfx" else service.image_px(card_size)
    )


def merge_same_backs(decks, trim: Size, bleed_mm: float) -> list:
    """Decks whose cards all show one and the same back (drawn alike) as one product: a one-card
    deck that shares the main deck's back is ordered with it."""
    from printgen.kit.card_sheets import PrintedDeck

    merged: list = []
    backs: list = []
    for deck in decks:
        drawn = {card_page(faces.back, trim, bleed_mm, "").items for faces, _, _ in deck.cards}
        back = next(iter(drawn)) if len(drawn) == 1 else None
        match = next(
            (index for index, other in enumerate(backs) if back is not None and other == back), None
        )
        if match is None:
            merged.append(deck)
            backs.append(back)
        else:
            first = merged[match]
            merged[match] = PrintedDeck(first.id, first.name, first.cards + deck.cards)
    return merged


def image_url(folder: str, base_url: str | None = None) -> Callable[[str], str]:
    """Where Tabletop Simulator finds an exported image: `base_url` and its name (the folder
    uploaded there), or else a proper file: URI of it in `folder`, escaped as URIs are (a space, #
    or % in the path cannot break it)."""
    if base_url is not None:
        from urllib.parse import quote

        base = base_url.rstrip("/")
        return lambda name: f"{base}/{quote(name)}"
    import pathlib

    where = pathlib.Path(os.path.abspath(folder))
    return lambda name: (where / name).as_uri()


def check_base_url(url: str) -> str:
    """--base-url: an http or https URL with a host, where the export's files will be uploaded."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
    except ValueError:
        parts = None
    if (
        parts is None
        or parts.scheme.lower() not in ("http", "https")
        or not parts.netloc
        or parts.query
        or parts.fragment
        or any(ch.isspace() or not ch.isprintable() for ch in url)
    ):
        raise UsageError(
            f"--base-url {url!r} is not an http or https address of a folder",
            "give where the files will be uploaded, such as --base-url "
            "https://example.org/my-game/",
        )
    return url


def _lay_out_faces(decks, trim: Size, bleed_mm: float) -> None:
    """Every face of every deck laid out as its page, and dropped: what does not fit raises
    FitError."""
    for deck in decks:
        for faces, _, _ in deck.cards:
            for face in (faces.front, faces.back):
                card_page(face, trim, bleed_mm, "")
