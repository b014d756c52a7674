"""`printgen serve` against requests a page on another site, another user of the machine or a
broken client could send: each is refused, and nothing is read or written outside the folder."""

from __future__ import annotations

import json
import os
import socket
import threading

import pytest
from serve_helpers import game_folder, running

GET_ROUTES = ["/api/file?path={}", "/api/state?path={}"]
POST_ROUTES = ["/api/render", "/api/save", "/api/undo", "/api/build"]
OUTSIDE = [
    "../secret.yaml",
    "/etc/passwd",
    "..%2Fsecret.yaml",
    "kit/../../secret.yaml",
    "./game.yaml",
    "game.yaml/..",
    "a\\..\\secret.yaml",
    "%00game.yaml",
    "link.yaml",
    "notes.txt",
    "sub/../game.yaml",
]


@pytest.fixture
def folder(tmp_path):
    folder = game_folder(tmp_path)
    (tmp_path / "secret.yaml").write_text("kind: game\nid: secret\n", encoding="utf-8")
    os.symlink(tmp_path / "secret.yaml", os.path.join(folder, "link.yaml"))
    with open(os.path.join(folder, "notes.txt"), "w", encoding="utf-8") as handle:
        handle.write("not a kit file")
    return folder


def _read(path) -> str:
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def _untouched(folder: str, before: dict) -> None:
    after = {name: os.stat(os.path.join(folder, name)).st_mtime_ns for name in os.listdir(folder)}
    assert after == before


def _times(folder: str) -> dict:
    return {name: os.stat(os.path.join(folder, name)).st_mtime_ns for name in os.listdir(folder)}


def test_every_request_needs_the_token(folder):
    with running(folder) as client:
        # One character changed: the first, to one it cannot already be (a token may start with x).
        forged = ("y" if client.token[0] == "x" else "x") + client.token[1:]
        for route in ["/", "/api/info", "/api/file?path=game.yaml", "/assets/app.js", "/checks"]:
            assert client.get(route, token=False)[0] == 403, route
            assert client.get(route, token=False, headers={"X-Printgen-Token": forged})[0] == 403, (
                route
            )
            assert (
                client.get(
                    route + ("&" if "?" in route else "?") + "token=" + client.token, token=False
                )[0]
                == 200
            ), route
        for route in POST_ROUTES:
            status, _ = client.post(
                route, {"path": "game.yaml", "text": "x", "base": ""}, token=False
            )
            assert status == 403


@pytest.mark.parametrize(
    "host",
    [
        "evil.example:{port}",
        "127.0.0.1",
        "localhost",
        "127.0.0.1:1",
        "127.0.0.1.evil.example:{port}",
        "0.0.0.0:{port}",
        "[::1]:{port}",
        "",
        None,
    ],
)
def test_a_foreign_host_header_is_refused(folder, host):
    with running(folder) as client:
        headers = {"Host": host.format(port=client.port) if host is not None else None}
        assert client.get("/api/info", headers=headers)[0] == 421
        assert (
            client.post(
                "/api/save", {"path": "game.yaml", "text": "x", "base": ""}, headers=headers
            )[0]
            == 421
        )
        assert client.get("/api/info", headers={"Host": f"localhost:{client.port}"})[0] == 200


def test_nothing_outside_the_folder_is_read_on_any_route(folder):
    before = _times(folder)
    with running(folder) as client:
        for name in OUTSIDE:
            for route in GET_ROUTES:
                status, body = client.get(route.format(name))
                assert (
                    status in (403, 404) and b"secret" not in body and b"kind: game" not in body
                ), (route, name)
            for route in POST_ROUTES:
                status, body = client.post(
                    route, {"path": name, "text": "kind: game\n", "base": "", "settings": {}}
                )
                assert status in (403, 404), (route, name, status)
        for route in [
            "/assets/../server.py",
            "/assets/%2e%2e/server.py",
            "/assets/index.html/../../server.py",
            "/../../etc/passwd",
            "/assets/",
            "/assets/app.js/",
            "//etc/passwd",
            "/api/file/../../x",
        ]:
            assert client.get(route)[0] == 404, route
    _untouched(folder, before)
    assert _read(os.path.join(os.path.dirname(folder), "secret.yaml")) == "kind: game\nid: secret\n"


