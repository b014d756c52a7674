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
default_factory=..., compare=..., repr=...)`, in order; a record may extend another (the base's
fields come first), and `frozen=False` makes one whose fields can be set; no init=False, no
ordering, no keyword-only fields: what printgen's value classes need and nothing else.
"""

from __future__ import annotations

import builtins
import dataclasses
import re
import types

_FIELD = dataclasses._FIELD  # the marker dataclasses.fields() keeps; see the module's docstring
_MISSING = dataclasses.MISSING


def _fields_of(cls) -> list[dataclasses.Field]:
    """The base records' fields (a record may extend one), then the class's own."""
    annotations = cls.__dict__.get("__annotations__", {})
    found = [
        spec
        for base in reversed(cls.__mro__[1:])
        for spec in base.__dict__.get("__dataclass_fields__", {}).values()
        if spec.name not in annotations
    ]
    for name, kind in annotations.items():
        if isinstance(kind, str) and kind.startswith(("ClassVar", "typing.ClassVar")):
            continue
        default = cls.__dict__.get(name, _MISSING)
        spec = (
            default
            if isinstance(default, dataclasses.Field)
            else dataclasses.field(default=default)
        )
        spec.name, spec.type, spec._field_type = name, kind, _FIELD
        found.append(spec)
        if isinstance(default, dataclasses.Field):
            if default.default is _MISSING:
                delattr(cls, name)
            else:
                setattr(cls, name, default.default)
    return found


def _source(name: str, specs: list[dataclasses.Field], eq: bool, frozen: bool = True) -> str:
    params, body, defaulted = ["self"], [], False
    for spec in specs:
        if spec.default is not _MISSING:
            params.append(f"{spec.name}=_dflt_{spec.name}")
        elif spec.default_factory is not _MISSING:
            params.append(f"{spec.name}=_HAS_FACTORY")
        elif defaulted:
            raise TypeError(
                f"{name}: non-default field {spec.name!r} follows a field with a default"
            )
        else:
            params.append(spec.name)
        defaulted = defaulted or len(params[-1].split("=")) == 2
        value = (
            f"_dflt_{spec.name}() if {spec.name} is _HAS_FACTORY else {spec.name}"
            if spec.default_factory is not _MISSING
            else spec.name
        )
        body.append(
            f"    _setattr(self, {spec.name!r}, {value})"
            if frozen
            else f"    self.{spec.name} = {value}"
        )
    shown = [s for s in specs if s.repr]
    compared = [s for s in specs if s.compare]
    own = "(" + "".join(f"self.{s.name}," for s in compared) + ")"
    other = "(" + "".join(f"other.{s.name}," for s in compared) + ")"
    lines = [
        f"def __init__({', '.join(params)}):",
        *(body or ["    pass"]),
        "def __repr__(self):",
        f'    return f"{{self.__class__.__qualname__}}('
        + ", ".join(f"{s.name}={{self.{s.name}!r}}" for s in shown)
        + ')"',
    ]
    if frozen:
        lines += [
            "def __setattr__(self, name, value):",
            "    raise _Frozen(f'cannot assign to field {name!r}')",
            "def __delattr__(self, name):",
            "    raise _Frozen(f'cannot delete field {name!r}')",
        ]
    if eq:
        lines += [
            "def __eq__(self, other):",
            f"    if other.__class__ is self.__class__:\n        return {own} == {other}",
            "    return NotImplemented",
        ]
    if eq and frozen:
        lines += ["def __hash__(self):", f"    return hash({own})"]
    return "\n".join(lines) + "\n"


_PARAMS: dict[tuple[bool, bool], object] = {}


def _params(eq: bool, frozen: bool):
    """The __dataclass_params__ this Python's dataclasses write for these options, made as
    dataclasses makes them (its parameters differ between Python versions)."""
    found = _PARAMS.get((eq, frozen))
    if found is None:
        import inspect

        wanted = {
            "init": True,
            "repr": True,
            "eq": eq,
            "order": False,
            "unsafe_hash": False,
            "frozen": frozen,
            "match_args": True,
            "kw_only": False,
            "slots": False,
            "weakref_slot": False,
        }
        names = list(inspect.signature(dataclasses._DataclassParams).parameters)
        if set(names) <= set(wanted):
            found = dataclasses._DataclassParams(*(wanted[name] for name in names))
        else:  # a Python whose dataclasses know more: let them make it
            found = dataclasses.dataclass(eq=eq, frozen=frozen, repr=False)(
                type("_Params", (), {})
            ).__dataclass_params__
        _PARAMS[eq, frozen] = found
    return found


_PLACEHOLDER = re.compile(r"_f(\d+)_")
_TEMPLATES: dict[tuple, dict[str, types.CodeType]] = {}
_METHODS = ("__init__", "__repr__", "__setattr__", "__delattr__", "__eq__", "__hash__")


def _template_source(shape: tuple) -> str:
    """The methods of records of this shape as source, with fields named _f0_, _f1_, ..."""
    eq, frozen, fields = shape
    specs = []
    for i, (factory, shown, compared) in enumerate(fields):
        # every placeholder has a default, so one template serves any split into required and
        # defaulted fields: which are defaulted is the function's __defaults__, not its code
        spec = dataclasses.field(
            default=_MISSING if factory else 0,
            default_factory=list if factory else _MISSING,
            repr=shown,
            compare=compared,
        )
        spec.name = f"_f{i}_"
        specs.append(spec)
    return _source("record", specs, eq, frozen)


def _template(shape: tuple) -> dict[str, types.CodeType]:
    """The methods' code for records of this shape: from the templates compiled with the package
    (record_shapes.py, made by `python -m printgen.record`), or compiled now for a new shape."""
    found = _TEMPLATES.get(shape)
    if found is None:
        compiled = _compiled_shapes().get(shape)
        if compiled is not None:
            found = {
                name: compiled.__dict__[name].__code__
                for name in _METHODS
                if callable(compiled.__dict__.get(name))
            }  # (a class with __eq__ alone has __hash__ None)
        else:
            namespace: dict = {}
            exec(
                compile(_template_source(shape), "<record>", "exec"),
                {
                    "__builtins__": builtins,
                    "_HAS_FACTORY": _MISSING,
                    **{f"_dflt__f{i}_": 0 for i in range(len(shape[2]))},
                },
                namespace,
            )
            found = {name: namespace[name].__code__ for name in _METHODS if name in namespace}
        _TEMPLATES[shape] = found
    return found


def _compiled_shapes() -> dict:
    if not _COMPILED:
        try:
            from printgen.record_shapes import SHAPES
        except ImportError:  # being made anew
            SHAPES = {}
        _COMPILED.append(SHAPES)
    return _COMPILED[0]


_COMPILED: list[dict] = []


def shapes_module(shapes) -> str:
    """The source of record_shapes.py: each shape's methods as a class of its own, so Python's
    bytecode cache keeps them compiled and no record is compiled at start-up."""
    shapes = sorted(set(shapes), key=repr)
    widest = max((len(fields) for _, _, fields in shapes), default=0)
    lines = [
        '"""The method templates of every record shape printgen declares (see record.py), compiled',
        "with the package. Made by `python -m printgen.record > printgen/record_shapes.py`; a test",
        'keeps it in step. A shape missing here is compiled when its first record is made."""',
        "",
        "# ruff: noqa",
        "from dataclasses import MISSING as _HAS_FACTORY",
        "",
        *(f"_dflt__f{i}_ = 0" for i in range(widest)),
        "",
    ]
    for index, shape in enumerate(shapes):
        lines += ["", f"class _Shape{index}:"] + [
            "    " + line if line else "" for line in _template_source(shape).splitlines()
        ]
    lines += (
        ["", "", "SHAPES = {"]
        + [f"    {shape!r}: _Shape{index}," for index, shape in enumerate(shapes)]
        + ["}"]
    )
    return "\n".join(lines) + "\n"


def used_shapes() -> set:
    """The shapes of every record made so far in this process."""
    return set(_TEMPLATES)


_PATTERNS: dict[types.CodeType, tuple] = {}


def _patterns(code: types.CodeType) -> tuple:
    """For the code's names, variable names and constants: where a placeholder stands, as (index,
    format string with {0}, {1}, ... for the fields' names) pairs (made once per template)."""
    found = _PATTERNS.get(code)
    if found is None:
        pattern = lambda text: _PLACEHOLDER.sub(
            lambda m: "{" + m.group(1) + "}", text.replace("{", "{{").replace("}", "}}")
        )  # noqa: E731
        found = _PATTERNS[code] = tuple(
            tuple(
                (i, pattern(v))
                for i, v in enumerate(values)
                if isinstance(v, str) and _PLACEHOLDER.search(v)
            )
            for values in (code.co_names, code.co_varnames, code.co_consts)
        )
    return found


def _put(values: tuple, places: tuple, names: list[str]) -> tuple:
    if not places:
        return values
    out = list(values)
    for index, pattern in places:
        out[index] = pattern.format(*names)
    return tuple(out)


def _renamed(code: types.CodeType, names: list[str], qualname: str) -> types.CodeType:
    in_names, in_varnames, in_consts = _patterns(code)
    return code.replace(
        co_names=_put(code.co_names, in_names, names),
        co_varnames=_put(code.co_varnames, in_varnames, names),
        co_consts=_put(code.co_consts, in_consts, names),
        co_qualname=qualname,
    )


def record(cls=None, *, eq: bool = True, frozen: bool = True):
    """A frozen value class with init, repr, eq and hash: `@record` or `@record(eq=False)`;
    `@record(frozen=False)` makes one whose fields can be set (with eq, unhashable, as a dataclass)."""

    def make(cls):
        specs = _fields_of(cls)
        defaulted = False
        for spec in specs:
            if spec.default is _MISSING and spec.default_factory is _MISSING and defaulted:
                raise TypeError(
                    f"{cls.__name__}: non-default field {spec.name!r} follows a field with a default"
                )
            defaulted = (
                defaulted or spec.default is not _MISSING or spec.default_factory is not _MISSING
            )
        shape = (
            eq,
            frozen,
            tuple((s.default_factory is not _MISSING, s.repr, s.compare) for s in specs),
        )
        names = [spec.name for spec in specs]
        namespace: dict = {
            "__builtins__": builtins,
            "_setattr": object.__setattr__,
            "_Frozen": dataclasses.FrozenInstanceError,
            "_HAS_FACTORY": _MISSING,
        }
        for i, spec in enumerate(specs):
            if spec.default_factory is not _MISSING:
                namespace[f"_dflt_{spec.name}"] = spec.default_factory
        defaults = tuple(
            s.default if s.default is not _MISSING else _MISSING
            for s in specs
            if s.default is not _MISSING or s.default_factory is not _MISSING
        )
        for method, code in _template(shape).items():
            function = types.FunctionType(
                _renamed(code, names, f"{cls.__qualname__}.{method}"),
                namespace,
                method,
                defaults if method == "__init__" and defaults else None,
            )
            function.__qualname__ = f"{cls.__qualname__}.{method}"
            setattr(cls, method, function)
        if not eq:
            cls.__hash__ = object.__hash__
        elif not frozen:
            cls.__hash__ = None  # as a dataclass with eq and fields that can change
        cls.__dataclass_fields__ = {spec.name: spec for spec in specs}
        cls.__dataclass_params__ = _params(eq, frozen)
        cls.__match_args__ = tuple(names)
        return cls

    return make if cls is None else make(cls)


__all__ = ["record"]


if __name__ == "__main__":  # every module of printgen imported, then the shapes their records use
    import importlib
    import pkgutil

    import printgen

    for module in pkgutil.walk_packages(printgen.__path__, "printgen."):
        if module.name != "printgen.__main__":
            importlib.import_module(module.name)
    print(
        shapes_module(__import__("printgen.record", fromlist=["used_shapes"]).used_shapes()), end=""
    )
