"""Units: the kit is specified in millimetres and laid out in PDF points."""

from __future__ import annotations

PT_PER_MM = 72.0 / 25.4


def mm_to_pt(mm: float) -> float:
    return mm * PT_PER_MM


def pt_to_mm(pt: float) -> float:
    return pt / PT_PER_MM
