"""The pool of vLLM workers the runner generates with.

Routing is least-outstanding-requests, sticky per episode while the worker is healthy (so
every turn of an episode hits the worker holding its prefix cache). Every call has a
timeout. A worker leaves routing after `FAILURES_TO_EJECT` failed calls or health checks in a
row (a busy worker on a loaded machine may miss one check without being down) until its next
good health check. A call's timeout bounds the whole call, however slowly its answer trickles
in (`WorkerTimeout`). A failed call — no full answer in time, a lost connection, HTTP 5xx, or
an answer that is not a well-formed completion (`WorkerProtocolError`) — is retried, a bounded
number of times, on another worker with the same token prefix; then it is raised as
`InferenceUnavailable`, which the runner reports as `infra_error`, never as a reward.

Errors (all `InferenceError`, which the runner maps to infra_error)::

    InferenceError
    ├── InferenceUnavailable   no worker answered within the retry bound
    ├── InferenceRejected      HTTP 4xx: the request itself is refused, not retried
    ├── WorkerProtocolError    an answer that is not a completion (bad JSON, missing fields)
    ├── WorkerTimeout          no full answer within the call's timeout
    └── ResponseTooLarge       a health check's answer over MAX_CHECK_BYTES

Each completion is stamped with the policy version its worker reports (GET /weight_info) in a
read sent after the call's answer arrived, shared by the completions that ended before it was
sent (services/inference/versions.py); the version before the call is kept too, so a turn that
straddled a weight switch is visible. When the current policy is a LoRA adapter, requests name it as
their model, go only to workers that list it (GET /v1/models), and are stamped with its
version: the adapter a request names is the one that serves all of it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import math
import numbers
import random
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import httpx
from prometheus_client.parser import text_string_to_metric_families

from services.common.workers import WorkerRegistry
from services.inference import metrics
from services.inference.versions import VersionReads, parse_version

log = logging.getLogger(__name__)

FAILURES_TO_EJECT = 3
MAX_CHECK_BYTES = 1 << 20
"""A worker's answer to a health check (/v1/models, /weight_info, /metrics) is read up to this
size; a longer one fails the check instead of filling the gateway's or runner's memory."""
ROUTE_RECHECK_S = 1.0
"""While no worker is routable, how often a call looks again (after a health sweep) before its
timeout runs out."""
ABORTED = "abort"
"""vLLM's finish reason of a request a pause in abort mode ended (with what it had sampled)."""
MAX_INTERRUPTIONS = 4
DEFAULT_MAX_TOKENS = 16  # vLLM's, for a completion request that names none
SHARD_REQUESTS = 32
"""Requests in flight per connection pool of `ShardedTransport`."""


class InferenceError(Exception):
    """Root of the inference errors."""


class InferenceUnavailable(InferenceError):
    """No worker answered within the retry bound."""


class InferenceRejected(InferenceError):
    """A worker refused the request itself (HTTP 4xx): retrying elsewhere would not help."""


class WorkerProtocolError(InferenceError):
    """A worker answered 2xx with something that is not a completion: not JSON, or without
    the choice, token ids and logprobs it must carry. A fault of that worker: retried elsewhere."""


class WorkerTimeout(InferenceError):
    """A worker's answer was not complete within the call's timeout. httpx's timeouts bound each
    read, not the call: a worker that trickles bytes would otherwise hold the episode for ever."""


class ResponseTooLarge(InferenceError):
    """A worker's answer to a health check was longer than `MAX_CHECK_BYTES`."""


@dataclass(frozen=True)
class Completion:
    token_ids: list[int]
    logprobs: list[float]
    text: str
    finish_reason: str
    worker: str
    policy_version: int
    policy_version_before: int
    spans: tuple[tuple[int, int], ...] = ()
    """(tokens, version) of each part a weight push interrupted, in order; empty when none did."""

    @classmethod
    def resumed(cls, parts: list[Completion]) -> Completion:
        """One turn from the parts a weight push cut it into: each aborted part was sampled by the
        version before the push, the last by the version after it."""
        versions = [p.policy_version_before if p.finish_reason == ABORTED else p.policy_version for p in parts]
        last = parts[-1]
        return cls(token_ids=[t for p in parts for t in p.token_ids], logprobs=[lp for p in parts for lp in p.logprobs],
                   text="".join(p.text for p in parts), finish_reason=last.finish_reason, worker=last.worker,
                   policy_version=last.policy_version, policy_version_before=parts[0].policy_version_before,
                   spans=tuple((len(p.token_ids), v) for p, v in zip(parts, versions, strict=True) if p.token_ids))


