"""Meaning checks for game files, one per function, each with its code and documentation.

They are listed in the same table as the setup checks (printgen.checks.table, so `docs/checks.md`
lists
them and the test suite runs their examples), as a game's: `run_game_checks`.
"""

from __future__ import annotations

import math
import re
from typing import Iterator

from printgen.checks.registry import ERROR, WARNING, Reporter, check, documented, run_registered
from printgen.core.diagnostics import Diagnostic
from printgen.pieces.deck import (
    attribute_cards,
    card_count,
    dealt,
    generate_cards,
    kept_range,
    placeholders,
)
from printgen.pieces.model import ANY_LANGUAGE, Deck, Game

TINY = """\
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
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}"""


def game_check(code: str, severity: str = ERROR):
    """Marks a game check of `code` (its module is listed in printgen.checks.table as a game's); its
    docstring holds its documentation."""
    return check(code, severity)


def run_game_checks(game: Game) -> list[Diagnostic]:
    """Every game check on `game`, in the order of printgen.checks.table."""
    return run_registered("game", game)


def _absent(game: Game, section: str) -> bool:
    """Whether the file has no `section` (scoring, deal) at all: one that is written but could not
    be read is already reported where it stands, and is not missing."""
    return getattr(game, section) is None and (section,) not in game.source.keys


def _report(
    game: Game, code: str, path: tuple, message: str, hint: str, key: bool = False
) -> Diagnostic:
    return Reporter(game, code).at(path, message, hint, key)


