"""The HTTP side of `printgen serve`: the page, its assets and a small JSON interface, for one
person on this computer and nobody else.

Every request must carry the server's random token (`?token=` or the `X-Printgen-Token` header)
and a Host header naming 127.0.0.1 or localhost at the server's port (a page on another site that
rebinds its name to 127.0.0.1 sends its own name). A write (every POST) must send JSON and, where
the browser says where it comes from (Origin, Sec-Fetch-Site), come from the page itself. Bodies
are bounded (MAX_BODY), as are the connections served at once (MAX_CONNECTIONS) and the time a
client may take to send its request (REQUEST_DEADLINE_S), so a slow or hostile client holds up
neither the server nor the other requests. The standard library's ThreadingHTTPServer: a thread
per connection, and nothing to install.
"""

from __future__ import annotations

import hmac
import json
import os
import secrets
import socket
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from printgen.read.loader import MAX_FILE_BYTES
from printgen.serve.workspace import Conflict, Refused, Workspace

HOST = "127.0.0.1"
HOST_NAMES = ("127.0.0.1", "localhost")
MAX_BODY = 1024 * 1024  # a kit file is at most 256 KiB; JSON around it
MAX_FIELDS = 20  # in the query of an address (the page sends one or two)
MAX_CONNECTIONS = 32
REQUEST_DEADLINE_S = 20.0  # to send the request line, headers and body
SOCKET_TIMEOUT_S = 10.0  # of silence while sending it
RENDER_WAIT_S = 60.0
LINGER_BYTES = 2 * MAX_BODY  # read and dropped after a refusal, at most
LINGER_S = 2.0
ASSETS = {"app.js": "text/javascript; charset=utf-8", "app.css": "text/css; charset=utf-8"}
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src "
    "'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def asset(name: str) -> bytes:
    """A file of the page, shipped with the package (printgen/serve/static)."""
    from importlib.resources import files

    return files("printgen.serve").joinpath("static", name).read_bytes()