@dataclass
class Worker:
    url: str
    healthy: bool = False
    quarantined: str = ""
    outstanding: int = 0
    running: int = 0
    waiting: int = 0
    model: str = ""
    model_path: str = ""
    max_model_len: int = 0
    policy_version: int = 0
    adapters: frozenset[str] = frozenset()
    errors: int = 0
    failures_in_row: int = 0

    @property
    def routable(self) -> bool:
        return self.healthy and not self.quarantined


@dataclass(frozen=True)
class Adapter:
    """The LoRA adapter the current policy version is served as."""

    name: str
    version: int


def worker_auth(key: str) -> dict[str, str]:
    """The header that presents `key` to a worker's proxy (services/inference/proxy.py); none without a key."""
    return {"Authorization": f"Bearer {key}"} if key else {}


@dataclass
class WorkerPool:
    urls: list[str]
    model: str = ""
    retries: int = 2
    backoff_s: float = 0.5
    health_timeout_s: float = 2.0
    registry: WorkerRegistry | None = None
    adapter: Adapter | None = None
    api_key: str = field(default="", repr=False)
    """The worker key sent on every call: the runners' generate key, or the gateway's control key."""
    workers: dict[str, Worker] = field(init=False)
    _sticky: dict[str, str] = field(init=False, default_factory=dict)
    _refreshing: asyncio.Future[None] | None = field(init=False, default=None)
    _refreshed_at: float = field(init=False, default=-math.inf)
    _versions: VersionReads = field(init=False)
    _http: httpx.AsyncClient = field(init=False)

    def __post_init__(self) -> None:
        self.workers = {url.rstrip("/"): Worker(url.rstrip("/")) for url in self.urls}
        transport = ShardedTransport()
        self._http = httpx.AsyncClient(transport=transport, timeout=httpx.Timeout(self.health_timeout_s),
                                       trust_env=False, headers=worker_auth(self.api_key))
        self._versions = VersionReads(worker_auth(self.api_key), self.health_timeout_s, transport.tls)

    async def aclose(self) -> None:
        await self._http.aclose()
        await self._versions.aclose()

    # --- health -------------------------------------------------------------------------

    async def refresh(self, max_age_s: float = 0.0) -> None:
        """Sync the worker set with the registry, then check every worker's health and load.

        With `max_age_s`, a refresh that finished less than that long ago is good enough, and
        callers arriving while one runs share it: readers polling the gateway (GET /v1/policy,
        /v1/workers, /readyz) cost the workers one sweep per `max_age_s`, not one per request.
        """
        if max_age_s and time.monotonic() - self._refreshed_at < max_age_s:
            return
        if self._refreshing is None or self._refreshing.done():
            self._refreshing = asyncio.ensure_future(self._refresh())
        await asyncio.shield(self._refreshing)

    def invalidate(self) -> None:
        """Make the next `refresh(max_age_s)` look afresh (after a push or a worker change)."""
        self._refreshed_at = -math.inf

    async def _refresh(self) -> None:
        if self.registry is not None:
            await self._sync_registry(self.registry)
        await asyncio.gather(*(self._check(worker) for worker in self.workers.values()))
        self._refreshed_at = time.monotonic()

    async def use_policy(self, version: int, adapter: str) -> None:
        """Generate with policy `version` from now on: its LoRA adapter `adapter`, or the
        workers' base weights when empty; then re-check every worker (versions, adapters)."""
        self.adapter = Adapter(adapter, version) if adapter else None
        await self.refresh()

    async def _sync_registry(self, registry: WorkerRegistry) -> None:
        try:
            entries = {entry.url: entry for entry in await registry.list()}
        except Exception as exc:  # Redis down: keep routing with what we know
            log.warning("worker registry unavailable: %s", exc)
            return
        for url in set(self.workers) - set(entries):
            del self.workers[url]
        for url, entry in entries.items():
            self.workers.setdefault(url, Worker(url)).quarantined = entry.quarantined

    async def _check(self, worker: Worker) -> None:
        try:
            await self._describe(worker)
            worker.policy_version = await self._read_version(worker)
            worker.running, worker.waiting = await self._read_load(worker)
            worker.healthy, worker.failures_in_row = True, 0
        except (httpx.HTTPError, InferenceError) as exc:
            log.warning("inference worker %s failed its health check: %r", worker.url, exc)
            worker.failures_in_row += 1
            worker.healthy = worker.healthy and worker.failures_in_row < FAILURES_TO_EJECT
        metrics.HEALTHY.labels(worker.url).set(int(worker.routable))
        metrics.VERSION.labels(worker.url).set(worker.policy_version)

    async def _describe(self, worker: Worker) -> None:
        response = await self._get(f"{worker.url}/v1/models")
        response.raise_for_status()
        with malformed_answer(worker.url, "/v1/models"):
            models = response.json()["data"]
            served = next((m for m in models if not m.get("parent")), None)
            if served is None:
                raise KeyError("no base model")
            worker.model, worker.model_path = str(served["id"]), str(served.get("root") or served["id"])
            worker.max_model_len = int(served.get("max_model_len") or 0)
            worker.adapters = frozenset(str(m["id"]) for m in models if m.get("parent"))

    async def _read_version(self, worker: Worker) -> int:
        response = await self._get(f"{worker.url}/weight_info")
        if response.status_code == 404:  # not in dev mode: no versions to read
            return 0
        response.raise_for_status()
        with malformed_answer(worker.url, "/weight_info"):
            return parse_version(response.json().get("weight_version"))

    async def _version_after(self, worker: Worker) -> int:
        """The stamp of a completion that just ended on `worker`: a read sent after it ended
        (`VersionReads`); if that read fails, the last version known (the tokens are good)."""
        version = await self._versions.after_completion(worker)
        return worker.policy_version if version is None else version

    async def _read_load(self, worker: Worker) -> tuple[int, int]:
        response = await self._get(f"{worker.url}/metrics")
        response.raise_for_status()
        totals = {"vllm:num_requests_running": 0.0, "vllm:num_requests_waiting": 0.0}
        with malformed_answer(worker.url, "/metrics"):
            for family in text_string_to_metric_families(response.text):
                if family.name in totals:
                    totals[family.name] += sum(sample.value for sample in family.samples)
        return int(totals["vllm:num_requests_running"]), int(totals["vllm:num_requests_waiting"])

    async def _get(self, url: str) -> httpx.Response:
        """GET `url`, its body read up to `MAX_CHECK_BYTES` (ResponseTooLarge past that)."""
        async with self._http.stream("GET", url) as streamed:
            body = bytearray()
            async for chunk in streamed.aiter_bytes():
                body += chunk
                if len(body) > MAX_CHECK_BYTES:
                    raise ResponseTooLarge(f"{url} answered more than {MAX_CHECK_BYTES} bytes")
        headers = {"content-type": streamed.headers.get("content-type", "")}  # the body is decoded already
        return httpx.Response(streamed.status_code, headers=headers, content=bytes(body), request=streamed.request)

    async def wait_healthy(self, timeout_s: float, interval_s: float = 1.0) -> Worker:
        """Return a healthy worker once there is one; InferenceUnavailable after `timeout_s`."""
        deadline = time.monotonic() + timeout_s
        while True:
            await self.refresh()
            if routable := self.routable():
                return routable[0]
            if time.monotonic() > deadline:
                raise InferenceUnavailable(f"no healthy inference worker among {list(self.workers)} "
                                           f"after {timeout_s:g}s")
            await asyncio.sleep(interval_s)

    async def watch_health(self, stop: asyncio.Event, interval_s: float) -> None:
        """Re-check every worker every `interval_s` until `stop` is set."""
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), timeout=interval_s)
            except TimeoutError:
                await self.refresh()

    # --- routing ------------------------------------------------------------------------

    def routable(self) -> list[Worker]:
        """Healthy workers out of quarantine that serve the current policy (its adapter, if any)."""
        adapter = self.adapter
        return [w for w in self.workers.values() if w.routable and (adapter is None or adapter.name in w.adapters)]

    def route(self, episode_id: str, exclude: frozenset[str] = frozenset()) -> Worker:
        """The episode's sticky worker while routable, else the least loaded routable one."""
        routable = self.routable()
        sticky = self.workers.get(self._sticky.get(episode_id, ""))
        if sticky is not None and sticky in routable and sticky.url not in exclude:
            return sticky
        candidates = [w for w in routable if w.url not in exclude] or routable
        if not candidates:
            serving = f" serving LoRA adapter {self.adapter.name}" if self.adapter else ""
            raise InferenceUnavailable(f"no healthy inference worker{serving}")
        worker = min(candidates, key=lambda w: (w.outstanding, w.running + w.waiting, random.random()))
        self._sticky[episode_id] = worker.url
        return worker

    async def _route_within(self, episode_id: str, exclude: frozenset[str], deadline: float) -> Worker:
        """`route`, but while no worker is routable, route again after each health sweep until
        `deadline` (monotonic): a worker that missed a few checks or calls (a loaded host, a
        restart) delays a turn instead of failing its episode."""
        while True:
            try:
                return self.route(episode_id, exclude)
            except InferenceUnavailable:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise
            await asyncio.sleep(min(ROUTE_RECHECK_S, remaining))
            await self.refresh(max_age_s=ROUTE_RECHECK_S)

    def release(self, episode_id: str) -> None:
        self._sticky.pop(episode_id, None)

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float,
                       model: str = "", resume: bool = True) -> Completion:
        """Generate one turn; retried on another worker up to `retries` times. A turn a weight
        push aborts (push_pause_mode abort) goes on from what it sampled (`resume`) or starts over."""
        tried: set[str] = set()
        last_error: Exception | None = None
        for attempt in range(self.retries + 1):
            if attempt:
                await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
            worker = await self._route_within(episode_id, frozenset(tried), time.monotonic() + timeout_s)
            try:
                return await self._complete_through_pushes(worker, prompt, params, timeout_s, model, resume)
            except (httpx.HTTPError, WorkerProtocolError, WorkerTimeout) as exc:
                last_error = exc
                tried.add(worker.url)
                self._fail(worker, episode_id, exc)
        raise InferenceUnavailable(f"inference failed after {self.retries + 1} attempts: {last_error!r}")

    def _fail(self, worker: Worker, episode_id: str, exc: Exception) -> None:
        """After `FAILURES_TO_EJECT` failed calls in a row, take the worker out of routing until a
        health check finds it well again; one lost connection does not eject the only worker."""
        worker.errors += 1
        worker.failures_in_row += 1
        if worker.failures_in_row >= FAILURES_TO_EJECT:
            worker.healthy = False
            metrics.HEALTHY.labels(worker.url).set(0)
        metrics.REQUESTS.labels(worker.url, "error").inc()
        self._sticky.pop(episode_id, None)
        log.warning("generate on %s failed: %r", worker.url, exc)

    async def _complete_through_pushes(self, worker: Worker, prompt: list[int], params: dict, timeout_s: float,
                                       model: str, resume: bool) -> Completion:
        """One turn on `worker`, through up to MAX_INTERRUPTIONS pushes that abort it: resumed, the
        next part's prompt is the prompt and the tokens sampled so far, its budget what is left
        (AReaL's partial rollouts); otherwise the turn is sampled again. The worker, paused for the
        push, takes the next part once it resumes on the new weights."""
        deadline = time.monotonic() + timeout_s
        parts: list[Completion] = []
        budget = int(params.get("max_tokens", DEFAULT_MAX_TOKENS))
        for _ in range(MAX_INTERRUPTIONS + 1):
            sampled = [t for part in parts for t in part.token_ids]
            left_s = deadline - time.monotonic()
            if left_s <= 0:
                raise WorkerTimeout(f"{worker.url} gave no full answer within {timeout_s:g}s (interrupted by pushes)")
            part = await self._complete(worker, prompt + sampled, {**params, "max_tokens": budget - len(sampled)},
                                        left_s, model)
            if part.finish_reason != ABORTED:
                return Completion.resumed([*parts, part]) if parts else part
            metrics.INTERRUPTED.labels(worker.url).inc()
            if not resume:
                continue
            parts.append(part)
            if len(sampled) + len(part.token_ids) >= budget:
                return dataclasses.replace(Completion.resumed(parts), finish_reason="length")
        raise WorkerProtocolError(f"{worker.url} aborted the turn {MAX_INTERRUPTIONS + 1} times in a row")

    async def _complete(self, worker: Worker, prompt: list[int], params: dict, timeout_s: float,
                        model: str) -> Completion:
        adapter = self.adapter
        served = adapter.name if adapter else model or self.model or worker.model
        body = {**params, "model": served, "prompt": prompt, "logprobs": 0, "return_token_ids": True}
        version_before = adapter.version if adapter else worker.policy_version
        started = time.monotonic()
        response = await self._post(worker, body, timeout_s)
        metrics.REQUEST_SECONDS.labels(worker.url).observe(time.monotonic() - started)
        if 400 <= response.status_code < 500:
            metrics.REQUESTS.labels(worker.url, "rejected").inc()
            raise InferenceRejected(f"{worker.url} rejected the request: {response.text[:500]}")
        response.raise_for_status()
        token_ids, logprobs, text, finish_reason = parse_choice(worker.url, response)
        worker.failures_in_row = 0
        version = adapter.version if adapter else await self._version_after(worker)
        metrics.REQUESTS.labels(worker.url, "ok").inc()
        return Completion(
            token_ids=token_ids, logprobs=logprobs, text=text, finish_reason=finish_reason, worker=worker.url,
            policy_version=version, policy_version_before=version_before,
        )

    async def _post(self, worker: Worker, body: dict, timeout_s: float) -> httpx.Response:
        worker.outstanding += 1
        metrics.OUTSTANDING.labels(worker.url).inc()
        try:
            async with asyncio.timeout(timeout_s):
                return await self._http.post(f"{worker.url}/v1/completions", json=body, timeout=timeout_s)
        except TimeoutError as exc:
            raise WorkerTimeout(f"{worker.url} gave no full answer within {timeout_s:g}s") from exc
        finally:
            worker.outstanding -= 1
            metrics.OUTSTANDING.labels(worker.url).dec()


