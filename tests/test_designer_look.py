"""A designer's second look at every kit: row slips for every turn, large print that stays large,
a direction for a setup whose rule has one, reference cards as cards, dark grounds that survive an
imprecise cut, Neos's colour seen in grey, and Animal Ladder's and the German wordings."""

from __future__ import annotations

import itertools
import os

import pytest
from build_helpers import all_text, build, kit_pages, run

from printgen.layout.plan import Text, leaves


def texts(page) -> list[Text]:
    return [item for item, _ in leaves(page.items) if isinstance(item, Text)]


def count_text(pages, wanted: str) -> int:
    return sum(1 for page in pages for t in texts(page) if t.text == wanted)


# -- 3. row slips: one for every turn -------------------------------------------------------
@pytest.mark.parametrize("players, pages_of_slips", [(2, 1), (4, 1), (8, 2)])
def test_one_row_slip_for_every_turn(players, pages_of_slips):
    """Every seat plays its six cards, so a game from tracker strips writes players x 6 slips."""
    pages = kit_pages("standard", players=players)
    assert count_text(pages, "write the new value") == players * 6
    assert sum(1 for page in pages if "row slips" in page.label) == pages_of_slips
    heading = (
        f"Blank row slips, one for each turn ({players * 6}): cut out, write a value, lay it in "
        "the row"
    )
    assert count_text(pages, heading) == 1


def test_copies_of_trackers_stand_together_at_two_players():
    """At -p 2 the tracker sets repeat right under the first one; the slips come after them all."""
    for only in ((), ("trackers", "row-slips")):
        for page in kit_pages("standard", players=2, only=only):
            found = []
            for item, (a, b, c, d, e, f) in leaves(page.items):
                if isinstance(item, Text) and (
                    item.text == "write the new value" or item.text.startswith("Name ___")
                ):
                    found.append(
                        (
                            round(b * item.x_pt + d * item.y_pt + f, 1),
                            "slips" if item.text.startswith("write") else "trackers",
                        )
                    )
            kinds = [kind for _, kind in sorted(found, reverse=True)]  # top of the page first
            runs = [kind for kind, _ in itertools.groupby(kinds)]
            assert runs in ([], ["trackers"], ["slips"], ["trackers", "slips"]), page.label


# -- 7. Animal Ladder, Colour Catch and the wordings ----------------------------------------
def test_animal_ladder_has_a_central_numeral_and_worded_multiplier():
    pages = kit_pages("animal-ladder", only=("cards",))
    huge = [t for page in pages for t in texts(page) if t.text == "4" and t.size_pt > 40]
    assert len(huge) == 10  # one big 4 in the middle of every Dog
    assert count_text(pages, "1–5   −10") == 0
    words = " ".join(t.text for page in pages for t in texts(page))
    assert "any number" in words and "−10 if held" in words


def test_cat_and_dog_are_far_apart_for_every_colour_vision():
    from printgen.game.checks_colour import difference
    from printgen.kinds.lookup import resolve

    target = resolve("animal-ladder")
    game = target.kind.module().load(target)
    inks = {v.id: v.ink for v in game.decks[0].attributes[0].values}
    visions = (None, "protanopia", "deuteranopia", "tritanopia")
    assert min(difference(inks[3], inks[4], x) for x in visions) >= 30
    assert (
        min(
            difference(a, b, x)
            for a, b in itertools.combinations(inks.values(), 2)
            for x in visions
        )
        >= 20
    )


def test_colour_catch_yellow_is_amber_not_olive():
    """Its hue is the yellow's (38 to 50 degrees), not an olive's low saturation."""
    import colorsys

    from printgen.kinds.lookup import resolve

    target = resolve("colour-catch")
    game = target.kind.module().load(target)
    ink = game.decks[0].attributes[0].value("yellow").ink
    hue, _, saturation = colorsys.rgb_to_hls(*(int(ink[i : i + 2], 16) / 255 for i in (1, 3, 5)))
    assert 38 <= hue * 360 <= 50 and saturation > 0.9


@pytest.mark.parametrize(
    "lang, present, absent",
    [
        ("en", ["12 winning tokens", "1 lead-pile card"], ["12 × Winner", "1 × Lead pile"]),
        (
            "de",
            ["12 Siegplättchen", "1 Karte für den Ansagestapel", "Inhalt", "Gewonnen hat"],
            ["12 × Sieg", "1 × Ansagestapel", "Im Material", "Sieg ____"],
        ),
    ],
)
def test_the_kit_lists_say_what_the_pieces_are(lang, present, absent, tmp_path, capsys):
    text = all_text(
        build(tmp_path, capsys, "animal-ladder", "--lang", lang, name="al.pdf")
    ) + all_text(build(tmp_path, capsys, "neos", "--lang", lang, name="neos.pdf"))
    for words in present:
        assert words in text
    for words in absent:
        assert words not in text


