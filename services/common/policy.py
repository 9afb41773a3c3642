"""The trainer's policy as Redis holds it: the current version, its checkpoint and LoRA adapter, the
full checkpoint the workers' base weights are from, the history of pushes, and the lock a push holds.

The gateway writes it (`services.gateway.policy`); the job store reads the version at admission and
pull; runners follow it (`services.runner.policy_watch`). Redis errors come out as `Unavailable`.
"""

from __future__ import annotations

import contextlib
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from types import TracebackType
from typing import cast

import redis.asyncio as aioredis
from redis.asyncio.client import PubSub

from services.common.errors import Conflict, translate_redis_errors
from services.common.keys import Keys
from services.common.owners import UNLOCK


@dataclass(frozen=True)
class CurrentPolicy:
    """The current policy: `version` 0, the rest empty, until the first push."""

    version: int = 0
    path: str = ""
    adapter: str = ""
    """The LoRA adapter's name on the workers; "" for a full checkpoint."""
    weights: str = ""
    """The full checkpoint the workers' base weights are from ("" if none was pushed)."""


class PolicyStore:
    def __init__(self, redis: aioredis.Redis, keys: Keys) -> None:
        self.redis, self.keys = redis, keys

    async def version(self) -> int:
        with translate_redis_errors():
            return int(await self.redis.get(self.keys.policy_version) or 0)

    async def current(self) -> CurrentPolicy:
        keys = self.keys
        with translate_redis_errors():
            version, path, adapter, weights = cast(list[str | None], await self.redis.mget(
                keys.policy_version, keys.policy_path, keys.policy_adapter, keys.policy_weights))
        return CurrentPolicy(int(version or 0), path or "", adapter or "", weights or "")

    async def make_current(self, version: int, path: str, adapter: str) -> None:
        """Make `version` current, its checkpoint at `path` (a LoRA adapter's if `adapter` names
        one, else a full checkpoint, which becomes the base weights), and tell the runners."""
        keys = self.keys
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.set(keys.policy_version, version)
                pipe.set(keys.policy_path, path)
                pipe.set(keys.policy_adapter, adapter)
                if not adapter:
                    pipe.set(keys.policy_weights, path)
                await pipe.execute()
            # after the transaction, not in it: a channel has no slot in Redis Cluster; a crash in
            # between costs runners a poll interval (they read the version on each poll too)
            await self.redis.publish(keys.policy_events, str(version))

    @contextlib.asynccontextmanager
    async def announcements(self) -> AsyncIterator[Announcements]:
        """A subscription to the announcements of new versions (`make_current`'s)."""
        pubsub = self.redis.pubsub()
        try:
            with translate_redis_errors():
                await pubsub.subscribe(self.keys.policy_events)
            yield Announcements(pubsub)
        finally:
            await pubsub.aclose()

    async def record(self, push: str, keep: int) -> None:
        """Add a push's record (JSON) to the history, which keeps the latest `keep`."""
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.lpush(self.keys.policy_history, push)
                pipe.ltrim(self.keys.policy_history, 0, keep - 1)
                await pipe.execute()

    async def history(self, limit: int) -> list[str]:
        """The latest `limit` pushes' records, newest first."""
        with translate_redis_errors():
            return cast(list[str], await self.redis.lrange(self.keys.policy_history, 0, limit - 1))

    def push_lock(self, ttl_s: float) -> PushLock:
        return PushLock(self.redis, self.keys.policy_lock, ttl_s)


@dataclass(frozen=True)
class Announcements:
    pubsub: PubSub

    async def wait(self, timeout_s: float) -> None:
        """Until the next announcement, or `timeout_s` (one may be lost: read the version anyway)."""
        with translate_redis_errors():
            await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=timeout_s)


class PushLock:
    """A Redis lock held for the duration of one push (at most `ttl_s`); a second push meanwhile
    is a Conflict."""

    def __init__(self, redis: aioredis.Redis, key: str, ttl_s: float) -> None:
        self.redis, self.key, self.ttl_s, self.token = redis, key, ttl_s, uuid.uuid4().hex

    async def __aenter__(self) -> None:
        with translate_redis_errors():
            if not await self.redis.set(self.key, self.token, nx=True, ex=int(self.ttl_s)):
                raise Conflict("another weight push is in progress")

    async def __aexit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        with translate_redis_errors():  # only if still ours: it may have expired and been taken
            await self.redis.eval(UNLOCK, 1, self.key, self.token)
