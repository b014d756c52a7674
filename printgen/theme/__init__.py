"""A template folder's theme.yaml as a kind of file: its declaration (`file_kind`), what the
commands ask of the kind (`kind`: validate, describe) and its problems' documentation (`docs`).
The theme itself, as every drawing reads it, is printgen/style/. The package imports nothing here,
so declaring the kind pulls in nothing else."""
