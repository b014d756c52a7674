"""The installed package finds its bundled setups, games and templates from any folder."""

import os
import subprocess
import sys

import pytest


def run_elsewhere(tmp_path, *args):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(
        [sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120
    )


def test_installed_package_finds_its_data(tmp_path):
    script = (
        "import os, printgen.core.data as d, printgen.neighbours.bundled as b, "
        "printgen.game.bundled as g\n"
        "print(sorted(b.bundled_setup_paths()))\n"
        "print(os.path.isfile(os.path.join(d.templates_dir(), 'fonts', 'DejaVuSans.ttf')))\n"
        "print(len(g.bundled_game_paths()) > 0)\n"
    )
    result = run_elsewhere(tmp_path, "-c", script)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["['echo', 'one-way', 'standard']", "True", "True"]


def test_module_entry_point_runs(tmp_path):
    result = run_elsewhere(tmp_path, "-m", "printgen", "validate", "--format", "json", os.devnull)
    assert result.returncode == 1 and "Traceback" not in result.stderr


def test_installed_metadata_names_the_licences_and_the_project():
    from importlib.metadata import metadata

    meta = metadata("printgen")
    assert meta["License-Expression"] == "MIT"
    assert sorted(meta.get_all("License-File")) == [
        "LICENSE",
        "templates/fonts/LICENSE-DejaVu.txt",
        "templates/icons/LICENSE-icons.txt",
    ]
    urls = dict(entry.split(", ", 1) for entry in meta.get_all("Project-URL"))
    assert urls["Issues"] == "https://github.com/printgen/printgen/issues"
    assert "Topic :: Games/Entertainment :: Board Games" in meta.get_all("Classifier")
    assert any(req.startswith("reportlab>=4.0.4") for req in meta.get_all("Requires-Dist"))


def test_the_font_licence_is_whole():
    from printgen.core.data import templates_dir

    with open(
        os.path.join(templates_dir(), "fonts", "LICENSE-DejaVu.txt"), encoding="utf-8"
    ) as handle:
        text = handle.read()
    assert "Bitstream Vera Fonts Copyright" in text and "Arev Fonts Copyright" in text
    assert text.rstrip().endswith("contact: tavmjong @ free\n. fr.")


def test_every_package_of_the_source_is_installed():
    """pyproject.toml lists its packages by hand (the data folders are mapped in): one left out
    would install without its code."""
    import tomllib

    root = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with open(os.path.join(root, "pyproject.toml"), "rb") as handle:
        listed = set(tomllib.load(handle)["tool"]["setuptools"]["packages"])
    found = {
        os.path.relpath(folder, root).replace(os.sep, ".")
        for folder, _, files in os.walk(os.path.join(root, "printgen"))
        if "__init__.py" in files
    }
    assert found <= listed, sorted(found - listed)


@pytest.mark.slow
def test_a_wheel_ships_the_serve_page(tmp_path):
    """The page of `printgen serve` is package data: a non-editable install must carry it."""
    import shutil
    import zipfile

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "MANIFEST.in", "README.md", "LICENSE"):
        shutil.copy(os.path.join(root, name), source / name)
    for name in ("printgen", "setups", "games", "templates"):
        shutil.copytree(
            os.path.join(root, name),
            source / name,
            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"),
        )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(tmp_path / "wheel"),
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    (wheel,) = os.listdir(tmp_path / "wheel")
    names = set(zipfile.ZipFile(tmp_path / "wheel" / wheel).namelist())
    assert {
        "printgen/serve/static/index.html",
        "printgen/serve/static/app.js",
        "printgen/serve/static/app.css",
        "printgen/serve/server.py",
        "printgen/cli/serve.py",
    } <= names


def test_ci_installs_chromium_and_runs_the_readme_test_command():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, ".ci", "run"), encoding="utf-8") as handle:
        script = handle.read()
    with open(os.path.join(root, "README.md"), encoding="utf-8") as handle:
        assert "pip install '.[test]' && python -m pytest\n" in handle.read()
    command = script.rstrip().splitlines()[-1]
    assert command == "pip install '.[test]' && python -m pytest"
    assert (
        script.index("apt-get install -y -q chromium chromium-driver firefox-esr")
        < script.index(command)
        and "DEBIAN_FRONTEND=noninteractive" in script
    )
