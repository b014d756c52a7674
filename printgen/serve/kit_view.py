"""What the page shows of a kit: the editor's text read, checked, laid out and rendered by the very
code `printgen build` runs, with the same limits, as pictures of its pages or of one card.

A theme is shown on the bundled Standard kit, laid out with the theme as it stands in the editor.
"""

from __future__ import annotations

import base64
import os
from contextlib import nullcontext
from dataclasses import dataclass

from printgen.kinds.lookup import THEME, THEME_FILE, Target

SAMPLE_KIT = "standard"  # the kit a theme is shown on
VIEWS = ("pages", "card")
DPI_RANGE = {"pages": (20.0, 100.0), "card": (50.0, 300.0)}
DEFAULT_DPI = {"pages": 40.0, "card": 150.0}


class BadSettings(ValueError):
    """Settings the page sent that no control of it can give (a request to refuse, not a kit's
    problem)."""


@dataclass(frozen=True)
class ViewSettings:
    """The options that change a kit, as the page's controls give them, and how it is shown."""

    players: int | None = None
    language: str = "en"
    paper: str = "a4"
    card_size: str = "poker"
    large_print: bool = False
    grayscale: bool = False
    layout: str = "print"
    view: str = "pages"
    dpi: float = 40.0
    card: int = 1  # which card (1 is the first) in the card view


def _typed(data: dict, key: str, kind, default):
    value = data.get(key, default)
    if value is None and default is None:
        return None
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BadSettings(f"{key} must be {kind.__name__}")
    return value


def settings_from(data) -> ViewSettings:
    """The page's settings, each of the right type and within its range (BadSettings otherwise)."""
    import math

    from printgen.kit.print_options import VIEWED_LAYOUTS as LAYOUTS
    from printgen.style.messages import LANGUAGES

    if not isinstance(data, dict):
        raise BadSettings("settings must be an object")
    view = _typed(data, "view", str, "pages")
    if view not in VIEWS:
        raise BadSettings(f"view must be one of {', '.join(VIEWS)}")
    low, high = DPI_RANGE[view]
    dpi = _typed(data, "dpi", float, DEFAULT_DPI[view])
    if not math.isfinite(dpi):
        raise BadSettings("dpi must be a number")
    settings = ViewSettings(
        _typed(data, "players", int, None),
        _typed(data, "language", str, "en"),
        _typed(data, "paper", str, "a4"),
        _typed(data, "card_size", str, "poker")[:40],
        _typed(data, "large_print", bool, False),
        _typed(data, "grayscale", bool, False),
        _typed(data, "layout", str, "print"),
        view,
        min(max(dpi, low), high),
        max(1, min(_typed(data, "card", int, 1), 100_000)),
    )
    if settings.language not in LANGUAGES or settings.layout not in LAYOUTS:
        raise BadSettings("unknown language or layout")
    if settings.players is not None and not -1000 <= settings.players <= 1000:
        raise BadSettings("players out of range")
    return settings


@dataclass(frozen=True)
class KitView:
    """One look at a kit: whether it validated and was laid out, its diagnostics (as the page shows
    them), problems that belong to no line (the options, a usage error), the pictures, and the
    files it read (watched for changes)."""

    ok: bool
    diagnostics: tuple = ()
    problems: tuple = ()
    pictures: tuple = ()
    inputs: tuple[str, ...] = ()
    pages: int = 0
    cards: int = 0
    title: str = ""
    kit: object = None  # the BuiltKit, for building the PDF

    def as_json(self) -> dict:
        return {
            "ok": self.ok,
            "diagnostics": list(self.diagnostics),
            "problems": list(self.problems),
            "pictures": list(self.pictures),
            "pages": self.pages,
            "cards": self.cards,
            "title": self.title,
        }


