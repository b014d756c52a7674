"""`printgen serve`: the kit's diagnostics and pictures from the editor's text, saving, undo, the
PDF, and the command itself (run as the installed console script)."""

from __future__ import annotations

import base64
import io
import os
import shutil
import signal
import socket
import subprocess
import sys

import pytest
from serve_helpers import ROOT, game_folder, running

BAD_INK = '          red:    {label: {en: red, de: rot}, ink: "#c0392", symbol: circle}'


def _text(folder: str, name: str = "game.yaml") -> str:
    with open(os.path.join(folder, name), encoding="utf-8") as handle:
        return handle.read()


def _line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def _pixels(picture: dict):
    from PIL import Image

    return Image.open(io.BytesIO(base64.b64decode(picture["png"]))).convert("RGB")


@pytest.mark.slow
def test_a_mistake_is_shown_at_its_line_and_a_fix_redraws_the_cards(tmp_path):
    folder = game_folder(tmp_path)
    text = _text(folder)
    with running(folder) as client:
        status, good = client.json(
            "POST", "/api/render", {"path": "game.yaml", "text": text, "settings": {}}
        )
        # 50 and 12 reference cards
        assert (
            status == 200
            and good["ok"]
            and good["pages"] == len(good["pictures"]) == 9
            and good["cards"] == 62
        )
        line = _line_of(text, '"#c0392b"')
        broken = text.replace('"#c0392b"', '"#c0392"')
        status, bad = client.json(
            "POST", "/api/render", {"path": "game.yaml", "text": broken, "settings": {}}
        )
        assert status == 200 and not bad["ok"] and bad["pictures"] == []
        here = [d for d in bad["diagnostics"] if d["severity"] == "error"]
        assert [(d["line"], d["here"]) for d in here] == [(line, True)]
        assert here[0]["code"] and here[0]["message"] and here[0]["hint"]
        fixed = text.replace('"#c0392b"', '"#0000ff"')
        status, again = client.json(
            "POST", "/api/render", {"path": "game.yaml", "text": fixed, "settings": {}}
        )
        assert again["ok"] and again["pages"] == good["pages"]
        changed = [
            n
            for n, (a, b) in enumerate(zip(good["pictures"], again["pictures"]))
            if _pixels(a).tobytes() != _pixels(b).tobytes()
        ]
        assert 1 in changed  # the first sheet of cards, where the red cards turn blue


@pytest.mark.slow
def test_the_controls_change_the_kit(tmp_path):
    folder = game_folder(tmp_path)
    text = _text(folder)
    with running(folder) as client:

        def render(**settings):
            return client.json(
                "POST", "/api/render", {"path": "game.yaml", "text": text, "settings": settings}
            )[1]

        a4, letter = render(), render(paper="letter")
        assert (a4["pictures"][0]["width"], a4["pictures"][0]["height"]) == (
            round(210 / 25.4 * 40),
            round(297 / 25.4 * 40),
        )
        assert (letter["pictures"][0]["width"], letter["pictures"][0]["height"]) == (
            round(8.5 * 40),
            (11 * 40),
        )
        german = render(language="de")
        assert german["title"] != a4["title"] and "Farbenfang" in german["title"]
        card = render(view="card", card=1, dpi=100)
        assert len(card["pictures"]) == 1 and (
            card["pictures"][0]["width"],
            card["pictures"][0]["height"],
        ) == (round(63 / 25.4 * 100), round(88 / 25.4 * 100))
        gray = render(grayscale=True)
        from PIL import ImageChops

        red, green, blue = _pixels(gray["pictures"][1]).split()
        assert (
            ImageChops.difference(red, green).getbbox() is None
            and ImageChops.difference(green, blue).getbbox() is None
        )
        assert render(layout="gutterfold")["pages"] != a4["pages"]
        assert render(large_print=True)["pages"] >= a4["pages"]
        wrong = render(players=9)
        assert not wrong["ok"] and "--players must be 2 to 6" in wrong["problems"][0]["message"]
        huge = render(card_size="500x500")
        assert not huge["ok"] and huge["problems"]


