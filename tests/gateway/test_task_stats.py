"""Task statistics and draw strategies through the real gateway (HTTP and gRPC) on a real Redis:
groups are committed through the store's commit path as a runner commits them, then read back
(GET /v1/tasks/stats, GetTaskStats) and drawn from; bad input, other owners, replays, and what
each strategy changes in the tasks a job plays."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any

import grpc
import pytest
from rollgate import GresoParams, Job, MoppsParams, Trajectory
from rollgate.v1 import jobs_pb2, service_pb2

from services.common.keys import group_id, trajectory_id
from tests.gateway.conftest import Gateway, StartGateway, bearer, metadata

TOKENS: dict[str, Any] = {
    "alice-token": {"name": "alice", "scopes": ["jobs", "trainer"]},
    "bob-token": {"name": "bob", "scopes": ["jobs", "trainer"]},
    "admin-token": {"name": "ops", "scopes": ["jobs", "trainer", "admin"]},
}
STATS = "/v1/tasks/stats"


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS, max_episodes_per_job=10_000) as gateway:
        yield gateway


async def submit(gateway: Gateway, draw: dict[str, Any], group_size: int = 2, token: str = "alice-token") -> Job:
    response = await gateway.http.post("/v1/jobs", json={"env": "countdown", "draw": draw, "group_size": group_size},
                                       headers=bearer(token))
    assert response.status_code == 202, response.text
    return Job.model_validate(response.json())


async def play(gateway: Gateway, job: Job, rewards_of: Callable[[str], list[float]]) -> None:
    """Every group of the job, committed episode by episode as a runner commits them."""
    for index, task in enumerate(job.spec.tasks):
        rewards = rewards_of(task.id)
        for sample, reward in enumerate(rewards):
            assert await gateway.service.store.commit(Trajectory(
                id=trajectory_id(job.id, index, sample), job_id=job.id, task_id=task.id,
                group_id=group_id(job.id, index), sample_index=sample, env="countdown", seed=1, reward=reward),
                len(rewards))


def ids(job: Job) -> list[str]:
    return [task.id for task in job.spec.tasks]


async def played_lineage(gateway: Gateway) -> Job:
    """alice's run-a: two eval tasks, one with a reward spread and one without."""
    job = await submit(gateway, {"split": "eval", "count": 2, "seed": 3, "lineage": "run-a"})
    first = ids(job)[0]
    await play(gateway, job, lambda task_id: [1.0, 0.0] if task_id == first else [0.0, 0.0])
    return job


# --- reading the statistics --------------------------------------------------------------------------


async def test_the_stats_route_serves_what_the_lineages_groups_recorded(gateway: Gateway) -> None:
    job = await played_lineage(gateway)
    response = await gateway.http.get(STATS, params={"lineage": "run-a"}, headers=bearer("alice-token"))
    filtered = await gateway.http.get(STATS, params={"lineage": "run-a", "split": "train"},
                                      headers=bearer("alice-token"))

    assert response.status_code == 200
    page = response.json()
    assert (page["lineage"], page["owner"], page["groups"], page["tasks_total"]) == ("run-a", "alice", 2, 2)
    by_task = {task["task_id"]: task for task in page["tasks"]}
    spread, flat = by_task[ids(job)[0]], by_task[ids(job)[1]]
    assert (spread["episodes"], spread["successes"], spread["spread_groups"], spread["groups_without_spread"]) == \
        (2, 1.0, 1, 0)
    assert (flat["successes"], flat["spread_groups"], flat["groups_without_spread"]) == (0.0, 0, 1)
    assert (spread["env"], spread["split"], spread["recent"][0]["spread"]) == ("countdown", "eval", True)
    assert (filtered.status_code, filtered.json()["tasks"], filtered.json()["tasks_total"]) == (200, [], 0)


