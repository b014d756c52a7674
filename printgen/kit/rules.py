"""A one-page summary of the rules, in printgen's own words, with this kit's numbers filled in."""

from __future__ import annotations

from printgen.engine import MAX_PLAYERS
from printgen.errors import PrintgenError
from printgen.facts import rule_text
from printgen.kit.flow import Flow
from printgen.kit.request import Context, hand_values
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Item, Page

SCALES = (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6)


def sections(ctx: Context) -> list[tuple[str, str]]:
    """The summary as (heading, paragraph) pairs."""
    setup = ctx.request.setups[0]
    turns, row_len = len(setup.hand), len(setup.row)
    values = ", ".join(str(v) for v in hand_values(ctx.request.setups))
    return [
        ("The idea", f"Every player holds the same numbers, and together you rework one shared row of {row_len} cards. Points come from the pairs of neighbours you create, and each card you spend is gone for good, so timing matters. For 1 to {MAX_PLAYERS} players."),
        ("What you need", f"A hand set for every seat ({values}), the row cards of the chosen setup, its scoring card where everyone can read it, a score sheet and a pencil. A private tracker strip can replace a hand of cards, and blank slips can replace row cards."),
        ("Setting up", "Lay the row cards out in position order, position 1 on the far left. Each player takes the hand cards with their own seat mark and keeps them hidden. Pick a first player by chance: they sit in seat A, and turns go round the table in seat-letter order."),
        ("Taking a turn", "Choose a card from your hand and a row position whose card shows a different number. Your card takes that place and the old card leaves the game on the discard pile. Now look only at your new card's neighbours: the pair it makes with the card to its left and the pair with the card to its right. Score each of the two by the scoring card and note the sum under this turn. A card at either end has a single neighbour; the row does not loop round."),
        ("When no move is possible", "This happens only if all your cards and all the row cards share one number. Then you put one hand card on the discard pile and score nothing for the turn. You may never pass by choice."),
        ("Good to know", "Pairs elsewhere in the row never score on your turn. A pair can pay out again later if someone replaces one of its cards. Discarded cards never return to play. Everyone may look at the row and the discards at any time and talk about their hands, but cards never change owner."),
        ("The end", f"After {turns} rounds every hand is empty. Add up the score sheet: whoever has the most points wins, and a tie is a shared victory. Nothing is scored for how the row ends up."),
        ("Playing again", "Switch to another setup, reverse the seat order (printgen build --reverse-seats), or mix up the starting row (printgen build --shuffle-row --seed N, where N is any number; the same N gives the same row)."),
    ]


def _setup_lines(ctx: Context) -> list[str]:
    return [f"{s.name}: row {' '.join(str(v) for v in s.row)}. {rule_text(s.scoring)}" for s in ctx.request.setups]


def _at(ctx: Context, scale: float) -> list[Item] | None:
    theme, area = ctx.theme, content_box(ctx)
    body, head = theme.text.body_pt * scale, theme.text.heading_pt * scale
    flow = Flow(area.x_pt, area.top_pt, area.width_pt, theme.text.min_pt)
    flow.text("Number Neighbours: the rules in brief", theme.bold, theme.text.title_pt * scale, theme.colors.ink, shrink=True)
    for title, text in sections(ctx):
        flow.text(title, theme.bold, head, theme.colors.ink)
        flow.text(text, theme.regular, body, theme.colors.ink)
        flow.gap(body * 0.3)
    flow.text("Setups in this kit", theme.bold, head, theme.colors.ink)
    for line in _setup_lines(ctx):
        flow.text(line, theme.regular, body, theme.colors.ink, what="the setup")
    return flow.items if flow.top_pt >= area.y_pt else None


def rules_pages(ctx: Context) -> list[Page]:
    for scale in SCALES:
        items = _at(ctx, scale)
        if items is not None:
            return [sheet_page(ctx, "rules", items)]
    raise PrintgenError("the rules summary does not fit on one page", "build fewer setups at once")
