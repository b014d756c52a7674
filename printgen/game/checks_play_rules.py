"""Checks of a game's declared play (`play:`) against its own deck and deal: a zone no card ever
reaches, a condition no card or count can meet, a round no end can close, a draw the deal's
arithmetic shows runs short, a decision that can leave a player with nothing to do; and the
documentation of the problems found while `play:` is read (names that are not the game's).

Each check proves what it says from the deck, the deal and the steps (printgen.game.play_facts),
never from a simulation; where a fact cannot be bounded it says nothing. They run only on a play
that was read without problems (the game's `play` program).
"""

from __future__ import annotations

import itertools
import math
from typing import Iterator

from printgen.checks.registry import ERROR, WARNING, documented
from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import _report, game_check
from printgen.game.play_facts import (
    IN_PLAY,
    PlayFacts,
    condition_kind,
    flow,
    is_plain_move,
    plain,
    shown_values,
    split_ref,
)
from printgen.pieces.model import Game

PLAY_TINY = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      colour: {values: {red: {}, blue: {}}}
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number}"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
play:
  zones:
    stack: {seen: nobody}
    middle: {}
    hand: {per: player, seen: owner}
  round:
    setup:
      - deal: {hand: hand, stack: stack}
    turn:
      - choose:
          play:
            card: {from: hand}
            do:
              - move: {card: card, to: middle}
    end:
      - when: {empty: hand, who: all}"""


def _doc(summary: str, failing: str) -> str:
    indent = lambda text: "\n".join("    " + line for line in text.splitlines())  # noqa: E731
    return f"{summary}\n\nFails:\n{indent(failing)}\n\nPasses:\n{indent(PLAY_TINY)}\n"


_READ = [
    (
        "play-without-deal",
        "A game with `play:` and no `deal:`: a round is dealt by the game's deal table, so "
        "there is nothing to play with.",
        PLAY_TINY.replace(
            "deal:\n  deck: main\n  players:\n    2: {hand: 3}\n    3: {hand: 3}\n", ""
        ),
    ),
    (
        "play-bad-name",
        "A zone named `card`, `cards` or `end`: those words name what an action chose (its "
        "card or cards, and the end of a row), so a zone cannot have them; and a bot of the "
        "game's own (`play: bots:`) named `random` or `greedy`, the built-in bots' names.",
        PLAY_TINY.replace("    middle: {}", "    card: {}").replace("to: middle", "to: card"),
    ),
    (
        "play-unknown-name",
        "A name in `play:` that is not the game's: a zone not under `zones:`, an attribute the "
        "cards do not have, a value no card shows, a token, an event of `scoring:` or a named "
        "value the game does not declare, an action, case or end a figure names, an action "
        "a bot prefers that no decision offers, or `card` where no action chose one. The hint "
        "lists the names there are.",
        PLAY_TINY.replace("to: middle", "to: table"),
    ),
    (
        "play-bad-reference",
        "A reference that is none: a comparison (`next:`, `same:`, ...) with a plain value "
        "instead of a card's attribute or a named value, or a reference with more than one dot.",
        PLAY_TINY.replace("card: {from: hand}", "card: {from: hand, where: {number: {next: 3}}}"),
    ),
    (
        "play-bad-zone",
        "A zone used as what it is not: hands dealt into a zone that is not one per player, or "
        "an end (`at:`, `end:`) of a zone that is no row.",
        PLAY_TINY.replace("deal: {hand: hand,", "deal: {hand: middle,"),
    ),
    (
        "play-bad-end",
        "An `at:` that is no end of a row: `left`, `right`, or `end` for the end the action chose.",
        PLAY_TINY.replace("to: middle}", "to: middle, at: top}"),
    ),
]

DOCUMENTED = [documented(code, ERROR, _doc(summary, failing)) for code, summary, failing in _READ]

_BOT_FIRST = "\n      - {action: play, if: {in: middle, count: 3}}"
_BOT_THEN = "\n      - {action: play, highest: card.number}"


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


DOCUMENTED.append(
    documented(
        "play-bot-unreachable",
        ERROR,
        "A preference of a bot (`play: bots:`) that is never asked: an earlier preference "
        "without a condition (`if:`) takes every choice it could (every choice of the same "
        "action, or of every action where it names none), or hands every decision to a "
        "built-in bot (`otherwise:`). The bot plays as if it were not there, so it is not the "
        "strategy written.\n\nFails:\n"
        + _indent(PLAY_TINY + "\n  bots:\n    crowded:" + _BOT_THEN + _BOT_FIRST)
        + "\n\nPasses:\n"
        + _indent(PLAY_TINY + "\n  bots:\n    crowded:" + _BOT_FIRST + _BOT_THEN)
        + "\n",
    )
)

_CACHE: list = [None, None]  # the last game's facts, shared by the checks of one run


def _facts(game: Game) -> PlayFacts | None:
    if game.play is None or not getattr(game.play, "spec", None) or not game.play.deals:
        return None
    if _CACHE[0] is not game:
        _CACHE[:] = [game, PlayFacts(game)]
    return _CACHE[1]


@game_check("play-zone-never-filled")
def check_zones_filled(game: Game) -> Iterator[Diagnostic]:
    """A zone of `play:` is read (drawn from, chosen from, tested, refilled from, or its top card
    read) but no card can ever reach it: no step deals, moves or refills cards into it from a
    zone that cards reach.

    Such a zone is always empty, so every draw from it takes nothing and every test on it gives
    the same answer. The error stands where the zone is first read. A zone only a figure names
    (`size:`) is not read by play and is not reported; tokens paid onto a zone are not cards.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            discard: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
                  take:
                    card: {from: discard}
                    do:
                      - move: {card: card, to: hand}
            end:
              - when: {empty: hand, who: all}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            discard: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: discard}
                  take:
                    card: {from: discard}
                    do:
                      - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}
    """
    facts = _facts(game)
    if facts is None:
        return
    told = set()
    for zone, path, how in facts.reads():
        if zone in facts.fillable or zone in told or zone not in facts.zones:
            continue
        told.add(zone)
        feeds = [s for s in facts.steps if _puts_into(s, zone)]
        why = (
            "the only steps that put cards into it take them from zones no card reaches either"
            if feeds
            else "no step deals, moves or refills cards into it"
        )
        yield _report(
            game,
            "play-zone-never-filled",
            path,
            f"the zone {zone!r} is {how} here, but no card ever reaches it: {why}, so it is "
            "always empty",
            f"put cards into {zone} with a step (`move: {{..., to: {zone}}}` or `refill: "
            f"{{zone: {zone}, ...}}`), or name the zone the cards are in",
        )


def _puts_into(step, zone: str) -> bool:
    if step.kind == "move":
        return step.spec["to"] == zone
    if step.kind == "refill":
        return step.spec["zone"] == zone
    return step.kind == "deal" and zone in (step.spec["hand"], step.spec["stack"])


@game_check("play-never-holds")
def check_conditions_can_hold(game: Game) -> Iterator[Diagnostic]:
    """An action, a case, an end, a move or a bot's preference of `play:` can never apply with
    this deck and deal: no card can pass its filter, or its condition asks for what never is.

    What is proved, with every card the deal keeps at some player count: a card filter that no
    card passes (a value no card shows together with another, `next` past the highest value
    without `wrap`, `same` or `shares` between attributes that share no value, a comparison
    with a chosen card that its own filter limits); `in:` asking for more matching cards than
    the deck keeps; `has:` asking for more tokens than every player's deal together; `is:` a
    value the named value never takes (its start and every `set:`); `players_in:` a count no
    game has (more than play, or other than the player counts when no step puts a player out);
    a set (`cards: {set: ...}`) larger than any value's cards. `all:` fails with any of its
    parts, `any:` with all of them. A reference whose values cannot be listed (a named value
    set from such a reference) is never judged, and neither is `not:`, `empty:` or
    `not_empty:` (a zone no card reaches is told by play-zone-never-filled). An end that never
    holds is told here while another end can hold, and by play-no-end when none can.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
                  top:
                    card: {from: hand, where: {number: 9}}
                    do:
                      - first:
                          - if: {in: middle, where: {number: {next: card.number}}}
                            do:
                              - again: true
                          - do:
                              - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
                  top:
                    card: {from: hand, where: {number: 9}}
                    do:
                      - first:
                          - if: {in: middle, where: {number: {next: card.number, wrap: true}}}
                            do:
                              - again: true
                          - do:
                              - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}
    """
    facts = _facts(game)
    if facts is None:
        return
    for step in facts.steps:
        if step.kind == "choose":
            for name, action in step.spec.items():
                yield from _action_never(game, facts, step, name, action)
        elif step.kind == "first":
            for j, case in enumerate(step.spec):
                if "if" not in case:
                    continue
                found = _never(facts, case["if"], step.path + (j, "if"), step.binds)
                if found:
                    label = f"case {j + 1}" + (f" (`{case['name']}`)" if "name" in case else "")
                    yield _never_report(game, found, f"{label} can never apply")
        elif step.kind == "move" and "where" in step.spec:
            found = _filter_never(facts, step.spec["where"], step.path + ("where",), step.binds)
            if found:
                yield _never_report(game, found, "this move never moves a card")
    ends = facts.spec["round"]["end"]
    never = [_never(facts, end["when"], _end_path(i, "when"), {}) for i, end in enumerate(ends)]
    closed = all(found or _end_never(facts, end["when"]) for found, end in zip(never, ends))
    if not closed or facts.outs:  # else play-no-end tells it
        for i, found in enumerate(never):
            if found:
                yield _never_report(game, found, f"{_end_label(ends, i)} can never hold")
    yield from _bots_never(game, facts)


def _bots_never(game, facts) -> Iterator[Diagnostic]:
    """A preference of a bot whose condition can hold for none of the actions it names."""
    actions = [
        (name, action, {**step.binds, **{k: action[k] for k in ("card", "cards") if k in action}})
        for step in facts.steps
        if step.kind == "choose"
        for name, action in step.spec.items()
    ]
    for bot, preferences in facts.spec.get("bots", {}).items():
        for i, preference in enumerate(preferences):
            if "if" not in preference:
                continue
            path = ("play", "bots", bot, i, "if")
            found = [
                _never(facts, preference["if"], path, binds)
                for name, _, binds in actions
                if preference.get("action", name) == name
            ]
            if found and all(found):
                label = f"preference {i + 1} of the bot `{bot}` can never apply"
                yield _never_report(game, found[0], label)


def _action_never(game, facts, step, name, action) -> Iterator[Diagnostic]:
    here = step.path + (name,)
    label = f"the action `{name}` can never be taken"
    if "where" in action.get("card", {}):
        where = action["card"]["where"]
        found = _filter_never(facts, where, here + ("card", "where"), step.binds)
        if found:
            yield _never_report(game, found, label)
            return
    cards = action.get("cards", {})
    if "set" in cards and "min" in cards:
        column = facts.program.attrs.get(cards["set"], ())
        if not any(isinstance(v, frozenset) for v in column):
            most = max(
                max(
                    (
                        sum(1 for c in facts.program.deals[n][0] if column[c] == v)
                        for v in {column[c] for c in facts.program.deals[n][0]}
                    ),
                    default=0,
                )
                for n in facts.counts
            )
            if cards["min"] > most:
                yield _never_report(
                    game,
                    (
                        here + ("cards", "min"),
                        f"a set needs {cards['min']} cards of one {cards['set']}, and the deck "
                        f"keeps at most {most} of any",
                    ),
                    label,
                )
                return
    if "if" in action:
        bound = {**step.binds, **{k: action[k] for k in ("card", "cards") if k in action}}
        found = _never(facts, action["if"], here + ("if",), bound)
        if found:
            yield _never_report(game, found, label)


def _never_report(game, found, label) -> Diagnostic:
    path, reason = found
    return _report(
        game,
        "play-never-holds",
        path,
        f"{label}: {reason}",
        "change the condition or the filter so that some card or count meets it, or leave "
        "the step out",
    )


def _end_path(i: int, *rest) -> tuple:
    return ("play", "round", "end", i) + rest


def _end_label(ends, i: int) -> str:
    name = ends[i].get("name")
    return f"end {i + 1}" + (f" (`{name}`)" if name else "")


def _filter_never(facts, where: dict, path: tuple, binds: dict):
    """(path, reason) when no card can pass the filter, else None."""
    together, alone = facts.passing(where, binds)
    for attr, found in alone.items():
        if found == []:
            return path + (attr,), _no_card(facts, attr, where[attr], binds)
    if together or any(found is None for found in alone.values()):
        return None
    return path, f"no card passes `{flow(where)}`: each test alone is met, never all together"


def _no_card(facts, attr, test, binds) -> str:
    said = f"no card passes `{attr}: {flow(test)}`"
    refs = test if isinstance(test, list) else [test]
    if isinstance(test, dict):
        refs = [test[next(k for k in test if k not in ("by", "wrap"))]]
    for ref in refs:
        if split_ref(ref, facts.value_names) is None:
            continue
        values = facts.ref_values(ref, binds)
        if values is not None and len(values) <= 6:
            said += (
                f" ({ref} is only ever {shown_values(values)})"
                if values
                else f" ({ref} never names a value: no card it can name shows one)"
            )
    return said


def _never(facts, cond: dict, path: tuple, binds: dict):
    """(path of the value at fault, reason) when the condition can never hold, else None."""
    kind = condition_kind(cond)
    if kind == "in":
        cards = facts.kept
        if "where" in cond:
            found = _filter_never(facts, cond["where"], path + ("where",), binds)
            if found:
                return found
            cards, alone = facts.passing(cond["where"], binds)
            if any(v is None for v in alone.values()):
                return None
        need, most = cond.get("count", 1), facts.most_kept(cards)
        if need > most:
            which = "cards that pass its filter" if "where" in cond else "cards"
            return path + ("count",), (
                f"it asks for {need} cards in {cond['in']}, and the deck keeps at most {most} "
                f"{which}"
            )
        return None
    if kind == "has":
        for token, need in cond["has"].items():
            most, players = facts.most_tokens(token)
            if need > most:
                return path + ("has", token), (
                    f"it asks for {need} {token} tokens, and a player can hold at most {most} "
                    f"(every {token} the deal gives, at {players} players)"
                )
        return None
    if kind == "is":
        for name, value in cond["is"].items():
            if split_ref(value, facts.value_names) is not None:
                continue
            values = facts.named_values(name)
            if values is not None and value not in values:
                return path + ("is", name), (
                    f"{name} is only ever {shown_values(values - {None})}, never {value}"
                )
        return None
    if kind == "players_in":
        k = cond["players_in"]
        if k > facts.game.max_players:
            return path + ("players_in",), (
                f"the game is for at most {facts.game.max_players} players, never {k}"
            )
        if not facts.outs and k not in facts.counts:
            return path + ("players_in",), (
                f"no step puts a player out, so the players in are always the "
                f"{facts.counts[0]} to {facts.counts[-1]} who play, never {k}"
            )
        return None
    if kind == "all":
        for i, part in enumerate(cond["all"]):
            found = _never(facts, part, path + ("all", i), binds)
            if found:
                return found
        return None
    if kind == "any":
        parts = [_never(facts, p, path + ("any", i), binds) for i, p in enumerate(cond["any"])]
        if all(parts):
            return path + ("any",), "none of its conditions can hold: " + "; ".join(
                reason for _, reason in parts
            )
    return None


@game_check("play-no-end")
def check_round_ends(game: Game) -> Iterator[Diagnostic]:
    """No end of the round can ever hold, so every round runs to its turn limit, is counted as
    stalled and scores nothing.

    Besides what play-never-holds proves, an end `empty: ZONE` never holds when the zone holds
    cards after the setup at every player count and no step of a turn or a lap ever takes a card
    from it; `not_empty:` and `in:` never hold on a zone no card reaches. Nothing is said when a
    step can put a player out (the round also ends when every player is out).

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
              - move: {from: stack, to: middle, count: 2}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
            end:
              - when: {empty: middle}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
              - move: {from: stack, to: middle, count: 2}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}
    """
    facts = _facts(game)
    if facts is None or facts.outs:
        return
    ends = facts.spec["round"]["end"]
    reasons = []
    for i, end in enumerate(ends):
        found = _never(facts, end["when"], _end_path(i, "when"), {}) or _end_never(
            facts, end["when"]
        )
        if not found:
            return
        reasons.append(f"{_end_label(ends, i)} (`{flow(end['when'])}`): {found[1]}")
    limit = facts.program.turn_limit
    yield _report(
        game,
        "play-no-end",
        ("play", "round", "end"),
        f"no end of the round can ever hold, so every round runs to its limit of {limit:,} "
        "turns, stalls and scores nothing: " + "; ".join(reasons),
        "end the round on something play changes, such as `{empty: hand, who: all}` when "
        "every turn plays a card from the hand",
        key=True,
    )


def _end_never(facts, cond: dict):
    """(None, reason) when an end's condition on a zone can never hold, else None."""
    kind = condition_kind(cond)
    if kind == "not" and condition_kind(cond["not"]) in ("empty", "not_empty"):
        inner = cond["not"]
        kind = "not_empty" if "empty" in inner else "empty"
        zone = inner.get("empty", inner.get("not_empty"))
        cond = {kind: zone, "who": inner.get("who", "current")}
    if kind in ("in", "not_empty") and cond[kind] not in facts.fillable:
        return None, f"no card ever reaches {cond[kind]}"
    if kind == "empty":
        zone = cond["empty"]
        starts = [facts.sizes(n)[0].get(zone) for n in facts.counts]
        if all(starts) and all(facts.rates(zone, n) == (0, 0) for n in facts.counts):
            return None, (
                f"no step takes a card from {zone}, which holds {min(starts)} or more after "
                "the setup"
            )
    if kind in ("all", "any"):
        found = [_end_never(facts, part) for part in cond[kind]]
        if (any if kind == "all" else all)(found):
            return next(f for f in found if f)
    return None


