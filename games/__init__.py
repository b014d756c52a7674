"""Bundled game files (data only)."""
