"""Preflight: a kit laid out for the print options at hand, with what does not fit as diagnostics.

One stage for `validate` and `build`: both lay the kit out through here, so they always agree,
and a build renders the very pages its preflight laid out (nothing is laid out twice). A kit is
laid out in units (a deck, a sheet of reference cards, a score sheet, ...); every unit that does
not fit is reported at the value of the file it comes from, with file:line:col and a code.
"""

from __future__ import annotations

from typing import Callable, Iterable

from printgen.diagnostics import ERROR, Diagnostic, FileReport, sort_diagnostics
from printgen.errors import FitError, InvalidSetup
from printgen.registry import register

TEXT_TOO_LONG = """Printed text does not fit where the kit lays it out: a card's text or stacked elements overflow their place, a reference card, token, score sheet or scoring card overflows its page, even in the smallest type.

Measured as the kit lays it out, for the print options given to `validate` (by default A4 paper,
poker cards and the default theme; `--card-size`, `--paper`, `--bleed`, `--large-print`,
`--template` and `--lang` change them), in every language of the file. `build` runs the same
preflight on its own options and lays the kit out only once.

Fails:
    kind: game
    name: Tiny
    languages: [en]
    players: {min: 2, max: 3}
    decks:
      main:
        attributes:
          number: {min: 1, max: 9}
        face:
          elements:
            - {at: centre, text: "{number}"}
            - {at: top-left, text: "a corner is far too narrow for this sentence"}
    deal:
      deck: main
      players:
        2: {hand: 3}
        3: {hand: 3}

Passes:
    kind: game
    name: Tiny
    languages: [en]
    players: {min: 2, max: 3}
    decks:
      main:
        attributes:
          number: {min: 1, max: 9}
        face:
          elements:
            - {at: centre, text: "{number}"}
            - {at: bottom, text: "Tiny"}
    deal:
      deck: main
      players:
        2: {hand: 3}
        3: {hand: 3}
"""

register("text-too-long", ERROR, TEXT_TOO_LONG, __name__, kind="any")

Unit = Callable[[], list]


def fit_diagnostic(exc: FitError, fallback_source) -> Diagnostic:
    source = exc.source or fallback_source
    path = exc.path or ()
    pos = source.key_at(*path) if exc.key else source.at(*path)
    return Diagnostic(source.file, pos.line, pos.column, ERROR, exc.code, exc.message, exc.hint)


def lay_out(units: Iterable[Unit], source, ctx=None) -> tuple[list, list[Diagnostic]]:
    """Every unit's pieces packed onto sheets (see `kit.packing`), and a diagnostic for each unit
    that does not fit (its first problem), and for each card of a run whose face does not."""
    from printgen.kit.packing import pack

    pieces, found = [], []
    for unit in units:
        try:
            pieces += unit()
        except FitError as exc:
            found.append(fit_diagnostic(exc, source))
    reported: set = set()

    def report(exc: FitError) -> None:
        diagnostic = fit_diagnostic(exc, source)
        where = (diagnostic.file, diagnostic.line, diagnostic.column, diagnostic.code)
        if where not in reported:
            reported.add(where)
            found.append(diagnostic)

    try:
        pages = pack(ctx, pieces, report) if ctx is not None else pieces
    except FitError as exc:
        report(exc)
        pages = []
    return pages, sort_diagnostics(found)


def require_fit(diagnostics: list[Diagnostic], models, kind: str) -> None:
    """Refuses a build whose preflight found problems, showing them like validate does."""
    if not diagnostics:
        return
    reports = []
    for model in models:
        mine = [d for d in diagnostics if d.file == model.source.file]
        if mine:
            reports.append(FileReport(model.source.file, list(model.source.lines), model, mine, kind))
    raise InvalidSetup(reports)
