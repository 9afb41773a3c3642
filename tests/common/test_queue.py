"""The episode queue's order on a real Redis: strict priority between levels, fair share within one
(owners take turns, an owner's jobs take turns by share, newcomers join without back credit)."""

from __future__ import annotations

from collections import Counter

import pytest
import redis.asyncio as aioredis

from services.common.keys import Keys
from services.common.queue import RUNNER_GROUP, EpisodeQueue, EpisodeRef, Flow


@pytest.fixture
async def queue(redis_client: aioredis.Redis) -> EpisodeQueue:
    queue = EpisodeQueue(redis_client, Keys("rgqueue"))
    await queue.ensure_consumer_group()
    return queue


async def add(queue: EpisodeQueue, job: str, flow: Flow, episodes: int, enqueued_at: float = 1000.0) -> None:
    refs = [EpisodeRef(job, task, 0, enqueued_at) for task in range(episodes)]
    await queue.add(flow, refs, {})


async def take(queue: EpisodeQueue, count: int) -> list[str]:
    """The jobs of the next `count` episodes, in the order runners get them."""
    return [ref.job_id for _entry, ref in await queue.take("runner", count, block_ms=100) if ref]


async def test_a_small_job_is_played_while_a_large_one_runs(queue: EpisodeQueue) -> None:
    await add(queue, "large", Flow(0, "team"), 1000)
    assert await take(queue, 10) == ["large"] * 10
    await add(queue, "small", Flow(0, "team"), 3, enqueued_at=2000.0)

    assert await take(queue, 6) == ["large", "small"] * 3  # joined at the large job's pass: no back credit
    assert await take(queue, 4) == ["large"] * 4


async def test_owners_take_turns_whatever_their_number_of_jobs(queue: EpisodeQueue) -> None:
    for job in ("a1", "a2", "a3"):
        await add(queue, job, Flow(0, "alice"), 100)
    await add(queue, "b1", Flow(0, "bob"), 100)

    taken = await take(queue, 60)

    assert Counter(job[0] for job in taken) == {"a": 30, "b": 30}
    assert Counter(taken) == {"a1": 10, "a2": 10, "a3": 10, "b1": 30}


async def test_an_owners_jobs_take_turns_by_share(queue: EpisodeQueue) -> None:
    await add(queue, "heavy", Flow(0, "team", share=3), 100)
    await add(queue, "light", Flow(0, "team", share=1), 100)

    assert Counter(await take(queue, 40)) == {"heavy": 30, "light": 10}


async def test_priority_levels_are_strict(queue: EpisodeQueue) -> None:
    await add(queue, "low", Flow(0, "alice"), 5)
    await add(queue, "high", Flow(9, "bob"), 3)
    await add(queue, "middle", Flow(5, "carol"), 2)

    assert await take(queue, 10) == ["high"] * 3 + ["middle"] * 2 + ["low"] * 5
    assert await take(queue, 1) == []


async def test_a_queue_from_before_the_level_index_keeps_strict_priority(queue: EpisodeQueue) -> None:
    """Levels queued before the index existed are indexed on first use, by a take or a put."""
    await add(queue, "middle", Flow(5, "carol"), 2)
    await queue.redis.delete(f"{queue.keys.queue}:levels")
    await add(queue, "low", Flow(0, "alice"), 2)
    await add(queue, "high", Flow(9, "bob"), 1)
    await queue.redis.delete(f"{queue.keys.queue}:levels")

    assert await take(queue, 10) == ["high", "middle", "middle", "low", "low"]


async def zranges(redis: aioredis.Redis) -> int:
    return int((await redis.info("commandstats")).get("cmdstat_zrange", {}).get("calls", 0))


async def test_a_take_looks_the_levels_up_once_per_call_not_per_episode(queue: EpisodeQueue) -> None:
    """Two reads an episode (its level's owner, that owner's job) and two a call (the highest
    level, again when it runs out); before the index, a take read every level for each episode."""
    await add(queue, "low", Flow(0, "alice"), 40)
    await add(queue, "high", Flow(9, "bob"), 10)
    before = await zranges(queue.redis)

    assert await take(queue, 50) == ["high"] * 10 + ["low"] * 40

    assert await zranges(queue.redis) - before <= 2 * 50 + 4


