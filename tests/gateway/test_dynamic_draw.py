"""Strategy dynamic (DAPO's dynamic sampling) through the real gateway on a real Redis: jobs are
submitted over HTTP (the real draw and its spares), their episodes taken from the queue and
committed as a runner takes and commits them. The job grows by the next tasks of its uniform
order until it holds `count` groups with a reward spread, stops at its cap or at the owner's
quota, never grows twice for one completion or once cancelled, keeps its counts consistent, and
its recorded spec, submitted again, plays the same tasks."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import AsyncIterator, Collection
from typing import Any

import pytest
from rollgate import Job, TaskDraw, Trajectory

from services.common.keys import group_id, trajectory_id
from services.common.queue import EpisodeRef
from services.gateway.draws import uniform_order
from tests.gateway.conftest import Gateway, StartGateway, bearer

TOKENS: dict[str, Any] = {
    "alice-token": {"name": "alice", "scopes": ["jobs", "trainer"]},
    "small-token": {"name": "small", "scopes": ["jobs", "trainer"], "quotas": {"queued_episodes": 10}},
}
DRAW = {"split": "train", "seed": 7, "lineage": "run-d", "strategy": "dynamic"}


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS, max_episodes_per_job=10_000) as gateway:
        await gateway.service.store.ensure_consumer_group()
        yield gateway


def order(count: int) -> list[str]:
    """The first `count` tasks of DRAW's uniform order: the tasks a dynamic job plays and adds, in turn."""
    return list(itertools.islice(uniform_order("countdown", TaskDraw.model_validate({**DRAW, "count": 1})), count))


async def submit(gateway: Gateway, count: int, max_extra: int | None = None, token: str = "alice-token",
                 spec: dict[str, Any] | None = None) -> Job:
    draw = {**DRAW, "count": count, **({"dynamic": {"max_extra_tasks": max_extra}} if max_extra is not None else {})}
    body = spec or {"env": "countdown", "draw": draw, "group_size": 2}
    response = await gateway.http.post("/v1/jobs", json=body, headers=bearer(token))
    assert response.status_code == 202, response.text
    return Job.model_validate(response.json())


async def job(gateway: Gateway, job_id: str) -> Job:
    return await gateway.service.store.get_job(job_id)


async def take(gateway: Gateway) -> list[tuple[str, EpisodeRef]]:
    """Every episode queued now, as a runner takes them (an entry that claimed none is finished)."""
    store, taken = gateway.service.store, []
    for entry, ref in await store.queue.take("runner-a", 10_000, block_ms=10):
        if ref is None:
            await store.queue.finish(entry)
        else:
            taken.append((entry, ref))
    return taken


async def commit(gateway: Gateway, entry: str, ref: EpisodeRef, spread: Collection[str]) -> None:
    """One episode committed as a runner commits it: rewards 0 and 1 across a group of a task in
    `spread`, 0 for every episode of any other task."""
    store = gateway.service.store
    spec, _ = await store.get_admission(ref.job_id)
    task_id = spec.tasks[ref.task_index].id
    await store.commit(Trajectory(
        id=trajectory_id(ref.job_id, ref.task_index, ref.sample_index), job_id=ref.job_id, task_id=task_id,
        group_id=group_id(ref.job_id, ref.task_index), sample_index=ref.sample_index, env="countdown", seed=1,
        reward=float(ref.sample_index % 2) if task_id in spread else 0.0), spec.group_size)
    await store.queue.finish(entry, ref)


async def play(gateway: Gateway, spread: Collection[str]) -> list[int]:
    """Play round after round of whatever is queued, until nothing is; returns each round's size."""
    rounds = []
    while taken := await take(gateway):
        for entry, ref in taken:
            await commit(gateway, entry, ref, spread)
        rounds.append(len(taken))
    return rounds


async def pulled(gateway: Gateway, job_id: str) -> list[tuple[str, bool]]:
    groups = await gateway.service.store.pull(job_id, 1000, 0, 60.0)
    return sorted((group.task_id, group.spread) for group in groups)


