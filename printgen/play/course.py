"""One game played turn by turn and told as a player reads it (`printgen play`): who chose what,
what moved where, the open zones after each turn and each round's scores; or the same as JSON.
The same seed gives the same game."""

from __future__ import annotations

import json
import random
import time

from printgen.play.run import make_runner, seat_decider

MAX_SHOWN = 12  # cards of a zone listed after a turn; more are counted


def play_one(game, request) -> dict:
    """`printgen play`: the course of one game (`request`: an AnalyzeRequest of one game), checked
    as `analyze` checks its options and stopped with a UsageError once it has taken
    `request.max_minutes` of processor time (its rounds' turns and rounds bound it, but may be
    many)."""
    from printgen.core.errors import UsageError
    from printgen.play.analysis import check_play_request, over_time
    from printgen.play.run import OverTime

    players = request.players
    if players is not None and game.deal.row(players) is None:
        raise UsageError(
            f"{game.id} has no deal for {players} players",
            f"its deal covers {', '.join(str(r.players) for r in game.deal.rows)}",
        )
    players, bots, target = check_play_request(game, request, players)
    try:
        return play_course(game, players, bots, request.seed, target, request.max_minutes * 60)
    except OverTime:
        raise over_time(f"a game of {game.id}", request.max_minutes, one=True) from None


def play_course(
    game, players: int, bots: tuple[str, ...], seed: int, target=None, seconds=None
) -> dict:
    """The game's course: its rounds, each with its turns (each a list of what happened) and
    scores, and the totals and win shares at the end (stopped by OverTime after `seconds` of
    processor time, if given)."""
    runner = make_runner(game, players, target)
    if seconds is not None:
        runner.deadline = time.process_time() + seconds
    program = game.play
    log: list = []
    rng = random.Random(seed)
    t = runner.new_table(seat_decider(bots, runner.program), rng, log)
    rounds = []

    def on_round(record, table):
        turns, current = [], None
        for entry in log:
            if entry[0] == "turn":
                current = {"player": entry[1], "happened": [], "open": {}}
                turns.append(current)
            elif entry[0] == "open":
                if current is not None:
                    current["open"] = {k: _names(program, v) for k, v in entry[1].items()}
            elif current is None:
                turns.append({"player": None, "happened": [_event(program, entry)], "open": {}})
            else:
                current["happened"].append(_event(program, entry))
        rounds.append(
            {
                "starter": record.starter,
                "turns": turns,
                "scores": record.scores,
                "stalled": record.stalled,
                "open": _open_zones(program, table),
            }
        )
        log.clear()

    result = runner.play_game(t, on_round=on_round)
    return {
        "game": game.id,
        "players": players,
        "bots": list(bots),
        "seed": seed,
        "rounds": rounds,
        "totals": result.totals,
        "win_share": result.win,
    }


def _names(program, cards) -> list[str]:
    return [program.names[c] for c in cards]


def _event(program, entry) -> dict:
    kind = entry[0]
    if kind == "action":
        _, player, name, binding = entry
        chosen = {}
        for key, value in binding.items():
            if key.endswith("@"):
                continue
            if key in ("card", "cards"):
                cards = value if isinstance(value, list) else [value]
                chosen[key] = _names(program, cards)
            else:
                chosen[key] = value
        return {"kind": "action", "player": player, "action": name, **chosen}
    if kind == "move":
        _, player, cards, zone, side = entry
        return {
            "kind": "move",
            "player": player,
            "cards": _names(program, cards),
            "to": zone,
            **({"at": side} if program.zone(zone).row else {}),
        }
    if kind == "deal":
        return {"kind": "deal", "hand": entry[1], "stack": entry[2]}
    if kind == "event":
        return {"kind": "event", "player": entry[1], "event": entry[2]}
    if kind == "out":
        return {"kind": "out", "player": entry[1]}
    if kind == "pay":
        return {
            "kind": "pay",
            "player": entry[1],
            "token": entry[2],
            "count": entry[3],
            "to": entry[4],
        }
    if kind == "collect":
        return {"kind": "collect", "player": entry[1], "tokens": dict(entry[2]), "from": entry[3]}
    return {"kind": kind}