async def test_a_job_plays_its_episodes_in_order(queue: EpisodeQueue) -> None:
    await add(queue, "job", Flow(0, "alice"), 5)
    taken = await queue.take("runner", 5, block_ms=100)
    assert [ref.task_index for _entry, ref in taken if ref] == [0, 1, 2, 3, 4]


async def test_the_backlog_counts_every_level(queue: EpisodeQueue) -> None:
    assert (await queue.backlog()).queued == 0
    await add(queue, "old", Flow(0, "alice"), 3, enqueued_at=1000.5)
    await add(queue, "new", Flow(7, "bob"), 2, enqueued_at=2000.0)
    await take(queue, 1)

    backlog = await queue.backlog()
    assert (backlog.queued, backlog.oldest_enqueued_at) == (4, 1000.5)


async def test_a_released_episode_rejoins_its_flow(queue: EpisodeQueue) -> None:
    ref = EpisodeRef("parked", 0, 0, 1000.0)
    await queue.add(Flow(3, "alice", share=2), [], {ref: 1})
    assert await take(queue, 1) == []

    assert await queue.release(version=1, enqueued_before=0.0) == 1
    [(entry, taken)] = await queue.take("runner", 1, block_ms=100)
    assert taken == ref
    await queue.park(entry, ref, needed=2)  # parked again by its runner: the same flow
    [(member, needed)] = await queue.redis.zrange(queue.keys.parked, 0, -1, withscores=True)
    assert (member, needed) == (Flow(3, "alice", share=2).flowed(ref), 2)


async def test_entries_a_runner_holds_but_does_not_play_are_reclaimed_at_once(queue: EpisodeQueue) -> None:
    """Entries pending under a runner's name that it does not play (a Redis that lost writes gave
    them back) are marked idle, so the next reclaim takes them; those it plays stay its own."""
    await add(queue, "job", Flow(0, "alice"), 3)
    played, orphan, third = [entry for entry, _ref in await queue.take("runner", 3, block_ms=100)]
    assert await queue.expire_orphans("runner", {played, third}, scan=10, idle_s=60.0) == 1
    reclaimed = await queue.reclaim("runner", idle_s=60.0, count=10)
    assert [(entry, times) for entry, _ref, times in reclaimed] == [(orphan, 2)]
    assert await queue.expire_orphans("runner", {played, orphan, third}, scan=10, idle_s=60.0) == 0


async def test_an_entry_whose_read_reply_was_lost_claims_its_episode_once(queue: EpisodeQueue) -> None:
    """A read that ran but whose reply died with Redis leaves its entry pending with no episode
    claimed: taken back, it claims one on its first delivery (nobody played it), unlike an entry
    whose runner took its episode and went silent."""
    await add(queue, "job", Flow(0, "alice"), 2)
    [(taken, _ref)] = await queue.take("runner-a", 1, block_ms=100)
    await queue.redis.xreadgroup(RUNNER_GROUP, "runner-a", {queue.keys.episodes: ">"}, count=1)  # reply lost

    reclaimed = await queue.reclaim("runner-b", idle_s=0, count=10)

    assert sorted((entry == taken, ref.task_index if ref else None, times) for entry, ref, times in reclaimed) == [
        (False, 1, 1), (True, 0, 2)]


async def test_an_entry_ends_only_where_its_episodes_trajectory_is_written(queue: EpisodeQueue) -> None:
    """A Redis that restarted having lost its last writes may lack the trajectory a runner committed
    before: the entry stays pending, to be taken back and played again, rather than end with its
    episode neither played nor queued."""
    await add(queue, "job", Flow(0, "alice"), 1)
    [(entry, ref)] = await queue.take("runner", 1, block_ms=100)
    assert ref is not None

    assert not await queue.finish(entry, ref)
    assert await queue.expire_orphans("runner", set(), scan=10, idle_s=60.0) == 1  # still pending, still claimed
    await queue.redis.hset(queue.keys.job(ref.job_id).trajectories, ref.trajectory_id, "{}")
    assert await queue.finish(entry, ref)
    assert await queue.redis.xlen(queue.keys.episodes) == 0
    assert await queue.redis.hlen(queue.keys.claims) == 0
