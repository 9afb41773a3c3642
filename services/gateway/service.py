"""The gateway's one service layer: HTTP and gRPC are two thin routers over it.

Stateless: every fact is read from or written to Redis, so gateways can be restarted or
replicated freely. Submitting returns at once; runners play the episodes.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import httpx
import redis.asyncio as aioredis
import redis.exceptions
from rollgate._models import (
    EnvInfo,
    Group,
    Health,
    Job,
    JobEvent,
    JobSpec,
    JobState,
    PullRequest,
)

from sandboxes.inside.envs import REGISTRY, list_envs
from services.common.errors import InvalidArgument
from services.common.settings import Settings
from services.common.store import JobStore
from services.gateway import metrics
from services.gateway.draws import with_drawn_tasks
from services.gateway.grammars import check_regex_compiles
from services.gateway.policy import PolicyService


@dataclass
class GatewayService:
    settings: Settings
    store: JobStore
    http: httpx.AsyncClient
    policy: PolicyService

    @property
    def redis(self) -> aioredis.Redis:
        return self.store.redis

    async def submit(self, spec: JobSpec) -> tuple[Job, bool]:
        """Admit a job; returns (job, created). An idempotency key seen before returns its job.

        A draw is expanded here, once: the stored job records the tasks it drew beside the draw."""
        self._validate(spec)
        await check_regex_compiles(spec.sampling.regex, self.settings.regex_compile_timeout_s)
        if spec.draw is not None:  # in a thread: a split's size may need the env's data read
            spec = await asyncio.to_thread(with_drawn_tasks, spec)
        job, created = await self.store.create_job(spec)
        if created:
            metrics.JOBS_SUBMITTED.labels(spec.env).inc()
            metrics.EPISODES_ENQUEUED.labels(spec.env).inc(job.episodes_total)
        return job, created

    def _validate(self, spec: JobSpec) -> None:
        if spec.env not in REGISTRY:
            raise InvalidArgument(f"unknown environment {spec.env!r}; known: {', '.join(sorted(REGISTRY))}",
                                  field="env")
        tasks, field = (spec.draw.count, "draw.count") if spec.draw is not None else (len(spec.tasks), "tasks")
        episodes = tasks * spec.group_size
        if episodes > self.settings.max_episodes_per_job:
            raise InvalidArgument(f"{episodes} episodes exceed the limit of {self.settings.max_episodes_per_job}"
                                  " per job", field=field)

    async def get_job(self, job_id: str) -> Job:
        return await self.store.get_job(job_id)

    async def list_jobs(self, state: JobState | None) -> list[Job]:
        return await self.store.list_jobs(state)

    async def cancel(self, job_id: str) -> Job:
        return await self.store.cancel(job_id)

    async def watch(self, job_id: str) -> AsyncIterator[JobEvent | None]:
        """A snapshot, then the job's events until every episode has finished (a cancelled job's
        too: its remaining episodes finish as `cancelled`); None marks a keep-alive gap."""
        block_ms = int(self.settings.keepalive_s * 1000)
        async for event in self.store.events(job_id, block_ms):
            yield event
            if event is not None and (event.type == "job_finished" or
                                      (event.type == "snapshot" and _all_finished(event.job))):
                return

    async def pull(self, job_id: str, request: PullRequest) -> list[Group]:
        groups = await self.store.pull(job_id, request.max_groups, request.min_usable,
                                       request.visibility_timeout_s, request.max_staleness)
        metrics.GROUPS_PULLED.inc(len(groups))
        return groups

    async def ack(self, job_id: str, group_ids: list[str]) -> int:
        await self.store.get_job(job_id)
        return await self.store.ack(job_id, group_ids)

    def envs(self) -> list[EnvInfo]:
        return [EnvInfo(name=name, description=description, splits=splits)
                for name, description, splits in list_envs()]

    async def health(self) -> Health:
        """Ready when Redis answers and at least one inference worker is healthy."""
        redis_ok = await self._redis_ok()
        workers = await self.policy.workers() if redis_ok else []
        checks = {"redis": "ok" if redis_ok else "unreachable",
                  **{w.url: "ok" if w.healthy and not w.quarantined else "unhealthy" for w in workers}}
        ready = redis_ok and any(w.healthy and not w.quarantined for w in workers)
        return Health(status="ok" if ready else "unavailable", checks=checks)

    async def _redis_ok(self) -> bool:
        try:
            return bool(await self.redis.ping())
        except redis.exceptions.RedisError:
            return False

    async def refresh_queue_metrics(self) -> None:
        """Publish the episode backlog: entries not yet read plus entries being played."""
        try:
            groups = await self.redis.xinfo_groups(self.store.keys.episodes)
        except redis.exceptions.RedisError:
            metrics.REDIS_ERRORS.inc()
            return
        for group in groups:
            metrics.QUEUE_DEPTH.set(int(group.get("lag") or 0))
            metrics.EPISODES_PENDING.set(int(group.get("pending") or 0))
        await metrics.refresh(self.store)


def _all_finished(job: Job) -> bool:
    return job.counts.get("queued", 0) == 0 and job.counts.get("running", 0) == 0
