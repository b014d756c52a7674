"""`printgen build --watch`: a rebuild for every save, what changed or what is wrong, none while
nothing changes, a vanished file waited for, and Ctrl-C ending with exit 0.

The loop itself runs in-process against a scripted clock; the command runs as a real process that
is started, has its files changed, is read line by line and gets SIGINT, every step bounded in time.
"""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time

import pytest
from build_helpers import run

from printgen.kit.watch import INTERVAL_S, SETTLE_S, Outcome, number_ranges, page_changes, watch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# -- what a rebuild says ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    "numbers, said",
    [([3], "3"), ([1, 2], "1-2"), ([1, 3], "1 and 3"), ([2, 3, 4, 7, 9, 10], "2-4, 7 and 9-10")],
)
def test_number_ranges(numbers, said):
    assert number_ranges(numbers) == said


@pytest.mark.parametrize(
    "old, new, said",
    [
        (("a", "b", "c"), ("a", "x", "c"), "page 2 changed"),
        (("a", "b", "c"), ("a", "b", "c"), "no page changed"),
        (("a", "b", "c"), ("x", "y", "c"), "pages 1-2 changed"),
        (("a", "b"), ("a", "b", "c"), "was 2; page 3 changed"),
        (("a", "b", "c"), ("a", "b"), "was 3; no other page changed"),
        (("a", "b", "c"), ("x", "b"), "was 3; page 1 changed"),
    ],
)
def test_page_changes(old, new, said):
    assert page_changes(old, new) == said


# -- the loop, in-process with a scripted clock ----------------------------------------------------
class Script:
    """A clock for `watch`: each poll is a tick, on which the scripted change happens; Ctrl-C at the
    end."""

    def __init__(self, steps: dict, end: int):
        self.steps, self.end, self.ticks = steps, end, 0

    def sleep(self, seconds: float) -> None:
        if seconds == SETTLE_S:
            return
        assert seconds == INTERVAL_S
        self.ticks += 1
        if self.ticks in self.steps:
            self.steps[self.ticks]()
        if self.ticks >= self.end:
            raise KeyboardInterrupt


def save(path, text: str) -> None:
    """Writes the file and moves its modification time on by a second, however coarse the file
    system."""
    before = os.stat(path).st_mtime_ns if os.path.exists(path) else time.time_ns()
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    stamp = before + 1_000_000_000
    os.utime(path, ns=(stamp, stamp))


def test_the_loop_builds_once_per_change_and_never_while_nothing_changes(tmp_path):
    kit, font = str(tmp_path / "kit.yaml"), str(tmp_path / "font.ttf")
    save(kit, "one")
    save(font, "font")
    outcomes = iter(
        [
            Outcome(True, "kit.pdf", ("a", "b"), 2048, (kit, font)),
            Outcome(True, "kit.pdf", ("a", "c"), 2048, (kit, font)),
            Outcome(False, code=1),
            Outcome(True, "kit.pdf", ("a", "c", "d"), 3072, (kit, font)),
        ]
    )
    built, said, warned = [], [], []

    def build(last):
        built.append(last.pages if last else None)
        return next(outcomes)

    script = Script(
        {
            5: lambda: save(kit, "two"),
            10: lambda: os.remove(kit),
            14: lambda: save(kit, "broken"),
            20: lambda: save(font, "new font"),
        },
        end=40,
    )
    code = watch(
        build,
        (kit,),
        said.append,
        warned.append,
        os.path.basename,
        sleep=script.sleep,
        run=lambda function, *args: function(*args),
    )
    assert code == 0
    # four builds in forty polls, each given the last good one
    assert built == [None, ("a", "b"), ("a", "c"), ("a", "c")]
    assert said == [
        "wrote kit.pdf: 2 pages, 2 KB",
        "watching kit.yaml and 1 theme and font file every 0.5 s; press Ctrl-C to stop",
        "kit.yaml changed: rebuilt kit.pdf: 2 pages (page 2 changed)",
        "font.ttf changed: rebuilt kit.pdf: 3 pages (was 2; page 3 changed)",
        "stopped watching; kit.pdf is the last good build",
    ]
    assert warned == [
        "printgen: kit.yaml is gone; watching for it to come back",
        "printgen: kit.yaml is back: not rebuilt; kit.pdf is still the last good build",
    ]


