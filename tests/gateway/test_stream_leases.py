"""An event stream holds one of its token's `event_streams` leases (16 by default) while it is open
and gives it back as soon as its client leaves, over SSE and over WatchJob, through the real
gateway on real TCP connections and a real Redis: a trainer that opens and drops more streams in
a row than its quota is never refused, and the quota still bounds the streams open at once."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack

import grpc
import httpx
import pytest
import redis.asyncio as aioredis
from rollgate.v1 import jobs_pb2, service_pb2_grpc

from services.common.settings import Quotas
from tests.gateway.conftest import SPEC, bearer, metadata
from tests.gateway.served import Served, leases_drop_to, serve, streams_key

OWNER = "trainer"
TOKEN = "trainer-token"
TOKENS = {TOKEN: {"name": OWNER, "scopes": ["jobs", "trainer"]}}  # the default quotas
QUOTA = Quotas().event_streams
IN_A_ROW = 2 * QUOTA + 1


@pytest.fixture
async def served(redis_client: aioredis.Redis, redis_server: str) -> AsyncIterator[Served]:
    async with serve(redis_server, tokens=TOKENS) as served:
        yield served


@pytest.fixture
async def http(served: Served) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=served.url, headers=bearer(TOKEN), timeout=30.0) as http:
        yield http


@pytest.fixture
async def job_id(http: httpx.AsyncClient) -> str:
    """A job with no runner: its stream stays idle after the snapshot."""
    response = await http.post("/v1/jobs", json=SPEC)
    response.raise_for_status()
    return str(response.json()["id"])


async def read_snapshot(response: httpx.Response) -> AsyncIterator[str]:
    """Reads the stream up to its snapshot; returns its lines to come, which the caller keeps while
    the stream should stay open: httpx closes the stream under a line iterator that is dropped."""
    assert response.status_code == 200
    lines = response.aiter_lines()
    async for line in lines:
        if line == "event: snapshot":
            return lines
    raise AssertionError("the stream ended before its snapshot")


async def test_sse_streams_dropped_in_a_row_give_their_leases_back_at_once(
        http: httpx.AsyncClient, job_id: str, redis_client: aioredis.Redis) -> None:
    """Each client leaves while the gateway waits for an event that never comes."""
    assert QUOTA == 16 and IN_A_ROW > QUOTA
    for _ in range(IN_A_ROW):
        async with http.stream("GET", f"/v1/jobs/{job_id}/events") as response:
            await read_snapshot(response)
            assert await redis_client.zcard(streams_key(OWNER)) == 1
        assert await leases_drop_to(redis_client, OWNER)


async def test_watch_job_calls_cancelled_in_a_row_give_their_leases_back_at_once(
        served: Served, job_id: str, redis_client: aioredis.Redis) -> None:
    async with grpc.aio.insecure_channel(served.grpc_target) as channel:
        stub = service_pb2_grpc.RollgateStub(channel)
        for _ in range(IN_A_ROW):
            call = stub.WatchJob(jobs_pb2.WatchJobRequest(job_id=job_id), metadata=metadata(TOKEN))
            assert (await anext(aiter(call))).type == "snapshot"
            assert await redis_client.zcard(streams_key(OWNER)) == 1
            call.cancel()
            assert await leases_drop_to(redis_client, OWNER)


async def test_the_default_quota_still_bounds_the_streams_open_at_once(
        http: httpx.AsyncClient, job_id: str, redis_client: aioredis.Redis) -> None:
    """16 streams open at once; the 17th is refused until one of them is dropped."""
    path = f"/v1/jobs/{job_id}/events"
    async with AsyncExitStack() as stack:
        opened = [await stack.enter_async_context(http.stream("GET", path)) for _ in range(QUOTA)]
        kept = [await read_snapshot(response) for response in opened]
        refused = await http.get(path)
        assert refused.status_code == 429 and refused.json()["error"]["field"] == "event_streams"
        kept.pop()
        await opened.pop().aclose()
        assert await leases_drop_to(redis_client, OWNER, QUOTA - 1)
        async with http.stream("GET", path) as response:
            await read_snapshot(response)
