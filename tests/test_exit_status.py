"""The exit statuses the README promises, through printgen's real entry point, and Ctrl-C mid-build.

0 ok; 1 invalid input; 2 usage; 3 the output cannot be written; 70 an internal error in one line
with a request to report it (the traceback only with --debug); 130 interrupted, nothing written.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys

import pytest

from printgen.cli import main

HERE = os.path.dirname(__file__)
STANDARD = os.path.join(HERE, "..", "setups", "standard.yaml")
BROKEN = os.path.join(HERE, "catalogue", "inputs", "yaml11-octal.yaml")


def run(args, capsys) -> tuple[int, str]:
    try:
        main(list(args))
        code = 0
    except SystemExit as exc:
        code = exc.code
    captured = capsys.readouterr()
    return code, captured.out + captured.err


@pytest.fixture
def folder(tmp_path, monkeypatch):
    shutil.copy(STANDARD, tmp_path / "setup.yaml")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("PRINTGEN_DEBUG", raising=False)
    return tmp_path


def test_each_documented_status(folder, capsys):
    assert run(["validate", "setup.yaml"], capsys)[0] == 0
    assert run(["validate", BROKEN], capsys)[0] == 1
    assert run(["validate", "--format", "yaml", "setup.yaml"], capsys)[0] == 2
    assert run(["build", "setup.yaml", "-o", "no-such-folder/kit.pdf"], capsys)[0] == 3
    assert run(["build", "setup.yaml", "-o", "kit.pdf"], capsys)[0] == 0
    assert (folder / "kit.pdf").exists()


def _explode(*args, **kwargs):
    raise RuntimeError("an unexpected failure\nwith a second line")


def test_internal_error_is_one_line_with_a_request_to_report(folder, capsys, monkeypatch):
    monkeypatch.setattr("printgen.kit.validation.validate_paths", _explode)
    code, output = run(["validate", "setup.yaml"], capsys)
    assert code == 70
    assert output.splitlines()[0] == "printgen: internal error: RuntimeError: an unexpected failure"
    assert "please report it" in output
    assert "Traceback" not in output and "second line" not in output


def test_debug_shows_the_traceback(folder, capsys, monkeypatch):
    monkeypatch.setattr("printgen.kit.validation.validate_paths", _explode)
    code, output = run(["--debug", "validate", "setup.yaml"], capsys)
    assert code == 70
    assert "Traceback (most recent call last)" in output and "_explode" in output


def test_the_console_script_reports_the_same_statuses(folder):
    command = [sys.executable, "-m", "printgen"]
    ok = subprocess.run(command + ["validate", "setup.yaml"], capture_output=True, text=True)
    usage = subprocess.run(command + ["validate"], capture_output=True, text=True)
    invalid = subprocess.run(command + ["validate", BROKEN], capture_output=True, text=True)
    assert (ok.returncode, usage.returncode, invalid.returncode) == (0, 2, 1)
    assert "Traceback" not in usage.stderr + invalid.stderr


class _InterruptedStream(io.BufferedWriter):
    """A file that takes the first half of what is written, then gets Ctrl-C."""

    def write(self, data):
        super().write(bytes(data)[: len(data) // 2])
        self.flush()
        raise KeyboardInterrupt


def _interrupting_fdopen(real_fdopen):
    def fdopen(handle, mode="r", *args, **kwargs):
        return _InterruptedStream(real_fdopen(handle, mode, buffering=0))

    return fdopen


@pytest.mark.parametrize("existing", [None, b"the kit from yesterday"])
def test_ctrl_c_mid_write_leaves_nothing_behind(folder, capsys, monkeypatch, existing):
    if existing is not None:
        (folder / "kit.pdf").write_bytes(existing)
    before = sorted(os.listdir(folder))
    import printgen.core.output

    monkeypatch.setattr(printgen.core.output.os, "fdopen", _interrupting_fdopen(os.fdopen))
    code, output = run(["build", "setup.yaml", "-o", "kit.pdf"], capsys)
    assert code == 130
    assert "nothing was written" in output
    assert sorted(os.listdir(folder)) == before
    if existing is not None:
        assert (folder / "kit.pdf").read_bytes() == existing


def test_ctrl_c_while_drawing_leaves_nothing_behind(folder, capsys, monkeypatch):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("printgen.render.pdf.render_pdf", interrupted)
    code, _ = run(["build", "setup.yaml", "-o", "kit.pdf"], capsys)
    assert code == 130
    assert sorted(os.listdir(folder)) == ["setup.yaml"]


class _TerminatedStream(io.BufferedWriter):
    """A file that takes the first half of what is written, then gets SIGTERM."""

    def write(self, data):
        import signal

        super().write(bytes(data)[: len(data) // 2])
        self.flush()
        os.kill(os.getpid(), signal.SIGTERM)
        return len(data)


def _on_the_kits_file(monkeypatch, opened) -> None:
    """The temporary file a build writes its kit into is opened as `opened(handle, fdopen)` opens
    it; every other file (pytest's own captures among them) as it is."""
    import printgen.core.output

    made, real_mkstemp, real_fdopen = set(), printgen.core.output.tempfile.mkstemp, os.fdopen

    def mkstemp(*args, **kwargs):
        handle, path = real_mkstemp(*args, **kwargs)
        made.add(handle)
        return handle, path

    def fdopen(handle, *args, **kwargs):
        if handle in made:
            return opened(handle, real_fdopen)
        return real_fdopen(handle, *args, **kwargs)

    monkeypatch.setattr(printgen.core.output.tempfile, "mkstemp", mkstemp)
    monkeypatch.setattr(printgen.core.output.os, "fdopen", fdopen)


@pytest.mark.parametrize("existing", [None, b"the kit from yesterday"])
def test_sigterm_mid_write_leaves_nothing_behind(folder, capsys, monkeypatch, existing):
    import signal

    if existing is not None:
        (folder / "kit.pdf").write_bytes(existing)
    before = sorted(os.listdir(folder))
    _on_the_kits_file(
        monkeypatch, lambda handle, fdopen: _TerminatedStream(fdopen(handle, "wb", buffering=0))
    )
    code, output = run(["build", "setup.yaml", "-o", "kit.pdf"], capsys)
    assert code == 143
    assert output.splitlines()[-1] == "printgen: terminated; nothing was written"
    assert sorted(os.listdir(folder)) == before
    if existing is not None:
        assert (folder / "kit.pdf").read_bytes() == existing
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


def _no_work(monkeypatch):
    """Laying out a kit, simulating or sweeping fails the test: refusals must come first."""

    def work(*args, **kwargs):
        raise AssertionError("work started before the output was checked")

    monkeypatch.setattr("printgen.kit.preflight.lay_out", work)
    monkeypatch.setattr("printgen.neighbours.analysis.command.run_analysis", work)
    monkeypatch.setattr("printgen.neighbours.analysis.command.run_sweep_with_progress", work)
    monkeypatch.setattr("printgen.neighbours.analysis.command.check_budget", work)


SWEEP = ["analyze", "setup.yaml", "--sweep", "players=2,3", "-n", "10"]


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["build", "setup.yaml", "-o", "missing/kit.pdf"],
            "cannot write missing/kit.pdf: the folder {folder}/missing does not exist",
        ),
        (
            ["build", "setup.yaml", "-o", "setup.yaml/kit.pdf"],
            "cannot write setup.yaml/kit.pdf: part of the path is a file, not a folder",
        ),
        (
            ["preview", "setup.yaml", "-o", "missing/kit.png"],
            "cannot write missing/kit.png: the folder {folder}/missing does not exist",
        ),
        (
            ["preview", "setup.yaml", "-o", "/dev/null"],
            "cannot write /dev/null: it is a character device, not a file, and printgen "
            "writes a whole file in one step, so it would replace it",
        ),
        (
            ["analyze", "setup.yaml", "-n", "10", "--report", "missing/r.pdf"],
            "cannot write missing/r.pdf: the folder {folder}/missing does not exist",
        ),
        (
            [*SWEEP, "--report", "missing/r.pdf"],
            "cannot write missing/r.pdf: the folder {folder}/missing does not exist",
        ),
        (
            [*SWEEP, "--report", "/dev/null"],
            "cannot write /dev/null: it is a character device, not a file, and printgen "
            "writes a whole file in one step, so it would replace it",
        ),
        ([*SWEEP, "--report", "."], "cannot write .: it is a folder"),
        ([*SWEEP, "--write-best", "missing"], "--write-best: the folder missing does not exist"),
        (
            ["export", "setup.yaml", "--to", "tgc", "-o", "missing/out"],
            "cannot export into missing/out: the folder {folder}/missing does not exist",
        ),
    ],
)
def test_every_output_is_checked_before_any_work(folder, capsys, monkeypatch, args, message):
    _no_work(monkeypatch)
    code, output = run(args, capsys)
    assert code == 3, output
    assert output.splitlines()[0] == "printgen: error: " + message.format(
        folder=os.path.realpath(folder)
    )
    assert sorted(os.listdir(folder)) == ["setup.yaml"]