def test_a_kit_that_never_built_is_watched_until_it_does(tmp_path):
    kit = str(tmp_path / "kit.yaml")
    save(kit, "broken")
    outcomes = iter([Outcome(False, code=1), Outcome(True, "kit.pdf", ("a",), 1024, (kit,))])
    said, warned = [], []
    script = Script({3: lambda: save(kit, "fixed")}, end=8)
    assert (
        watch(
            lambda last: next(outcomes),
            (kit,),
            said.append,
            warned.append,
            os.path.basename,
            sleep=script.sleep,
            run=lambda f, *a: f(*a),
        )
        == 0
    )
    assert warned == ["printgen: no PDF yet: fix the problems above and save the file again"]
    assert said == [
        "watching kit.yaml every 0.5 s; press Ctrl-C to stop",
        "kit.yaml changed: wrote kit.pdf: 1 page, 1 KB",
        "stopped watching; kit.pdf is the last good build",
    ]


@pytest.mark.parametrize("code", [2, 3])
def test_a_first_build_the_command_line_dooms_ends_the_watch(tmp_path, code):
    kit = str(tmp_path / "kit.yaml")
    save(kit, "any")
    said = []
    assert (
        watch(
            lambda last: Outcome(False, code=code),
            (kit,),
            said.append,
            said.append,
            sleep=Script({}, end=1).sleep,
            run=lambda f, *a: f(*a),
        )
        == code
    )
    assert said == []


@pytest.mark.parametrize(
    "args, message",
    [
        (["-", "--watch"], "--watch cannot watch standard input"),
        (["standard", "--watch", "-o", "-"], "--watch writes a file, not standard output"),
        (["standard", "--watch", "--dump-plan"], "--watch writes the PDF, not the page plan"),
        (["standard", "--watch", "--shuffle-row"], "--watch with --shuffle-row needs --seed"),
    ],
)
def test_what_watch_cannot_do_is_a_usage_error(args, message, capsys):
    code, _, err = run(["build", *args], capsys)
    assert code == 2 and err.splitlines()[0] == f"printgen: error: {message}"


# -- the command, as a process ---------------------------------------------------------------------
SETUP = """\
id: kit
name: Watched
hand: [1, 2, 3, 4, 5, 6]
row: [1, 5, 2, 6, 3, 4]
scoring:
  clauses:
    - {points: 1, if: {difference: 1}}
examples:
  - row: [1, 5, 2, 6, 3, 4]
    card: 4
    position: 3
    points: 1
    note: NOTE
"""
STEP_S = 60  # the most any one step may take (a first build on a slow machine)


class Watching:
    """`printgen build ... --watch` as a process, its output (stdout and stderr) read line by
    line."""

    def __init__(self, args: list[str], cwd):
        env = {k: v for k, v in os.environ.items() if k != "PRINTGEN_DEBUG"}
        env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "printgen", "build", *args, "--watch"],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            encoding="utf-8",
        )
        self.lines: queue.Queue = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def until(self, pattern: str, timeout: float = STEP_S) -> list[str]:
        """Every line up to and including the first that matches `pattern`."""
        seen, deadline = [], time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(
                    f"no line matching {pattern!r} within {timeout} s; saw {seen}"
                ) from None
            assert line is not None, f"the watch ended before {pattern!r}; saw {seen}"
            seen.append(line)
            if re.search(pattern, line):
                return seen

    def quiet(self, seconds: float) -> list[str]:
        """What is said in the next `seconds` (nothing, when nothing changed)."""
        seen, deadline = [], time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            seen.append(line)
        return seen

    def interrupt(self) -> tuple[int, list[str]]:
        """Ctrl-C: the exit status and the rest of the output."""
        self.process.send_signal(signal.SIGINT)
        code = self.process.wait(timeout=STEP_S)
        rest = []
        while (line := self.lines.get(timeout=STEP_S)) is not None:
            rest.append(line)
        return code, rest

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def watching(tmp_path):
    started = []

    def start(*args: str) -> Watching:
        started.append(Watching(list(args), tmp_path))
        return started[-1]

    yield start
    for process in started:
        process.kill()


pytestmark_posix = pytest.mark.skipif(
    not hasattr(signal, "SIGINT") or os.name == "nt", reason="sends SIGINT to a process"
)


