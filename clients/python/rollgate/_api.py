"""The gateway's HTTP API without I/O: what each call sends and how its answer is read.

`Client` and `AsyncClient` only move bytes and sleep. Everything they share lives here: paths and
bodies (one builder per endpoint, returning a `Call`), which outcomes are retried and after how
long (`RetryPolicy`), how responses and server-sent events become models, and when a job is done.
"""

from __future__ import annotations

import json
import os
import random
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar
from urllib.parse import quote

import httpx
from pydantic import TypeAdapter

from rollgate._exceptions import APIError, error_from_response
from rollgate._models import (
    AckRequest,
    AckResponse,
    AddWorkerRequest,
    AgentInfo,
    EnvInfo,
    Group,
    Health,
    Job,
    JobEvent,
    JobSpec,
    JobState,
    JobSummary,
    ListJobsRequest,
    ListJobsResponse,
    PolicyInfo,
    PullRequest,
    PullResponse,
    PushWeightsRequest,
    PushWeightsResponse,
    SessionGrant,
    TaskStatsPage,
    TaskStatsRequest,
    TrajectoryPage,
    WorkerInfo,
)
from rollgate._sse import ServerSentEvent, SSEDecoder

T = TypeVar("T")

DEFAULT_URL = "http://127.0.0.1:8080"
STREAM_READ_TIMEOUT_S = 60.0
"""Longest silence tolerated on the event stream: four of the gateway's 15 s keep-alive intervals."""
PUSH_READ_TIMEOUT_S = 600.0
"""Longest wait for a weight push's answer, which comes once every worker has loaded or failed."""
SESSION_WAIT_GRACE_S = 30.0
"""How much longer than its own wait a sessions:next answer, or a session's env step, may take."""
SESSION_ENDED = "session_ended"
"""The error code of any request to a session that has ended."""
RETRYABLE_ERRORS = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError)
TERMINAL_STATES = frozenset({JobState.COMPLETED, JobState.CANCELLED})
USER_AGENT = "rollgate-python"


@dataclass(frozen=True)
class Call(Generic[T]):
    """One HTTP exchange: the request, whether repeating it is safe, and how to read the answer.

    `parse` gets the decoded JSON body (None when there is none, as in a 204). `accept` lists error
    statuses whose body is still the answer (a 503 from /readyz carries a `Health`). `read_timeout`
    lets the answer take longer than the client's timeout.
    """

    method: str
    path: str
    parse: Callable[[Any], T]
    json: dict[str, Any] | None = None
    params: dict[str, str] | None = None
    headers: dict[str, str] | None = None
    retryable: bool = True
    accept: frozenset[int] = frozenset()
    read_timeout: float | None = None

    def timeout(self, default: float) -> httpx.Timeout | None:
        """The client's timeouts, reads stretched to `read_timeout`; None: the client's as they are."""
        if self.read_timeout is None or self.read_timeout <= default:
            return None
        return httpx.Timeout(default, read=self.read_timeout)

    def accepts(self, response: httpx.Response) -> bool:
        return response.is_success or response.status_code in self.accept

    def read(self, response: httpx.Response) -> T:
        """The answer in a read response, or the `APIError` it stands for."""
        if not self.accepts(response):
            raise error_from_response(response)
        try:
            return self.parse(response.json() if response.content else None)
        except (ValueError, LookupError, TypeError) as exc:
            if not response.is_success:
                raise error_from_response(response) from exc
            message = f"unexpected answer to {self.method} {self.path}: {exc}"
            raise APIError(response.status_code, "invalid_response", message) from exc


def client_options(base_url: str | None, token: str | None, timeout: float) -> dict[str, Any]:
    """Keyword arguments for `httpx.Client`/`httpx.AsyncClient`, defaults taken from the environment."""
    token = token if token is not None else os.environ.get("ROLLGATE_TOKEN")
    headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    base = base_url or os.environ.get("ROLLGATE_URL") or DEFAULT_URL
    return {"base_url": base, "headers": headers, "timeout": httpx.Timeout(timeout)}


