"""Game files as a file kind: read, check, describe and print them (see printgen.kinds.lookup)."""

from __future__ import annotations

from printgen.core.diagnostics import FileReport, sort_diagnostics
from printgen.core.errors import InvalidSetup, UsageError
from printgen.game.file_kind import GAME
from printgen.kit.finish import BuiltKit, finish, layout_suffix
from printgen.kit.print_options import PrintOptions, make_context
from printgen.pieces.model import Game


def validate_document(document) -> FileReport:
    """The game's structure, then every game check."""
    from printgen.game.checks import run_game_checks
    from printgen.game.schema import read_game

    if document.root is None:  # unreadable: the reader's errors are all there is
        diagnostics = sort_diagnostics(list(document.diagnostics))
        held = ["the deck, deal and score checks"]
        return FileReport(document.path, document.lines, None, diagnostics, GAME, held)
    game, problems = read_game(document)
    diagnostics = list(document.diagnostics) + problems
    if game is not None:
        diagnostics += run_game_checks(game)
    report = FileReport(document.path, document.lines, game, sort_diagnostics(diagnostics), GAME)
    if game is None:
        report.held_back.append("the deck, deal and score checks")
    return report


def validate(target) -> FileReport:
    return validate_document(target.document)


def summary(game: Game) -> tuple[str, str, str]:
    from printgen.game.describe import summary_line

    return game.id, game.name.get("en"), summary_line(game)


def check_language(game: Game, language: str) -> None:
    if language not in game.languages:
        raise UsageError(
            f"{game.id} has no {language} texts", f"its languages: {', '.join(game.languages)}"
        )


def describe(game: Game, language: str) -> str:
    from printgen.game.describe import describe_game

    check_language(game, language)
    return describe_game(game, language, _build_argument(game))


def _build_argument(game: Game) -> str:
    """The bundled game's id, or the file as `printgen build` takes it (quoted for a shell where it
    needs to be); a game read from standard input is built from it again."""
    import shlex

    from printgen.game.bundled import bundled_game_paths
    from printgen.kinds.lookup import STDIN, STDIN_NAME, bundled_display

    shown, bundled = game.source.file, bundled_game_paths()
    if game.id in bundled and bundled_display(bundled[game.id]) == shown:
        return game.id
    return STDIN if shown == STDIN_NAME else shlex.quote(shown)


def players(game: Game, count: int | None) -> int:
    if count is None:
        return game.max_players
    if not game.min_players <= count <= game.max_players:
        raise UsageError(
            f"--players must be {game.min_players} to {game.max_players} for "
            f"{game.name.get('en') or game.id}, got {count}"
        )
    return count


def languages(game: Game) -> tuple[str, ...]:
    return game.languages


def _kit(game: Game, options: PrintOptions, kit_values: dict):
    from printgen.game.kit import GameKit
    from printgen.kit.selection import select_materials

    check_language(game, options.language)
    materials = select_materials(
        tuple(kit_values.get("only", ())), GAME.materials, GAME.material_aliases
    )
    return GameKit(
        game,
        make_context(options),
        options.language,
        players(game, kit_values.get("players")),
        materials,
    )


def preflight(games: list[Game], options: PrintOptions, kit_values: dict, say=lambda text: None):
    """The kit's pages laid out once for `options`, and what does not fit (a user's template that
    leaves the kit no room is blamed for it: see kit.preflight.blame_theme)."""
    from printgen.core.errors import SheetTooSmall
    from printgen.kit.preflight import blame_sheet, blame_theme

    try:
        kit, pages, problems = _lay_out(games, options, kit_values)
    # the card does not fit the sheet: the template's margins, or the command line
    except SheetTooSmall as refusal:
        blame_sheet(refusal, options, lambda changed: _lay_out(games, changed, kit_values), games)
    return (
        kit,
        pages,
        blame_theme(
            problems, options, lambda changed: _lay_out(games, changed, kit_values)[2], games, GAME
        ),
    )


