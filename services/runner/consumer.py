"""The runner's loop: take episodes from the Redis queue, play them concurrently, commit.

Each runner is one consumer of the `runners` group on the episode stream, whose entries
claim the queue's episodes highest priority first (`JobStore.take`). An entry stays pending
until its trajectory is committed, so a runner that dies leaves its episodes to be reclaimed
by any runner once they have been idle `claim_idle_s`; a reclaimed entry replays the episode
it claimed. A live runner renews its claim on the episodes it plays every `heartbeat_s`, so a
long episode is never taken from a healthy runner. The commit is idempotent: an episode
played twice is delivered once.

A Redis restart costs a pause, not the claim timeout: the runner's client retries a call that
lost its connection for `redis_retry_s` (`services/common/redisconn.py`), so an episode playing
across the restart keeps its entry and commits. A Redis that lost its last writes (the AOF's
fsync window, docs/faults.md) may list as this runner's entries it had already finished, and
may hold again in its queue episodes whose entries a runner finished since: every heartbeat the
runner takes back at once the entries it holds in Redis but does not play (`_adopt_orphans`),
and once the episodes it played across a restart have finished it adds the entries the queue
lacks (`_after_restart`), instead of leaving either to the claim timeout.

Admission comes before a slot: an episode the staleness bound does not admit yet is parked
in Redis at once (`JobStore.park`), so it never holds a slot while it waits, and every read
first releases the parked episodes that the current policy version admits or whose wait
(`staleness_max_wait_s`) is over; one past its wait ends as `timeout` unplayed.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field

from rollgate import EXTERNAL_ENV, EpisodeStatus, JobSpec, Trajectory

from services.agents import UnknownAgent, get_agent
from services.agents.plugins import BrokenAgentPlugin
from services.common.callbacks import CallbackHosts
from services.common.errors import Unavailable
from services.common.queue import EpisodeRef
from services.common.sessions import SessionChannel
from services.common.settings import Settings
from services.common.staleness import needed_version, staleness
from services.common.store import JobStore
from services.inference import metrics as inference_metrics
from services.runner import metrics
from services.runner.episode import CUT_BEFORE_START, Episode, EpisodeDeps, build_trajectory
from services.runner.policy_watch import PolicyVersionWatch
from services.runner.sessions import OutsideAgent, SessionEpisode

log = logging.getLogger(__name__)

MAX_DELIVERIES = 3  # an episode that took down this many runners ends as infra_error
ORPHAN_SCAN = 1000  # entries looked at per orphan check beyond the runner's own slots


@dataclass
class CancelFlags:
    """Jobs' cancel flags and groups' completion (an episode still to finish in a complete group is
    cut), each read from Redis at most every `max_age_s`."""

    store: JobStore
    max_age_s: float
    max_entries: int = 100_000
    """The cache is dropped whole beyond this many jobs and groups (it only saves reads)."""
    _seen: dict[str, tuple[float, bool]] = field(default_factory=dict)

    async def is_cancelled(self, job_id: str) -> bool:
        return await self._flag(job_id, lambda: self.store.is_cancelled(job_id))

    async def is_cut(self, ref: EpisodeRef, fresh: bool = False) -> bool:
        """`fresh`: read now, whatever was read before (before an episode starts: its group may
        have completed an instant ago, as the episode it just took from this runner finished)."""
        return await self._flag(ref.group_id, lambda: self.store.group_complete(ref), fresh)

    async def _flag(self, key: str, read: Callable[[], Awaitable[bool]], fresh: bool = False) -> bool:
        """The flag, read from Redis when it was never read here (a missing entry, not a read at
        time 0: the monotonic clock counts from boot, so on a machine booted less than `max_age_s`
        ago time 0 is not long ago), when `fresh`, or when the last read is older than `max_age_s`."""
        seen = self._seen.get(key)
        raised = seen is not None and seen[1]
        stale = seen is None or time.monotonic() - seen[0] > self.max_age_s
        if not raised and (fresh or stale):
            raised = await read()
            if len(self._seen) >= self.max_entries:
                self._seen.clear()
            self._seen[key] = (time.monotonic(), raised)
        return raised


@dataclass
class JobSpecs:
    """Jobs' specs and the policy version current at their submission, read from Redis once per job
    and held while the runner plays the job's episodes.

    The episodes of a new job reach an idle runner all at once (a take hands out a whole
    runner's free slots): each reading the spec itself, a runner of 500 slots held 500 copies
    of the same spec at once, each a Redis reply and a parsed JobSpec, and its RSS kept that
    peak (bench/HISTORY.md, the soak). Every episode of a job awaits the one read of its spec; a
    read that failed is forgotten, so the next episode reads again. A parsed spec costs about
    0.5 KiB per task (up to 100,000 tasks), so specs are not kept for ever: the specs of jobs
    with no episode held (`hold`) are dropped least recently used first beyond `max_idle_tasks`
    tasks of them, except the last one released (a job whose episodes come one at a time keeps
    its spec)."""

    store: JobStore
    max_idle_tasks: int = 10_000
    _reads: collections.OrderedDict[str, asyncio.Task[tuple[JobSpec, int]]] = field(
        default_factory=collections.OrderedDict)
    _holders: collections.Counter[str] = field(default_factory=collections.Counter)

    @contextlib.asynccontextmanager
    async def hold(self, job_id: str) -> AsyncIterator[tuple[JobSpec, int]]:
        """The job's spec and submission version (`get`), kept while the block runs."""
        self._holders[job_id] += 1
        try:
            yield await self.get(job_id)
        finally:
            self._holders[job_id] -= 1
            if not self._holders[job_id]:
                del self._holders[job_id]
                if job_id in self._reads:
                    self._reads.move_to_end(job_id)
                self._evict()

    async def get(self, job_id: str) -> tuple[JobSpec, int]:
        """The job's spec and submission version; NotFound or Unavailable if the read failed.
        Cancelling a caller leaves the read to the others."""
        read = self._reads.get(job_id)
        if read is None:
            read = self._reads[job_id] = asyncio.create_task(self.store.get_admission(job_id))
            read.add_done_callback(functools.partial(self._read_done, job_id))
        else:
            self._reads.move_to_end(job_id)
        return await asyncio.shield(read)

    def _read_done(self, job_id: str, read: asyncio.Task[tuple[JobSpec, int]]) -> None:
        if read.cancelled() or read.exception() is not None:  # retrieved: no "never retrieved" log
            if self._reads.get(job_id) is read:
                del self._reads[job_id]
            return
        self._evict()

    def _evict(self) -> None:
        """Drop the least recently used idle specs while they add up to more than `max_idle_tasks` tasks."""
        idle = {job_id: len(read.result()[0].tasks) for job_id, read in self._reads.items()
                if read.done() and job_id not in self._holders}
        total = sum(idle.values())
        for job_id in list(idle)[:-1]:
            if total <= self.max_idle_tasks:
                return
            total -= idle[job_id]
            del self._reads[job_id]

    def __contains__(self, job_id: str) -> bool:
        """Whether the job's spec is held (or being read)."""
        return job_id in self._reads


@dataclass
class GroupDeadlines:
    """Completes groups at their deadline (`JobSpec.group_timeout_s`, from their first episode's
    start), so a group is delivered on time while its stragglers still play: they are cut at their
    next turn. Each runner playing one of a group's episodes arms one timer for the group; Redis
    decides (`JobStore.close_group`), so several runners' timers complete a group once. A group
    none of whose episodes had finished at its deadline completes at its first finish (the commit)."""

    store: JobStore
    _timers: dict[str, asyncio.TimerHandle] = field(default_factory=dict)
    _closing: set[asyncio.Task[bool]] = field(default_factory=set)

    def arm(self, ref: EpisodeRef, group_size: int, delay_s: float) -> None:
        if ref.group_id not in self._timers:
            self._timers[ref.group_id] = asyncio.get_running_loop().call_later(
                max(delay_s, 0.0), self._close, ref, group_size)

    def disarm(self) -> None:
        for timer in self._timers.values():
            timer.cancel()
        self._timers.clear()

    def _close(self, ref: EpisodeRef, group_size: int) -> None:
        del self._timers[ref.group_id]
        closing = asyncio.create_task(self.store.close_group(ref, group_size))
        self._closing.add(closing)
        closing.add_done_callback(self._closed)

    def _closed(self, closing: asyncio.Task[bool]) -> None:
        self._closing.discard(closing)
        if not closing.cancelled() and (exc := closing.exception()) is not None:
            metrics.REDIS_ERRORS.inc()
            log.error("closing a group at its deadline failed (its next finish closes it): %r", exc)


@dataclass
class Runner:
    settings: Settings
    store: JobStore
    deps: EpisodeDeps
    consumer: str
    cancel_flags: CancelFlags
    versions: PolicyVersionWatch
    in_flight: dict[str, asyncio.Task[None]] = field(default_factory=dict)
    specs: JobSpecs = field(init=False)
    deadlines: GroupDeadlines = field(init=False)
    callback_hosts: CallbackHosts = field(init=False)
    _redis_run_id: str = ""
    _recovery: asyncio.Task[None] | None = None
    _slot_freed: asyncio.Event = field(default_factory=asyncio.Event)
    """Set as an episode's task ends: waiting for a free slot costs the same whatever the concurrency
    (asyncio.wait over every task in flight cost a runner of 2,000 slots time in proportion to them)."""
    _holding: asyncio.Lock = field(default_factory=asyncio.Lock)
    """Held while entries become this runner's in Redis before they are in `in_flight` (a take,
    a reclaim), so the orphan check never mistakes one of them for an orphan."""

    def __post_init__(self) -> None:
        self.specs = JobSpecs(self.store)
        self.deadlines = GroupDeadlines(self.store)
        self.callback_hosts = CallbackHosts.parse(self.settings.session_callback_hosts)

    async def run(self, stop: asyncio.Event) -> None:
        """Consume until `stop` is set, then wait for the episodes in flight."""
        await self.store.ensure_consumer_group()
        await self.versions.read()
        await self._check_restart()
        loops = (self._heartbeats(stop), self._reclaims(stop), self.versions.run(stop))
        background = [asyncio.create_task(loop) for loop in loops]
        try:
            while not stop.is_set():
                await self._read(block_ms=1000)
        finally:
            for task in [*background, *([self._recovery] if self._recovery else [])]:
                task.cancel()
            self.deadlines.disarm()
            if self.in_flight:
                await asyncio.wait(list(self.in_flight.values()))

    @property
    def capacity(self) -> int:
        """Episodes this runner holds at once (every slot of its stage pools)."""
        return self.deps.stages.capacity

    async def _free_slots(self) -> int:
        while len(self.in_flight) >= self.capacity:
            self._slot_freed.clear()
            await self._slot_freed.wait()
        return self.capacity - len(self.in_flight)

    async def _read(self, block_ms: int) -> None:
        count = await self._free_slots()
        try:
            await self.store.queue.release(self.versions.version, time.time() - self.settings.staleness_max_wait_s)
            async with self._holding:
                for entry_id, ref in await self.store.queue.take(self.consumer, count, block_ms):
                    self._spawn(entry_id, ref)
        except Unavailable as exc:
            log.error("reading episodes failed: %s", exc)
            metrics.REDIS_ERRORS.inc()
            await asyncio.sleep(1.0)

    def _spawn(self, entry_id: str, ref: EpisodeRef | None, deliveries: int = 1) -> None:
        """Play `ref` under its stream entry; an entry that claimed nothing is just finished.

        The entry may be in flight already: a Redis that lost writes hands out again an entry
        whose take it forgot, claiming another episode, which is played too."""
        task = asyncio.create_task(self._handle(entry_id, ref, deliveries))
        self.in_flight[entry_id] = task
        task.add_done_callback(functools.partial(self._finished, entry_id))

    def _finished(self, entry_id: str, task: asyncio.Task[None]) -> None:
        if self.in_flight.get(entry_id) is task:
            del self.in_flight[entry_id]
        self._slot_freed.set()

    async def _handle(self, entry_id: str, ref: EpisodeRef | None, deliveries: int) -> None:
        try:
            if ref is not None and not await self.store.has_trajectory(ref):
                async with self.specs.hold(ref.job_id) as (spec, submitted):
                    if await self._parked(entry_id, ref, spec, submitted):
                        return
                    trajectory = await self._play(ref, spec, submitted, deliveries)
                if await self.store.commit(trajectory, spec.group_size):
                    metrics.observe_episode(trajectory)
                    await metrics.observe_group(self.store, trajectory, ref.enqueued_at)
            if not await self.store.queue.finish(entry_id, ref):
                log.warning("Redis lacks the trajectory of episode entry %s (it lost its last writes): "
                            "left pending, to be taken back and played again", entry_id)
        except Unavailable as exc:
            metrics.REDIS_ERRORS.inc()
            log.error("episode entry %s left pending, to be taken back at a heartbeat: %s", entry_id, exc)
        except Exception:  # a bug: said loudly, and the entry replayed (a bounded number of times)
            log.exception("episode entry %s failed in the runner; left pending, to be taken back at a heartbeat",
                          entry_id)

    async def _play(self, ref: EpisodeRef, spec: JobSpec, submitted: int, deliveries: int) -> Trajectory:
        if deliveries > MAX_DELIVERIES:
            return build_trajectory(ref, spec, EpisodeStatus.INFRA_ERROR,
                                    f"delivered {deliveries} times without finishing; its runners died")
        if await self.cancel_flags.is_cancelled(ref.job_id):
            return build_trajectory(ref, spec, EpisodeStatus.CANCELLED, "job cancelled before the episode started")
        if spec.stops_groups_early and await self.cancel_flags.is_cut(ref, fresh=True):
            return build_trajectory(ref, spec, EpisodeStatus.CANCELLED, CUT_BEFORE_START)
        if (needed := self._needed(ref, spec, submitted)) is not None:
            return build_trajectory(ref, spec, EpisodeStatus.TIMEOUT, f"waited {self.settings.staleness_max_wait_s} s "
                                    f"(staleness_max_wait_s) for policy version {needed}, which the staleness bound "
                                    f"needs; the policy is at {self.versions.version}")
        try:
            episode = self._episode(ref, spec)
        except (UnknownAgent, BrokenAgentPlugin) as exc:  # a plugin's fault: this job's, not the runner's
            return build_trajectory(ref, spec, EpisodeStatus.INFRA_ERROR, str(exc))
        group_age_s = await self.store.mark_started(ref, timed_group=spec.group_timeout_s is not None)
        if spec.group_timeout_s is not None:
            self.deadlines.arm(ref, spec.group_size, spec.group_timeout_s - group_age_s)
        metrics.EPISODES_STARTED.labels(spec.env).inc()
        trajectory = await episode.run()
        return self._stamp_staleness(trajectory, spec)

    def _episode(self, ref: EpisodeRef, spec: JobSpec) -> Episode:
        """The episode of `ref`: played by its agent here, or a session an external agent plays."""
        if spec.agent is not None and spec.agent.external:
            env_agent = None if spec.env == EXTERNAL_ENV else self.deps.agent_for(spec.env)
            return SessionEpisode(ref, spec, OutsideAgent(env_agent), self.deps,
                                  channel=SessionChannel(self.store.redis, self.store.keys),
                                  callback_hosts=self.callback_hosts)
        agent = self.deps.agent_for(spec.env) if spec.agent is None else get_agent(spec.env, spec.agent.name)
        return Episode(ref, spec, agent, self.deps)

    async def _parked(self, entry_id: str, ref: EpisodeRef, spec: JobSpec, submitted: int) -> bool:
        """Park the episode if the staleness bound does not admit it yet, its wait is not over and
        its job is not cancelled: it gives its slot back at once and is released when its version comes."""
        needed = self._needed(ref, spec, submitted)
        waited = time.time() - ref.enqueued_at
        if needed is None or waited >= self.settings.staleness_max_wait_s:
            return False
        if await self.cancel_flags.is_cancelled(ref.job_id):
            return False
        await self.store.queue.park(entry_id, ref, needed)
        return True

    def _needed(self, ref: EpisodeRef, spec: JobSpec, submitted: int) -> int | None:
        """The policy version the episode still waits for (`submitted`: the version current at the
        job's submission); None once the bound admits it."""
        needed = needed_version(spec, submitted, ref.task_index)
        return needed if needed is not None and self.versions.version < needed else None

    def _stamp_staleness(self, trajectory: Trajectory, spec: JobSpec) -> Trajectory:
        lag = staleness(self.versions.version, trajectory.policy_version_min)
        inference_metrics.STALENESS.observe(lag)
        stale = spec.max_staleness is not None and lag > spec.max_staleness
        return trajectory.model_copy(update={"staleness": lag, "stale": stale})

    async def _heartbeats(self, stop: asyncio.Event) -> None:
        """Renew the claim on every episode in flight, so none is reclaimed from a live runner;
        then take back the entries Redis lists as this runner's that it does not play."""
        while not stop.is_set():
            await _wait(stop, self.settings.heartbeat_s)
            if ids := list(self.in_flight):
                await self._guarded(self.store.queue.renew(self.consumer, ids))
            if not stop.is_set():
                await self._guarded(self._check_restart())
                await self._guarded(self._adopt_orphans())

    async def _check_restart(self) -> None:
        """Notice a restarted Redis (a new run_id: a crash, a failover) and start `_after_restart`."""
        run_id = await self.store.queue.server_run_id()
        restarted, self._redis_run_id = self._redis_run_id not in ("", run_id), run_id
        if restarted:
            log.warning("Redis restarted (run_id %s): its queue is counted again once the %d episodes "
                        "played across the restart are done", run_id, len(self.in_flight))
            self._recovery = asyncio.create_task(self._after_restart(list(self.in_flight.values())))

    async def _after_restart(self, across: list[asyncio.Task[None]]) -> None:
        """Once the episodes played across a restart are done, add the stream entries the queue lacks.

        A Redis that lost its last writes gave back to its queue the episodes taken in that
        window, while the runners that took them still finish their entries, deleting them: each
        such episode is left queued without an entry until `top_up` counts them."""
        if across:
            await asyncio.wait(across)
        await self._guarded(self._top_up())

    async def _top_up(self) -> None:
        if added := await self.store.queue.top_up():
            log.warning("added %d missing episode entries", added)

    async def _adopt_orphans(self) -> None:
        """Reclaim now the entries pending under this runner's name that it does not play
        (`EpisodeQueue.expire_orphans`: entries a Redis that lost writes gave back)."""
        async with self._holding:
            orphans = await self.store.queue.expire_orphans(self.consumer, self.in_flight, self.capacity + ORPHAN_SCAN,
                                                            self.settings.claim_idle_s)
            if not orphans:
                return
            log.warning("%d entries pending under this runner that it does not play (Redis lost writes?): "
                        "reclaiming them", orphans)
        await self._reclaim(orphans)

    async def _reclaims(self, stop: asyncio.Event) -> None:
        """Take over episodes whose runner went silent for `claim_idle_s`."""
        while not stop.is_set():
            await _wait(stop, self.settings.claim_idle_s / 4)
            free = self.capacity - len(self.in_flight)
            if free > 0 and not stop.is_set():
                await self._guarded(self._reclaim(free))

    async def _reclaim(self, count: int) -> None:
        await self._top_up()
        async with self._holding:
            for entry_id, ref, deliveries in await self.store.queue.reclaim(self.consumer, self.settings.claim_idle_s,
                                                                      count):
                if entry_id in self.in_flight:
                    continue
                log.warning("reclaimed episode entry %s (delivery %d)", entry_id, deliveries)
                if deliveries > 1:  # an episode another read had claimed: it may have been played
                    metrics.RECLAIMED.inc()
                self._spawn(entry_id, ref, deliveries)

    async def _guarded(self, awaitable) -> None:  # type: ignore[no-untyped-def]
        try:
            await awaitable
        except Unavailable as exc:
            metrics.REDIS_ERRORS.inc()
            log.error("redis call failed: %s", exc)


async def _wait(stop: asyncio.Event, seconds: float) -> None:
    """Wait `seconds`, or less if `stop` is set meanwhile."""
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)