def test_a_legend_of_six_colours_stands_in_two_rows_of_three_or_one_of_six():
    from printgen.components.reference import legend_columns
    from printgen.style.reading import load_theme

    font = load_theme().regular
    labels = ["red", "orange", "green", "blue", "violet", "grey"]
    assert legend_columns(labels, 500.0, font, 9.5) == 6
    assert legend_columns(labels, 300.0, font, 9.5) == 3
    assert legend_columns(labels, 120.0, font, 9.5) == 2


# -- 4. large print that is large -----------------------------------------------------------
def _body_pt(page) -> float:
    """The type size most of the page's text runs are set in."""
    from collections import Counter

    return Counter(round(t.size_pt, 2) for t in texts(page)).most_common(1)[0][0]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_large_print_rules_take_two_pages_in_larger_type(lang, paper):
    """Large print's body is 13 pt; Number Neighbours' rules go to two pages and grow past it (on
    one they shrank to 12.35 pt): 14.95 pt in German on Letter, the longest, up to 18.2 pt in
    English on A4; the default keeps one page in its own 9.5 pt or larger."""
    default = [p for p in kit_pages("standard", only=("rules",), lang=lang, paper=paper)]
    large = [
        p for p in kit_pages("standard", only=("rules",), lang=lang, paper=paper, large_print=True)
    ]
    assert len(default) == 1 and _body_pt(default[0]) >= 9.5
    assert [p.label for p in large] == ["rules", "rules, continued"]
    assert all(_body_pt(p) >= 14.95 for p in large)


# -- 5. a direction for a setup whose rule has one ------------------------------------------
@pytest.mark.parametrize("setup, arrows", [("one-way", 6 + 1), ("standard", 0), ("echo", 0)])
def test_row_cards_of_a_one_way_setup_carry_an_arrow(setup, arrows):
    """Each of One-way's six row cards carries an arrow, and so does its direction card."""
    for options in ({}, {"large_print": True, "card_size": "mini", "lang": "de"}):
        pages = kit_pages(setup, only=("row-cards",), **options)
        assert count_text(pages, "⟶") == arrows


@pytest.mark.parametrize(
    "lang, title, place, said",
    [
        (
            "en",
            "Pairs are read this way",
            "Lay it left of position 1: it stays all game.",
            "In One-way, every pair is read one way, from position 1 towards the last: the arrow "
            "on each row card points that way. Lay the direction card at the start of the row, "
            "left of position 1, so that every seat round the table sees which way the pairs run. "
            "It stays for the whole game, so the way is still shown after the cards with arrows "
            "have been replaced.",
        ),
        (
            "de",
            "Paare in Pfeilrichtung lesen",
            "Links neben Position 1 legen: Sie bleibt das ganze Spiel liegen.",
            "In Einbahn wird jedes Paar in einer Richtung gelesen, von Position 1 zur letzten: "
            "Dorthin zeigt der Pfeil auf jeder Reihenkarte. Legt die Richtungskarte an den Anfang "
            "der Reihe, links neben Position 1, damit alle am Tisch sehen, in welche Richtung die "
            "Paare laufen. Sie bleibt das ganze Spiel liegen, so ist die Richtung auch dann noch "
            "zu sehen, wenn die Karten mit Pfeil ersetzt sind.",
        ),
    ],
)
def test_the_arrow_is_explained_and_stays_on_the_table(lang, title, place, said):
    """The row cards' arrows leave the table with the cards the players replace: a one-way setup
    gets a direction card, laid left of position 1 for the whole game, and the rules say what the
    arrow means and where that card lies. A setup read either way gets neither."""

    def words(pages) -> str:
        return " ".join(t.text for page in pages for t in texts(page))

    assert said in words(kit_pages("one-way", only=("rules",), lang=lang))
    pages = kit_pages("one-way", only=("row-cards",), lang=lang)
    assert title in words(pages) and place in words(pages)
    assert count_text(pages, "⟶") == 7  # six row cards and the direction card
    assert title not in words(kit_pages("standard", only=("row-cards",), lang=lang))
    assert said[:30] not in words(kit_pages("standard", only=("rules",), lang=lang))


