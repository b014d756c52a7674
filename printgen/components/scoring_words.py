"""A game's declared scoring in words, in every language the catalogues have: what every family's
words are made of (an attribute's unit, a value's name, a token's name, signed points, a table by
value), the rounds' target and tie-break, and worked examples. Each family words its own lines
(`heading`, `rule`, `rows` of a line, in printgen.game.scoring); made from the rule, so what the
kit prints is what the validator checked."""

from __future__ import annotations

from printgen.pieces.model import Game

SHORT_TABLE = 2  # a points table of this many values or fewer is said in sentences, not drawn


def _attribute(game: Game, name: str | None):
    from printgen.pieces.deck import countable_fields

    return (
        next((a for d in game.decks for a in countable_fields(d) if a.name == name), None)
        if name
        else None
    )


def unit(game: Game, name: str | None, language: str, count: int = 1) -> str:
    attribute = _attribute(game, name)
    return attribute.unit(language, count) if attribute is not None else str(name)


def value_name(game: Game, attribute_name: str | None, value: object, language: str) -> str:
    attribute = _attribute(game, attribute_name) if attribute_name else None
    if attribute is None:
        from printgen.pieces.deck import countable_fields

        attribute = next(
            (a for d in game.decks for a in countable_fields(d) if value in a.singles()), None
        )
    found = attribute.value(value) if attribute is not None else None
    return (
        found.label.get(language) if found is not None and found.label is not None else ""
    ) or str(value)


def signed(points: int) -> str:
    return f"−{-points}" if points < 0 else str(points)


def token_name(game: Game, token_id: str, language: str) -> str:
    token = next((t for t in game.tokens if t.id == token_id), None)
    return token.text.get(language) if token is not None else token_id


def value_rows(game: Game, of: str | None, table: tuple, language: str, m):
    """A table of points by value as a header ("Colour", "Points") and a row per value."""
    header = unit(game, of, language)
    return (header[:1].upper() + header[1:], m.text("score_points")), [
        (value_name(game, of, value, language), signed(points)) for value, points in table
    ]


def rounds_rule(game: Game, language: str, m) -> list[str]:
    """The rounds' count, target and tie-break, and who wins where the lowest total does."""
    rounds = game.scoring.rounds if game.scoring is not None else None
    lowest = game.scoring is not None and game.scoring.lowest_wins
    if rounds is None:
        return [m.text("score_winner_lowest")] if lowest else []
    words = []
    if rounds.count == "players":
        words.append(m.text("score_rounds_players"))
    elif isinstance(rounds.count, int):
        words.append(m.text("score_rounds_count", count=rounds.count))
    if len(rounds.targets) == 1:
        words.append(m.text("score_rounds_target", targets=rounds.targets[0]))
    elif rounds.targets:
        words.append(
            m.text("score_rounds_targets", targets=", ".join(str(t) for t in rounds.targets))
        )
    if lowest:
        words.append(m.text("score_winner_lowest"))
    if rounds.tie_break == "best-round":
        words.append(m.text("score_tie_best_round"))
    elif rounds.tie_break == "shared":
        words.append(m.text("score_tie_shared"))
    elif rounds.tie_break == "stated":
        words.append(m.text("score_tie_stated", rule=rounds.tie_words.get(language)))
    return words


def _cards_words(game: Game, shown, language: str) -> str:
    """Cards as an example wrote them: counted by value ("4 green, 1 brown"), or listed, equal
    ones together ("Cat ×2, Bear")."""
    words, listed = [], {}
    for entry in shown:
        value, count = entry[0], entry[1]
        if len(entry) > 2:  # from a list: gathered below, in order
            listed[value] = listed.get(value, 0) + count
            continue
        words.append(f"{count} {value_name(game, None, value, language)}")
    for value, count in listed.items():
        name = (
            str(value)
            if isinstance(value, str) and " " in value
            else value_name(game, None, value, language)
        )
        words.append(f"{name} ×{count}" if count > 1 else name)
    return ", ".join(words)


def _inline(text: str) -> str:
    """A sentence used inside another: its first letter lowercased ("You empty ..." -> "you empty
    ...")."""
    return text[:1].lower() + text[1:] if text[1:2].islower() else text


def example_words(game: Game, example, language: str, m) -> str:
    """A worked example in words: "For example, 4 green, 2 blue: 13 points."."""
    parts = [_cards_words(game, example.cards, language)] if example.cards else []
    holding = example.holding
    if example.hand:
        parts.append(m.text("score_example_hand", cards=_cards_words(game, example.hand, language)))
    elif holding.hand_count:
        parts.append(m.text("score_example_hand_count", count=holding.hand_count))
    for event in holding.events:
        line = game.scoring.event_line(event)
        if line is not None:
            when = line.when.get(language)
            parts.append(_inline(when) if m.text("score_example_lowercase") == "yes" else when)
    if holding.others_hands:
        parts.append(
            m.text(
                "score_example_others_hands",
                count=sum(len(hand) for hand in holding.others_hands),
            )
        )
    if holding.bid is not None:
        parts.append(m.text("score_example_bid", bid=holding.bid, tricks=holding.tricks))
        if holding.dealt:
            parts.append(m.text("score_example_dealt", dealt=holding.dealt))
    for token, count in holding.tokens:
        parts.append(
            m.text("score_token_count", count=count, token=token_name(game, token, language))
        )
    return m.text(
        "score_example",
        cards=", ".join(parts) or m.text("score_example_none"),
        score=signed(example.score),
    )


__all__ = [
    "SHORT_TABLE",
    "example_words",
    "rounds_rule",
    "signed",
    "token_name",
    "unit",
    "value_name",
    "value_rows",
]
