"""The retrieval server's bounds, on real server processes over its Unix socket: a body over
the cap is refused and its connection closed; a request past the concurrency bound is refused
with 503 rather than queued without end.

The servers under test forward to `HeldRemote`, a remote retriever that answers only when the
test lets it: a request's slot stays taken exactly as long as the test wants.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest

from services.common.process import ServiceProcess
from services.retriever.launch import retriever_process
from services.retriever.limits import Limits

BODY_CAP = 1024
DOCUMENT = {"id": "d0", "contents": '"Iron"\nIron is a metal with symbol Fe.'}
WAIT_S = 30.0
"""Bound on every wait of these tests for something that should happen at once."""


class HeldRemote:
    """A remote retriever on TCP answering every search with DOCUMENT; inside `hold()`, each
    search arrives (counted by `arrived`, from the hold's start) but is answered only when the
    hold ends."""

    def __init__(self) -> None:
        self.arrived = threading.Semaphore(0)
        self._released = threading.Event()
        self._released.set()
        remote = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                queries = json.loads(self.rfile.read(int(self.headers["Content-Length"])))["queries"]
                remote.arrived.release()
                remote._released.wait(WAIT_S)
                body = json.dumps({"result": [[{"document": DOCUMENT, "score": 1.0}] for _ in queries]}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self._thread.start()

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        self.arrived = threading.Semaphore(0)
        self._released.clear()
        try:
            yield
        finally:
            self._released.set()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self._thread.join()


@pytest.fixture(scope="module")
def remote() -> Iterator[HeldRemote]:
    held = HeldRemote()
    yield held
    held.close()


def start_server(directory: Path, name: str, remote: HeldRemote, limits: Limits) -> ServiceProcess:
    return retriever_process(directory / f"{name}.sock", directory / f"{name}.log", remote=remote.url,
                             limits=limits).start(timeout_s=60)


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory, remote: HeldRemote) -> Iterator[ServiceProcess]:
    """A server with a small body cap, serving one request at a time and letting none wait."""
    limits = Limits(max_body_bytes=BODY_CAP, max_concurrent=1, max_waiting=0, queue_timeout_s=WAIT_S)
    server = start_server(tmp_path_factory.mktemp("strict"), "strict", remote, limits)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def queued(tmp_path_factory: pytest.TempPathFactory, remote: HeldRemote) -> Iterator[ServiceProcess]:
    """A server serving one request at a time, letting one more wait half a second."""
    limits = Limits(max_concurrent=1, max_waiting=1, queue_timeout_s=0.5)
    server = start_server(tmp_path_factory.mktemp("queued"), "queued", remote, limits)
    yield server
    server.stop()


def socket_of(server: ServiceProcess) -> str:
    return server.argv[server.argv.index("--socket") + 1]


def exchange(server: ServiceProcess, request: bytes) -> bytes:
    """Send raw `request` bytes; everything the server sends until it closes the connection
    (socket.timeout if it keeps it open)."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as connection:
        connection.settimeout(WAIT_S)
        connection.connect(socket_of(server))
        connection.sendall(request)
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    return received


def client(server: ServiceProcess) -> httpx.Client:
    return httpx.Client(transport=httpx.HTTPTransport(uds=socket_of(server)), base_url="http://retriever",
                        timeout=WAIT_S)


def search(server: ServiceProcess, query: str = "iron") -> httpx.Response:
    with client(server) as http:
        return http.post("/retrieve", json={"query": query})


def error_of(reply: bytes) -> tuple[str, str]:
    """(status line, the JSON body's "error") of a raw HTTP reply."""
    head, _, body = reply.partition(b"\r\n\r\n")
    return head.split(b"\r\n")[0].decode(), json.loads(body)["error"]


HEAD = b"POST /retrieve HTTP/1.1\r\nHost: retriever\r\nContent-Type: application/json\r\n"


def test_a_body_declared_over_the_cap_is_refused_unread_and_the_connection_closed(strict: ServiceProcess) -> None:
    reply = exchange(strict, HEAD + f"Content-Length: {BODY_CAP + 1}\r\n\r\n".encode())  # not one byte sent
    assert error_of(reply) == ("HTTP/1.1 413 Request Entity Too Large",
                               f"request body over {BODY_CAP} bytes; send fewer or shorter queries")


def test_a_chunked_body_passing_the_cap_is_refused_and_the_connection_closed(strict: ServiceProcess) -> None:
    chunk = b"x" * (BODY_CAP + 1)
    reply = exchange(strict, HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + b"%x\r\n" % len(chunk) + chunk + b"\r\n")
    assert error_of(reply)[0] == "HTTP/1.1 413 Request Entity Too Large"
    assert error_of(reply)[1].startswith(f"request body over {BODY_CAP} bytes")


def test_a_body_within_the_cap_is_served(strict: ServiceProcess) -> None:
    response = search(strict, "iron " * ((BODY_CAP - 40) // 5))
    assert response.status_code == 200 and response.json() == {"result": [[DOCUMENT]]}


def test_past_the_concurrency_bound_a_request_is_refused_at_once(strict: ServiceProcess, remote: HeldRemote) -> None:
    with ThreadPoolExecutor(1) as pool:
        with remote.hold():
            first = pool.submit(search, strict)
            assert remote.arrived.acquire(timeout=WAIT_S)  # the only slot is taken
            refused = search(strict)
            with client(strict) as http:
                health = http.get("/healthz").json()  # never queued
        assert first.result(timeout=WAIT_S).json() == {"result": [[DOCUMENT]]}
    assert refused.status_code == 503
    assert refused.json() == {"error": "retriever busy: 1 requests in progress and 0 waiting (at most 0); retry later"}
    assert health["load"] == {"in_progress": 1, "waiting": 0}
    assert search(strict).status_code == 200  # the slot came back


def test_a_request_waits_for_a_slot_no_longer_than_the_queue_timeout(
    queued: ServiceProcess, remote: HeldRemote
) -> None:
    with ThreadPoolExecutor(1) as pool:
        with remote.hold():
            first = pool.submit(search, queued)
            assert remote.arrived.acquire(timeout=WAIT_S)
            refused = search(queued)  # waits its 0.5 s for the slot, in vain
        assert first.result(timeout=WAIT_S).status_code == 200
    assert refused.status_code == 503
    assert refused.json() == {"error": "retriever busy: no slot of 1 came free within 0.5s; retry later"}
