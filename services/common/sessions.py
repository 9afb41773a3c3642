"""Sessions over Redis: how a gateway reaches the runner that plays an external agent's episode.

Runners are not addressable and Redis is the only state, so a session lives in the runner that
claimed its episode (its sandbox, its sticky worker, its token bookkeeping) and every request
reaches it through Redis, all keys in the job's slot (`keys.SessionKeys`):

- the runner opens the session: its record (trajectory, state `open`, the grant the agent is
  shown, the time a gateway waits for a reply) and, for a job whose owner pulls sessions, its
  id on the job's ready list;
- a gateway grants it once (`grant_next`): a random credential, shown to the caller and stored
  only as its SHA-256; the runner mints it instead when it sends the session to a callback;
- a gateway checks the credential of each request against the record (`authenticate`), pushes
  the request onto the session's request list, unless the session has ended (one script, so no
  request lands after the end unanswered), and waits on that request's reply key (`call`);
- the runner pops requests (`next_request`), answers each on its reply key (`reply`), and at
  the end marks the session ended and answers what is still queued (`end`): the credential
  then acts on nothing (each request answers that the session ended, with its status);
- while the session is open its runner renews the session's pulse key every `pulse_s`, and a
  gateway waiting for a reply gives up once the pulse has lapsed (`RunnerLost`): a runner that
  died costs the agent about `PULSE_LAPSES` pulses, not the reply timeout.

Every wait is bounded (BLPOP in slices shorter than the clients' read timeouts) and every key
has a TTL, so a session whose runner or gateway died leaves nothing behind for long.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass
from typing import Any

import redis.asyncio as aioredis

from services.common.errors import NotFound, translate_redis_errors, translates_redis_errors
from services.common.keys import Keys, SessionKeys, session_job

OPEN, ENDED = "open", "ended"
BLOCK_SLICE_S = 2.0
"""The longest single BLPOP: below every client's read timeout, so no wait is cut as a timeout."""
ENDED_TTL_S = 3600
"""How long an ended session's record stays: its credential then answers that it ended, not that it is unknown."""
REPLY_TTL_S = 300
PULSE_S = 5.0
"""How often the runner playing a session renews its pulse key."""
PULSE_LAPSES = 4
"""The pulse key lives this many periods: a runner that missed them all is gone."""

# Queues a request for the session's runner while the session is open: {'open'}, else its
# {state, status, reason}.
_PUSH = """
local session, requests = KEYS[1], KEYS[2]
local request, ttl_ms = ARGV[1], ARGV[2]
local state = redis.call('HGET', session, 'state')
if state ~= 'open' then
  return {state or '', redis.call('HGET', session, 'status') or '', redis.call('HGET', session, 'reason') or ''}
end
redis.call('RPUSH', requests, request)
redis.call('PEXPIRE', requests, ttl_ms)
return {'open'}
"""

# Ends the session; returns the requests still queued, which no runner will answer.
_END = """
local session, requests = KEYS[1], KEYS[2]
local status, reason, ttl_s = ARGV[1], ARGV[2], ARGV[3]
redis.call('HSET', session, 'state', 'ended', 'status', status, 'reason', reason)
redis.call('EXPIRE', session, ttl_s)
local pending = redis.call('LRANGE', requests, 0, -1)
redis.call('DEL', requests)
return pending
"""

# Grants the next ready session still open and unclaimed to `credential`: {session, grant}, or false.
_GRANT_NEXT = """
local ready = KEYS[1]
local credential, record_prefix = ARGV[1], ARGV[2]
while true do
  local session = redis.call('LPOP', ready)
  if not session then
    return false
  end
  local record = record_prefix .. session
  if redis.call('HGET', record, 'state') == 'open' and redis.call('HGET', record, 'credential') == '' then
    redis.call('HSET', record, 'credential', credential)
    return {session, redis.call('HGET', record, 'grant')}
  end
end
"""


@dataclass(frozen=True)
class SessionRequest:
    id: str
    op: str
    """chat, reset, step or finish."""
    body: dict[str, Any]


