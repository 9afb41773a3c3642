"""A lineage's replay buffer: earlier groups with a reward spread, which a trainer's pull may ask
for again beside the new ones (docs/sampling.md, "Replay").

No copies: a buffered group's trajectories stay in its job's hash (`JobStore.ack` leaves them
there), and the buffer holds only its group id (its job's id is derived from it,
`keys.group_job`), scored by the group's oldest policy version. Bounded: at most `limit` groups
per lineage, the oldest evicted first, and the key expires `ttl_s` after a group last came in.
Taking a group removes it, so each is served at most once; a take that names an age cap first
drops the groups past it (they only get older). The trajectories live in another slot than the
buffer, so the caller reads and empties them after a take, an eviction or a drop, in a second
call (`JobStore`): a crash in between leaves them until their job's retention ends, never served
twice.
"""

from __future__ import annotations

from typing import cast

import redis.asyncio as aioredis

from services.common.errors import translates_redis_errors
from services.common.keys import Keys

# Adds groups (ARGV after the first two: id, oldest version, ...), evicts the oldest past `limit` and
# gives the buffer its TTL again; returns the evicted ids.
_KEEP = """
local replay = KEYS[1]
local limit, ttl_ms = tonumber(ARGV[1]), tonumber(ARGV[2])
for i = 3, #ARGV, 2 do redis.call('ZADD', replay, ARGV[i + 1], ARGV[i]) end
local evicted = {}
local over = redis.call('ZCARD', replay) - limit
if over > 0 then
  local popped = redis.call('ZPOPMIN', replay, over)
  for i = 1, #popped, 2 do table.insert(evicted, popped[i]) end
end
redis.call('PEXPIRE', replay, ttl_ms)
return evicted
"""

# Drops the groups more than `max_age` versions behind `version` (-1: no limit; they only get older),
# then takes the `count` newest. Returns {id, oldest version, ... newest first} and the ids dropped.
_TAKE = """
local replay = KEYS[1]
local count, version, max_age = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local dropped = {}
if max_age >= 0 then
  local below = '(' .. (version - max_age)
  dropped = redis.call('ZRANGEBYSCORE', replay, '-inf', below)
  redis.call('ZREMRANGEBYSCORE', replay, '-inf', below)
end
return {redis.call('ZPOPMAX', replay, count), dropped}
"""


class ReplayBuffer:
    """Every lineage's replay buffer in Redis; see the module's docstring. A `limit` of 0 turns it off."""

    def __init__(self, redis: aioredis.Redis, keys: Keys, limit: int, ttl_s: float) -> None:
        self.redis = redis
        self.keys = keys
        self.limit = limit
        self.ttl_s = ttl_s
        self._keep = redis.register_script(_KEEP)
        self._take = redis.register_script(_TAKE)

    @translates_redis_errors
    async def keep(self, owner: str, lineage: str, versions: dict[str, int]) -> list[str]:
        """Buffer the groups (group id -> oldest policy version); returns the ids of those evicted past
        the limit, whose trajectories the caller empties."""
        pairs = [x for gid, version in versions.items() for x in (gid, version)]
        args = [self.limit, int(self.ttl_s * 1000), *pairs]
        return cast(list[str], await self._keep(keys=[self.keys.lineage(owner, lineage).replay], args=args))

    @translates_redis_errors
    async def take(self, owner: str, lineage: str, count: int, version: int,
                   max_age: int | None = None) -> tuple[list[tuple[str, int]], list[str]]:
        """Remove and return up to `count` groups, newest first, each with its age: how many versions
        its oldest token is behind `version`; and the ids of those dropped as older than `max_age`
        (None: any age is served), whose trajectories the caller empties."""
        flat, dropped = cast(tuple[list[str], list[str]], await self._take(
            keys=[self.keys.lineage(owner, lineage).replay], args=[count, version, -1 if max_age is None else max_age]))
        return [(gid, version - int(float(score))) for gid, score in zip(flat[::2], flat[1::2], strict=True)], dropped
