"""Game checks about play beyond the deal and about drawn values: the draws during play, points
tables, and values a face draws without saying how (symbol, mark or line height).
"""

from __future__ import annotations

from typing import Iterator

from printgen.checks.registry import WARNING
from printgen.core.diagnostics import Diagnostic
from printgen.game.checks import _report, game_check
from printgen.game.drawings import single_ids
from printgen.pieces.deck import dealt, drawn, kept_range
from printgen.pieces.model import Attribute, Game


@game_check("draws-run-out")
def check_draws_fit(game: Game) -> Iterator[Diagnostic]:
    """The stack runs out during play at some player count: the deal, the piles set aside and every
    draw need more cards than the deck keeps.

    `deal: draw:` says how many cards leave the stack during play: `each` card per player in each of
    `rounds` rounds, plus `cards` drawn once (such as a dealer's first draw). The error sits at the
    player count that runs out; support fewer players, add cards, or draw less.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              number: {min: 1, max: 9}
              set: {min: 1, max: 2}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          piles: {lead: {title: Lead pile, cards: 4}}
          draw: {each: 1, rounds: 2}
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
              set: {min: 1, max: 3}
            face:
              elements:
                - {at: centre, text: "{number}"}
        deal:
          deck: main
          piles: {lead: {title: Lead pile, cards: 4}}
          draw: {each: 1, rounds: 2}
          players:
            2: {hand: 3}
            3: {hand: 3}
    """
    deal = game.deal
    deck = game.deck(deal.deck) if deal is not None else None
    if deck is None or deal.draw is None:
        return
    for row in deal.rows:
        start, during, have = dealt(row, deal), drawn(row, deal), kept_range(deck, row)[0]
        if start <= have < start + during:
            yield _report(
                game,
                "draws-run-out",
                ("deal", "players", row.players),
                f"{row.players} players run out of cards: the deal takes {start} and play "
                f"draws {during} more, {start + during} in all, but the deck keeps {have}",
                "support fewer players at the top (`players: max:`), add cards, or draw less",
                key=True,
            )


@game_check("unscored-value")
def check_points_tables(game: Game) -> Iterator[Diagnostic]:
    """A value drawn as a line has no points in a points table, or a points table names a value its
    attribute does not have.

    Lines are drawn to be scored: every attribute a face draws with `lines:` needs a reference
    card's `points:` table, and that table must give points to each of its values, and to nothing
    else.

    Fails:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              letters:
                choose: 2
                values:
                  a: {height: 30}
                  b: {height: 50}
                  c: {height: 70}
              number: {min: 1, max: 4}
            face:
              elements:
                - {lines: letters}
                - {at: corners, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        references:
          scoring:
            title: Scoring
            blocks:
              - points:
                  attribute: letters
                  columns: [Line, Points]
                  values: {a: 2, b: 3}

    Passes:
        kind: game
        name: Tiny
        languages: [en]
        players: {min: 2, max: 3}
        decks:
          main:
            attributes:
              letters:
                choose: 2
                values:
                  a: {height: 30}
                  b: {height: 50}
                  c: {height: 70}
              number: {min: 1, max: 4}
            face:
              elements:
                - {lines: letters}
                - {at: corners, text: "{number}"}
        deal:
          deck: main
          players:
            2: {hand: 3}
            3: {hand: 3}
        references:
          scoring:
            title: Scoring
            blocks:
              - points:
                  attribute: letters
                  columns: [Line, Points]
                  values: {a: 2, b: 3, c: 4}
    """
    tables = [
        (reference, block)
        for reference in game.references
        for block in reference.blocks
        if block.kind == "points"
    ]
    for reference, block in tables:
        yield from _table_problems(game, reference, block)
    scored = {block.attribute for _, block in tables}
    scored |= {
        line.of
        for line in (game.scoring.lines if game.scoring is not None else ())
        if getattr(line, "of", None)
    }
    for deck in game.decks:
        for element in deck.face.elements:
            if (
                element.lines is not None
                and element.lines not in scored
                and deck.attribute(element.lines) is not None
            ):
                yield _report(
                    game,
                    "unscored-value",
                    ("decks", deck.id, "face", "elements", element.index, "lines"),
                    f"the lines of {element.lines} score nothing: no reference card has a "
                    "points table for them",
                    f"declare how they score under `scoring:` (`- groups: {{of: "
                    f"{element.lines}, size: 3, table: {{...}}}}`), or add a reference block "
                    f"`points: {{attribute: {element.lines}, columns: [...], values: "
                    f"{{...}}}}`",
                )


