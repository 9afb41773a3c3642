"""Routing decisions of the worker pool: sticky per episode, least outstanding otherwise."""

from __future__ import annotations

import pytest

from services.inference.pool import InferenceUnavailable, WorkerPool


@pytest.fixture
async def pool() -> WorkerPool:
    pool = WorkerPool(["http://w0", "http://w1"])
    for worker in pool.workers.values():
        worker.healthy = True
    yield pool
    await pool.aclose()


async def test_least_outstanding_then_sticky(pool: WorkerPool) -> None:
    pool.workers["http://w0"].outstanding = 3
    assert pool.route("episode-a").url == "http://w1"
    pool.workers["http://w1"].outstanding = 10
    assert pool.route("episode-a").url == "http://w1"  # sticky while healthy
    assert pool.route("episode-b").url == "http://w0"


async def test_unhealthy_or_quarantined_workers_are_skipped(pool: WorkerPool) -> None:
    assert pool.route("episode-a").url in pool.workers
    sticky = pool.workers[pool.route("episode-a").url]
    sticky.healthy = False
    other = pool.route("episode-a")
    assert other.url != sticky.url
    other.quarantined = "failed to load v3"
    with pytest.raises(InferenceUnavailable):
        pool.route("episode-a")
