"""A game's whole kit as page plans: each deck's cards (and backs), its tokens, its reference cards,
its score sheets. Each is a unit the preflight lays out on its own, so every unit that does not fit
is reported, at the value of the game file it comes from."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Callable

from printgen.components.faces import back_face, card_face, style_from_theme
from printgen.components.reference import ReferenceFace, card_scale, reference_sized
from printgen.components.rules_page import RulesPage, Section, rules_panel_sizes
from printgen.components.score_sheet import SheetWriter, split_panels
from printgen.core.errors import FitError, located, located_call
from printgen.game.file_kind import GAME as _KIND
from printgen.kit.assembly import assembly, facts
from printgen.kit.card_sheets import CardFaces
from printgen.kit.packing import CardRun, Panel, page_height, panel, panel_width
from printgen.kit.print_options import Context
from printgen.layout.icons import CREDIT as ICON_CREDIT
from printgen.layout.icons import needs_credit
from printgen.layout.plan import Box, Page
from printgen.pieces.deck import card_name, generate_cards
from printgen.pieces.model import Back, Deck, Game, ScoreSheet
from printgen.style.messages import Catalogue, load_catalogue

GAME_MATERIALS = _KIND.materials


@dataclass(frozen=True)
class GameKit:
    game: Game
    ctx: Context
    language: str
    players: int
    materials: tuple[str, ...] = GAME_MATERIALS

    @property
    def messages(self) -> Catalogue:
        return load_catalogue(self.language)


def card_faces(kit: GameKit, deck: Deck, card) -> CardFaces:
    """One card's front and back, located in the game file for what does not fit."""
    return _card_faces(kit, deck, card, style_from_theme(kit.ctx.theme), _others(kit, deck))


def _others(kit: GameKit, deck: Deck) -> tuple[Deck, ...]:
    return tuple(d for d in kit.game.decks if d.id != deck.id)


def _card_faces(kit: GameKit, deck: Deck, card, style, others: tuple[Deck, ...]) -> CardFaces:
    return CardFaces(
        partial(card_face, deck=deck, card=card, language=kit.language, style=style, others=others),
        partial(_back, deck=deck, game=kit.game, language=kit.language, style=style),
    )


def deck_pieces(kit: GameKit, deck: Deck) -> list:
    """The deck's cards, each face located at the deck in the game file for what does not fit.
    The style and the other decks are worked out once for the deck, not once a card."""
    where = (kit.game.source, "decks", deck.id)
    style, others = style_from_theme(kit.ctx.theme), _others(kit, deck)
    cards = tuple(
        CardFaces(
            located_call(faces.front, *where, key=True),
            located_call(faces.back, *where, key=True),
            card_name(deck, card),
        )
        for faces, card in (
            (_card_faces(kit, deck, card, style, others), card) for card in generate_cards(deck)
        )
    )
    return [CardRun(cards, f"{deck.id} cards")]



def _back(trim, bleed_pt, deck: Deck, game: Game, language: str, style):
    with located(game.source, "decks", deck.id, "back"):
        return back_face(trim, bleed_pt, deck.back, language, style)


def reference_pieces(kit: GameKit) -> list:
    """Each reference card as a panel as tall as its content; a card-sized one among the cards,
    as many times as it has copies, with a back that names it."""
    locate = lambda reference: (kit.game.source, "references", reference.id)  # noqa: E731
    cards = card_references(kit)
    panels = [r for r in kit.game.references if r not in cards]
    sized = reference_sized(
        panels,
        panel_width(kit.ctx),
        page_height(kit.ctx),
        kit.game,
        kit.language,
        kit.messages,
        kit.ctx.theme,
        locate=locate,
    )
    pieces = []
    for reference, sizes in sized:  # a card printed as a panel keeps its copies (one a player)
        warned = reference.size == "card" and not kit.ctx.options.large_print
        label = f"reference {reference.id}" + (PANEL_NOT_CARD if warned else "")
        pieces += [panel(sizes, label, read_only=True)] * _panel_copies(kit, reference)
    return pieces + ([_reference_cards(kit, cards)] if cards else [])


def _panel_copies(kit: GameKit, reference) -> int:
    """A reference card that asks to be card-sized and is printed as a panel keeps its copies, so
    large print keeps an aid for every player; any other panel is printed once."""
    return reference.copies_for(kit.players) if reference.size == "card" else 1


PANEL_NOT_CARD = (
    " (a panel: too long for a card of this size)"  # the page label; the build warns of it
)