@game_check("deal-too-large")
def check_deal_fits(game: Game) -> Iterator[Diagnostic]:
    """The deal needs more cards than the deck keeps at some player count.

    Every hand plus the table cards must come out of the cards left after removals, at every
    player count from `players.min` to `players.max`; a player count with no deal is an error too.

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
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 4}

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
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    deal = game.deal
    deck = game.deck(deal.deck) if deal else None
    if deal is None or deck is None:
        return
    for players in game.player_counts:
        row = deal.row(players)
        if row is None and players in deal.unread:
            continue  # written, but unreadable: its problems are reported where they stand
        if row is None:
            yield _report(
                game,
                "deal-too-large",
                ("deal", "players"),
                f"the deal says nothing for {players} players",
                f"add `{players}: {{hand: ...}}`, or change `players:` at the top",
            )
            continue
        need, have = dealt(row, deal), kept_range(deck, row)[0]
        if need > have:
            table = f" + {row.table} on the table" if row.table else ""
            table += f" + {row.set_aside} set aside" if row.set_aside else ""
            table += f" + {row.shown} set aside face up" if row.shown else ""
            table += "".join(f" + {pile.count} in the {pile.id} pile" for pile in deal.piles)
            keeps = "keeps" if not row.removals else "keeps at least"
            yield _report(
                game,
                "deal-too-large",
                ("deal", "players", players, "hand_by_round" if row.by_round else "hand"),
                f"{players} players need {need} cards ({players} x "
                f"{row.hand}{table}{' in the largest round' if row.by_round else ''}) but the "
                f"deck {keeps} {have}",
                f"deal at most {max(0, (have - need + players * row.hand) // players)} cards "
                "each, remove fewer cards, or add copies",
            )
        for count in row.others:
            other = game.deck(count.deck)
            need, have = count.total(players), card_count(other) if other is not None else 0
            if other is not None and need > have:
                parts = (
                    [f"{players} x {count.hand} in hand"] * bool(count.hand)
                    + [f"{count.table} on the table"] * bool(count.table)
                    + [f"{count.set_aside} set aside"] * bool(count.set_aside)
                    + [f"{count.shown} set aside face up"] * bool(count.shown)
                )
                where = next(
                    ("deal", "players", players, role, count.deck)
                    for role, n in (
                        ("hand", count.hand),
                        ("table", count.table),
                        ("set_aside", count.set_aside),
                        ("set_aside_shown", count.shown),
                    )
                    if n
                )
                yield _report(
                    game,
                    "deal-too-large",
                    where,
                    f"{players} players need {need} cards of the deck {count.deck} "
                    f"({' + '.join(parts)}) but it has {have}",
                    f"take fewer cards of {count.deck}, or give it more cards",
                )


@game_check("card-count-mismatch")
def check_card_counts(game: Game) -> Iterator[Diagnostic]:
    """A stated card count disagrees with the count the attributes give.

    A deck's `count` must equal the product of its attributes' value counts and its copies; a deal's
    `kept` must equal the cards left after that player count's removals.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            count: 10
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
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
            count: 9
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3, kept: 9}
            3: {hand: 3}
    """
    for deck in game.decks:
        actual = card_count(deck)
        if deck.count is not None and deck.count != actual and deck.is_list:
            yield _report(
                game,
                "card-count-mismatch",
                ("decks", deck.id, "count"),
                f"the deck {deck.id} states {deck.count} cards but its card list gives "
                f"{actual} (the counts of its {len(deck.rows)} kinds of "
                f"card{f' x {deck.copies} copies' if deck.copies > 1 else ''})",
                f"write `count: {actual}`, or change the counts",
            )
        elif deck.count is not None and deck.count != actual:
            sizes = " x ".join(str(attribute_cards(a)) for a in deck.attributes) + (
                f" x {deck.copies} copies" if deck.copies > 1 else ""
            )
            yield _report(
                game,
                "card-count-mismatch",
                ("decks", deck.id, "count"),
                f"the deck {deck.id} states {deck.count} cards but its attributes give "
                f"{actual} ({sizes}, each value's copies counted)",
                f"write `count: {actual}`, or change the attributes",
            )
    deck = game.deck(game.deal.deck) if game.deal else None
    for row in game.deal.rows if deck else ():
        low, high = kept_range(deck, row)
        if row.kept is not None and low == high and row.kept != low:
            yield _report(
                game,
                "card-count-mismatch",
                ("deal", "players", row.players, "kept"),
                f"the deal for {row.players} players states {row.kept} cards kept but its "
                f"removals keep {low}",
                f"write `kept: {low}`, or change `remove:`",
            )
        elif row.kept is not None and low != high:
            yield _report(
                game,
                "card-count-mismatch",
                ("deal", "players", row.players, "kept"),
                f"the deal for {row.players} players states {row.kept} cards kept, but its "
                f"removals keep {low} to {high}, as the values taken out have different copies",
                "drop `kept:`, or name the values to remove",
            )


def _field_uses(game: Game) -> Iterator[tuple[Deck | None, tuple, str, str]]:
    """(deck, path, name, what) for every place that names an attribute or field."""
    for deck in game.decks:
        base = ("decks", deck.id)
        for rule in deck.derived:
            if not rule.broken:
                yield deck, base + ("derived", rule.name, "from"), rule.source, "attribute"
        if deck.face.tint is not None:
            yield deck, base + ("face", "tint"), deck.face.tint, "attribute"
        for element in deck.face.elements:
            where = base + ("face", "elements", element.index)
            if element.attribute is not None:
                kind = "symbol" if element.symbol else "mark" if element.mark else "lines"
                yield deck, where + (kind,), element.attribute, "attribute"
            for part in ("text", "fallback", "repeat", "icon"):
                for name in placeholders(getattr(element, part) or ""):
                    yield deck, where + (part,), name, "field"
    deal_deck = game.deck(game.deal.deck) if game.deal else None
    for row in game.deal.rows if game.deal else ():
        for removal in row.removals:
            yield (
                deal_deck,
                ("deal", "players", row.players, "remove", removal.attribute),
                removal.attribute,
                "attribute",
            )
    for reference in game.references:
        for block in reference.blocks:
            if (
                block.kind == "table"
                and block.data is not None
                and game.deck(block.data) is not None
            ):
                for position, template in enumerate(block.templates):
                    for name in placeholders(template):
                        if name != "count":
                            yield (
                                game.deck(block.data),
                                (
                                    "references",
                                    reference.id,
                                    "blocks",
                                    block.index,
                                    "table",
                                    "columns",
                                    position,
                                ),
                                name,
                                "field",
                            )
            if block.kind in ("legend", "points"):
                where = ("references", reference.id, "blocks", block.index, block.kind) + (
                    ("attribute",) if block.kind == "points" else ()
                )
                yield None, where, block.attribute, "attribute"
    for sheet in game.score_sheets:
        for column in sheet.columns:
            if column.per is not None:
                yield (
                    None,
                    ("score_sheets", sheet.id, "columns", column.index, "per"),
                    column.per,
                    "attribute",
                )


@game_check("unknown-attribute")
def check_unknown_attributes(game: Game) -> Iterator[Diagnostic]:
    """A face, deal rule, reference card or score sheet names an attribute no card has.

    Face texts may name attributes and derived fields in braces (`{number}`); symbols, tints,
    removals, legends and per-attribute score columns must name attributes. A deal must name a deck.
    A block that prints a section of the game (`table: deal`, `scoring: all`, `play: turn`) needs
    that section.

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
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        references:
          colours:
            title: Colours
            blocks:
              - legend: colour

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
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        references:
          numbers:
            title: Numbers
            blocks:
              - legend: number
    """
    if game.deal is not None and game.deck(game.deal.deck) is None:
        yield _report(
            game,
            "unknown-attribute",
            ("deal", "deck"),
            f"the deal names the deck {game.deal.deck!r}, which the game does not have",
            f"decks: {', '.join(d.id for d in game.decks)}",
        )
    for reference in game.references:
        for block in reference.blocks:
            if block.kind == "table" and block.data is not None and game.deck(block.data) is None:
                yield _report(
                    game,
                    "unknown-attribute",
                    ("references", reference.id, "blocks", block.index, "table", "deck"),
                    f"the table is made from the deck {block.data!r}, which the game does not have",
                    f"decks: {', '.join(d.id for d in game.decks)}",
                )
            if block.kind == "scoring" and _absent(game, "scoring"):
                yield _report(
                    game,
                    "unknown-attribute",
                    ("references", reference.id, "blocks", block.index, "scoring"),
                    "`scoring: all` prints the game's scoring, but the game has no `scoring:`",
                    "declare how cards score under `scoring:`, or remove this block",
                )
            unplayed = game.play_source is None and ("play",) not in game.source.keys
            if block.kind == "play" and unplayed:
                yield _report(
                    game,
                    "unknown-attribute",
                    ("references", reference.id, "blocks", block.index, "play"),
                    f"`play: {block.data}` prints the game's play, but the game has no `play:`",
                    "declare how a round is played under `play:`, or remove this block",
                )
            if block.kind == "deal" and _absent(game, "deal"):
                yield _report(
                    game,
                    "unknown-attribute",
                    ("references", reference.id, "blocks", block.index, "table"),
                    "`table: deal` prints the deal, but the game has no `deal:`",
                    "add a `deal:` section, or remove this block",
                )
    for sheet in game.score_sheets:
        if any(c.kind == "scoring" for c in sheet.columns) and _absent(game, "scoring"):
            yield _report(
                game,
                "unknown-attribute",
                ("score_sheets", sheet.id, "columns"),
                "`columns: from-scoring` makes a column per scoring line, but the game has no "
                "`scoring:`",
                "declare how cards score under `scoring:`, or list the columns",
            )
    every = {a.name for d in game.decks for a in d.attributes}
    for deck, path, name, what in _field_uses(game):
        known = (
            (
                {a.name for a in deck.attributes}
                | set(deck.columns)
                | (set(deck.field_names()) if what == "field" else set())
            )
            if deck
            else every
        )
        if name not in known and deck is not None and deck.is_list:
            source = f" (the columns of {deck.sheet})" if deck.sheet else ""
            yield _report(
                game,
                "unknown-attribute",
                path,
                key=path[-2] == "remove",
                message=f"{name!r} is not a field of the deck {deck.id}'s cards{source}",
                hint=f"its fields: {', '.join(deck.field_names()) or 'none'}",
            )
        elif name not in known:
            yield _report(
                game,
                "unknown-attribute",
                path,
                key=path[-2] == "remove",
                message=f"{name!r} is not an "
                f"attribute{' or derived field' if what == 'field' else ''} of "
                f"{'the deck ' + deck.id if deck else 'any deck'}",
                hint=f"known: {', '.join(sorted(known)) or 'none'}",
            )
    for deck in game.decks:
        for rule in deck.derived:
            source = deck.attribute(rule.source)
            if (
                source is not None
                and not rule.broken
                and (not source.is_number or source.choose != 1)
            ):
                why = (
                    "its values are names"
                    if not source.is_number
                    else f"each card shows {source.choose} of its numbers"
                )
                numbers = (
                    ", ".join(a.name for a in deck.attributes if a.is_number and a.choose == 1)
                    or "none"
                )
                yield _report(
                    game,
                    "unknown-attribute",
                    ("decks", deck.id, "derived", rule.name, "from"),
                    f"the derived field {rule.name} counts on from {rule.source}, but {why}",
                    f"derive from an attribute of single numbers ({numbers})",
                )


@game_check("case-fails")
def check_derived_cases(game: Game) -> Iterator[Diagnostic]:
    """A derived field's case whose condition, or whose value where it holds (a value may be an
    expression), cannot be worked out for a card: it divides by zero (`//` or `%` by a number
    that is 0 for that card), or a step makes a number too large. The cases are judged as a card
    is: in order, each only for the cards no earlier case holds for.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
            derived:
              points:
                from: number
                cases:
                  - {when: "12 % (number - 4) == 0", value: 2}
                else: 1
            face:
              elements:
                - {at: centre, text: "{number}"}
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
            derived:
              points:
                from: number
                cases:
                  - {when: "number == 4", value: 0}
                  - {when: "12 % (number - 4) == 0", value: 2}
                else: 1
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    for deck in game.decks:
        for rule in deck.derived:
            if not rule.cases or rule.broken:
                continue
            for index, number, exc, part in _failing_cases(deck, rule):
                step = f" (`{exc.part}`)" if exc.part else ""
                why = (
                    f"divides by zero{step}"
                    if exc.kind == "division"
                    else f"makes a number too large{step}"
                )
                yield _report(
                    game,
                    "case-fails",
                    ("decks", deck.id, "derived", rule.name, "cases", index, part),
                    f"the {'condition' if part == 'when' else 'value'} of case {index + 1} of "
                    f"{rule.name} {why} on a card whose {rule.source} is {number}, so that "
                    f"card's {rule.name} cannot be worked out",
                    f"give {rule.source} {number} a case of its own before this one (such as "
                    f'`{{when: "{rule.source} == {number}", value: 0}}`), or avoid // and % by '
                    "a number that can be zero",
                )


