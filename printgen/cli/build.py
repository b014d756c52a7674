"""`printgen build` (the print-and-play kit) and `printgen calibrate` (the duplex test sheet)."""

from __future__ import annotations

import click

from printgen.cli.complete import complete_kit, complete_materials
from printgen.cli.echo import note
from printgen.cli.options import back_offset_option, duplex_option, lang_option, output_option, paper_option, parse_offset, template_option
from printgen.errors import EXIT_OK, UsageError
from printgen.kinds import materials_help

CARD_SIZE_HELP = "poker (63x88), bridge (57x89), mini (44x63), tarot (70x120) or WxH in mm."


def _write(pages, title: str, output: str, inputs: list[str]) -> int:
    from printgen.output import check_not_input, write_atomic
    from printgen.render.pdf import render_pdf

    if output != "-":
        check_not_input(output, inputs)
    if not pages:
        raise UsageError("the chosen materials make no pages, so nothing was written", "choose other materials with --only, or leave it out for the whole kit")
    data = render_pdf(list(pages), title)
    if output == "-":  # standard output: the whole file in one write, after it is complete
        stream = click.get_binary_stream("stdout")
        stream.write(data)
        stream.flush()
    else:
        write_atomic(output, data)
    return len(data)


@click.command()
@click.argument("kits", nargs=-1, shell_complete=complete_kit, metavar="[KIT]...")
@click.option("-p", "--players", type=int, default=None, help="Number of players: 1 to 8 for Number Neighbours (default 4); for a game, within its player counts (default its most).")
@click.option("--only", multiple=True, metavar="MATERIAL", shell_complete=complete_materials, help=f"Build only these materials (repeat or comma-separate). {materials_help()}.")
@output_option
@paper_option
@click.option("--card-size", default="poker", show_default=True, help=CARD_SIZE_HELP)
@click.option("--bleed", "bleed_mm", type=float, default=0.0, show_default=True, help="Bleed in mm: card backgrounds run this far past the trim line.")
@click.option("--crop-marks/--no-crop-marks", default=True, show_default=True, help="Cut marks in the sheet margin.")
@click.option("--gutter", "gutter_mm", type=float, default=0.0, show_default=True, help="Space between cards in mm.")
@click.option("--backs", is_flag=True, help="Add a card-back page after each sheet of cards, placed for duplex printing.")
@duplex_option
@back_offset_option
@click.option("--grayscale", is_flag=True, help="Ink saver: light backgrounds, greys only (every colour of every kit).")
@click.option("--large-print", is_flag=True, help="Bigger type and high contrast.")
@click.option("--shuffle-row", is_flag=True, help="Number Neighbours: shuffle each setup's starting row (a replay variant).")
@click.option("--seed", type=int, default=None, help="Number Neighbours: the seed for --shuffle-row; the same seed gives the same row.")
@click.option("--reverse-seats", is_flag=True, help="Number Neighbours: play the seats in reverse order (a replay variant).")
@click.option("--format", "page_format", type=click.Choice(["print", "phone"]), default="print", show_default=True, help="Number Neighbours: phone prints the setup and scoring card as one tall page to read on a phone.")
@template_option
@click.option("--dump-plan", is_flag=True, help="Print the page plan as text instead of writing the PDF.")
@lang_option
def build(kits, players, only, output, paper, card_size, bleed_mm, crop_marks, gutter_mm, backs, duplex, back_offset, grayscale, large_print, shuffle_row, seed, reverse_seats, page_format, template_dir, dump_plan, lang) -> int:
    """Build a print-and-play PDF kit for KIT: a bundled setup's or game's id, or a file (default: standard).

    Several setups make one kit with a scoring card for each; a game is built on its own.
    Exit status: 0 written, 1 invalid setup, game or template, 2 usage, 3 the file could not be written.
    """
    from printgen.kinds import resolve
    from printgen.kit.print_options import print_options

    targets = [resolve(name) for name in kits or ("standard",)]
    kind = one_kind(targets, "built", "build")
    kit_values = kit_option_values(kind, dict(players=players, shuffle_row=shuffle_row, seed=seed, reverse_seats=reverse_seats, page_format=page_format))
    options = print_options(paper, card_size, bleed_mm, gutter_mm, crop_marks, backs, duplex, parse_offset(back_offset), grayscale, large_print, template_dir, lang)
    module = kind.module()
    models = [module.load(target) for target in targets]
    say = lambda text: click.echo(text, err=True)  # noqa: E731
    kit = module.build(models, targets, options, dict(kit_values, only=only), say)
    return _finish(kit.pages, kit.title, output or kit.default_name, list(kit.inputs), dump_plan, kit.warnings)


def one_kind(targets, done: str, ability: str):
    """The one kind of every target, which must be able to do `ability`."""
    from printgen.kinds import require

    kind = targets[0].kind
    for target in targets:
        require(target.kind, ability, done)
    if any(target.kind is not kind for target in targets) or (len(targets) > 1 and not kind.combines):
        raise UsageError(f"a {'game' if not kind.combines else 'kit'} is built on its own", "give several setups, or one game, such as `printgen build colour-catch`")
    return kind


def kit_option_values(kind, given: dict) -> dict:
    """The kit's own options; one given to a kit that lacks it is a usage error naming the kits that have it."""
    from printgen.kinds import KIT_OPTIONS, kinds_with_option, titles

    for param, value in given.items():
        option = KIT_OPTIONS[param]
        if value != option.default and param not in kind.kit_options:
            raise UsageError(f"{option.flag} is not an option of a {kind.title}", f"{option.flag} belongs to {titles(kinds_with_option(param))}; leave it out")
    return {param: value for param, value in given.items() if param in kind.kit_options}


def _finish(pages, title: str, target: str, inputs: list[str], dump_plan: bool, warnings) -> int:
    """Prints the plan (with --dump-plan) or writes the PDF, after any font warnings."""
    for warning in warnings:
        click.echo(f"printgen: warning: {warning}", err=True)
    if dump_plan:
        from printgen.layout.plan import dump_plan as dump

        click.echo(dump(list(pages)), nl=False)
        return EXIT_OK
    size = _write(pages, title, target, inputs)
    note(f"wrote {'the kit to standard output' if target == '-' else target}: {len(pages)} pages, {size / 1024:.0f} KB", err=target == "-")
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

    target = output or "printgen-calibration.pdf"
    ctx = make_context(print_options(paper=paper, duplex=duplex, back_offset_mm=parse_offset(back_offset), language=lang))
    size = _write(calibration_pages(ctx), ctx.text("calibration_title"), target, [])
    note(f"wrote {'the sheet to standard output' if target == '-' else target}: 2 pages, {size / 1024:.0f} KB; print it double-sided at 100%", err=target == "-")
    return EXIT_OK


__all__ = ["build", "calibrate"]
