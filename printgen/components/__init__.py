"""Generic kit components as page plans: card faces and backs from a deck, reference cards, score
sheets."""
