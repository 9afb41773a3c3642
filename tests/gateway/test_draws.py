"""Tasks by split: the draw itself, and the gateway's service expanding it at admission on a real
Redis (no inference workers: admission needs none)."""

from __future__ import annotations

from typing import Any, cast

import httpx
import pytest
import redis.asyncio as aioredis
from rollgate import JobSpec, ListJobsRequest, TaskDraw

from services.common.errors import InvalidArgument, QuotaExceeded
from services.common.keys import Keys
from services.common.settings import Settings
from services.common.store import JobStore
from services.gateway.draws import draw_indices, drawn_tasks
from services.gateway.policy import PolicyService
from services.gateway.service import GatewayService
from tests.gateway.callers import TESTER

COUNTDOWN_TRAIN = 100_000  # sandboxes/inside/envs/countdown/tasks.py


# --- the draw ------------------------------------------------------------------------------


def test_a_draw_is_pinned_on_every_machine_and_python_version() -> None:
    assert draw_indices(COUNTDOWN_TRAIN, 5, 7) == [99074, 41381, 79986, 42597, 95087]
    assert draw_indices(10, 10, 0) == [5, 9, 4, 3, 2, 1, 6, 8, 7, 0]


@pytest.mark.parametrize(("size", "count"), [
    pytest.param(1, 1, id="one-of-one"),
    pytest.param(10, 10, id="whole-split"),
    pytest.param(1000, 999, id="all-but-one"),
    pytest.param(COUNTDOWN_TRAIN, 5000, id="large-split"),
])
def test_a_draw_has_no_duplicates_and_stays_in_the_split(size: int, count: int) -> None:
    drawn = draw_indices(size, count, seed=3)
    assert len(drawn) == count and len(set(drawn)) == count
    assert all(0 <= index < size for index in drawn)


def test_the_same_seed_draws_the_same_indices_and_another_seed_others() -> None:
    assert draw_indices(COUNTDOWN_TRAIN, 64, 7) == draw_indices(COUNTDOWN_TRAIN, 64, 7)
    assert draw_indices(COUNTDOWN_TRAIN, 64, 7) != draw_indices(COUNTDOWN_TRAIN, 64, 8)
    assert draw_indices(COUNTDOWN_TRAIN, 128, 7)[:64] == draw_indices(COUNTDOWN_TRAIN, 64, 7)


def test_drawn_tasks_are_the_envs_own_ids() -> None:
    tasks = drawn_tasks("countdown", TaskDraw(split="eval", count=3, seed=1))
    assert [t.id for t in tasks] == [f"eval-{i:06d}" for i in draw_indices(1000, 3, 1)]
    assert all(t.data == {} for t in tasks)


def test_an_excluded_task_is_never_drawn_and_the_others_keep_their_order() -> None:
    picks = [t.id for t in drawn_tasks("countdown", TaskDraw(split="eval", count=11, seed=1))]
    excluded = TaskDraw(split="eval", count=10, seed=1, exclude=[picks[2]])
    assert [t.id for t in drawn_tasks("countdown", excluded)] == picks[:2] + picks[3:]
    never_picked = TaskDraw(split="eval", count=10, seed=1, exclude=[f"eval-{draw_indices(1000, 12, 1)[11]:06d}"])
    assert [t.id for t in drawn_tasks("countdown", never_picked)] == picks[:10]


def test_a_draw_of_all_that_the_exclusion_leaves_plays_every_other_task() -> None:
    draw = TaskDraw(split="eval", count=997, seed=5, exclude=["eval-000007", "eval-000500", "eval-000999"])
    drawn = {t.id for t in drawn_tasks("countdown", draw)}
    assert drawn == {f"eval-{i:06d}" for i in range(1000)} - set(draw.exclude)


