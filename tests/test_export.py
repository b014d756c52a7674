"""Exports for print services and digital tables, read back: pixels, counts, page boxes, the TTS
saved object; and previews."""

from __future__ import annotations

import json
import os
import shutil
import stat
from urllib.parse import urlparse
from urllib.request import url2pathname

import pytest
from build_helpers import run
from PIL import Image
from pypdf import PdfReader

from printgen.kinds.lookup import resolve
from printgen.pieces.deck import card_count


def _deck_total(kit: str) -> int:
    """Every card a game's export holds: its decks, and its card-sized reference cards (one for
    every player, the default build's most players)."""
    target = resolve(kit)
    game = target.kind.module().load(target)
    return sum(card_count(deck) for deck in game.decks) + sum(
        r.copies_for(game.max_players) for r in game.references if r.size == "card"
    )


def _export(tmp_path, capsys, kit: str, to: str, *extra: str):
    folder = tmp_path / f"{kit}-{to}"
    code, out, err = run(["export", kit, "--to", to, "-o", str(folder), *extra], capsys)
    assert code == 0, err
    return folder


@pytest.mark.slow
@pytest.mark.parametrize(
    "service, size, pixels",
    [
        ("tgc", "poker", (825, 1125)),
        ("tgc", "mini", (600, 825)),
        ("mpc", "poker", (822, 1122)),
        ("mpc", "tarot", (897, 1497)),
    ],
)
def test_service_images_have_the_exact_pixels_and_every_card(
    service, size, pixels, tmp_path, capsys
):
    folder = _export(tmp_path, capsys, "neos", service, "--card-size", size)
    manifest = json.loads((folder / "manifest.json").read_text())
    # the deck with its card-size lead marker (one card: ordered with the deck, whose back it
    # takes), the round cards where they fit
    deck, *aids = manifest["decks"]
    assert (
        manifest["image_px"] == list(pixels)
        and deck["count"] == sum(card["copies"] for card in deck["cards"]) == 91
    )
    assert deck["cards"][-1]["label"] == "lead" and deck["cards"][-1]["copies"] == 1
    assert deck["cards"][-1]["back"] == deck["cards"][0]["back"]
    for card in deck["cards"][:5] + deck["cards"][-1:]:
        for name in (card["file"], card["back"]):
            image = Image.open(folder / name)
            assert image.size == pixels and image.mode == "RGB"


def test_copies_are_counted_not_repeated(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "animal-ladder", "tgc")
    manifest = json.loads((folder / "manifest.json").read_text())
    copies = {card["label"]: card["copies"] for deck in manifest["decks"] for card in deck["cards"]}
    assert sum(copies.values()) == _deck_total("animal-ladder")
    assert max(copies.values()) == 10 and len(
        [
            f
            for f in os.listdir(folder / manifest["decks"][0]["cards"][0]["file"].split("/")[0])
            if not f.startswith("back")
        ]
    ) == len(manifest["decks"][0]["cards"])


@pytest.mark.slow
def test_the_bleed_is_the_design_carried_past_the_trim(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "colour-catch", "tgc")
    manifest = json.loads((folder / "manifest.json").read_text())
    image = Image.open(folder / manifest["decks"][0]["cards"][0]["file"])
    # on the card's ground, inside the frame, below the corner index
    inside = image.getpixel((120, 700))
    # in the bleed: the same ground
    assert image.getpixel((3, 300)) == inside and image.getpixel((3, 3)) == inside
    assert inside != (255, 255, 255)
    back = Image.open(folder / manifest["decks"][0]["cards"][0]["back"])
    assert back.getpixel((2, 2)) == back.getpixel((30, 30)) != (255, 255, 255)


@pytest.mark.slow
def test_proof_draws_the_trim_and_the_safe_zone(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "colour-catch", "mpc", "--proof")
    manifest = json.loads((folder / "manifest.json").read_text())
    image = Image.open(folder / manifest["decks"][0]["cards"][0]["file"])
    assert manifest["proof"] is True
    assert image.getpixel((36, 560)) == (224, 33, 138)  # the trim line, 36 px in


