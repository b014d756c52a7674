"""The style every drawing reads: the theme.yaml format (`format`), read by that description over
the theme it extends (`reading`), the theme the layout uses (`model`), which theme a build uses
(`choice`), and the message catalogues, every word a kit prints around the game's own text
(`messages`). The theme as a kind of file (validate, describe) is printgen/theme/. The package
imports nothing here."""
