"""A round of a game's `play:` written as one Python function, for games whose every seat plays
at random and that nobody watches (the lab's simulations): the same steps, conditions and random
draws as the program's functions, in the same order, so the same seed gives the same games, with
the calls between them gone.

The program's functions carry what they do as data (`function.node`: a kind, then the values and
functions they were made of). Every name in the source is ours; every value that comes from the
game file (a zone's name, a token, a card's value, a count) is bound as data in the function's
namespace and named there by a number (`_d7`), never written into the text. A function without a
mark is called as it is. The source is made once per program and kept on it (`round_function`).
"""

from __future__ import annotations

import time

from printgen.game.play_program import _last_in, _take_out

VOCABULARY = ("card", "cards", "end", "pile")  # the names an action binds: ours, not the file's


def round_function(program, over_time=TimeoutError):
    """The program's round as one function `(table, env, starter, deadline)` giving (turns, laps,
    stalled, ended_by), made on first use and kept on the program; None where Python cannot take
    its text (steps nested deeper than Python nests blocks): the program's functions play it.
    Past its deadline the round raises `over_time` (the runner's OverTime)."""
    made = getattr(program, "_round_function", _NOT_MADE)
    if made is _NOT_MADE:
        try:
            made = compile_round(program, over_time)
        except (SyntaxError, RecursionError, MemoryError):
            made = None
        program._round_function = made
    return made


_NOT_MADE = object()


def round_source(program) -> str:
    """The source of the program's round (for tests and for reading)."""
    return _Writer().round(program)


def compile_round(program, over_time=TimeoutError):
    writer = _Writer()
    text = writer.round(program)
    namespace = dict(writer.data_values)
    namespace.update(
        _last_in=_last_in,
        _take_out=_take_out,
        _process_time=time.process_time,
        _OverTime=over_time,
        _isinstance=isinstance,
        _frozenset=frozenset,
        _int=int,
        _len=len,
    )
    code = compile(text, "<play round>", "exec")
    exec(code, namespace)  # our own text: every value of the file is in the namespace
    function = namespace["play_round"]
    function.source = text
    return function


def _may_give(get) -> tuple[bool, bool]:
    """Whether a reference may give None, and whether it may give a set of values: a chosen
    card's value only what its column shows; anything else, either."""
    node = getattr(get, "node", None)
    if node is not None and node[0] == "card":
        column = node[1]
        return (any(v is None for v in column), any(isinstance(v, frozenset) for v in column))
    if node is not None and node[0] in ("top", "last_chosen"):  # None where no card lies
        return True, any(isinstance(v, frozenset) for v in node[-1])
    return True, True


