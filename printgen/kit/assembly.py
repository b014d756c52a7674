"""What every kit's first page says about putting the kit together, for the options it was built
with (duplex backs, a folded layout), and the facts line: players, play time, age. In words for
players: never a command-line flag."""

from __future__ import annotations

from printgen.kit.print_options import CUT, FOLDED, Context


def assembly(
    ctx: Context, has_cards: bool = True, has_tokens: bool = False, keep: str | None = "asm_keep"
) -> tuple[str, ...]:
    """The steps, in the kit's language, for the way this kit is printed; `keep` says what to
    keep at the table (none for a kit with neither reference cards nor a score sheet)."""
    steps = [ctx.text("asm_print")]
    if has_cards and ctx.options.layout == FOLDED:
        steps.append(ctx.text("asm_fold"))
    elif has_cards and ctx.options.backs:
        steps.append(ctx.text("asm_duplex", edge=ctx.text(f"asm_edge_{ctx.options.duplex}")))
    if has_cards:  # by hand along the crop marks, or on the machine the cut layout is for
        steps.append(ctx.text("asm_machine" if ctx.options.layout == CUT else "asm_cut"))
    if has_tokens:
        steps.append(ctx.text("asm_tokens"))
    if keep is not None:
        steps.append(ctx.text(keep))
    return tuple("• " + step for step in steps)


def facts(
    ctx: Context, players: tuple[int, int], minutes: tuple[int, int] | None, age: int | None
) -> str:
    """ "2 to 6 players · 20 to 30 minutes · ages 8 and up": what the game's rules give, and
    nothing of what they do not (a cover does not print "not given")."""
    low, high = players
    parts = [ctx.text("facts_players_one" if low == high else "facts_players", low=low, high=high)]
    if minutes is not None:
        parts.append(
            ctx.text(
                "facts_minutes_one" if minutes[0] == minutes[1] else "facts_minutes",
                low=minutes[0],
                high=minutes[1],
            )
        )
    if age is not None:
        parts.append(ctx.text("facts_age", age=age))
    return " · ".join(parts)
