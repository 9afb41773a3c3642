"""Per-task statistics of a lineage (a trainer's run): what the draw strategies read.

A job whose draw names a lineage records each of its complete groups here (`JobStore` calls
`record` once per group, when the group completes, so a replayed commit counts nothing twice,
with the outcome its commit script accumulated: its usable episodes only, rewards clipped to
[0, 1] as successes, its versions' bounds; an infrastructure failure says nothing of the task),
under its owner: a lineage belongs to the token that submits its jobs, and another owner's
lineage of the same name is another lineage. Per task (env, split, task id) the lineage keeps
totals over every group recorded and its latest `recent` groups (oldest forgotten), each with
the policy versions it was played at, so a strategy can decay evidence by age; how many groups
in a row had no reward spread is kept apart, over all of them.

Bounded three ways: at most `tasks` tasks per lineage (the least recently updated is evicted),
`recent` groups per task, and the lineage's keys expire `ttl_s` after its last job or group.
Statistics are advice, not records: a runner that dies between committing a group's last
episode and recording it leaves that group out (at most once, never twice).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, cast

import redis.asyncio as aioredis
from rollgate import TaskGroupOutcome, TaskStats, TaskStatsPage

from services.common.errors import InvalidArgument, NotFound, translate_redis_errors, translates_redis_errors
from services.common.keys import Keys

SPREAD_EPSILON = 1e-9
"""Rewards closer than this are equal: a group whose usable rewards all are has no spread."""

# Adds one group to a task's statistics (a JSON object, created on first use), evicts the least
# recently updated tasks past the cap, and gives the lineage's keys their TTL again.
# Statistics: g groups, e episodes, s successes, r reward sum, sg groups with spread, z the latest
# groups in a row without, u updated at, recent: [version, version_max, episodes, successes,
# reward_mean, spread (0/1), recorded at], newest first.
_RECORD = """
local tasks, updated, meta = KEYS[1], KEYS[2], KEYS[3]
local field, outcome, cap = ARGV[1], cjson.decode(ARGV[2]), tonumber(ARGV[3])
local recent_cap, ttl_ms = tonumber(ARGV[4]), tonumber(ARGV[5])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) + tonumber(clock[2]) / 1000000
local raw = redis.call('HGET', tasks, field)
local stats = raw and cjson.decode(raw) or {g = 0, e = 0, s = 0, r = 0, sg = 0, z = 0, recent = {}}
local episodes, successes, mean, spread = outcome[3], outcome[4], outcome[5], outcome[6]
stats.g = stats.g + 1
stats.e = stats.e + episodes
stats.s = stats.s + successes
stats.r = stats.r + mean * episodes
if spread == 1 then
  stats.sg, stats.z = stats.sg + 1, 0
else
  stats.z = stats.z + 1
end
stats.u = now
table.insert(stats.recent, 1, {outcome[1], outcome[2], episodes, successes, mean, spread, now})
while #stats.recent > recent_cap do table.remove(stats.recent) end
redis.call('HSET', tasks, field, cjson.encode(stats))
redis.call('ZADD', updated, string.format('%.6f', now), field)
local over = redis.call('ZCARD', updated) - cap
if over > 0 then
  for _, evicted in ipairs(redis.call('ZRANGE', updated, 0, over - 1)) do
    redis.call('HDEL', tasks, evicted)
    redis.call('ZREM', updated, evicted)
  end
end
redis.call('HSETNX', meta, 'created_at', string.format('%.6f', now))
redis.call('HSET', meta, 'updated_at', string.format('%.6f', now))
redis.call('HINCRBY', meta, 'groups', 1)
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, ttl_ms) end
return 1
"""

# A job names the lineage: it exists from then on (its statistics are read, empty, until a group lands).
_REGISTER = """
local tasks, updated, meta = KEYS[1], KEYS[2], KEYS[3]
local clock = redis.call('TIME')
redis.call('HSETNX', meta, 'created_at', clock[1] .. '.' .. string.format('%06d', tonumber(clock[2])))
for _, key in ipairs(KEYS) do redis.call('PEXPIRE', key, tonumber(ARGV[1])) end
return 1
"""


@dataclass(frozen=True)
class TaskStatsLimits:
    tasks: int = 10_000
    """Tasks a lineage keeps at most; the least recently updated one is evicted."""
    recent: int = 8
    """Latest groups kept per task; totals cover every group."""
    ttl_s: float = 14 * 24 * 3600
    """A lineage's keys expire this long after its last job or group."""


def task_field(env: str, split: str, task_id: str) -> str:
    """A task's field in the lineage's hashes: unambiguous whatever its id holds."""
    return json.dumps([env, split, task_id], separators=(",", ":"))