@pytest.mark.parametrize(("spread_at", "max_extra", "played"), [
    pytest.param({1, 4}, 5, 5, id="grows-until-two-spread"),
    pytest.param({0, 1}, 5, 2, id="no-growth-when-all-spread"),
    pytest.param(set(), 3, 5, id="stops-at-the-cap"),
    pytest.param({2}, 1, 3, id="cap-before-the-second-spread"),
    pytest.param({5, 6}, 10, 7, id="spread-late"),
])
async def test_the_job_adds_the_next_tasks_until_count_groups_spread_or_the_cap(
        gateway: Gateway, spread_at: set[int], max_extra: int, played: int) -> None:
    tasks = order(20)
    spread = {tasks[i] for i in spread_at}
    submitted = await submit(gateway, 2, max_extra)
    assert [task.id for task in submitted.spec.tasks] == tasks[:2]  # the spares are not the job's tasks yet
    await play(gateway, spread)

    done = await job(gateway, submitted.id)
    assert [task.id for task in done.spec.tasks] == tasks[:played]
    with_spread = sum(task in spread for task in tasks[:played])
    assert (done.groups_total, done.groups_complete, done.groups_spread) == (played, played, with_spread)
    assert done.episodes_total == 2 * played == done.counts["completed"]
    assert done.state == "completed" and done.spec.draw is not None
    assert done.spec.draw.dynamic is not None and done.spec.draw.dynamic.max_extra_tasks == max_extra
    assert await pulled(gateway, submitted.id) == sorted((task, task in spread) for task in tasks[:played])


async def test_groups_completing_at_once_add_one_task_each_and_never_the_same_twice(gateway: Gateway) -> None:
    submitted = await submit(gateway, 6, max_extra=20)
    first = await take(gateway)
    await asyncio.gather(*(commit(gateway, entry, ref, ()) for entry, ref in first))
    grown = await job(gateway, submitted.id)
    assert (grown.groups_total, grown.episodes_total, grown.groups_spread) == (12, 24, 0)
    added = sorted((ref.task_index, ref.sample_index) for _, ref in await take(gateway))
    assert added == [(task, sample) for task in range(6, 12) for sample in range(2)]
    assert [task.id for task in grown.spec.tasks] == order(12)


async def test_a_cancelled_job_adds_nothing(gateway: Gateway) -> None:
    submitted = await submit(gateway, 2, max_extra=5)
    first = await take(gateway)
    response = await gateway.http.delete(f"/v1/jobs/{submitted.id}", headers=bearer("alice-token"))
    assert response.status_code == 200, response.text
    for entry, ref in first:
        await commit(gateway, entry, ref, ())
    done = await job(gateway, submitted.id)
    assert (done.groups_total, done.episodes_total, len(done.spec.tasks)) == (2, 4, 2)
    assert await take(gateway) == []


async def test_the_owners_quota_stops_the_growth_and_holds_its_spares(gateway: Gateway) -> None:
    submitted = await submit(gateway, 2, max_extra=10, token="small-token")  # 4 episodes, room for 3 more tasks
    response = await gateway.http.post("/v1/jobs", json={"env": "countdown", "tasks": ["train-000001"],
                                                         "group_size": 2}, headers=bearer("small-token"))
    assert response.status_code == 429, response.text  # its 6 spare episodes count while it runs
    await play(gateway, ())
    done = await job(gateway, submitted.id)
    assert (done.groups_total, done.episodes_total, done.state) == (5, 10, "completed")


async def test_a_recorded_dynamic_job_submitted_again_plays_the_same_tasks_and_adds_none(gateway: Gateway) -> None:
    tasks = order(10)
    first = await submit(gateway, 2, max_extra=5)
    await play(gateway, {tasks[3], tasks[4]})
    recorded = await job(gateway, first.id)
    assert [task.id for task in recorded.spec.tasks] == tasks[:5]  # 0, 1, 2 without spread, 3 and 4 with

    again = await submit(gateway, 0, spec=recorded.spec.model_dump(mode="json"))
    assert again.spec == recorded.spec
    await play(gateway, ())  # no group has a spread this time: a replay still adds nothing
    replayed = await job(gateway, again.id)
    assert [task.id for task in replayed.spec.tasks] == tasks[:5]
    assert (replayed.groups_total, replayed.episodes_total, replayed.groups_spread) == (5, 10, 0)
