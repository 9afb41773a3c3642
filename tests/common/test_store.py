"""JobStore on a real Redis: admission, the queue runners take episodes from (its fair share:
test_queue.py), derived job state, exactly-once commit, group delivery."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from types import SimpleNamespace

import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, JobEvent, JobSpec, JobState, Trajectory

from services.common import store as store_module
from services.common.errors import NotFound
from services.common.keys import Keys, group_id, trajectory_id
from services.common.queue import EpisodeRef, Flow
from services.common.store import JobStore

LEASE_S = 60.0
POLL_DEADLINE_S = 30.0  # only a failing test waits it out
RETENTION_S = 3600.0


@pytest.fixture
def keys() -> Keys:
    return Keys("rgtest")


@pytest.fixture
def store(redis_client: aioredis.Redis, keys: Keys) -> JobStore:
    return JobStore(redis_client, keys, retention_s=RETENTION_S)


def spec(tasks: int = 1, group_size: int = 1, **fields: object) -> JobSpec:
    return JobSpec.model_validate({"env": "countdown", "tasks": [f"task-{i}" for i in range(tasks)],
                                   "group_size": group_size, **fields})


def trajectory(job_id: str, task: int, sample: int = 0, status: EpisodeStatus = EpisodeStatus.COMPLETED,
               reward: float = 1.0, finished_at: float = 1000.0) -> Trajectory:
    return Trajectory(
        id=trajectory_id(job_id, task, sample), job_id=job_id, task_id=f"task-{task}",
        group_id=group_id(job_id, task), sample_index=sample, env="countdown", seed=7,
        token_ids=[5, 6, 7], loss_mask=[0, 1, 1], logprobs=[0.0, -0.5, -0.25],
        reward=reward, status=status, finished_at=finished_at,
    )


async def commit_all(store: JobStore, job_id: str, tasks: int, group_size: int) -> None:
    for task in range(tasks):
        for sample in range(group_size):
            assert await store.commit(trajectory(job_id, task, sample), group_size)


async def pull_ids(store: JobStore, job_id: str, max_groups: int = 10, min_usable: int = 1,
                   visibility_s: float = 300.0) -> list[str]:
    return [g.id for g in await store.pull(job_id, max_groups, min_usable, visibility_s)]


async def redis_ms(client: aioredis.Redis) -> int:
    """Redis's clock in milliseconds: the clock its expiry instants are on."""
    seconds, micros = await client.time()
    return seconds * 1000 + micros // 1000


# --- admission -----------------------------------------------------------------------------


async def test_create_job_enqueues_one_episode_per_task_and_sample(store: JobStore, keys: Keys,
                                                                   redis_client: aioredis.Redis) -> None:
    await store.ensure_consumer_group()
    job, created = await store.create_job(spec(tasks=3, group_size=2))

    assert created
    assert await redis_client.xlen(keys.episodes) == 6  # one entry per episode, to claim it with
    refs = [ref for _entry, ref in await store.queue.take("runner-a", 10, block_ms=100) if ref]
    assert [(r.job_id, r.task_index, r.sample_index) for r in refs] == [
        (job.id, t, s) for t in range(3) for s in range(2)]
    assert {r.enqueued_at for r in refs} == {job.created_at}
    assert (job.state, job.episodes_total, job.groups_total, job.groups_complete) == (JobState.QUEUED, 6, 3, 0)
    assert await redis_client.zscore(keys.jobs, job.id) == job.created_at


async def test_idempotency_key_returns_the_same_job(store: JobStore, keys: Keys,
                                                    redis_client: aioredis.Redis) -> None:
    first, first_created = await store.create_job(spec(tasks=2, idempotency_key="once"))
    again, again_created = await store.create_job(spec(tasks=2, idempotency_key="once"))
    other, other_created = await store.create_job(spec(tasks=2, idempotency_key="twice"))

    assert (first_created, again_created, other_created) == (True, False, True)
    assert again == first
    assert other.id != first.id
    assert await redis_client.xlen(keys.episodes) == 4


async def test_get_job_of_unknown_id_raises_not_found(store: JobStore) -> None:
    with pytest.raises(NotFound):
        await store.get_job("job-missing")


# --- the episode queue (runner side) -----------------------------------------------------------