def stream_timeout(timeout: float, read: float = STREAM_READ_TIMEOUT_S) -> httpx.Timeout:
    """Connect and write like every call; reads may wait out the stream's idle gaps."""
    return httpx.Timeout(timeout, read=read)


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded retries with exponential back-off and jitter.

    Only outcomes that leave the server unchanged or that it asks to repeat are retried —
    connection errors, timeouts and 503 — and only for calls that are safe to send twice.
    """

    max_retries: int = 3
    backoff: float = 0.5
    max_backoff: float = 8.0

    def delay(self, call: Call[Any], attempt: int, outcome: httpx.Response | Exception) -> float | None:
        """Seconds to wait before sending `call` again after `attempt` (0-based), or None: final."""
        if not call.retryable or attempt >= self.max_retries:
            return None
        if isinstance(outcome, Exception):
            return self.pause(attempt) if isinstance(outcome, RETRYABLE_ERRORS) else None
        if outcome.status_code != 503 or call.accepts(outcome):
            return None
        return max(self.pause(attempt), min(_retry_after(outcome), self.max_backoff))

    def pause(self, attempt: int) -> float:
        ceiling = min(self.max_backoff, self.backoff * 2**attempt)
        return random.uniform(ceiling / 2, ceiling)


def _retry_after(response: httpx.Response) -> float:
    try:
        return max(float(response.headers.get("Retry-After", 0)), 0.0)
    except ValueError:  # an HTTP date: not worth parsing for a bounded retry
        return 0.0


class Deadline:
    """A point in time after which a blocking call gives up; None: never."""

    def __init__(self, seconds: float | None) -> None:
        self._end = None if seconds is None else time.monotonic() + seconds

    def remaining(self) -> float | None:
        return None if self._end is None else max(self._end - time.monotonic(), 0.0)

    def expired(self) -> bool:
        return self._end is not None and time.monotonic() >= self._end

    def cap(self, seconds: float) -> float:
        remaining = self.remaining()
        return seconds if remaining is None else max(min(seconds, remaining), 0.001)


def is_terminal(job: Job | JobSummary) -> bool:
    return job.state in TERMINAL_STATES


def progressed(known: Job | JobSummary) -> Callable[[Job | JobSummary], bool]:
    """Whether a newer view of the job may offer groups that `known` did not."""
    return lambda seen: is_terminal(seen) or seen.groups_complete > known.groups_complete


class EventReader:
    """Turns the lines of GET /v1/jobs/{id}/events into `JobEvent`s (None: the line ended none)."""

    def __init__(self) -> None:
        self._decoder = SSEDecoder()

    def feed(self, line: str) -> JobEvent | None:
        sse = self._decoder.feed(line)
        return None if sse is None else _job_event(sse)


def _job_event(sse: ServerSentEvent) -> JobEvent:
    try:
        return JobEvent.model_validate({"type": sse.event, **json.loads(sse.data)})
    except (ValueError, TypeError) as exc:
        raise APIError(200, "invalid_response", f"unreadable {sse.event!r} event: {exc}") from exc


def _job_path(job_id: str, suffix: str = "") -> str:
    if not job_id:
        raise ValueError("job_id must be a non-empty string")
    return f"/v1/jobs/{quote(job_id, safe='')}{suffix}"


def _items(key: str, adapter: TypeAdapter[list[T]]) -> Callable[[Any], list[T]]:
    return lambda body: adapter.validate_python(body[key])


_ENVS = TypeAdapter(list[EnvInfo])
_AGENTS = TypeAdapter(list[AgentInfo])
_WORKERS = TypeAdapter(list[WorkerInfo])


def submit(spec: JobSpec | Mapping[str, Any] | None, fields: Mapping[str, Any]) -> Call[Job]:
    """POST /v1/jobs. A spec without an idempotency key gets a fresh one, so retries are safe."""
    base = spec.model_dump() if isinstance(spec, JobSpec) else dict(spec or {})
    job_spec = JobSpec.model_validate({**base, **fields})
    if not job_spec.idempotency_key:
        job_spec = job_spec.model_copy(update={"idempotency_key": uuid.uuid4().hex})
    body = job_spec.model_dump(mode="json")
    return Call("POST", "/v1/jobs", Job.model_validate, json=body, retryable=bool(job_spec.idempotency_key))


def get_job(job_id: str) -> Call[Job]:
    return Call("GET", _job_path(job_id), Job.model_validate)


def list_jobs(state: str | None, page_size: int, page_token: str) -> Call[ListJobsResponse]:
    """GET /v1/jobs: one page of the caller's jobs, newest first, without their specs."""
    request = ListJobsRequest(state=state or "", page_size=page_size, page_token=page_token)
    params = {k: v for k, v in request.model_dump().items() if v not in ("", 0)}
    return Call("GET", "/v1/jobs", ListJobsResponse.model_validate, params=params or None)


