"""Every game in docs/examples validates clean with --strict and builds, in default and large
print, through the installed command; the faces page's picture is the preview of its example."""

from __future__ import annotations

import os
import shutil

import pytest
from test_console_script import printgen

from printgen.kit.validation import validate_paths

EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "docs", "examples")
GAMES = sorted(name for name in os.listdir(EXAMPLES) if name.endswith(".yaml"))


def test_there_is_an_example_of_each_shape_of_game():
    assert GAMES == [
        "far-trails.yaml",
        "harbour-masters.yaml",
        "lantern-tricks.yaml",
        "market-day.yaml",
        "rising-tide.yaml",
        "thirty-three.yaml",
    ]


@pytest.mark.parametrize("name", GAMES)
def test_an_example_validates_clean(name):
    report = validate_paths([os.path.join(EXAMPLES, name)])[0]
    assert report.model is not None and report.diagnostics == []


@pytest.mark.parametrize("options", [(), ("--large-print", "--paper", "letter")])
@pytest.mark.parametrize("name", GAMES)
def test_an_example_builds(name, options, tmp_path):
    shutil.copytree(EXAMPLES, tmp_path, dirs_exist_ok=True)
    done = printgen("build", name, "--lang", "en", *options, "-o", "kit.pdf", cwd=str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "kit.pdf").stat().st_size > 10_000


def test_the_faces_page_shows_its_example():
    with open(os.path.join(EXAMPLES, "..", "faces.md"), encoding="utf-8") as handle:
        page = handle.read()
    assert "examples/market-day.yaml" in page and "gallery/market-day.png" in page
    assert os.path.isfile(os.path.join(EXAMPLES, "..", "gallery", "market-day.png"))