class ShardedTransport(httpx.AsyncBaseTransport):
    """httpx's transport over connection pools of at most `shard_size` requests in flight each.

    httpcore's pool looks at every one of its connections whenever a request starts or ends
    (`_assign_requests_to_connections`: expiry, idleness, a readability check of each idle
    socket), so one pool of a runner's thousands of concurrent turns costs each turn time in
    proportion to the concurrency: profiled under bench/scale.py, it was the largest part of a
    runner's CPU per episode. A request goes to the first pool with room, and a pool is added
    when none has any: what a request costs is bounded by `shard_size`, whatever the concurrency.
    The pools are kept (with their idle connections) for the next burst.
    """

    def __init__(self, shard_size: int = SHARD_REQUESTS) -> None:
        self.shard_size = shard_size
        self.tls = httpx.create_ssl_context()
        """One TLS context for all pools (each would load the CA certificates again), and for the
        pool's version reads."""
        self._pools: list[httpx.AsyncHTTPTransport] = []
        self._in_flight: list[int] = []

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        index = self._pick()
        self._in_flight[index] += 1
        try:
            response = await self._pools[index].handle_async_request(request)
        except BaseException:
            self._in_flight[index] -= 1
            raise
        stream = response.stream
        assert isinstance(stream, httpx.AsyncByteStream)
        return httpx.Response(response.status_code, headers=response.headers, extensions=response.extensions,
                              stream=_Released(stream, lambda: self._release(index)))

    def _pick(self) -> int:
        for index, in_flight in enumerate(self._in_flight):
            if in_flight < self.shard_size:
                return index
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=self.shard_size)
        self._pools.append(httpx.AsyncHTTPTransport(verify=self.tls, limits=limits, trust_env=False))
        self._in_flight.append(0)
        return len(self._pools) - 1

    def _release(self, index: int) -> None:
        self._in_flight[index] -= 1

    async def aclose(self) -> None:
        for pool in self._pools:
            await pool.aclose()


