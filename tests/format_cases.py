"""Cases for the bound-consistency test: every bounded or enumerated key of every format, written
just inside and just outside its bounds into a bundled file, with the line the key stands on.

A case is made from the format description alone (`printgen.format.spec.Spec`): the walk below finds
every place with a minimum, a maximum, a count or length limit or a list of choices, and
`place_value` writes a value there into a copy of a bundled file, building the parents the file
lacks from the description (required keys only), so every case has a file to stand in.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

import yaml

from printgen.format.spec import Spec, resolved
from printgen.read.loader import Mapping, Sequence

STAR = "*"


@dataclass(frozen=True)
class Step:
    """One step of a path: a key name (or STAR for a map's or list's entries) and the description
    of the value found there (an `any` already narrowed to one of its variants)."""

    name: object
    spec: Spec


@dataclass(frozen=True)
class Case:
    kind: str
    steps: tuple  # of Step; the last is the bounded or enumerated value
    label: str  # what is tested: "minimum", "max_items", "choices", ...
    value: object
    inside: bool

    @property
    def where(self) -> str:
        shown = ".".join("*" if s.name == STAR else str(s.name) for s in self.steps)
        return f"{self.kind}:{shown}:{self.label}={_short(self.value)}"


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:21] + "..."


def walk(spec: Spec, steps: tuple = ()):
    """Every place of a description, as its steps from the top (variants each their own place)."""
    yield steps
    if spec.type == "object":
        for key in spec.keys:
            yield from _walk_value(key.spec, steps, key.name)
    elif spec.type in ("map", "array"):
        yield from _walk_value(spec.values, steps, STAR)


def _walk_value(spec: Spec, steps: tuple, name):
    if spec.type == "any":
        for variant in spec.variants:
            yield from walk(variant, steps + (Step(name, variant),))
    else:
        yield from walk(spec, steps + (Step(name, spec),))


def cases(kind: str, spec: Spec):
    """Every case of one format: each limit just inside and just outside."""
    for steps in walk(spec):
        if steps:
            yield from _limits(kind, steps)


def _limits(kind: str, steps: tuple):
    spec = steps[-1].spec
    out = []
    if spec.type in ("integer", "number"):
        step = 1 if spec.type == "integer" else 0.5
        if spec.minimum is not None:
            out += [("minimum", spec.minimum, True), ("minimum", spec.minimum - step, False)]
        if spec.maximum is not None:
            out += [("maximum", spec.maximum, True), ("maximum", spec.maximum + step, False)]
    if spec.type == "choice":
        out += [("choices", spec.choices[0], True), ("choices", spec.choices[-1], True)]
        out += [("choices", "not-a-choice", False)]
    if spec.type in ("string", "words"):
        if spec.min_length:
            out += [("min_length", "a" * spec.min_length, True)]
            out += [("min_length", "a" * (spec.min_length - 1), False)]
        if spec.max_length is not None:
            out += [("max_length", "a" * spec.max_length, True)]
            out += [("max_length", "a" * (spec.max_length + 1), False)]
    if spec.type in ("array", "map"):
        if spec.min_items is not None:
            out += [("min_items", spec.min_items, True)]
            if spec.min_items > 0:
                out += [("min_items", spec.min_items - 1, False)]
        if spec.max_items is not None:
            out += [("max_items", spec.max_items, True), ("max_items", spec.max_items + 1, False)]
    for label, value, inside in out:
        yield Case(kind, steps, label, value, inside)


def number_cases(kind: str, spec: Spec):
    """For every text key, the same text twice: as a number (`name: 2024`) and as quoted text
    ("2024"), of a length the key allows: a reader takes a number's digits as its text."""
    for steps in walk(spec):
        last = steps[-1].spec if steps else None
        if last is None or last.type not in ("string", "words") or _beside_a_number(spec, steps):
            continue
        digits = max(last.min_length or 1, 1)
        if digits <= min(last.max_length or 15, 15):
            number = int("1" * digits)
            yield (
                Case(kind, steps, "number", number, True),
                Case(kind, steps, "text", str(number), True),
            )


def _beside_a_number(spec: Spec, steps: tuple) -> bool:
    """The text is one variant of a value that may also be a number (which a number then is)."""
    parent = spec
    for step in steps[:-1]:
        parent = step.spec
    value = None
    if parent.type == "object":
        value = next(key.spec for key in parent.keys if key.name == steps[-1].name)
    elif parent.type in ("map", "array"):
        value = parent.values
    return (
        value is not None
        and value.type == "any"
        and any(variant.type in ("integer", "number") for variant in value.variants)
    )


