"""Deck arithmetic for a game file, exactly: per player count, from the deck, the removals and the
deal, the chance that an opening hand holds every value of an attribute, the chance that a value
is missing from the opening deal and from play, the distribution of a hand's total where cards have
numbers, and the highest and lowest score each scoring line can give with this deck.

Every figure is a ratio of whole-number counts of deals (hypergeometric, by inclusion-exclusion
or by counting hands by their total), never a sample. A deal's removals (whole values taken out
by the rules) are applied first; values the rules remove are not "missing". The cards set aside
unseen are the random part that can starve a value from play (`deal-starves-value`).
"""

from __future__ import annotations

import itertools
from fractions import Fraction
from math import comb

from printgen.pieces.deck import countable_fields, generate_cards, kept_cards
from printgen.pieces.model import Game

# a value missing from play in more than 1 deal in 10 is warned about
STARVING_SHARE = Fraction(1, 10)
MAX_VALUES_EXACT = 16  # inclusion-exclusion over 2^16 subsets of values at most
# hands counted by their total in at most this many steps (a value's copies x the hand x the
# totals reached); a larger deal (such as 500 cards a hand) gets its lowest, highest and mean
# only, which need no counting
MAX_TOTAL_STEPS = 2_000_000


def _counts(cards, attribute) -> dict:
    counts: dict = {}
    for card in cards:
        value = card.get(attribute)
        for single in value if isinstance(value, tuple) else (value,):
            if single is not None:
                counts[single] = counts.get(single, 0) + 1
    return counts


def every_value_chance(total: int, hand: int, counts: list[int]) -> Fraction | None:
    """The chance that `hand` cards drawn from `total` hold at least one card of every value,
    where value i has counts[i] cards (values may share cards: then this is not exact, so None)."""
    if sum(counts) != total or len(counts) > MAX_VALUES_EXACT or hand > total:
        return None
    ways = 0
    for size in range(len(counts) + 1):
        for missing in itertools.combinations(counts, size):
            ways += (-1) ** size * comb(total - sum(missing), hand)
    return Fraction(ways, comb(total, hand))


def none_of_chance(total: int, drawn: int, copies: int) -> Fraction:
    """The chance that `drawn` cards from `total` hold none of a value's `copies`."""
    if drawn > total:
        return Fraction(0)
    return Fraction(comb(total - copies, drawn), comb(total, drawn))


def all_in_chance(total: int, drawn: int, copies: int) -> Fraction:
    """The chance that every one of `copies` cards is among `drawn` cards from `total`."""
    if copies > drawn or drawn > total:
        return Fraction(0)
    return Fraction(comb(total - copies, drawn - copies), comb(total, drawn))


def total_distribution(numbers: dict[int, int], hand: int) -> dict[int, int]:
    """How many hands of `hand` cards give each total, from numbers -> copies (exact counts)."""
    ways: list[dict[int, int]] = [dict() for _ in range(hand + 1)]
    ways[0][0] = 1
    for number, copies in sorted(numbers.items()):
        new = [dict(level) for level in ways]
        for taken in range(1, min(copies, hand) + 1):
            factor = comb(copies, taken)
            for held in range(hand - taken + 1):
                for total, count in ways[held].items():
                    key = total + number * taken
                    new[held + taken][key] = new[held + taken].get(key, 0) + count * factor
        ways = new
    return dict(sorted(ways[hand].items()))


def total_steps(numbers: dict[int, int], hand: int) -> int:
    """About how many steps total_distribution takes for `numbers` (number -> copies)."""
    span = hand * max((abs(n) for n in numbers), default=0) + 1
    return sum(min(copies, hand) for copies in numbers.values()) * (hand + 1) * span


def hand_totals(name: str, numbers: dict[int, int], hand: int) -> dict:
    """A hand's total of `numbers` (number -> copies): lowest, highest, mean and quartiles, and
    its distribution; past MAX_TOTAL_STEPS the quartiles and distribution are None."""
    if total_steps(numbers, hand) > MAX_TOTAL_STEPS:
        cards = sorted(n for n, copies in numbers.items() for _ in range(copies))
        return {
            "attribute": name,
            "lowest": sum(cards[:hand]),
            "highest": sum(cards[len(cards) - hand :]),
            "mean": Fraction(sum(cards) * hand, len(cards)),
            "quartiles": None,
            "distribution": None,
        }
    distribution = total_distribution(numbers, hand)
    whole = sum(distribution.values())
    mean = Fraction(sum(t * c for t, c in distribution.items()), whole) if whole else Fraction(0)
    return {
        "attribute": name,
        "lowest": min(distribution),
        "highest": max(distribution),
        "mean": mean,
        "quartiles": [_quantile(distribution, Fraction(q, 4)) for q in (1, 2, 3)],
        "distribution": distribution,
    }


def _quantile(distribution: dict[int, int], share: Fraction) -> int:
    whole = sum(distribution.values())
    running = 0
    for total, count in distribution.items():
        running += count
        if Fraction(running, whole) >= share:
            return total
    return max(distribution)


