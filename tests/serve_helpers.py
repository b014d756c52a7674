"""A `printgen serve` server in a thread of the test, and plain HTTP to it (http.client, so every
header is the test's own choice)."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import threading
from contextlib import contextmanager

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAME = os.path.join(ROOT, "games", "colour-catch.yaml")


@contextmanager
def running(folder: str, only: str | None = None, output: str | None = None, **options):
    from printgen.serve.server import KitServer
    from printgen.serve.workspace import Workspace

    server = KitServer(Workspace(folder, only, output), **options)
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
    )
    thread.start()
    try:
        yield Client(server)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def game_folder(tmp_path, name: str = "game.yaml") -> str:
    folder = tmp_path / "kit"
    folder.mkdir()
    shutil.copy(GAME, folder / name)
    return str(folder)


class Client:
    def __init__(self, server):
        self.server = server
        self.port = server.port
        self.token = server.token
        self.host = f"127.0.0.1:{self.port}"

    def request(
        self,
        method: str,
        route: str,
        body: bytes | None = None,
        headers: dict | None = None,
        token: bool = True,
    ):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        connection.putrequest(method, route, skip_host=True, skip_accept_encoding=True)
        sent = {"Host": self.host}
        if token:
            sent["X-Printgen-Token"] = self.token
        if body is not None:
            sent["Content-Type"] = "application/json"
            sent["Content-Length"] = str(len(body))
        sent.update(headers or {})
        for key, value in sent.items():
            if value is not None:
                connection.putheader(key, value)
        connection.endheaders()
        if body is not None:
            connection.send(body)
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, data

    def get(self, route: str, **kwargs):
        return self.request("GET", route, **kwargs)

    def post(self, route: str, value, **kwargs):
        return self.request("POST", route, json.dumps(value).encode("utf-8"), **kwargs)

    def json(self, method: str, route: str, value=None, **kwargs):
        status, data = (
            self.post(route, value, **kwargs) if method == "POST" else self.get(route, **kwargs)
        )
        return status, json.loads(data)


def kit_pages(path: str) -> int:
    """The pages `printgen build` makes of a kit file: what the page must show, every page drawn."""
    import subprocess
    import sys
    import tempfile

    from pypdf import PdfReader

    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "kit.pdf")
        subprocess.run(
            [sys.executable, "-m", "printgen", "build", path, "-o", out, "-q"],
            check=True,
            capture_output=True,
        )
        return len(PdfReader(out).pages)
