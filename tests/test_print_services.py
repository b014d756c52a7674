"""Print services: the DriveThruCards PDF/X-1a file read back object by object and rendered against
the
RGB kit, and each service's preflight (`export --check`, and the line after every export)."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest
from build_helpers import depth_zero_paths as _depth_zero
from build_helpers import run
from pypdf import PdfReader
from pypdf.generic import ContentStream

from printgen.layout.cmyk import INK_LIMIT, separate

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
MARKET = os.path.join(FIXTURES, "faces", "market.yaml")
POKER_PT = (180.0, 252.0)  # 2.5 x 3.5 in
BLEED_PT = 9.0  # 1/8 in
MEAN_DELTA_E, MOST_DELTA_E = 3.0, 12.0  # CIE76, per page: the mean, and the 99th percentile


def _export(tmp_path, capsys, kit: str, to: str, *extra: str, name: str = "out"):
    folder = tmp_path / name
    code, out, err = run(["export", kit, "--to", to, "-o", str(folder), *extra], capsys)
    assert code == 0, err
    return folder, out


@pytest.fixture(scope="module")
def dtc(tmp_path_factory):
    """Animal Ladder and the picture-faced Market Day fixture, exported for DriveThruCards once."""
    from printgen.cli import main

    made = {}
    for kit in ("animal-ladder", MARKET):
        folder = tmp_path_factory.mktemp("dtc") / "out"
        with pytest.raises(SystemExit) as done:
            main(["export", kit, "--to", "dtc", "-o", str(folder)])
        assert done.value.code == 0
        made[os.path.basename(kit)] = (folder / "cards.pdf").read_bytes()
    return made


def _operations(reader, page):
    """Every (operands, operator) of the page's content and of the forms it draws (SVG pictures)."""
    yield from ContentStream(page.get_contents(), reader).operations
    for form in _xobjects(page["/Resources"], "/Form"):
        yield from ContentStream(form, reader).operations


def _xobjects(resources, kind: str):
    for xobject in (resources.get("/XObject") or {}).values():
        xobject = xobject.get_object()
        if xobject["/Subtype"] == kind:
            yield xobject
        if xobject["/Subtype"] == "/Form" and "/Resources" in xobject:
            yield from _xobjects(xobject["/Resources"], kind)