def card_references(kit: GameKit) -> list:
    """The references printed card-sized: those that ask to be, unless one of them is too long for
    a card of this size in this theme (mini cards), when all are printed as panels; in large print
    all are panels, at the large type a card has no room for."""
    cards = [r for r in kit.game.references if r.size == "card"]
    if kit.ctx.options.large_print:
        return []
    return cards if cards and _fit_a_card(kit, cards) else []


def panel_not_card_warning(pages) -> tuple[str, ...]:
    """The build's warning for references that ask to be cards and are printed as panels."""
    names = list(
        dict.fromkeys(
            page_label.split("reference ", 1)[1].split(PANEL_NOT_CARD)[0]
            for page in pages
            for page_label in page.label.split(", ")
            if PANEL_NOT_CARD in page_label
        )
    )
    if not names:
        return ()
    cards = (
        f"the reference card {names[0]!r} is"
        if len(names) == 1
        else f"the reference cards {', '.join(repr(n) for n in names)} are"
    )
    return (
        f"{cards} too long for a card of this size, so "
        f"{'it is' if len(names) == 1 else 'they are'} printed as "
        f"{'a panel' if len(names) == 1 else 'panels'} on the sheets, one for each player "
        "(shorten the text, or choose a larger --card-size, for cards)",
    )


def _fit_a_card(kit: GameKit, references) -> bool:
    """Whether every card-sized reference fits a card of the kit's size in its theme."""
    return all(reference_fits_a_card(kit, reference) for reference in references)


def reference_fits_a_card(kit: GameKit, reference) -> bool:
    """Whether a reference fits a card of the kit's size in its theme."""
    from printgen.layout.units import mm_to_pt

    card = kit.ctx.options.card
    trim = Box(0.0, 0.0, mm_to_pt(card.width_mm), mm_to_pt(card.height_mm))
    try:
        card_scale(trim, reference, kit.game, kit.language, kit.messages, kit.ctx.theme)
    except FitError:
        return False
    return True


def _reference_cards(kit: GameKit, references) -> CardRun:
    """Every card-sized reference in sets, one set for each copy (a player's set: one of each card
    that player gets), a set never split across two sheets."""
    style = style_from_theme(kit.ctx.theme)
    faces = {}
    for reference in references:
        where = (kit.game.source, "references", reference.id)
        ink = kit.game.decks[0].back.ink if kit.game.decks else Back(reference.title).ink
        front = located_call(
            ReferenceFace(reference, kit.game, kit.language, kit.messages, kit.ctx.theme),
            *where,
            key=True,
        )
        back = located_call(
            partial(back_face, back=Back(reference.title, ink), language=kit.language, style=style),
            *where,
            key=True,
        )
        faces[reference.id] = CardFaces(front, back, reference.id)
    sets = max(r.copies_for(kit.players) for r in references)
    groups = [
        tuple(faces[r.id] for r in references if r.copies_for(kit.players) > copy)
        for copy in range(sets)
    ]
    label = "reference " + ", ".join(r.id for r in references)
    return CardRun(
        tuple(face for group in groups for face in group),
        label,
        tuple(len(group) for group in groups),
    )


def score_sheet_pieces(kit: GameKit, sheet: ScoreSheet) -> list:
    """The score sheet as a panel; its game block repeats while another fits its sheet."""
    with located(kit.game.source, "score_sheets", sheet.id, key=True):
        writer = SheetWriter(
            kit.game, sheet, kit.players, kit.language, kit.messages, kit.ctx.theme
        )
        panels = split_panels(writer, panel_width(kit.ctx), page_height(kit.ctx))
        if None in panels:
            raise FitError(
                f"the score sheet {sheet.id!r} does not fit on a sheet",
                "give it fewer rows or columns; a kit built for fewer players (`printgen "
                "build --players N`) has fewer column groups",
            )
    return [
        Panel(
            tuple(items), height, f"score sheet {sheet.id}", tuple(block), block_height, alone=True
        )
        for items, height, block, block_height in panels
    ]


def token_unit(kit: GameKit, token) -> list:
    """One token's pieces: a unit of its own, so that each token that does not fit is reported."""
    from printgen.components.tokens import token_pieces

    with located(kit.game.source, "tokens", token.id, key=True):
        return token_pieces(
            kit.ctx,
            token,
            kit.language,
            style_from_theme(kit.ctx.theme),
            (kit.game.source, "tokens", token.id),
        )


