"""Your own game: card lists in the file or in a spreadsheet (CSV, XLSX, ODS), several decks in one
deal, setup by player count, named and team score sheets, card-sized aids made from a deck.

The conformance files of the issue live in tests/fixtures/own-game (copied from
shared/conformance/own-game, which a test keeps them equal to where it is beside the checkout).
"""

from __future__ import annotations

import csv
import filecmp
import os
import shutil
import zipfile

import pytest
from test_console_script import printgen

from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
OWN = os.path.join(HERE, "fixtures", "own-game")
SHARED = os.path.join(HERE, "..", "..", "shared", "conformance", "own-game")


def _copy(tmp_path, *names: str) -> str:
    for name in names:
        shutil.copy(os.path.join(OWN, name), tmp_path / name)
    return str(tmp_path)


def _problems(path: str) -> list[tuple[str, str, int, int, str]]:
    return [
        (os.path.basename(d.file), d.cell, d.line, d.column, d.code)
        for d in validate_paths([path])[0].diagnostics
    ]


def _xlsx(path, rows, sheet="Court", other_first=True) -> None:
    openpyxl = pytest.importorskip("openpyxl")
    book = openpyxl.Workbook()
    if other_first:
        book.active.title = "Notes"
        book.active["A1"] = "the cards are on the next sheet"
        page = book.create_sheet(sheet)
    else:
        page = book.active
        page.title = sheet
    for row in rows:
        page.append(row)
    book.save(path)


def _court_rows() -> list[list[object]]:
    with open(os.path.join(OWN, "court.csv"), encoding="utf-8", newline="") as handle:
        return [[int(c) if c.isdigit() else c for c in row] for row in csv.reader(handle)]


def _ods(path, rows, sheet="Court") -> None:
    """A minimal OpenDocument spreadsheet, as LibreOffice writes one (numbers typed as floats)."""
    cells = []
    for row in rows:
        out = []
        for value in row:
            if isinstance(value, int):
                out.append(
                    '<table:table-cell office:value-type="float" '
                    f'office:value="{value}"><text:p>{value}</text:p></table:table-cell>'
                )
            else:
                text = str(value).replace("&", "&amp;").replace("<", "&lt;")
                out.append(
                    "<table:table-cell "
                    f'office:value-type="string"><text:p>{text}</text:p></table:table-cell>'
                )
        cells.append(
            "<table:table-row>"
            + "".join(out)
            + '<table:table-cell table:number-columns-repeated="1020"/></table:table-row>'
        )
    cells.append(
        '<table:table-row table:number-rows-repeated="1048000"><table:table-cell '
        'table:number-columns-repeated="1024"/></table:table-row>'
    )
    content = (
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content '
        'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">'
        f'<office:body><office:spreadsheet><table:table table:name="{sheet}">'
        + "".join(cells)
        + "</table:table></office:spreadsheet></office:body></office:document-content>"
    )
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        archive.writestr("content.xml", content)


def test_the_fixtures_are_the_conformance_files():
    if not os.path.isdir(SHARED):
        pytest.skip("shared/conformance is not beside this checkout")
    names = sorted(os.listdir(SHARED))
    assert names == sorted(os.listdir(OWN))
    assert all(
        filecmp.cmp(os.path.join(SHARED, n), os.path.join(OWN, n), shallow=False) for n in names
    )


@pytest.mark.slow
def test_court_intrigue_validates_clean_and_builds(tmp_path):
    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    checked = printgen("validate", "--strict", "court-intrigue.yaml", cwd=folder)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert checked.stdout.strip() == "1 file checked: 0 errors, 0 warnings"
    built = printgen("build", "court-intrigue.yaml", "-o", "court.pdf", cwd=folder)
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    text = " ".join(page.extract_text() for page in PdfReader(tmp_path / "court.pdf").pages)
    for word in (
        "Guard",
        "Sovereign",
        "Double crown",
        "Player aid",
        "Favours won",
        "Tiebreak",
        "Our games",
        "16 Court cards",
        "6 Crown cards",
        "13 × Favour",
        "4 reference cards, one for each player:",
    ):
        assert word in text, word


