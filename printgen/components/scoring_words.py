"""A game's declared scoring in words, in every language the catalogues have: each line's name (a
score-sheet column, a reference-card heading), its rule as sentences, its table, the rounds'
target and tie-break, and worked examples. Made from the rule, so what the kit prints is what the
validator checked."""

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


def _signed(points: int) -> str:
    return f"−{-points}" if points < 0 else str(points)


def _token_name(game: Game, token_id: str, language: str) -> str:
    token = next((t for t in game.tokens if t.id == token_id), None)
    return token.text.get(language) if token is not None else token_id


def line_title(game: Game, line, language: str, m) -> str:
    """A scoring line's name: its own `title:`, or one made from the rule ("Sets by colour")."""
    if getattr(line, "title", None) is not None:
        return line.title.get(language)
    kind = line.kind
    if kind == "sets":
        return m.text("score_sets", unit=unit(game, line.of, language))
    if kind in ("most", "fewest"):
        if line.among == "players":
            what = (
                value_name(game, line.of, line.value, language)
                if line.value is not None
                else m.text("score_what_cards")
            )
            return m.text(f"score_{kind}_players_title", what=what)
        return m.text(f"score_{kind}_title", unit=unit(game, line.of, language))
    if kind == "groups":
        return m.text("score_groups_title", unit=unit(game, line.of, language))
    if kind == "tokens":
        return m.text("score_tokens_title", token=_token_name(game, line.token, language))
    return m.text(f"score_{kind}_title")


def _worth(game: Game, line, language: str, m) -> str:
    return (
        m.text("score_worth_count")
        if line.points == "count"
        else m.text("score_worth_points", points=_signed(int(line.points)))
    )


def line_rule(game: Game, line, language: str, m) -> list[str]:
    """The rule of one line as sentences."""
    kind, u = line.kind, unit(game, getattr(line, "of", None), language)
    if kind == "sets":
        words = [m.text("score_sets_rule", unit=u, last=line.table[-1][0])]
        if line.best is not None:
            words.append(
                m.text(
                    "score_sets_best" if line.rest == "negative" else "score_sets_best_only",
                    best=line.best,
                    units=unit(game, line.of, language, 2),
                )
            )
        return words
    if kind in ("points", "hand"):
        scored = kind == "points"  # else the cards left in hand
        if line.each is not None:
            words = [
                m.text("score_each" if scored else "score_hand_each", points=_signed(line.each))
            ]
        elif line.field is not None:
            words = [
                m.text(
                    "score_field" if scored else "score_hand_field",
                    unit=unit(game, line.field, language),
                )
            ]
        elif len(line.table) <= SHORT_TABLE:
            words = [
                m.text(
                    "score_value_card" if scored else "score_hand_value",
                    value=value_name(game, line.of, value, language),
                    points=_signed(points),
                )
                for value, points in line.table
            ]
        else:
            words = [m.text("score_by_value" if scored else "score_hand_by_value", unit=u)]
        if line.per:
            per = unit(game, line.per, language)
            words.append(m.text("score_per", unit=per))
            if line.add:
                words.append(m.text("score_add", unit=per, points=_signed(line.add)))
            if line.times is not None:
                words.append(
                    m.text(
                        "score_times",
                        value=value_name(game, line.times[0], line.times[1], language),
                        two=1 + line.times_each,
                        three=1 + 2 * line.times_each,
                    )
                )
            if line.bonus_cards is not None:
                words.append(
                    m.text(
                        "score_bonus",
                        cards=line.bonus_cards,
                        unit=per,
                        points=_signed(line.bonus_points),
                    )
                )
        return words
    if kind in ("most", "fewest"):
        worth = _worth(game, line, language, m)
        against = "_against" if line.against else ""
        if line.among == "values":
            words = [m.text(f"score_{kind}_values{against}", unit=u, worth=worth)]
            if kind == "fewest" and line.unless_most:
                words.append(
                    m.text("score_unless_most", unit=u, units=unit(game, line.of, language, 2))
                )
        else:
            what = (
                value_name(game, line.of, line.value, language)
                if line.value is not None
                else m.text("score_what_cards")
            )
            words = [m.text(f"score_{kind}_players{against}", what=what, worth=worth)]
        if line.ties == "broken":
            words.append(m.text("score_ties_broken", rule=line.broken_by.get(language)))
        elif line.ties is not None:
            words.append(m.text(f"score_ties_{line.ties}", unit=u))
        return words
    if kind == "runs":
        what = m.text(f"score_runs_{line.scores}")
        key = "score_runs" if line.min > 1 else "score_runs_one"
        return [m.text(key + ("_against" if line.against else ""), min=line.min, what=what)]
    if kind == "groups":
        if line.points is not None:
            return [m.text("score_groups", size=line.size, unit=u, points=_signed(line.points))]
        return [m.text("score_groups_table", size=line.size, unit=u)]
    if kind == "tokens":
        return [
            m.text(
                "score_tokens",
                token=_token_name(game, line.token, language),
                points=_signed(line.each),
            )
        ]
    if kind == "event":
        tokens = ", ".join(
            m.text("score_token_count", count=n, token=_token_name(game, t, language))
            for t, n in line.tokens
        )
        when = line.when.get(language)
        if line.points and tokens:
            return [
                m.text("score_event_tokens", when=when, points=_signed(line.points), tokens=tokens)
            ]
        if tokens:
            return [m.text("score_event_only_tokens", when=when, tokens=tokens)]
        return [m.text("score_event", when=when, points=_signed(line.points))]
    return []


def line_table(
    game: Game, line, language: str, m
) -> tuple[tuple[str, str], list[tuple[str, str]]] | None:
    """The line's table as a header and rows of text, or None when it has none."""
    if line.kind == "sets":
        last = line.table[-1][0]
        return (m.text("score_cards"), m.text("score_points")), [
            (
                m.text("score_sets_row_last", count=size) if size == last else str(size),
                _signed(points),
            )
            for size, points in line.table
        ]
    if line.kind == "runs" and line.table:
        last = line.table[-1][0]
        rows = [
            (
                m.text("score_sets_row_last", count=size)
                if size == last
                else m.text("score_runs_row", count=size),
                _signed(points),
            )
            for size, points in line.table
        ]
        return (m.text("score_runs_title"), m.text("score_points")), rows
    if line.kind in ("points", "hand", "groups") and len(line.table) > (
        SHORT_TABLE if line.kind != "groups" else 0
    ):
        header = unit(game, line.of, language)
        return (header[:1].upper() + header[1:], m.text("score_points")), [
            (value_name(game, line.of, value, language), _signed(points))
            for value, points in line.table
        ]
    return None


def rounds_rule(game: Game, language: str, m) -> list[str]:
    rounds = game.scoring.rounds if game.scoring is not None else None
    if rounds is None:
        return []
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
        line = next(
            (each for each in game.scoring.lines if each.kind == "event" and each.id == event), None
        )
        if line is not None:
            when = line.when.get(language)
            parts.append(_inline(when) if m.text("score_example_lowercase") == "yes" else when)
    for token, count in holding.tokens:
        parts.append(
            m.text("score_token_count", count=count, token=_token_name(game, token, language))
        )
    return m.text(
        "score_example",
        cards=", ".join(parts) or m.text("score_example_none"),
        score=_signed(example.score),
    )


__all__ = [
    "example_words",
    "line_rule",
    "line_table",
    "line_title",
    "rounds_rule",
    "unit",
    "value_name",
]
