"""The episode queue: strict priority between levels, weighted fair share within one.

Runners take episodes through the episode stream, read as a consumer group: an entry is a
claim on whichever episode the queue hands out when its runner takes it (`take`), so the stream
keeps its pending entries, reclaims and delivery counts while the queue decides the order. The
claim is recorded against the entry, so an entry reclaimed from a dead runner replays the same
episode.

Which episode comes next: the highest priority level with episodes queued; within it, the owner
that has taken the least (stride scheduling: each owner's pass grows by one per episode taken),
then, among that owner's jobs, the one whose pass is lowest (it grows by 1/share per episode, so
a job of share 3 takes three episodes to another's one); within a job, first in, first out, by
task then sample (its extra samples are enqueued after its other episodes: `JobStore._enqueue`).
An owner or job that starts queueing joins at the lowest pass of its level, so it neither waits
for a large job to drain nor claims the turns it was not there for. So a small
job submitted while a large one runs is played alongside it, at its owner's share, and finishes.

Keys, all under the `{episodes}` hash tag so every script stays in one Redis Cluster slot (the
scripts derive the per-level, per-owner and per-job names from the queue key they are given):

    {queue}:levels              zset: the priority levels that may have episodes queued -> p, and
                                "all" -> -1, which says the index is complete (a queue from before
                                it is indexed on first use); a level leaves when a take finds it empty
    {queue}:owners:<p>          zset: owners with episodes queued at priority p -> pass
    {queue}:jobs:<p>:<owner>    zset: "<enqueued at> <job id> <share>" of that owner at p -> pass
                                (equal passes: the job enqueued first goes first)
    {queue}:q:<job id>          zset: the job's queued episodes -> enqueue time
    {ns}:{episodes}:stream      stream: one entry per episode to play (group "runners")
    {ns}:{episodes}:claims      hash: stream entry id -> "<flow> <episode>" it claimed
    {ns}:{episodes}:parked      zset: "<flow> <episode>" the staleness bound does not admit yet
                                -> the policy version it needs (no stream entry until released)
    {ns}:{episodes}:parked_since  zset: the same members -> enqueue time (bounds their wait)

where a flow is "<priority> <owner key> <share>" and an episode "<job> <task> <sample> <enqueued at>".
"""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from typing import TypeVar, cast

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster

from services.common.errors import Unavailable, translate_redis_errors, translates_redis_errors
from services.common.keys import RUNNER_GROUP, Keys, group_id, trajectory_id

MAX_PRIORITY = 9
RELEASE_BATCH = 1000
T = TypeVar("T")
_StreamReply = list[tuple[str, list[tuple[str, dict[str, str]]]]]

# Lua shared by the scripts that put or take episodes: the index of the priority levels, so that a
# take looks up the highest level with episodes in one read instead of one per level.
_LEVELS = """
local function indexed_levels(queue)
  local levels = queue .. ':levels'
  if redis.call('EXISTS', levels) == 0 then
    redis.call('ZADD', levels, -1, 'all')
    for p = 0, """ + str(MAX_PRIORITY) + """ do
      if redis.call('EXISTS', queue .. ':owners:' .. p) == 1 then redis.call('ZADD', levels, p, p) end
    end
  end
  return levels
end
"""

# Lua shared by the scripts that put episodes in the queue. `queue` is the queue key (the prefix
# of the others); a flowed episode is "<priority> <owner> <share> <job> <task> <sample> <enqueued at>".
_PUT = _LEVELS + """
local function lowest(set)
  local head = redis.call('ZRANGE', set, 0, 0, 'WITHSCORES')
  return head[2] or 0
end
local function put(queue, flowed)
  local p, owner, share, episode = string.match(flowed, '^(%d+) (%S+) (%S+) (.+)$')
  local job, enqueued_at = string.match(episode, '^(%S+) .* (%S+)$')
  redis.call('ZADD', queue .. ':q:' .. job, enqueued_at, episode)
  local jobs, owners = queue .. ':jobs:' .. p .. ':' .. owner, queue .. ':owners:' .. p
  local member = enqueued_at .. ' ' .. job .. ' ' .. share
  if not redis.call('ZSCORE', jobs, member) then redis.call('ZADD', jobs, lowest(jobs), member) end
  if not redis.call('ZSCORE', owners, owner) then
    redis.call('ZADD', owners, lowest(owners), owner)
    redis.call('ZADD', indexed_levels(queue), p, p)
  end
end
"""