def _failing_cases(deck: Deck, rule) -> list[tuple[int, int, object, str]]:
    """(case index, the first number it fails for, the error, `when` or `value`) for each case
    whose condition, or whose value where it holds, fails for a card's number it is asked
    about."""
    from printgen.read.expr import ExprEvalError

    numbers = sorted(
        {
            number
            for card in generate_cards(deck)
            if isinstance(number := card.get(rule.source), int) and not isinstance(number, bool)
        }
    )
    failing: dict[int, tuple[int, int, object, str]] = {}
    for number in numbers:
        for index, (condition, value) in enumerate(rule.cases):
            part = "when"
            try:
                if condition.value({rule.source: number}):
                    part = "value"
                    if not isinstance(value, int):
                        value.value({rule.source: number})
                    break
            except ExprEvalError as exc:
                failing.setdefault(index, (index, number, exc, part))
                break
    return sorted(failing.values(), key=lambda found: found[0])


@game_check("symbol-missing")
def check_symbols(game: Game) -> Iterator[Diagnostic]:
    """A face draws an attribute's symbol, mark or line, but a value of that attribute has no
    `symbol:`, `mark:` or `height:`.

    `symbol: A` needs a `symbol:` on every value of A, `mark: A` a `mark:` (for a number attribute,
    under `values:` keyed by number) and `lines: A` a `height:`; two values' lines may not share a
    height.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              suit:
                values:
                  sun: {symbol: circle}
                  moon: {}
              number: {min: 1, max: 5}
            face:
              elements:
                - {at: centre, text: "{number}"}
                - {at: bottom, symbol: suit}
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
              suit:
                values:
                  sun: {symbol: circle}
                  moon: {symbol: diamond}
              number: {min: 1, max: 5}
            face:
              elements:
                - {at: centre, text: "{number}"}
                - {at: bottom, symbol: suit}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.game.drawings import missing_drawings

    for deck in game.decks:
        yield from (
            _report(game, "symbol-missing", path, message, hint, key)
            for path, message, hint, key in missing_drawings(deck)
        )


def visible_signature(deck: Deck, card, language: str) -> tuple:
    """What a card shows apart from ink colour: its texts and the shapes of its symbols."""
    from printgen.components.faces import element_text

    parts = []
    for element in deck.face.elements:
        if element.lines is not None:
            parts.append(("lines", card.get(element.lines)))
        elif element.attribute is not None:
            value = (
                deck.attribute(element.attribute).value(card.get(element.attribute))
                if deck.attribute(element.attribute)
                else None
            )
            parts.append(("drawn", (value.symbol, value.mark) if value else None))
        elif element.icon is not None:
            from printgen.components.face_pieces import icon_count, icon_name

            parts.append(
                ("icons", icon_name(element, card), icon_count(deck, element, card, language))
            )
        else:
            parts.append(("text", element_text(deck, element, card, language)))
    return tuple(parts)


@game_check("colour-only-difference", WARNING)
def check_colour_only(game: Game) -> Iterator[Diagnostic]:
    """Two different cards look alike except for their ink: a player who cannot tell the colours
    apart cannot tell the cards apart.

    Give each value of a coloured attribute its own `symbol:` and draw it on the face, or print its
    label.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              colour:
                values:
                  red: {ink: "#c0392b"}
                  blue: {ink: "#2471a3"}
              number: {min: 1, max: 5}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}"}
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
              colour:
                values:
                  red: {ink: "#c0392b", symbol: circle}
                  blue: {ink: "#2471a3", symbol: square}
              number: {min: 1, max: 5}
            face:
              tint: colour
              elements:
                - {at: centre, text: "{number}"}
                - {at: corners, symbol: colour}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    for deck in game.decks:
        if deck.face.tint is None or deck.attribute(deck.face.tint) is None or _duplicates(deck):
            continue  # a repeated value is told as one (duplicate-card), not as a look-alike
        seen: dict[tuple, object] = {}
        for card in generate_cards(deck):
            signature = visible_signature(deck, card, game.languages[0])
            first = seen.setdefault(signature, card)
            if first.key() != card.key():
                # not even the colour tells them apart
                if first.get(deck.face.tint) == card.get(deck.face.tint):
                    message = (
                        f"cards of the deck {deck.id} look the same, colour and all "
                        f"({_describe(first)} and {_describe(card)})"
                    )
                else:
                    message = (
                        f"cards of the deck {deck.id} differ only by colour ({_describe(first)} "
                        f"and {_describe(card)})"
                    )
                yield _report(
                    game,
                    "colour-only-difference",
                    ("decks", deck.id, "face", "tint"),
                    message,
                    f"draw `symbol: {deck.face.tint}` or print `{{{deck.face.tint}}}` on the face",
                )
                break