@game_check("play-draw-runs-out", WARNING)
def check_draws_last(game: Game) -> Iterator[Diagnostic]:
    """A draw of `play:` finds its zone short while the round goes on, as the deal's arithmetic
    shows at some player count.

    Proved only for a move of a zone's top cards (no `where:`, no choice) that runs every time its
    part of the round runs: in the setup, or at the top of the opening, a turn or a lap's steps
    (inside `each`, once per player), never inside an action or a case, which may not be taken.
    The zone must be one for the table that no step of the round puts cards back into. Its cards
    after the setup come from the `deal:` table; the turns and laps the round surely goes on
    for come from its ends: an end `empty: ZONE` cannot hold before the steps could have taken
    every card the zone starts with. The draws of the turns the round surely goes on after are
    added up; when they ask for more than the zone holds, one of them finds it short. A refill
    is never reported (it stops when its source is empty), nor a draw that empties the zone in
    the turn that ends the round, nor any draw when a step can put a player out, nor a player
    count whose deal table alone runs short (deal-too-large and draws-run-out tell it there).

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            calls: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
              - move: {from: stack, to: calls, count: 6}
            lap_start:
              - move: {from: calls, to: middle}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
            lap_end:
              - each:
                  - move: {from: stack, to: hand}
            end:
              - when: {empty: calls}
                after: lap

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 20}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            calls: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
              - move: {from: stack, to: calls, count: 6}
            lap_start:
              - move: {from: calls, to: middle}
            turn:
              - choose:
                  play:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
            lap_end:
              - each:
                  - move: {from: stack, to: hand}
            end:
              - when: {empty: calls}
                after: lap
    """
    facts = _facts(game)
    if facts is None:
        return
    yield from _setup_short(game, facts)
    if facts.outs:
        return
    draws: dict = {}
    for step in facts.steps:
        if _plain_draw(facts, step):
            draws.setdefault(step.spec["from"], []).append(step)
    for zone, steps in draws.items():
        if facts.filled_in_play(zone):
            continue
        short = []
        told = facts.deal_short()
        for n in facts.counts:
            holds = facts.sizes(n)[0].get(zone) if n not in told else None
            if holds is None:
                continue
            turns, laps = facts.lasts(n)
            parts = [_draws(facts, step, n, turns, laps) for step in steps]
            total = sum(taken for taken, _ in parts)
            if total > holds:
                short.append((n, holds, total, [words for _, words in parts if words]))
        if short:
            n, holds, total, words = short[0]
            at = _counts(short)
            yield _report(
                game,
                "play-draw-runs-out",
                steps[0].path + ("from",),
                f"{zone} runs out while the round goes on {at}: at {n} players it holds {holds} "
                f"cards after the setup, and its draws take {total} before any end can hold "
                f"({'; '.join(words)})",
                f"guard the draw (`first: [{{if: {{not_empty: {zone}}}, do: [...]}}]`), deal "
                f"fewer cards, or end the round when {zone} is empty",
            )


