"""printgen: print-and-play kits, setup validation and balance analysis for small card games."""

__version__ = "0.1.0"