def episodes(taken: list[tuple[str, EpisodeRef | None]]) -> list[tuple[str, int, int] | None]:
    return [(ref.job_id, ref.task_index, ref.sample_index) if ref else None for _, ref in taken]


async def test_runners_take_higher_priorities_first_then_jobs_in_turn(store: JobStore) -> None:
    await store.ensure_consumer_group()
    low, _ = await store.create_job(spec(tasks=2))
    high, _ = await store.create_job(spec(tasks=1, group_size=2, priority=9))
    middle, _ = await store.create_job(spec(tasks=1, priority=5))
    later_low, _ = await store.create_job(spec(tasks=1))

    first = await store.queue.take("runner-a", 3, block_ms=100)
    rest = await store.queue.take("runner-b", 10, block_ms=100)

    assert episodes(first) == [(high.id, 0, 0), (high.id, 0, 1), (middle.id, 0, 0)]
    assert episodes(rest) == [(low.id, 0, 0), (later_low.id, 0, 0), (low.id, 1, 0)]  # one level's jobs alternate
    assert await store.queue.take("runner-b", 10, block_ms=10) == []


async def test_a_reclaimed_entry_replays_the_episode_it_claimed(store: JobStore) -> None:
    await store.ensure_consumer_group()
    job, _ = await store.create_job(spec(tasks=2))
    [(entry, ref)] = await store.queue.take("runner-a", 1, block_ms=100)

    [(reclaimed, replayed, deliveries)] = await store.queue.reclaim("runner-b", idle_s=0, count=10)

    assert (reclaimed, replayed, deliveries) == (entry, ref, 2)
    assert episodes(await store.queue.take("runner-b", 10, block_ms=100)) == [(job.id, 1, 0)]


async def test_a_finished_entry_leaves_nothing_and_a_spare_entry_claims_nothing(
        store: JobStore, keys: Keys, redis_client: aioredis.Redis) -> None:
    await store.ensure_consumer_group()
    await store.create_job(spec(tasks=2))
    [(entry, _ref)] = await store.queue.take("runner-a", 1, block_ms=100)
    await store.queue.finish(entry)
    assert (await redis_client.xpending(keys.episodes, "runners"))["pending"] == 0
    assert await redis_client.hlen(keys.claims) == 0
    assert await redis_client.xlen(keys.episodes) == 1  # the entry still to play, no more
    [group] = await redis_client.xinfo_groups(keys.episodes)
    assert group["lag"] == 1  # the backlog gauge still counts it: only delivered entries were deleted
    [(last, _ref)] = await store.queue.take("runner-a", 1, block_ms=100)
    await store.queue.finish(last)

    await redis_client.xadd(keys.episodes, {"claim": "next"})  # a surplus entry, e.g. two processes' top-ups
    [(_spare, nothing)] = await store.queue.take("runner-a", 1, block_ms=100)
    assert nothing is None


async def test_the_oldest_queued_episode_is_found_across_priorities(store: JobStore) -> None:
    assert (await store.queue.backlog()).oldest_enqueued_at is None
    old, _ = await store.create_job(spec(tasks=1))
    await store.create_job(spec(tasks=1, priority=7))
    assert (await store.queue.backlog()).oldest_enqueued_at == old.created_at


# --- extra samples (group early stop) -------------------------------------------------------

OK, INFRA = EpisodeStatus.COMPLETED, EpisodeStatus.INFRA_ERROR


async def commit_statuses(store: JobStore, job_id: str, group_size: int, statuses: dict[int, EpisodeStatus]) -> None:
    """Commit sample -> status, in the dict's order (the order they finish in)."""
    for sample, status in statuses.items():
        assert await store.commit(trajectory(job_id, 0, sample, status=status), group_size)


@pytest.mark.parametrize(("statuses", "members"), [
    pytest.param({3: OK, 1: OK}, [1, 3], id="the-first-usable-ones"),
    pytest.param({0: INFRA, 2: OK, 1: OK}, [1, 2], id="an-unusable-one-replaced"),
    pytest.param({0: INFRA, 3: INFRA, 1: INFRA, 2: OK}, [0, 2], id="all-finished-topped-up-with-unusable"),
])
async def test_a_group_with_extra_samples_completes_at_its_size(
        store: JobStore, statuses: dict[int, EpisodeStatus], members: list[int]) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2, extra_samples=2))
    assert job.episodes_total == 4

    await commit_statuses(store, job.id, 2, statuses)

    [group] = await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=LEASE_S)
    assert [t.sample_index for t in group.trajectories] == members
    assert group.cut == [trajectory_id(job.id, 0, s) for s in range(4) if s not in members]
    assert await store.group_complete(EpisodeRef(job.id, 0, 0, job.created_at))


