"""Cards from a deck's attributes, the fields derived per card, and what the deal leaves in play."""

from __future__ import annotations

import itertools
import math
import string
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from printgen.pieces.model import Attribute, Deck, Derived, Game

if TYPE_CHECKING:  # a game's deal rules, read only from game files
    from printgen.pieces.deal import Deal, DealRow


@dataclass(frozen=True)
class Card:
    """One printed card: its value for every attribute and derived field (None: nothing shown)."""

    deck: str
    fields: tuple[tuple[str, object], ...]
    copy: int = 1

    def get(self, name: str) -> object:
        for field_name, value in self.fields:  # a few fields: a scan beats making a dict
            if field_name == name:
                return value
        return None

    def key(self) -> tuple:
        return tuple(value for _, value in self.fields)


def derive(rule: Derived, deck: Deck, values: dict[str, object]) -> object:
    """The derived number for one card: source + add, wrapped into the range or None outside it;
    or the value of the first case that holds."""
    if rule.broken:
        return None
    if rule.cases:
        return _by_cases(rule, values.get(rule.source))
    source = deck.attribute(rule.source)
    # a card list's number column: no range to wrap round
    if source is None and rule.source in deck.columns:
        number = values.get(rule.source)
        return (
            number + rule.add if isinstance(number, int) and not isinstance(number, bool) else None
        )
    if source is None or not source.is_number or source.choose != 1:
        return None  # the check `unknown-attribute` reports it
    number = values[rule.source] + rule.add
    if source.low <= number <= source.high:
        return number
    if not rule.wrap:
        return None
    span = source.high - source.low + 1
    return source.low + (number - source.low) % span


def _by_cases(rule: Derived, number: object) -> int | None:
    from printgen.read.expr import ExprEvalError

    if not isinstance(number, int) or isinstance(number, bool):
        return None
    for condition, value in rule.cases:
        try:
            if condition.value({rule.source: number}):
                return value if isinstance(value, int) else int(value.value({rule.source: number}))
        except ExprEvalError:  # such as `% 0`: the case does not hold (case-fails reports it)
            continue
    return rule.otherwise


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
        cards += [
            Card(deck.id, fields + derived, copy) for copy in range(1, row.count * deck.copies + 1)
        ]
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


def card_label(deck: Deck, card) -> str:
    """A card as its deck's attributes name it ("red-3"), as an export names its file and a
    reprint lists it."""
    return "-".join(show_value(value) for _, value in card.fields[: len(deck.attributes)])


NAME_FIELDS = ("name", "title", "id")


def card_name(deck: Deck, card) -> str:
    """A card as a reprint lists it: by its attributes ("red-3"), or a listed card by its name
    (or title, or id, or its first value)."""
    if deck.attributes or not card.fields:
        return card_label(deck, card)
    fields = dict(card.fields)
    named = next((fields[key] for key in NAME_FIELDS if key in fields), card.fields[0][1])
    return show_value(named)


def removed_values(deck: Deck, row: DealRow) -> dict[str, tuple[object, ...]]:
    """The values each removal takes out: the listed ones, or the last `count` in declaration order
    (the reader refuses a count past the values and a value the attribute does not have)."""
    out: dict[str, tuple[object, ...]] = {}
    for removal in row.removals:
        attribute = deck.attribute(removal.attribute)
        if attribute is None:
            continue
        singles = attribute.singles()
        taken = (
            removal.values
            if removal.count is None
            else singles[max(0, len(singles) - removal.count) :]
            if removal.count
            else ()
        )
        out[removal.attribute] = tuple(v for v in singles if v in taken)
    return out


def kept_cards(deck: Deck, row: DealRow, taken: dict | None = None) -> list[Card]:
    """The cards left in play: a card goes when it shows a removed value (with `choose:`, any of its
    values); `taken` names the values a count removal takes (the last ones in declaration order by
    default)."""
    removed = {**removed_values(deck, row), **(taken or {})}
    return [
        card
        for card in generate_cards(deck)
        if not any(_shows_any(card.get(name), values) for name, values in removed.items())
    ]


def _shows_any(value: object, values: tuple) -> bool:
    """Whether a card's value is one of `values` (a chosen set: any of its members)."""
    return any(v in values for v in value) if isinstance(value, tuple) else value in values


def dealt(row: DealRow, deal: Deal | None = None) -> int:
    """Cards of the deal's own deck that leave the stack at the start: every hand, the table, the
    cards set aside (unseen or shown) and (given the deal) its piles."""
    piles = sum(p.count for p in deal.piles) if deal is not None else 0
    return row.players * row.hand + row.table + row.set_aside + row.shown + piles


