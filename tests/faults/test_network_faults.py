"""Latency, resets and black-holed connections between the runner's pool and a worker, through a
real fault-injecting TCP proxy: every call is bounded by its timeout, a failed one is retried on
the other worker within the pool's bound, and no episode hangs: it completes on the other
worker or ends as infra_error within the call timeout times the attempts."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

import pytest
from rollgate import EpisodeStatus, JobSpec

from sandboxes.host.config import SandboxConfig
from sandboxes.host.session import EnvSession, open_session
from services.agents import get_agent
from services.common.store import EpisodeRef
from services.inference.pool import InferenceUnavailable, WorkerPool
from services.runner.episode import Episode, EpisodeDeps, wait_for_closing
from tests.doubles import CharTokenizer
from tests.faults.fault_proxy import Fault, FaultProxy
from tests.faults.fault_workers import ANSWER, HTTPWorker, completion_body

CALL_TIMEOUT_S = 1.0
SLACK_S = 10.0  # scheduling on a loaded machine; far below a hang (a trickled answer takes over 60 s)


@pytest.fixture
async def faulty() -> AsyncIterator[FaultProxy]:
    """A worker behind a fault proxy (no fault until a test sets one)."""
    async with HTTPWorker(completion_body()) as worker, FaultProxy(worker.url.removeprefix("http://")) as proxy:
        yield proxy


@pytest.fixture
async def direct() -> AsyncIterator[HTTPWorker]:
    async with HTTPWorker(completion_body()) as worker:
        yield worker


async def pool_of(*urls: str) -> WorkerPool:
    """Healthy pool over `urls`, the first of them routed to first."""
    pool = WorkerPool(list(urls), retries=2, backoff_s=0.01, health_timeout_s=SLACK_S)
    await pool.refresh()
    assert all(w.routable for w in pool.workers.values())
    for url in urls[1:]:
        pool.workers[url].outstanding = 1
    return pool


TRICKLE_BYTE_S = CALL_TIMEOUT_S / 5  # each read well within the timeout, the answer far past it
BROKEN = [pytest.param(Fault.RESET, id="reset"), pytest.param(Fault.BLACKHOLE, id="blackhole"),
          pytest.param(Fault.TRICKLE, id="trickle")]


@pytest.mark.parametrize("fault", BROKEN)
async def test_a_broken_connection_fails_over_within_the_call_timeout(fault: Fault, faulty: FaultProxy,
                                                                     direct: HTTPWorker) -> None:
    pool = await pool_of(faulty.url, direct.url)
    faulty.fault, faulty.delay_s = fault, TRICKLE_BYTE_S
    started = time.monotonic()
    try:
        completion = await asyncio.wait_for(pool.generate("e", [1, 2], {}, CALL_TIMEOUT_S), CALL_TIMEOUT_S + SLACK_S)
    finally:
        await pool.aclose()
    assert time.monotonic() - started < CALL_TIMEOUT_S + SLACK_S
    assert completion.worker == direct.url and completion.text == ANSWER
    assert faulty.hit.is_set() and direct.calls == 1
    assert pool.workers[faulty.url].errors == 1


async def test_latency_within_the_timeout_is_no_failure(faulty: FaultProxy, direct: HTTPWorker) -> None:
    pool = await pool_of(faulty.url, direct.url)
    faulty.fault, faulty.delay_s = Fault.DELAY, CALL_TIMEOUT_S / 5
    try:
        completion = await pool.generate("e", [1, 2], {}, CALL_TIMEOUT_S)
    finally:
        await pool.aclose()
    assert completion.worker == faulty.url and direct.calls == 0
    assert pool.workers[faulty.url].errors == 0


async def test_latency_past_the_timeout_fails_over(faulty: FaultProxy, direct: HTTPWorker) -> None:
    pool = await pool_of(faulty.url, direct.url)
    faulty.fault, faulty.delay_s = Fault.DELAY, 60.0
    try:
        completion = await asyncio.wait_for(pool.generate("e", [1, 2], {}, CALL_TIMEOUT_S), CALL_TIMEOUT_S + SLACK_S)
    finally:
        await pool.aclose()
    assert completion.worker == direct.url and pool.workers[faulty.url].errors == 1


@pytest.fixture
async def two_faulty(faulty: FaultProxy) -> AsyncIterator[tuple[FaultProxy, FaultProxy]]:
    async with HTTPWorker(completion_body()) as worker, FaultProxy(worker.url.removeprefix("http://")) as other:
        yield faulty, other


@pytest.mark.parametrize(("fault", "delay_s"), [pytest.param(Fault.BLACKHOLE, 0.0, id="blackhole"),
                                                  pytest.param(Fault.DELAY, 60.0, id="delay"),
                                                  pytest.param(Fault.TRICKLE, TRICKLE_BYTE_S, id="trickle")])
async def test_every_worker_silent_fails_after_bounded_attempts(fault: Fault, delay_s: float,
                                                                two_faulty: tuple[FaultProxy, FaultProxy]) -> None:
    pool = await pool_of(*(proxy.url for proxy in two_faulty))
    for proxy in two_faulty:
        proxy.fault, proxy.delay_s = fault, delay_s
    attempts = pool.retries + 1
    started = time.monotonic()
    try:
        with pytest.raises(InferenceUnavailable, match="Timeout"):
            await asyncio.wait_for(pool.generate("e", [1, 2], {}, CALL_TIMEOUT_S), attempts * CALL_TIMEOUT_S + SLACK_S)
    finally:
        await pool.aclose()
    assert attempts * CALL_TIMEOUT_S <= time.monotonic() - started + 0.05
    assert sum(worker.errors for worker in pool.workers.values()) == attempts
    assert all(worker.errors for worker in pool.workers.values())  # retried on the other worker


async def play(pool: WorkerPool) -> Episode:
    async def session(env: str, timeout_s: float) -> EnvSession:
        return await open_session(env, "inprocess", timeout_s=timeout_s, config=SandboxConfig(allow_unsandboxed=True))

    async def never_cancelled(job_id: str) -> bool:
        return False

    deps = EpisodeDeps(pool=pool, tokenizer=CharTokenizer(), open_session=session,  # type: ignore[arg-type]
                       is_cancelled=never_cancelled)
    spec = JobSpec(env="countdown", tasks=["train-000000"], max_turns=3, env_options={"multi_turn": True},
                   timeouts={"generate_s": CALL_TIMEOUT_S})
    return Episode(EpisodeRef("job-1", 0, 0, time.time()), spec, get_agent("countdown"), deps)


async def test_an_episode_whose_worker_goes_dark_mid_episode_finishes_on_the_other(
        faulty: FaultProxy, direct: HTTPWorker) -> None:
    """Turn 1 on the proxied worker, which is black-holed once it has answered: the next turns
    move to the other worker after one call timeout; the episode counts."""
    pool = await pool_of(faulty.url, direct.url)
    episode = await play(pool)

    async def go_dark_after_first_turn() -> None:
        while not episode.steps:
            await asyncio.sleep(0)  # a yield to the episode's task, not a timed wait
        faulty.fault = Fault.BLACKHOLE

    saboteur = asyncio.create_task(go_dark_after_first_turn())
    try:
        trajectory = await asyncio.wait_for(episode.run(), 3 * CALL_TIMEOUT_S + SLACK_S)
    finally:
        saboteur.cancel()
        await pool.aclose()
        await wait_for_closing()
    assert trajectory.status.usable, (trajectory.status, trajectory.status_reason)
    workers = [step.worker for step in trajectory.steps if step.token_end > step.token_start]
    assert len(workers) >= 2 and workers[0] == faulty.url and set(workers[1:]) == {direct.url}
    assert faulty.requests_hit == 1


@pytest.mark.parametrize("fault", BROKEN)
async def test_an_episode_with_every_worker_unreachable_ends_infra_error_in_bounded_time(
        fault: Fault, two_faulty: tuple[FaultProxy, FaultProxy]) -> None:
    pool = await pool_of(*(proxy.url for proxy in two_faulty))
    for proxy in two_faulty:
        proxy.fault, proxy.delay_s = fault, TRICKLE_BYTE_S
    bound = (pool.retries + 1) * CALL_TIMEOUT_S + SLACK_S
    try:
        trajectory = await asyncio.wait_for((await play(pool)).run(), bound)
    finally:
        await pool.aclose()
        await wait_for_closing()
    assert trajectory.status == EpisodeStatus.INFRA_ERROR, trajectory.status_reason
    assert trajectory.status_reason.startswith("llm: inference failed after 3 attempts")
    assert trajectory.reward == 0.0 and trajectory.steps == []
    assert sum(worker.errors for worker in pool.workers.values()) == pool.retries + 1
