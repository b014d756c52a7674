"""`record` makes frozen value classes as `dataclass(frozen=True)` does, so the standard helpers work."""

from __future__ import annotations

import dataclasses
import os
from dataclasses import field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from printgen.record import record


@record
class Sample:
    """A record with every kind of field printgen's value classes use."""

    a: int
    b: str = "b"
    c: tuple = ()
    d: list = field(default_factory=list, compare=False, repr=False)


@dataclasses.dataclass(frozen=True)
class Twin:
    a: int
    b: str = "b"
    c: tuple = ()
    d: list = field(default_factory=list, compare=False, repr=False)


def test_a_record_behaves_as_a_frozen_dataclass():
    one = Sample(1, "x", (2,))
    assert (
        repr(one)
        == repr(Twin(1, "x", (2,))).replace("Twin", "Sample")
        == "Sample(a=1, b='x', c=(2,))"
    )
    assert one == Sample(1, "x", (2,), [9]) and one != Sample(2) and one != Twin(1, "x", (2,))
    assert hash(one) == hash(Sample(1, "x", (2,)))
    assert [f.name for f in dataclasses.fields(one)] == ["a", "b", "c", "d"]
    assert dataclasses.replace(one, a=5) == Sample(5, "x", (2,))
    assert dataclasses.asdict(one) == {"a": 1, "b": "x", "c": (2,), "d": []}
    assert dataclasses.is_dataclass(one)
    assert Sample(1).d is not Sample(1).d
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.a = 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        del one.b
    with pytest.raises(TypeError):
        Sample()


def test_a_field_without_default_after_one_with_is_refused():
    with pytest.raises(TypeError):

        @record
        class Bad:
            a: int = 1
            b: int


def test_without_eq_instances_compare_by_identity():
    @record(eq=False)
    class Plain:
        a: int

    first = Plain(1)
    assert first != Plain(1) and first == first and hash(first) == object.__hash__(first)


@given(st.integers(), st.text(), st.lists(st.integers()).map(tuple))
def test_record_and_dataclass_agree_for_all_values(a, b, c):
    mine, theirs = Sample(a, b, c), Twin(a, b, c)
    assert (mine.a, mine.b, mine.c) == (theirs.a, theirs.b, theirs.c)
    assert repr(mine)[len("Sample") :] == repr(theirs)[len("Twin") :]
    assert (mine == Sample(a, b, c)) and hash(mine) == hash(Sample(a, b, c))


def test_the_compiled_shapes_are_in_step_with_the_records():
    """record_shapes.py holds every shape printgen's records use, as `python -m printgen.record` writes it."""
    import subprocess
    import sys

    made = subprocess.run(
        [sys.executable, "-m", "printgen.record"], capture_output=True, text=True, check=True
    ).stdout
    with open(
        os.path.join(os.path.dirname(os.path.dirname(__file__)), "printgen", "record_shapes.py"),
        encoding="utf-8",
    ) as handle:
        assert handle.read() == made, (
            "regenerate with: python -m printgen.record > printgen/record_shapes.py"
        )


def test_a_compiled_shape_makes_the_same_methods_as_a_fresh_compile():
    from printgen import record as module
    from printgen.record_shapes import SHAPES

    for shape, compiled in SHAPES.items():
        namespace: dict = {}
        exec(
            compile(module._template_source(shape), "<record>", "exec"),
            {"_HAS_FACTORY": module._MISSING, **{f"_dflt__f{i}_": 0 for i in range(len(shape[2]))}},
            namespace,
        )
        for name, function in namespace.items():
            assert callable(compiled.__dict__[name]), (shape, name)
            assert compiled.__dict__[name].__code__.co_code == function.__code__.co_code, (
                shape,
                name,
            )
            assert compiled.__dict__[name].__code__.co_names == function.__code__.co_names, (
                shape,
                name,
            )
            assert compiled.__dict__[name].__code__.co_consts == function.__code__.co_consts, (
                shape,
                name,
            )


@dataclasses.dataclass
class MutableTwin:
    a: int
    b: list = field(default_factory=list)


@record(frozen=False)
class Mutable:
    a: int
    b: list = field(default_factory=list)


def test_a_mutable_record_behaves_as_a_dataclass():
    one = Mutable(1)
    one.a = 2
    one.b.append(3)
    assert one == Mutable(2, [3]) and repr(one) == "Mutable(a=2, b=[3])" == repr(
        MutableTwin(2, [3])
    ).replace("MutableTwin", "Mutable")
    assert Mutable.__hash__ is None is MutableTwin.__hash__
    assert dataclasses.replace(one, a=5) == Mutable(5, [3])
    assert dataclasses.fields(one)[1].name == "b"


@record
class Base:
    a: int
    b: str = "b"

    def both(self) -> str:
        return f"{self.a}{self.b}"


@record
class Extended(Base):
    c: tuple = ()


def test_a_record_extends_another_with_its_fields_first():
    one = Extended(1, "x", (2,))
    assert [f.name for f in dataclasses.fields(one)] == ["a", "b", "c"]
    assert (
        one.both() == "1x" and repr(one) == "Extended(a=1, b='x', c=(2,))" and isinstance(one, Base)
    )
    assert one != Base(1, "x") and Extended(1) == Extended(1, "b", ())
