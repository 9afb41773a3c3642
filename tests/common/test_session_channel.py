"""The session channel on a real Redis: a grant is given once and only for an open session, a
credential is checked against its hash, a request never lands in a session that has ended,
and ending a session hands back what was still queued."""

from __future__ import annotations

import asyncio

import pytest
import redis.asyncio as aioredis

from services.common.errors import NotFound
from services.common.keys import Keys, session_id, session_job
from services.common.sessions import SessionChannel, SessionClosed, SessionReply, credential_hash

JOB = "job-0123456789abcdef"


@pytest.fixture
def channel(redis_client: aioredis.Redis) -> SessionChannel:
    return SessionChannel(redis_client, Keys("rgchannel"))


async def opened(channel: SessionChannel, sample: int = 0, **options: object) -> str:
    session = session_id(f"{JOB}-t0-s{sample}")
    await channel.open(session, f"{JOB}-t0-s{sample}", {"session_id": session}, reply_timeout_s=5, ttl_s=60,
                       **options)  # type: ignore[arg-type]
    return session


def test_a_session_id_names_its_job_and_nothing_else_does() -> None:
    session = session_id(f"{JOB}-t3-s1")
    assert session_job(session) == JOB
    assert [session_job(bad) for bad in (JOB, f"{JOB}-t3-s1", f"{session}x", "../x-t0-s0.0123456789abcdef")] == [
        None, None, None, None]


async def test_a_session_is_granted_once_with_a_credential_stored_as_its_hash(
        channel: SessionChannel, redis_client: aioredis.Redis) -> None:
    session = await opened(channel)
    granted = await channel.grant_next(JOB, wait_s=1)
    assert granted is not None
    assert granted[0] == session and granted[1] == {"session_id": session}
    stored = await redis_client.hget(channel.keys.job(JOB).session(session).base, "credential")
    assert stored == credential_hash(granted[2]) and granted[2] not in str(await redis_client.hgetall(
        channel.keys.job(JOB).session(session).base))
    assert await channel.grant_next(JOB, wait_s=0.1) is None
    assert (await channel.authenticate(session, granted[2]))["trajectory"] == f"{JOB}-t0-s0"
    with pytest.raises(NotFound):
        await channel.authenticate(session, granted[2] + "x")


async def test_an_ended_session_is_never_granted_and_takes_no_request(channel: SessionChannel) -> None:
    session = await opened(channel, credential="rgs-callback-credential", pulled=False)
    queued = asyncio.create_task(channel.call(session, "step", {"action": "1"}, timeout_s=5))
    request = await channel.next_request(session, wait_s=2)
    assert request is not None and request.op == "step"
    second = asyncio.create_task(channel.call(session, "finish", {}, timeout_s=5))
    async with asyncio.timeout(5):  # until the second request is queued, as Redis says
        while not await channel.redis.llen(channel.keys.job(JOB).session(session).requests):
            await asyncio.sleep(0.01)
    pending = await channel.end(session, "cancelled", "job cancelled")
    assert [r.op for r in pending] == ["finish"]
    for left in [request, *pending]:
        await channel.reply(session, left.id, SessionReply.error(409, "ended", code="session_ended"))
    assert [(await queued).status, (await second).status] == [409, 409]  # type: ignore[union-attr]
    assert await channel.call(session, "step", {}, timeout_s=5) == SessionClosed("cancelled", "job cancelled")
    assert await channel.grant_next(JOB, wait_s=0.1) is None


async def test_a_waiting_gateway_is_granted_the_next_open_session_past_ended_ones(
        channel: SessionChannel, redis_client: aioredis.Redis) -> None:
    """Taking a session off the ready list and granting it are one script (a gateway dying in
    between loses nothing); a gateway waiting for a session opened later is woken for it."""
    ended = await opened(channel, 0)
    await channel.end(ended, "timeout", "idle")
    waiting = asyncio.create_task(channel.grant_next(JOB, wait_s=30))
    live = await opened(channel, 1)
    granted = await asyncio.wait_for(waiting, timeout=30)
    assert granted is not None and granted[0] == live
    assert await redis_client.llen(channel.keys.job(JOB).sessions_ready) == 0
