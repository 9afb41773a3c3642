"""The staleness bound: rollouts never run more than `max_staleness` versions ahead of training.

With V the trainer's current policy version, v0 the version when the job was submitted, η the
job's `max_staleness` and B its `groups_per_step`, an episode of group k (the task index)
starts only once

    k < (V - v0 + η + 1) · B

the admission rule of AReaL's staleness-aware controller with groups as the unit: by the time
the trainer consumes group k it will have pushed at least ⌊k / B⌋ versions after v0, so no
admitted group's data is more than η versions old then. Equivalently, group k needs version

    V ≥ v0 - η + ⌊k / B⌋      (`needed_version`)

An episode that needs a later version never holds a runner slot: the gateway parks it at
enqueue, a runner that takes one anyway parks it, and runners release parked episodes to the
queue once V reaches their version, or once they have waited `staleness_max_wait_s` (then the
episode ends as `timeout` unplayed). See `JobStore.release` and docs/staleness.md. Episodes
that still end too stale are marked (`Trajectory.stale`); pulls can filter them out.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import cast

import redis.asyncio as aioredis
import redis.exceptions
from rollgate._models import JobSpec

from services.common.keys import Keys
from services.inference import metrics

log = logging.getLogger(__name__)


def needed_version(spec: JobSpec, submitted_version: int, task_index: int) -> int | None:
    """The first policy version at which the bound admits group `task_index`; None: no bound."""
    if spec.max_staleness is None or spec.groups_per_step == 0:
        return None
    return submitted_version - spec.max_staleness + task_index // spec.groups_per_step


def admits(spec: JobSpec, submitted_version: int, current_version: int, task_index: int) -> bool:
    needed = needed_version(spec, submitted_version, task_index)
    return needed is None or current_version >= needed


def staleness(current_version: int, oldest_version: int) -> int:
    return max(current_version - oldest_version, 0)


@dataclass
class PolicyVersionWatch:
    """The trainer's current policy version, kept fresh from Redis pub/sub (and a slow poll)."""

    redis: aioredis.Redis
    keys: Keys
    poll_s: float = 5.0
    on_change: Callable[[int, str], Awaitable[None]] | None = None  # (version, LoRA adapter name or "")
    version: int = 0
    adapter: str = ""
    _changed: asyncio.Condition = field(default_factory=asyncio.Condition)

    async def read(self) -> int:
        stored, adapter = cast(list[str | None], await self.redis.mget(self.keys.policy_version,
                                                                        self.keys.policy_adapter))
        version = int(stored or 0)
        if version != self.version:
            self.version, self.adapter = version, adapter or ""
            metrics.POLICY_VERSION.set(version)
            if self.on_change is not None:
                await self.on_change(version, self.adapter)
            async with self._changed:
                self._changed.notify_all()
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

    async def wait_for_change(self, timeout_s: float) -> None:
        async with self._changed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), timeout=timeout_s)