def _contents(kit: GameKit) -> Section:
    """What the kit holds, one bullet each: every deck, the tokens, reference cards, score sheets;
    each line located at the value it names."""
    game, text, source = kit.game, kit.ctx.text, kit.game.source
    lines = [
        (
            text("kit_deck", count=len(generate_cards(deck)), name=deck.name.get(kit.language)),
            (source, "decks", deck.id, "name"),
        )
        for deck in game.decks
    ]
    lines += [
        (
            token.listed(kit.language)
            or text("kit_tokens", count=token.count, name=token.text.get(kit.language)),
            (source, "tokens", token.id, "name" if token.name else "text"),
        )
        for token in game.tokens
    ]
    cards = card_references(kit) if "references" in kit.materials else []
    panels = [r for r in game.references if r not in cards] if "references" in kit.materials else []
    for each in (False, True):  # a panel once, then the panels printed for each player
        chosen = [r for r in panels if (_panel_copies(kit, r) > 1) == each]
        if not chosen:
            continue
        count = sum(_panel_copies(kit, r) for r in chosen)
        names = ", ".join(r.title.get(kit.language) for r in chosen if r.title is not None)
        key = (
            ("kit_panels_sets" if len(chosen) > 1 else "kit_panels_each")
            if each
            else "kit_panel"
            if count == 1
            else "kit_panels"
        )
        lines.append((text(key, count=count, names=names), None))
    if cards:
        count = sum(r.copies_for(kit.players) for r in cards)
        names = ", ".join(r.title.get(kit.language) for r in cards if r.title is not None)
        each = all(r.copies == "per-player" for r in cards)
        key = (
            ("kit_reference_sets" if len(cards) > 1 else "kit_reference_each")
            if each
            else "kit_reference_cards"
        )
        lines.append(
            (text(key, count=count, names=names), (source, "references", cards[0].id, "title"))
        )
    if game.score_sheets and "score-sheets" in kit.materials:
        lines.append(
            (
                text("kit_sheet")
                if len(game.score_sheets) == 1
                else text("kit_sheets", count=len(game.score_sheets)),
                None,
            )
        )
    return Section(
        kit.ctx.text("rules_kit_title"),
        tuple("• " + line for line, _ in lines),
        wheres=tuple(where for _, where in lines),
    )


def _setup_section(kit: GameKit) -> Section | None:
    """How to set up at each player count, in words, for a deal that says more than hands and a
    table of one deck: cards set aside, other decks, tokens to hand out and to win."""
    game, text, language = kit.game, kit.ctx.text, kit.language
    deal = game.deal
    if deal is None or not any(
        r.set_aside or r.shown or r.others or r.tokens or r.to_win or r.by_round for r in deal.rows
    ):
        return None

    def deck_name(deck_id: str) -> str:
        return game.deck(deck_id).name.get(language) if game.deck(deck_id) else deck_id

    def token_name(token_id: str) -> str:
        return next((t.text.get(language) for t in game.tokens if t.id == token_id), token_id)

    lines, wheres = [], []
    for row in deal.rows:
        counts = [(deal.deck, row.hand, row.table, row.set_aside, row.shown)] + [
            (c.deck, c.hand, c.table, c.set_aside, c.shown) for c in row.others
        ]
        groups: dict[str, list[str]] = {}
        for c in counts:
            steps = [
                text(key, count=c[index])
                for key, index in (
                    ("rules_deal_aside", 3),
                    ("rules_deal_shown", 4),
                    ("rules_deal_hand", 1),
                    ("rules_deal_table", 2),
                )
                if c[index] and not (index == 1 and row.by_round and c[0] == deal.deck)
            ]
            if row.by_round and c[0] == deal.deck:
                steps.append(
                    text("rules_deal_by_round", hands=", ".join(str(n) for n in row.by_round))
                )
            if steps:
                groups.setdefault(deck_name(c[0]), []).extend(steps)
        for token_id, each in row.tokens:
            if each:
                groups.setdefault(token_name(token_id), []).append(
                    text("rules_deal_tokens", count=each)
                )
        for token_id, goal in row.to_win:
            groups.setdefault(token_name(token_id), []).append(text("rules_deal_win", count=goal))
        said = "; ".join(f"{name}: {', '.join(steps)}" for name, steps in groups.items())
        lines.append(text("rules_deal_players", players=row.players) + " " + said + ".")
        wheres.append((game.source, "deal", "players", row.players))
    return Section(text("rules_deal_title"), tuple(lines), wheres=tuple(wheres))


