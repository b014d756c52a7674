"""Turning command-line choices into a checked build context."""

from __future__ import annotations

from printgen.kit.request import Context, KitRequest, check_players, parse_materials, shuffled
from printgen.kit.theme_choice import choose_theme
from printgen.layout.paper import BLEED_MAX_MM, GUTTER_MAX_MM, card_size, check_range, paper_size
from printgen.neighbours.bundled import load_setup, resolve_setup_path


def load_setups(names: tuple[str, ...], seed: int | None):
    """The setups to print, each once, shuffled when a seed is given."""
    setups, seen = [], set()
    for name in names:
        setup = load_setup(name)
        if setup.id not in seen:
            seen.add(setup.id)
            setups.append(shuffled(setup, seed) if seed is not None else setup)
    return tuple(setups)


def make_context(names, players, only, paper, card, bleed_mm, gutter_mm, crop_marks, backs, duplex, offset_mm, reverse_seats, seed, template_dir, large_print, grayscale, language="en") -> tuple[Context, list[str]]:
    """The build context and every input file the build reads (so none is overwritten)."""
    request = KitRequest(
        setups=(),
        paper=paper_size(paper),
        card=card_size(card),
        players=check_players(players),
        materials=parse_materials(only),
        bleed_mm=check_range("--bleed", bleed_mm, BLEED_MAX_MM),
        gutter_mm=check_range("--gutter", gutter_mm, GUTTER_MAX_MM),
        crop_marks=crop_marks,
        backs=backs,
        duplex=duplex,
        back_offset_mm=offset_mm,
        reverse_seats=reverse_seats,
        shuffle_seed=seed,
    )
    theme = choose_theme(template_dir, large_print, grayscale)
    setups = load_setups(tuple(names), seed)
    from dataclasses import replace

    inputs = [resolve_setup_path(name) for name in names] + list(theme.sources)
    return Context(replace(request, setups=setups), theme, language), inputs
