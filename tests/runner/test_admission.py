"""Staleness admission before a runner slot: an episode the bound does not admit yet waits parked
in Redis, not in a slot, so a job that cannot advance never stops another's episodes; a push
releases it, and its wait is bounded (staleness_max_wait_s, then `timeout`).

A real Redis and the real Runner with one slot; only the episode's sandbox is refused (every
played episode ends at once as env_error), so what is measured is which episodes get played.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any, cast

import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, JobSpec, Trajectory

from services.common.keys import Keys, trajectory_id
from services.common.settings import Settings
from services.common.store import JobStore
from services.inference.pool import WorkerPool
from services.runner.consumer import CancelFlags, Runner
from services.runner.episode import EpisodeDeps, EpisodeEnded
from services.runner.policy_watch import PolicyVersionWatch

DEADLINE_S = 60.0  # a bound on waiting for an outcome, never a synchronisation


class _NoWorkers:
    """The slice of a WorkerPool an episode touches when its sandbox is refused."""

    def release(self, episode_id: str) -> None:
        pass


async def _refuse_sandbox(env: str, timeout_s: float) -> Any:
    raise EpisodeEnded(EpisodeStatus.ENV_ERROR, "no sandbox in this test")


async def _never_cancelled(job_id: str) -> bool:
    return False


@pytest.fixture
def keys() -> Keys:
    return Keys("rgadmission")


@pytest.fixture
def store(redis_client: aioredis.Redis, keys: Keys) -> JobStore:
    return JobStore(redis_client, keys, retention_s=3600)


@asynccontextmanager
async def running(store: JobStore, **settings: Any) -> AsyncIterator[Runner]:
    """One runner with one slot, consuming until the block ends."""
    config = Settings(runner_concurrency=1, **settings)
    deps = EpisodeDeps(pool=cast(WorkerPool, _NoWorkers()), tokenizer=cast(Any, None),
                       open_session=_refuse_sandbox, is_cancelled=_never_cancelled)
    runner = Runner(config, store, deps, "runner-1", CancelFlags(store, config.cancel_check_s),
                    PolicyVersionWatch(store.redis, store.keys))
    stop = asyncio.Event()
    task = asyncio.create_task(runner.run(stop))
    try:
        yield runner
    finally:
        stop.set()
        await task


async def wait_for(store: JobStore, job_id: str, done: Callable[[list[dict[str, str]]], bool]) -> None:
    """Follow the job's event stream until `done(events so far)`, within DEADLINE_S."""
    seen: list[dict[str, str]] = []
    last = "0"
    async with asyncio.timeout(DEADLINE_S):
        while not done(seen):
            reply = await store.redis.xread({store.keys.job(job_id).events: last}, block=1000)
            for _stream, entries in reply or []:
                for entry_id, fields in entries:
                    last = entry_id
                    seen.append(fields)


def finished(*episode_ids: str) -> Callable[[list[dict[str, str]]], bool]:
    return lambda events: set(episode_ids) <= {e.get("episode_id") for e in events if e["type"] == "episode_finished"}


def job_finished(events: list[dict[str, str]]) -> bool:
    return any(e["type"] == "job_finished" for e in events)


def bounded(tasks: int, **fields: Any) -> JobSpec:
    """A job whose group k needs policy version k: max_staleness 0, one group per step."""
    return JobSpec(env="countdown", tasks=[f"train-{i:06d}" for i in range(tasks)], max_staleness=0,
                   groups_per_step=1, **fields)


async def trajectory(store: JobStore, job_id: str, task: int) -> Trajectory | None:
    raw = await store.redis.hget(store.keys.job(job_id).trajectories, trajectory_id(job_id, task, 0))
    return Trajectory.model_validate_json(raw) if raw else None


async def test_a_job_waiting_on_the_staleness_bound_does_not_stop_another(store: JobStore) -> None:
    """max_staleness 0 and priority 9, no push coming: its later groups wait, the other job plays."""
    stuck, _ = await store.create_job(bounded(3, priority=9))
    other, _ = await store.create_job(JobSpec(env="countdown", tasks=["train-000100", "train-000101"]))

    async with running(store):
        await wait_for(store, other.id, job_finished)
        await wait_for(store, stuck.id, finished(trajectory_id(stuck.id, 0, 0)))

    assert (await store.get_job(other.id)).counts["queued"] == 0
    assert [await trajectory(store, stuck.id, task) is None for task in range(3)] == [False, True, True]
    assert await store.redis.zcard(store.keys.parked) == 2  # waiting in Redis, not in a runner slot


async def test_a_push_releases_the_parked_episodes_it_admits(store: JobStore) -> None:
    job, _ = await store.create_job(bounded(3))
    async with running(store):
        await wait_for(store, job.id, finished(trajectory_id(job.id, 0, 0)))
        await store.redis.set(store.keys.policy_version, 1)
        await store.redis.publish(store.keys.policy_events, "pushed")
        await wait_for(store, job.id, finished(trajectory_id(job.id, 1, 0)))
        assert await trajectory(store, job.id, 2) is None  # version 1 admits group 1, not group 2
        await store.redis.set(store.keys.policy_version, 2)
        await store.redis.publish(store.keys.policy_events, "pushed")
        await wait_for(store, job.id, job_finished)

    assert {t.status for t in [await trajectory(store, job.id, task) for task in range(3)] if t} == {
        EpisodeStatus.ENV_ERROR}


async def test_the_wait_is_bounded_then_the_episode_ends_as_timeout(store: JobStore) -> None:
    """staleness_max_wait_s 0: the episodes no push admits end at once as timeout, unplayed."""
    job, _ = await store.create_job(bounded(3))
    async with running(store, staleness_max_wait_s=0):
        await wait_for(store, job.id, job_finished)

    played, *waited = [await trajectory(store, job.id, task) for task in range(3)]
    assert played is not None and played.status == EpisodeStatus.ENV_ERROR
    assert [(t.status, "staleness_max_wait_s" in t.status_reason) for t in waited if t] == [
        (EpisodeStatus.TIMEOUT, True), (EpisodeStatus.TIMEOUT, True)]
    events = await store.redis.xrange(store.keys.job(job.id).events)
    assert [f["episode_id"] for _, f in events if f["type"] == "episode_started"] == [trajectory_id(job.id, 0, 0)]