# KEYS: queue, stream, parked, parked_since
# ARGV: n, then n flowed episodes to queue (a stream entry each), then per parked episode: flowed,
#       the policy version it needs, its enqueue time
_ENQUEUE = _PUT + """
local queue, stream, parked, parked_since = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local queued = tonumber(ARGV[1])
for i = 2, queued + 1 do
  put(queue, ARGV[i])
  redis.call('XADD', stream, '*', 'claim', 'next')
end
for i = queued + 2, #ARGV, 3 do
  local flowed, version, enqueued_at = ARGV[i], ARGV[i + 1], ARGV[i + 2]
  redis.call('ZADD', parked, version, flowed)
  redis.call('ZADD', parked_since, enqueued_at, flowed)
end
return queued
"""

# KEYS: queue, claims ; ARGV: stream entry ids
# Returns, per entry, the flowed episode it claimed before or claims now (the next one); '' once the
# queue is empty. The highest level with episodes is looked up once per call and again only when
# it runs out: a take adds nothing, so no level above it gains episodes during the call.
_TAKE = _LEVELS + """
local queue, claims = KEYS[1], KEYS[2]
local entries = ARGV
local levels = indexed_levels(queue)
local function next_of(p)
  local owners = queue .. ':owners:' .. p
  while true do
    local owner = redis.call('ZRANGE', owners, 0, 0)[1]
    if not owner then return nil end
    local jobs = queue .. ':jobs:' .. p .. ':' .. owner
    local member = redis.call('ZRANGE', jobs, 0, 0)[1]
    if not member then
      redis.call('ZREM', owners, owner)
    else
      local job, share = string.match(member, '^%S+ (%S+) (%S+)$')
      local q = queue .. ':q:' .. job
      local head = redis.call('ZPOPMIN', q)
      redis.call('ZINCRBY', owners, 1, owner)
      redis.call('ZINCRBY', jobs, 1 / tonumber(share), member)
      if redis.call('EXISTS', q) == 0 then
        redis.call('ZREM', jobs, member)
        if redis.call('EXISTS', jobs) == 0 then redis.call('ZREM', owners, owner) end
      end
      if head[1] then return p .. ' ' .. owner .. ' ' .. share .. ' ' .. head[1] end
    end
  end
end
local level -- the highest level with episodes: nil until looked up, false once none has any
local function take()
  while true do
    if level == nil then
      local top = redis.call('ZRANGE', levels, 0, 0, 'REV')[1]
      level = top ~= 'all' and top
    end
    if not level then return nil end
    local flowed = next_of(level)
    if flowed then return flowed end
    redis.call('ZREM', levels, level)
    level = nil
  end
end
local out = {}
for i, entry in ipairs(entries) do
  local flowed = redis.call('HGET', claims, entry)
  if not flowed then
    flowed = take()
    if flowed then redis.call('HSET', claims, entry, flowed) end
  end
  out[i] = flowed or ''
end
return out
"""

# Lua shared by the scripts that move parked episodes back to the queue (KEYS: parked, parked_since, queue).
_UNPARK_MEMBERS = _PUT + """
local parked, parked_since, queue = KEYS[1], KEYS[2], KEYS[3]
local function unpark(members)
  local moved = 0
  for _, m in ipairs(members) do
    if redis.call('ZREM', parked, m) == 1 then
      redis.call('ZREM', parked_since, m)
      put(queue, m)
      moved = moved + 1
    end
  end
  return moved
end
"""

