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

from prometheus_client import Counter, Gauge

from services.common import metrics as common_metrics
from services.common.errors import Unavailable
from services.common.queue import StreamState
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
    """Read the episode backlog and the job states from Redis into the gauges."""
    try:
        stream = await store.queue.stream_state()
        if stream is not None:
            await _refresh_queue(store, stream)
        for state, count in (await store.job_states(JOBS_SCANNED)).items():
            JOBS.labels(state.value).set(count)
    except Unavailable:
        REDIS_ERRORS.inc()


async def _refresh_queue(store: JobStore, stream: StreamState) -> None:
    QUEUE_DEPTH.set(stream.unread)
    EPISODES_PENDING.set(stream.pending)
    EPISODES_PARKED.set(stream.parked)
    oldest = (await store.queue.backlog()).oldest_enqueued_at
    now_ms = time.time() * 1000
    QUEUE_OLDEST_AGE.labels("unread").set(_age_s(None if oldest is None else int(oldest * 1000), now_ms))
    QUEUE_OLDEST_AGE.labels("pending").set(_age_s(stream.oldest_pending_ms, now_ms))


def _age_s(since_ms: int | None, now_ms: float) -> float:
    """Seconds since `since_ms` (ms since the epoch); 0 for None."""
    if since_ms is None:
        return 0.0
    return max(now_ms - since_ms, 0.0) / 1000
