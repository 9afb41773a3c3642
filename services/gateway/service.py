"""The gateway's one service layer: HTTP and gRPC are two thin routers over it.

Stateless: every fact is read from or written to Redis, so gateways can be restarted or
replicated freely. Submitting returns at once; runners play the episodes.

Every call names its caller (`Principal`): jobs belong to the token that submitted them, and
a token without the admin scope reaches only its own (another owner's job is NotFound).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import re
import time
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass

import anyio
import httpx
import redis.asyncio as aioredis
from rollgate import (
    EXTERNAL_ENV,
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
    PullRequest,
    TaskStats,
    TaskStatsPage,
    TaskStatsRequest,
)

from sandboxes.registry import broken_plugins, entries, list_envs
from services.agents import Agent, UnknownAgent
from services.agents import plugins as agent_plugins
from services.common.callbacks import CallbackHosts, check_callback_url
from services.common.errors import InvalidArgument, PermissionDenied, QuotaExceeded, ServiceError
from services.common.owners import Owners
from services.common.settings import Settings
from services.common.store import DEFAULT_PAGE_SIZE, JobStore
from services.gateway import metrics
from services.gateway.auth import Principal
from services.gateway.draws import spare_tasks, with_drawn_tasks
from services.gateway.grammars import check_regex_compiles
from services.gateway.policy import PolicyService


class StreamLeases:
    """The event-stream leases this gateway holds, one per open watch, so that it gives every one
    back before it closes Redis. A watch gives its own back as it closes; but a server may drop a
    watch without closing it (grpc.aio leaves a streaming handler suspended where it sent its
    last event when its call is cancelled), and such a watch would close only when collected,
    after Redis closed, through a connection that nothing closes then."""

    def __init__(self, owners: Owners) -> None:
        self.owners = owners
        self._held: dict[str, str] = {}  # lease -> owner
        self._giving_back = 0
        self._none_giving_back = asyncio.Event()
        self._none_giving_back.set()

    async def take(self, owner: str, limit: int, lease_s: float) -> str:
        lease = await self.owners.open_stream(owner, limit, lease_s)
        self._held[lease] = owner
        return lease

    async def give_back(self, lease: str) -> None:
        """Give `lease` back, unless it was already (by `give_back_all`)."""
        owner = self._held.pop(lease, None)
        if owner is None:
            return
        self._giving_back += 1
        self._none_giving_back.clear()
        try:
            await self.owners.close_stream(owner, lease)
        finally:
            self._giving_back -= 1
            if not self._giving_back:
                self._none_giving_back.set()

    async def give_back_all(self, timeout_s: float) -> None:
        """Give back every lease still held, once the servers stopped; then wait (`timeout_s` at
        most) for those being given back by their watches."""
        for lease in list(self._held):
            with contextlib.suppress(ServiceError):  # an unreachable Redis: the lease expires
                await self.give_back(lease)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._none_giving_back.wait(), timeout_s)


@dataclass
class GatewayService:
    settings: Settings
    store: JobStore
    http: httpx.AsyncClient
    policy: PolicyService

    @functools.cached_property
    def leases(self) -> StreamLeases:
        return StreamLeases(self.store.owners)

    @property
    def redis(self) -> aioredis.Redis:
        return self.store.redis

    async def submit(self, spec: JobSpec, caller: Principal) -> tuple[Job, bool]:
        """Admit a job owned by `caller`; returns (job, created). An idempotency key the caller
        used before returns its job (IdempotencyConflict if the spec differs).

        A draw is expanded here, once: the stored job records the tasks it drew beside the draw. A
        dynamic draw (not a recorded one submitted again) also gets its spare tasks, those it may add."""
        self._validate(spec, caller)
        if spec.agent is not None and not spec.agent.external:  # in a thread: the first job naming a plugin imports it
            await asyncio.to_thread(_check_agent, spec)
        if spec.sampling.constrain_actions:
            await asyncio.to_thread(_check_constrains_actions, spec)
        await check_regex_compiles(spec.sampling.regex, self.settings.regex_compile_timeout_s)
        submitted, spares = spec, []
        if spec.draw is not None:
            spec = await self._draw(spec, caller)
            if spec.draw is not None and spec.draw.strategy == "dynamic" and not submitted.tasks:
                room = self.settings.max_episodes_per_job // spec.episodes_per_group - len(spec.tasks)
                spares = await spare_tasks(spec.env, spec.draw, room)
        _check_sizes(spec, caller)
        job, created = await self.store.create_job(spec, caller.owner, caller.quotas, submitted, spares)
        if created and spec.draw is not None and spec.draw.lineage:
            await self.store.task_stats.register(caller.owner, spec.draw.lineage)
        if created:
            metrics.JOBS_SUBMITTED.labels(spec.env).inc()
            metrics.EPISODES_ENQUEUED.labels(spec.env).inc(job.episodes_total)
        return job, created

    async def _draw(self, spec: JobSpec, caller: Principal) -> JobSpec:
        """The spec with the tasks its draw picks, by its strategy over the caller's lineage (draws.py)."""
        assert spec.draw is not None
        lineage, split = spec.draw.lineage, spec.draw.split

        async def lookup(task_ids: list[str]) -> dict[str, TaskStats]:
            return await self.store.task_stats.lookup(caller.owner, lineage, spec.env, split, task_ids)

        version = await self.store.policy.version() if spec.draw.strategy == "mopps" else 0
        return await with_drawn_tasks(spec, lookup, version)

    async def task_stats(self, request: TaskStatsRequest, caller: Principal) -> TaskStatsPage:
        """A page of a lineage's task statistics: the caller's own lineage, or with `owner`, an admin's
        view of another owner's (anyone else naming an owner not theirs is refused)."""
        owner = request.owner or caller.owner
        if owner != caller.owner and not caller.is_admin:
            raise PermissionDenied("only an admin token reads another owner's lineage", field="owner")
        return await self.store.task_stats.page(owner, request.lineage, request.env, request.split,
                                                request.page_size or DEFAULT_PAGE_SIZE, request.page_token)

    def _validate(self, spec: JobSpec, caller: Principal) -> None:
        if spec.env not in entries() and spec.env != EXTERNAL_ENV:
            broken = f"; {broken_plugins()[spec.env].error}" if spec.env in broken_plugins() else ""
            raise InvalidArgument(f"unknown environment {spec.env!r}; known: {', '.join(sorted(entries()))} (or "
                                  f"{EXTERNAL_ENV!r}: an external agent's own){broken}", field="env")
        if spec.agent is not None and spec.agent.callback_url:
            _check_callback_host(spec.agent.callback_url, self.settings.session_callback_hosts)
        if spec.priority > caller.max_priority:
            raise PermissionDenied(f"this token may ask for priority {caller.max_priority} at most", field="priority")
        tasks, field = (max(spec.draw.count, len(spec.tasks)), "draw.count") if spec.draw is not None else (
            len(spec.tasks), "tasks")
        episodes = tasks * spec.episodes_per_group
        if episodes > self.settings.max_episodes_per_job:  # a cap like the token's quotas, and no schema can state it
            raise QuotaExceeded(f"{episodes} episodes exceed the limit of {self.settings.max_episodes_per_job}"
                                  " per job", field=field)

    async def get_job(self, job_id: str, caller: Principal) -> Job:
        return await self.store.get_job(job_id, caller.owner_filter())

    async def list_jobs(self, request: ListJobsRequest, caller: Principal) -> tuple[list[JobSummary], str]:
        state = _job_state(request.state)
        return await self.store.list_jobs(caller.owner_filter(), state, request.page_size, request.page_token)

    async def cancel(self, job_id: str, caller: Principal) -> Job:
        return await self.store.cancel(job_id, caller.owner_filter())

    async def watch(self, job_id: str, caller: Principal, after: str = "") -> AsyncGenerator[JobEvent | None]:
        """A snapshot, then the job's events until every episode has finished (a cancelled job's
        too: its remaining episodes finish as `cancelled`); None marks a keep-alive gap. The
        stream holds one of the caller's `event_streams` leases while it is open, and gives it
        back as it closes, however it closes. A client that leaves cancels the task that streams
        (Starlette as it sees the disconnect, grpc.aio as the call is cancelled), wherever the
        watch waits; the release is shielded from that cancellation, which anyio's cancel scopes
        deliver again at every await: unshielded, it would be cut, and the lease held until it
        expires (3 keep-alives), so a trainer that opens and drops streams would soon be refused.

        With `after`, an event id the caller saw (SSE Last-Event-ID, WatchJob's last_event_id),
        the events after it: a watcher whose stream broke (a gateway restarted) goes on without
        a gap or a repeat, from any gateway, since the events are Redis's stream."""
        if after and not _EVENT_ID.fullmatch(after):
            raise InvalidArgument(f"last_event_id {after[:64]!r} is not an event id (a JobEvent's id)",
                                  field="last_event_id")
        keepalive = self.settings.keepalive_s
        events = self.store.events(job_id, int(keepalive * 1000), caller.owner_filter(), after)
        first = await anext(events)  # NotFound before a lease is taken
        lease_s = 3 * keepalive
        lease = await self.leases.take(caller.owner, caller.quotas.event_streams, lease_s)
        try:
            renewed = time.monotonic()
            async for event in _prepend(first, events):
                yield event
                if event is not None and (event.type == "job_finished" or
                                          (event.type == "snapshot" and await self._over(event))):
                    return
                if time.monotonic() - renewed > keepalive:
                    await self.store.owners.renew_stream(caller.owner, lease, lease_s)
                    renewed = time.monotonic()
        finally:
            with anyio.CancelScope(shield=True):
                await self.leases.give_back(lease)

    async def _over(self, snapshot: JobEvent) -> bool:
        """Whether a watch ends at its snapshot: every episode has finished and no event follows the
        one the snapshot follows (a resumed watch still gets the events it missed, to job_finished)."""
        if not _all_finished(snapshot.job):
            return False
        return not await self.store.events_after(snapshot.job.id, snapshot.id)

    async def pull(self, job_id: str, request: PullRequest, caller: Principal) -> list[Group]:
        groups = await self.store.pull(job_id, request.max_groups, request.min_usable,
                                       request.visibility_timeout_s, request.max_staleness, caller.owner_filter(),
                                       request.replay, request.replay_max_age)
        metrics.GROUPS_PULLED.inc(len(groups))
        return groups

    async def ack(self, job_id: str, group_ids: list[str], caller: Principal) -> int:
        """Ids that cannot name a group of the job (`<job id>-t<task index>`) acknowledge nothing."""
        named = re.compile(re.escape(job_id) + r"-t[0-9]{1,9}")
        ours = [group_id for group_id in group_ids if named.fullmatch(group_id)]
        return await self.store.ack(job_id, ours, caller.owner_filter())

    def envs(self) -> list[EnvInfo]:
        """Every env, plugins (the package that declares them) and broken plugins (why) included."""
        return [EnvInfo(name=env.name, description=env.description, splits=dict(env.splits), package=env.package,
                        error=env.error, agent="" if env.error else _default_agent(env.name))
                for env in list_envs()]

    def agents(self) -> list[AgentInfo]:
        """The installed agents (entry points of `rollgate.agents`), sorted by name; each one's
        plugin is imported to read the envs it plays, and one that fails to load is listed with
        its error."""
        return [_agent_info(plugin) for _, plugin in sorted(agent_plugins.installed().items())]

    async def health(self) -> Health:
        """Ready when Redis answers and at least one inference worker is healthy."""
        redis_ok = await self.store.ping()
        workers = await self.policy.workers() if redis_ok else []
        checks = {"redis": "ok" if redis_ok else "unreachable",
                  **{w.url: "ok" if w.healthy and not w.quarantined else "unhealthy" for w in workers}}
        ready = redis_ok and any(w.healthy and not w.quarantined for w in workers)
        return Health(status="ok" if ready else "unavailable", checks=checks)

    async def refresh_queue_metrics(self) -> None:
        """Publish the episode backlog and the job states (`metrics.refresh`)."""
        await metrics.refresh(self.store)


