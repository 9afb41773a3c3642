"""Routing decisions of the worker pool: sticky per episode, least outstanding otherwise."""

from __future__ import annotations

import asyncio

import pytest

from services.inference.pool import Adapter, InferenceUnavailable, Worker, WorkerPool


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


async def test_one_failed_call_does_not_eject_the_only_worker(pool: WorkerPool) -> None:
    worker = pool.workers["http://w0"]
    pool._fail(worker, "episode-a", RuntimeError("connection reset"))
    assert worker.routable
    pool._fail(worker, "episode-a", RuntimeError("connection reset"))
    pool._fail(worker, "episode-a", RuntimeError("connection reset"))
    assert not worker.routable


async def test_a_lora_policy_routes_only_to_workers_serving_its_adapter(pool: WorkerPool) -> None:
    pool.adapter = Adapter("rollgate-v3", 3)
    pool.workers["http://w0"].adapters = frozenset({"rollgate-v2", "rollgate-v3"})
    pool.workers["http://w1"].adapters = frozenset({"rollgate-v2"})
    pool.workers["http://w0"].outstanding = 5
    assert [pool.route(f"episode-{i}").url for i in range(3)] == ["http://w0"] * 3
    pool.workers["http://w0"].healthy = False
    with pytest.raises(InferenceUnavailable, match="serving LoRA adapter rollgate-v3"):
        pool.route("episode-0")


async def test_reads_share_one_health_sweep_until_it_is_too_old(pool: WorkerPool,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[str] = []

    async def check(worker: Worker) -> None:
        checked.append(worker.url)
        await asyncio.sleep(0)  # let the concurrent callers arrive while the sweep runs

    monkeypatch.setattr(pool, "_check", check)
    await asyncio.gather(*(pool.refresh(max_age_s=60) for _ in range(5)))
    await pool.refresh(max_age_s=60)
    assert sorted(checked) == ["http://w0", "http://w1"]  # one sweep served all six reads
    pool.invalidate()
    await pool.refresh(max_age_s=60)
    await pool.refresh()  # no max age: always a sweep
    assert len(checked) == 6


async def test_the_first_read_sweeps_on_a_machine_booted_a_moment_ago(pool: WorkerPool,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The monotonic clock counts from boot: at 5 s of uptime a pool that never swept sweeps for a
    read with `max_age_s` of 60 (never swept is not "swept at time 0")."""
    checked: list[str] = []

    async def check(worker: Worker) -> None:
        checked.append(worker.url)

    monkeypatch.setattr(pool, "_check", check)
    monkeypatch.setattr("services.inference.pool.time.monotonic", lambda: 5.0)
    await pool.refresh(max_age_s=60)
    assert sorted(checked) == ["http://w0", "http://w1"]


async def test_a_missed_health_check_does_not_eject_a_busy_worker() -> None:
    """A worker too busy to answer one health check in time stays routable; three in a row eject it."""
    import httpx

    async def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("busy", request=request)

    pool = WorkerPool(["http://w0"])
    worker = pool.workers["http://w0"]
    worker.healthy = True
    pool._http = httpx.AsyncClient(transport=httpx.MockTransport(slow))
    await pool._check(worker)
    await pool._check(worker)
    assert worker.routable
    await pool._check(worker)
    await pool.aclose()
    assert not worker.routable


async def test_a_call_waits_for_an_ejected_worker_to_pass_a_health_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """The only worker, ejected (a loaded host missed its checks): a call waits for the next health
    sweep to bring it back instead of failing its episode at once with no healthy worker."""
    import httpx

    pool = WorkerPool(["http://w0"])
    worker = pool.workers["http://w0"]
    worker.healthy, worker.failures_in_row = False, 3
    checks, recovers = 0, True

    async def check(checked: Worker) -> None:
        nonlocal checks
        checks += 1
        checked.healthy = recovers and checks >= 2  # the second sweep finds it well

    async def complete(request: httpx.Request) -> httpx.Response:
        body = {"choices": [{"token_ids": [7], "logprobs": {"token_logprobs": [-0.1]}, "text": "a",
                             "finish_reason": "length"}]}
        return httpx.Response(200, json=body)

    monkeypatch.setattr(pool, "_check", check)
    monkeypatch.setattr("services.inference.pool.ROUTE_RECHECK_S", 0.01)
    pool._http = httpx.AsyncClient(transport=httpx.MockTransport(complete))
    completion = await pool.generate("episode-a", [1, 2], {}, timeout_s=30.0)
    assert completion.token_ids == [7] and checks == 2
    worker.healthy, recovers = False, False
    with pytest.raises(InferenceUnavailable):  # a worker that stays down still fails the call in its time
        await pool.generate("episode-b", [1, 2], {}, timeout_s=0.05)
    await pool.aclose()
