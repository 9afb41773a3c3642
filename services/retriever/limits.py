"""Bounds on what clients may ask of the retrieval server: a request body's size, and how many
requests it serves at once.

Every search sandbox reaches the server through its socket, so none may take it from the
others. `RequestLimits` is the ASGI middleware that enforces `Limits`:

- a body over `max_body_bytes` is refused with 413 and the connection closed: at once when
  its Content-Length says so (nothing of it is read), else as soon as the bytes read pass it;
- at most `max_concurrent` requests are served at once; up to `max_waiting` more wait for a
  slot, each for at most `queue_timeout_s`; a request past either bound is refused with 503.

Every refusal is a JSON `{"error": ...}` naming the bound, which the search env's client reports
as RetrieverUnavailable (the episode ends as env_error, never a reward). GET /healthz is never
queued (it is how the server is watched), and reports the load (`Load`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from services.retriever.errors import RequestTooLarge, ServerBusy

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

UNQUEUED_PATHS = frozenset({"/healthz"})


@dataclass(frozen=True)
class Limits:
    """The server's bounds (see the module's docstring). The default body cap holds the request
    model's largest ASCII request (512 queries of 4,000 characters, about 2 MB); a slot's wait
    plus a search's own 10 s stay within the search env client's 15 s timeout."""

    max_body_bytes: int = 4 * 1024 * 1024
    max_concurrent: int = 16
    max_waiting: int = 256
    queue_timeout_s: float = 4.0


@dataclass
class Load:
    """Requests being served and waiting for a slot, now."""

    in_progress: int = 0
    waiting: int = 0


class RequestLimits:
    """ASGI middleware enforcing `limits` on every HTTP request `app` gets (but UNQUEUED_PATHS'
    slot); `load` is kept current."""

    def __init__(self, app: ASGIApp, limits: Limits, load: Load) -> None:
        self.app, self.limits, self.load = app, limits, load
        self._slots = asyncio.Semaphore(limits.max_concurrent)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        try:
            _check_declared_length(scope, self.limits.max_body_bytes)
            if scope["path"] in UNQUEUED_PATHS:
                await self.app(scope, self._bounded(receive), send)
                return
            await self._wait_for_slot()
        except (RequestTooLarge, ServerBusy) as exc:
            await refuse(send, exc)
            return
        self.load.in_progress += 1
        try:
            await self.app(scope, self._bounded(receive), send)
        finally:
            self.load.in_progress -= 1
            self._slots.release()

    async def _wait_for_slot(self) -> None:
        """Take a slot, waiting up to `queue_timeout_s`; ServerBusy past a bound."""
        if self._slots.locked() and self.load.waiting >= self.limits.max_waiting:
            raise ServerBusy(f"retriever busy: {self.load.in_progress} requests in progress and "
                             f"{self.load.waiting} waiting (at most {self.limits.max_waiting}); retry later")
        self.load.waiting += 1
        try:
            async with asyncio.timeout(self.limits.queue_timeout_s):
                await self._slots.acquire()
        except TimeoutError:
            raise ServerBusy(f"retriever busy: no slot of {self.limits.max_concurrent} came free within "
                             f"{self.limits.queue_timeout_s:g}s; retry later") from None
        finally:
            self.load.waiting -= 1

    def _bounded(self, receive: Receive) -> Receive:
        """`receive`, raising RequestTooLarge once the body read passes `max_body_bytes`."""
        read = 0

        async def bounded_receive() -> Message:
            nonlocal read
            message = await receive()
            read += len(message.get("body", b""))
            if read > self.limits.max_body_bytes:
                raise RequestTooLarge(too_large(self.limits.max_body_bytes))
            return message

        return bounded_receive


def too_large(max_body_bytes: int) -> str:
    return f"request body over {max_body_bytes} bytes; send fewer or shorter queries"


def _check_declared_length(scope: Scope, max_body_bytes: int) -> None:
    """RequestTooLarge if the request's Content-Length is over `max_body_bytes`."""
    for name, value in scope["headers"]:
        if name == b"content-length" and value.isdigit() and int(value) > max_body_bytes:
            raise RequestTooLarge(too_large(max_body_bytes))


async def refuse(send: Send, exc: RequestTooLarge | ServerBusy) -> None:
    """Answer `exc` as its status with {"error": ...}, the connection closed after it (a body
    left unread cannot be told from the next request)."""
    body = json.dumps({"error": str(exc)}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
               (b"connection", b"close")]
    await send({"type": "http.response.start", "status": exc.status_code, "headers": headers})
    await send({"type": "http.response.body", "body": body})
