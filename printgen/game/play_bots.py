"""Bots a game file writes (`play: bots:`), made into preferences the interpreter can ask: each a
set of actions, a condition and a rank, made of the same conditions, filters and references as the
rest of `play:` (printgen.game.play_program), and checked when read: an action no decision
offers, a name that is not the game's, a bot called as a built-in one, a rank by an attribute
without numbers, and a preference that an earlier one always takes the place of.

A preference is asked about each choice with the choice bound as its action's steps see it
(`card`, `cards`, `end`, `pile`), so `card.number` in a preference is the card that choice plays.
The bot that plays them is printgen.play.bots.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.game.play_format import BUILT_IN_BOTS, RANKS

BOUND = ("card", "cards", "end", "pile")  # what an action's choice names in its steps


@dataclass(frozen=True)
class Preference:
    """One preference: the actions it takes (their counters; None: every action), the condition
    each choice must meet, made for each action (counter -> function of (table, env)), the rank
    that keeps the best of them, and a built-in bot it hands the decision to instead."""

    actions: frozenset | None
    tests: dict
    rank: str | None = None
    scores: dict | None = None  # counter -> function of (table, env) giving the rank's value
    otherwise: str | None = None


@dataclass(frozen=True)
class Bot:
    name: str
    preferences: tuple[Preference, ...]


def build_bots(ctx, maker, bots: dict, told) -> dict:
    """Each bot of `bots` (as read) made, by name; every problem told to `maker` at its path
    (`told`: the exception the program's reader raises once it has told one)."""
    actions = [c for c in maker.counters if c.kind == "action"]
    made = {}
    for name, entries in bots.items():
        path = ("play", "bots", name)
        if name in BUILT_IN_BOTS:
            maker.problem(
                path,
                "play-bad-name",
                f"a bot of the game's own cannot be called {name!r}: it is a built-in bot",
                "give the bot another name, such as `hoarder`",
                at_key=True,
            )
            continue
        preferences = [
            _preference(ctx, maker, actions, entry, path + (i,), told)
            for i, entry in enumerate(entries)
        ]
        _tell_unreachable(maker, name, entries, path)
        made[name] = Bot(name, tuple(p for p in preferences if p is not None))
    return made


def _preference(ctx, maker, actions, entry: dict, path: tuple, told) -> Preference | None:
    if "otherwise" in entry:
        others = [k for k in entry if k != "otherwise"]
        if others:
            maker.problem(
                path + (others[0],),
                "too-many-items",
                f"`otherwise:` hands the decision to a built-in bot, so `{others[0]}:` beside it "
                "is never asked",
                "put the preference in an entry of its own before `otherwise:`",
                at_key=True,
            )
        return Preference(None, {}, otherwise=entry["otherwise"])
    ranks = [k for k in RANKS if k in entry]
    if len(ranks) > 1:
        maker.problem(
            path + (ranks[1],),
            "too-many-items",
            f"a preference keeps the best choices by one rank, not by {' and '.join(ranks)}",
            "write the second rank in a preference of its own after this one",
            at_key=True,
        )
    chosen = actions
    if "action" in entry:
        chosen = [c for c in actions if c.name == entry["action"]]
        if not chosen:
            names = list(dict.fromkeys(c.name for c in actions))
            maker.problem(
                path + ("action",),
                "play-unknown-name",
                f"no decision offers an action {entry['action']!r}",
                _did_you_mean(entry["action"], names)
                + (f"the actions: {', '.join(names)}" if names else "`play:` has no actions"),
            )
            return None
    tests, scores = {}, {}
    rank = ranks[0] if ranks else None
    said = set()
    for counter in chosen:
        bound = _bound(ctx.maker.play, counter.path)
        before = len(maker.problems)
        if "if" in entry:
            tests[counter.index] = ctx.condition(entry["if"], path + ("if",), bound)
        if rank is not None:
            scores[counter.index] = _score(ctx, entry, rank, path + (rank,), bound, told)
        # the same problem is told once, however many actions the preference is made for
        fresh = maker.problems[before:]
        del maker.problems[before:]
        for problem in fresh:
            if (problem.path, problem.code, problem.message) not in said:
                said.add((problem.path, problem.code, problem.message))
                maker.problems.append(problem)
    return Preference(
        None if "action" not in entry else frozenset(c.index for c in chosen),
        tests,
        rank,
        scores if rank else None,
    )


def _score(ctx, entry, rank: str, path: tuple, bound: set, told):
    """A function of (table, env) giving a choice's value by the rank (None: it has none)."""
    try:
        if rank == "most":
            spec = entry["most"]
            zone = ctx.zone(spec["in"], path + ("in",))
            get = ctx.getter(zone)
            if "where" not in spec:
                return lambda t, env: len(get(t))
            pick = ctx.where(spec["where"], path + ("where",), bound)
            return lambda t, env: len(pick(t, env, get(t)))
        get = ctx.ref(entry[rank], path, bound)
        if get is None:
            ctx.maker.problem(
                path,
                "play-bad-reference",
                f"`{rank}:` ranks the choices by a card's attribute: {entry[rank]!r} names none",
                "name a chosen card's attribute, such as `card.number`",
            )
            return None
        attribute = entry[rank].partition(".")[2]
        if attribute and not any(isinstance(v, int) for v in ctx.attrs.get(attribute, ())):
            ctx.maker.problem(
                path,
                "play-bad-attribute",
                f"`{rank}:` ranks by numbers, and no card shows a number as its {attribute}",
                "name an attribute with numbers, such as `number`",
            )
        return get
    except told:
        return None


def _bound(play: dict, path: tuple) -> set:
    """The names an action's steps may read: its own choice's, and those of the actions it is
    inside."""
    found = set()
    value: object = {"play": play}
    for i, part in enumerate(path):
        value = value[part]
        if i and path[i - 1] == "choose" and isinstance(value, dict):
            found |= {k for k in BOUND if k in value}
    return found


def _tell_unreachable(maker, name: str, entries: list, path: tuple) -> None:
    """A preference never asked: an earlier one without a condition takes every choice it could
    (of the same actions or of every action), or hands every decision to a built-in bot."""
    for j, later in enumerate(entries):
        for i, earlier in enumerate(entries[:j]):
            why = _covers(earlier, later)
            if why:
                maker.problem(
                    path + (j,),
                    "play-bot-unreachable",
                    f"preference {j + 1} of the bot `{name}` is never asked: preference {i + 1} "
                    f"{why}",
                    "move it before the preference that takes its place, or give that one a "
                    "condition (`if:`)",
                )
                break


def _covers(earlier: dict, later: dict) -> str:
    if "otherwise" in earlier:
        return f"hands every decision to the {earlier['otherwise']} bot"
    if "if" in earlier:
        return ""
    if "action" not in earlier:
        return "takes every choice there is, with no condition"
    if "otherwise" not in later and later.get("action") == earlier["action"]:
        return f"takes every choice of `{earlier['action']}`, with no condition"
    return ""


def _did_you_mean(name: str, names) -> str:
    import difflib

    close = difflib.get_close_matches(name, list(names), 1)
    return f"did you mean `{close[0]}`? " if close else ""