def arithmetic(game: Game) -> dict:
    """The figures as plain data (the text, the JSON and the checks read them)."""
    deck = game.deck(game.deal.deck) if game.deal is not None else None
    out: dict = {"game": game.id, "deck": deck.id if deck else None, "players": [], "lines": []}
    if deck is None:
        return out
    # a card list's names are counted by scoring, but a name's chances are no figure to print
    attributes = [a for a in countable_fields(deck) if not (deck.is_list and a.name == "name")]
    for row in game.deal.rows:
        kept = kept_cards(deck, row)
        total, hand = len(kept), row.hand
        dealt = row.players * row.hand + row.table
        entry: dict = {
            "players": row.players,
            "cards": total,
            "hand": hand,
            "dealt": dealt,
            "set_aside": row.set_aside,
            "attributes": [],
        }
        for attribute in attributes:
            counts = _counts(kept, attribute.name)
            if not counts or len(counts) > 64:
                continue
            chance = (
                every_value_chance(total, hand, list(counts.values()))
                if attribute.choose == 1
                else None
            )
            values = []
            for value, copies in counts.items():
                missing_deal = (
                    none_of_chance(total, dealt, copies) if dealt <= total else Fraction(0)
                )
                starved = (
                    all_in_chance(total, row.set_aside, copies) if row.set_aside else Fraction(0)
                )
                values.append(
                    {
                        "value": value,
                        "copies": copies,
                        "missing_from_deal": missing_deal,
                        "missing_from_play": starved,
                    }
                )
            entry["attributes"].append(
                {
                    "attribute": attribute.name,
                    "label": attribute.unit("en", 1),  # "letter" for letters: letter|letters
                    "numbers": attribute.is_number,
                    "every_value_in_hand": chance,
                    "values": values,
                }
            )
            if attribute.is_number and attribute.choose == 1 and hand:
                entry.setdefault("hand_totals", []).append(
                    hand_totals(attribute.name, counts, hand)
                )
        out["players"].append(entry)
    if game.scoring is not None:
        from printgen.style.messages import load_catalogue

        printed = tuple(card.fields for d in game.decks for card in generate_cards(d))
        out["deck_cards"] = len(printed)
        messages = load_catalogue("en")
        for line in game.scoring.lines:
            bounds = line.bounds(printed)
            out["lines"].append(
                {
                    "line": line.heading(game, "en", messages),
                    "kind": line.kind,
                    "highest": bounds[0] if bounds else None,
                    "lowest": bounds[1] if bounds else None,
                }
            )
    return out


def _at_most(value: Fraction | None) -> str:
    """'at most 9.5%', or 'under 0.1%' (never 'at most under')."""
    shown = _share(value)
    return shown if shown.startswith(("under", "not")) else f"at most {shown}"


def _share(value: Fraction | None) -> str:
    if value is None:
        return "not exact (values share cards)"
    if 0 < value < Fraction(1, 1000):
        return "under 0.1%"
    return f"{float(value) * 100:.1f}%"


def arithmetic_text(figures: dict) -> str:
    lines = [f"{figures['game']}: deck arithmetic, exact (every deal counted, none sampled)"]
    for entry in figures["players"]:
        lines.append("")
        lines.append(
            f"{entry['players']} players: {entry['cards']} cards in play, {entry['hand']} in "
            f"each hand, {entry['dealt']} dealt"
            + (f", {entry['set_aside']} set aside unseen" if entry["set_aside"] else "")
        )
        for attribute in entry["attributes"]:
            name = attribute.get("label", attribute["attribute"])
            if attribute["every_value_in_hand"] is not None and len(attribute["values"]) <= min(
                12, entry["hand"]
            ):
                lines.append(
                    f"  a hand holds every {name}: {_share(attribute['every_value_in_hand'])}"
                )
            worst = max(attribute["values"], key=lambda v: v["missing_from_deal"])
            if worst["missing_from_deal"]:
                lines.append(
                    f"  a {name} missing from the opening deal: "
                    f"{_at_most(worst['missing_from_deal'])} ({worst['value']}, "
                    f"{worst['copies']} cards)"
                )
            starved = max(attribute["values"], key=lambda v: v["missing_from_play"])
            if starved["missing_from_play"]:
                lines.append(
                    f"  a {name} missing from play (all set aside): "
                    f"{_at_most(starved['missing_from_play'])} ({starved['value']})"
                )
        for totals in entry.get("hand_totals", []):
            quartiles = (
                "quartiles {}, {}, {}".format(*totals["quartiles"])
                if totals["quartiles"] is not None
                else "too many hands to count their quartiles"
            )
            lines.append(
                f"  a hand's {totals['attribute']} total: {totals['lowest']} to "
                f"{totals['highest']}, mean {float(totals['mean']):.2f}, {quartiles}"
            )
    if figures["lines"]:
        lines.append("")
        cards = figures.get("deck_cards")
        whole = f"the whole deck of {cards} cards" if cards else "the whole deck"
        lines.append(
            "scoring with this deck: the least and most a holding can give, up to "
            f"{whole} held at once (a holding in play is smaller, so it scores within these):"
        )
        for line in figures["lines"]:
            shown = (
                f"{line['lowest']} to {line['highest']}"
                if line["highest"] is not None
                else "too many holdings to work out"
            )
            lines.append(f"  {line['line']} (a {line['kind']} line): {shown}")
    return "\n".join(lines)


def as_json(figures: dict) -> dict:
    """The figures with exact ratios as numbers (rounded to 6 places) for JSON."""

    def plain(value):
        if isinstance(value, Fraction):
            return round(float(value), 6)
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [plain(v) for v in value]
        return value

    return plain(figures)


__all__ = [
    "STARVING_SHARE",
    "all_in_chance",
    "arithmetic",
    "arithmetic_text",
    "as_json",
    "every_value_chance",
    "hand_totals",
    "none_of_chance",
    "total_distribution",
]
