"""Each line of a game's `scoring:` as a function of a player's end state in play: the indices of
the cards that score and of the cards left in hand, the tokens held (a dict) and the events.

The lines score a `Holding` of card fields (printgen.game.scoring); a played round scores every
seat, so what a line reads of each card (`values_of`, its points, whether it multiplies) is
worked out once per card of the deck by the line's own functions, and the line's rule is applied
to those. A line of a kind not listed here scores a Holding as it always did.
"""

from __future__ import annotations

from printgen.game.scoring.model import values_of


def line_function(line, fields: tuple):
    """A function (cards, hand, tokens, events) -> points for `line`, or None (score a Holding)."""
    kind = line.kind
    if kind == "tokens":
        token, each = line.token, line.each
        return lambda cards, hand, tokens, events: each * tokens.get(token, 0)
    if kind == "event":
        ident, points = line.id, line.points
        return lambda cards, hand, tokens, events: points if ident in events else 0
    if kind == "runs":
        return _runs(line, _values(fields, line.of))
    if kind == "groups":
        return _groups(line, _values(fields, line.of))
    if kind == "sets":
        shown = _values(fields, line.of)
        return lambda cards, hand, tokens, events: line.score_counts(_counts(cards, shown))
    if kind in ("most", "fewest") and line.among == "values":
        return _extreme(line, _values(fields, line.of))
    if kind in ("points", "hand"):
        return _card_points(line, fields)
    return None


def _values(fields, attribute) -> tuple:
    return tuple(values_of(card, attribute) for card in fields)


def _counts(cards, shown) -> dict:
    counts: dict = {}
    for c in cards:
        for value in shown[c]:
            counts[value] = counts.get(value, 0) + 1
    return counts


def _runs(line, shown):
    numbers = tuple(tuple(v for v in values if isinstance(v, int)) for values in shown)
    run_points, find_runs = line.run_points, line.runs
    if all(len(found) <= 1 for found in numbers):  # a number a card at most: a set of them
        number = tuple(found[0] if found else None for found in numbers)

        def runs_of_one(cards, hand, tokens, events):
            held = {number[c] for c in cards}
            held.discard(None)
            total = 0
            for start, length in find_runs(held):
                total += run_points(start, length)
            return total

        return runs_of_one

    def runs(cards, hand, tokens, events):
        held = [v for c in cards for v in numbers[c]]
        total = 0
        for start, length in find_runs(held):
            total += run_points(start, length)
        return total

    return runs


def _groups(line, shown):
    def groups(cards, hand, tokens, events):
        counts = _counts(cards, shown)
        return sum(line.worth(value) for value, n in counts.items() if n >= line.size)

    return groups


def _extreme(line, shown):
    """`most` / `fewest` among the player's own values, as ExtremeLine.score reads them."""
    sign = -1 if line.against else 1
    most = line.kind == "most"

    def extreme(cards, hand, tokens, events):
        counts = [n for n in _counts(cards, shown).values() if n > 0]
        if not counts:
            return 0
        pick = max(counts) if most else min(counts)
        if not most and line.unless_most and pick == max(counts):
            return 0
        tied = counts.count(pick)
        if tied > 1 and line.ties == "summed":
            return sign * line._worth(pick) * tied
        if tied > 1 and line.ties == "none":
            return 0
        return sign * line._worth(pick)

    return extreme


def _card_points(line, fields):
    """`points` and `hand`: each card's points and whether it multiplies, worked out per card."""
    points = tuple(line.card_points(card) for card in fields)
    multiplies = tuple(line.multiplies(card) for card in fields)
    keys = _values(fields, line.per) if line.per else None
    own_pile = line.kind == "points"

    def card_points(cards, hand, tokens, events):
        pile = cards if own_pile else hand
        if keys is None:
            groups = [pile] if pile else []
        else:
            by_key: dict = {}
            for c in pile:
                for key in keys[c]:
                    by_key.setdefault(key, []).append(c)
            groups = by_key.values()
        total = 0
        for group in groups:
            total += line.group_score(
                len(group), sum(points[c] for c in group), sum(1 for c in group if multiplies[c])
            )
        return total

    return card_points
