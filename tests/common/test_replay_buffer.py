"""A lineage's replay buffer on a real Redis, fed by the real commit and ack paths: which acknowledged
groups it keeps (those with a reward spread, of a job whose draw names a lineage), how a pull with
`replay` serves them (once, newest first, marked with their age, as first pulled), its bounds (the
cap, the age cap, a job that expired), and owners kept apart."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis
from redis.crc import key_slot
from rollgate import Group, JobSpec, Trajectory

from services.common.errors import InvalidArgument
from services.common.keys import Keys, group_id, trajectory_id
from services.common.store import JobStore
from services.common.task_stats import TaskStatsLimits

OWNER = "alice"
LINEAGE = "run-1"
SPREAD, FLAT = [1.0, 0.0], [1.0, 1.0]


@pytest.fixture
def keys() -> Keys:
    return Keys("rgreplay")


def make_store(redis_client: aioredis.Redis, keys: Keys, replay_groups: int = 64) -> JobStore:
    return JobStore(redis_client, keys, retention_s=3600.0, task_stats=TaskStatsLimits(ttl_s=600),
                    replay_groups=replay_groups)


@pytest.fixture
def store(redis_client: aioredis.Redis, keys: Keys) -> JobStore:
    return make_store(redis_client, keys)


async def submit(store: JobStore, tasks: int = 1, lineage: str = LINEAGE, owner: str = OWNER) -> str:
    """A job as the gateway stores a drawn one: its draw beside the tasks it drew."""
    await store.ensure_consumer_group()
    task_ids = [f"train-{i:06d}" for i in range(tasks)]
    draw = {"split": "train", "count": tasks, "lineage": lineage} if lineage else None
    spec = JobSpec.model_validate({"env": "countdown", "tasks": task_ids, "draw": draw, "group_size": 2})
    job, _ = await store.create_job(spec, owner)
    return job.id


async def play(store: JobStore, job_id: str, task: int, rewards: list[float], version: int = 0) -> None:
    """Commit one group's episodes as a runner would, sampled at policy `version`."""
    for sample, reward in enumerate(rewards):
        await store.commit(Trajectory(
            id=trajectory_id(job_id, task, sample), job_id=job_id, task_id=f"train-{task:06d}",
            group_id=group_id(job_id, task), sample_index=sample, env="countdown", seed=1, reward=reward,
            policy_version_min=version, policy_version_max=version, token_ids=[7, 8], loss_mask=[0, 1],
            logprobs=[0.0, -0.5 - sample]), len(rewards))


async def played(store: JobStore, rewards: list[float], version: int = 0, lineage: str = LINEAGE,
                 owner: str = OWNER) -> Group:
    """A one-group job played, pulled and acknowledged: the group as the trainer first pulled it."""
    job_id = await submit(store, lineage=lineage, owner=owner)
    await play(store, job_id, 0, rewards, version)
    [group] = await store.pull(job_id, 1, 0, 60.0)
    assert await store.ack(job_id, [group.id]) == 1
    return group


async def set_version(redis_client: aioredis.Redis, keys: Keys, version: int) -> None:
    await redis_client.set(keys.policy_version, version)


async def replayed(store: JobStore, count: int, max_age: int | None = None, owner: str = OWNER) -> list[Group]:
    """What a pull of a fresh job of the lineage (none of its own groups complete) replays."""
    return await store.pull(await submit(store, owner=owner), 1, 0, 60.0, replay=count, replay_max_age=max_age)


async def held(store: JobStore, group: Group) -> list[str | None]:
    return await store.raw_trajectories(group.job_id, [t.id for t in group.trajectories])


