"""The installed package finds its bundled setups, games and templates from any folder."""

import os
import subprocess
import sys


def run_elsewhere(tmp_path, *args):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run([sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)


def test_installed_package_finds_its_data(tmp_path):
    script = (
        "import os, printgen.data as d, printgen.neighbours.bundled as b, printgen.game.bundled as g\n"
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
