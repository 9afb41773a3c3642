"""The gateway's Prometheus metrics.

Counters count what this gateway did. The gauges describe Redis, the shared state, and are
read from it when scraped (`refresh`), at most once per `metrics_refresh_s` (`CachedRefresh`):
every gateway replica reports the same values, so dashboards and alerts aggregate them with
`max`.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import Awaitable, Callable
from typing import cast

import redis.exceptions
from prometheus_client import Counter, Gauge
from rollgate import JobState

from services.common import metrics as common_metrics
from services.common.keys import RUNNER_GROUP
from services.common.store import JobStore

JOBS_SUBMITTED = Counter("rollgate_jobs_submitted_total", "Jobs admitted, by environment.", ["env"])
EPISODES_ENQUEUED = Counter("rollgate_episodes_enqueued_total", "Episodes enqueued, by environment.", ["env"])
GROUPS_PULLED = Counter("rollgate_groups_pulled_total", "Complete groups leased to trainers.")
QUEUE_DEPTH = Gauge("rollgate_queue_depth", "Episodes enqueued and not yet read by any runner.")
EPISODES_PENDING = Gauge("rollgate_episodes_pending", "Episodes read by a runner and not yet committed.")
QUEUE_OLDEST_AGE = Gauge(
    "rollgate_queue_oldest_age_seconds",
    "Age of the oldest episode: state=unread (queued, not yet taken by a runner) or pending (taken, not committed).",
    ["state"])
EPISODES_PARKED = Gauge("rollgate_episodes_parked",
                        "Episodes the staleness bound holds back in Redis until their policy version comes "
                        "(they hold no runner slot).")
JOBS = Gauge("rollgate_jobs", "Jobs by state, over the newest jobs (see JOBS_SCANNED).", ["state"])
REQUESTS_REJECTED = Counter("rollgate_requests_rejected_total", "Requests refused, by error code.", ["code"])
REDIS_ERRORS = common_metrics.REDIS_ERRORS.labels("gateway")

JOBS_SCANNED = 1000  # the newest jobs counted into rollgate_jobs; older ones are finished in practice


class CachedRefresh:
    """Runs `refresh` at most once per `max_age_s`, however often it is called.

    A refresh reads a few thousand Redis commands' worth (one pipeline over the newest jobs), so a
    scrape within `max_age_s` of the last refresh leaves the gauges as that refresh set them, and
    concurrent scrapes wait for the one refresh in flight instead of starting their own."""

    def __init__(self, refresh: Callable[[], Awaitable[None]], max_age_s: float,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._refresh, self.max_age_s, self._clock = refresh, max_age_s, clock
        self._running: asyncio.Task[None] | None = None
        self._done_at = -math.inf

    async def __call__(self) -> None:
        if self._running is None:
            if self._clock() - self._done_at < self.max_age_s:
                return
            self._running = asyncio.create_task(self._run())
        await asyncio.shield(self._running)  # a scrape that gives up does not cancel the others' refresh

    async def _run(self) -> None:
        try:
            await self._refresh()
        finally:
            self._done_at, self._running = self._clock(), None


async def refresh(store: JobStore) -> None:
    """Read the age of the episode backlog and the job states from Redis into the gauges
    (the service sets the backlog's size, `QUEUE_DEPTH` and `EPISODES_PENDING`)."""
    try:
        await _refresh_ages(store)
        await _refresh_jobs(store)
    except redis.exceptions.RedisError:
        REDIS_ERRORS.inc()


async def _refresh_ages(store: JobStore) -> None:
    stream = store.keys.episodes
    if not any(group.get("name") == RUNNER_GROUP for group in await store.redis.xinfo_groups(stream)):
        return
    EPISODES_PARKED.set(await store.redis.zcard(store.keys.parked))
    oldest = (await store.queue.backlog()).oldest_enqueued_at
    queued_ms = None if oldest is None else int(oldest * 1000)
    pending = await store.redis.xpending(stream, RUNNER_GROUP)
    pending_ms = int(pending["min"].split("-")[0]) if pending.get("min") else None  # an id starts with its ms
    now_ms = time.time() * 1000
    QUEUE_OLDEST_AGE.labels("unread").set(_age_s(queued_ms, now_ms))
    QUEUE_OLDEST_AGE.labels("pending").set(_age_s(pending_ms, now_ms))


def _age_s(since_ms: int | None, now_ms: float) -> float:
    """Seconds since `since_ms` (ms since the epoch); 0 for None."""
    if since_ms is None:
        return 0.0
    return max(now_ms - since_ms, 0.0) / 1000


async def _refresh_jobs(store: JobStore) -> None:
    """Count the newest jobs by state, derived from their keys in one round trip."""
    job_ids = cast(list[str], await store.redis.zrevrange(store.keys.jobs, 0, JOBS_SCANNED - 1))
    async with store.redis.pipeline(transaction=False) as pipe:
        for job_id in job_ids:
            jk = store.keys.job(job_id)
            pipe.hmget(jk.base, "episodes_total", "cancelled")
            pipe.scard(jk.started)
            pipe.hlen(jk.trajectories)
        replies = await pipe.execute()
    counts = dict.fromkeys(JobState, 0)
    for (total, cancelled), started, finished in zip(replies[::3], replies[1::3], replies[2::3], strict=True):
        if total is not None:
            counts[_job_state(int(total), cancelled == "1", started, finished)] += 1
    for state, count in counts.items():
        JOBS.labels(state.value).set(count)


def _job_state(total: int, cancelled: bool, started: int, finished: int) -> JobState:
    """The job state rule of `services.common.store`, on the counts alone (no spec to parse)."""
    if cancelled:
        return JobState.CANCELLED
    if finished >= total:
        return JobState.COMPLETED
    return JobState.RUNNING if started else JobState.QUEUED
