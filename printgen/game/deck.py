"""Cards from a deck's attributes, the fields derived per card, and what the deal leaves in play."""

from __future__ import annotations

import itertools
from functools import lru_cache
import string

from printgen.game.model import Attribute, Deal, DealRow, Deck, Derived, Game
from printgen.record import record


@record
class Card:
    """One printed card: its value for every attribute and derived field (None: nothing shown)."""

    deck: str
    fields: tuple[tuple[str, object], ...]
    copy: int = 1

    def get(self, name: str) -> object:
        return dict(self.fields).get(name)

    def key(self) -> tuple:
        return tuple(value for _, value in self.fields)


def derive(rule: Derived, deck: Deck, values: dict[str, object]) -> object:
    """The derived number for one card: source + add, wrapped into the range or None outside it."""
    source = deck.attribute(rule.source)
    if source is None and rule.source in deck.columns:  # a card list's number column: no range to wrap round
        number = values.get(rule.source)
        return number + rule.add if isinstance(number, int) and not isinstance(number, bool) else None
    if source is None or not source.is_number or source.choose != 1:
        return None  # the check `unknown-attribute` reports it
    number = values[rule.source] + rule.add
    if source.low <= number <= source.high:
        return number
    if not rule.wrap:
        return None
    span = source.high - source.low + 1
    return source.low + (number - source.low) % span


@lru_cache(maxsize=16)
def generate_cards(deck: Deck) -> tuple[Card, ...]:
    """Every combination of the attributes' values, in declaration order, times the deck's copies
    and the copies each of its values asks for. Remembered: checks, deal counts and the kit all
    walk the same deck (a deck is a frozen value)."""
    if deck.is_list:
        return _listed_cards(deck)
    names = [a.name for a in deck.attributes]
    cards = []
    for combination in itertools.product(*(a.ids() for a in deck.attributes)):
        values = dict(zip(names, combination))
        derived = [(d.name, derive(d, deck, values)) for d in deck.derived]
        for copy in range(1, copies_of(deck, values) + 1):
            cards.append(Card(deck.id, tuple(values.items()) + tuple(derived), copy))
    return tuple(cards)


def _listed_cards(deck: Deck) -> tuple[Card, ...]:
    """A card list's cards: each row its count times (and the deck's copies), in the list's order;
    a field a row leaves empty is None, which prints nothing."""
    cards = []
    for row in deck.rows:
        values = dict(row.fields)
        fields = tuple((name, values.get(name)) for name in deck.columns)
        derived = tuple((d.name, derive(d, deck, values)) for d in deck.derived)
        cards += [Card(deck.id, fields + derived, copy) for copy in range(1, row.count * deck.copies + 1)]
    return tuple(cards)


def copies_of(deck: Deck, values: dict[str, object]) -> int:
    total = deck.copies
    for attribute in deck.attributes:
        total *= attribute.copies(values[attribute.name])
    return total


def card_count(deck: Deck) -> int:
    if deck.is_list:
        return sum(row.count for row in deck.rows) * deck.copies
    return deck_size(deck.attributes, deck.copies)


def deck_size(attributes: tuple[Attribute, ...], copies: int = 1) -> int:
    """The cards `generate_cards` would make, worked out from the counts alone (no card is made),
    so a deck of millions is refused in an instant: the copies times each attribute's cards."""
    total = copies
    for attribute in attributes:
        total *= attribute_cards(attribute)
    return total


def attribute_cards(attribute: Attribute) -> int:
    """How many cards one attribute multiplies a deck by: the sum of the copies of each of its
    values, or with `choose: k` of each set of k values (the product of its members' copies)."""
    weights = [attribute.copies(single) for single in attribute.singles()]
    # sums[j]: the total weight of every set of j values among those seen so far
    sums = [1] + [0] * attribute.choose
    for weight in weights:
        for j in range(attribute.choose, 0, -1):
            sums[j] += sums[j - 1] * weight
    return sums[attribute.choose]


def show_value(value: object) -> str:
    """A card value as plain text: a chosen set of values prints as its members joined by "+"."""
    return "+".join(str(v) for v in value) if isinstance(value, tuple) else str(value)


def removed_values(deck: Deck, row: DealRow) -> dict[str, tuple[object, ...]]:
    """The values each removal takes out: the listed ones, or the last `count` in declaration order
    (the reader refuses a count past the values and a value the attribute does not have)."""
    out: dict[str, tuple[object, ...]] = {}
    for removal in row.removals:
        attribute = deck.attribute(removal.attribute)
        if attribute is None:
            continue
        singles = attribute.singles()
        taken = removal.values if removal.count is None else singles[max(0, len(singles) - removal.count) :] if removal.count else ()
        out[removal.attribute] = tuple(v for v in singles if v in taken)
    return out


def kept_cards(deck: Deck, row: DealRow) -> list[Card]:
    """The cards left in play: a card goes when it shows a removed value (with `choose:`, any of its values)."""
    removed = removed_values(deck, row)

    def shows(card: Card, name: str, values: tuple) -> bool:
        value = card.get(name)
        return any(v in values for v in value) if isinstance(value, tuple) else value in values

    return [card for card in generate_cards(deck) if not any(shows(card, name, values) for name, values in removed.items())]


def dealt(row: DealRow, deal: Deal | None = None) -> int:
    """Cards that leave the stack at the start: every hand, the table and (given the deal) its piles."""
    piles = sum(p.count for p in deal.piles) if deal is not None else 0
    return row.players * row.hand + row.table + piles


def drawn(row: DealRow, deal: Deal) -> int:
    """Cards drawn from the stack during play at this player count."""
    return deal.draw.total(row.players) if deal.draw is not None else 0


def deal_deck(game: Game) -> Deck | None:
    return game.deck(game.deal.deck) if game.deal is not None else None


def placeholders(template: str) -> list[str]:
    """The field names a face template names, such as ["lower", "higher"] for "{lower} {higher}"."""
    try:
        names = [name for _, name, _, _ in string.Formatter().parse(template) if name]
    except ValueError:
        return []
    # `{number.label}` names the attribute `number`; any other dotted name stays as it is, unknown
    return [name[: -len(".label")] if name.endswith(".label") and name.count(".") == 1 else name for name in names]


def fill_template(template: str, values: dict[str, str]) -> str:
    """The template with each {field} replaced by its printed value; an absent value leaves nothing."""
    out = []
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return template
    for literal, name, _, _ in parsed:
        out.append(literal)
        if name:
            out.append(values.get(name, ""))
    return " ".join("".join(out).split())


def removal_summary(deck: Deck, row: DealRow) -> tuple[int, int]:
    """(cards removed, cards kept) for one player count."""
    kept = len(kept_cards(deck, row))
    return card_count(deck) - kept, kept


__all__ = ["Card", "Deal", "attribute_cards", "card_count", "copies_of", "deck_size", "dealt", "drawn", "deal_deck", "derive", "fill_template", "generate_cards", "kept_cards", "placeholders", "removal_summary", "removed_values", "show_value"]
