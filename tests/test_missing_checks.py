"""Checks where they were missing or wrong: a legend's symbols against the panel they print on
(a game in the manner of Hanabi, tests/fixtures/designer/fireworks.yaml), a pasted card or value
told as a duplicate, the scoring-constant hint, a score sheet heading's words, and a corner index
half a point under its size left alone."""

from __future__ import annotations

import os

from test_console_script import printgen

from printgen.kit.validation import validate_paths, validate_text

HERE = os.path.dirname(__file__)
DESIGNER = os.path.join(HERE, "fixtures", "designer")
ROOT = os.path.dirname(HERE)


def _edited(tmp_path, source: str, *edits: tuple[str, str], name: str = "") -> str:
    with open(source, encoding="utf-8") as handle:
        text = handle.read()
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    path = tmp_path / (name or os.path.basename(source))
    path.write_text(text, encoding="utf-8")
    return str(path)


def _found(path: str) -> list[tuple]:
    return [
        (d.code, d.line, d.column, d.message, d.hint) for d in validate_paths([path])[0].diagnostics
    ]


def test_fireworks_legend_shows_each_symbol_on_the_cards_own_ground(tmp_path):
    path = os.path.join(DESIGNER, "fireworks.yaml")
    done = printgen("validate", "--strict", path, cwd=str(tmp_path))
    assert done.returncode == 0, done.stdout
    built = printgen("build", path, "--only", "references", "--dump-plan", cwd=str(tmp_path))
    assert built.returncode == 0, built.stderr
    # five chips of the cards' dark ground behind the five symbols of each legend
    assert built.stdout.count("fill='#1f2430' radius_pt=2.61") == 5 * 5  # five players' cards


def test_a_light_symbol_on_the_light_panel_is_told_at_its_ink(tmp_path):
    # the cards print the colour's name in their own ink on a dark ground, so no face check
    # sees the white; the legend draws the white symbol on the light panel
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "fireworks.yaml"),
        ('      ground: "#1f2430"\n      tint: colour\n', '      ink: "#1f2430"\n'),
        (
            "        - {at: centre, symbol: colour, size: huge}",
            '        - {at: centre, text: "{colour}"}',
        ),
    )
    found = _found(path)
    assert [f[:3] for f in found] == [
        ("contrast-too-low", 14, 25),
        ("contrast-too-low", 15, 24),
        ("contrast-too-low", 16, 23),
        ("contrast-too-low", 17, 24),
    ]
    assert found[3][3] == (
        "the legend of 'colours' draws white's symbol in #ffffff on the panel #f3f1ea at "
        "1.1:1; it needs 3:1"
    )


def test_a_pasted_row_is_a_duplicate_not_a_look_alike(tmp_path):
    row = (
        '      - {name: Tempura, ink: "#7d3c98", icon: fire, kind: side, count: 14, '
        'text: "A pair scores 5."}\n'
    )
    path = _edited(tmp_path, os.path.join(DESIGNER, "sushi-rolls.yaml"), (row, row + row))
    assert _found(path) == [
        (
            "duplicate-card",
            15,
            16,
            "card 5 of the list repeats card 4 (Tempura) field for field",
            "give card 4 a `count` of 28 and drop this one, or change what differs",
        )
    ]


PASTED_VALUE = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      colour:
        values:
          red: {label: Red, ink: "#a93226", symbol: circle}
          blue: {label: Blue, ink: "#1f4e99", symbol: square}
          green: {label: Red, ink: "#a93226", symbol: circle}
      number: {min: 1, max: 5}
    face:
      tint: colour
      elements:
        - {at: corners, text: "{number}"}
        - {at: centre, symbol: colour}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
