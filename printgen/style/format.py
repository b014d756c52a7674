"""The theme format (theme.yaml), described once (see printgen.format.spec): every key with its
meaning and its bounds. The theme reader checks each value against these bounds, and `printgen
schema --kind theme` and the key reference are made from the same table."""

from __future__ import annotations

from printgen.format.spec import Spec, array, choice, color, key, number, obj, text

BUNDLED_THEMES = ("default", "large-print", "ink-saver", "light")
SEATS = 8

COLORS = {
    "ink": "text and lines",
    "muted": "secondary text: captions, rulers, notices",
    "rule": "table and panel rules",
    "cut": "cut lines",
    "panel": "the ground of reference and setup cards",
    "hand_card": "the ground of hand cards",
    "hand_edge": "the frame of hand cards",
    "row_card": "the ground of row cards",
    "row_ink": "text on row cards",
    "row_accent": "the position badge on row cards",
    "score_cell": "scoring cells of the score table",
    "score_ink": "text on scoring cells",
    "example": "the worked example's highlight",
    "back": "the ground of card backs",
    "back_ink": "text on card backs",
    "back_pattern": "the pattern on card backs",
}

# key: (meaning, lowest, highest); sizes in mm or pt as the key's name says
NUMBERS = {
    "text": {
        "min_pt": (
            "the smallest type any text may shrink to (printers and eyes need 6 pt)",
            6.0,
            24.0,
        ),
        # at least min_pt's own lowest, 6: the smallest type may be no larger than body text
        "body_pt": ("body text", 6.0, 40.0),
        "small_pt": ("small print: notes, footers", 6.0, 30.0),
        "heading_pt": ("headings", 6.0, 60.0),
        "title_pt": ("titles", 6.0, 96.0),
    },
    "card": {
        "radius_mm": ("the corner radius of card frames", 0.0, 10.0),
        "corner_inset_mm": (
            "how far indices sit inside the trim (at least 1 mm inside the safe zone)",
            0.5,
            12.0,
        ),
        "safe_mm": (
            "the safe zone: text and frames stay this far inside the trim, so a miscut of "
            "less never shows",
            1.0,
            10.0,
        ),
        "index_width_mm": ("the width of a card's corner index", 4.0, 30.0),
        "index_value_pt": ("the type size of a hand card's value", 6.0, 72.0),
        "value_ratio": ("the big value's height as a share of the card's width", 0.1, 0.9),
        "mark_radius_mm": ("the radius of a seat mark", 1.0, 15.0),
        "edge_width_pt": ("the width of card frames", 0.1, 5.0),
        "face_type_scale": ("game card faces: named type and symbol sizes times this", 0.5, 3.0),
    },
    "sheet": {
        "margin_mm": (
            "the sheet's margin, where crop marks and the ruler stand: many printers cannot "
            "print nearer the edge than 5 mm",
            5.0,
            30.0,
        ),
        "content_margin_mm": ("the margin of panels, rules and score sheets", 5.0, 40.0),
        "band_mm": ("the band that holds the ruler and the print notice", 4.0, 20.0),
        "score_row_mm": ("the height of a score-sheet row", 4.0, 30.0),
        "score_name_mm": ("the width of a score sheet's name column", 15.0, 120.0),
        "tracker_height_mm": ("the height of a tracker strip", 10.0, 80.0),
        "slip_width_mm": ("the width of a row slip", 20.0, 120.0),
        "slip_height_mm": ("the height of a row slip", 20.0, 150.0),
        "panel_gap_mm": ("the gap between two panels on a sheet", 0.0, 30.0),
    },
}

# (smaller, larger): the first may not be larger than the second
ORDER = (
    ("text", "min_pt", "small_pt"),
    ("text", "min_pt", "body_pt"),
    ("text", "small_pt", "heading_pt"),
    ("text", "body_pt", "title_pt"),
)


def _section(title: str, values: dict[str, Spec]) -> Spec:
    return obj(title, *(key(name, spec) for name, spec in values.items()))


THEME_FORMAT = obj(
    "The look of every kit. Give only what differs from the theme you extend.",
    key("name", text("The theme's name", 1, 40)),
    key(
        "extends",
        choice(
            "The bundled theme this one starts from; every key left out is taken from it",
            BUNDLED_THEMES,
            "default",
        ),
    ),
    key(
        "fonts",
        obj(
            "TrueType font files (.ttf, TrueType outlines, embedding allowed), relative to "
            "this file; each is read with limits: at most 32 MiB, 64 tables and 300,000 "
            "mapped characters",
            key("regular", text("The regular font (.ttf)")),
            key("bold", text("The bold font (.ttf)")),
        ),
    ),
    key(
        "colors",
        _section(
            "Colours as quoted #rrggbb",
            {
                **{name: color(meaning) for name, meaning in COLORS.items()},
                "seats": array(
                    "the seats' colours, one for each of the 8 seats",
                    color("a seat colour"),
                    SEATS,
                    SEATS,
                ),
            },
        ),
    ),
    *(
        key(
            section,
            _section(
                f"{section.capitalize()} measures",
                {name: number(meaning, low, high) for name, (meaning, low, high) in values.items()},
            ),
        )
        for section, values in NUMBERS.items()
    ),
)
