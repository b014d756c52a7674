"""Number Neighbours setups as a file kind: read, check, describe and print them (see
printgen.kinds.lookup)."""

from __future__ import annotations

from dataclasses import replace

from printgen.core.diagnostics import FileReport, sort_diagnostics
from printgen.core.errors import InvalidSetup, UsageError
from printgen.kit.finish import BuiltKit, finish, layout_suffix
from printgen.kit.print_options import PrintOptions, make_context
from printgen.neighbours.file_kind import SETUP
from printgen.neighbours.model import Setup


def validate_document(document) -> FileReport:
    from printgen.neighbours.checks.run import run_checks
    from printgen.neighbours.schema import read_setup

    setup, problems = read_setup(document)
    diagnostics = list(document.diagnostics) + problems
    if setup is not None:
        diagnostics += run_checks(setup)
    report = FileReport(document.path, document.lines, setup, sort_diagnostics(diagnostics), SETUP)
    if setup is None:
        report.held_back.append("the rule, example and play checks")
    return report


def validate(target) -> FileReport:
    return validate_document(target.document)


def summary(setup: Setup) -> tuple[str, str, str]:
    """Its id, its name and one line: the rule in words."""
    from printgen.neighbours.facts import rule_text

    return setup.id, setup.name, rule_text(setup.scoring)


def describe(setup: Setup, language: str) -> str:
    from printgen.neighbours.describe import describe_setup

    return describe_setup(setup)


def deep_diagnostics(setup: Setup) -> list:
    """`validate --deep`: the analyzer's advice as warnings placed in the setup file."""
    from printgen.neighbours.analysis.deep import deep_diagnostics as advice

    return advice(setup)


def shuffle_seed(shuffle_row: bool, seed: int | None, say) -> int | None:
    """The seed of a shuffled row: the one given, or a new one that is told to the user."""
    if seed is not None and not shuffle_row:
        raise UsageError(
            "--seed only matters with --shuffle-row", "add --shuffle-row, or leave out --seed"
        )
    if shuffle_row and seed is None:
        import secrets  # only a shuffled row without a seed needs it

        seed = secrets.randbelow(1_000_000)
        say(
            f"printgen: shuffled the row with seed {seed}; add --seed {seed} to build the "
            "same row again"
        )
    return seed


def kit_context(
    setups: tuple[Setup, ...], options: PrintOptions, kit_values: dict, say=lambda text: None
):
    """The context of a Number Neighbours kit: the shared one plus its setups, seats and
    variants."""
    from printgen.neighbours.kit.request import (
        NeighboursContext,
        NeighboursRequest,
        check_players,
        parse_materials,
        shuffled,
    )
    from printgen.neighbours.model import localized

    seed = shuffle_seed(kit_values.get("shuffle_row", False), kit_values.get("seed"), say)
    players = check_players(4 if kit_values.get("players") is None else kit_values["players"])
    materials = parse_materials(tuple(kit_values.get("only", ())))
    unique = tuple({setup.id: setup for setup in setups}.values())
    printed = tuple(
        localized(shuffled(setup, seed) if seed is not None else setup, options.language)
        for setup in unique
    )
    shared = make_context(options)
    request = NeighboursRequest(
        printed, players, materials, kit_values.get("reverse_seats", False), seed
    )
    return NeighboursContext(shared.options, shared.theme, request)


def languages(setup: Setup) -> tuple[str, ...]:
    """The languages a setup's kit prints in: every language of the messages (a setup's own texts
    print as written)."""
    from printgen.style.messages import LANGUAGES

    return LANGUAGES


def is_phone(options: PrintOptions, kit_values: dict) -> bool:
    """The phone layout: `--layout phone`, or its alias `--format phone` (the kit value
    page_format)."""
    return options.layout == "phone" or kit_values.get("page_format") == "phone"


def preflight(setups: list[Setup], options: PrintOptions, kit_values: dict, say=lambda text: None):
    """The kit's pages laid out once for `options`, and what does not fit (a user's template that
    leaves the kit no room is blamed for it: see kit.preflight.blame_theme)."""
    from printgen.core.errors import SheetTooSmall
    from printgen.kit.preflight import blame_sheet, blame_theme

    try:
        ctx, pages, problems = _lay_out(setups, options, kit_values, say)
    # the card does not fit the sheet: the template's margins, or the command line
    except SheetTooSmall as refusal:
        blame_sheet(
            refusal,
            options,
            lambda changed: _lay_out(setups, changed, kit_values, lambda text: None),
            setups,
        )

    def rerun(changed):
        seeded = dict(kit_values, seed=ctx.kit.shuffle_seed)  # the same shuffled row
        return _lay_out(setups, changed, seeded, lambda text: None)[2]

    return ctx, pages, blame_theme(problems, options, rerun, setups, SETUP)