# KEYS: parked, parked_since, queue ; ARGV: version, enqueued before (s), most to release per kind
# Moves to the queue the parked episodes whose version has come or whose wait is over; returns how many.
_RELEASE = _UNPARK_MEMBERS + """
local version, enqueued_before, most = ARGV[1], ARGV[2], ARGV[3]
return unpark(redis.call('ZRANGEBYSCORE', parked, '-inf', version, 'LIMIT', 0, most))
  + unpark(redis.call('ZRANGEBYSCORE', parked_since, '-inf', enqueued_before, 'LIMIT', 0, most))
"""

# KEYS: parked, parked_since, queue ; ARGV: parked members. Moves them to the queue; returns how many.
_UNPARK = _UNPARK_MEMBERS + """
return unpark(ARGV)
"""

# Lua shared by the scripts that end a stream entry: its claim, its pending entry and the entry go
# at once (an entry whose claim had gone would count, for an instant, as one still to claim an episode).
_END_ENTRY = """
local function end_entry(claims, stream, entry)
  redis.call('HDEL', claims, entry)
  redis.call('XACK', stream, '""" + RUNNER_GROUP + """', entry)
  redis.call('XDEL', stream, entry)
end
"""

# KEYS: claims, stream[, the played episode's job trajectories] ; ARGV: entry id[, its trajectory id]
# Ends the entry; returns 0 instead where the job's trajectories lack the one given.
_FINISH = _END_ENTRY + """
local claims, stream, trajectories = KEYS[1], KEYS[2], KEYS[3]
local entry, trajectory = ARGV[1], ARGV[2]
if trajectories and redis.call('HEXISTS', trajectories, trajectory) == 0 then return 0 end
end_entry(claims, stream, entry)
return 1
"""

# KEYS: claims, stream, parked, parked_since ; ARGV: entry id, version needed, enqueue time
# Parks the episode the entry claimed and ends the entry; 0 if it claimed none.
_PARK = _END_ENTRY + """
local claims, stream, parked, parked_since = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local entry, version, enqueued_at = ARGV[1], ARGV[2], ARGV[3]
local flowed = redis.call('HGET', claims, entry)
end_entry(claims, stream, entry)
if not flowed then return 0 end
redis.call('ZADD', parked, version, flowed)
redis.call('ZADD', parked_since, enqueued_at, flowed)
return 1
"""

# KEYS: queue, claims, stream. Returns {episodes queued, the oldest one's enqueue time ('' if none),
# stream entries that claim none yet}: counted at one instant, so `top_up` compares the two.
_BACKLOG = """
local queue, claims, stream = KEYS[1], KEYS[2], KEYS[3]
local count, oldest = 0, nil
for p = 0, """ + str(MAX_PRIORITY) + """ do
  for _, owner in ipairs(redis.call('ZRANGE', queue .. ':owners:' .. p, 0, -1)) do
    for _, member in ipairs(redis.call('ZRANGE', queue .. ':jobs:' .. p .. ':' .. owner, 0, -1)) do
      local q = queue .. ':q:' .. string.match(member, '^%S+ (%S+)')
      count = count + redis.call('ZCARD', q)
      local head = redis.call('ZRANGE', q, 0, 0, 'WITHSCORES')
      if head[2] and (not oldest or tonumber(head[2]) < oldest) then oldest = tonumber(head[2]) end
    end
  end
end
local unclaimed = redis.call('XLEN', stream) - redis.call('HLEN', claims)
return {count, oldest and string.format('%.17g', oldest) or '', unclaimed}
"""


@dataclass(frozen=True)
class EpisodeRef:
    """One queued episode: which episode of which job to play, and when it was enqueued."""

    job_id: str
    task_index: int
    sample_index: int
    enqueued_at: float

    @property
    def trajectory_id(self) -> str:
        return trajectory_id(self.job_id, self.task_index, self.sample_index)

    @property
    def group_id(self) -> str:
        return group_id(self.job_id, self.task_index)

    def member(self) -> str:
        """The member of its job's queue: equal enqueue times order a job's episodes by task, then sample."""
        return f"{self.job_id} {self.task_index:06d} {self.sample_index:04d} {self.enqueued_at!r}"

    @classmethod
    def from_member(cls, member: str) -> EpisodeRef:
        """The episode of a queue member, or of a flowed one ("<flow> <member>")."""
        job_id, task, sample, enqueued_at = member.split(" ")[-4:]
        return cls(job_id, int(task), int(sample), float(enqueued_at))


