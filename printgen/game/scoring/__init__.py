"""A game's scoring, declared as data (`scoring:`, `rounds:`, `examples:`): the rule the checks
reason about, `analyze` bounds, play scores and the kit prints.

Each line of `scoring:` is one family, and each family is one module here: its description in the
format, how it is read, how it scores a player's holding, the highest and lowest it can give
with a deck, its words in every language (by the message catalogues' keys), and what the checks
ask of it. `table` lists the families, in the order the format reference shows them.

- `model`: what every family shares: a player's `Holding`, the `Line` every family's lines are,
  the `Family` record, the game's `Scoring`, `Rounds` and worked `Example`s;
- `parts`: the pieces of description families share (a title, a table by count or by value);
- `reading`: the deck's names, and the reading every family's lines share (an attribute, a
  table by value, keys that go together);
- `points` (and `hand`), `sets`, `extremes` (`most` and `fewest`), `runs`, `groups`, `tokens`,
  `event`, `pairs`, `per_value`, `bid`, `others_hands`, `team`: the families;
- `table`: the families by name; `description`: `scoring:`, `rounds:` and `examples:` in the
  format; `read`: reading the three sections; `checks`: the checks of a game's scoring.

This package's own `__init__` imports nothing, so a family module importing the model imports no
family.
"""
