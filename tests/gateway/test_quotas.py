"""Quotas and capabilities per token through the real gateway on a real Redis: what one token may
hold at once (429 / RESOURCE_EXHAUSTED), the priority it may ask for (403), admission in chunks,
and events and listings that carry ids and counts, never a job's spec."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import grpc
import pytest
import redis.asyncio as aioredis
from rollgate.v1 import jobs_pb2

from services.common.keys import Keys
from services.gateway.auth import Scope
from tests.gateway.conftest import Gateway, StartGateway, bearer, metadata

QUOTAS = {"queued_episodes": 10, "active_jobs": 2, "spec_bytes": 4000, "inline_data_bytes": 200, "event_streams": 1}
TOKENS: dict[str, Any] = {
    "small-token": {"name": "small", "scopes": ["jobs"], "quotas": QUOTAS},
    "plain-token": ["jobs"],
    "urgent-token": {"scopes": ["jobs"], "max_priority": 9},
}
MARKER = "train-000042"  # a task id, to look for in what should not carry the spec
EPISODES = Keys("rgtenancy").episodes


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS) as gateway:
        yield gateway


def tasks(count: int) -> list[str]:
    return [f"train-{i:06d}" for i in range(count)]


async def test_a_small_request_cannot_enqueue_a_million_episodes(gateway: Gateway,
                                                                  redis_client: aioredis.Redis) -> None:
    """A draw of 1000 tasks x 1000 samples: a body of a hundred bytes asking for a million episodes."""
    response = await gateway.submit("plain-token", tasks=[], draw={"split": "train", "count": 1000, "seed": 1},
                                    group_size=1000)
    assert len(response.request.content) < 10_000
    assert response.status_code == 429 and response.json()["error"]["field"] == "draw.count"
    assert "100000" in response.json()["error"]["message"]
    assert await redis_client.xlen(EPISODES) == 0


QUOTA_CASES = [
    pytest.param([{"group_size": 8}], {"group_size": 4}, "queued_episodes", id="queued-episodes"),
    pytest.param([{}, {}], {}, "active_jobs", id="active-jobs"),
    pytest.param([], {"tasks": tasks(300)}, "spec_bytes", id="spec-bytes"),
    pytest.param([], {"tasks": [{"id": "t", "data": {"pad": "x" * 300}}]}, "inline_data_bytes", id="inline-data"),
    pytest.param([], {"env_options": {"pad": "x" * 300}}, "inline_data_bytes", id="env-options"),
]


@pytest.mark.parametrize(("admitted", "refused", "quota"), QUOTA_CASES)
async def test_a_submission_past_a_quota_is_429_and_enqueues_nothing(
        gateway: Gateway, redis_client: aioredis.Redis, admitted: list[dict[str, Any]], refused: dict[str, Any],
        quota: str) -> None:
    for fields in admitted:
        assert (await gateway.submit("small-token", **fields)).status_code == 202
    entries = await redis_client.xlen(EPISODES)

    response = await gateway.submit("small-token", **refused)

    assert response.status_code == 429
    assert response.json()["error"] | {"message": ""} == {"code": "quota_exceeded", "field": quota, "message": ""}
    assert await redis_client.xlen(EPISODES) == entries
    listed = (await gateway.http.get("/v1/jobs", headers=bearer("small-token"))).json()["jobs"]
    assert len(listed) == len(admitted)


async def test_a_cancelled_job_gives_its_quota_back(gateway: Gateway) -> None:
    first = (await gateway.submit("small-token", group_size=8)).json()
    assert (await gateway.submit("small-token", group_size=8)).status_code == 429
    await gateway.http.delete(f"/v1/jobs/{first['id']}", headers=bearer("small-token"))
    assert (await gateway.submit("small-token", group_size=8)).status_code == 202


async def test_a_quota_is_resource_exhausted_over_grpc(gateway: Gateway) -> None:
    spec = jobs_pb2.JobSpec(env="countdown", tasks=[jobs_pb2.Task(id="train-000001")], group_size=11)
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await gateway.grpc.SubmitJob(jobs_pb2.SubmitJobRequest(spec=spec), metadata=metadata("small-token"))
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED


@pytest.mark.parametrize(("token", "priority", "status"), [
    pytest.param("plain-token", 4, 202, id="default-cap"),
    pytest.param("plain-token", 5, 403, id="over-the-default-cap"),
    pytest.param("urgent-token", 9, 202, id="granted"),
])
async def test_priority_above_the_default_is_a_capability_of_the_token(gateway: Gateway, token: str, priority: int,
                                                                       status: int) -> None:
    response = await gateway.submit(token, priority=priority)
    assert response.status_code == status
    if status == 403:
        assert response.json()["error"]["field"] == "priority"


async def test_episodes_are_enqueued_in_chunks(start_gateway: StartGateway, redis_client: aioredis.Redis) -> None:
    """1000 episodes, 100 to a script call: ten enqueue scripts, not one holding Redis for all."""
    async with start_gateway(tokens=TOKENS, enqueue_chunk=100) as gateway:
        before = (await redis_client.info("commandstats")).get("cmdstat_evalsha", {}).get("calls", 0)
        response = await gateway.submit("plain-token", tasks=tasks(100), group_size=10)
        after = (await redis_client.info("commandstats"))["cmdstat_evalsha"]["calls"]
    assert response.status_code == 202
    assert await redis_client.xlen(EPISODES) == 1000
    assert after - before >= 10


async def test_events_carry_ids_and_counts_not_the_spec(gateway: Gateway) -> None:
    job_id = (await gateway.submit("plain-token", tasks=[MARKER], labels={"run": "r-17"})).json()["id"]
    call = gateway.grpc.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id), metadata=metadata("plain-token"))
    snapshot = await anext(aiter(call))
    call.cancel()
    assert (snapshot.type, snapshot.job.id, snapshot.job.env, snapshot.job.counts["queued"]) == (
        "snapshot", job_id, "countdown", 2)
    assert MARKER.encode() not in snapshot.SerializeToString() and b"r-17" not in snapshot.SerializeToString()


async def test_event_streams_open_at_once_are_a_quota(gateway: Gateway) -> None:
    job_id = (await gateway.submit("small-token")).json()["id"]
    first = gateway.grpc.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id), metadata=metadata("small-token"))
    assert (await anext(aiter(first))).type == "snapshot"  # the stream is open, holding the quota's one lease
    second = gateway.grpc.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id), metadata=metadata("small-token"))
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await anext(aiter(second))
    first.cancel()
    assert caught.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED


async def test_a_watch_no_one_closed_gives_its_lease_back_as_the_gateway_stops(
        start_gateway: StartGateway, redis_client: aioredis.Redis) -> None:
    """A server may drop a watch without closing it (grpc.aio leaves a streaming handler where it
    sent its last event when its call is cancelled): the gateway gives the lease back as it
    stops, so the token's streams are not refused after a restart, and the watch collected later
    touches Redis no more (it would open a connection that nothing closes)."""
    async with start_gateway(tokens=TOKENS) as gateway:
        job_id = (await gateway.submit("small-token")).json()["id"]
        caller = gateway.auth.check("Bearer small-token", Scope.JOBS)
        dropped = gateway.service.watch(job_id, caller)
        assert (await anext(dropped)).type == "snapshot"
        streams = Keys("rgtenancy").owner(caller.owner).streams
        assert await redis_client.zcard(streams) == 1
    assert await redis_client.zcard(streams) == 0
    connections = len(await redis_client.client_list())
    await dropped.aclose()
    assert len(await redis_client.client_list()) == connections


async def test_listing_is_paginated_newest_first_without_specs(gateway: Gateway) -> None:
    submitted = [(await gateway.submit("plain-token", tasks=[MARKER])).json()["id"] for _ in range(5)]
    pages: list[list[str]] = []
    token = ""
    while True:
        params = {"page_size": 2, **({"page_token": token} if token else {})}
        response = await gateway.http.get("/v1/jobs", params=params, headers=bearer("plain-token"))
        assert response.status_code == 200 and MARKER not in response.text and '"spec"' not in response.text
        pages.append([job["id"] for job in response.json()["jobs"]])
        if not (token := response.json()["next_page_token"]):
            break
    assert [len(page) for page in pages] == [2, 2, 1]
    assert [job_id for page in pages for job_id in page] == submitted[::-1]


async def test_listing_is_paginated_over_grpc(gateway: Gateway) -> None:
    submitted = [(await gateway.submit("plain-token")).json()["id"] for _ in range(3)]
    first = await gateway.grpc.ListJobs(jobs_pb2.ListJobsRequest(page_size=2), metadata=metadata("plain-token"))
    rest = await gateway.grpc.ListJobs(jobs_pb2.ListJobsRequest(page_size=2, page_token=first.next_page_token),
                                       metadata=metadata("plain-token"))
    assert [j.id for j in first.jobs] + [j.id for j in rest.jobs] == submitted[::-1]
    assert rest.next_page_token == ""


@pytest.mark.parametrize("params", [
    pytest.param({"page_size": 1001}, id="page-size-over-1000"),
    pytest.param({"page_token": "not-a-token"}, id="bad-token"),
])
async def test_a_bad_page_request_is_422(gateway: Gateway, params: dict[str, Any]) -> None:
    response = await gateway.http.get("/v1/jobs", params=params, headers=bearer("plain-token"))
    assert response.status_code == 422 and response.json()["error"]["field"] in params