@dataclass(frozen=True)
class Flow:
    """Where a job's episodes wait: its priority level, its owner's turn, its share of that turn."""

    priority: int
    owner: str
    share: int = 1

    def flowed(self, ref: EpisodeRef) -> str:
        """`ref` as the queue's scripts carry it: the owner as a fixed-width key of its name."""
        owner_key = hashlib.sha256(self.owner.encode()).hexdigest()[:16]
        return f"{self.priority} {owner_key} {self.share} {ref.member()}"


@dataclass(frozen=True)
class Backlog:
    queued: int
    oldest_enqueued_at: float | None


@dataclass(frozen=True)
class StreamState:
    """The episode stream as the runners' group sees it."""

    unread: int
    """Entries no runner has read yet."""
    pending: int
    """Entries read and not yet ended: episodes being played."""
    oldest_pending_ms: int | None
    """When the oldest pending entry was added (ms since the epoch); None if none is pending."""
    parked: int
    """Episodes parked by the staleness bound."""


class EpisodeQueue:
    """The episode stream and the fair-share queue behind it."""

    def __init__(self, redis: aioredis.Redis, keys: Keys) -> None:
        self.redis = redis
        self.keys = keys
        self._enqueue = redis.register_script(_ENQUEUE)
        self._take = redis.register_script(_TAKE)
        self._release = redis.register_script(_RELEASE)
        self._unpark = redis.register_script(_UNPARK)
        self._finish = redis.register_script(_FINISH)
        self._park = redis.register_script(_PARK)
        self._backlog = redis.register_script(_BACKLOG)

    async def ensure_consumer_group(self) -> None:
        """Create the episode stream and its runner group if they do not exist yet."""
        try:
            with translate_redis_errors():
                await self.redis.xgroup_create(self.keys.episodes, RUNNER_GROUP, id="0", mkstream=True)
        except Unavailable as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    @translates_redis_errors
    async def server_run_id(self) -> str:
        """The run_id of the Redis server that holds the episode stream (on a cluster, the master
        of the `{episodes}` slot, not whichever node a keyless INFO reaches): a new one means
        that server restarted or another took its place."""
        if isinstance(self.redis, RedisCluster):
            node = self.redis.get_node_from_key(self.keys.episodes)
            return str((await self.redis.info("server", target_nodes=node))["run_id"])
        return str((await self.redis.info("server"))["run_id"])

    # --- admission (gateway side) ----------------------------------------------------------

    @translates_redis_errors
    async def add(self, flow: Flow, queued: list[EpisodeRef], parked: dict[EpisodeRef, int]) -> None:
        """Queue `queued`, one stream entry each, and park `parked` (-> the policy version each
        needs), atomically: one script over the `{episodes}` slot (a script, not a transaction,
        because redis-py's cluster pipelines refuse scripts)."""
        if not queued and not parked:
            return
        args: list[str | int | float] = [len(queued), *(flow.flowed(ref) for ref in queued)]
        for ref, needed in parked.items():
            args += [flow.flowed(ref), needed, repr(ref.enqueued_at)]
        await self._enqueue(keys=[self.keys.queue, self.keys.episodes, self.keys.parked, self.keys.parked_since],
                            args=args)

    # --- taking (runner side) ----------------------------------------------------------------

    @translates_redis_errors
    async def take(self, consumer: str, count: int, block_ms: int) -> list[tuple[str, EpisodeRef | None]]:
        """Up to `count` episodes for `consumer` to play, in the queue's order, each with the
        stream entry that claims it; waits up to `block_ms` for one. An entry that found the
        queue empty (None) is finished at once by the caller."""
        reply = cast(_StreamReply, await self.redis.xreadgroup(RUNNER_GROUP, consumer, {self.keys.episodes: ">"},
                                                               count=count, block=block_ms))
        return await self._claimed([entry_id for _stream, entries in reply or [] for entry_id, _ in entries])

    @translates_redis_errors
    async def reclaim(self, consumer: str, idle_s: float, count: int) -> list[tuple[str, EpisodeRef | None, int]]:
        """Entries idle for `idle_s` (their runner went silent) moved to `consumer`, each with
        the episode it claimed (the same one its runner played) and how many times that episode
        has been handed out: the entry's delivery count, or 1 for an entry that had claimed none
        (its read's reply was lost, as when Redis died before answering: nobody played it)."""
        _next, entries, _deleted = await self.redis.xautoclaim(  # not JUSTID: that would not count the delivery
            self.keys.episodes, RUNNER_GROUP, consumer, min_idle_time=int(idle_s * 1000), count=count)
        entries = [entry_id for entry_id, _fields in entries]
        if not entries:
            return []
        async with self.redis.pipeline(transaction=False) as pipe:
            for entry_id in entries:
                pipe.xpending_range(self.keys.episodes, RUNNER_GROUP, min=entry_id, max=entry_id, count=1)
            pipe.hmget(self.keys.claims, entries)
            *pending, held = await pipe.execute()
        deliveries = [found[0]["times_delivered"] if found and claim else 1
                      for found, claim in zip(pending, held, strict=True)]
        claimed = await self._claimed(entries)
        return [(entry_id, ref, times) for (entry_id, ref), times in zip(claimed, deliveries, strict=True)]

    @translates_redis_errors
    async def renew(self, consumer: str, entry_ids: list[str]) -> None:
        """Reset the idle time of entries `consumer` is playing, so none is reclaimed from it."""
        await self.redis.xclaim(self.keys.episodes, RUNNER_GROUP, consumer, min_idle_time=0,
                                message_ids=[*entry_ids], justid=True)

    @translates_redis_errors
    async def expire_orphans(self, consumer: str, playing: Collection[str], scan: int, idle_s: float) -> int:
        """Mark idle for `idle_s` the entries pending under `consumer` (among its first `scan`) that
        it does not play, so the next `reclaim` takes them back; returns how many.

        Two things make such orphans: a Redis that lost writes (its fsync window), whose finishes it
        forgot, so the entries are back, or whose reads another consumer may hold too; and a read
        whose reply was lost (Redis died after it ran), whose entries claimed nothing. XCLAIM IDLE does
        not count a delivery; the reclaim that follows does, skips the play if the trajectory is
        there, and ends the entry, as for an entry of a dead runner."""
        held = await self.redis.xpending_range(self.keys.episodes, RUNNER_GROUP, "-", "+", scan,
                                               consumername=consumer)
        orphans = [entry["message_id"] for entry in held if entry["message_id"] not in playing]
        if orphans:
            await self.redis.xclaim(self.keys.episodes, RUNNER_GROUP, consumer, min_idle_time=0,
                                    message_ids=[*orphans], idle=int(idle_s * 1000), justid=True)
        return len(orphans)

    @translates_redis_errors
    async def finish(self, entry_id: str, played: EpisodeRef | None = None) -> bool:
        """Done with the entry: its claim and the entry itself, acknowledged and deleted, at once
        (the stream holds only the entries still to play).

        With `played`, the episode the entry claimed, only where its trajectory is written: False,
        the entry left pending, on a server that lacks it. A Redis that restarted having lost its
        last writes (a host crash's fsync window) may have lost the commit its runner sent just
        before; ending the entry there left the episode neither played nor queued. Pending, the
        entry is taken back at the runner's next heartbeat and its episode played again. On a
        cluster the trajectory is another node's and is not checked (docs/deploy/operations.md, Redis Cluster)."""
        keys, args = [self.keys.claims, self.keys.episodes], [entry_id]
        if played is not None and not isinstance(self.redis, RedisCluster):
            keys.append(self.keys.job(played.job_id).trajectories)
            args.append(played.trajectory_id)
        return bool(await self._finish(keys=keys, args=args))

    @translates_redis_errors
    async def park(self, entry_id: str, ref: EpisodeRef, needed: int) -> None:
        """Done with the entry for now: its episode waits, parked, for policy version `needed` (or
        its wait bound), without an entry and so without a runner slot; `release` brings it back."""
        await self._park(keys=[self.keys.claims, self.keys.episodes, self.keys.parked, self.keys.parked_since],
                         args=[entry_id, needed, repr(ref.enqueued_at)])

    async def _claimed(self, entry_ids: list[str]) -> list[tuple[str, EpisodeRef | None]]:
        if not entry_ids:
            return []
        flowed = await self._take(keys=[self.keys.queue, self.keys.claims], args=entry_ids)
        return [(entry_id, EpisodeRef.from_member(member) if member else None)
                for entry_id, member in zip(entry_ids, flowed, strict=True)]

    # --- parked episodes ---------------------------------------------------------------------

    @translates_redis_errors
    async def release(self, version: int, enqueued_before: float) -> int:
        """Queue again, with a stream entry each, the parked episodes that policy `version`
        admits and those enqueued before `enqueued_before` (their wait is over: the runner that
        takes one ends it as `timeout` unless the bound admits it by then). Returns how many."""
        total = 0
        while True:
            released = int(await self._release(keys=[self.keys.parked, self.keys.parked_since, self.keys.queue],
                                               args=[version, repr(enqueued_before), RELEASE_BATCH]))
            await self._add_entries(released)
            total += released
            if released < RELEASE_BATCH:
                return total

    @translates_redis_errors
    async def unpark_job(self, job_id: str) -> None:
        """Queue again every parked episode of the job (it was cancelled: runners end them)."""
        members = [m async for m, _ in self.redis.zscan_iter(self.keys.parked, match=f"* {job_id} *")]
        for chunk in batches(members, RELEASE_BATCH):
            released = await self._unpark(keys=[self.keys.parked, self.keys.parked_since, self.keys.queue],
                                          args=list(chunk))
            await self._add_entries(int(released))

    # --- upkeep --------------------------------------------------------------------------------

    async def stream_state(self) -> StreamState | None:
        """The stream's state; None before the runners' group exists. Unavailable if Redis is."""
        with translate_redis_errors():
            if not await self.redis.exists(self.keys.episodes):
                return None
            groups = await self.redis.xinfo_groups(self.keys.episodes)
            group = next((g for g in groups if g.get("name") == RUNNER_GROUP), None)
            if group is None:
                return None
            pending = await self.redis.xpending(self.keys.episodes, RUNNER_GROUP)
            parked = await self.redis.zcard(self.keys.parked)
        oldest_ms = int(pending["min"].split("-")[0]) if pending.get("min") else None  # an id starts with its ms
        return StreamState(int(group.get("lag") or 0), int(group.get("pending") or 0), oldest_ms, int(parked))

    async def backlog(self) -> Backlog:
        """How many episodes are queued, and when the longest-waiting one was enqueued."""
        with translate_redis_errors():
            queued, oldest, _unclaimed = await self._count()
        return Backlog(int(queued), float(oldest) if oldest else None)

    @translates_redis_errors
    async def top_up(self) -> int:
        """Add the stream entries queued episodes lack (a process that died between moving parked
        episodes to the queue and adding their entries, a Redis that lost writes); returns how many.
        Every other step keeps the count (a take claims one entry per episode, an entry ends with
        its claim), so this is exact whenever no runner plays an entry Redis has forgotten; a
        surplus entry would claim nothing, harmlessly."""
        queued, _oldest, unclaimed = await self._count()
        missing = int(queued) - int(unclaimed)
        await self._add_entries(missing)
        return max(missing, 0)

    async def _count(self) -> tuple[int, str, int]:
        return cast(tuple[int, str, int], tuple(await self._backlog(
            keys=[self.keys.queue, self.keys.claims, self.keys.episodes])))

    async def _add_entries(self, count: int) -> None:
        for chunk in batches(range(count), RELEASE_BATCH):
            async with self.redis.pipeline(transaction=False) as pipe:
                for _ in chunk:
                    pipe.xadd(self.keys.episodes, {"claim": "next"})
                await pipe.execute()


def batches(items: Iterable[T], size: int) -> Iterator[tuple[T, ...]]:
    iterator = iter(items)
    while chunk := tuple(itertools.islice(iterator, size)):
        yield chunk