async def test_a_lineage_a_job_named_is_found_before_any_group_lands(gateway: Gateway) -> None:
    await submit(gateway, {"split": "eval", "count": 1, "lineage": "fresh"})
    response = await gateway.http.get(STATS, params={"lineage": "fresh"}, headers=bearer("alice-token"))
    assert (response.status_code, response.json()["tasks"], response.json()["groups"]) == (200, [], 0)


@pytest.mark.parametrize(("params", "status", "field"), [
    pytest.param({}, 422, "lineage", id="no-lineage"),
    pytest.param({"lineage": "run a"}, 422, "lineage", id="lineage-not-a-name"),
    pytest.param({"lineage": "r" * 129}, 422, "lineage", id="lineage-too-long"),
    pytest.param({"lineage": "run-a", "page_size": 5000}, 422, "page_size", id="page-too-large"),
    pytest.param({"lineage": "run-a", "page_token": "next"}, 422, "page_token", id="page-token-not-ours"),
    pytest.param({"lineage": "run-a", "owner": "a b"}, 422, "owner", id="owner-not-a-name"),
    pytest.param({"lineage": "never-named"}, 404, "lineage", id="unknown-lineage"),
])  # fmt: skip
async def test_bad_stats_requests_say_what_was_wrong(gateway: Gateway, params: dict[str, Any], status: int,
                                                     field: str) -> None:
    await played_lineage(gateway)
    response = await gateway.http.get(STATS, params=params, headers=bearer("alice-token"))
    assert (response.status_code, response.json()["error"]["field"]) == (status, field)


async def test_another_owner_cannot_read_a_lineage_and_an_admin_can(gateway: Gateway) -> None:
    await played_lineage(gateway)
    bobs = await gateway.http.get(STATS, params={"lineage": "run-a"}, headers=bearer("bob-token"))
    named = await gateway.http.get(STATS, params={"lineage": "run-a", "owner": "alice"}, headers=bearer("bob-token"))
    admins = await gateway.http.get(STATS, params={"lineage": "run-a", "owner": "alice"},
                                    headers=bearer("admin-token"))
    anonymous = await gateway.http.get(STATS, params={"lineage": "run-a"})

    assert (bobs.status_code, bobs.json()["error"]["message"]) == (404, "no lineage 'run-a'")  # his own: none
    assert (named.status_code, named.json()["error"]["field"]) == (403, "owner")
    assert (admins.status_code, admins.json()["owner"], admins.json()["tasks_total"]) == (200, "alice", 2)
    assert anonymous.status_code == 401


async def test_grpc_serves_the_same_statistics_and_refusals(gateway: Gateway) -> None:
    await played_lineage(gateway)
    page = await gateway.grpc.GetTaskStats(service_pb2.TaskStatsRequest(lineage="run-a"),
                                           metadata=metadata("alice-token"))
    http = (await gateway.http.get(STATS, params={"lineage": "run-a"}, headers=bearer("alice-token"))).json()
    assert (page.owner, page.groups, sorted(t.task_id for t in page.tasks)) == \
        ("alice", 2, sorted(t["task_id"] for t in http["tasks"]))

    refusals = [
        (service_pb2.TaskStatsRequest(), "alice-token", grpc.StatusCode.INVALID_ARGUMENT, "lineage"),
        (service_pb2.TaskStatsRequest(lineage="run a"), "alice-token", grpc.StatusCode.INVALID_ARGUMENT, "lineage"),
        (service_pb2.TaskStatsRequest(lineage="run-a", page_token="x"), "alice-token",
         grpc.StatusCode.INVALID_ARGUMENT, "page_token"),
        (service_pb2.TaskStatsRequest(lineage="run-a"), "bob-token", grpc.StatusCode.NOT_FOUND, "no lineage"),
        (service_pb2.TaskStatsRequest(lineage="run-a", owner="alice"), "bob-token",
         grpc.StatusCode.PERMISSION_DENIED, "admin"),
    ]
    for request, token, code, says in refusals:
        with pytest.raises(grpc.aio.AioRpcError) as caught:
            await gateway.grpc.GetTaskStats(request, metadata=metadata(token))
        assert (caught.value.code(), says in (caught.value.details() or "")) == (code, True)


