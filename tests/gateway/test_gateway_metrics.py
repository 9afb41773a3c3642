"""The gateway's gauges read from a real Redis: jobs by state and the age of the backlog."""

from __future__ import annotations

import time

import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from rollgate._models import JobSpec

from services.common.keys import Keys
from services.common.process import free_port
from services.common.store import EpisodeRef, JobStore
from services.gateway import metrics


def spec(tasks: int = 1) -> JobSpec:
    return JobSpec.model_validate({"env": "countdown", "tasks": [f"task-{i}" for i in range(tasks)], "group_size": 1})


def gauge(name: str, **labels: str) -> float | None:
    return REGISTRY.get_sample_value(name, labels)


@pytest.fixture
async def store(redis_client: aioredis.Redis) -> JobStore:
    store = JobStore(redis_client, Keys("rgmetrics"), retention_s=3600)
    await store.ensure_consumer_group()
    return store


async def test_jobs_by_state(store: JobStore) -> None:
    await store.create_job(spec())
    running, _ = await store.create_job(spec(tasks=2))
    await store.mark_started(EpisodeRef(running.id, 0, 0, time.time()))
    cancelled, _ = await store.create_job(spec())
    await store.cancel(cancelled.id)
    await metrics.refresh(store)
    counts = {state: gauge("rollgate_jobs", state=state) for state in ("queued", "running", "completed", "cancelled")}
    assert counts == {"queued": 1, "running": 1, "completed": 0, "cancelled": 1}


async def test_backlog_ages_come_from_the_oldest_episodes(store: JobStore, redis_client: aioredis.Redis) -> None:
    now = time.time()
    for entry_age_s in (300, 120):
        await redis_client.xadd(store.keys.episodes, {"claim": "next"}, id=f"{int((now - entry_age_s) * 1000)}-0")
    for queued_age_s, priority in ((200, 9), (100, 0)):
        ref = EpisodeRef("job-j", 0, queued_age_s, now - queued_age_s)
        await redis_client.zadd(store.keys.queue, {ref.member(): ref.score(priority)})
    await store.take("runner-a", 1, block_ms=100)  # the 300 s entry claims the priority-9 episode
    await metrics.refresh(store)
    assert 300 <= gauge("rollgate_queue_oldest_age_seconds", state="pending") < 310
    assert 100 <= gauge("rollgate_queue_oldest_age_seconds", state="unread") < 110  # the queue's, not the entry's


async def test_empty_backlog_has_no_age(store: JobStore) -> None:
    await metrics.refresh(store)
    assert gauge("rollgate_queue_oldest_age_seconds", state="pending") == 0
    assert gauge("rollgate_queue_oldest_age_seconds", state="unread") == 0


async def test_unreachable_redis_counts_an_error() -> None:
    broken = aioredis.Redis(port=free_port(), decode_responses=True, retry=Retry(NoBackoff(), 0))
    before = gauge("rollgate_redis_errors_total", service="gateway") or 0
    await metrics.refresh(JobStore(broken, Keys("rgmetrics"), retention_s=3600))
    assert gauge("rollgate_redis_errors_total", service="gateway") == before + 1
    await broken.aclose()
