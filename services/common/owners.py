"""What each owner (a token's identity) holds in Redis, measured against its quotas.

An owner's usage is derived from its jobs' own keys, never counted twice: its active jobs are
indexed (`{owner:O}:active`), and each one's unfinished episodes are its `episodes_total` less
its trajectories. Admission holds the owner's `admitting` lock from that count until the new
job's hash is written, so two submissions of one owner cannot both pass a quota meant for one.
Open event streams are leases (`{owner:O}:streams`) renewed while the stream lives, so a
gateway that dies with streams open frees them when their leases run out.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import cast

import redis.asyncio as aioredis

from services.common.errors import QuotaExceeded, Unavailable, translate_redis_errors
from services.common.keys import Keys

# Opens one of the owner's event streams unless `limit` are open: 1 opened, 0 at the limit.
_OPEN_STREAM = """
local streams = KEYS[1]
local now_ms, expiry_ms, limit, stream_id = ARGV[1], ARGV[2], tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', streams, '-inf', now_ms)
if redis.call('ZCARD', streams) >= limit then return 0 end
redis.call('ZADD', streams, expiry_ms, stream_id)
redis.call('PEXPIREAT', streams, expiry_ms)
return 1
"""

UNLOCK = """
local lock = KEYS[1]
local holder = ARGV[1]
if redis.call('GET', lock) == holder then return redis.call('DEL', lock) end
return 0
"""
"""Deletes a lock only if `holder` (its token) still has it."""

ADMIT_LOCK_S = 30.0
ADMIT_WAIT_S = 10.0


@dataclass(frozen=True)
class Usage:
    active_jobs: int
    unfinished_episodes: int


class Owners:
    """Admission locks, usage and event-stream leases of owners."""

    def __init__(self, redis: aioredis.Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys
        self._open_stream = redis.register_script(_OPEN_STREAM)
        self._unlock = redis.register_script(UNLOCK)

    @asynccontextmanager
    async def admitting(self, owner: str) -> AsyncIterator[None]:
        """Hold `owner`'s admission lock; Unavailable if another admission holds it past ADMIT_WAIT_S."""
        key, holder = self.keys.owner(owner).admitting, uuid.uuid4().hex
        deadline = time.monotonic() + ADMIT_WAIT_S
        with translate_redis_errors():
            while not await self.redis.set(key, holder, nx=True, px=int(ADMIT_LOCK_S * 1000)):
                if time.monotonic() > deadline:
                    raise Unavailable(f"another submission of {owner} is still being admitted")
                await asyncio.sleep(0.01)
        try:
            yield
        finally:
            with translate_redis_errors():
                await self._unlock(keys=[key], args=[holder])

    async def usage(self, owner: str) -> Usage:
        """The owner's jobs not yet over and their episodes not yet finished, with the episodes of
        the spare tasks a dynamic job may still add (reserved while it runs); forgets jobs that are
        over (finished, cancelled or expired)."""
        active = self.keys.owner(owner).active
        with translate_redis_errors():
            job_ids = cast(list[str], await self.redis.zrange(active, 0, -1))
            async with self.redis.pipeline(transaction=False) as pipe:
                for job_id in job_ids:
                    pipe.hmget(self.keys.job(job_id).base, ["episodes_total", "cancelled", "groups_total", "tasks_max"])
                    pipe.hlen(self.keys.job(job_id).trajectories)
                replies = await pipe.execute()
        unfinished, over = 0, []
        for index, job_id in enumerate(job_ids):
            (total, cancelled, groups, tasks_max), finished = replies[2 * index], replies[2 * index + 1]
            left = int(total) - finished if total is not None and cancelled != "1" else 0
            if left > 0:
                unfinished += left + _spare_episodes(int(total), groups, tasks_max)
            else:
                over.append(job_id)
        if over:
            with translate_redis_errors():
                await self.redis.zrem(active, *over)
        return Usage(len(job_ids) - len(over), unfinished)

    async def open_stream(self, owner: str, limit: int, lease_s: float) -> str:
        """Lease one of the owner's `limit` event streams; QuotaExceeded when all are open."""
        stream_id, now_ms = uuid.uuid4().hex, int(time.time() * 1000)
        with translate_redis_errors():
            opened = await self._open_stream(keys=[self.keys.owner(owner).streams],
                                             args=[now_ms, now_ms + int(lease_s * 1000), limit, stream_id])
        if not opened:
            raise QuotaExceeded(f"{limit} event streams of this token are open already (quota event_streams)",
                                field="event_streams")
        return stream_id

    async def renew_stream(self, owner: str, stream_id: str, lease_s: float) -> None:
        expiry = int((time.time() + lease_s) * 1000)
        streams = self.keys.owner(owner).streams
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.zadd(streams, {stream_id: expiry}, xx=True)
                pipe.pexpireat(streams, expiry)
                await pipe.execute()

    async def close_stream(self, owner: str, stream_id: str) -> None:
        with translate_redis_errors():
            await self.redis.zrem(self.keys.owner(owner).streams, stream_id)


def _spare_episodes(episodes: int, groups: str | None, tasks_max: str | None) -> int:
    """The episodes of the spare tasks a dynamic job has not added (0 for any other job)."""
    if not groups or not tasks_max:
        return 0
    return (int(tasks_max) - int(groups)) * (episodes // int(groups))