def test_one_file_served_is_the_only_file_served(folder):
    with running(folder, os.path.join(folder, "game.yaml")) as client:
        with open(os.path.join(folder, "other.yaml"), "w", encoding="utf-8"):
            pass
        assert client.json("GET", "/api/info")[1]["files"] == ["game.yaml"]
        assert client.get("/api/file?path=other.yaml")[0] == 404


def test_a_write_from_another_origin_is_refused(folder):
    before = _times(folder)
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        write = {"path": "game.yaml", "text": "kind: game\n", "base": read["state"]}
        for headers in [
            {"Origin": "http://evil.example"},
            {"Origin": "null"},
            {"Origin": f"http://127.0.0.1:{client.port + 1}"},
            {"Origin": f"https://127.0.0.1:{client.port}"},
            {"Sec-Fetch-Site": "cross-site"},
            {"Sec-Fetch-Site": "same-site"},
            {"Content-Type": "text/plain"},
            {"Content-Type": "application/x-www-form-urlencoded"},
        ]:
            for route in POST_ROUTES:
                status, _ = client.post(route, write, headers=headers)
                assert status in (403, 415), (headers, route)
        assert (
            client.post(
                "/api/render",
                dict(write, settings={}),
                headers={
                    "Origin": f"http://localhost:{client.port}",
                    "Sec-Fetch-Site": "same-origin",
                },
            )[0]
            == 200
        )
    _untouched(folder, before)


def test_oversized_requests_are_refused_before_they_are_read(folder):
    from printgen.read.loader import MAX_FILE_BYTES
    from printgen.serve.server import MAX_BODY

    with running(folder) as client:
        # says a huge body, sends none of it
        with socket.create_connection(("127.0.0.1", client.port), timeout=30) as sock:
            sock.sendall(
                f"POST /api/save HTTP/1.1\r\nHost: {client.host}\r\n"
                f"X-Printgen-Token: {client.token}\r\nContent-Type: application/json\r\n"
                f"Content-Length: {10**12}\r\n\r\n".encode()
            )
            answer = sock.recv(4096)
        assert answer.startswith(b"HTTP/1.0 413")
        status, body = client.post(
            "/api/render", {"path": "game.yaml", "text": "#" * (MAX_FILE_BYTES + 1), "settings": {}}
        )
        assert status == 413 and b"256 KiB" in body
        assert client.request("POST", "/api/render", b"x" * (MAX_BODY + 1))[0] == 413
        assert client.request("POST", "/api/render", b"{}", headers={"Content-Length": None})[
            0
        ] in (400, 411)
        assert client.get("/api/info?" + "a" * 5000)[0] == 414
        assert client.get("/api/info", headers={f"X-{n}": "1" for n in range(120)})[0] == 431
        # nesting past the parser's depth
        assert client.request("POST", "/api/render", b"[" * 100_000 + b"]" * 100_000)[0] == 400
        assert client.request("POST", "/api/render", b"\xff\xfe")[0] == 400
        for settings in [
            {"dpi": "x"},
            {"dpi": float("inf")},
            {"players": True},
            {"view": "all"},
            {"language": "fr"},
            {"layout": "poster"},
            [],
        ]:
            status, _ = client.request(
                "POST",
                "/api/render",
                json.dumps({"path": "game.yaml", "text": "kind: game\n", "settings": settings})
                .encode()
                .replace(b"Infinity", b"1e999"),
            )
            assert status == 400, settings
        assert client.get("/api/info")[0] == 200  # and the server still answers


