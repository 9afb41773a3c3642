"""How `iter_groups` follows the job's event stream between empty pulls, against a fake gateway: one
stream across its waits, pulls at every poll interval while it stays open, and a stream that
broke opened again after its last event. (Over a real gateway: test_iter_groups_streams.py.)"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Callable, Iterator

import httpx

from rollgate import Group

from .fakes import FakeGateway, group, job, summary
from .test_client import broken, event_with_id

EVENTS = "GET /v1/jobs/job-1/events"
PULL = "POST /v1/jobs/job-1/pull"
KEEPALIVES = 25
KEEPALIVE_S = 0.02
POLL_INTERVAL_S = 0.1  # a fifth of the stream's life


def finished() -> bytes:
    data = json.dumps({"type": "job_finished", "job": summary(job("completed", 2))})
    return f"event: job_finished\ndata: {data}\n\n".encode()


class QuietJob:
    """The job's streams: KEEPALIVES keep-alives without news, counted across every stream opened
    (the job's time goes on whoever watches), then the job's end."""

    def __init__(self) -> None:
        self.keepalives = KEEPALIVES

    def stream(self, request: httpx.Request) -> httpx.Response:
        def lines() -> Iterator[bytes]:
            while self._quiet():
                time.sleep(KEEPALIVE_S)
                yield b": keep-alive\n\n"
            yield finished()

        return httpx.Response(200, content=lines())

    def async_stream(self, request: httpx.Request) -> httpx.Response:
        async def lines() -> AsyncIterator[bytes]:
            while self._quiet():
                await asyncio.sleep(KEEPALIVE_S)
                yield b": keep-alive\n\n"
            yield finished()

        return httpx.Response(200, content=lines())

    def _quiet(self) -> bool:
        self.keepalives -= 1
        return self.keepalives >= 0


def groups_answer(*groups: Group) -> httpx.Response:
    return httpx.Response(200, json={"groups": [g.model_dump(mode="json") for g in groups]})


def stage_a_quiet_stream(gateway: FakeGateway, stream: Callable[[httpx.Request], httpx.Response]) -> None:
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()))
    gateway.on("POST", "/v1/jobs/job-1/pull", groups_answer())
    gateway.on("GET", "/v1/jobs/job-1/events", stream)


def assert_pulled_at_each_poll_interval_on_one_stream(gateway: FakeGateway) -> None:
    """Besides the first pull and the last (the job over), at least one more at a poll interval
    (about four), with no stream opened again."""
    assert gateway.paths().count(EVENTS) == 1
    assert gateway.paths().count(PULL) >= 3


def test_iter_groups_pulls_at_each_poll_interval_on_one_stream(gateway: FakeGateway):
    stage_a_quiet_stream(gateway, QuietJob().stream)
    with gateway.client() as client:
        assert list(client.iter_groups("job-1", poll_interval=POLL_INTERVAL_S)) == []
    assert_pulled_at_each_poll_interval_on_one_stream(gateway)


async def test_async_iter_groups_pulls_at_each_poll_interval_on_one_stream(gateway: FakeGateway):
    stage_a_quiet_stream(gateway, QuietJob().async_stream)
    async with gateway.async_client() as client:
        assert [g async for g in client.iter_groups("job-1", poll_interval=POLL_INTERVAL_S)] == []
    assert_pulled_at_each_poll_interval_on_one_stream(gateway)


def stage_a_broken_stream(gateway: FakeGateway) -> None:
    """A stream that breaks after an event that completes no group; the next one ends the job."""
    gateway.on("GET", "/v1/jobs/job-1", httpx.Response(200, json=job()))
    gateway.on("POST", "/v1/jobs/job-1/pull", groups_answer(), groups_answer(group("g1")), groups_answer())
    gateway.on("GET", "/v1/jobs/job-1/events",
               broken(event_with_id("snapshot", job(), "5-0") + event_with_id("episode_finished", job(), "6-0")),
               httpx.Response(200, text=event_with_id("snapshot", job(), "6-0")
                              + event_with_id("job_finished", job("completed", 1), "7-0")))


def assert_reopened_after_the_last_event(gateway: FakeGateway) -> None:
    streams = [r for r in gateway.requests if r.url.path.endswith("/events")]
    assert [r.headers.get("Last-Event-ID") for r in streams] == [None, "6-0"]


def test_iter_groups_opens_a_broken_stream_again_after_its_last_event(gateway: FakeGateway):
    stage_a_broken_stream(gateway)
    with gateway.client(max_retries=0) as client:
        assert [g.id for g in client.iter_groups("job-1")] == ["g1"]
    assert_reopened_after_the_last_event(gateway)


async def test_async_iter_groups_opens_a_broken_stream_again_after_its_last_event(gateway: FakeGateway):
    stage_a_broken_stream(gateway)
    async with gateway.async_client(max_retries=0) as client:
        assert [g.id async for g in client.iter_groups("job-1")] == ["g1"]
    assert_reopened_after_the_last_event(gateway)