def _setup_short(game, facts) -> Iterator[Diagnostic]:
    found: dict = {}
    told = facts.deal_short()
    for n in facts.counts:
        if n in told:
            continue
        for path, have, want in facts.sizes(n)[1]:
            found.setdefault(path, []).append((n, have, want))
    for path, short in found.items():
        n, have, want = short[0]
        zone = path_value(facts.spec, path)["from"]
        yield _report(
            game,
            "play-draw-runs-out",
            path + ("count",) if "count" in path_value(facts.spec, path) else path,
            f"the setup takes {_cards(want)} from {zone} {_counts(short)}: at {n} players it "
            f"holds {have}",
            f"take fewer cards, or deal fewer so that {zone} keeps more",
        )


def path_value(spec: dict, path: tuple):
    value = {"play": spec}
    for part in path:
        value = value[part]
    return value


def _counts(short) -> str:
    counts = [str(n) for n, *_ in short]
    if len(counts) == 1:
        return f"at {counts[0]} players"
    return f"at {', '.join(counts[:-1])} and {counts[-1]} players"


def _cards(k: int) -> str:
    return f"{k} card" + ("" if k == 1 else "s")


def _each_of(times: int, unit: str, at: str) -> str:
    if times == 1:
        return f"{at} the first {unit}"
    return f"{at} each of the first {times} {unit}s"


