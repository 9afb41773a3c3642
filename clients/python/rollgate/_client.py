"""`Client` and `AsyncClient`: the gateway's HTTP API as a trainer sees it.

The two are twins with the same methods. Neither knows a path or a body: each method takes a `Call`
from `rollgate._api`, which also decides what is retried and when a job is done. What is left here
is the I/O — sending with retries, reading the event stream, blocking until a job moves.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import socket
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Generator, Iterable, Iterator, Mapping
from concurrent import futures
from contextlib import aclosing, closing, suppress
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx

from rollgate import _api
from rollgate._exceptions import TransportError, error_from_response
from rollgate._models import (
    AgentInfo,
    EnvInfo,
    Group,
    Health,
    Job,
    JobEvent,
    JobSpec,
    JobSummary,
    ListJobsResponse,
    PolicyInfo,
    PushWeightsResponse,
    SessionGrant,
    TaskStats,
    TaskStatsPage,
    TrajectoryPage,
    WorkerInfo,
)

T = TypeVar("T")
_Until = Callable[[Job | JobSummary], bool]


def _build(
    http: httpx.Client | httpx.AsyncClient, call: _api.Call[Any], timeout: httpx.Timeout | None
) -> httpx.Request:
    return http.build_request(
        call.method,
        call.path,
        params=call.params,
        json=call.json,
        headers=call.headers,
        timeout=timeout or httpx.USE_CLIENT_DEFAULT,
    )


def _timeout_error(job_id: str, job: Job | JobSummary, timeout: float | None) -> TimeoutError:
    return TimeoutError(f"job {job_id} is still {job.state} after {timeout} s")


class Client:
    """A blocking client for the Rollgate gateway.

    `base_url` defaults to $ROLLGATE_URL, then http://127.0.0.1:8080; `token` to $ROLLGATE_TOKEN.
    Connection errors, timeouts and 503 answers are retried up to `max_retries` times with
    exponential back-off (`backoff` seconds, doubled each time, with jitter) for calls that are safe
    to repeat — all but `push_weights` and `remove_worker` (every submit carries an idempotency
    key). `transport` replaces the network (e.g. `httpx.MockTransport` in tests).
    """

    def __init__(
        self,
        base_url: str | None = None,
        token: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        transport: httpx.BaseTransport | None = None,
        *,
        backoff: float = 0.5,
    ) -> None:
        self._http = httpx.Client(transport=transport, **_api.client_options(base_url, token, timeout))
        self._retry = _api.RetryPolicy(max_retries, backoff)
        self._timeout = timeout

    @property
    def base_url(self) -> str:
        return str(self._http.base_url)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()

    def submit(self, spec: JobSpec | Mapping[str, Any] | None = None, **fields: Any) -> Job:
        """Admit a job (a `JobSpec`, a dict, or its fields as keywords, which override `spec`)."""
        return self._send(_api.submit(spec, fields))

    def get_job(self, job_id: str) -> Job:
        return self._send(_api.get_job(job_id))

    def list_jobs(self, state: str | None = None, page_size: int = 100, page_token: str = "") -> ListJobsResponse:
        """One page of the token's jobs (every owner's for an admin), newest first, without specs."""
        return self._send(_api.list_jobs(state, page_size, page_token))

    def iter_jobs(self, state: str | None = None, page_size: int = 100) -> Iterator[JobSummary]:
        """Every job `list_jobs` would page through, fetching a page at a time."""
        token = ""
        while True:
            page = self.list_jobs(state, page_size, token)
            yield from page.jobs
            if not (token := page.next_page_token):
                return

    def cancel(self, job_id: str) -> Job:
        return self._send(_api.cancel(job_id))

    def trajectories(self, job_id: str, offset: int = 0, limit: int = 10) -> TrajectoryPage:
        """Groups `offset` to `offset + limit` of the job as their whole trajectories, read without
        pulling or acknowledging: what `rollgate export` writes. Episodes not finished yet, or
        whose group a trainer acknowledged, are counted in `missing`."""
        return self._send(_api.trajectories(job_id, offset, limit))

    def iter_trajectory_pages(self, job_id: str, groups_per_page: int = 10) -> Iterator[TrajectoryPage]:
        """Every page `trajectories` would give, from the first group to the last."""
        offset = 0
        while offset >= 0:
            page = self.trajectories(job_id, offset, groups_per_page)
            yield page
            offset = page.next_offset

    def pull(
        self, job_id: str, max_groups: int = 1, min_usable: int = 0, visibility_timeout_s: float = 300.0,
        max_staleness: int | None = None, replay: int = 0, replay_max_age: int | None = None,
    ) -> list[Group]:
        """Lease up to `max_groups` complete groups; unacknowledged ones return after the timeout.

        `max_staleness` skips groups whose oldest token is more versions behind the current policy.
        `replay` adds up to that many earlier groups with a reward spread from the replay buffer of the
        job's lineage, newest first and no older than `replay_max_age` versions (None: any), after the
        new ones, each marked with its `replay_age` (docs/sampling.md); they need no ack."""
        return self._send(_api.pull(job_id, max_groups, min_usable, visibility_timeout_s, max_staleness, replay,
                                    replay_max_age))

    def ack(self, job_id: str, group_ids: Iterable[str | Group]) -> int:
        """Acknowledge pulled groups (ids or the groups themselves); returns how many were acked."""
        return self._send(_api.ack(job_id, group_ids))

    def task_stats(self, lineage: str, env: str = "", split: str = "", page_size: int = 100, page_token: str = "",
                   owner: str = "") -> TaskStatsPage:
        """One page of the per-task statistics of `lineage` (the run a job's `draw.lineage` names),
        most recently updated first, of `env` and `split` if given: what the draw strategies read
        (docs/sampling.md). Raises `NotFound` when no job of this token named the lineage; `owner`
        reads another owner's (admin tokens only)."""
        return self._send(_api.task_stats(lineage, env, split, page_size, page_token, owner))

    def iter_task_stats(self, lineage: str, env: str = "", split: str = "", page_size: int = 100,
                        owner: str = "") -> Iterator[TaskStats]:
        """Every task `task_stats` would page through, fetching a page at a time."""
        token = ""
        while True:
            page = self.task_stats(lineage, env, split, page_size, token, owner)
            yield from page.tasks
            if not (token := page.next_page_token):
                return

    def envs(self) -> list[EnvInfo]:
        return self._send(_api.envs())

    def agents(self) -> list[AgentInfo]:
        """The installed agents; a job names one in `agent` (docs/agents.md)."""
        return self._send(_api.agents())

    def policy(self) -> PolicyInfo:
        return self._send(_api.policy())

    def push_weights(self, path: str | os.PathLike[str], version: int, lora: bool = False) -> PushWeightsResponse:
        """Load the checkpoint folder at `path` (as the workers see it) on every worker, as `version`.

        Returns once every worker has loaded it or failed (`ok` and the per-worker results tell
        which); reads wait up to 600 s. Never retried by the client: a push is not idempotent. After
        a `TransportError` the push may still have landed — read `policy()` before pushing again.
        Raises `InvalidRequest` for a bad path, shape or version, `Conflict` while another push
        runs, `ServiceUnavailable` when no worker loaded it.
        """
        return self._send(_api.push_weights(path, version, lora))

    def workers(self) -> list[WorkerInfo]:
        """Every registered inference worker, quarantined ones included (admin token)."""
        return self._send(_api.workers())

    def add_worker(self, url: str) -> WorkerInfo:
        """Register an inference worker by its base URL (admin token); registering it again is harmless."""
        return self._send(_api.add_worker(url))

    def remove_worker(self, url: str) -> None:
        """Unregister an inference worker (admin token); raises `NotFound` for an unknown URL."""
        self._send(_api.remove_worker(url))

    def health(self) -> Health:
        """The gateway's readiness; a not-ready gateway still answers with its checks."""
        return self._send(_api.health())

    def next_session(self, job_id: str, wait_s: float = 10.0) -> SessionGrant | None:
        """The next session of a job played by an external agent (docs/agents.md, "Sessions"),
        waiting up to `wait_s` seconds (at most 30) for one to open; None if none did. The grant's
        `api_key` is shown only here. Raises `Conflict` for a job whose agent is built in or sends
        its sessions to a callback_url."""
        return self._send(_api.next_session(job_id, wait_s))

    def watch(self, job_id: str) -> Iterator[JobEvent]:
        """The job's events as they happen, ending after `job_finished` or when the stream closes.

        A stream that breaks (a gateway restarted) is opened again after a back-off and goes on
        after the last event delivered (SSE Last-Event-ID), without a gap or a repeat; after
        `max_retries` breaks in a row with no event between them, `TransportError` is raised.
        """
        resume = _api.Resume()
        while True:
            try:
                with closing(self._events(job_id, last_event_id=resume.last_event_id)) as events:
                    for event in events:
                        if event is not None and resume.admit(event):
                            yield event
                            if event.type == "job_finished":
                                return
                return
            except TransportError:
                if resume.failures >= self._retry.max_retries:
                    raise
                time.sleep(self._retry.pause(resume.failures))
                resume.failures += 1

    def wait(self, job_id: str, timeout: float | None = None) -> Job:
        """Block until the job is completed or cancelled; raises `TimeoutError` after `timeout` s.

        The timeout is checked whenever the stream delivers a line, at least every keep-alive.
        Events carry the job without its spec: once one shows it over, the job is read once more.
        """
        job = self._await(job_id, _api.is_terminal, _api.Deadline(timeout))
        if not _api.is_terminal(job):
            raise _timeout_error(job_id, job, timeout)
        return job if isinstance(job, Job) else self.get_job(job_id)

    def iter_groups(
        self,
        job_id: str,
        batch: int = 8,
        min_usable: int = 0,
        visibility_timeout_s: float = 300.0,
        poll_interval: float = 30.0,
    ) -> Iterator[Group]:
        """Every group of the job as it becomes complete, until the job is over and none remain.

        Pulls `batch` groups at a time; the caller acks them. Between empty pulls it blocks on the
        job's event stream until a group completes, pulling again at least every `poll_interval`
        seconds (leases that time out return groups without an event). One stream serves every
        wait of the iteration: it holds one of the token's `event_streams` (a gateway quota) however
        many groups come, is opened again only when it breaks (after a back-off, from its last
        event), and is closed when the iteration ends, or when the caller stops early (`close()`).
        """
        known: Job | JobSummary = self.get_job(job_id)
        with closing(_Follower(self, job_id)) as follower:
            while True:
                groups = self.pull(job_id, batch, min_usable, visibility_timeout_s)
                yield from groups
                if not groups:
                    if _api.is_terminal(known):
                        return
                    known = follower.wait(_api.progressed(known), _api.Deadline(poll_interval), known)

    def _send(self, call: _api.Call[T]) -> T:
        return call.read(self._request(call, timeout=call.timeout(self._timeout)))

    def _request(
        self, call: _api.Call[Any], stream: bool = False, timeout: httpx.Timeout | None = None
    ) -> httpx.Response:
        for attempt in itertools.count():
            try:
                response = self._http.send(_build(self._http, call, timeout), stream=stream)
            except httpx.TransportError as exc:
                delay = self._retry.delay(call, attempt, exc)
                if delay is None:
                    raise TransportError.from_httpx(exc) from exc
            else:
                delay = self._retry.delay(call, attempt, response)
                if delay is None:
                    return response
                response.close()
            time.sleep(delay)
        raise AssertionError("unreachable")

    def _events(self, job_id: str, read_timeout: float = _api.STREAM_READ_TIMEOUT_S,
                last_event_id: str = "") -> Generator[JobEvent | None]:
        """One event per line of the stream, None for lines that complete no event."""
        yield from _read_events(self._open_events(job_id, read_timeout, last_event_id))

    def _open_events(self, job_id: str, read_timeout: float = _api.STREAM_READ_TIMEOUT_S,
                     last_event_id: str = "") -> httpx.Response:
        """The job's event stream, open to be read; the error the gateway answered instead, raised."""
        call = _api.watch(job_id, last_event_id)
        response = self._request(call, stream=True, timeout=_api.stream_timeout(self._timeout, read_timeout))
        if call.accepts(response):
            return response
        try:
            response.read()
        except httpx.TransportError as exc:
            raise TransportError.from_httpx(exc) from exc
        finally:
            response.close()
        raise error_from_response(response)

    def _await(self, job_id: str, until: _Until, deadline: _api.Deadline) -> Job | JobSummary:
        """The first view of the job that satisfies `until`, or the latest one once `deadline` passes.

        Follows the event stream; when it ends or drops early, re-reads the job and follows again
        after a back-off, so a restarted gateway costs a reconnect, not the caller's loop.
        """
        for attempt in itertools.count():
            job = self.get_job(job_id)
            if until(job) or deadline.expired():
                return job
            seen = self._follow(job_id, until, deadline)
            if seen is not None:
                return seen
            time.sleep(deadline.cap(self._retry.pause(attempt)))
        raise AssertionError("unreachable")

    def _follow(self, job_id: str, until: _Until, deadline: _api.Deadline) -> Job | JobSummary | None:
        try:
            with closing(self._events(job_id, deadline.cap(_api.STREAM_READ_TIMEOUT_S))) as events:
                for event in events:
                    if event is not None and until(event.job):
                        return event.job
                    if deadline.expired():
                        return None
        except TransportError:
            pass
        return None


def _read_events(response: httpx.Response) -> Generator[JobEvent | None]:
    """One event per line of an open event stream, None for lines that complete no event; closes it."""
    try:
        reader = _api.EventReader()
        for line in response.iter_lines():
            yield reader.feed(line)
    except httpx.TransportError as exc:
        raise TransportError.from_httpx(exc) from exc
    finally:
        response.close()


class _StreamEnded(Exception):
    """The event stream closed without an error: the gateway ended it (it restarted, or the job is over)."""


def _next_event(events: Iterator[JobEvent | None]) -> JobEvent | None:
    try:
        return next(events)
    except StopIteration:
        raise _StreamEnded from None


def _shut(response: httpx.Response) -> None:
    """Shut the socket under `response` down, if it has one: a read blocked on it returns at once,
    which closing the socket from another thread would not make it do."""
    stream = response.extensions.get("network_stream")
    sock = stream.get_extra_info("socket") if stream is not None else None
    if isinstance(sock, socket.socket):
        with suppress(OSError):  # shut down already, by the other thread
            sock.shutdown(socket.SHUT_RDWR)


class _Follower:
    """The event stream of a job, kept open across the waits of one `Client.iter_groups`.

    Each wait reads on where the last one stopped, so an iteration holds one of the token's
    `event_streams` leases however many groups it waits for. A stream per wait made the gateway
    take and give back a lease per group, and a trainer whose dropped streams it gave back late
    ran into the quota (16 by default) within a few dozen groups. A thread reads the stream, so
    that a wait can end at its deadline and leave the read in progress to the next wait (a read
    cut short would break the stream). A stream that breaks or ends is opened again after a
    back-off that grows with the breaks in a row, after its last event (Last-Event-ID); before
    one is opened the job is read, and a view that satisfies the wait ends it without a stream.
    """

    def __init__(self, client: Client, job_id: str) -> None:
        self._client, self._job_id = client, job_id
        self._resume = _api.Resume()
        self._reader = futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="rollgate-events")
        self._events: Generator[JobEvent | None] | None = None
        self._response: httpx.Response | None = None
        self._reading: futures.Future[JobEvent | None] | None = None
        self._closed = False

    def wait(self, until: _Until, deadline: _api.Deadline, latest: Job | JobSummary) -> Job | JobSummary:
        """The first view of the job that satisfies `until`, or the latest one seen (else `latest`)
        once `deadline` passes."""
        while not deadline.expired():
            if self._events is None:
                latest = self._client.get_job(self._job_id)
                if until(latest):
                    return latest
                self._events = self._stream()
            try:
                event = self._next(self._events, deadline)
            except TimeoutError:
                break
            except (TransportError, _StreamEnded):
                self._events = self._response = None
                time.sleep(deadline.cap(_pause(self._client._retry, self._resume)))
                continue
            if event is not None:
                self._resume.admit(event)
                latest = event.job
                if until(latest):
                    return latest
        return latest

    def close(self) -> None:
        """Close the stream now, a read in progress included: shutting its socket down ends it at once
        (on a transport without sockets, at the stream's next line)."""
        self._closed = True
        if self._reading is not None:
            if self._response is not None and not self._reading.done():
                _shut(self._response)
            futures.wait([self._reading])
            self._reading = None
        if self._events is not None:
            self._events.close()
        self._reader.shutdown()

    def _next(self, events: Iterator[JobEvent | None], deadline: _api.Deadline) -> JobEvent | None:
        """The next item of `events`; TimeoutError if none came by `deadline`, the read going on."""
        if self._reading is None:
            self._reading = self._reader.submit(_next_event, events)
        done, _ = futures.wait([self._reading], timeout=deadline.remaining())
        if not done:
            raise TimeoutError
        reading, self._reading = self._reading, None
        return reading.result()

    def _stream(self) -> Generator[JobEvent | None]:
        """The job's events after the last one read, in the reader thread; the response is kept for
        `close` to shut down, which it does itself if `close` came first."""
        self._response = self._client._open_events(self._job_id, last_event_id=self._resume.last_event_id)
        if self._closed:
            _shut(self._response)
        yield from _read_events(self._response)