# -- a value for every description ----------------------------------------------------------------
def minimal(spec: Spec):
    """The smallest value the description accepts: required keys only, one entry per map, the
    fewest items a list needs, the lowest number."""
    spec = resolved(spec)
    kind = spec.type
    if kind == "object":
        found = {k.name: minimal(k.spec) for k in spec.keys if k.required}
        first = next((k for k in spec.keys if k.name in _alternatives(spec)), None)
        if first is not None and not set(found) & _alternatives(spec):
            found[first.name] = minimal(first.spec)
            found.update(_companions(spec, first.name))
        return found
    if kind == "map":
        return {entry_name(spec, 0): minimal(spec.values)}
    if kind == "array":
        # two entries where a list may hold them, so a case that empties one leaves another
        many = 2 if spec.values.type == "object" and (spec.max_items or 2) >= 2 else 1
        return [minimal(spec.values) for _ in range(max(spec.min_items or 0, many))]
    if kind in ("integer", "number"):
        low = spec.minimum if spec.minimum is not None else 0
        value = max(low, min(1, spec.maximum if spec.maximum is not None else 1))
        return int(value) if kind == "integer" else value
    if kind == "choice":
        return spec.choices[0]
    if kind == "color":
        return "#204060"
    if kind in ("string", "words"):
        return "a" * max(spec.min_length or 0, 1)
    if kind == "boolean":
        return False
    if kind == "null":
        return None
    if kind == "any":
        return minimal(spec.variants[0])
    raise ValueError(kind)


def entry_name(spec: Spec, index: int):
    """The name of a map's `index`th entry, as its key pattern allows."""
    pattern = spec.key_pattern or ""
    if pattern.startswith("^[0-9]"):
        return index + 1
    if pattern.startswith("^([1-9]"):
        return index + 2
    return f"k{index + 1}"


def _fits(value, spec: Spec) -> bool:
    """Whether a value found in the file has the shape of a variant (so a case can stand in it)."""
    kind = spec.type
    if kind in ("object", "map"):
        return isinstance(value, dict)
    if kind == "array":
        return isinstance(value, list)
    if kind == "words":
        return isinstance(value, (str, dict))
    if kind in ("integer", "number"):
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "null":
        return value is None
    return isinstance(value, str)


class Missing(LookupError):
    """The file lacks a place the case needs (and may not be given it)."""


def _child(container, step: Step, following, create: bool):
    """The key or index of `container` the step goes to: an entry that already holds what the next
    step needs, else the first that has the step's shape, else a new one made from the
    description."""
    if step.name != STAR:
        if step.name not in container or not _fits(container[step.name], step.spec):
            if not create:
                raise Missing(step.name)
            container[step.name] = minimal(step.spec)
        return step.name
    places = list(container) if isinstance(container, dict) else list(range(len(container)))
    fitting = [p for p in places if _fits(container[p], step.spec)]
    if following is not None and following.name != STAR:
        holding = [
            p for p in fitting if isinstance(container[p], dict) and following.name in container[p]
        ]
        alternative = following.name in _alternatives(step.spec)
        fitting = holding or ([] if alternative else fitting)
    if fitting:
        return fitting[0]
    if not create:
        raise Missing(STAR)
    entry = minimal(step.spec)
    if following is not None and following.name in _alternatives(step.spec):
        entry = {k: v for k, v in entry.items() if k not in _alternatives(step.spec)}
        entry = {k: v for k, v in entry.items() if k not in {c for c, _ in COMPANIONS.values()}}
    if isinstance(container, dict):
        name = next(
            entry_name_for(container, i)
            for i in range(100)
            if entry_name_for(container, i) not in container
        )
        container[name] = entry
        return name
    container.append(entry)
    return len(container) - 1


def entry_name_for(container: dict, index: int):
    numeric = container and all(isinstance(k, int) for k in container)
    return index + 2 if numeric else f"k{index + 1}"


# Keys that go with another in the same object (a points table needs the attribute it scores, a
# draw each round needs its rounds): what no description says yet.
COMPANIONS = {"table": ("of", "a"), "each": ("rounds", 1), "rounds": ("each", 1)}


def _companions(spec: Spec, name: str) -> dict:
    if name not in COMPANIONS or spec.type != "object":
        return {}
    other, value = COMPANIONS[name]
    if other not in spec.key_names():
        return {}
    if name == "each" and "rounds" not in spec.key_names():
        return {}
    return {other: value}


