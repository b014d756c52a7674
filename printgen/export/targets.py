"""The table of export targets, keyed by `--to`: what `printgen export` can write. A new target is
one entry here plus the function that writes its files; `export --to`'s choices, its help and the
options each target takes are read from this table, and a test keeps the README's table in step.

A target's `make` names "module:function", called as function(job) with the export's Job
(printgen.export.run) and returning the Plan of its files: the print options the faces are laid
out with, the trim and bleed, and the function that writes the chosen decks. A leaf: it imports no
target's module until an export asks for it.
"""

from __future__ import annotations

from dataclasses import dataclass

# Options of `printgen export` that only some targets take, by their name on the command line.
BLEED, BASE_URL, PAPER, PROOF = "--bleed", "--base-url", "--paper", "--proof"
WORKERS = "--workers"  # the targets whose pictures are made in a pool of processes


@dataclass(frozen=True)
class Target:
    name: str  # the `--to` value
    summary: str  # what it writes, for `export --help`
    make: str  # "module:function" that plans and writes its files
    title: str = ""  # who makes or takes it, shown after its name in the help (a service's name)
    service: bool = False  # a print service: its sizes, bleed and preflight (export.services)
    takes: frozenset[str] = frozenset({PROOF})  # the options of the few it takes
    card_size: str = "any"  # "service": the service's sizes; "pdf": poker is 2.5 x 3.5 in
    # (poker-mm 63 x 88 mm) and WxH in mm; "any": printgen's sizes and WxH in mm
    no_bleed: str = ""  # why --bleed is not asked for (the hint when it is given)
    no_proof: str = ""  # why --proof does not apply (the hint when it is given)
    cuts: bool = False  # a cutting machine's sheets: the line after the export says how they cut
    tiles: bool = False  # it carries round tokens too (as tiles), not only card-shaped pieces
    note: str = ""  # said after every export to it: what it is for, and what it is not

    def takes_option(self, option: str) -> bool:
        return option in self.takes

    def module_function(self):
        import importlib

        module, _, function = self.make.partition(":")
        return getattr(importlib.import_module(module), function)


_SERVICE = "each print service takes its own bleed"
_CUTS = "the sheets are for cutting; check a proof with --to cards-pdf --proof"
_CUT_BLEED = "the cut sheets take their own bleed"

TARGETS: dict[str, Target] = {
    target.name: target
    for target in (
        Target(
            "tgc",
            "a PNG per face at the service's pixels",
            "printgen.export.run:service_plan",
            "The Game Crafter",
            service=True,
            takes=frozenset({PROOF, WORKERS}),
            card_size="service",
            no_bleed=_SERVICE,
        ),
        Target(
            "mpc",
            "a PNG per face at the service's pixels",
            "printgen.export.run:service_plan",
            "MakePlayingCards",
            service=True,
            takes=frozenset({PROOF, WORKERS}),
            card_size="service",
            no_bleed=_SERVICE,
        ),
        Target(
            "dtc",
            "one PDF/X-1a file in CMYK",
            "printgen.export.run:service_plan",
            "DriveThruCards",
            service=True,
            card_size="service",
            no_bleed=_SERVICE,
        ),
        Target(
            "tts",
            "Tabletop Simulator deck sheets and a saved object",
            "printgen.export.run:tts_plan",
            takes=frozenset({PROOF, BASE_URL, WORKERS}),
            no_bleed="Tabletop Simulator's cards have none",
            tiles=True,
        ),
        Target(
            "cards-pdf",
            "a card to a page with TrimBox and BleedBox",
            "printgen.export.run:cards_pdf_plan",
            takes=frozenset({PROOF, BLEED}),
            card_size="pdf",
            note="cards-pdf is in RGB: DriveThruCards and most offset printers refuse it; "
            "--to dtc writes their PDF/X-1a file in CMYK",
        ),
        Target(
            "silhouette",
            "sheets with the cutter's registration marks and a cut file (SVG, DXF)",
            "printgen.export.run:marks_plan",
            takes=frozenset({PAPER}),
            card_size="pdf",
            no_bleed=_CUT_BLEED,
            no_proof=_CUTS,
            cuts=True,
        ),
        Target(
            "cricut",
            "Print Then Cut sheet images",
            "printgen.export.run:cricut_plan",
            takes=frozenset(),
            card_size="pdf",
            no_bleed=_CUT_BLEED,
            no_proof=_CUTS,
            cuts=True,
        ),
        Target(
            "brother",
            "sheets of outlined cards for the machine's scan, without marks, and a cut file "
            "(SVG, DXF)",
            "printgen.export.run:marks_plan",
            "ScanNCut",
            takes=frozenset({PAPER}),
            card_size="pdf",
            no_bleed=_CUT_BLEED,
            no_proof=_CUTS,
            cuts=True,
        ),
    )
}


def taking(option: str) -> list[str]:
    """The targets that take `option`, in the table's order."""
    return [name for name, target in TARGETS.items() if target.takes_option(option)]


def targets_help() -> str:
    """`export --to`'s help: each target and what it writes, the targets that write the same named
    together where the first of them stands (tgc (The Game Crafter), mpc (MakePlayingCards): a
    PNG per face ...)."""
    groups: dict[str, list[str]] = {}
    for target in TARGETS.values():
        label = f"{target.name} ({target.title})" if target.title else target.name
        groups.setdefault(target.summary, []).append(label)
    return "; ".join(f"{', '.join(labels)}: {summary}" for summary, labels in groups.items()) + "."


def names(targets: list[str]) -> str:
    """Target names as a sentence lists them: "tgc, mpc and dtc"."""
    return targets[0] if len(targets) == 1 else f"{', '.join(targets[:-1])} and {targets[-1]}"