def _open_zones(program, table) -> dict:
    out = {}
    for zone in program.zones:
        held = table.zones[zone.index]
        if zone.seen == "nobody":
            out[zone.name] = len(held) if not zone.per_player else [len(h) for h in held]
        elif zone.per_player:
            out[zone.name] = [_names(program, h) for h in held]
        else:
            out[zone.name] = _names(program, held)
    return out


def course_json(course: dict) -> str:
    return json.dumps(course, indent=1, ensure_ascii=False)


def _seat(player) -> str:
    return f"Seat {player + 1}"


def _cards(names: list[str]) -> str:
    if len(names) > MAX_SHOWN:
        return ", ".join(names[:MAX_SHOWN]) + f" and {len(names) - MAX_SHOWN} more"
    return ", ".join(names) if names else "nothing"


def course_text(course: dict, game) -> str:
    lines = []
    name = game.name.get("en") if hasattr(game.name, "get") else str(game.name)
    bots = course["bots"]
    lines.append(
        f"{name}: {course['players']} players ({', '.join(bots) if len(set(bots)) > 1 else bots[0]}"
        f" bots), seed {course['seed']}"
    )
    for number, rnd in enumerate(course["rounds"], 1):
        lines += ["", f"Round {number}: {_seat(rnd['starter'])} starts"]
        for turn in rnd["turns"]:
            said = [_said(event) for event in turn["happened"]]
            said = [s for s in said if s]
            if turn["player"] is None:
                lines += [f"  {s}" for s in said]
                continue
            lines.append(f"  {_seat(turn['player'])}: " + ("; ".join(said) or "no move"))
            if turn["open"]:
                lines.append(
                    "      " + "; ".join(f"{k}: {_cards(v)}" for k, v in turn["open"].items())
                )
        if rnd["stalled"]:
            lines.append("  stopped at the turn limit: the round scores nothing")
        lines.append("  At the end: " + _open_words(rnd["open"]))
        scores = ", ".join(f"{_seat(p)} {s}" for p, s in enumerate(rnd["scores"]))
        lines.append(f"  Scores: {scores}")
    totals = ", ".join(f"{_seat(p)} {s}" for p, s in enumerate(course["totals"]))
    winners = [p for p, w in enumerate(course["win_share"]) if w > 0]
    lines += ["", f"Totals: {totals}"]
    lines.append(
        ("Winner: " if len(winners) == 1 else "Shared win: ") + ", ".join(_seat(p) for p in winners)
    )
    return "\n".join(lines)


def _said(event: dict) -> str:
    kind = event["kind"]
    if kind == "action":
        chosen = event.get("card") or event.get("cards")
        words = event["action"] + (f" {_cards(chosen)}" if chosen else "")
        if "pile" in event:
            words += f" from the {event['pile']} pile"
        if "end" in event:
            words += f" at the {event['end']}"
        return words
    if kind == "move":
        return f"{_cards(event['cards'])} to {event['to']}" + (
            f" ({event['at']})" if event.get("at") == "left" else ""
        )
    if kind == "deal":
        return f"deal: {event['hand']} cards each, {event['stack']} in the stack"
    if kind == "event":
        return f"{_seat(event['player'])}: {event['event']}"
    if kind == "out":
        return f"{_seat(event['player'])} is out"
    if kind == "pay":
        return f"pays {event['count']} {event['token']} onto {event['to']}"
    if kind == "collect":
        tokens = ", ".join(f"{k} {v}" for k, v in event["tokens"].items())
        return f"collects {tokens} from {event['from']}"
    return ""


def _open_words(zones: dict) -> str:
    parts = []
    for name, held in zones.items():
        if isinstance(held, int):
            parts.append(f"{name} {held} cards")
        elif held and isinstance(held[0], list):
            parts.append(f"{name} " + " / ".join(f"{i + 1}: {len(h)}" for i, h in enumerate(held)))
        elif isinstance(held, list) and held and isinstance(held[0], int):
            parts.append(f"{name} " + "/".join(str(h) for h in held) + " cards")
        else:
            parts.append(f"{name} [{_cards(held)}]")
    return "; ".join(parts)
