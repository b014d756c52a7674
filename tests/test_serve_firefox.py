"""`printgen serve` in a real Firefox: headless, driven over WebDriver BiDi (Firefox's own remote
protocol, so no geckodriver is needed). The page loads, a mistake typed in the editor shows at its
line, and its fix redraws every page of the kit. Skipped, saying so, where Firefox is missing."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time

import pytest
from serve_helpers import game_folder, kit_pages, running

FIREFOX = shutil.which("firefox-esr") or shutil.which("firefox")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        FIREFOX is None,
        reason="no Firefox found: install it (apt-get install firefox-esr) to run the Firefox test "
        "of printgen serve",
    ),
]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Firefox:
    """One headless Firefox and a BiDi session on it: navigate, evaluate a script, wait for it."""

    def __init__(self, ws):
        self.ws, self.count, self.context = ws, 0, None

    async def call(self, method: str, params: dict) -> dict:
        self.count += 1
        await self.ws.send(json.dumps({"id": self.count, "method": method, "params": params}))
        while True:
            message = json.loads(await asyncio.wait_for(self.ws.recv(), 60))
            if message.get("id") == self.count:
                assert message.get("type") != "error", message
                return message["result"]

    async def value(self, expression: str):
        found = await self.call(
            "script.evaluate",
            {"expression": expression, "target": {"context": self.context}, "awaitPromise": True},
        )
        return found.get("result", {}).get("value")

    async def until(self, expression: str, expected, seconds: float = 60):
        deadline, last = time.monotonic() + seconds, None
        while time.monotonic() < deadline:
            last = await self.value(expression)
            if last == expected:
                return
            await asyncio.sleep(0.25)
        raise AssertionError(f"{expression} stayed {last!r}, not {expected!r}")


async def _drive(url: str, line: str, pages: int) -> None:
    websockets = pytest.importorskip(
        "websockets", reason="websockets is not installed: pip install '.[test]'"
    )
    port, profile = _free_port(), tempfile.mkdtemp()
    process = subprocess.Popen(
        [
            FIREFOX,
            "--headless",
            "--remote-debugging-port",
            str(port),
            "--profile",
            profile,
            "--no-remote",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(120):
            try:
                ws = await websockets.connect(f"ws://127.0.0.1:{port}/session", max_size=50_000_000)
                break
            except OSError:
                await asyncio.sleep(0.25)
        else:
            pytest.fail("Firefox's remote protocol did not answer")
        browser = Firefox(ws)
        await browser.call("session.new", {"capabilities": {}})
        browser.context = (await browser.call("browsingContext.getTree", {}))["contexts"][0][
            "context"
        ]
        await browser.call(
            "browsingContext.navigate", {"context": browser.context, "url": url, "wait": "complete"}
        )
        pictures = "document.querySelectorAll('#pictures img').length"
        await browser.until(pictures, pages)
        before = await browser.value(
            "Array.from(document.querySelectorAll('#pictures img'), (img) => img.src).join('')"
        )
        type_over = (
            "(() => { const t = document.getElementById('text'); t.value = t.value.replace(%s, %s);"
            " t.dispatchEvent(new Event('input', {bubbles: true})); return true; })()"
        )
        await browser.value(type_over % (json.dumps('"#c0392b"'), json.dumps('"#c0392"')))
        errors = (
            "Array.from(document.querySelectorAll('#diagnostics li.error.here'), (li) => "
            "li.dataset.line + ' ' + li.dataset.code).join(',')"
        )
        await browser.until(errors, f"{line} bad-color")
        assert (
            await browser.value(
                f"document.querySelectorAll(\"#gutter div.error[data-line='{line}']\").length"
            )
            == 1
        )
        await browser.value(type_over % (json.dumps('"#c0392"'), json.dumps('"#1f4e99"')))
        await browser.until(errors, "")
        await browser.until(
            "document.getElementById('pictures').classList.contains('stale')", False
        )
        after = await browser.value(
            "Array.from(document.querySelectorAll('#pictures img'), (img) => img.src).join('')"
        )
        assert after != before  # red became blue: the pictures were drawn again
        await ws.close()
    finally:
        process.terminate()
        process.wait(timeout=30)
        shutil.rmtree(profile, ignore_errors=True)


def test_firefox_shows_a_mistake_at_its_line_and_redraws_the_fix(tmp_path):
    folder = game_folder(tmp_path)
    with open(os.path.join(folder, "game.yaml"), encoding="utf-8") as handle:
        line = str(
            next(n for n, text in enumerate(handle.read().splitlines(), 1) if '"#c0392b"' in text)
        )
    with running(folder) as client:
        asyncio.run(_drive(client.server.url, line, kit_pages(os.path.join(folder, "game.yaml"))))
