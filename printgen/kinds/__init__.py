"""Kinds of file and what the commands ask of them: what a kind declares about itself, with a
Protocol per ability (`kind`), the registry of the kinds each package declares, a leaf (`table`),
resolving a KIT argument to its kind and the questions commands ask of kinds (`lookup`), and
docs/format-reference.md made from every kind's format (`docs`). Each kind's own package holds
its declaration and its implementation. The package imports nothing here, so declaring a kind
pulls in nothing else."""
