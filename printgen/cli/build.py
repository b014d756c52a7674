"""`printgen build` (the print-and-play kit) and `printgen calibrate` (the duplex test sheet)."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import partial

import click

from printgen.cli.complete import complete_kit, complete_materials
from printgen.cli.echo import note
from printgen.cli.options import (
    back_offset_option,
    duplex_option,
    lang_option,
    output_option,
    paper_option,
    parse_offset,
    template_option,
)
from printgen.core.errors import EXIT_OK, UsageError
from printgen.kinds.lookup import materials_help
from printgen.kit.print_options import CUT, LAYOUTS, kit_inputs
from printgen.kit.watch import INTERVAL_S
from printgen.layout.cutter_names import CUTTER_NAMES

CARD_SIZE_HELP = (
    "poker (63x88; poker-mm too), poker-in (63.5x88.9: 2.5 x 3.5 in, the poker card of the print "
    "services and of export), bridge (57x89), mini (44x63), tarot (70x120) or WxH in mm."
)


def _write(pages, title: str, output: str, inputs: list[str], plan=None) -> int:
    """Writes the PDF of `pages` (with `plan`, a kit's plan, embedded: see kit.faceprint)."""
    from printgen.core.output import check_target, write_atomic
    from printgen.render.pdf import render_pdf

    if output != "-":
        check_target(output, inputs)
    if not pages:
        raise UsageError(
            "the chosen materials make no pages, so nothing was written",
            "choose other materials with --only, or leave it out for the whole kit",
        )
    attachments = ()
    if plan is not None:
        from printgen.kit.faceprint import PLAN_FILE, plan_bytes

        attachments = ((PLAN_FILE, plan_bytes(plan)),)
    data = render_pdf(list(pages), title, attachments=attachments)
    if output == "-":  # standard output: the whole file in one write, after it is complete
        from printgen.core.output import write_stdout

        write_stdout(data)
    else:
        write_atomic(output, data, inputs)
    return len(data)


DIGEST_MARK = "\0digest"  # --version-mark with no text


def mark_text(mark: str | None) -> str:
    """The version mark: none, "digest" (each face's short digest) or the text given."""
    if mark is None:
        return ""
    if mark == DIGEST_MARK:
        return "digest"
    from printgen.kit.reprint import check_mark

    return check_mark(mark)


AUTO_STAMP = "\0auto"  # --stamp with no text
MAX_STAMP = 60  # characters; the foot of a sheet is what bounds it (see layout.furniture)


def stamp_text(stamp: str | None) -> str:
    """The stamp for every sheet: none, the text given, or the version and today's date."""
    if stamp is None:
        return ""
    if stamp == AUTO_STAMP:
        import datetime

        from printgen import __version__

        return f"printgen {__version__} · {datetime.date.today().isoformat()}"
    if not stamp.strip() or any(not ch.isprintable() for ch in stamp):
        raise UsageError(
            "--stamp needs one line of text, or nothing after it for the version and date",
            "such as --stamp 'playtest 3'",
        )
    if len(stamp.strip()) > MAX_STAMP:
        raise UsageError(
            f"--stamp is {len(stamp.strip())} characters long; at most {MAX_STAMP} fit on a sheet",
            "give a shorter --stamp, such as 'playtest 3'",
        )
    return stamp.strip()


LAYOUT_HELP = (
    "print: cards on their own sheets (with --backs, back sheets for duplex printing); "
    "gutterfold: each sheet of cards holds their fronts and, turned upside down across a "
    "dashed fold line, their backs: "
    "fold, glue and cut, no duplex printer needed (implies --backs; --duplex and "
    "--back-offset do not apply); "
    "phone: Number Neighbours' setup and scoring card as one tall page per setup, "
    "to read on a phone; "
    "cut: the cards on sheets for a cutting machine (give --cutter), with its registration "
    "marks, and a cut file beside the PDF."
)
CUTTER_HELP = (
    "With --layout cut, the machine: silhouette (Cameo, Portrait: Type 1 marks), "
    "cricut (Print Then Cut: PNG sheets of 9.25 x 6.75 in beside the PDF), brother (ScanNCut: "
    "outlined cards for its scan, no marks); silhouette and brother also write NAME.cut.svg and "
    "NAME.cut.dxf beside the PDF."
)


@click.command()
@click.argument("kits", nargs=-1, shell_complete=complete_kit, metavar="[KIT]...")
@click.option(
    "-p",
    "--players",
    type=int,
    default=None,
    help="Number of players: 1 to 8 for Number Neighbours (default 4); for a game, within its "
    "player counts (default its most).",
)
@click.option(
    "--only",
    multiple=True,
    metavar="MATERIAL",
    shell_complete=complete_materials,
    help=f"Build only these materials (repeat or comma-separate). {materials_help()}.",
)
@output_option
@paper_option
@click.option("--card-size", default="poker", show_default=True, help=CARD_SIZE_HELP)
@click.option(
    "--bleed",
    "bleed_mm",
    type=float,
    default=0.0,
    show_default=True,
    help="Bleed in mm: card backgrounds run this far past the trim line.",
)
@click.option(
    "--crop-marks/--no-crop-marks",
    default=True,
    show_default=True,
    help="Cut marks in the sheet margin.",
)
@click.option(
    "--gutter",
    "gutter_mm",
    type=float,
    default=0.0,
    show_default=True,
    help="Space between cards in mm.",
)
@click.option(
    "--backs",
    is_flag=True,
    help="Add a card-back page after each sheet of cards, placed for duplex printing (--layout "
    "gutterfold implies backs, on the same sheet).",
)
@duplex_option
@back_offset_option
@click.option(
    "--grayscale",
    is_flag=True,
    help="Ink saver: light backgrounds, greys only (every colour of every kit).",
)
@click.option("--large-print", is_flag=True, help="Bigger type and high contrast.")
@click.option(
    "--shuffle-row",
    is_flag=True,
    help="Number Neighbours: shuffle each setup's starting row (a replay variant).",
)
@click.option(
    "--seed",
    type=int,
    default=None,
    help="Number Neighbours: the seed for --shuffle-row; the same seed gives the same row.",
)
@click.option(
    "--reverse-seats",
    is_flag=True,
    help="Number Neighbours: play the seats in reverse order (a replay variant).",
)
@click.option(
    "--layout", type=click.Choice(LAYOUTS), default="print", show_default=True, help=LAYOUT_HELP
)
@click.option(
    "--format",
    "page_format",
    type=click.Choice(["print", "phone"]),
    default="print",
    show_default=True,
    help="Kept as an alias: --format phone is --layout phone.",
)
@click.option("--cutter", type=click.Choice(CUTTER_NAMES), default=None, help=CUTTER_HELP)
@template_option
@click.option(
    "--dump-plan", is_flag=True, help="Print the page plan as text instead of writing the PDF."
)
@click.option(
    "--watch",
    is_flag=True,
    help="Keep running: rebuild whenever the kit's file (or its template's theme.yaml or fonts) "
    f"is saved, checked every {INTERVAL_S:g} s, and say what changed or what is wrong; the "
    "last good PDF stays in place. Ctrl-C stops.",
)
@click.option(
    "--stamp",
    is_flag=False,
    flag_value=AUTO_STAMP,
    default=None,
    metavar="[TEXT]",
    help="Print a small stamp on every sheet, to tell playtest rounds apart: TEXT as given (the "
    "same every build), or with no TEXT the printgen version and today's date.",
)
@click.option(
    "--version-mark",
    is_flag=False,
    flag_value=DIGEST_MARK,
    default=None,
    metavar="[TEXT]",
    help="Print a small mark up the right edge of every card (and at the top right of every "
    "panel), to tell versions apart: with no TEXT each face's short digest (the one "
    "--changed-since compares), or TEXT as given, such as 'round 3'.",
)
@click.option(
    "--changed-since",
    metavar="OLD.pdf",
    default=None,
    help="Print only the cards, tokens and aids whose faces changed, or are new, since the kit "
    "printgen wrote to OLD.pdf, on as few sheets as they take, with a list of what changed, "
    "what is new and which old ones to discard (default name KIT-reprint.pdf).",
)
@lang_option
def build(
    kits,
    players,
    only,
    output,
    paper,
    card_size,
    bleed_mm,
    crop_marks,
    gutter_mm,
    backs,
    duplex,
    back_offset,
    grayscale,
    large_print,
    shuffle_row,
    seed,
    reverse_seats,
    layout,
    page_format,
    cutter,
    template_dir,
    dump_plan,
    watch,
    stamp,
    version_mark,
    changed_since,
    lang,
) -> int:
    """Build a print-and-play PDF kit for KIT: a bundled setup's or game's id, or a file (default:
    standard).

    Several setups make one kit with a scoring card for each; a game is built on its own.
    Exit status: 0 written (or --watch stopped with Ctrl-C), 1 invalid setup, game or template, 2
    usage, 3 the file could not be written.
    """
    kits = kits or ("standard",)
    if watch:
        check_watch(kits, output, dump_plan)
        if changed_since is not None:
            raise UsageError(
                "--watch rebuilds the whole kit, not a reprint", "leave out --changed-since"
            )
    if changed_since is not None:
        from printgen.cli.reprint import check_changed_since

        check_changed_since(changed_since, output)
    request = BuildRequest(
        tuple(kits),
        dict(
            players=players,
            shuffle_row=shuffle_row,
            seed=seed,
            reverse_seats=reverse_seats,
            page_format=page_format,
        ),
        chosen_layout(layout, page_format, _given("layout")),
        (_given("duplex"), _given("back_offset")),
        dict(
            paper=paper,
            card=card_size,
            bleed_mm=bleed_mm,
            gutter_mm=gutter_mm,
            crop_marks=crop_marks,
            backs=backs,
            duplex=duplex,
            back_offset=back_offset,
            grayscale=grayscale,
            large_print=large_print,
            template_dir=template_dir,
            language=lang,
            stamp=stamp_text(stamp),
            cutter=cutter,
            version_mark=mark_text(version_mark),
        ),
        tuple(only),
        output,
    )
    targets, kind, kit_values, options = request.prepare()
    if options.layout == CUT and output == "-" and not dump_plan:
        raise UsageError(
            "--layout cut writes its cut file beside the PDF, so not to standard output",
            "give the PDF's name with -o, or leave -o out",
        )
    if output is not None and output != "-" and not dump_plan:
        from printgen.core.output import check_target

        check_target(output, [target.path for target in targets])
    elif output is None and not dump_plan:
        from printgen.core.output import check_current_folder

        # its name is the kit's own; that file is checked when the kit is made
        check_current_folder("the kit")
    if watch:
        if kit_values.get("shuffle_row") and kit_values.get("seed") is None:
            raise UsageError(
                "--watch with --shuffle-row needs --seed",
                "give --seed N so that every rebuild shuffles the row alike",
            )
        return watch_kit(request, targets, options)
    old_plan = None
    if changed_since is not None:
        from printgen.kit.reprint import read_plan

        old_plan = read_plan(changed_since)  # before any page is laid out
    models = request.load(targets, kind)
    target = output if output is not None else module_name(kind, models, options, kit_values)
    if changed_since is not None and output is None:
        from printgen.cli.reprint import reprint_name

        target = reprint_name(target)
    inputs_before = kit_inputs(kind, models, targets, options)
    if changed_since is not None:
        inputs_before.append(changed_since)
    if output != "-" and not dump_plan:
        check_outputs(target, inputs_before, options)
    kit = request.make(targets, kind, kit_values, options, models)
    if changed_since is not None:
        from printgen.cli.reprint import build_reprint

        return build_reprint(
            request,
            (targets, kind, kit_values, options, models),
            kit,
            old_plan,
            changed_since,
            target,
            dump_plan,
            _finish,
        )
    if options.layout == CUT and not dump_plan:
        check_cut_files(kit, options, target)
    done = _finish(
        kit.pages,
        kit.title,
        target,
        list(kit.inputs),
        dump_plan,
        kit.warnings,
        kit.to_print,
        kit.plan,
    )
    if options.layout == CUT and not dump_plan:
        note(write_cut_files(kit, options, target))
    return done


CUT_OPTION = "--output (the PDF's name, which its cut files take)"


def module_name(kind, models, options, kit_values) -> str:
    return kind.module().default_name(models, options, kit_values)


def check_outputs(target: str, inputs: list[str], options) -> None:
    """Every file the build will write (the PDF and, with --layout cut, its cut files), checked
    before any page is laid out: each must be writable, and none may be a file the kit reads."""
    from printgen.core.output import check_not_input, check_target

    check_target(target, inputs)
    if options.layout == CUT:
        first = cut_file_names(target, options.cutter, 1, options.backs)
        for name in cut_files_before(target, options.cutter, options.backs):
            if name in first:
                check_target(name, inputs + [target], CUT_OPTION)
            else:  # a sheet image this kit may not reach: written over only if it is
                check_not_input(name, inputs + [target], CUT_OPTION)


def check_cut_files(kit, options, target: str) -> None:
    """Once the cards are laid out (so Cricut's sheets are counted), every cut file is checked
    again, before the PDF is written: the PDF never stands beside a cut file that is not its own."""
    from printgen.core.output import check_target

    for name in cut_files_of(kit, options, target):
        check_target(name, list(kit.inputs) + [target], CUT_OPTION)


def _given(param: str) -> bool:
    """Whether the command line (or its environment) gave the option, rather than its default."""
    from click.core import ParameterSource

    source = click.get_current_context().get_parameter_source(param)
    return source is not None and source is not ParameterSource.DEFAULT


def chosen_layout(layout: str, page_format: str, layout_given: bool) -> str:
    """--layout, or --format phone (its alias)."""
    if page_format != "phone":
        return layout
    if layout_given and layout != "phone":
        raise UsageError(
            f"--format phone and --layout {layout} both choose the layout",
            "give one; --format phone is the same as --layout phone",
        )
    return "phone"


def check_layout(kind, layout: str) -> None:
    """A layout the kind's kits do not print is a usage error naming the kits that do (the kinds
    registry says which)."""
    from printgen.kinds.lookup import kinds_with_layout, titles

    if layout not in kind.layouts:
        raise UsageError(
            f"--layout {layout} is not an option of a {kind.title}",
            f"--layout {layout} belongs to {titles(kinds_with_layout(layout))}; leave it out",
        )


@dataclass(frozen=True)
class BuildRequest:
    """What `printgen build` was asked for, as the command line gave it: prepared and made again on
    every rebuild of --watch (in a child process, so it holds plain values only)."""

    kits: tuple[str, ...]
    given: dict  # the kit options as given, before the kind chooses its own
    layout: str
    fold_conflicts: tuple[bool, bool]  # whether --duplex and --back-offset were given
    printing: dict  # print_options' arguments, with --back-offset as typed
    only: tuple[str, ...]
    output: str | None

    def prepare(self):
        """The targets, their kind, the kit's own values and the print options, each checked."""
        from printgen.kinds.lookup import resolve
        from printgen.kit.print_options import check_cut_options, check_fold_options, print_options

        targets = [resolve(name) for name in self.kits]
        kind = one_kind(targets, "built", "build")
        kit_values = kit_option_values(kind, self.given)
        check_layout(kind, self.layout)
        check_fold_options(self.layout, *self.fold_conflicts)
        printing = dict(self.printing)
        check_cut_options(
            self.layout,
            printing["cutter"],
            {
                "--bleed": printing["bleed_mm"] != 0.0,
                "--gutter": printing["gutter_mm"] != 0.0,
                "--duplex": self.fold_conflicts[0],
                "--back-offset": self.fold_conflicts[1],
            },
        )
        printing["back_offset_mm"] = parse_offset(printing.pop("back_offset"))
        options = print_options(**printing, layout=self.layout)
        if options.layout == CUT:
            from printgen.export.cutters import check_cut_area

            check_cut_area(options.cutter, options)  # before any card is drawn
        return targets, kind, kit_values, options

    def load(self, targets, kind) -> list:
        """The kit's files read and checked (InvalidSetup, exit 1, if any is invalid)."""
        return [kind.module().load(target) for target in targets]

    def make(self, targets, kind, kit_values, options, models=None):
        """The kit laid out (its pages, title, inputs and warnings), not yet written."""
        module = kind.module()
        models = self.load(targets, kind) if models is None else models
        say = lambda text: click.echo(text, err=True)  # noqa: E731
        return module.build(models, targets, options, dict(kit_values, only=self.only), say)


def _stem(target: str) -> str:
    return target[: -len(".pdf")] if target.lower().endswith(".pdf") else target


def cut_file_names(target: str, cutter: str, sheets: int, backs: bool) -> list[str]:
    """The files --layout cut writes beside the PDF `target`: NAME.cut.svg and NAME.cut.dxf, or
    for Cricut NAME.sheet-01.png (and NAME.sheet-01-backs.png with --backs), one per sheet."""
    stem = _stem(target)
    if cutter != "cricut":
        return [f"{stem}.cut.svg", f"{stem}.cut.dxf"]
    sides = ("", "-backs") if backs else ("",)
    return [f"{stem}.sheet-{n:02d}{side}.png" for n in range(1, sheets + 1) for side in sides]


SHEET_IMAGE = re.compile(r"\.sheet-\d{2,}(-backs)?\.png")


def cut_files_before(target: str, cutter: str, backs: bool) -> list[str]:
    """The files --layout cut may write beside `target`, named before the kit is laid out: the cut
    file's two names, or for Cricut the first sheet's images and every file beside the PDF named
    as a sheet image of it (how many sheets there are is known only once the cards are laid out)."""
    if cutter != "cricut":
        return cut_file_names(target, cutter, 1, backs)
    stem = _stem(target)
    folder, base = os.path.split(stem)
    try:
        beside = os.listdir(folder or ".")
    except OSError:  # a folder that cannot be read: check_target has said why
        beside = []
    named = [
        os.path.join(folder, name)
        for name in sorted(beside)
        if name.startswith(base) and SHEET_IMAGE.fullmatch(name[len(base) :])
    ]
    return list(dict.fromkeys(cut_file_names(target, cutter, 1, backs) + named))


def _cut_pages(kit, options) -> list:
    from printgen.kit.card_sheets import CUT_LABEL

    return [page for page in kit.pages if page.label.startswith(CUT_LABEL.format(options.cutter))]


def cut_files_of(kit, options, target: str) -> list[str]:
    """The files --layout cut writes beside the laid-out kit's PDF (none if it holds no cards)."""
    pages = _cut_pages(kit, options)
    fronts = len(pages) // (2 if options.backs else 1)
    return cut_file_names(target, options.cutter, fronts, options.backs) if pages else []


def write_cut_files(kit, options, target: str) -> str:
    """Writes the cut file (or Cricut's sheet images) beside the PDF; returns the line that says
    what was written and what to do with it."""
    from printgen.core.output import write_atomic
    from printgen.export.cutters import software_steps
    from printgen.kit.card_sheets import cut_sheet_of
    from printgen.kit.print_options import make_context
    from printgen.render.cut_file import cricut_images, cut_dxf, cut_svg

    sheet = cut_sheet_of(make_context(options))
    inputs = list(kit.inputs) + [target]
    pages = _cut_pages(kit, options)
    if not pages:  # the materials chosen hold no cards
        return "the kit holds no cards to cut, so no cut file was written"
    names = cut_files_of(kit, options, target)
    if options.cutter == "cricut":
        for name, (_, data) in zip(names, cricut_images(sheet, pages, options.backs)):
            write_atomic(name, data, inputs, CUT_OPTION)
    else:
        write_atomic(names[0], cut_svg(sheet).encode("utf-8"), inputs, CUT_OPTION)
        write_atomic(names[1], cut_dxf(sheet).encode("ascii"), inputs, CUT_OPTION)
    turned = " (turned)" if sheet.slots and sheet.slots[0].turned else ""
    from printgen.core.output import shown_name

    seen = [shown_name(name) for name in names]
    shown = f"{seen[0]} ... {seen[-1]}" if len(seen) > 2 else " and ".join(seen)
    head = f"wrote {shown}: {len(sheet.slots)} cards a sheet{turned}"
    images = f"{os.path.basename(_stem(target))}.sheet-NN.png"
    return f"{head}; {software_steps(options.cutter, os.path.basename(names[0]), images)}"


def check_watch(kits, output: str | None, dump_plan: bool) -> None:
    """--watch rebuilds a file on disk from files on disk: not standard input or output, not a
    plan."""
    from printgen.kinds.lookup import STDIN

    if STDIN in kits:
        raise UsageError(
            "--watch cannot watch standard input",
            "give the kit's file, so printgen can see it change",
        )
    if output == "-":
        raise UsageError(
            "--watch writes a file, not standard output",
            "give the PDF's name with -o, or leave -o out",
        )
    if dump_plan:
        raise UsageError(
            "--watch writes the PDF, not the page plan",
            "leave out --dump-plan, or leave out --watch",
        )


def watch_kit(request: BuildRequest, targets, options) -> int:
    """Builds the kit, then again whenever its file, template or fonts change, until Ctrl-C (exit
    0)."""
    from printgen.kinds.lookup import THEME_FILE, bundled_display
    from printgen.kit.watch import watch

    always = tuple(target.path for target in targets)
    if options.template_dir and os.path.isdir(options.template_dir):
        # a template folder; a bundled theme by name (--template light) is no file to wait for,
        # and its files are watched as every build's inputs
        always += (os.path.join(options.template_dir, THEME_FILE),)
    names = {target.path: target.shown for target in targets}

    def shown(path: str) -> str:
        if path in names:
            return names[path]
        display = bundled_display(path)
        relative = os.path.relpath(path) if os.path.isabs(display) else display
        return display if relative.startswith("..") else relative

    warn = lambda text: click.echo(text, err=True)  # noqa: E731
    return watch(partial(rebuild, request), always, note, warn, shown)


def rebuild(request: BuildRequest, last):
    """One build of --watch (in a child process): the kit written unless its pages and title are
    those of `last`, the last good build; problems are told here and give a failed outcome."""
    from printgen.cli.echo import echo_reports
    from printgen.core.errors import InvalidSetup, PrintgenError
    from printgen.kit.watch import Outcome, page_digests

    try:
        kit = request.make(*request.prepare())
        for warning in kit.warnings:
            click.echo(f"printgen: warning: {warning}", err=True)
        target = kit.default_name if request.output is None else request.output
        digests = page_digests(kit.pages)
        if (
            last is not None
            and (last.output, last.title, last.pages) == (target, kit.title, digests)
            and os.path.exists(target)
        ):
            size = last.size
        else:
            options = request.prepare()[3]
            check_outputs(target, list(kit.inputs), options)
            if request.layout == CUT:
                check_cut_files(kit, options, target)
            size = _write(kit.pages, kit.title, target, list(kit.inputs), kit.plan())
            if request.layout == CUT:
                write_cut_files(kit, options, target)
        return Outcome(True, target, digests, size, tuple(kit.inputs), kit.title)
    except InvalidSetup as exc:
        echo_reports(exc.reports, err=True)
        click.echo(f"printgen: {exc.message}", err=True)
        return Outcome(False, code=exc.exit_code)
    except PrintgenError as exc:
        click.echo(f"printgen: error: {exc.message}", err=True)
        if exc.hint:
            click.echo(f"  hint: {exc.hint}", err=True)
        return Outcome(False, code=exc.exit_code)
    # a bug in one build: reported like any internal error, and the watch goes on
    except Exception as exc:
        from printgen.cli import report_internal_error

        return Outcome(False, code=report_internal_error(exc))


def one_kind(targets, done: str, ability: str):
    """The one kind of every target, which must be able to do `ability`."""
    from printgen.kinds.lookup import require

    kind = targets[0].kind
    for target in targets:
        require(target.kind, ability, done)
    if any(target.kind is not kind for target in targets) or (
        len(targets) > 1 and not kind.combines
    ):
        raise UsageError(
            f"a {'game' if not kind.combines else 'kit'} is built on its own",
            "give several setups, or one game, such as `printgen build colour-catch`",
        )
    return kind


def kit_option_values(kind, given: dict) -> dict:
    """The kit's own options; one given to a kit that lacks it is a usage error naming the kits that
    have it."""
    from printgen.kinds.lookup import KIT_OPTIONS, kinds_with_option, titles

    for param, value in given.items():
        option = KIT_OPTIONS[param]
        if value != option.default and param not in kind.kit_options:
            raise UsageError(
                f"{option.flag} is not an option of a {kind.title}",
                f"{option.flag} belongs to {titles(kinds_with_option(param))}; leave it out",
            )
    return {param: value for param, value in given.items() if param in kind.kit_options}


def _finish(
    pages,
    title: str,
    target: str,
    inputs: list[str],
    dump_plan: bool,
    warnings,
    to_print: str = "",
    plan=lambda: None,
) -> int:
    """Prints the plan (with --dump-plan) or writes the PDF, after any font warnings."""
    for warning in warnings:
        click.echo(f"printgen: warning: {warning}", err=True)
    if dump_plan:
        from printgen.layout.plan import dump_plan as dump

        click.echo(dump(list(pages)), nl=False)
        return EXIT_OK
    from printgen.core.output import shown_name

    size = _write(pages, title, target, inputs, plan())
    note(
        f"wrote {'the kit to standard output' if target == '-' else shown_name(target)}: "
        f"{len(pages)} "
        f"page{'' if len(pages) == 1 else 's'}, {size / 1024:.0f} KB",
        err=target == "-",
    )
    if to_print:
        note(to_print, err=target == "-")
    return EXIT_OK


@click.command()
@output_option
@paper_option
@duplex_option
@back_offset_option
@lang_option
def calibrate(output, paper, duplex, back_offset, lang) -> int:
    """Print a two-sided test sheet to measure your printer's duplex offset for --back-offset."""
    from printgen.kit.calibration import calibration_pages
    from printgen.kit.print_options import make_context, print_options

    target = "printgen-calibration.pdf" if output is None else output
    ctx = make_context(
        print_options(
            paper=paper, duplex=duplex, back_offset_mm=parse_offset(back_offset), language=lang
        )
    )
    size = _write(calibration_pages(ctx), ctx.text("calibration_title"), target, [])
    from printgen.core.output import shown_name

    note(
        f"wrote {'the sheet to standard output' if target == '-' else shown_name(target)}: "
        f"2 pages, {size / 1024:.0f} KB; print it double-sided at 100%",
        err=target == "-",
    )
    return EXIT_OK


__all__ = ["build", "calibrate"]