class _Writer:
    def __init__(self):
        self.lines: list[str] = []
        self.data_values: dict = {}
        self._named: dict = {}  # id(value) -> its name, so a value is bound once
        self._count = 0
        self.bound: dict = {}  # name -> (local, getter): what the action being written bound

    # -- the text -------------------------------------------------------------------------
    def put(self, depth: int, text: str) -> None:
        self.lines.append("    " * depth + text)

    def fresh(self, stem: str) -> str:
        self._count += 1
        return f"{stem}{self._count}"

    def data(self, value) -> str:
        """A name for `value` in the function's namespace."""
        key = id(value)
        if key not in self._named:
            name = f"_d{len(self._named)}"
            self._named[key] = name
            self.data_values[name] = value
        return self._named[key]

    @staticmethod
    def number(value) -> str:
        if type(value) is not int:
            raise TypeError(f"not a whole number: {value!r}")
        return repr(value)

    def word(self, name: str) -> str:
        """An env key: one of our own words as text, anything else as data."""
        return repr(name) if name.rstrip("@") in VOCABULARY else self.data(name)

    # -- the round ------------------------------------------------------------------------
    def round(self, program) -> str:
        put = self.put
        put(0, "def play_round(t, env, starter, deadline):")
        put(1, "Z = t.zones")
        put(1, "V = t.vals")
        put(1, "ZT = t.zone_tokens")
        put(1, "gone = t.out")
        put(1, "counts = t.counts")
        put(1, "rnd = t.random")
        put(1, "n = t.n")
        put(1, "TK = t.tokens")
        put(1, "t.cur = cur = starter")
        put(1, "again = False")
        self.steps(program.setup, 1)
        put(1, "turns = laps = 0")
        put(1, "lap_first = starter")
        self.steps(program.lap_start, 1)
        put(1, "ended_by = None")
        put(1, "stalled = False")
        put(1, "while True:")
        put(2, f"if turns >= {self.number(program.turn_limit)}:")
        put(3, "stalled = True")
        put(3, "break")
        put(2, "if deadline is not None and _process_time() > deadline:")
        put(3, "raise _OverTime()")
        put(2, "again = False")
        if program.opening:
            put(2, "if turns == 0:")
            self.steps(program.opening, 3)
            put(2, "else:")
            self.steps(program.turn, 3)
        else:
            self.steps(program.turn, 2)
        put(2, "turns += 1")
        for after, cond, steps, counter in program.ends:
            if after == "turn":
                self.end(cond, steps, counter, 2, False)
        put(2, "if again and not gone[cur]:")
        put(3, "continue")
        put(2, "nxt = cur + 1")
        put(2, "if nxt == n:")
        put(3, "nxt = 0")
        put(2, "if gone[nxt]:")  # the next seat is out: the one after, and so on
        put(3, "for _ in range(n - 1):")
        put(4, "nxt = (nxt + 1) % n")
        put(4, "if not gone[nxt]:")
        put(5, "break")
        put(3, "else:")
        put(4, "break")
        put(2, "if (nxt - lap_first) % n <= (cur - lap_first) % n:")
        put(3, "laps += 1")
        self.steps(program.lap_end, 3)
        for after, cond, steps, counter in program.ends:
            if after == "lap":
                self.end(cond, steps, counter, 3, True)
        put(3, "lap_first = nxt")
        put(3, "t.cur = cur = nxt")
        self.steps(program.lap_start, 3)
        put(2, "t.cur = cur = nxt")
        put(1, "return turns, laps, stalled, ended_by")
        return "\n".join(self.lines) + "\n"

    def end(self, cond, steps, counter, depth, lap) -> None:
        test = self.condition(cond, depth)
        self.put(depth, f"if {test}:")
        self.put(depth + 1, f"counts[{self.number(counter)}] += 1")
        if lap:
            self.put(depth + 1, "t.cur = cur")  # the turn's player, as the lap's end found it
        self.steps(steps, depth + 1)
        self.put(depth + 1, f"ended_by = {self.number(counter)}")
        self.put(depth + 1, "break")

    # -- zones and values -------------------------------------------------------------------
    def zone(self, getter) -> str:
        """An expression for the cards a zone getter gives (cheap: it may be said twice)."""
        node = getattr(getter, "node", None)
        if node is None or node[0] != "zone":
            return f"{self.data(getter)}(t)"
        _, index, who = node
        i = self.number(index)
        if who is None:
            return f"Z[{i}]"
        if who == "last-in":
            return f"Z[{i}][_last_in(t)]"
        return f"Z[{i}][cur]"

    def held(self, getter, depth) -> str:
        name = self.fresh("h")
        self.put(depth, f"{name} = {self.zone(getter)}")
        return name

    def ref(self, function, depth) -> str:
        """An expression for the value a reference gives (its work put before, at `depth`)."""
        node = getattr(function, "node", None)
        kind = node[0] if node else None
        if kind == "constant":
            value = node[1]
            return repr(value) if type(value) is int else self.data(value)
        if kind == "value":
            return f"V.get({self.data(node[1])})"
        if kind == "card":
            card = self.bound["card"][0] if "card" in self.bound else "env['card']"
            return f"{self.data(node[1])}[{card}]"
        if kind in ("last_chosen", "top"):
            if kind == "top":
                cards = self.held(node[1], depth)
                column = self.data(node[2])
            else:
                cards = self.fresh("h")
                chosen = self.bound["cards"][0] if "cards" in self.bound else "env['cards']"
                self.put(depth, f"{cards} = {chosen}")
                column = self.data(node[1])
            value = self.fresh("v")
            self.put(depth, f"{value} = {column}[{cards}[-1]] if {cards} else None")
            return value
        return f"{self.data(function)}(t, env)"

    # -- filters: the cards of a list that pass ---------------------------------------------
    def filtered(self, function, cards: str, depth) -> str:
        """The name of a list of the cards of `cards` that pass `function`'s test."""
        node = getattr(function, "node", None)
        kind = node[0] if node else None
        found = self.fresh("f")
        put = self.put
        if kind == "equal":
            _, get, column, multi = node
            col = self.data(column)
            value = self.ref(get, depth)
            given = getattr(get, "node", (None, None))
            known = given[0] == "constant" and type(given[1]) in (int, str)
            v = self.fresh("v")
            put(depth, f"{v} = {value}")
            same = (
                f"[c for c in {cards} if {v} in {col}[c]]"
                if multi
                else f"[c for c in {cards} if {col}[c] == {v}]"
            )
            may_be_none, may_be_set = _may_give(get)
            if known or not (may_be_none or may_be_set):
                put(depth, f"{found} = {same}")
                return found
            branch = "if"
            if may_be_none:
                put(depth, f"if {v} is None:")
                put(depth + 1, f"{found} = []")
                branch = "elif"
            if may_be_set:
                put(depth, f"{branch} _isinstance({v}, _frozenset):")
                if multi:
                    put(
                        depth + 1, f"{found} = [c for c in {cards} if not {v}.isdisjoint({col}[c])]"
                    )
                else:
                    put(depth + 1, f"{found} = [c for c in {cards} if {col}[c] in {v}]")
            put(depth, "else:")
            put(depth + 1, f"{found} = {same}")
            return found
        if kind == "any_of":
            _, getters, column, multi = node
            col = self.data(column)
            values = [self.ref(g, depth) for g in getters]
            wanted = self.fresh("w")
            put(depth, f"{wanted} = {{{', '.join(values)}}}")
            put(depth, f"{wanted}.discard(None)")
            if multi:
                put(depth, f"{found} = [c for c in {cards} if not {wanted}.isdisjoint({col}[c])]")
            else:
                put(depth, f"{found} = [c for c in {cards} if {col}[c] in {wanted}]")
            return found
        if kind == "own_pile":
            self.own_pile(node, cards, found, depth)
            return found
        if kind == "select":
            put(depth, f"{found} = {cards}")
            inner = depth
            for test in node[1]:
                step = self.filtered(test, found, inner)
                put(inner, f"{found} = {step}")
                put(inner, f"if {found}:")
                inner += 1
            put(inner, "pass")
            return found
        put(depth, f"{found} = {self.data(function)}(t, env, {cards})")
        return found

    def own_pile(self, node, cards: str, found: str, depth) -> None:
        """Each card against the top of its own pile of a zone split by an attribute: the tops
        found in one pass over the zone (the last card of each value is its pile's top)."""
        _, how, top, column, by, shifted = node
        _, get, split, top_column = top.node
        put = self.put
        tops, c, v, w = self.fresh("tops"), self.fresh("c"), self.fresh("v"), self.fresh("w")
        split_name, col = self.data(split), self.data(column)
        put(depth, f"{tops} = {{}}")
        put(depth, f"for {c} in {self.zone(get)}:")
        put(depth + 1, f"{tops}[{split_name}[{c}]] = {self.data(top_column)}[{c}]")
        put(depth, f"{found} = []")
        put(depth, f"for {c} in {cards}:")
        put(depth + 1, f"{v} = {tops}.get({split_name}[{c}])")
        put(depth + 1, f"{w} = {col}[{c}]")
        passes = {
            "at_least": f"{w} >= {v}",
            "at_most": f"{w} <= {v}",
            "within": f"abs({w} - {v}) <= {self.number(by) if type(by) is int else self.data(by)}",
            "next": f"{self.data(shifted)}({v}, 1) == {w}",
            "previous": f"{self.data(shifted)}({v}, -1) == {w}",
        }.get(how, "False")
        put(depth + 1, f"if {v} is None or ({w} is not None and {passes}):")
        put(depth + 2, f"{found}.append({c})")

    # -- conditions ----------------------------------------------------------------------------
    def condition(self, function, depth) -> str:
        """An expression true where the condition holds (its work put before, at `depth`)."""
        node = getattr(function, "node", None)
        kind = node[0] if node else None
        put = self.put
        if kind == "in":
            _, get, pick, need = node
            if pick is None:
                return f"(_len({self.zone(get)}) >= {self.number(need)})"
            cards = self.held(get, depth)
            found = self.filtered(pick, cards, depth)
            if need == 1:
                return found
            return f"(_len({found}) >= {self.number(need)})"
        if kind == "empty":
            _, get, want_empty = node
            held = self.zone(get)
            return f"(not {held})" if want_empty else f"({held})"
        if kind == "each_zone":
            _, index, want_empty, every = node
            result, p, held = self.fresh("r"), self.fresh("p"), self.fresh("h")
            put(depth, f"{result} = {every}")
            put(depth, f"for {p}, {held} in enumerate(Z[{self.number(index)}]):")
            put(depth + 1, f"if gone[{p}]:")
            put(depth + 2, "continue")
            matches = f"not {held}" if want_empty else held
            if every:
                put(depth + 1, f"if not ({matches}):")
                put(depth + 2, f"{result} = False")
            else:
                put(depth + 1, f"if {matches}:")
                put(depth + 2, f"{result} = True")
            put(depth + 2, "break")
            return result
        if kind == "has":
            tests = [
                f"TK[cur].get({self.data(name)}, 0) >= {self.number(count)}"
                for name, count in node[1]
            ]
            return "(" + " and ".join(tests) + ")" if tests else "True"
        if kind == "players_in":
            return f"(n - sum(gone) == {self.number(node[1])})"
        if kind == "never":
            return "False"
        if kind == "not":
            return f"(not {self.condition(node[1], depth)})"
        if kind == "is":
            parts = [
                (lambda d, name=name, get=get: f"V.get({self.data(name)}) == {self.ref(get, d)}")
                for name, get in node[1]
            ]
            return self.joined(parts, depth, True)
        if kind in ("all", "any"):
            parts = [(lambda d, inner=inner: self.condition(inner, d)) for inner in node[1]]
            return self.joined(parts, depth, kind == "all")
        return f"{self.data(function)}(t, env)"

    def joined(self, parts, depth, every: bool) -> str:
        """All (or any) of `parts`, each a function of a depth giving a test, tried in order and
        only as far as needed."""
        result = self.fresh("r")
        self.put(depth, f"{result} = {not every}")
        inner = depth
        for part in parts:
            test = part(inner)
            self.put(inner, f"if {test}:" if every else f"if not {test}:")
            inner += 1
        self.put(inner, f"{result} = {every}")
        return result

    # -- steps ------------------------------------------------------------------------------
    def steps(self, steps, depth) -> None:
        for step in steps:
            self.step(step, depth)

    def step(self, function, depth) -> None:
        node = getattr(function, "node", None)
        kind = node[0] if node else None
        method = getattr(self, "step_" + kind, None) if kind else None
        if method is None:
            self.put(depth, f"{self.data(function)}(t, env)")
        else:
            method(node, depth)

    def place(self, place, moved: str, depth, one: bool = False) -> None:
        """Puts the cards of the list `moved` (or the one card `moved`) where `place` says."""
        node = getattr(place, "node", None)
        if node is None:
            self.put(depth, f"{self.data(place)}(t, env, {f'[{moved}]' if one else moved})")
            return
        _, put_getter, at = node
        target = self.held(put_getter, depth)
        if at == "end":
            side = self.bound["end"][0] if "end" in self.bound else "env['end']"
            self.put(depth, f"if {side} == 'left':")
            self.put_left(target, moved, depth + 1, one)
            self.put(depth, "else:")
            self.put_right(target, moved, depth + 1, one)
        elif at == "left":
            self.put_left(target, moved, depth, one)
        else:
            self.put_right(target, moved, depth, one)

    def put_left(self, target, moved, depth, one) -> None:
        if one:
            self.put(depth, f"{target}.insert(0, {moved})")
        else:
            c = self.fresh("c")
            self.put(depth, f"for {c} in {moved}:")
            self.put(depth + 1, f"{target}.insert(0, {c})")

    def put_right(self, target, moved, depth, one) -> None:
        self.put(depth, f"{target}.{'append' if one else 'extend'}({moved})")

    def step_move_top(self, node, depth) -> None:
        _, take, count, place = node
        held = self.held(take, depth)
        if count == 1:
            self.put(depth, f"if {held}:")
            card = self.fresh("c")
            self.put(depth + 1, f"{card} = {held}.pop()")
            self.place(place, card, depth + 1, one=True)
            return
        k, moved = self.fresh("k"), self.fresh("m")
        if count == "all":
            self.put(depth, f"{k} = _len({held})")
        else:
            self.put(depth, f"{k} = min({self.number(count)}, _len({held}))")
        self.put(depth, f"if {k}:")
        self.put(depth + 1, f"{moved} = {held}[_len({held}) - {k}:][::-1]")
        self.put(depth + 1, f"del {held}[_len({held}) - {k}:]")
        self.place(place, moved, depth + 1)

    def step_move_chosen(self, node, depth) -> None:
        _, name, place = node
        held = self.fresh("h")
        key, source = self.word(name), self.word(name + "@")
        chosen = self.fresh("c")
        if name in ("card", "cards") and name in self.bound:
            value, getter = self.bound[name]
            self.put(depth, f"{chosen} = {value}")
            self.put(depth, f"{held} = {self.zone(getter)}")
        else:
            self.put(depth, f"{chosen} = env[{key}]")
            self.put(depth, f"{held} = env[{source}](t)")
        if name == "card":
            self.put(depth, "try:")  # one pass over the zone where `in` and remove took two
            self.put(depth + 1, f"{held}.remove({chosen})")
            self.put(depth, "except ValueError:")  # an earlier step moved it
            self.put(depth + 1, f"_take_out(t, {chosen})")
            self.place(place, chosen, depth, one=True)
            return
        moved, c = self.fresh("m"), self.fresh("c")
        if name == "cards" and name in self.bound:
            self.put(depth, f"{moved} = {chosen}")  # a run or a set: a list
        else:
            self.put(depth, f"{moved} = {chosen} if _isinstance({chosen}, list) else [{chosen}]")
        self.put(depth, f"for {c} in {moved}:")
        self.put(depth + 1, "try:")
        self.put(depth + 2, f"{held}.remove({c})")
        self.put(depth + 1, "except ValueError:")
        self.put(depth + 2, f"_take_out(t, {c})")
        self.place(place, moved, depth)

    def step_move_pile_top(self, node, depth) -> None:
        """The top card of the chosen pile (the last of its value in the zone)."""
        put = self.put
        held, value, split, i = self.fresh("h"), self.fresh("v"), self.fresh("s"), self.fresh("i")
        if "pile" in self.bound:
            chosen, getter, column = self.bound["pile"]
            put(depth, f"{held} = {self.zone(getter)}")
            put(depth, f"{value} = {chosen}")
            put(depth, f"{split} = {self.data(column)}")
        else:
            put(depth, f"{held} = env['pile@'](t)")
            put(depth, f"{value} = env['pile']")
            put(depth, f"{split} = env['pile#']")
        put(depth, f"for {i} in range(_len({held}) - 1, -1, -1):")
        put(depth + 1, f"if {split}[{held}[{i}]] == {value}:")
        card = self.fresh("c")
        put(depth + 2, f"{card} = {held}.pop({i})")
        self.place(node[1], card, depth + 2, one=True)
        put(depth + 2, "break")

    def step_move_matching(self, node, depth) -> None:
        _, take, pick, count, place = node
        held = self.held(take, depth)
        moved = self.filtered(pick, held, depth)
        if count != "all":
            self.put(depth, f"{moved} = {moved}[:{self.number(count)}]")
        c = self.fresh("c")
        self.put(depth, f"if {moved}:")
        self.put(depth + 1, f"for {c} in {moved}:")
        self.put(depth + 2, f"{held}.remove({c})")
        self.place(place, moved, depth + 1)

    def step_choose_matching(self, node, depth) -> None:
        _, take, pick, count, place, kinds = node
        put = self.put
        held = self.held(take, depth)
        found = self.filtered(pick, held, depth)
        options, seen, c, k = self.fresh("o"), self.fresh("s"), self.fresh("c"), self.fresh("k")
        kinds_name = self.data(kinds)
        put(depth, f"{options} = []")
        put(depth, f"{seen} = set()")
        put(depth, f"for {c} in {found}:")
        put(depth + 1, f"{k} = {kinds_name}[{c}]")
        put(depth + 1, f"if {k} not in {seen}:")
        put(depth + 2, f"{seen}.add({k})")
        put(depth + 2, f"{options}.append({c})")
        put(depth, f"if {options}:")
        times = 1 if count == "all" else count
        if times == 1:
            put(depth + 1, f"if _len({options}) == 1:")
            put(depth + 2, f"{c} = {options}[0]")
            put(depth + 1, "else:")
            put(depth + 2, f"{c} = {options}[_int(rnd() * _len({options}))]")
            put(depth + 1, f"{held}.remove({c})")
            self.place(place, c, depth + 1, one=True)
            return
        chosen = self.fresh("m")
        put(depth + 1, f"{chosen} = []")
        put(depth + 1, f"for _ in range({self.number(times)}):")
        put(depth + 2, f"if not {options}:")
        put(depth + 3, "break")
        put(depth + 2, f"if _len({options}) == 1:")
        put(depth + 3, f"{c} = {options}[0]")
        put(depth + 2, "else:")
        put(depth + 3, f"{c} = {options}[_int(rnd() * _len({options}))]")
        put(depth + 2, f"{options}.remove({c})")
        put(depth + 2, f"{held}.remove({c})")
        put(depth + 2, f"{chosen}.append({c})")
        self.place(place, chosen, depth + 1)

    def step_refill(self, node, depth) -> None:
        _, get, take, size = node
        target, held = self.held(get, depth), self.held(take, depth)
        self.put(depth, f"while _len({target}) < {self.number(size)} and {held}:")
        self.put(depth + 1, f"{target}.append({held}.pop())")

    def step_set(self, node, depth) -> None:
        for name, get in node[1]:
            value = self.ref(get, depth)
            self.put(depth, f"V[{self.data(name)}] = {value}")

    def step_event(self, node, depth) -> None:
        _, ident, who = node
        player = "_last_in(t)" if who == "last-in" else "cur"
        self.put(depth, f"t.events[{player}].append({self.data(ident)})")

    def step_out(self, node, depth) -> None:
        player = "_last_in(t)" if node[1] == "last-in" else "cur"
        self.put(depth, f"gone[{player}] = True")

    def step_again(self, node, depth) -> None:
        self.put(depth, f"again = {bool(node[1])}")

    def step_pay(self, node, depth) -> None:
        _, token, zone, count = node
        held, k, lying, x = self.fresh("h"), self.fresh("k"), self.fresh("l"), self.fresh("x")
        token_name, zone_name, most = self.data(token), self.data(zone), self.number(count)
        put = self.put
        put(depth, f"{held} = TK[cur]")
        put(depth, f"{x} = {held}.get({token_name}, 0)")
        put(depth, f"{k} = {most} if {x} > {most} else {x}")
        put(depth, f"{held}[{token_name}] = {x} - {k}")
        put(depth, f"{lying} = ZT.get({zone_name})")
        put(depth, f"if {lying} is None:")
        put(depth + 1, f"{lying} = ZT[{zone_name}] = {{}}")
        put(depth, f"{lying}[{token_name}] = {lying}.get({token_name}, 0) + {k}")

    def step_collect(self, node, depth) -> None:
        held, lying, token, k = self.fresh("h"), self.fresh("l"), self.fresh("x"), self.fresh("k")
        self.put(depth, f"{lying} = ZT.pop({self.data(node[1])}, None)")
        self.put(depth, f"if {lying}:")
        self.put(depth + 1, f"{held} = TK[cur]")
        self.put(depth + 1, f"for {token}, {k} in {lying}.items():")
        self.put(depth + 2, f"{held}[{token}] = {held}.get({token}, 0) + {k}")

    def step_first(self, node, depth) -> None:
        for cond, steps, counter in node[1]:
            if cond is None:
                self.put(depth, f"counts[{self.number(counter)}] += 1")
                self.steps(steps, depth)
                return
            test = self.condition(cond, depth)
            self.put(depth, f"if {test}:")
            self.put(depth + 1, f"counts[{self.number(counter)}] += 1")
            self.steps(steps, depth + 1)
            self.put(depth, "else:")
            depth += 1
        self.put(depth, "pass")

    def step_each(self, node, depth) -> None:
        keep, p = self.fresh("keep"), self.fresh("p")
        self.put(depth, f"{keep} = cur")
        self.put(depth, f"for {p} in range(n):")
        self.put(depth + 1, f"t.cur = cur = {p}")
        self.steps(node[1], depth + 1)
        self.put(depth, f"t.cur = cur = {keep}")

    # -- a decision ---------------------------------------------------------------------------
    def step_choose(self, node, depth) -> None:
        self.choose(node, depth)
        self.bound = {}  # its names are in env now, whatever an enclosing action bound

    def choose(self, node, depth) -> None:
        put = self.put
        sizes, lists = [], []
        for _, options_of, cond, _, _ in node[1]:
            if not options_of.parts:  # one choice: the action itself
                size = self.fresh("a")
                lists.append(None)
                if cond is None:
                    put(depth, f"{size} = 1")
                else:
                    put(depth, f"{size} = 0")
                    test = self.condition(cond, depth)
                    put(depth, f"if {test}:")
                    put(depth + 1, f"{size} = 1")
                sizes.append(size)
                continue
            found = [self.fresh("o") for _ in options_of.parts]
            lists.append(found)
            if cond is None:
                self.options(options_of, found, depth)
            else:
                put(depth, " = ".join(found) + " = ()")
                test = self.condition(cond, depth)
                put(depth, f"if {test}:")
                self.options(options_of, found, depth + 1)
            size = self.fresh("a")
            put(depth, f"{size} = {' * '.join(f'_len({name})' for name in found)}")
            sizes.append(size)
        total, pick = self.fresh("n"), self.fresh("i")
        put(depth, f"{total} = {' + '.join(sizes)}")
        put(depth, f"if {total} <= 1:")
        put(depth + 1, "t.dead += 1")
        put(depth + 1, f"{pick} = 0")
        put(depth, "else:")
        put(depth + 1, f"{pick} = _int(rnd() * {total})")
        put(depth, f"if {total}:")
        inner = depth + 1
        last = len(node[1]) - 1
        for index, ((_, options_of, _, steps, counter), size, found) in enumerate(
            zip(node[1], sizes, lists)
        ):
            if index < last:
                put(inner, f"if {pick} < {size}:")
                body = inner + 1
            else:
                body = inner
            put(body, f"counts[{self.number(counter)}] += 1")
            outer = dict(self.bound)
            if found is not None:
                self.bind(options_of, found, pick, body)
            self.steps(steps, body)
            self.bound = outer
            if index < last:
                put(inner, "else:")
                put(inner + 1, f"{pick} -= {size}")
                inner += 1

    def options(self, options_of, found: list, depth) -> None:
        """Puts the list of each part's choices of an action into the names `found`; the
        action's choices are every combination of them, the first part's varying slowest."""
        for part, name in zip(options_of.parts, found):
            self.part(part, name, depth)

    def part(self, function, found: str, depth) -> None:
        node = getattr(function, "node", None)
        kind = node[0] if node else None
        put = self.put
        if kind == "card_options":
            _, get, pick, distinct, kinds = node
            held = self.held(get, depth)
            if pick is not None:
                held = self.filtered(pick, held, depth)
            if distinct:
                put(depth, f"{found} = {held}")
                return
            seen, c, k = self.fresh("s"), self.fresh("c"), self.fresh("k")
            kinds_name = self.data(kinds)
            put(depth, f"{seen} = set()")
            put(depth, f"{found} = []")
            put(depth, f"for {c} in {held}:")
            put(depth + 1, f"{k} = {kinds_name}[{c}]")
            put(depth + 1, f"if {k} not in {seen}:")
            put(depth + 2, f"{seen}.add({k})")
            put(depth + 2, f"{found}.append({c})")
            return
        if kind == "end_options":
            put(depth, f"{found} = ['left', 'right'] if {self.zone(node[1])} else ['right']")
            return
        if kind == "runs":
            _, get, start, column, high = node
            held = self.held(get, depth)
            first = self.ref(start, depth) if start is not None else "None"
            col = self.data(column)
            # each number from the start up while held: the first card of it in the zone
            value, run, c = (self.fresh(s) for s in ("v", "u", "c"))
            put(depth, f"{value} = {first}")
            put(depth, f"{found} = []")
            put(depth, f"if _isinstance({value}, int):")
            put(depth + 1, f"{run} = []")
            put(depth + 1, f"while {value} <= {self.number(high)}:")
            put(depth + 2, f"for {c} in {held}:")
            put(depth + 3, f"if {col}[{c}] == {value}:")
            put(depth + 4, "break")
            put(depth + 2, "else:")
            put(depth + 3, "break")
            put(depth + 2, f"{run} = {run} + [{c}]")
            put(depth + 2, f"{found}.append({run})")
            put(depth + 2, f"{value} += 1")
            return
        if kind == "sets":
            _, get, start, column, least = node
            held = self.held(get, depth)
            first = self.ref(start, depth) if start is not None else "None"
            col = self.data(column)
            value, same = self.fresh("v"), self.fresh("s")
            put(depth, f"{value} = {first}")
            put(depth, f"if {value} is None:")
            put(depth + 1, f"{found} = []")
            put(depth, "else:")
            put(depth + 1, f"{same} = [c for c in {held} if {col}[c] == {value}]")
            put(
                depth + 1,
                f"{found} = [{same}[:j] for j in range({self.number(least)}, _len({same}) + 1)]",
            )
            return
        if kind == "piles":
            _, get, split, exclude = node
            barred = self.ref(exclude, depth) if exclude is not None else "None"
            b, c, v = self.fresh("b"), self.fresh("c"), self.fresh("v")
            put(depth, f"{b} = {barred}")
            put(depth, f"{found} = []")
            put(depth, f"for {c} in {self.zone(get)}:")
            put(depth + 1, f"{v} = {self.data(split)}[{c}]")
            put(depth + 1, f"if {v} != {b} and {v} not in {found}:")
            put(depth + 2, f"{found}.append({v})")
            return
        put(depth, f"{found} = {self.data(function)}(t, env)")

    def bind(self, options_of, found: list, pick: str, depth) -> None:
        """Puts choice number `pick` of the parts' lists `found` into env, as the action's
        `bind` does, and keeps each name's value in a local for the action's own steps."""
        values = [self.fresh("ch") for _ in found]
        if len(found) == 1:
            self.put(depth, f"{values[0]} = {found[0]}[{pick}]")
        else:
            rest = self.fresh("i")
            self.put(depth, f"{rest} = {pick}")
            for name, value in reversed(list(zip(found, values))):
                self.put(depth, f"{rest}, {value + '_at'} = divmod({rest}, _len({name}))")
                self.put(depth, f"{value} = {name}[{value + '_at'}]")
        for part, bind, value in zip(options_of.parts, options_of.binds, values):
            node = getattr(part, "node", None)
            kind = node[0] if node else None
            if kind == "card_options":
                self.put(depth, f"env['card'] = {value}")
                self.put(depth, f"env['card@'] = {self.data(node[1])}")
                self.bound["card"] = (value, node[1])
            elif kind in ("runs", "sets"):
                self.put(depth, f"env['cards'] = {value}")
                self.put(depth, f"env['cards@'] = {self.data(node[1])}")
                self.bound["cards"] = (value, node[1])
            elif kind == "end_options":
                self.put(depth, f"env['end'] = {value}")
                self.bound["end"] = (value, None)
            elif kind == "piles":
                self.put(depth, f"env['pile'] = {value}")
                self.put(depth, f"env['pile@'] = {self.data(node[1])}")
                self.put(depth, f"env['pile#'] = {self.data(node[2])}")
                self.bound["pile"] = (value, node[1], node[2])
            else:
                self.put(depth, f"{self.data(bind)}(env, {value})")
                self.bound = {}  # names bound by a function: read from env from here on