@pytest.mark.slow
@pytestmark_posix
def test_watch_a_setup_through_an_edit_a_mistake_a_deletion_and_ctrl_c(tmp_path, watching):
    kit, pdf = tmp_path / "kit.yaml", tmp_path / "kit.pdf"
    save(kit, SETUP.replace("NOTE", "5-4 differs by one."))
    watch_ = watching("kit.yaml", "-o", "kit.pdf")
    lines = watch_.until("^watching")
    assert len(lines) == 2 and re.fullmatch(r"wrote kit\.pdf: 8 pages, \d+ KB", lines[0])
    assert (
        lines[1] == "watching kit.yaml and 3 theme and font files every 0.5 s; press Ctrl-C to stop"
    )
    built = pdf.stat().st_mtime_ns

    assert watch_.quiet(4 * INTERVAL_S) == []  # nothing changed: nothing built
    assert pdf.stat().st_mtime_ns == built

    save(kit, SETUP.replace("NOTE", "Only the setup card shows this note."))
    assert watch_.until("rebuilt") == [
        "kit.yaml changed: rebuilt kit.pdf: 8 pages (page 5 changed)"
    ]
    good = pdf.read_bytes()

    save(kit, SETUP.replace("NOTE", "Only the setup card shows this note.") + "name: [broken\n")
    lines = watch_.until("not rebuilt")
    assert lines[0] == "kit.yaml:14:7: error: this bracket is never closed (yaml-syntax)"
    assert lines[-2:] == [
        "printgen: 1 error in the setup; nothing was built",
        "printgen: kit.yaml changed: not rebuilt; kit.pdf is still the last good build",
    ]
    assert pdf.read_bytes() == good

    os.remove(kit)
    assert watch_.until("gone") == ["printgen: kit.yaml is gone; watching for it to come back"]
    assert watch_.quiet(3 * INTERVAL_S) == []

    save(kit, SETUP.replace("NOTE", "Only the setup card shows this note."))
    assert watch_.until("rebuilt") == [
        "kit.yaml is back: rebuilt kit.pdf: 8 pages (no page changed)"
    ]
    assert pdf.read_bytes() == good

    code, rest = watch_.interrupt()
    assert (code, rest) == (0, ["stopped watching; kit.pdf is the last good build"])


TEMPLATE = 'extends: default\ncolors:\n  ink: "#202020"\n'


@pytest.mark.slow
@pytestmark_posix
def test_watch_a_game_and_its_template(tmp_path, watching):
    with open(os.path.join(ROOT, "games", "colour-catch.yaml"), encoding="utf-8") as handle:
        (tmp_path / "game.yaml").write_text(handle.read(), encoding="utf-8")
    (tmp_path / "look").mkdir()
    theme = tmp_path / "look" / "theme.yaml"
    save(theme, TEMPLATE)
    watch_ = watching(
        "game.yaml", "--only", "score-sheets", "--template", "look", "-o", "sheet.pdf"
    )
    lines = watch_.until("^watching")
    assert re.fullmatch(r"wrote sheet\.pdf: 1 page, \d+ KB", lines[0])
    assert (
        lines[1]
        == "watching game.yaml, look/theme.yaml and 3 theme and font files every 0.5 s; press "
        "Ctrl-C to stop"
    )

    save(theme, TEMPLATE.replace("#202020", "#402020"))
    assert watch_.until("rebuilt") == [
        "look/theme.yaml changed: rebuilt sheet.pdf: 1 page (page 1 changed)"
    ]

    save(theme, TEMPLATE + "  nope: 1\n")
    lines = watch_.until("not rebuilt")
    assert lines[0].startswith("look/theme.yaml:4:3: error: unknown key 'nope' in colors")
    assert (
        lines[-1]
        == "printgen: look/theme.yaml changed: not rebuilt; sheet.pdf is still the last good build"
    )

    code, rest = watch_.interrupt()
    assert (code, rest) == (0, ["stopped watching; sheet.pdf is the last good build"])


@pytest.mark.slow
@pytestmark_posix
def test_watch_with_a_bundled_theme_by_name_rebuilds_after_an_edit(tmp_path, watching):
    save(tmp_path / "kit.yaml", SETUP.replace("NOTE", "5-4 differs by one."))
    watch_ = watching("kit.yaml", "--template", "light", "-o", "kit.pdf")
    lines = watch_.until("^watching")
    assert re.fullmatch(r"wrote kit\.pdf: 8 pages, \d+ KB", lines[0])
    # the theme was once watched as light/theme.yaml, a file that is not there: nothing rebuilt
    assert lines[1] == (
        "watching kit.yaml and 4 theme and font files every 0.5 s; press Ctrl-C to stop"
    )
    save(tmp_path / "kit.yaml", SETUP.replace("NOTE", "Only the setup card shows this note."))
    assert watch_.until("rebuilt") == [
        "kit.yaml changed: rebuilt kit.pdf: 8 pages (page 5 changed)"
    ]
    code, rest = watch_.interrupt()
    assert (code, rest) == (0, ["stopped watching; kit.pdf is the last good build"])
