"""The gateway's gauges read from a real Redis: jobs by state, the age of the backlog, and what
a scrape costs Redis."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
import redis.asyncio as aioredis
from prometheus_client import REGISTRY
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from rollgate import JobSpec

from services.common.keys import Keys
from services.common.process import free_port
from services.common.queue import EpisodeRef, Flow
from services.common.settings import Settings
from services.common.store import JobStore
from services.gateway import metrics
from services.gateway.app import build_service, create_metrics_app


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


async def test_parked_episodes_are_counted(store: JobStore) -> None:
    """max_staleness 0, one group per step, at version 0: groups 1 and 2 wait parked for 1 and 2."""
    bounded = spec(tasks=3).model_copy(update={"max_staleness": 0, "groups_per_step": 1})
    await store.create_job(bounded)
    await metrics.refresh(store)
    assert gauge("rollgate_episodes_parked") == 2


async def test_backlog_ages_come_from_the_oldest_episodes(store: JobStore, redis_client: aioredis.Redis) -> None:
    now = time.time()
    for entry_age_s in (300, 120):
        await redis_client.xadd(store.keys.episodes, {"claim": "next"}, id=f"{int((now - entry_age_s) * 1000)}-0")
    for queued_age_s, priority in ((200, 9), (100, 0)):
        ref = EpisodeRef(f"job-{priority}", 0, 0, now - queued_age_s)
        await store.queue.add(Flow(priority, "owner"), [ref], {})
    await store.queue.take("runner-a", 1, block_ms=100)  # the 300 s entry claims the priority-9 episode
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


BOOKKEEPING = ("cmdstat_info", "cmdstat_config", "cmdstat_client", "cmdstat_hello")
"""The test's own INFO and CONFIG, and what a new connection sends (redis-py's CLIENT SETINFO): a
refresh that opens one more connection than another, as timing decides, reads nothing more."""


async def commands_run(redis_client: aioredis.Redis) -> int:
    """Commands Redis ran since the last CONFIG RESETSTAT, bookkeeping left out."""
    stats = await redis_client.info("commandstats")
    return sum(s["calls"] for name, s in stats.items() if name.split("|")[0] not in BOOKKEEPING)


@pytest.fixture
async def metrics_app(redis_server: str,
                      redis_client: aioredis.Redis) -> AsyncIterator[Callable[[], httpx.AsyncClient]]:
    """Clients of a new metrics app (its own cache) over one gateway service whose Redis holds 100 jobs."""
    settings = Settings(redis_url=redis_server, namespace="rgscrape", metrics_refresh_s=60)
    service = build_service(settings)
    await service.store.ensure_consumer_group()
    for _ in range(100):
        await service.store.create_job(spec())

    def client() -> httpx.AsyncClient:
        app = create_metrics_app(metrics.CachedRefresh(service.refresh_queue_metrics, settings.metrics_refresh_s))
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://metrics")

    yield client
    await service.http.aclose()
    await service.redis.aclose()


async def test_scrapes_within_the_refresh_interval_cost_redis_nothing(
        metrics_app: Callable[[], httpx.AsyncClient], redis_client: aioredis.Redis) -> None:
    async with metrics_app() as http:
        await redis_client.config_resetstat()
        first = await http.get("/metrics")
        assert first.status_code == 200 and 'rollgate_jobs{state="queued"} 100.0' in first.text
        assert await commands_run(redis_client) > 300  # three per job: what each scrape cost before the cache
        await redis_client.config_resetstat()
        for _ in range(5):
            assert (await http.get("/metrics")).status_code == 200
        assert await commands_run(redis_client) == 0


async def test_concurrent_scrapes_share_one_refresh(
        metrics_app: Callable[[], httpx.AsyncClient], redis_client: aioredis.Redis) -> None:
    async with metrics_app() as http:
        await redis_client.config_resetstat()
        await http.get("/metrics")
        one_refresh = await commands_run(redis_client)
    async with metrics_app() as http:  # a cold cache, asked eight times at once
        await redis_client.config_resetstat()
        responses = await asyncio.gather(*(http.get("/metrics") for _ in range(8)))
        assert all(r.status_code == 200 for r in responses)
        assert await commands_run(redis_client) == one_refresh


@pytest.mark.parametrize("elapsed_s, refreshes", [
    pytest.param(4.9, 1, id="within-the-interval"),
    pytest.param(5.0, 2, id="interval-over"),
])
async def test_a_refresh_runs_again_once_the_interval_is_over(elapsed_s: float, refreshes: int) -> None:
    now, calls = [100.0], []

    async def refresh() -> None:
        calls.append(now[0])
        await asyncio.sleep(0)

    cached = metrics.CachedRefresh(refresh, 5.0, clock=lambda: now[0])
    await asyncio.gather(cached(), cached(), cached())
    now[0] += elapsed_s
    await cached()
    assert len(calls) == refreshes


async def test_the_first_scrape_refreshes_on_a_machine_booted_a_moment_ago() -> None:
    """The monotonic clock counts from boot: at 1 s of uptime a cache never refreshed refreshes
    (never refreshed is not "refreshed at time 0", which would be within the 5 s interval)."""
    calls: list[float] = []

    async def refresh() -> None:
        calls.append(1.0)

    await metrics.CachedRefresh(refresh, 5.0, clock=lambda: 1.0)()
    assert len(calls) == 1