def test_the_file_is_pdf_x_1a_2003(dtc, tmp_path):
    data = dtc["animal-ladder"]
    assert data.startswith(b"%PDF-1.4\n")
    # PDF 1.4 objects only
    assert b"/ObjStm" not in data and b"/XRef" not in data and b"/Encrypt" not in data
    reader = PdfReader(_saved(tmp_path, data))
    info = reader.trailer["/Info"]
    assert (
        info["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
        and info["/Trapped"] == "/False"
        and info["/Title"]
    )
    assert info["/CreationDate"] and info["/ModDate"] and reader.trailer["/ID"]
    [intent] = reader.trailer["/Root"]["/OutputIntents"]
    intent = intent.get_object()
    assert (
        intent["/S"] == "/GTS_PDFX"
        and intent["/OutputConditionIdentifier"] == "CGATS TR 001"
        and intent["/RegistryName"] == "http://www.color.org"
    )


def test_every_page_is_a_poker_card_with_its_boxes(dtc, tmp_path):
    reader = PdfReader(_saved(tmp_path, dtc["animal-ladder"]))
    # 50 animal cards, the multiplier and 12 reference cards, each a front and a back
    assert len(reader.pages) == 2 * 63
    for page in reader.pages:
        media, trim, bleed = (
            [float(v) for v in box] for box in (page.mediabox, page.trimbox, page.bleedbox)
        )
        assert media == bleed == [0.0, 0.0, POKER_PT[0] + 2 * BLEED_PT, POKER_PT[1] + 2 * BLEED_PT]
        assert trim == pytest.approx(
            [BLEED_PT, BLEED_PT, BLEED_PT + POKER_PT[0], BLEED_PT + POKER_PT[1]]
        )
        assert "/ArtBox" not in page


def test_fonts_are_embedded_and_nothing_is_transparent(dtc, tmp_path):
    for data in dtc.values():
        reader = PdfReader(_saved(tmp_path, data))
        fonts = {
            font.get_object()["/BaseFont"]: font.get_object()
            for page in reader.pages
            for font in page["/Resources"]["/Font"].values()
        }
        assert fonts and all("/FontFile2" in font["/FontDescriptor"] for font in fonts.values())
        assert (
            b"/SMask" not in data
            and b"/Transparency" not in data
            and b"/ca " not in data
            and b"/CA " not in data
        )


def test_every_colour_is_cmyk_within_240_percent_and_black_text_is_k_only(dtc, tmp_path):
    rgb_operators = {"rg", "RG", "g", "G", "sc", "SC", "scn", "SCN", "cs", "CS"}
    seen_text = 0
    for data in dtc.values():
        reader = PdfReader(_saved(tmp_path, data))
        for page in reader.pages:
            in_text, fill = False, None
            for operands, operator in _operations(reader, page):
                op = operator.decode()
                assert op not in rgb_operators
                if op in ("k", "K"):
                    values = [float(v) for v in operands]
                    assert sum(values) <= INK_LIMIT + 1e-6, values
                    if op == "k":
                        fill = values
                elif op == "BT":
                    in_text = True
                elif op == "ET":
                    in_text = False
                elif op in ("Tj", "TJ") and in_text and fill is not None:
                    assert min(fill[:3]) == 0.0, fill  # no text in four registered inks
                    if fill[3] >= 0.85:
                        assert fill[:3] == [0.0, 0.0, 0.0], fill  # black text in black alone
                    seen_text += fill[:3] == [0.0, 0.0, 0.0] and fill[3] > 0
    assert seen_text  # Market Day's dark text


def test_pictures_are_separated_into_cmyk_within_the_ink_limit(dtc, tmp_path):
    reader = PdfReader(_saved(tmp_path, dtc["market.yaml"]))
    images = {id(x): x for page in reader.pages for x in _xobjects(page["/Resources"], "/Image")}
    assert len(images) >= 4  # the three goods' pictures and the back
    for image in images.values():
        assert (
            image["/ColorSpace"] == "/DeviceCMYK"
            and image["/BitsPerComponent"] == 8
            and "/SMask" not in image
        )
        pixels = np.frombuffer(image.get_data(), dtype=np.uint8).reshape(-1, 4).astype(int)
        keyed = (pixels == 255).all(axis=1)  # a colour-key mask's see-through pixels
        # + rounding in the profile's tables
        assert (pixels[~keyed].sum(axis=1) <= round(INK_LIMIT * 255) + 4).all()


def test_the_cmyk_file_renders_as_the_rgb_kit(dtc, tmp_path, capsys):
    """pypdfium2 shows DeviceCMYK as (1 - c)(1 - k), ... (no colour management): with grey
    replacement that gives back the RGB of every colour the ink limit leaves alone."""
    from printgen.render.cmyk_profile import _rgb_to_lab
    from printgen.render.raster import page_images

    folder, _ = _export(tmp_path, capsys, "animal-ladder", "cards-pdf")
    rgb = (folder / "cards.pdf").read_bytes()
    size = [(165, 225)]  # 2.75 x 3.75 in at 60 dpi

    def lab(image):
        return _rgb_to_lab(np.asarray(image, dtype=float).reshape(-1, 3) / 255.0)

    for index in (0, 1, 40, 100, 101):  # a 1, its back, a 4, the multiplier and its back
        cmyk_page, rgb_page = (
            page_images(dtc["animal-ladder"], size, pages=[index])[0],
            page_images(rgb, size, pages=[index])[0],
        )
        delta = np.sqrt(((lab(cmyk_page) - lab(rgb_page)) ** 2).sum(axis=1))
        assert delta.mean() < MEAN_DELTA_E and np.percentile(delta, 99) < MOST_DELTA_E, (
            index,
            delta.mean(),
            np.percentile(delta, 99),
        )


def test_fronts_and_backs_alternate_in_the_services_order(dtc, tmp_path):
    from printgen.render.raster import page_images

    pages = page_images(dtc["animal-ladder"], [(55, 75)] * 6, pages=[0, 1, 2, 3, 100, 101])
    front, back = pages[0].tobytes(), pages[1].tobytes()
    assert pages[3].tobytes() == pages[5].tobytes() == back  # every second page is the one back
    assert front != back and pages[4].tobytes() not in (front, back)  # the multiplier's front, last


def test_pictures_of_every_kind_are_separated(tmp_path, capsys):
    """A CMYK JPEG, a 16-bit PNG, a grey PNG with transparency and a palette PNG, on a
    DriveThruCards file."""
    from PIL import Image

    art = tmp_path / "art"
    art.mkdir()
    Image.new("CMYK", (40, 40), (0, 200, 200, 30)).save(art / "cmyk.jpg")
    Image.new("I;16", (40, 40), 40000).save(art / "deep.png")
    grey = Image.new("LA", (40, 40), (90, 255))
    grey.paste((90, 0), (0, 0, 20, 40))
    grey.save(art / "clear.png")
    Image.new("P", (40, 40), 3).save(art / "palette.png")
    cards = "\n".join(
        f"      - {{name: {name}, art: art/{name}, count: 1}}"
        for name in ("cmyk.jpg", "deep.png", "clear.png", "palette.png")
    )
    (tmp_path / "pictures.yaml").write_text(f"""kind: game
name: Pictures
languages: [en]
players: {{min: 2, max: 2}}
decks:
  main:
    cards:
{cards}
    face:
      elements:
        - {{at: centre, image: "{{art}}"}}
deal:
  deck: main
  players:
    2: {{hand: 2}}
""")
    folder, _ = _export(tmp_path, capsys, str(tmp_path / "pictures.yaml"), "dtc")
    data = (folder / "cards.pdf").read_bytes()
    reader = PdfReader(str(folder / "cards.pdf"))
    images = {id(x): x for page in reader.pages for x in _xobjects(page["/Resources"], "/Image")}
    assert len(images) == 4 and all(
        image["/ColorSpace"] == "/DeviceCMYK" for image in images.values()
    )
    keyed = [image for image in images.values() if "/Mask" in image]
    # the grey picture's clear half
    assert len(keyed) == 1 and [int(v) for v in keyed[0]["/Mask"]] == [255] * 8
    assert b"/SMask" not in data


def test_separation_of_the_usual_colours():
    assert separate("#000000") == (0.0, 0.0, 0.0, 1.0) and separate("#ffffff") == (
        0.0,
        0.0,
        0.0,
        0.0,
    )
    assert separate("#808080") == (0.0, 0.0, 0.0, 0.498)  # a grey is black alone
    # near-neutral text too: 1 - its lightness
    assert separate("#202830", text=True) == (0.0, 0.0, 0.0, 0.8489)
    assert separate("#3366cc") == (0.75, 0.5, 0.0, 0.2)
    assert separate("#1a0033") == (0.4902, 1.0, 0.0, 0.8)  # 229%: within the limit
    # 260% wanted: its black kept, C and M cut in proportion to 240%
    assert separate("#000066") == (0.9, 0.9, 0.0, 0.6)


def test_pngs_carry_their_dpi(tmp_path, capsys):
    from PIL import Image

    folder, _ = _export(tmp_path, capsys, "animal-ladder", "mpc")
    manifest = json.loads((folder / "manifest.json").read_text())
    image = Image.open(folder / manifest["decks"][0]["cards"][0]["file"])
    assert [round(v) for v in image.info["dpi"]] == [300, 300]


def _blue_ticks(folder) -> int:
    from PIL import Image

    first = json.loads((folder / "manifest.json").read_text())["decks"][0]["cards"][0]["file"]
    image = Image.open(folder / first).convert("RGB")
    # 1/8 in of bleed and 1/8 in of band at 300 dpi: the band runs from x = 38 to 75 px
    return sum(
        1 for y in range(300, 800) if (lambda p: p[2] > 150 and p[0] < 120)(image.getpixel((56, y)))
    )


def test_proof_ticks_the_band_outside_the_safe_line(tmp_path, capsys):
    # a tick every 2.5 mm
    assert _blue_ticks(_export(tmp_path, capsys, "animal-ladder", "tgc", "--proof")[0]) >= 10
    assert _blue_ticks(_export(tmp_path, capsys, "animal-ladder", "tgc", name="plain")[0]) == 0


# ---- preflight -------------------------------------------------------------------------------


def test_every_export_ends_with_the_services_line(tmp_path, capsys):
    _, out = _export(tmp_path, capsys, "animal-ladder", "mpc")
    lines = out.splitlines()
    assert lines[0] == f"wrote {tmp_path / 'out'}: 12 files, 11 images"
    assert lines[1] == (
        "MakePlayingCards: 822 x 1122 px in RGB with 36 px of bleed, as it asks; would "
        "refuse: nothing; would print changed: deck sizes it does not sell (blanks to fill); "
        "not exported: the round tokens 'win' (12); the reference 'ladder' (1) (`--check` "
        "shows where)"
    )


def test_check_lists_deck_sizes_and_tokens_left_out_and_writes_nothing(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(["export", "animal-ladder", "--to", "mpc", "--check"], capsys)
    assert code == 0, err
    heads = [line for line in out.splitlines() if ": warning: " in line or ": error: " in line]
    assert [h.split(".yaml:", 1)[1] for h in heads] == [
        "17:3: warning: deck 'animals' has 51 cards; MakePlayingCards sells decks of 18, 36, "
        "54, ... cards: 3 blank cards fill a deck of 54, or drop 15 for a deck of 36 "
        "(service-deck-size)",
        "165:3: warning: the reference card 'turn' has 6 cards; MakePlayingCards sells decks "
        "of 18, 36, 54, ... cards: 12 blank cards fill a deck of 18 (service-deck-size)",
        "174:3: warning: the reference card 'scoring' has 6 cards; MakePlayingCards sells "
        "decks of 18, 36, 54, ... cards: 12 blank cards fill a deck of 18 (service-deck-size)",
        "141:3: warning: the round tokens 'win' (12) not exported: the export holds cards; "
        "round tokens are not card-shaped (service-not-exported)",
        "151:3: warning: the reference 'ladder' (1) not exported: it is printed as a panel, "
        "larger than a card, and the export holds cards (service-not-exported)",
    ]
    assert (
        out.splitlines()[-1] == "0 errors, 5 warnings; nothing written"
        and os.listdir(tmp_path) == []
    )


def test_a_one_card_deck_with_its_own_back_is_refused(tmp_path, capsys):
    # kept apart, Neos's lead-pile marker is a product of its own (else ordered with the letters)
    code, out, _ = run(["export", "neos", "--to", "tgc", "--check", "--separate-decks"], capsys)
    assert code == 1
    assert (
        "neos.yaml:67:3: error: the card-size token 'lead' is 1 card with a back of its own: "
        "The Game Crafter makes no product of 1 card (service-one-card-deck)" in out
    )


def test_separate_decks_keeps_a_same_back_deck_apart(tmp_path, capsys):
    folder = tmp_path / "out"
    for extra in (["--check"], ["-o", str(folder)]):  # the export agrees with its check
        code, out, _ = run(
            ["export", "animal-ladder", "--to", "tgc", "--separate-decks", *extra], capsys
        )
        assert code == 1 and "error: deck 'multiplier' is 1 card with a back of its own" in out
    assert not folder.exists()
    folder, _ = _export(tmp_path, capsys, "animal-ladder", "tgc", name="merged")
    assert [deck["id"] for deck in json.loads((folder / "manifest.json").read_text())["decks"]] == [
        "animals",
        "reference-turn",
        "reference-scoring",
    ]


SMALL_GAME = """kind: game
name: Small Print
languages: [en]
players: {min: 2, max: 3}
decks:
  main:
    attributes:
      number: {min: 1, max: 9}
    face:
      elements:
        - {at: centre, text: "{number}", size: large}
        - {at: bottom, text: "a note", size: 6.5}
    back: {text: Small Print, ink: "#000066"}
deal:
  deck: main
  players:
    2: {hand: 3}
    3: {hand: 3}
"""


def test_small_type_and_ink_past_the_limit_are_found_at_the_deck(tmp_path, capsys):
    game = tmp_path / "small.yaml"
    game.write_text(SMALL_GAME)
    code, out, err = run(["export", str(game), "--to", "dtc", "--check"], capsys)
    assert code == 0, err
    heads = {
        line.split(": ")[-1].rsplit("(", 1)[-1].rstrip(")"): line
        for line in out.splitlines()
        if ": warning: " in line
    }
    assert set(heads) == {"service-type-too-small", "service-ink-reduced"}
    assert heads["service-type-too-small"].startswith(
        f"{game}:6:3: warning: 9 card faces on deck 'main' print type below the 7 pt "
        "DriveThruCards asks for: the smallest 6.5 pt (1 (front): 'a note')"
    )
    assert (
        heads["service-ink-reduced"]
        == f"{game}:6:3: warning: the colour #000066 on deck 'main' needs more than 240% ink, so "
        "DriveThruCards prints it duller (service-ink-reduced)"
    )


NEON = """kind: game
name: Neon
languages: [en]
players: {min: 2, max: 2}
decks:
  main:
    attributes:
      colour:
        values:
          green: {label: G, ink: "#00ff00", symbol: circle}
          blue: {label: B, ink: "#33ccff", symbol: star}
    face:
      ground: "#000066"
      tint: colour
      elements:
        - {at: corners, text: "{colour}", size: medium}
        - {at: centre, symbol: colour, size: huge}
    back: {text: Neon, ink: "#000066"}
deal:
  deck: main
  players:
    2: {hand: 1}
"""


def test_colours_out_of_gamut_are_separated_within_the_limit(tmp_path, capsys):
    game = tmp_path / "neon.yaml"
    game.write_text(NEON)
    folder, out = _export(tmp_path, capsys, str(game), "dtc")
    reader = PdfReader(str(folder / "cards.pdf"))
    fills = {
        tuple(float(v) for v in operands)
        for page in reader.pages
        for operands, op in _operations(reader, page)
        if op == b"k"
    }
    assert (0.9, 0.9, 0.0, 0.6) in fills  # the ground #000066, cut from 260% to 240%
    assert (1.0, 0.0, 1.0, 0.0) in fills  # RGB green: as much as cyan and yellow give
    assert max(sum(fill) for fill in fills) <= INK_LIMIT + 1e-6
    assert "would print changed: colours over 240% ink" in out


REVERSED_GAME = SMALL_GAME.replace(
    """    face:
      elements:""",
    """    face:
      ground: "#1a1a1a"
      ink: "#ffffff"
      elements:""",
).replace("size: 6.5", "size: 7")


def test_small_reversed_type_is_found(tmp_path, capsys):
    game = tmp_path / "dark.yaml"
    game.write_text(REVERSED_GAME)
    code, out, err = run(["export", str(game), "--to", "tgc", "--check"], capsys)
    assert code == 0, err
    [line] = [line for line in out.splitlines() if "(service-reversed-type)" in line]
    assert (
        line
        == f"{game}:6:3: warning: 9 card faces on deck 'main' print light type on a dark ground "
        "below 6 pt bold or 8 pt regular, such as 7.0 pt (1 (front): 'a note'): fine strokes "
        "fill in (service-reversed-type)"
    )


def test_text_outside_the_safe_line_is_named_with_its_card(tmp_path, capsys):
    (tmp_path / "tight").mkdir()
    (tmp_path / "tight" / "theme.yaml").write_text(
        "extends: default\ncard:\n  safe_mm: 1.0\n  corner_inset_mm: 1.0\n"
    )
    code, out, err = run(
        ["export", "colour-catch", "--to", "mpc", "--check", "--template", str(tmp_path / "tight")],
        capsys,
    )
    assert code == 0, err
    [line] = [line for line in out.splitlines() if "(service-safe-zone)" in line]
    assert (
        line.startswith("games/colour-catch.yaml:10:3: warning: ")
        and "on deck 'colours' run outside MakePlayingCards's safe line, 1/8 in inside the trim, "
        "such as red-0 (front): 'red'"
        in line
        and " texts on deck" in line
    )


def test_the_service_checks_are_documented():
    text = open(
        os.path.join(os.path.dirname(FIXTURES), "..", "docs", "checks.md"), encoding="utf-8"
    ).read()
    from printgen.export.preflight import CODES

    assert all(f"### `{code}`" in text for code in CODES)


def _saved(tmp_path, data: bytes) -> str:
    path = tmp_path / f"read-{len(data)}.pdf"
    path.write_bytes(data)
    return str(path)


# ---- print and cut ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "paper, size_mm, per_sheet", [("a4", (210.0, 297.0), 6), ("letter", (215.9, 279.4), 6)]
)
def test_silhouette_sheets_marks_and_cut_file_agree(paper, size_mm, per_sheet, tmp_path, capsys):
    import xml.etree.ElementTree as ET

    from printgen.layout.units import mm_to_pt

    folder, out = _export(tmp_path, capsys, "animal-ladder", "silhouette", "--paper", paper)
    assert sorted(os.listdir(folder)) == ["cut.dxf", "cut.svg", "sheets.pdf"]
    # 51 and 12 reference cards
    assert f"63 cards on {-(-63 // per_sheet)} sheets, {per_sheet} a sheet (turned)" in out
    width_mm, height_mm = size_mm
    svg = ET.fromstring((folder / "cut.svg").read_text())
    assert (
        svg.get("width") == f"{width_mm:g}mm"
        and svg.get("viewBox") == f"0 0 {width_mm:g} {height_mm:g}"
    )
    outlines = [
        tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
        for rect in svg.iter("{http://www.w3.org/2000/svg}rect")
    ]
    assert len(outlines) == per_sheet and all(
        float(rect.get("rx")) == 3.0 for rect in svg.iter("{http://www.w3.org/2000/svg}rect")
    )
    # poker: 2.5 x 3.5 in
    assert all({round(w, 1), round(h, 1)} == {63.5, 88.9} for _, _, w, h in outlines)

    reader = PdfReader(str(folder / "sheets.pdf"))
    assert len(reader.pages) == 2 * -(-63 // per_sheet)  # each sheet's fronts, then its backs
    rects, lines = _depth_zero(reader, reader.pages[0])
    pt = mm_to_pt(1.0)
    trims = sorted(
        (x / pt, height_mm - (y + h) / pt, w / pt, h / pt)
        for op, (x, y, w, h) in rects
        if op == "n"
    )
    assert len(trims) == per_sheet
    # every outline on its card's trim, within 0.1 mm
    for outline, trim in zip(sorted(outlines), trims):
        assert max(abs(a - b) for a, b in zip(outline, trim)) < 0.1, (outline, trim)
    # the 5 mm square, 10 mm in from the top-left
    [square] = [values for op, values in rects if op in ("f", "f*")]
    assert [round(v / pt, 2) for v in square] == [10.0, round(height_mm - 15.0, 2), 5.0, 5.0]
    arms = sorted(
        tuple(round(v / pt, 2) for v in segment)
        for segment, width in lines
        if abs(width - 0.3 * pt) < 1e-3
    )
    top, right, bottom = round(height_mm - 10.15, 2), round(width_mm - 10.15, 2), 10.15
    assert arms == sorted(
        [
            (round(width_mm - 30, 2), top, right, top),
            (right, top, right, round(height_mm - 30, 2)),
            (10.15, bottom, 30.0, bottom),
            (10.15, bottom, 10.15, 30.0),
        ]
    )

    dxf = (folder / "cut.dxf").read_text().split("\n")
    xs = [float(dxf[i + 1]) for i in range(len(dxf) - 1) if dxf[i] == "10"]
    ys = [float(dxf[i + 1]) for i in range(len(dxf) - 1) if dxf[i] == "20"]
    boxes = sorted(
        (min(xs[i : i + 8]), height_mm - max(ys[i : i + 8])) for i in range(0, len(xs), 8)
    )
    assert len(boxes) == per_sheet and all(
        abs(a - b) < 0.1
        for box, outline in zip(boxes, sorted(outlines))
        for a, b in zip(box, outline[:2])
    )


def test_silhouette_options_that_do_not_apply(tmp_path, capsys):
    code, _, err = run(
        ["export", "neos", "--to", "tgc", "--paper", "letter", "-o", str(tmp_path / "o")], capsys
    )
    assert (
        code == 2
        and err.splitlines()[0]
        == "printgen: error: --paper applies to --to silhouette and brother only"
    )
    code, _, err = run(
        ["export", "neos", "--to", "cricut", "--card-size", "240x100", "-o", str(tmp_path / "o")],
        capsys,
    )
    assert (
        code == 2
        and err.splitlines()[0]
        == "printgen: error: a 240 x 100 mm card does not fit Cricut's Print Then Cut area of "
        "9.25 x 6.75 in"
    )
    assert not (tmp_path / "o").exists()


def test_cricut_sheets_are_clear_round_each_card(tmp_path, capsys):
    from PIL import Image

    from printgen.layout.cutting import CRICUT_AREA, CUTTERS, cut_sheet
    from printgen.layout.paper import Size

    game = tmp_path / "small.yaml"
    game.write_text(SMALL_GAME)  # nine cards: three sheets of four
    folder, out = _export(tmp_path, capsys, str(game), "cricut")
    assert sorted(os.listdir(folder)) == [
        f"sheet-0{n}{side}.png" for n in (1, 2, 3) for side in ("-backs", "")
    ]
    assert "9 cards on 3 sheets, 4 a sheet (turned)" in out
    sheet = cut_sheet(CRICUT_AREA, Size(63.5, 88.9), 3.0, CUTTERS["cricut"])
    front, back = Image.open(folder / "sheet-01.png"), Image.open(folder / "sheet-01-backs.png")
    assert (
        front.size == (2775, 2025)
        and front.mode == "RGBA"
        and [round(v) for v in front.info["dpi"]] == [300, 300]
    )
    alpha = front.getchannel("A")
    px = 300 / 25.4
    for slot in sheet.slots:
        x1, y1, x2, y2 = (
            round(v * px)
            for v in (slot.x_mm, slot.y_mm, slot.x_mm + slot.width_mm, slot.y_mm + slot.height_mm)
        )
        # inside the trim
        assert (
            alpha.getpixel(((x1 + x2) // 2, (y1 + y2) // 2)) == 255
            and alpha.getpixel((x1 + 40, y1 + 2)) == 255
        )
        # past the trim, and off a rounded corner
        assert (
            alpha.getpixel((x1 - 3, (y1 + y2) // 2)) == 0 and alpha.getpixel((x1 + 2, y1 + 2)) == 0
        )
    # the backs stand mirrored
    assert back.getchannel("A").transpose(Image.FLIP_LEFT_RIGHT).tobytes() == alpha.tobytes()


def test_tts_takes_round_tokens_as_tiles(tmp_path, capsys):
    from PIL import Image

    folder, out = _export(tmp_path, capsys, "animal-ladder", "tts")
    states = json.loads((folder / "deck.json").read_text())["ObjectStates"]
    tiles = [state for state in states if state["Name"] == "Custom_Tile"]
    # the twelve winning tokens
    assert len(tiles) == 12 and {tile["Nickname"] for tile in tiles} == {"Winner"}
    # round
    assert (
        tiles[0]["CustomImage"]["ImageURL"] == (folder / "token-win.png").as_uri()
        and tiles[0]["CustomImage"]["CustomTile"]["Type"] == 2
    )
    assert Image.open(folder / "token-win.png").size == (256, 256)
    assert "not exported: the round tokens" not in out


def test_cards_pdf_says_what_it_is_not(tmp_path, capsys):
    _, out = _export(tmp_path, capsys, "colour-catch", "cards-pdf")
    assert (
        out.splitlines()[1]
        == "cards-pdf is in RGB: DriveThruCards and most offset printers refuse it; --to dtc "
        "writes their PDF/X-1a file in CMYK"
    )


def test_round_tokens_are_left_out_by_every_target_that_takes_no_tiles(tmp_path, capsys):
    """The export targets table says which targets carry round tokens (Tabletop Simulator's, as
    tiles); every other target says it leaves Animal Ladder's 12 out."""
    from printgen.export.targets import TARGETS

    assert [name for name, target in TARGETS.items() if target.tiles] == ["tts"]
    for to in ("tgc", "mpc", "cards-pdf", "tts"):
        _, out = _export(tmp_path, capsys, "animal-ladder", to, name=to)
        said = "not exported: the round tokens 'win' (12)" in out
        assert said == (not TARGETS[to].tiles), (to, out)


def test_type_below_the_floor_names_the_size_most_of_the_text_is_in():
    """A face whose heading is smaller than its body: both named, the body text first."""
    from printgen.export.preflight import _small_words

    small = [
        (6.0, "aid (front): 'Colour Catch'", ("aid", "front"), 12),
        (6.7, "aid (front): 'Sort your collected cards...'", ("aid", "front"), 80),
        (6.7, "aid (front): 'Colours you hold none...'", ("aid", "front"), 40),
    ]
    assert _small_words(small) == (
        "most of its text at 6.7 pt (aid (front): 'Sort your collected cards...'), the smallest "
        "6.0 pt (aid (front): 'Colour Catch')"
    )
    assert _small_words(small[1:]) == (
        "the smallest 6.7 pt (aid (front): 'Colours you hold none...')"
    )