def _plan(folder: str, name: str) -> str:
    done = printgen("build", name, "--dump-plan", cwd=folder)
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.slow
def test_the_same_deck_from_xlsx_and_ods_gives_the_same_kit(tmp_path):
    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    _xlsx(tmp_path / "court.xlsx", _court_rows())
    _ods(tmp_path / "court.ods", _court_rows())
    source = (tmp_path / "court-intrigue.yaml").read_text()
    (tmp_path / "from-xlsx.yaml").write_text(
        source.replace("cards: court.csv ", "cards: {file: court.xlsx, sheet: Court}")
    )
    (tmp_path / "from-ods.yaml").write_text(
        source.replace("cards: court.csv ", "cards: {file: court.ods, sheet: Court}")
    )
    csv_plan = _plan(folder, "court-intrigue.yaml")
    assert "Sovereign" in csv_plan
    assert _plan(folder, "from-xlsx.yaml") == csv_plan
    assert _plan(folder, "from-ods.yaml") == csv_plan


@pytest.mark.slow
def test_a_bad_count_is_reported_at_its_cell(tmp_path):
    folder = _copy(tmp_path, "bad-count.yaml", "bad-count.csv")
    assert _problems(os.path.join(folder, "bad-count.yaml")) == [
        ("bad-count.csv", "", 3, 3, "wrong-type")
    ]
    shown = printgen("validate", "bad-count.yaml", cwd=folder)
    assert shown.returncode == 1
    assert (
        shown.stdout.splitlines()[0]
        == "bad-count.csv:3:3: error: expected a whole number of copies, got text 'many' "
        "(wrong-type)"
    )
    rows = _court_rows()
    rows[6][2] = "many"  # Regent's count, cell C7
    _xlsx(tmp_path / "court.xlsx", rows)
    (tmp_path / "x.yaml").write_text(
        (tmp_path / "bad-count.yaml")
        .read_text()
        .replace("cards: bad-count.csv", "cards: {file: court.xlsx, sheet: Court}")
    )
    shown = printgen("validate", "x.yaml", "--format", "json", cwd=folder)
    import json

    found = json.loads(shown.stdout)
    assert [(d["file"], d["cell"], d["line"], d["column"], d["code"]) for d in found] == [
        ("court.xlsx", "Court!C7", 7, 3, "wrong-type")
    ]
    text = printgen("validate", "x.yaml", cwd=folder).stdout
    assert text.startswith(
        "court.xlsx:Court!C7: error: expected a whole number of copies, got text 'many' "
        "(wrong-type)\n  hint: "
    )


@pytest.mark.slow
def test_a_deck_of_104_numbers_validates_and_builds(tmp_path):
    folder = _copy(tmp_path, "hundred-four.yaml")
    assert _problems(os.path.join(folder, "hundred-four.yaml")) == []
    built = printgen("build", "hundred-four.yaml", "--only", "cards", "-o", "h.pdf", cwd=folder)
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    assert len(PdfReader(tmp_path / "h.pdf").pages) == 12  # 104 cards, 9 a sheet


GAME = """\
kind: game
name: Tiny
players: {min: 2, max: 3}
decks:
  main:
    cards: CARDS
    face:
      elements:
        - {at: top, text: "{name}"}
deal:
  deck: main
  players:
    2: {hand: 1}
    3: {hand: 1}
"""


def _game(
    tmp_path, cards: str, sheet: str | None = None, sheet_name: str = "cards.csv", **replace
) -> str:
    text = GAME.replace("CARDS", cards)
    for old, new in replace.items():
        text = text.replace(old.replace("_", " "), new)
    if sheet is not None:
        (tmp_path / sheet_name).write_bytes(
            sheet.encode("utf-8") if isinstance(sheet, str) else sheet
        )
    (tmp_path / "game.yaml").write_text(text)
    return str(tmp_path / "game.yaml")


def test_semicolons_and_a_byte_order_mark_are_read(tmp_path):
    path = _game(tmp_path, "cards.csv", "\ufeffname;count\nAlpha;2\nBeta;0\nGamma;1\n")
    report = validate_paths([path])[0]
    assert report.diagnostics == []
    deck = report.model.decks[0]
    # Beta: count 0, left out
    assert [(dict(r.fields)["name"], r.count) for r in deck.rows] == [("Alpha", 2), ("Gamma", 1)]