# --- submitting with a strategy ----------------------------------------------------------------------


@pytest.mark.parametrize(("draw", "field"), [
    pytest.param({"strategy": "greso"}, "draw.lineage", id="greso-without-lineage"),
    pytest.param({"strategy": "mopps"}, "draw.lineage", id="mopps-without-lineage"),
    pytest.param({"strategy": "mopps", "lineage": "r", "greso": {}}, "draw.greso", id="greso-params-for-mopps"),
    pytest.param({"lineage": "r", "mopps": {"pool": 2}}, "draw.mopps", id="mopps-params-for-uniform"),
    pytest.param({"strategy": "best", "lineage": "r"}, "draw.strategy", id="unknown-strategy"),
    pytest.param({"strategy": "dynamic"}, "draw.lineage", id="dynamic-without-lineage"),
    pytest.param({"strategy": "dynamic", "lineage": "r", "dynamic": {"max_extra_tasks": 10_001}},
                 "draw.dynamic.max_extra_tasks", id="extra-tasks-past-the-cap"),
    pytest.param({"strategy": "greso", "lineage": "r", "greso": {"explore": 1.5}}, "draw.greso.explore",
                 id="explore-past-one"),
    pytest.param({"strategy": "mopps", "lineage": "r", "mopps": {"pool": 0}}, "draw.mopps.pool", id="pool-zero"),
])  # fmt: skip
async def test_a_draw_whose_strategy_cannot_run_is_refused(gateway: Gateway, draw: dict[str, Any],
                                                           field: str) -> None:
    body = {"env": "countdown", "draw": {"split": "eval", "count": 2, **draw}}
    response = await gateway.http.post("/v1/jobs", json=body, headers=bearer("alice-token"))
    assert (response.status_code, response.json()["error"]["field"]) == (422, field)


async def test_grpc_refuses_a_strategy_without_a_lineage(gateway: Gateway) -> None:
    spec = jobs_pb2.JobSpec(env="countdown", draw=jobs_pb2.TaskDraw(split="eval", count=2, strategy="greso"))
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata("alice-token"))
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT
    assert "draw.lineage" in (caught.value.details() or "")


async def test_a_strategy_and_its_parameters_are_recorded_and_replay_its_tasks(gateway: Gateway) -> None:
    await played_lineage(gateway)
    greso = await submit(gateway, {"split": "eval", "count": 4, "seed": 3, "lineage": "run-a", "strategy": "greso"})
    mopps = await submit(gateway, {"split": "eval", "count": 4, "lineage": "run-a", "strategy": "mopps",
                                   "mopps": {"pool": 2}})
    assert (greso.spec.draw and greso.spec.draw.greso) == GresoParams()
    assert (mopps.spec.draw and mopps.spec.draw.mopps) == MoppsParams(pool=2)

    for job in (greso, mopps):
        replay = await gateway.http.post("/v1/jobs", json=job.spec.model_dump(mode="json") | {"idempotency_key": ""},
                                         headers=bearer("alice-token"))
        assert (replay.status_code, replay.json()["spec"]["tasks"]) == (202, job.spec.model_dump()["tasks"])

    outside = greso.spec.model_dump(mode="json") | {"tasks": ["eval-000001", "train-000001", "eval-000003",
                                                              "eval-000004"]}
    twice = greso.spec.model_dump(mode="json") | {"tasks": ["eval-000001"] * 4}
    for tampered in (outside, twice):
        response = await gateway.http.post("/v1/jobs", json=tampered, headers=bearer("alice-token"))
        assert (response.status_code, response.json()["error"]["field"]) == (422, "tasks")


