"""A loopback TCP server in the test's event loop: the start-up, URL and shutdown that the fault
tests' stand-ins share (`FaultProxy`, the faulty `HTTPWorker`). A subclass serves each client
connection in `_accept`; `aclose` cancels the tasks in `_tasks` and closes the writers in `_writers`."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Self


@dataclass(kw_only=True)
class LoopbackServer:
    url: str = ""
    """http://127.0.0.1:PORT once started."""
    _server: asyncio.Server | None = None
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)
    _writers: set[asyncio.StreamWriter] = field(default_factory=set)

    async def start(self, port: int = 0) -> Self:
        """Listen on 127.0.0.1:`port` (0: a free one)."""
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", port)
        host, port = self._server.sockets[0].getsockname()[:2]
        self.url = f"http://{host}:{port}"
        return self

    async def aclose(self) -> None:
        """Stop listening, cancel the connections' tasks and close their sockets."""
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        for writer in list(self._writers):
            writer.close()
        if self._server is not None:
            await self._server.wait_closed()

    async def __aenter__(self) -> Self:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        raise NotImplementedError
