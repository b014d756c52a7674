"""The Number Neighbours kit: its decks, blocks and pages, built from the shared components."""