def _pause(retry: _api.RetryPolicy, resume: _api.Resume) -> float:
    """The back-off before a broken stream is opened again; counts the break. It grows with the breaks
    in a row up to the one after `max_retries` of them, and stays there: a wait never gives up on
    the stream, since the pulls between waits raise when the gateway is gone."""
    pause = retry.pause(min(resume.failures, retry.max_retries))
    resume.failures += 1
    return pause


class AsyncClient:
    """The asyncio twin of `Client`: the same methods and arguments, awaited.

    `watch` and `iter_groups` are async generators; `close` is a coroutine.
    """

    def __init__(
        self,
        base_url: str | None = None,
        token: str | None = None,
        timeout: float = 30.0,
        max_retries: int = 3,
        transport: httpx.AsyncBaseTransport | None = None,
        *,
        backoff: float = 0.5,
    ) -> None:
        self._http = httpx.AsyncClient(transport=transport, **_api.client_options(base_url, token, timeout))
        self._retry = _api.RetryPolicy(max_retries, backoff)
        self._timeout = timeout

    @property
    def base_url(self) -> str:
        return str(self._http.base_url)

    async def close(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc_info: type[BaseException] | BaseException | TracebackType | None) -> None:
        await self.close()

    async def submit(self, spec: JobSpec | Mapping[str, Any] | None = None, **fields: Any) -> Job:
        return await self._send(_api.submit(spec, fields))

    async def get_job(self, job_id: str) -> Job:
        return await self._send(_api.get_job(job_id))

    async def list_jobs(self, state: str | None = None, page_size: int = 100,
                        page_token: str = "") -> ListJobsResponse:
        return await self._send(_api.list_jobs(state, page_size, page_token))

    async def iter_jobs(self, state: str | None = None, page_size: int = 100) -> AsyncIterator[JobSummary]:
        token = ""
        while True:
            page = await self.list_jobs(state, page_size, token)
            for job in page.jobs:
                yield job
            if not (token := page.next_page_token):
                return

    async def cancel(self, job_id: str) -> Job:
        return await self._send(_api.cancel(job_id))

    async def trajectories(self, job_id: str, offset: int = 0, limit: int = 10) -> TrajectoryPage:
        return await self._send(_api.trajectories(job_id, offset, limit))

    async def iter_trajectory_pages(self, job_id: str, groups_per_page: int = 10) -> AsyncIterator[TrajectoryPage]:
        offset = 0
        while offset >= 0:
            page = await self.trajectories(job_id, offset, groups_per_page)
            yield page
            offset = page.next_offset

    async def pull(
        self, job_id: str, max_groups: int = 1, min_usable: int = 0, visibility_timeout_s: float = 300.0,
        max_staleness: int | None = None, replay: int = 0, replay_max_age: int | None = None,
    ) -> list[Group]:
        return await self._send(_api.pull(job_id, max_groups, min_usable, visibility_timeout_s, max_staleness,
                                          replay, replay_max_age))

    async def ack(self, job_id: str, group_ids: Iterable[str | Group]) -> int:
        return await self._send(_api.ack(job_id, group_ids))

    async def task_stats(self, lineage: str, env: str = "", split: str = "", page_size: int = 100,
                         page_token: str = "", owner: str = "") -> TaskStatsPage:
        return await self._send(_api.task_stats(lineage, env, split, page_size, page_token, owner))

    async def iter_task_stats(self, lineage: str, env: str = "", split: str = "", page_size: int = 100,
                              owner: str = "") -> AsyncIterator[TaskStats]:
        token = ""
        while True:
            page = await self.task_stats(lineage, env, split, page_size, token, owner)
            for task in page.tasks:
                yield task
            if not (token := page.next_page_token):
                return

    async def envs(self) -> list[EnvInfo]:
        return await self._send(_api.envs())

    async def agents(self) -> list[AgentInfo]:
        return await self._send(_api.agents())

    async def policy(self) -> PolicyInfo:
        return await self._send(_api.policy())

    async def push_weights(self, path: str | os.PathLike[str], version: int, lora: bool = False) -> PushWeightsResponse:
        return await self._send(_api.push_weights(path, version, lora))

    async def workers(self) -> list[WorkerInfo]:
        return await self._send(_api.workers())

    async def add_worker(self, url: str) -> WorkerInfo:
        return await self._send(_api.add_worker(url))

    async def remove_worker(self, url: str) -> None:
        await self._send(_api.remove_worker(url))

    async def health(self) -> Health:
        return await self._send(_api.health())

    async def next_session(self, job_id: str, wait_s: float = 10.0) -> SessionGrant | None:
        return await self._send(_api.next_session(job_id, wait_s))

    async def watch(self, job_id: str) -> AsyncIterator[JobEvent]:
        resume = _api.Resume()
        while True:
            try:
                async with aclosing(self._events(job_id, resume.last_event_id)) as events:
                    async for event in events:
                        if event is not None and resume.admit(event):
                            yield event
                            if event.type == "job_finished":
                                return
                return
            except TransportError:
                if resume.failures >= self._retry.max_retries:
                    raise
                await asyncio.sleep(self._retry.pause(resume.failures))
                resume.failures += 1

    async def wait(self, job_id: str, timeout: float | None = None) -> Job:
        job = await self._await(job_id, _api.is_terminal, _api.Deadline(timeout))
        if not _api.is_terminal(job):
            raise _timeout_error(job_id, job, timeout)
        return job if isinstance(job, Job) else await self.get_job(job_id)

    async def iter_groups(
        self,
        job_id: str,
        batch: int = 8,
        min_usable: int = 0,
        visibility_timeout_s: float = 300.0,
        poll_interval: float = 30.0,
    ) -> AsyncIterator[Group]:
        known: Job | JobSummary = await self.get_job(job_id)
        async with aclosing(_AsyncFollower(self, job_id)) as follower:
            while True:
                groups = await self.pull(job_id, batch, min_usable, visibility_timeout_s)
                for group in groups:
                    yield group
                if not groups:
                    if _api.is_terminal(known):
                        return
                    known = await follower.wait(_api.progressed(known), _api.Deadline(poll_interval), known)

    async def _send(self, call: _api.Call[T]) -> T:
        return call.read(await self._request(call, timeout=call.timeout(self._timeout)))

    async def _request(
        self, call: _api.Call[Any], stream: bool = False, timeout: httpx.Timeout | None = None
    ) -> httpx.Response:
        for attempt in itertools.count():
            try:
                response = await self._http.send(_build(self._http, call, timeout), stream=stream)
            except httpx.TransportError as exc:
                delay = self._retry.delay(call, attempt, exc)
                if delay is None:
                    raise TransportError.from_httpx(exc) from exc
            else:
                delay = self._retry.delay(call, attempt, response)
                if delay is None:
                    return response
                await response.aclose()
            await asyncio.sleep(delay)
        raise AssertionError("unreachable")

    async def _events(self, job_id: str, last_event_id: str = "") -> AsyncGenerator[JobEvent | None]:
        call = _api.watch(job_id, last_event_id)
        response = await self._request(call, stream=True, timeout=_api.stream_timeout(self._timeout))
        try:
            if not call.accepts(response):
                await response.aread()
                raise error_from_response(response)
            reader = _api.EventReader()
            async for line in response.aiter_lines():
                yield reader.feed(line)
        except httpx.TransportError as exc:
            raise TransportError.from_httpx(exc) from exc
        finally:
            await response.aclose()

    async def _await(self, job_id: str, until: _Until, deadline: _api.Deadline) -> Job | JobSummary:
        for attempt in itertools.count():
            job = await self.get_job(job_id)
            if until(job) or deadline.expired():
                return job
            seen = await self._follow(job_id, until, deadline)
            if seen is not None:
                return seen
            await asyncio.sleep(deadline.cap(self._retry.pause(attempt)))
        raise AssertionError("unreachable")

    async def _follow(self, job_id: str, until: _Until, deadline: _api.Deadline) -> Job | JobSummary | None:
        try:
            async with asyncio.timeout(deadline.remaining()), aclosing(self._events(job_id)) as events:
                async for event in events:
                    if event is not None and until(event.job):
                        return event.job
        except (TransportError, TimeoutError):
            pass
        return None