@pytest.mark.slow
def test_a_slow_client_holds_up_nobody_and_is_cut_off(folder):
    with running(folder, deadline_s=3.0, timeout_s=30.0) as client:
        # the deadline leaves the answered request room on a busy machine; the slow ones wait it out
        slow = socket.create_connection(("127.0.0.1", client.port), timeout=30)
        slow.sendall(b"GET /api/info HTTP/1.1\r\nHost: ")  # and nothing more
        assert client.get("/api/info")[0] == 200  # others are answered meanwhile
        assert slow.recv(4096) == b""  # the slow one is closed once its time is up
        slow.close()
        trickle = socket.create_connection(("127.0.0.1", client.port), timeout=30)
        trickle.sendall(
            f"POST /api/save HTTP/1.1\r\nHost: {client.host}\r\n"
            f"X-Printgen-Token: {client.token}\r\nContent-Type: application/json\r\n"
            f"Content-Length: 100\r\n\r\n{{".encode()
        )
        assert trickle.recv(4096) == b""  # a body that never comes whole
        trickle.close()


def _slots_free(server) -> int:
    return server.slots._value  # the semaphore's count: connections the server may still take


def _wait_for(holds, what: str) -> None:
    """Waits until `holds()` is true: how long it takes depends on the machine's load, so there is
    no limit short of a minute, and nothing is measured."""
    import time

    for _ in range(12_000):
        if holds():
            return
        time.sleep(0.005)
    raise AssertionError(f"{what} did not happen within a minute")


@pytest.mark.slow
def test_too_many_connections_at_once_are_closed_and_the_server_goes_on(folder):
    from printgen.serve.server import MAX_CONNECTIONS

    with running(folder, deadline_s=60.0) as client:
        idle = []
        try:
            for _ in range(MAX_CONNECTIONS):  # one at a time, each taken before the next comes
                idle.append(socket.create_connection(("127.0.0.1", client.port), timeout=30))
                idle[-1].sendall(b"G")  # being served: its thread waits for its request line
                taken = MAX_CONNECTIONS - len(idle)
                _wait_for(lambda: _slots_free(client.server) == taken, "a connection taken")
            extra = socket.create_connection(("127.0.0.1", client.port), timeout=30)
            extra.sendall(
                f"GET /api/info HTTP/1.1\r\nHost: {client.host}\r\n"
                f"X-Printgen-Token: {client.token}\r\n\r\n".encode()
            )
            assert extra.recv(4096) == b""  # closed unanswered
            extra.close()
        finally:
            for sock in idle:
                sock.close()
        # the threads see their clients gone and give back their places, however long that takes
        _wait_for(lambda: _slots_free(client.server) == MAX_CONNECTIONS, "every place given back")
        assert client.get("/api/info")[0] == 200


