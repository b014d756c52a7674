"""Finishing any kit: the print options every kit honours after its own pages are laid out."""

from __future__ import annotations

from dataclasses import dataclass

from printgen.core.errors import UsageError
from printgen.kit.print_options import PrintOptions
from printgen.layout.fonts import missing_characters
from printgen.layout.imposition import impose
from printgen.layout.ink import grayscale_pages
from printgen.layout.paper import PAPERS
from printgen.layout.plan import Page, Text, leaves


@dataclass(frozen=True, eq=False)
class BuiltKit:
    """A kit ready to render: its pages, the PDF's title, every input file it read (none may be
    overwritten), the output file's default name and warnings for the user."""

    pages: tuple[Page, ...]
    title: str
    inputs: tuple[str, ...]
    default_name: str
    warnings: tuple[str, ...] = ()
    to_print: str = (
        ""  # what to print, for the person at the printer: sheets, and which are double-sided
    )
    kit_id: str = ""  # what the plan calls the kit (a game's id, the setups' ids)
    options: PrintOptions | None = None

    def plan(self) -> dict:
        """The plan the PDF carries: each face's page, position and digest (see kit.faceprint)."""
        from printgen.kit.faceprint import kit_plan

        return kit_plan(self.kit_id, self.title, list(self.pages), self.options or PrintOptions())


def font_warnings(pages: list[Page]) -> tuple[str, ...]:
    """One warning per font that lacks characters the kit uses, naming the characters."""
    used: dict[str, set[str]] = {}  # each font's characters, asked about once each
    for page in pages:
        for item, _ in leaves(page.items):
            if isinstance(item, Text):
                used.setdefault(item.font, set()).update(item.text)
    missing = {font: set(missing_characters("".join(chars), font)) for font, chars in used.items()}
    return tuple(
        f"the font {font} has no glyph for {' '.join(repr(ch) for ch in sorted(chars))}; "
        "those characters will print as blanks or boxes"
        for font, chars in sorted(missing.items())
        if chars
    )


def _spans(numbers: list[int]) -> str:
    """'1, 3-5, 8' for [1, 3, 4, 5, 8]."""
    spans: list[list[int]] = []
    for n in numbers:
        if spans and spans[-1][1] == n - 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in spans)


def sheets_to_print(pages: list[Page], options: PrintOptions) -> str:
    """How many sheets the kit prints on, and which of them are double-sided (a page of card
    fronts followed by the page of their backs): for the summary after a build."""
    one, two, sheet, index = [], [], 0, 0
    while index < len(pages):
        sheet += 1
        duplex = index + 1 < len(pages) and pages[index + 1].label == f"{pages[index].label} backs"
        (two if duplex else one).append(sheet)
        index += 2 if duplex else 1
    paper = (
        next(
            (name for name, size in PAPERS.items() if size == options.paper), options.paper.label()
        ).upper()
        if pages
        else ""
    )
    paper = {"LETTER": "Letter"}.get(paper, paper)
    head = f"to print: {sheet} {paper} sheet{'' if sheet == 1 else 's'} at 100% (actual size)"
    if not two:
        return f"{head}, one-sided"
    flip = "long" if options.duplex == "long" else "short"
    single = f"; sheet{'' if len(one) == 1 else 's'} {_spans(one)} one-sided" if one else ""
    return (
        f"{head}: sheet{'' if len(two) == 1 else 's'} {_spans(two)} double-sided (flip on the "
        f"{flip} edge){single}"
    )


def fewer_cards_warning(options: PrintOptions, frame, pages: list[Page]) -> tuple[str, ...]:
    """A warning when --bleed or --gutter leave fewer cards on a sheet than without them."""
    if (
        frame is None
        or options.layout != "print"
        or not (options.bleed_mm or options.gutter_mm)
        or not any(page.label.startswith("cards ") for page in pages)
    ):
        return ()
    try:
        plain = impose(frame, options.card, 0.0, 0.0, options.crop_marks).per_page
        given = impose(
            frame, options.card, options.bleed_mm, options.gutter_mm, options.crop_marks
        ).per_page
    except UsageError:
        return ()
    if given >= plain:
        return ()
    flags = " and ".join(
        f"--{name} {value:g}"
        for name, value in (("bleed", options.bleed_mm), ("gutter", options.gutter_mm))
        if value
    )
    return (
        f"{flags} fit{'' if ' and ' in flags else 's'} {given} cards ({options.card.label()}) "
        f"on a sheet instead of {plain}, so the kit needs more sheets",
    )


def _printed(pages: list[Page], options: PrintOptions) -> list[Page]:
    """The pages printed from the PDF: for Cricut not its card sheets, which Design Space prints
    from their images with its own marks."""
    if options.layout != "cut" or options.cutter != "cricut":
        return pages
    from printgen.kit.card_sheets import CUT_LABEL

    return [page for page in pages if not page.label.startswith(CUT_LABEL.format("cricut"))]


def layout_suffix(options: PrintOptions) -> str:
    """What the layout adds to a kit's file name: "-gutterfold", "-cut-silhouette", or nothing."""
    if options.layout == "gutterfold":
        return "-gutterfold"
    if options.layout == "cut":
        return f"-cut-{options.cutter}"
    return ""


def finish(
    pages: list[Page],
    title: str,
    inputs: list[str],
    default_name: str,
    options: PrintOptions,
    frame=None,
    kit_id: str = "",
) -> BuiltKit:
    """Greys every mark for --grayscale, warns of missing glyphs and of cards lost to --bleed or
    --gutter, and says what to print, the same for every kit."""
    if options.grayscale:
        pages = grayscale_pages(pages)
    warnings = fewer_cards_warning(options, frame, pages) + font_warnings(pages)
    to_print = (
        sheets_to_print(_printed(pages, options), options) if options.layout != "phone" else ""
    )
    return BuiltKit(
        tuple(pages), title, tuple(inputs), default_name, warnings, to_print, kit_id, options
    )
