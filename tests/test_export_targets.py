"""The table of export targets: `export --to`'s choices, help and options come from it, every entry
names a function that exists, and the README's table lists the same targets in the same order."""

from __future__ import annotations

import os
import re

import pytest
from build_helpers import run

from printgen.cli.export import export
from printgen.export.services import SERVICES
from printgen.export.targets import BASE_URL, BLEED, PAPER, PROOF, TARGETS, taking, targets_help

README = os.path.join(os.path.dirname(os.path.dirname(__file__)), "README.md")


def test_every_target_is_one_entry_naming_its_plan():
    assert list(TARGETS) == [
        "tgc", "mpc", "dtc", "tts", "cards-pdf", "silhouette", "cricut", "brother"
    ]  # fmt: skip
    for name, target in TARGETS.items():
        assert target.name == name and callable(target.module_function()), name
        assert target.service == (name in SERVICES) and (target.card_size == "service") == (
            target.service
        ), name
    cutters = ["silhouette", "cricut", "brother"]
    assert [target.name for target in TARGETS.values() if target.cuts] == cutters


def test_the_options_some_targets_take():
    assert taking(BLEED) == ["cards-pdf"]
    assert taking(BASE_URL) == ["tts"]
    assert taking(PAPER) == ["silhouette", "brother"]
    assert taking(PROOF) == ["tgc", "mpc", "dtc", "tts", "cards-pdf"]
    for target in TARGETS.values():  # a target that refuses an option says why
        assert bool(target.no_bleed) != target.takes_option(BLEED), target.name
        assert bool(target.no_proof) != target.takes_option(PROOF), target.name


def test_the_help_and_the_choices_come_from_the_table():
    to = next(option for option in export.params if option.name == "to")
    assert list(to.type.choices) == list(TARGETS) and to.help == targets_help()
    # As it read when it was written out by hand.
    assert targets_help() == (
        "tgc (The Game Crafter), mpc (MakePlayingCards): a PNG per face at the service's pixels; "
        "dtc (DriveThruCards): one PDF/X-1a file in CMYK; tts: Tabletop Simulator deck sheets and "
        "a saved object; cards-pdf: a card to a page with TrimBox and BleedBox; silhouette: "
        "sheets with the cutter's registration marks and a cut file (SVG, DXF); cricut: Print "
        "Then Cut sheet images; brother (ScanNCut): sheets of outlined cards for the machine's "
        "scan, without marks, and a cut file (SVG, DXF)."
    )
    paper = next(option for option in export.params if option.name == "paper")
    assert paper.help == "silhouette and brother only: the paper of the sheets (default a4)."


def test_the_readme_lists_the_targets_of_the_table():
    with open(README, encoding="utf-8") as file:
        text = file.read()
    table = text.split("| `--to` | what you get |\n|---|---|\n")[1].split("\n\n")[0]
    assert [re.match(r"\| `([a-z-]+)` \|", row)[1] for row in table.splitlines()] == list(TARGETS)
    assert "--to " + r"\|".join(TARGETS) + " [-o DIR]" in text


@pytest.mark.parametrize(
    "to, hint",
    [
        ("silhouette", "the cut sheets take their own bleed"),
        ("cricut", "the cut sheets take their own bleed"),
        ("brother", "the cut sheets take their own bleed"),
    ],
)
def test_bleed_for_a_cutter_says_why_it_is_not_asked_for(to, hint, tmp_path, capsys):
    code, _, err = run(
        ["export", "echo", "--to", to, "--bleed", "0", "-o", str(tmp_path / "out")], capsys
    )
    assert code == 2 and err.splitlines() == [
        "printgen: error: --bleed applies to --to cards-pdf only",
        f"  hint: leave it out: {hint}",
    ]