def test_a_field_no_column_has_is_an_error_at_the_face(tmp_path):
    path = _game(tmp_path, "cards.csv", "name,count\nAlpha,4\n")
    (tmp_path / "game.yaml").write_text(
        (tmp_path / "game.yaml").read_text().replace('"{name}"', '"{nmae}"')
    )
    [problem] = validate_paths([path])[0].diagnostics
    assert (problem.file.endswith("game.yaml"), problem.line, problem.column, problem.code) == (
        True,
        9,
        27,
        "unknown-attribute",
    )
    assert (
        problem.message
        == "'nmae' is not a field of the deck main's cards (the columns of "
        + os.path.join(os.path.dirname(path), "cards.csv")
        + ")"
    )
    assert problem.hint == "its fields: name, count"


@pytest.mark.parametrize(
    "sheet, expected",
    [
        ('name,count\n"Alpha,2\n', ("cards.csv", 2, "sheet-syntax")),
        ("name,count\nAlpha,5000\n", ("cards.csv", 2, "out-of-bounds")),
        ("name,count\n" + "x" * 3000 + ",1\n", ("cards.csv", 2, "cell-too-long")),
        (
            "name,count\n" + "".join(f"c{i},1\n" for i in range(1001)),
            ("cards.csv", 1002, "too-many-items"),
        ),
        ("name,count\nA,1,surplus\n", ("cards.csv", 2, "unknown-key")),
        ("name,name\nA,B\n", ("cards.csv", 1, "bad-id")),
        ("na{me,count\nA,1\n", ("cards.csv", 1, "bad-id")),
        (b"name,count\n\xe9t\xe9,1\n", ("cards.csv", 2, "not-utf8")),
        ("name,count\nA,600\nB,600\n", ("game.yaml", 6, "too-many-cards")),
    ],
)
def test_a_bad_spreadsheet_is_reported_where_it_is_wrong(tmp_path, sheet, expected):
    path = _game(tmp_path, "cards.csv", sheet)
    found = [
        (os.path.basename(d.file), d.line, d.code) for d in validate_paths([path])[0].diagnostics
    ]
    assert found == [expected]


@pytest.mark.parametrize(
    "name, code",
    [
        ("../cards.csv", "outside-folder"),
        ("/etc/passwd.csv", "outside-folder"),
        ("missing.csv", "unreadable-file"),
        ("cards.txt", "bad-choice"),
    ],
)
def test_a_spreadsheet_is_read_only_from_the_games_folder(tmp_path, name, code):
    (tmp_path.parent / "cards.csv").write_text("name\nA\n")
    path = _game(tmp_path, name)
    assert [(d.line, d.column, d.code) for d in validate_paths([path])[0].diagnostics] == [
        (6, 12, code)
    ]


def test_a_link_out_of_the_folder_is_refused(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "cards.csv").write_text("name\nA\n")
    game = tmp_path / "game"
    game.mkdir()
    os.symlink(outside / "cards.csv", game / "cards.csv")
    path = _game(game, "cards.csv")
    assert [d.code for d in validate_paths([path])[0].diagnostics] == ["outside-folder"]


def test_a_workbook_that_declares_a_document_type_is_refused(tmp_path):
    _xlsx(tmp_path / "cards.xlsx", [["name", "count"], ["A", 1]], sheet="Cards", other_first=False)
    with zipfile.ZipFile(tmp_path / "cards.xlsx") as archive:
        parts = {n: archive.read(n) for n in archive.namelist()}
    sheet = next(n for n in parts if n.startswith("xl/worksheets/"))
    body = parts[sheet].split(b"?>", 1)[-1]
    parts[sheet] = (
        b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>'
        + body.replace(b"<v>1</v>", b"<v>&e;</v>")
    )
    with zipfile.ZipFile(tmp_path / "evil.xlsx", "w") as archive:
        for name, data in parts.items():
            archive.writestr(name, data)
    path = _game(tmp_path, "evil.xlsx")
    [problem] = validate_paths([path])[0].diagnostics
    assert problem.code == "unreadable-file" and "declares a document type" in problem.message


