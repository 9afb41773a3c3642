"""Jobs, trajectories and groups in Redis: the only state Rollgate has.

A job's state is derived from its keys (see `keys.py`), never cached in a process:
queued until an episode starts, running until every episode has a trajectory, then
completed; cancelled once cancelled. A trajectory is written once (HSETNX), and the same
Lua script counts it into its group, so a reclaimed episode that finishes twice is
delivered once.

Finished jobs do not stay for ever: when a job's last trajectory is committed, every key of
the job expires at one instant, Redis's clock then plus the store's retention (`retention_s`;
PEXPIREAT, so keys created later, like the lease set, take the same instant), and acknowledged
groups' trajectories are dropped at once (their ids stay, so a replayed episode is still
written only once), but for the groups with a reward spread of a job whose draw names a lineage:
those wait in the lineage's replay buffer (`replay.py`) until a pull serves them again or the
buffer evicts them, and are dropped then.

Episodes wait in the episode queue (`queue.py`: strict priority between levels, weighted fair
share across owners and jobs within one), claimed through the episode stream.

Every job has an owner (the submitting token's identity). Reads and writes that name a job
take the caller's owner (None: an admin, any owner) and treat another owner's job as absent.

Episodes the staleness bound does not admit yet are parked (`parked`, `parked_since`), with no
stream entry, so no runner slot waits on them: `release` moves them to the queue, with an entry
each, once the policy reaches the version they need or they have waited their bound.
"""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import json
import logging
import math
import time
import uuid
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import redis.asyncio as aioredis
from rollgate import (
    EpisodeStatus,
    Group,
    Job,
    JobEvent,
    JobSpec,
    JobState,
    JobSummary,
    Task,
    TaskGroupOutcome,
    Trajectory,
)

from services.common.errors import (
    IdempotencyConflict,
    InvalidArgument,
    NotFound,
    QuotaExceeded,
    Unavailable,
    translate_redis_errors,
    translates_redis_errors,
)
from services.common.keys import (
    EVENTS_MAXLEN,
    IDEMPOTENCY_TTL_S,
    JobKeys,
    Keys,
    group_job,
    group_trajectory_ids,
)
from services.common.owners import Owners, Usage
from services.common.policy import PolicyStore
from services.common.queue import EpisodeQueue, EpisodeRef, Flow, batches
from services.common.replay import ReplayBuffer
from services.common.settings import Quotas
from services.common.staleness import needed_version
from services.common.task_stats import SPREAD_EPSILON, TaskStatsLimits, TaskStatsStore

# What the replies of this store's client (decode_responses) are; redis-py types them for either client.
_Scored = list[tuple[str, float]]
_StreamReply = list[tuple[str, list[tuple[str, dict[str, str]]]]]

# Lua shared by the scripts that complete a group. A group's first start is "<group id>:started" in
# the job's `groups` hash, on Redis's clock (every runner's start and check read the same clock).
_GROUPS = f"local SPREAD_EPSILON = {SPREAD_EPSILON!r}\n" + """
local function redis_now()
  local t = redis.call('TIME')
  return tonumber(t[1]) + tonumber(t[2]) / 1000000
end
-- `timeout`: the job's group_timeout_s field (nil without one: nothing more is read)
local function past_deadline(timeout, groups, gid)
  if not timeout then return false end
  local started = redis.call('HGET', groups, gid .. ':started')
  return started and redis_now() >= tonumber(started) + tonumber(timeout)
end
-- A usable episode's share of its group's outcome, kept in `usable` until the group completes: its reward's
-- bounds (':lo', ':hi': every job's, they decide the spread) and, for a job whose draw names a lineage
-- (`tracked`), the rest its statistics take: the rewards' sum (':sum') and sum clipped to [0, 1] (':won'),
-- the versions' bounds (':vlo', ':vhi'), the task. Numbers go in as the caller's text: nothing is rounded.
local ACCUMULATED = {':lo', ':hi', ':sum', ':won', ':vlo', ':vhi', ':task'}
local function accumulate(usable, gid, reward, version_min, version_max, task, tracked)
  local f = redis.call('HMGET', usable, gid .. ':lo', gid .. ':hi', gid .. ':vlo', gid .. ':vhi')
  local value, changed = tonumber(reward), {}
  local function set(suffix, text) table.insert(changed, gid .. suffix); table.insert(changed, text) end
  if not f[1] or value < tonumber(f[1]) then set(':lo', reward) end
  if not f[2] or value > tonumber(f[2]) then set(':hi', reward) end
  if tracked then
    if not f[3] or tonumber(version_min) < tonumber(f[3]) then set(':vlo', version_min) end
    if not f[4] or tonumber(version_max) > tonumber(f[4]) then set(':vhi', version_max) end
    if not f[1] then set(':task', task) end
    redis.call('HINCRBYFLOAT', usable, gid .. ':sum', reward)
    redis.call('HINCRBYFLOAT', usable, gid .. ':won', value <= 0 and '0' or (value >= 1 and '1' or reward))
  end
  if #changed > 0 then redis.call('HSET', usable, unpack(changed)) end
end
-- members: the group's usable episodes, first finished first, topped up with its unusable ones to `size`;
-- a group whose usable rewards differ counts in the job's groups_spread and is marked so (its ':spread' in
-- `usable`: what a pulled group's `spread` and the replay buffer read). Returns the group's outcome, what its
-- lineage's statistics take (task_stats.py), as JSON of the accumulated texts; '' when none was usable or
-- the job names no lineage.
local function complete(job, usable, members_key, ready, completed, gid, size, at)
  local f = redis.call('HMGET', usable, gid, gid .. ':lo', gid .. ':hi', gid .. ':sum', gid .. ':won',
    gid .. ':vlo', gid .. ':vhi', gid .. ':task')
  local outcome = ''
  if f[2] then
    local spread = tonumber(f[3]) - tonumber(f[2]) > SPREAD_EPSILON
    if spread then
      redis.call('HINCRBY', job, 'groups_spread', 1)
      redis.call('HSET', usable, gid .. ':spread', 1)
    end
    if f[4] then
      outcome = cjson.encode({episodes = f[1], sum = f[4], won = f[5], version = f[6], version_max = f[7],
        task = f[8], spread = spread})
    end
  end
  local fields = {}
  for _, suffix in ipairs(ACCUMULATED) do table.insert(fields, gid .. suffix) end
  redis.call('HDEL', usable, unpack(fields))
  local members = {}
  for _, kind in ipairs({':usable', ':unusable'}) do
    for id in string.gmatch(redis.call('HGET', members_key, gid .. kind) or '', '%S+') do
      if #members < size then table.insert(members, id) end
    end
  end
  redis.call('HDEL', members_key, gid .. ':usable', gid .. ':unusable')
  redis.call('HSET', members_key, gid, table.concat(members, ' '))
  redis.call('ZADD', ready, at, gid)
  redis.call('ZADD', completed, at, gid)
  return outcome
end
-- what a script that completed a group returns: 2 when the job's draw names a lineage (task_stats.py), else 1
local function lineage_of(job)
  return redis.call('HEXISTS', job, 'lineage') == 1 and 2 or 1
end
-- A dynamic draw's job (its hash has `dynamic_target`), once a group of it completed: the groups still
-- playing are topped up to the groups with a spread it still lacks, from its spare tasks (the spec's
-- tasks past groups_total, up to tasks_max); a cancelled job adds none. Returns the first task index
-- added and how many (0: none), after counting them into groups_total and episodes_total.
local function grow(job, completed)
  local f = redis.call('HMGET', job, 'dynamic_target', 'tasks_max', 'groups_total', 'episodes_total',
    'groups_spread', 'cancelled')
  if not f[1] or f[6] == '1' then return {0, 0} end
  local total, episodes = tonumber(f[3]), tonumber(f[4])
  local playing = total - redis.call('ZCARD', completed)
  local add = math.min(tonumber(f[1]) - tonumber(f[5] or '0') - playing, tonumber(f[2]) - total)
  if add <= 0 then return {total, 0} end
  redis.call('HSET', job, 'groups_total', total + add, 'episodes_total', episodes + add * math.floor(episodes / total))
  return {total, add}
end
"""

