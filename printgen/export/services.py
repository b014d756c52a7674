"""The print services and digital tables printgen exports to, described as data: one table per
service, which the export and its preflight (`export/preflight.py`) both read.

Sizes are in inches, as the services give them; images are at the service's dpi and include the
bleed. The Game Crafter (tgc) takes 1/8 in of bleed a side (poker: 2.5 x 3.5 in trim, 825 x 1125
px); MakePlayingCards (mpc) takes 36 px a side at 300 dpi (poker 822 x 1122 px, tarot 897 x 1497);
DriveThruCards (dtc) takes one PDF/X-1a:2003 file in CMYK, 1/8 in of bleed (poker pages 2.75 x
3.75 in), at most 240% total ink, each card's front then its back. The sources of these figures
are named in docs/print-services.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from printgen.layout.paper import Size

MM_PER_INCH = 25.4


@dataclass(frozen=True)
class Service:
    name: str
    title: str
    dpi: int
    bleed_in: float
    # printgen's card-size name -> the trim in inches
    sizes: tuple[tuple[str, tuple[float, float]], ...]
    output: str = "png"  # "png": an image per face (RGB); "pdfx": one PDF/X-1a file in CMYK
    colour: str = "RGB"  # the colour model the service takes
    safe_in: float = 0.125  # how far inside the trim text must stay
    min_type_pt: float = 7.0  # the smallest type the service asks for
    reversed_min_pt: float = 6.0  # light type on a dark ground: at least this in bold,
    reversed_regular_min_pt: float = 8.0  # and at least this in a regular weight
    # the card counts the service sells a deck in (empty: any count)
    deck_sizes: tuple[int, ...] = ()
    min_cards: int = 2  # a product of fewer cards cannot be ordered

    def trim(self, card_size: str) -> Size | None:
        found = dict(self.sizes).get(card_size)
        return None if found is None else Size(found[0] * MM_PER_INCH, found[1] * MM_PER_INCH)

    @property
    def bleed_mm(self) -> float:
        return self.bleed_in * MM_PER_INCH

    def image_px(self, card_size: str) -> tuple[int, int]:
        """The exact pixels of one exported face, bleed included."""
        width, height = dict(self.sizes)[card_size]
        return round((width + 2 * self.bleed_in) * self.dpi), round(
            (height + 2 * self.bleed_in) * self.dpi
        )


_SIZES = (
    ("poker", (2.5, 3.5)),
    ("bridge", (2.25, 3.5)),
    ("mini", (1.75, 2.5)),
    ("tarot", (2.75, 4.75)),
)

# MakePlayingCards sells custom decks in steps of 18 cards, up to 612
MPC_DECK_SIZES = tuple(range(18, 613, 18))

SERVICES = {
    "tgc": Service("tgc", "The Game Crafter", 300, 0.125, _SIZES, min_type_pt=8.0),
    "mpc": Service("mpc", "MakePlayingCards", 300, 36 / 300, _SIZES, deck_sizes=MPC_DECK_SIZES),
    "dtc": Service(
        "dtc", "DriveThruCards", 300, 0.125, _SIZES[:1] + _SIZES[3:], output="pdfx", colour="CMYK"
    ),
}
"""The services that print. Sources (docs/print-services.md): each service's own artwork guides as
published in 2025-2026; what is not stated there (TGC's type floor of 8 pt, the 7 pt of the others,
reversed type at 6 pt bold) follows what card printers commonly ask."""

DTC_OUTPUT_INTENT = (
    "CGATS TR 001",
    "SWOP (Publication) Grade 3 Paper",
    "U.S. Web Coated (SWOP): the printing condition DriveThruCards asks PDF/X-1a files to be "
    "made for; registered with the ICC, so no profile is embedded",
)

# a Tabletop Simulator deck sheet; its last slot shows the hidden card
TTS_COLUMNS, TTS_ROWS = (10, 7)
TTS_MAX_WIDTH_PX = 4096
TTS_CARD_WIDTH_PX = 400