@game_check("duplicate-card", WARNING)
def check_duplicates(game: Game) -> Iterator[Diagnostic]:
    """A card list's row that repeats an earlier row field for field, or an attribute's value
    that repeats an earlier value's label, ink, symbol and mark: most likely pasted twice and
    not changed. Two rows of one card are one row with a larger `count`.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            cards:
              - {name: Fox, speed: 3, count: 5}
              - {name: Owl, speed: 2, count: 5}
              - {name: Fox, speed: 3, count: 2}
            face:
              elements:
                - {at: corners, text: "{speed}"}
                - {at: centre, text: "{name}"}
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
            cards:
              - {name: Fox, speed: 3, count: 7}
              - {name: Owl, speed: 2, count: 5}
            face:
              elements:
                - {at: corners, text: "{speed}"}
                - {at: centre, text: "{name}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    for deck in game.decks:
        for path, message, hint in _duplicates(deck):
            yield _report(game, "duplicate-card", path, message, hint)


def _duplicates(deck: Deck) -> list[tuple[tuple, str, str]]:
    """(path, message, hint) for each repeated row of a card list or value of an attribute."""
    found = []
    rows: dict[tuple, object] = {}
    for row in deck.rows:
        shown = tuple(f for f in row.fields if f[0] not in ("count", "copies", "qty"))
        first = rows.setdefault(shown, row)
        if first is not row and shown:
            name = dict(row.fields).get("name") or _describe_fields(row.fields)
            found.append(
                (
                    ("decks", deck.id, "cards", row.index, row.fields[0][0]),
                    f"card {row.index + 1} of the list repeats card {first.index + 1} ({name}) "
                    "field for field",
                    f"give card {first.index + 1} a `count` of {first.count + row.count} and "
                    "drop this one, or change what differs",
                )
            )
    for attribute in deck.attributes:
        values: dict[tuple, object] = {}
        for value in attribute.values:
            look = (value.label, value.ink, value.symbol, value.mark)
            first = values.setdefault(look, value)
            if first is not value:
                found.append(
                    (
                        ("decks", deck.id, "attributes", attribute.name, "values", value.id),
                        f"the {attribute.name} {value.id!r} repeats {first.id!r}: the same label, "
                        "ink, symbol and mark, so their cards look the same",
                        f"give {value.id!r} its own label and ink, or drop it",
                    )
                )
    return found


def _describe_fields(fields: tuple) -> str:
    return "/".join(str(v) for _, v in fields if v is not None)


def _describe(card) -> str:
    return "/".join(str(v) for _, v in card.fields if v is not None)


@game_check("missing-translation")
def check_translations(game: Game) -> Iterator[Diagnostic]:
    """A printed text lacks one of the game's `languages`, so that kit would print a blank.

    A text is either one wording for every language or a mapping with each listed language.

    Fails:
        kind: game
        name: {en: Tiny}
        languages: [en, de]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}

    Passes:
        kind: game
        name: {en: Tiny, de: Winzig}
        languages: [en, de]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    for path, words in game.texts:
        have = {lang for lang, _ in words.texts}
        if ANY_LANGUAGE in have:
            continue
        missing = [lang for lang in game.languages if lang not in have]
        if missing:
            yield _report(
                game,
                "missing-translation",
                path,
                f"this text has no {', '.join(missing)} wording",
                f"add `{missing[0]}: ...` beside the others, or drop {missing[0]} from `languages`",
            )