@pytest.mark.parametrize(("draw", "field", "message"), [
    pytest.param(TaskDraw(split="test", count=1), "draw.split",
                 "countdown has no split 'test'; its splits: train (100000 tasks), eval (1000 tasks), "
                 "train-easy (3368 tasks), eval-easy (482 tasks)",
                 id="unknown-split"),
    pytest.param(TaskDraw(split="eval", count=1001), "draw.count",
                 "cannot draw 1001 tasks from countdown's 'eval' split: it has 1000", id="count-over-split-size"),
    pytest.param(TaskDraw(split="eval", count=999, exclude=["eval-000000", "eval-000001"]), "draw.count",
                 "cannot draw 999 tasks from countdown's 'eval' split: it has 1000 (2 of them excluded)",
                 id="count-over-what-the-exclusion-leaves"),
    pytest.param(TaskDraw(split="eval", count=1, exclude=["eval-000000", "train-000000", "eval-001000"]),
                 "draw.exclude", "draw.exclude names 2 id(s) that are not tasks of countdown's 'eval' split, "
                 "e.g. 'eval-001000'", id="excluded-id-not-in-the-split"),
])  # fmt: skip
def test_a_draw_the_split_cannot_give_is_invalid(draw: TaskDraw, field: str, message: str) -> None:
    with pytest.raises(InvalidArgument) as caught:
        drawn_tasks("countdown", draw)
    assert (caught.value.field, caught.value.message) == (field, message)


# --- admission -----------------------------------------------------------------------------


@pytest.fixture
async def service(redis_client: aioredis.Redis) -> GatewayService:
    store = JobStore(redis_client, Keys("rgdraws"), retention_s=3600)
    await store.ensure_consumer_group()
    # submitting reaches neither the inference workers nor their HTTP client
    return GatewayService(Settings(max_episodes_per_job=2000), store, cast(httpx.AsyncClient, None),
                          cast(PolicyService, None))


def draw_spec(split: str = "train", count: int = 8, seed: int = 7, **fields: Any) -> JobSpec:
    return JobSpec(env="countdown", draw={"split": split, "count": count, "seed": seed}, **fields)


async def test_admission_records_the_draw_and_the_tasks_it_drew(service: GatewayService) -> None:
    job, created = await service.submit(draw_spec(group_size=2), TESTER)
    stored = await service.get_job(job.id, TESTER)
    assert created and stored.spec.draw == TaskDraw(split="train", count=8, seed=7)
    assert [t.id for t in stored.spec.tasks] == [f"train-{i:06d}" for i in draw_indices(COUNTDOWN_TRAIN, 8, 7)]
    assert (stored.groups_total, stored.episodes_total) == (8, 16)


async def test_the_same_draw_replays_the_same_tasks_and_another_seed_others(service: GatewayService) -> None:
    first, _ = await service.submit(draw_spec(), TESTER)
    again, _ = await service.submit(draw_spec(), TESTER)
    other, _ = await service.submit(draw_spec(seed=8), TESTER)
    assert again.id != first.id and again.spec.tasks == first.spec.tasks
    assert other.spec.tasks != first.spec.tasks


async def test_a_recorded_spec_submitted_again_replays_its_tasks(service: GatewayService) -> None:
    job, _ = await service.submit(draw_spec(), TESTER)
    replay, created = await service.submit(job.spec, TESTER)
    assert created and replay.id != job.id and replay.spec == job.spec


async def test_tasks_beside_a_draw_must_be_the_ones_it_draws(service: GatewayService) -> None:
    before = await service.list_jobs(ListJobsRequest(), TESTER)
    tampered = draw_spec(count=2, tasks=["train-000000", "train-000001"])
    with pytest.raises(InvalidArgument, match="not the ones the draw picks") as caught:
        await service.submit(tampered, TESTER)
    assert caught.value.field == "tasks"
    assert await service.list_jobs(ListJobsRequest(), TESTER) == before


@pytest.mark.parametrize(("spec", "field", "message"), [
    pytest.param(draw_spec(split="test"), "draw.split", "countdown has no split 'test'", id="unknown-split"),
    pytest.param(draw_spec(split="eval", count=1001), "draw.count", "'eval' split: it has 1000",
                 id="count-over-split-size"),
    pytest.param(draw_spec(count=1200, group_size=2), "draw.count", "2400 episodes exceed the limit of 2000",
                 id="episodes-over-limit"),
])  # fmt: skip
async def test_a_draw_that_cannot_be_played_admits_nothing(service: GatewayService, spec: JobSpec, field: str,
                                                           message: str) -> None:
    with pytest.raises((InvalidArgument, QuotaExceeded), match=message) as caught:
        await service.submit(spec, TESTER)
    assert caught.value.field == field
    assert await service.list_jobs(ListJobsRequest(), TESTER) == ([], "")
