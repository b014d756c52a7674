"""Templates: the look of each printed material, as data."""
