"""The services' Redis client: a timeout on every call, and bounded retries across a restart.

Redis restarting (a crash, a failover, an upgrade) refuses connections, then answers LOADING
while it reads its append-only file: a second or a few. A call that fails then is sent again
after an exponential back-off with jitter, on a new connection, for about `retry_s` in all, so
a short outage costs the caller a pause, not a failed operation. Only a lost connection or a
timeout is retried, and every write the services send is safe to repeat: the Lua scripts are
idempotent (a commit is an HSETNX, a take returns the claim it recorded before) and a surplus
stream entry claims nothing. A lost reply to XREADGROUP leaves its entries pending until they are
reclaimed. Scripts are loaded again when a restarted Redis has forgotten them (redis-py's
`Script` answers NOSCRIPT by loading).
"""

from __future__ import annotations

import math

import redis.asyncio as aioredis
import redis.exceptions
from redis.asyncio.retry import Retry
from redis.backoff import EqualJitterBackoff

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


def connect(url: str, timeout_s: float, read_timeout_s: float, retry_s: float) -> aioredis.Redis:
    """A client (replies decoded) that connects within `timeout_s`, waits `read_timeout_s` for a
    reply (more than the longest BLOCK it sends) and retries for about `retry_s`."""
    return aioredis.from_url(url, decode_responses=True, socket_timeout=read_timeout_s,
                             socket_connect_timeout=timeout_s, retry=restart_retry(retry_s))