# Records a finished episode (once: a second commit of the same id returns 0) and completes its group
# when it should. A group is complete once `group_size` of its episodes finished usable, or all of them
# finished (it may have extra ones), or, with a group deadline, at the first finish past it (`_CLOSE`
# completes it at the deadline if one had finished by then). What finishes after that is recorded, not
# delivered. The job's last commit sets every key given to expire after the retention. Returns
# {code, first, added, outcome}: code 0 for a trajectory written before, 1, or 2 when it completed a group of
# a job whose draw names a lineage (its statistics take the group's `outcome`, `complete`'s); `added` tasks
# from index `first` when the
# group grew a dynamic job (`grow`), the caller then enqueues their episodes. A second commit of the same
# trajectory returns what the first added again: the first's caller may have died before enqueueing them
# (an episode enqueued twice is played twice and written once).
_COMMIT = _GROUPS + """
local job, trajectories, groups, usable_counts = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local ready, completed, events, started = KEYS[5], KEYS[6], KEYS[7], KEYS[8]
local min_versions, members = KEYS[9], KEYS[11]  -- KEYS[10], the leased groups, only expires with the rest
local traj_id, traj_json, status, is_usable, gid = ARGV[1], ARGV[2], ARGV[3], ARGV[4] == '1', ARGV[5]
local size, now, reward, events_maxlen = tonumber(ARGV[6]), ARGV[7], ARGV[8], ARGV[9]
local version_min, retention_ms, version_max, task = ARGV[10], tonumber(ARGV[11]), ARGV[12], ARGV[13]
if redis.call('HSETNX', trajectories, traj_id, traj_json) == 0 then
  local grew = redis.call('HGET', job, 'grew:' .. traj_id)
  if not grew then return {0, 0, 0, ''} end
  local first, added = string.match(grew, '(%d+) (%d+)')
  return {0, tonumber(first), tonumber(added), ''}
end
redis.call('SADD', started, traj_id)
redis.call('HINCRBY', job, 's:' .. status, 1)
local oldest = redis.call('HGET', min_versions, gid)
if not oldest or tonumber(version_min) < tonumber(oldest) then redis.call('HSET', min_versions, gid, version_min) end
local finished = redis.call('HINCRBY', groups, gid, 1)
local completed_now, outcome = false, ''
if not redis.call('ZSCORE', completed, gid) then
  local kind = is_usable and ':usable' or ':unusable'
  local so_far = redis.call('HGET', members, gid .. kind)
  redis.call('HSET', members, gid .. kind, so_far and (so_far .. ' ' .. traj_id) or traj_id)
  local usable = tonumber(redis.call('HGET', usable_counts, gid) or '0')
  if is_usable then
    usable = redis.call('HINCRBY', usable_counts, gid, 1)
    accumulate(usable_counts, gid, reward, version_min, version_max, task, redis.call('HEXISTS', job, 'lineage') == 1)
  end
  local totals = redis.call('HMGET', job, 'episodes_total', 'groups_total', 'group_timeout_s')
  if usable == size or finished == tonumber(totals[1]) / tonumber(totals[2])
      or past_deadline(totals[3], groups, gid) then
    outcome = complete(job, usable_counts, members, ready, completed, gid, size, now)
    completed_now = true
  end
end
local grown = {0, 0}
if completed_now then
  grown = grow(job, completed)
  if grown[2] > 0 then redis.call('HSET', job, 'grew:' .. traj_id, grown[1] .. ' ' .. grown[2]) end
end
redis.call('XADD', events, 'MAXLEN', '~', events_maxlen, '*', 'type', 'episode_finished',
  'episode_id', traj_id, 'status', status, 'reward', reward)
local total = tonumber(redis.call('HGET', job, 'episodes_total'))
if redis.call('HLEN', trajectories) == total then
  redis.call('HSETNX', job, 'finished_at', now)
  redis.call('XADD', events, 'MAXLEN', '~', events_maxlen, '*', 'type', 'job_finished')
  local clock = redis.call('TIME')
  local expire_at = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000) + retention_ms
  for _, key in ipairs(KEYS) do redis.call('PEXPIREAT', key, expire_at) end
end
return {completed_now and lineage_of(job) or 1, grown[1], grown[2], outcome}
"""

