"""The renderer's number formatting is reportlab's, to the byte (it only runs faster)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from printgen.render.pdf import fp_str


def _reportlab(*numbers):
    from reportlab.lib.rl_accel import _py_fp_str

    return _py_fp_str(*numbers)


@given(
    st.lists(
        st.one_of(
            st.floats(allow_nan=False, allow_infinity=False, min_value=-1e7, max_value=1e7),
            st.integers(-(10**6), 10**6),
        ),
        min_size=1,
        max_size=6,
    )
)
def test_numbers_are_written_as_reportlab_writes_them(numbers):
    assert fp_str(*numbers) == _reportlab(*numbers)
    assert fp_str(numbers) == _reportlab(numbers)


def test_edges():
    for value in (
        0,
        1e-8,
        -1e-8,
        2e-7,
        -2e-7,
        0.5,
        -0.5,
        1,
        10,
        100,
        1000,
        999.9999999,
        1e6,
        595.2756,
        841.8898,
        0.999999951,
        -1000.0004,
    ):
        assert fp_str(value) == _reportlab(value), value