def _plain_draw(facts, step) -> bool:
    spec = step.spec
    return (
        step.kind == "move"
        and step.section in IN_PLAY
        and step.top
        and is_plain_move(spec)
        and spec.get("count", 1) != "all"
        and not facts.zones[spec["from"]].per_player
    )


def _draws(facts, step, n: int, turns, laps) -> tuple[int, str]:
    """The cards a draw surely takes while the round goes on after, and those words."""
    rnd = facts.spec["round"]
    k = step.spec.get("count", 1) * n**step.each
    times = {
        "opening": 1 if turns >= 2 else 0,
        "turn": max(0, turns - 1 - (1 if rnd.get("opening") else 0)),
        "lap_start": max(laps, 1),
        "lap_end": max(laps - 1, 0),
    }[step.section]
    if not times:
        return 0, ""
    cards = _cards(k)
    if step.each:
        cards = f"{step.spec.get('count', 1)} for each of {n} players"
    when = {
        "opening": "in the opening turn",
        "turn": _each_of(times, "turn", "in"),
        "lap_start": _each_of(times, "lap", "at the start of"),
        "lap_end": _each_of(times, "lap", "at the end of"),
    }[step.section]
    return k * times, f"{cards} {when}"


@game_check("play-turn-may-stick", WARNING)
def check_turn_has_a_way(game: Game) -> Iterator[Diagnostic]:
    """A decision of `play:` where every action has a condition (`if:`) or chooses cards that may
    not be there (a card `where:` filter, a run or a set), so a player can find no action open and
    lose the turn (a dead turn).

    An action with neither, such as `pass: {do: [...]}` or a card from a zone without a filter,
    is taken as always open. Nothing is said where the actions' conditions together always hold
    (`{has: {chip: 1}}` beside `{not: {has: {chip: 1}}}`), tried at every count of tokens, value,
    players in and zone size they name, with a filter's match tried both ways; nor where the
    conditions of the case or action around the decision leave one of them open.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand, where: {colour: red}}
                    do:
                      - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour: {values: {red: {}, blue: {}}}
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        play:
          zones:
            stack: {seen: nobody}
            middle: {}
            hand: {per: player, seen: owner}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - choose:
                  play:
                    card: {from: hand, where: {colour: red}}
                    do:
                      - move: {card: card, to: middle}
                  discard:
                    card: {from: hand}
                    do:
                      - move: {card: card, to: middle}
            end:
              - when: {empty: hand, who: all}
    """
    facts = _facts(game)
    if facts is None:
        return
    for step in facts.steps:
        if step.kind != "choose" or step.section not in IN_PLAY:
            continue
        needs = {name: _needs(action) for name, action in step.spec.items()}
        if not all(needs.values()) or _always_open(step.spec, [c for c, _ in step.guards]):
            continue
        yield _report(
            game,
            "play-turn-may-stick",
            step.path,
            "a player can be left with no action open here: "
            + ", ".join(f"`{name}` needs {need}" for name, need in needs.items()),
            "add an action that is always open, such as `pass: {do: [...]}`, or make the "
            "conditions cover every case",
        )


