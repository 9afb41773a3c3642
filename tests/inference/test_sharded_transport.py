"""The pool's HTTP transport keeps each connection pool to `shard_size` requests in flight,
against a real local HTTP server that holds its answers until told to answer."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import httpx
import pytest

from services.inference.pool import ShardedTransport


class HeldServer:
    """An HTTP/1.1 server (keep-alive) that answers each request once `answer` is set."""

    def __init__(self) -> None:
        self.answer = asyncio.Event()
        self.waiting = 0
        self.url = ""

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        while not reader.at_eof():
            await reader.readuntil(b"\r\n\r\n")
            self.waiting += 1
            await self.answer.wait()
            self.waiting -= 1
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Type: text/plain\r\n\r\nok")
            await writer.drain()
        writer.close()


@pytest.fixture
async def server() -> AsyncIterator[HeldServer]:
    held = HeldServer()

    async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            await held.handle(reader, writer)
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()

    listening = await asyncio.start_server(handle, "127.0.0.1", 0)
    held.url = f"http://127.0.0.1:{listening.sockets[0].getsockname()[1]}"
    yield held
    listening.close()


async def until(condition, timeout_s: float = 10.0) -> None:  # type: ignore[no-untyped-def]
    async with asyncio.timeout(timeout_s):
        while not condition():
            await asyncio.sleep(0.01)


async def test_concurrent_requests_spread_over_pools_of_bounded_size(server: HeldServer) -> None:
    transport = ShardedTransport(shard_size=8)
    async with httpx.AsyncClient(transport=transport) as client:
        calls = [asyncio.create_task(client.get(server.url)) for _ in range(20)]
        await until(lambda: server.waiting == 20)
        assert transport._in_flight == [8, 8, 4]
        server.answer.set()
        assert [response.text for response in await asyncio.gather(*calls)] == ["ok"] * 20
        assert transport._in_flight == [0, 0, 0]
        again = await asyncio.gather(*(client.get(server.url) for _ in range(8)))
        assert len(again) == 8 and len(transport._pools) == 3


async def test_a_streamed_answer_holds_its_room_until_closed(server: HeldServer) -> None:
    transport = ShardedTransport(shard_size=1)
    server.answer.set()
    async with httpx.AsyncClient(transport=transport) as client:
        async with client.stream("GET", server.url) as response:
            assert transport._in_flight == [1]
            await response.aread()
        assert transport._in_flight == [0]


async def test_a_failed_request_gives_its_room_back() -> None:
    transport = ShardedTransport(shard_size=1)
    async with httpx.AsyncClient(transport=transport) as client:
        with pytest.raises(httpx.ConnectError):
            await client.get("http://127.0.0.1:9/")  # discard: nothing listens
        assert transport._in_flight == [0]


async def test_a_cancelled_request_gives_its_room_back(server: HeldServer) -> None:
    transport = ShardedTransport(shard_size=4)
    async with httpx.AsyncClient(transport=transport) as client:
        call = asyncio.create_task(client.get(server.url))
        await until(lambda: server.waiting == 1)
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call
        assert transport._in_flight == [0]
        server.answer.set()
