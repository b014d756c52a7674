"""The format description language and the reading it drives: the nodes a kind's format is
described with, its JSON Schema and key reference (`spec`), the schema reader every kind's reader
builds on, with the same codes and hints in every kind of file (`reader`), and the walk of a
loader node against a description (`walk`). The package imports nothing here."""
