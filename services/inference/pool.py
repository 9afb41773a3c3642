"""The pool of vLLM workers the runner generates with.

Routing is least-outstanding-requests, sticky per episode while the worker is healthy (so
every turn of an episode hits the worker holding its prefix cache). Every call has a
timeout; a failed call is retried a bounded number of times, on another worker when there
is one, and then raised as `InferenceUnavailable` — which the runner reports as
`infra_error`, never as a reward.
"""

from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass, field

import httpx

log = logging.getLogger(__name__)


class InferenceError(Exception):
    """Root of the inference errors."""


class InferenceUnavailable(InferenceError):
    """No worker answered within the retry bound."""


class InferenceRejected(InferenceError):
    """A worker refused the request itself (HTTP 4xx): retrying elsewhere would not help."""


@dataclass(frozen=True)
class Completion:
    token_ids: list[int]
    logprobs: list[float]
    text: str
    finish_reason: str
    worker: str
    policy_version: int


@dataclass
class Worker:
    url: str
    healthy: bool = True
    outstanding: int = 0
    model: str = ""
    model_path: str = ""
    max_model_len: int = 0
    policy_version: int = 0
    errors: int = 0


@dataclass
class WorkerPool:
    urls: list[str]
    model: str = ""
    retries: int = 2
    backoff_s: float = 0.5
    health_timeout_s: float = 2.0
    workers: dict[str, Worker] = field(init=False)
    _sticky: dict[str, str] = field(init=False, default_factory=dict)
    _http: httpx.AsyncClient = field(init=False)

    def __post_init__(self) -> None:
        self.workers = {url.rstrip("/"): Worker(url.rstrip("/")) for url in self.urls}
        limits = httpx.Limits(max_connections=None, max_keepalive_connections=1024)
        self._http = httpx.AsyncClient(limits=limits, timeout=httpx.Timeout(self.health_timeout_s))

    async def aclose(self) -> None:
        await self._http.aclose()

    async def refresh(self) -> None:
        """Check every worker's health and learn the model it serves."""
        await asyncio.gather(*(self._check(worker) for worker in self.workers.values()))

    async def _check(self, worker: Worker) -> None:
        try:
            response = await self._http.get(f"{worker.url}/v1/models")
            response.raise_for_status()
            served = response.json()["data"][0]
            worker.model, worker.model_path = served["id"], served.get("root") or served["id"]
            worker.max_model_len = int(served.get("max_model_len") or 0)
            worker.policy_version = await self._weight_version(worker)
            worker.healthy = True
        except (httpx.HTTPError, KeyError, IndexError, ValueError) as exc:
            log.warning("inference worker %s unhealthy: %s", worker.url, exc)
            worker.healthy = False

    async def _weight_version(self, worker: Worker) -> int:
        """The version label the worker reports (dev-mode endpoint); 0 where it has none."""
        response = await self._http.get(f"{worker.url}/weight_info")
        if response.status_code == 404:
            return 0
        version = response.json().get("weight_version")
        return int(version) if version is not None and str(version).isdigit() else 0

    async def wait_healthy(self, timeout_s: float, interval_s: float = 1.0) -> Worker:
        """Return a healthy worker once there is one; InferenceUnavailable after `timeout_s`."""
        deadline = asyncio.get_running_loop().time() + timeout_s
        while True:
            await self.refresh()
            if healthy := self.healthy():
                return healthy[0]
            if asyncio.get_running_loop().time() > deadline:
                raise InferenceUnavailable(f"no healthy inference worker among {self.urls} after {timeout_s:g}s")
            await asyncio.sleep(interval_s)

    async def watch_health(self, stop: asyncio.Event, interval_s: float) -> None:
        """Re-check every worker every `interval_s` until `stop` is set."""
        while not stop.is_set():
            try:
                await asyncio.wait_for(stop.wait(), timeout=interval_s)
            except TimeoutError:
                await self.refresh()

    def healthy(self) -> list[Worker]:
        return [w for w in self.workers.values() if w.healthy]

    def route(self, episode_id: str, exclude: frozenset[str] = frozenset()) -> Worker:
        """The episode's sticky worker while healthy, else the least loaded healthy one."""
        sticky = self.workers.get(self._sticky.get(episode_id, ""))
        if sticky is not None and sticky.healthy and sticky.url not in exclude:
            return sticky
        candidates = [w for w in self.healthy() if w.url not in exclude] or self.healthy()
        if not candidates:
            raise InferenceUnavailable("no healthy inference worker")
        worker = min(candidates, key=lambda w: (w.outstanding, random.random()))
        self._sticky[episode_id] = worker.url
        return worker

    def release(self, episode_id: str) -> None:
        self._sticky.pop(episode_id, None)

    async def generate(self, episode_id: str, prompt: list[int], params: dict, timeout_s: float) -> Completion:
        """Generate one turn; retried on another worker up to `retries` times."""
        tried: set[str] = set()
        last_error: Exception | None = None
        for attempt in range(self.retries + 1):
            if attempt:
                await asyncio.sleep(self.backoff_s * 2 ** (attempt - 1))
            worker = self.route(episode_id, frozenset(tried))
            try:
                return await self._complete(worker, prompt, params, timeout_s)
            except (httpx.TransportError, httpx.HTTPStatusError) as exc:
                last_error = exc
                tried.add(worker.url)
                worker.errors += 1
                self._sticky.pop(episode_id, None)
                log.warning("generate on %s failed (attempt %d): %r", worker.url, attempt + 1, exc)
        raise InferenceUnavailable(f"inference failed after {self.retries + 1} attempts: {last_error!r}")

    async def _complete(self, worker: Worker, prompt: list[int], params: dict, timeout_s: float) -> Completion:
        body = {**params, "model": self.model or worker.model, "prompt": prompt,
                "logprobs": 0, "return_token_ids": True}
        worker.outstanding += 1
        try:
            response = await self._http.post(f"{worker.url}/v1/completions", json=body, timeout=timeout_s)
        finally:
            worker.outstanding -= 1
        if 400 <= response.status_code < 500:
            raise InferenceRejected(f"{worker.url} rejected the request: {response.text[:500]}")
        response.raise_for_status()
        choice = response.json()["choices"][0]
        return Completion(
            token_ids=list(choice["token_ids"]),
            logprobs=[float(lp) for lp in choice["logprobs"]["token_logprobs"]],
            text=choice["text"],
            finish_reason=choice.get("finish_reason") or "",
            worker=worker.url,
            policy_version=worker.policy_version,
        )