def _stats(field: str, raw: str) -> TaskStats:
    env, split, task_id = json.loads(field)
    data: dict[str, Any] = json.loads(raw)
    recent = [TaskGroupOutcome(version=int(v), version_max=int(v_max), episodes=int(n), successes=s,
                               reward_mean=mean, spread=bool(spread), finished_at=at)
              for v, v_max, n, s, mean, spread, at in data.get("recent") or []]
    episodes = int(data["e"])
    return TaskStats(env=env, split=split, task_id=task_id, groups=int(data["g"]), episodes=episodes,
                     successes=float(data["s"]), reward_mean=float(data["r"]) / episodes if episodes else 0.0,
                     spread_groups=int(data["sg"]), groups_without_spread=int(data["z"]),
                     updated_at=float(data.get("u", 0.0)), recent=recent)


class TaskStatsStore:
    """Every lineage's task statistics in Redis; see the module's docstring."""

    def __init__(self, redis: aioredis.Redis, keys: Keys, limits: TaskStatsLimits | None = None) -> None:
        self.redis = redis
        self.keys = keys
        self.limits = limits or TaskStatsLimits()
        self._record = redis.register_script(_RECORD)
        self._register = redis.register_script(_REGISTER)

    def _ttl_ms(self) -> int:
        return int(self.limits.ttl_s * 1000)

    @translates_redis_errors
    async def register(self, owner: str, lineage: str) -> None:
        """A job of `owner` names `lineage`: it exists (empty until a group lands) for the TTL again."""
        await self._register(keys=self.keys.lineage(owner, lineage).all(), args=[self._ttl_ms()])

    @translates_redis_errors
    async def record(self, owner: str, lineage: str, env: str, split: str, task_id: str,
                     outcome: TaskGroupOutcome) -> None:
        """Add one complete group of the task to the lineage's statistics."""
        encoded = json.dumps([outcome.version, outcome.version_max, outcome.episodes, outcome.successes,
                              outcome.reward_mean, int(outcome.spread)])
        await self._record(keys=self.keys.lineage(owner, lineage).all(),
                           args=[task_field(env, split, task_id), encoded, self.limits.tasks, self.limits.recent,
                                 self._ttl_ms()])

    @translates_redis_errors
    async def lookup(self, owner: str, lineage: str, env: str, split: str,
                     task_ids: list[str]) -> dict[str, TaskStats]:
        """The statistics of those of `task_ids` the lineage holds, by task id (one round trip)."""
        if not task_ids:
            return {}
        fields = [task_field(env, split, task_id) for task_id in task_ids]
        raws = cast(list[str | None], await self.redis.hmget(self.keys.lineage(owner, lineage).tasks, fields))
        return {task_id: _stats(field, raw) for task_id, field, raw in zip(task_ids, fields, raws, strict=True) if raw}

    async def page(self, owner: str, lineage: str, env: str = "", split: str = "", page_size: int = 100,
                   page_token: str = "") -> TaskStatsPage:
        """One page of the lineage's tasks (of `env` and `split` when given), most recently updated
        first; NotFound when `owner` has no such lineage (no job of theirs named it within the TTL)."""
        lk = self.keys.lineage(owner, lineage)
        offset = _offset(page_token)
        with translate_redis_errors():
            async with self.redis.pipeline(transaction=False) as pipe:
                pipe.hget(lk.meta, "groups")
                pipe.exists(lk.meta)
                pipe.zrevrange(lk.updated, 0, -1)
                groups, exists, fields = await pipe.execute()
        if not exists:
            raise NotFound(f"no lineage {lineage!r}", field="lineage")
        matching = [field for field in fields if _matches(field, env, split)]
        chosen = matching[offset:offset + page_size]
        with translate_redis_errors():
            raws = cast(list[str | None], await self.redis.hmget(lk.tasks, chosen)) if chosen else []
        tasks = [_stats(field, raw) for field, raw in zip(chosen, raws, strict=True) if raw]
        after = offset + page_size
        return TaskStatsPage(lineage=lineage, owner=owner, tasks=tasks, tasks_total=len(matching),
                             groups=int(groups or 0), next_page_token=str(after) if after < len(matching) else "")


def _matches(field: str, env: str, split: str) -> bool:
    task_env, task_split, _ = json.loads(field)
    return (not env or task_env == env) and (not split or task_split == split)


def _offset(page_token: str) -> int:
    if not page_token:
        return 0
    if not page_token.isdigit():
        raise InvalidArgument("not a page token of this listing", field="page_token")
    return int(page_token)