# Leases up to `want` ready groups for `visibility_s` (a lease past its time goes back to `ready`
# first) and returns their ids; groups with too few usable episodes or too stale (max_staleness -1:
# any) are dropped from `ready`. Once the job has finished (its keys expire), `ready` and `leased`
# take the job's expiry instant.
_PULL = """
local ready, leased, completed, usable_counts, min_versions, job = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local now, want, visibility_s = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
local min_usable, max_staleness, version = tonumber(ARGV[4]), tonumber(ARGV[5]), ARGV[6]
for _, g in ipairs(redis.call('ZRANGEBYSCORE', leased, '-inf', now)) do
  redis.call('ZREM', leased, g)
  redis.call('ZADD', ready, redis.call('ZSCORE', completed, g), g)
end
local out = {}
while #out < want do
  local head = redis.call('ZRANGE', ready, 0, 0)
  if #head == 0 then break end
  local g = head[1]
  redis.call('ZREM', ready, g)
  local usable = tonumber(redis.call('HGET', usable_counts, g) or '0') >= min_usable
  local fresh = max_staleness < 0 or
    tonumber(version) - tonumber(redis.call('HGET', min_versions, g) or version) <= max_staleness
  if usable and fresh then
    redis.call('ZADD', leased, tonumber(now) + visibility_s, g)
    table.insert(out, g)
  end
end
local expire_at = redis.call('PEXPIRETIME', job)
if expire_at > 0 then
  redis.call('PEXPIREAT', ready, expire_at)
  redis.call('PEXPIREAT', leased, expire_at)
end
return out
"""

# ARGV: '1' when acknowledged groups with a reward spread (marked ':spread' in `usable`) keep their
# trajectories for the replay buffer, then per group: its id, its member count, its members' trajectory ids.
# Returns how many groups were leased or ready, then the ids of those kept; every other one's members'
# trajectories become empty strings.
_ACK = """
local leased, ready, trajectories, usable = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local keep, out, i = ARGV[1] == '1', {0}, 2
while i <= #ARGV do
  local g, count = ARGV[i], tonumber(ARGV[i + 1])
  if redis.call('ZREM', leased, g) + redis.call('ZREM', ready, g) > 0 then
    out[1] = out[1] + 1
    if keep and redis.call('HGET', usable, g .. ':spread') then
      table.insert(out, g)
    else
      for t = i + 2, i + 1 + count do redis.call('HSET', trajectories, ARGV[t], '') end
    end
  end
  i = i + 2 + count
end
return out
"""

# Empties the trajectories given that are still held (of groups the replay buffer let go of): the hash of
# a job that expired is not written again.
_EMPTY = """
local trajectories = KEYS[1]
for _, id in ipairs(ARGV) do
  if redis.call('HEXISTS', trajectories, id) == 1 then redis.call('HSET', trajectories, id, '') end
end
return 1
"""

# Marks an episode started (the job's first start and an event, once per episode); returns the seconds
# since its group first started (Redis's clock; '0' untimed), as a string.
_START = _GROUPS + """
local job, started, events, groups = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local traj_id, now, events_maxlen, gid, timed = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5] == '1'
local age = '0'
if timed then
  local clock = redis_now()
  redis.call('HSETNX', groups, gid .. ':started', string.format('%.6f', clock))
  age = string.format('%.6f', clock - tonumber(redis.call('HGET', groups, gid .. ':started')))
end
if redis.call('SADD', started, traj_id) == 0 then return age end
redis.call('HSETNX', job, 'started_at', now)
redis.call('XADD', events, 'MAXLEN', '~', events_maxlen, '*', 'type', 'episode_started', 'episode_id', traj_id)
return age
"""

# Completes the group if its deadline has passed and one of its episodes has finished; returns {code,
# first, added, outcome} as _COMMIT does: code 1 if it did (2 if the job's draw names a lineage), else 0.
_CLOSE = _GROUPS + """
local job, groups, ready, completed, members, usable = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local gid, size = ARGV[1], tonumber(ARGV[2])
if redis.call('ZSCORE', completed, gid) or tonumber(redis.call('HGET', groups, gid) or '0') == 0
    or not past_deadline(redis.call('HGET', job, 'group_timeout_s'), groups, gid) then
  return {0, 0, 0, ''}
end
local outcome = complete(job, usable, members, ready, completed, gid, size, string.format('%.6f', redis_now()))
local grown = grow(job, completed)
return {lineage_of(job), grown[1], grown[2], outcome}
"""

_SUMMARY_FIELDS = ["owner", "env", "priority", "episodes_total", "groups_total", "groups_spread", "cancelled",
                   "created_at",
                   "started_at", "finished_at", "cancelled_at", *(f"s:{status.value}" for status in EpisodeStatus)]
DEFAULT_PAGE_SIZE = 100
EXTRAS_AFTER_S = 0.001  # an extra sample's enqueue time after its job's other episodes (_enqueue)
GROUP_COMPLETED_IN_LINEAGE = 2  # what _COMMIT and _CLOSE return for a group they completed in a lineage
T = TypeVar("T")
log = logging.getLogger(__name__)


def new_job_id() -> str:
    return "job-" + uuid.uuid4().hex[:16]


