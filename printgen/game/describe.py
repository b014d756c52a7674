"""A game described in plain text for the terminal: its decks, the deal at each player count with
the cards it needs and leaves, its tokens, reference cards and score sheets."""

from __future__ import annotations

from printgen.pieces.deck import card_count, dealt, drawn, kept_range
from printgen.pieces.model import Deck, Game


def summary_line(game: Game, language: str = "en") -> str:
    """One line: the player counts and each deck's size."""
    decks = ", ".join(f"{card_count(d)} x {d.name.get(language)}" for d in game.decks)
    extras = "".join(
        f", {t.count} x {t.text.get(language)} ({'marker' if t.shape == 'card' else 'token'})"
        for t in game.tokens
    )
    players = (
        str(game.min_players)
        if game.min_players == game.max_players
        else f"{game.min_players}-{game.max_players}"
    )
    return f"game for {players} players: {decks}{extras}"


def _deck_lines(deck: Deck, language: str) -> list[str]:
    sizes = []
    for attribute in deck.attributes:
        count = len(attribute.ids())
        what = attribute.unit(language, count)
        sizes.append(
            f"{count} {what}"
            + (
                f" (every {attribute.choose} of {len(attribute.values)})"
                if attribute.choose > 1
                else ""
            )
        )
    if deck.is_list:  # a card list: its kinds of card, each with its own count
        sizes.append(f"{len(deck.rows)} kinds of card")
    copies = f" x {deck.copies} copies" if deck.copies > 1 else ""
    if any(v.copies > 1 for a in deck.attributes for v in a.values):
        copies += ", each in the copies its value asks for"
    return [
        f"  {deck.name.get(language)} ({deck.id}): {card_count(deck)} cards = "
        f"{' x '.join(sizes)}{copies}"
    ]


def _deal_lines(game: Game) -> list[str]:
    deal = game.deal
    deck = game.deck(deal.deck) if deal is not None else None
    if deck is None:
        return []
    lines = ["", "Deal (cards needed for the deal and every draw, against the cards in play):"]
    for row in deal.rows:
        start, during, have = dealt(row, deal), drawn(row, deal), kept_range(deck, row)[0]
        piles = "".join(f" + {p.count} {p.id}" for p in deal.piles) + (
            f" + {row.table} table" if row.table else ""
        )
        verdict = "fits" if start + during <= have else "DOES NOT FIT"
        lines.append(
            f"  {row.players} players: {row.players} x {row.hand} in hand{piles} = {start}; "
            f"draws {during}; needs {start + during} of {have}, {have - start - during} "
            f"spare: {verdict}"
        )
    return lines


def _scoring_lines(game: Game, language: str) -> list[str]:
    """The declared scoring in the words the reference card prints, a line each."""
    if game.scoring is None:
        return []
    from printgen.components.scoring_words import rounds_rule
    from printgen.style.messages import load_catalogue

    m = load_catalogue(language)
    lines = ["", "Scoring:"]
    for line in game.scoring.lines:
        rule = " ".join(line.rule(game, language, m))
        lines.append(f"  {line.heading(game, language, m)}: {rule}")
    rounds = " ".join(rounds_rule(game, language, m))
    return lines + ([f"  {rounds}"] if rounds else [])


def describe_game(game: Game, language: str = "en", build_as: str = "") -> str:
    """The game in words; `build_as` is how `printgen build` is told of it (its id when bundled)."""
    lines = [f"{game.name.get(language)} ({game.id})", summary_line(game, language), "", "Decks:"]
    for deck in game.decks:
        lines += _deck_lines(deck, language)
    lines += _deal_lines(game)
    if game.tokens:
        lines += ["", "Tokens:"] + [
            f"  {t.count} x {t.text.get(language)} "
            f"({'card-size marker' if t.shape == 'card' else f'round, {t.size_mm:g} mm'})"
            for t in game.tokens
        ]
    if game.references:
        lines += [
            "",
            "Reference cards: " + ", ".join(r.title.get(language) for r in game.references),
        ]
    if game.score_sheets:
        lines += ["Score sheets: " + ", ".join(s.title.get(language) for s in game.score_sheets)]
    lines += _scoring_lines(game, language)
    lines += ["", f"Build it with: printgen build {build_as or game.id} --lang {language}"]
    return "\n".join(lines)