def cancel(job_id: str) -> Call[Job]:
    return Call("DELETE", _job_path(job_id), Job.model_validate)


def watch(job_id: str, last_event_id: str = "") -> Call[None]:
    """GET /v1/jobs/{id}/events, after the event `last_event_id` if given; its body is read line
    by line, not parsed."""
    headers = {"Last-Event-ID": last_event_id} if last_event_id else None
    return Call("GET", _job_path(job_id, "/events"), lambda body: None, headers=headers)


class Resume:
    """Where a watch is in a job's event stream, so that a stream that broke (a gateway
    restarted) is opened again after the last event delivered: no gap, no repeat. The snapshot
    a resumed stream opens with is not delivered again."""

    def __init__(self) -> None:
        self.last_event_id = ""
        self.failures = 0
        """Broken streams in a row without an event delivered between them."""

    def admit(self, event: JobEvent) -> bool:
        """Whether to deliver `event`; a delivered event moves the resume point to it."""
        self.failures = 0
        if event.type == "snapshot" and self.last_event_id:
            return False
        self.last_event_id = event.id or self.last_event_id
        return True


def pull(job_id: str, max_groups: int, min_usable: int, visibility_timeout_s: float,
         max_staleness: int | None = None, replay: int = 0, replay_max_age: int | None = None) -> Call[list[Group]]:
    request = PullRequest(max_groups=max_groups, min_usable=min_usable, visibility_timeout_s=visibility_timeout_s,
                          max_staleness=max_staleness, replay=replay, replay_max_age=replay_max_age)
    parse = lambda body: PullResponse.model_validate(body).groups  # noqa: E731
    # replay 0 stays out of the body, so a gateway older than replay buffers still takes it
    body = request.model_dump(mode="json", exclude_none=True, exclude=None if replay else {"replay"})
    return Call("POST", _job_path(job_id, "/pull"), parse, json=body)


def ack(job_id: str, group_ids: Iterable[str | Group]) -> Call[int]:
    ids = [g.id if isinstance(g, Group) else g for g in group_ids]
    body = AckRequest(group_ids=ids).model_dump(mode="json")
    parse = lambda body: AckResponse.model_validate(body).acked  # noqa: E731
    return Call("POST", _job_path(job_id, "/ack"), parse, json=body)


def trajectories(job_id: str, offset: int, limit: int) -> Call[TrajectoryPage]:
    """GET /v1/jobs/{id}/trajectories: groups `offset` to `offset + limit` as whole trajectories,
    read without pulling."""
    params = {"offset": str(offset), "limit": str(limit)}
    return Call("GET", _job_path(job_id, "/trajectories"), TrajectoryPage.model_validate, params=params)


def task_stats(lineage: str, env: str, split: str, page_size: int, page_token: str,
               owner: str) -> Call[TaskStatsPage]:
    """GET /v1/tasks/stats: a page of a lineage's per-task statistics, most recently updated first."""
    request = TaskStatsRequest(lineage=lineage, env=env, split=split, owner=owner, page_size=page_size,
                               page_token=page_token)
    params = {k: str(v) for k, v in request.model_dump().items() if v not in ("", 0)}
    return Call("GET", "/v1/tasks/stats", TaskStatsPage.model_validate, params=params)