class JobStore:
    """Job admission, status, trajectories and group delivery over one Redis connection pool."""

    def __init__(self, redis: aioredis.Redis, keys: Keys, retention_s: float, enqueue_chunk: int = 1000,
                 task_stats: TaskStatsLimits | None = None, replay_groups: int = 64) -> None:
        self.redis = redis
        self.keys = keys
        self.policy = PolicyStore(redis, keys)
        self.task_stats = TaskStatsStore(redis, keys, task_stats)
        self.replay = ReplayBuffer(redis, keys, replay_groups, self.task_stats.limits.ttl_s)
        self.retention_s = retention_s
        self.enqueue_chunk = enqueue_chunk
        self.owners = Owners(redis, keys)
        self.queue = EpisodeQueue(redis, keys)
        self._commit = redis.register_script(_COMMIT)
        self._pull = redis.register_script(_PULL)
        self._start = redis.register_script(_START)
        self._close = redis.register_script(_CLOSE)
        self._ack = redis.register_script(_ACK)
        self._empty = redis.register_script(_EMPTY)

    async def ensure_consumer_group(self) -> None:
        await self.queue.ensure_consumer_group()

    # --- admission -----------------------------------------------------------------------

    async def create_job(self, spec: JobSpec, owner: str = "", quotas: Quotas | None = None,
                         submitted: JobSpec | None = None, spares: list[Task] | None = None) -> tuple[Job, bool]:
        """Store `owner`'s job and enqueue its episodes; returns (job, created).

        `spares`, of a dynamic draw, are the tasks the job may add (`grow` in the scripts), in order:
        as many as the owner's queued-episode quota leaves room for beside the job are kept, and
        count in the owner's unfinished episodes until the job finishes or adds them.

        An idempotency key the owner used before returns that job and created=False, or raises
        IdempotencyConflict if it came with another spec: the spec as `submitted` (default `spec`),
        before the gateway drew its tasks, since a retried greso or mopps draw may draw others (its
        lineage's statistics moved on) and must still find its job. Raises QuotaExceeded when the
        job would take the owner past `quotas` (its active jobs, its unfinished episodes).
        """
        job_id, digest = new_job_id(), _digest(submitted or spec)
        with translate_redis_errors():
            if spec.idempotency_key:
                key = self.keys.idempotency(owner, spec.idempotency_key)
                if not await self.redis.set(key, f"{job_id} {digest}", nx=True, ex=IDEMPOTENCY_TTL_S):
                    return await self._replayed(cast(str | None, await self.redis.get(key)) or "", digest, owner), False
        try:
            await self._admit(job_id, spec, owner, quotas, spares or [])
        except QuotaExceeded:
            if spec.idempotency_key:  # the key was not used: a later retry may be admitted
                with translate_redis_errors():
                    await self.redis.delete(self.keys.idempotency(owner, spec.idempotency_key))
            raise
        return await self.get_job(job_id), True

    async def _replayed(self, claimed: str, digest: str, owner: str, wait_s: float = 5.0) -> Job:
        """The job a submit with the same key wrote (or a concurrent one is still writing)."""
        job_id, _, claimed_digest = claimed.partition(" ")
        if claimed_digest != digest:
            raise IdempotencyConflict("this idempotency key was used with another spec", field="idempotency_key")
        deadline = time.monotonic() + wait_s
        while True:
            try:
                return await self.get_job(job_id, owner)
            except NotFound:
                if time.monotonic() > deadline:
                    raise Unavailable(f"job {job_id} of this idempotency key was never written") from None
                await asyncio.sleep(0.05)

    async def _admit(self, job_id: str, spec: JobSpec, owner: str, quotas: Quotas | None,
                     spares: list[Task]) -> None:
        """Check the owner's quotas and write the job under its admission lock, then enqueue."""
        now, version = time.time(), await self.policy.version()
        episodes = len(spec.tasks) * spec.episodes_per_group
        async with self.owners.admitting(owner):
            if quotas is not None:
                usage = await self.owners.usage(owner)
                _check_quotas(usage, episodes, quotas)
                room = quotas.queued_episodes - usage.unfinished_episodes - episodes
                spares = spares[:max(room, 0) // spec.episodes_per_group]
            await self._write_job(job_id, spec, owner, version, now, spares)
        await self._enqueue(job_id, spec, Flow(spec.priority, owner, spec.share), version, now)

    async def _write_job(self, job_id: str, spec: JobSpec, owner: str, version: int, now: float,
                         spares: list[Task]) -> None:
        """The owner's indexes (one slot, `{owner:O}`), the global index, then the job's hash: three
        Redis Cluster slots, so three writes, not one transaction. In this order a crash part-way
        leaves only index entries of a job that does not exist, which every reader of the indexes
        already takes for an expired job and drops (`list_jobs`, `Owners.usage`); the hash, written
        last, is never there without its indexes, and no episode is enqueued before it."""
        total, owned = len(spec.tasks) * spec.episodes_per_group, self.keys.owner(owner)
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.zadd(owned.jobs, {job_id: now})
                pipe.zadd(owned.active, {job_id: now})
                await pipe.execute()
            await self.redis.zadd(self.keys.jobs, {job_id: now})
            stored = spec.model_copy(update={"tasks": [*spec.tasks, *spares]}) if spares else spec
            await self.redis.hset(self.keys.job(job_id).base, mapping={
                "spec": stored.model_dump_json(), "created_at": repr(now), "episodes_total": total,
                "groups_total": len(spec.tasks), "cancelled": 0, "policy_version": version, "owner": owner,
                "env": spec.env, "priority": spec.priority, "group_size": spec.group_size,
                **({"group_timeout_s": repr(spec.group_timeout_s)} if spec.group_timeout_s else {}),
                **({"lineage": spec.draw.lineage, "split": spec.draw.split} if spec.draw and spec.draw.lineage
                   else {}),
                **({"dynamic_target": spec.draw.count, "tasks_max": len(stored.tasks)}
                   if spec.draw and spec.draw.strategy == "dynamic" else {}),
            })

    async def _enqueue(self, job_id: str, spec: JobSpec, flow: Flow, version: int, now: float,
                       tasks: range | None = None) -> None:
        """Enqueue the job's episodes `enqueue_chunk` to a script call, so no one request holds
        Redis for long. Episodes the staleness bound does not admit at `version` are parked.
        A gateway dying mid-way leaves the job short of episodes; cancelling it ends it.

        Extra samples are enqueued `EXTRAS_AFTER_S` later than the groups' first `group_size`
        episodes, so the queue (first in, first out within a job) hands them out after all of
        those: in a job larger than its runners' slots they fill the slots its last groups leave
        idle and race those groups' stragglers, instead of adding work while every slot is busy
        (an earlier group's extras are cut before they start, its group complete). `tasks`: the indexes
        of the spec's tasks to enqueue (default all; a dynamic job's added ones, `_enqueue_added`)."""
        tasks, size, every = tasks or range(len(spec.tasks)), spec.group_size, spec.episodes_per_group
        episodes = itertools.chain(((task, sample) for task in tasks for sample in range(size)),
                                   ((task, sample) for task in tasks for sample in range(size, every)))
        for chunk in batches(episodes, self.enqueue_chunk):
            queued, parked = [], {}
            for task, sample in chunk:
                ref = EpisodeRef(job_id, task, sample, now + EXTRAS_AFTER_S * (sample >= spec.group_size))
                needed = needed_version(spec, version, task)
                if needed is not None and needed > version:
                    parked[ref] = needed
                else:
                    queued.append(ref)
            with translate_redis_errors():
                await self.queue.add(flow, queued, parked)

    # --- status --------------------------------------------------------------------------

    async def get_job(self, job_id: str, owner: str | None = None) -> Job:
        """The job; NotFound if there is none, or it is not `owner`'s (None: any owner's)."""
        job = (await self._read_jobs([job_id]))[0]
        if job is None or (owner is not None and job.owner != owner):
            raise NotFound(f"no job {job_id!r}", field="job_id")
        return job

    async def _read_jobs(self, job_ids: list[str]) -> list[Job | None]:
        """The jobs `job_ids`, read in one round trip (None for a job that does not exist)."""
        results = await self._read_counted(job_ids, lambda pipe, base: pipe.hgetall(base))
        return [_job_from_hash(job_id, raw, *counts) if raw else None for job_id, raw, counts in results]

    async def summaries(self, job_ids: list[str]) -> list[JobSummary | None]:
        """The jobs `job_ids` without their specs (None for a job that does not exist)."""
        results = await self._read_counted(job_ids, lambda pipe, base: pipe.hmget(base, _SUMMARY_FIELDS))
        out: list[JobSummary | None] = []
        for job_id, values, counts in results:
            raw = {k: v for k, v in zip(_SUMMARY_FIELDS, values, strict=True) if v is not None}
            out.append(_summary_from_hash(job_id, raw, *counts) if raw.get("episodes_total") else None)
        return out

    async def _read_counted(self, job_ids: list[str], read: Callable[[Any, str], object],
                            ) -> list[tuple[str, Any, tuple[int, int, int]]]:
        """Per job: what `read(pipe, hash key)` returns, and its started, finished and complete-group counts."""
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=False) as pipe:
                for job_id in job_ids:
                    jk = self.keys.job(job_id)
                    read(pipe, jk.base)
                    pipe.scard(jk.started)
                    pipe.hlen(jk.trajectories)
                    pipe.zcard(jk.completed)
                results = await pipe.execute()
        return [(job_id, results[4 * i], tuple(results[4 * i + 1: 4 * i + 4]))
                for i, job_id in enumerate(job_ids)]

    @translates_redis_errors
    async def get_admission(self, job_id: str) -> tuple[JobSpec, int]:
        """The job's spec and the policy version current when it was submitted. A dynamic job's spec
        lists its spares after its tasks, so a task it adds is there by its index (`get_job` leaves
        them out)."""
        raw, version = await self.redis.hmget(self.keys.job(job_id).base, ["spec", "policy_version"])
        if raw is None:
            raise NotFound(f"no job {job_id!r}", field="job_id")
        return JobSpec.model_validate_json(raw), int(version or 0)

    async def _delivered(self, job_id: str, owner: str | None = None) -> _Delivered:
        """What delivering the job's groups reads of its hash (not its spec, which may hold 100,000
        tasks); NotFound if the job is not `owner`'s (None: any owner's)."""
        with translate_redis_errors():
            episodes, groups, found, lineage = cast(list[str | None], await self.redis.hmget(
                self.keys.job(job_id).base, ["episodes_total", "groups_total", "owner", "lineage"]))
        if episodes is None or groups is None or (owner is not None and (found or "") != owner):
            raise NotFound(f"no job {job_id!r}", field="job_id")
        return _Delivered(found or "", lineage or "", int(episodes) // int(groups))

    async def list_jobs(self, owner: str | None = None, state: JobState | None = None,
                        page_size: int = DEFAULT_PAGE_SIZE, page_token: str = "") -> tuple[list[JobSummary], str]:
        """One page of `owner`'s jobs (None: every owner's), newest first, and the token of the
        next page ("" after the last). With `state`, a page holds only the jobs of its
        `page_size` in that state, so it may be short, even empty, before the last."""
        index = self.keys.jobs if owner is None else self.keys.owner(owner).jobs
        ids, next_token = await self._page(index, page_size or DEFAULT_PAGE_SIZE, page_token)
        found = await self.summaries(ids)
        if expired := [job_id for job_id, job in zip(ids, found, strict=True) if job is None]:
            with translate_redis_errors():  # past their retention
                await self.redis.zrem(self.keys.jobs, *expired)
                if owner is not None:
                    await self.redis.zrem(index, *expired)
        return [job for job in found if job is not None and (state is None or job.state == state)], next_token

    async def _page(self, index: str, size: int, token: str) -> tuple[list[str], str]:
        """Job ids of `index` after the page token, newest first. A token is "<created_at> <job id>" of
        the last job of the previous page: stable while newer jobs arrive. Equal times are ordered by
        id, descending, as ZREVRANGEBYSCORE orders them."""
        top, after = _parse_page_token(token)
        with translate_redis_errors():
            tied = await self.redis.zcount(index, top, top) if after else 0
            rows = cast(_Scored, await self.redis.zrevrangebyscore(index, top, "-inf", start=0, num=size + tied + 1,
                                                                    withscores=True))
        rows = [(job_id, score) for job_id, score in rows if not after or score < top or job_id < after]
        page = rows[:size]
        return [job_id for job_id, _ in page], f"{page[-1][1]!r} {page[-1][0]}" if len(rows) > size else ""

    async def cancel(self, job_id: str, owner: str | None = None) -> Job:
        """Cancel a queued or running job: its episodes not yet finished end as `cancelled`
        (its parked ones go back to the queue for that)."""
        job = await self.get_job(job_id, owner)
        if job.state in (JobState.COMPLETED, JobState.CANCELLED):
            return job
        jk = self.keys.job(job_id)
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=True) as pipe:
                pipe.hset(jk.base, mapping={"cancelled": 1, "cancelled_at": repr(time.time())})
                pipe.xadd(jk.events, {"type": "job_cancelled"}, maxlen=EVENTS_MAXLEN, approximate=True)
                await pipe.execute()
            await self.queue.unpark_job(job_id)
        return await self.get_job(job_id)

    @translates_redis_errors
    async def is_cancelled(self, job_id: str) -> bool:
        return await self.redis.hget(self.keys.job(job_id).base, "cancelled") == "1"

    async def summary(self, job_id: str, owner: str | None = None) -> JobSummary:
        job = (await self.summaries([job_id]))[0]
        if job is None or (owner is not None and job.owner != owner):
            raise NotFound(f"no job {job_id!r}", field="job_id")
        return job

    async def events(self, job_id: str, block_ms: int, owner: str | None = None,
                     after: str = "") -> AsyncIterator[JobEvent | None]:
        """Yield a snapshot of the job, then its events after the event id `after` (empty: after
        the newest); None after each `block_ms` without one. Each event carries its id in the
        job's event stream, the snapshot the id its events follow. Events carry the job's summary
        (ids and counts), never its spec."""
        stream = self.keys.job(job_id).events
        with translate_redis_errors():
            newest = await self.redis.xrevrange(stream, count=1)
        last = after or (cast(str, newest[0][0]) if newest else "0")
        yield JobEvent(type="snapshot", job=await self.summary(job_id, owner), id=last)
        while True:
            with translate_redis_errors():
                reply = cast(_StreamReply, await self.redis.xread({stream: last}, block=block_ms, count=256))
            if not reply:
                yield None
                continue
            job = await self.summary(job_id)
            for entry_id, fields in reply[0][1]:
                last = entry_id
                yield JobEvent(id=entry_id, type=fields["type"], job=job, episode_id=fields.get("episode_id", ""),
                               status=fields.get("status", ""), reward=float(fields.get("reward", 0.0)))

    async def events_after(self, job_id: str, event_id: str) -> bool:
        """Whether the job's event stream holds an event after `event_id`."""
        with translate_redis_errors():
            return bool(await self.redis.xrange(self.keys.job(job_id).events, min=f"({event_id}", count=1))

    async def event_entries(self, job_id: str, start: str, count: int) -> list[tuple[str, dict[str, str]]]:
        """Up to `count` entries of the job's event stream from `start` (an id, "(id" for after it, "-")."""
        with translate_redis_errors():
            return cast(list[tuple[str, dict[str, str]]],
                        await self.redis.xrange(self.keys.job(job_id).events, min=start, count=count))

    async def raw_trajectories(self, job_id: str, trajectory_ids: list[str]) -> list[str | None]:
        """Each trajectory's JSON as stored: None if not written, "" once acknowledged."""
        if not trajectory_ids:
            return []
        with translate_redis_errors():
            return cast(list[str | None], await self.redis.hmget(self.keys.job(job_id).trajectories, trajectory_ids))

    async def episodes_state(self, job_id: str, trajectory_ids: list[str], group_ids: list[str]
                             ) -> tuple[list[str | None], list[bool], list[bool]]:
        """In one round trip: each trajectory's JSON (`raw_trajectories`), whether each episode
        started, and whether each group is complete."""
        if not trajectory_ids:
            return [], [], []
        jk = self.keys.job(job_id)
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.hmget(jk.trajectories, trajectory_ids)
                pipe.smismember(jk.started, trajectory_ids)
                pipe.zmscore(jk.completed, group_ids)
                raws, started, scores = await pipe.execute()
        return raws, [bool(s) for s in started], [score is not None for score in scores]

    async def job_states(self, newest: int) -> dict[JobState, int]:
        """How many of the `newest` jobs are in each state, from their counts alone (one round trip)."""
        with translate_redis_errors():
            job_ids = cast(list[str], await self.redis.zrevrange(self.keys.jobs, 0, newest - 1))
            async with self.redis.pipeline(transaction=False) as pipe:
                for job_id in job_ids:
                    jk = self.keys.job(job_id)
                    pipe.hmget(jk.base, "episodes_total", "cancelled")
                    pipe.scard(jk.started)
                    pipe.hlen(jk.trajectories)
                replies = await pipe.execute()
        counts = dict.fromkeys(JobState, 0)
        for (total, cancelled), started, finished in zip(replies[::3], replies[1::3], replies[2::3], strict=True):
            if total is not None:
                counts[_state(cancelled == "1", int(total), started, finished)] += 1
        return counts

    async def ping(self) -> bool:
        """Whether Redis answers."""
        try:
            with translate_redis_errors():
                return bool(await self.redis.ping())
        except Unavailable:
            return False

    # --- episodes (runner side) ----------------------------------------------------------

    @translates_redis_errors
    async def mark_started(self, ref: EpisodeRef, timed_group: bool = False) -> float:
        """Record that the episode started; with `timed_group` (its job has a group deadline), also its
        group's first start, and return how long ago that was (0 without)."""
        jk = self.keys.job(ref.job_id)
        return float(await self._start(keys=[jk.base, jk.started, jk.events, jk.groups],
                                       args=[ref.trajectory_id, repr(time.time()), EVENTS_MAXLEN, ref.group_id,
                                             int(timed_group)]))

    @translates_redis_errors
    async def close_group(self, ref: EpisodeRef, group_size: int) -> bool:
        """Complete the episode's group at its deadline (`JobSpec.group_timeout_s`) with the episodes
        finished by then; False if it was complete, had none finished, or its deadline is not past."""
        jk = self.keys.job(ref.job_id)
        closed, first, added, outcome = await self._close(
            keys=[jk.base, jk.groups, jk.ready, jk.completed, jk.members, jk.usable], args=[ref.group_id, group_size])
        await self._after_completion(ref.job_id, int(closed), int(first), int(added), outcome)
        return bool(closed)

    @translates_redis_errors
    async def commit(self, trajectory: Trajectory, group_size: int) -> bool:
        """Write a finished episode once; returns False when it had already been written."""
        jk = self.keys.job(trajectory.job_id)
        written, first, added, outcome = await self._commit(
            keys=[jk.base, jk.trajectories, jk.groups, jk.usable, jk.ready, jk.completed, jk.events,
                  jk.started, jk.min_version, jk.leased, jk.members],
            args=[trajectory.id, trajectory.model_dump_json(), trajectory.status.value,
                  int(trajectory.status.usable), trajectory.group_id, group_size,
                  repr(trajectory.finished_at), repr(trajectory.reward), EVENTS_MAXLEN,
                  trajectory.policy_version_min, int(self.retention_s * 1000), trajectory.policy_version_max,
                  trajectory.task_id],
        )
        await self._after_completion(trajectory.job_id, int(written), int(first), int(added), outcome)
        return bool(written)

    async def _after_completion(self, job_id: str, code: int, first: int, added: int, outcome: str) -> None:
        """What follows a script that completed a group: its lineage's statistics take its outcome, and
        the tasks it added to a dynamic job have their episodes enqueued."""
        if code == GROUP_COMPLETED_IN_LINEAGE and outcome:
            await self._record_group(job_id, json.loads(outcome))
        if added:
            await self._enqueue_added(job_id, range(first, first + added))

    async def _enqueue_added(self, job_id: str, tasks: range) -> None:
        """Enqueue the episodes of the tasks a dynamic job added (the scripts' `grow` counted them into
        the job already), in its flow, parked as the staleness bound of its submission says."""
        with translate_redis_errors():
            raw = await self.redis.hmget(self.keys.job(job_id).base, ["spec", "policy_version", "owner"])
        spec_json, version, owner = cast(list[str | None], raw)
        if spec_json is None:
            return
        spec = JobSpec.model_validate_json(spec_json)
        await self._enqueue(job_id, spec, Flow(spec.priority, owner or "", spec.share), int(version or 0),
                            time.time(), tasks)

    async def _record_group(self, job_id: str, outcome: dict[str, Any]) -> None:
        """Add the outcome of a group that just completed (`complete`'s, in _GROUPS: its usable
        episodes, accumulated as they were committed) to the statistics of its job's lineage
        (task_stats.py). Statistics are advice: a failure here is logged, and the commit that
        completed the group stands."""
        episodes = int(outcome["episodes"])
        recorded = TaskGroupOutcome(version=int(outcome["version"]), version_max=int(outcome["version_max"]),
                                    episodes=episodes, successes=float(outcome["won"]),
                                    reward_mean=float(outcome["sum"]) / episodes, spread=bool(outcome["spread"]))
        try:
            with translate_redis_errors():
                owner, lineage, env, split = cast(list[str | None], await self.redis.hmget(
                    self.keys.job(job_id).base, ["owner", "lineage", "env", "split"]))
            if lineage:
                await self.task_stats.record(owner or "", lineage, env or "", split or "", outcome["task"], recorded)
        except Unavailable as exc:
            log.warning("a group of %s left out of lineage statistics: %s", job_id, exc)

    @translates_redis_errors
    async def has_trajectory(self, ref: EpisodeRef) -> bool:
        return bool(await self.redis.hexists(self.keys.job(ref.job_id).trajectories, ref.trajectory_id))

    async def group_completed_at(self, job_id: str, group_id: str) -> float | None:
        """When the group completed (the finishing trajectory's `finished_at`), None if it has not."""
        with translate_redis_errors():
            return await self.redis.zscore(self.keys.job(job_id).completed, group_id)

    # --- groups (trainer side) -----------------------------------------------------------

    async def pull(self, job_id: str, max_groups: int, min_usable: int, visibility_s: float,
                   max_staleness: int | None = None, owner: str | None = None, replay: int = 0,
                   replay_max_age: int | None = None) -> list[Group]:
        """Lease up to `max_groups` complete groups of `owner`'s job (None: any owner's), oldest first;
        then, with `replay`, up to that many groups of the replay buffer of the job's lineage
        (`_replay`; InvalidArgument if its draw names none)."""
        job = await self._delivered(job_id, owner)
        if replay and not job.lineage:
            raise InvalidArgument(f"job {job_id} names no lineage, so it has no replay buffer", field="replay")
        jk, version = self.keys.job(job_id), await self.policy.version()
        with translate_redis_errors():
            gids = await self._pull(
                keys=[jk.ready, jk.leased, jk.completed, jk.usable, jk.min_version, jk.base],
                args=[repr(time.time()), max_groups, repr(visibility_s), min_usable,
                      -1 if max_staleness is None else max_staleness, version],
            )
        groups = await self._groups(job_id, gids, job.per_group)
        if replay:
            groups += await self._replay(job.owner, job.lineage, replay, version, replay_max_age)
        return groups

    async def _replay(self, owner: str, lineage: str, count: int, version: int, max_age: int | None) -> list[Group]:
        """Up to `count` groups taken from the lineage's replay buffer, newest first, marked with their
        age; a group whose trajectories are gone (its job expired) is passed over. Each is read from its
        job, then its trajectories there are emptied, as are those of the groups dropped for their age."""
        replayed: list[Group] = []
        while len(replayed) < count:
            taken, dropped = await self.replay.take(owner, lineage, count - len(replayed), version, max_age)
            await self._drop(dropped)
            if not taken:
                break
            for gid, age in taken:
                replayed += [group.model_copy(update={"replay_age": age}) for group in await self._groups_of(gid)]
            await self._drop([gid for gid, _ in taken])
        return replayed

    async def _groups_of(self, gid: str) -> list[Group]:
        """The group `gid` of any job, as delivered; none if its job or its trajectories are gone."""
        try:
            job = await self._delivered(group_job(gid))
        except NotFound:
            return []
        return await self._groups(group_job(gid), [gid], job.per_group)

    async def _drop(self, group_ids: list[str]) -> None:
        """Empty the trajectories of groups the replay buffer let go of, job by job (each its own slot)."""
        with translate_redis_errors():
            for job_id, gids in itertools.groupby(sorted(group_ids, key=group_job), key=group_job):
                jk = self.keys.job(job_id)
                if ids := [tid for members in await self._members(jk, list(gids)) for tid in members]:
                    await self._empty(keys=[jk.trajectories], args=ids)

    async def _members(self, jk: JobKeys, gids: list[str]) -> list[list[str]]:
        """Each complete group's trajectory ids, by sample."""
        found = cast(list[str | None], await self.redis.hmget(jk.members, gids)) if gids else []
        return [sorted((found_ids or "").split(), key=_sample_index) for found_ids in found]

    async def _groups(self, job_id: str, gids: list[str], per_group: int) -> list[Group]:
        """The job's complete groups `gids` as delivered, but those whose trajectories are gone."""
        if not gids:
            return []
        jk, groups = self.keys.job(job_id), []
        with translate_redis_errors():
            marks = cast(list[str | None], await self.redis.hmget(jk.usable, [f"{gid}:spread" for gid in gids]))
            for gid, members, mark in zip(gids, await self._members(jk, gids), marks, strict=True):
                raws = cast(list[str | None], await self.redis.hmget(jk.trajectories, members)) if members else []
                if raws and all(raws):
                    groups.append(_group(job_id, gid, members, cast(list[str], raws), per_group, mark == "1"))
        return groups

    @translates_redis_errors
    async def group_complete(self, ref: EpisodeRef) -> bool:
        """Whether the episode's group is complete: an episode still to finish there is cut."""
        return await self.redis.zscore(self.keys.job(ref.job_id).completed, ref.group_id) is not None

    async def ack(self, job_id: str, group_ids: list[str], owner: str | None = None) -> int:
        """Acknowledge pulled groups of `owner`'s job (None: any owner's) for good: they are never
        served again and their trajectories are dropped, but for those of the groups with a reward
        spread of a job whose draw names a lineage, which go to the lineage's replay buffer (unless it
        is off); the groups it evicts are dropped then. Returns how many were leased or ready."""
        job = await self._delivered(job_id, owner)  # NotFound unless the job is `owner`'s
        jk = self.keys.job(job_id)
        args: list[str | int] = []
        with translate_redis_errors():
            for gid, members in zip(group_ids, await self._members(jk, group_ids), strict=True):
                if members:  # a group not complete has none: nothing to acknowledge
                    args += [gid, len(members), *members]
            if not args:
                return 0
            keep = bool(job.lineage) and self.replay.limit > 0
            acked, *kept = await self._ack(keys=[jk.leased, jk.ready, jk.trajectories, jk.usable],
                                           args=[int(keep), *args])
        if kept:
            await self._buffer(job_id, job, kept)
        return int(acked)

    async def _buffer(self, job_id: str, job: _Delivered, kept: list[str]) -> None:
        """Put acknowledged groups that kept their trajectories into the replay buffer of the job's lineage,
        scored by their oldest version, and drop those it evicts. The buffer is advice: a failure here is
        logged, the acknowledgement stands, and the groups' trajectories stay until their job expires."""
        try:
            with translate_redis_errors():
                versions = cast(list[str | None], await self.redis.hmget(self.keys.job(job_id).min_version, kept))
            evicted = await self.replay.keep(job.owner, job.lineage, {
                gid: int(version or 0) for gid, version in zip(kept, versions, strict=True)})
            await self._drop(evicted)
        except Unavailable as exc:
            log.warning("groups %s left out of the replay buffer: %s", " ".join(kept), exc)


