"""The runner's view of the trainer's policy version: the staleness bound (`services.common.staleness`)
admits episodes against it, and the worker pool switches adapters when it changes."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import cast

import redis.asyncio as aioredis
import redis.exceptions

from services.common.keys import Keys
from services.inference import metrics


@dataclass
class PolicyVersionWatch:
    """The trainer's current policy version, kept fresh from Redis pub/sub (and a slow poll)."""

    redis: aioredis.Redis
    keys: Keys
    poll_s: float = 5.0
    on_change: Callable[[int, str], Awaitable[None]] | None = None  # (version, LoRA adapter name or "")
    version: int = 0
    adapter: str = ""

    async def read(self) -> int:
        stored, adapter = cast(list[str | None], await self.redis.mget(self.keys.policy_version,
                                                                        self.keys.policy_adapter))
        version = int(stored or 0)
        if version != self.version:
            self.version, self.adapter = version, adapter or ""
            metrics.POLICY_VERSION.set(version)
            if self.on_change is not None:
                await self.on_change(version, self.adapter)
        return version

    async def run(self, stop: asyncio.Event) -> None:
        """Follow pushes until `stop` is set; a lost message is caught by the next poll."""
        pubsub = self.redis.pubsub()
        await pubsub.subscribe(self.keys.policy_events)
        try:
            while not stop.is_set():
                with contextlib.suppress(redis.exceptions.RedisError):
                    await pubsub.get_message(ignore_subscribe_messages=True, timeout=self.poll_s)
                    await self.read()
        finally:
            await pubsub.aclose()
