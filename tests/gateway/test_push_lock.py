"""The weight-push lock on a real Redis: one push at a time, released only by its holder."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis

from services.common.errors import Conflict
from services.common.keys import Keys
from services.common.policy import PushLock

KEY = Keys("rgtest").policy_lock
TTL_S = 600


async def test_a_second_push_meanwhile_is_a_conflict(redis_client: aioredis.Redis) -> None:
    async with PushLock(redis_client, KEY, TTL_S):
        with pytest.raises(Conflict, match="another weight push is in progress"):
            async with PushLock(redis_client, KEY, TTL_S):
                pass
    async with PushLock(redis_client, KEY, TTL_S):  # free again once the first is done
        pass


async def test_a_late_release_leaves_the_next_holders_lock(redis_client: aioredis.Redis) -> None:
    slow = PushLock(redis_client, KEY, TTL_S)
    await slow.__aenter__()
    await redis_client.delete(KEY)  # its time to live ran out
    async with PushLock(redis_client, KEY, TTL_S):
        await slow.__aexit__(None, None, None)
        assert await redis_client.exists(KEY)
