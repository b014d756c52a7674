"""The baseline: a plain reportlab script drawing pages of nine poker cards with the same fonts.

Run alone: `python benchmarks/plain_cards.py PAGES OUTPUT.pdf`.
"""

from __future__ import annotations

import sys

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

PT_PER_MM = 72 / 25.4


def register_fonts(regular_path: str, bold_path: str) -> tuple[str, str]:
    for name, path in (("PlainRegular", regular_path), ("PlainBold", bold_path)):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, path))
    return "PlainRegular", "PlainBold"


def draw_card(c, x: float, y: float, value: str, bold: str) -> None:
    width, height = 63 * PT_PER_MM, 88 * PT_PER_MM
    c.setFillColorRGB(1, 0.99, 0.97)
    c.setStrokeColorRGB(0.2, 0.3, 0.4)
    c.roundRect(x + 5, y + 5, width - 10, height - 10, 8, stroke=1, fill=1)
    c.setFillColorRGB(0.1, 0.1, 0.2)
    c.setFont(bold, 100)
    c.drawCentredString(x + width / 2, y + height / 2 - 35, value)
    c.setFont(bold, 17)
    c.drawString(x + 9, y + height - 24, value)
    c.saveState()
    c.translate(x + width - 9, y + 24)
    c.rotate(180)
    c.drawString(0, 0, value)
    c.restoreState()


def plain_cards(pages: int, output, regular: str, bold: str) -> None:
    c = canvas.Canvas(output, pagesize=A4, invariant=1, initialFontName=regular)
    for _ in range(pages):
        for slot in range(9):
            draw_card(
                c,
                10.5 * PT_PER_MM + (slot % 3) * 63 * PT_PER_MM,
                20 * PT_PER_MM + (slot // 3) * 88 * PT_PER_MM,
                str(slot % 6 + 1),
                bold,
            )
        c.setFont(regular, 6.5)
        c.drawString(10 * PT_PER_MM, 5 * PT_PER_MM, "Print at 100% (actual size, no fit to page).")
        c.showPage()
    c.save()


if __name__ == "__main__":
    import os

    fonts = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "templates", "fonts")
    names = register_fonts(
        os.path.join(fonts, "DejaVuSans.ttf"), os.path.join(fonts, "DejaVuSans-Bold.ttf")
    )
    plain_cards(int(sys.argv[1]), sys.argv[2], *names)
