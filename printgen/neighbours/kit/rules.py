"""The kit's first page: the rules in brief, in printgen's own words, with this kit's numbers
filled in, set in two columns (see printgen.components.rules_page)."""

from __future__ import annotations

from printgen.components.rules_page import RulesPage, Section, rules_pages_items
from printgen.core.errors import located
from printgen.kit.assembly import assembly, facts
from printgen.kit.sheet import content_box, sheet_page
from printgen.layout.plan import Page
from printgen.neighbours.engine import MAX_PLAYERS, MIN_PLAYERS
from printgen.neighbours.facts import rule_text
from printgen.neighbours.kit.request import NeighboursContext as Context
from printgen.neighbours.kit.request import hand_values

SECTIONS = ("idea", "need", "setup", "turn", "stuck", "know", "end", "again")
# The game's own rules give ages 8 and up and 10 to 20 minutes (an estimate, as its credits say).
PLAY_MINUTES = (10, 20)
AGE = 8


def sections(ctx: Context) -> list[tuple[str, str]]:
    """The summary as (heading, paragraph) pairs, in the kit's language."""
    setup = ctx.kit.setups[0]
    values = ", ".join(str(v) for v in hand_values(ctx.kit.setups))
    filled = {
        "row_length": len(setup.row),
        "max_players": MAX_PLAYERS,
        "values": values,
        "turns": len(setup.hand),
    }
    return [
        (ctx.text(f"rules_{name}_title"), ctx.text(f"rules_{name}", **filled)) for name in SECTIONS
    ]


def _two_player_caveat(ctx: Context) -> tuple[str, ...]:
    """For the setups whose analysis finds a large seat advantage at two players (the
    `seat-unfair` warning of `validate --deep`, which the setup file acknowledges and keeps), a
    line that says so and how to even it out."""
    unfair = [
        s.name for s in ctx.kit.setups if any(code == "seat-unfair" for code, _ in s.acknowledged)
    ]
    if not unfair:
        return ()
    names = (
        ctx.text("rules_and").join(unfair)
        if len(unfair) <= 2
        else ", ".join(unfair[:-1]) + ctx.text("rules_and") + unfair[-1]
    )
    return (ctx.text("rules_two_players", names=names),)


def _setups_section(ctx: Context) -> Section:
    lines = tuple(
        ctx.text(
            "rules_setup_line",
            name=s.name,
            row=" ".join(str(v) for v in s.row),
            rule=rule_text(s.scoring, ctx.language),
        )
        for s in ctx.kit.setups
    )
    lines += _two_player_caveat(ctx)
    first = ctx.kit.setups[0]
    return Section(ctx.text("rules_setups"), lines, (first.source, "scoring"))


def _direction(ctx: Context) -> tuple[str, ...]:
    """For the setups read one way, what their arrows mean and where their direction card lies
    (the row cards' arrows leave the table as the cards are replaced; that card stays)."""
    one_way = [s.name for s in ctx.kit.setups if s.scoring.reading != "either"]
    if not one_way:
        return ()
    return (ctx.text("rules_direction", setups=ctx.text("rules_and").join(one_way)),)


def rules_page(ctx: Context) -> RulesPage:
    game = ctx.text("nn_game")
    extra = {ctx.text("rules_setup_title"): _direction(ctx)}
    parts = [Section(title, (text,) + extra.get(title, ())) for title, text in sections(ctx)]
    parts.append(Section(ctx.text("rules_assemble_title"), assembly(ctx, keep="asm_keep_nn")))
    parts.append(_setups_section(ctx))
    return RulesPage(
        ctx.text("rules_title", game=game),
        facts(ctx, (MIN_PLAYERS, MAX_PLAYERS), PLAY_MINUTES, AGE),
        tuple(parts),
        (ctx.text("rules_credits", game=game),),
    )


def rules_pages(ctx: Context) -> list[Page]:
    first = ctx.kit.setups[0]
    with located(first.source, "scoring", key=True, hint="build fewer setups at once"):
        laid = rules_pages_items(
            rules_page(ctx),
            content_box(ctx),
            ctx.theme,
            ctx.text("rules_continued", game=ctx.text("nn_game")),
        )
        return [
            sheet_page(ctx, "rules" if index == 0 else "rules, continued", items)
            for index, items in enumerate(laid)
        ]