def layout_notes(kit) -> list:
    """What the layout says of a kit that still builds, for `validate`: each card-sized reference
    too long for a card of the kit's size (its cards are then printed as panels, each as many
    times as it has copies), a warning at its `size:`."""
    from printgen.game.checks import _report
    from printgen.game.kit import card_references, reference_fits_a_card

    wanted = [r for r in kit.game.references if r.size == "card"]
    if not wanted or kit.ctx.options.large_print or card_references(kit):
        return []
    card = kit.ctx.options.card
    return [
        _report(
            kit.game,
            "reference-not-a-card",
            ("references", reference.id, "size"),
            f"the reference card {reference.id!r} is too long for a card of "
            f"{card.width_mm:g} x {card.height_mm:g} mm, so the game's card-sized references "
            f"are printed as panels on the sheets ({reference.copies_for(kit.players)} of "
            "this one)",
            "shorten its text, split it over two cards, or build with a larger --card-size",
        )
        for reference in wanted
        if not reference_fits_a_card(kit, reference)
    ]


def _lay_out(games: list[Game], options: PrintOptions, kit_values: dict):
    from printgen.game.kit import units
    from printgen.kit.preflight import lay_out

    kit = _kit(games[0], options, kit_values)
    pages, problems = lay_out(units(kit), games[0].source, kit.ctx)
    return kit, pages, problems


def build(
    games: list[Game], targets: list, options: PrintOptions, kit_values: dict, say=lambda text: None
) -> BuiltKit:
    from printgen.kit.preflight import require_fit

    kit, pages, problems = preflight(games, options, kit_values, say)
    require_fit(problems, games, GAME)
    title = kit.messages.text("kit_title", game=kit.game.name.get(options.language))
    from dataclasses import replace

    from printgen.game.kit import panel_not_card_warning

    built = finish(
        pages,
        title,
        [target.path for target in targets] + files_read(games) + list(kit.ctx.theme.sources),
        default_name(games, options, kit_values),
        options,
        kit.ctx.frame,
        games[0].id,
    )
    return replace(built, warnings=built.warnings + panel_not_card_warning(built.pages))


def default_name(games: list[Game], options: PrintOptions, kit_values: dict) -> str:
    """The name of the kit's PDF when -o is not given: the game's id, its layout and language."""
    language = "" if options.language == "en" else f"-{options.language}"
    return f"{games[0].id}{layout_suffix(options)}{language}.pdf"


def files_read(games: list[Game]) -> list[str]:
    """The files beside the game that its kit reads (real paths): its spreadsheets and every
    picture and icon it may print, so that no command writes over them."""
    from printgen.game.checks import picture_uses
    from printgen.read.pictures import resolve

    found = []
    for game in games:
        found += game.files
        for _, written, _, _ in picture_uses(game):
            real, _ = resolve(written, game.folder)
            if real is not None:
                found.append(real)
    return list(dict.fromkeys(found))


def card_decks(games: list[Game], options: PrintOptions, kit_values: dict) -> list:
    """Each deck's distinct cards with their copies, for exports (every copy of a card is one
    face)."""
    from printgen.game.kit import card_faces
    from printgen.kit.card_sheets import PrintedDeck
    from printgen.pieces.deck import card_label, generate_cards

    kit = _kit(games[0], options, dict(kit_values, only=("cards",)))
    decks = []
    for deck in kit.game.decks:
        counted: dict = {}
        for card in generate_cards(deck):
            key = card.key()
            if key not in counted:
                label = card_label(deck, card)
                counted[key] = [card_faces(kit, deck, card), 0, label]
            counted[key][1] += 1
        decks.append(
            PrintedDeck(
                deck.id,
                deck.name.get(options.language),
                tuple(tuple(entry) for entry in counted.values()),
            )
        )
    return decks + _aid_decks(kit)


def _aid_decks(kit) -> list:
    """Card-size tokens (markers) and card-size reference cards, each a deck of its own for
    exports."""
    from printgen.game.kit import _reference_cards, card_references
    from printgen.kit.card_sheets import PrintedDeck

    found = []
    for token in kit.game.tokens:
        if token.shape == "card":
            from printgen.components.faces import style_from_theme
            from printgen.components.tokens import token_pieces

            run = token_pieces(
                kit.ctx,
                token,
                kit.language,
                style_from_theme(kit.ctx.theme),
                (kit.game.source, "tokens", token.id),
            )[0]
            faces = run.cards[0]
            if len(run.cards) == 1 and kit.game.decks:
                faces = _with_deck_back(kit, faces)
            found.append(
                PrintedDeck(
                    f"token-{token.id}",
                    token.text.get(kit.language),
                    ((faces, len(run.cards), token.id),),
                )
            )
    for reference in card_references(kit):  # those the kit prints as cards at this size
        if reference.size == "card":
            run = _reference_cards(kit, [reference])
            if run.cards:
                found.append(
                    PrintedDeck(
                        f"reference-{reference.id}",
                        reference.title.get(kit.language),
                        ((run.cards[0], len(run.cards), reference.id),),
                    )
                )
    return found