async def test_a_group_is_not_complete_before_its_size_in_usable_episodes(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2, extra_samples=2))
    await commit_statuses(store, job.id, 2, {0: OK, 1: INFRA, 2: INFRA})
    assert not await store.group_complete(EpisodeRef(job.id, 0, 3, job.created_at))
    assert await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=LEASE_S) == []


async def started_ago(store: JobStore, job_id: str, task: int, seconds: float) -> None:
    """Move the group's first start `seconds` into the past, as if that long had gone by."""
    groups = store.keys.job(job_id).groups
    started = float(await store.redis.hget(groups, f"{group_id(job_id, task)}:started") or 0)
    await store.redis.hset(groups, f"{group_id(job_id, task)}:started", repr(started - seconds))


async def test_a_group_is_closed_at_its_deadline_with_the_episodes_finished_by_then(
        store: JobStore, redis_client: aioredis.Redis) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=4, group_timeout_s=60.0))
    refs = [EpisodeRef(job.id, 0, sample, job.created_at) for sample in range(4)]
    assert [await store.mark_started(ref, timed_group=True) < 60.0 for ref in refs[:2]] == [True, True]
    assert await store.commit(trajectory(job.id, 0, 0), 4)

    assert not await store.close_group(refs[0], 4)  # before its deadline
    await started_ago(store, job.id, 0, 61.0)
    assert await store.mark_started(refs[2], timed_group=True) >= 61.0  # the group's age, from its first start
    assert await store.close_group(refs[0], 4)
    assert not await store.close_group(refs[0], 4)  # once
    assert await store.commit(trajectory(job.id, 0, 1), 4)  # a straggler: recorded, not delivered

    [group] = await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=LEASE_S)
    assert [t.sample_index for t in group.trajectories] == [0]
    assert group.cut == [trajectory_id(job.id, 0, s) for s in (1, 2, 3)]
    assert await store.ack(job.id, [group.id]) == 1  # a group short of its size is acknowledged too
    assert await redis_client.hget(store.keys.job(job.id).trajectories, trajectory_id(job.id, 0, 0)) == ""


async def test_a_group_past_its_deadline_with_none_finished_completes_at_its_first_finish(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2, group_timeout_s=60.0))
    ref = EpisodeRef(job.id, 0, 0, job.created_at)
    await store.mark_started(ref, timed_group=True)
    await started_ago(store, job.id, 0, 61.0)

    assert not await store.close_group(ref, 2)  # nothing to deliver yet
    assert not await store.group_complete(ref)
    assert await store.commit(trajectory(job.id, 0, 1, status=EpisodeStatus.ENV_ERROR), 2)
    assert await store.group_complete(ref)
    [group] = await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=LEASE_S)
    assert ([t.sample_index for t in group.trajectories], group.cut) == ([1], [trajectory_id(job.id, 0, 0)])


async def test_a_group_without_a_deadline_is_never_closed(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2))
    ref = EpisodeRef(job.id, 0, 0, job.created_at)
    await store.mark_started(ref, timed_group=True)  # timed, as a runner would not: the job has no deadline
    assert await store.commit(trajectory(job.id, 0, 0), 2)
    await started_ago(store, job.id, 0, 86_400.0)
    assert not await store.close_group(ref, 2)
    assert not await store.group_complete(ref)


async def test_cut_episodes_are_recorded_and_end_the_job(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2, extra_samples=2))
    await commit_statuses(store, job.id, 2, {0: OK, 1: OK})
    [group] = await store.pull(job.id, max_groups=1, min_usable=2, visibility_s=LEASE_S)
    assert await store.ack(job.id, [group.id]) == 1

    await commit_statuses(store, job.id, 2, {2: OK, 3: EpisodeStatus.CANCELLED})  # one finished as it was cut

    done = await store.get_job(job.id)
    assert (done.state, done.counts["completed"], done.counts["cancelled"]) == (JobState.COMPLETED, 3, 1)
    assert await store.pull(job.id, max_groups=1, min_usable=0, visibility_s=0.001) == []


