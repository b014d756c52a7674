"""What every scoring family shares: a player's end state (`Holding`), the questions every line
answers (`Line`), a family's record (`Family`), and the game's whole scoring (`Scoring`, with its
`Rounds` and worked `Example`s).

A line scores a holding (`score`) and knows the highest and lowest it can give with a deck
(`bounds`), exactly (by dynamic programming or by formula; `None` where the holdings are too
many to work out). It says itself in words (`heading`, `rule`, `rows`), and answers what the
checks of a game's scoring ask (`growing_tables`, `values_scored`, ...); `Line` gives the answer
of a family that has nothing to say.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from printgen.format.spec import Spec
from printgen.pieces.model import Words

CardFields = tuple  # a card: ((attribute, value), ...); a value shown k at a time is a tuple
MAX_STATES = 200_000  # the largest state space `bounds` walks before it says "not worked out"
# the states visited in all (each card of a group visits every state so far): bounded too
MAX_STEPS = 500_000


def values_of(card: CardFields, attribute: str) -> tuple:
    """The single values a card shows of `attribute` (two for a card with `choose: 2`)."""
    for name, value in card:
        if name == attribute:
            if value is None:
                return ()
            return tuple(value) if isinstance(value, tuple) else (value,)
    return ()


def counts_by(cards: Iterable[CardFields], attribute: str) -> dict:
    counts: dict = {}
    for card in cards:
        for name, value in card:  # values_of, inline: a round's scoring counts every card
            if name == attribute:
                if isinstance(value, tuple):
                    for single in value:
                        counts[single] = counts.get(single, 0) + 1
                elif value is not None:
                    counts[value] = counts.get(value, 0) + 1
                break
    return counts


def most_of(deck: tuple, attribute: str) -> int | None:
    """The most cards of one value of `attribute` in the deck (a player holds no more)."""
    counts = counts_by(deck, attribute)
    return max(counts.values()) if counts else None


def longest_run(deck: tuple, attribute: str) -> int:
    """The most numbers of `attribute` in a row that the deck's cards show."""
    numbers = sorted(
        {v for card in deck for name, v in card if name == attribute and isinstance(v, int)}
    )
    best = run = 0
    for i, number in enumerate(numbers):
        run = run + 1 if i and numbers[i - 1] + 1 == number else 1
        best = max(best, run)
    return best


def constant_points(table: tuple, of: str | None = None, deck: tuple = ()) -> int | None:
    """The points every row of a table gives, where it has two rows or more that all agree; for
    a table by value of `of`, only where it names every value the deck's cards show (the values
    it leaves out score 0: then not every card scores alike)."""
    if len(table) >= 2 and len({points for _, points in table}) == 1:
        if of is not None and set(counts_by(deck, of)) - {value for value, _ in table}:
            return None
        return table[0][1]
    return None


@dataclass(frozen=True)
class Holding:
    """One player's cards and tokens at the end of a round or game."""

    cards: tuple = ()  # the cards that score (collected, played), each a CardFields
    hand: tuple = ()  # the cards left in hand
    hand_count: int = 0  # more cards in hand, of no particular value (an example's `hand: 3`)
    tokens: tuple[tuple[str, int], ...] = ()
    events: tuple[str, ...] = ()
    others: tuple[tuple, ...] = ()  # the other players' scored cards
    others_hands: tuple[tuple, ...] = ()  # the cards left in the other players' hands
    bid: int | None = None  # the tricks the player bid this round
    tricks: int = 0  # the tricks they won
    dealt: int = 0  # the cards dealt to them this round

    def token(self, ident: str) -> int:
        return sum(n for name, n in self.tokens if name == ident)


@dataclass(frozen=True)
class GrowingTable:
    """A table by count that should grow as a player holds more (a set's size, a run's length):
    where it is, its rows, the most a player can reach in it (None: not known) and from which
    size it starts."""

    path: tuple
    table: tuple[tuple[int, int], ...]
    most: int | None
    what: str  # "cards of a colour", "numbers in a row"
    start: int = 1
    noun: str | None = None  # what grows, in the hint ("sets grow: 1, 3, 6"): the family's name