# Keys of which an object holds exactly one, beyond those its description names (`one_of`): a
# derived field by a step or by cases, a deck of attributes or of cards, a deal by hand or by
# round. A case for one of them gets an entry of its own.
ALTERNATIVES = ({"add", "cases", "else"}, {"attributes", "cards"}, {"hand", "hand_by_round"})


def _alternatives(spec: Spec) -> set:
    if spec.type != "object":
        return set()
    names = set(spec.key_names())
    return set(spec.one_of).union(*(group for group in ALTERNATIVES if group <= names))


def place_value(data, case: Case, create: bool = True):
    """A copy of `data` with the case's value written at its place; the path of keys and indexes.
    Without `create`, Missing if the file lacks a parent of the place."""
    data = copy.deepcopy(data)
    container, path = data, []
    steps = case.steps
    for index, step in enumerate(steps[:-1]):
        following = steps[index + 1]
        place = _child(container, step, following, create)
        if index and step.name in _alternatives(steps[index - 1].spec):
            _drop_rivals(container, steps[index - 1].spec, step.name)
        path.append(place)
        container = container[place]
    last = steps[-1]
    place = _child(container, last, None, True)
    path.append(place)
    parent = steps[-2].spec if len(steps) > 1 else None
    if parent is not None and last.name in _alternatives(parent):
        _drop_rivals(container, parent, last.name)
    if parent is not None:
        for other, value in _companions(parent, last.name).items():
            container.setdefault(other, value)
            rivals = _alternatives(parent) - {other, last.name}
            if other in _alternatives(parent):
                for rival in rivals & set(container):
                    del container[rival]
    container[place] = _value(container[place], last.spec, case)
    _keep_order(container, last.name, container[place], steps[-2].spec if len(steps) > 1 else None)
    return data, tuple(path)


def _drop_rivals(container: dict, spec: Spec, name: str) -> None:
    """The case's key becomes the one alternative its object holds."""
    for rival in (_alternatives(spec) - {name}) & set(container):
        del container[rival]


def _keep_order(container, name, value, parent: Spec | None) -> None:
    """A `min` written beside a `max` (or the other way round) sets its partner to the same value
    (within the partner's own bounds), so the pair keeps its order and its span: the case tests
    one bound, not the pair."""
    partners = {"min": "max", "max": "min"}
    if parent is None or parent.type != "object" or name not in partners:
        return
    other = partners[name]
    if other not in parent.key_names() or not isinstance(value, (int, float)):
        return
    spec = parent.key(other)
    if spec.type != "integer":
        return
    low = spec.minimum if spec.minimum is not None else value
    high = spec.maximum if spec.maximum is not None else value
    container[other] = int(max(low, min(high, value)))


def _value(current, spec: Spec, case: Case):
    if case.label in ("min_items", "max_items"):
        count = case.value
        if spec.type == "array":
            item = current[0] if current else minimal(spec.values)
            return [copy.deepcopy(item) for _ in range(count)]
        entries = list(current.items()) if current else []
        first = entries[0][1] if entries else minimal(spec.values)
        out = dict(entries[:count])
        index = 0
        while len(out) < count:
            name = entry_name(spec, index) if spec.key_pattern else f"k{index + 1}"
            index += 1
            if name not in out:
                out[name] = copy.deepcopy(first)
        return out
    value = case.value
    if spec.type == "integer" and isinstance(value, float) and value.is_integer():
        value = int(value)
    return value


def key_space(spec: Spec) -> int | None:
    """How many different keys a map's key pattern allows, where it is small."""
    if spec.key_pattern == r"^([1-9]|1[0-2])$":
        return 12
    return None


# libyaml's emitter where it is installed: the cases write some thousand files
_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def dump(data) -> str:
    return yaml.dump(data, Dumper=_DUMPER, sort_keys=False, allow_unicode=True, width=1000)


def lines_of(document, path: tuple) -> tuple[int, int]:
    """The line of the key at `path` and the line its value starts on, in a document as printgen
    reads it (`printgen.read.loader`)."""
    node = document.root
    key_line = 1
    for step in path:
        if isinstance(node, Mapping):
            for key, value in node.items:
                if key.value == step:
                    key_line, node = key.pos.line, value
                    break
            else:
                raise KeyError(step)
        elif isinstance(node, Sequence):
            node = node.items[step]
            key_line = node.pos.line
    return key_line, node.pos.line
