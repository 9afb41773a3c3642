"""The weight-push lock on a real Redis: one push at a time, released only by its holder."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis

from services.common.errors import Conflict
from services.common.keys import Keys
from services.gateway.policy import _PushLock

KEY = Keys("rgtest").policy_lock


async def test_a_second_push_meanwhile_is_a_conflict(redis_client: aioredis.Redis) -> None:
    async with _PushLock(redis_client, KEY):
        with pytest.raises(Conflict, match="another weight push is in progress"):
            async with _PushLock(redis_client, KEY):
                pass
    async with _PushLock(redis_client, KEY):  # free again once the first is done
        pass


async def test_a_late_release_leaves_the_next_holders_lock(redis_client: aioredis.Redis) -> None:
    slow = _PushLock(redis_client, KEY)
    await slow.__aenter__()
    await redis_client.delete(KEY)  # its time to live ran out
    async with _PushLock(redis_client, KEY):
        await slow.__aexit__(None, None, None)
        assert await redis_client.exists(KEY)
