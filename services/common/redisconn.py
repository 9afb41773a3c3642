"""The services' Redis client: a timeout on every call, and bounded retries across a restart.

Redis restarting (a crash, a failover, an upgrade) refuses connections, then answers LOADING
while it reads its append-only file: a second or a few. A call that fails then is sent again
after an exponential back-off with jitter, on a new connection, for about `retry_s` in all, so
a short outage costs the caller a pause, not a failed operation. Only a lost connection or a
timeout is retried, and every write the services send is safe to repeat: the Lua scripts are
idempotent (a commit is an HSETNX, a take returns the claim it recorded before) and a surplus
stream entry claims nothing. A lost reply to XREADGROUP leaves its entries pending, with no episode
claimed, until the runner takes them back at its next heartbeat. Scripts are loaded again when a
restarted Redis has forgotten them (redis-py's `Script` answers NOSCRIPT by loading).

A URL `redis+cluster://host:port` (any node of the cluster; `rediss+cluster://` for TLS) makes a
Redis Cluster client instead: it discovers the other nodes and routes each command to its slot's
master. Rollgate's keys are laid out for it (`keys.py`: what must change together shares a hash
tag), so every script and transaction it sends stays in one slot.
"""

from __future__ import annotations

import math
from typing import Any, cast

import redis.asyncio as aioredis
import redis.exceptions
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.connection import Connection
from redis.asyncio.retry import Retry
from redis.backoff import EqualJitterBackoff
from redis.exceptions import RedisClusterException

BACKOFF_BASE_S = 0.05
BACKOFF_CAP_S = 1.0


def restart_retry(retry_s: float) -> Retry:
    """Retries whose back-offs add up to at least `retry_s` (each between half and all of
    min(BACKOFF_CAP_S, base · 2^n), so a Redis that comes back is found within a second). Each
    attempt is bounded by the client's socket timeouts, so a Redis that neither answers nor
    refuses takes longer to give up on."""
    ramp = math.ceil(math.log2(BACKOFF_CAP_S / BACKOFF_BASE_S))
    retries = ramp + math.ceil(2 * retry_s / BACKOFF_CAP_S) if retry_s > 0 else 0
    return Retry(EqualJitterBackoff(cap=BACKOFF_CAP_S, base=BACKOFF_BASE_S), retries,
                 (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError))


CLUSTER_SCHEMES = {"redis+cluster": "redis", "rediss+cluster": "rediss"}


def connect(url: str, timeout_s: float, read_timeout_s: float, retry_s: float | None,
            max_connections: int = 100) -> aioredis.Redis:
    """A client (replies decoded) that connects within `timeout_s`, waits `read_timeout_s` for a
    reply (more than the longest BLOCK it sends), retries for about `retry_s` (None: redis-py's
    default retries) and opens at most `max_connections` (per node of a cluster). A
    `redis+cluster://` URL gives a cluster client, typed as the plain one: the services use only
    commands both serve."""
    options: dict[str, Any] = {"decode_responses": True, "socket_timeout": read_timeout_s,
                               "socket_connect_timeout": timeout_s, "max_connections": max_connections}
    if retry_s is not None:
        options["retry"] = restart_retry(retry_s)
    scheme, _, rest = url.partition("://")
    if scheme in CLUSTER_SCHEMES:
        cluster = cast(_Cluster, _Cluster.from_url(f"{CLUSTER_SCHEMES[scheme]}://{rest}", **options))
        cluster.discovery_retry = _discovery_retry(retry_s or 0.0)
        _guard_writes(cluster)
        return cluster  # type: ignore[return-value]
    return aioredis.from_url(url, **options)


class _Cluster(RedisCluster):
    """A cluster client that waits out a whole cluster's outage as the plain client waits out a restart.

    redis-py 8.1 rediscovers the cluster's layout before it retries a command that lost its
    node, and when no node answers that discovery raises RedisClusterException ("cannot be
    connected"), outside its retries and outside RedisError: a commit failed at once when every
    node of a cluster restarted together. Discovery is retried here, for about `retry_s`, and an
    outage that outlasts it is a ConnectionError, an infrastructure failure like any other."""

    discovery_retry: Retry

    async def initialize(self, additional_startup_nodes_info: Any = None,
                         last_failed_node_name: str | None = None) -> RedisCluster:
        async def discover() -> RedisCluster:
            return await super(_Cluster, self).initialize(additional_startup_nodes_info, last_failed_node_name)

        try:
            return await self.discovery_retry.call_with_retry(discover, _ignore)
        except RedisClusterException as exc:
            raise redis.exceptions.ConnectionError(f"no node of the Redis Cluster answers: {exc}") from exc


def _discovery_retry(retry_s: float) -> Retry:
    retry = restart_retry(retry_s)
    retry.update_supported_errors([RedisClusterException])  # type: ignore[list-item]  # not a RedisError
    return retry


async def _ignore(error: Exception) -> None:
    """Retry's failure hook: the next attempt rediscovers the cluster anyway."""


class _WriteGuard:
    """Writing on a connection another task closed meanwhile is a ConnectionError.

    redis-py 8.1's asyncio cluster client closes a node's connections when one of them fails,
    and a connection closed under a task that is writing on it raises AttributeError or
    TypeError (its writer or transport is gone; redis-py issue #4287), which no retry layer
    catches: an episode's commit died of it when a cluster node restarted. Raised as a
    ConnectionError, the cluster client's retries take it like any lost connection."""

    async def send_packed_command(self, command: Any, check_health: bool = True) -> None:
        try:
            await super().send_packed_command(command, check_health)  # type: ignore[misc]
        except (AttributeError, TypeError) as exc:
            await self.disconnect(nowait=True)  # type: ignore[attr-defined]
            raise redis.exceptions.ConnectionError(f"connection closed while writing: {exc!r}") from exc


def _guard_writes(cluster: RedisCluster) -> None:
    """Make the cluster's nodes, those known now and those it discovers, use guarded connections."""
    base = cluster.connection_kwargs.get("connection_class", Connection)
    guarded = type(f"Guarded{base.__name__}", (_WriteGuard, base), {})
    cluster.connection_kwargs["connection_class"] = guarded
    cluster.nodes_manager.connection_kwargs["connection_class"] = guarded
    for node in cluster.nodes_manager.startup_nodes.values():
        node.connection_class = guarded