async def test_a_retried_greso_submit_finds_its_job_after_the_statistics_moved(gateway: Gateway) -> None:
    draw = {"split": "eval", "count": 8, "seed": 5, "lineage": "run-r", "strategy": "greso"}
    body = {"env": "countdown", "draw": draw, "group_size": 2, "idempotency_key": "step-1"}
    first = await gateway.http.post("/v1/jobs", json=body, headers=bearer("alice-token"))
    for _ in range(4):  # its tasks (the uniform draw's) get groups without spread: most would be skipped now
        await play(gateway, await submit(gateway, {**draw, "strategy": "uniform"}), lambda task_id: [0.0, 0.0])
        retry = await gateway.http.post("/v1/jobs", json=body, headers=bearer("alice-token"))
        assert (retry.status_code, retry.json()["id"]) == (200, first.json()["id"])
    fresh = await submit(gateway, draw)
    assert set(ids(fresh)) != {task["id"] for task in first.json()["spec"]["tasks"]}


# --- what a strategy changes -------------------------------------------------------------------------


async def test_a_lineage_does_not_change_a_uniform_draw(gateway: Gateway) -> None:
    await played_lineage(gateway)
    plain = await submit(gateway, {"split": "eval", "count": 2, "seed": 3})
    named = await submit(gateway, {"split": "eval", "count": 2, "seed": 3, "lineage": "run-a"})
    assert ids(plain) == ids(named)


async def test_greso_draws_tasks_that_had_no_spread_less_and_keeps_those_that_had(gateway: Gateway) -> None:
    """The uniform draw of seed 5 played three times: its first 8 tasks never had a reward spread
    (skipped with probability 0.875 now), its last 8 always had (never skipped)."""
    draw = {"split": "eval", "count": 16, "seed": 5, "lineage": "run-g"}
    uniform = await submit(gateway, draw)
    dead, live = set(ids(uniform)[:8]), set(ids(uniform)[8:])
    for _ in range(3):
        await play(gateway, await submit(gateway, draw), lambda task_id: [0.0, 0.0] if task_id in dead else [1.0, 0.0])

    greso = await submit(gateway, {**draw, "strategy": "greso"})
    again = await submit(gateway, draw)

    assert ids(again) == ids(uniform)  # uniform reads no statistics
    assert live <= set(ids(greso))
    assert len(dead & set(ids(greso))) <= 3 < len(dead & set(ids(uniform))) == 8
    assert len(set(ids(greso))) == 16  # made up from tasks further down the uniform order


async def test_mopps_draws_tasks_near_the_target_success_rate(gateway: Gateway) -> None:
    """The 24 candidates of a mopps draw (pool 3 x count 8) are the uniform draw's first 24: played
    twice, 8 always solved (Beta(9, 1) now), 8 never (Beta(1, 9)), 8 half the time (Beta(5, 5)).
    Toward 0.5 mopps takes mostly the last; the uniform draw takes the first 8, all solved."""
    draw = {"split": "eval", "seed": 9, "lineage": "run-m"}
    candidates = ids(await submit(gateway, {**draw, "count": 24}, group_size=4))
    solved, failed, half = set(candidates[:8]), set(candidates[8:16]), set(candidates[16:])

    def rewards(task_id: str) -> list[float]:
        return [1.0] * 4 if task_id in solved else [0.0] * 4 if task_id in failed else [1.0, 0.0, 1.0, 0.0]

    for _ in range(2):
        await play(gateway, await submit(gateway, {**draw, "count": 24}, group_size=4), rewards)

    mopps = await submit(gateway, {**draw, "count": 8, "strategy": "mopps", "mopps": {"pool": 3}})
    uniform = await submit(gateway, {**draw, "count": 8})
    toward_solved = await submit(gateway, {**draw, "count": 8, "strategy": "mopps",
                                           "mopps": {"pool": 3, "target": 0.95}})

    assert set(ids(mopps)) <= set(candidates) and set(ids(uniform)) == solved
    assert len(half & set(ids(mopps))) >= 6 > len(half & set(ids(uniform))) == 0
    assert len(solved & set(ids(toward_solved))) >= 6