async def _anext_event(events: AsyncIterator[JobEvent | None]) -> JobEvent | None:
    try:
        return await anext(events)
    except StopAsyncIteration:
        raise _StreamEnded from None


class _AsyncFollower:
    """`_Follower`'s twin for `AsyncClient.iter_groups`: the read in progress is a task, which a wait
    that reaches its deadline leaves running for the next one, and which `aclose` cancels."""

    def __init__(self, client: AsyncClient, job_id: str) -> None:
        self._client, self._job_id = client, job_id
        self._resume = _api.Resume()
        self._events: AsyncGenerator[JobEvent | None] | None = None
        self._reading: asyncio.Task[JobEvent | None] | None = None

    async def wait(self, until: _Until, deadline: _api.Deadline, latest: Job | JobSummary) -> Job | JobSummary:
        """The first view of the job that satisfies `until`, or the latest one seen (else `latest`)
        once `deadline` passes."""
        while not deadline.expired():
            if self._events is None:
                latest = await self._client.get_job(self._job_id)
                if until(latest):
                    return latest
                self._events = self._client._events(self._job_id, self._resume.last_event_id)
            try:
                event = await self._next(self._events, deadline)
            except TimeoutError:
                break
            except (TransportError, _StreamEnded):
                self._events = None
                await asyncio.sleep(deadline.cap(_pause(self._client._retry, self._resume)))
                continue
            if event is not None:
                self._resume.admit(event)
                latest = event.job
                if until(latest):
                    return latest
        return latest

    async def aclose(self) -> None:
        """Close the stream now, cancelling a read in progress (whose outcome no one wants)."""
        if self._reading is not None:
            self._reading.cancel()
            await asyncio.gather(self._reading, return_exceptions=True)
            self._reading = None
        if self._events is not None:
            await self._events.aclose()

    async def _next(self, events: AsyncIterator[JobEvent | None], deadline: _api.Deadline) -> JobEvent | None:
        """The next item of `events`; TimeoutError if none came by `deadline`, the read going on."""
        if self._reading is None:
            self._reading = asyncio.create_task(_anext_event(events))
        done, _ = await asyncio.wait({self._reading}, timeout=deadline.remaining())
        if not done:
            raise TimeoutError
        reading, self._reading = self._reading, None
        return reading.result()