def diagnostic_json(diagnostic, editing: tuple[str, ...]) -> dict:
    """A diagnostic for the page; `here` says whether it belongs to the file in the editor."""
    here = not diagnostic.cell and (
        diagnostic.file in editing or os.path.abspath(diagnostic.file) in editing
    )
    return {
        "file": diagnostic.file,
        "line": diagnostic.line,
        "column": diagnostic.column,
        "severity": diagnostic.severity,
        "code": diagnostic.code,
        "message": diagnostic.message,
        "hint": diagnostic.hint,
        "cell": diagnostic.cell,
        "acknowledged": diagnostic.acknowledged,
        "here": here,
    }


def print_options_of(settings: ViewSettings, template_dir: str | None = None):
    from printgen.kit.print_options import print_options

    return print_options(
        settings.paper,
        settings.card_size,
        grayscale=settings.grayscale,
        large_print=settings.large_print,
        template_dir=template_dir,
        language=settings.language,
        layout=settings.layout,
    )


def lay_out_kit(path: str, shown: str, data: bytes, settings: ViewSettings) -> KitView:
    """The kit of the text `data` (the file at `path`, named `shown`), checked and laid out; no
    pictures yet."""
    from printgen.core.errors import InvalidSetup, PrintgenError
    from printgen.style.reading import edited_theme

    editing = (shown, os.path.abspath(path))
    theme = os.path.basename(path) == THEME_FILE
    reports = []
    try:
        with edited_theme(path, data) if theme else nullcontext():
            kit = (_theme_kit if theme else _own_kit)(path, shown, data, settings, reports)
    # an invalid theme or kit found while laying out (a template that leaves no room)
    except InvalidSetup as exc:
        return _failed(reports + list(exc.reports), editing)
    # the options (a card too large for the paper, a language the game lacks)
    except PrintgenError as exc:
        return _failed(reports, editing, ({"message": exc.message, "hint": exc.hint},))
    if kit is None:
        return _failed(reports, editing)
    diagnostics = tuple(diagnostic_json(d, editing) for r in reports for d in r.diagnostics)
    problems = tuple(
        {"message": warning, "hint": "", "severity": "warning"} for warning in kit.warnings
    )
    inputs = tuple(dict.fromkeys([*kit.inputs, *pictures_drawn(kit.pages)]))
    return KitView(
        True,
        diagnostics,
        problems,
        (),
        inputs,
        len(kit.pages),
        len(card_trims(kit.pages)),
        kit.title,
        kit,
    )


def pictures_drawn(pages) -> list[str]:
    """The picture files the pages draw (a kit's inputs name its spreadsheets, not its pictures)."""
    from printgen.layout.plan import Picture, leaves

    return list(
        dict.fromkeys(
            item.path
            for page in pages
            for item, _ in leaves(page.items)
            if isinstance(item, Picture)
        )
    )


def _failed(reports, editing, problems=()) -> KitView:
    seen, diagnostics = set(), []
    for report in reports:
        for d in report.diagnostics:
            key = (d.file, d.line, d.column, d.code, d.message)
            if key not in seen:
                seen.add(key)
                diagnostics.append(diagnostic_json(d, editing))
    return KitView(False, tuple(diagnostics), tuple(dict(p, severity="error") for p in problems))


def _own_kit(path: str, shown: str, data: bytes, settings: ViewSettings, reports: list):
    """A game's or a setup's kit from the editor's text, read as if it were the file on disk."""
    from printgen.kinds.table import kind_of_document
    from printgen.kit.validation import add_preflight, apply_acknowledgements
    from printgen.read.loader import load_bytes

    document = load_bytes(data, shown)
    # its spreadsheets and pictures, beside it
    document.folder = os.path.dirname(os.path.abspath(path))
    kind = kind_of_document(document)
    report = kind.module().validate_document(document)
    reports.append(report)
    printing = print_options_of(settings)
    add_preflight(report, kind, printing, [settings.language])
    apply_acknowledgements(report)
    if not report.ok:
        return None
    return kind.module().build(
        [report.model],
        [Target(kind, path, shown, document)],
        printing,
        {"players": settings.players, "only": ()},
    )