CORNER_PLACES = ("corners", "top-left", "top-right")


def _large(size) -> bool:
    """A display size: large or huge, or as many points as large is."""
    from printgen.components.face_pieces import TEXT_PT

    return size in ("large", "huge") if isinstance(size, str) else size >= TEXT_PT["large"]


@game_check("no-corner-index", WARNING)
def check_corner_index(game: Game) -> Iterator[Diagnostic]:
    """A value the face prints large in its centre (the card's value, at `size: large` or `huge`) is
    missing from its corners, so a card held in a fanned hand, where only a corner shows, cannot be
    read.

    Print each value the centre shows in a top corner too (`at: corners` repeats it, turned, in the
    bottom corner); a symbol or mark of that attribute there counts. An attribute with a single
    value tells no cards apart and needs no index.

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
                - {at: centre, text: "{number}", size: huge}
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
                - {at: corners, text: "{number}", size: large}
                - {at: centre, text: "{number}", size: huge}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    for deck in game.decks:
        elements = deck.face.elements
        cornered = {
            name.split(".")[0]
            for e in elements
            if e.at in CORNER_PLACES
            for name in placeholders(e.text or "")
        }
        cornered |= {e.attribute for e in elements if e.at in CORNER_PLACES and e.attribute}
        for element in elements:
            if element.at != "centre" or element.text is None or not _large(element.size):
                continue
            missing = [
                name
                for name in dict.fromkeys(n.split(".")[0] for n in placeholders(element.text))
                if deck.attribute(name) is not None
                and len(deck.attribute(name).ids()) > 1
                and name not in cornered
            ]
            for name in missing:
                yield _report(
                    game,
                    "no-corner-index",
                    ("decks", deck.id, "face", "elements", element.index, "text"),
                    f"the centre of the deck {deck.id}'s cards prints {{{name}}}, but no "
                    "corner does: a fanned card cannot be read",
                    f'add `- {{at: corners, text: "{{{name}}}", size: large}}` to the face\'s '
                    "elements",
                )


@game_check("unknown-token")
def check_token_names(game: Game) -> Iterator[Diagnostic]:
    """A deal hands out, or plays to, a token the game does not have under `tokens:`.

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
        deal:
          deck: main
          players:
            2: {hand: 3, tokens: {chips: 3}}
            3: {hand: 3}
        tokens:
          chip: {text: Chip, count: 12}

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
        deal:
          deck: main
          players:
            2: {hand: 3, tokens: {chip: 3}}
            3: {hand: 3}
        tokens:
          chip: {text: Chip, count: 12}
    """
    import difflib

    known = tuple(token.id for token in game.tokens)
    for row in game.deal.rows if game.deal else ():
        for role, counts in (("tokens", row.tokens), ("to_win", row.to_win)):
            for token_id, _ in counts:
                if token_id not in known:
                    close = difflib.get_close_matches(token_id, known, 1)
                    hint = (
                        f"did you mean `{close[0]}`?"
                        if close
                        else (
                            f"tokens: {', '.join(known)}"
                            if known
                            else "add the token under `tokens:` with its count"
                        )
                    )
                    yield _report(
                        game,
                        "unknown-token",
                        ("deal", "players", row.players, role, token_id),
                        f"{token_id!r} is not a token of the game",
                        hint,
                        key=True,
                    )


@game_check("tokens-run-out")
def check_token_supply(game: Game) -> Iterator[Diagnostic]:
    """The kit prints fewer tokens than the deal hands out, or than the longest game needs to be
    won.

    At every player count, each player's starting tokens (`tokens:`) come out of the tokens printed
    (`tokens: ID: count:`). A game won by gathering `to_win` tokens can last until every player
    holds one short of it (their starting tokens included) and one more is won: players x
    (to_win - 1) + 1 tokens. 13 favours do for 7 to win at 2 players, 5 at 3 and 4 at 4.

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
        deal:
          deck: main
          players:
            2: {hand: 3, to_win: {chip: 7}}
            3: {hand: 3, to_win: {chip: 5}}
        tokens:
          chip: {text: Chip, count: 12}

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
        deal:
          deck: main
          players:
            2: {hand: 3, to_win: {chip: 6}}
            3: {hand: 3, to_win: {chip: 4}}
        tokens:
          chip: {text: Chip, count: 12}
    """
    printed = {token.id: token.count for token in game.tokens}
    for row in game.deal.rows if game.deal else ():
        handed = {
            token_id: row.players * each for token_id, each in row.tokens if token_id in printed
        }
        for token_id, given in handed.items():
            if given > printed[token_id]:
                yield _report(
                    game,
                    "tokens-run-out",
                    ("deal", "players", row.players, "tokens", token_id),
                    f"{row.players} players take {given} {token_id} tokens ({row.players} x "
                    f"{given // row.players}) but the kit prints {printed[token_id]}",
                    f"print `count: {given}` or more under `tokens: {token_id}:`, or hand out "
                    "fewer",
                )
        for token_id, goal in row.to_win:
            if token_id not in printed:
                continue
            # everyone one short, then one more: the tokens held, starting ones too
            need = row.players * (goal - 1) + 1
            if need > printed[token_id]:
                most = (printed[token_id] - 1) // row.players + 1
                yield _report(
                    game,
                    "tokens-run-out",
                    ("deal", "players", row.players, "to_win", token_id),
                    f"at {row.players} players a game to {goal} {token_id} tokens can need "
                    f"{need} ({row.players} x {goal - 1} + 1), but the kit prints "
                    f"{printed[token_id]}",
                    f"play to at most {most} at {row.players} players, or print `count: {need}`",
                )


@game_check("unknown-icon")
def check_icons(game: Game) -> Iterator[Diagnostic]:
    """A face draws an icon by a name that neither the bundled set nor the game's `icons:` has, or
    `repeat:` gives a card a count of icons that is not a whole number from 0 to 20.

    `printgen show --icons` lists the bundled icons.

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
                - {at: bottom, icon: crwon}
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
                - {at: bottom, icon: crown}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    import difflib

    from printgen.components.face_pieces import MAX_ICONS, shown_values
    from printgen.layout.icons import icon_names
    from printgen.pieces.deck import fill_template

    known = game_icon_names(game)
    yield from _inline_icons(game, known)
    for deck in game.decks:
        for element in deck.face.elements:
            if element.icon is None:
                continue
            where = ("decks", deck.id, "face", "elements", element.index)
            if "{" in element.icon:
                yield from _icons_by_card(game, deck, element, known)
            elif element.icon not in known:
                close = difflib.get_close_matches(element.icon, known, 1)
                yield _report(
                    game,
                    "unknown-icon",
                    where + ("icon",),
                    f"there is no icon {element.icon!r}",
                    f"did you mean `{close[0]}`?"
                    if close
                    else f"`printgen show --icons` lists the {len(icon_names())} bundled icons; or "
                    "name your own under `icons:`",
                )
            broken = {rule.name for rule in deck.derived if rule.broken}
            if element.repeat is not None and all(
                name in deck.field_names() and name not in broken
                for name in placeholders(element.repeat)
            ):  # a field that cannot be worked out is told at its own line, not as the count
                for card in generate_cards(deck):
                    shown = fill_template(
                        element.repeat, shown_values(deck, card, game.languages[0])
                    ).strip()
                    if not (shown.isdigit() and int(shown) <= MAX_ICONS):
                        yield _report(
                            game,
                            "unknown-icon",
                            where + ("repeat",),
                            f"`repeat` gives {shown!r} icons on a card ({_describe(card)}); "
                            f"it must be a whole number from 0 to {MAX_ICONS}",
                            "repeat a number field, such as `{bulls}`",
                        )
                        break