def _needs(action: dict) -> str:
    """What an action needs to be open, in words ("" when it is always open)."""
    found = []
    if "if" in action:
        found.append(f"`{flow(action['if'])}`")
    card = action.get("card", {})
    if "where" in card:
        found.append(f"a card of {card['from']} that passes `{flow(card['where'])}`")
    if "cards" in action:
        cards = action["cards"]
        what = f"a run of {cards['run']}" if "run" in cards else f"a set of {cards['set']}"
        found.append(f"{what} in {cards['from']}")
    return " and ".join(found)


MOST_CASES = 4096  # assignments tried to show that some action is always open


def _always_open(actions: dict, around: list) -> bool:
    """Whether some action is open in every case where the conditions around the decision hold:
    each condition is made of facts (tokens held, a named value, the players in, a zone's size)
    tried at every value that changes an answer; a fact not modelled (a filter's match, a run)
    is tried both true and false, so an answer is never claimed that only holds by chance."""
    domains: dict = {}
    opens = [_open_test(action, domains) for action in actions.values()]
    holds = [_condition_test(cond, domains) for cond in around]
    names = sorted(domains, key=repr)
    sizes = [len(domains[name]) for name in names]
    if math.prod(sizes) > MOST_CASES:
        return True  # too many cases to try: nothing is said
    for values in itertools.product(*(sorted(domains[n], key=repr) for n in names)):
        case = dict(zip(names, values))
        if all(h(case) for h in holds) and not any(o(case) for o in opens):
            return False
    return True


