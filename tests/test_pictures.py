"""Pictures on cards and backs, and a game's own icons: PNG, JPEG and SVG read as untrusted input,
fitted to their place, embedded once, greyed with --grayscale, and checked at their line."""

from __future__ import annotations

import os
import shutil
import zlib

import pytest
from test_console_script import printgen

from printgen.kit.validation import validate_paths

HERE = os.path.dirname(__file__)
FACES = os.path.join(HERE, "fixtures", "faces")


def _market(tmp_path, name="market.yaml") -> str:
    shutil.copytree(FACES, tmp_path, dirs_exist_ok=True)
    return str(tmp_path / name)


def _streams(pdf: str) -> bytes:
    """Every stream of the PDF, inflated: what a reader of the file could find in it."""
    data = open(pdf, "rb").read()
    out = [data]
    for part in data.split(b"stream")[1:]:
        body = part.lstrip(b"\r\n").split(b"endstream")[0]
        try:
            out.append(zlib.decompress(body))
        except zlib.error:
            pass
    return b"\n".join(out)


@pytest.mark.slow
def test_market_day_warns_at_the_honey_line_and_builds(tmp_path):
    path = _market(tmp_path)
    found = [(d.line, d.column, d.severity, d.code) for d in validate_paths([path])[0].diagnostics]
    assert found == [(13, 48, "warning", "picture-low-dpi")]
    [problem] = validate_paths([path])[0].diagnostics
    assert (
        problem.message
        == "the picture 'art/honey.png' is 60 x 60 pixels, so it prints at 43 dpi (36 mm wide on "
        "a poker card); printers ask for 300"
    )
    built = printgen("build", "market.yaml", "--backs", "-o", "m.pdf", cwd=str(tmp_path))
    assert built.returncode == 0, built.stderr
    from pypdf import PdfReader

    images = set()
    for page in PdfReader(tmp_path / "m.pdf").pages:
        resources = page.get("/Resources") or {}
        for name, ref in (resources.get("/XObject") or {}).items():
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Image":
                images.add(ref.idnum)
    # bread, cheese, honey and the back: each embedded once, on 8 cards and 8 backs
    assert len(images) == 4


def test_a_picture_prints_where_it_stands(tmp_path):
    from printgen.components.faces import back_face, card_face, style_from_theme
    from printgen.layout.plan import Box, Picture, leaves
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    game = validate_paths([_market(tmp_path)])[0].model
    deck = game.decks[0]
    style = style_from_theme(load_theme())
    trim = Box(0, 0, 180, 252)
    [picture] = [
        i
        for i, _ in leaves(card_face(trim, 0.0, deck, generate_cards(deck)[0], "en", style))
        if isinstance(i, Picture) and i.kind == "raster"
    ]
    assert picture.path.endswith(os.path.join("art", "bread.png")) and picture.kind == "raster"
    safe = trim.inset(style.safe_mm * 72 / 25.4)
    # inside the safe zone
    assert safe.x_pt <= picture.box.x_pt and picture.box.right_pt <= safe.right_pt
    # a square picture stays square
    assert picture.box.width_pt == pytest.approx(picture.box.height_pt)
    [back] = [
        i for i, _ in leaves(back_face(trim, 9.0, deck.back, "en", style)) if isinstance(i, Picture)
    ]
    assert back.cover and back.box == trim.grow(9.0)  # the whole back, into the bleed


