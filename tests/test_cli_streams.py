"""Pipes, quiet runs, formats for CI, and terminals that cannot show every character."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
import yaml
from build_helpers import run
from test_console_script import printgen

from printgen.core.diagnostics import Diagnostic, display_width, format_text

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STANDARD = os.path.join(ROOT, "setups", "standard.yaml")
NEOS = os.path.join(ROOT, "games", "neos.yaml")
BROKEN = (
    "name: Demo\nhand: [1, 2, 3, 4, 5, 6]\nrow: [1, 5, 2, 6, 3, 4]\nscoring:\n  clauses:\n"
    "    - {points: 1, if: {difrence: 1}}\n"
)


def _installed(*args, stdin: bytes = b"", env_extra=None, cwd=None) -> subprocess.CompletedProcess:
    from test_console_script import console_script

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    env.update(env_extra or {})
    return subprocess.run(
        [console_script(), *args], input=stdin, capture_output=True, env=env, cwd=cwd, timeout=300
    )


def test_validate_reads_standard_input(tmp_path):
    with open(STANDARD, "rb") as handle:
        good = _installed("validate", "-", stdin=handle.read(), cwd=tmp_path)
    assert (
        good.returncode == 0
        and good.stdout.decode().strip() == "1 file checked: 0 errors, 0 warnings"
    )
    bad = _installed("validate", "-", stdin=BROKEN.encode(), cwd=tmp_path)
    assert bad.returncode == 1 and bad.stdout.decode().startswith(
        "<stdin>:6:24: error: unknown key 'difrence'"
    )


def test_build_reads_a_game_from_standard_input_and_writes_the_pdf_to_standard_output(tmp_path):
    with open(NEOS, "rb") as handle:
        built = _installed(
            "build", "-", "--only", "references", "-o", "-", stdin=handle.read(), cwd=tmp_path
        )
    assert built.returncode == 0, built.stderr
    assert built.stdout.startswith(b"%PDF-") and built.stdout.rstrip().endswith(b"%%EOF")
    assert built.stderr.decode().startswith("wrote the kit to standard output:")
    assert os.listdir(tmp_path) == []


def test_quiet_prints_problems_only(tmp_path, capsys):
    assert run(["-q", "validate", STANDARD], capsys)[1:] == ("", "")
    code, out, err = run(["build", "standard", "-o", str(tmp_path / "kit.pdf"), "--quiet"], capsys)
    assert (code, out, err) == (0, "", "")
    (tmp_path / "bad.yaml").write_text(BROKEN)
    code, out, _ = run(["validate", "-q", str(tmp_path / "bad.yaml")], capsys)
    assert code == 1 and "unknown-key" in out and "files checked" not in out


def test_list_as_json(capsys):
    code, out, _ = run(["list", "--format", "json"], capsys)
    entries = json.loads(out)
    assert code == 0 and [e["id"] for e in entries][:3] == ["echo", "one-way", "standard"]
    assert {e["kind"] for e in entries} == {"setup", "game", "theme"} and all(
        e["ok"] for e in entries
    )
    assert entries[2] == {
        "kind": "setup",
        "id": "standard",
        "name": "Standard",
        "path": entries[2]["path"],  # where it is on this computer: a path that opens
        "summary": entries[2]["summary"],
        "ok": True,
        "errors": 0,
    }
    assert entries[2]["path"].endswith(os.path.join("setups", "standard.yaml"))
    assert os.path.isfile(entries[2]["path"])


def test_github_annotations(tmp_path, capsys):
    (tmp_path / "bad.yaml").write_text(BROKEN.replace("name: Demo", 'name: "Demo, a: test"'))
    code, out, _ = run(["validate", "--format", "github", str(tmp_path / "bad.yaml")], capsys)
    assert code == 1
    path = str(tmp_path / "bad.yaml").replace(":", "%3A").replace(",", "%2C")
    assert out.splitlines() == [
        f"::error file={path},line=6,col=24,title=unknown-key::unknown key 'difrence' in the "
        "condition of clause 1 (hint: did you mean `difference`?)"
    ]


def test_sarif_log(tmp_path, capsys):
    (tmp_path / "bad.yaml").write_text(BROKEN)
    code, out, _ = run(["validate", "--format", "sarif", str(tmp_path / "bad.yaml")], capsys)
    log = json.loads(out)
    assert code == 1 and log["version"] == "2.1.0"
    [run_] = log["runs"]
    assert run_["tool"]["driver"]["name"] == "printgen" and [
        r["id"] for r in run_["tool"]["driver"]["rules"]
    ] == ["unknown-key"]
    [result] = run_["results"]
    assert (
        result["level"] == "error"
        and result["ruleId"] == "unknown-key"
        and result["ruleIndex"] == 0
    )
    assert result["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 6,
        "startColumn": 24,
    }


@pytest.mark.slow
def test_a_terminal_that_cannot_show_cjk_gets_escapes_not_a_crash(tmp_path):
    (tmp_path / "cjk.yaml").write_text(
        BROKEN.replace("Demo", "漢字") + "description: 漢字\n", encoding="utf-8"
    )
    for encoding in ("cp1252", "ascii"):
        result = _installed(
            "validate", "cjk.yaml", cwd=tmp_path, env_extra={"PYTHONIOENCODING": encoding}
        )
        assert result.returncode == 1 and b"internal error" not in result.stderr
        shown = _installed(
            "show", "standard", cwd=tmp_path, env_extra={"PYTHONIOENCODING": encoding}
        )
        assert shown.returncode == 0


def test_the_caret_stands_under_the_column_after_wide_characters():
    line = 'name: "漢字漢字", bad: 1'
    column = line.index("bad") + 1
    text = format_text(Diagnostic("f.yaml", 1, column, "error", "x", "m"), [line])
    source, caret = text.splitlines()[1:3]
    assert display_width(source[: source.index("bad")]) == display_width(caret[: caret.index("^")])
    assert display_width("漢字") == 4 and display_width("ab") == 2 and display_width("e\u0301") == 1


def test_pre_commit_hook_runs_printgen_validate():
    with open(os.path.join(ROOT, ".pre-commit-hooks.yaml"), encoding="utf-8") as handle:
        [hook] = yaml.safe_load(handle)
    assert (
        hook["id"] == "printgen-validate"
        and hook["entry"].startswith("printgen validate")
        and hook["language"] == "python"
    )
    import re

    matches = re.compile(hook["files"]).search
    assert (
        matches("setups/coast.yaml")
        and matches("games/neos.yml")
        and matches("templates/dark/theme.yaml")
    )
    assert not matches(".github/workflows/ci.yaml") and not matches("docs/mkdocs.yml")


@pytest.mark.parametrize("args", [["-q", "--help"], ["--help", "--quiet"]])
def test_quiet_is_accepted_anywhere(args, tmp_path):
    assert printgen(*args, cwd=tmp_path).returncode == 0


@pytest.mark.slow
@pytest.mark.parametrize("flag", ["-q", "--quiet"])
def test_quiet_as_an_options_value_is_that_value_not_the_flag(flag, tmp_path):
    """`build -o -q kit.yaml` once took -q out of the line and wrote the PDF over kit.yaml."""
    with open(STANDARD, "rb") as handle:
        setup = handle.read()
    (tmp_path / "kit.yaml").write_bytes(setup)
    built = _installed("build", "-o", flag, "kit.yaml", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    # not quiet: the flag was -o's value
    assert built.stdout.decode().startswith(f"wrote {flag}: 8 pages")
    assert (tmp_path / "kit.yaml").read_bytes() == setup
    assert (tmp_path / flag).read_bytes().startswith(b"%PDF-")
    assert sorted(os.listdir(tmp_path)) == sorted([flag, "kit.yaml"])


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["-q", "build", "kit.yaml", "-o", "kit.pdf"],
        ["build", "-q", "kit.yaml", "-o", "kit.pdf"],
        ["build", "kit.yaml", "-o", "kit.pdf", "--quiet"],
    ],
)
def test_quiet_before_or_after_the_command(args, tmp_path):
    with open(STANDARD, "rb") as handle:
        (tmp_path / "kit.yaml").write_bytes(handle.read())
    built = _installed(*args, cwd=tmp_path)
    assert (built.returncode, built.stdout, built.stderr) == (0, b"", b"")
    assert (tmp_path / "kit.pdf").read_bytes().startswith(b"%PDF-")


def test_quiet_after_the_end_of_options_is_a_file_name(tmp_path):
    (tmp_path / "-q").write_text(BROKEN)
    checked = _installed("validate", "--", "-q", cwd=tmp_path)
    assert checked.returncode == 1
    assert (
        checked.stdout.decode().splitlines()[0]
        == "-q:6:24: error: unknown key 'difrence' in the condition of clause 1 (unknown-key)"
    )
    last = checked.stdout.decode().splitlines()[-1]
    assert last.startswith("1 file checked: 1 error, 0 warnings")
