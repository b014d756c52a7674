"""How a bot a game file writes fares: in each seat in turn against random seats, and against
greedy seats, its share of the win with a 95% Wilson interval, seat by seat and pooled over the
seats (printgen analyze --bot NAME)."""

from __future__ import annotations

from printgen.lab.stats import wilson_interval

OPPONENTS = ("random", "greedy")


def bot_tables(prepared, tally_games) -> dict | None:
    """The tables of every bot of the game's own among the seats of `prepared` (a PreparedPlay),
    each seat of each table playing its `skill_games`; `tally_games(bots, games, seed)` gives a
    tally. None when no such bot is seated, or the skill games are left out."""
    from printgen.play.run import BOTS

    own = [name for name in dict.fromkeys(prepared.bots) if name not in BOTS]
    games, players = prepared.skill_games, prepared.players
    if not own or not games or players < 2:
        return None
    found = {}
    for name in own:
        table: dict = {"games_per_seat": games}
        for k, rest in enumerate(OPPONENTS):
            won = []
            for seat in range(players):
                bots = tuple(name if s == seat else rest for s in range(players))
                tally = tally_games(bots, games, prepared.seed + 1_000 * (k + 1) + seat)
                won.append(tally.wins[seat])
            low, high = wilson_interval(sum(won), games * players)
            table[f"among_{rest}"] = {
                "win_share": sum(won) / (games * players),
                "win_interval": [low, high],
                "by_seat": [w / games for w in won],
                "by_seat_interval": [list(wilson_interval(w, games)) for w in won],
            }
        found[name] = table
    return found


def bot_tables_text(tables: dict, players: int) -> list[str]:
    """The tables in words, a heading and two lines for each bot."""
    lines = []
    for name, table in tables.items():
        lines += [
            "",
            f"The bot {name} ({table['games_per_seat']:,} games a seat; an even share is "
            f"{_pct(1 / players)})",
        ]
        for rest in OPPONENTS:
            row = table[f"among_{rest}"]
            low, high = row["win_interval"]
            lines.append(
                f"  among {rest} seats it wins {_pct(row['win_share'])} (95% {_pct(low)} to "
                f"{_pct(high)}; by seat: " + ", ".join(_pct(v) for v in row["by_seat"]) + ")"
            )
    return lines


def _pct(share: float) -> str:
    return f"{100 * share:.1f}%"