@dataclass(frozen=True)
class _Delivered:
    """What delivering a job's groups needs of it (`JobStore._delivered`)."""

    owner: str
    lineage: str  # "" when its draw names none
    per_group: int  # episodes per group: its group size, more with extra samples


def _group(job_id: str, gid: str, members: list[str], raws: list[str], per_group: int, spread: bool) -> Group:
    trajectories = [Trajectory.model_validate_json(raw) for raw in raws]
    cut = [tid for tid in group_trajectory_ids(job_id, gid, per_group) if tid not in members]
    return Group(id=gid, job_id=job_id, task_id=trajectories[0].task_id, trajectories=trajectories, cut=cut,
                 spread=spread)


def _counts(raw: dict[str, str], total: int, started: int, finished: int) -> dict[str, int]:
    counts = {status.value: int(raw.get(f"s:{status.value}", 0)) for status in EpisodeStatus}
    counts["queued"] = total - started
    counts["running"] = started - finished
    return counts


def _state(cancelled: bool, total: int, started: int, finished: int) -> JobState:
    if cancelled:
        return JobState.CANCELLED
    if finished >= total:
        return JobState.COMPLETED
    return JobState.RUNNING if started else JobState.QUEUED


def _progress(job_id: str, raw: dict[str, str], started: int, finished: int, groups: int) -> dict[str, Any]:
    """The fields a job and its summary share (`Job`, `JobSummary`), from the job's hash."""
    total = int(raw["episodes_total"])
    return {
        "id": job_id, "owner": raw.get("owner", ""),
        "state": _state(raw.get("cancelled") == "1", total, started, finished),
        "counts": _counts(raw, total, started, finished), "episodes_total": total,
        "groups_total": int(raw["groups_total"]), "groups_complete": groups,
        "groups_spread": int(raw.get("groups_spread", 0)),
        "created_at": float(raw["created_at"]), "started_at": float(raw.get("started_at", 0.0)),
        "finished_at": float(raw.get("finished_at") or raw.get("cancelled_at") or 0.0),
    }