def _table_problems(game: Game, reference, block) -> Iterator[Diagnostic]:
    attribute = _attribute(game, block.attribute)
    if attribute is None:
        return  # reported as unknown-attribute
    known = single_ids(attribute)
    base = ("references", reference.id, "blocks", block.index, "points", "values")
    given = [ident for ident, _ in block.points]
    for ident in given:
        if ident not in known:
            yield _report(
                game,
                "unscored-value",
                base + (ident,),
                f"{ident!r} is not a value of {attribute.name}",
                f"values: {', '.join(str(v) for v in known)}",
                key=True,
            )
    missing = [str(v) for v in known if v not in given]
    if missing:
        yield _report(
            game,
            "unscored-value",
            base,
            f"the points table for {attribute.name} gives no points for {', '.join(missing)}",
            f"add `{missing[0]}: ...` to `values:`",
        )


def _attribute(game: Game, name: str | None) -> Attribute | None:
    return next((a for d in game.decks for a in d.attributes if a.name == name), None)


GERMAN_ARTICLES = ("der", "die", "das")


def _prints_play(game: Game) -> bool:
    return any(block.kind == "play" for ref in game.references for block in ref.blocks)


@game_check("play-zone-label", WARNING)
def check_zone_labels(game: Game) -> Iterator[Diagnostic]:
    """A zone the printed turn names has no German label, or its German label does not begin
    with its article (der, die or das).

    `- play: turn` words the turn from `play:` and names its zones by their `label:`. German
    sentences need a zone's gender for "in die Mitte", "vom Stapel", "deiner Hand", so the
    German label begins with its article: `label: {en: hand|hands, de: die Hand|Hände}`. Without
    a label the German card would print the zone's name (`middle`) as it stands. Checked only in a
    game with German among its languages.

    Fails:
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
        references:
          turn:
            title: {en: Your turn, de: Dein Zug}
            blocks:
              - play: turn
        play:
          zones:
            stack: {seen: nobody, label: {en: stack, de: Stapel}}
            hand: {per: player, seen: owner, label: {en: hand|hands, de: die Hand|Hände}}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - move: {from: stack, to: hand}
            end:
              - when: {empty: stack}

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
        references:
          turn:
            title: {en: Your turn, de: Dein Zug}
            blocks:
              - play: turn
        play:
          zones:
            stack: {seen: nobody, label: {en: stack, de: der Stapel}}
            hand: {per: player, seen: owner, label: {en: hand|hands, de: die Hand|Hände}}
          round:
            setup:
              - deal: {hand: hand, stack: stack}
            turn:
              - move: {from: stack, to: hand}
            end:
              - when: {empty: stack}
    """
    zones = (game.play_source or {}).get("zones", {})
    if "de" not in game.languages or not zones or not _prints_play(game):
        return
    for name, spec in zones.items():
        label = spec.get("label")
        if label is None:
            yield _report(
                game,
                "play-zone-label",
                ("play", "zones", name),
                f"the zone {name!r} has no label: the German turn would call it {name!r}",
                f"add `label: {{en: ..., de: die ...}}` (in German with its article) to {name!r}",
                key=True,
            )
            continue
        german = label.get("de")
        if german.split(" ", 1)[0] not in GERMAN_ARTICLES or " " not in german:
            yield _report(
                game,
                "play-zone-label",
                ("play", "zones", name, "label"),
                f"the German label {german!r} does not begin with its article",
                "begin it with der, die or das, as `die Mitte` or `der Stapel|Stapel`",
            )
