"""The baseline that draws the same pages: a plain reportlab script that makes, call for call, the
drawing of a printgen kit, with nothing of printgen's (reportlab's own font classes, text
measuring and number formatting).

The calls are recorded once from the kit's page plan (`record`, in the benchmark's own process:
printgen's renderer draws onto a recorder instead of a canvas) and kept as data; the script
replays them onto a real reportlab canvas with the same settings (invariant output, compressed
pages). So the ratio against it is printgen's own cost (reading, checking, laying out, and its
renderer's bookkeeping) on top of the drawing any script making these pages has to do.

Run alone: `python benchmarks/same_pages.py CALLS.json OUTPUT.pdf`.
"""

from __future__ import annotations

import json
import sys


def record(pages, title: str) -> dict:
    """The reportlab calls printgen's renderer makes for `pages`, and the font files they name."""
    from printgen.layout.fonts import font_file
    from printgen.layout.plan import Text, leaves
    from printgen.render import pdf

    calls: list = []

    class Recorder:
        def __init__(self, target: str, *args, **kwargs):
            self._target = target
            if target == "c":
                calls.append(["c", "__init__", [], {k: _plain(v) for k, v in kwargs.items()}])

        def __getattr__(self, name: str):
            def call(*args, **kwargs):
                calls.append(
                    [
                        self._target,
                        name,
                        [_plain(a) for a in args],
                        {k: _plain(v) for k, v in kwargs.items()},
                    ]
                )
                if name == "beginText":
                    return Recorder("t")
                if name == "beginPath":
                    return Recorder("p")
                return None

            return call

    def _plain(value):
        if isinstance(value, Recorder):
            return {"object": value._target}
        if hasattr(value, "hexval"):
            return {"color": value.hexval()}
        if isinstance(value, (list, tuple)):
            return [_plain(v) for v in value]
        return value

    fonts = sorted(
        {item.font for page in pages for item, _ in leaves(page.items) if isinstance(item, Text)}
    )
    real = pdf.pdfcanvas.Canvas
    pdf.pdfcanvas.Canvas = lambda buffer, **kwargs: Recorder("c", **kwargs)
    try:
        pdf.render_pdf(pages, title)
    finally:
        pdf.pdfcanvas.Canvas = real
    return {"fonts": {name: font_file(name) for name in fonts}, "calls": calls}


def replay(recorded: dict, output) -> None:
    from reportlab.lib.colors import HexColor
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas

    rl_config = __import__("reportlab.rl_config", fromlist=["useA85"])
    rl_config.useA85 = 0  # binary streams, as printgen writes them
    for name, path in recorded["fonts"].items():
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, path))
    objects: dict = {}
    colors: dict = {}

    def real(value):
        if isinstance(value, dict):
            if "color" in value:
                hexval = value["color"]
                if hexval not in colors:
                    colors[hexval] = HexColor(hexval)
                return colors[hexval]
            return objects[value["object"]]
        if isinstance(value, list):
            return [real(v) for v in value]
        return value

    for target, name, args, kwargs in recorded["calls"]:
        if name == "__init__":
            objects["c"] = canvas.Canvas(output, **kwargs)
            continue
        result = getattr(objects[target], name)(
            *[real(a) for a in args], **{k: real(v) for k, v in kwargs.items()}
        )
        if name == "beginText":
            objects["t"] = result
        elif name == "beginPath":
            objects["p"] = result


def main(argv: list[str]) -> None:
    with open(argv[0], encoding="utf-8") as handle:
        recorded = json.load(handle)
    replay(recorded, argv[1])


if __name__ == "__main__":
    main(sys.argv[1:])
