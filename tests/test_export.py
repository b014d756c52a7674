"""Exports for print services and digital tables, read back: pixels, counts, page boxes, the TTS
saved object; and previews."""

from __future__ import annotations

import json
import os
from urllib.parse import urlparse

import pytest
from build_helpers import run
from PIL import Image
from pypdf import PdfReader

from printgen.game.deck import card_count
from printgen.kinds import resolve


def _deck_total(kit: str) -> int:
    target = resolve(kit)
    return sum(card_count(deck) for deck in target.kind.module().load(target).decks)


def _export(tmp_path, capsys, kit: str, to: str, *extra: str):
    folder = tmp_path / f"{kit}-{to}"
    code, out, err = run(["export", kit, "--to", to, "-o", str(folder), *extra], capsys)
    assert code == 0, err
    return folder


@pytest.mark.parametrize("service, size, pixels", [("tgc", "poker", (825, 1125)), ("tgc", "mini", (600, 825)), ("mpc", "poker", (822, 1122)), ("mpc", "tarot", (897, 1497))])
def test_service_images_have_the_exact_pixels_and_every_card(service, size, pixels, tmp_path, capsys):
    folder = _export(tmp_path, capsys, "neos", service, "--card-size", size)
    manifest = json.loads((folder / "manifest.json").read_text())
    [deck] = manifest["decks"]
    assert manifest["image_px"] == list(pixels) and deck["count"] == sum(card["copies"] for card in deck["cards"]) == 90
    for card in deck["cards"][:5] + deck["cards"][-1:]:
        for name in (card["file"], card["back"]):
            image = Image.open(folder / name)
            assert image.size == pixels and image.mode == "RGB"


def test_copies_are_counted_not_repeated(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "animal-ladder", "tgc")
    manifest = json.loads((folder / "manifest.json").read_text())
    copies = {card["label"]: card["copies"] for deck in manifest["decks"] for card in deck["cards"]}
    assert sum(copies.values()) == _deck_total("animal-ladder")
    assert max(copies.values()) == 10 and len([f for f in os.listdir(folder / manifest["decks"][0]["cards"][0]["file"].split("/")[0]) if not f.startswith("back")]) == len(manifest["decks"][0]["cards"])


def test_the_bleed_is_the_design_carried_past_the_trim(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "colour-catch", "tgc")
    manifest = json.loads((folder / "manifest.json").read_text())
    image = Image.open(folder / manifest["decks"][0]["cards"][0]["file"])
    inside = image.getpixel((120, 700))  # on the card's ground, inside the frame, below the corner index
    assert image.getpixel((3, 300)) == inside and image.getpixel((3, 3)) == inside  # in the bleed: the same ground
    assert inside != (255, 255, 255)
    back = Image.open(folder / manifest["decks"][0]["cards"][0]["back"])
    assert back.getpixel((2, 2)) == back.getpixel((30, 30)) != (255, 255, 255)


def test_proof_draws_the_trim_and_the_safe_zone(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "colour-catch", "mpc", "--proof")
    manifest = json.loads((folder / "manifest.json").read_text())
    image = Image.open(folder / manifest["decks"][0]["cards"][0]["file"])
    assert manifest["proof"] is True
    assert image.getpixel((36, 560)) == (224, 33, 138)  # the trim line, 36 px in


def test_a_size_the_service_does_not_make_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(["export", "neos", "--to", "mpc", "--card-size", "60x90", "-o", str(tmp_path / "x")], capsys)
    assert code == 2 and "MakePlayingCards does not make '60x90' cards" in err and "its sizes: poker, bridge, mini, tarot" in err
    assert not (tmp_path / "x").exists()


def test_tts_saved_object_loads_and_points_at_its_images(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "animal-ladder", "tts")
    saved = json.loads((folder / "deck.json").read_text())
    contained = [card for state in saved["ObjectStates"] for card in state["ContainedObjects"]]
    assert len(contained) == _deck_total("animal-ladder")
    for state in saved["ObjectStates"]:
        assert state["DeckIDs"] == [card["CardID"] for card in state["ContainedObjects"]]
        for sheet in state["CustomDeck"].values():
            assert (sheet["NumWidth"], sheet["NumHeight"]) == (10, 7)
            for url in (sheet["FaceURL"], sheet["BackURL"]):
                path = urlparse(url).path
                assert url.startswith("file://") and os.path.isfile(path)
            width, height = Image.open(urlparse(sheet["FaceURL"]).path).size
            assert width <= 4096 and width % 10 == 0 and height % 7 == 0


def test_tts_sheets_split_past_69_cards(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "neos", "tts")
    saved = json.loads((folder / "deck.json").read_text())
    [state] = saved["ObjectStates"]
    assert sorted(state["CustomDeck"]) == ["1", "2"] and len(state["ContainedObjects"]) == 90
    assert max(card["CardID"] % 100 for card in state["ContainedObjects"]) <= 68


def test_cards_pdf_has_page_boxes_and_alternates_fronts_and_backs(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "standard", "cards-pdf", "--players", "2")
    reader = PdfReader(str(folder / "cards.pdf"))
    assert len(reader.pages) == 2 * (2 * 6 + 6)  # two seats of six hand cards and six row cards, each a front and a back
    for page in reader.pages:
        trim, bleed = [float(v) for v in page.trimbox], [float(v) for v in page.bleedbox]
        assert bleed == [0.0, 0.0, float(page.mediabox.width), float(page.mediabox.height)]
        assert trim[0] == pytest.approx(9.0) and trim[2] == pytest.approx(float(page.mediabox.width) - 9.0)
    fonts = {font for page in reader.pages[:2] for font in page["/Resources"]["/Font"].values()}
    assert fonts and all("/FontFile2" in font.get_object()["/FontDescriptor"] for font in fonts)


def test_an_export_never_mixes_with_other_files(tmp_path, capsys):
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "mine.txt").write_text("keep")
    code, _, err = run(["export", "neos", "--to", "tgc", "-o", str(tmp_path / "busy")], capsys)
    assert code == 3 and "not an empty folder" in err
    assert os.listdir(tmp_path / "busy") == ["mine.txt"] and sorted(os.listdir(tmp_path)) == ["busy"]


def test_a_theme_cannot_be_exported(tmp_path, capsys):
    code, _, err = run(["export", "large-print", "--to", "tgc", "-o", str(tmp_path / "x")], capsys)
    assert code == 2 and "a theme cannot be exported" in err


def test_preview_contact_sheet_and_one_page(tmp_path, capsys):
    code, _, _ = run(["preview", "neos", "-o", str(tmp_path / "all.png")], capsys)
    sheet = Image.open(tmp_path / "all.png")
    assert code == 0 and sheet.size == (4 * (248 + 12) + 12, 3 * (351 + 12) + 12)  # 12 A4 pages at 30 dpi, four to a row
    code, _, _ = run(["preview", "neos", "--page", "2", "-o", str(tmp_path / "two.png")], capsys)
    assert code == 0 and Image.open(tmp_path / "two.png").size == (827, 1169)
    code, _, err = run(["preview", "neos", "--page", "99", "-o", str(tmp_path / "x.png")], capsys)
    assert code == 2 and "there is no page 99" in err and not (tmp_path / "x.png").exists()
