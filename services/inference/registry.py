"""Which inference workers exist, kept in Redis so every gateway and runner sees the same set.

Workers come from configuration (registered by the gateway at start) and from the API. A
worker that failed a weight load is quarantined: it stays listed, with the reason, but no
runner routes to it until a later push loads on it — it never serves old weights under a
new version label.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

import redis.asyncio as aioredis

from services.common.errors import InvalidArgument, NotFound, translate_redis_errors
from services.common.keys import Keys


@dataclass(frozen=True)
class WorkerEntry:
    url: str
    added_at: float
    quarantined: str = ""  # the reason, when out of routing


def normalise_url(url: str) -> str:
    url = url.strip().rstrip("/")
    if not url.startswith(("http://", "https://")) or len(url) > 512:
        raise InvalidArgument(f"worker url must be http(s)://host:port, got {url[:100]!r}", field="url")
    return url


class WorkerRegistry:
    def __init__(self, redis: aioredis.Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys

    async def add(self, url: str, *, replace: bool = True) -> WorkerEntry:
        url = normalise_url(url)
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
