"""The checks' table and what reads it: the table of check modules, a leaf that names them and
imports none (`table`), the marks (`@check`, `documented`) and the lookups that import the listed
modules of a kind when its checks are asked for (`registry`), and docs/checks.md made from the
table (`docs`). The package imports nothing here."""