"""


def test_a_pasted_value_is_a_duplicate_not_cards_that_differ_only_by_colour():
    # it was "differ only by colour (red/1 and green/1)", and a colour-vision warning for one ink
    found = validate_text(PASTED_VALUE, "t.yaml").diagnostics
    assert [(d.code, d.line, d.column, d.message) for d in found] == [
        (
            "duplicate-card",
            12,
            18,
            "the colour 'green' repeats 'red': the same label, ink, symbol and mark, so their "
            "cards look the same",
        )
    ]


def test_a_table_that_leaves_values_out_is_not_constant(tmp_path):
    sushi = os.path.join(DESIGNER, "sushi-rolls.yaml")
    part = _edited(
        tmp_path,
        sushi,
        (
            "      title: Nigiri\n",
            "      title: Nigiri\n  - hand: {of: name, table: {Tempura: -50, Dumpling: -50}}\n",
        ),
    )
    # the others score 0 in hand, so `each: -50` would be wrong; the unscored values are told
    assert [f[0] for f in _found(part)] == ["scoring-value-unscored"]
    whole = _edited(
        tmp_path,
        sushi,
        (
            "      title: Nigiri\n",
            "      title: Nigiri\n  - hand: {of: kind, table: {nigiri: -5, side: -5}}\n",
        ),
        name="whole.yaml",
    )
    assert [f[0] + ": " + f[4] for f in _found(whole)] == [
        "scoring-constant: say so with `each: -5`, or give the rows the points you meant"
    ]


def test_a_heading_too_long_is_quoted_without_a_stray_space_and_hinted_by_its_sheet(tmp_path):
    source = os.path.join(ROOT, "docs", "examples", "harbour-masters.yaml")
    long = "Crates delivered to each harbour and on to the far quay"
    path = _edited(
        tmp_path,
        source,
        ("{title: Crates, kind: points}", "{title: " + long + ", kind: points}"),
        (
            "rows: {names: [Round 1, Round 2, Round 3, Round 4, Round 5, Final]}",
            "rows: {per: player}",
        ),
        (
            "      - {title: Total, kind: total}",
            "".join(f"      - {{title: {long} {i}, kind: points}}\n" for i in range(6))
            + "      - {title: Total, kind: total}",
        ),
    )
    (tmp_path / "harbour-masters.csv").write_bytes(
        open(source.replace(".yaml", ".csv"), "rb").read()
    )
    first = _found(path)[0]
    assert first[0] == "text-too-long"
    assert first[3] == (
        "the score sheet heading 'Crates delivered to each harbour and...' does not fit its column"
    )
    assert first[4] == "shorten the column title, or give the sheet fewer columns"


CORNER = """\
kind: game
name: Tiny
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    cards:
      - {name: A, price: "+20", count: 9}
    face:
      elements:
        - {at: corners, text: "{price}", size: SIZE}
        - {at: centre, text: "{name}"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
"""


def test_a_corner_index_half_a_point_under_its_size_is_not_told():
    # '+20' fits a corner at 13 pt: asked at 13.5 it loses half a point, at 14 a whole one
    assert validate_text(CORNER.replace("SIZE", "13.5"), "c.yaml").diagnostics == []
    found = validate_text(CORNER.replace("SIZE", "14"), "c.yaml").diagnostics
    assert [(d.code, d.message) for d in found] == [
        (
            "corner-index-shrinks",
            "the corner index '+20' prints at 13 pt, not the 14 pt of its size, as it is too "
            "wide for the corner",
        )
    ]


TABLES = """
references:
  prices:
    title: Prices
    blocks:
      - table: {columns: [Good, Sells for], rows: [[Bread, ":coin:"], [Honey, ":coin: :coin:"]]}
      - table: {deck: goods, columns: {Good: "{name}", Gain: ":coin: {price}", Text: "{text}"}}
"""


def test_icons_in_a_tables_cells_are_drawn_and_a_typo_is_told_at_its_line(tmp_path):
    source = os.path.join(ROOT, "docs", "examples", "market-day.yaml")
    with open(source, encoding="utf-8") as handle:
        text = handle.read() + TABLES
    (tmp_path / "art").mkdir()
    for name in os.listdir(os.path.join(ROOT, "docs", "examples", "art")):
        with open(os.path.join(ROOT, "docs", "examples", "art", name), "rb") as handle:
            (tmp_path / "art" / name).write_bytes(handle.read())
    (tmp_path / "m.yaml").write_text(text, encoding="utf-8")
    built = printgen("build", "m.yaml", "--only", "references", "--dump-plan", cwd=str(tmp_path))
    assert built.returncode == 0, built.stderr
    # the game's own coin, a picture: 3 in the first table, 3 + 3 in the deck's (gain and text)
    # and the bundled card icon drawn as a path; no marker printed as written
    assert built.stdout.count("Picture") == 9
    assert ":coin:" not in built.stdout and "**Once**" not in built.stdout
    (tmp_path / "typo.yaml").write_text(text.replace('Gain: ":coin:', 'Gain: ":coni:'))
    found = _found(str(tmp_path / "typo.yaml"))
    assert [f[:4] for f in found] == [
        (
            "unknown-icon",
            text.count("\n"),  # the last line
            62,
            "there is no icon 'coni', so `:coni:` prints as written",
        )
    ]


def test_scoring_rule_prints_the_rule_without_the_examples(tmp_path):
    from pypdf import PdfReader

    source = os.path.join(DESIGNER, "bull-rows.yaml")
    for block, examples in (("all", True), ("rule", False)):
        path = _edited(tmp_path, source, ("- scoring: all", f"- scoring: {block}"))
        done = printgen("build", path, "--only", "references", "-o", "r.pdf", cwd=str(tmp_path))
        assert done.returncode == 0, done.stderr
        words = " ".join(PdfReader(tmp_path / "r.pdf").pages[0].extract_text().split())
        assert "Every card scores its bulls." in words
        assert ("For example, 55, 10, 5: 12 points." in words) is examples


def test_validate_tells_a_card_reference_too_long_for_a_card(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "bull-rows.yaml"),
        (
            "    title: Scoring\n    blocks:\n      - scoring: all\n",
            "    title: Scoring\n    size: card\n    copies: 5\n    blocks:\n      - scoring: all\n"
            '      - text: "' + "Take the row when your card is the sixth. " * 40 + '"\n',
        ),
    )
    assert _found(path) == [
        (
            "reference-not-a-card",
            49,
            11,
            "the reference card 'scoring' is too long for a card of 63 x 88 mm, so the game's "
            "card-sized references are printed as panels on the sheets (5 of this one)",
            "shorten its text, split it over two cards, or build with a larger --card-size",
        )
    ]
    built = printgen("build", path, "-o", "b.pdf", cwd=str(tmp_path))
    assert built.returncode == 0 and "printed as a panel" in built.stderr
    from pypdf import PdfReader

    pages = PdfReader(tmp_path / "b.pdf").pages
    assert sum(page.extract_text().count("Bull heads taken") for page in pages) == 5


def test_a_deck_table_gives_each_column_its_longest_word(tmp_path):
    # Rising Tide's helpers: the powers' long lines once squeezed 'Engineer' out of its column,
    # so the card was printed as a panel
    source = os.path.join(ROOT, "docs", "examples", "rising-tide.yaml")
    done = printgen("build", source, "-o", "r.pdf", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "panel" not in done.stderr


def test_the_rules_page_names_only_what_the_kit_has(tmp_path):
    from pypdf import PdfReader

    # Fireworks has reference cards and no score sheet; Bull Rows the same
    for lang, keep, never in (
        ("en", "Keep the reference cards where everyone can read them.", "score sheet"),
        ("de", "Legt die Übersichtskarten so hin, dass alle sie lesen können.", "Punkteblatt"),
    ):
        done = printgen(
            "build",
            os.path.join(DESIGNER, "fireworks.yaml"),
            "--lang",
            lang,
            "--only",
            "rules",
            "-o",
            "f.pdf",
            cwd=str(tmp_path),
        )
        assert done.returncode == 0, done.stderr
        words = " ".join(PdfReader(tmp_path / "f.pdf").pages[0].extract_text().split())
        assert keep in words and never not in words


def test_show_says_one_player_count_once_and_words_the_scoring(tmp_path):
    path = _edited(
        tmp_path,
        os.path.join(DESIGNER, "sushi-rolls.yaml"),
        ("players: {min: 2, max: 5}", "players: {min: 2, max: 2}"),
        ("    3: {hand: 9}\n    4: {hand: 8}\n    5: {hand: 7}\n", ""),
    )
    done = printgen("show", path, cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1] == "game for 2 players: 48 x Dish cards"
    assert "  Dish cards (dishes): 48 cards = 5 kinds of card" in lines
    assert "  Nigiri: Every card scores by its name, as the table shows." in lines
    assert (
        "  Most sides: Whoever holds the most side scores 6. In a tie, the tied players share "
        "the points, rounded down." in lines
    )
