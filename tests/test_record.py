"""`record` makes frozen value classes as `dataclass(frozen=True)` does, so the standard helpers work."""

from __future__ import annotations

import dataclasses
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
    assert repr(one) == repr(Twin(1, "x", (2,))).replace("Twin", "Sample") == "Sample(a=1, b='x', c=(2,))"
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
    assert repr(mine)[len("Sample"):] == repr(theirs)[len("Twin"):]
    assert (mine == Sample(a, b, c)) and hash(mine) == hash(Sample(a, b, c))