# --- job state -----------------------------------------------------------------------------


async def test_job_state_is_derived_from_progress(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2))
    refs = [EpisodeRef(job.id, 0, s, job.created_at) for s in range(2)]
    assert (job.state, job.counts["queued"], job.counts["running"]) == (JobState.QUEUED, 2, 0)

    await store.mark_started(refs[0])
    running = await store.get_job(job.id)
    assert (running.state, running.counts["queued"], running.counts["running"]) == (JobState.RUNNING, 1, 1)
    assert running.started_at > 0

    await store.mark_started(refs[1])
    await store.commit(trajectory(job.id, 0, 0), group_size=2)
    still = await store.get_job(job.id)
    assert (still.state, still.counts["queued"], still.counts["running"]) == (JobState.RUNNING, 0, 1)

    await store.commit(trajectory(job.id, 0, 1, finished_at=1234.5), group_size=2)
    done = await store.get_job(job.id)
    assert (done.state, done.counts["running"], done.counts["completed"]) == (JobState.COMPLETED, 0, 2)
    assert (done.groups_complete, done.finished_at) == (1, 1234.5)


async def test_counts_by_status(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=2, group_size=3))
    statuses = [EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED, EpisodeStatus.ENV_ERROR, EpisodeStatus.TIMEOUT]
    for index, status in enumerate(statuses):
        await store.commit(trajectory(job.id, index // 3, index % 3, status=status), group_size=3)
    await store.mark_started(EpisodeRef(job.id, 1, 1, job.created_at))

    counts = (await store.get_job(job.id)).counts
    assert counts == {"completed": 1, "truncated": 1, "env_error": 1, "infra_error": 0, "timeout": 1,
                      "cancelled": 0, "queued": 1, "running": 1}


# --- commit --------------------------------------------------------------------------------


async def test_commit_is_idempotent(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=1))
    first = trajectory(job.id, 0, reward=1.0)
    replay = trajectory(job.id, 0, status=EpisodeStatus.TIMEOUT, reward=0.0)

    assert await store.commit(first, group_size=1) is True
    counted = await store.get_job(job.id)
    assert await store.commit(replay, group_size=1) is False

    assert await store.get_job(job.id) == counted
    assert (counted.groups_complete, counted.counts["completed"], counted.counts["timeout"]) == (1, 1, 0)
    groups = await store.pull(job.id, 10, 1, 300.0)
    assert [g.trajectories for g in groups] == [[first]]


async def test_group_is_ready_only_when_every_episode_is_committed(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=3))
    for sample in (2, 0):
        await store.commit(trajectory(job.id, 0, sample), group_size=3)
    assert await pull_ids(store, job.id) == []
    assert (await store.get_job(job.id)).groups_complete == 0

    await store.commit(trajectory(job.id, 0, 1), group_size=3)
    [group] = await store.pull(job.id, 10, 1, 300.0)
    assert (group.id, group.job_id, group.task_id) == (group_id(job.id, 0), job.id, "task-0")
    assert [t.sample_index for t in group.trajectories] == [0, 1, 2]


# --- pull / ack ----------------------------------------------------------------------------


async def test_pull_leases_oldest_first_and_respects_max_groups(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=3))
    for task, finished_at in [(2, 100.0), (0, 200.0), (1, 300.0)]:
        await store.commit(trajectory(job.id, task, finished_at=finished_at), group_size=1)

    assert await pull_ids(store, job.id, max_groups=2) == [group_id(job.id, 2), group_id(job.id, 0)]
    assert await pull_ids(store, job.id, max_groups=2) == [group_id(job.id, 1)]
    assert await pull_ids(store, job.id, max_groups=2) == []


@pytest.mark.parametrize(("min_usable", "delivered"), [
    pytest.param(1, True, id="enough-usable"),
    pytest.param(2, True, id="exactly-enough"),
    pytest.param(3, False, id="too-few-usable"),
])
async def test_pull_min_usable(store: JobStore, min_usable: int, delivered: bool) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=3))
    statuses = [EpisodeStatus.COMPLETED, EpisodeStatus.TRUNCATED, EpisodeStatus.INFRA_ERROR]
    for sample, status in enumerate(statuses):
        await store.commit(trajectory(job.id, 0, sample, status=status), group_size=3)

    assert await pull_ids(store, job.id, min_usable=min_usable) == ([group_id(job.id, 0)] if delivered else [])
    assert await pull_ids(store, job.id, min_usable=0) == [], "a delivered or dropped group is gone from ready"


