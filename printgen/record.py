"""Frozen records: the value classes of the model and the page plan, made the way a frozen dataclass
is, without compiling per class.

`@dataclass(frozen=True)` compiles six functions one by one for every class (init, repr, eq, hash,
setattr, delattr); the build path declares some eighty value classes, and making them cost more
than half of its start-up. `record` writes the same methods as one piece of source per *shape*
(how many fields; which have factories, are shown, are compared), compiled once with
placeholder names, and gives each class its own copy with its field names put in
(`CodeType.replace`): seventy-odd classes share about twenty compiles. Fields are recorded as a
dataclass records them, so `dataclasses.fields`, `replace`, `asdict` and `is_dataclass` work on
records unchanged (tests/test_record.py holds them to that).

A record takes annotated fields with optional defaults or `dataclasses.field(default=...,
default_factory=..., compare=..., repr=...)`, in order; no inheritance of fields, no init=False,
no keyword-only fields: what printgen's value classes need and nothing else.
"""

from __future__ import annotations

import builtins
import dataclasses
import re
import types

_FIELD = dataclasses._FIELD  # the marker dataclasses.fields() keeps; see the module's docstring
_MISSING = dataclasses.MISSING


def _fields_of(cls) -> list[dataclasses.Field]:
    annotations = cls.__dict__.get("__annotations__", {})
    found = []
    for name, kind in annotations.items():
        if isinstance(kind, str) and kind.startswith(("ClassVar", "typing.ClassVar")):
            continue
        default = cls.__dict__.get(name, _MISSING)
        spec = default if isinstance(default, dataclasses.Field) else dataclasses.field(default=default)
        spec.name, spec.type, spec._field_type = name, kind, _FIELD
        found.append(spec)
        if isinstance(default, dataclasses.Field):
            if default.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, default.default)
    return found


def _source(name: str, specs: list[dataclasses.Field], eq: bool) -> str:
    params, body, defaulted = ["self"], [], False
    for spec in specs:
        if spec.default is not _MISSING:
            params.append(f"{spec.name}=_dflt_{spec.name}")
        elif spec.default_factory is not _MISSING:
            params.append(f"{spec.name}=_HAS_FACTORY")
        elif defaulted:
            raise TypeError(f"{name}: non-default field {spec.name!r} follows a field with a default")
        else:
            params.append(spec.name)
        defaulted = defaulted or len(params[-1].split("=")) == 2
        value = f"_dflt_{spec.name}() if {spec.name} is _HAS_FACTORY else {spec.name}" if spec.default_factory is not _MISSING else spec.name
        body.append(f"    _setattr(self, {spec.name!r}, {value})")
    shown = [s for s in specs if s.repr]
    compared = [s for s in specs if s.compare]
    own = "(" + "".join(f"self.{s.name}," for s in compared) + ")"
    other = "(" + "".join(f"other.{s.name}," for s in compared) + ")"
    lines = [f"def __init__({', '.join(params)}):", *(body or ["    pass"]),
             "def __repr__(self):",
             f"    return f\"{{self.__class__.__qualname__}}(" + ", ".join(f"{s.name}={{self.{s.name}!r}}" for s in shown) + ")\"",
             "def __setattr__(self, name, value):",
             "    raise _Frozen(f'cannot assign to field {name!r}')",
             "def __delattr__(self, name):",
             "    raise _Frozen(f'cannot delete field {name!r}')"]
    if eq:
        lines += ["def __eq__(self, other):",
                  f"    if other.__class__ is self.__class__:\n        return {own} == {other}",
                  "    return NotImplemented",
                  "def __hash__(self):",
                  f"    return hash({own})"]
    return "\n".join(lines) + "\n"


@dataclasses.dataclass(frozen=True)
class _WithEq:
    pass


@dataclasses.dataclass(frozen=True, eq=False)
class _WithoutEq:
    pass


_PARAMS = {True: _WithEq.__dataclass_params__, False: _WithoutEq.__dataclass_params__}  # as this Python's dataclasses write them


_PLACEHOLDER = re.compile(r"_f(\d+)_")
_TEMPLATES: dict[tuple, dict[str, types.CodeType]] = {}
_METHODS = ("__init__", "__repr__", "__setattr__", "__delattr__", "__eq__", "__hash__")


def _template(shape: tuple) -> dict[str, types.CodeType]:
    """The methods' code for records of this shape, with fields named _f0_, _f1_, ..."""
    found = _TEMPLATES.get(shape)
    if found is None:
        eq, fields = shape
        specs = []
        for i, (factory, shown, compared) in enumerate(fields):
            # every placeholder has a default, so one template serves any split into required and
            # defaulted fields: which are defaulted is the function's __defaults__, not its code
            spec = dataclasses.field(default=_MISSING if factory else 0, default_factory=list if factory else _MISSING, repr=shown, compare=compared)
            spec.name = f"_f{i}_"
            specs.append(spec)
        namespace: dict = {}
        exec(compile(_source("record", specs, eq), "<record>", "exec"), {"__builtins__": builtins, "_HAS_FACTORY": _MISSING, **{f"_dflt__f{i}_": 0 for i in range(len(specs))}}, namespace)
        found = _TEMPLATES[shape] = {name: namespace[name].__code__ for name in _METHODS if name in namespace}
    return found


def _renamed(code: types.CodeType, names: list[str], qualname: str) -> types.CodeType:
    put = lambda text: _PLACEHOLDER.sub(lambda m: names[int(m.group(1))], text)  # noqa: E731
    return code.replace(
        co_names=tuple(put(n) for n in code.co_names),
        co_varnames=tuple(put(n) for n in code.co_varnames),
        co_consts=tuple(put(c) if isinstance(c, str) else c for c in code.co_consts),
        co_qualname=qualname,
    )


def record(cls=None, *, eq: bool = True):
    """A frozen value class with init, repr, eq and hash: `@record` or `@record(eq=False)`."""

    def make(cls):
        specs = _fields_of(cls)
        defaulted = False
        for spec in specs:
            if spec.default is _MISSING and spec.default_factory is _MISSING and defaulted:
                raise TypeError(f"{cls.__name__}: non-default field {spec.name!r} follows a field with a default")
            defaulted = defaulted or spec.default is not _MISSING or spec.default_factory is not _MISSING
        shape = (eq, tuple((s.default_factory is not _MISSING, s.repr, s.compare) for s in specs))
        names = [spec.name for spec in specs]
        namespace: dict = {"__builtins__": builtins, "_setattr": object.__setattr__, "_Frozen": dataclasses.FrozenInstanceError, "_HAS_FACTORY": _MISSING}
        for i, spec in enumerate(specs):
            if spec.default_factory is not _MISSING:
                namespace[f"_dflt_{spec.name}"] = spec.default_factory
        defaults = tuple(s.default if s.default is not _MISSING else _MISSING for s in specs if s.default is not _MISSING or s.default_factory is not _MISSING)
        for method, code in _template(shape).items():
            function = types.FunctionType(_renamed(code, names, f"{cls.__qualname__}.{method}"), namespace, method, defaults if method == "__init__" and defaults else None)
            function.__qualname__ = f"{cls.__qualname__}.{method}"
            setattr(cls, method, function)
        if not eq:
            cls.__hash__ = object.__hash__
        cls.__dataclass_fields__ = {spec.name: spec for spec in specs}
        cls.__dataclass_params__ = _PARAMS[eq]
        cls.__match_args__ = tuple(names)
        return cls

    return make if cls is None else make(cls)


__all__ = ["record"]