def test_a_theme_is_edited_and_shown_on_the_standard_kit(tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "theme.yaml").write_text("extends: default\ntext:\n  body_pt: 9\n", encoding="utf-8")
    with running(str(folder)) as client:
        status, info = client.json("GET", "/api/info")
        assert info["files"] == ["theme.yaml"]
        good = client.json(
            "POST",
            "/api/render",
            {
                "path": "theme.yaml",
                "text": "extends: default\ntext:\n  body_pt: 9\n",
                "settings": {},
            },
        )[1]
        assert good["ok"] and "Number Neighbours" in good["title"]
        bad = client.json(
            "POST",
            "/api/render",
            {
                "path": "theme.yaml",
                "text": "extends: default\ntext:\n  body_pt: 2\n",
                "settings": {},
            },
        )[1]
        assert not bad["ok"] and [(d["line"], d["here"]) for d in bad["diagnostics"]] == [(3, True)]
    # nothing written by a look
    assert (folder / "theme.yaml").read_text(encoding="utf-8").endswith("body_pt: 9\n")


def test_save_writes_the_file_in_one_step_and_one_undo_brings_the_old_text_back(tmp_path):
    folder = game_folder(tmp_path)
    old = _text(folder)
    new = old.replace("max: 6", "max: 5", 1)
    with running(folder) as client:
        status, read = client.json("GET", "/api/file?path=game.yaml")
        assert status == 200 and read["text"] == old and not read["can_undo"]
        status, saved = client.json(
            "POST", "/api/save", {"path": "game.yaml", "text": new, "base": read["state"]}
        )
        assert status == 200 and saved["can_undo"] and _text(folder) == new
        assert sorted(os.listdir(folder)) == ["game.yaml"]  # no temporary file left beside it
        status, undone = client.json(
            "POST", "/api/undo", {"path": "game.yaml", "base": saved["state"]}
        )
        assert status == 200 and undone["text"] == old and _text(folder) == old
        status, _ = client.json("POST", "/api/undo", {"path": "game.yaml", "base": undone["state"]})
        assert status == 409 and _text(folder) == old


def test_a_save_over_a_file_changed_on_disk_is_a_conflict_and_writes_nothing(tmp_path):
    folder = game_folder(tmp_path)
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        with open(os.path.join(folder, "game.yaml"), "a", encoding="utf-8") as handle:
            handle.write("# edited elsewhere\n")
        status, state = client.json("GET", "/api/state?path=game.yaml")
        assert state["state"] != read["state"]
        status, answer = client.json(
            "POST", "/api/save", {"path": "game.yaml", "text": "mine", "base": read["state"]}
        )
        assert status == 409 and "changed on disk" in answer["error"]
        assert _text(folder).endswith("# edited elsewhere\n")


def test_save_refuses_what_build_refuses(tmp_path):
    folder = game_folder(tmp_path)
    os.chmod(os.path.join(folder, "game.yaml"), 0o444)
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        status, answer = client.json(
            "POST", "/api/save", {"path": "game.yaml", "text": "x", "base": read["state"]}
        )
        assert status == 403 and "read-only" in answer["error"]  # build's check, whoever runs it
    assert _text(folder) != "x"


def test_a_bundled_kit_is_shown_never_saved_and_built_into_the_current_folder(
    tmp_path, monkeypatch
):
    from printgen.serve.run import workspace_for

    monkeypatch.chdir(tmp_path)
    workspace, shown = workspace_for("neos")
    assert shown == "games/neos.yaml" and workspace.files() == ["neos.yaml"]
    with running(
        workspace.root, os.path.join(workspace.root, "neos.yaml"), output=workspace.output
    ) as client:
        _, read = client.json("GET", "/api/file?path=neos.yaml")
        status, answer = client.json(
            "POST",
            "/api/save",
            {"path": "neos.yaml", "text": read["text"] + "#", "base": read["state"]},
        )
        assert status == 403 and "printgen's own files" in answer["error"]
        status, built = client.json(
            "POST", "/api/build", {"path": "neos.yaml", "text": read["text"], "settings": {}}
        )
        assert status == 200 and built["wrote"] == "neos.pdf"
    assert os.listdir(tmp_path) == ["neos.pdf"]