class Line:
    """A line of `scoring:`: every family's lines are one (a frozen dataclass with `kind`, the
    family's name, `index`, its place in `scoring:`, and `title`, the author's name for it).

    The methods below are what code outside the family asks of a line; each says what a family
    answers that has nothing to say."""

    kind: str
    index: int
    title: Words | None
    scores_cards = True  # its score comes from cards (tokens and events score what happens)
    reads_others = False  # it compares the other players' scored cards (`others`)
    reads_others_hands = False  # it scores the cards left in the other players' hands

    def score(self, holding: Holding) -> int:
        """The points the line gives `holding`: every family defines it (reached only by a
        family module missing it, a bug the tests of the table catch)."""
        raise NotImplementedError(f"the {self.kind} family does not say how it scores")

    def bounds(self, deck: tuple) -> tuple[int, int] | None:
        """The lowest and highest it gives with `deck`, or None where that is not worked out:
        every family defines it."""
        raise NotImplementedError(f"the {self.kind} family does not say its bounds")

    # -- words (m: the language's message catalogue) ---------------------------------------------
    def heading(self, game, language: str, m) -> str:
        """Its name: its own `title:`, or one made from the rule ("Sets by colour")."""
        if self.title is not None:
            return self.title.get(language)
        return self.own_heading(game, language, m)

    def own_heading(self, game, language: str, m) -> str:
        return m.text(f"score_{self.kind}_title")

    def rule(self, game, language: str, m) -> list[str]:
        """Its rule as sentences."""
        return []

    def rows(self, game, language: str, m) -> tuple[tuple[str, str], list] | None:
        """Its table as a header and rows of text, or None when it has none."""
        return None

    def event_name(self) -> str | None:
        """The event it scores (`events:` of an example and `event:` of play name it)."""
        return None

    # -- what the checks ask -----------------------------------------------------------------------
    def play_lacks(self) -> str | None:
        """What `play:` lacks to score it (a game with `play:` cannot use it), or None: printgen
        play scores it from a player's zones."""
        return None

    def growing_tables(self, deck: tuple) -> tuple[GrowingTable, ...]:
        return ()

    def values_scored(self) -> tuple[str, tuple] | None:
        """(attribute, table) where it scores each value of an attribute from a table."""
        return None

    def declared_points(self, deck: tuple) -> tuple[str, dict] | None:
        """(attribute, {value: points}) where it gives each value fixed points."""
        return None

    def constant_words(self, deck: tuple) -> tuple[str, str] | None:
        """Where its table gives every row the same points (for every value `deck` shows): what
        that means, and the better way to say it."""
        return None

    def never_hint(self, deck: tuple) -> str:
        """What to change where it scores 0 for every holding the deck allows."""
        return "check the attribute it reads and its points"

    def open_tie(self) -> str | None:
        """Who may tie, where nothing says what a tie does."""
        return None

    def unreachable_win(self, deck: tuple) -> tuple[tuple, str] | None:
        """Where the line's winning score is past any the deck allows: its path and why."""
        return None

    def tokens_handed(self) -> tuple[tuple[str, int], ...]:
        """(token, how many) it hands out."""
        return ()


@dataclass(frozen=True)
class Family:
    """A family of scoring lines: its key in `scoring:`, its description in the format, and how
    a line of it is read (`read(fields, line_reader)`, fields as the description read them, see
    game.scoring.reading)."""

    name: str
    spec: Spec
    read: Callable[..., Line]


@dataclass(frozen=True)
class Rounds:
    """A game over rounds: `count` (a number, or "players"), the target(s) and the tie-break
    ("best-round", "shared", or a stated rule in `tie_words`)."""

    count: object = None
    targets: tuple[int, ...] = ()
    tie_break: str | None = None
    tie_words: Words | None = None

    def most_rounds(self, players: int) -> int | None:
        if self.count == "players":
            return players
        return self.count if isinstance(self.count, int) else None


@dataclass(frozen=True)
class Example:
    """A worked example: a player's holding and the score the rule must give it; `cards` keeps
    the example's own wording (value names and counts) for printing."""

    holding: Holding
    score: int
    index: int = 0
    cards: tuple[tuple[object, int], ...] = ()  # (value, count) as written, for printing
    hand: tuple[tuple[object, int], ...] = ()  # the same for the cards left in hand


@dataclass(frozen=True)
class Scoring:
    lines: tuple
    examples: tuple[Example, ...] = ()
    rounds: Rounds | None = None
    winner: str = "highest"  # or "lowest": the lowest total wins

    @property
    def lowest_wins(self) -> bool:
        return self.winner == "lowest"

    def score(self, holding: Holding) -> int:
        return sum(line.score(holding) for line in self.lines)

    def event_line(self, name: str):
        """The line that scores the event `name`, or None."""
        return next((line for line in self.lines if line.event_name() == name), None)

    def event_names(self) -> list[str]:
        return [line.event_name() for line in self.lines if line.event_name() is not None]


__all__ = [
    "CardFields",
    "Example",
    "Family",
    "GrowingTable",
    "Holding",
    "Line",
    "MAX_STATES",
    "MAX_STEPS",
    "Rounds",
    "Scoring",
    "constant_points",
    "counts_by",
    "longest_run",
    "most_of",
    "values_of",
]
