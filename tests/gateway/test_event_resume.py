"""A watch resumed after an event id (WatchJob's last_event_id, SSE Last-Event-ID) goes on with
the events after it, through the real gateway on a real Redis; an id that is not one is refused."""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import pytest
import redis.asyncio as aioredis
from rollgate.v1 import jobs_pb2

from services.common.keys import Keys
from tests.gateway.conftest import Gateway, StartGateway, bearer, metadata

TOKENS = {"plain-token": ["jobs"]}


@pytest.fixture
async def gateway(start_gateway: StartGateway) -> AsyncIterator[Gateway]:
    async with start_gateway(tokens=TOKENS) as gateway:
        yield gateway


async def _job_with_events(gateway: Gateway, redis_client: aioredis.Redis, *kinds: str) -> tuple[str, list[str]]:
    """A job whose event stream holds events of `kinds` (as runners write them)."""
    job_id = (await gateway.submit("plain-token", tasks=["train-000001"], group_size=len(kinds))).json()["id"]
    stream = Keys("rgtenancy").job(job_id).events
    ids = [await redis_client.xadd(stream, {"type": kind, "episode_id": f"{job_id}-t0-s{i}"})
           for i, kind in enumerate(kinds)]
    return job_id, ids


async def test_a_resumed_watch_goes_on_after_the_last_event_id(gateway: Gateway,
                                                               redis_client: aioredis.Redis) -> None:
    job_id, ids = await _job_with_events(gateway, redis_client, "episode_started", "episode_started",
                                         "episode_started", "job_finished")
    request = jobs_pb2.WatchJobRequest(job_id=job_id, last_event_id=ids[1])
    received = [event async for event in gateway.grpc.WatchJob(request, metadata=metadata("plain-token"))]
    assert [(e.type, e.id) for e in received] == [("snapshot", ids[1]), ("episode_started", ids[2]),
                                                  ("job_finished", ids[3])]
    assert received[1].episode_id == f"{job_id}-t0-s2"


async def test_a_fresh_watch_snapshot_carries_the_id_its_events_follow(gateway: Gateway,
                                                                       redis_client: aioredis.Redis) -> None:
    job_id, ids = await _job_with_events(gateway, redis_client, "episode_started", "episode_started")
    call = gateway.grpc.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id), metadata=metadata("plain-token"))
    snapshot = await anext(aiter(call))
    call.cancel()
    assert (snapshot.type, snapshot.id) == ("snapshot", ids[-1])


@pytest.mark.parametrize("bad", ["abc", "1-2-3", "-1", "9" * 30])
async def test_an_event_id_that_is_not_one_is_refused(gateway: Gateway, redis_client: aioredis.Redis,
                                                      bad: str) -> None:
    job_id, _ids = await _job_with_events(gateway, redis_client, "episode_started")
    response = await gateway.http.get(f"/v1/jobs/{job_id}/events",
                                      headers={**bearer("plain-token"), "Last-Event-ID": bad})
    assert response.status_code in (400, 422) and response.json()["error"]["field"] == "last_event_id"
    call = gateway.grpc.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id, last_event_id=bad),
                                 metadata=metadata("plain-token"))
    with pytest.raises(grpc.aio.AioRpcError) as caught:
        await anext(aiter(call))
    assert caught.value.code() == grpc.StatusCode.INVALID_ARGUMENT and "last_event_id" in caught.value.details()
