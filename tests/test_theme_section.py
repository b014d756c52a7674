"""A theme section's values read as attributes."""

from __future__ import annotations

import dataclasses

import pytest

from printgen.style.model import Section


def test_a_section_reads_its_values_as_attributes_and_compares_by_them():
    section = Section((("ink", "#112233"), ("size_pt", 9.5), ("values", 3)))
    assert (section.ink, section.size_pt) == ("#112233", 9.5)
    # a name the class has keeps its meaning: `values` is the section's own values
    assert section.values == (("ink", "#112233"), ("size_pt", 9.5), ("values", 3))
    assert section == Section((("ink", "#112233"), ("size_pt", 9.5), ("values", 3)))
    assert section != Section((("ink", "#112233"), ("size_pt", 10.0), ("values", 3)))
    with pytest.raises(AttributeError):
        section.margin_mm


def test_a_section_made_anew_forgets_the_values_it_had():
    section = dataclasses.replace(Section((("ink", "#000000"),)), values=(("gap_mm", 2),))
    assert section.gap_mm == 2
    with pytest.raises(AttributeError):
        section.ink