def test_an_export_of_a_one_way_kit_holds_its_direction_card(tmp_path, capsys):
    """Each setup's row in an export is its six positions, and One-way's its direction card too,
    in a kit of three setups (the rows were sliced by their length)."""
    folder = tmp_path / "out"
    code, _, err = run(
        ["export", "standard", "one-way", "echo", "--to", "tgc", "-o", str(folder)], capsys
    )
    assert code == 0, err
    names = sorted(os.listdir(folder / "02-row-standard"))
    assert [n for n in names if n.endswith("direction.png")] == ["013-direction.png"]
    assert len([n for n in names if "position" in n]) == 18


# -- 6. reference cards as cards, the score sheet alone -------------------------------------
@pytest.mark.parametrize(
    "game, titles, players",
    [
        ("colour-catch", ("Your turn", "Scoring a round"), 6),
        ("animal-ladder", ("Your turn", "Scoring a round"), 4),
    ],
)
def test_a_set_of_reference_cards_for_every_player_never_split(game, titles, players):
    pages = kit_pages(game, players=players)
    for title in titles:
        assert count_text(pages, title) == players
    for page in pages:
        if page.label.startswith("cards"):
            assert count_text([page], titles[0]) == count_text([page], titles[1]), page.label
    sheets = [page for page in pages if "score sheet" in page.label]
    assert sheets and all(
        page.label.startswith("score sheet") and "," not in page.label and "+" not in page.label
        for page in sheets
    )


@pytest.mark.parametrize(
    "lang, words",
    [
        ("en", "reference cards, a set for each player"),
        ("de", "Übersichtskarten, ein Satz für jede Person"),
    ],
)
def test_the_rules_page_counts_the_sets(lang, words, tmp_path, capsys):
    text = all_text(
        build(
            tmp_path,
            capsys,
            "colour-catch",
            "-p",
            "4",
            "--only",
            "rules,references",
            "--lang",
            lang,
        )
    )
    assert f"8 {words}" in text


def test_a_score_sheet_of_number_neighbours_is_alone_on_its_sheet():
    pages = kit_pages("standard", players=4)
    assert [page.label for page in pages if "score sheet" in page.label] == ["score sheet standard"]


