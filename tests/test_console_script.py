"""The `printgen` command exactly as pip installs it: the console script in this test run's venv.

Every other test goes through `python -m printgen` or the `main` function, which import modules in
another order; a packaging or import slip shows only here.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from printgen.cli import COMMANDS, main

HERE = os.path.dirname(__file__)
STANDARD = os.path.join(HERE, "..", "setups", "standard.yaml")


def console_script() -> str:
    """The installed `printgen` beside this interpreter (bin/ or Scripts/), never one on PATH."""
    folder = os.path.dirname(sys.executable)
    for name in ("printgen", "printgen.exe"):
        path = os.path.join(folder, name)
        if os.path.isfile(path):
            return path
    raise AssertionError(
        f"no printgen console script beside {sys.executable}: install the package (pip "
        "install '.[test]') before running the tests"
    )


def printgen(*args, cwd, env_extra=None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    env.update(env_extra or {})
    return subprocess.run(
        [console_script(), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [["--help"], ["-h"], ["--version"], ["-V"], ["--debug", "--help"], ["--help", "--debug"]],
)
def test_help_and_version_answer(args, tmp_path):
    result = printgen(*args, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    if "--version" in args or "-V" in args:
        assert result.stdout.strip() == "printgen, version " + __import__("printgen").__version__
    else:
        assert result.stdout.startswith("Usage: printgen [OPTIONS] COMMAND [ARGS]...")
        listed = result.stdout.split("Commands:\n", 1)[1].split()
        assert [name for name in listed if name in COMMANDS] == sorted(COMMANDS)


def test_bare_command_shows_the_usage(tmp_path):
    result = printgen(cwd=tmp_path)
    assert result.returncode == 2
    assert result.stderr.startswith("Usage: printgen [OPTIONS] COMMAND [ARGS]...")
    assert "printgen: internal error" not in result.stderr


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_every_command_has_help(command, tmp_path):
    result = printgen(command, "--help", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"Usage: printgen {command} ")


def test_validate_build_and_analyze(tmp_path):
    shutil.copy(STANDARD, tmp_path / "setup.yaml")
    validated = printgen("validate", "--format", "json", "setup.yaml", cwd=tmp_path)
    assert (validated.returncode, json.loads(validated.stdout)) == (0, [])
    built = printgen("build", "setup.yaml", "-o", "kit.pdf", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    assert (tmp_path / "kit.pdf").read_bytes().startswith(b"%PDF-")
    analyzed = printgen("analyze", "standard", "-n", "200", "--format", "json", cwd=tmp_path)
    assert analyzed.returncode == 0, analyzed.stderr
    assert json.loads(analyzed.stdout)["games"] == 200


CRASH = (
    "import printgen.kit.validation\n\ndef _crash(*args, **kwargs):\n"
    "    raise RuntimeError('forced for the test')\n\n"
    "printgen.kit.validation.validate_paths = _crash\n"
)


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["--debug", "validate", "x.yaml"],
        ["validate", "--debug", "x.yaml"],
        ["validate", "x.yaml", "--debug"],
    ],
)
def test_debug_anywhere_shows_the_traceback(args, tmp_path):
    """An internal error forced through sitecustomize, so the installed script itself crashes."""
    (tmp_path / "sitecustomize.py").write_text(CRASH)
    crashed = printgen(*args, cwd=tmp_path, env_extra={"PYTHONPATH": str(tmp_path)})
    assert crashed.returncode == 70
    assert crashed.stderr.startswith(
        "printgen: internal error: RuntimeError: forced for the test\n"
    )
    assert "Traceback (most recent call last)" in crashed.stderr and "_crash" in crashed.stderr
    quiet = printgen("validate", "x.yaml", cwd=tmp_path, env_extra={"PYTHONPATH": str(tmp_path)})
    assert (
        quiet.returncode == 70
        and "Traceback" not in quiet.stderr
        and "(add --debug for the traceback)" in quiet.stderr
    )


def test_debug_after_the_end_of_options_is_a_file_name(tmp_path):
    (tmp_path / "sitecustomize.py").write_text(CRASH)
    crashed = printgen(
        "validate", "--", "--debug", cwd=tmp_path, env_extra={"PYTHONPATH": str(tmp_path)}
    )
    assert (
        crashed.returncode == 70
        and "Traceback" not in crashed.stderr
        and "(add --debug for the traceback)" in crashed.stderr
    )


def test_debug_as_an_options_value_is_that_value(tmp_path):
    """`-o --debug` names the file --debug; it does not turn on tracebacks (nor vanish from the
    line)."""
    shutil.copy(STANDARD, tmp_path / "kit.yaml")
    before = (tmp_path / "kit.yaml").read_bytes()
    built = printgen("build", "-o", "--debug", "kit.yaml", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    assert built.stderr == "" and built.stdout.startswith("wrote --debug: 8 pages")
    assert (tmp_path / "kit.yaml").read_bytes() == before
    assert (tmp_path / "--debug").read_bytes().startswith(b"%PDF-")
    assert sorted(os.listdir(tmp_path)) == ["--debug", "kit.yaml"]


def _complete(words: str, tmp_path) -> list[str]:
    cword = len(words.split()) - (0 if words.endswith(" ") else 1)
    result = printgen(
        cwd=tmp_path,
        env_extra={
            "_PRINTGEN_COMPLETE": "bash_complete",
            "COMP_WORDS": words,
            "COMP_CWORD": str(cword),
        },
    )
    assert result.returncode == 0, result.stderr
    return [
        line.split(",", 1)[1] for line in result.stdout.splitlines() if line.startswith("plain,")
    ]


def test_completion_of_commands_ids_materials_and_bots(tmp_path):
    assert _complete("printgen ", tmp_path) == sorted(COMMANDS)
    assert _complete("printgen b", tmp_path) == ["build"]
    assert _complete("printgen build ", tmp_path) == [
        "echo",
        "one-way",
        "standard",
        "animal-ladder",
        "colour-catch",
        "neos",
    ]
    assert _complete("printgen show ne", tmp_path) == ["neos"]
    assert _complete("printgen analyze o", tmp_path) == ["one-way"]
    assert _complete("printgen build --only row-", tmp_path) == ["row-cards", "row-slips"]
    assert _complete("printgen build --only rules,sc", tmp_path) == [
        "rules,score-sheet",
        "rules,score-sheets",
    ]
    assert _complete("printgen analyze standard --bot greedy,r", tmp_path) == ["greedy,random"]


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_completion_scripts_for_each_shell(shell, tmp_path):
    result = printgen(cwd=tmp_path, env_extra={"_PRINTGEN_COMPLETE": f"{shell}_source"})
    assert result.returncode == 0 and "_PRINTGEN_COMPLETE" in result.stdout


def test_a_command_that_fails_to_import_is_an_internal_error(monkeypatch, capsys):
    monkeypatch.setitem(COMMANDS, "validate", "printgen.cli.no_such_module.validate")
    with pytest.raises(SystemExit) as ended:
        main(["validate", "x.yaml"])
    err = capsys.readouterr().err
    assert ended.value.code == 70
    assert err.startswith(
        "printgen: internal error: ModuleNotFoundError: No module named "
        "'printgen.cli.no_such_module'"
    )
    assert "No such command" not in err


def test_import_failure_with_debug_shows_the_traceback(monkeypatch, capsys):
    monkeypatch.setitem(COMMANDS, "validate", "printgen.cli.no_such_module.validate")
    with pytest.raises(SystemExit) as ended:
        main(["validate", "x.yaml", "--debug"])
    assert ended.value.code == 70
    assert "Traceback (most recent call last)" in capsys.readouterr().err


def test_internal_error_names_the_project_tracker(monkeypatch, capsys):
    monkeypatch.setattr("printgen.kit.validation.validate_paths", lambda *a, **k: 1 / 0)
    with pytest.raises(SystemExit):
        main(["validate", "x.yaml"])
    err = capsys.readouterr().err
    assert (
        "please report it at https://github.com/printgen/printgen/issues with the command you ran"
        in err
    )
