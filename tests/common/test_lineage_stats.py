"""A lineage's task statistics on a real Redis, written by the real commit path (JobStore.commit,
as a runner commits): what one group adds, what is left out, the bounds (tasks per lineage, groups
per task, TTL), owners kept apart, and the keys of one lineage in one Cluster slot."""

from __future__ import annotations

import pytest
import redis.asyncio as aioredis
from redis.crc import key_slot
from rollgate import EpisodeStatus, JobSpec, TaskGroupOutcome, Trajectory

from services.common.errors import InvalidArgument, NotFound
from services.common.keys import Keys, group_id, trajectory_id
from services.common.store import JobStore
from services.common.task_stats import TaskStatsLimits

OWNER = "alice"
LINEAGE = "run-1"


@pytest.fixture
def keys() -> Keys:
    return Keys("rgstats")


@pytest.fixture
def store(redis_client: aioredis.Redis, keys: Keys) -> JobStore:
    return JobStore(redis_client, keys, retention_s=3600.0, task_stats=TaskStatsLimits(tasks=3, recent=2, ttl_s=600))


async def submit(store: JobStore, tasks: list[str], group_size: int, lineage: str = LINEAGE,
                 owner: str = OWNER) -> str:
    """A job as the gateway stores a drawn one: its draw beside the tasks it drew."""
    await store.ensure_consumer_group()
    draw = {"split": "train", "count": len(tasks), "lineage": lineage} if lineage else None
    spec = JobSpec.model_validate({"env": "countdown", "tasks": tasks, "draw": draw, "group_size": group_size})
    job, _ = await store.create_job(spec, owner)
    return job.id


async def play(store: JobStore, job_id: str, task: int, task_id: str, rewards: list[float],
               statuses: list[EpisodeStatus] | None = None, version: int = 0) -> None:
    """Commit one group's episodes as a runner would, one by one."""
    for sample, reward in enumerate(rewards):
        status = statuses[sample] if statuses else EpisodeStatus.COMPLETED
        assert await store.commit(Trajectory(
            id=trajectory_id(job_id, task, sample), job_id=job_id, task_id=task_id, group_id=group_id(job_id, task),
            sample_index=sample, env="countdown", seed=1, reward=reward, status=status,
            policy_version_min=version, policy_version_max=version + sample % 2), len(rewards))


