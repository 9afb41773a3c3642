"""The UI's read model (services/gateway/inspection.py) on a real Redis and the real JobStore:
group pages of a 10,000-episode job, advantages, statistics from the event stream, tenancy."""

from __future__ import annotations

from pathlib import Path

import pytest
import redis.asyncio as aioredis
from rollgate import EpisodeStatus, Group, JobSpec, Timings, Trajectory, group_advantages

from services.common.errors import NotFound
from services.common.keys import Keys, group_id, trajectory_id
from services.common.store import JobStore
from services.gateway.inspection import JobInspector, histogram

OWNER = "alice"


@pytest.fixture
def store(redis_client: aioredis.Redis) -> JobStore:
    return JobStore(redis_client, Keys("rgui"), retention_s=3600.0)


def inspector(store: JobStore, tokenizer: str = "") -> JobInspector:
    async def no_worker() -> str:
        return ""

    return JobInspector(store, no_worker, tokenizer)


async def submit(store: JobStore, tasks: int, group_size: int) -> str:
    await store.ensure_consumer_group()
    spec = JobSpec.model_validate({"env": "countdown", "tasks": [f"train-{i:06d}" for i in range(tasks)],
                                   "group_size": group_size})
    job, _ = await store.create_job(spec, OWNER)
    return job.id


def trajectory(job_id: str, task: int, sample: int, reward: float,
               status: EpisodeStatus = EpisodeStatus.COMPLETED, total_s: float = 2.0) -> Trajectory:
    return Trajectory(
        id=trajectory_id(job_id, task, sample), job_id=job_id, task_id=f"train-{task:06d}",
        group_id=group_id(job_id, task), sample_index=sample, env="countdown", seed=3,
        token_ids=[11, 12, 13, 14], loss_mask=[0, 0, 1, 1], logprobs=[0.0, 0.0, -0.1, -2.0], reward=reward,
        status=status, timings=Timings(llm_s=total_s / 2, total_s=total_s), finished_at=1000.0 + task)


async def test_a_page_of_a_ten_thousand_episode_job_reads_only_its_groups(store: JobStore) -> None:
    job_id = await submit(store, tasks=2500, group_size=4)
    rewards = [1.0, 0.0, 0.5, 0.0]
    for sample, reward in enumerate(rewards):
        await store.commit(trajectory(job_id, 2490, sample, reward), group_size=4)
    await store.commit(trajectory(job_id, 2491, 0, 1.0), group_size=4)

    first = await inspector(store).groups(job_id, OWNER, offset=0, limit=25)
    last = await inspector(store).groups(job_id, OWNER, offset=2475, limit=25)

    assert (first.groups_total, first.next_offset, len(first.groups)) == (2500, 25, 25)
    assert {t.status for g in first.groups for t in g.trajectories} == {"queued"}
    assert (last.next_offset, [g.task_index for g in last.groups]) == (-1, list(range(2475, 2500)))
    complete, partial = last.groups[15], last.groups[16]
    assert complete.complete and complete.task_id == "train-002490" and complete.reward_mean == pytest.approx(0.375)
    group = Group(id=complete.id, job_id=job_id, task_id=complete.task_id,
                  trajectories=[trajectory(job_id, 2490, s, r) for s, r in enumerate(rewards)])
    assert [t.advantage for t in complete.trajectories] == pytest.approx(group_advantages(group))
    assert not partial.complete and [t.status for t in partial.trajectories] == ["completed", "queued", "queued",
                                                                                  "queued"]
    assert partial.trajectories[0].advantage is None  # not before its group is complete


async def test_an_episode_a_runner_started_shows_running(store: JobStore) -> None:
    job_id = await submit(store, tasks=1, group_size=2)
    taken = [ref for _, ref in await store.queue.take("runner-a", 1, block_ms=100) if ref]
    await store.mark_started(taken[0])

    page = await inspector(store).groups(job_id, OWNER, offset=0, limit=5)

    assert [t.status for t in page.groups[0].trajectories] == ["running", "queued"]