def _theme_kit(path: str, shown: str, data: bytes, settings: ViewSettings, reports: list):
    """The bundled Standard kit laid out with the theme in the editor."""
    from printgen.kinds.lookup import resolve
    from printgen.theme import kind as theme_kind

    report = theme_kind.validate(Target(THEME, path, shown))
    reports.append(report)
    if not report.ok:
        return None
    sample = resolve(SAMPLE_KIT)
    module = sample.kind.module()
    printing = print_options_of(settings, os.path.dirname(os.path.abspath(path)))
    return module.build(
        [module.load(sample)], [sample], printing, {"players": settings.players, "only": ()}
    )


def card_trims(pages) -> list[tuple[int, tuple[float, float, float, float]]]:
    """(page index, (left, bottom, right, top) in points) of every card's trim, page by page."""
    from printgen.layout.plan import Trim, leaves

    found = []
    for index, page in enumerate(pages):
        for item, (a, b, c, d, e, f) in leaves(page.items):
            if isinstance(item, Trim):
                box = item.box
                corners = [
                    (x, y)
                    for x in (box.x_pt, box.x_pt + box.width_pt)
                    for y in (box.y_pt, box.y_pt + box.height_pt)
                ]
                xs = [a * x + c * y + e for x, y in corners]
                ys = [b * x + d * y + f for x, y in corners]
                found.append((index, (min(xs), min(ys), max(xs), max(ys))))
    return found


def render_pictures(view: KitView, settings: ViewSettings) -> KitView:
    """The view with its pictures: every page, or one card, as PNG. A picture past the pixel
    budget of `printgen preview` is refused before anything is rendered."""
    from dataclasses import replace

    from printgen.core.errors import UsageError
    from printgen.export.preview import MAX_PIXELS
    from printgen.render.pdf import render_pdf
    from printgen.render.raster import each_page_image, png_bytes

    pages = list(view.kit.pages)
    trims = card_trims(pages)
    scale = settings.dpi / 72.0
    if settings.view == "card" and trims:
        index, (left, bottom, right, top) = trims[min(settings.card, len(trims)) - 1]
        chosen, labels = [index], [f"card {min(settings.card, len(trims))} of {len(trims)}"]
    else:
        chosen, labels = (
            list(range(len(pages))),
            [page.label or f"page {n + 1}" for n, page in enumerate(pages)],
        )
    pixels = sum(
        round(pages[i].width_pt * scale) * round(pages[i].height_pt * scale) for i in chosen
    )
    if pixels > MAX_PIXELS:
        raise UsageError(
            f"the pictures would have {pixels:,} pixels, more than the {MAX_PIXELS:,} a "
            "preview may have",
            "choose a smaller size",
        )
    pdf = render_pdf(pages, view.kit.title)
    pictures = []
    for position, image in enumerate(each_page_image(pdf, dpi=settings.dpi, pages=chosen)):
        if settings.view == "card" and trims:
            height_pt = pages[chosen[0]].height_pt
            x_px, y_px = round(left * scale), round((height_pt - top) * scale)
            # the card's exact size
            image = image.crop(
                (
                    x_px,
                    y_px,
                    x_px + round((right - left) * scale),
                    y_px + round((top - bottom) * scale),
                )
            )
        data = png_bytes(image)
        pictures.append(
            {
                "label": labels[position],
                "width": image.size[0],
                "height": image.size[1],
                "png": base64.b64encode(data).decode("ascii"),
            }
        )
    return replace(view, pictures=tuple(pictures))


def view_kit(path: str, shown: str, data: bytes, settings: ViewSettings) -> KitView:
    """The kit laid out and, if it was, drawn."""
    from dataclasses import replace

    from printgen.core.errors import PrintgenError

    view = lay_out_kit(path, shown, data, settings)
    if not view.ok:
        return view
    try:
        return render_pictures(view, settings)
    except PrintgenError as exc:
        return replace(
            view,
            ok=False,
            problems=view.problems
            + ({"message": exc.message, "hint": exc.hint, "severity": "error"},),
        )
