"""Themes, the look of every kit: a template folder's theme.yaml as a kind of file.

`format` describes the file once; `reading` reads it by that description and merges it over the
theme it extends; `model` is the theme as the layout uses it; `kind` answers what the commands
ask of a kind; `docs` documents the problems a theme file can have. The package imports nothing
here, so declaring the kind (`file_kind`) pulls in nothing else.
"""
