"""`printgen export` (cards for print services and digital tables) and `printgen preview` (a picture
of a kit, without a PDF viewer)."""

from __future__ import annotations

import click

from printgen.cli.complete import complete_kit
from printgen.cli.echo import note
from printgen.cli.options import lang_option, paper_option, template_option
from printgen.core.errors import EXIT_INVALID, EXIT_OK, UsageError
from printgen.export.preview import MAX_PIXELS
from printgen.export.targets import (
    BASE_URL,
    BLEED,
    PAPER,
    PROOF,
    TARGETS,
    WORKERS,
    names,
    taking,
    targets_help,
)


def _targets(kits, ability: str, done: str):
    from printgen.kinds.lookup import require, resolve

    targets = [resolve(name) for name in kits]
    for target in targets:
        require(target.kind, ability, done)
    kind = targets[0].kind
    if any(t.kind is not kind for t in targets) or (len(targets) > 1 and not kind.combines):
        raise UsageError(
            "give one game, or one or more setups", f"{ability} makes one kit at a time"
        )
    return kind, targets, [kind.module().load(t) for t in targets]


def kit_id(models) -> str:
    """The name a kit's files take when -o is not given: its id (setups' ids joined, as build joins
    them)."""
    return "-".join(model.id for model in models)


@click.command()
@click.argument("kits", nargs=-1, required=True, shell_complete=complete_kit, metavar="KIT...")
@click.option("--to", "to", type=click.Choice(list(TARGETS)), required=True, help=targets_help())
@click.option(
    "-o",
    "--output",
    default=None,
    metavar="FOLDER",
    help="A new folder, or an existing empty one, for the files (default: KIT-SERVICE in this "
    "folder, such as neos-tgc); an existing folder is written into, never replaced.",
)
@click.option(
    "--card-size",
    default="poker",
    show_default=True,
    help="poker, bridge, mini or tarot (a service's own sizes; poker is 2.5 x 3.5 in there and for "
    "cards-pdf, silhouette and cricut, which also take poker-mm for build's 63 x 88 mm poker and "
    "poker-in, as build does); all but the services take WxH in mm.",
)
@click.option(
    "--bleed",
    "bleed_mm",
    type=float,
    default=None,
    help="cards-pdf only: bleed in mm (default 1/8 in; 0 for none); services set their own.",
)
@click.option(
    "--base-url",
    default=None,
    metavar="URL",
    help="tts only: the web address the folder's images will be uploaded to; deck.json refers to "
    "them there instead of by their path on this computer.",
)
@click.option(
    "--proof",
    is_flag=True,
    help="Draw the trim (solid) and the safe zone (dashed, the band outside it ticked) on every "
    "image, to check a proof.",
)
@click.option(
    "--check",
    "check_only",
    is_flag=True,
    help="Write nothing: list what the service would refuse (exit 1) or print changed, at its "
    "place in the kit's file.",
)
@click.option(
    "--force",
    is_flag=True,
    help="Replace the folder's earlier export (a folder holding anything else is still refused).",
)
@click.option(
    "--separate-decks",
    is_flag=True,
    help="Keep decks that share their back as products of their own (by default they are one "
    "product).",
)
@click.option(
    "-p",
    "--players",
    type=int,
    default=None,
    help="Players (the number of hand-card sets for Number Neighbours).",
)
@click.option(
    "--workers",
    type=int,
    default=None,
    help=f"{names(taking(WORKERS))} only: processes to make the pictures in (default: one per "
    "core; 1 makes them in this process). The files are the same whatever the number.",
)
@click.option("--grayscale", is_flag=True, help="Greys only.")
@click.option("--large-print", is_flag=True, help="Bigger type and high contrast.")
@click.option(
    "--paper",
    type=click.Choice(["a4", "letter"], case_sensitive=False),
    default=None,
    help=f"{names(taking(PAPER))} only: the paper of the sheets (default a4).",
)
@template_option
@lang_option
def export(
    kits,
    to,
    output,
    card_size,
    bleed_mm,
    base_url,
    proof,
    check_only,
    force,
    separate_decks,
    players,
    workers,
    paper,
    grayscale,
    large_print,
    template_dir,
    lang,
) -> int:
    """Export the cards of KIT for a print service or a digital table, into the folder -o (default:
    KIT-SERVICE).

    The bleed is the design carried past the trim, never white padding. Exit status: 0 written,
    1 invalid file, or cards the service would refuse (then nothing is written, as --check says),
    2 usage (such as a card size the service does not make), 3 not written.
    """
    from printgen.core.output import check_folder_target
    from printgen.export.run import DEFAULT_PDF_BLEED_MM
    from printgen.export.run import export as run_export
    from printgen.export.services import SERVICES
    from printgen.kit.print_options import print_options

    target = TARGETS[to]
    _check_options(
        target, bleed_mm=bleed_mm, base_url=base_url, paper=paper, proof=proof, workers=workers
    )
    kind, targets, models = _targets(kits, "export", "exported")
    output = f"{kit_id(models)}-{to}" if output is None else output
    if not check_only:
        check_folder_target(output, replace=force)
    named = card_size.strip().lower()
    if target.service and SERVICES[to].trim(named) is None:
        raise UsageError(
            f"{SERVICES[to].title} does not make {card_size!r} cards",
            f"its sizes: {', '.join(name for name, _ in SERVICES[to].sizes)}",
        )
    options = print_options(
        paper=(paper or "a4").lower(),
        card={"pdf": _pdf_card(named, card_size), "service": "poker"}.get(
            target.card_size, card_size
        ),
        bleed_mm=DEFAULT_PDF_BLEED_MM if bleed_mm is None else bleed_mm,
        grayscale=grayscale,
        large_print=large_print,
        template_dir=template_dir,
        language=lang,
    )
    done = run_export(
        kind,
        models,
        targets,
        to,
        output,
        named,
        options,
        {"players": players},
        proof,
        base_url,
        check_only,
        separate_decks,
        force,
        _workers(workers),
    )
    return _report(done, models, kind, output, check_only)


