"""The real gateway served on TCP ports in the test's event loop (uvicorn for HTTP, grpc.aio for
gRPC) over the session's Redis, for clients that really connect and really leave: httpx's
in-process ASGI transport hands a response over only once the app has finished it, so a stream
can be neither read while it lasts nor dropped."""

from __future__ import annotations

import asyncio
import socket
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import redis.asyncio as aioredis
import uvicorn

from services.common.keys import Keys
from services.common.process import free_port
from services.common.settings import Settings
from services.gateway.app import create_app

NAMESPACE = "rgtenancy"
RELEASE_WITHIN_S = 5.0
"""How soon a stream's lease must be back once its client left: a third of the default keep-alive
(15 s), the first write at which a gateway that missed the disconnect would notice, and a ninth of
the lease's own expiry (45 s). Only a failing test waits it out."""


@dataclass(frozen=True)
class Served:
    url: str
    grpc_target: str
    settings: Settings


class _Server(uvicorn.Server):
    """Leaves the process's signal handlers to the test runner."""

    @contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


@asynccontextmanager
async def serve(redis_url: str, **overrides: Any) -> AsyncIterator[Served]:
    """The gateway on a free HTTP and gRPC port, ready (its startup, gRPC server included, done);
    no inference workers, no runner."""
    sock = socket.create_server(("127.0.0.1", 0))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # connections inherit it: else ~40 ms a response
    # Picked once the HTTP socket holds its port: free_port() releases the port it found, and a
    # bind to port 0 right after may be handed that same port.
    settings = Settings(**{"redis_url": redis_url, "namespace": NAMESPACE, "grpc_port": free_port(),
                           "metrics_port": 0, "inference_workers": [], **overrides})
    url = f"http://127.0.0.1:{sock.getsockname()[1]}"
    config = uvicorn.Config(create_app(settings), lifespan="on", log_config=None, log_level="warning",
                            timeout_graceful_shutdown=5)
    server = _Server(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    try:
        async with httpx.AsyncClient(base_url=url) as http:  # answered once the lifespan has started
            (await http.get("/healthz")).raise_for_status()
        yield Served(url, f"127.0.0.1:{settings.grpc_port}", settings)
    finally:
        server.should_exit = True
        await task


def streams_key(owner: str) -> str:
    """The Redis key of the owner's event-stream leases."""
    return Keys(NAMESPACE).owner(owner).streams


async def leases_drop_to(redis: aioredis.Redis, owner: str, count: int = 0, within: float = RELEASE_WITHIN_S) -> bool:
    """Whether `owner` holds at most `count` event-stream leases within `within` seconds."""
    deadline = time.monotonic() + within
    while await redis.zcard(streams_key(owner)) > count:
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.01)
    return True
