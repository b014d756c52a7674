"""The printed pieces every kit is made of: cards, decks, faces and their elements, tokens,
reference
cards and score sheets as data (`model.py`), and the cards a deck makes, with a card's values filled
into its texts (`deck.py`). Read from a game file or made by a kit (Number Neighbours' decks), and
laid out by `components/`; it imports nothing of the kinds or the layout."""
