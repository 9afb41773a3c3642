"""`iter_groups` keeps one event stream open across its waits, through the real gateway on real TCP
connections and a real Redis, under the default quota of 16 streams per token: a job of many
one-episode groups, each finishing only once the trainer found no group to pull, costs one stream,
not one per group, and the stream is closed when the iteration ends, early or not.

The test plays the runner: it commits each episode's trajectory as a runner would."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable

import httpx
import pytest
import redis
import redis.asyncio as aioredis
from rollgate import AsyncClient, Client, Group, Trajectory

from services.common.keys import Keys, group_id, trajectory_id
from services.common.settings import Quotas
from services.common.store import JobStore
from tests.gateway.served import NAMESPACE, RELEASE_WITHIN_S, Served, leases_drop_to, serve, streams_key

OWNER = "trainer"
TOKEN = "trainer-token"
TOKENS = {TOKEN: {"name": OWNER, "scopes": ["jobs", "trainer"]}}  # the default quotas
GROUPS = 64


@pytest.fixture
async def served(redis_client: aioredis.Redis, redis_server: str) -> AsyncIterator[Served]:
    assert Quotas().event_streams == 16
    async with serve(redis_server, tokens=TOKENS) as served:
        yield served


@pytest.fixture
def store(redis_client: aioredis.Redis) -> JobStore:
    return JobStore(redis_client, Keys(NAMESPACE), retention_s=3600.0)


@pytest.fixture
async def job_id(served: Served) -> str:
    """A job of GROUPS one-episode groups, which no runner plays."""
    spec = {"env": "countdown", "tasks": [f"train-{i:06d}" for i in range(GROUPS)], "group_size": 1}
    async with httpx.AsyncClient(base_url=served.url, headers={"Authorization": f"Bearer {TOKEN}"}) as http:
        response = await http.post("/v1/jobs", json=spec)
    response.raise_for_status()
    return str(response.json()["id"])


class Runner:
    """Finishes the job's episodes one at a time, in task order, each once the trainer asks."""

    def __init__(self, store: JobStore, job_id: str) -> None:
        self.store, self.job_id, self.finished = store, job_id, 0
        self.pending: list[asyncio.Task[None]] = []

    def soon(self) -> None:
        """Finish the next episode once the trainer watches the job (in the event loop's thread)."""
        self.pending.append(asyncio.create_task(self.finish_next_once_watched()))

    async def done(self) -> None:
        await asyncio.gather(*self.pending)

    async def finish_next_once_watched(self) -> None:
        """Commit the next episode once the trainer holds a stream: it cannot have seen the group
        complete before it waited, on its stream or on a view of the job read before opening one."""
        if self.finished < GROUPS:
            while not await self.store.redis.zcard(streams_key(OWNER)):
                await asyncio.sleep(0.01)
            await self.finish_next()

    async def finish_next(self) -> None:
        """Commit the next episode, completing its group."""
        task, self.finished = self.finished, self.finished + 1
        trajectory = Trajectory(id=trajectory_id(self.job_id, task, 0), job_id=self.job_id,
                                task_id=f"train-{task:06d}", group_id=group_id(self.job_id, task), sample_index=0,
                                env="countdown", seed=task, token_ids=[5, 6], loss_mask=[0, 1],
                                logprobs=[0.0, -0.5], reward=1.0, status="completed", finished_at=time.time())
        assert await self.store.commit(trajectory, group_size=1)


def is_stream(request: httpx.Request) -> bool:
    return request.method == "GET" and request.url.path.endswith("/events")


def is_pull(request: httpx.Request) -> bool:
    return request.method == "POST" and request.url.path.endswith("/pull")


def pulled_none(content: bytes) -> bool:
    return not json.loads(content)["groups"]


class Observed(httpx.BaseTransport):
    """The network under a `Client`: counts the event streams it opens, and calls `on_empty_pull`
    after each pull that found no group."""

    def __init__(self, on_empty_pull: Callable[[], None] = lambda: None) -> None:
        self.network = httpx.HTTPTransport()
        self.on_empty_pull = on_empty_pull
        self.streams = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.network.handle_request(request)
        self.streams += is_stream(request)
        if is_pull(request) and pulled_none(response.read()):
            self.on_empty_pull()
        return response

    def close(self) -> None:
        self.network.close()


