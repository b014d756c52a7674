"""Bundled Number Neighbours setups (data only)."""