# -- 1. dark grounds without bleed ----------------------------------------------------------
def _boxes(page):
    """Every card trim and every dark filled rectangle of the page, in page coordinates."""
    from printgen.layout.ink import is_dark
    from printgen.layout.plan import Box, Rect, Trim

    def placed(box, t):
        a, b, c, d, e, f = t
        xs = [a * x + c * y + e for x, y in ((box.x_pt, box.y_pt), (box.right_pt, box.top_pt))]
        ys = [b * x + d * y + f for x, y in ((box.x_pt, box.y_pt), (box.right_pt, box.top_pt))]
        return Box(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    trims, dark = [], []
    for item, t in leaves(page.items):
        if isinstance(item, Trim):
            trims.append(placed(item.box, t))
        elif isinstance(item, Rect) and item.fill and is_dark(item.fill):
            dark.append(placed(item.box, t))
    return trims, dark


def _margin_mm(box, trims) -> float:
    """How far inside the nearest card's trim the box stays, in mm (negative: past it)."""
    from printgen.layout.units import pt_to_mm

    best = None
    for trim in trims:
        if (
            trim.x_pt - 1 <= box.center[0] <= trim.right_pt + 1
            and trim.y_pt - 1 <= box.center[1] <= trim.top_pt + 1
        ):
            inside = min(
                box.x_pt - trim.x_pt,
                trim.right_pt - box.right_pt,
                box.y_pt - trim.y_pt,
                trim.top_pt - box.top_pt,
            )
            best = inside if best is None else max(best, inside)
    return pt_to_mm(best) if best is not None else 99.0


@pytest.mark.parametrize("kit", ["standard", "one-way", "neos", "animal-ladder", "colour-catch"])
@pytest.mark.parametrize(
    "options",
    [
        {},
        {"paper": "letter"},
        {"large_print": True},
        {"layout": "gutterfold"},
        {"lang": "de", "paper": "letter", "layout": "gutterfold"},
    ],
)
def test_a_dark_ground_stops_inside_the_trim_without_bleed(kit, options):
    """No dark card ground reaches a cut line: a cut 1.5 mm off leaves no sliver, beside a pale
    card or at the grid's edge; the same number of cards fit a sheet as before."""
    pages = kit_pages(
        kit,
        only=("hand-cards", "row-cards") if kit in ("standard", "one-way") else ("cards",),
        **options,
    )
    grounds = 0
    for page in pages:
        trims, dark = _boxes(page)
        for box in dark:
            # a ground, not a mark or a line
            if box.width_pt > 0.5 * min(t.width_pt for t in trims) and box.height_pt > 0.5 * min(
                t.height_pt for t in trims
            ):
                grounds += 1
                assert _margin_mm(box, trims) >= 1.49, page.label
    if kit in ("standard", "one-way") or options.get("layout"):
        assert grounds > 0
    per_sheet = max(len(_boxes(page)[0]) for page in pages)
    folded = options.get("layout") == "gutterfold"
    assert per_sheet == (8 if folded else 9)  # gutterfold: 4 fronts and their 4 backs


def test_with_bleed_the_dark_ground_runs_into_it():
    pages = kit_pages("standard", only=("row-cards",), bleed_mm=3.0)
    trims, dark = _boxes(pages[0])
    grounds = [box for box in dark if box.width_pt > 100]
    assert grounds and all(abs(_margin_mm(box, trims) + 3.0) < 0.01 for box in grounds)


# -- 2. Neos's colour, seen across the table and in grey ------------------------------------
def test_neos_cards_carry_their_colour_as_a_wash_and_a_large_shape():
    """Each colour's cards stand on a pale ground of that colour (22% of its ink), and a shape
    of its own, large, in both top corners (7 mm or more across on a poker card)."""
    from printgen.kinds.lookup import resolve
    from printgen.layout.plan import Circle, Polygon, Rect
    from printgen.layout.units import pt_to_mm

    target = resolve("neos")
    game = target.kind.module().load(target)
    face, colours = game.decks[0].face, game.decks[0].attribute("colour")
    expected = {face.washed("#fffdf7", v.ink) for v in colours.values}
    assert len(expected) == 6 and face.washed("#fffdf7", "#c0392b") == "#f1d2ca"
    pages = kit_pages("neos", only=("cards",))
    grounds = {
        item.fill
        for page in pages
        for item, _ in leaves(page.items)
        if isinstance(item, Rect) and item.fill and item.box.width_pt > 150
    }
    assert expected <= grounds
    shapes = [
        item
        for item, _ in leaves(pages[0].items)
        if isinstance(item, (Circle, Polygon)) and item.fill == "#c0392b"
    ]
    widths = [
        pt_to_mm(2 * s.radius_pt)
        if isinstance(s, Circle)
        else pt_to_mm(max(x for x, _ in s.points_pt) - min(x for x, _ in s.points_pt))
        for s in shapes
    ]
    assert len(widths) == 18 and min(widths) >= 7.0  # two on each of the nine red cards


def test_contrast_is_checked_on_the_wash():
    from printgen.kit.validation import validate_text

    text = """kind: game
name: Washed
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      colour:
        values:
          red: {ink: "#c0392b", symbol: circle}
          blue: {ink: "#1f4e9a", symbol: star}
      number: {min: 1, max: 9}
    face:
      tint: colour
      wash: 30
      elements:
        - {at: centre, text: "{number}", size: small}
        - {at: corners, symbol: colour}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
"""
    found = [
        d for d in validate_text(text, "washed.yaml").diagnostics if d.code == "contrast-too-low"
    ]
    assert [d.line for d in found] == [10]  # red's small numbers on its own 30% wash: 3.4:1
    assert "on the ground #ecc2ba" in found[0].message
    assert not [
        d
        for d in validate_text(text.replace("wash: 30", "wash: 0"), "plain.yaml").diagnostics
        if d.code == "contrast-too-low"
    ]


# -- 8. the two-player caveat ---------------------------------------------------------------
@pytest.mark.parametrize(
    "lang, words",
    [
        (
            "en",
            "Two players: in Standard one seat has a clear edge (the balance analysis finds "
            "it). Play two games, taking turns to start.",
        ),
        (
            "de",
            "Zu zweit: Bei Standard hat ein Platz einen klaren Vorteil (das zeigt die "
            "Balance-Analyse). Spielt zwei Partien und beginnt abwechselnd.",
        ),
    ],
)
def test_the_rules_say_when_two_players_are_far_from_even(lang, words, tmp_path, capsys):
    """Every bundled setup acknowledges validate --deep's seat-unfair, found at two players."""
    assert words in all_text(build(tmp_path, capsys, "standard", "--only", "rules", "--lang", lang))


def test_no_caveat_for_a_setup_whose_analysis_finds_the_seats_even(tmp_path):

    from printgen.kinds.lookup import resolve

    source = resolve("standard").path
    text = open(source, encoding="utf-8").read()
    even = text[: text.index("\nacknowledge:")] + "\n"
    path = tmp_path / "even.yaml"
    path.write_text(even, encoding="utf-8")
    pages = kit_pages(str(path), only=("rules",))
    assert not any("Two players" in t.text for page in pages for t in texts(page))


def test_neos_prints_a_round_card_for_every_player_and_its_final_count_once():
    """Neos's scoring is done once at the end, from a panel beside the rules' setting up."""
    pages = kit_pages("neos", players=3)
    assert count_text(pages, "A round") == 3 and count_text(pages, "Scoring") == 1
    assert "reference scoring" in pages[0].label


def test_a_card_sized_reference_too_long_for_the_card_is_a_panel_and_said(tmp_path, capsys):
    from build_helpers import run

    code, _, err = run(
        ["build", "neos", "--card-size", "mini", "-o", str(tmp_path / "kit.pdf")], capsys
    )
    assert code == 0
    assert (
        "printgen: warning: the reference card 'round' is too long for a card of this size, "
        "so it is printed as a panel on the sheets, one for each player (shorten the text, or "
        "choose a larger --card-size, for cards)" in err
    )
    code, _, err = run(["build", "neos", "-o", str(tmp_path / "kit.pdf")], capsys)
    assert code == 0 and "warning" not in err


def test_large_print_keeps_an_aid_for_every_player_as_panels(capsys):
    from build_helpers import run

    code, plan, err = run(
        ["build", "colour-catch", "--large-print", "-p", "4", "--dump-plan"], capsys
    )
    assert code == 0 and "warning" not in err  # large print means panels: nothing to warn of
    titles = [title for title in ("Setting up", "Your turn", "Scoring a round")]
    assert [plan.count(f"text='{title}' font='DejaVuSans-Bold'") for title in titles] == [1, 4, 4]
    assert "1 reference panel: Setting up" in plan
    assert "8 reference panels, a set for each player:" in plan


def test_a_card_reference_is_set_in_the_largest_type_that_fits():
    """Searched in 0.1 pt steps of the body text: 0.1 pt more does not fit the card."""
    from printgen.components.reference import card_scale, card_scales, reference_face
    from printgen.core.errors import FitError
    from printgen.kinds.lookup import resolve
    from printgen.layout.plan import Box
    from printgen.layout.units import mm_to_pt
    from printgen.style.messages import load_catalogue
    from printgen.style.reading import load_theme

    theme, messages = load_theme(), load_catalogue("en")
    target = resolve("colour-catch")
    game = target.kind.module().load(target)
    trim = Box(0.0, 0.0, mm_to_pt(63), mm_to_pt(88))
    found = {}
    for reference in (r for r in game.references if r.size == "card"):
        scale = card_scale(trim, reference, game, "en", messages, theme)
        found[reference.id] = round(scale * theme.text.body_pt, 1)
        larger = card_scales(theme)[card_scales(theme).index(scale) - 1]
        with pytest.raises(FitError):
            reference_face(trim, 0.0, reference, game, "en", messages, theme, larger)
    # were 7.6 and 6.08, in steps of 0.8x; the turn card is now worded from `play:` (longer)
    assert found == {"turn": 7.8, "scoring": 6.7}


def test_score_table_cells_are_shaded_by_their_points_and_grow_in_large_print(capsys):
    from build_helpers import run

    from printgen.neighbours.kit.scoring_blocks import shade

    assert shade("#f2c14e", 2, 2) == "#f2c14e" and shade("#f2c14e", 1, 2) == "#f9e3af"
    fills, cells = {}, {}
    for large in (False, True):
        args = ["build", "standard", "--only", "setup-card", "--dump-plan"]
        code, plan, _ = run(args + (["--large-print"] if large else []), capsys)
        assert code == 0
        rule = "#000000" if large else "#a9aeb8"  # the table's cells: thin lines of the rule
        lines = [
            line for line in plan.splitlines() if f"stroke='{rule}' line_width_pt=0.40" in line
        ]
        fills[large] = sorted({line.split("fill='")[1][:7] for line in lines if "fill='" in line})
        cells[large] = float(lines[0].split("box=")[1].split(",")[2])
    assert fills[False] == ["#f2c14e", "#f9e3af"]  # 2 points and 1 point, told apart
    # the table grows with large print's type, as far as its column allows (was 10 mm in both)
    assert (cells[False], cells[True]) == (28.35, 32.07)