_EVENT_ID = re.compile(r"[0-9]{1,19}(-[0-9]{1,19})?")


def _all_finished(job: JobSummary) -> bool:
    return job.counts.get("queued", 0) == 0 and job.counts.get("running", 0) == 0


async def _prepend(first: JobEvent | None, rest: AsyncIterator[JobEvent | None]) -> AsyncIterator[JobEvent | None]:
    yield first
    async for event in rest:
        yield event


def _check_sizes(spec: JobSpec, caller: Principal) -> None:
    """The spec as it will be stored, and its inline data, within the caller's quotas."""
    quotas = caller.quotas
    inline = sum(len(json.dumps(task.data)) for task in spec.tasks if task.data) + len(json.dumps(spec.env_options))
    if inline > quotas.inline_data_bytes:
        raise QuotaExceeded(f"{inline} bytes of inline task data and env_options exceed this token's quota of "
                            f"{quotas.inline_data_bytes}", field="inline_data_bytes")
    size = len(spec.model_dump_json())
    if size > quotas.spec_bytes:
        raise QuotaExceeded(f"the spec takes {size} bytes, over this token's quota of {quotas.spec_bytes}",
                            field="spec_bytes")


def _job_state(value: str) -> JobState | None:
    if not value:
        return None
    try:
        return JobState(value)
    except ValueError:
        raise InvalidArgument(f"unknown job state {value!r}", field="state") from None