async def test_pull_min_usable_zero_delivers_every_complete_group(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=2, group_size=2))
    await commit_all(store, job.id, tasks=1, group_size=2)
    await store.commit(trajectory(job.id, 1, 0), group_size=2)
    await store.commit(trajectory(job.id, 1, 1, status=EpisodeStatus.ENV_ERROR), group_size=2)

    assert await pull_ids(store, job.id, min_usable=0) == [group_id(job.id, 0), group_id(job.id, 1)]


async def test_unacknowledged_group_returns_after_visibility_timeout(
        store: JobStore, monkeypatch: pytest.MonkeyPatch) -> None:
    job, _ = await store.create_job(spec(tasks=1))
    await commit_all(store, job.id, tasks=1, group_size=1)
    now = [time.time()]  # the store's clock, moved by hand: no lease runs out while a loaded machine stalls
    monkeypatch.setattr(store_module, "time", SimpleNamespace(time=lambda: now[0], monotonic=time.monotonic))

    [leased] = await store.pull(job.id, 10, 1, LEASE_S)
    now[0] += LEASE_S - 1
    assert await pull_ids(store, job.id, visibility_s=LEASE_S) == [], "leased groups are not pulled twice"
    now[0] += 2
    assert await store.pull(job.id, 10, 1, LEASE_S) == [leased]


