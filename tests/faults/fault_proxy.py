"""A fault-injecting TCP proxy for the fault tests: a real loopback socket between the runner's
worker pool and a worker, which passes bytes through, delays them, resets the connection or
black-holes it (takes every byte, answers none).

The fault is read on every chunk a client sends, so it also hits connections already kept
alive (httpx reuses the health checks' connections for completions).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
from dataclasses import dataclass, field
from enum import Enum

from tests.faults.loopback import LoopbackServer


class Fault(Enum):
    NONE = "none"
    DELAY = "delay"        # each client chunk forwarded `delay_s` late
    RESET = "reset"        # the client's connection closed with a TCP RST
    BLACKHOLE = "blackhole"  # client bytes read and dropped; nothing ever comes back
    TRICKLE = "trickle"    # the answer sent back one byte every `delay_s`: each read is quick


@dataclass
class FaultProxy(LoopbackServer):
    upstream: str
    """host:port of the worker behind the proxy."""
    fault: Fault = Fault.NONE
    delay_s: float = 0.0
    requests_hit: int = 0
    """Client chunks the fault was applied to (a request is one chunk, or more)."""
    hit: asyncio.Event = field(default_factory=asyncio.Event)

    async def _accept(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        handler = asyncio.current_task()
        assert handler is not None
        self._tasks.add(handler)
        try:
            await self._proxy(client_reader, client_writer)
        except asyncio.CancelledError:  # closed by aclose(): nobody awaits a connection's handler
            pass
        finally:
            self._tasks.discard(handler)

    async def _proxy(self, client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        host, port = self.upstream.rsplit(":", 1)
        upstream_reader, upstream_writer = await asyncio.open_connection(host, int(port))
        self._writers |= {client_writer, upstream_writer}
        back = asyncio.create_task(self._pump(upstream_reader, client_writer))
        self._tasks.add(back)
        try:
            with contextlib.suppress(ConnectionError):
                await self._forward(client_reader, client_writer, upstream_writer)
        finally:
            back.cancel()
            for writer in (client_writer, upstream_writer):
                self._writers.discard(writer)
                writer.close()
            self._tasks.discard(back)

    async def _forward(self, reader: asyncio.StreamReader, client: asyncio.StreamWriter,
                       upstream: asyncio.StreamWriter) -> None:
        while chunk := await reader.read(65536):
            fault = self.fault
            if fault is not Fault.NONE and fault is not Fault.TRICKLE:
                self.requests_hit += 1
                self.hit.set()
            if fault is Fault.RESET:
                _reset(client)
                return
            if fault is Fault.BLACKHOLE:
                await _drain_forever(reader)
                return
            if fault is Fault.DELAY:
                await asyncio.sleep(self.delay_s)  # the injected latency, not a synchronisation
            upstream.write(chunk)
            await upstream.drain()

    async def _pump(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError):
            while chunk := await reader.read(65536):
                if self.fault is not Fault.TRICKLE:
                    writer.write(chunk)
                    await writer.drain()
                    continue
                self.requests_hit += 1
                self.hit.set()
                for index in range(len(chunk)):
                    writer.write(chunk[index:index + 1])
                    await writer.drain()
                    await asyncio.sleep(self.delay_s)  # the injected slowness, not a synchronisation


def _reset(writer: asyncio.StreamWriter) -> None:
    """Close with RST instead of FIN: SO_LINGER on, timeout 0."""
    sock = writer.get_extra_info("socket")
    if sock is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    writer.transport.abort()


async def _drain_forever(reader: asyncio.StreamReader) -> None:
    while await reader.read(65536):
        pass