def _check_options(target, **given) -> None:
    """An option the target does not take is a usage error naming those that take it, with why."""
    from printgen.export.run import check_base_url

    bleed_mm, base_url, paper, proof = (
        given[k] for k in ("bleed_mm", "base_url", "paper", "proof")
    )
    if bleed_mm is not None and not target.takes_option(BLEED):
        raise UsageError(
            f"{BLEED} applies to {_to(taking(BLEED))} only", f"leave it out: {target.no_bleed}"
        )
    if base_url is not None:
        if not target.takes_option(BASE_URL):
            raise UsageError(
                f"{BASE_URL} applies to {_to(taking(BASE_URL))} only",
                "leave it out; the other exports do not refer to their files by address",
            )
        check_base_url(base_url)
    if paper is not None and not target.takes_option(PAPER):
        raise UsageError(
            f"{PAPER} applies to {_to(taking(PAPER))} only",
            "leave it out: the other exports are a card to an image or a page",
        )
    if proof and not target.takes_option(PROOF):
        raise UsageError(f"{PROOF} does not apply to --to {target.name}", target.no_proof)
    workers = given["workers"]
    if workers is not None and not target.takes_option(WORKERS):
        raise UsageError(
            f"{WORKERS} applies to {_to(taking(WORKERS))} only",
            "leave it out: the other exports are made in this process",
        )
    if workers is not None and not 1 <= workers <= MAX_WORKERS:
        raise UsageError(
            f"{WORKERS} must be 1 to {MAX_WORKERS}, got {workers}",
            "give a number of processes, such as 2",
        )


MAX_WORKERS = 256


def _workers(given: int | None) -> int:
    """--workers, or one process per core."""
    from printgen.core.workers import usable_cores

    return usable_cores() if given is None else given


def _to(targets: list[str]) -> str:
    return f"--to {names(targets)}"


POKER_IN = "63.5x88.9"  # 2.5 x 3.5 in, the poker card of the print services


def _pdf_card(named: str, given: str) -> str:
    """cards-pdf's card: poker is the services' 2.5 x 3.5 in; poker-mm keeps printgen's 63 x 88
    mm."""
    return POKER_IN if named == "poker" else "poker" if named == "poker-mm" else given