def _lay_out(setups: list[Setup], options: PrintOptions, kit_values: dict, say):
    from printgen.kit.preflight import lay_out
    from printgen.neighbours.kit.materials import units

    ctx = kit_context(tuple(setups), options, kit_values, say)
    pages, problems = lay_out(units(ctx, is_phone(options, kit_values)), setups[0].source, ctx)
    return ctx, pages, problems


def build(
    setups: list[Setup],
    targets: list,
    options: PrintOptions,
    kit_values: dict,
    say=lambda text: None,
) -> BuiltKit:
    from printgen.kit.preflight import require_fit

    ctx, pages, problems = preflight(setups, options, kit_values, say)
    require_fit(problems, setups, SETUP)
    phone = is_phone(options, kit_values)
    title = ctx.text("nn_pdf_title", setups=", ".join(s.name for s in ctx.kit.setups))
    inputs = [target.path for target in targets] + list(ctx.theme.sources)
    return finish(
        pages,
        title,
        inputs,
        default_name(setups, options, kit_values),
        options if not phone else replace(options, layout="phone"),
        ctx.frame,
        "number-neighbours " + ", ".join(dict.fromkeys(setup.id for setup in setups)),
    )


def default_name(setups: list[Setup], options: PrintOptions, kit_values: dict) -> str:
    """The name of the kit's PDF when -o is not given: the setups' ids (each once), the layout and
    the language."""
    suffix = ("-phone" if is_phone(options, kit_values) else layout_suffix(options)) + (
        "" if options.language == "en" else f"-{options.language}"
    )
    ids = "-".join(dict.fromkeys(setup.id for setup in setups))
    return f"number-neighbours-{ids}{suffix}.pdf"


def files_read(setups: list[Setup]) -> list[str]:
    """The files beside the setups that their kit reads: none (a setup is one file)."""
    return []


def card_decks(setups: list[Setup], options: PrintOptions, kit_values: dict) -> list:
    """The hand cards (every seat) and each setup's row cards (with its direction card, for a
    setup read one way), for exports."""
    from printgen.kit.card_sheets import PrintedDeck
    from printgen.neighbours.kit.cards import hand_cards, row_cards

    ctx = kit_context(tuple(setups), options, kit_values)
    hand = tuple((faces, 1, f"hand-{index + 1}") for index, faces in enumerate(hand_cards(ctx)))
    decks = [PrintedDeck("hand", f"{ctx.text('nn_game')}: hand cards", hand)]
    row = row_cards(ctx)
    start = 0
    for setup in ctx.kit.setups:
        # a setup read one way has its direction card after its row (see row_cards)
        count = len(setup.row) + (setup.scoring.reading != "either")
        cards = row[start : start + count]
        start += count
        names = [f"position{i + 1}" for i in range(len(setup.row))] + ["direction"]
        decks.append(
            PrintedDeck(
                f"row-{setup.id}",
                f"{setup.name} row",
                tuple((faces, 1, name) for name, faces in zip(names, cards)),
            )
        )
    return decks


def left_out(setups: list[Setup], options: PrintOptions, kit_values: dict, target) -> list:
    """What an export leaves out of a Number Neighbours kit, as (what, count, why, path, hint):
    each setup's setup and scoring card (its score table: a panel, not a card); its sheets,
    trackers and slips are written on, not cards, and its exports are the hand and row cards."""
    return [
        (
            f"the setup and scoring card of {setup.id!r}",
            1,
            "it is a panel with the score table, larger than a card, and the export holds cards",
            ("name",),
            "print it from the kit (`printgen build KIT --only setup-card`) and lay it where "
            "everyone can read it",
        )
        for setup in dict.fromkeys(setups)
    ]


def round_tokens(setups: list[Setup], options: PrintOptions, kit_values: dict) -> list:
    """A Number Neighbours kit has no round tokens."""
    return []


def load(target) -> Setup:
    """The validated setup of a target, or InvalidSetup with every problem."""
    report = validate(target)
    if not report.ok:
        raise InvalidSetup([report])
    return report.model