def _open_test(action: dict, domains: dict):
    parts = []
    if "if" in action:
        parts.append(_condition_test(action["if"], domains))
    card = action.get("card", {})
    if "where" in card:
        parts.append(_free({"in": card["from"], "where": card["where"]}, domains))
    if "cards" in action:
        parts.append(_free({"cards": action["cards"]}, domains))
    return lambda case: all(p(case) for p in parts)


def _free(cond, domains: dict):
    name = ("free", repr(plain(cond)))
    domains[name] = {False, True}
    return lambda case: case[name]


OTHER = ("other",)  # a value no condition names


def _condition_test(cond: dict, domains: dict):
    """A test of one condition over a case (a value for each fact it reads)."""
    kind = condition_kind(cond)
    if kind == "has":
        tests = []
        for token, need in cond["has"].items():
            name = ("has", token)
            domains.setdefault(name, {0}).add(need)
            tests.append((name, need))
        return lambda case: all(case[n] >= k for n, k in tests)
    if kind == "is" and len(cond["is"]) == 1:
        ((value_name, value),) = cond["is"].items()
        name = ("is", value_name)
        domains.setdefault(name, {OTHER}).add(repr(value))
        return lambda case: case[name] == repr(value)
    if kind == "players_in":
        domains.setdefault(("players_in",), {OTHER}).add(cond["players_in"])
        return lambda case: case[("players_in",)] == cond["players_in"]
    if kind in ("empty", "not_empty"):
        who = cond.get("who", "current")
        if who == "current":
            name = ("size", cond[kind])
            domains.setdefault(name, {0}).add(1)
            if kind == "empty":
                return lambda case: case[name] == 0
            return lambda case: case[name] >= 1
        # every player's zone empty, or some player's zone empty (each a fact of its own)
        every = (kind == "empty") == (who == "all")
        name = ("all-empty" if every else "any-empty", cond[kind])
        domains[name] = {False, True}
        if kind == "empty":
            return lambda case: case[name]
        return lambda case: not case[name]
    if kind == "in" and "where" not in cond:
        name = ("size", cond["in"])
        domains.setdefault(name, {0}).add(cond.get("count", 1))
        return lambda case: case[name] >= cond.get("count", 1)
    if kind in ("all", "any", "not"):
        parts = [cond["not"]] if kind == "not" else cond[kind]
        tests = [_condition_test(part, domains) for part in parts]
        if kind == "not":
            return lambda case: not tests[0](case)
        if kind == "all":
            return lambda case: all(t(case) for t in tests)
        return lambda case: any(t(case) for t in tests)
    return _free(cond, domains)