@dataclass(frozen=True)
class SessionReply:
    """The runner's answer: an HTTP status and its body (for an error: its `message`, `field`, `code`)."""

    status: int
    body: dict[str, Any]

    @classmethod
    def error(cls, status: int, message: str, field: str = "", code: str = "") -> SessionReply:
        return cls(status, {"message": message, "field": field, "code": code})


@dataclass(frozen=True)
class SessionClosed:
    """A request to a session that has ended: its status and why."""

    status: str
    reason: str


def credential_hash(credential: str) -> str:
    return hashlib.sha256(credential.encode()).hexdigest()


def new_credential() -> str:
    return "rgs-" + secrets.token_urlsafe(32)


@dataclass(frozen=True)
class RunnerLost:
    """The runner playing the session stopped renewing its pulse (it died, or lost Redis)."""

    silent_s: float


class SessionChannel:
    def __init__(self, redis: aioredis.Redis, keys: Keys, pulse_s: float = PULSE_S) -> None:
        self.redis, self.keys, self.pulse_s = redis, keys, pulse_s
        self._push = redis.register_script(_PUSH)
        self._end = redis.register_script(_END)
        self._grant_next = redis.register_script(_GRANT_NEXT)

    def _keys(self, session: str) -> SessionKeys:
        job = session_job(session)
        if job is None:
            raise NotFound(f"no session {session[:80]!r}", field="session_id")
        return self.keys.job(job).session(session)

    # --- the runner's side ----------------------------------------------------------------

    @translates_redis_errors
    async def open(self, session: str, trajectory: str, grant: dict[str, Any], *, reply_timeout_s: float,
                   ttl_s: float, credential: str = "", pulled: bool = True) -> None:
        """Open the session; with `pulled`, put it on its job's ready list for its owner to take.
        `credential` (a callback's): the one the runner sends; otherwise a gateway grants one."""
        keys, job = self._keys(session), session_job(session)
        ready = self.keys.job(str(job)).sessions_ready
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.hset(keys.base, mapping={"trajectory": trajectory, "state": OPEN, "status": "", "reason": "",
                                          "credential": credential_hash(credential) if credential else "",
                                          "grant": json.dumps(grant), "reply_timeout_s": reply_timeout_s,
                                          "pulse_s": self.pulse_s})
            pipe.expire(keys.base, int(ttl_s) + ENDED_TTL_S)
            pipe.set(keys.pulse, 1, px=self._pulse_ttl_ms())
            if pulled:
                pipe.rpush(ready, session)
                pipe.expire(ready, int(ttl_s) + ENDED_TTL_S)
            await pipe.execute()

    @translates_redis_errors
    async def pulse(self, session: str) -> None:
        """Say the session's runner is alive, for `PULSE_LAPSES` periods."""
        await self.redis.set(self._keys(session).pulse, 1, px=self._pulse_ttl_ms())

    def _pulse_ttl_ms(self) -> int:
        return int(self.pulse_s * PULSE_LAPSES * 1000)

    @translates_redis_errors
    async def next_request(self, session: str, wait_s: float) -> SessionRequest | None:
        """The session's next request, waiting at most `wait_s` (within one slice)."""
        popped = await self.redis.blpop([self._keys(session).requests], timeout=max(min(wait_s, BLOCK_SLICE_S), 0.01))
        if popped is None:
            return None
        return _request(str(popped[1]))

    @translates_redis_errors
    async def reply(self, session: str, request_id: str, reply: SessionReply) -> None:
        key = self._keys(session).reply(request_id)
        async with self.redis.pipeline(transaction=True) as pipe:
            pipe.rpush(key, json.dumps({"status": reply.status, "body": reply.body}))
            pipe.expire(key, REPLY_TTL_S)
            await pipe.execute()

    @translates_redis_errors
    async def end(self, session: str, status: str, reason: str) -> list[SessionRequest]:
        """Mark the session ended; returns the requests still queued, for the runner to answer."""
        keys = self._keys(session)
        pending = await self._end(keys=[keys.base, keys.requests], args=[status, reason[:500], ENDED_TTL_S])
        return [_request(raw) for raw in pending]

    # --- the gateway's side ---------------------------------------------------------------

    async def grant_next(self, job_id: str, wait_s: float) -> tuple[str, dict[str, Any], str] | None:
        """The job's next open session, granted a new credential: (id, grant, credential); None
        when none opens within `wait_s`. A session that ended while it waited is skipped.

        One script takes the session off the ready list and grants it, so a gateway dying
        between the two cannot lose a session; waiting for one rotates the list (BLMOVE onto
        itself), which takes nothing off it."""
        deadline = time.monotonic() + wait_s
        job = self.keys.job(job_id)
        with translate_redis_errors():
            while True:
                credential = new_credential()
                granted = await self._grant_next(keys=[job.sessions_ready],
                                                 args=[credential_hash(credential), job.session("").base])
                if granted:
                    return str(granted[0]), json.loads(granted[1]), credential
                if (left := deadline - time.monotonic()) <= 0:
                    return None
                wait = max(min(left, BLOCK_SLICE_S), 0.01)  # Redis takes seconds with decimals
                await self.redis.blmove(job.sessions_ready, job.sessions_ready, wait, "LEFT", "RIGHT")  # type: ignore[arg-type]

    async def authenticate(self, session: str, credential: str) -> dict[str, str]:
        """The session's record; NotFound unless `credential` is the session's own (another
        session's credential learns nothing about this one, not even that it exists)."""
        with translate_redis_errors():
            record = {str(k): str(v) for k, v in (await self.redis.hgetall(self._keys(session).base)).items()}
        stored = record.get("credential", "")
        if not stored or not hmac.compare_digest(stored, credential_hash(credential)):
            raise NotFound(f"no session {session[:80]!r} for this credential", field="session_id")
        return record

    async def call(self, session: str, op: str, body: dict[str, Any], timeout_s: float,
                   pulse_s: float = 0.0) -> SessionReply | SessionClosed | RunnerLost | None:
        """Send one request and wait for its reply; SessionClosed if the session has ended,
        RunnerLost if its runner's pulse (every `pulse_s`, the session record's; 0: not watched)
        lapsed meanwhile, None if its runner did not answer within `timeout_s`."""
        keys = self._keys(session)
        request_id = secrets.token_hex(8)
        raw = json.dumps({"id": request_id, "op": op, "body": body})
        with translate_redis_errors():
            pushed = await self._push(keys=[keys.base, keys.requests], args=[raw, int((timeout_s + 60) * 1000)])
            if pushed[0] != OPEN:
                return SessionClosed(pushed[1] if len(pushed) > 1 else "", pushed[2] if len(pushed) > 2 else "")
            return await self._wait_reply(keys, request_id, timeout_s, pulse_s)

    async def _wait_reply(self, keys: SessionKeys, request_id: str, timeout_s: float,
                          pulse_s: float) -> SessionReply | RunnerLost | None:
        """Wait in slices; between them, check the runner's pulse. A pulse missing once may be a
        Redis that lost its last writes, which the next renewal mends: the runner is lost when
        the pulse is still missing a period later."""
        deadline, missing_since = time.monotonic() + timeout_s, None
        while (left := deadline - time.monotonic()) > 0:
            popped = await self.redis.blpop([keys.reply(request_id)], timeout=max(min(left, BLOCK_SLICE_S), 0.01))
            if popped is not None:
                data = json.loads(popped[1])
                return SessionReply(int(data["status"]), data["body"])
            if pulse_s <= 0 or await self.redis.exists(keys.pulse):
                missing_since = None
            elif missing_since is None:
                missing_since = time.monotonic()
            elif time.monotonic() - missing_since >= pulse_s:
                return RunnerLost(silent_s=pulse_s * PULSE_LAPSES + time.monotonic() - missing_since)
        return None


def _request(raw: str) -> SessionRequest:
    data = json.loads(raw)
    return SessionRequest(str(data["id"]), str(data["op"]), dict(data["body"]))