@pytest.mark.slow
def test_an_evil_svg_puts_nothing_of_other_files_in_the_pdf(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("SECRET-MARKER-4711")
    _market(tmp_path)
    (tmp_path / "art" / "evil.svg").write_text(
        f'<?xml version="1.0"?>\n<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file://{secret}">]>\n'
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="5" '
        'y="50">&xxe;</text></svg>'
    )
    (tmp_path / "art" / "sneaky.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        'viewBox="0 0 100 100"><circle cx="50" cy="50" r="40" fill="#c9a227"/><image '
        f'xlink:href="file://{tmp_path}/art/bread.png" width="100" height="100"/><use '
        'href="other.svg#x"/><style>@import url(http://example.invalid/x.css);</style></svg>'
    )
    source = (tmp_path / "market-evil.yaml").read_text()
    (tmp_path / "sneaky.yaml").write_text(
        source.replace("coin: art/evil.svg", "coin: art/sneaky.svg").replace(
            "id: market-day", "id: sneaky"
        )
    )
    for name in ("market-evil.yaml", "sneaky.yaml"):
        found = [(d.line, d.code) for d in validate_paths([str(tmp_path / name)])[0].diagnostics]
        assert found == [(6, "picture-unsafe"), (13, "picture-low-dpi")], name
        built = printgen("build", name, "-o", "out.pdf", cwd=str(tmp_path))
        assert built.returncode == 0, built.stderr
        inside = _streams(str(tmp_path / "out.pdf"))
        assert b"SECRET-MARKER" not in inside
    message = validate_paths([str(tmp_path / "sneaky.yaml")])[0].diagnostics[0].message
    assert (
        message
        == "the icon coin: it names things outside itself, which are left out: <image>, <use>, "
        "<style>"
    )


@pytest.mark.parametrize(
    "make, expected",
    [
        ("missing", "it cannot be read: No such file or directory"),
        ("text", "it is not a PNG, JPEG or SVG picture"),
        ("truncated", "it cannot be read as a picture (OSError)"),
        (
            "bomb",
            "it is 30,000 x 30,000 pixels; a picture may be at most 20,000 on a side and "
            "50,000,000 in all",
        ),
        ("fifo", "it is not a regular file"),
        ("outside", "'../outside.png' lies outside the game file's folder"),
    ],
)
def test_a_picture_that_cannot_be_printed_is_an_error_at_its_line(tmp_path, make, expected):
    from PIL import Image

    game = tmp_path / "game"
    game.mkdir()
    name = "art.png"
    if make == "text":
        (game / name).write_text("not a picture")
    elif make == "truncated":
        Image.new("RGB", (400, 400), "#884422").save(game / "full.png")
        data = (game / "full.png").read_bytes()
        (game / name).write_bytes(data[: len(data) // 2])
    elif make == "bomb":  # a PNG header that claims 30,000 x 30,000: refused before decoding
        import struct

        header = b"\x89PNG\r\n\x1a\n"
        ihdr = struct.pack(">IIBBBBB", 30000, 30000, 8, 2, 0, 0, 0)
        chunk = (
            struct.pack(">I", len(ihdr))
            + b"IHDR"
            + ihdr
            + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr))
        )
        (game / name).write_bytes(header + chunk + b"\0\0\0\0IEND\xaeB`\x82")
    elif make == "fifo":
        os.mkfifo(game / name)
    elif make == "outside":
        Image.new("RGB", (10, 10)).save(tmp_path / "outside.png")
        name = "../outside.png"
    (game / "g.yaml").write_text(f"""\
kind: game
name: Pictures
players: {{min: 2, max: 2}}
decks:
  main:
    cards: [{{name: A, count: 4}}]
    face:
      elements:
        - {{at: top, text: "{{name}}"}}
        - {{at: centre, image: "{name}"}}
deal:
  deck: main
  players:
    2: {{hand: 2}}
""")
    [problem] = validate_paths([str(game / "g.yaml")])[0].diagnostics
    assert (problem.line, problem.code, problem.message) == (
        10,
        "picture-unusable",
        f"the picture {name!r} cannot be printed: {expected}",
    )


@pytest.mark.slow
def test_cmyk_and_16_bit_pictures_print(tmp_path):
    from PIL import Image

    shutil.copytree(FACES, tmp_path, dirs_exist_ok=True)
    Image.new("CMYK", (900, 900), (0, 60, 100, 10)).save(
        tmp_path / "art" / "bread.png".replace(".png", ".jpg")
    )
    Image.new("I;16", (900, 900), 30000).save(tmp_path / "art" / "cheese.png")
    source = (tmp_path / "market.yaml").read_text().replace("art/bread.png", "art/bread.jpg")
    (tmp_path / "m2.yaml").write_text(source)
    built = printgen("build", "m2.yaml", "--only", "cards", "-o", "m2.pdf", cwd=str(tmp_path))
    assert built.returncode == 0, built.stderr
    done = printgen(
        "preview",
        "m2.yaml",
        "--page",
        "1",
        "--dpi",
        "20",
        "-o",
        "m2.png",
        "--only",
        "cards",
        cwd=str(tmp_path),
    )
    assert done.returncode == 0, done.stderr


@pytest.mark.slow
def test_pictures_reach_the_exports(tmp_path):
    _market(tmp_path)
    done = printgen("export", "market.yaml", "--to", "tgc", "-o", "tgc", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    from PIL import Image

    folder = tmp_path / "tgc" / "01-goods"
    picture = Image.open(folder / "001-card.png").convert("RGB")
    width, height = picture.size
    # the white middle of the bread picture
    assert picture.getpixel((width // 2, height // 2)) == (255, 255, 255)
    # its brown, not the card's ground
    assert picture.getpixel((width // 2, int(height * 0.28))) == (200, 145, 58)
    back = Image.open(folder / "back-1.png").convert("RGB")
    assert back.getpixel((5, 5)) == (59, 47, 92)  # the back's picture, to the edge of the bleed


def test_an_svg_nested_too_deep_is_refused_before_it_is_drawn(tmp_path):
    _market(tmp_path)
    (tmp_path / "art" / "deep.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        + "<g>" * 1000
        + '<circle cx="50" cy="50" r="9"/>'
        + "</g>" * 1000
        + "</svg>"
    )
    (tmp_path / "deep.yaml").write_text(
        (tmp_path / "market.yaml").read_text().replace("art/coin.svg", "art/deep.svg")
    )
    found = [
        (d.line, d.code, d.message)
        for d in validate_paths([str(tmp_path / "deep.yaml")])[0].diagnostics
        if d.code != "picture-low-dpi"
    ]
    assert found == [
        (
            6,
            "picture-unusable",
            "the icon coin cannot be printed: it nests elements more than 40 levels deep",
        )
    ]
    built = printgen("build", "deep.yaml", "-o", "deep.pdf", cwd=str(tmp_path))
    assert built.returncode == 1 and "internal error" not in built.stderr


def test_an_svg_font_is_never_looked_up_outside_printgen(tmp_path):
    """A font-family an SVG names (a path, a font nobody has) is drawn in Helvetica: svglib never
    asks fontconfig, a program, for it (a fake fc-match first on PATH would leave a mark)."""
    _market(tmp_path)
    (tmp_path / "art" / "fonts.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        '<text x="10" y="50" font-family="../../../../etc/passwd" font-size="20">Hi</text>'
        '<text x="10" y="80" font-family="No Such Font" font-weight="bold">Ho</text></svg>'
    )
    (tmp_path / "fonts.yaml").write_text(
        (tmp_path / "market.yaml").read_text().replace("art/coin.svg", "art/fonts.svg")
    )
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "fc-match").write_text(f'#!/bin/sh\necho "$@" >> {tmp_path / "asked.txt"}\n')
    (tools / "fc-match").chmod(0o755)
    built = printgen(
        "build",
        "fonts.yaml",
        "-o",
        "fonts.pdf",
        cwd=str(tmp_path),
        env_extra={"PATH": f"{tools}{os.pathsep}{os.environ['PATH']}"},
    )
    assert built.returncode == 0, built.stderr
    assert not (tmp_path / "asked.txt").exists()
    assert os.path.getsize(tmp_path / "fonts.pdf") > 0


@pytest.mark.parametrize("theme", ["default", "large-print"])
def test_a_centre_picture_ends_above_the_foots_row_of_icons(theme):
    """The foot's row stands on the bottom corner's stack, which is taller in large print; the
    centre ends above it, so a picture there never runs under the row's coins."""
    from printgen.components.faces import card_face, style_from_theme
    from printgen.layout.plan import Box, Picture, leaves
    from printgen.pieces.deck import generate_cards
    from printgen.style.reading import load_theme

    example = os.path.join(os.path.dirname(__file__), "..", "docs", "examples", "market-day.yaml")
    report = validate_paths([example])[0]
    deck = report.model.decks[0]
    style = style_from_theme(load_theme(name=theme))
    for card in generate_cards(deck):
        items = leaves(card_face(Box(0, 0, 180, 252), 0.0, deck, card, "en", style))
        # the art, then the coins (the designer's own SVG icon), each as drawn: aspect kept
        centre, *coins = sorted(
            (_drawn(i) for i, _ in items if isinstance(i, Picture)), key=lambda r: -r[2] * r[3]
        )
        assert coins and centre[1] > max(y + h for _, y, _, h in coins), (theme, card)


def _drawn(picture) -> tuple[float, float, float, float]:
    """(x, y, width, height) of a picture as drawn: its aspect kept, centred in its box."""
    box = picture.box
    width = min(box.width_pt, box.height_pt * picture.aspect)
    height = width / picture.aspect
    return (
        box.x_pt + (box.width_pt - width) / 2,
        box.y_pt + (box.height_pt - height) / 2,
        width,
        height,
    )


def _snapshot(folder) -> dict[str, bytes]:
    return {
        name: (folder / "art" / name).read_bytes() for name in sorted(os.listdir(folder / "art"))
    }


@pytest.mark.parametrize(
    "args, refused",
    [
        (["build", "market.yaml", "-o", "art/bread.png"], "art/bread.png"),  # a card's picture
        (["preview", "market.yaml", "-o", "art/bread.png"], "art/bread.png"),
        (["build", "market.yaml", "-o", "art/back.png"], "art/back.png"),  # the back's picture
        (["preview", "market.yaml", "-o", "art/coin.svg"], "art/coin.svg"),  # the game's icon
        (["build", "market.yaml", "-o", "bread-link.png"], "bread-link.png"),  # through a link
        (
            ["build", "market.yaml", "--layout", "cut", "--cutter", "silhouette", "-o", "art/coin"],
            "art/coin.cut.svg",  # the cut file would take the icon's name
        ),
        (
            ["build", "market.yaml", "--layout", "cut", "--cutter", "cricut", "-o", "art/x.pdf"],
            "art/x.sheet-03-backs.png",  # a sheet image past the kit's sheets
        ),
    ],
)
def test_a_kits_pictures_and_icons_are_never_written_over(tmp_path, args, refused):
    _market(tmp_path)
    (tmp_path / "bread-link.png").symlink_to(os.path.join("art", "bread.png"))
    text = (tmp_path / "market.yaml").read_text(encoding="utf-8")
    named = {"art/coin.cut.svg": "art/coin.svg", "art/x.sheet-03-backs.png": "art/honey.png"}
    if refused in named:  # the kit reads a picture of that name
        shutil.copy(tmp_path / named[refused], tmp_path / refused)
        (tmp_path / "market.yaml").write_text(text.replace(named[refused], refused), "utf-8")
    before = _snapshot(tmp_path)
    done = printgen(*args, cwd=str(tmp_path))
    assert done.returncode == 3, done.stderr
    assert done.stderr.startswith(
        f"printgen: error: refusing to write onto {refused}: it is one of the inputs\n"
    )
    assert _snapshot(tmp_path) == before and (tmp_path / "bread-link.png").is_symlink()
    assert not [name for name in os.listdir(tmp_path) if name.endswith(".pdf")]