class KitServer(ThreadingHTTPServer):
    """The server: the workspace, the token, the one lock every kit is laid out under."""

    daemon_threads = True
    allow_reuse_address = False
    request_queue_size = 16

    def __init__(
        self,
        workspace: Workspace,
        port: int = 0,
        token: str | None = None,
        deadline_s: float = REQUEST_DEADLINE_S,
        timeout_s: float = SOCKET_TIMEOUT_S,
    ):
        self.workspace = workspace
        self.token = token or secrets.token_urlsafe(24)
        self.deadline_s, self.timeout_s = deadline_s, timeout_s
        # reportlab, PDFium and the font registry are one per process
        self.kit_lock = threading.Lock()
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__((HOST, port), Handler)

    @property
    def port(self) -> int:
        return self.server_address[1]

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/?token={self.token}"

    def process_request(self, request, client_address):
        # too many at once: this one is closed unanswered
        if not self.slots.acquire(blocking=False):
            self.shutdown_request(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.slots.release()
            raise

    def process_request_thread(self, request, client_address):
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()

    def handle_error(self, request, client_address):
        """A connection that broke (the client went away): nothing to report on the terminal."""
        error = sys.exc_info()[1]
        if not isinstance(error, (ConnectionError, TimeoutError, socket.timeout, OSError)):
            super().handle_error(request, client_address)


class Handler(BaseHTTPRequestHandler):
    server: KitServer
    server_version = "printgen"
    sys_version = ""

    def setup(self):
        super().setup()
        self.connection.settimeout(self.server.timeout_s)
        # the whole request within the deadline, however slowly it trickles in
        self._deadline = threading.Timer(self.server.deadline_s, self._cut_off)
        self._deadline.daemon = True
        self._deadline.start()

    def _cut_off(self):
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass

    def finish(self):
        self._deadline.cancel()
        super().finish()
        if getattr(self, "_linger", False):
            self._drain()

    def _drain(self):
        """A lingering close: a request refused before its body was read still has the body on its
        way, and closing a socket with unread bytes resets the connection, so the client would see a
        broken pipe instead of the refusal sent to it. The answer is finished (SHUT_WR), and what
        still comes in is read and dropped, within LINGER_BYTES and LINGER_S, until the client
        closes."""
        import time

        try:
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(0.25)
            until, dropped = time.monotonic() + LINGER_S, 0
            while dropped < LINGER_BYTES and time.monotonic() < until:
                chunk = self.connection.recv(65536)
                if not chunk:
                    break
                dropped += len(chunk)
        except OSError:  # the client went away, or stayed silent: either way, closed now
            pass

    def log_message(self, format, *args):  # (the standard library's names)
        pass  # the terminal shows what printgen says, not every request

    # the answers

    def _send(self, status: int, body: bytes, content_type: str, extra: dict | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        for key, value in (extra or {}).items():
            self.send_header(key, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, value) -> None:
        self._send(status, json.dumps(value, ensure_ascii=True).encode("ascii"), "application/json")

    def _refuse(self, status: int, message: str, hint: str = "") -> None:
        self.close_connection = True
        self._linger = self.command == "POST" and not getattr(self, "_body_read", False)
        self._json(status, {"error": message, "hint": hint})

    # the checks every request passes

    def _allowed_host(self) -> bool:
        host = (self.headers.get("Host") or "").strip().lower()
        return host in {f"{name}:{self.server.port}" for name in HOST_NAMES}

    def _token_ok(self, query: dict) -> bool:
        given = self.headers.get("X-Printgen-Token") or (query.get("token") or [""])[0]
        return hmac.compare_digest(
            given.encode("utf-8", "replace"), self.server.token.encode("ascii")
        )

    def _same_origin(self) -> bool:
        origin = self.headers.get("Origin")
        if origin is not None and origin.lower() not in {
            f"http://{name}:{self.server.port}" for name in HOST_NAMES
        }:
            return False
        return (self.headers.get("Sec-Fetch-Site") or "same-origin").lower() in (
            "same-origin",
            "none",
        )

    def _request(self):
        """(route, query) once the request passes the checks every request must; None if refused."""
        if len(self.path) > 4096:
            self._refuse(HTTPStatus.REQUEST_URI_TOO_LONG, "the address is too long")
            return None
        if not self._allowed_host():
            self._refuse(
                HTTPStatus.MISDIRECTED_REQUEST,
                "this server answers only to 127.0.0.1 and localhost at its own port",
            )
            return None
        parts = urlsplit(self.path)
        try:
            query = parse_qs(parts.query, max_num_fields=MAX_FIELDS)
        except ValueError:  # more fields than that
            self._refuse(HTTPStatus.BAD_REQUEST, f"the address holds more than {MAX_FIELDS} fields")
            return None
        if not self._token_ok(query):
            self._refuse(
                HTTPStatus.FORBIDDEN,
                "the token is missing or wrong",
                "open the address printgen serve printed, with its token",
            )
            return None
        return parts.path, query

    def _body(self):
        """The JSON object a POST sends, within MAX_BODY; None if refused."""
        if not self._same_origin():
            self._refuse(HTTPStatus.FORBIDDEN, "writes come only from the page itself")
            return None
        if (self.headers.get("Content-Type") or "").split(";")[
            0
        ].strip().lower() != "application/json":
            self._refuse(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send JSON")
            return None
        length = (self.headers.get("Content-Length") or "").strip()
        if not length:
            self._refuse(HTTPStatus.LENGTH_REQUIRED, "say the length of the request")
            return None
        if not (length.isascii() and length.isdigit()):
            self._refuse(
                HTTPStatus.BAD_REQUEST,
                "the length of the request (Content-Length) is not a number in the digits 0 to 9",
            )
            return None
        # past MAX_BODY's digits it is too large; never converted (5,000 digits would not be)
        if len(length.lstrip("0")) > len(str(MAX_BODY)) or int(length) > MAX_BODY:
            self._refuse(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"a request may be at most {MAX_BODY:,} bytes"
            )
            return None
        raw = self.rfile.read(int(length))
        self._body_read = True
        self._deadline.cancel()  # all of it came in time
        try:
            value = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            self._refuse(HTTPStatus.BAD_REQUEST, "the request is not JSON")
            return None
        if not isinstance(value, dict):
            self._refuse(HTTPStatus.BAD_REQUEST, "the request is not a JSON object")
            return None
        return value

    # the routes

    def do_GET(self):
        request = self._request()
        if request is None:
            return
        self._deadline.cancel()
        route, query = request

        def one(key):
            return (query.get(key) or [None])[0]

        try:
            if route == "/":
                page = asset("index.html").replace(b"{{TOKEN}}", self.server.token.encode("ascii"))
                self._send(HTTPStatus.OK, page, "text/html; charset=utf-8")
            elif route.startswith("/assets/") and route[len("/assets/") :] in ASSETS:
                name = route[len("/assets/") :]
                self._send(HTTPStatus.OK, asset(name), ASSETS[name])
            elif route == "/api/info":
                self._json(HTTPStatus.OK, self._info())
            elif route == "/api/file":
                data, state = self.server.workspace.read(one("path"))
                if data is None:
                    self._refuse(
                        HTTPStatus.NOT_FOUND,
                        "the file is not there, or is not a regular file, or cannot be read",
                    )
                    return
                if len(data) > MAX_FILE_BYTES:  # shown cut short, it would be saved cut short
                    self._refuse(
                        HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                        f"the file is larger than {MAX_FILE_BYTES // 1024} KiB, the most a "
                        "kit file may be",
                        "a kit file is a few hundred lines; check that this is the right file",
                    )
                    return
                try:
                    text = data.decode("utf-8")
                except UnicodeDecodeError:  # shown with stand-ins, it would be saved with them
                    self._refuse(
                        HTTPStatus.UNSUPPORTED_MEDIA_TYPE,
                        "the file is not UTF-8, so it cannot be edited here",
                        "save it as UTF-8 in your editor (printgen validate says the same)",
                    )
                    return
                # the editor works in \n; a file of \r\n lines is saved with them again
                # (Workspace.save)
                self._json(
                    HTTPStatus.OK,
                    {
                        "path": one("path"),
                        "text": text.replace("\r\n", "\n"),
                        "state": state,
                        "can_undo": one("path") in self.server.workspace.undo,
                    },
                )
            elif route == "/api/state":
                name = one("path")
                _, state = self.server.workspace.read(name)
                self._json(
                    HTTPStatus.OK,
                    {"state": state, "inputs": self.server.workspace.input_state(name)},
                )
            elif route == "/checks":
                self._send(
                    HTTPStatus.OK, checks_page(self.server.token), "text/html; charset=utf-8"
                )
            else:
                self._refuse(HTTPStatus.NOT_FOUND, "no such page")
        except Refused as exc:
            self._refuse(exc.status, str(exc), exc.hint)

    def do_POST(self):
        request = self._request()
        if request is None:
            return
        body = self._body()
        if body is None:
            return
        route = request[0]
        routes = {
            "/api/render": self._render,
            "/api/save": self._save,
            "/api/undo": self._undo,
            "/api/build": self._build,
        }
        if route not in routes:
            self._refuse(HTTPStatus.NOT_FOUND, "no such action")
            return
        from printgen.core.errors import PrintgenError
        from printgen.serve.kit_view import BadSettings

        try:
            routes[route](body)
        except Refused as exc:
            self._refuse(exc.status, str(exc), exc.hint)
        except Conflict:
            self._refuse(
                HTTPStatus.CONFLICT,
                "the file changed on disk since the page read it",
                "your text is still in the editor: compare, then keep yours or take the file's",
            )
        except BadSettings as exc:
            self._refuse(HTTPStatus.BAD_REQUEST, str(exc))
        except PrintgenError as exc:  # a refusal to write (as build refuses), said as build says it
            self._refuse(
                HTTPStatus.FORBIDDEN if exc.exit_code == 3 else HTTPStatus.BAD_REQUEST,
                exc.message,
                exc.hint,
            )

    def do_PUT(self):
        self._refuse(HTTPStatus.METHOD_NOT_ALLOWED, "use GET or POST")

    do_DELETE = do_PATCH = do_OPTIONS = do_PUT

    def _info(self) -> dict:
        from printgen.kit.print_options import VIEWED_LAYOUTS as LAYOUTS
        from printgen.layout.paper import CARD_SIZES, PAPERS
        from printgen.style.messages import LANGUAGES

        workspace = self.server.workspace
        return {
            "files": workspace.files(),
            "left_out": workspace.left_out,
            "languages": list(LANGUAGES),
            "papers": sorted(PAPERS),
            "card_sizes": list(CARD_SIZES),
            "layouts": list(LAYOUTS),
        }

    def _text(self, body: dict) -> tuple[str, bytes]:
        name, text = body.get("path"), body.get("text")
        if not isinstance(text, str):
            raise Refused("the request has no text", 400)
        data = text.encode("utf-8", "surrogatepass")
        if len(data) > MAX_FILE_BYTES:
            raise Refused(
                f"the text is larger than {MAX_FILE_BYTES // 1024} KiB, the most a kit file may be",
                413,
            )
        self.server.workspace.path(name)
        return name, data

    def _laid_out(self, body: dict, pictures: bool):
        from printgen.serve.kit_view import lay_out_kit, settings_from, view_kit

        name, data = self._text(body)
        settings = settings_from(body.get("settings", {}))
        path = self.server.workspace.path(name)
        if not self.server.kit_lock.acquire(timeout=RENDER_WAIT_S):
            raise Refused("the server is busy drawing another kit; try again", 503)
        try:
            _forget_pictures()
            view = (view_kit if pictures else lay_out_kit)(path, name, data, settings)
        # a bug in printgen: said on the page and the terminal, and the server goes on
        except Exception as exc:
            from printgen.core.bugs import report_internal_error_safely

            report_internal_error_safely(exc)
            from printgen.serve.kit_view import KitView

            view = KitView(
                False,
                problems=(
                    {
                        "message": f"internal error: {type(exc).__name__}: {exc}".splitlines()[0],
                        "hint": "this is a bug in printgen; the terminal says where to report it",
                        "severity": "error",
                    },
                ),
            )
        finally:
            self.server.kit_lock.release()
        if view.ok:
            # the file itself is watched on its own, against the editor's text
            own = os.path.realpath(path)
            self.server.workspace.inputs[name] = tuple(
                os.path.abspath(p) for p in view.inputs if os.path.realpath(p) != own
            )
        return name, view

    def _render(self, body: dict) -> None:
        name, view = self._laid_out(body, True)
        answer = view.as_json()
        answer["inputs"] = self.server.workspace.input_state(name)
        self._json(HTTPStatus.OK, answer)

    def _save(self, body: dict) -> None:
        name, data = self._text(body)
        whole_characters(body["text"])
        base = body.get("base")
        if not isinstance(base, str):
            raise Refused("the request does not say which version of the file it edits", 400)
        state = self.server.workspace.save(name, data, base)
        self._json(HTTPStatus.OK, {"state": state, "can_undo": name in self.server.workspace.undo})

    def _undo(self, body: dict) -> None:
        name, base = body.get("path"), body.get("base")
        if not isinstance(base, str):
            raise Refused("the request does not say which version of the file it edits", 400)
        data, state = self.server.workspace.undo_save(name, base)
        self._json(
            HTTPStatus.OK,
            {
                "text": data.decode("utf-8", "replace").replace("\r\n", "\n"),
                "state": state,
                "can_undo": False,
            },
        )

    def _build(self, body: dict) -> None:
        name, view = self._laid_out(body, False)
        if not view.ok:
            self._json(HTTPStatus.OK, dict(view.as_json(), wrote=None))
            return
        from printgen.render.pdf import render_pdf

        with self.server.kit_lock:
            pdf = render_pdf(list(view.kit.pages), view.kit.title)
        wrote = self.server.workspace.write_beside(
            name, view.kit.default_name, pdf, [p for p in view.kit.inputs if os.path.exists(p)]
        )
        self._json(HTTPStatus.OK, dict(view.as_json(), wrote=wrote, size=len(pdf)))


def whole_characters(text: str) -> None:
    """Refuses (400) a text holding half of a character pair (a lone surrogate, as a broken paste
    or half an emoji leaves): saved, it would be bytes that are not UTF-8, which every printgen
    command then refuses to read."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        line = text.count("\n", 0, exc.start) + 1
        column = exc.start - (text.rfind("\n", 0, exc.start) + 1) + 1
        raise Refused(
            f"the text holds half of a character at line {line}, column {column} "
            f"(U+{ord(text[exc.start]):04X} alone), which no file can hold, so it was not saved",
            400,
            "delete it there, or paste the whole character again",
        ) from None


def _forget_pictures() -> None:
    """Pictures are looked at once per process; a picture changed on disk is looked at again."""
    from printgen.read import pictures

    pictures.forget()


_CHECKS: list[bytes] = []


def checks_page(token: str) -> bytes:
    """docs/checks.md as a page of its own (made from the registered checks, as the docs are), each
    code's entry at #code, so a diagnostic's code links to it with no network."""
    if not _CHECKS:
        import html
        import re

        from printgen.checks.docs import render_markdown

        out, in_code = [], False
        for line in render_markdown().splitlines():
            if line.startswith("```"):
                out.append("</pre>" if in_code else "<pre>")
                in_code = not in_code
                continue
            if in_code:
                out.append(html.escape(line))
                continue
            heading = re.match(r"^(#+) (.*)$", line)
            code = re.match(r"^### `([a-z0-9-]+)` \((\w+)\)$", line)
            if code:
                out.append(
                    f'<h3 id="{code.group(1)}"><code>{code.group(1)}</code> ({code.group(2)})</h3>'
                )
            elif heading:
                level = len(heading.group(1))
                out.append(f"<h{level}>{html.escape(heading.group(2))}</h{level}>")
            elif line.strip():
                out.append(
                    "<p>" + re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(line)) + "</p>"
                )
        _CHECKS.append("\n".join(out).encode("utf-8"))
    head = (
        '<!doctype html><meta charset="utf-8"><title>printgen checks</title><link '
        f'rel="stylesheet" href="/assets/app.css?token={token}"><body class="checks">\n'
    )
    return head.encode("ascii") + _CHECKS[0]