def test_a_spreadsheet_that_changes_on_disk_changes_the_state_the_page_watches(tmp_path):
    folder = tmp_path / "kit"
    shutil.copytree(os.path.join(ROOT, "docs", "examples"), folder)
    with running(str(folder)) as client:
        text = (folder / "harbour-masters.yaml").read_text(encoding="utf-8")
        answer = client.json(
            "POST", "/api/render", {"path": "harbour-masters.yaml", "text": text, "settings": {}}
        )[1]
        assert answer["ok"]
        before = client.json("GET", "/api/state?path=harbour-masters.yaml")[1]["inputs"]
        assert before == answer["inputs"]
        sheet = folder / "harbour-masters.csv"
        sheet.write_text(sheet.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        os.utime(sheet, ns=(1, 1))
        after = client.json("GET", "/api/state?path=harbour-masters.yaml")[1]["inputs"]
        assert after != before


def test_a_picture_changed_on_disk_is_drawn_anew(tmp_path):
    from PIL import Image

    folder = tmp_path / "kit"
    shutil.copytree(os.path.join(ROOT, "docs", "examples"), folder)
    text = (folder / "market-day.yaml").read_text(encoding="utf-8")
    with running(str(folder)) as client:
        first = client.json(
            "POST",
            "/api/render",
            {
                "path": "market-day.yaml",
                "text": text,
                "settings": {"view": "card", "card": 1, "dpi": 100},
            },
        )[1]
        picture = folder / "art" / "bread.png"
        size = Image.open(picture).size
        Image.new("RGB", size, (0, 200, 0)).save(picture)
        os.utime(picture, ns=(1, 1))
        # what the page watches
        assert client.json("GET", "/api/state?path=market-day.yaml")[1]["inputs"] != first["inputs"]
        second = client.json(
            "POST",
            "/api/render",
            {
                "path": "market-day.yaml",
                "text": text,
                "settings": {"view": "card", "card": 1, "dpi": 100},
            },
        )[1]
    assert first["ok"] and second["ok"]
    assert _pixels(first["pictures"][0]).tobytes() != _pixels(second["pictures"][0]).tobytes()


def test_build_writes_the_pdf_beside_the_file(tmp_path):
    from pypdf import PdfReader

    folder = game_folder(tmp_path)
    with running(folder) as client:
        status, answer = client.json(
            "POST",
            "/api/build",
            {"path": "game.yaml", "text": _text(folder), "settings": {"language": "de"}},
        )
        assert status == 200 and answer["wrote"] == "colour-catch-de.pdf"
        assert (
            len(PdfReader(os.path.join(folder, "colour-catch-de.pdf")).pages)
            == answer["pages"]
            == 9
        )
        status, bad = client.json(
            "POST",
            "/api/build",
            {
                "path": "game.yaml",
                "text": _text(folder).replace("max: 6", "max: x"),
                "settings": {},
            },
        )
        assert status == 200 and bad["wrote"] is None and bad["diagnostics"]


def test_a_folder_lists_its_kit_files_and_each_code_links_to_its_entry(tmp_path):
    folder = tmp_path / "kit"
    shutil.copytree(
        os.path.join(ROOT, "docs", "examples"), folder, ignore=shutil.ignore_patterns("art")
    )
    with running(str(folder)) as client:
        info = client.json("GET", "/api/info")[1]
        assert info["files"] == [
            "far-trails.yaml",
            "harbour-masters.yaml",
            "lantern-tricks.yaml",
            "market-day.yaml",
            "rising-tide.yaml",
            "thirty-three.yaml",
        ]
        status, page = client.get("/checks")
        assert status == 200 and b'<h3 id="unknown-key">' in page
        status, page = client.get("/")
        assert (
            status == 200
            and client.token.encode() in page
            and b"http" not in page.replace(b"http-equiv", b"")
        )


def test_the_page_needs_nothing_from_the_network():
    from printgen.serve.server import asset

    for name in ("index.html", "app.js", "app.css"):
        text = asset(name).decode("utf-8")
        assert "http://" not in text and "https://" not in text and "//" + "cdn" not in text, name


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _start(args, cwd):
    process = subprocess.Popen(
        [shutil.which("printgen"), "serve", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = process.stdout.readline()  # the address, on standard output
    return process, line


def test_the_command_prints_its_address_and_stops_on_ctrl_c_with_exit_0(tmp_path):
    import urllib.request

    folder = game_folder(tmp_path)
    port = _free_port()
    process, line = _start(["game.yaml", "--no-browser", "--port", str(port)], folder)
    try:
        assert line.startswith(f"printgen: serving game.yaml at http://127.0.0.1:{port}/?token="), (
            line
        )
        url = line.split(" at ", 1)[1].strip()
        with urllib.request.urlopen(url, timeout=30) as response:
            assert response.status == 200 and b"<textarea" in response.read()
        with socket.socket() as probe:  # nothing listens on the machine's other addresses
            probe.settimeout(5)
            other = [address for address in _own_addresses() if address != "127.0.0.1"]
            for address in other:
                assert probe.connect_ex((address, port)) != 0
    finally:
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=30)
    rest = process.stderr.read()
    assert code == 0 and "stopped serving" in rest and "Traceback" not in rest


def _own_addresses() -> list[str]:
    try:
        return sorted(
            {info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)}
        )
    except OSError:
        return []


@pytest.mark.parametrize(
    "args, message",
    [
        (["nothing.yaml"], "no such file"),
        (["empty"], "holds no kit files"),
        (["-"], "not standard input"),
    ],
)
def test_what_cannot_be_served_is_a_usage_error(tmp_path, args, message):
    (tmp_path / "empty").mkdir()
    result = subprocess.run(
        [shutil.which("printgen"), "serve", "--no-browser", *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert result.returncode == 2 and message in result.stderr and "Traceback" not in result.stderr


def test_a_port_in_use_is_a_usage_error(tmp_path):
    folder = game_folder(tmp_path)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        result = subprocess.run(
            [
                shutil.which("printgen"),
                "serve",
                "game.yaml",
                "--no-browser",
                "--port",
                str(taken.getsockname()[1]),
            ],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 2 and "cannot listen on 127.0.0.1 port" in result.stderr


def test_no_text_browser_is_started_in_the_terminal(monkeypatch):
    from printgen.serve.run import can_open_browser

    for name in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER"):
        monkeypatch.delenv(name, raising=False)
    assert can_open_browser() is (sys.platform in ("darwin", "win32"))
    monkeypatch.setenv("DISPLAY", ":0")
    assert can_open_browser()


def test_a_bug_while_drawing_is_said_on_the_page_and_the_server_goes_on(
    tmp_path, monkeypatch, capsys
):
    from printgen.serve import kit_view

    folder = game_folder(tmp_path)

    def broken(*args):
        raise ZeroDivisionError("division by zero")

    with running(folder) as client:
        monkeypatch.setattr(kit_view, "view_kit", broken)
        status, answer = client.json(
            "POST", "/api/render", {"path": "game.yaml", "text": _text(folder), "settings": {}}
        )
        assert (
            status == 200
            and not answer["ok"]
            and answer["problems"][0]["message"]
            == "internal error: ZeroDivisionError: division by zero"
        )
        monkeypatch.undo()
        assert client.json(
            "POST", "/api/render", {"path": "game.yaml", "text": _text(folder), "settings": {}}
        )[1]["ok"]
    assert "this is a bug in printgen" in capsys.readouterr().err


def test_a_file_of_crlf_lines_keeps_them_and_a_file_not_in_utf8_is_not_edited(tmp_path):
    folder = game_folder(tmp_path)
    path = os.path.join(folder, "game.yaml")
    with open(path, "rb") as handle:
        lf = handle.read()
    with open(path, "wb") as handle:
        handle.write(lf.replace(b"\n", b"\r\n"))
    with open(os.path.join(folder, "latin.yaml"), "wb") as handle:
        handle.write("name: Farbenfang für alle\n".encode("latin-1"))
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        assert read["text"] == lf.decode("utf-8")  # the editor's lines end in \n
        status, _ = client.json(
            "POST",
            "/api/save",
            {
                "path": "game.yaml",
                "text": read["text"].replace("max: 6", "max: 5", 1),
                "base": read["state"],
            },
        )
        assert status == 200
        status, answer = client.json("GET", "/api/file?path=latin.yaml")
        assert status == 415 and "not UTF-8" in answer["error"]
    with open(path, "rb") as handle:
        assert handle.read() == lf.replace(b"max: 6", b"max: 5", 1).replace(b"\n", b"\r\n")