@pytest.mark.parametrize(
    "cutter, blocked", [("silhouette", "k.cut.dxf"), ("cricut", "k.sheet-01.png")]
)
def test_a_cut_file_that_is_a_folder_is_refused_before_any_work(
    folder, capsys, monkeypatch, cutter, blocked
):
    _no_work(monkeypatch)
    (folder / blocked).mkdir()
    code, output = run(
        ["build", "setup.yaml", "--layout", "cut", "--cutter", cutter, "-o", "k.pdf"], capsys
    )
    assert code == 3, output
    assert output.splitlines()[0] == f"printgen: error: cannot write {blocked}: it is a folder"
    assert sorted(os.listdir(folder)) == sorted([blocked, "setup.yaml"])


def test_a_read_only_write_best_folder_is_refused_before_the_sweep(folder, capsys, monkeypatch):
    if os.geteuid() == 0:
        pytest.skip(
            "root writes in a read-only folder (the catalogue's read-only entries drop that power)"
        )
    (folder / "best").mkdir()
    os.chmod(folder / "best", 0o555)
    _no_work(monkeypatch)
    code, output = run([*SWEEP, "--write-best", "best"], capsys)
    assert (
        code == 3
        and output.splitlines()[0]
        == "printgen: error: cannot write best/standard-best-1.yaml: the folder is read-only"
    ), output


