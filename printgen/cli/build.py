"""`printgen build` (the print-and-play kit) and `printgen calibrate` (the duplex test sheet)."""

from __future__ import annotations

import secrets

import click

from printgen.cli.complete import complete_kit, complete_materials
from printgen.cli.options import back_offset_option, duplex_option, output_option, paper_option, parse_offset
from printgen.errors import EXIT_OK, UsageError
from printgen.messages import LANGUAGES

CARD_SIZE_HELP = "poker (63x88), bridge (57x89), mini (44x63), tarot (70x120) or WxH in mm."


def _default_output(setups, phone: bool, lang: str) -> str:
    name = "-".join(setup.id for setup in setups)
    suffix = ("-phone" if phone else "") + ("" if lang == "en" else f"-{lang}")
    return f"number-neighbours-{name}{suffix}.pdf"


def _seed(shuffle_row: bool, seed: int | None) -> int | None:
    if seed is not None and not shuffle_row:
        raise UsageError("--seed only matters with --shuffle-row", "add --shuffle-row, or leave out --seed")
    if shuffle_row and seed is None:
        seed = secrets.randbelow(1_000_000)
        click.echo(f"printgen: shuffled the row with seed {seed}; add --seed {seed} to build the same row again", err=True)
    return seed


def _write(pages, title: str, output: str, inputs: list[str]) -> int:
    from printgen.output import check_not_input, write_atomic
    from printgen.render.pdf import render_pdf

    check_not_input(output, inputs)
    if not pages:
        raise UsageError("the chosen materials make no pages, so nothing was written", "choose other materials with --only, or leave it out for the whole kit")
    data = render_pdf(list(pages), title)
    write_atomic(output, data)
    return len(data)


@click.command()
@click.argument("setups", nargs=-1, shell_complete=complete_kit)
@click.option("-p", "--players", type=int, default=None, help="Number of players: 1 to 8 for Number Neighbours (default 4); for a game, within its player counts (default its most).")
@click.option("--only", multiple=True, metavar="MATERIAL", shell_complete=complete_materials, help="Build only these materials (repeat or comma-separate): rules, setup-card, hand-cards, row-cards, score-sheet, trackers, row-slips.")
@output_option
@paper_option
@click.option("--card-size", default="poker", show_default=True, help=CARD_SIZE_HELP)
@click.option("--bleed", "bleed_mm", type=float, default=0.0, show_default=True, help="Bleed in mm: card backgrounds run this far past the trim line.")
@click.option("--crop-marks/--no-crop-marks", default=True, show_default=True, help="Cut marks in the sheet margin.")
@click.option("--gutter", "gutter_mm", type=float, default=0.0, show_default=True, help="Space between cards in mm.")
@click.option("--backs", is_flag=True, help="Add a card-back page after each sheet of cards, placed for duplex printing.")
@duplex_option
@back_offset_option
@click.option("--grayscale", is_flag=True, help="Ink saver: light backgrounds, greys only.")
@click.option("--large-print", is_flag=True, help="Bigger type and high contrast.")
@click.option("--shuffle-row", is_flag=True, help="Shuffle each setup's starting row (a replay variant).")
@click.option("--seed", type=int, default=None, help="The seed for --shuffle-row; the same seed gives the same row.")
@click.option("--reverse-seats", is_flag=True, help="Play the seats in reverse order (a replay variant).")
@click.option("--format", "page_format", type=click.Choice(["print", "phone"]), default="print", show_default=True, help="phone: the setup and scoring card as one tall page to read on a phone.")
@click.option("--template", "template_dir", type=click.Path(file_okay=False), default=None, help="A folder with your own theme.yaml.")
@click.option("--dump-plan", is_flag=True, help="Print the page plan as text instead of writing the PDF.")
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True, help="The language of every printed word.")
def build(setups, players, only, output, paper, card_size, bleed_mm, crop_marks, gutter_mm, backs, duplex, back_offset, grayscale, large_print, shuffle_row, seed, reverse_seats, page_format, template_dir, dump_plan, lang) -> int:
    """Build a print-and-play PDF kit for SETUP (a bundled setup's or game's id, or a file; default: standard).

    Several setups make one kit with a scoring card for each; a game (such as colour-catch)
    is built on its own. Exit status: 0 written, 1 invalid setup, game or template, 2 usage,
    3 the file could not be written.
    """
    from printgen.game.bundled import game_path

    games = [game_path(name) for name in setups]
    if any(games):
        from printgen.cli.build_game import build_game

        if len(setups) != 1:
            raise UsageError("a game is built on its own", "give one game, such as `printgen build colour-catch`")
        options = dict(players=players, only=only, paper=paper, card_size=card_size, bleed_mm=bleed_mm, crop_marks=crop_marks, gutter_mm=gutter_mm, backs=backs, duplex=duplex, back_offset=parse_offset(back_offset), grayscale=grayscale, large_print=large_print, template_dir=template_dir, lang=lang)
        pages, title, inputs, name = build_game(games[0], **options)
        return _finish(pages, title, output or name, inputs, dump_plan, ())
    from printgen.neighbours.kit.assemble import build_kit
    from printgen.neighbours.kit.make import make_context

    seed_value = _seed(shuffle_row, seed)
    players = 4 if players is None else players
    ctx, inputs = make_context(setups or ("standard",), players, only, paper, card_size, bleed_mm, gutter_mm, crop_marks, backs, duplex, parse_offset(back_offset), reverse_seats, seed_value, template_dir, large_print, grayscale, lang)
    kit = build_kit(ctx, phone=page_format == "phone")
    target = output or _default_output(ctx.request.setups, page_format == "phone", lang)
    title = ctx.text("nn_pdf_title", setups=", ".join(s.name for s in ctx.request.setups))
    return _finish(kit.pages, title, target, inputs, dump_plan, kit.warnings)


def _finish(pages, title: str, target: str, inputs: list[str], dump_plan: bool, warnings) -> int:
    """Prints the plan (with --dump-plan) or writes the PDF, after any font warnings."""
    for warning in warnings:
        click.echo(f"printgen: warning: {warning}", err=True)
    if dump_plan:
        from printgen.layout.plan import dump_plan as dump

        click.echo(dump(list(pages)), nl=False)
        return EXIT_OK
    size = _write(pages, title, target, inputs)
    click.echo(f"wrote {target}: {len(pages)} pages, {size / 1024:.0f} KB")
    return EXIT_OK


@click.command()
@output_option
@paper_option
@duplex_option
@back_offset_option
@click.option("--lang", type=click.Choice(LANGUAGES), default="en", show_default=True, help="The language of the sheet's instructions.")
def calibrate(output, paper, duplex, back_offset, lang) -> int:
    """Print a two-sided test sheet to measure your printer's duplex offset for --back-offset."""
    from printgen.kit.calibration import calibration_pages
    from printgen.kit.request import Context, KitRequest
    from printgen.layout.paper import CARD_SIZES, paper_size
    from printgen.themes import load_theme

    request = KitRequest((), paper_size(paper), CARD_SIZES["poker"], duplex=duplex, back_offset_mm=parse_offset(back_offset))
    target = output or "printgen-calibration.pdf"
    ctx = Context(request, load_theme(), lang)
    size = _write(calibration_pages(ctx), ctx.text("calibration_title"), target, [])
    click.echo(f"wrote {target}: 2 pages, {size / 1024:.0f} KB; print it double-sided at 100%")
    return EXIT_OK


__all__ = ["build", "calibrate"]
