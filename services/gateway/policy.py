"""The policy side of the gateway: inference workers and weight pushes.

The current version and checkpoint live in Redis; a push holds a Redis lock so two trainers
(or two gateway replicas) never interleave pushes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
import uuid
from dataclasses import dataclass
from typing import cast

import redis.asyncio as aioredis
from pydantic import Field
from rollgate import PolicyInfo, PushWeightsRequest, PushWeightsResponse, WorkerInfo, WorkerPushResult

from services.common.errors import Conflict, InvalidArgument, Unavailable, translate_redis_errors
from services.common.keys import Keys
from services.common.owners import UNLOCK
from services.inference import metrics
from services.inference.pool import Worker, WorkerPool
from services.inference.registry import WorkerRegistry, normalise_url
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
    redis: aioredis.Redis
    keys: Keys
    registry: WorkerRegistry
    pool: WorkerPool
    pusher: WeightPusher
    checkpoints_root: str = ""
    """Pushed folders must resolve inside it (settings.checkpoints_root); empty: anywhere."""

    async def info(self) -> PolicyInfo:
        await self.pool.refresh(max_age_s=READ_MAX_AGE_S)
        current, _ = await self._read()
        workers = {w.url: w.policy_version for w in self.pool.workers.values() if w.healthy}
        return current.model_copy(update={"workers": workers})

    async def push(self, request: PushWeightsRequest) -> PushWeightsResponse:
        """Load the checkpoint on every registered worker and make its version current."""
        await self.pool.refresh()
        workers = list(self.pool.workers.values())
        if not workers:
            raise Unavailable("no inference worker is registered")
        check = check_lora_adapter if request.lora else check_checkpoint
        # In a thread: a slow or hostile file system must not stall the gateway.
        await asyncio.to_thread(check, request.path, _served_model(workers), root=self.checkpoints_root)
        async with self._lock():  # the current policy is read under it: no push can change it meanwhile
            current, base_weights = await self._read()
            if request.version <= current.version:
                raise InvalidArgument(f"version {request.version} is not greater than the current {current.version}",
                                      field="version")
            try:
                return await self._push(request, workers, current, base_weights or _served_model(workers))
            finally:
                self.pool.invalidate()  # versions, adapters and quarantines changed

    async def _push(
        self, request: PushWeightsRequest, workers: list[Worker], current: PolicyInfo, base_weights: str
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
        await self._make_current(request)
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
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.lpush(self.keys.policy_history, record.model_dump_json())
                pipe.ltrim(self.keys.policy_history, 0, HISTORY_LENGTH - 1)
                await pipe.execute()

    async def history(self, limit: int = HISTORY_LENGTH) -> list[PushRecord]:
        """The latest pushes, newest first: successful, partial and failed ones."""
        with translate_redis_errors():
            raws = cast(list[str], await self.redis.lrange(self.keys.policy_history, 0, limit - 1))
        return [PushRecord.model_validate_json(raw) for raw in raws]

    async def _read(self) -> tuple[PolicyInfo, str]:
        """The current policy, and the full checkpoint the workers' base weights are from ("" if
        none was pushed)."""
        with translate_redis_errors():
            version, path, adapter, weights = cast(list[str | None], await self.redis.mget(
                self.keys.policy_version, self.keys.policy_path, self.keys.policy_adapter, self.keys.policy_weights))
        return PolicyInfo(version=int(version or 0), path=path or "", adapter=adapter or ""), weights or ""

    async def _make_current(self, request: PushWeightsRequest) -> None:
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.set(self.keys.policy_version, request.version)
                pipe.set(self.keys.policy_path, request.path)
                pipe.set(self.keys.policy_adapter, adapter_name(request.version) if request.lora else "")
                if not request.lora:
                    pipe.set(self.keys.policy_weights, request.path)
                await pipe.execute()
            # after the transaction, not in it: a channel has no slot in Redis Cluster; a crash in
            # between costs runners a poll interval (they read the version on each poll too)
            await self.redis.publish(self.keys.policy_events, str(request.version))
        metrics.POLICY_VERSION.set(request.version)

    async def _unload_stale_adapters(self, urls: list[str], request: PushWeightsRequest, previous: PolicyInfo) -> None:
        """Keep the new adapter and the previous policy's (requests in flight on it finish)."""
        keep = {previous.adapter, adapter_name(request.version) if request.lora else ""} - {""}
        await asyncio.gather(*(self.pusher.unload_adapters(url, keep) for url in urls))

    def _lock(self) -> _PushLock:
        return _PushLock(self.redis, self.keys.policy_lock)

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


class _PushLock:
    """A Redis lock held for the duration of one push; a second push meanwhile is a Conflict."""

    def __init__(self, redis: aioredis.Redis, key: str) -> None:
        self.redis, self.key, self.token = redis, key, uuid.uuid4().hex

    async def __aenter__(self) -> None:
        with translate_redis_errors():
            if not await self.redis.set(self.key, self.token, nx=True, ex=PUSH_LOCK_TTL_S):
                raise Conflict("another weight push is in progress")

    async def __aexit__(self, *exc_info: object) -> None:
        with translate_redis_errors():  # only if still ours: it may have expired and been taken
            await self.redis.eval(UNLOCK, 1, self.key, self.token)


def _served_model(workers: list[Worker]) -> str:
    return next((w.model_path for w in workers if w.model_path), "")


def _worker_info(worker: Worker) -> WorkerInfo:
    return WorkerInfo(url=worker.url, healthy=worker.healthy, quarantined=worker.quarantined, model=worker.model,
                      policy_version=worker.policy_version, running=worker.running, waiting=worker.waiting)
