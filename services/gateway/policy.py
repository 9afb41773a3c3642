"""The policy side of the gateway: inference workers and weight pushes.

The current version and checkpoint live in Redis (`services.common.policy`); a push holds a Redis
lock so two trainers (or two gateway replicas) never interleave pushes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from dataclasses import dataclass

from pydantic import Field
from rollgate import PolicyInfo, PushWeightsRequest, PushWeightsResponse, WorkerInfo, WorkerPushResult

from services.common.errors import InvalidArgument, Unavailable
from services.common.policy import CurrentPolicy, PolicyStore
from services.common.workers import WorkerRegistry, normalise_url
from services.inference import metrics
from services.inference.pool import Worker, WorkerPool
from services.inference.weights import WeightPusher, adapter_name, check_checkpoint, check_lora_adapter, push_all

PUSH_LOCK_TTL_S = 600
READ_MAX_AGE_S = 1.0
HISTORY_LENGTH = 100


class PushRecord(PushWeightsResponse):
    """One push as the policy's history keeps it: what was asked, when, and how it went (`version`:
    the current version after it, the previous one if no worker loaded the weights)."""

    path: str
    lora: bool = False
    requested: int = Field(description="The version the push asked for.")
    at: float = Field(description="When it ended (seconds since the epoch).")
"""Reads of worker state (policy, workers, readiness) may be this old; pushes and worker
changes always look afresh."""


@dataclass
class PolicyService:
    policy: PolicyStore
    registry: WorkerRegistry
    pool: WorkerPool
    pusher: WeightPusher
    checkpoints_root: str = ""
    """Pushed folders must resolve inside it (settings.checkpoints_root); empty: anywhere."""

    async def info(self) -> PolicyInfo:
        await self.pool.refresh(max_age_s=READ_MAX_AGE_S)
        current = await self.policy.current()
        workers = {w.url: w.policy_version for w in self.pool.workers.values() if w.healthy}
        return PolicyInfo(version=current.version, path=current.path, adapter=current.adapter, workers=workers)

    async def push(self, request: PushWeightsRequest) -> PushWeightsResponse:
        """Load the checkpoint on every registered worker and make its version current."""
        await self.pool.refresh()
        workers = list(self.pool.workers.values())
        if not workers:
            raise Unavailable("no inference worker is registered")
        check = check_lora_adapter if request.lora else check_checkpoint
        # In a thread: a slow or hostile file system must not stall the gateway.
        await asyncio.to_thread(check, request.path, _served_model(workers), root=self.checkpoints_root)
        # The current policy is read under the lock: no push can change it meanwhile.
        async with self.policy.push_lock(PUSH_LOCK_TTL_S):
            current = await self.policy.current()
            if request.version <= current.version:
                raise InvalidArgument(f"version {request.version} is not greater than the current {current.version}",
                                      field="version")
            try:
                return await self._push(request, workers, current, current.weights or _served_model(workers))
            finally:
                self.pool.invalidate()  # versions, adapters and quarantines changed

    async def _push(
        self, request: PushWeightsRequest, workers: list[Worker], current: CurrentPolicy, base_weights: str
    ) -> PushWeightsResponse:
        """Push to `workers`; `base_weights` is the full checkpoint to restore after a failed reload."""
        started = time.monotonic()
        outcomes = await push_all(self.pusher, [w.url for w in workers], request.path, request.version,
                                  base_weights, lora=request.lora)
        if request.lora and any(outcome.ok for outcome in outcomes):
            # A worker without the new adapter cannot serve the current policy at all.
            outcomes = [o if o.ok else dataclasses.replace(o, quarantined=True) for o in outcomes]
        for outcome in outcomes:
            if outcome.ok:
                await self.registry.release(outcome.url)
            else:
                metrics.WEIGHT_SYNC_FAILURES.inc()
                if outcome.quarantined:
                    await self.registry.quarantine(outcome.url, f"v{request.version}: {outcome.error}")
        results = [WorkerPushResult(**outcome.__dict__) for outcome in outcomes]
        if not any(outcome.ok for outcome in outcomes):
            await self._record(request, PushWeightsResponse(version=current.version, ok=False, workers=results,
                                                            seconds=time.monotonic() - started))
            raise Unavailable(f"no worker loaded {request.path!r}: " + "; ".join(r.error for r in results))
        await self.policy.make_current(request.version, request.path,
                                       adapter_name(request.version) if request.lora else "")
        metrics.POLICY_VERSION.set(request.version)
        await self._unload_stale_adapters([o.url for o in outcomes if o.ok], request, current)
        seconds = time.monotonic() - started
        metrics.WEIGHT_SYNC_SECONDS.observe(seconds)
        response = PushWeightsResponse(version=request.version, ok=all(r.ok for r in results), seconds=seconds,
                                       workers=results)
        await self._record(request, response)
        return response

    async def _record(self, request: PushWeightsRequest, response: PushWeightsResponse) -> None:
        """Keep the push's outcome in the policy's history (the latest HISTORY_LENGTH)."""
        record = PushRecord(path=request.path, lora=request.lora, requested=request.version, at=time.time(),
                            **response.model_dump())
        await self.policy.record(record.model_dump_json(), keep=HISTORY_LENGTH)

    async def history(self, limit: int = HISTORY_LENGTH) -> list[PushRecord]:
        """The latest pushes, newest first: successful, partial and failed ones."""
        return [PushRecord.model_validate_json(raw) for raw in await self.policy.history(limit)]

    async def _unload_stale_adapters(self, urls: list[str], request: PushWeightsRequest,
                                     previous: CurrentPolicy) -> None:
        """Keep the new adapter and the previous policy's (requests in flight on it finish)."""
        keep = {previous.adapter, adapter_name(request.version) if request.lora else ""} - {""}
        await asyncio.gather(*(self.pusher.unload_adapters(url, keep) for url in urls))

    async def workers(self) -> list[WorkerInfo]:
        await self.pool.refresh(max_age_s=READ_MAX_AGE_S)
        return [_worker_info(worker) for worker in self.pool.workers.values()]

    async def add_worker(self, url: str) -> WorkerInfo:
        entry = await self.registry.add(normalise_url(url))
        await self.pool.refresh()
        return _worker_info(self.pool.workers[entry.url])

    async def remove_worker(self, url: str) -> None:
        await self.registry.remove(url)
        self.pool.invalidate()


def _served_model(workers: list[Worker]) -> str:
    return next((w.model_path for w in workers if w.model_path), "")


def _worker_info(worker: Worker) -> WorkerInfo:
    return WorkerInfo(url=worker.url, healthy=worker.healthy, quarantined=worker.quarantined, model=worker.model,
                      policy_version=worker.policy_version, running=worker.running, waiting=worker.waiting)
