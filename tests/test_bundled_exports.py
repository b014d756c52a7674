"""Every bundled kit passes its own export checks for every target, an export agrees with its
`--check` (what a service would refuse is not written), and `--force` replaces an earlier export
and nothing else."""

from __future__ import annotations

import os

import pytest
from build_helpers import run

from printgen.export.targets import TARGETS
from printgen.kinds.lookup import bundled_ids
from printgen.kinds.table import KINDS, kinds_that

KITS = [name for kind in kinds_that("export") for name in bundled_ids(kind)]


def test_the_bundled_kits_are_the_setups_and_games():
    assert KITS == ["echo", "one-way", "standard", "animal-ladder", "colour-catch", "neos"]
    assert set(KINDS) >= {"setup", "game"}


@pytest.mark.slow
@pytest.mark.parametrize("to", sorted(TARGETS))
@pytest.mark.parametrize("kit", KITS)
def test_every_bundled_kit_passes_its_own_check_for_every_target(kit, to, capsys):
    code, out, err = run(["export", kit, "--to", to, "--check"], capsys)
    assert code == 0, out + err
    assert out.splitlines()[-1].startswith("0 errors, "), out


# the references each bundled kit prints as a panel: no export carries them, so each is named
PANELS = {
    "standard": ["the setup and scoring card of 'standard' (1)"],
    "colour-catch": ["the reference 'setup' (1)"],
    "neos": ["the reference 'setup' (1)", "the reference 'scoring' (1)"],
    "animal-ladder": ["the reference 'ladder' (1)"],
}


@pytest.mark.parametrize("to", sorted(TARGETS))
@pytest.mark.parametrize("kit", sorted(PANELS))
def test_every_reference_not_exported_is_named_by_the_check(kit, to, capsys):
    """Number Neighbours' score table, Neos's line values, every game's setup panel: an upload
    that lacks one says so at its line (service-not-exported) and in the summary."""
    code, out, err = run(["export", kit, "--to", to, "--check"], capsys)
    assert code == 0, out + err
    named = [
        line.split(": warning: ", 1)[1].split(" not exported")[0]
        for line in out.splitlines()
        if "(service-not-exported)" in line and "round tokens" not in line
    ]
    assert named == PANELS[kit]
    assert all(what in out.splitlines()[-2] for what in PANELS[kit])


def test_an_export_the_service_would_refuse_is_not_written_and_says_so(tmp_path, capsys):
    # kept apart, Neos's one lead-pile marker is a one-card product, which no service makes
    folder = tmp_path / "neos-tgc"
    check = run(["export", "neos", "--to", "tgc", "--separate-decks", "--check"], capsys)
    done = run(["export", "neos", "--to", "tgc", "--separate-decks", "-o", str(folder)], capsys)
    assert check[0] == done[0] == 1
    assert "(service-one-card-deck)" in check[1] and "(service-one-card-deck)" in done[1]
    assert done[1].splitlines()[-1] == (
        f"1 error, 2 warnings; nothing written ({folder}): the service would refuse it"
    )
    assert not folder.exists()


def test_neos_lead_marker_is_ordered_with_its_deck(tmp_path, capsys):
    import json

    folder = tmp_path / "neos-tgc"
    code, _, err = run(["export", "neos", "--to", "tgc", "-o", str(folder)], capsys)
    assert code == 0, err
    decks = json.loads((folder / "manifest.json").read_text())["decks"]
    assert [deck["id"] for deck in decks] == ["letters", "reference-round"]
    assert decks[0]["count"] == 91 and decks[0]["cards"][-1]["label"] == "lead"


def _files(folder) -> dict[str, bytes]:
    found = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, folder)] = handle.read()
    return found


def test_force_replaces_an_earlier_export_and_nothing_else(tmp_path, capsys):
    folder = tmp_path / "out"
    first = run(["export", "colour-catch", "--to", "tts", "-o", str(folder)], capsys)
    assert first[0] == 0, first[2]
    (folder / "old-card.png").write_bytes(b"an earlier export's image")
    again = run(["export", "colour-catch", "--to", "tts", "-o", str(folder)], capsys)
    assert again[0] == 3 and "add --force to replace an earlier export there" in again[2]
    inode = os.stat(folder).st_ino
    forced = run(["export", "colour-catch", "--to", "tts", "-o", str(folder), "--force"], capsys)
    assert forced[0] == 0, forced[2]
    assert "old-card.png" not in _files(folder) and os.stat(folder).st_ino == inode
    assert sorted(_files(folder)) == sorted(
        name for name in _files(folder) if not name.startswith(".")
    )
    (folder / "notes.txt").write_text("mine")
    before = _files(folder)
    refused = run(["export", "colour-catch", "--to", "tts", "-o", str(folder), "--force"], capsys)
    assert refused[0] == 3
    assert refused[2].splitlines()[0] == (
        f"printgen: error: cannot replace {folder}: it holds notes.txt, which no export writes"
    )
    assert _files(folder) == before
