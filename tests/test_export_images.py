"""An export's pictures: the PNG encoder, each distinct picture made once, the pool of workers
(the same bytes whatever their number, a clean stop on Ctrl-C and SIGTERM), and memory bounded by a
few pages in flight."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import time
import zlib

import numpy
import pytest
from build_helpers import run
from PIL import Image

from printgen.export import images
from printgen.layout.plan import Box, Page, Rect, Text, Trim
from printgen.render import raster

TWINS = """\
kind: game
id: twins
name: Twins
languages: [en]
players: {min: 2, max: 3}
decks:
  twins:
    attributes:
      n: {min: 1, max: 3}
    face:
      elements:
        - {at: centre, text: "Same", size: huge}
deal:
  deck: twins
  players:
    2: {hand: 1}
    3: {hand: 1}
"""


@pytest.mark.parametrize("shape", [(1, 1, 3), (2, 5, 3), (300, 7, 3), (513, 4, 4), (256, 3, 4)])
def test_the_png_encoder_keeps_every_pixel(shape):
    pixels = numpy.random.default_rng(7).integers(0, 256, shape, dtype=numpy.uint8)
    png = raster.encode_png(pixels, 300)
    image = Image.open(io.BytesIO(png))
    assert image.mode == ("RGB" if shape[2] == 3 else "RGBA") and image.size == shape[1::-1]
    assert numpy.array_equal(numpy.asarray(image), pixels)
    assert image.info["dpi"] == pytest.approx((300, 300), abs=0.001)
    assert raster.encode_png(pixels, 300) == png


def test_the_png_encoder_filters_each_row_up_and_deflates_at_level_1():
    """The setting the docs state (docs/print-services.md): each row less the row above (filter 2),
    deflated at level 1 (by zlib, or ISA-L with the `fast` extra), in one IDAT chunk."""
    pixels = numpy.array([[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [9, 9, 9]]], numpy.uint8)
    png = raster.encode_png(pixels)
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    kinds, body = [], {}
    at = 8
    while at < len(png):
        size = int.from_bytes(png[at : at + 4], "big")
        kind = png[at + 4 : at + 8].decode()
        kinds.append(kind)
        body[kind] = png[at + 8 : at + 8 + size]
        at += 12 + size
    assert kinds == ["IHDR", "IDAT", "IEND"]
    rows = bytes([2, 1, 2, 3, 4, 5, 6, 2, 0, 0, 0, 5, 4, 3])
    assert zlib.decompress(body["IDAT"]) == rows
    deflate = raster.deflater()
    assert body["IDAT"] == deflate.compress(rows) + deflate.flush()
    try:
        from isal import isal_zlib
    except ImportError:
        assert body["IDAT"] == zlib.compress(rows, 1)
    else:
        assert body["IDAT"] == isal_zlib.compress(rows, 1)


def _font() -> str:
    from printgen.core.data import templates_dir
    from printgen.layout.fonts import register_font

    return register_font(os.path.join(templates_dir(), "fonts", "DejaVuSans.ttf"))


def _page(text: str, label: str = "", size_pt: float = 20.0) -> Page:
    box = Box(0.0, 0.0, size_pt, size_pt)
    return Page(
        size_pt,
        size_pt,
        label,
        (
            Trim(box, label),
            Rect(box, fill="#204060"),
            Text(2.0, 5.0, text, _font(), 9.0, "#ffffff"),
        ),
    )


def test_page_pngs_are_the_pixels_of_the_rendered_pages():
    from printgen.render.pdf import render_pdf

    pdf = render_pdf([_page("A"), _page("B", size_pt=30.0)], "t")
    sizes = [(41, 41), (57, 57)]
    pngs = raster.page_pngs(pdf, sizes, 300)
    for png, image in zip(pngs, raster.each_page_image(pdf, sizes)):
        assert Image.open(io.BytesIO(png)).tobytes() == image.tobytes()


def test_each_distinct_picture_is_made_once_and_numbered_as_it_first_appears(monkeypatch):
    made = []
    real = raster.page_pngs

    def counted(pdf, sizes, dpi=None, pages=None):
        made.append(len(sizes))
        return real(pdf, sizes, dpi, pages)

    monkeypatch.setattr(raster, "page_pngs", counted)
    # a label names the card only: two cards drawn alike are one picture
    pages = [
        _page("A", "one"),
        _page("B"),
        _page("A", "two"),
        ("back", _page("A")),
        _page("C"),
        ("back", _page("A")),
    ]
    given = list(images.distinct_pngs(images.Maker(), pages, (20, 20)))
    assert [number for number, _ in given] == [0, 1, 0, 2, 3, 2]
    assert [png is not None for _, png in given] == [True, True, False, True, True, False]
    assert made == [4]  # four pictures, made in one task


def test_at_most_two_chunks_a_worker_are_in_flight(monkeypatch):
    """Memory is that of a few chunks however long the deck: a chunk is sent only when fewer than
    two a worker are waiting or running, and its PNGs are given back before more are sent."""
    from concurrent.futures import Future

    monkeypatch.setattr(images, "CHUNK_PAGES", 2)
    state = {"sent": 0, "taken": 0, "most": 0}

    class Counted(Future):
        def result(self, timeout=None):
            state["taken"] += 1
            return super().result(timeout)

    class Pool:
        def submit(self, function, *args):
            state["sent"] += 1
            state["most"] = max(state["most"], state["sent"] - state["taken"])
            future = Counted()
            future.set_result(function(*args))
            return future

    maker = images.Maker(Pool(), workers=1)
    pages = [_page(str(n)) for n in range(11)]
    given = list(images.distinct_pngs(maker, pages, (20, 20)))
    assert [number for number, _ in given] == list(range(11))
    assert (state["sent"], state["taken"], state["most"]) == (6, 6, 2)


def _files(folder) -> dict:
    found = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = handle.read()
    return found


@pytest.mark.slow
@pytest.mark.parametrize("to", ["tgc", "tts"])
def test_the_files_are_the_same_whatever_the_workers(to, tmp_path):
    from test_console_script import printgen

    outputs = []
    for workers in ("1", "2", "3"):
        out = tmp_path / f"out-{workers}"
        done = printgen(
            "export", "neos", "--to", to, "-o", str(out), "--workers", workers, cwd=tmp_path
        )
        assert done.returncode == 0, done.stderr
        files = _files(out)
        if to == "tts":  # the saved object names its own folder
            files["deck.json"] = files["deck.json"].replace(str(out).encode(), b"OUT")
        outputs.append(files)
    # Neos's lead-pile marker goes with the first deck, on its back (one file, two sheets fewer)
    assert len(outputs[0]) == (95 if to == "tgc" else 6)
    assert outputs[0] == outputs[1] == outputs[2]


def test_cards_drawn_alike_share_their_file(tmp_path, capsys):
    kit = tmp_path / "twins.yaml"
    kit.write_text(TWINS)
    code, out, err = run(
        ["export", str(kit), "--to", "tgc", "-o", str(tmp_path / "out"), "--workers", "1"], capsys
    )
    assert code == 0, err
    assert out.splitlines()[0] == f"wrote {tmp_path / 'out'}: 3 files, 2 images"
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert [
        (card["label"], card["file"], card["back"]) for card in manifest["decks"][0]["cards"]
    ] == [(label, "01-twins/001-1.png", "01-twins/back-1.png") for label in ("1", "2", "3")]
    assert sorted(os.listdir(tmp_path / "out" / "01-twins")) == ["001-1.png", "back-1.png"]


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--to", "cards-pdf", "--workers", "2"],
            "--workers applies to --to tgc, mpc and tts only",
        ),
        (["--to", "tgc", "--workers", "0"], "--workers must be 1 to 256, got 0"),
        (["--to", "tts", "--workers", "257"], "--workers must be 1 to 256, got 257"),
    ],
)
def test_workers_that_cannot_be_used_are_a_usage_error(args, message, tmp_path, capsys):
    code, _, err = run(["export", "neos", *args, "-o", str(tmp_path / "out")], capsys)
    assert code == 2 and err.splitlines()[0] == f"printgen: error: {message}"
    assert os.listdir(tmp_path) == []


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.slow
@pytest.mark.parametrize(
    "how, code, said",
    [
        # click ends the line the terminal's ^C stands on
        ("ctrl-c", 130, "\nprintgen: interrupted; nothing was written\n"),
        ("sigterm", 143, "printgen: terminated; nothing was written\n"),
    ],
)
def test_a_stop_mid_export_ends_every_worker_and_leaves_nothing(how, code, said, tmp_path):
    """Ctrl-C reaches every process of the command (the workers ignore it, the command stops
    them); SIGTERM reaches the command alone, which stops its workers. Either way no worker is
    left, nothing is printed but printgen's line, and the folder is as it was."""
    from test_console_script import console_script

    out = tmp_path / "out"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    process = subprocess.Popen(
        [console_script(), "export", "neos", "--to", "tgc", "-o", str(out), "--workers", "2"],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # a group of its own, as a terminal's foreground job
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:  # until the first image
        staging = [n for n in (os.listdir(out) if out.is_dir() else []) if n.startswith(".")]
        if staging and any(files for _, _, files in os.walk(out / staging[0])):
            break
        time.sleep(0.02)
    assert process.poll() is None, "the export ended before any image was written"
    if how == "ctrl-c":
        os.killpg(process.pid, signal.SIGINT)
    else:
        process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=60)
    assert (process.returncode, err) == (code, said)
    deadline = time.monotonic() + 10
    while _group_alive(process.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _group_alive(process.pid), "a worker was left behind"
    assert os.listdir(tmp_path) == []