def _icons_by_card(game: Game, deck: Deck, element, known: tuple) -> Iterator[Diagnostic]:
    """An icon named by a template (`icon: "{icon}"`): each name a card fills in must be an icon,
    told once a name at the card list's cell that holds it (else at the template); a card that
    fills in nothing draws no icon."""
    import difflib

    from printgen.components.face_pieces import icon_name

    fields = placeholders(element.icon)
    if not all(name in deck.field_names() for name in fields):
        return  # unknown-attribute tells it
    told = set()
    for card in generate_cards(deck):
        name = icon_name(element, card)
        if not name or name in known or name in told:
            continue
        told.add(name)
        row = next(
            (
                r
                for r in deck.rows
                if len(fields) == 1 and str(dict(r.fields).get(fields[0])) == name
            ),
            None,
        )
        close = difflib.get_close_matches(name, known, 1)
        yield _report(
            game,
            "unknown-icon",
            ("decks", deck.id, "cards", row.index, fields[0])
            if row is not None
            else ("decks", deck.id, "face", "elements", element.index, "icon"),
            f"there is no icon {name!r} (a card's `{element.icon}`)",
            f"did you mean `{close[0]}`?"
            if close
            else "`printgen show --icons` lists the bundled icons; or name your own under `icons:`",
        )


def game_icon_names(game: Game) -> tuple[str, ...]:
    """The icons a game can draw: the bundled set and its own `icons:`."""
    from printgen.layout.icons import icon_names

    return icon_names() + tuple(name for name, _ in game.icons)


