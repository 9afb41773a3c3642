"""The policy-version reads that stamp completions (GET /weight_info after each call).

The stamping contract: a completion is stamped with the version its worker reported in a read
*sent after the completion's answer arrived*. A worker's version label changes only while it is
paused for a push (pause, reload, label, resume: services/inference/weights.py), and labels only
grow, so such a read names the version that sampled the completion's last tokens, or a later
one; never an earlier one: a push during a generation is never stamped as the version before
it, and with the version read before the call a turn that straddled a push stays visible.

Single flight per worker: a completion waits for its worker's next read that is not yet sent,
or queues one; at most one read per worker is in flight, and every completion that ends while
one is in flight shares the read sent after it. Each completion is stamped with the value of
*its* read, not with `Worker.policy_version`, which a health check sent earlier may overwrite
with an older value after the read came back.

The reads go through aiohttp, not the pool's httpx client: against the LLM simulator one GET
cost the caller about 1.1 ms of CPU through httpx and 0.2 ms through aiohttp, and a runner pays
one per turn (bench/HISTORY.md, the long tail, runs 8-9). Every read is bounded by `timeout_s` in all and
its answer by `MAX_VERSION_BYTES`. A read that fails is logged and stamps nothing (`None`): the
caller keeps the last version it knows, since the completion's tokens are good.
"""

from __future__ import annotations

import asyncio
import json
import logging
import ssl
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import aiohttp

if TYPE_CHECKING:
    from services.inference.pool import Worker

log = logging.getLogger(__name__)

MAX_VERSION_BYTES = 1 << 16
"""A /weight_info answer is a few dozen bytes; one longer than this fails the read."""


class VersionReadFailed(Exception):
    """A version read got no well-formed answer; logged, never raised to the pool's callers."""


def parse_version(label: object) -> int:
    """vLLM's weight_version label as an int; 0 for its initial "default" or anything else."""
    return int(label) if isinstance(label, str | int) and str(label).isdigit() else 0


@dataclass
class VersionReads:
    """Each worker's reads of its version after completions (see the module's contract)."""

    headers: dict[str, str] = field(default_factory=dict, repr=False)
    timeout_s: float = 2.0
    tls: ssl.SSLContext | bool = True
    _session: aiohttp.ClientSession | None = field(init=False, default=None)
    _in_flight: dict[str, asyncio.Future[int | None]] = field(init=False, default_factory=dict)
    _next: dict[str, asyncio.Future[int | None]] = field(init=False, default_factory=dict)

    async def after_completion(self, worker: Worker) -> int | None:
        """The version of `worker` from a read sent after this call; None when that read failed.
        The read also becomes `worker.policy_version`."""
        upcoming = self._next.get(worker.url)
        if upcoming is None:
            upcoming = asyncio.ensure_future(self._queued(worker, self._in_flight.get(worker.url)))
            self._next[worker.url] = upcoming
        return await asyncio.shield(upcoming)

    async def _queued(self, worker: Worker, in_flight: asyncio.Future[int | None] | None) -> int | None:
        if in_flight is not None:
            await asyncio.wait([in_flight])
        self._in_flight[worker.url] = self._next.pop(worker.url)
        try:
            version = await self.read(worker.url)
        except VersionReadFailed as exc:
            log.warning("could not read the version of %s: %s", worker.url, exc)
            return None
        worker.policy_version = version
        return version

    async def read(self, url: str) -> int:
        """One GET {url}/weight_info; 0 from a worker not in dev mode (404: no versions)."""
        try:
            async with self._client().get(f"{url}/weight_info") as response:
                if response.status == 404:
                    return 0
                response.raise_for_status()
                body = bytearray()
                async for chunk in response.content.iter_any():
                    body += chunk
                    if len(body) > MAX_VERSION_BYTES:
                        raise VersionReadFailed(f"an answer of more than {MAX_VERSION_BYTES} bytes")
                return parse_version(json.loads(body).get("weight_version"))
        except TimeoutError as exc:
            raise VersionReadFailed(f"no answer within {self.timeout_s:g}s") from exc
        except (aiohttp.ClientError, ValueError, AttributeError) as exc:
            raise VersionReadFailed(repr(exc)) from exc

    def _client(self) -> aiohttp.ClientSession:
        """The session, made on first use: aiohttp binds it to the running event loop."""
        if self._session is None:
            connector = aiohttp.TCPConnector(ssl=self.tls, limit=0)
            self._session = aiohttp.ClientSession(connector=connector, headers=self.headers,
                                                  timeout=aiohttp.ClientTimeout(total=self.timeout_s))
        return self._session

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None
