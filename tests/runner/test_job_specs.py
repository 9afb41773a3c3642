"""The runner reads a job's spec once, however many of its episodes start at once (`JobSpecs`), over real
Redis: the episodes of a new job reach an idle runner together, and each reading the spec itself
once held hundreds of copies of it at once (bench/HISTORY.md, the soak)."""

from __future__ import annotations

import asyncio

import pytest
import redis.asyncio as aioredis
from rollgate import JobSpec
from test_runner_outcomes import DEADLINE_S, ENV, trajectories
from test_runner_outcomes import runner as one_slot_runner

from services.common.errors import NotFound
from services.common.keys import Keys
from services.common.store import JobStore
from services.runner.consumer import JobSpecs
from services.runner.episode import EpisodeDeps
from services.runner.stages import Stages

SLOTS = 64


class CountingStore(JobStore):
    """The real store, counting its spec reads."""

    admissions = 0

    async def get_admission(self, job_id: str) -> tuple[JobSpec, int]:
        self.admissions += 1
        return await super().get_admission(job_id)


async def hmgets(redis: aioredis.Redis) -> int:
    stats = await redis.info("commandstats")
    return int(stats.get("cmdstat_hmget", {}).get("calls", 0))


async def test_a_runners_episodes_starting_at_once_read_their_jobs_spec_once(redis_client: aioredis.Redis) -> None:
    consumer = one_slot_runner(redis_client)
    store = CountingStore(redis_client, Keys(consumer.settings.namespace), 3600.0)
    consumer.store = consumer.specs.store = store
    consumer.deps = EpisodeDeps(**{**vars(consumer.deps), "stages": Stages.single(SLOTS)})
    job, _ = await store.create_job(JobSpec(env=ENV, tasks=[f"t{i}" for i in range(SLOTS // 4)], group_size=4,
                                            max_turns=1))

    stop = asyncio.Event()
    running = asyncio.create_task(consumer.run(stop))
    try:
        played = await asyncio.wait_for(trajectories(store, job.id, SLOTS), DEADLINE_S)
    finally:
        stop.set()
        await asyncio.wait_for(running, DEADLINE_S)

    assert len(played) == SLOTS
    assert store.admissions == 1


async def test_concurrent_reads_of_a_spec_are_one_redis_read(redis_client: aioredis.Redis) -> None:
    store = JobStore(redis_client, Keys("specs"), 3600.0)
    job, _ = await store.create_job(JobSpec(env=ENV, tasks=["a", "b"]))
    specs = JobSpecs(store)
    await redis_client.config_resetstat()

    read = await asyncio.gather(*(specs.get(job.id) for _ in range(100)))

    assert await hmgets(redis_client) == 1
    assert all(spec is read[0][0] for spec, _ in read) and read[0][0].tasks == job.spec.tasks
    await specs.get(job.id)
    assert await hmgets(redis_client) == 1  # held


async def test_a_failed_read_fails_its_callers_and_is_not_held(redis_client: aioredis.Redis) -> None:
    specs = JobSpecs(JobStore(redis_client, Keys("specs"), 3600.0))
    await redis_client.config_resetstat()

    failed = await asyncio.gather(*(specs.get("no-such-job") for _ in range(10)), return_exceptions=True)

    assert all(isinstance(error, NotFound) for error in failed)
    assert "no-such-job" not in specs
    with pytest.raises(NotFound):
        await specs.get("no-such-job")
    assert await hmgets(redis_client) == 2  # read again, not the failure remembered


async def test_a_cancelled_caller_leaves_the_read_to_the_others(redis_client: aioredis.Redis) -> None:
    store = JobStore(redis_client, Keys("specs"), 3600.0)
    job, _ = await store.create_job(JobSpec(env=ENV, tasks=["a"]))
    specs = JobSpecs(store)
    first, second = asyncio.create_task(specs.get(job.id)), asyncio.create_task(specs.get(job.id))
    await asyncio.sleep(0)  # both waiting on the one read
    first.cancel()

    spec, _ = await asyncio.wait_for(second, DEADLINE_S)

    assert spec.tasks == job.spec.tasks
    assert first.cancelled()


async def test_idle_specs_beyond_max_idle_tasks_are_dropped_least_recently_used_first(
        redis_client: aioredis.Redis) -> None:
    store = JobStore(redis_client, Keys("specs"), 3600.0)
    a, b, c = [(await store.create_job(JobSpec(env=ENV, tasks=["x", "y"])))[0].id for _ in range(3)]
    big = (await store.create_job(JobSpec(env=ENV, tasks=["x", "y", "z", "w", "v"])))[0].id
    specs = JobSpecs(store, max_idle_tasks=4)

    async with specs.hold(big):
        for job_id in (a, b, a, c):
            async with specs.hold(job_id):
                pass
        # b: the least recently used; big: in use, whatever its size
        assert [job_id in specs for job_id in (a, b, c, big)] == [True, False, True, True]

    assert [job_id in specs for job_id in (a, c, big)] == [False, False, True]  # the last released stays


async def test_a_runner_holds_no_spec_of_a_finished_job_beyond_its_idle_bound(redis_client: aioredis.Redis) -> None:
    consumer = one_slot_runner(redis_client)
    consumer.specs.max_idle_tasks = 0
    jobs = [(await consumer.store.create_job(JobSpec(env=ENV, tasks=["completed"], max_turns=1)))[0].id
            for _ in range(3)]

    stop = asyncio.Event()
    running = asyncio.create_task(consumer.run(stop))
    try:
        await asyncio.wait_for(asyncio.gather(*(trajectories(consumer.store, job, 1) for job in jobs)), DEADLINE_S)
    finally:
        stop.set()
        await asyncio.wait_for(running, DEADLINE_S)

    assert sum(job in consumer.specs for job in jobs) == 1  # only the last released
