"""The runner's view of the trainer's policy version: the staleness bound (`services.common.staleness`)
admits episodes against it, and the worker pool switches adapters when it changes."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import redis.asyncio as aioredis

from services.common.errors import Unavailable
from services.common.keys import Keys
from services.common.policy import PolicyStore
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

    def __post_init__(self) -> None:
        self.policy = PolicyStore(self.redis, self.keys)

    async def read(self) -> int:
        current = await self.policy.current()
        if current.version != self.version:
            self.version, self.adapter = current.version, current.adapter
            metrics.POLICY_VERSION.set(current.version)
            if self.on_change is not None:
                await self.on_change(current.version, current.adapter)
        return current.version

    async def run(self, stop: asyncio.Event) -> None:
        """Follow pushes until `stop` is set; a lost message is caught by the next poll."""
        async with self.policy.announcements() as announcements:
            while not stop.is_set():
                with contextlib.suppress(Unavailable):
                    await announcements.wait(self.poll_s)
                    await self.read()