async def test_ack_removes_groups_for_good(store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    job, _ = await store.create_job(spec(tasks=2))
    await commit_all(store, job.id, tasks=2, group_size=1)
    [leased] = await pull_ids(store, job.id, max_groups=1, visibility_s=LEASE_S)
    unpulled = group_id(job.id, 1) if leased == group_id(job.id, 0) else group_id(job.id, 0)

    assert await store.ack(job.id, [leased, unpulled]) == 2
    assert await store.ack(job.id, [leased, unpulled]) == 0
    jk = keys.job(job.id)
    assert (await redis_client.zcard(jk.ready), await redis_client.zcard(jk.leased)) == (0, 0)
    assert await pull_ids(store, job.id) == []


async def test_ack_drops_the_trajectories_but_keeps_them_written_once(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    job, _ = await store.create_job(spec(tasks=2, group_size=2))
    await commit_all(store, job.id, tasks=2, group_size=2)
    [first] = await store.pull(job.id, 1, 1, 300.0)
    kept = group_id(job.id, 1) if first.id == group_id(job.id, 0) else group_id(job.id, 0)

    assert await store.ack(job.id, [first.id]) == 1
    stored = await redis_client.hgetall(keys.job(job.id).trajectories)
    assert {stored[t.id] for t in first.trajectories} == {""}
    assert all(stored[tid] for tid in stored if tid.startswith(kept + "-"))
    assert not await store.commit(first.trajectories[0], 2)  # a replay is still refused
    assert (await store.get_job(job.id)).counts["completed"] == 4
    [again] = await store.pull(job.id, 10, 1, 300.0)
    assert again.id == kept and len(again.trajectories) == 2


# --- retention ------------------------------------------------------------------------------


async def test_a_finished_job_expires_after_the_retention(
        store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    job, _ = await store.create_job(spec(tasks=2))
    jk = keys.job(job.id)
    await store.mark_started(EpisodeRef(job.id, 0, 0, job.created_at))
    await store.commit(trajectory(job.id, 0), 1)
    assert await redis_client.pttl(jk.base) == -1  # running: no expiry

    before_ms = await redis_ms(redis_client)
    await store.commit(trajectory(job.id, 1), 1)
    after_ms = await redis_ms(redis_client)
    existing = [key for key in jk.all() if await redis_client.exists(key)]
    assert {jk.base, jk.trajectories, jk.ready, jk.events} <= set(existing)
    [expire_at] = {await redis_client.pexpiretime(key) for key in existing}  # one instant for every key
    assert before_ms + RETENTION_S * 1000 <= expire_at <= after_ms + RETENTION_S * 1000  # finished then + retention

    await store.pull(job.id, 1, 1, 300.0)  # creates the lease set after the job finished
    assert await redis_client.pexpiretime(jk.leased) == expire_at


async def test_expired_jobs_leave_the_job_list(store: JobStore, redis_client: aioredis.Redis, keys: Keys) -> None:
    kept, _ = await store.create_job(spec())
    gone, _ = await store.create_job(spec())
    await redis_client.delete(*keys.job(gone.id).all())  # as its retention would

    jobs, _next_page = await store.list_jobs()
    assert [job.id for job in jobs] == [kept.id]
    assert await redis_client.zscore(keys.jobs, gone.id) is None


# --- cancel --------------------------------------------------------------------------------


async def test_cancel_is_final(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1, group_size=2))
    await store.mark_started(EpisodeRef(job.id, 0, 0, job.created_at))

    cancelled = await store.cancel(job.id)
    assert cancelled.state == JobState.CANCELLED
    assert cancelled.finished_at > 0
    assert await store.is_cancelled(job.id)

    await commit_all(store, job.id, tasks=1, group_size=2)
    assert (await store.get_job(job.id)).state == JobState.CANCELLED
    assert (await store.cancel(job.id)).state == JobState.CANCELLED


async def test_cancel_leaves_a_completed_job_completed(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1))
    await commit_all(store, job.id, tasks=1, group_size=1)

    assert (await store.cancel(job.id)).state == JobState.COMPLETED
    assert not await store.is_cancelled(job.id)


async def test_cancel_of_unknown_job_raises_not_found(store: JobStore) -> None:
    with pytest.raises(NotFound):
        await store.cancel("job-missing")


# --- events --------------------------------------------------------------------------------


async def test_events_yield_a_snapshot_then_episode_events(store: JobStore) -> None:
    job, _ = await store.create_job(spec(tasks=1))
    ref = EpisodeRef(job.id, 0, 0, job.created_at)
    stream = store.events(job.id, block_ms=50)
    try:
        snapshot = await anext(stream)
        await store.mark_started(ref)
        await store.commit(trajectory(job.id, 0, reward=0.5), group_size=1)
        events = await take_events(stream, 3)
    finally:
        await stream.aclose()

    assert (snapshot.type, snapshot.job.id, snapshot.job.state, snapshot.job.counts) == (
        "snapshot", job.id, job.state, job.counts)
    assert "spec" not in snapshot.model_dump_json() and "task-0" not in snapshot.model_dump_json()
    assert [(e.type, e.episode_id, e.status, e.reward) for e in events] == [
        ("episode_started", ref.trajectory_id, "", 0.0),
        ("episode_finished", ref.trajectory_id, "completed", 0.5),
        ("job_finished", "", "", 0.0),
    ]
    assert events[-1].job.state == JobState.COMPLETED


async def take_events(stream: AsyncIterator[JobEvent | None], count: int) -> list[JobEvent]:
    """The next `count` events, skipping the idle ticks; bounded by POLL_DEADLINE_S."""
    events: list[JobEvent] = []
    async with asyncio.timeout(POLL_DEADLINE_S):
        while len(events) < count:
            event = await anext(stream)
            if event is not None:
                events.append(event)
    return events


# --- staleness admission -------------------------------------------------------------------


def bounded(tasks: int) -> JobSpec:
    """Group k needs policy version k (max_staleness 0, one group per step)."""
    return spec(tasks=tasks, max_staleness=0, groups_per_step=1)


async def test_episodes_the_bound_does_not_admit_are_parked_without_an_entry(
        store: JobStore, keys: Keys, redis_client: aioredis.Redis) -> None:
    job, _ = await store.create_job(bounded(3))

    assert await redis_client.xlen(keys.episodes) == 1  # only group 0 can be claimed
    assert await redis_client.zrange(keys.parked, 0, -1, withscores=True) == [
        (Flow(0, "").flowed(EpisodeRef(job.id, task, 0, job.created_at)), float(task)) for task in (1, 2)]
    assert await store.queue.release(version=1, enqueued_before=0.0) == 1
    assert await redis_client.xlen(keys.episodes) == 2
    assert await store.queue.release(version=1, enqueued_before=job.created_at + 1) == 1  # its wait is over
    assert await redis_client.zcard(keys.parked) == 0 and await redis_client.zcard(keys.parked_since) == 0


async def test_a_parked_episode_keeps_its_place_by_priority(store: JobStore, keys: Keys) -> None:
    await store.ensure_consumer_group()
    waiting, _ = await store.create_job(spec(tasks=2, max_staleness=0, groups_per_step=1, priority=9))
    later, _ = await store.create_job(spec(tasks=1))
    await store.queue.release(version=1, enqueued_before=0.0)

    taken = await store.queue.take("runner-1", count=3, block_ms=100)
    assert [(ref.job_id, ref.task_index) for _entry, ref in taken if ref] == [
        (waiting.id, 0), (waiting.id, 1), (later.id, 0)]


async def test_cancel_sends_parked_episodes_back_to_be_ended(store: JobStore, keys: Keys,
                                                             redis_client: aioredis.Redis) -> None:
    job, _ = await store.create_job(bounded(3))
    await store.cancel(job.id)
    assert await redis_client.zcard(keys.parked) == 0
    assert await redis_client.xlen(keys.episodes) == 3  # each ends as cancelled when a runner takes it


async def test_top_up_adds_the_entries_queued_episodes_lack(store: JobStore, keys: Keys,
                                                            redis_client: aioredis.Redis) -> None:
    await store.create_job(spec(tasks=3))
    await redis_client.xtrim(keys.episodes, maxlen=1, approximate=False)  # as if two entries were never added

    assert await store.queue.top_up() == 2
    assert await store.queue.top_up() == 0
    assert await redis_client.xlen(keys.episodes) == 3


async def test_top_up_counts_right_while_runners_finish_their_entries(store: JobStore, keys: Keys,
                                                                      redis_client: aioredis.Redis) -> None:
    """An entry ends with its claim, at once: a top-up counting between the two would take the
    entry for one still to claim an episode, and leave a queued episode without one (when a
    finish took two steps, 39 rounds of 40 counted one short)."""
    await store.ensure_consumer_group()
    await store.create_job(spec(tasks=200))
    added = []
    for _round in range(5):
        taken = await store.queue.take("runner-a", 20, block_ms=100)
        held = {entry for entry, _ref in taken}
        unread = [entry for entry, _fields in await redis_client.xrange(keys.episodes) if entry not in held]
        await redis_client.xdel(keys.episodes, unread[-1])  # as if its entry was never added
        finishes = [store.queue.finish(entry) for entry in held]
        added.append((await asyncio.gather(*finishes[:10], store.queue.top_up(), *finishes[10:]))[10])

    assert added == [1] * 5
    assert await redis_client.xlen(keys.episodes) == 100  # one per episode still queued


# --- owners ---------------------------------------------------------------------------------


async def test_pages_of_jobs_created_at_the_same_time_miss_and_repeat_none(
        store: JobStore, keys: Keys, redis_client: aioredis.Redis) -> None:
    created = [(await store.create_job(spec(), owner="o"))[0].id for _ in range(5)]
    await redis_client.zadd(keys.owner("o").jobs, dict.fromkeys(created, 1000.0))  # one creation time for all

    seen, token = [], ""
    while True:
        page, token = await store.list_jobs("o", page_size=2, page_token=token)
        seen += [job.id for job in page]
        if not token:
            break
    assert seen == sorted(created, reverse=True)


async def test_another_owners_job_is_not_found(store: JobStore) -> None:
    job, _ = await store.create_job(spec(), owner="alice")
    for call in (store.get_job(job.id, "bob"), store.cancel(job.id, "bob"), store.pull(job.id, 1, 0, 1.0, owner="bob"),
                 store.ack(job.id, ["g"], owner="bob"), anext(store.events(job.id, 10, owner="bob"))):
        with pytest.raises(NotFound):
            await call
    assert (await store.get_job(job.id, "alice")).owner == "alice"
    assert (await store.get_job(job.id)).owner == "alice"  # None: an admin's view


async def test_a_jobs_extra_samples_are_taken_after_every_groups_first_ones(store: JobStore) -> None:
    await store.ensure_consumer_group()
    job, _ = await store.create_job(spec(tasks=3, group_size=2, extra_samples=1))

    refs = [ref for _entry, ref in await store.queue.take("runner-a", 10, block_ms=100) if ref]
    assert [(r.task_index, r.sample_index) for r in refs] == [
        (0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (0, 2), (1, 2), (2, 2)]
    assert [r.enqueued_at > job.created_at for r in refs] == [False] * 6 + [True] * 3