class AsyncObserved(httpx.AsyncBaseTransport):
    """`Observed` under an `AsyncClient`."""

    def __init__(self, on_empty_pull: Callable[[], None]) -> None:
        self.network = httpx.AsyncHTTPTransport()
        self.on_empty_pull = on_empty_pull
        self.streams = 0

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.network.handle_async_request(request)
        self.streams += is_stream(request)
        if is_pull(request) and pulled_none(await response.aread()):
            self.on_empty_pull()
        return response

    async def aclose(self) -> None:
        await self.network.aclose()


def collect(client: Client, job_id: str) -> list[Group]:
    """What `rollgate.train`'s evaluation does: every group, acked as it comes."""
    groups = []
    for group in client.iter_groups(job_id):
        groups.append(group)
        client.ack(job_id, [group])
    return groups


async def test_iter_groups_waits_for_many_groups_on_one_stream(served: Served, store: JobStore, job_id: str,
                                                               redis_client: aioredis.Redis) -> None:
    runner, loop = Runner(store, job_id), asyncio.get_running_loop()
    observed = Observed(lambda: loop.call_soon_threadsafe(runner.soon))
    with Client(served.url, TOKEN, transport=observed) as client:
        groups = await asyncio.to_thread(collect, client, job_id)
    await runner.done()
    assert [g.task_id for g in groups] == [f"train-{i:06d}" for i in range(GROUPS)]
    assert observed.streams == 1
    assert await leases_drop_to(redis_client, OWNER)


async def test_async_iter_groups_waits_for_many_groups_on_one_stream(served: Served, store: JobStore, job_id: str,
                                                                     redis_client: aioredis.Redis) -> None:
    runner = Runner(store, job_id)
    observed = AsyncObserved(runner.soon)
    groups = []
    async with AsyncClient(served.url, TOKEN, transport=observed) as client:
        async for group in client.iter_groups(job_id):
            groups.append(group)
            await client.ack(job_id, [group])
    await runner.done()
    assert [g.task_id for g in groups] == [f"train-{i:06d}" for i in range(GROUPS)]
    assert observed.streams == 1
    assert await leases_drop_to(redis_client, OWNER)


async def group_leased_to_another(store: JobStore, job_id: str, redis_url: str) -> Callable[[], None]:
    """The first group complete but leased to another trainer, which never acks it; returns what
    ends that lease (once), for the client's first empty pull to call: the group then comes back
    to the queue with no event, found by a pull after a wait's poll interval. Ended by the first
    empty pull, not by a clock: however late the client's first pull, it finds nothing."""
    await Runner(store, job_id).finish_next()
    [group] = await store.pull(job_id, 1, 0, 600.0)
    ended = []

    def end_lease() -> None:
        if not ended:
            with redis.Redis.from_url(redis_url) as sync:
                sync.zadd(store.keys.job(job_id).leased, {group.id: 0})
            ended.append(True)

    return end_lease


def first_group_then_stop(client: Client, job_id: str) -> tuple[Group, float]:
    """The first group of an iteration stopped there; how long stopping took."""
    groups = client.iter_groups(job_id, poll_interval=0.05)
    first = next(groups)
    started = time.monotonic()
    groups.close()
    return first, time.monotonic() - started


async def test_stopping_early_closes_the_stream_a_wait_left_reading(served: Served, store: JobStore, job_id: str,
                                                                    redis_client: aioredis.Redis,
                                                                    redis_server: str) -> None:
    """The waits before the group came back ended at their poll interval, the last one leaving the
    stream's read in progress: closing the iteration shuts it at once, with no event to wake it."""
    observed = Observed(on_empty_pull=await group_leased_to_another(store, job_id, redis_server))
    with Client(served.url, TOKEN, transport=observed) as client:
        first, stopping_s = await asyncio.to_thread(first_group_then_stop, client, job_id)
    assert first.task_id == "train-000000" and observed.streams == 1
    assert stopping_s < RELEASE_WITHIN_S  # not at the stream's next keep-alive, 15 s on
    assert await leases_drop_to(redis_client, OWNER)


async def test_async_stopping_early_closes_the_stream_a_wait_left_reading(
        served: Served, store: JobStore, job_id: str, redis_client: aioredis.Redis, redis_server: str) -> None:
    observed = AsyncObserved(on_empty_pull=await group_leased_to_another(store, job_id, redis_server))
    async with AsyncClient(served.url, TOKEN, transport=observed) as client:
        groups = client.iter_groups(job_id, poll_interval=0.05)
        assert (await anext(groups)).task_id == "train-000000"
        assert await redis_client.zcard(streams_key(OWNER)) == 1
        await groups.aclose()
        assert await leases_drop_to(redis_client, OWNER)