def _report(done, models, kind, output: str, check_only: bool) -> int:
    """The export's preflight: every finding in full with --check (exit 1 for what a service
    refuses), else the files written and the one line of what the service would do."""
    from printgen.cli.echo import echo_reports
    from printgen.core.diagnostics import ERROR, FileReport

    errors = sum(1 for d in done.findings if d.severity == ERROR)
    if check_only or errors:  # an export the service would refuse is not written either
        by_file = {}
        for model in models:
            by_file[model.source.file] = FileReport(
                model.source.file, list(model.source.lines), model, [], kind
            )
        for finding in done.findings:
            by_file.setdefault(
                finding.file, FileReport(finding.file, [], None, [], kind)
            ).diagnostics.append(finding)
        echo_reports([report for report in by_file.values() if report.diagnostics])
        note(
            (done.line.replace(" (`--check` shows where)", "") or "nothing to report")
            + f"\n{errors} error{'s' if errors != 1 else ''}, {len(done.findings) - errors} "
            f"warning{'s' if len(done.findings) - errors != 1 else ''}; nothing written"
            + ("" if check_only else f" ({output}): the service would refuse it")
        )
        return EXIT_INVALID if errors else EXIT_OK
    from printgen.core.output import shown_name

    images = sum(1 for name in done.files if name.endswith(".png"))
    note(
        f"wrote {shown_name(output)}: {len(done.files)} files"
        + (f", {images} images" if images else "")
        + (f"\n{done.line}" if done.line else "")
    )
    return EXIT_OK


@click.command()
@click.argument("kits", nargs=-1, required=True, shell_complete=complete_kit, metavar="KIT...")
@click.option(
    "-o",
    "--output",
    default=None,
    metavar="FILE",
    help="The PNG file to write (default: KIT.png in this folder, such as standard.png); - writes "
    "it to standard output.",
)
@click.option("--page", type=int, default=None, help="Only this page (1 is the first), larger.")
@click.option(
    "--dpi",
    type=click.FloatRange(10, 300),
    default=None,
    callback=lambda ctx, param, value: _finite(value, "--dpi"),
    help="Resolution: 30 for the contact sheet, 100 for one page, unless given (a picture may "
    f"have at most {MAX_PIXELS:,} pixels).",
)
@click.option(
    "--only", multiple=True, metavar="MATERIAL", help="Only these materials, as for build."
)
@click.option("-p", "--players", type=int, default=None, help="Players, as for build.")
@paper_option
@click.option("--card-size", default="poker", show_default=True, help="Card size, as for build.")
@click.option("--grayscale", is_flag=True, help="Greys only.")
@click.option("--large-print", is_flag=True, help="Bigger type and high contrast.")
@template_option
@lang_option
def preview(
    kits,
    output,
    page,
    dpi,
    only,
    players,
    paper,
    card_size,
    grayscale,
    large_print,
    template_dir,
    lang,
) -> int:
    """Write a picture of KIT's kit: every page side by side (a contact sheet), or one page."""
    from printgen.core.output import STDOUT, check_target, shown_name, write_atomic, write_stdout
    from printgen.export.preview import contact_sheet
    from printgen.kit.print_options import kit_inputs, print_options

    kind, targets, models = _targets(kits, "preview", "previewed")
    output = f"{kit_id(models)}.png" if output is None else output
    options = print_options(
        paper,
        card_size,
        grayscale=grayscale,
        large_print=large_print,
        template_dir=template_dir,
        language=lang,
    )
    if output != STDOUT:
        check_target(output, kit_inputs(kind, models, targets, options))
    kit = kind.module().build(models, targets, options, {"players": players, "only": only})
    if not kit.pages:
        raise UsageError(
            "the chosen materials make no pages, so nothing was written",
            "choose other materials with --only, or leave it out for the whole kit",
        )
    if page is not None and not 1 <= page <= len(kit.pages):
        raise UsageError(
            f"the kit has {len(kit.pages)} page{'s' if len(kit.pages) != 1 else ''}, so there "
            f"is no page {page}",
            f"give a page from 1 to {len(kit.pages)}",
        )
    data = contact_sheet(kit, page, dpi)
    what = (
        f"page {page} of {len(kit.pages)}"
        if page
        else f"{len(kit.pages)} page{'s' if len(kit.pages) != 1 else ''}"
    )
    if output == STDOUT:
        write_stdout(data)
        note(f"wrote the picture to standard output: {what}", err=True)
    else:
        write_atomic(output, data, list(kit.inputs))
        note(f"wrote {shown_name(output)}: {what}")
    return EXIT_OK


def _finite(value: float | None, name: str) -> float | None:
    import math

    if value is not None and not math.isfinite(value):
        raise UsageError(
            f"{name} must be a number, got {value}",
            "give a number of dots per inch from 10 to 300, such as 100",
        )
    return value
