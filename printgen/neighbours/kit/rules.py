"""A one-page summary of the rules, in printgen's own words, with this kit's numbers filled in."""

from __future__ import annotations

from printgen.errors import FitError, located
from printgen.kit.flow import Flow
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Item, Page
from printgen.neighbours.engine import MAX_PLAYERS
from printgen.neighbours.facts import rule_text
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.request import hand_values

SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6)


SECTIONS = ("idea", "need", "setup", "turn", "stuck", "know", "end", "again")


def sections(ctx: Context) -> list[tuple[str, str]]:
    """The summary as (heading, paragraph) pairs, in the kit's language."""
    setup = ctx.kit.setups[0]
    values = ", ".join(str(v) for v in hand_values(ctx.kit.setups))
    filled = {"row_length": len(setup.row), "max_players": MAX_PLAYERS, "values": values, "turns": len(setup.hand)}
    return [(ctx.text(f"rules_{name}_title"), ctx.text(f"rules_{name}", **filled)) for name in SECTIONS]


def _setup_lines(ctx: Context) -> list[tuple[object, str]]:
    return [(s, ctx.text("rules_setup_line", name=s.name, row=" ".join(str(v) for v in s.row), rule=rule_text(s.scoring, ctx.language))) for s in ctx.kit.setups]


def _at(ctx: Context, scale: float) -> list[Item] | None:
    theme, area = ctx.theme, content_box(ctx)
    body, head = theme.text.body_pt * scale, theme.text.heading_pt * scale
    flow = Flow(area.x_pt, area.top_pt, area.width_pt, theme.text.min_pt)
    flow.text(ctx.text("rules_title", game=ctx.text("nn_game")), theme.bold, theme.text.title_pt * scale, theme.colors.ink, shrink=True)
    for title, text in sections(ctx):
        flow.text(title, theme.bold, head, theme.colors.ink)
        flow.text(text, theme.regular, body, theme.colors.ink)
        flow.gap(body * 0.3)
    flow.text(ctx.text("rules_setups"), theme.bold, head, theme.colors.ink)
    for setup, line in _setup_lines(ctx):
        with located(setup.source, "scoring", key=True):
            flow.text(line, theme.regular, body, theme.colors.ink, what="the setup")
    return flow.items if flow.top_pt >= area.y_pt else None


def rules_pages(ctx: Context) -> list[Page]:
    for scale in SCALES:
        items = _at(ctx, scale)
        if items is not None:
            return [sheet_page(ctx, "rules", items)]
    raise FitError("the rules summary does not fit on one page", "build fewer setups at once")
