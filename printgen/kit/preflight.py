"""Preflight: a kit laid out for the print options at hand, with what does not fit as diagnostics.

One stage for `validate` and `build`: both lay the kit out through here, so they always agree,
and a build renders the very pages its preflight laid out (nothing is laid out twice). A kit is
laid out in units (a deck, a sheet of reference cards, a score sheet, ...); every unit that does
not fit is reported at the value of the file it comes from, with file:line:col and a code.
"""

from __future__ import annotations

from typing import Callable, Iterable, NoReturn

from printgen.checks.registry import documented
from printgen.core.diagnostics import ERROR, Diagnostic, FileReport, sort_diagnostics
from printgen.core.errors import FitError, InvalidSetup, SheetTooSmall

TEXT_TOO_LONG = """Printed text does not fit where the kit lays it out: a card's text or stacked
elements overflow their place, a reference card, token, score sheet or scoring card overflows its
page, even in the smallest type.

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

DOCUMENTED = [documented("text-too-long", ERROR, TEXT_TOO_LONG)]

_SCORED_TINY = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 6}
decks:
  main:
    attributes:
      number: {min: 1, max: 200}
    face:
      elements:
        - {at: centre, text: "{number}"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
    4: {hand: 3}
    5: {hand: 3}
    6: {hand: 3}
scoring:
LINES
score_sheets:
  game:
    title: Score sheet
    rows: {per: round, count: 5}
    columns: from-scoring
"""