async def test_a_spread_group_acknowledged_is_served_once_more_marked_with_its_age(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    first = await played(store, SPREAD, version=2)
    await set_version(redis_client, keys, 5)
    job_id = await submit(store, tasks=2)
    await play(store, job_id, 1, FLAT, version=5)

    groups = await store.pull(job_id, 4, 0, 60.0, replay=4)
    assert [(g.id, g.replay_age) for g in groups] == [(group_id(job_id, 1), None), (first.id, 3)]  # fresh first
    assert groups[1] == first.model_copy(update={"replay_age": 3})  # the trajectories as first pulled
    assert await store.pull(job_id, 4, 0, 60.0, replay=4) == []  # served once
    assert await held(store, first) == ["", ""]  # dropped once served
    assert await store.ack(first.job_id, [first.id]) == 0  # acknowledging it again does nothing


@pytest.mark.parametrize(("rewards", "lineage", "replay_groups"), [
    pytest.param(FLAT, LINEAGE, 64, id="no-spread"),
    pytest.param(SPREAD, "", 64, id="no-lineage"),
    pytest.param(SPREAD, LINEAGE, 0, id="buffer-off"),
])
async def test_a_group_without_spread_lineage_or_buffer_is_dropped_at_its_ack(
        redis_client: aioredis.Redis, keys: Keys, rewards: list[float], lineage: str, replay_groups: int) -> None:
    store = make_store(redis_client, keys, replay_groups)
    group = await played(store, rewards, lineage=lineage)
    assert group.spread == (rewards == SPREAD)
    assert await held(store, group) == ["", ""]
    assert await redis_client.exists(keys.lineage(OWNER, LINEAGE).replay) == 0
    assert await replayed(store, 4) == []


async def test_the_cap_evicts_the_oldest_and_drops_their_trajectories(
        redis_client: aioredis.Redis, keys: Keys) -> None:
    store = make_store(redis_client, keys, replay_groups=2)
    groups = [await played(store, SPREAD, version=version) for version in (3, 1, 2)]
    assert [all(await held(store, group)) for group in groups] == [True, False, True]  # version 1 evicted

    await set_version(redis_client, keys, 4)
    assert [(g.id, g.replay_age) for g in await replayed(store, 5)] == [(groups[0].id, 1), (groups[2].id, 2)]


async def test_groups_past_the_age_cap_are_dropped_and_the_rest_served_newest_first(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    old, middle, new = [await played(store, SPREAD, version=version) for version in (1, 4, 5)]
    await set_version(redis_client, keys, 6)
    assert [(g.id, g.replay_age) for g in await replayed(store, 1, max_age=2)] == [(new.id, 1)]
    assert await held(store, old) == ["", ""]  # too old for that pull: dropped, never served later
    assert [(g.id, g.replay_age) for g in await replayed(store, 5)] == [(middle.id, 2)]


async def test_a_group_whose_job_expired_is_passed_over_and_forgotten(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    kept = await played(store, SPREAD, version=1)
    expired = await played(store, SPREAD, version=2)
    await redis_client.delete(*keys.job(expired.job_id).all())  # its retention ended

    assert [g.id for g in await replayed(store, 1)] == [kept.id]  # the newest was gone: the next one instead
    assert await redis_client.exists(keys.lineage(OWNER, LINEAGE).replay) == 0
    assert await redis_client.exists(keys.job(expired.job_id).trajectories) == 0  # not written again


async def test_a_pull_replays_only_its_jobs_owners_lineage(store: JobStore) -> None:
    alices = await played(store, SPREAD)
    assert await replayed(store, 4, owner="bob") == []  # bob's run-1 is another lineage
    assert [g.id for g in await replayed(store, 4)] == [alices.id]


async def test_replay_from_a_job_without_a_lineage_is_refused_before_anything_is_leased(store: JobStore) -> None:
    job_id = await submit(store, lineage="")
    await play(store, job_id, 0, SPREAD)
    with pytest.raises(InvalidArgument) as caught:
        await store.pull(job_id, 1, 0, 60.0, replay=1)
    assert caught.value.field == "replay"
    assert len(await store.pull(job_id, 1, 0, 60.0)) == 1  # still ready


async def test_the_buffer_is_in_its_lineages_slot_and_expires_with_the_lineages_ttl(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    await played(store, SPREAD)
    lineage = keys.lineage(OWNER, LINEAGE)
    assert 500_000 < await redis_client.pttl(lineage.replay) <= 600_000
    assert key_slot(lineage.replay.encode()) == key_slot(lineage.meta.encode())
