"""What reading a scoring line shares, whatever its family: the names the decks give (attributes,
values, tokens), and a `LineReader` with the checks no description can say: a name the line uses
must be the deck's, and keys that go together must be given together. Each check that fails is
reported at its key and ends the line's reading (`Skip`)."""

from __future__ import annotations

from printgen.format.reader import Skip


class Names:
    """The names the decks give: attributes (and derived fields) and their values, and tokens."""

    def __init__(self, decks, tokens):
        from printgen.pieces.deck import countable_fields

        self.decks = tuple(decks)
        self.attributes: dict = {}
        self._every: list = []  # every deck's fields: two decks may share a field's name
        for deck in decks:
            for attribute in countable_fields(deck):
                self.attributes.setdefault(attribute.name, attribute)
                self._every.append(attribute)
        self.derived = {d.name for deck in decks for d in getattr(deck, "derived", ())}
        self.tokens = {token.id: token for token in tokens}
        self._found: dict = {}

    def matching(self, wanted: tuple) -> tuple:
        """The decks' cards (their fields, derived ones too) that show every (field, value) of
        `wanted`; remembered, as an example names the same card many times."""
        found = self._found.get(wanted)
        if found is None:
            from printgen.game.scoring.model import values_of
            from printgen.pieces.deck import generate_cards

            found = self._found[wanted] = tuple(
                card.fields
                for deck in self.decks
                for card in generate_cards(deck)
                if all(value in values_of(card.fields, name) for name, value in wanted)
            )
        return found

    def card(self, wanted: tuple) -> tuple:
        """The card an example names, as scoring reads it: every field the deck's cards showing
        `wanted` agree on (so a card named by its number scores its derived bull heads too),
        and the values named where they do not (one of a card's two letters)."""
        cards = self.matching(wanted)
        given = dict(wanted)
        out = []
        for name, value in cards[0]:
            if all(dict(other).get(name) == value for other in cards[1:]):
                out.append((name, value))
            elif name in given:
                out.append((name, given[name]))
        return tuple(out)

    def numbers(self) -> list[str]:
        return [name for name, a in self.attributes.items() if a.is_number]

    def owner(self, value: object) -> str | None:
        """The attribute a value's name belongs to (the first that has it, in any deck)."""
        for attribute in self._every:
            if value in attribute.singles() and not (
                attribute.is_number and not isinstance(value, int)
            ):
                return attribute.name
        return None


class LineReader:
    """One line of `scoring:` being read: the file's reader, the deck's names, the line's path
    (("scoring", index, family)) and index."""

    def __init__(self, reader, names: Names, path: tuple, index: int):
        self.reader = reader
        self.names = names
        self.path = path
        self.index = index

    def fail(self, pos, code: str, message: str, hint: str):
        """Reports a problem at `pos` and gives up the line."""
        self.reader.error(pos, code, message, hint)
        raise Skip()

    def key_at(self, *steps):
        """Where a key of the line is written."""
        return self.reader.keys[self.path + steps]

    def value_at(self, *steps):
        """Where a value of the line is written (the line itself, without steps)."""
        return self.reader.values[self.path + steps]

    def written(self) -> set:
        """The keys the line was written with (a key with a default is read even when not)."""
        path = self.path
        return {
            key[len(path)]
            for key in self.reader.keys
            if len(key) == len(path) + 1 and key[: len(path)] == path
        }

    def attribute(
        self, data: dict, key: str, number: bool = False, derived: bool = False
    ) -> str | None:
        """The attribute `data[key]` names, which the decks' cards must have (a number one where
        `number`; a derived field counts where `derived`); None when the key is not given."""
        name = data.get(key)
        if name is None:
            return None
        names = self.names
        attribute = names.attributes.get(name)
        if attribute is None and not (derived and name in names.derived):
            known = sorted(names.attributes) + (sorted(names.derived) if derived else [])
            self.fail(
                self.value_at(key),
                "unknown-attribute",
                f"the scoring counts {name!r}, which no deck's cards have",
                f"the cards have: {', '.join(known)}",
            )
        if number and attribute is not None and not attribute.is_number:
            self.fail(
                self.value_at(key),
                "wrong-type",
                f"{name!r} is not a number attribute, so its cards have no numbers to add or "
                "line up",
                f"number attributes: {', '.join(names.numbers()) or 'none'}",
            )
        return name

    def singles(self, attribute: str | None) -> tuple:
        """The single values of an attribute of the deck (none for one it does not have)."""
        found = self.names.attributes.get(attribute) if attribute is not None else None
        return found.singles() if found is not None else ()

    def value_table(self, data: dict, of: str | None, key: str = "table") -> tuple:
        """`data[key]`, a table by value, as (value, points) rows: each value one of `of`'s."""
        table = data.get(key) or {}
        if of is None:
            return tuple(table.items())
        singles = self.singles(of)
        for value in table:
            if value not in singles:
                shown = ", ".join(str(v) for v in singles[:12])
                self.fail(
                    self.key_at(key, value),
                    "unknown-attribute",
                    f"the table scores {value!r}, which is not a {of} of the deck",
                    f"the {of} values are: {shown}",
                )
        return tuple(table.items())

    def value_of(self, data: dict, key: str, of: str) -> object:
        """`data[key]`, which must be a value of `of`."""
        value = data[key]
        singles = self.singles(of)
        if value not in singles:
            self.fail(
                self.value_at(key),
                "unknown-attribute",
                f"{value!r} is not a {of} of the deck",
                f"the {of} values are: {', '.join(str(v) for v in singles[:12])}",
            )
        return value

    def together(self, data: dict, needs: str, key: str) -> None:
        """`key` is given only with `needs` beside it."""
        if key in data and needs not in data:
            self.fail(
                self.key_at(key),
                "missing-key",
                f"`{key}` needs `{needs}` beside it",
                f"add `{needs}:`, or drop `{key}:`",
            )

    def exactly_one(self, data: dict, spec, what: str) -> None:
        """The one key of those the description says a line holds exactly one of (`one_of`)."""
        keys = spec.one_of
        given = [k for k in keys if k in data]
        if len(given) != 1:
            self.fail(
                self.value_at(),
                "missing-key" if not given else "too-many-items",
                f"{what} needs exactly one of {', '.join(f'`{k}`' for k in keys)}"
                + (f", not {len(given)}" if given else ""),
                f"write one of {', '.join(keys)}",
            )

    def deck_cards(self) -> tuple:
        """Every card the decks print, as the fields a line reads."""
        from printgen.pieces.deck import _deck_cards

        return _deck_cards(self.names.decks)

    def token(self, name: str, pos) -> None:
        """`name` must be a token the game prints."""
        token_name(self.reader, self.names, name, pos)


def token_name(reader, names: Names, name: str, pos) -> None:
    if name not in names.tokens:
        reader.error(
            pos,
            "unknown-token",
            f"the scoring names the token {name!r}, which the game does not print",
            f"tokens: {', '.join(sorted(names.tokens)) or 'none; add a `tokens:` section'}",
        )
        raise Skip()


__all__ = ["LineReader", "Names", "token_name"]
