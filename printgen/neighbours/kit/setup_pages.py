"""Placing the setup and scoring card, a reference card of the kit's own blocks: two panels to a
printed sheet, or one tall page for a phone."""

from __future__ import annotations

from printgen.components.block_columns import Columns
from printgen.components.reference import Writer, lay_out_blocks, reference_sized
from printgen.core.errors import FitError
from printgen.kit.packing import page_height, panel, panel_width
from printgen.layout.plan import Box, Page, Rect, translated
from printgen.layout.units import mm_to_pt
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.scoring_blocks import KINDS, scoring_reference
from printgen.neighbours.model import Setup
from printgen.style.messages import load_catalogue

PHONE_WIDTH_MM = 100.0
PHONE_SCALE = 1.1
SCALES = tuple(round(1.0 - 0.05 * i, 2) for i in range(11))


def _too_big(reference) -> FitError:
    name = reference.blocks[0].data.setup.name
    return FitError(
        f"the scoring card of {name!r} does not fit on the page",
        "shorten the rule's wording with the scoring's `text:`",
    )


def setup_card_pages(ctx: Context) -> list:
    """One card per setup, as a panel as tall as its content."""
    cards = [scoring_reference(setup, ctx.kit.shuffle_seed) for setup in ctx.kit.setups]
    locate = lambda card: (card.blocks[0].data.setup.source, "scoring")  # noqa: E731
    sized = reference_sized(
        cards,
        panel_width(ctx),
        page_height(ctx),
        None,
        ctx.language,
        load_catalogue(ctx.language),
        ctx.theme,
        KINDS,
        SCALES,
        _too_big,
        locate=locate,
    )
    return [panel(sizes, f"setup card {card.blocks[0].data.setup.id}") for card, sizes in sized]


def phone_page(ctx: Context, setup: Setup) -> Page:
    """The whole card in one column, as tall as it needs to be."""
    width, pad = mm_to_pt(PHONE_WIDTH_MM), mm_to_pt(6)
    writer = Writer(None, ctx.language, load_catalogue(ctx.language), ctx.theme, PHONE_SCALE, KINDS)
    items, bottom = lay_out_blocks(
        scoring_reference(setup, ctx.kit.shuffle_seed), pad, 0.0, width - 2 * pad, writer, Columns()
    )
    height = -bottom + 2 * pad
    ground = Rect(Box(0, 0, width, height), fill=ctx.theme.colors.panel)
    return Page(width, height, f"phone {setup.id}", (ground, translated(items, 0.0, height - pad)))


def phone_pages(ctx: Context) -> list[Page]:
    return [phone_page(ctx, setup) for setup in ctx.kit.setups]
