"""The renderer's number formatting is reportlab's, to the byte (it only runs faster), and it is
the one used with or without reportlab's C accelerator (the `fast` extra)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from printgen.render.pdf import fp_str


def _reportlab(*numbers):
    """reportlab's own: its pure-Python version, or rl-accel's C one where that is installed."""
    from reportlab.lib import rl_accel

    return getattr(rl_accel, "_py_fp_str", rl_accel.fp_str)(*numbers)


def test_the_pdf_is_written_with_printgens_numbers_with_or_without_rl_accel():
    """With rl-accel installed printgen left reportlab its C fp_str, which formats every number
    again, and wrote the PDF about a quarter slower; now its own stands in for either."""
    import importlib

    from printgen.render import pdf

    for name in pdf._DRAWING_MODULES:
        assert importlib.import_module(name).fp_str is fp_str, name


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