def _in_a_removed_folder(args, tmp_path):
    """The installed printgen run in a current folder that was removed after it was entered."""
    from test_console_script import console_script

    gone = tmp_path / "gone"
    gone.mkdir()

    def enter_and_remove():
        os.chdir(gone)
        os.rmdir(gone)

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    return subprocess.run(
        [console_script(), *args],
        preexec_fn=enter_and_remove,
        env=env,
        capture_output=True,
        timeout=300,
    )


GONE = "the current folder no longer exists (it was removed or moved away)"


@pytest.mark.slow
@pytest.mark.parametrize(
    "args, message",
    [
        (["build", "standard"], f"cannot write the kit: {GONE}"),
        (["build", "standard", "-o", "kit.pdf"], f"cannot write kit.pdf: {GONE}"),
        (["calibrate"], f"cannot write printgen-calibration.pdf: {GONE}"),
        (["preview", "standard", "-o", "kit.png"], f"cannot write kit.png: {GONE}"),
        (["export", "standard", "--to", "tgc", "-o", "."], f"cannot export into .: {GONE}"),
        (
            ["analyze", "standard", "-n", "10", "--report", "report.pdf"],
            f"cannot write report.pdf: {GONE}",
        ),
        (["schema", "-o", "schema.json"], f"cannot write schema.json: {GONE}"),
    ],
)
def test_a_relative_output_in_a_removed_current_folder_is_exit_3(args, message, tmp_path):
    """Every writing command was an internal error there: reportlab reads the current folder when
    imported."""
    done = _in_a_removed_folder(args, tmp_path)
    assert done.returncode == 3, done.stderr
    assert done.stderr.decode().splitlines()[0] == f"printgen: error: {message}"
    assert os.listdir(tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize(
    "command, name",
    [
        (["build", "standard", "-o"], "kit.pdf"),
        (["calibrate", "-o"], "sheet.pdf"),
        (["preview", "standard", "-o"], "kit.png"),
        (["analyze", "standard", "-n", "10", "--skill-games", "0", "--report"], "report.pdf"),
        (["export", "echo", "--to", "cards-pdf", "-o"], "cards"),
    ],
)
def test_a_whole_path_is_written_from_a_removed_current_folder(command, name, tmp_path):
    out = tmp_path / "out"
    out.mkdir()
    done = _in_a_removed_folder([*command, str(out / name)], tmp_path)
    assert done.returncode == 0, done.stderr
    assert os.listdir(out) == [name] and sorted(os.listdir(tmp_path)) == ["out"]


@pytest.mark.slow
def test_standard_output_from_a_removed_current_folder(tmp_path):
    done = _in_a_removed_folder(["build", "standard", "-o", "-"], tmp_path)
    assert done.returncode == 0 and done.stdout.startswith(b"%PDF-"), done.stderr
    shown = _in_a_removed_folder(["show", "neos"], tmp_path)
    assert shown.returncode == 0 and shown.stdout.decode().startswith("Neos (neos)\n"), shown.stderr


def test_an_internal_error_that_the_reporter_cannot_print_is_still_one_line(
    folder, capfd, monkeypatch
):
    """A MemoryError deep in an export once made the reporter itself fail with a raw traceback."""

    def exhausted(*args, **kwargs):
        raise MemoryError()

    monkeypatch.setattr("printgen.kit.validation.validate_paths", exhausted)
    monkeypatch.setattr("printgen.core.bugs.report_internal_error", exhausted)
    with pytest.raises(SystemExit) as exited:
        main(["validate", "setup.yaml"])
    captured = capfd.readouterr()
    assert exited.value.code == 70
    assert captured.err == "printgen: internal error: MemoryError\n" and captured.out == ""


def _sigterm_inside_a_finalizer():
    """SIGTERM that arrives while the garbage collector runs a finalizer (as a library's object is
    closed): the handler's Terminated is raised inside the finalizer, which cannot pass it on."""
    import gc
    import signal
    import weakref

    class Thing:
        pass

    thing = Thing()
    weakref.finalize(thing, os.kill, os.getpid(), signal.SIGTERM)
    del thing
    gc.collect()


def test_sigterm_swallowed_by_a_finalizer_still_ends_an_export(tmp_path, capsys):
    from printgen.core.errors import Terminated
    from printgen.core.output import StagedFolder

    out = tmp_path / "out"
    with pytest.raises(Terminated):
        with StagedFolder(str(out)) as staged:
            staged.write("a.png", b"half an export")
            _sigterm_inside_a_finalizer()
            staged.write("b.png", b"the rest, written after the signal")
    assert os.listdir(tmp_path) == []
    assert capsys.readouterr().err == ""  # no "Exception ignored" from inside the finalizer


def test_sigterm_swallowed_by_a_finalizer_still_ends_a_build(folder, capsys, monkeypatch):
    def opened(handle, fdopen):
        _sigterm_inside_a_finalizer()
        return fdopen(handle, "wb")

    _on_the_kits_file(monkeypatch, opened)
    code, output = run(["build", "setup.yaml", "-o", "kit.pdf"], capsys)
    assert (code, output.splitlines()) == (143, ["printgen: terminated; nothing was written"])
    assert sorted(os.listdir(folder)) == ["setup.yaml"]


def _in_a_folder_past_path_max(args, tmp_path):
    """The installed printgen run in a folder reached step by step whose whole path is longer
    than the system takes (PATH_MAX, 4,096 bytes on Linux)."""
    from test_console_script import console_script

    def enter():
        os.chdir(tmp_path)
        for _ in range(22):  # 22 x 201 bytes
            os.mkdir("d" * 200)
            os.chdir("d" * 200)

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PRINTGEN_DEBUG")}
    return subprocess.run(
        [console_script(), *args],
        preexec_fn=enter,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize(
    "args, hint",
    [
        (["build", "standard", "-o", "k.pdf"], "give a shorter whole path with -o/--output"),
        (["build", "standard"], "choose where with -o/--output"),
        (["export", "standard", "--to", "tgc"], "give a shorter whole path with -o/--output"),
    ],
)
def test_a_current_folder_past_path_max_is_said_to_be_too_long(args, hint, tmp_path):
    done = _in_a_folder_past_path_max(args, tmp_path)
    assert done.returncode == 3, done.stderr
    [error, said] = done.stderr.splitlines()
    # once "the folder ... does not exist" (exit 3), or an internal error (exit 70)
    assert "does not exist" not in error
    length = len(os.fsencode(os.path.realpath(tmp_path))) + 22 * 201
    assert error.startswith("printgen: error: cannot ") and error.endswith(
        f" is {length:,} bytes long, longer than this system lets a program name a file by"
    )
    assert said == f"  hint: work in a folder with a shorter path, or {hint}"