def _indented(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


_FIVE = "\n".join(f"  - points: {{field: number, title: {name}}}" for name in "ABCDE")
SCORE_BOX_TOO_SMALL = (
    "A score sheet made from the scoring (`columns: from-scoring`) has boxes too narrow for "
    "the widest score a line can give with this deck, "
    "written by hand (2.6 mm a character).\n\nFails:\n"
    + _indented(_SCORED_TINY.replace("LINES", _FIVE))
    + "\n\nPasses:\n"
    + _indented(_SCORED_TINY.replace("LINES", "  - points: {field: number, title: A}"))
    + "\n"
)
DOCUMENTED.append(documented("score-box-too-small", ERROR, SCORE_BOX_TOO_SMALL))

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
        if ctx is not None and (ctx.options.version_mark or ctx.options.reprint is not None):
            from printgen.kit.reprint import prepare_pieces

            # faces marked, or only those a reprint prints: each face drawn once more for its
            # digest, where one that does not fit is told
            pieces = prepare_pieces(pieces, ctx)
        pages = pack(ctx, pieces, report) if ctx is not None else pieces
    except FitError as exc:
        report(exc)
        pages = []
    return pages, sort_diagnostics(found)


MAX_THEME_LAYOUTS = (
    12  # layouts tried, beyond the first, to find the template values that leave a kit no room
)


def blame_theme(
    problems: list[Diagnostic], options, rerun: Callable[[object], list[Diagnostic]], models, kind
) -> list[Diagnostic]:
    """The kit's fit problems, with those a user's template causes put on the template instead.

    A problem the kit shows with the template but not with the bundled theme the template extends
    is the template's doing. Which of its layout values is at fault is found by laying the kit out
    again (`rerun(options)` gives its problems) with groups of them put back, halving a group that
    cures something until one value is left (at most MAX_THEME_LAYOUTS layouts); that value is
    reported at its place in theme.yaml, with the value that fits, and problems no single value
    explains are put on the values together. Raises InvalidTemplate with those, and the kit's own
    remaining problems, when any problem is the template's; returns `problems` as they are
    otherwise.
    """
    from dataclasses import replace

    from printgen.style.reading import InvalidTemplate, template_report, theme_settings

    if not problems or not options.template_dir or options.theme_overrides:
        return problems
    settings, lines = (
        theme_settings(options.template_dir) if _user_template(options.template_dir) else ([], [])
    )
    if not settings:
        return problems
    where = lambda d: (d.file, d.line, d.column, d.code)  # noqa: E731
    layouts = [0]

    def cured_by(group) -> set:
        """The problems that go when the group's values are put back (one layout)."""
        layouts[0] += 1
        remaining = {
            where(d)
            for d in rerun(
                replace(options, theme_overrides=tuple((s.section, s.key, s.base) for s in group))
            )
        }
        return {where(d) for d in problems} - remaining

    caused_keys = cured_by(settings)
    caused = [d for d in problems if where(d) in caused_keys]
    if not caused:
        return problems
    blamed: dict[int, set] = {}  # a setting's index -> the problems putting it back cures

    def search(group: list, cures: set) -> None:
        if len(group) == 1:
            blamed.setdefault(settings.index(group[0]), set()).update(cures)
            return
        half = len(group) // 2
        for part in (group[:half], group[half:]):
            open_ = cures - {key for found in blamed.values() for key in found}
            if not open_ or layouts[0] > MAX_THEME_LAYOUTS:
                return
            cured = cured_by(part) & open_
            if cured:
                search(part, cured)

    search(settings, caused_keys)
    found = []
    for index, keys in sorted(blamed.items()):
        found.append(_theme_diagnostic(settings[index], [d for d in caused if where(d) in keys]))
    left = [d for d in caused if not any(where(d) in keys for keys in blamed.values())]
    if left:  # no one value alone: the template's values together leave no room
        found.append(_together_diagnostic(settings, left))
    reports = [template_report(settings[0].path, lines, sort_diagnostics(found))]
    own = [d for d in problems if d not in caused]
    for model in models:
        mine = [d for d in own if d.file == model.source.file]
        if mine:
            reports.append(
                FileReport(model.source.file, list(model.source.lines), model, mine, kind)
            )
    raise InvalidTemplate(reports)


def blame_sheet(
    refusal: SheetTooSmall, options, rerun: Callable[[object], object], models
) -> NoReturn:
    """A card too big for the sheet inside a user's template's margins, though it fits inside those
    of the bundled theme the template extends: the template's sheet values at fault are reported at
    their lines in theme.yaml (InvalidTemplate), each value put back alone by laying the kit out
    again (`rerun(options)`, at most MAX_THEME_LAYOUTS times). Otherwise the card size or bleed of
    the command line is at fault, and `refusal` is raised as it is: a usage error."""
    from dataclasses import replace

    from printgen.style.reading import InvalidTemplate, template_report, theme_settings

    if (
        not options.template_dir
        or options.theme_overrides
        or not _user_template(options.template_dir)
    ):
        raise refusal
    settings, lines = theme_settings(options.template_dir)
    sheet = [s for s in settings if s.section == "sheet"][: MAX_THEME_LAYOUTS - 1]

    def fits(group) -> bool:
        try:
            rerun(
                replace(options, theme_overrides=tuple((s.section, s.key, s.base) for s in group))
            )
        except SheetTooSmall:
            return False
        return True

    if not sheet or not fits(sheet):
        raise refusal
    cured = [
        Diagnostic(
            models[0].source.file,
            1,
            1,
            ERROR,
            "theme-leaves-no-room",
            refusal.message,
            refusal.hint,
        )
    ]
    found = [_theme_diagnostic(s, cured) for s in sheet if len(sheet) == 1 or fits([s])] or [
        _together_diagnostic(sheet, cured)
    ]
    raise InvalidTemplate([template_report(sheet[0].path, lines, sort_diagnostics(found))])


def _together_diagnostic(settings, left: list[Diagnostic]) -> Diagnostic:
    """The template's values, together, leave no room (no one of them alone does)."""
    import os

    first = settings[0]
    names = ", ".join(f"{s.section}.{s.key}" for s in settings[:4]) + (
        ", ..." if len(settings) > 4 else ""
    )
    return Diagnostic(
        first.path,
        first.line,
        first.column,
        ERROR,
        "theme-leaves-no-room",
        f"the theme's values together ({names}) leave no room in "
        f"{os.path.basename(left[0].file)}: {left[0].message}" + _more(left),
        "bring them back towards the values of the theme it extends, with which the kit fits",
    )


def _user_template(template_dir: str) -> bool:
    """A folder of the user's, not a bundled theme given by name (such as `--template light`)."""
    import os

    from printgen.style.format import BUNDLED_THEMES

    return os.path.isdir(template_dir) or template_dir not in BUNDLED_THEMES


def _more(problems: list[Diagnostic]) -> str:
    return f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""


def _theme_diagnostic(setting, cured: list[Diagnostic]) -> Diagnostic:
    import os

    def shown(value) -> str:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return f"{value:g}"
        # a font by its file's name
        return (
            os.path.basename(value)
            if setting.section == "fonts" and isinstance(value, str)
            else repr(value)
        )

    message = (
        f"{setting.section}.{setting.key} {shown(setting.value)} leaves no room in "
        f"{os.path.basename(cured[0].file)}: {cured[0].message}{_more(cured)}"
    )
    hint = (
        f"bring it back towards {shown(setting.base)}, the value of the theme it extends, with "
        "which this fits"
    )
    return Diagnostic(
        setting.path, setting.line, setting.column, ERROR, "theme-leaves-no-room", message, hint
    )


def checked_cards(
    make: Callable[[], object], rerun: Callable[[object], object], options, models, kind
):
    """`make()`, which draws a kit's cards without the pages around them (an export), with text that
    does not fit reported as the preflight reports it: at its place in the file, or on a user's
    template that leaves the kit no room (see blame_theme). `rerun(options)` lays the same cards
    out for changed options, raising FitError as `make` does."""

    def problems(changed) -> list[Diagnostic]:
        try:
            rerun(changed)
        except FitError as exc:
            return [fit_diagnostic(exc, models[0].source)]
        return []

    try:
        return make()
    except FitError as exc:
        found = blame_theme(
            [fit_diagnostic(exc, models[0].source)], options, problems, models, kind
        )
        require_fit(found, models, kind)
        raise  # (require_fit has raised: there was a problem)


def require_fit(diagnostics: list[Diagnostic], models, kind) -> None:
    """Refuses a build whose preflight found problems, showing them like validate does."""
    if not diagnostics:
        return
    reports = []
    for model in models:
        mine = [d for d in diagnostics if d.file == model.source.file]
        if mine:
            reports.append(
                FileReport(model.source.file, list(model.source.lines), model, mine, kind)
            )
    raise InvalidSetup(reports)