def kept_range(deck: Deck, row: DealRow) -> tuple[int, int]:
    """The fewest and most cards left in play after the removals: a removal of `count` values takes
    any of them (at random, or as the players choose), so where the values have different copies
    the cards kept depend on which are taken. Exact: every choice is counted, up to 20,000 of them
    (for a deck made from attributes, of each attribute's, which multiply); past that, each
    removal's largest and smallest values bound it."""
    counted = [r for r in row.removals if r.count and deck.attribute(r.attribute) is not None]
    if not counted:
        kept = len(kept_cards(deck, row))
        return kept, kept
    if not deck.is_list:
        return _kept_by_attribute(deck, row, counted)
    choices = [
        list(itertools.combinations(deck.attribute(r.attribute).singles(), r.count))
        for r in counted
    ]
    total = 1
    for options in choices:
        total *= len(options)
    if total > CHOICES_COUNTED:
        choices = [_extremes(deck, r) for r in counted]
    # The cards, counted by what they show of the attributes removed from: each choice is then
    # judged on these kinds of card, not on every card of the deck.
    base = removed_values(deck, row)
    names = tuple(dict.fromkeys([*base, *(r.attribute for r in counted)]))
    kinds: dict[tuple, int] = {}
    for card in generate_cards(deck):
        shown = tuple(card.get(name) for name in names)
        kinds[shown] = kinds.get(shown, 0) + 1
    found = []
    for pick in itertools.product(*choices):
        removed = {**base, **dict(zip((r.attribute for r in counted), pick))}
        taken = [(names.index(name), values) for name, values in removed.items()]
        found.append(
            sum(
                n
                for shown, n in kinds.items()
                if not any(_shows_any(shown[i], values) for i, values in taken)
            )
        )
    return min(found), max(found)


CHOICES_COUNTED = 20_000  # choices of removed values counted one by one; past it, the extremes


def _kept_by_attribute(deck: Deck, row: DealRow, counted: list) -> tuple[int, int]:
    """kept_range for a deck made from attributes, whose cards are every combination of their
    values, each as many times as the product of its values' copies: the cards kept are the deck's
    copies times, for each attribute, the copies of its values left, so the fewest and most are
    the products of each attribute's fewest and most (no card is made)."""
    base = removed_values(deck, row)
    deciding = {r.attribute: r for r in counted}  # the last count removal of an attribute wins
    low = high = deck.copies
    for attribute in deck.attributes:
        removal = deciding.get(attribute.name)
        if removal is None:
            kept = _attribute_kept(attribute, base.get(attribute.name, ()))
            low, high = low * kept, high * kept
            continue
        singles = attribute.singles()
        if math.comb(len(singles), removal.count) > CHOICES_COUNTED:
            weight = {
                v: _attribute_kept(attribute, ()) - _attribute_kept(attribute, (v,))
                for v in singles
            }
            ordered = sorted(singles, key=lambda v: weight[v])
            options = [tuple(ordered[-removal.count :]), tuple(ordered[: removal.count])]
        else:
            options = itertools.combinations(singles, removal.count)
        found = [_attribute_kept(attribute, pick) for pick in options]
        low, high = low * min(found), high * max(found)
    return low, high


def _attribute_kept(attribute: Attribute, removed: tuple) -> int:
    """How many cards one attribute multiplies a deck by once `removed` values are gone."""
    return sum(
        attribute.copies(ident) for ident in attribute.ids() if not _shows_any(ident, removed)
    )


def _extremes(deck: Deck, removal) -> list[tuple]:
    """The values whose cards are most and fewest: the two choices that bound the cards kept."""
    attribute = deck.attribute(removal.attribute)
    weight = {
        v: sum(1 for card in generate_cards(deck) if _shows(card.get(attribute.name), v))
        for v in attribute.singles()
    }
    ordered = sorted(attribute.singles(), key=lambda v: weight[v])
    return [tuple(ordered[-removal.count :]), tuple(ordered[: removal.count])]


def _shows(value: object, one: object) -> bool:
    return one in value if isinstance(value, tuple) else value == one


def deck_needs(row: DealRow, deal: Deal) -> dict[str, int]:
    """Cards each deck gives at the start at this player count, the deal's own deck first."""
    needs = {deal.deck: dealt(row, deal)}
    for count in row.others:
        needs[count.deck] = needs.get(count.deck, 0) + count.total(row.players)
    return needs


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
    return [
        name[: -len(".label")] if name.endswith(".label") and name.count(".") == 1 else name
        for name in names
    ]


def fill_template(template: str, values: dict[str, str]) -> str:
    """The template with each {field} replaced by its printed value; an absent value leaves
    nothing."""
    out = []
    parsed = _template_parts(template)
    if parsed is None:
        return template
    for literal, name, _, _ in parsed:
        out.append(literal)
        if name:
            out.append(values.get(name, ""))
    return " ".join("".join(out).split())


@lru_cache(maxsize=1024)
def _template_parts(template: str) -> tuple | None:
    """The template's parts as string.Formatter parses them (once per template: a deck fills the
    same few templates on every card), or None for one it cannot parse."""
    try:
        return tuple(string.Formatter().parse(template))
    except ValueError:
        return None