def test_a_workbook_that_unpacks_past_the_limit_is_refused_before_reading(tmp_path):
    with zipfile.ZipFile(tmp_path / "bomb.xlsx", "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("xl/worksheets/sheet1.xml", b"\0" * 60_000_000)
    assert os.path.getsize(tmp_path / "bomb.xlsx") < 200_000
    path = _game(tmp_path, "bomb.xlsx")
    [problem] = validate_paths([path])[0].diagnostics
    assert problem.code == "file-too-large" and "60,000,000 bytes" in problem.message


def test_a_sheet_that_is_not_there_is_named_at_the_game_files_line(tmp_path):
    _xlsx(tmp_path / "cards.xlsx", [["name", "count"], ["A", 1]])
    path = _game(tmp_path, "{file: cards.xlsx, sheet: Cour}")
    [problem] = validate_paths([path])[0].diagnostics
    assert (problem.file, problem.line, problem.column, problem.code, problem.hint) == (
        path,
        6,
        38,
        "bad-choice",
        "did you mean 'Court'?",
    )


TWO_DECKS = """\
kind: game
name: Market
players: {min: 2, max: 4}
decks:
  hands:
    cards:
      - {name: Seed, count: 12}
    face: {elements: [{at: top, text: "{name}"}]}
  market:
    cards:
      - {name: Stall, count: 6}
    face: {elements: [{at: top, text: "{name}"}]}
tokens:
  coin: {text: Coin, count: COINS}
deal:
  deck: hands
  players:
    2: {hand: 3, table: {market: 3}, tokens: {coin: 2}, to_win: {coin: 5}}
    3: {hand: 3, table: {market: 4}, tokens: {coin: 2}}
    4: {hand: 3, table: {market: MARKET}, set_aside: SET, tokens: {coin: 2}}
"""


def _two(tmp_path, coins=20, market=5, aside=0) -> list[tuple[int, int, str, str]]:
    path = tmp_path / "market.yaml"
    path.write_text(
        TWO_DECKS.replace("COINS", str(coins))
        .replace("MARKET", str(market))
        .replace("SET", str(aside))
    )
    return [
        (d.line, d.column, d.code, d.message) for d in validate_paths([str(path)])[0].diagnostics
    ]


def test_a_deal_counts_each_deck_on_its_own(tmp_path):
    assert _two(tmp_path) == []  # 12 hand cards cover 4 x 3; the market's 6 cover 5 face up
    assert _two(tmp_path, market=7) == [
        (
            20,
            34,
            "deal-too-large",
            "4 players need 7 cards of the deck market (7 on the table) but it has 6",
        )
    ]
    assert _two(tmp_path, aside=1) == [
        (
            20,
            15,
            "deal-too-large",
            "4 players need 13 cards (4 x 3 + 1 set aside) but the deck keeps 12",
        )
    ]


def test_tokens_handed_out_and_played_to_fit_the_tokens_printed(tmp_path):
    # 2 players play to 5: both may hold 4 (their 2 starting coins among them) and one wins a fifth
    assert _two(tmp_path, coins=9) == []
    assert _two(tmp_path, coins=8) == [
        (
            18,
            72,
            "tokens-run-out",
            "at 2 players a game to 5 coin tokens can need 9 (2 x 4 + 1), but the kit prints 8",
        )
    ]
    assert _two(tmp_path, coins=7) == [
        (
            18,
            72,
            "tokens-run-out",
            "at 2 players a game to 5 coin tokens can need 9 (2 x 4 + 1), but the kit prints 7",
        ),
        (20, 67, "tokens-run-out", "4 players take 8 coin tokens (4 x 2) but the kit prints 7"),
    ]


def test_favours_fit_as_the_issue_counts_them(tmp_path):
    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    source = (tmp_path / "court-intrigue.yaml").read_text()
    (tmp_path / "twelve.yaml").write_text(
        source.replace("count: 13, size_mm: 20", "count: 12, size_mm: 20")
    )
    found = [
        (d.line, d.code)
        for d in validate_paths([os.path.join(folder, "twelve.yaml")])[0].diagnostics
    ]
    # 13 = 2 x 6 + 1 = 3 x 4 + 1 = 4 x 3 + 1
    assert found == [(33, "tokens-run-out"), (34, "tokens-run-out"), (35, "tokens-run-out")]


UNEVEN = """\
kind: game
name: Uneven
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      suit:
        values:
          sun: {copies: 1, symbol: circle}
          moon: {copies: 3, symbol: square}
      number: {min: 1, max: 2}
    face:
      elements:
        - {at: corners, text: "{number}"}
        - {at: centre, symbol: suit}
deal:
  deck: main
  players:
    2: {remove: {suit: 1}, hand: 1}
references:
  setup: {title: Setup, blocks: [{table: deal}]}
"""


def test_removing_any_value_of_uneven_copies_keeps_a_range(tmp_path):
    from printgen.pieces.deck import kept_range

    path = tmp_path / "uneven.yaml"
    path.write_text(UNEVEN)
    report = validate_paths([str(path)])[0]
    assert report.diagnostics == []
    game = report.model
    # the moons go (6 cards) or the suns (2)
    assert kept_range(game.decks[0], game.deal.row(2)) == (2, 6)
    built = printgen(
        "build", "uneven.yaml", "--only", "references", "-o", "u.pdf", cwd=str(tmp_path)
    )
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    text = PdfReader(tmp_path / "u.pdf").pages[0].extract_text()
    assert "any 1 suit (2–6 cards)" in text and "2–6" in text


def test_score_sheets_with_named_rows_and_a_team_log(tmp_path):
    from printgen.components.score_sheet import SheetWriter, row_count
    from printgen.style.messages import load_catalogue
    from printgen.style.reading import load_theme

    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    game = validate_paths([os.path.join(folder, "court-intrigue.yaml")])[0].model
    log, team = game.score_sheets
    assert [w.get("en") for w in log.row_names] == [
        "Round 1",
        "Round 2",
        "Round 3",
        "Round 4",
        "Round 5",
        "Round 6",
        "Tiebreak",
    ]
    assert (team.rows_per, team.row_count) == ("game", 12)
    theme = load_theme()
    assert [
        row_count(SheetWriter(game, sheet, 3, "en", load_catalogue("en"), theme))
        for sheet in (log, team)
    ] == [7, 12]


def test_a_player_sheet_honours_its_count(tmp_path):
    from printgen.components.score_sheet import SheetWriter, row_count
    from printgen.style.messages import load_catalogue
    from printgen.style.reading import load_theme

    path = tmp_path / "g.yaml"
    path.write_text(
        GAME.replace("cards: CARDS", "cards: [{name: A, count: 3}]")
        + "score_sheets:\n  s: {title: S, rows: {per: player, count: 6}, columns: [{title: "
        "Points}]}\n"
    )
    game = validate_paths([str(path)])[0].model
    assert (
        row_count(
            SheetWriter(game, game.score_sheets[0], 3, "en", load_catalogue("en"), load_theme())
        )
        == 6
    )


def test_the_aid_table_is_made_from_the_deck(tmp_path):
    from printgen.pieces.deck import deck_table

    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    game = validate_paths([os.path.join(folder, "court-intrigue.yaml")])[0].model
    aid = game.references[0]
    assert (aid.size, aid.copies_for(3)) == ("card", 3)
    block = aid.blocks[0]
    assert deck_table(game.deck(block.data), block.templates, "en") == [
        ("Guard", "1", "5"),
        ("Seer", "2", "2"),
        ("Duelist", "3", "2"),
        ("Healer", "4", "2"),
        ("Heir", "5", "2"),
        ("Regent", "6", "1"),
        ("Consort", "7", "1"),
        ("Sovereign", "8", "1"),
    ]


def test_build_watch_reads_the_spreadsheet_too(tmp_path):
    from printgen.game import kind as game_kind
    from printgen.kinds.lookup import detect
    from printgen.kit.print_options import PrintOptions

    folder = _copy(tmp_path, "court-intrigue.yaml", "court.csv")
    target = detect(os.path.join(folder, "court-intrigue.yaml"))
    report = game_kind.validate(target)
    built = game_kind.build([report.model], [target], PrintOptions(), {})
    # watched, and never written over
    assert os.path.realpath(os.path.join(folder, "court.csv")) in built.inputs


ROUNDS = """\
kind: game
name: Rounds
players: {min: 3, max: 4}
decks:
  main:
    attributes: {number: {min: 1, max: 40}}
    face: {elements: [{at: corners, text: "{number}", size: medium}, {at: centre, text: "{number}", size: huge}]}
deal:
  deck: main
  players:
    3: {hand_by_round: HANDS}
    4: {hand_by_round: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]}
"""


def test_a_game_dealt_by_round_fits_its_largest_round(tmp_path):
    path = tmp_path / "rounds.yaml"
    path.write_text(ROUNDS.replace("HANDS", str(list(range(1, 14)))))
    report = validate_paths([str(path)])[0]
    assert report.diagnostics == []
    assert (report.model.deal.row(3).by_round, report.model.deal.row(3).hand) == (
        tuple(range(1, 14)),
        13,
    )
    path.write_text(ROUNDS.replace("HANDS", str(list(range(1, 15)))))
    [problem] = validate_paths([str(path)])[0].diagnostics
    assert (problem.line, problem.column, problem.code, problem.message) == (
        11,
        24,
        "deal-too-large",
        "3 players need 42 cards (3 x 14 in the largest round) but the deck keeps 40",
    )


def test_a_score_sheet_too_wide_for_the_page_is_split(tmp_path):
    from printgen.game import kind as game_kind
    from printgen.game.kit import score_sheet_pieces
    from printgen.kinds.lookup import detect

    path = tmp_path / "wide.yaml"
    columns = (
        "".join(
            f"      - {{title: {t}, kind: points}}\n" for t in ("Bid", "Tricks", "Bonus", "Round")
        )
        + "      - {title: Total, kind: total}\n"
    )
    path.write_text(
        GAME.replace("cards: CARDS", "cards: [{name: A, count: 40}]")
        .replace("players: {min: 2, max: 3}", "players: {min: 2, max: 8}")
        .replace("    3: {hand: 1}\n", "".join(f"    {n}: {{hand: 1}}\n" for n in range(3, 9)))
        + "score_sheets:\n  s:\n    title: Scores\n    rows: {per: round, count: 10}\n"
        "    columns:\n" + columns
    )
    target = detect(str(path))
    game = game_kind.validate(target).model
    from printgen.kit.print_options import PrintOptions

    kit = game_kind._kit(game, PrintOptions(), {"players": 8})
    parts = score_sheet_pieces(kit, game.score_sheets[0])
    assert len(parts) == 2  # players 1 to 4 above, 5 to 8 below
    from printgen.layout.plan import leaves

    captions = [
        item.text
        for part in parts
        for item, _ in leaves(part.items)
        if getattr(item, "text", "").startswith("Players ")
    ]
    assert captions == ["Players 1 to 4", "Players 5 to 8"]
    kit = game_kind._kit(game, PrintOptions(), {"players": 4})
    assert len(score_sheet_pieces(kit, game.score_sheets[0])) == 1


SPLIT_SUITS = """\
kind: game
name: Split
players: {min: 2, max: 2}
decks:
  warm:
    attributes:
      suit: {values: {red: {ink: "#b03a2e"}}}
      number: {min: 1, max: 5}
    face: {tint: suit, elements: [{at: corners, text: "{number}", size: large}]}
  cool:
    attributes:
      suit: {values: {green: {ink: "#5b7a17"}}}
      number: {min: 1, max: 5}
    face: {tint: suit, elements: [{at: corners, text: "{number}", size: large}]}
deal:
  deck: warm
  players:
    2: {hand: {warm: 2, cool: 2}}
"""


def test_colours_are_compared_across_the_decks_of_a_game(tmp_path):
    path = tmp_path / "split.yaml"
    path.write_text(SPLIT_SUITS)
    found = [
        (d.line, d.code, d.message)
        for d in validate_paths([str(path)])[0].diagnostics
        if d.code == "colours-confusable"
    ]
    assert found == [
        (
            12,
            "colours-confusable",
            "red of the deck warm (#b03a2e) and green (#5b7a17) look alike with deuteranopia, "
            "and nothing else on the card tells them apart",
        )
    ]


def _hostile_fixtures():
    import importlib.util

    where = os.path.join(os.path.dirname(__file__), "fixtures", "hostile", "make_fixtures.py")
    spec = importlib.util.spec_from_file_location("make_fixtures", where)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_saved_formulas_and_blank_rows_below_the_cards_are_read_as_before(tmp_path):
    from printgen.read.spreadsheet import read_sheet

    make = _hostile_fixtures()
    cells = {
        b'<c r="D2"><v>4</v></c>': b'<c r="D2"><f>2*2</f><v>4</v></c>',  # its value saved
        b'<c r="C3" t="s"><v>7</v></c>': b'<c r="C3" t="str"><f>""</f><v></v></c>',  # empty text
        b"</sheetData>": b'<row r="5000"><c r="A5000" s="1"/></row></sheetData>',  # a styled blank
    }

    def change(data: bytes) -> bytes:
        for old, new in cells.items():
            data = data.replace(old, new, 1)
        return data

    path = tmp_path / "court.xlsx"
    path.write_bytes(make.zipped(make.changed(make.xlsx(), "xl/worksheets/sheet1.xml", change)))
    rows = [{k.value: v.value for k, v in row.items} for row in read_sheet(str(path), "c").items]
    assert rows == [
        {"name": "Guard", "rank": 1, "text": "Guess a card", "count": 4},
        {"name": "Priest", "rank": 2, "count": 4},
    ]