def _inline_icons(game: Game, known: tuple[str, ...]) -> Iterator[Diagnostic]:
    """`:name:` in a text that is no icon but is close to one (`:coni:`): reported with the icon
    meant. One that is close to none prints as written (a time such as 10:30 is never an icon)."""
    import difflib
    import re

    def texts():
        for deck in game.decks:
            for element in deck.face.elements:
                for part in ("text", "fallback"):
                    if getattr(element, part):
                        yield (
                            ("decks", deck.id, "face", "elements", element.index, part),
                            getattr(element, part),
                        )
            for row in deck.rows:
                for name, value in row.fields:
                    if isinstance(value, str):
                        yield ("decks", deck.id, "cards", row.index, name), value
        for path, words in game.texts:
            for _, text in words.texts:
                yield path, text
        for reference in game.references:  # a table made from a deck: its cells' templates
            for block in reference.blocks:
                if block.kind == "table" and block.data is not None:
                    for position, template in enumerate(block.templates):
                        where = ("blocks", block.index, "table", "columns", position)
                        yield ("references", reference.id) + where, template

    seen = set()
    for path, text in texts():
        for name in re.findall(r"(?<!\\):([a-z][a-z0-9-]{0,39}):", text):
            close = difflib.get_close_matches(name, known, 1, 0.75)
            if name not in known and close and (path, name) not in seen:
                seen.add((path, name))
                yield _report(
                    game,
                    "unknown-icon",
                    path,
                    f"there is no icon {name!r}, so `:{name}:` prints as written",
                    f"did you mean `:{close[0]}:`? (write `\\:{name}:` to print it as it is)",
                )


def picture_uses(game: Game):
    """(path in the file, the file as written, what it is, the printed box's width and height in
    points on a poker card, or None for a full-bleed back) for every picture the game prints."""
    from printgen.components.faces import face_boxes, style_from_theme
    from printgen.layout.plan import Box
    from printgen.layout.units import mm_to_pt
    from printgen.pieces.deck import fill_template, shown_values
    from printgen.style.reading import load_theme

    style = style_from_theme(load_theme())
    trim = Box(0.0, 0.0, mm_to_pt(63.5), mm_to_pt(88.9))
    for name, written in game.icons:
        yield ("icons", name), written, f"the icon {name}", None
    for deck in game.decks:
        if deck.back.image is not None:
            yield (
                ("decks", deck.id, "back", "image"),
                deck.back.image,
                "the back's picture",
                (trim.width_pt + mm_to_pt(6), trim.height_pt + mm_to_pt(6)),
            )
        elements = [e for e in deck.face.elements if e.image is not None]
        if not elements:
            continue
        boxes = face_boxes(trim, style, deck)
        for element in elements:
            box = boxes.get(element.at, boxes["centre"])
            field = (
                element.image.strip()[1:-1]
                if re.fullmatch(r"\{[^{}]+\}", element.image.strip())
                else None
            )
            seen = set()
            for card in generate_cards(deck):
                written = fill_template(
                    element.image, shown_values(deck, card, game.languages[0])
                ).strip()
                if written in seen:
                    continue
                seen.add(written)
                row = next(
                    (r for r in deck.rows if field and dict(r.fields).get(field) == written), None
                )
                path = (
                    ("decks", deck.id, "cards", row.index, field)
                    if row is not None
                    else ("decks", deck.id, "face", "elements", element.index, "image")
                )
                yield path, written, f"the picture {written!r}", (box.width_pt, box.height_pt)