class _Released(httpx.AsyncByteStream):
    """A response body that calls `release` once, when it is closed."""

    def __init__(self, stream: httpx.AsyncByteStream, release: Callable[[], None]) -> None:
        self.stream, self.release = stream, release

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self.stream:
            yield chunk

    async def aclose(self) -> None:
        release, self.release = self.release, lambda: None
        try:
            await self.stream.aclose()
        finally:
            release()


@contextmanager
def malformed_answer(url: str, what: str) -> Iterator[None]:
    """Where a worker's answer is parsed: what a malformed one raises becomes WorkerProtocolError."""
    try:
        yield
    except (ValueError, KeyError, IndexError, TypeError, AttributeError) as exc:
        raise WorkerProtocolError(f"{url} answered a malformed {what}: {exc!r}") from exc


def parse_choice(url: str, response: httpx.Response) -> tuple[list[int], list[float], str, str]:
    """The first choice of a completion answer: token ids, one logprob per id, text and finish
    reason; WorkerProtocolError for anything else, so a broken answer fails that worker's call."""
    with malformed_answer(url, f"completion {response.text[:200]!r}"):
        choice = response.json()["choices"][0]
        token_ids, logprobs = choice["token_ids"], choice["logprobs"]["token_logprobs"]
        text, finish_reason = choice["text"], choice.get("finish_reason") or ""
    if not (isinstance(token_ids, list) and all(type(t) is int and t >= 0 for t in token_ids)):
        raise WorkerProtocolError(f"{url} answered token ids that are not a list of ids: {str(token_ids)[:200]}")
    if not (isinstance(logprobs, list) and len(logprobs) == len(token_ids)
            and all(isinstance(lp, numbers.Real) and not isinstance(lp, bool) and lp == lp for lp in logprobs)):
        raise WorkerProtocolError(f"{url} answered logprobs that are not one number per token: {str(logprobs)[:200]}")
    if not isinstance(text, str) or not isinstance(finish_reason, str):
        raise WorkerProtocolError(f"{url} answered a text or finish reason that is not a string")
    return token_ids, [float(lp) for lp in logprobs], text, finish_reason
