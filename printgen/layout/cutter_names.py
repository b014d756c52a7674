"""The cutting machines `--cutter` names, each with the title messages call it by: a leaf, so the
command line offers the choices (and says what is wrong with them) without making the machines'
geometry in `cutting.py`, which a build reads only for `--layout cut`. `cutting.CUTTERS` has one
row for each, in this order (a test keeps them in step)."""

CUTTER_TITLES = {
    "silhouette": "Silhouette",
    "cricut": "Cricut",
    "brother": "Brother ScanNCut",
}
CUTTER_NAMES = tuple(CUTTER_TITLES)