async def test_stats_count_every_finished_episode_and_time_the_sample(store: JobStore) -> None:
    job_id = await submit(store, tasks=3, group_size=2)
    await store.commit(trajectory(job_id, 0, 0, 1.0, total_s=1.0), group_size=2)
    await store.commit(trajectory(job_id, 0, 1, 0.0, total_s=3.0), group_size=2)
    await store.commit(trajectory(job_id, 1, 0, 0.0, EpisodeStatus.INFRA_ERROR, total_s=5.0), group_size=2)

    stats = await inspector(store).stats(job_id, OWNER)

    assert stats.finished == 3 and stats.statuses == {"completed": 2, "infra_error": 1}
    assert stats.reward_mean == pytest.approx(0.5)  # the infra_error's reward is no reward
    assert sum(b.count for b in stats.reward_histogram) == 2
    assert stats.timings_sample == 3 and stats.timings["total_s"].max == 5.0
    assert stats.timings["total_s"].mean == pytest.approx(3.0)


async def test_another_owners_job_is_not_found(store: JobStore) -> None:
    job_id = await submit(store, tasks=1, group_size=1)
    await store.commit(trajectory(job_id, 0, 0, 1.0), group_size=1)
    look = inspector(store)

    for read in (look.groups(job_id, "mallory", 0, 5), look.stats(job_id, "mallory"),
                 look.trajectory(job_id, "mallory", trajectory_id(job_id, 0, 0))):
        with pytest.raises(NotFound):
            await read
    assert (await look.trajectory(job_id, None, trajectory_id(job_id, 0, 0))).trajectory.reward == 1.0  # admin


async def test_a_trajectory_not_committed_is_not_found(store: JobStore) -> None:
    job_id = await submit(store, tasks=1, group_size=2)
    with pytest.raises(NotFound, match="not finished yet, or acknowledged"):
        await inspector(store).trajectory(job_id, OWNER, trajectory_id(job_id, 0, 1))


@pytest.mark.slow  # transformers, the reference here, loads in about 15 s
async def test_each_token_is_decoded_alone_with_the_served_models_tokenizer(store: JobStore,
                                                                           tiny_model: Path) -> None:
    from transformers import AutoTokenizer

    job_id = await submit(store, tasks=1, group_size=1)
    reference = AutoTokenizer.from_pretrained(tiny_model)
    ids = reference.encode("Hello world, 12 + 7 = 19 ✓<|im_end|>")
    await store.commit(trajectory(job_id, 0, 0, 1.0).model_copy(update={
        "token_ids": ids, "loss_mask": [1] * len(ids), "logprobs": [-0.5] * len(ids)}), group_size=1)

    view = await inspector(store, str(tiny_model)).trajectory(job_id, OWNER, trajectory_id(job_id, 0, 0))
    without = await inspector(store).trajectory(job_id, OWNER, trajectory_id(job_id, 0, 0))

    assert view.tokens == reference.batch_decode([[i] for i in ids])  # transformers' own, token by token
    assert "".join(view.tokens).startswith("Hello world, 12 + 7 = 19 ") and view.tokens[-1] == "<|im_end|>"
    assert without.tokens == []  # no tokenizer here: the page shows ids


@pytest.mark.parametrize(("values", "expected"), [
    pytest.param([], [], id="none"),
    pytest.param([0.5, 0.5], [(0.5, 0.5, 2)], id="all-equal"),
    pytest.param([0.0, 0.1, 1.0], [(0.0, 0.5, 2), (0.5, 1.0, 1)], id="top-edge-in-last-bin"),
])
def test_histogram(values: list[float], expected: list[tuple[float, float, int]]) -> None:
    assert [(b.low, b.high, b.count) for b in histogram(values, bins=2)] == expected