def test_concurrent_saves_one_wins_and_the_other_is_told(folder):
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        texts = [read["text"] + f"# save {n}\n" * 2000 for n in range(4)]
        barrier, results = threading.Barrier(len(texts)), {}

        def save(n):
            barrier.wait()
            results[n] = client.post(
                "/api/save", {"path": "game.yaml", "text": texts[n], "base": read["state"]}
            )[0]

        threads = [threading.Thread(target=save, args=(n,)) for n in range(len(texts))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert sorted(results.values()) == [200, 409, 409, 409]
        winner = next(n for n, status in results.items() if status == 200)
        assert _read(os.path.join(folder, "game.yaml")) == texts[winner]
        assert sorted(os.listdir(folder)) == ["game.yaml", "link.yaml", "notes.txt"]


def test_a_save_holding_half_a_character_is_refused_and_the_file_kept(folder):
    path = os.path.join(folder, "game.yaml")
    with open(path, "rb") as handle:
        before = handle.read()
    with running(folder) as client:
        _, read = client.json("GET", "/api/file?path=game.yaml")
        # a broken paste: the first half of an emoji, alone, on line 2
        text = read["text"].replace("\n", "\n# \ud83d pasted\n", 1)
        status, answer = client.json(
            "POST", "/api/save", {"path": "game.yaml", "text": text, "base": read["state"]}
        )
        assert (status, answer) == (
            400,
            {
                "error": "the text holds half of a character at line 2, column 3 (U+D83D alone), "
                "which no file can hold, so it was not saved",
                "hint": "delete it there, or paste the whole character again",
            },
        )
        whole = read["text"].replace("\n", "\n# \U0001f600 pasted\n", 1)
        status, _ = client.json(
            "POST", "/api/save", {"path": "game.yaml", "text": whole, "base": read["state"]}
        )
        assert status == 200  # the whole character is saved
    with open(path, "rb") as handle:
        assert handle.read() == whole.encode("utf-8") != before


def test_other_methods_are_refused(folder):
    with running(folder) as client:
        for method in ["PUT", "DELETE", "PATCH", "OPTIONS"]:
            assert client.request(method, "/api/save", b"{}")[0] == 405
        assert client.request("TRACE", "/")[0] == 501


def test_the_answers_forbid_framing_sniffing_and_other_sites(folder):
    with running(folder) as client:
        connection = __import__("http.client").client.HTTPConnection(
            "127.0.0.1", client.port, timeout=30
        )
        connection.request("GET", "/?token=" + client.token)
        response = connection.getresponse()
        response.read()
        assert "default-src 'none'" in response.getheader("Content-Security-Policy")
        assert (
            response.getheader("X-Frame-Options") == "DENY"
            and response.getheader("Referrer-Policy") == "no-referrer"
        )
        assert response.getheader("Access-Control-Allow-Origin") is None
        assert client.server.server_address[0] == "127.0.0.1"


def test_a_pipe_or_a_huge_file_in_the_folder_is_neither_waited_on_nor_cut_short(folder):
    from printgen.read.loader import MAX_FILE_BYTES

    os.mkfifo(os.path.join(folder, "pipe.yaml"))
    with open(os.path.join(folder, "huge.yaml"), "w", encoding="utf-8") as handle:
        handle.write("# " + "x" * MAX_FILE_BYTES + "\n")
    with running(folder) as client:
        assert client.get("/api/file?path=pipe.yaml")[0] == 404
        assert client.json("GET", "/api/state?path=pipe.yaml")[1]["state"] == ""
        status, answer = client.json("GET", "/api/file?path=huge.yaml")
        assert status == 413 and "256 KiB" in answer["error"]


NAME_PARTS = [
    "game.yaml",
    "..",
    ".",
    "",
    "/",
    "\\\\",
    "%2e",
    "%2F",
    "\x00",
    "link.yaml",
    "notes.txt",
    "kit",
    "secret.yaml",
    "~",
    "//",
    "é",
]


@pytest.mark.slow
def test_only_a_listed_file_is_ever_a_path_whatever_the_name(folder):
    """A property over every name made of the pieces traversal is made of: Workspace.path gives the
    real path of a listed file inside the folder, or refuses."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from printgen.serve.workspace import Refused, Workspace

    workspace = Workspace(folder)
    root = os.path.realpath(folder)

    @settings(max_examples=300, deadline=None)
    @given(st.lists(st.sampled_from(NAME_PARTS), min_size=1, max_size=6).map("".join))
    def check(name):
        try:
            real = workspace.path(name)
        except Refused:
            return
        assert (
            name in workspace.files()
            and os.path.dirname(real) == root
            and os.path.isfile(real)
            and not os.path.islink(real)
        )

    check()


def test_no_request_breaks_the_server(folder, monkeypatch):
    """A property over hostile requests (any method, path, token, Host, Origin, type and body): each
    gets an answer of its own or a closed connection, no handler fails unexpectedly, no file of the
    folder changes, and the server answers the next request."""
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from printgen.serve.server import KitServer

    failures = []
    monkeypatch.setattr(
        KitServer,
        "handle_error",
        lambda self, request, address: failures.append(__import__("sys").exc_info()[1]),
    )
    before = _times(folder)
    json_values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: (
            st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=12,
    )
    bodies = st.one_of(
        st.binary(max_size=200),
        json_values.map(lambda v: json.dumps(v).encode()),
        st.fixed_dictionaries(
            {
                "path": st.sampled_from(["game.yaml", "../secret.yaml", "link.yaml", None, 3]),
                "text": st.one_of(st.text(max_size=50), st.none()),
                "base": st.one_of(st.text(max_size=10), st.none()),
                "settings": json_values,
            }
        ).map(lambda v: json.dumps(v).encode()),
    )
    with running(folder) as client:

        @settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))
        @given(
            st.sampled_from(["GET", "POST", "PUT", "HEAD", "OPTIONS"]),
            st.sampled_from(
                ["/", "/api/info", "/api/file", "/api/state", "/checks", "/assets/app.js"]
                + POST_ROUTES
            ),
            st.text(alphabet="abc./%?=&", max_size=12),
            st.booleans(),
            st.sampled_from([None, "evil:1", "host"]),
            st.sampled_from([None, "http://evil.example", "same"]),
            st.sampled_from(["application/json", "text/plain", None]),
            bodies,
        )
        def check(method, route, tail, token, host, origin, kind, body):
            headers = {
                "Content-Type": kind,
                "Origin": f"http://127.0.0.1:{client.port}" if origin == "same" else origin,
            }
            if host is not None:
                headers["Host"] = f"127.0.0.1:{client.port}" if host == "host" else host
            status, _ = client.request(
                method,
                route + tail.replace("?", "?x=").replace("&", "&y="),
                body if method not in ("GET", "HEAD") else None,
                headers=headers,
                token=token,
            )
            assert 200 <= status < 600
            assert status != 500

        check()
        assert client.get("/api/info")[0] == 200
    assert failures == []
    after = _times(folder)
    # a POST /api/build with the right text may write the kit's PDF, nothing else
    assert {k: v for k, v in after.items() if not k.endswith(".pdf")} == before


def _raw(port: int, request: bytes) -> bytes:
    """The answer's status line to a request sent byte for byte as given."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(request)
        answer = b""
        while b"\r\n" not in answer:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0]


