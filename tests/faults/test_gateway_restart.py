"""The gateway SIGKILLed mid-job while a trainer watches the job's events over SSE (the Python
client's `watch`) and over gRPC (`WatchJob`): once the gateway is back on its ports, both go on
after the last event they got (Last-Event-ID, `last_event_id`), with exactly the events Redis
holds, none missing, none twice, and the job completes.

Episodes are countdown's against the LLM simulator (see conftest): the test is about the
gateway, which keeps no state of its own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

import grpc
import pytest
import redis
from rollgate import Client, JobState
from rollgate.v1 import jobs_pb2, service_pb2_grpc

from services.common.keys import Keys
from services.devstack import LocalStack
from tests.faults.conftest import JOB, tasks, wait_for

pytestmark = pytest.mark.slow

Event = tuple[str, str, str]  # id, type, episode id
GRPC_RECONNECTS = 5


@dataclass
class Watcher:
    """Follows an event stream in a thread of its own, keeping every event it delivers."""

    follow: Callable[[], Iterable[Event]]
    events: list[Event] = field(default_factory=list)
    error: BaseException | None = None
    thread: threading.Thread | None = None

    def start(self) -> Watcher:
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        return self

    def _run(self) -> None:
        try:
            for event in self.follow():
                self.events.append(event)
        except BaseException as exc:  # reported by the test
            self.error = exc

    def finished(self) -> int:
        return sum(kind == "episode_finished" for _id, kind, _episode in self.events)


def test_sse_and_grpc_watchers_resume_after_a_sigkilled_gateway(fault_stack: LocalStack) -> None:
    stack = fault_stack
    gateway = stack.start_gateway()
    stack.start_runner(runner_concurrency=4)
    with Client(gateway.url, token=stack.token, timeout=10, max_retries=6) as client:
        job = client.submit(tasks=tasks(16), **JOB)
        sse = Watcher(lambda: ((e.id, e.type, e.episode_id) for e in client.watch(job.id))).start()
        over_grpc = Watcher(lambda: _grpc_events(f"127.0.0.1:{stack.grpc_port}", stack.token, job.id)).start()
        wait_for(lambda: min(sse.finished(), over_grpc.finished()) >= 4, 60, "4 episodes seen finished by both")
        seen_before_kill = {"sse": len(sse.events), "grpc": len(over_grpc.events)}
        gateway.kill()
        stack.restart(gateway)
        for watcher in (sse, over_grpc):
            assert watcher.thread is not None
            watcher.thread.join(timeout=120)
        assert client.get_job(job.id).state == JobState.COMPLETED
    held = _held_events(stack, job.id)
    for name, watcher in (("sse", sse), ("grpc", over_grpc)):
        assert watcher.error is None, f"{name}: {watcher.error!r}"
        (snapshot_id, first, _), *events = watcher.events
        assert first == "snapshot"
        assert events == [event for event in held if _stream_id(event[0]) > _stream_id(snapshot_id)], name
        assert events[-1][1] == "job_finished"
        assert len(watcher.events) > seen_before_kill[name], f"{name}: nothing came after the gateway's restart"


def _grpc_events(target: str, token: str, job_id: str) -> Iterator[Event]:
    """WatchJob, opened again after the last event delivered whenever the stream breaks (each
    new call waits for the gateway to be back: wait_for_ready); its resumed snapshots skipped."""
    last, breaks = "", 0
    while True:
        with grpc.insecure_channel(target) as channel:
            request = jobs_pb2.WatchJobRequest(job_id=job_id, last_event_id=last)
            stream = service_pb2_grpc.RollgateStub(channel).WatchJob(
                request, metadata=[("authorization", f"Bearer {token}")], timeout=120, wait_for_ready=True)
            try:
                for event in stream:
                    if event.type == "snapshot" and last:
                        continue
                    last = event.id
                    yield event.id, event.type, event.episode_id
                    if event.type == "job_finished":
                        return
                return
            except grpc.RpcError as error:
                breaks += 1
                if error.code() != grpc.StatusCode.UNAVAILABLE or breaks > GRPC_RECONNECTS:  # type: ignore[attr-defined]
                    raise


def _held_events(stack: LocalStack, job_id: str) -> list[Event]:
    """The job's event stream as Redis holds it."""
    with redis.Redis.from_url(stack.redis_url, decode_responses=True) as client:
        entries = client.xrange(Keys("rollgate").job(job_id).events)
    return [(entry_id, fields["type"], fields.get("episode_id", "")) for entry_id, fields in entries]


def _stream_id(event_id: str) -> tuple[int, int]:
    ms, _, seq = event_id.partition("-")
    return int(ms), int(seq or 0)