def _job_from_hash(job_id: str, raw: dict[str, str], started: int, finished: int, groups: int) -> Job:
    """The job as recorded: a dynamic job's spec lists the tasks it played (or plays), not its spares."""
    spec = JobSpec.model_validate_json(raw["spec"])
    if "tasks_max" in raw:
        spec.tasks = spec.tasks[:int(raw["groups_total"])]
    return Job(spec=spec, **_progress(job_id, raw, started, finished, groups))


def _summary_from_hash(job_id: str, raw: dict[str, str], started: int, finished: int, groups: int) -> JobSummary:
    return JobSummary(env=raw.get("env", ""), priority=int(raw.get("priority", 0)),
                      **_progress(job_id, raw, started, finished, groups))


def _sample_index(trajectory_id: str) -> int:
    return int(trajectory_id.rsplit("-s", 1)[1])


def _digest(spec: JobSpec) -> str:
    """What an idempotency key is bound to: the spec as submitted."""
    return hashlib.sha256(spec.model_dump_json().encode()).hexdigest()[:32]


def _check_quotas(usage: Usage, episodes: int, quotas: Quotas) -> None:
    if usage.active_jobs + 1 > quotas.active_jobs:
        raise QuotaExceeded(f"this token has {usage.active_jobs} active jobs, its quota is {quotas.active_jobs}",
                            field="active_jobs")
    if usage.unfinished_episodes + episodes > quotas.queued_episodes:
        raise QuotaExceeded(f"{episodes} more episodes would take this token's unfinished ones from "
                            f"{usage.unfinished_episodes} past its quota of {quotas.queued_episodes}",
                            field="queued_episodes")


def _parse_page_token(token: str) -> tuple[float, str]:
    """(the highest created_at of the page, the id it starts after); (inf, "") for the first page."""
    if not token:
        return math.inf, ""
    created_at, _, after = token.partition(" ")
    try:
        return float(created_at), after
    except ValueError:
        raise InvalidArgument("not a page token of this listing", field="page_token") from None