def test_hostile_request_lines_and_lengths_are_answered_without_a_traceback(tmp_path):
    import signal

    from test_serve import _free_port, _start

    folder, port = game_folder(tmp_path), _free_port()
    process, line = _start(["game.yaml", "--no-browser", "--port", str(port)], folder)
    try:
        token = line.split("token=", 1)[1].strip()
        head = f"Host: 127.0.0.1:{port}\r\nX-Printgen-Token: {token}\r\n".encode("ascii")
        fields = "&".join(f"f{n}=1" for n in range(21))
        twenty = fields.rsplit("&", 1)[0]
        post = b"POST /api/render HTTP/1.1\r\n" + head + b"Content-Type: application/json\r\n"
        answers = [
            _raw(port, f"GET /api/info?{fields} HTTP/1.1\r\n".encode() + head + b"\r\n"),
            # a superscript two: a digit to str.isdigit, not to int()
            _raw(port, post + b"Content-Length: \xb2\r\n\r\n{}"),
            _raw(port, post + b"Content-Length: " + b"1" * 5000 + b"\r\n\r\n{}"),
            _raw(port, f"GET /api/info?{twenty} HTTP/1.1\r\n".encode() + head + b"\r\n"),
        ]
    finally:
        process.send_signal(signal.SIGINT)
        code = process.wait(timeout=30)
    assert answers == [
        b"HTTP/1.0 400 Bad Request",
        b"HTTP/1.0 400 Bad Request",
        b"HTTP/1.0 413 Request Entity Too Large",
        b"HTTP/1.0 200 OK",  # 20 fields are taken
    ]
    rest = process.stderr.read()
    assert code == 0 and "Traceback" not in rest and "Exception" not in rest, rest