def test_a_size_the_service_does_not_make_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(
        ["export", "neos", "--to", "mpc", "--card-size", "60x90", "-o", str(tmp_path / "x")], capsys
    )
    assert (
        code == 2
        and "MakePlayingCards does not make '60x90' cards" in err
        and "its sizes: poker, bridge, mini, tarot" in err
    )
    assert not (tmp_path / "x").exists()


@pytest.mark.slow
def test_tts_saved_object_loads_and_points_at_its_images(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "animal-ladder", "tts")
    saved = json.loads((folder / "deck.json").read_text())
    # and the round tokens' tiles
    decks = [state for state in saved["ObjectStates"] if state["Name"] in ("Deck", "Card")]
    contained = [card for state in decks for card in state["ContainedObjects"]]
    assert len(contained) == _deck_total("animal-ladder")
    for state in decks:
        assert state["DeckIDs"] == [card["CardID"] for card in state["ContainedObjects"]]
        for sheet in state["CustomDeck"].values():
            assert (sheet["NumWidth"], sheet["NumHeight"]) == (10, 7)
            for url in (sheet["FaceURL"], sheet["BackURL"]):
                path = url2pathname(urlparse(url).path)
                assert url.startswith("file://") and os.path.isfile(path)
            width, height = Image.open(url2pathname(urlparse(sheet["FaceURL"]).path)).size
            assert width <= 4096 and width % 10 == 0 and height % 7 == 0


@pytest.mark.slow
def test_tts_sheets_split_past_69_cards(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "neos", "tts")
    saved = json.loads((folder / "deck.json").read_text())
    # the letters with the lead marker (it shares their back), a round card for each player
    state, aid = saved["ObjectStates"]
    assert sorted(state["CustomDeck"]) == ["1", "2"] and len(state["ContainedObjects"]) == 91
    assert aid["Nickname"] == "A round" and aid["DeckIDs"] == [300] * 4  # on a third sheet
    assert max(card["CardID"] % 100 for card in state["ContainedObjects"]) <= 68


def test_cards_pdf_has_page_boxes_and_alternates_fronts_and_backs(tmp_path, capsys):
    folder = _export(tmp_path, capsys, "standard", "cards-pdf", "--players", "2")
    reader = PdfReader(str(folder / "cards.pdf"))
    # two seats of six hand cards and six row cards, each a front and a back
    assert len(reader.pages) == 2 * (2 * 6 + 6)
    for page in reader.pages:
        trim, bleed = [float(v) for v in page.trimbox], [float(v) for v in page.bleedbox]
        assert bleed == [0.0, 0.0, float(page.mediabox.width), float(page.mediabox.height)]
        assert trim[0] == pytest.approx(9.0) and trim[2] == pytest.approx(
            float(page.mediabox.width) - 9.0
        )
    fonts = {font for page in reader.pages[:2] for font in page["/Resources"]["/Font"].values()}
    assert fonts and all("/FontFile2" in font.get_object()["/FontDescriptor"] for font in fonts)


def test_an_export_never_mixes_with_other_files(tmp_path, capsys):
    (tmp_path / "busy").mkdir()
    (tmp_path / "busy" / "mine.txt").write_text("keep")
    code, _, err = run(["export", "neos", "--to", "tgc", "-o", str(tmp_path / "busy")], capsys)
    assert code == 3 and "not an empty folder" in err
    assert os.listdir(tmp_path / "busy") == ["mine.txt"] and sorted(os.listdir(tmp_path)) == [
        "busy"
    ]


def test_a_theme_cannot_be_exported(tmp_path, capsys):
    code, _, err = run(["export", "large-print", "--to", "tgc", "-o", str(tmp_path / "x")], capsys)
    assert code == 2 and "a theme cannot be exported" in err


def test_preview_contact_sheet_and_one_page(tmp_path, capsys):
    code, _, _ = run(["preview", "neos", "-o", str(tmp_path / "all.png")], capsys)
    sheet = Image.open(tmp_path / "all.png")
    # 13 A4 pages at 30 dpi, four to a row
    assert code == 0 and sheet.size == (4 * (248 + 12) + 12, 4 * (351 + 12) + 12)
    code, _, _ = run(["preview", "neos", "--page", "2", "-o", str(tmp_path / "two.png")], capsys)
    assert code == 0 and Image.open(tmp_path / "two.png").size == (827, 1169)
    code, _, err = run(["preview", "neos", "--page", "99", "-o", str(tmp_path / "x.png")], capsys)
    assert code == 2 and "there is no page 99" in err and not (tmp_path / "x.png").exists()


