"""The print services and digital tables printgen exports to, described as data.

Sizes are in inches, as the services give them; images are at the service's dpi and include the
bleed. The Game Crafter (tgc) takes 1/8 in of bleed a side (poker: 2.5 x 3.5 in trim, 825 x 1125
px); MakePlayingCards (mpc) takes 36 px a side at 300 dpi (poker 822 x 1122 px, tarot 897 x 1497).
"""

from __future__ import annotations

from printgen.layout.paper import Size
from printgen.record import record

MM_PER_INCH = 25.4


@record
class Service:
    name: str
    title: str
    dpi: int
    bleed_in: float
    sizes: tuple[tuple[str, tuple[float, float]], ...]  # printgen's card-size name -> the trim in inches

    def trim(self, card_size: str) -> Size | None:
        found = dict(self.sizes).get(card_size)
        return None if found is None else Size(found[0] * MM_PER_INCH, found[1] * MM_PER_INCH)

    @property
    def bleed_mm(self) -> float:
        return self.bleed_in * MM_PER_INCH

    def image_px(self, card_size: str) -> tuple[int, int]:
        """The exact pixels of one exported face, bleed included."""
        width, height = dict(self.sizes)[card_size]
        return round((width + 2 * self.bleed_in) * self.dpi), round((height + 2 * self.bleed_in) * self.dpi)


_SIZES = (("poker", (2.5, 3.5)), ("bridge", (2.25, 3.5)), ("mini", (1.75, 2.5)), ("tarot", (2.75, 4.75)))

SERVICES = {
    "tgc": Service("tgc", "The Game Crafter", 300, 0.125, _SIZES),
    "mpc": Service("mpc", "MakePlayingCards", 300, 36 / 300, _SIZES),
}

TTS_COLUMNS, TTS_ROWS = 10, 7  # a Tabletop Simulator deck sheet; its last slot shows the hidden card
TTS_MAX_WIDTH_PX = 4096
TTS_CARD_WIDTH_PX = 400
EXPORT_KINDS = ("tgc", "mpc", "tts", "cards-pdf")