def _check_callback_host(url: str, allowed: str) -> None:
    """A session callback goes only to a host the operator allows (`session_callback_hosts`,
    none by default): a runner POSTs from inside the deployment's network, which a job's owner
    must not probe (services/common/callbacks.py)."""
    check_callback_url(url, CallbackHosts.parse(allowed))


def _check_agent(spec: JobSpec) -> None:
    """The agent a job names is installed, loads, and plays the job's env (when it says which it plays)."""
    if spec.agent is None or spec.agent.external:
        return
    try:
        agent = agent_plugins.load_agent(spec.agent.name)
        agent_plugins.check_supports(spec.agent.name, agent, spec.env)
    except (UnknownAgent, agent_plugins.BrokenAgentPlugin) as exc:
        raise InvalidArgument(f"agent.name: {exc}", field="agent.name") from exc


def _check_constrains_actions(spec: JobSpec) -> None:
    """Under `sampling.constrain_actions`, the job's agent writes actions in a format it can
    constrain; an external agent's turns are its own."""
    field = "sampling.constrain_actions"
    if spec.env == EXTERNAL_ENV or (spec.agent is not None and spec.agent.external):
        raise InvalidArgument(f"{field}: an external agent's turns are its own to constrain", field=field)
    name = spec.agent.name if spec.agent is not None else None
    try:
        agent = agent_plugins.get_agent(spec.env, name)
    except (UnknownAgent, agent_plugins.BrokenAgentPlugin) as exc:
        raise InvalidArgument(f"{field}: {exc}", field=field) from exc
    if type(agent).action_regex is Agent.action_regex:
        raise InvalidArgument(f"{field}: the agent of env {spec.env!r} ({type(agent).__name__}) has no action "
                              "format to constrain to the env's actions", field=field)


def _default_agent(env_name: str) -> str:
    try:
        return agent_plugins.default_agent(env_name)
    except UnknownAgent:
        return ""


def _agent_info(plugin: agent_plugins.AgentPlugin) -> AgentInfo:
    info = AgentInfo(name=plugin.name, target=plugin.target, package=plugin.package)
    try:
        envs = agent_plugins.load_agent(plugin.name).envs
    except agent_plugins.BrokenAgentPlugin as exc:
        return info.model_copy(update={"error": str(exc)})
    return info.model_copy(update={"envs": list(envs or ())})
