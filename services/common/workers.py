"""Which inference workers exist, kept in Redis so every gateway and runner sees the same set.

Workers come from configuration (registered by the gateway at start) and from the API. A
worker that failed a weight load is quarantined: it stays listed, with the reason, but no
runner routes to it until a later push loads on it — it never serves old weights under a
new version label.

A worker URL is plain http(s), without credentials, query or fragment, at a host that
`settings.worker_hosts` allows (with none listed, any host but link-local metadata addresses):
the gateway and runners send every health check and completion there.
"""

from __future__ import annotations

import ipaddress
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import urlsplit

import redis.asyncio as aioredis

from services.common.callbacks import ip_literal
from services.common.errors import InvalidArgument, NotFound, translate_redis_errors
from services.common.keys import Keys


@dataclass(frozen=True)
class WorkerEntry:
    url: str
    added_at: float
    quarantined: str = ""  # the reason, when out of routing


def normalise_url(url: str) -> str:
    """`url` without surrounding space or trailing slashes; InvalidArgument unless it is a plain
    http(s) URL: no credentials, query or fragment (they would reach every request to it)."""
    url = url.strip().rstrip("/")
    if len(url) > 512 or any(ch <= " " or ch == "\x7f" for ch in url):
        raise _bad_url(url, "must be at most 512 characters, without spaces or control characters")
    try:
        parts = urlsplit(url)  # a bracketed host that is no IPv6 address raises here
        parts.port  # noqa: B018 - a port out of range or not a number raises here
    except ValueError:
        raise _bad_url(url, "has an invalid host or port") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise _bad_url(url, "must be http(s)://host:port")
    if "@" in parts.netloc:
        raise _bad_url(url, "must not carry credentials (user:password@)")
    if "?" in url or "#" in url:
        raise _bad_url(url, "must not have a query or a fragment")
    return url


def check_worker_host(url: str, allowed_hosts: Sequence[str]) -> None:
    """InvalidArgument unless `url`'s host is in `allowed_hosts` (hostnames by name, without DNS;
    IP addresses by CIDR); with none listed, any host but a link-local (cloud metadata) address."""
    host = (urlsplit(url).hostname or "").rstrip(".")
    address = ip_literal(host)
    if allowed_hosts:
        if not any(_matches(host, address, entry) for entry in allowed_hosts):
            raise _bad_url(url, f"host {host!r} is not in worker_hosts")
    elif address is not None and address.is_link_local:
        raise _bad_url(url, f"host {host!r} is link-local (cloud metadata); list it in worker_hosts to allow it")


def _matches(host: str, address: ipaddress.IPv4Address | ipaddress.IPv6Address | None, entry: str) -> bool:
    entry = entry.strip().rstrip(".").lower()
    if address is None:
        return host.lower() == entry
    try:
        return address in ipaddress.ip_network(entry, strict=False)
    except ValueError:  # a hostname entry never matches an IP literal
        return False


def _bad_url(url: str, why: str) -> InvalidArgument:
    return InvalidArgument(f"worker url {why}, got {url[:100]!r}", field="url")


class WorkerRegistry:
    def __init__(self, redis: aioredis.Redis, keys: Keys, allowed_hosts: Sequence[str] = ()) -> None:
        self.redis = redis
        self.keys = keys
        self.allowed_hosts = tuple(allowed_hosts)
        """settings.worker_hosts: where workers may be added (`check_worker_host`)."""

    async def add(self, url: str, *, replace: bool = True) -> WorkerEntry:
        url = normalise_url(url)
        check_worker_host(url, self.allowed_hosts)
        entry = json.dumps({"added_at": time.time()})
        with translate_redis_errors():
            if replace:
                await self.redis.hset(self.keys.workers, url, entry)
            else:
                await self.redis.hsetnx(self.keys.workers, url, entry)
        return await self.get(url)

    async def add_configured(self, urls: list[str]) -> None:
        """Register the workers named in the settings, keeping any already registered as they are."""
        for url in urls:
            await self.add(url, replace=False)

    async def remove(self, url: str) -> None:
        with translate_redis_errors():
            removed = await self.redis.hdel(self.keys.workers, normalise_url(url))
            await self.redis.hdel(self.keys.quarantined_workers, normalise_url(url))
        if not removed:
            raise NotFound(f"no worker {url!r}", field="url")

    async def get(self, url: str) -> WorkerEntry:
        for entry in await self.list():
            if entry.url == url:
                return entry
        raise NotFound(f"no worker {url!r}", field="url")

    async def list(self) -> list[WorkerEntry]:
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.hgetall(self.keys.workers)
                pipe.hgetall(self.keys.quarantined_workers)
                workers, quarantined = await pipe.execute()
        return [WorkerEntry(url, json.loads(raw)["added_at"], quarantined.get(url, ""))
                for url, raw in sorted(workers.items())]

    async def quarantine(self, url: str, reason: str) -> None:
        with translate_redis_errors():
            await self.redis.hset(self.keys.quarantined_workers, url, reason[:1000])

    async def release(self, url: str) -> None:
        with translate_redis_errors():
            await self.redis.hdel(self.keys.quarantined_workers, url)