def envs() -> Call[list[EnvInfo]]:
    return Call("GET", "/v1/envs", _items("envs", _ENVS))


def agents() -> Call[list[AgentInfo]]:
    return Call("GET", "/v1/agents", _items("agents", _AGENTS))


def policy() -> Call[PolicyInfo]:
    return Call("GET", "/v1/policy", PolicyInfo.model_validate)


def push_weights(path: str | os.PathLike[str], version: int, lora: bool) -> Call[PushWeightsResponse]:
    """POST /v1/policy, never repeated by the client: a push is not idempotent.

    A push that timed out or lost its connection may still be running (a repeat gets 409) or may
    have landed (a repeat gets 422: the version is no longer greater); a 503 means no worker loaded
    the weights. Only the caller, after reading `policy()`, knows which push to send next.
    """
    body = PushWeightsRequest(path=os.fspath(path), version=version, lora=lora).model_dump(mode="json")
    parse = PushWeightsResponse.model_validate
    return Call("POST", "/v1/policy", parse, json=body, retryable=False, read_timeout=PUSH_READ_TIMEOUT_S)


def workers() -> Call[list[WorkerInfo]]:
    return Call("GET", "/v1/workers", _items("workers", _WORKERS))


def add_worker(url: str) -> Call[WorkerInfo]:
    """POST /v1/workers; adding a registered worker again changes nothing, so retries are safe."""
    body = AddWorkerRequest(url=url).model_dump(mode="json")
    return Call("POST", "/v1/workers", WorkerInfo.model_validate, json=body)


def remove_worker(url: str) -> Call[None]:
    """DELETE /v1/workers?url=...; not repeated: a repeat after a removal that landed would be a 404."""
    return Call("DELETE", "/v1/workers", lambda body: None, params={"url": url}, retryable=False)


def health() -> Call[Health]:
    return Call("GET", "/readyz", Health.model_validate, accept=frozenset({503}))


def next_session(job_id: str, wait_s: float) -> Call[SessionGrant | None]:
    """POST /v1/jobs/{id}/sessions:next: the job's next session, None when none opened within `wait_s`.

    Repeated like a read: a grant whose answer was lost is lost either way (its credential is shown
    once, and the session ends as `timeout` when no request comes), and the repeat asks for the next.
    """
    parse = lambda body: None if body["session"] is None else SessionGrant.model_validate(body["session"])  # noqa: E731
    return Call("POST", _job_path(job_id, "/sessions:next"), parse, json={"wait_s": wait_s},
                read_timeout=wait_s + SESSION_WAIT_GRACE_S)


# The session routes below are relative to a grant's base_url and sent with its api_key. None is
# repeated: a step is not idempotent, a second reset or finish is refused, and a session whose
# runner is gone (503) is over: its episode is played again as a new session.

def env_reset() -> Call[dict[str, Any]]:
    """POST {base_url}/env/reset: the episode's first observation, `actions` and `info` (once)."""
    return Call("POST", "/env/reset", dict, retryable=False)


def env_step(action: str, wait_s: float = 0.0) -> Call[dict[str, Any]]:
    """POST {base_url}/env/step: `observation`, `reward`, `done`, `actions`, `info`. An action that
    may run `wait_s` seconds (a shell command's own limit) is read that long and SESSION_WAIT_GRACE_S
    more, or the client's timeout if longer."""
    return Call("POST", "/env/step", dict, json={"action": action}, retryable=False,
                read_timeout=wait_s + SESSION_WAIT_GRACE_S if wait_s else None)


def finish(body: Mapping[str, Any] | None = None) -> Call[dict[str, Any]]:
    """POST {base_url}/finish: ends the session (with `reward`, `status`, `info` for env external);
    answers the episode's `status` and `reward`."""
    return Call("POST", "/finish", dict, json=dict(body or {}), retryable=False)