def icons_used(game: Game) -> set[str]:
    """The icons the game's faces draw, as elements or inline in their texts (`:coin:`)."""
    import re

    from printgen.components.face_pieces import icon_name
    from printgen.pieces.deck import generate_cards

    used = {
        icon_name(e, card) if "{" in e.icon else e.icon
        for d in game.decks
        for e in d.face.elements
        if e.icon
        for card in (generate_cards(d) if "{" in e.icon else (None,))
    }
    used |= {
        m
        for d in game.decks
        for e in d.face.elements
        for m in re.findall(r"(?<!\\):([a-z][a-z0-9-]*):", e.text or "")
    }
    for deck in game.decks:
        if deck.is_list:
            used |= {
                m
                for row in deck.rows
                for _, v in row.fields
                if isinstance(v, str)
                for m in re.findall(r"(?<!\\):([a-z][a-z0-9-]*):", v)
            }
    return used


def _keep(game) -> str | None:
    """What the rules page says to keep at the table: the reference cards and the score sheet
    the game has, and never one it has not."""
    refs, sheets = bool(game.references), bool(game.score_sheets)
    return {
        (True, True): "asm_keep",
        (True, False): "asm_keep_refs",
        (False, True): "asm_keep_sheet",
    }.get((refs, sheets))


def rules_page(kit: GameKit) -> RulesPage:
    """The first page: facts, the rules in brief from the game file, what the kit holds, how to
    put it together, and the credits and licence."""
    game, ctx, language = kit.game, kit.ctx, kit.language
    about = game.about
    sections = []
    if about.summary:
        paragraphs = tuple(p.get(language) for p in about.summary)
        sections.append(
            Section(
                ctx.text("rules_brief_title"),
                paragraphs,
                (game.source, "summary"),
                tuple((game.source, "summary", i) for i in range(len(paragraphs))),
            )
        )
    sections.append(_contents(kit))
    setup = _setup_section(kit)
    if setup is not None:
        sections.append(setup)
    sections.append(
        Section(
            ctx.text("rules_assemble_title"),
            assembly(ctx, has_tokens=bool(game.tokens), keep=_keep(game)),
        )
    )
    credits = tuple(line.get(language) for line in about.credits)
    wheres = tuple((game.source, "credits", index) for index in range(len(credits)))
    if about.licence is not None:
        credits += (ctx.text("rules_licence", licence=about.licence.get(language)),)
        wheres += ((game.source, "licence"),)
    if needs_credit(icons_used(game)):
        credits += (ICON_CREDIT,)
        wheres += ((game.source, "credits" if about.credits else "name"),)
    title = ctx.text("rules_title", game=game.name.get(language))
    return RulesPage(
        title,
        facts(ctx, (game.min_players, game.max_players), about.play_time, about.age),
        tuple(sections),
        credits,
        (game.source, "credits" if about.credits else "licence"),
        wheres,
    )


def rules_pieces(kit: GameKit) -> list:
    """The rules page as the kit's opening panel: reference cards and score sheets that fit below
    it share its sheet."""
    with located(kit.game.source, "name", key=True, hint="shorten the rules in brief (`summary`)"):
        return [
            panel(
                rules_panel_sizes(
                    rules_page(kit), panel_width(kit.ctx), page_height(kit.ctx), kit.ctx.theme
                ),
                "rules",
                opens=True,
            )
        ]


Unit = Callable[[], list[Page]]

# Each material as the units it is laid out in, in printing order.
BUILDERS: dict[str, Callable[[GameKit], list[Unit]]] = {
    "rules": lambda kit: [partial(rules_pieces, kit)],
    "cards": lambda kit: [partial(deck_pieces, kit, deck) for deck in kit.game.decks],
    "tokens": lambda kit: [partial(token_unit, kit, token) for token in kit.game.tokens],
    "references": lambda kit: [partial(reference_pieces, kit)],
    "score-sheets": lambda kit: [
        partial(score_sheet_pieces, kit, sheet) for sheet in kit.game.score_sheets
    ],
}


def units(kit: GameKit) -> list[Unit]:
    """The kit in the order it prints, as separately laid-out units (a deck, the tokens, ...), each
    giving its pieces (card runs, panels, whole pages) for `pack`."""
    return [unit for material in kit.materials for unit in BUILDERS[material](kit)]