@game_check("picture-unusable")
def check_pictures(game: Game) -> Iterator[Diagnostic]:
    """A picture (`image:`, a back's `image:`, an icon of `icons:`) that cannot be printed: missing,
    outside the game's folder, not a PNG, JPEG or SVG, damaged, or past the limits (20,000,000
    bytes; 20,000 pixels on a side, 50,000,000 in all, read from the file's header before a pixel
    is decoded).

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
                - {at: corners, text: "{number}"}
                - {at: centre, image: ../outside.png}
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
                - {at: corners, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.read.pictures import inspect, resolve

    for path, written, what, _ in picture_uses(game):
        real, why = resolve(written, game.folder)
        problem = why if real is None else inspect(real).error
        if problem is not None:
            yield _report(
                game,
                "picture-unusable",
                path,
                f"{what} cannot be printed: {problem}",
                "name a PNG, JPEG or SVG file in the game's folder (or a folder inside it), "
                "as its path from the game file",
            )


@game_check("picture-low-dpi", WARNING)
def check_picture_resolution(game: Game) -> Iterator[Diagnostic]:
    """A picture whose pixels print at less than 300 dots per inch where it stands on a poker card:
    it prints blurred or blocky.

    Fails:
        (a picture of 60 x 60 pixels in a card's centre, 36 mm wide: 43 dpi)

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
                - {at: corners, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.read.pictures import inspect, resolve

    for path, written, what, size in picture_uses(game):
        real, _ = resolve(written, game.folder)
        info = inspect(real) if real is not None else None
        if info is None or info.error is not None or info.kind != "raster" or size is None:
            continue
        width_pt = min(size[0], size[1] * info.aspect)
        dpi = info.width_px / (width_pt / 72)
        if dpi < 300:
            need = math.ceil(300 * width_pt / 72)
            yield _report(
                game,
                "picture-low-dpi",
                path,
                f"{what} is {info.width_px} x {info.height_px} pixels, so it prints at "
                f"{dpi:.0f} dpi ({width_pt / 72 * 25.4:.0f} mm wide on a poker card); "
                "printers ask for 300",
                f"give a picture at least {need} pixels wide",
            )


@game_check("picture-unsafe", WARNING)
def check_picture_safety(game: Game) -> Iterator[Diagnostic]:
    """An SVG picture that reaches outside itself: a document type (where entities that read other
    files live) keeps it from being drawn at all; an `<image>`, `<use>` or `url()` naming another
    file or the network, a style sheet, a script or foreign content is taken out before it is drawn.
    Nothing is fetched and no other file is read.

    Fails:
        (an SVG icon with `<image href="file:///etc/hostname">`)

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
                - {at: corners, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.read.pictures import inspect, resolve

    for path, written, what, _ in picture_uses(game):
        real, _ = resolve(written, game.folder)
        info = inspect(real) if real is not None else None
        if info is not None and info.error is None and info.warning is not None:
            yield _report(
                game,
                "picture-unsafe",
                path,
                f"{what}: {info.warning}",
                "draw the picture with nothing but shapes and text of its own, or save it as PNG",
            )


SHRINK_TOLD_PT = 1.0  # a corner index this much under its size is told (0.5 pt is not seen)


@game_check("corner-index-shrinks", WARNING)
def check_corner_sizes(game: Game) -> Iterator[Diagnostic]:
    """A corner index that prints smaller than its named size on a poker card, because it is too
    wide for the corner ("$13,000", "Wild +4"): a fanned hand shows only the corner, so its size
    matters most there. A point or more smaller is told; half a point is not seen.

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
                - {at: corners, text: "${number}3,000", size: large}
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
                - {at: corners, text: "{number}", size: large}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.components.face_pieces import text_pt
    from printgen.components.faces import _pieces, style_from_theme
    from printgen.layout.plan import Box
    from printgen.layout.units import mm_to_pt
    from printgen.style.reading import load_theme

    style = style_from_theme(load_theme())
    trim = Box(0.0, 0.0, mm_to_pt(63.5), mm_to_pt(88.9))
    for deck in game.decks:
        if not any(e.at in CORNER_PLACES and e.text is not None for e in deck.face.elements):
            continue
        reported = set()
        for card in generate_cards(deck):
            if card.copy != 1:
                continue
            boxes, by_place = _pieces(deck, card, game.languages[0], trim, style, CORNER_PLACES)
            for place in CORNER_PLACES:
                for piece in by_place.get(place, []):
                    element = piece.element
                    if element.text is None or not piece.fits or element.index in reported:
                        continue
                    want = text_pt(element.size, boxes[place], style)
                    if piece.size_pt <= want - SHRINK_TOLD_PT:
                        reported.add(element.index)
                        yield _report(
                            game,
                            "corner-index-shrinks",
                            ("decks", deck.id, "face", "elements", element.index, "text"),
                            f"the corner index {piece.text!r} prints at {piece.size_pt:g} pt, "
                            f"not the {want:g} pt of its size, as it is too wide for the "
                            "corner",
                            "shorten it (13k for $13,000), or move the long text to `top` and "
                            "keep the corner short",
                        )


@game_check("icon-too-small", WARNING)
def check_icon_sizes(game: Game) -> Iterator[Diagnostic]:
    """An icon element that prints smaller than 3 mm on a poker card (a row of many icons in a
    narrow place shrinks each of them): too small to make out across the table.

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
                - {at: corners, text: "{number}"}
                - {at: top-right, icon: coin, repeat: "{number}"}
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
                - {at: corners, text: "{number}"}
                - {at: bottom, icon: coin}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    from printgen.components.faces import _pieces, style_from_theme
    from printgen.layout.icons import MIN_READABLE_MM
    from printgen.layout.plan import Box
    from printgen.layout.units import mm_to_pt, pt_to_mm
    from printgen.style.reading import load_theme

    style = style_from_theme(load_theme())
    trim = Box(0.0, 0.0, mm_to_pt(63.5), mm_to_pt(88.9))
    for deck in game.decks:
        if not any(e.icon is not None for e in deck.face.elements):
            continue
        reported = set()
        for card in generate_cards(deck):
            if card.copy != 1:
                continue
            _, by_place = _pieces(deck, card, game.languages[0], trim, style)
            for pieces in by_place.values():
                for piece in pieces:
                    element = piece.element
                    if (
                        element.icon is None
                        or element.index in reported
                        or not int(piece.text or 0)
                    ):
                        continue
                    if pt_to_mm(piece.size_pt) < MIN_READABLE_MM:
                        reported.add(element.index)
                        yield _report(
                            game,
                            "icon-too-small",
                            ("decks", deck.id, "face", "elements", element.index, "icon"),
                            f"{piece.text} {element.icon} icons in a row print "
                            f"{pt_to_mm(piece.size_pt):.1f} mm wide each ({_describe(card)}); "
                            f"under {MIN_READABLE_MM:g} mm they are hard to make out",
                            "move the row to a wider place (`top`, `bottom` or `foot`), or "
                            "draw fewer icons",
                        )


# Found by the layout (game.kind.layout_notes), told by `validate` as the build tells it.
def _indented(text: str) -> str:
    return "\n".join("    " + line for line in text.splitlines())


_AID = "\nreferences:\n  aid:\n    title: Aid\n    size: card\n    blocks:\n      - text: "
DOCUMENTED = [
    documented(
        "reference-not-a-card",
        WARNING,
        "A reference that asks to be a card (`size: card`) is too long for a card of the kit's "
        "size in its theme: the game's card-sized references are then printed as panels on "
        "the sheets, each as many times as it has copies. The build says so too; in large "
        "print they are always panels, and nothing is told.\n\nFails:\n"
        + _indented(TINY + _AID + '"' + "Take the row when your card is the sixth. " * 40 + '"')
        + "\n\nPasses:\n"
        + _indented(TINY + _AID + '"Take the row when your card is the sixth."')
        + "\n",
    )
]