async def test_each_complete_group_is_recorded_once_with_totals_and_its_latest_groups(store: JobStore) -> None:
    job_id = await submit(store, ["train-000001"], group_size=4)
    await play(store, job_id, 0, "train-000001", [1.0, 0.0, 0.5, 1.0], version=3)
    first = await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", ["train-000001"])
    again = await submit(store, ["train-000001"], group_size=4)
    await play(store, again, 0, "train-000001", [0.0, 0.0, 0.0, 0.0], version=5)
    assert not await store.commit(Trajectory(id=trajectory_id(again, 0, 0), job_id=again, task_id="train-000001",
                                             group_id=group_id(again, 0), sample_index=0, env="countdown", seed=1,
                                             reward=1.0), 4)  # a replayed commit: counted nothing twice

    task = (await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", ["train-000001"]))["train-000001"]
    assert first["train-000001"].recent == [TaskGroupOutcome(
        version=3, version_max=4, episodes=4, successes=2.5, reward_mean=0.625, spread=True,
        finished_at=first["train-000001"].updated_at)]
    assert (task.groups, task.episodes, task.successes, task.reward_mean) == (2, 8, 2.5, 2.5 / 8)
    assert (task.spread_groups, task.groups_without_spread) == (1, 1)
    assert [(g.version, g.spread, g.successes) for g in task.recent] == [(5, False, 0.0), (3, True, 2.5)]


async def test_unusable_episodes_say_nothing_of_the_task(store: JobStore) -> None:
    job_id = await submit(store, ["train-000001", "train-000002"], group_size=3)
    failed = [EpisodeStatus.INFRA_ERROR, EpisodeStatus.COMPLETED, EpisodeStatus.TIMEOUT]
    await play(store, job_id, 0, "train-000001", [0.0, 1.0, 0.0], failed)
    await play(store, job_id, 1, "train-000002", [0.0, 0.0, 0.0], [EpisodeStatus.ENV_ERROR] * 3)

    found = await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", ["train-000001", "train-000002"])
    assert list(found) == ["train-000001"]  # a group with no usable episode is left out
    assert (found["train-000001"].episodes, found["train-000001"].successes) == (1, 1.0)
    assert found["train-000001"].recent[0].spread is False  # one usable episode: no spread to learn from


async def test_rewards_outside_the_unit_interval_count_clipped_as_successes(store: JobStore) -> None:
    job_id = await submit(store, ["train-000001"], group_size=3)
    await play(store, job_id, 0, "train-000001", [2.0, -1.0, 0.25])
    task = (await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", ["train-000001"]))["train-000001"]
    assert (task.successes, task.reward_mean) == (1.25, pytest.approx(1.25 / 3))


async def test_a_job_without_a_lineage_records_nothing(store: JobStore, redis_client: aioredis.Redis) -> None:
    job_id = await submit(store, ["train-000001"], group_size=2, lineage="")
    await play(store, job_id, 0, "train-000001", [1.0, 0.0])
    assert await redis_client.keys("rgstats:{lineage:*") == []


async def test_a_lineage_keeps_its_most_recently_updated_tasks_and_latest_groups(store: JobStore) -> None:
    tasks = [f"train-{i:06d}" for i in range(4)]
    job_id = await submit(store, [tasks[0]] * 3 + tasks[1:], group_size=2)
    for group in range(3):  # train-000000 three times: its two latest kept, its totals over all three
        await play(store, job_id, group, tasks[0], [float(group), 0.0])
    for index, task_id in enumerate(tasks[1:], start=3):  # the cap is 3: train-000000 goes first
        await play(store, job_id, index, task_id, [1.0, 1.0])

    page = await store.task_stats.page(OWNER, LINEAGE)
    assert [t.task_id for t in page.tasks] == ["train-000003", "train-000002", "train-000001"]
    assert (page.tasks_total, page.groups) == (3, 6)
    await play(store, await submit(store, [tasks[0]], group_size=2), 0, tasks[0], [1.0, 0.0])
    kept = (await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", [tasks[0]]))[tasks[0]]
    assert (kept.groups, len(kept.recent)) == (1, 1)  # evicted before: counted afresh


async def test_the_latest_groups_per_task_are_capped_newest_first(store: JobStore) -> None:
    job_id = await submit(store, ["train-000001"] * 3, group_size=2)
    for group, reward in enumerate([0.25, 0.5, 0.75]):
        await play(store, job_id, group, "train-000001", [reward, reward])
    task = (await store.task_stats.lookup(OWNER, LINEAGE, "countdown", "train", ["train-000001"]))["train-000001"]
    assert [g.reward_mean for g in task.recent] == [0.75, 0.5]
    assert (task.groups, task.episodes, task.groups_without_spread) == (3, 6, 3)


async def test_a_lineages_keys_expire_together_and_share_one_slot(store: JobStore, keys: Keys,
                                                                   redis_client: aioredis.Redis) -> None:
    job_id = await submit(store, ["train-000001"], group_size=2)
    await play(store, job_id, 0, "train-000001", [1.0, 0.0])
    lineage_keys = keys.lineage(OWNER, LINEAGE).all()
    ttls = [await redis_client.pttl(key) for key in lineage_keys]
    assert all(500_000 < ttl <= 600_000 for ttl in ttls)
    assert len({key_slot(key.encode()) for key in lineage_keys}) == 1


async def test_owners_lineages_of_one_name_are_apart(store: JobStore) -> None:
    alices = await submit(store, ["train-000001"], group_size=2)
    bobs = await submit(store, ["train-000001"], group_size=2, owner="bob")
    await play(store, alices, 0, "train-000001", [1.0, 0.0])
    await play(store, bobs, 0, "train-000001", [1.0, 1.0])

    alice, bob = await store.task_stats.page(OWNER, LINEAGE), await store.task_stats.page("bob", LINEAGE)
    assert [t.recent[0].spread for t in alice.tasks] == [True]
    assert [t.recent[0].spread for t in bob.tasks] == [False]
    with pytest.raises(NotFound, match="no lineage 'run-1'"):
        await store.task_stats.page("carol", LINEAGE)


async def test_pages_filter_by_env_and_split_and_follow_their_tokens(store: JobStore) -> None:
    await store.task_stats.register(OWNER, LINEAGE)
    outcome = TaskGroupOutcome(episodes=2, successes=1.0, reward_mean=0.5, spread=True)
    for env, split, task_id in [("countdown", "train", "a"), ("countdown", "eval", "b"), ("search", "train", "c")]:
        await store.task_stats.record(OWNER, LINEAGE, env, split, task_id, outcome)

    trains = await store.task_stats.page(OWNER, LINEAGE, split="train", page_size=1)
    rest = await store.task_stats.page(OWNER, LINEAGE, split="train", page_size=1, page_token=trains.next_page_token)
    countdown = await store.task_stats.page(OWNER, LINEAGE, env="countdown")
    assert ([t.task_id for t in trains.tasks], trains.next_page_token, trains.tasks_total) == (["c"], "1", 2)
    assert ([t.task_id for t in rest.tasks], rest.next_page_token) == (["a"], "")
    assert [t.task_id for t in countdown.tasks] == ["b", "a"]
    with pytest.raises(InvalidArgument) as caught:
        await store.task_stats.page(OWNER, LINEAGE, page_token="x1")
    assert caught.value.field == "page_token"


async def test_a_registered_lineage_is_found_empty(store: JobStore) -> None:
    await store.task_stats.register(OWNER, LINEAGE)
    page = await store.task_stats.page(OWNER, LINEAGE)
    assert (page.tasks, page.groups, page.next_page_token) == ([], 0, "")