# ---- the folder an export writes into ------------------------------------------------------------


def _installed(*args, cwd, umask=None, prefix=()):
    import subprocess

    from test_console_script import console_script

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    return subprocess.run(
        [*prefix, console_script(), *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        umask=-1 if umask is None else umask,
    )


@pytest.mark.slow
def test_an_existing_empty_folder_is_written_into_not_replaced(tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    os.chmod(out, 0o750)
    if os.geteuid() == 0:
        os.chown(out, 65534, 65534)  # another user's folder that printgen (root) may write in
    before = os.stat(out)
    done = _installed("export", "colour-catch", "--to", "tgc", "-o", "out", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    after = os.stat(out)
    assert (
        after.st_ino,
        after.st_dev,
        stat.S_IMODE(after.st_mode),
        after.st_uid,
        after.st_gid,
    ) == (before.st_ino, before.st_dev, 0o750, before.st_uid, before.st_gid)
    assert sorted(os.listdir(out)) == [
        "01-colours",
        "02-reference-turn",
        "03-reference-scoring",
        "manifest.json",
    ]


@pytest.mark.slow
def test_the_current_folder_is_written_into_and_stays_the_current_folder(tmp_path):
    """`export -o .` once put a new folder in place of the caller's current folder."""
    before = os.stat(tmp_path)
    done = _installed("export", "colour-catch", "--to", "tgc", "-o", ".", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert os.stat(tmp_path).st_ino == before.st_ino and stat.S_IMODE(
        os.stat(tmp_path).st_mode
    ) == stat.S_IMODE(before.st_mode)
    assert sorted(os.listdir(tmp_path)) == [
        "01-colours",
        "02-reference-turn",
        "03-reference-scoring",
        "manifest.json",
    ]


@pytest.mark.slow
@pytest.mark.parametrize(
    "umask, folders, files", [(0o022, 0o755, 0o644), (0o027, 0o750, 0o640), (0o077, 0o700, 0o600)]
)
def test_a_new_folder_and_its_files_honour_the_umask(umask, folders, files, tmp_path):
    done = _installed(
        "export", "animal-ladder", "--to", "tgc", "-o", "out", cwd=tmp_path, umask=umask
    )
    assert done.returncode == 0, done.stderr
    out = tmp_path / "out"
    modes = {
        os.path.relpath(os.path.join(root, name), out): stat.S_IMODE(
            os.stat(os.path.join(root, name)).st_mode
        )
        for root, dirs, names in os.walk(out)
        for name in dirs + names
    }
    assert stat.S_IMODE(os.stat(out).st_mode) == folders
    # the multiplier card shares the animals' back: one product
    assert {name: mode for name, mode in modes.items() if os.path.isdir(out / name)} == {
        "01-animals": folders,
        "02-reference-turn": folders,
        "03-reference-scoring": folders,
    }
    assert {mode for name, mode in modes.items() if not os.path.isdir(out / name)} == {files}


def _no_rendering(monkeypatch):
    def render(*args, **kwargs):
        raise AssertionError("a card was rendered")

    monkeypatch.setattr("printgen.render.pdf.render_pdf", render)


@pytest.mark.parametrize(
    "make, message",
    [
        (
            lambda out: (out.mkdir(), (out / "mine.txt").write_text("keep")),
            "cannot export into {out}: it is not an empty folder (1 item in it)",
        ),
        (
            lambda out: out.symlink_to(out),
            "cannot export into {out}: it is a symbolic link that leads round in a circle of links",
        ),
        (
            lambda out: out.write_text("keep"),
            "cannot export into {out}: it is a file, not a folder",
        ),
        (lambda out: None, "cannot export into {out}/deeper: the folder {out} does not exist"),
    ],
)
def test_a_folder_it_cannot_use_is_refused_before_any_card_is_drawn(
    make, message, tmp_path, capsys, monkeypatch
):
    out = tmp_path / "out"
    make(out)
    _no_rendering(monkeypatch)
    target = str(out / "deeper") if "deeper" in message else str(out)
    before = sorted(os.listdir(tmp_path))
    code, _, err = run(["export", "neos", "--to", "tgc", "-o", target], capsys)
    assert code == 3, err
    assert err.splitlines()[0] == "printgen: error: " + message.format(out=out)
    assert sorted(os.listdir(tmp_path)) == before


def test_another_users_folder_it_may_not_write_in_is_refused_before_any_card_is_drawn(tmp_path):
    if os.geteuid() != 0 or not shutil.which("setpriv"):
        pytest.skip(
            "needs root to give the folder to another user, and setpriv to drop root's override"
        )
    sticky = tmp_path / "shared"
    sticky.mkdir()
    os.chmod(sticky, 0o1777)
    out = sticky / "theirs"
    out.mkdir()
    os.chown(out, 65534, 65534)
    os.chmod(out, 0o755)
    drop = [
        "setpriv",
        "--bounding-set=-dac_override,-dac_read_search",
        "--inh-caps=-dac_override,-dac_read_search",
        "--",
    ]
    done = _installed("export", "neos", "--to", "tgc", "-o", str(out), cwd=tmp_path, prefix=drop)
    assert done.returncode == 3, done.stderr
    assert (
        done.stderr.splitlines()[0]
        == f"printgen: error: cannot export into {out}: the folder belongs to the user "
        f"{pwd_name(65534)}, and you may not write in it"
    )
    assert os.listdir(out) == [] and os.stat(out).st_uid == 65534


def pwd_name(uid: int) -> str:
    import pwd

    return pwd.getpwuid(uid).pw_name


def test_standard_output_is_not_a_folder(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(["export", "neos", "--to", "tgc", "-o", "-"], capsys)
    assert (
        (code, out) == (2, "")
        and err.splitlines()[0]
        == "printgen: error: -o/--output - would be standard output, but an export is a folder "
        "of files"
    )
    assert os.listdir(tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize("existing", [False, True])
def test_sigterm_mid_export_leaves_no_staging_folder(existing, tmp_path):
    import signal
    import subprocess
    import time

    from test_console_script import console_script

    out = tmp_path / "out"
    if existing:
        out.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    process = subprocess.Popen(
        [console_script(), "export", "neos", "--to", "tgc", "-o", str(out)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 120
    # until the first image is written
    while time.monotonic() < deadline and process.poll() is None:
        staging = [
            name
            for name in (os.listdir(out) if out.is_dir() else [])
            if name.startswith(".printgen-export-")
        ]
        if staging and any(files for _, _, files in os.walk(out / staging[0])):
            break
        time.sleep(0.02)
    assert process.poll() is None, "the export ended before any image was written"
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:  # never left running: say what it printed before it stuck
        process.kill()
        _, err = process.communicate()
        raise AssertionError(f"the export did not end after SIGTERM; it printed: {err!r}") from None
    assert process.returncode == 143, err
    assert err == "printgen: terminated; nothing was written\n", err
    assert sorted(os.listdir(tmp_path)) == (["out"] if existing else [])
    if existing:
        assert os.listdir(out) == []


def test_preview_of_materials_that_make_no_pages_is_a_usage_error(tmp_path, capsys):
    code, _, err = run(
        ["preview", "colour-catch", "--only", "tokens", "-o", str(tmp_path / "x.png")], capsys
    )
    assert (
        code == 2
        and err.splitlines()[0]
        == "printgen: error: the chosen materials make no pages, so nothing was written"
    )
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("dpi", ["nan", "-nan", "NaN"])
def test_preview_dpi_that_is_not_a_number_is_a_usage_error(dpi, tmp_path, capsys):
    code, _, err = run(["preview", "neos", "--dpi", dpi, "-o", str(tmp_path / "x.png")], capsys)
    assert code == 2 and err.splitlines()[0] == "printgen: error: --dpi must be a number, got nan"
    assert os.listdir(tmp_path) == []


def test_a_preview_past_the_pixel_budget_is_refused_before_rendering(tmp_path, capsys, monkeypatch):
    _no_rendering(monkeypatch)
    code, _, err = run(["preview", "neos", "--dpi", "300", "-o", str(tmp_path / "x.png")], capsys)
    assert code == 2 and err.splitlines() == [
        "printgen: error: the picture would be 9,980 x 14,092 pixels, more than the "
        "50,000,000 a preview may have",
        "  hint: give --dpi 178 or less, or one page with --page N",
    ]
    assert os.listdir(tmp_path) == []


def test_the_largest_preview_in_the_budget_is_made():
    from printgen.export.preview import MAX_PIXELS, picture_size

    a4 = [(595.2756, 841.8898)] * 12
    width, height = picture_size(a4, 206)
    assert width * height <= MAX_PIXELS < (lambda size: size[0] * size[1])(picture_size(a4, 207))


@pytest.mark.slow
def test_preview_to_standard_output(tmp_path):
    done = _installed_bytes("preview", "neos", "--page", "2", "-o", "-", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert Image.open(__import__("io").BytesIO(done.stdout)).size == (827, 1169)
    assert (
        done.stderr == b"wrote the picture to standard output: page 2 of 13\n"
        and os.listdir(tmp_path) == []
    )


def _installed_bytes(*args, cwd):
    import subprocess

    from test_console_script import console_script

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    return subprocess.run(
        [console_script(), *args], cwd=cwd, env=env, capture_output=True, timeout=300
    )


@pytest.mark.slow
def test_tts_urls_are_proper_file_uris_whatever_the_folder_is_called(tmp_path, capsys):
    """The URLs were the path after file:// unescaped: a space, # or % in it broke them."""
    from urllib.request import url2pathname

    folder = tmp_path / "my cards #1 (100%)"
    code, _, err = run(["export", "colour-catch", "--to", "tts", "-o", str(folder)], capsys)
    assert code == 0, err
    # the colours, then the reference cards
    state, *aids = json.loads((folder / "deck.json").read_text())["ObjectStates"]
    sheet = state["CustomDeck"]["1"]
    assert (
        sheet["FaceURL"] == (folder / "sheet-01.png").as_uri()
        and sheet["BackURL"] == (folder / "back-01.png").as_uri()
    )
    assert (
        sheet["FaceURL"].startswith("file://")
        and "%20" in sheet["FaceURL"]
        and "%23" in sheet["FaceURL"]
        and "%25" in sheet["FaceURL"]
    )
    for url in (sheet["FaceURL"], sheet["BackURL"]):
        parts = urlparse(url)
        assert (
            parts.scheme == "file"
            and parts.fragment == ""
            and os.path.isfile(url2pathname(parts.path))
        )


@pytest.mark.slow
def test_tts_base_url_writes_hosted_urls_and_no_local_path(tmp_path, capsys):
    folder = tmp_path / "out"
    code, _, err = run(
        [
            "export",
            "neos",
            "--to",
            "tts",
            "-o",
            str(folder),
            "--base-url",
            "https://example.org/games/neos/",
        ],
        capsys,
    )
    assert code == 0, err
    text = (folder / "deck.json").read_text()
    state = json.loads(text)["ObjectStates"][0]
    assert [
        (sheet["FaceURL"], sheet["BackURL"]) for _, sheet in sorted(state["CustomDeck"].items())
    ] == [
        (
            "https://example.org/games/neos/sheet-01.png",
            "https://example.org/games/neos/back-01.png",
        ),
        (
            "https://example.org/games/neos/sheet-02.png",
            "https://example.org/games/neos/back-01.png",
        ),
    ]
    assert str(tmp_path) not in text and "file:" not in text


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--to", "tts", "--base-url", "ftp://example.org/x"],
            "--base-url 'ftp://example.org/x' is not an http or https address of a folder",
        ),
        (
            ["--to", "tts", "--base-url", "example.org/x"],
            "--base-url 'example.org/x' is not an http or https address of a folder",
        ),
        (
            ["--to", "tgc", "--base-url", "https://example.org/x"],
            "--base-url applies to --to tts only",
        ),
    ],
)
def test_a_base_url_that_cannot_be_used_is_a_usage_error(args, message, tmp_path, capsys):
    code, _, err = run(["export", "neos", *args, "-o", str(tmp_path / "out")], capsys)
    assert code == 2 and err.splitlines()[0] == "printgen: error: " + message
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize(
    "given, inset_pt", [([], 9.0), (["--bleed", "0"], 0.0), (["--bleed", "2"], 2 * 72 / 25.4)]
)
def test_cards_pdf_bleed_zero_is_no_bleed(given, inset_pt, tmp_path, capsys):
    """--bleed 0 was taken as "not given", so every page had 1/8 in of bleed."""
    folder = _export(tmp_path, capsys, "echo", "cards-pdf", *given)
    page = PdfReader(str(folder / "cards.pdf")).pages[0]
    trim = [float(v) for v in page.trimbox]
    # poker: 2.5 x 3.5 in, as the services make it
    assert trim == pytest.approx([inset_pt, inset_pt, inset_pt + 180.0, inset_pt + 252.0])
    assert [float(v) for v in page.mediabox] == pytest.approx(
        [0.0, 0.0, 2 * inset_pt + 180.0, 2 * inset_pt + 252.0]
    )


@pytest.mark.parametrize(
    "to, hint",
    [
        ("tgc", "each print service takes its own bleed"),
        ("tts", "Tabletop Simulator's cards have none"),
    ],
)
def test_bleed_for_an_export_that_sets_its_own_is_a_usage_error(to, hint, tmp_path, capsys):
    code, _, err = run(
        ["export", "echo", "--to", to, "--bleed", "0", "-o", str(tmp_path / "out")], capsys
    )
    assert code == 2 and err.splitlines() == [
        "printgen: error: --bleed applies to --to cards-pdf only",
        f"  hint: leave it out: {hint}",
    ]


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["export", "neos", "--to", "tgc", "-o", "{out}", "--workers", "1"],
        ["export", "neos", "--to", "tts", "-o", "{out}", "--workers", "1"],
        ["preview", "neos", "-o", "{out}.png"],
    ],
)
def test_pages_are_rendered_one_at_a_time(args, tmp_path, capsys, monkeypatch):
    """Export kept every page's image (and PNG) of the deck before writing: 3.6 GB for 1,000 tgc
    cards. Now each page's pixels are made when they are wanted, encoded or placed, and dropped
    (a few chunks of PNGs at most wait to be written: test_export_images)."""
    import weakref

    import printgen.render.raster as raster

    real, alive, most, made = raster.each_page_pixels, [0], [0], [0]

    def gone():
        alive[0] -= 1

    def counted(*a, **k):
        for pixels in real(*a, **k):
            alive[0] += 1
            made[0] += 1
            weakref.finalize(pixels, gone)
            most[0] = max(most[0], alive[0])
            yield pixels
            del pixels

    monkeypatch.setattr(raster, "each_page_pixels", counted)
    code, _, err = run([arg.replace("{out}", str(tmp_path / "out")) for arg in args], capsys)
    assert code == 0, err
    # the one being made, and the one before until the loop takes the next
    assert made[0] > 2 and most[0] <= 2


def test_pdfium_bookkeeping_never_reaches_the_terminal():
    """PDFium's wrapper writes its own notes straight to standard error at exit; after a SIGTERM
    mid-render one ("Weakref ... was not cleaned up from ObjectTracker?") followed printgen's own
    words. Rendering raises its level past every note it writes, warnings included."""
    import subprocess
    import sys

    script = (
        "from printgen.render.raster import page_sizes_pt\n"
        "from reportlab.pdfgen import canvas\n"
        "import io, pypdfium2.internal.bases as bases, weakref\n"
        "buffer = io.BytesIO(); c = canvas.Canvas(buffer); c.showPage(); c.save()\n"
        "print(page_sizes_pt(buffer.getvalue()))\n"
        "class Gone: pass\n"
        "gone = Gone(); reference = weakref.ref(gone); hash(reference)\n"
        "bases.ObjectTracker[Gone].add(reference); del gone  # a dead reference left behind, "
        "as a signal leaves it\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert (result.returncode, result.stdout, result.stderr) == (
        0,
        "[(595.2755737304688, 841.8897705078125)]\n",
        "",
    )