def shown_values(deck: Deck, card: Card, language: str) -> dict[str, str]:
    """Each field of the card as printed: a named value by its label, a number as itself (and
    `name.label` by its label where it has one), a chosen set by its members; nothing for None."""
    shown = {}
    for name, value in card.fields:
        attribute = deck.attribute(name)
        shown[name] = (
            ""
            if value is None
            else _shown(
                attribute, value, language, named=attribute is not None and not attribute.is_number
            )
        )
        if attribute is not None and attribute.is_number and value is not None:
            shown[name + ".label"] = _shown(attribute, value, language, named=True)
    return shown


def _shown(attribute, value: object, language: str, named: bool) -> str:
    if isinstance(value, tuple):
        return " ".join(_shown(attribute, one, language, named) for one in value)
    found = attribute.value(value) if named and attribute is not None else None
    return found.label.get(language) if found is not None else str(value)


def kinds_of_card(deck: Deck) -> list[tuple[Card, int]]:
    """Each kind of card once with its copies, in the deck's order: a card list's rows, or each
    combination of an attribute deck's values."""
    out: list[tuple[Card, int]] = []
    for card in generate_cards(deck):
        if card.copy == 1:
            out.append((card, 1))
        else:
            out[-1] = (out[-1][0], out[-1][1] + 1)
    return out


def deck_table(deck: Deck, templates: tuple[str, ...], language: str) -> list[tuple[str, ...]]:
    """A reference table made from a deck: a row per kind of card, each cell its template filled
    from the card (`{count}` is its copies)."""
    rows = []
    for card, copies in kinds_of_card(deck):
        values = {**shown_values(deck, card, language), "count": str(copies)}
        rows.append(tuple(fill_template(template, values) for template in templates))
    return rows


def removal_summary(deck: Deck, row: DealRow) -> tuple[tuple[int, int], tuple[int, int]]:
    """((fewest, most) cards removed, (fewest, most) cards kept) for one player count."""
    low, high = kept_range(deck, row)
    return (card_count(deck) - high, card_count(deck) - low), (low, high)


def span(low: int, high: int) -> str:
    """A count that may vary: 30, or 27–30."""
    return str(low) if low == high else f"{low}–{high}"


@dataclass(frozen=True)
class ListField:
    """A field of a card list (`level`, `colour`) seen as an attribute: the values its cards show,
    in order of first appearance; a number field when every value is a whole number."""

    name: str
    found: tuple = ()
    choose: int = 1
    label: object = None

    @property
    def is_number(self) -> bool:
        return bool(self.found) and all(
            isinstance(v, int) and not isinstance(v, bool) for v in self.found
        )

    def singles(self) -> tuple:
        return self.found

    def value(self, ident: object):
        return None

    def unit(self, language: str, count: int) -> str:
        # a column's own name, as written; a card's name is a noun, capitalised in German
        return "Name" if self.name == "name" and language == "de" else self.name


def column_colour(value: object) -> str | None:
    """A card list's cell as a colour (`#1f4e99`, in any case), or None if it is none."""
    if isinstance(value, str) and len(value) == 7 and value[0] == "#":
        digits = value[1:].lower()
        if all(ch in "0123456789abcdef" for ch in digits):
            return "#" + digits
    return None


# printed words, never counted
LIST_TEXT_FIELDS = ("text", "count", "copies", "qty", "title")


def countable_fields(deck: Deck) -> tuple:
    """What a scoring rule or the deck arithmetic may count in a deck: its attributes, or a card
    list's fields (not its texts). A card's `name` counts as any field (Sushi Go's sets of
    Tempura), last, so a value another field shows too is that field's."""
    if not deck.is_list:
        return deck.attributes
    found: dict = {}
    for card in generate_cards(deck):
        for name, value in card.fields:
            if name in LIST_TEXT_FIELDS or value is None or value == "":
                continue
            seen = found.setdefault(name, [])
            if value not in seen:
                seen.append(value)
    order = sorted(found, key=lambda name: name == "name")
    return tuple(ListField(name, tuple(found[name])) for name in order if len(found[name]) <= 200)


def deck_cards(game: Game) -> tuple:
    """Every card the kit prints, as the fields a scoring line reads."""
    return _deck_cards(game.decks)


@lru_cache(maxsize=16)
def _deck_cards(decks) -> tuple:
    return tuple(card.fields for deck in decks for card in generate_cards(deck))


__all__ = [
    "Card",
    "column_colour",
    "deck_cards",
    "attribute_cards",
    "card_count",
    "copies_of",
    "deck_size",
    "dealt",
    "drawn",
    "deal_deck",
    "derive",
    "fill_template",
    "generate_cards",
    "deck_needs",
    "kept_cards",
    "kept_range",
    "deck_table",
    "kinds_of_card",
    "placeholders",
    "removal_summary",
    "shown_values",
    "span",
    "removed_values",
    "show_value",
]
