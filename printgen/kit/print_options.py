"""Print options: how any kit is printed, one value built once from the command line.

Paper, card size, bleed, gutter, crop marks, backs, duplex and back offset, the theme (template,
large print, grayscale), the language and the layout: every kit honours every one of them (the
phone layout is a Number Neighbours page; the kinds registry says which kits have which layout).
What a kit prints (its players, seats, variants) is the kit's own business and lives with the kit.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.imposition import SheetFrame
from printgen.layout.paper import (
    BLEED_MAX_MM,
    CARD_SIZES,
    GUTTER_MAX_MM,
    PAPERS,
    Size,
    card_size,
    check_range,
    paper_size,
)
from printgen.style.messages import LANGUAGES, Catalogue, load_catalogue
from printgen.style.model import Theme

DUPLEX = ("long", "short")
# print: fronts on their own sheets (with --backs, back sheets for duplex); gutterfold: fronts and
# their backs on one sheet, folded; phone: a kit's one tall page to read on a phone; cut: the
# cards on sheets for a cutting machine (--cutter), with its registration marks and a cut file.
LAYOUTS = ("print", "gutterfold", "phone", "cut")
FOLDED = "gutterfold"
CUT = "cut"
# what `printgen serve` offers: one PDF and no cut file beside it, so not the cut layout
VIEWED_LAYOUTS = tuple(layout for layout in LAYOUTS if layout != CUT)


@dataclass(frozen=True)
class PrintOptions:
    """How a kit is printed: paper, card size, bleed, marks, backs, layout and language."""

    paper: Size = PAPERS["a4"]
    card: Size = CARD_SIZES["poker"]
    bleed_mm: float = 0.0
    gutter_mm: float = 0.0
    crop_marks: bool = True
    backs: bool = False
    duplex: str = "long"
    back_offset_mm: tuple[float, float] = (0.0, 0.0)
    grayscale: bool = False
    large_print: bool = False
    template_dir: str | None = None
    language: str = "en"
    layout: str = "print"
    stamp: str = ""  # printed small on every sheet (--stamp), to tell playtest rounds apart
    # (section, key, value) laid over the chosen theme: the preflight's way to try a template
    # with one of its values put back, to find the value that leaves a kit no room
    theme_overrides: tuple[tuple[str, str, object], ...] = ()
    cutter: str = ""  # with --layout cut: the machine (one of layout.cutter_names.CUTTER_NAMES)
    # a small mark on every face (--version-mark): "digest" for each face's short digest, or text
    version_mark: str = ""
    reprint: object = None  # with --changed-since: a kit.reprint.Reprint, what to lay out


def check_fold_options(layout: str, duplex_given: bool, offset_given: bool) -> None:
    """A usage error for --duplex or --back-offset with --layout gutterfold, which prints no
    duplex."""
    from printgen.core.errors import UsageError

    given = [
        flag for flag, on in (("--duplex", duplex_given), ("--back-offset", offset_given)) if on
    ]
    if layout == FOLDED and given:
        flags = " and ".join(given)
        raise UsageError(
            f"{flags} {'do' if len(given) > 1 else 'does'} not apply to --layout gutterfold: "
            "it prints each back on the same side of the sheet as its front and folds it "
            "behind, with no duplex printing",
            f"leave out {flags}; for duplex printing, use --backs without --layout gutterfold",
        )


def check_cut_options(layout: str, cutter: str | None, given: dict) -> None:
    """--layout cut and --cutter go together; the options the cut layout sets itself (its bleed
    and spacing, backs mirrored for long-edge duplex) are usage errors when given with it."""
    from printgen.core.errors import UsageError
    from printgen.layout.cutter_names import CUTTER_NAMES, CUTTER_TITLES

    machines = ", ".join(CUTTER_NAMES)
    if cutter and layout != CUT:
        raise UsageError(
            f"--cutter {cutter} applies to --layout cut only",
            f"add --layout cut to lay the cards out for the {CUTTER_TITLES[cutter]}, "
            "or leave out --cutter",
        )
    if layout == CUT and not cutter:
        raise UsageError(
            "--layout cut needs --cutter: the machine decides where the marks and the cards go",
            f"add --cutter with one of: {machines}",
        )
    flags = [flag for flag, on in given.items() if on]
    if layout == CUT and flags:
        named = " and ".join(flags)
        raise UsageError(
            f"{named} {'do' if len(flags) > 1 else 'does'} not apply to --layout cut: the cards "
            "stand apart with their own bleed, and their backs are mirrored for long-edge duplex",
            f"leave out {named}",
        )


def print_options(
    paper: str = "a4",
    card: str = "poker",
    bleed_mm: float = 0.0,
    gutter_mm: float = 0.0,
    crop_marks: bool = True,
    backs: bool = False,
    duplex: str = "long",
    back_offset_mm: tuple[float, float] = (0.0, 0.0),
    grayscale: bool = False,
    large_print: bool = False,
    template_dir: str | None = None,
    language: str = "en",
    layout: str = "print",
    stamp: str = "",
    cutter: str = "",
    version_mark: str = "",
) -> PrintOptions:
    """The options as the command line gives them, each checked (a usage error names the limit).
    Gutterfold prints the backs whether or not --backs is given."""
    from printgen.core.errors import UsageError

    if template_dir is not None and not template_dir.strip():
        raise UsageError(
            "--template is empty",
            "give the folder that holds your theme.yaml, or leave --template out for the "
            "default theme",
        )
    if template_dir and large_print:
        raise UsageError(
            "--large-print and --template both choose the theme",
            "give one; a template can start from large print with `extends: large-print`",
        )
    if language not in LANGUAGES:
        raise UsageError(f"unknown language {language!r}", f"choose one of: {', '.join(LANGUAGES)}")
    if duplex not in DUPLEX:
        raise UsageError(f"unknown duplex {duplex!r}", f"choose one of: {', '.join(DUPLEX)}")
    if layout not in LAYOUTS:
        raise UsageError(f"unknown layout {layout!r}", f"choose one of: {', '.join(LAYOUTS)}")
    check_fold_options(layout, duplex != "long", tuple(back_offset_mm) != (0.0, 0.0))
    backs = backs or layout == FOLDED
    return PrintOptions(
        paper_size(paper),
        card_size(card),
        check_range("--bleed", bleed_mm, BLEED_MAX_MM),
        check_range("--gutter", gutter_mm, GUTTER_MAX_MM),
        crop_marks,
        backs,
        duplex,
        back_offset_mm,
        grayscale,
        large_print,
        template_dir,
        language,
        layout,
        stamp,
        cutter=cutter or "",
        version_mark=version_mark,
    )


@dataclass(frozen=True, eq=False)
class Context:
    """Everything a material needs to lay itself out: the print options and the theme they chose."""

    options: PrintOptions
    theme: Theme

    @property
    def language(self) -> str:
        return self.options.language

    @property
    def messages(self) -> Catalogue:
        """The words the kit prints around the file's own text, in the kit's language."""
        return load_catalogue(self.language)

    def text(self, key: str, **values: object) -> str:
        return self.messages.text(key, **values)

    @property
    def frame(self) -> SheetFrame:
        return SheetFrame(self.options.paper, self.theme.sheet.margin_mm, self.theme.sheet.band_mm)


def make_context(options: PrintOptions) -> Context:
    """The context of a build: the options and the theme they choose (read once)."""
    from printgen.style.choice import choose_theme
    from printgen.style.model import with_settings

    return Context(
        options,
        with_settings(
            choose_theme(options.template_dir, options.large_print, options.grayscale),
            options.theme_overrides,
        ),
    )


def kit_inputs(kind, models, targets, options) -> list[str]:
    """Every file a kit reads, known before any page is laid out: the kit's own files, the files
    beside them (spreadsheets, pictures, icons) and the theme with its fonts. No command writes
    over any of them."""
    return list(
        dict.fromkeys(
            [target.path for target in targets]
            + kind.module().files_read(models)
            + list(make_context(options).theme.sources)
        )
    )