def _with_deck_back(kit, faces):
    """A single card-size marker with the back of the game's first deck: no service makes a product
    of one card, so it is ordered with that deck (merged by its back); its back is never seen in
    play, as a marker lies face up."""
    from dataclasses import replace

    from printgen.game.kit import card_faces
    from printgen.pieces.deck import generate_cards

    deck = kit.game.decks[0]
    return replace(faces, back=card_faces(kit, deck, generate_cards(deck)[0]).back)


def left_out(games: list[Game], options: PrintOptions, kit_values: dict, target) -> list:
    """What an export to `target` (export.targets.Target) does not carry, as (what, count, why,
    path in the game file, hint): round tokens, for every target that takes no tiles, and every
    reference the kit prints as a panel (a card's worth of text does not fit it), for every
    target (each holds cards, tiles at most)."""
    from printgen.game.kit import card_references

    kit = _kit(games[0], options, dict(kit_values, only=("cards",)))
    tokens = [
        (
            f"the round tokens {token.id!r}",
            token.count,
            "the export holds cards; round tokens are not card-shaped",
            ("tokens", token.id),
            "print them from the kit (`printgen build KIT --only tokens`) and cut them out",
        )
        for token in kit.game.tokens
        if token.shape != "card" and not target.tiles
    ]
    cards = card_references(kit)
    panels = [
        (
            f"the reference {reference.id!r}",
            reference.copies_for(kit.players) if reference.size == "card" else 1,
            "it is printed as a panel, larger than a card, and the export holds cards",
            ("references", reference.id),
            "print it from the kit (`printgen build KIT --only references`) and lay it beside "
            "the cards",
        )
        for reference in kit.game.references
        if reference not in cards
    ]
    return tokens + panels


def round_tokens(games: list[Game], options: PrintOptions, kit_values: dict) -> list:
    """The round tokens, for a digital table: (id, name, count, size in mm, a function drawing one
    centred at (cx, cy) with a radius, in points)."""
    from functools import partial

    from printgen.components.faces import style_from_theme
    from printgen.components.tokens import round_token

    kit = _kit(games[0], options, dict(kit_values, only=("cards",)))
    style = style_from_theme(kit.ctx.theme)
    return [
        (
            token.id,
            token.text.get(kit.language),
            token.count,
            token.size_mm,
            partial(round_token, token=token, language=kit.language, style=style),
        )
        for token in kit.game.tokens
        if token.shape != "card"
    ]


def load(target) -> Game:
    report = validate(target)
    if not report.ok:
        raise InvalidSetup([report])
    return report.model


def analyze_deck(game: Game, players: int | None) -> dict:
    """`printgen analyze GAME`: the deck arithmetic (game.arithmetic), at one player count or
    all."""
    from printgen.game.arithmetic import arithmetic

    if players is not None and game.deal is not None and game.deal.row(players) is None:
        raise UsageError(
            f"{game.id} has no deal for {players} players",
            f"its deal covers {', '.join(str(r.players) for r in game.deal.rows)}",
        )
    if game.deal is None:
        raise UsageError(
            f"{game.id} has no `deal:`, so there is no deck arithmetic to work out",
            "add a `deal:` section to the game file",
        )
    figures = arithmetic(game)
    if players is not None:
        figures["players"] = [entry for entry in figures["players"] if entry["players"] == players]
    return figures


def deep_diagnostics(game: Game) -> list:
    """`validate --deep` for a game file: the deck arithmetic's warnings (checks registered
    deep)."""
    from printgen.checks.registry import run_registered

    return run_registered("game", game, deep=True)
